// Package npy reads and writes NumPy's .npy and .npz files as
// ir.Tensors.
//
// They are the exchange format for model inputs and outputs on the
// command line.
//
// Supported element types are the ones the IR holds (float32, float16,
// int8, uint8, int32, int64, bool), in either byte order; float64 arrays
// are refused rather than silently narrowed. Fortran-ordered arrays are
// read (and transposed to row-major); writing is always C order,
// little-endian, format version 1.0 (2.0 when the header needs it), so
// the same tensor always gives the same bytes.
package npy

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
)

var magic = []byte("\x93NUMPY")

// descrTypes maps NumPy's type strings (without the byte-order character)
// to IR types.
var descrTypes = map[string]ir.DType{
	"f4": ir.Float32, "f2": ir.Float16, "i1": ir.Int8, "u1": ir.Uint8,
	"i4": ir.Int32, "i8": ir.Int64, "b1": ir.Bool,
}

func descrOf(dt ir.DType) (string, bool) {
	switch dt {
	case ir.Float32:
		return "<f4", true
	case ir.Float16:
		return "<f2", true
	case ir.Int8:
		return "|i1", true
	case ir.Uint8:
		return "|u1", true
	case ir.Int32:
		return "<i4", true
	case ir.Int64:
		return "<i8", true
	case ir.Bool:
		return "|b1", true
	}
	return "", false
}

// maxBytes bounds the data a header may claim, so a corrupt header cannot
// make the reader allocate without limit (1 TiB).
const maxBytes = 1 << 40

// ReadFile reads one .npy file.
func ReadFile(path string) (*ir.Tensor, error) { return ReadFileLimit(path, maxBytes) }

// ReadFileLimit is ReadFile refusing, before reading it, a file of more
// than limit bytes, and anything but a regular file.
func ReadFileLimit(path string, limit int64) (*ir.Tensor, error) {
	b, err := readRegular(path, limit)
	if err != nil {
		return nil, err
	}
	t, err := Decode(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}

// WriteFile writes one .npy file.
func WriteFile(path string, t *ir.Tensor) error {
	b, err := Encode(t)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return os.WriteFile(path, b, 0o644)
}

// Decode parses the bytes of a .npy file. The tensor has no name.
func Decode(b []byte) (*ir.Tensor, error) {
	h, dt, order, data, err := split(b)
	if err != nil {
		return nil, err
	}
	return decodeData(h, dt, order, data)
}

// split checks a .npy file's header and returns it, with its element
// type, byte order and the data it describes (a part of b).
func split(b []byte) (h *header, dt ir.DType, order byte, data []byte, err error) {
	if !bytes.HasPrefix(b, magic) || len(b) < 10 {
		return nil, 0, 0, nil, errors.New("not a .npy file (bad magic)")
	}
	major := b[6]
	var hlen, off int
	switch major {
	case 1:
		hlen, off = int(binary.LittleEndian.Uint16(b[8:])), 10
	case 2, 3:
		if len(b) < 12 {
			return nil, 0, 0, nil, errors.New(".npy header truncated")
		}
		hl := binary.LittleEndian.Uint32(b[8:])
		if hl > uint32(len(b)) {
			return nil, 0, 0, nil, errors.New(".npy header truncated")
		}
		hlen, off = int(hl), 12
	default:
		return nil, 0, 0, nil, fmt.Errorf(".npy format version %d.%d not supported", major, b[7])
	}
	if off+hlen > len(b) {
		return nil, 0, 0, nil, errors.New(".npy header truncated")
	}
	h, err = parseHeader(string(b[off : off+hlen]))
	if err != nil {
		return nil, 0, 0, nil, fmt.Errorf(".npy header: %w", err)
	}
	data = b[off+hlen:]
	if len(h.descr) != 3 {
		return nil, 0, 0, nil, fmt.Errorf(".npy dtype %q not supported", h.descr)
	}
	order, code := h.descr[0], h.descr[1:]
	dt, ok := descrTypes[code]
	if !ok {
		return nil, 0, 0, nil, fmt.Errorf(".npy dtype %q not supported (want one of float32, float16, int8, uint8, int32, int64, bool)", h.descr)
	}
	if order != '<' && order != '>' && order != '|' && order != '=' {
		return nil, 0, 0, nil, fmt.Errorf(".npy dtype %q: bad byte order", h.descr)
	}
	n := int64(1)
	for _, d := range h.shape {
		if d < 0 || (d > 0 && n > maxBytes/d) {
			return nil, 0, 0, nil, fmt.Errorf(".npy shape %v is too large", h.shape)
		}
		n *= d
	}
	size := n * int64(dt.Size())
	if size > maxBytes {
		return nil, 0, 0, nil, fmt.Errorf(".npy shape %v is too large", h.shape)
	}
	if int64(len(data)) != size {
		return nil, 0, 0, nil, fmt.Errorf(".npy data is %d bytes, shape %v of %v needs %d", len(data), h.shape, dt, size)
	}
	return h, dt, order, data, nil
}

// decodeData is the tensor split's results describe (its data copied).
func decodeData(h *header, dt ir.DType, order byte, data []byte) (*ir.Tensor, error) {
	if order == '>' && dt.Size() > 1 {
		data = swapBytes(data, dt.Size())
	}
	t := &ir.Tensor{DType: dt, Shape: h.shape}
	if h.fortran && len(h.shape) > 1 {
		// Data is laid out with the first index fastest: read it as the
		// reversed shape in C order, then reverse the axes.
		rev := make([]int64, len(h.shape))
		for i, d := range h.shape {
			rev[len(h.shape)-1-i] = d
		}
		t.Shape = rev
		if err := t.SetRawBytes(data); err != nil {
			return nil, err
		}
		return reverseAxes(t), nil
	}
	if err := t.SetRawBytes(data); err != nil {
		return nil, err
	}
	return t, nil
}

func swapBytes(b []byte, size int) []byte {
	out := make([]byte, len(b))
	for i := 0; i+size <= len(b); i += size {
		for j := 0; j < size; j++ {
			out[i+j] = b[i+size-1-j]
		}
	}
	return out
}

// reverseAxes returns t transposed with all axes reversed.
func reverseAxes(t *ir.Tensor) *ir.Tensor {
	r := len(t.Shape)
	out := make([]int64, r)
	for i, d := range t.Shape {
		out[r-1-i] = d
	}
	raw := t.RawBytes()
	es := t.DType.Size()
	dst := make([]byte, len(raw))
	// strides of the source (C order over t.Shape)
	srcStride := make([]int64, r)
	s := int64(1)
	for i := r - 1; i >= 0; i-- {
		srcStride[i] = s
		s *= t.Shape[i]
	}
	idx := make([]int64, r) // index in the output shape
	n := ir.NumElements(out)
	for k := int64(0); k < n; k++ {
		var src int64
		for i := range idx {
			src += idx[i] * srcStride[r-1-i]
		}
		copy(dst[k*int64(es):(k+1)*int64(es)], raw[src*int64(es):(src+1)*int64(es)])
		for i := r - 1; i >= 0; i-- {
			idx[i]++
			if idx[i] < out[i] {
				break
			}
			idx[i] = 0
		}
	}
	res := &ir.Tensor{DType: t.DType, Shape: out}
	_ = res.SetRawBytes(dst)
	return res
}

type header struct {
	descr   string
	fortran bool
	shape   []int64
}

// parseHeader reads the Python dict literal NumPy writes, e.g.
// {'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }
// It accepts exactly the three keys, in any order, and nothing else.
func parseHeader(s string) (*header, error) {
	p := &dictParser{s: strings.TrimRight(s, " \n\x00")}
	h := &header{}
	seen := map[string]bool{}
	p.space()
	if !p.eat('{') {
		return nil, errors.New("want '{'")
	}
	for {
		p.space()
		if p.eat('}') {
			break
		}
		key, err := p.str()
		if err != nil {
			return nil, err
		}
		p.space()
		if !p.eat(':') {
			return nil, fmt.Errorf("want ':' after %q", key)
		}
		p.space()
		switch key {
		case "descr":
			h.descr, err = p.str()
		case "fortran_order":
			h.fortran, err = p.boolean()
		case "shape":
			h.shape, err = p.tuple()
		default:
			return nil, fmt.Errorf("unexpected key %q", key)
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", key, err)
		}
		seen[key] = true
		p.space()
		if !p.eat(',') {
			p.space()
			if !p.eat('}') {
				return nil, errors.New("want ',' or '}'")
			}
			break
		}
	}
	p.space()
	if p.i != len(p.s) {
		return nil, errors.New("trailing characters after the dict")
	}
	for _, k := range []string{"descr", "fortran_order", "shape"} {
		if !seen[k] {
			return nil, fmt.Errorf("missing key %q", k)
		}
	}
	return h, nil
}

type dictParser struct {
	s string
	i int
}

func (p *dictParser) space() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\t' || p.s[p.i] == '\n') {
		p.i++
	}
}

func (p *dictParser) eat(c byte) bool {
	if p.i < len(p.s) && p.s[p.i] == c {
		p.i++
		return true
	}
	return false
}

func (p *dictParser) str() (string, error) {
	if p.i >= len(p.s) || (p.s[p.i] != '\'' && p.s[p.i] != '"') {
		return "", errors.New("want a quoted string")
	}
	q := p.s[p.i]
	j := strings.IndexByte(p.s[p.i+1:], q)
	if j < 0 {
		return "", errors.New("unterminated string")
	}
	v := p.s[p.i+1 : p.i+1+j]
	p.i += j + 2
	return v, nil
}

func (p *dictParser) boolean() (bool, error) {
	switch {
	case strings.HasPrefix(p.s[p.i:], "True"):
		p.i += 4
		return true, nil
	case strings.HasPrefix(p.s[p.i:], "False"):
		p.i += 5
		return false, nil
	}
	return false, errors.New("want True or False")
}

func (p *dictParser) tuple() ([]int64, error) {
	if !p.eat('(') {
		return nil, errors.New("want '('")
	}
	shape := []int64{}
	for {
		p.space()
		if p.eat(')') {
			return shape, nil
		}
		j := p.i
		for j < len(p.s) && p.s[j] >= '0' && p.s[j] <= '9' {
			j++
		}
		// NumPy may write Python 2 longs as 3L.
		v, err := strconv.ParseInt(p.s[p.i:j], 10, 64)
		if err != nil {
			return nil, fmt.Errorf("bad dimension %q", p.s[p.i:j])
		}
		p.i = j
		p.eat('L')
		shape = append(shape, v)
		p.space()
		if !p.eat(',') {
			p.space()
			if !p.eat(')') {
				return nil, errors.New("want ',' or ')'")
			}
			return shape, nil
		}
	}
}

// Encode returns the .npy bytes of t.
func Encode(t *ir.Tensor) ([]byte, error) {
	if _, ok := descrOf(t.DType); !ok {
		return nil, fmt.Errorf("tensor %q: no .npy type for %v", t.Name, t.DType)
	}
	if err := t.Check(); err != nil {
		return nil, err
	}
	h, err := encodeHeader(t.Name, t.DType, t.Shape)
	if err != nil {
		return nil, err
	}
	return append(h, t.RawView()...), nil
}

// encodeHeader is the header of a .npy file of dt and shape (name
// words the error).
func encodeHeader(name string, dt ir.DType, shape []int64) ([]byte, error) {
	d, ok := descrOf(dt)
	if !ok {
		return nil, fmt.Errorf("tensor %q: no .npy type for %v", name, dt)
	}
	var sh strings.Builder
	sh.WriteByte('(')
	for i, v := range shape {
		if i > 0 {
			sh.WriteString(", ")
		}
		sh.WriteString(strconv.FormatInt(v, 10))
	}
	if len(shape) == 1 {
		sh.WriteByte(',')
	}
	sh.WriteByte(')')
	dict := fmt.Sprintf("{'descr': '%s', 'fortran_order': False, 'shape': %s, }", d, sh.String())
	// The header (magic, version, length, dict, padding, '\n') is padded
	// to a multiple of 64 bytes, as NumPy does.
	pre, lenBytes := 10, 2
	if len(dict)+1+pre > math.MaxUint16 {
		pre, lenBytes = 12, 4
	}
	total := (pre + len(dict) + 1 + 63) / 64 * 64
	hlen := total - pre
	var buf bytes.Buffer
	buf.Write(magic)
	if lenBytes == 2 {
		buf.Write([]byte{1, 0})
		_ = binary.Write(&buf, binary.LittleEndian, uint16(hlen))
	} else {
		buf.Write([]byte{2, 0})
		_ = binary.Write(&buf, binary.LittleEndian, uint32(hlen))
	}
	buf.WriteString(dict)
	buf.WriteString(strings.Repeat(" ", hlen-len(dict)-1))
	buf.WriteByte('\n')
	return buf.Bytes(), nil
}
