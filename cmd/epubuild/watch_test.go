package main

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/steps"
	"github.com/epubuild/epubuild/schema"
)

// gateKind is a test-only kind whose run says it started and waits until
// the test lets it go, so the test can edit files while a build runs:
// gate "NAME" {}.
func gateKind(started, release chan struct{}) testKind {
	return testKind{
		spec: &schema.BlockSpec{Type: "gate", Step: true},
		expand: func(env *steps.Env, blk *schema.Block) ([]*pass.Step, hcl.Diagnostics) {
			return []*pass.Step{{Addr: blk.Addr(), Block: blk, Pass: gatePass{started, release}}}, nil
		},
	}
}

type gatePass struct{ started, release chan struct{} }

func (gatePass) Name() string             { return "test.gate" }
func (gatePass) Version() string          { return "1" }
func (gatePass) Settings() []pass.Setting { return nil }
func (p gatePass) Run(ctx context.Context, r *pass.Run) error {
	close(p.started)
	select {
	case <-p.release:
	case <-ctx.Done():
		return ctx.Err()
	}
	return r.PutBytes("out", pass.KindText, []byte("open\n"))
}

// A save during the first build starts a second one: the configuration
// and the files it names are watched from the start, not only once the
// first build has said what it read.
func TestWatchSeesEditDuringFirstBuild(t *testing.T) {
	dir := t.TempDir()
	cfg := filepath.Join(dir, "main.hcl")
	if err := os.WriteFile(cfg, []byte("gate \"g\" {}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	gateStarted, gateRelease := make(chan struct{}), make(chan struct{})
	lang := withKinds(builtinLanguage(), gateKind(gateStarted, gateRelease))
	code := make(chan int)
	go func() {
		code <- runWatch(lang, []string{"-count", "2", "-debounce", "20ms", dir}, io.Discard, io.Discard)
	}()
	select {
	case <-gateStarted:
	case c := <-code:
		t.Fatalf("watch ended before its first build: exit %d", c)
	}
	if err := os.WriteFile(cfg, []byte("# saved during the first build\ngate \"g\" {}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	close(gateRelease)
	select {
	case c := <-code:
		if c != 0 {
			t.Fatalf("watch: exit %d", c)
		}
	case <-time.After(time.Minute):
		t.Fatal("the save during the first build started no second build")
	}
}
