package npy

import (
	"bytes"
	"fmt"
	"io"
	"slices"

	"github.com/epubuild/epubuild/internal/ir"
)

// The samples codec: how the steps hand each other a run's values, as
// one .npz with an array per value name, the samples stacked along a new
// first axis (Stack), followed by whatever other arrays the writer adds
// (a count, a description). One codec serves the reference's inputs and
// outputs, the simulated outputs, the generation's recorded calibration
// samples and the activations a part passes on to the next part's
// calibration.

// Layout says how EncodeSamples lays out a single sample.
type Layout int

const (
	// Stacked stacks every value, however many samples there are.
	Stacked Layout = iota
	// FlatOne writes a lone sample's values as they are (no sample
	// axis), so a one-sample archive reads like the value itself.
	FlatOne
)

// EncodeSamples writes the values named names of every sample as one
// .npz, in names' order, then extra as they are.
func EncodeSamples(names []string, samples []map[string]*ir.Tensor, layout Layout, extra ...*ir.Tensor) ([]byte, error) {
	n := 22
	for _, name := range names {
		for _, smp := range samples {
			if t := smp[name]; t != nil {
				n += int(t.ByteSize())
			}
		}
		n += 256 + 2*len(name)
	}
	var buf bytes.Buffer
	buf.Grow(n + npzSize(extra))
	if err := WriteSamples(&buf, names, samples, layout, extra...); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// WriteSamples is EncodeSamples writing to w: the same bytes, each
// sample's values written where they lie rather than stacked in memory
// first. On an error w may hold part of an archive.
func WriteSamples(w io.Writer, names []string, samples []map[string]*ir.Tensor, layout Layout, extra ...*ir.Tensor) error {
	if len(samples) == 0 {
		return fmt.Errorf("no samples to encode")
	}
	// Every value is checked before a byte is written.
	cols := make([][]*ir.Tensor, len(names))
	for i, name := range names {
		first := samples[0][name]
		if first == nil {
			return fmt.Errorf("no value for %q", name)
		}
		col := make([]*ir.Tensor, len(samples))
		for s, smp := range samples {
			t := smp[name]
			if t == nil {
				return fmt.Errorf("%q: sample %d has no value: cannot stack", name, s)
			}
			if t.DType != first.DType || !slices.Equal(t.Shape, first.Shape) {
				return fmt.Errorf("%q: sample %d has %v %v, sample 0 has %v %v: cannot stack", name, s, t.DType, t.Shape, first.DType, first.Shape)
			}
			col[s] = t
		}
		cols[i] = col
	}
	zw := newNPZWriter(w)
	for i, name := range names {
		col := cols[i]
		shape := col[0].Shape
		if len(samples) != 1 || layout != FlatOne {
			shape = append([]int64{int64(len(samples))}, shape...)
		}
		if err := zw.add(name, col[0].DType, shape, col...); err != nil {
			return err
		}
	}
	for _, t := range extra {
		if err := zw.add(t.Name, t.DType, t.Shape, t); err != nil {
			return err
		}
	}
	return zw.zw.Close()
}

// DecodeSamples reads an EncodeSamples archive of n samples back into
// them: each array split along its first axis (a lone FlatOne sample
// taken as it is), but the arrays named in extra, which it returns by
// name. n = 0 takes the count from the first stacked array's first axis
// (a Stacked archive). Every name in extra must be present.
func DecodeSamples(b []byte, n int, layout Layout, extra ...string) ([]map[string]*ir.Tensor, map[string]*ir.Tensor, error) {
	isExtra := map[string]bool{}
	for _, e := range extra {
		isExtra[e] = true
	}
	rest := map[string]*ir.Tensor{}
	var stacked []member
	err := eachMember(b, maxBytes, func(m member) error {
		if !isExtra[m.name] {
			stacked = append(stacked, m)
			return nil
		}
		t, err := decodeData(m.h, m.dt, m.order, m.data)
		if err != nil {
			return fmt.Errorf("array %q: %w", m.name, err)
		}
		t.Name = m.name
		rest[m.name] = t
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	for _, e := range extra {
		if rest[e] == nil {
			return nil, nil, fmt.Errorf("archive lacks %s", e)
		}
	}
	if n == 0 {
		if len(stacked) == 0 || len(stacked[0].h.shape) == 0 {
			return nil, nil, fmt.Errorf("no stacked samples")
		}
		n = int(stacked[0].h.shape[0])
	}
	out := make([]map[string]*ir.Tensor, n)
	for s := range out {
		out[s] = map[string]*ir.Tensor{}
	}
	for _, m := range stacked {
		parts, err := unstackMember(m, n, layout)
		if err != nil {
			return nil, nil, err
		}
		for s, st := range parts {
			out[s][m.name] = st
		}
	}
	return out, rest, nil
}

// unstackMember is the n samples of an archive's array (Unstack of it
// decoded, or the lone FlatOne sample as it is): C-ordered
// little-endian data is copied once, straight into each sample.
func unstackMember(m member, n int, layout Layout) ([]*ir.Tensor, error) {
	plain := m.order != '>' && !(m.h.fortran && len(m.h.shape) > 1)
	if !plain {
		t, err := decodeData(m.h, m.dt, m.order, m.data)
		if err != nil {
			return nil, fmt.Errorf("array %q: %w", m.name, err)
		}
		t.Name = m.name
		if n == 1 && layout == FlatOne {
			return []*ir.Tensor{t}, nil
		}
		return Unstack(t, n)
	}
	if n == 1 && layout == FlatOne {
		t := &ir.Tensor{Name: m.name, DType: m.dt, Shape: m.h.shape}
		if err := t.SetRawBytes(m.data); err != nil {
			return nil, fmt.Errorf("array %q: %w", m.name, err)
		}
		return []*ir.Tensor{t}, nil
	}
	if n < 1 || len(m.h.shape) == 0 || m.h.shape[0] != int64(n) {
		return nil, fmt.Errorf("%q has shape %v: want %d stacked samples", m.name, m.h.shape, n)
	}
	per := len(m.data) / n
	out := make([]*ir.Tensor, n)
	for s := range out {
		st := &ir.Tensor{Name: m.name, DType: m.dt, Shape: slices.Clone(m.h.shape[1:])}
		if err := st.SetRawBytes(m.data[s*per : (s+1)*per]); err != nil {
			return nil, err
		}
		out[s] = st
	}
	return out, nil
}
