package kernel

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestCancelledCompileLeavesNothing: a compile cancelled midway ends the
// compiler's children with it (cc1plus, as), not just the driver, so
// none is left running in the build's folder when Build returns.
func TestCancelledCompileLeavesNothing(t *testing.T) {
	builder(t) // skips without a compiler
	dir := t.TempDir()
	b := &Builder{CacheDir: dir}
	ctx, cancel := context.WithCancel(context.Background())
	go func() { time.Sleep(300 * time.Millisecond); cancel() }()
	_, err := b.Build(ctx, Source{Path: "kernels/tiny.hpp", Code: []byte(tinySource)}, "tinyMatmul<4,8,3>")
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled build: %v, want context.Canceled", err)
	}
	procs, _ := filepath.Glob("/proc/[0-9]*/cwd")
	for _, p := range procs {
		if cwd, err := os.Readlink(p); err == nil && strings.HasPrefix(cwd, dir) {
			cmd, _ := os.ReadFile(filepath.Join(filepath.Dir(p), "cmdline"))
			t.Errorf("process %s still runs in the build's folder: %s", filepath.Base(filepath.Dir(p)), strings.ReplaceAll(string(cmd), "\x00", " "))
		}
	}
}
