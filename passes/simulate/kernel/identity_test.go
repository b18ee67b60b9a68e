package kernel

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// The compiler's identity is asked of the compiler once per version of
// its binary, then read from the cache folder (as a new process would,
// the in-memory memo is cleared before each call); a binary with another
// size, mtime, inode or path is asked again.
func TestCompilerIdentityCache(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the fake compiler is a shell script")
	}
	dir := t.TempDir()
	log := filepath.Join(dir, "calls.log")
	t0 := time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC)
	// script writes a fake compiler reporting version at path with
	// modification time mtime; it logs every run.
	script := func(path, version string, mtime time.Time) {
		t.Helper()
		body := fmt.Sprintf("#!/bin/sh\necho \"$1\" >> '%s'\ncase \"$1\" in\n--version) echo 'fakecc %s';;\n-dumpmachine) echo x86_64-test;;\nesac\n", log, version)
		if err := os.WriteFile(path, []byte(body), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(path, mtime, mtime); err != nil {
			t.Fatal(err)
		}
	}
	runs := func() int {
		data, _ := os.ReadFile(log)
		return strings.Count(string(data), "\n")
	}
	cxx := filepath.Join(dir, "bin", "c++")
	real := filepath.Join(dir, "bin", "fakecc")
	if err := os.MkdirAll(filepath.Dir(cxx), 0o755); err != nil {
		t.Fatal(err)
	}
	script(real, "1.0", t0)
	if err := os.Symlink("fakecc", cxx); err != nil {
		t.Fatal(err)
	}
	b := &Builder{CXX: cxx, CacheDir: filepath.Join(dir, "cache")}
	identity := func(step string, wantRuns int, wantVersion string) string {
		t.Helper()
		compilerIDs.Clear()
		id, err := b.Identity(context.Background())
		if err != nil {
			t.Fatalf("%s: %v", step, err)
		}
		if got := runs(); got != wantRuns {
			t.Errorf("%s: the compiler ran %d times in all, want %d", step, got, wantRuns)
		}
		if !strings.Contains(id, "--version fakecc "+wantVersion+"\n") || !strings.Contains(id, "-dumpmachine x86_64-test\n") {
			t.Errorf("%s: identity %q, want version %s", step, id, wantVersion)
		}
		return id
	}

	first := identity("first", 2, "1.0")
	realPath, _ := filepath.EvalSymlinks(real)
	if !strings.HasPrefix(first, "path "+realPath+"\n") {
		t.Errorf("identity %q does not start with the resolved path %s", first, realPath)
	}
	if again := identity("cached", 2, "1.0"); again != first {
		t.Errorf("cached identity %q, first %q", again, first)
	}

	// Longer, same mtime: the size tells.
	script(real, "1.0.1", t0)
	identity("new size", 4, "1.0.1")
	identity("new size, cached", 4, "1.0.1")

	// Same content, touched: asked again.
	script(real, "1.0.1", t0.Add(time.Hour))
	identity("new mtime", 6, "1.0.1")

	// Replaced by a file of the same size and mtime: the inode tells.
	next := filepath.Join(dir, "bin", "fakecc.new")
	script(next, "2.0.1", t0.Add(time.Hour))
	if err := os.Rename(next, real); err != nil {
		t.Fatal(err)
	}
	identity("new inode", 8, "2.0.1")
	identity("new inode, cached", 8, "2.0.1")

	// c++ now names another binary of the same size and mtime.
	other := filepath.Join(dir, "bin", "othercc")
	script(other, "3.0.1", t0.Add(time.Hour))
	if err := os.Remove(cxx); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("othercc", cxx); err != nil {
		t.Fatal(err)
	}
	identity("new path", 10, "3.0.1")

	// A torn or foreign file in the cache is not trusted.
	entries, _ := filepath.Glob(filepath.Join(b.CacheDir, "compilers", "*"))
	if len(entries) != 5 {
		t.Fatalf("cache holds %v, want one identity per stamp (5)", entries)
	}
	for _, e := range entries {
		if err := os.WriteFile(e, []byte("path "+other+"\n--version fakecc 9"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	identity("torn cache entry", 12, "3.0.1")
	identity("rewritten cache entry", 12, "3.0.1")
}
