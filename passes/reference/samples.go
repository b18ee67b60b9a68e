package reference

import (
	"fmt"
	"io"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/exec"
	"github.com/epubuild/epubuild/sim/npy"
)

// Mode is how the reference runs, as a step's settings name it.
var Mode = exec.Float.String()

// Sample is exec.Sample: sample s of the synthetic inputs of a model
// with these inputs, as `epubuild run -seed SEED` and synthetic
// calibration draw it (lifelike with the graph).
func Sample(inputs []*ir.ValueInfo, graph *ir.Graph, seed uint64, s int) (map[string]*ir.Tensor, error) {
	return exec.Sample(inputs, graph, seed, s, nil)
}

// PeakMemory is what running a graph in float32 holds at most.
func PeakMemory(weights, activation int64) int64 { return exec.PeakMemory(weights, activation) }

// WindowsPeakMemory is a graph run over windows samples (an
// evaluation's part run on every window), every window's inputs and
// outputs held beside it. The run takes a few windows at a time
// (the step's chunk, evaluate.Chunked), so one chunk's values are live
// however many windows there are; the estimate leaves two layers' runs
// room side by side under a 4 GiB budget, as they fit.
func WindowsPeakMemory(weights, activation int64, windows int) int64 {
	return exec.PeakMemory(weights, activation) + 2*int64(windows)*activation
}

// EncodeSamples writes one array per value as .npz (npy.EncodeSamples):
// the value itself for one sample, the samples stacked along a new first
// axis for several, as `epubuild run -samples N` writes them.
func EncodeSamples(vs []*ir.ValueInfo, samples []map[string]*ir.Tensor) ([]byte, error) {
	return npy.EncodeSamples(valueNames(vs), samples, npy.FlatOne)
}

// WriteSamples is EncodeSamples writing to w (npy.WriteSamples): the
// same bytes, never whole in memory.
func WriteSamples(w io.Writer, vs []*ir.ValueInfo, samples []map[string]*ir.Tensor) error {
	return npy.WriteSamples(w, valueNames(vs), samples, npy.FlatOne)
}

func valueNames(vs []*ir.ValueInfo) []string {
	names := make([]string, len(vs))
	for i, v := range vs {
		names[i] = v.Name
	}
	return names
}

// DecodeSamples is the inverse of EncodeSamples for n samples.
func DecodeSamples(b []byte, n int) ([]map[string]*ir.Tensor, error) {
	if n < 1 {
		return nil, fmt.Errorf("%d samples: want at least one", n)
	}
	out, _, err := npy.DecodeSamples(b, n, npy.FlatOne)
	return out, err
}

// Feed sets input in of each sample of ins to output out of the same
// sample of ups, the outputs of the part of a stack before (renamed, the
// data shared); false when a sample of ups lacks it.
func Feed(ins, ups []map[string]*ir.Tensor, in, out string) bool {
	for s := range ins {
		t := ups[s][out]
		if t == nil {
			return false
		}
		c := *t
		c.Name = in
		ins[s][in] = &c
	}
	return true
}

// Encode is the run's inputs and outputs, each as EncodeSamples writes
// them.
func (r *Result) Encode() (ins, outs []byte, err error) {
	if ins, err = EncodeSamples(r.Inputs, r.Ins); err != nil {
		return nil, nil, err
	}
	outs, err = EncodeSamples(r.Outputs, r.Outs)
	return ins, outs, err
}
