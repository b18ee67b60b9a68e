package npy

import (
	"slices"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

func TestSamplesRoundTrip(t *testing.T) {
	sample := func(x float32) map[string]*ir.Tensor {
		return map[string]*ir.Tensor{
			"a": ir.FromFloat32([]int64{2}, []float32{x, -x}),
			"b": ir.FromInt64([]int64{1}, []int64{int64(x)}),
		}
	}
	extra := ir.FromInt64([]int64{}, []int64{7})
	extra.Name = "count"
	for _, tc := range []struct {
		name   string
		n      int
		layout Layout
		decode int // the n DecodeSamples is given
		shape  []int64
	}{
		{"one flat", 1, FlatOne, 1, []int64{2}},
		{"one stacked", 1, Stacked, 0, []int64{1, 2}},
		{"three flat", 3, FlatOne, 3, []int64{3, 2}},
		{"three stacked", 3, Stacked, 0, []int64{3, 2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var in []map[string]*ir.Tensor
			for i := range tc.n {
				in = append(in, sample(float32(i+1)))
			}
			b, err := EncodeSamples([]string{"a", "b"}, in, tc.layout, extra)
			if err != nil {
				t.Fatal(err)
			}
			arrays, err := DecodeNPZ(b)
			if err != nil {
				t.Fatal(err)
			}
			if len(arrays) != 3 || arrays[0].Name != "a" || !slices.Equal(arrays[0].Shape, tc.shape) || arrays[2].Name != "count" {
				t.Fatalf("archive: %d arrays, first %q %v", len(arrays), arrays[0].Name, arrays[0].Shape)
			}
			out, rest, err := DecodeSamples(b, tc.decode, tc.layout, "count")
			if err != nil {
				t.Fatal(err)
			}
			if len(out) != tc.n || rest["count"] == nil || rest["count"].I64[0] != 7 {
				t.Fatalf("got %d samples, extra %v", len(out), rest)
			}
			for i, s := range out {
				if !slices.Equal(s["a"].F32, in[i]["a"].F32) || !slices.Equal(s["b"].I64, in[i]["b"].I64) || len(s) != 2 {
					t.Errorf("sample %d: %v, want %v", i, s, in[i])
				}
			}
		})
	}
	if _, _, err := DecodeSamples(mustEncode(t, sample(1)), 1, FlatOne, "missing"); err == nil {
		t.Error("an archive without a named extra array decoded")
	}
}

func mustEncode(t *testing.T, s map[string]*ir.Tensor) []byte {
	b, err := EncodeSamples([]string{"a"}, []map[string]*ir.Tensor{s}, FlatOne)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
