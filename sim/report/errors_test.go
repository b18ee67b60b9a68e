package report

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

func TestMeasureErrors(t *testing.T) {
	vi := []*ir.ValueInfo{{Name: "y"}}
	tensor := func(shape []int64, v ...float32) *ir.Tensor { return ir.FromFloat32(shape, v) }
	one := func(t *ir.Tensor) []map[string]*ir.Tensor { return []map[string]*ir.Tensor{{"y": t}} }
	for _, tc := range []struct {
		name     string
		sim, ref []map[string]*ir.Tensor
		want     []IOError
		note     string
	}{
		{"one element off", one(tensor([]int64{4}, 1, 2, 3, 5)), one(tensor([]int64{4}, 1, 2, 3, 4)),
			// se 1 over 4 elements; signal 1+4+9+16 = 30
			[]IOError{{Name: "y", MSE: 0.25, MaxAbs: 1, SQNRdB: RoundSig(10 * math.Log10(30))}}, ""},
		{"samples pool", []map[string]*ir.Tensor{{"y": tensor([]int64{2}, 1, 1)}, {"y": tensor([]int64{2}, 2, 0)}},
			[]map[string]*ir.Tensor{{"y": tensor([]int64{2}, 1, 1)}, {"y": tensor([]int64{2}, 1, 1)}},
			[]IOError{{Name: "y", MSE: 0.5, MaxAbs: 1, SQNRdB: RoundSig(10 * math.Log10(4.0/2))}}, ""},
		{"exact", one(tensor([]int64{2}, 1, 2)), one(tensor([]int64{2}, 1, 2)),
			[]IOError{{Name: "y"}}, "equals the reference exactly"},
		{"zero reference", one(tensor([]int64{2}, 1, 0)), one(tensor([]int64{2}, 0, 0)),
			[]IOError{{Name: "y", MSE: 0.5, MaxAbs: 1}}, "reference is all zeros"},
		{"shape differs", one(tensor([]int64{2}, 1, 2)), one(tensor([]int64{1, 2}, 1, 2)),
			[]IOError{}, "shape [2], the reference's is [1 2]"},
		{"missing in reference", one(tensor([]int64{1}, 1)), []map[string]*ir.Tensor{{}},
			[]IOError{}, "the reference has no output of that name"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, notes := MeasureErrors(vi, tc.sim, tc.ref)
			if !slices.Equal(got, tc.want) {
				t.Errorf("errors %+v, want %+v", got, tc.want)
			}
			if joined := strings.Join(notes, "\n"); !strings.Contains(joined, tc.note) || tc.note == "" && joined != "" {
				t.Errorf("notes %q, want %q", joined, tc.note)
			}
		})
	}
}
