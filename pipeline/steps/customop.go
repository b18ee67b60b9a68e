package steps

import (
	"context"
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/customop"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/stack"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/schema/options"
)

// customOp is the custom_op step: passes/customop with the pattern and
// function checked at plan time (options.DecodeCustomOp), and the
// kernel source read (and so its code, comments and layout aside, hashed
// into the key) at run time.
type customOp struct {
	blk        *schema.Block
	cfg        customop.Config
	patternKey string               // the pattern in the key (options.CustomOp.PatternKey)
	ranges     map[string]hcl.Range // the pattern block's attributes', for errors
	kernel     string               // path to read; cfg.Kernel names it in the key
}

func expandCustomOp(env *Env, blk *schema.Block) ([]*pass.Step, hcl.Diagnostics) {
	op, diags := options.DecodeCustomOp(env.Config, blk, env.rel)
	if diags.HasErrors() || op == nil {
		return nil, diags
	}
	p := &customOp{blk: blk, cfg: op.Config, patternKey: op.PatternKey, ranges: op.Ranges, kernel: op.Spec.Kernel}
	// On a stack the pattern is matched in each decoder layer (expect
	// counts per layer); the embedding and the head pass through.
	f := newFanOut(env, blk, op.Spec.Model)
	if f.Stack() {
		f.Parts = slices.DeleteFunc(f.Parts, func(pt stack.Part) bool { return pt.Kind != hf.PartLayer })
	}
	return f.Each(p), diags
}

func (p *customOp) Settings() []pass.Setting {
	c := p.cfg
	return []pass.Setting{
		{Name: "pattern", Value: p.patternKey},
		{Name: "inputs", Value: strings.Join(c.Inputs, ",")},
		{Name: "outputs", Value: strings.Join(c.Outputs, ",")},
		{Name: "kernel", Value: c.Kernel},
		{Name: "function", Value: c.Function},
		{Name: "expect", Value: strconv.Itoa(c.Expect)},
	}
}

func (p *customOp) Run(ctx context.Context, r *pass.Run) error {
	// The weights pass through unchanged: mapped, and stored again under
	// the digests they were read by, never read nor hashed here.
	m, digests, release, err := r.MapModelBlobs("model")
	if err != nil {
		return err
	}
	defer release()
	// The kernel's code is the input: a comment edit reruns nothing.
	src, err := r.ReadCode(p.kernel)
	if err != nil {
		return r.AttrError("kernel", "Cannot read kernel", err)
	}
	cfg := p.cfg
	cfg.KernelSource = src
	res, err := customop.Apply(m, cfg)
	if err != nil {
		return &pass.DiagError{Diags: hcl.Diagnostics{p.diag(err)}}
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	r.Warns(res.Unmatched(cfg))
	return r.Put(pass.Count("matches", len(res.Matches)), pass.Text("matches", res.Text()), pass.Graph(res.Model, digests))
}

// CheckGraph matches the pattern in m, the model the step will read, and
// judges the matches as Run would (expect, captured dims, the template),
// without reading the kernel: plan calls it once that model is in the
// cache, so a pattern that matches nothing is reported before apply.
func (p *customOp) CheckGraph(m *ir.Model) hcl.Diagnostics {
	if _, err := customop.Apply(m, p.cfg); err != nil {
		return hcl.Diagnostics{p.diag(err)}
	}
	return nil
}

// diag places a passes/customop error at what it is about
// (schema.Block.CustomOpError).
func (p *customOp) diag(err error) *hcl.Diagnostic {
	var e *customop.Error
	if !errors.As(err, &e) {
		return p.blk.AttrError("pattern", "custom_op failed", err.Error())
	}
	return p.blk.CustomOpError(p.ranges, e.Field, e.Summary, e.Detail, e.At)
}
