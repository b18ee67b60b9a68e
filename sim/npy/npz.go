package npy

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"hash/crc32"
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
	var out []*ir.Tensor
	err := eachMember(b, limit, func(m member) error {
		t, err := decodeData(m.h, m.dt, m.order, m.data)
		if err != nil {
			return fmt.Errorf("array %q: %w", m.name, err)
		}
		t.Name = m.name
		out = append(out, t)
		return nil
	})
	return out, err
}

// member is one array of an archive, its header checked: data is a
// part of the archive's bytes for a stored member (read, never kept),
// the inflated bytes for a deflated one.
type member struct {
	name  string
	h     *header
	dt    ir.DType
	order byte
	data  []byte
}

// eachMember calls fn on the archive's arrays in order (DecodeNPZLimit's
// checks).
func eachMember(b []byte, limit int64, fn func(member) error) error {
	zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		return fmt.Errorf("not an .npz archive: %v", err)
	}
	var total uint64
	for _, f := range zr.File {
		total += min(f.UncompressedSize64, 1<<62)
		if total > uint64(limit) {
			return tooLarge{fmt.Sprintf("the arrays expand to more than %s (the limit; array %q alone is %s)", textfmt.Bytes(uint64(limit)), strings.TrimSuffix(f.Name, ".npy"), textfmt.Bytes(f.UncompressedSize64))}
		}
	}
	seen := map[string]bool{}
	for _, f := range zr.File {
		name := strings.TrimSuffix(f.Name, ".npy")
		if seen[name] {
			return fmt.Errorf("array %q appears twice", name)
		}
		seen[name] = true
		data, err := memberBytes(b, f)
		if err != nil {
			return fmt.Errorf("array %q: %v", name, err)
		}
		h, dt, order, data, err := split(data)
		if err != nil {
			return fmt.Errorf("array %q: %w", name, err)
		}
		if err := fn(member{name: name, h: h, dt: dt, order: order, data: data}); err != nil {
			return err
		}
	}
	return nil
}

// memberBytes are f's bytes: for a stored member the part of the
// archive b that holds them (its checksum checked, as archive/zip's
// reader checks it), read in place rather than copied; a deflated one
// inflated.
func memberBytes(b []byte, f *zip.File) ([]byte, error) {
	if f.Method == zip.Store && f.CompressedSize64 == f.UncompressedSize64 {
		if off, err := f.DataOffset(); err == nil && off >= 0 && uint64(off)+f.CompressedSize64 <= uint64(len(b)) {
			data := b[off : uint64(off)+f.CompressedSize64]
			if crc32.ChecksumIEEE(data) != f.CRC32 {
				return nil, zip.ErrChecksum
			}
			return data, nil
		}
	}
	rc, err := f.Open()
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	return io.ReadAll(io.LimitReader(rc, int64(f.UncompressedSize64)+1))
}

// epoch is the fixed modification time written into archives, so that
// the same arrays give the same bytes (it is the earliest DOS date).
var epoch = time.Date(1980, 1, 1, 0, 0, 0, 0, time.UTC)

// EncodeNPZ returns an uncompressed .npz archive holding the tensors in
// the order given, each under its Name (+ ".npy").
func EncodeNPZ(ts []*ir.Tensor) ([]byte, error) {
	var buf bytes.Buffer
	buf.Grow(npzSize(ts))
	zw := newNPZWriter(&buf)
	for _, t := range ts {
		if err := zw.add(t.Name, t.DType, t.Shape, t); err != nil {
			return nil, err
		}
	}
	if err := zw.zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// npzSize is about the bytes of an archive of ts: their data and a
// header's room each.
func npzSize(ts []*ir.Tensor) int {
	n := 22
	for _, t := range ts {
		n += int(t.ByteSize()) + 256 + 2*len(t.Name)
	}
	return n
}

// npzWriter writes an uncompressed .npz archive a member at a time.
type npzWriter struct {
	zw   *zip.Writer
	seen map[string]bool
}

func newNPZWriter(w io.Writer) *npzWriter {
	return &npzWriter{zw: zip.NewWriter(w), seen: map[string]bool{}}
}

// add writes the array name of dt and shape whose data is parts' data
// one after another (one tensor, or the samples of a stacked value).
func (z *npzWriter) add(name string, dt ir.DType, shape []int64, parts ...*ir.Tensor) error {
	if name == "" {
		return fmt.Errorf("npz: a tensor has no name")
	}
	if z.seen[name] {
		return fmt.Errorf("npz: array %q given twice", name)
	}
	z.seen[name] = true
	h, err := encodeHeader(name, dt, shape)
	if err != nil {
		return err
	}
	for _, p := range parts {
		if err := p.Check(); err != nil {
			return err
		}
	}
	w, err := z.zw.CreateHeader(&zip.FileHeader{Name: name + ".npy", Method: zip.Store, Modified: epoch})
	if err != nil {
		return err
	}
	if _, err := w.Write(h); err != nil {
		return err
	}
	for _, p := range parts {
		if _, err := w.Write(p.RawView()); err != nil {
			return err
		}
	}
	return nil
}

// WriteNPZ writes an uncompressed .npz archive; see EncodeNPZ.
func WriteNPZ(path string, ts []*ir.Tensor) error {
	b, err := EncodeNPZ(ts)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return os.WriteFile(path, b, 0o644)
}
