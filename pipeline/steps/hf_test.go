package steps

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/passes/safetensors"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/store"
)

// writeShards writes layer 0 of tinyQwen as two safetensors shards and
// the model.safetensors.index.json naming them.
func writeShards(t *testing.T, dir string, scale float32) {
	t.Helper()
	const h, in, q, kv = 32, 48, 32, 16
	var shards [2][]safetensors.Tensor
	weightMap := map[string]string{}
	i := 0
	add := func(name string, shape ...int64) {
		n := int64(1)
		for _, d := range shape {
			n *= d
		}
		var raw []byte
		for j := range n {
			raw = binary.LittleEndian.AppendUint32(raw, math.Float32bits(scale*float32(j%7-3)/16))
		}
		shard := i % 2
		shards[shard] = append(shards[shard], safetensors.Tensor{Name: name, DType: "F32", Shape: shape, Data: raw})
		weightMap[name] = fmt.Sprintf("model-%05d-of-00002.safetensors", shard+1)
		i++
	}
	p := "model.layers.0."
	add(p+"input_layernorm.weight", h)
	add(p+"post_attention_layernorm.weight", h)
	for _, pr := range []struct {
		name    string
		out, in int64
		bias    bool
	}{
		{"self_attn.q_proj", q, h, true}, {"self_attn.k_proj", kv, h, true}, {"self_attn.v_proj", kv, h, true},
		{"self_attn.o_proj", h, q, false}, {"mlp.gate_proj", in, h, false}, {"mlp.up_proj", in, h, false},
		{"mlp.down_proj", h, in, false},
	} {
		add(p+pr.name+".weight", pr.out, pr.in)
		if pr.bias {
			add(p+pr.name+".bias", pr.out)
		}
	}
	for s, ts := range shards {
		var buf bytes.Buffer
		if err := safetensors.Write(&buf, ts, nil); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("model-%05d-of-00002.safetensors", s+1)), buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	idx, err := json.Marshal(map[string]any{"weight_map": weightMap})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "model.safetensors.index.json"), idx, 0o644); err != nil {
		t.Fatal(err)
	}
}

// A model built from a sharded checkpoint records every shard it reads:
// editing one reruns the model step, naming the shard.
func TestHFShardsRecorded(t *testing.T) {
	cfg, steps := project(t, `
model "prefill" {
  hf_config = "config.json"
  seq_len   = 4
  weights   = "model.safetensors.index.json"
}
`)
	writeShards(t, cfg.Dir, 1)
	st, err := store.Open(filepath.Join(t.TempDir(), "cache"))
	if err != nil {
		t.Fatal(err)
	}
	x := &pipeline.Executor{Store: st, Base: cfg.Dir, Steps: steps}
	res, err := x.Apply(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	for _, f := range res[0].Manifest.Files {
		files = append(files, f.Path)
	}
	if got := strings.Join(files, " "); got != "config.json model-00001-of-00002.safetensors model-00002-of-00002.safetensors model.safetensors.index.json" {
		t.Errorf("files read: %s", got)
	}
	writeShards(t, cfg.Dir, 2) // both shards change, the index does not
	plan := x.Plan(context.Background())
	why := strings.Join(plan[0].Reasons, "; ")
	if plan[0].Status != pipeline.StatusRun || !strings.Contains(why, "file model-00001-of-00002.safetensors changed") || strings.Contains(why, "index.json") {
		t.Errorf("after a shard edit: %s (%s)", plan[0].Status, why)
	}
}
