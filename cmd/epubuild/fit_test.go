package main

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestFitText(t *testing.T) {
	// A regular table: the header row's boundaries line up with the border.
	table := strings.Join([]string{
		"╒════╤════════════════════════════════════╤═══════════╤══════════╕",
		"│ #  │ Kernel                             │ Cycles    │ MAC util │",
		"╞════╪════════════════════════════════════╪═══════════╪══════════╡",
		"│ 0  │ /decoder_layer/mlp/gate_proj/MatMul│ 1,188,042 │ 11.58%   │",
		"╘════╧════════════════════════════════════╧═══════════╧══════════╛",
	}, "\n")
	for _, tc := range []struct {
		width int
		want  string
	}{
		{0, table},
		{200, table},
		// The widest column narrows, keeping the name's end.
		{58, strings.Join([]string{
			"╒════╤════════════════════════════╤═══════════╤══════════╕",
			"│ #  │ Kernel                     │ Cycles    │ MAC util │",
			"╞════╪════════════════════════════╪═══════════╪══════════╡",
			"│ 0  │ …ayer/mlp/gate_proj/MatMul │ 1,188,042 │ 11.58%   │",
			"╘════╧════════════════════════════╧═══════════╧══════════╛",
		}, "\n")},
		// Below minColumn, the rightmost columns go, named under the table.
		{44, strings.Join([]string{
			"╒════╤════════════════════════╤═══════════╕",
			"│ #  │ Kernel                 │ Cycles    │",
			"╞════╪════════════════════════╪═══════════╡",
			"│ 0  │ …/mlp/gate_proj/MatMul │ 1,188,042 │",
			"╘════╧════════════════════════╧═══════════╛",
			"(1 more column: MAC util; a wider terminal",
			"  or -full shows it)",
		}, "\n")},
	} {
		got := fitText(table, tc.width)
		if got != tc.want {
			t.Errorf("width %d:\n%s\nwant\n%s", tc.width, got, tc.want)
		}
		for _, l := range strings.Split(got, "\n") {
			if tc.width > 0 && utf8.RuneCountInString(l) > tc.width {
				t.Errorf("width %d: line of %d: %s", tc.width, utf8.RuneCountInString(l), l)
			}
		}
	}
}

func TestWrapLine(t *testing.T) {
	got := wrapLine("    note: one two three four five six", 20)
	want := []string{"    note: one two", "      three four", "      five six"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("wrapLine = %q, want %q", got, want)
	}
}

// FuzzFitText: any text, any width: no panic, and a fitted table is no
// wider than the width (text lines may keep a word longer than it).
func FuzzFitText(f *testing.F) {
	f.Add("╒══╤══╕\n│ a │ b │\n╘══╧══╛", 5)
	f.Add("╒════╤════════════╕\n│ #  │ Kernel     │\n╘════╧════════════╛\nnote: a b c", 12)
	f.Add("│\n├", 1)
	f.Fuzz(func(t *testing.T, text string, width int) {
		if width < 0 || width > 1000 || !utf8.ValidString(text) {
			return
		}
		_ = fitText(text, width)
	})
}
