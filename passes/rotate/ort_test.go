package rotate

import (
	"path/filepath"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/numtest"
	"github.com/epubuild/epubuild/internal/peer"
	"github.com/epubuild/epubuild/passes/hf"
)

// TestOnlineHadamardInORT: a rotated two-layer model with online
// Hadamards before its down projections (plain Reshape and MatMul ops)
// runs in ONNX Runtime and gives the unrotated model's logits.
func TestOnlineHadamardInORT(t *testing.T) {
	ort := peer.ORT(t)
	cfg, err := hf.ParseConfig([]byte(families[0].config), "qwen2.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := hf.Build(cfg, hf.Options{Graph: hf.Prefill, SeqLen: 8, Layers: 2, Embedding: true, LMHead: true})
	if err != nil {
		t.Fatal(err)
	}
	unevenNorms(m)
	r, res := rotated(t, m, Options{Residual: true, OnlineDown: true, OnlineQK: true, HeadDim: cfg.HeadDim, Rotation: RotationOptions{Seed: 5, Randomized: true}})
	if res.Online != 2 {
		t.Fatalf("%d online Hadamards", res.Online)
	}
	path := filepath.Join(t.TempDir(), "r.onnx")
	if err := ir.Save(path, r, ir.SaveOptions{}); err != nil {
		t.Fatal(err)
	}
	in := map[string]*ir.Tensor{"input_ids": ids(8, cfg.VocabSize)}
	got, err := ort.Run(path, in, peer.Options{Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	want := run(t, m, in)["logits"]
	if e := numtest.RelL2(got.Outputs["logits"].F32, want.F32); e > 1e-5 {
		t.Errorf("ORT's logits of the rotated model: relative L2 %.3g from the unrotated model's", e)
	}
}
