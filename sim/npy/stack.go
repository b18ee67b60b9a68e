package npy

import (
	"fmt"
	"slices"

	"github.com/epubuild/epubuild/internal/ir"
)

// Stack joins one value's samples along a new first axis, as NumPy's
// stack does: how an .npy or .npz file holds several samples of a
// tensor. Every sample needs sample 0's type and shape; the result is
// named name.
func Stack(name string, samples []*ir.Tensor) (*ir.Tensor, error) {
	if len(samples) == 0 || samples[0] == nil {
		return nil, fmt.Errorf("%q: no value to stack", name)
	}
	first := samples[0]
	raw := make([]byte, 0, int(first.ByteSize())*len(samples))
	for s, t := range samples {
		if t == nil {
			return nil, fmt.Errorf("%q: sample %d has no value: cannot stack", name, s)
		}
		if t.DType != first.DType || !slices.Equal(t.Shape, first.Shape) {
			return nil, fmt.Errorf("%q: sample %d has %v %v, sample 0 has %v %v: cannot stack", name, s, t.DType, t.Shape, first.DType, first.Shape)
		}
		raw = append(raw, t.RawBytes()...)
	}
	out := &ir.Tensor{Name: name, DType: first.DType, Shape: append([]int64{int64(len(samples))}, first.Shape...)}
	if err := out.SetRawBytes(raw); err != nil {
		return nil, err
	}
	return out, nil
}

// Unstack is Stack's inverse: t's first axis must hold n samples, each
// of which keeps t's name and type and the rest of its shape.
func Unstack(t *ir.Tensor, n int) ([]*ir.Tensor, error) {
	if n < 1 || len(t.Shape) == 0 || t.Shape[0] != int64(n) {
		return nil, fmt.Errorf("%q has shape %v: want %d stacked samples", t.Name, t.Shape, n)
	}
	raw := t.RawBytes()
	per := len(raw) / n
	out := make([]*ir.Tensor, n)
	for s := range out {
		st := &ir.Tensor{Name: t.Name, DType: t.DType, Shape: slices.Clone(t.Shape[1:])}
		if err := st.SetRawBytes(raw[s*per : (s+1)*per]); err != nil {
			return nil, err
		}
		out[s] = st
	}
	return out, nil
}
