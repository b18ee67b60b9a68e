package calibrate

import (
	"archive/zip"
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/npy"
)

// A data file whose arrays would expand past MaxFileBytes is refused
// naming the file, before it is inflated (before, a 54 MiB .npz of
// 12 GiB took 6 GiB first). The archive here declares 3 GiB of zeros
// and is a few KiB: deflate compresses zeros about a thousandfold.
func TestDataFileLimit(t *testing.T) {
	x := ir.NewTensor(ir.Float32, 2, 3)
	head, err := npy.Encode(x)
	if err != nil {
		t.Fatal(err)
	}
	// A real [N 2 3] array would be as large as it declares; an archive
	// claiming 3 GiB for it is refused on the claim.
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, err := zw.CreateRaw(&zip.FileHeader{Name: "x.npy", Method: zip.Store, CompressedSize64: uint64(len(head)), UncompressedSize64: 3 << 30})
	if err != nil {
		t.Fatal(err)
	}
	w.Write(head)
	zw.Close()
	p := filepath.Join(t.TempDir(), "big.npz")
	if err := os.WriteFile(p, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = Run(tinyModel(), Config{Data: p})
	if err == nil || !strings.Contains(err.Error(), p+": the arrays expand to more than 2.0 GiB") || !strings.Contains(err.Error(), "split the samples over several files") {
		t.Errorf("error %v", err)
	}
}

// The size hint is for size errors only: a file that is not an archive,
// an array of an unreadable dtype or a wrong one say what is wrong and
// nothing about 2 GiB.
func TestDataFileErrorsWithoutSizeHint(t *testing.T) {
	x := ir.NewTensor(ir.Float32, 2, 3)
	x.Name = "x"
	m := ir.NewTensor(ir.Float32, 1, 4) // the model's m is int64
	m.Name = "m"
	wrongDType, err := npy.EncodeNPZ([]*ir.Tensor{x, m})
	if err != nil {
		t.Fatal(err)
	}
	var complexNPZ bytes.Buffer
	zw := zip.NewWriter(&complexNPZ)
	w, _ := zw.Create("x.npy")
	hdr := "{'descr': '<c16', 'fortran_order': False, 'shape': (1,), }"
	hdr += strings.Repeat(" ", 117-len(hdr)) + "\n"
	w.Write(append([]byte("\x93NUMPY\x01\x00\x76\x00"), append([]byte(hdr), make([]byte, 16)...)...))
	zw.Close()
	for _, tc := range []struct {
		name, file string
		data       []byte
		want       string
	}{
		{"not a zip", "a.npz", []byte("not a zip file"), "not an .npz archive"},
		{"complex array", "b.npz", complexNPZ.Bytes(), `array "x"`},
		{"wrong dtype", "c.npz", wrongDType, `array "m" is float32, input "m" is int64`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), tc.file)
			if err := os.WriteFile(p, tc.data, 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := OpenFiles(p, tinyModel().Graph.Inputs)
			if err == nil || !strings.Contains(err.Error(), p) || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "GiB") {
				t.Errorf("error %v; want the file, %q and no size hint", err, tc.want)
			}
		})
	}
}

// FuzzOpenFiles: any .npz bytes as calibration data give samples shaped
// like the model's inputs, or an error naming the file; never a panic.
// The archive is decoded in memory with a 1 MiB limit, then checked and
// indexed as OpenFiles does: each exec takes microseconds, so the
// fuzzer's minimization of every new input (tens of thousands of runs,
// counted only when it ends) finishes within a 30 s run. Writing a file
// per exec (about a millisecond) kept both workers minimizing for whole
// runs; OpenFiles's reading of files is TestDataFileLimit's and
// FuzzDecodeNPZ's (sim/npy) the archive decoder's.
func FuzzOpenFiles(f *testing.F) {
	x := ir.NewTensor(ir.Float32, 3, 2, 3)
	x.Name = "x"
	m := ir.NewTensor(ir.Int64, 3, 1, 4)
	m.Name = "m"
	good, _ := npy.EncodeNPZ([]*ir.Tensor{x, m})
	f.Add(good)
	one := ir.NewTensor(ir.Float32, 2, 3)
	one.Name = "x"
	short, _ := npy.EncodeNPZ([]*ir.Tensor{one})
	f.Add(short)
	model := tinyModel()
	const name = "data.npz"
	f.Fuzz(func(t *testing.T, b []byte) {
		arrays, err := npy.DecodeNPZLimit(b, 1<<20)
		if err != nil {
			return
		}
		fs := &Files{Inputs: model.Graph.Inputs, Paths: []string{name}}
		byName, err := fs.add(0, arrays)
		if err != nil {
			if !strings.Contains(err.Error(), name) {
				t.Fatalf("error does not name the file: %v", err)
			}
			return
		}
		fs.cachedPath, fs.cached = name, byName
		for i := range fs.Len() {
			s, err := fs.Sample(i)
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range model.Graph.Inputs {
				if got := s[v.Name]; got == nil || !slicesEqual(got.Shape, v.Shape) || got.Check() != nil {
					t.Fatalf("sample %d input %s: %+v", i, v.Name, got)
				}
			}
		}
	})
}

func slicesEqual(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
