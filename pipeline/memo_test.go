package pipeline

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/epubuild/epubuild/pipeline/pass"
)

// A memo written by one run is read by the next, not under -check (so
// -check proves results from scratch), and cache gc drops it when unused.
func TestMemo(t *testing.T) {
	var got []string
	p := &funcPass{name: "memo", run: func(ctx context.Context, r *pass.Run) error {
		b, ok := r.Memo("part of the work")
		if ok {
			got = append(got, string(b))
		} else {
			got = append(got, "miss")
			if err := r.PutMemo("part of the work", []byte("done before")); err != nil {
				return err
			}
		}
		return r.PutBytes("out", pass.KindText, []byte("same"))
	}}
	x, _ := newExec(t, &pass.Step{Addr: "m", Pass: p})
	x.Force = true // every apply runs the step
	if _, err := x.Apply(context.Background()); err != nil {
		t.Fatal(err)
	}
	x.Force = false
	p.settings = []pass.Setting{{Name: "v", Value: "2"}}
	if _, err := x.Apply(context.Background()); err != nil {
		t.Fatal(err)
	}
	x.Force = true
	if _, err := x.Apply(context.Background()); err != nil {
		t.Fatal(err)
	}
	if want := "miss,done before,miss"; strings.Join(got, ",") != want {
		t.Errorf("memo reads %s, want %s", strings.Join(got, ","), want)
	}
	old := time.Now().Add(-48 * time.Hour)
	path := x.Store.MemoPath("part of the work")
	if err := os.Chtimes(path, old, old); err != nil {
		t.Fatal(err)
	}
	if _, err := x.Store.GC(nil, 24*time.Hour, 0); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Errorf("an unused memo survives gc: %v", err)
	}
}
