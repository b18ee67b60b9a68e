package quantize

import (
	"fmt"
	"slices"
	"strings"
)

// PartSummary is one part's line of a model's total.
type PartSummary struct {
	Name         string  `json:"name"`
	FloatMiB     float64 `json:"float_mib"`
	QuantizedMiB float64 `json:"quantized_mib"`
	Quantized    int     `json:"nodes_quantized"`
	Excluded     int     `json:"nodes_excluded"`
}

// Total is a model quantized a part at a time, added up.
type Total struct {
	Parts     []PartSummary   `json:"parts"`
	Unmatched *UnmatchedError `json:"unmatched,omitempty"`
	// UnusedOverrides are the override entries' warnings that every
	// part gave: entries that named no node of the model.
	UnusedOverrides []string `json:"unused_overrides,omitempty"`
	// LinearErrors are every part's linears together, when the parts
	// read calibration statistics.
	LinearErrors *LinearErrors `json:"linear_errors,omitempty"`

	floatBytes, quantizedBytes int64
}

// TotalPart is one part's summary and the exclusion entries in force
// in it.
type TotalPart struct {
	Name    string
	Summary *Summary
	Nodes   []string
}

// AddUp adds the parts' sizes and node counts up and judges each
// exclusion entry (entries, the node entries as configured, then the
// op types the parts report) over the whole model: one that matched no
// node in any part it was in force in is unmatched. With strict that is
// an error wrapping the *UnmatchedError.
func AddUp(parts []TotalPart, entries []string, strict bool) (*Total, error) {
	t := &Total{}
	var linears []LinearError
	method := ""
	inForce, missed := map[string]int{}, map[string]int{}
	unused := map[string]int{}
	var order []string
	for _, e := range entries {
		order = append(order, "node\x00"+e)
	}
	for _, p := range parts {
		s := p.Summary
		t.floatBytes += s.FloatBytes
		t.quantizedBytes += s.QuantizedBytes
		t.Parts = append(t.Parts, PartSummary{Name: p.Name, FloatMiB: s.FloatMiB, QuantizedMiB: s.QuantizedMiB, Quantized: s.Nodes.Quantized, Excluded: s.Nodes.Excluded})
		if le := s.LinearErrors; le != nil {
			method = le.Method
			linears = append(linears, le.Linears...)
		}
		for _, w := range s.UnusedOverrides {
			unused[w]++
		}
		un := &UnmatchedError{}
		if s.Unmatched != nil {
			un = s.Unmatched
		}
		for _, e := range p.Nodes {
			k := "node\x00" + e
			inForce[k]++
			if slices.Contains(un.Nodes, e) {
				missed[k]++
			}
		}
		for _, op := range un.OpTypes {
			k := "op\x00" + op
			if inForce[k] == 0 {
				order = append(order, k)
			}
			inForce[k]++
			missed[k]++
		}
	}
	var un UnmatchedError
	for _, k := range order {
		kind, e, _ := strings.Cut(k, "\x00")
		if kind == "op" && missed[k] < len(parts) || kind == "node" && missed[k] < inForce[k] {
			continue
		}
		if kind == "op" {
			un.OpTypes = append(un.OpTypes, e)
		} else {
			un.Nodes = append(un.Nodes, e)
		}
	}
	if !un.Empty() {
		if strict {
			return nil, fmt.Errorf("in no part of the model: %w", &un)
		}
		t.Unmatched = &un
	}
	if len(parts) > 0 {
		for _, w := range parts[0].Summary.UnusedOverrides {
			if unused[w] == len(parts) {
				t.UnusedOverrides = append(t.UnusedOverrides, w)
			}
		}
	}
	if method != "" {
		t.LinearErrors = MergeLinearErrors(method, linears)
	}
	return t, nil
}

// Warnings are the unmatched entries, as warnings of the whole model.
func (t *Total) Warnings() []string {
	var out []string
	if t.Unmatched != nil {
		for _, m := range t.Unmatched.Messages() {
			out = append(out, m+" in any part of the model")
		}
	}
	for _, w := range t.UnusedOverrides {
		out = append(out, w+" in any part of the model")
	}
	return out
}

// Metrics are the total's headline figures.
func (t *Total) Metrics() []Metric {
	ms := []Metric{
		{"float_size", float64(t.floatBytes) / (1 << 20), "MiB"},
		{"quantized_size", float64(t.quantizedBytes) / (1 << 20), "MiB"},
		{"parts", float64(len(t.Parts)), ""},
	}
	if le := t.LinearErrors; le != nil {
		ms = append(ms, Metric{"linear_error", le.Total, ""}, Metric{"linear_error_rtn", le.TotalRTN, ""})
	}
	return ms
}
