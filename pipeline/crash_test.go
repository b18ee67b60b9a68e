package pipeline

import (
	"context"
	"errors"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/epubuild/epubuild/internal/crash"
	"github.com/epubuild/epubuild/pipeline/pass"
)

// A pass that panics, on its own goroutine or on one it fans out to, is
// a failed step with an internal error naming the stack file; the walk
// goes on as for any failure, and the step that finished is stored.
func TestPanickingPassIsAnInternalError(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir()) // the stack file goes there
	for name, run := range map[string]func(){
		"own goroutine": func() { panic("index out of range") },
		"fanned out": func() {
			var g crash.Group
			var wg sync.WaitGroup
			wg.Add(1)
			go func() {
				defer wg.Done()
				defer g.Catch()
				panic("index out of range")
			}()
			wg.Wait()
			g.Raise()
		},
	} {
		t.Run(name, func(t *testing.T) {
			bad := &funcPass{name: "bad", run: func(ctx context.Context, r *pass.Run) error {
				run()
				return nil
			}}
			x, _ := newExec(t, &pass.Step{Addr: "ok", Pass: textPass("ok", "ok")},
				&pass.Step{Addr: "bad", Pass: bad, Inputs: []pass.Input{{Name: "in", Step: "ok", Output: "out"}}})
			rs, err := x.Apply(context.Background())
			if err == nil || !strings.Contains(err.Error(), "internal error: index out of range (stack in ") {
				t.Fatalf("err = %v", err)
			}
			if got := statuses(rs); got != "ok=ran bad=failed" {
				t.Errorf("statuses %s", got)
			}
			var ce *crash.Error
			if !errors.As(rs[1].Err, &ce) {
				t.Fatalf("step error %v is not a crash.Error", rs[1].Err)
			}
			b, err := os.ReadFile(ce.File)
			if err != nil || !strings.Contains(string(b), "panic: index out of range") {
				t.Errorf("stack file %s: %v\n%s", ce.File, err, b)
			}
			if ents, _ := x.Store.Entries(); len(ents) != 1 {
				t.Errorf("%d results stored, want the finished step's", len(ents))
			}
		})
	}
}
