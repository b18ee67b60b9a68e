package npy

import (
	"bytes"
	"encoding/binary"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// npyBytes builds a .npy file the way NumPy lays it out, from a header
// dict and raw data, so tests can feed exact third-party-shaped input.
func npyBytes(major byte, dict string, data []byte) []byte {
	var b bytes.Buffer
	b.Write(magic)
	b.Write([]byte{major, 0})
	pre := 10
	if major >= 2 {
		pre = 12
	}
	total := (pre + len(dict) + 1 + 63) / 64 * 64
	hlen := total - pre
	if major >= 2 {
		_ = binary.Write(&b, binary.LittleEndian, uint32(hlen))
	} else {
		_ = binary.Write(&b, binary.LittleEndian, uint16(hlen))
	}
	b.WriteString(dict + strings.Repeat(" ", hlen-len(dict)-1) + "\n")
	b.Write(data)
	return b.Bytes()
}

func f32bytes(vs ...float32) []byte {
	b := make([]byte, 4*len(vs))
	for i, v := range vs {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(v))
	}
	return b
}

func TestEncodeMatchesNumPyLayout(t *testing.T) {
	// np.save of np.arange(6, dtype=np.float32).reshape(2, 3).
	want := npyBytes(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }", f32bytes(0, 1, 2, 3, 4, 5))
	got, err := Encode(ir.FromFloat32([]int64{2, 3}, []float32{0, 1, 2, 3, 4, 5}))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("encode:\n got %q\nwant %q", got, want)
	}
	if len(got)-24 != 128 {
		t.Fatalf("header not 64-byte aligned: %d", len(got)-24)
	}
	// A 1-D shape is written as a one-tuple, a scalar as ().
	one, _ := Encode(ir.FromInt64([]int64{2}, []int64{7, 8}))
	if !bytes.Contains(one, []byte("'shape': (2,)")) {
		t.Errorf("1-D header: %q", one[:80])
	}
	sc, _ := Encode(ir.FromFloat32(nil, []float32{1}))
	if !bytes.Contains(sc, []byte("'shape': ()")) {
		t.Errorf("scalar header: %q", sc[:80])
	}
}

func TestRoundTrip(t *testing.T) {
	cases := []*ir.Tensor{
		ir.FromFloat32([]int64{2, 2}, []float32{1.5, -2, float32(math.Inf(1)), 0}),
		{DType: ir.Float16, Shape: []int64{3}, F16: []uint16{0x3c00, 0xc000, 0x7bff}},
		{DType: ir.Int8, Shape: []int64{2, 1}, I8: []int8{-128, 127}},
		{DType: ir.Uint8, Shape: []int64{4}, U8: []uint8{0, 1, 254, 255}},
		{DType: ir.Int32, Shape: []int64{1, 2}, I32: []int32{-5, 1 << 30}},
		ir.FromInt64([]int64{1, 1, 3}, []int64{-1, 0, 1 << 40}),
		{DType: ir.Bool, Shape: []int64{2}, Bool: []bool{true, false}},
		ir.FromFloat32([]int64{0, 4}, []float32{}),
		ir.FromFloat32([]int64{}, []float32{3}),
	}
	dir := t.TempDir()
	for i, c := range cases {
		p := filepath.Join(dir, "a.npy")
		if err := WriteFile(p, c); err != nil {
			t.Fatal(err)
		}
		got, err := ReadFile(p)
		if err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		if !got.Equal(c) {
			t.Errorf("case %d: round trip changed %v %v", i, c.DType, c.Shape)
		}
	}
}

func TestReadVariants(t *testing.T) {
	// Fortran order: the (2, 3) array [[0 1 2] [3 4 5]] stored column-major.
	ft := npyBytes(1, "{'descr': '<f4', 'fortran_order': True, 'shape': (2, 3), }", f32bytes(0, 3, 1, 4, 2, 5))
	got, err := Decode(ft)
	if err != nil {
		t.Fatal(err)
	}
	if want := ir.FromFloat32([]int64{2, 3}, []float32{0, 1, 2, 3, 4, 5}); !got.Equal(want) {
		t.Errorf("fortran: got %v %v", got.Shape, got.F32)
	}
	// Big-endian int32, format 2.0, keys in another order, Python 2 long.
	be := make([]byte, 8)
	binary.BigEndian.PutUint32(be, 1)
	binary.BigEndian.PutUint32(be[4:], 0xfffffffe)
	got, err = Decode(npyBytes(2, "{'shape': (2L,), 'fortran_order': False, 'descr': '>i4'}", be))
	if err != nil {
		t.Fatal(err)
	}
	if got.DType != ir.Int32 || got.I32[0] != 1 || got.I32[1] != -2 {
		t.Errorf("big endian: got %v %v", got.DType, got.I32)
	}
}

func TestReadErrors(t *testing.T) {
	good := "{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }"
	cases := []struct {
		name string
		b    []byte
		want string
	}{
		{"magic", []byte("PK\x03\x04hello world"), "bad magic"},
		{"float64", npyBytes(1, "{'descr': '<f8', 'fortran_order': False, 'shape': (1,), }", make([]byte, 8)), `dtype "<f8" not supported`},
		{"short data", npyBytes(1, good, make([]byte, 4)), "needs 8"},
		{"long data", npyBytes(1, good, make([]byte, 12)), "needs 8"},
		{"bad key", npyBytes(1, "{'descr': '<f4', 'order': False, 'shape': (2,), }", make([]byte, 8)), `unexpected key "order"`},
		{"missing key", npyBytes(1, "{'descr': '<f4', 'shape': (2,), }", make([]byte, 8)), `missing key "fortran_order"`},
		{"version", append(append([]byte{}, magic...), 9, 0, 0, 0), "version 9.0"},
		{"huge", npyBytes(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (99999999999, 99999999999), }", nil), "too large"},
	}
	for _, c := range cases {
		_, err := Decode(c.b)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want error containing %q", c.name, err, c.want)
		}
	}
}

func TestNPZ(t *testing.T) {
	a := ir.FromFloat32([]int64{2}, []float32{1, 2})
	a.Name = "hidden_states"
	b := ir.FromInt64([]int64{1, 3}, []int64{4, 5, 6})
	b.Name = "attention_mask"
	p := filepath.Join(t.TempDir(), "x.npz")
	if err := WriteNPZ(p, []*ir.Tensor{a, b}); err != nil {
		t.Fatal(err)
	}
	got, err := ReadNPZ(p)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || !got[0].Equal(a) || !got[1].Equal(b) {
		t.Fatalf("npz round trip: %+v", got)
	}
	// Same arrays, same bytes.
	x, _ := EncodeNPZ([]*ir.Tensor{a, b})
	y, _ := EncodeNPZ([]*ir.Tensor{a, b})
	if !bytes.Equal(x, y) {
		t.Error("npz encoding is not deterministic")
	}
	if _, err := DecodeNPZ([]byte("not a zip")); err == nil || !strings.Contains(err.Error(), "not an .npz") {
		t.Errorf("garbage npz: %v", err)
	}
}

func FuzzDecode(f *testing.F) {
	f.Add(npyBytes(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }", f32bytes(0, 1, 2, 3, 4, 5)))
	f.Add(npyBytes(1, "{'descr': '<f4', 'fortran_order': True, 'shape': (2, 3), }", f32bytes(0, 1, 2, 3, 4, 5)))
	f.Add(npyBytes(2, "{'descr': '>i8', 'fortran_order': False, 'shape': (1,), }", make([]byte, 8)))
	f.Fuzz(func(t *testing.T, b []byte) {
		tn, err := Decode(b)
		if err != nil {
			return
		}
		if err := tn.Check(); err != nil {
			t.Fatalf("decoded an inconsistent tensor: %v", err)
		}
		// What decodes re-encodes and decodes to the same tensor.
		enc, err := Encode(tn)
		if err != nil {
			t.Fatal(err)
		}
		back, err := Decode(enc)
		if err != nil || !back.Equal(tn) {
			t.Fatalf("re-decode: %v", err)
		}
	})
}

// Stacked samples come apart as they went in; mismatched samples are
// refused naming the value and the sample.
func TestStack(t *testing.T) {
	a := ir.FromFloat32([]int64{2}, []float32{1, 2})
	b := ir.FromFloat32([]int64{2}, []float32{3, 4})
	s, err := Stack("y", []*ir.Tensor{a, b})
	if err != nil {
		t.Fatal(err)
	}
	if s.Name != "y" || !slices.Equal(s.Shape, []int64{2, 2}) || !slices.Equal(s.F32, []float32{1, 2, 3, 4}) {
		t.Fatalf("stacked %v %v %v", s.Name, s.Shape, s.F32)
	}
	parts, err := Unstack(s, 2)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []*ir.Tensor{a, b} {
		if parts[i].Name != "y" || !slices.Equal(parts[i].Shape, want.Shape) || !slices.Equal(parts[i].F32, want.F32) {
			t.Errorf("sample %d: %v %v %v", i, parts[i].Name, parts[i].Shape, parts[i].F32)
		}
	}
	for _, tc := range []struct {
		in   []*ir.Tensor
		want string
	}{
		{[]*ir.Tensor{a, ir.FromFloat32([]int64{1, 2}, []float32{3, 4})}, `"y": sample 1 has float32 [1 2], sample 0 has float32 [2]: cannot stack`},
		{[]*ir.Tensor{a, nil}, `"y": sample 1 has no value`},
		{nil, `"y": no value to stack`},
	} {
		if _, err := Stack("y", tc.in); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Stack: %v, want %q", err, tc.want)
		}
	}
	if _, err := Unstack(s, 3); err == nil || !strings.Contains(err.Error(), `"y" has shape [2 2]: want 3 stacked samples`) {
		t.Errorf("Unstack of the wrong count: %v", err)
	}
}
