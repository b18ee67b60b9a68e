package testmodel

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/tokenizer"
)

// TestFolderBuilds: the folder WriteFolder writes is a model folder the
// builder takes whole: bf16 shards through their index, the head tied to
// the embedding, and its tokenizer within the vocabulary.
func TestFolderBuilds(t *testing.T) {
	dir := t.TempDir()
	if err := WriteFolder(dir, 3, 1); err != nil {
		t.Fatal(err)
	}
	f, err := hf.OpenFolder(dir)
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Base(f.Weights) != "model.safetensors.index.json" || f.Tokenizer == "" || f.GenerationConfig == "" {
		t.Fatalf("folder %+v", f)
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
	gen, err := hf.LoadGeneration(f.GenerationConfig)
	if err != nil {
		t.Fatal(err)
	}
	tk, err := tokenizer.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if tk.VocabSize() > cfg.VocabSize || len(gen.EOS) != 2 {
		t.Errorf("vocab %d (config %d), eos %v", tk.VocabSize(), cfg.VocabSize, gen.EOS)
	}
	if id, _ := tk.TokenID("<|im_end|>"); gen.EOS[0] != id {
		t.Errorf("eos %v, <|im_end|> is %d", gen.EOS, id)
	}
}

// TestFolderBadWeights: a missing, truncated or lying weights file is an
// error naming the file and the tensor.
func TestFolderBadWeights(t *testing.T) {
	for _, c := range []struct {
		name  string
		spoil func(dir string) error
		want  []string
	}{
		{"missing shard", func(dir string) error {
			return os.Remove(filepath.Join(dir, "model-00002-of-00003.safetensors"))
		}, []string{"model-00002-of-00003.safetensors", "no such file", `tensor "model.layers.0.`}},
		{"truncated shard", func(dir string) error {
			p := filepath.Join(dir, "model-00003-of-00003.safetensors")
			st, err := os.Stat(p)
			if err != nil {
				return err
			}
			return os.Truncate(p, st.Size()-100)
		}, []string{"model-00003-of-00003.safetensors", `tensor "model.layers.1.`, "run past the"}},
		{"index names the wrong shard", func(dir string) error {
			p := filepath.Join(dir, "model.safetensors.index.json")
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			s := strings.Replace(string(b), `"model.norm.weight": "model-00001-of-00003.safetensors"`, `"model.norm.weight": "model-00002-of-00003.safetensors"`, 1)
			if s == string(b) {
				t.Fatal("the index does not list model.norm.weight in shard 1")
			}
			return os.WriteFile(p, []byte(s), 0o644)
		}, []string{"model-00002-of-00003.safetensors", `"model.norm.weight" not found`}},
		{"index lacks a tensor", func(dir string) error {
			p := filepath.Join(dir, "model.safetensors.index.json")
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			return os.WriteFile(p, []byte(strings.Replace(string(b), `"model.layers.1.mlp.up_proj.weight"`, `"model.layers.1.mlp.up.weight"`, 1)), 0o644)
		}, []string{"model.safetensors.index.json", `"model.layers.1.mlp.up_proj.weight" not found`}},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := WriteFolder(dir, 3, 1); err != nil {
				t.Fatal(err)
			}
			if err := c.spoil(dir); err != nil {
				t.Fatal(err)
			}
			cfg, err := hf.LoadConfig(filepath.Join(dir, "config.json"))
			if err != nil {
				t.Fatal(err)
			}
			opt := hf.DefaultOptions(hf.Prefill, 8)
			opt.Layers, opt.Embedding, opt.LMHead = 2, true, true
			opt.Weights = filepath.Join(dir, "model.safetensors.index.json")
			_, err = hf.Build(cfg, opt)
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("%v does not say %q", err, w)
				}
			}
		})
	}
}
