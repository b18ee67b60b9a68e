package testmodel

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/safetensors"
)

// TestWriteCheckpoint: the streamed checkpoint is a model folder the
// builder takes whole through its index, in shards of about equal size,
// the same bytes for the same seed, every tensor finite and near the
// scale it is drawn at.
func TestWriteCheckpoint(t *testing.T) {
	dir, again := t.TempDir(), t.TempDir()
	total, err := WriteCheckpoint(dir, TinyQwenConfig, 2, 5)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := WriteCheckpoint(again, TinyQwenConfig, 2, 5); err != nil {
		t.Fatal(err)
	}
	f, err := hf.OpenFolder(dir)
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Base(f.Weights) != "model.safetensors.index.json" {
		t.Fatalf("weights %s, want the index", f.Weights)
	}
	cfg, err := hf.LoadConfig(f.Config)
	if err != nil {
		t.Fatal(err)
	}
	opt := hf.DefaultOptions(hf.Prefill, 8)
	opt.Layers, opt.Embedding, opt.LMHead, opt.Weights = 2, true, true, f.Weights
	if _, err := hf.Build(cfg, opt); err != nil {
		t.Fatal(err)
	}
	var sum int64
	var sizes []int64
	for _, name := range []string{"model-00001-of-00002.safetensors", "model-00002-of-00002.safetensors"} {
		a, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := os.ReadFile(filepath.Join(again, name))
		if !bytes.Equal(a, b) {
			t.Errorf("%s: the same seed wrote different bytes", name)
		}
		st, err := safetensors.Open(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		var data int64
		for _, ti := range st.Tensors {
			data += ti.End - ti.Begin
			_, vals, err := st.Float32s(ti.Name)
			if err != nil {
				t.Fatal(err)
			}
			var sq float64
			for _, v := range vals {
				sq += float64(v) * float64(v)
			}
			if rms := sq / float64(len(vals)); rms <= 0 || rms > 1.5 {
				t.Errorf("%s: mean square %g", ti.Name, rms)
			}
		}
		st.Close()
		sum += data
		sizes = append(sizes, data)
	}
	if sum != total {
		t.Errorf("shards hold %d bytes of weights, WriteCheckpoint says %d", sum, total)
	}
	if sizes[0] < total/3 || sizes[1] < total/3 {
		t.Errorf("shards of %v bytes: not about equal", sizes)
	}
}
