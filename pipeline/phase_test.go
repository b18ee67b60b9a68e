package pipeline

import (
	"context"
	"slices"
	"testing"

	"github.com/epubuild/epubuild/pipeline/pass"
)

// TestPhase: a step's phases reach the views as step_phase events, a
// label repeated once, an ended phase as an empty one.
func TestPhase(t *testing.T) {
	p := &funcPass{name: "p", run: func(ctx context.Context, r *pass.Run) error {
		r.Phase("building kernel k.hpp (C++)")
		r.Phase("building kernel k.hpp (C++)")
		r.Phase("")
		r.Phase("")
		r.Phase("running kernel k.hpp")
		return r.PutBytes("out", pass.KindText, []byte("x"))
	}}
	x, events := newExec(t, &pass.Step{Addr: "a", Pass: p})
	if _, err := x.Apply(context.Background()); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range *events {
		if e.Type == "step_phase" {
			if e.Step != "a" || e.Pass != "p" {
				t.Errorf("phase event of %s (%s)", e.Step, e.Pass)
			}
			got = append(got, e.Phase)
		}
	}
	if want := []string{"building kernel k.hpp (C++)", "", "running kernel k.hpp"}; !slices.Equal(got, want) {
		t.Errorf("phases %q, want %q", got, want)
	}
}
