package npy

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/textfmt"
)

// ErrTooLarge is matched (errors.Is) by the errors of a file or archive
// over the limit its reader was given, so a caller can say what to do
// about the size, and only about the size.
var ErrTooLarge = errors.New("over the size limit")

// tooLarge is an error about size that keeps its own message.
type tooLarge struct{ msg string }

func (e tooLarge) Error() string        { return e.msg }
func (e tooLarge) Is(target error) bool { return target == ErrTooLarge }

// ReadNPZ reads every array of an .npz archive (stored or deflated), in
// archive order. Each tensor's Name is its member name without ".npy".
func ReadNPZ(path string) ([]*ir.Tensor, error) { return ReadNPZLimit(path, maxBytes) }

// ReadNPZLimit is ReadNPZ refusing, before decompressing anything, an
// archive whose arrays would take more than limit bytes in all, and
// anything but a regular file (a FIFO, /dev/zero).
func ReadNPZLimit(path string, limit int64) ([]*ir.Tensor, error) {
	b, err := readRegular(path, -1)
	if err != nil {
		return nil, err
	}
	ts, err := DecodeNPZLimit(b, limit)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return ts, nil
}

// readRegular reads a regular file of at most limit bytes (-1: any size).
func readRegular(path string, limit int64) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file (%v)", path, st.Mode().Type())
	}
	if limit >= 0 && st.Size() > limit {
		return nil, tooLarge{fmt.Sprintf("%s: %s is more than the %s allowed", path, textfmt.Bytes(uint64(st.Size())), textfmt.Bytes(uint64(limit)))}
	}
	return os.ReadFile(path)
}

// DecodeNPZ parses the bytes of an .npz archive; see ReadNPZ.
func DecodeNPZ(b []byte) ([]*ir.Tensor, error) { return DecodeNPZLimit(b, maxBytes) }

// DecodeNPZLimit is DecodeNPZ refusing an archive whose members would
// expand to more than limit bytes in all. The check is on the sizes the
// archive declares, before decompressing; archive/zip fails a member that
// inflates past its declared size, so a lying header cannot get round it.
func DecodeNPZLimit(b []byte, limit int64) ([]*ir.Tensor, error) {
	zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		return nil, fmt.Errorf("not an .npz archive: %v", err)
	}
	var total uint64
	for _, f := range zr.File {
		total += min(f.UncompressedSize64, 1<<62)
		if total > uint64(limit) {
			return nil, tooLarge{fmt.Sprintf("the arrays expand to more than %s (the limit; array %q alone is %s)", textfmt.Bytes(uint64(limit)), strings.TrimSuffix(f.Name, ".npy"), textfmt.Bytes(f.UncompressedSize64))}
		}
	}
	var out []*ir.Tensor
	seen := map[string]bool{}
	for _, f := range zr.File {
		name := strings.TrimSuffix(f.Name, ".npy")
		if seen[name] {
			return nil, fmt.Errorf("array %q appears twice", name)
		}
		seen[name] = true
		rc, err := f.Open()
		if err != nil {
			return nil, fmt.Errorf("array %q: %v", name, err)
		}
		data, err := io.ReadAll(io.LimitReader(rc, int64(f.UncompressedSize64)+1))
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
