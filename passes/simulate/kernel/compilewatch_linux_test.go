package kernel

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestCompileCountsBlockedTime: a compile's timeout counts only the time
// the compiler sits blocked. A compiler that computes for many times the
// timeout (a shell loop before the real compiler, then the compile
// itself) builds the kernel; one that sleeps is stopped with a message
// saying so.
func TestCompileCountsBlockedTime(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the prebuilt part with a compiler of its own")
	}
	real, err := exec.LookPath("c++")
	if err != nil {
		builder(t) // skips, or fails where a compiler is required
		t.Skip("no c++")
	}
	dir := t.TempDir()
	cxx := filepath.Join(dir, "c++")
	script := `#!/bin/sh
case " $* " in *" harness.cpp "*)
	case "$EPU_TEST_COMPILER" in
	sleep) sleep 3600 ;;
	spin) i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done ;;
	esac ;;
esac
exec ` + real + ` "$@"
`
	if err := os.WriteFile(cxx, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	b := &Builder{CXX: cxx, CacheDir: filepath.Join(dir, "cache"), Timeout: 50 * time.Millisecond}
	// The prebuilt part first, at the default timeout: its -O3 compile
	// is not what this test is about.
	b.Timeout = 0
	if _, err := b.Build(context.Background(), Source{Path: "tiny.hpp", Code: []byte(tinySource)}, "tinyMatmul<4,8,3>"); err != nil {
		t.Fatal(err)
	}
	b.Timeout = 50 * time.Millisecond

	t.Setenv("EPU_TEST_COMPILER", "sleep")
	start := time.Now()
	_, err = b.Build(context.Background(), Source{Path: "tiny.hpp", Code: []byte(tinySource)}, "tinyMatmul<4,8,4>")
	if err == nil || !strings.Contains(err.Error(), "tiny.hpp: building tinyMatmul<4,8,4>: the compiler sat blocked for 50ms, using no CPU time; stopped") {
		t.Errorf("a sleeping compiler: %v", err)
	}
	t.Logf("sleeping: stopped after %v", time.Since(start))

	t.Setenv("EPU_TEST_COMPILER", "spin")
	start = time.Now()
	bin, err := b.Build(context.Background(), Source{Path: "tiny.hpp", Code: []byte(tinySource)}, "tinyMatmul<4,8,4>")
	if err != nil {
		t.Fatalf("a compiler computing: %v", err)
	}
	t.Logf("computing: built in %v (%v by the tool's clock), timeout %v", time.Since(start), bin.BuildTime, b.Timeout)
}
