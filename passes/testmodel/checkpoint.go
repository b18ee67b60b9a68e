package testmodel

import (
	"bufio"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"

	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/safetensors"
)

// WriteCheckpoint writes a Hugging Face model folder for config, the
// text of a Qwen2-architecture config.json (examples/qwen/config.json
// for the real-size one): config.json, and seeded synthetic bf16
// weights (its layers with q, k and v biases; the head tied to the
// embedding) in shards files of about equal size,
// model-0000N-of-0000M.safetensors with their
// model.safetensors.index.json (model.safetensors when shards is 1). It
// returns the weights' bytes.
//
// Each tensor is drawn from its own stream, keyed by seed and its name,
// and written as it is drawn, a chunk at a time: the writer holds a few
// MiB whatever the checkpoint's size, so a test can write Qwen2-1.5B's
// 3.1 GB on the fly. Norm weights are 1 + 0.02·N, biases 0.02·N, and
// matrices N/√(in), which keeps a deep stack's activations finite.
func WriteCheckpoint(dir, config string, shards int, seed uint64) (int64, error) {
	cfg, err := hf.ParseConfig([]byte(config), "config.json")
	if err != nil {
		return 0, err
	}
	if shards < 1 {
		return 0, fmt.Errorf("testmodel: %d shards", shards)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return 0, err
	}
	if err := os.WriteFile(filepath.Join(dir, "config.json"), []byte(config), 0o644); err != nil {
		return 0, err
	}
	specs := qwenTensors(cfg)
	var total int64
	for _, sp := range specs {
		total += 2 * elements(sp.shape)
	}
	// Shard s takes tensors, in the model's order, until the bytes
	// written reach its share of the total.
	weightMap := map[string]string{}
	var written int64
	next := 0
	for s := range shards {
		name := "model.safetensors"
		if shards > 1 {
			name = fmt.Sprintf("model-%05d-of-%05d.safetensors", s+1, shards)
		}
		var ts []safetensors.Tensor
		bySpec := map[string]spec{}
		for ; next < len(specs) && (s == shards-1 || written < total*int64(s+1)/int64(shards)); next++ {
			sp := specs[next]
			ts = append(ts, safetensors.Tensor{Name: sp.name, DType: "BF16", Shape: sp.shape})
			bySpec[sp.name] = sp
			weightMap[sp.name] = name
			written += 2 * elements(sp.shape)
		}
		err := writeShard(filepath.Join(dir, name), ts, func(t safetensors.Tensor, w io.Writer) error {
			return drawBF16(w, bySpec[t.Name], seed)
		})
		if err != nil {
			return 0, err
		}
	}
	if shards == 1 {
		return total, nil
	}
	idx, err := json.MarshalIndent(map[string]any{"metadata": map[string]any{"total_size": total}, "weight_map": weightMap}, "", "  ")
	if err != nil {
		return 0, err
	}
	return total, os.WriteFile(filepath.Join(dir, "model.safetensors.index.json"), idx, 0o644)
}

func elements(shape []int64) int64 {
	n := int64(1)
	for _, d := range shape {
		n *= d
	}
	return n
}

// writeShard writes one safetensors file through a buffer, tensor by
// tensor.
func writeShard(path string, ts []safetensors.Tensor, fill func(safetensors.Tensor, io.Writer) error) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriterSize(f, 1<<20)
	err = safetensors.WriteFunc(w, ts, map[string]string{"format": "pt"}, fill)
	if err == nil {
		err = w.Flush()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// drawBF16 writes sp's values as bf16 (float32 truncated), drawn from
// the stream of (seed, sp's name), a chunk at a time.
func drawBF16(w io.Writer, sp spec, seed uint64) error {
	h := fnv.New64a()
	h.Write([]byte(sp.name))
	rng := rand.New(rand.NewPCG(seed, h.Sum64()))
	mean, std := 0.0, 0.02
	switch {
	case sp.norm:
		mean = 1
	case len(sp.shape) == 2:
		std = 1 / math.Sqrt(float64(sp.shape[1]))
	}
	const chunk = 1 << 19
	buf := make([]byte, 0, 2*chunk)
	for left := elements(sp.shape); left > 0; left -= chunk {
		buf = buf[:0]
		for range min(left, chunk) {
			x := float32(mean + std*rng.NormFloat64())
			buf = binary.LittleEndian.AppendUint16(buf, uint16(math.Float32bits(x)>>16))
		}
		if _, err := w.Write(buf); err != nil {
			return err
		}
	}
	return nil
}
