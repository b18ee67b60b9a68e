package hf

import (
	"slices"
	"testing"
)

func TestPatternLayer(t *testing.T) {
	for _, tc := range []struct {
		pattern string
		layer   int
		ok      bool
	}{
		{"/model/layers.7/mlp/down_proj/MatMul", 7, true},
		{"/model/layers.12/*", 12, true},
		{"/model/layers.1*", 0, false},    // also layers.10..19
		{"/model/layers.*/Add", 0, false}, // every layer
		{"*/input_layernorm/*", 0, false},
		{"/model/layers.07/Add", 0, false}, // not how a layer is named
		{"/model/norm/*", 0, false},
		{"/model/layers.3", 0, false}, // no node is named so
	} {
		l, ok := PatternLayer(tc.pattern)
		if ok != tc.ok || ok && l != tc.layer {
			t.Errorf("PatternLayer(%q) = %d, %v; want %d, %v", tc.pattern, l, ok, tc.layer, tc.ok)
		}
	}
	pats := []string{"*/Add", "/model/layers.3/Add", "/model/layers.4/Add", "/model/norm/*"}
	if got := PartPatterns(pats, PartLayer, 3); !slices.Equal(got, []string{"*/Add", "/model/layers.3/Add", "/model/norm/*"}) {
		t.Errorf("layer 3 keeps %q", got)
	}
	if got := PartPatterns(pats, PartHead, 0); !slices.Equal(got, []string{"*/Add", "/model/norm/*"}) {
		t.Errorf("the head keeps %q", got)
	}
}
