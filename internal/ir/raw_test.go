package ir

import (
	"bytes"
	"testing"
)

// TestRawPaths checks that the bulk (little-endian host) and portable
// conversions agree for every element type, and that decoding owns or
// copies its buffer correctly.
func TestRawPaths(t *testing.T) {
	tensors := []*Tensor{
		{Name: "f32", DType: Float32, Shape: []int64{3}, F32: []float32{1.5, -2, 0.25}},
		{Name: "f16", DType: Float16, Shape: []int64{2}, F16: []uint16{0x3c00, 0xfbff}},
		{Name: "i8", DType: Int8, Shape: []int64{2}, I8: []int8{-128, 127}},
		{Name: "u8", DType: Uint8, Shape: []int64{2}, U8: []uint8{0, 255}},
		{Name: "i16", DType: Int16, Shape: []int64{2}, I16: []int16{-32768, 258}},
		{Name: "i4", DType: Int4, Shape: []int64{3}, I8: []int8{-8, 7, -1}},
		{Name: "i32", DType: Int32, Shape: []int64{2}, I32: []int32{-1 << 31, 7}},
		{Name: "i64", DType: Int64, Shape: []int64{2}, I64: []int64{-1 << 63, 1 << 40}},
		{Name: "bool", DType: Bool, Shape: []int64{3}, Bool: []bool{true, false, true}},
	}
	want := map[string][]byte{
		"f32":  {0, 0, 0xc0, 0x3f, 0, 0, 0, 0xc0, 0, 0, 0x80, 0x3e},
		"f16":  {0x00, 0x3c, 0xff, 0xfb},
		"i8":   {0x80, 0x7f},
		"u8":   {0, 255},
		"i16":  {0, 0x80, 2, 1},
		"i4":   {0x78, 0x0f}, // low nibble first; the odd last value's high nibble is 0
		"i32":  {0, 0, 0, 0x80, 7, 0, 0, 0},
		"i64":  {0, 0, 0, 0, 0, 0, 0, 0x80, 0, 0, 0, 0, 0, 1, 0, 0},
		"bool": {1, 0, 1},
	}
	saved := hostLittleEndian
	defer func() { hostLittleEndian = saved }()
	for _, le := range []bool{saved, false} {
		hostLittleEndian = le
		for _, tn := range tensors {
			raw := tn.RawBytes()
			if !bytes.Equal(raw, want[tn.Name]) {
				t.Errorf("bulk=%v %s: raw %x, want %x", le, tn.Name, raw, want[tn.Name])
			}
			if v := tn.RawView(); !bytes.Equal(v, raw) {
				t.Errorf("bulk=%v %s: view %x, raw %x", le, tn.Name, v, raw)
			}
			for _, own := range []bool{false, true} {
				u := &Tensor{Name: tn.Name, DType: tn.DType, Shape: tn.Shape}
				buf := append([]byte(nil), raw...)
				if err := u.setRaw(buf, own); err != nil {
					t.Fatal(err)
				}
				if !u.Equal(tn) {
					t.Errorf("bulk=%v own=%v %s: decoded %+v", le, own, tn.Name, u)
				}
				// A copy must not see later writes to the buffer.
				for i := range buf {
					buf[i] ^= 0xff
				}
				if !own && !u.Equal(tn) {
					t.Errorf("bulk=%v %s: SetRawBytes kept the caller's buffer", le, tn.Name)
				}
			}
		}
	}
	// A misaligned buffer is copied, not viewed.
	b := make([]byte, 17)
	u := &Tensor{DType: Float32, Shape: []int64{4}}
	if err := u.setRaw(b[1:], true); err != nil || len(u.F32) != 4 {
		t.Fatalf("misaligned: %v", err)
	}
	// Bytes other than 0 and 1 are still valid bools.
	u = &Tensor{DType: Bool, Shape: []int64{2}}
	if err := u.setRaw([]byte{2, 0}, true); err != nil || !u.Bool[0] || u.Bool[1] {
		t.Errorf("bool from byte 2: %v %v", u.Bool, err)
	}
}
