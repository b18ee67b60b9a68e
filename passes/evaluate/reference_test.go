package evaluate

import (
	"context"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/sim/exec"
)

// tinyLM is the trained example model.
const tinyLM = "../../examples/tiny-lm"

// reference is examples/tiny-lm/reference.json: the held-out windows as
// the training script's torch evaluated them, in float32 from the bf16
// weights.
type reference struct {
	SeqLen  int     `json:"seq_len"`
	MeanNLL float64 `json:"mean_nll"`
	Windows []struct {
		IDs []int32 `json:"ids"`
		NLL float64 `json:"nll"`
	} `json:"windows"`
}

func loadReference(t *testing.T) *reference {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(tinyLM, "reference.json"))
	if err != nil {
		t.Fatal(err)
	}
	var ref reference
	if err := json.Unmarshal(b, &ref); err != nil {
		t.Fatal(err)
	}
	if len(ref.Windows) == 0 || ref.SeqLen < 2 {
		t.Fatalf("reference.json has %d windows of %d tokens", len(ref.Windows), ref.SeqLen)
	}
	return &ref
}

// TestFloatMatchesTorch checks epubuild's float graph of the tiny model
// (passes/hf from config.json and the bf16 safetensors, run by the
// interpreter, scored by Score) against the training framework's own
// evaluation of the same windows: each window's mean negative
// log-likelihood, and the perplexity, within 0.1%.
func TestFloatMatchesTorch(t *testing.T) {
	ref := loadReference(t)
	windows := ref.Windows
	if testing.Short() {
		windows = windows[:8]
	}
	cfg, err := hf.LoadConfig(filepath.Join(tinyLM, "config.json"))
	if err != nil {
		t.Fatal(err)
	}
	opt := hf.DefaultOptions(hf.Prefill, ref.SeqLen)
	opt.Layers, opt.Embedding, opt.LMHead = cfg.NumHiddenLayers, true, true
	opt.Weights = filepath.Join(tinyLM, "model.safetensors")
	m, err := hf.Build(cfg, opt)
	if err != nil {
		t.Fatal(err)
	}
	prog, err := exec.Compile(m, exec.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ins := make([]map[string]*ir.Tensor, len(windows))
	for i, w := range windows {
		ids := make([]int64, len(w.IDs))
		for j, id := range w.IDs {
			ids[j] = int64(id)
		}
		ins[i] = map[string]*ir.Tensor{"input_ids": {Name: "input_ids", DType: ir.Int64, Shape: []int64{1, int64(len(ids))}, I64: ids}}
	}
	outs, err := prog.RunBatchContext(context.Background(), ins)
	if err != nil {
		t.Fatal(err)
	}
	var scored []*Window
	var torchNLL float64
	for i, w := range windows {
		logits := outs[i]["logits"]
		s, err := Score(w.IDs, int(logits.Shape[2]), logits.F32, nil)
		if err != nil {
			t.Fatal(err)
		}
		scored = append(scored, s)
		torchNLL += w.NLL
	}
	rep, err := Summarize(ref.SeqLen, scored)
	if err != nil {
		t.Fatal(err)
	}
	for i, w := range windows {
		if d := math.Abs(rep.WindowNLLFloat[i]-w.NLL) / w.NLL; d > 1e-3 {
			t.Errorf("window %d: mean NLL %.6f, torch %.6f (%.3f%% apart)", i, rep.WindowNLLFloat[i], w.NLL, 100*d)
		}
	}
	want := math.Exp(torchNLL / float64(len(windows)))
	if d := math.Abs(rep.PerplexityFloat-want) / want; d > 1e-3 {
		t.Errorf("perplexity %.5f, torch %.5f (%.3f%% apart)", rep.PerplexityFloat, want, 100*d)
	}
	t.Logf("%d windows: perplexity %.5f, torch %.5f", len(windows), rep.PerplexityFloat, want)
}
