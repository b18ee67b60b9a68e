package steps

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/safetensors"
	"github.com/epubuild/epubuild/passes/testmodel"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/store"
	"github.com/epubuild/epubuild/schema"
)

// realSizeBound is the whole-model generation's memory bound (issue 32):
// no step of it may hold more.
const realSizeBound = 4 << 30

// TestRealSizeCheckpoint builds Qwen2-1.5B's model steps (the embedding,
// 28 layers, the head: the example generation's prefill model block)
// from a real-size checkpoint in the Hugging Face layout, written on the
// fly: examples/qwen/config.json with seeded synthetic bf16 weights in
// two shards, 3.1 GB. Each step streams the tensors of its part, so its
// peak resident memory (over what it started from) stays under its
// estimate, and the process's under the generation's 4 GiB bound; the
// head holds the tied embedding transposed, the embedding it as stored,
// every value the checkpoint's.
func TestRealSizeCheckpoint(t *testing.T) {
	const how = "EPUBUILD_BIG=1 go test ./pipeline/steps -run TestRealSizeCheckpoint -v (about 4.5 GB of disk in the temp folder; on a shared machine under flock /tmp/epubuild-big.lock)"
	if testing.Short() {
		t.Skip("writes a 3.1 GB checkpoint and builds Qwen2-1.5B from it; run it with " + how)
	}
	if os.Getenv("EPUBUILD_BIG") == "" {
		t.Skip("writes a 3.1 GB checkpoint and builds Qwen2-1.5B from it; run it with " + how)
	}
	if err := os.WriteFile("/proc/self/clear_refs", []byte("5"), 0); err != nil {
		t.Skipf("cannot reset the peak resident memory: %v", err)
	}
	config, err := os.ReadFile(filepath.Join("..", "..", "examples", "qwen", "config.json"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	ckpt := filepath.Join(dir, "qwen2-1.5b")
	start := time.Now()
	size, err := testmodel.WriteCheckpoint(ckpt, string(config), 2, 1)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("checkpoint: %.2f GB of bf16 in two shards, written in %.1f s", float64(size)/1e9, time.Since(start).Seconds())
	if size < 3e9 {
		t.Fatalf("the checkpoint has %d bytes, want Qwen2-1.5B's 3.1 GB", size)
	}
	hcl := `model "qwen" {
  hf_config  = "qwen2-1.5b"
  graph      = "prefill"
  seq_len    = 16
  layers     = 28
  embedding  = true
  lm_head    = true
  present_kv = true
}
`
	if err := os.WriteFile(filepath.Join(dir, "main.hcl"), []byte(hcl), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg, _, diags := schema.Load(dir, schema.Options{})
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	steps, diags := Build(cfg, Options{})
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	if len(steps) != 30 {
		t.Fatalf("%d steps, want the embedding, 28 layers and the head", len(steps))
	}
	st, err := store.Open(filepath.Join(dir, "cache"))
	if err != nil {
		t.Fatal(err)
	}
	est := map[string]int64{}
	for _, s := range steps {
		est[s.Addr] = s.Memory
	}
	// What each graph must hold: the embedding as stored, the head's
	// weight its transpose (tie_word_embeddings), and one tensor of the
	// second shard, the last layer's down_proj, transposed.
	first, second := "model-00001-of-00002.safetensors", "model-00002-of-00002.safetensors"
	const emb, down = "model.embed_tokens.weight", "model.layers.27.mlp.down_proj.weight"
	want := map[string]struct {
		shard, tensor string
		transposed    bool
	}{
		"model.qwen.embed":     {first, emb, false},
		"model.qwen.head":      {first, emb, true},
		"model.qwen.layer[27]": {second, down, true},
	}
	checked := 0
	check := func(addr string, outputs []pass.Output) error {
		w, ok := want[addr]
		if !ok {
			return nil
		}
		checked++
		var m *ir.Model
		for _, o := range outputs {
			if o.Name == "model" {
				var err error
				if m, err = pass.LoadModel(st, o); err != nil {
					return err
				}
			}
		}
		doc := w.tensor
		if w.transposed {
			doc += ", transposed to [in, out]"
		}
		var got *ir.Tensor
		for _, in := range m.Graph.Initializers {
			if in.Doc == doc {
				got = in
			}
		}
		if got == nil {
			return fmt.Errorf("%s: no initializer from %q", addr, doc)
		}
		f, err := safetensors.Open(filepath.Join(ckpt, w.shard))
		if err != nil {
			return err
		}
		defer f.Close()
		info := f.Lookup(w.tensor)
		if info == nil {
			return fmt.Errorf("%s: no tensor %s", w.shard, w.tensor)
		}
		rows, cols := int(info.Shape[0]), int(info.Shape[1])
		if len(got.F32) != rows*cols {
			return fmt.Errorf("%s: %d values, the checkpoint has %d", got.Name, len(got.F32), rows*cols)
		}
		return f.Rows(w.tensor, func(row int64, vals []float32) error {
			for i, v := range vals {
				r, c := int(row)+i/cols, i%cols
				at := r*cols + c
				if w.transposed {
					at = c*rows + r
				}
				if math.Float32bits(got.F32[at]) != math.Float32bits(v) {
					return fmt.Errorf("%s: %s [%d, %d] = %v in the graph, %v in the checkpoint", addr, w.tensor, r, c, got.F32[at], v)
				}
			}
			return nil
		})
	}

	type row struct {
		addr                string
		estimate, peak, hwm int64
		seconds             float64
	}
	var rows []row
	var errs []error
	base := map[string]int64{}
	began := map[string]time.Time{}
	x := &pipeline.Executor{Store: st, Base: cfg.Dir, Steps: steps, Jobs: 1, Emit: func(e pipeline.Event) {
		switch e.Type {
		case pipeline.EventStepStart:
			runtime.GC()
			debug.FreeOSMemory()
			base[e.Step] = procKB("VmRSS:")
			os.WriteFile("/proc/self/clear_refs", []byte("5"), 0)
			began[e.Step] = time.Now()
		case pipeline.EventStepDone:
			hwm := procKB("VmHWM:")
			rows = append(rows, row{e.Step, est[e.Step], hwm - base[e.Step], hwm, time.Since(began[e.Step]).Seconds()})
			if err := check(e.Step, e.Outputs); err != nil {
				errs = append(errs, err)
			}
			// The parts are independent: a graph checked is removed,
			// so the cache holds one part's 0.9 GB, not the model's
			// 6.2 GB.
			for _, o := range e.Outputs {
				for _, d := range append([]string{o.Digest}, o.Blobs...) {
					os.Remove(st.ObjectPath(d))
				}
			}
		}
	}}
	start = time.Now()
	_, err = x.Apply(context.Background())
	wall := time.Since(start).Seconds()
	var b strings.Builder
	var most row
	for _, r := range rows {
		fmt.Fprintf(&b, "%-24s %6.1f s  estimate %7.1f MiB  peak %7.1f MiB over its start, process %7.1f MiB\n",
			r.addr, r.seconds, float64(r.estimate)/(1<<20), float64(r.peak)/(1<<20), float64(r.hwm)/(1<<20))
		if r.hwm > most.hwm {
			most = r
		}
		if r.peak > r.estimate {
			t.Errorf("%s: peak %.1f MiB over its estimate %.1f MiB", r.addr, float64(r.peak)/(1<<20), float64(r.estimate)/(1<<20))
		}
		if r.hwm > realSizeBound {
			t.Errorf("%s: the process peaked at %.1f MiB, over the %d MiB bound", r.addr, float64(r.hwm)/(1<<20), realSizeBound>>20)
		}
	}
	t.Logf("model steps from the checkpoint: %.1f s; process peak %.1f MiB (%s)\n%s", wall, float64(most.hwm)/(1<<20), most.addr, b.String())
	if err != nil {
		t.Fatal(err)
	}
	for _, err := range errs {
		t.Error(err)
	}
	if len(rows) != len(steps) || checked != len(want) {
		t.Fatalf("%d of %d steps ran, %d of %d graphs checked", len(rows), len(steps), checked, len(want))
	}
}
