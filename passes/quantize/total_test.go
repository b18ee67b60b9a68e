package quantize

import (
	"errors"
	"slices"
	"testing"
)

func partSummary(floatB, quantB int64, un *UnmatchedError) *Summary {
	s := &Summary{FloatBytes: floatB, QuantizedBytes: quantB, Unmatched: un}
	s.Nodes.Quantized, s.Nodes.Excluded = 3, 1
	return s
}

// An entry is unmatched only where every part it was in force in says
// so; an op type only when every part says so.
func TestAddUp(t *testing.T) {
	for _, tc := range []struct {
		name    string
		parts   []TotalPart
		entries []string
		strict  bool
		want    *UnmatchedError // nil: every entry matched
		fails   bool
	}{
		{
			name: "matched in one part",
			parts: []TotalPart{
				{Name: "a", Summary: partSummary(1<<20, 1<<18, &UnmatchedError{Nodes: []string{"/x/*"}}), Nodes: []string{"/x/*"}},
				{Name: "b", Summary: partSummary(1<<20, 1<<18, nil), Nodes: []string{"/x/*"}},
			},
			entries: []string{"/x/*"},
		},
		{
			name: "missed everywhere",
			parts: []TotalPart{
				{Name: "a", Summary: partSummary(1<<20, 1<<18, &UnmatchedError{Nodes: []string{"/y"}, OpTypes: []string{"Softmax"}}), Nodes: []string{"/y"}},
				{Name: "b", Summary: partSummary(1<<20, 1<<18, &UnmatchedError{OpTypes: []string{"Softmax"}}), Nodes: nil},
			},
			entries: []string{"/y"},
			want:    &UnmatchedError{Nodes: []string{"/y"}, OpTypes: []string{"Softmax"}},
		},
		{
			name: "op type matched in one part",
			parts: []TotalPart{
				{Name: "a", Summary: partSummary(1<<20, 1<<18, &UnmatchedError{OpTypes: []string{"Softmax"}})},
				{Name: "b", Summary: partSummary(1<<20, 1<<18, nil)},
			},
		},
		{
			name: "strict",
			parts: []TotalPart{
				{Name: "a", Summary: partSummary(1<<20, 1<<18, &UnmatchedError{Nodes: []string{"/y"}}), Nodes: []string{"/y"}},
			},
			entries: []string{"/y"},
			strict:  true,
			fails:   true,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := AddUp(tc.parts, tc.entries, tc.strict)
			var un *UnmatchedError
			if tc.fails {
				if !errors.As(err, &un) {
					t.Fatalf("err %v, want an *UnmatchedError", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if (got.Unmatched == nil) != (tc.want == nil) || got.Unmatched != nil && (!slices.Equal(got.Unmatched.Nodes, tc.want.Nodes) || !slices.Equal(got.Unmatched.OpTypes, tc.want.OpTypes)) {
				t.Errorf("unmatched %+v, want %+v", got.Unmatched, tc.want)
			}
			want := 0
			if tc.want != nil {
				want = len(tc.want.Messages())
			}
			if len(got.Warnings()) != want {
				t.Errorf("warnings %q", got.Warnings())
			}
			ms := got.Metrics()
			if ms[0].Value != float64(len(tc.parts)) || ms[1].Value != float64(len(tc.parts))/4 || ms[2].Value != float64(len(tc.parts)) {
				t.Errorf("metrics %+v for %d parts of 1 MiB quantized to 0.25", ms, len(tc.parts))
			}
		})
	}
}

// An override entry that names no node of one part (a layer's glob in
// another layer) is no warning; one that names no node of any part is.
func TestAddUpUnusedOverrides(t *testing.T) {
	other := `override: node "/model/layers.1/*" matches no node`
	typo := `override: node "/model/layer.9/*" matches no node`
	part := func(unused ...string) TotalPart {
		s := partSummary(1<<20, 1<<18, nil)
		s.UnusedOverrides = unused
		return TotalPart{Name: "p", Summary: s}
	}
	got, err := AddUp([]TotalPart{part(typo), part(other, typo), part(typo)}, nil, false)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{typo + " in any part of the model"}
	if !slices.Equal(got.Warnings(), want) {
		t.Errorf("warnings %q, want %q", got.Warnings(), want)
	}
}
