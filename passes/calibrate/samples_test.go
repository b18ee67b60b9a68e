package calibrate

import (
	"errors"
	"slices"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

func TestActivationsRoundTrip(t *testing.T) {
	var kept []*ir.Tensor
	for i := range 4 {
		kept = append(kept, ir.FromFloat32([]int64{1, 2}, []float32{float32(i), float32(-i)}))
	}
	b, err := EncodeActivations("h", kept, "calibration text x, window 3")
	if err != nil {
		t.Fatal(err)
	}
	up, err := DecodeActivations(b, "in")
	if err != nil {
		t.Fatal(err)
	}
	if up.Input != "in" || up.Describe != "calibration text x, window 3" || len(up.Samples) != 3 {
		t.Fatalf("upstream %q %q with %d samples", up.Input, up.Describe, len(up.Samples))
	}
	for i, s := range append(up.Samples, up.Holdout) {
		if !slices.Equal(s.F32, kept[i].F32) {
			t.Errorf("value %d: %v, want %v", i, s.F32, kept[i].F32)
		}
	}
	if _, err := EncodeActivations("h", kept[:1], ""); err == nil {
		t.Error("one value encoded: want the samples and the held-out one")
	}
}

func TestHoldoutRoundTrip(t *testing.T) {
	ids := ir.FromInt64([]int64{1, 3}, []int64{5, 6, 7})
	b, err := EncodeHoldout([]*ir.ValueInfo{{Name: TextInput}}, map[string]*ir.Tensor{TextInput: ids})
	if err != nil {
		t.Fatal(err)
	}
	got, err := DecodeHoldout(b)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got[TextInput].I64, ids.I64) || !slices.Equal(got[TextInput].Shape, ids.Shape) {
		t.Errorf("held-out %v, want %v", got[TextInput], ids)
	}
}

// Token ids are checked against the embedding's rows.
func TestTextIDs(t *testing.T) {
	emb := ir.FromFloat32([]int64{4, 2}, make([]float32, 8))
	emb.Name = "emb"
	m := &ir.Model{Graph: &ir.Graph{
		Initializers: []*ir.Tensor{emb},
		Nodes:        []*ir.Node{{Name: "g", OpType: "Gather", Inputs: []string{"emb", TextInput}, Outputs: []string{"h"}}},
	}}
	if rows := EmbeddingRows(m); rows != 4 {
		t.Fatalf("EmbeddingRows = %d, want 4", rows)
	}
	got, err := TextIDs(m, [][]int{{0, 3}, {1, 2}})
	if err != nil || !slices.Equal(got[1], []int64{1, 2}) {
		t.Errorf("TextIDs = %v, %v", got, err)
	}
	var ve *VocabError
	if _, err := TextIDs(m, [][]int{{0, 4}}); !errors.As(err, &ve) || ve.ID != 4 || ve.Rows != 4 {
		t.Errorf("id 4 of 4 rows: err %v, want a *VocabError", err)
	}
}

// Text too short for the samples calibrates on what there is, holding
// the last window out, and says so.
func TestSetText(t *testing.T) {
	m := &ir.Model{Graph: &ir.Graph{}}
	for _, tc := range []struct {
		samples, chosen, want int
		warns                 bool
	}{
		{samples: 3, chosen: 4, want: 3},
		{samples: 3, chosen: 2, want: 1, warns: true},
		{samples: 0, chosen: DefaultSamples + 1, want: DefaultSamples},
	} {
		c := Config{Samples: tc.samples}
		chosen := make([][]int, tc.chosen)
		for i := range chosen {
			chosen[i] = []int{i, i}
		}
		w, err := c.SetText(m, chosen, tc.chosen, 2, "calibration text t")
		if err != nil || c.Samples != tc.want || len(c.Text) != tc.chosen || (w != "") != tc.warns || c.TextDescribe != "calibration text t" {
			t.Errorf("samples %d of %d windows: %d samples, %d windows, warning %q, %v", tc.samples, tc.chosen, c.Samples, len(c.Text), w, err)
		}
	}
}
