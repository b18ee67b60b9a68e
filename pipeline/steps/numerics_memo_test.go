package steps

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/simulate"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/store"
)

// editKernels computes custom nodes from their bodies, scaled by a
// factor the kernel source names ("scale 4", default 2): a kernel edit
// that keeps the factor changes the node but not the numerics.
type editKernels struct{ testKernels }

func (editKernels) Run(ctx context.Context, c *simulate.KernelCall) ([]*ir.Tensor, error) {
	src, err := c.Step.ReadCode(filepath.Join(c.Dir, "gqa.hpp"))
	if err != nil {
		return nil, err
	}
	div := float32(2)
	if bytes.Contains(src, []byte("scale 4")) {
		div = 4
	}
	outs, err := simulate.SubgraphKernels{}.Run(ctx, c)
	for _, o := range outs {
		for i := range o.F32 {
			o.F32[i] /= div
		}
		for i := range o.I8 {
			o.I8[i] = int8(float32(o.I8[i]) / div)
		}
	}
	return outs, err
}

// After a kernel edit, simulate takes the rest of the graph's numerics
// from its memo when the kernel's outputs are ones it has seen, and
// interprets the graph when they are not; either way its outputs are
// byte for byte those of a build from scratch.
func TestNumericsMemo(t *testing.T) {
	t.Parallel() // the kernels travel in the build, not in a package variable
	src := strings.Replace(tinyFlow, "SAMPLES", "2", 1)
	src = strings.Replace(src, "targets   = [target.qc_n, target.qc_u]", "target = target.qc_n", 1)
	cfg, _ := project(t, src)
	steps, diags := Build(cfg, Options{Kernels: editKernels{}})
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	st, err := store.Open(filepath.Join(t.TempDir(), "cache"))
	if err != nil {
		t.Fatal(err)
	}
	const sim = `simulate.prefill["qc_n"]`
	apply := func(st *store.Store) pipeline.Result {
		t.Helper()
		x := &pipeline.Executor{Store: st, Base: cfg.Dir, Steps: steps, Jobs: 2}
		rs, err := x.Apply(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rs {
			if r.Step.Addr == sim {
				return r
			}
		}
		t.Fatal("no simulate step")
		return pipeline.Result{}
	}
	memos := func() int {
		n := 0
		filepath.WalkDir(filepath.Join(st.Dir, "memo"), func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				n++
			}
			return nil
		})
		return n
	}
	edit := func(code string) {
		if err := os.WriteFile(filepath.Join(cfg.Dir, "gqa.hpp"), []byte(code), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// fresh is the same build in an empty store: no memo.
	same := func(what string, r pipeline.Result) {
		t.Helper()
		fresh, err := store.Open(filepath.Join(t.TempDir(), "fresh"))
		if err != nil {
			t.Fatal(err)
		}
		f := apply(fresh)
		for _, name := range []string{"report", "outputs"} {
			if mustOutput(t, r, name).Digest != mustOutput(t, f, name).Digest {
				t.Errorf("%s: output %s differs from a build from scratch", what, name)
			}
		}
	}
	edit("int scale = 2;\n")
	first := apply(st)
	if first.Status != pipeline.StatusRan || memos() != 2 {
		t.Fatalf("first build: %s, %d memo entries (want the kernel's inputs and the outputs)", first.Status, memos())
	}
	edit("int scale = 2; // scale 2, reworded\nint unused;\n")
	r := apply(st)
	if r.Status != pipeline.StatusRan || memos() != 2 {
		t.Errorf("same-numerics edit: %s, %d memo entries (want the two, read)", r.Status, memos())
	}
	if mustOutput(t, r, "outputs").Digest != mustOutput(t, first, "outputs").Digest {
		t.Errorf("same-numerics edit: the outputs changed")
	}
	same("same-numerics edit", r)
	edit("int scale = 4; // scale 4\n")
	r = apply(st)
	if r.Status != pipeline.StatusRan || memos() != 3 {
		t.Errorf("numerics edit: %s, %d memo entries (want a new outputs entry)", r.Status, memos())
	}
	if mustOutput(t, r, "outputs").Digest == mustOutput(t, first, "outputs").Digest {
		t.Errorf("numerics edit: the outputs did not change")
	}
	same("numerics edit", r)
}
