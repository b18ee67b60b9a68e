package kernel

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"time"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/compile"
	"github.com/epubuild/epubuild/targets"
)

// A harness serves calls over its standard input and output (see
// include/epu_harness.hpp): each call is one request frame and one
// response frame. All numbers are little-endian; a string is a uint32
// length and its bytes.
//
//	request:  "EPUKREQ1", uint64 payload length, uint64 CPU seconds
//	          the call may use, uint64 largest file it may write
//	          (0: unchanged), then the payload:
//	          "EPUKIN02"
//	          int64 array_rows, array_cols, macs_per_pe, lrm_bytes, l2m_bytes
//	          uint32 count, then per dim: string name, int64 value
//	          uint32 count, then per input:  port, uint64 byte count,
//	                                         zero bytes up to a multiple of 64
//	                                         from the payload's start, data
//	          uint32 count, then per output: port
//	port:     string role, uint8 dtype (1 float32, 2 int8, 3 int32),
//	          uint32 rank, int64 dims[rank], uint32 count, float32 scales,
//	          int32 zero point, int32 axis (-1: per tensor)
//
//	response: "EPUKRES1", uint8 status (0 done, 2 bad input, 3 the kernel
//	          failed), uint64 payload length, then the payload: for 0,
//	          "EPUKOUT1"
//	          uint32 count, then per output: string role, uint8 dtype,
//	          uint32 rank, int64 dims[rank], uint64 byte count, data
//	          string counters (JSON, compile.Counters' field names)
//	          "EPUKEND1"
//	          and for 2 and 3 a message (UTF-8, one line).
//
// `harness IN OUT` runs one call from a file holding a request's payload
// to a file holding a done response's payload.
const (
	reqMagic = "EPUKREQ1"
	resMagic = "EPUKRES1"
	inMagic  = "EPUKIN02"
	outMagic = "EPUKOUT1"
	endMagic = "EPUKEND1"

	reqHeadLen = 32
	resHeadLen = 17
	// maxMessage bounds a failed call's message.
	maxMessage = 64 << 10
)

// Response statuses.
const (
	statusDone     = 0
	statusBadInput = 2
	statusFailed   = 3
)

// requestHead is a request frame's header for a payload of n bytes.
func requestHead(n int64, cpu time.Duration, fsize int64) []byte {
	b := make([]byte, 0, reqHeadLen)
	b = append(b, reqMagic...)
	b = binary.LittleEndian.AppendUint64(b, uint64(n))
	b = binary.LittleEndian.AppendUint64(b, uint64((cpu+time.Second-1)/time.Second))
	return binary.LittleEndian.AppendUint64(b, uint64(max(fsize, 0)))
}

// readResponse reads one response frame: its status and payload, the
// payload refused before it is read when it is longer than bound (a
// done call) or maxMessage (a failed one).
func readResponse(r io.Reader, bound int64) (byte, []byte, error) {
	var head [resHeadLen]byte
	if _, err := io.ReadFull(r, head[:]); err != nil {
		return 0, nil, err
	}
	if string(head[:8]) != resMagic {
		return 0, nil, &frameError{fmt.Sprintf("not a response frame (it starts %q)", head[:8])}
	}
	status, n := head[8], binary.LittleEndian.Uint64(head[9:])
	switch status {
	case statusDone:
	case statusBadInput, statusFailed:
		bound = maxMessage
	default:
		return 0, nil, &frameError{fmt.Sprintf("unknown status %d", status)}
	}
	if n > uint64(bound) {
		return 0, nil, &frameError{fmt.Sprintf("a response of %d bytes, more than the %d its outputs can take", n, bound)}
	}
	b := make([]byte, n)
	if _, err := io.ReadFull(r, b); err != nil {
		return 0, nil, err
	}
	return status, b, nil
}

// frameError is a response frame the protocol does not allow.
type frameError struct{ msg string }

func (e *frameError) Error() string { return e.msg }

func wireType(dt ir.DType) (byte, bool) {
	switch dt {
	case ir.Float32:
		return 1, true
	case ir.Int8:
		return 2, true
	case ir.Int32:
		return 3, true
	}
	return 0, false
}

func fromWire(b byte) ir.DType {
	switch b {
	case 1:
		return ir.Float32
	case 2:
		return ir.Int8
	case 3:
		return ir.Int32
	}
	return ir.Undefined
}

// dataAlign aligns each input's data in a request's payload: the
// harness reads the payload into memory aligned so and uses the data
// where it lies (epu_harness.hpp).
const dataAlign = 64

// encoder writes a request's payload as parts: the fields, encoded into its
// buffer, and each input's data as the tensor holds it, not copied.
type encoder struct {
	bytes.Buffer // the fields since the last data
	parts        [][]byte
	n            int64 // bytes in parts
}

// flush ends the current run of fields.
func (e *encoder) flush() {
	if e.Len() > 0 {
		e.parts = append(e.parts, bytes.Clone(e.Bytes()))
		e.n += int64(e.Len())
		e.Reset()
	}
}

// file returns the parts of the whole payload, in order.
func (e *encoder) file() [][]byte {
	e.flush()
	return e.parts
}

func (e *encoder) u8(v byte)     { e.WriteByte(v) }
func (e *encoder) u32(v uint32)  { e.Write(binary.LittleEndian.AppendUint32(nil, v)) }
func (e *encoder) u64(v uint64)  { e.Write(binary.LittleEndian.AppendUint64(nil, v)) }
func (e *encoder) i64(v int64)   { e.u64(uint64(v)) }
func (e *encoder) str(s string)  { e.u32(uint32(len(s))); e.WriteString(s) }
func (e *encoder) f32(v float32) { e.u32(math.Float32bits(v)) }

func (e *encoder) port(role string, dt byte, shape []int64, q *Quant) {
	e.str(role)
	e.u8(dt)
	e.u32(uint32(len(shape)))
	for _, d := range shape {
		e.i64(d)
	}
	if q == nil {
		e.u32(0)
		e.u32(0)
		e.u32(math.MaxUint32) // axis -1
		return
	}
	e.u32(uint32(len(q.Scale)))
	for _, s := range q.Scale {
		e.f32(s)
	}
	e.u32(uint32(q.ZeroPoint))
	e.u32(uint32(int32(q.Axis)))
}

// data writes a tensor's byte count, the padding that aligns its data,
// and its bytes, little-endian (the wire types are float32, int8 and
// int32, which RawView lays out so): on a little-endian host the
// tensor's own memory.
func (e *encoder) data(t *ir.Tensor) {
	e.u64(uint64(t.ByteSize()))
	if pad := (e.n + int64(e.Len())) % dataAlign; pad != 0 {
		e.Write(make([]byte, dataAlign-pad))
	}
	e.flush()
	if raw := t.RawView(); len(raw) > 0 {
		e.parts = append(e.parts, raw)
		e.n += int64(len(raw))
	}
}

// encodeInput returns a request's payload for one run.
func encodeInput(c *Call, in []*ir.Tensor, t targets.Target) ([]byte, error) {
	parts, err := inputParts(c, in, t)
	if err != nil {
		return nil, err
	}
	return bytes.Join(parts, nil), nil
}

// inputParts is a request's payload for one run, as the parts to write
// in order (the inputs' data not copied: read it only).
func inputParts(c *Call, in []*ir.Tensor, t targets.Target) ([][]byte, error) {
	if len(in) != len(c.Inputs) {
		return nil, fmt.Errorf("%d inputs for the node's %d", len(in), len(c.Inputs))
	}
	e := &encoder{}
	e.WriteString(inMagic)
	for _, v := range []int64{int64(t.ArrayRows), int64(t.ArrayCols), int64(t.MACsPerPE), t.LRMBytes, t.L2MBytes} {
		e.i64(v)
	}
	e.u32(uint32(len(c.Dims)))
	for _, d := range c.Dims {
		e.str(d.Name)
		e.i64(d.Value)
	}
	e.u32(uint32(len(in)))
	for i, x := range in {
		p := c.Inputs[i]
		if x == nil {
			return nil, fmt.Errorf("input %q is missing", p.Role)
		}
		dt, ok := wireType(x.DType)
		if !ok {
			return nil, fmt.Errorf("input %q is %v; kernels take float32, int8 and int32 tensors", p.Role, x.DType)
		}
		if err := x.Check(); err != nil {
			return nil, fmt.Errorf("input %q: %w", p.Role, err)
		}
		if len(x.Shape) > 6 {
			return nil, fmt.Errorf("input %q has rank %d; kernels take up to 6", p.Role, len(x.Shape))
		}
		e.port(p.Role, dt, x.Shape, p.Quant)
		e.data(x)
	}
	e.u32(uint32(len(c.Outputs)))
	for _, p := range c.Outputs {
		dt, ok := wireType(p.DType)
		if !ok {
			return nil, fmt.Errorf("output %q is %v; kernels write float32, int8 and int32 tensors", p.Role, p.DType)
		}
		e.port(p.Role, dt, p.Shape, p.Quant)
	}
	return e.file(), nil
}

type decoder struct {
	b   []byte
	err error
}

func (d *decoder) take(n uint64) []byte {
	if d.err != nil {
		return nil
	}
	if n > uint64(len(d.b)) {
		d.err = errors.New("truncated")
		return nil
	}
	out := d.b[:n]
	d.b = d.b[n:]
	return out
}

func (d *decoder) u8() byte {
	if b := d.take(1); b != nil {
		return b[0]
	}
	return 0
}

func (d *decoder) u32() uint32 {
	if b := d.take(4); b != nil {
		return binary.LittleEndian.Uint32(b)
	}
	return 0
}

func (d *decoder) u64() uint64 {
	if b := d.take(8); b != nil {
		return binary.LittleEndian.Uint64(b)
	}
	return 0
}

func (d *decoder) str() string { return string(d.take(uint64(d.u32()))) }

// decodeOutput reads a done response's payload: the outputs, checked
// against what the node declares, and the counters.
func decodeOutput(c *Call, b []byte) ([]*ir.Tensor, *compile.Counters, error) {
	d := &decoder{b: b}
	if string(d.take(8)) != outMagic {
		return nil, nil, errors.New("not a kernel output")
	}
	n := d.u32()
	if d.err == nil && int(n) != len(c.Outputs) {
		return nil, nil, fmt.Errorf("%d outputs, the node has %d", n, len(c.Outputs))
	}
	var outs []*ir.Tensor
	for i := 0; d.err == nil && i < len(c.Outputs); i++ {
		p := c.Outputs[i]
		role := d.str()
		dt := fromWire(d.u8())
		rank := d.u32()
		if d.err == nil && rank > 6 {
			return nil, nil, fmt.Errorf("output %q: rank %d", role, rank)
		}
		shape := make([]int64, 0, rank)
		for range rank {
			shape = append(shape, int64(d.u64()))
		}
		if d.err != nil {
			break
		}
		if role != p.Role || dt != p.DType || !slices.Equal(shape, p.Shape) {
			return nil, nil, fmt.Errorf("output %d is %q %v %v, want %q %v %v", i, role, dt, shape, p.Role, p.DType, p.Shape)
		}
		t := &ir.Tensor{DType: dt, Shape: shape}
		size := d.u64()
		if d.err == nil && size != uint64(dt.StorageBytes(ir.NumElements(shape))) {
			return nil, nil, fmt.Errorf("output %q: %d bytes for %v %v", role, size, dt, shape)
		}
		raw := d.take(size)
		if d.err != nil {
			break
		}
		// One copy of the little-endian bytes (a decode run's KV cache
		// outputs are most of the bytes a generation's calls return).
		if err := t.SetRawBytes(raw); err != nil {
			return nil, nil, fmt.Errorf("output %q: %v", role, err)
		}
		outs = append(outs, t)
	}
	js := d.take(uint64(d.u32()))
	end := d.take(8)
	if d.err != nil {
		return nil, nil, d.err
	}
	if string(end) != endMagic || len(d.b) != 0 {
		return nil, nil, errors.New("no end marker, or bytes after it")
	}
	var cnt compile.Counters
	dec := json.NewDecoder(bytes.NewReader(js))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&cnt); err != nil {
		return nil, nil, fmt.Errorf("counters: %v", err)
	}
	return outs, &cnt, nil
}
