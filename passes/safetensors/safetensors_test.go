package safetensors

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func f32Bytes(v ...float32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return b
}

func u16Bytes(v ...uint16) []byte {
	b := make([]byte, 2*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint16(b[2*i:], x)
	}
	return b
}

func TestWriteOpenRoundTrip(t *testing.T) {
	tensors := []Tensor{
		{Name: "b.weight", DType: "F32", Shape: []int64{2, 2}, Data: f32Bytes(1, -2, 3.5, 1e-30)},
		{Name: "a.bias", DType: "BF16", Shape: []int64{3}, Data: u16Bytes(0x3f80, 0xc000, 0x0001)},
		{Name: "c.half", DType: "F16", Shape: []int64{4}, Data: u16Bytes(0x3c00, 0x0001, 0xfbff, 0x7c00)},
		{Name: "scalar", DType: "F32", Shape: nil, Data: f32Bytes(7)},
	}
	var buf bytes.Buffer
	if err := Write(&buf, tensors, map[string]string{"format": "pt"}); err != nil {
		t.Fatal(err)
	}
	var again bytes.Buffer
	if err := Write(&again, []Tensor{tensors[3], tensors[1], tensors[0], tensors[2]}, map[string]string{"format": "pt"}); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(buf.Bytes(), again.Bytes()) {
		t.Error("Write depends on the order of its input")
	}
	hlen := binary.LittleEndian.Uint64(buf.Bytes())
	if hlen%8 != 0 {
		t.Errorf("header length %d not a multiple of 8", hlen)
	}
	path := filepath.Join(t.TempDir(), "w.safetensors")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if f.Metadata["format"] != "pt" {
		t.Errorf("metadata = %v", f.Metadata)
	}
	for _, want := range tensors {
		info, raw, err := f.Raw(want.Name)
		if err != nil {
			t.Fatal(err)
		}
		if info.DType != want.DType || len(info.Shape) != len(want.Shape) || !bytes.Equal(raw, want.Data) {
			t.Errorf("%s: got %s %v %x, want %s %v %x", want.Name, info.DType, info.Shape, raw, want.DType, want.Shape, want.Data)
		}
	}
	_, got, err := f.Float32s("a.bias")
	if err != nil {
		t.Fatal(err)
	}
	if got[0] != 1 || got[1] != -2 || math.Float32bits(got[2]) != 0x00010000 {
		t.Errorf("bf16 converted to %v", got)
	}
	_, got, err = f.Float32s("c.half")
	if err != nil {
		t.Fatal(err)
	}
	if want := []float32{1, 5.9604645e-08, -65504, float32(math.Inf(1))}; got[0] != want[0] || got[1] != want[1] || got[2] != want[2] || got[3] != want[3] {
		t.Errorf("f16 converted to %v, want %v", got, want)
	}
	if _, _, err := f.Raw("nope"); err == nil || !strings.Contains(err.Error(), `"nope"`) || !strings.Contains(err.Error(), path) {
		t.Errorf("missing tensor error = %v", err)
	}
}

// header builds a file from a JSON header and a data section.
func header(js string, data int) []byte {
	b := make([]byte, 8, 8+len(js)+data)
	binary.LittleEndian.PutUint64(b, uint64(len(js)))
	b = append(b, js...)
	return append(b, make([]byte, data)...)
}

func TestReadHeaderErrors(t *testing.T) {
	huge := make([]byte, 16)
	binary.LittleEndian.PutUint64(huge, 1<<40)
	tests := []struct {
		name string
		file []byte
		want string
	}{
		{"short", []byte{1, 2, 3}, "too short"},
		{"huge length", huge, "exceeds"},
		{"length past end", header(`{}`, 0)[:9], "past the end"},
		{"not json", header(`{"a":`, 0), "not a JSON object"},
		{"no dtype", header(`{"w":{"shape":[1],"data_offsets":[0,4]}}`, 4), `tensor "w": no dtype`},
		{"unknown dtype", header(`{"w":{"dtype":"F7","shape":[1],"data_offsets":[0,4]}}`, 4), `unknown dtype "F7"`},
		{"negative dim", header(`{"w":{"dtype":"F32","shape":[-1],"data_offsets":[0,4]}}`, 4), "negative dimension"},
		{"offsets past data", header(`{"w":{"dtype":"F32","shape":[2],"data_offsets":[0,8]}}`, 4), "past the 4-byte data section"},
		{"size mismatch", header(`{"w":{"dtype":"F32","shape":[2],"data_offsets":[0,4]}}`, 4), "needs 8 bytes"},
		{"descending offsets", header(`{"w":{"dtype":"F32","shape":[1],"data_offsets":[4,0]}}`, 4), "ascending"},
		{"three offsets", header(`{"w":{"dtype":"F32","shape":[1],"data_offsets":[0,4,8]}}`, 8), "3 entries"},
		{"overflow", header(`{"w":{"dtype":"F32","shape":[4294967296,4294967296],"data_offsets":[0,4]}}`, 4), "overflows"},
		{"bad metadata", header(`{"__metadata__":{"a":1}}`, 0), "__metadata__"},
		{"bias inside a weight", header(`{"w":{"dtype":"F32","shape":[4],"data_offsets":[0,16]},"b":{"dtype":"F32","shape":[1],"data_offsets":[8,12]}}`, 16),
			`tensor "b": data_offsets [8, 12] overlap those of tensor "w" [0, 16]`},
		{"same range", header(`{"a":{"dtype":"F32","shape":[1],"data_offsets":[0,4]},"b":{"dtype":"F32","shape":[1],"data_offsets":[0,4]}}`, 4), "overlap"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadHeader(bytes.NewReader(tc.file), int64(len(tc.file)))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error = %v, want it to mention %q", err, tc.want)
			}
		})
	}
}

// Adjacent tensors and empty ones share offsets without overlapping.
func TestReadHeaderAdjacent(t *testing.T) {
	f := header(`{"a":{"dtype":"F32","shape":[1],"data_offsets":[0,4]},"e":{"dtype":"F32","shape":[0],"data_offsets":[4,4]},"b":{"dtype":"F32","shape":[1],"data_offsets":[4,8]}}`, 8)
	if _, err := ReadHeader(bytes.NewReader(f), int64(len(f))); err != nil {
		t.Fatal(err)
	}
}

// An overlap is named with the file and both tensors.
func TestOpenNamesOverlap(t *testing.T) {
	path := filepath.Join(t.TempDir(), "model.safetensors")
	f := header(`{"w":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},"b":{"dtype":"F32","shape":[1],"data_offsets":[4,8]}}`, 8)
	if err := os.WriteFile(path, f, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Open(path)
	if err == nil || !strings.HasPrefix(err.Error(), path+": ") || !strings.Contains(err.Error(), `tensor "b"`) || !strings.Contains(err.Error(), `tensor "w"`) {
		t.Fatalf("error = %v, want the path and both tensors", err)
	}
}

func TestOpenNamesFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bad.safetensors")
	if err := os.WriteFile(path, header(`{"w":{"dtype":"F32","shape":[2],"data_offsets":[0,4]}}`, 4), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Open(path)
	if err == nil || !strings.HasPrefix(err.Error(), path+": ") || strings.Contains(err.Error(), "\n") {
		t.Fatalf("error = %v, want one line starting with the path", err)
	}
}

func TestWriteErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   []Tensor
		want string
	}{
		{"dup", []Tensor{{Name: "a", DType: "U8", Shape: []int64{1}, Data: []byte{1}}, {Name: "a", DType: "U8", Shape: []int64{1}, Data: []byte{1}}}, "twice"},
		{"size", []Tensor{{Name: "a", DType: "F32", Shape: []int64{2}, Data: []byte{1}}}, "needs 8 bytes"},
		{"dtype", []Tensor{{Name: "a", DType: "Q4", Shape: []int64{1}, Data: []byte{1}}}, "unknown dtype"},
	} {
		if err := Write(&bytes.Buffer{}, tc.in, nil); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error = %v, want %q", tc.name, err, tc.want)
		}
	}
}

// FuzzReadHeader: whatever the bytes, ReadHeader returns a header whose
// ranges all lie in the data section and match their shapes, or an error;
// it never panics.
func FuzzReadHeader(f *testing.F) {
	var buf bytes.Buffer
	Write(&buf, []Tensor{
		{Name: "w", DType: "BF16", Shape: []int64{2, 3}, Data: make([]byte, 12)},
		{Name: "b", DType: "F32", Shape: []int64{3}, Data: make([]byte, 12)},
	}, map[string]string{"format": "pt"})
	f.Add(buf.Bytes())
	f.Add(header(`{"w":{"dtype":"F32","shape":[],"data_offsets":[0,4]}}`, 4))
	f.Add(header(`{}`, 0))
	f.Fuzz(func(t *testing.T, b []byte) {
		h, err := ReadHeader(bytes.NewReader(b), int64(len(b)))
		if err != nil {
			return
		}
		if h.DataStart+h.DataSize != int64(len(b)) {
			t.Fatalf("data section [%d,+%d) does not end the %d-byte file", h.DataStart, h.DataSize, len(b))
		}
		for _, ti := range h.Tensors {
			if ti.Begin < 0 || ti.End > h.DataSize || ti.End-ti.Begin != ti.NumElements()*int64(DTypeSize(ti.DType)) {
				t.Fatalf("tensor %q accepted with range [%d,%d) for %s %v", ti.Name, ti.Begin, ti.End, ti.DType, ti.Shape)
			}
			if h.Lookup(ti.Name) == nil {
				t.Fatalf("Lookup(%q) misses an accepted tensor", ti.Name)
			}
		}
	})
}

// bytesFile is a File's reader over bytes.
type bytesFile struct{ *bytes.Reader }

func (bytesFile) Close() error { return nil }

// FuzzRead: whatever a file's bytes, Open and reading every tensor it
// lists (Raw, and Float32s for the float types) give data of the size
// its shape says, or an error naming the file; never a panic, nor an
// allocation past the file's size.
func FuzzRead(f *testing.F) {
	var buf bytes.Buffer
	Write(&buf, []Tensor{
		{Name: "w", DType: "BF16", Shape: []int64{2, 3}, Data: make([]byte, 12)},
		{Name: "b", DType: "F32", Shape: []int64{3}, Data: make([]byte, 12)},
		{Name: "i", DType: "I8", Shape: []int64{4}, Data: []byte{1, 2, 3, 4}},
	}, map[string]string{"format": "pt"})
	f.Add(buf.Bytes())
	f.Add(header(`{"w":{"dtype":"F64","shape":[1],"data_offsets":[0,8]}}`, 8))
	// In memory: a file written per input costs more than the rest
	// (Open's own reading is the unit tests').
	const p = "model.safetensors"
	f.Fuzz(func(t *testing.T, b []byte) {
		sf, err := open(bytesFile{bytes.NewReader(b)}, int64(len(b)), p)
		if err != nil {
			if !strings.Contains(err.Error(), p) {
				t.Fatalf("error does not name the file: %v", err)
			}
			return
		}
		defer sf.Close()
		for _, ti := range sf.Tensors {
			info, raw, err := sf.Raw(ti.Name)
			if err != nil {
				t.Fatalf("Raw(%q) of an accepted tensor: %v", ti.Name, err)
			}
			if int64(len(raw)) != info.NumElements()*int64(DTypeSize(info.DType)) || int64(len(raw)) > int64(len(b)) {
				t.Fatalf("Raw(%q): %d bytes for %s %v", ti.Name, len(raw), info.DType, info.Shape)
			}
			switch info.DType {
			case "F32", "F16", "BF16", "F64":
				if _, fs, err := sf.Float32s(ti.Name); err != nil || int64(len(fs)) != info.NumElements() {
					t.Fatalf("Float32s(%q): %d values, %v", ti.Name, len(fs), err)
				}
			}
		}
	})
}

// TestRowsAndWriteFunc: a file written a tensor at a time (WriteFunc) is
// Write's bytes, and Rows reads tensors larger than its chunk in whole
// rows, a ragged last chunk included, with the values Float32s gives
// and the rows in order.
func TestRowsAndWriteFunc(t *testing.T) {
	var tensors []Tensor
	for i, dtype := range []string{"F32", "F16", "BF16", "F64"} {
		size := DTypeSize(dtype)
		rows := int64(chunkBytes/(size*300) + 7 + i) // two chunks, the second short
		raw := make([]byte, rows*300*int64(size))
		for j := range raw {
			raw[j] = byte(j*7 + j>>9)
		}
		for j := size - 1; j < len(raw); j += size {
			raw[j] &= 0x3f // no NaN or infinity: exponents stay small
		}
		tensors = append(tensors, Tensor{Name: "t." + dtype, DType: dtype, Shape: []int64{rows, 3, 100}, Data: raw})
	}
	tensors = append(tensors, Tensor{Name: "v", DType: "BF16", Shape: []int64{3}, Data: u16Bytes(1, 2, 3)})
	var whole, streamed bytes.Buffer
	whole.Grow(17 << 20)
	streamed.Grow(17 << 20)
	if err := Write(&whole, tensors, map[string]string{"format": "pt"}); err != nil {
		t.Fatal(err)
	}
	err := WriteFunc(&streamed, tensors, map[string]string{"format": "pt"}, func(t Tensor, w io.Writer) error {
		for b := t.Data; len(b) > 0; b = b[min(len(b), 1000):] {
			if _, err := w.Write(b[:min(len(b), 1000)]); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(whole.Bytes(), streamed.Bytes()) {
		t.Fatal("WriteFunc's bytes differ from Write's")
	}
	short := WriteFunc(io.Discard, tensors, nil, func(t Tensor, w io.Writer) error {
		_, err := w.Write(t.Data[1:])
		return err
	})
	if short == nil || !strings.Contains(short.Error(), `tensor "t.BF16"`) || !strings.Contains(short.Error(), "written") {
		t.Errorf("a fill one byte short: %v", short)
	}
	path := filepath.Join(t.TempDir(), "big.safetensors")
	if err := os.WriteFile(path, whole.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for _, want := range tensors {
		_, all, err := f.Float32s(want.Name)
		if err != nil {
			t.Fatal(err)
		}
		direct := make([]float32, len(all))
		if err := ToFloat32(want.DType, want.Data, direct); err != nil {
			t.Fatal(err)
		}
		cols := int64(1)
		if len(want.Shape) > 1 {
			cols = 300
		}
		next, chunks := int64(0), 0
		err = f.Rows(want.Name, func(row int64, vals []float32) error {
			if row != next || int64(len(vals))%cols != 0 {
				return fmt.Errorf("chunk at row %d with %d values, want row %d and whole rows", row, len(vals), next)
			}
			for i, v := range vals {
				at := row*cols + int64(i)
				if math.Float32bits(v) != math.Float32bits(direct[at]) || math.Float32bits(all[at]) != math.Float32bits(direct[at]) {
					return fmt.Errorf("element %d: Rows %v, Float32s %v, converted whole %v", at, v, all[at], direct[at])
				}
			}
			next += int64(len(vals)) / cols
			chunks++
			return nil
		})
		if err != nil {
			t.Fatalf("%s: %v", want.Name, err)
		}
		if next*cols != int64(len(direct)) || (len(want.Shape) > 1 && chunks != 2) {
			t.Errorf("%s: %d rows in %d chunks", want.Name, next, chunks)
		}
	}
	stop := errors.New("stop")
	if err := f.Rows("t.F32", func(int64, []float32) error { return stop }); err != stop {
		t.Errorf("fn's error: %v", err)
	}
}
