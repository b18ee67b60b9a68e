package main

import (
	"slices"
	"testing"

	"github.com/hashicorp/hcl/v2"
)

// TestPartChecks: the parts' graph checks fold an error the parts share
// (same summary, same place; the details name each part's nodes) into
// one diagnostic that names them, and keep an error of one part apart.
func TestPartChecks(t *testing.T) {
	at := &hcl.Range{Filename: "main.hcl", Start: hcl.Pos{Line: 9, Column: 14}, End: hcl.Pos{Line: 9, Column: 15}}
	other := &hcl.Range{Filename: "main.hcl", Start: hcl.Pos{Line: 7, Column: 3}, End: hcl.Pos{Line: 7, Column: 9}}
	diag := func(summary, detail string, r *hcl.Range) *hcl.Diagnostic {
		return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: summary, Detail: detail, Subject: r}
	}
	var g partChecks
	for i, part := range []string{"layer[0]", "layer[1]", "layer[2]", "layer[3]", "layer[4]", "layer[5]"} {
		var ds hcl.Diagnostics
		if i != 2 {
			ds = append(ds, diag("Unexpected number of matches", "matched 1 time in /layers."+part+".", at))
		}
		if i == 4 {
			ds = append(ds, diag("Unknown dim", "dim n.", other))
		}
		g.add(part, ds)
	}
	var got []string
	for _, d := range g.diagnostics() {
		got = append(got, d.Summary+": "+d.Detail)
	}
	want := []string{
		"Unexpected number of matches: matched 1 time in /layers.layer[0]. In layer[0]; the same in layer[1], layer[3], layer[4], layer[5] (5 of the 6 parts checked).",
		"Unknown dim: dim n. In layer[4].",
	}
	if !slices.Equal(got, want) {
		t.Errorf("got\n%q\nwant\n%q", got, want)
	}
	if got := partList([]string{"a", "b", "c", "d", "e"}); got != "a, b, …, e" {
		t.Errorf("partList of five = %q", got)
	}
}
