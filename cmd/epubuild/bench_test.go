package main

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/hf"
)

// BenchmarkNoopApply times `epubuild apply` on a configuration whose
// model is the Qwen2-1.5B decoder layer at seq 16 (a 178.5 MiB ONNX
// file) when nothing changed: the file's digest comes from the memo and
// the cached result is checked by stat, so no weight byte is read.
//
//	go test ./cmd/epubuild -run '^$' -bench NoopApply -benchtime 20x
func BenchmarkNoopApply(b *testing.B) {
	dir := b.TempDir()
	cfg, err := hf.LoadConfig("../../examples/qwen/config.json")
	if err != nil {
		b.Fatal(err)
	}
	m, err := hf.Build(cfg, hf.DefaultOptions(hf.Prefill, 16))
	if err != nil {
		b.Fatal(err)
	}
	model := filepath.Join(dir, "qwen.onnx")
	if err := ir.Save(model, m, ir.SaveOptions{}); err != nil {
		b.Fatal(err)
	}
	// An mtime in the past, as a checked-out file has: a file modified in
	// the last two seconds is rehashed every time (its mtime could still
	// change within the same tick).
	old := time.Now().Add(-time.Hour)
	os.Chtimes(model, old, old)
	st, _ := os.Stat(model)
	if err := os.WriteFile(filepath.Join(dir, "main.hcl"), []byte("model \"prefill\" { onnx = \"qwen.onnx\" }\n"), 0o666); err != nil {
		b.Fatal(err)
	}
	args := []string{dir}
	if code := runApply(context.Background(), testLanguage(), args, io.Discard, io.Discard); code != 0 {
		b.Fatalf("first apply: exit %d", code)
	}
	b.ReportMetric(float64(st.Size())/(1<<20), "model-MiB")
	b.ResetTimer()
	for b.Loop() {
		if code := runApply(context.Background(), testLanguage(), args, io.Discard, io.Discard); code != 0 {
			b.Fatalf("no-op apply: exit %d", code)
		}
	}
}
