// Package testmodel builds the models several packages' tests share,
// once per test binary.
//
// Among them is the vendor's Qwen2-1.5B prefill layer with synthetic
// weights, from the example's config.json; it sits among the passes
// because it builds through passes/hf.
package testmodel

import (
	"errors"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/hf"
)

// QwenConfig is examples/qwen/config.json (Qwen2-1.5B), found from the
// test's working folder upwards, so any package's tests can read it.
func QwenConfig() (*hf.Config, error) {
	dir, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return hf.LoadConfig(filepath.Join(dir, "examples", "qwen", "config.json"))
		}
		up := filepath.Dir(dir)
		if up == dir {
			return nil, errors.New("testmodel: no go.mod above the working folder")
		}
		dir = up
	}
}

// QwenPrefill is the vendor's prefill graph: one Qwen2-1.5B decoder layer
// over 16 tokens (hf.DefaultOptions) with seed-1 synthetic weights,
// 46.8M of them. It is built once per test binary and shared, so callers
// must not modify it.
var QwenPrefill = sync.OnceValues(func() (*ir.Model, error) {
	cfg, err := QwenConfig()
	if err != nil {
		return nil, err
	}
	opt := hf.DefaultOptions(hf.Prefill, 16)
	opt.Seed = 1
	return hf.Build(cfg, opt)
})

// QwenLayer is QwenPrefill for a test, which fails when it cannot be built.
func QwenLayer(t testing.TB) *ir.Model {
	t.Helper()
	m, err := QwenPrefill()
	if err != nil {
		t.Fatal(err)
	}
	return m
}
