package pipeline

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/pipeline/pass"
)

// A source read with ReadCode keys the step on its code: a comment or
// layout edit leaves the step cached and plan and apply say why; a code
// edit reruns it.
func TestReadCode(t *testing.T) {
	runs := 0
	var path string
	p := &funcPass{name: "kernel", run: func(ctx context.Context, r *pass.Run) error {
		runs++
		b, err := r.ReadCode(path)
		if err != nil {
			return err
		}
		return r.PutBytes("out", pass.KindText, b)
	}}
	x, events := newExec(t, &pass.Step{Addr: "k", Pass: p})
	path = filepath.Join(x.Base, "k.hpp")
	write := func(s string) {
		if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	apply := func() Result {
		t.Helper()
		*events = nil
		rs, err := x.Apply(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		return rs[0]
	}
	write("int f() { return 1; }\n")
	if r := apply(); r.Status != StatusRan {
		t.Fatalf("first apply: %s", r.Status)
	}
	write("// f returns one.\nint f()\n{\n    return 1;\n}\n")
	plan := x.Plan(context.Background())
	want := []string{"file k.hpp changed, its code did not (comments or layout only)"}
	if plan[0].Status != StatusCached || !slices.Equal(plan[0].Reasons, want) {
		t.Errorf("plan after a comment edit: %s %q, want cached %q", plan[0].Status, plan[0].Reasons, want)
	}
	r := apply()
	if r.Status != StatusCached || runs != 1 || !slices.Equal(r.Reasons, want) {
		t.Errorf("apply after a comment edit: %s %q (ran %d times)", r.Status, r.Reasons, runs)
	}
	if i := slices.IndexFunc(*events, func(e Event) bool { return e.Type == "step_cached" }); i < 0 || !slices.Equal((*events)[i].Reasons, want) {
		t.Errorf("no step_cached event with the reason: %+v", *events)
	}
	write("int f() { return 2; }\n")
	plan = x.Plan(context.Background())
	if plan[0].Status != StatusRun || strings.Join(plan[0].Reasons, "; ") != "file k.hpp changed" {
		t.Errorf("plan after a code edit: %s %q", plan[0].Status, plan[0].Reasons)
	}
	if r := apply(); r.Status != StatusRan || runs != 2 {
		t.Errorf("apply after a code edit: %s (ran %d times)", r.Status, runs)
	}
	// Another comment edit: still cached, still said; the bytes built
	// again: nothing to say.
	write("int f() { return 2; }\n// two\n")
	if r := apply(); r.Status != StatusCached || len(r.Reasons) != 1 {
		t.Errorf("apply after a second comment edit: %s %q", r.Status, r.Reasons)
	}
	write("int f() { return 2; }\n")
	if r := apply(); r.Status != StatusCached || len(r.Reasons) != 0 {
		t.Errorf("apply with the bytes built: %s %q", r.Status, r.Reasons)
	}
}
