//go:build unix

package npy

import (
	"archive/zip"
	"bytes"
	"hash/crc32"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// deflated returns an .npz holding one deflated array of n zero float32s.
func deflated(t testing.TB, name string, n int64) []byte {
	t.Helper()
	data, err := Encode(ir.NewTensor(ir.Float32, n))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, err := zw.CreateHeader(&zip.FileHeader{Name: name + ".npy", Method: zip.Deflate})
	if err != nil {
		t.Fatal(err)
	}
	w.Write(data)
	zw.Close()
	return buf.Bytes()
}

// lying returns an .npz whose one member declares size bytes but holds
// the few bytes of a small array.
func lying(t testing.TB, size uint64) []byte {
	t.Helper()
	data, _ := Encode(ir.NewTensor(ir.Float32, 2))
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, err := zw.CreateRaw(&zip.FileHeader{Name: "x.npy", Method: zip.Store, CRC32: crc32.ChecksumIEEE(data),
		CompressedSize64: uint64(len(data)), UncompressedSize64: size})
	if err != nil {
		t.Fatal(err)
	}
	w.Write(data)
	zw.Close()
	return buf.Bytes()
}

// An archive is refused on the sizes it declares, before anything is
// inflated; a member that inflates past its declared size fails in
// archive/zip. Before, the only bound was 1 TiB per array: a 54 MiB .npz
// of 12 GiB took 6 GiB before it failed.
func TestNPZLimit(t *testing.T) {
	bomb := deflated(t, "x", 1<<18) // 1 MiB of zeros in about 1 KiB
	if len(bomb) > 8<<10 {
		t.Fatalf("the test archive is %d bytes", len(bomb))
	}
	if _, err := DecodeNPZLimit(bomb, 2<<20); err != nil {
		t.Fatalf("under the limit: %v", err)
	}
	_, err := DecodeNPZLimit(bomb, 64<<10)
	if err == nil || !strings.Contains(err.Error(), "expand to more than 64.0 KiB") || !strings.Contains(err.Error(), `array "x" alone is 1.0 MiB`) {
		t.Errorf("over the limit: %v", err)
	}
	if _, err := DecodeNPZLimit(lying(t, 1<<40), 1<<30); err == nil || !strings.Contains(err.Error(), "1.0 TiB") {
		t.Errorf("declared 1 TiB: %v", err)
	}
	// A member that inflates to more than it declares is an error.
	if _, err := DecodeNPZLimit(lying(t, 8), 1<<30); err == nil {
		t.Error("a member holding more than it declares was read")
	}

	dir := t.TempDir()
	p := filepath.Join(dir, "x.npz")
	os.WriteFile(p, bomb, 0o644)
	if _, err := ReadNPZLimit(p, 64<<10); err == nil || !strings.HasPrefix(err.Error(), p+": ") {
		t.Errorf("ReadNPZLimit does not name the file: %v", err)
	}
	n := filepath.Join(dir, "x.npy")
	WriteFile(n, ir.NewTensor(ir.Float32, 1024))
	if _, err := ReadFileLimit(n, 1024); err == nil || !strings.Contains(err.Error(), "more than the 1.0 KiB allowed") {
		t.Errorf("ReadFileLimit: %v", err)
	}
	fifo := filepath.Join(dir, "fifo.npz")
	if syscall.Mkfifo(fifo, 0o600) == nil {
		if _, err := ReadNPZ(fifo); err == nil || !strings.Contains(err.Error(), "not a regular file") {
			t.Errorf("FIFO: %v", err)
		}
	}
}

// FuzzDecodeNPZ: any bytes give arrays that check out, or an error;
// never a panic, nor more memory than the limit.
func FuzzDecodeNPZ(f *testing.F) {
	a := ir.FromFloat32([]int64{2}, []float32{1, 2})
	a.Name = "a"
	b := ir.FromInt64([]int64{1, 3}, []int64{4, 5, 6})
	b.Name = "b"
	enc, _ := EncodeNPZ([]*ir.Tensor{a, b})
	f.Add(enc)
	f.Add(deflated(f, "x", 64))
	f.Add(lying(f, 1<<40))
	f.Fuzz(func(t *testing.T, data []byte) {
		ts, err := DecodeNPZLimit(data, 1<<20)
		if err != nil {
			return
		}
		for _, tn := range ts {
			if err := tn.Check(); err != nil {
				t.Fatalf("decoded an inconsistent tensor: %v", err)
			}
		}
		// What decodes encodes, and decodes again to the same tensors.
		enc, err := EncodeNPZ(ts)
		if err != nil {
			t.Fatalf("a decoded archive does not encode: %v", err)
		}
		back, err := DecodeNPZLimit(enc, 1<<20)
		if err != nil {
			t.Fatalf("an encoded archive does not decode: %v", err)
		}
		if len(back) != len(ts) {
			t.Fatalf("%d tensors came back from %d", len(back), len(ts))
		}
		for i := range ts {
			if !ts[i].Equal(back[i]) {
				t.Fatalf("tensor %d (%s) changed on a round trip", i, ts[i].Name)
			}
		}
	})
}
