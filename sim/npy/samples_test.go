package npy

import (
	"bytes"
	"io"
	"slices"
	"strings"
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

// WriteSamples streams the bytes of the archive of the stacked values
// (Stack, then EncodeNPZ), for every layout; what DecodeSamples gives
// back is each sample's own copy.
func TestWriteSamplesIsTheStackedArchive(t *testing.T) {
	in := []map[string]*ir.Tensor{
		{"x": ir.FromFloat32([]int64{2, 2}, []float32{1, 2, 3, 4}), "m": ir.FromInt64([]int64{2}, []int64{5, 6})},
		{"x": ir.FromFloat32([]int64{2, 2}, []float32{-1, -2, -3, -4}), "m": ir.FromInt64([]int64{2}, []int64{7, 8})},
	}
	extra := ir.FromInt64([]int64{}, []int64{2})
	extra.Name = "count"
	for _, tc := range []struct {
		name    string
		samples []map[string]*ir.Tensor
		layout  Layout
	}{
		{"two stacked", in, Stacked},
		{"two flat", in, FlatOne},
		{"one stacked", in[:1], Stacked},
		{"one flat", in[:1], FlatOne},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var ts []*ir.Tensor
			for _, name := range []string{"x", "m"} {
				if len(tc.samples) == 1 && tc.layout == FlatOne {
					c := *tc.samples[0][name]
					c.Name = name
					ts = append(ts, &c)
					continue
				}
				var col []*ir.Tensor
				for _, s := range tc.samples {
					col = append(col, s[name])
				}
				st, err := Stack(name, col)
				if err != nil {
					t.Fatal(err)
				}
				ts = append(ts, st)
			}
			want, err := EncodeNPZ(append(ts, extra))
			if err != nil {
				t.Fatal(err)
			}
			var w bytes.Buffer
			if err := WriteSamples(&w, []string{"x", "m"}, tc.samples, tc.layout, extra); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(w.Bytes(), want) {
				t.Fatal("WriteSamples wrote other bytes than the stacked archive")
			}
			got, err := EncodeSamples([]string{"x", "m"}, tc.samples, tc.layout, extra)
			if err != nil || !bytes.Equal(got, want) {
				t.Fatalf("EncodeSamples: other bytes (%v)", err)
			}
			out, _, err := DecodeSamples(want, len(tc.samples), tc.layout, "count")
			if err != nil {
				t.Fatal(err)
			}
			for i, s := range out {
				if !slices.Equal(s["x"].F32, tc.samples[i]["x"].F32) || !slices.Equal(s["x"].Shape, []int64{2, 2}) || !slices.Equal(s["m"].I64, tc.samples[i]["m"].I64) {
					t.Errorf("sample %d decoded as %v", i, s)
				}
			}
			// The samples own their values: the archive's bytes are not
			// theirs, nor another sample's.
			out[0]["x"].F32[0] = 99
			clear(want)
			if len(out) > 1 && out[1]["x"].F32[0] != -1 {
				t.Error("a sample's value changed with another's")
			}
		})
	}
	if err := WriteSamples(io.Discard, []string{"x"}, []map[string]*ir.Tensor{in[0], {"m": in[1]["m"]}}, Stacked); err == nil ||
		!strings.Contains(err.Error(), `"x": sample 1 has no value`) {
		t.Errorf("a missing value: %v", err)
	}
}

// A stored member whose bytes do not match its checksum is refused.
func TestDecodeStoredChecksum(t *testing.T) {
	a := ir.FromFloat32([]int64{4}, []float32{1, 2, 3, 4})
	a.Name = "a"
	b, err := EncodeNPZ([]*ir.Tensor{a})
	if err != nil {
		t.Fatal(err)
	}
	i := bytes.Index(b, []byte{0, 0, 0x80, 0x3f}) // the 1.0
	if i < 0 {
		t.Fatal("no data in the archive")
	}
	b[i+3] = 0x40
	if _, err := DecodeNPZ(b); err == nil || !strings.Contains(err.Error(), "checksum") {
		t.Errorf("a damaged member: %v", err)
	}
	if _, _, err := DecodeSamples(b, 1, FlatOne); err == nil {
		t.Error("DecodeSamples took a damaged member")
	}
}
