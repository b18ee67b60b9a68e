package hf

import (
	"path/filepath"
	"strings"
	"testing"
)

// FuzzParseGeneration: any generation_config.json gives token ids that
// are not negative, or an error naming the file; never a panic.
func FuzzParseGeneration(f *testing.F) {
	f.Add([]byte(`{"bos_token_id": 1, "eos_token_id": [2, 3], "pad_token_id": null}`))
	f.Add([]byte(`{"eos_token_id": -1}`))
	f.Add([]byte(`{"eos_token_id": "x", "bos_token_id": 1e30}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, b []byte) {
		g, err := ParseGeneration(b, "generation_config.json")
		if err != nil {
			if !strings.HasPrefix(err.Error(), "generation_config.json: ") {
				t.Fatalf("error does not name the file: %v", err)
			}
			return
		}
		if g.BOS < -1 || g.PAD < -1 {
			t.Fatalf("bos %d, pad %d", g.BOS, g.PAD)
		}
		for _, id := range g.EOS {
			if id < 0 {
				t.Fatalf("eos ids %v", g.EOS)
			}
		}
	})
}

// FuzzParseIndex: any model.safetensors.index.json maps tensors to
// shards inside the index's folder, or is an error naming the file;
// never a panic.
func FuzzParseIndex(f *testing.F) {
	f.Add([]byte(`{"metadata": {"total_size": 8}, "weight_map": {"a.weight": "model-00001-of-00002.safetensors", "b": "sub/m.safetensors"}}`))
	f.Add([]byte(`{"weight_map": {"a": "../a.safetensors"}}`))
	f.Add([]byte(`{"weight_map": {"a": "/etc/passwd"}}`))
	f.Add([]byte(`{"weight_map": {}}`))
	dir := filepath.Join("m", "snap")
	path := filepath.Join(dir, "model.safetensors.index.json")
	f.Fuzz(func(t *testing.T, b []byte) {
		shard, err := parseIndex(b, path)
		if err != nil {
			if !strings.HasPrefix(err.Error(), path+": ") {
				t.Fatalf("error does not name the file: %v", err)
			}
			return
		}
		if len(shard) == 0 {
			t.Fatal("an index without tensors")
		}
		for name, p := range shard {
			rel, err := filepath.Rel(dir, p)
			if err != nil || !filepath.IsLocal(rel) {
				t.Fatalf("tensor %q: shard %q is outside %s", name, p, dir)
			}
		}
	})
}
