package npy

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/epubuild/epubuild/passes/ir"
)

// ReadNPZ reads every array of an .npz archive (stored or deflated), in
// archive order. Each tensor's Name is its member name without ".npy".
func ReadNPZ(path string) ([]*ir.Tensor, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	ts, err := DecodeNPZ(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return ts, nil
}

// DecodeNPZ parses the bytes of an .npz archive; see ReadNPZ.
func DecodeNPZ(b []byte) ([]*ir.Tensor, error) {
	zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		return nil, fmt.Errorf("not an .npz archive: %v", err)
	}
	var out []*ir.Tensor
	seen := map[string]bool{}
	for _, f := range zr.File {
		name := strings.TrimSuffix(f.Name, ".npy")
		if seen[name] {
			return nil, fmt.Errorf("array %q appears twice", name)
		}
		seen[name] = true
		if f.UncompressedSize64 > maxBytes {
			return nil, fmt.Errorf("array %q: %d bytes is too large", name, f.UncompressedSize64)
		}
		rc, err := f.Open()
		if err != nil {
			return nil, fmt.Errorf("array %q: %v", name, err)
		}
		data, err := io.ReadAll(io.LimitReader(rc, maxBytes+1))
		rc.Close()
		if err != nil {
			return nil, fmt.Errorf("array %q: %v", name, err)
		}
		t, err := Decode(data)
		if err != nil {
			return nil, fmt.Errorf("array %q: %w", name, err)
		}
		t.Name = name
		out = append(out, t)
	}
	return out, nil
}

// epoch is the fixed modification time written into archives, so that
// the same arrays give the same bytes (it is the earliest DOS date).
var epoch = time.Date(1980, 1, 1, 0, 0, 0, 0, time.UTC)

// EncodeNPZ returns an uncompressed .npz archive holding the tensors in
// the order given, each under its Name (+ ".npy").
func EncodeNPZ(ts []*ir.Tensor) ([]byte, error) {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	seen := map[string]bool{}
	for _, t := range ts {
		if t.Name == "" {
			return nil, fmt.Errorf("npz: a tensor has no name")
		}
		if seen[t.Name] {
			return nil, fmt.Errorf("npz: array %q given twice", t.Name)
		}
		seen[t.Name] = true
		data, err := Encode(t)
		if err != nil {
			return nil, err
		}
		w, err := zw.CreateHeader(&zip.FileHeader{Name: t.Name + ".npy", Method: zip.Store, Modified: epoch})
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(data); err != nil {
			return nil, err
		}
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// WriteNPZ writes an uncompressed .npz archive; see EncodeNPZ.
func WriteNPZ(path string, ts []*ir.Tensor) error {
	b, err := EncodeNPZ(ts)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return os.WriteFile(path, b, 0o644)
}
