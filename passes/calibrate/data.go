package calibrate

import (
	"errors"
	"fmt"
	"math"
	"path/filepath"
	"slices"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/sim/exec"
	"github.com/epubuild/epubuild/sim/npy"
)

// Source gives calibration samples: one tensor per graph input each.
type Source interface {
	// Len is the number of samples available (-1: unlimited).
	Len() int
	// Sample returns sample i's inputs by name.
	Sample(i int) (map[string]*ir.Tensor, error)
	// Describe names sample i for messages and reports.
	Describe(i int) string
}

// Synthetic is seeded random data shaped like the model's inputs:
// sample i is exec.Sample's, the same as "epubuild run -seed S" sample
// i, on every machine, whatever else is drawn.
type Synthetic struct {
	Inputs []*ir.ValueInfo
	Seed   int64
	// Graph, when set, makes the samples lifelike (exec.Lifelike): token
	// ids over the vocabulary, a decode graph's padded past.
	Graph *ir.Graph
}

// NewSyntheticFor is NewSynthetic for m's inputs, lifelike.
func NewSyntheticFor(m *ir.Model, seed int64) (*Synthetic, error) {
	s, err := NewSynthetic(m.Graph.Inputs, seed)
	if err == nil {
		s.Graph = m.Graph
	}
	return s, err
}

// NewSynthetic checks that every input can be drawn.
func NewSynthetic(inputs []*ir.ValueInfo, seed int64) (*Synthetic, error) {
	s := &Synthetic{Inputs: inputs, Seed: seed}
	if _, err := s.Sample(0); err != nil {
		return nil, fmt.Errorf("synthetic calibration data: %v, or give data files", err)
	}
	return s, nil
}

// Len is unlimited.
func (s *Synthetic) Len() int { return -1 }

// Describe names a synthetic sample.
func (s *Synthetic) Describe(i int) string {
	return fmt.Sprintf("synthetic sample %d (seed %d)", i, s.Seed)
}

// Sample draws sample i.
func (s *Synthetic) Sample(i int) (map[string]*ir.Tensor, error) {
	return exec.Sample(s.Inputs, s.Graph, uint64(s.Seed), i, nil)
}

// MaxFileBytes bounds the arrays of one calibration data file (an .npz's
// expanded size): calibration holds one file's arrays at a time, so
// many files of samples cost no more memory than one.
const MaxFileBytes = 2 << 30

// Files is calibration data from .npy/.npz files. An .npz holds one array
// per graph input, named after it; an .npy holds the one input of a
// single-input model. An array shaped like its input is one sample; one
// with an extra leading dimension N holds N samples.
type Files struct {
	Inputs []*ir.ValueInfo
	Paths  []string
	// Dir, when set, is the folder Describe names files relative to.
	Dir string
	// index: sample i is sample local of file file.
	file  []int
	local []int
	// cache of the last file read, so consecutive samples read it once
	cachedPath string
	cached     map[string]*ir.Tensor
}

// OpenFiles expands pattern (a file or a glob), reads every file once to
// check it against the model's inputs (names, element types, shapes, no
// NaN or infinity) and counts the samples. Errors name the file, the
// array and the input.
func OpenFiles(pattern string, inputs []*ir.ValueInfo) (*Files, error) {
	paths, err := filepath.Glob(pattern)
	if err != nil {
		return nil, fmt.Errorf("calibration data %q: %v", pattern, err)
	}
	if len(paths) == 0 {
		if strings.ContainsAny(pattern, "*?[") {
			return nil, fmt.Errorf("calibration data %q matches no files", pattern)
		}
		return nil, fmt.Errorf("calibration data %q: no such file", pattern)
	}
	slices.Sort(paths)
	f := &Files{Inputs: inputs, Paths: paths}
	for fi, p := range paths {
		arrays, err := f.load(p)
		if err != nil {
			return nil, err
		}
		if _, err := f.add(fi, arrays); err != nil {
			return nil, err
		}
	}
	return f, nil
}

// add checks the arrays of file fi (no NaN or infinity, besides match's
// checks) and indexes its samples.
func (f *Files) add(fi int, arrays []*ir.Tensor) (map[string]*ir.Tensor, error) {
	p := f.Paths[fi]
	byName, n, err := f.match(p, arrays)
	if err != nil {
		return nil, err
	}
	for _, t := range byName {
		if t.DType == ir.Float32 {
			for k, v := range t.F32 {
				if v != v || math.IsInf(float64(v), 0) {
					return nil, fmt.Errorf("%s: array %q: value %v at element %d (sample %d)", p, t.Name, v, k, k/max(1, len(t.F32)/n))
				}
			}
		}
	}
	for k := range n {
		f.file = append(f.file, fi)
		f.local = append(f.local, k)
	}
	return byName, nil
}

// sizeHint says what to do about a file over the size limit; other
// errors (a wrong dtype, a file that is not an archive) are left as
// they are.
func sizeHint(err error) error {
	if errors.Is(err, npy.ErrTooLarge) {
		return fmt.Errorf("%w (a calibration file may hold %d GiB: split the samples over several files)", err, MaxFileBytes>>30)
	}
	return err
}

// read loads one file and checks it, returning its arrays by input and
// its sample count.
func (f *Files) read(p string) (map[string]*ir.Tensor, int, error) {
	arrays, err := f.load(p)
	if err != nil {
		return nil, 0, err
	}
	return f.match(p, arrays)
}

// load reads the arrays of one file.
func (f *Files) load(p string) ([]*ir.Tensor, error) {
	var arrays []*ir.Tensor
	switch strings.ToLower(filepath.Ext(p)) {
	case ".npy":
		if len(f.Inputs) != 1 {
			var names []string
			for _, v := range f.Inputs {
				names = append(names, v.Name)
			}
			return nil, fmt.Errorf("%s: an .npy file holds one array but the model has %d inputs (%s): use .npz files with one array per input", p, len(f.Inputs), strings.Join(names, ", "))
		}
		t, err := npy.ReadFileLimit(p, MaxFileBytes)
		if err != nil {
			return nil, sizeHint(err)
		}
		t.Name = f.Inputs[0].Name
		arrays = []*ir.Tensor{t}
	case ".npz":
		ts, err := npy.ReadNPZLimit(p, MaxFileBytes)
		if err != nil {
			return nil, sizeHint(err)
		}
		arrays = ts
	default:
		return nil, fmt.Errorf("%s: calibration data must be .npy or .npz files", p)
	}
	return arrays, nil
}

// match checks a file's arrays against the model's inputs (names,
// element types, shapes, sample counts), returning them by input and
// the file's sample count.
func (f *Files) match(p string, arrays []*ir.Tensor) (map[string]*ir.Tensor, int, error) {
	byName := map[string]*ir.Tensor{}
	for _, t := range arrays {
		byName[t.Name] = t
	}
	n := -1
	for _, v := range f.Inputs {
		t := byName[v.Name]
		if t == nil {
			var have []string
			for _, a := range arrays {
				have = append(have, a.Name)
			}
			return nil, 0, fmt.Errorf("%s: no array for input %q (arrays: %s)", p, v.Name, strings.Join(have, ", "))
		}
		if t.DType != v.DType {
			return nil, 0, fmt.Errorf("%s: array %q is %v, input %q is %v", p, t.Name, t.DType, v.Name, v.DType)
		}
		k, ok := samplesIn(t.Shape, v.Shape)
		if !ok {
			return nil, 0, fmt.Errorf("%s: array %q has shape %v; input %q needs %v (one sample) or [N %s] (N samples)", p, t.Name, t.Shape, v.Name, v.Shape, strings.Trim(fmt.Sprint(v.Shape), "[]"))
		}
		if n >= 0 && k != n {
			return nil, 0, fmt.Errorf("%s: array %q holds %d samples, other arrays %d", p, t.Name, k, n)
		}
		n = k
	}
	for _, a := range arrays {
		if !slices.ContainsFunc(f.Inputs, func(v *ir.ValueInfo) bool { return v.Name == a.Name }) {
			return nil, 0, fmt.Errorf("%s: array %q is not an input of the model", p, a.Name)
		}
	}
	return byName, n, nil
}

// samplesIn reports how many samples an array of shape got holds for an
// input of shape want.
func samplesIn(got, want []int64) (int, bool) {
	if slices.Equal(got, want) {
		return 1, true
	}
	if len(got) == len(want)+1 && slices.Equal(got[1:], want) && got[0] > 0 {
		return int(got[0]), true
	}
	return 0, false
}

// Len is the number of samples in all files.
func (f *Files) Len() int { return len(f.file) }

// Describe names a sample by file and position.
func (f *Files) Describe(i int) string {
	p := f.Paths[f.file[i]]
	// Relative to Dir even outside it (../calibration.npz): the bytes
	// that record it must not depend on where the checkout is.
	if f.Dir != "" {
		if rel, err := filepath.Rel(f.Dir, p); err == nil {
			p = filepath.ToSlash(rel)
		}
	}
	return fmt.Sprintf("sample %d of %s", f.local[i], p)
}

// Sample returns sample i.
func (f *Files) Sample(i int) (map[string]*ir.Tensor, error) {
	if i < 0 || i >= len(f.file) {
		return nil, fmt.Errorf("sample %d out of range (%d samples)", i, len(f.file))
	}
	p := f.Paths[f.file[i]]
	if p != f.cachedPath {
		arrays, _, err := f.read(p)
		if err != nil {
			return nil, err
		}
		f.cachedPath, f.cached = p, arrays
	}
	k := f.local[i]
	out := map[string]*ir.Tensor{}
	for _, v := range f.Inputs {
		t := f.cached[v.Name]
		if slices.Equal(t.Shape, v.Shape) {
			out[v.Name] = t
			continue
		}
		out[v.Name] = sliceSample(t, k, v.Shape)
	}
	return out, nil
}

// sliceSample returns sample k of a [N, shape...] array.
func sliceSample(t *ir.Tensor, k int, shape []int64) *ir.Tensor {
	per := int(ir.NumElements(shape))
	s := ir.NewTensor(t.DType, shape...)
	s.Name = t.Name
	lo, hi := k*per, (k+1)*per
	switch t.DType {
	case ir.Float32:
		copy(s.F32, t.F32[lo:hi])
	case ir.Float16:
		copy(s.F16, t.F16[lo:hi])
	case ir.Int8:
		copy(s.I8, t.I8[lo:hi])
	case ir.Uint8:
		copy(s.U8, t.U8[lo:hi])
	case ir.Int32:
		copy(s.I32, t.I32[lo:hi])
	case ir.Int64:
		copy(s.I64, t.I64[lo:hi])
	case ir.Bool:
		copy(s.Bool, t.Bool[lo:hi])
	}
	return s
}

// fed is a source with one input replaced by an upstream part's values.
// Sample -1 is the held-out one.
type fed struct {
	base Source
	up   *Upstream
}

func newFed(base Source, inputs []*ir.ValueInfo, up *Upstream) (*fed, error) {
	if up.Holdout == nil {
		return nil, fmt.Errorf("upstream %s: no held-out value", up.Input)
	}
	for _, v := range inputs {
		if v.Name != up.Input {
			continue
		}
		for i, t := range append(slices.Clone(up.Samples), up.Holdout) {
			if err := exec.CheckInput(v, t); err != nil {
				return nil, fmt.Errorf("upstream sample %d: %w", i, err)
			}
		}
		return &fed{base: base, up: up}, nil
	}
	return nil, fmt.Errorf("the graph has no input %q for the upstream part's output", up.Input)
}

func (f *fed) Len() int { return len(f.up.Samples) }

func (f *fed) Describe(i int) string {
	if i < 0 {
		return f.up.Describe
	}
	return f.base.Describe(i)
}

func (f *fed) Sample(i int) (map[string]*ir.Tensor, error) {
	bi, t := i, f.up.Holdout
	if i >= 0 {
		t = f.up.Samples[i]
	} else {
		bi = len(f.up.Samples) // the base source's next sample draws the other inputs
	}
	s, err := f.base.Sample(bi)
	if err != nil {
		return nil, err
	}
	c := *t
	c.Name = f.up.Input
	s[f.up.Input] = &c
	return s, nil
}

// given is Config.Given as a Source.
type given struct {
	samples  []map[string]*ir.Tensor
	describe string
}

func newGiven(inputs []*ir.ValueInfo, samples []map[string]*ir.Tensor, describe string) (*given, error) {
	if len(samples) < 2 {
		return nil, fmt.Errorf("%s: %d samples, want at least one and the held-out one", describe, len(samples))
	}
	for i, s := range samples {
		for _, v := range inputs {
			t := s[v.Name]
			if t == nil {
				return nil, fmt.Errorf("%s: sample %d has no input %q", describe, i, v.Name)
			}
			if err := exec.CheckInput(v, t); err != nil {
				return nil, fmt.Errorf("%s: sample %d: %w", describe, i, err)
			}
		}
	}
	return &given{samples: samples, describe: describe}, nil
}

// Len leaves the last sample out: it is the held-out one.
func (g *given) Len() int { return len(g.samples) - 1 }

func (g *given) Sample(i int) (map[string]*ir.Tensor, error) {
	if i < 0 || i >= len(g.samples) {
		return nil, fmt.Errorf("%s: no sample %d", g.describe, i)
	}
	return g.samples[i], nil
}

func (g *given) Describe(i int) string { return fmt.Sprintf("%s, sample %d", g.describe, i) }
