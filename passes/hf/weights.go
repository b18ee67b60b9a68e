package hf

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/epubuild/epubuild/passes/safetensors"
)

// weightKind says how a synthetic tensor is initialized, mirroring the
// scale of Hugging Face's init (normal with initializer_range 0.02, norms
// at one) so activations stay in a realistic range. Biases and norms get
// noise too, so a graph that dropped or misplaced one would show it.
type weightKind int

const (
	linearWeight     weightKind = iota // std 0.02
	biasWeight                         // std 0.02
	normWeight                         // 1 + 0.02·N
	embedWeight                        // std 0.02
	offsetNormWeight                   // 0.02·N: Gemma's norms scale by 1 + weight
)

func (k weightKind) synth(seed int64, name string) synth {
	s := synth{key: tensorKey(seed, name), std: 0.02}
	if k == normWeight {
		s.mean = 1
	}
	return s
}

// weights hands out model tensors by their Hugging Face names, either
// synthetic or read from safetensors.
type weights interface {
	// matrix returns the [rows, cols] tensor name, or its transpose
	// [cols, rows] when transposed is set.
	matrix(name string, kind weightKind, rows, cols int, transposed bool) ([]float32, error)
	vector(name string, kind weightKind, n int) ([]float32, error)
}

type synthetic struct{ seed int64 }

func (s synthetic) matrix(name string, kind weightKind, rows, cols int, transposed bool) ([]float32, error) {
	dst := make([]float32, rows*cols)
	if transposed {
		kind.synth(s.seed, name).fillTransposed(dst, rows, cols)
	} else {
		kind.synth(s.seed, name).fill(dst, rows, cols)
	}
	return dst, nil
}

func (s synthetic) vector(name string, kind weightKind, n int) ([]float32, error) {
	dst := make([]float32, n)
	kind.synth(s.seed, name).fill(dst, 1, n)
	return dst, nil
}

// sharedWeights asks Options.Shared for each synthetic tensor, which it
// may have generated a range at a time.
type sharedWeights struct {
	seed   int64
	shared func(id string, n int, fill func(dst []float32, off int)) ([]float32, error)
}

func (s sharedWeights) matrix(name string, kind weightKind, rows, cols int, transposed bool) ([]float32, error) {
	id := fmt.Sprintf("%s kind %d [%d, %d] transposed %t", name, kind, rows, cols, transposed)
	sy := kind.synth(s.seed, name)
	t := sy.table(rows * cols)
	return s.shared(id, rows*cols, func(dst []float32, off int) { sy.fillRange(dst, off, rows, cols, transposed, t) })
}

func (s sharedWeights) vector(name string, kind weightKind, n int) ([]float32, error) {
	id := fmt.Sprintf("%s kind %d [%d]", name, kind, n)
	sy := kind.synth(s.seed, name)
	t := sy.table(n)
	return s.shared(id, n, func(dst []float32, off int) { sy.fillRange(dst, off, 1, n, false, t) })
}

// stWeights reads a .safetensors file, or the shards a Hugging Face
// model.safetensors.index.json names.
type stWeights struct {
	path   string                       // what the user gave, for messages
	shard  map[string]string            // tensor -> shard path (index files only)
	files  map[string]*safetensors.File // open shards by path
	before func(path string) error      // Options.BeforeOpen; nil for none
}

func openWeights(path string, before func(string) error) (*stWeights, error) {
	if before == nil {
		before = func(string) error { return nil }
	}
	w := &stWeights{path: path, files: map[string]*safetensors.File{}, before: before}
	if err := before(path); err != nil {
		return nil, err
	}
	if !strings.HasSuffix(path, ".json") {
		f, err := safetensors.Open(path)
		if err != nil {
			return nil, err
		}
		w.files[path] = f
		return w, nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if w.shard, err = parseIndex(data, path); err != nil {
		return nil, err
	}
	return w, nil
}

// parseIndex reads a model.safetensors.index.json: each tensor's shard,
// a path in the index's folder.
func parseIndex(data []byte, path string) (map[string]string, error) {
	var idx struct {
		WeightMap map[string]string `json:"weight_map"`
	}
	if err := json.Unmarshal(data, &idx); err != nil {
		return nil, fmt.Errorf("%s: not a safetensors index: %v", path, err)
	}
	if len(idx.WeightMap) == 0 {
		return nil, fmt.Errorf("%s: safetensors index has no weight_map", path)
	}
	shard := map[string]string{}
	for name, file := range idx.WeightMap {
		if !filepath.IsLocal(filepath.FromSlash(file)) {
			return nil, fmt.Errorf("%s: tensor %q: shard %q is outside the index's folder", path, name, file)
		}
		shard[name] = filepath.Join(filepath.Dir(path), file)
	}
	return shard, nil
}

func (w *stWeights) close() error {
	var first error
	for _, f := range w.files {
		if err := f.Close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// load reads tensor name, checking it exists with the shape the config
// implies and a floating-point dtype, converted to float32: as stored, or
// (a [rows, cols] matrix, transposed) as [cols, rows]. It reads a few
// rows at a time into the one slice it returns, so a build holds the
// tensors of the part it builds, not the checkpoint's bytes or a second
// copy (the tied embedding read as the head is 0.9 GB in float32).
func (w *stWeights) load(name string, transposed bool, shape ...int64) ([]float32, error) {
	file := w.path
	if w.shard != nil {
		var ok bool
		if file, ok = w.shard[name]; !ok {
			return nil, fmt.Errorf("%s: tensor %q not found in weight_map", w.path, name)
		}
	}
	f := w.files[file]
	if f == nil {
		if err := w.before(file); err != nil {
			return nil, err
		}
		var err error
		if f, err = safetensors.Open(file); err != nil {
			return nil, fmt.Errorf("%s: tensor %q: %w", w.path, name, err)
		}
		w.files[file] = f
	}
	info := f.Lookup(name)
	if info == nil {
		return nil, fmt.Errorf("%s: tensor %q not found", file, name)
	}
	if !slices.Equal(info.Shape, shape) {
		return nil, fmt.Errorf("%s: tensor %q has shape %v, the config wants %v", file, name, info.Shape, shape)
	}
	switch info.DType {
	case "F32", "F16", "BF16", "F64":
	default:
		return nil, fmt.Errorf("%s: tensor %q has dtype %s (want F32, F16, BF16 or F64)", file, name, info.DType)
	}
	dst := make([]float32, info.NumElements())
	rows, cols := int(shape[0]), 1
	if len(shape) == 2 {
		cols = int(shape[1])
	}
	err := f.Rows(name, func(row int64, vals []float32) error {
		// A NaN or an infinity in a weight turns every activation after
		// it into NaN: caught here, it names its file and tensor, where
		// calibration could only say that the ranges failed.
		for i, v := range vals {
			if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
				return fmt.Errorf("%s: tensor %q holds %v at element %d (weights must be finite)", file, name, v, int(row)*cols+i)
			}
		}
		if !transposed {
			copy(dst[int(row)*cols:], vals)
			return nil
		}
		transposeRows(dst, vals, rows, cols, int(row))
		return nil
	})
	if err != nil {
		return nil, err
	}
	return dst, nil
}

func (w *stWeights) matrix(name string, _ weightKind, rows, cols int, transposed bool) ([]float32, error) {
	return w.load(name, transposed, int64(rows), int64(cols))
}

func (w *stWeights) vector(name string, _ weightKind, n int) ([]float32, error) {
	return w.load(name, false, int64(n))
}
