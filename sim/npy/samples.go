package npy

import (
	"fmt"

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
	if len(samples) == 0 {
		return nil, fmt.Errorf("no samples to encode")
	}
	ts := make([]*ir.Tensor, 0, len(names)+len(extra))
	for _, name := range names {
		first := samples[0][name]
		if first == nil {
			return nil, fmt.Errorf("no value for %q", name)
		}
		if len(samples) == 1 && layout == FlatOne {
			t := *first
			t.Name = name
			ts = append(ts, &t)
			continue
		}
		col := make([]*ir.Tensor, len(samples))
		for s, smp := range samples {
			col[s] = smp[name]
		}
		t, err := Stack(name, col)
		if err != nil {
			return nil, err
		}
		ts = append(ts, t)
	}
	return EncodeNPZ(append(ts, extra...))
}

// DecodeSamples reads an EncodeSamples archive of n samples back into
// them: each array split along its first axis (a lone FlatOne sample
// taken as it is), but the arrays named in extra, which it returns by
// name. n = 0 takes the count from the first stacked array's first axis
// (a Stacked archive). Every name in extra must be present.
func DecodeSamples(b []byte, n int, layout Layout, extra ...string) ([]map[string]*ir.Tensor, map[string]*ir.Tensor, error) {
	ts, err := DecodeNPZ(b)
	if err != nil {
		return nil, nil, err
	}
	isExtra := map[string]bool{}
	for _, e := range extra {
		isExtra[e] = true
	}
	rest := map[string]*ir.Tensor{}
	var stacked []*ir.Tensor
	for _, t := range ts {
		if isExtra[t.Name] {
			rest[t.Name] = t
		} else {
			stacked = append(stacked, t)
		}
	}
	for _, e := range extra {
		if rest[e] == nil {
			return nil, nil, fmt.Errorf("archive lacks %s", e)
		}
	}
	if n == 0 {
		if len(stacked) == 0 || len(stacked[0].Shape) == 0 {
			return nil, nil, fmt.Errorf("no stacked samples")
		}
		n = int(stacked[0].Shape[0])
	}
	out := make([]map[string]*ir.Tensor, n)
	for s := range out {
		out[s] = map[string]*ir.Tensor{}
	}
	for _, t := range stacked {
		if n == 1 && layout == FlatOne {
			out[0][t.Name] = t
			continue
		}
		parts, err := Unstack(t, n)
		if err != nil {
			return nil, nil, err
		}
		for s, st := range parts {
			out[s][t.Name] = st
		}
	}
	return out, rest, nil
}
