package kernel

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/epubuild/epubuild/internal/ir"
)

// tinyCall builds tinyMatmul<4,8,3> in b and gives the call and
// inputs of its custom node.
func tinyCall(tb testing.TB, b *Builder) (*Binary, *Call, []*ir.Tensor) {
	tb.Helper()
	bin, err := b.Build(context.Background(), Source{Path: "kernels/tiny.hpp", Code: []byte(tinySource)}, "tinyMatmul<4,8,3>")
	if err != nil {
		tb.Fatal(err)
	}
	call, in := tinyNodeCall(tb)
	return bin, call, in
}

// tinyNodeCall is the call and inputs of the custom node of
// tinyMatmul<4,8,3>, without building it.
func tinyNodeCall(tb testing.TB) (*Call, []*ir.Tensor) {
	tb.Helper()
	cm := customMatmul(tb, qdqMatmul(4, 8, 3, 1), "tinyMatmul<4,8,3>", "kernels/tiny.hpp", []byte(tinySource))
	var node *ir.Node
	for _, n := range cm.Graph.Nodes {
		if IsCustom(n) {
			node = n
		}
	}
	call, err := NodeCall(cm.Graph, node)
	if err != nil {
		tb.Fatal(err)
	}
	ix := cm.Graph.Index()
	var in []*ir.Tensor
	for _, v := range node.Inputs {
		if c := ix.Const(v); c != nil {
			in = append(in, c)
		} else {
			in = append(in, ir.NewTensor(ir.Int8, 4, 8))
		}
	}
	return call, in
}

// tinyRun builds tinyMatmul<4,8,3> in b and runs it once.
func tinyRun(t *testing.T, b *Builder) *Binary {
	t.Helper()
	bin, call, in := tinyCall(t, b)
	if _, err := bin.Run(context.Background(), call, in, preset(t, "QC-U"), 0); err != nil {
		t.Fatalf("cached %v: %v", bin.Cached, err)
	}
	return bin
}

// A damaged binary (truncated, or a byte flipped) is rebuilt on its
// next use instead of failing every run as the kernel's crash; Verify
// finds and removes one; Entries lists binaries and prebuilt folders.
func TestDamagedBinaryIsRebuilt(t *testing.T) {
	b0 := builder(t)
	dir := t.TempDir()
	b := &Builder{CXX: b0.CXX, CacheDir: dir}
	bin := tinyRun(t, b)
	if _, err := os.Stat(bin.Path + digestSuffix); err != nil {
		t.Fatalf("no digest beside the binary: %v", err)
	}
	for name, damage := range map[string]func(p string) error{
		"truncated": func(p string) error { return os.Truncate(p, 4096) },
		"flipped": func(p string) error {
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			data[len(data)/2] ^= 0xff
			return os.WriteFile(p, data, 0o755)
		},
	} {
		// The idle process running the binary keeps it busy (ETXTBSY):
		// the damage comes as from a new process.
		StopIdle()
		if err := damage(bin.Path); err != nil {
			t.Fatal(err)
		}
		verified.Delete(bin.Path) // as a new process
		again := tinyRun(t, &Builder{CXX: b0.CXX, CacheDir: dir})
		if again.Cached {
			t.Errorf("%s binary used from the cache", name)
		}
	}

	es, err := b.Entries()
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, e := range es {
		kinds = append(kinds, e.Kind)
	}
	if strings.Join(kinds, " ") != "harness prebuilt" && strings.Join(kinds, " ") != "prebuilt harness" {
		t.Errorf("entries %v, want a harness and a prebuilt folder", kinds)
	}
	v, err := b.Verify()
	if err != nil || v.Checked != 2 || len(v.Corrupt) != 0 {
		t.Fatalf("Verify of a sound cache: %+v, %v", v, err)
	}
	StopIdle()
	if err := os.Truncate(bin.Path, 100); err != nil {
		t.Fatal(err)
	}
	stale := filepath.Join(dir, "build-999999999-1")
	if err := os.MkdirAll(stale, 0o755); err != nil {
		t.Fatal(err)
	}
	v, err = b.Verify()
	if err != nil || len(v.Corrupt) != 1 || !strings.HasPrefix(v.Corrupt[0], "harness "+bin.Key) || v.Stale != 1 {
		t.Fatalf("Verify of a truncated binary: %+v, %v", v, err)
	}
	for _, p := range []string{bin.Path, bin.Path + digestSuffix, stale} {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("%s kept", p)
		}
	}
}

// Trim drops a binary's digest with it, and a digest whose binary is
// gone; a used binary keeps its digest.
func TestTrimDigests(t *testing.T) {
	dir := t.TempDir()
	old := time.Now().Add(-48 * time.Hour)
	for p, isOld := range map[string]bool{"ab/abcdef": true, "ab/abcdef.sha256": false, "cd/cdef01": false, "cd/cdef01.sha256": true, "ef/gone.sha256": false} {
		full := filepath.Join(dir, p)
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte("x"), 0o755); err != nil {
			t.Fatal(err)
		}
		if isOld {
			if err := os.Chtimes(full, old, old); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := (&Builder{CacheDir: dir}).Trim(24 * time.Hour); err != nil {
		t.Fatal(err)
	}
	for p, keep := range map[string]bool{"ab/abcdef": false, "ab/abcdef.sha256": false, "cd/cdef01": true, "cd/cdef01.sha256": true, "ef/gone.sha256": false} {
		if _, err := os.Stat(filepath.Join(dir, p)); (err == nil) != keep {
			t.Errorf("%s: kept %v, want %v", p, err == nil, keep)
		}
	}
}
