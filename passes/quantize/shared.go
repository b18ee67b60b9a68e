package quantize

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"unsafe"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
)

// A weight's quantized form is a function of its values and its scheme
// alone, so graphs that hold the same weights (a generation's prefill
// and its decode graph per KV capacity) can share it: QuantizeShared asks
// a WeightCache for each weight and constant before computing it.

// WeightCache holds quantized weights across the graphs that share them.
type WeightCache interface {
	// Quantized returns the form of float tensor t that spec names (its
	// role and scheme, Weight.Spec), from the cache, or from compute,
	// which it calls when it holds none. It must return exactly what
	// compute would.
	Quantized(t *ir.Tensor, spec string, compute func() (*Weight, error)) (*Weight, error)
}

// Weight is a float tensor's quantized form: its parameters and its
// codes (Codes: int8, int16 or int4 values of the tensor's shape).
type Weight struct {
	p     qparams
	Codes *ir.Tensor
}

// weightHeader is a Weight's parameters as stored: scales by their bits,
// so they come back exact.
type weightHeader struct {
	Scale []uint32 `json:"scale_bits"`
	ZP    []int32  `json:"zero_point"`
	Axis  int      `json:"axis"`
	DType string   `json:"dtype"`
	Block int      `json:"block,omitempty"`
	Shape []int64  `json:"param_shape,omitempty"`
	// Codes are the codes' type and shape; their bytes are stored apart.
	CodesDType string  `json:"codes_dtype"`
	CodesShape []int64 `json:"codes_shape"`
}

// Header encodes the weight's parameters and the codes' type and shape:
// with the codes' bytes (Codes.RawBytes), what DecodeWeight needs.
func (w *Weight) Header() ([]byte, error) {
	h := weightHeader{ZP: w.p.zp, Axis: w.p.axis, DType: w.p.dt.String(), Block: w.p.block, Shape: w.p.shape,
		CodesDType: w.Codes.DType.String(), CodesShape: w.Codes.Shape}
	for _, s := range w.p.scale {
		h.Scale = append(h.Scale, math.Float32bits(s))
	}
	return json.Marshal(h)
}

// DecodeWeight is the Weight a header and the codes' bytes describe; it
// may keep codes as the weight's (int8 codes are their bytes), so the
// caller must not change them after.
func DecodeWeight(header, codes []byte) (*Weight, error) {
	var h weightHeader
	if err := json.Unmarshal(header, &h); err != nil {
		return nil, fmt.Errorf("quantized weight: %w", err)
	}
	dt, ok := ir.ParseDType(h.DType)
	cdt, cok := ir.ParseDType(h.CodesDType)
	if !ok || !cok || len(h.Scale) != len(h.ZP) || len(h.Scale) == 0 {
		return nil, fmt.Errorf("quantized weight: bad header")
	}
	w := &Weight{p: qparams{zp: h.ZP, axis: h.Axis, dt: dt, block: h.Block, shape: h.Shape}}
	for _, b := range h.Scale {
		w.p.scale = append(w.p.scale, math.Float32frombits(b))
	}
	if cdt == ir.Int8 && int64(len(codes)) == ir.NumElements(h.CodesShape) && len(codes) > 0 {
		// int8 has no byte order: the codes are the bytes, kept as they are.
		w.Codes = &ir.Tensor{DType: cdt, Shape: h.CodesShape, I8: unsafe.Slice((*int8)(unsafe.Pointer(&codes[0])), len(codes))}
		return w, nil
	}
	w.Codes = ir.NewTensor(cdt, h.CodesShape...)
	if err := w.Codes.SetRawBytes(codes); err != nil {
		return nil, fmt.Errorf("quantized weight: %w", err)
	}
	return w, nil
}

// spec names how a tensor of role t is quantized, for a WeightCache's
// key: everything computeParams and quantizeTensor read but the values.
func (t *tensorQ) spec(init *ir.Tensor, groupSize int) string {
	s := fmt.Sprintf("%s shape %v", init.DType, init.Shape)
	switch t.role {
	case roleWeight:
		s += " weight " + t.weights + " axis " + strconv.Itoa(t.axis)
		if t.weights == Int4Group {
			s += " group " + strconv.Itoa(groupSize)
		}
	default:
		s += " constant " + t.act
	}
	return s
}

// QuantizeShared is QuantizeContext with the weights' quantized forms
// taken from, and given to, cache (nil: computed here).
func QuantizeShared(ctx context.Context, m *ir.Model, ranges *calibrate.Ranges, cfg Config, cache WeightCache) (*Result, error) {
	return quantizeModel(ctx, m, ranges, cfg, cache)
}

// sharedParams computes a weight's or constant's parameters and codes
// through the cache; false when the tensor is not one the cache keeps
// (a weight kept in float behind a Q/DQ pair stores no codes).
func (q *quantizer) sharedParams(t *tensorQ, init *ir.Tensor) (bool, error) {
	if q.cache == nil || q.cfg.WeightQDQ || init.DType != ir.Float32 {
		return false, nil
	}
	spec := t.spec(init, q.cfg.GroupSize)
	if t.role == roleWeight && t.weights == Int4Group && q.cfg.WeightScaleSearch == ScaleMSE {
		spec += " scale_search mse"
	}
	if t.role == roleWeight {
		spec += q.statsSpec(init)
	}
	w, err := q.cache.Quantized(init, spec, func() (*Weight, error) {
		done, err := q.dataAwareWeight(t, init)
		if err != nil {
			return nil, err
		}
		if !done {
			q.paramsOf(t, init)
		}
		if t.codes != nil {
			return &Weight{p: t.p, Codes: t.codes}, nil
		}
		return &Weight{p: t.p, Codes: quantizeTensor(init, t.p)}, nil
	})
	if err != nil {
		return false, err
	}
	t.p, t.codes = w.p, w.Codes
	if !slices.Equal(t.codes.Shape, init.Shape) {
		return false, fmt.Errorf("quantized weight %q: codes of shape %v for a tensor of shape %v", init.Name, t.codes.Shape, init.Shape)
	}
	return true, nil
}
