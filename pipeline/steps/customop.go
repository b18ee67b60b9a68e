package steps

import (
	"context"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/customop"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
)

// customOp is the custom_op step: passes/customop with the pattern and
// function checked at plan time (schema.DecodeCustomOpConfig), and the
// kernel source read (and so its code, comments and layout aside, hashed
// into the key) at run time.
type customOp struct {
	op     *schema.CustomOp
	kernel string // path to read; op.Config.Kernel names it in the key
}

func expandCustomOp(env *Env, blk *schema.Block) ([]*pass.Step, hcl.Diagnostics) {
	kernel := blk.Path("kernel")
	op, diags := schema.DecodeCustomOpConfig(env.Config, blk, pass.Rel(env.Config.Dir, kernel))
	if diags.HasErrors() || op == nil {
		return nil, diags
	}
	p := &customOp{op: op, kernel: kernel}
	// On a stack the pattern is matched in each decoder layer (expect
	// counts per layer); the embedding and the head pass through.
	layer := func(pt part) bool { return pt.kind == hf.PartLayer }
	return partSteps(env, blk, blk.Refs("model")[0], p, layer), diags
}

func (p *customOp) Name() string { return "custom_op" }

func (p *customOp) Settings() []pass.Setting {
	c := p.op.Config
	return []pass.Setting{
		{Name: "pattern", Value: p.op.PatternKey},
		{Name: "inputs", Value: strings.Join(c.Inputs, ",")},
		{Name: "outputs", Value: strings.Join(c.Outputs, ",")},
		{Name: "kernel", Value: c.Kernel},
		{Name: "function", Value: c.Function},
		{Name: "expect", Value: strconv.Itoa(c.Expect)},
	}
}

func (p *customOp) Run(ctx context.Context, r *pass.Run) error {
	m, err := r.Model("model")
	if err != nil {
		return err
	}
	// The kernel's code is the input: a comment edit reruns nothing.
	src, err := r.ReadCode(p.kernel)
	if err != nil {
		return r.AttrError("kernel", "Cannot read kernel", err)
	}
	cfg := p.op.Config
	cfg.KernelSource = src
	res, err := customop.Apply(m, cfg)
	if err != nil {
		return &pass.DiagError{Diags: hcl.Diagnostics{p.op.Diag(err)}}
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if w := res.Unmatched(cfg); w != "" {
		r.Warn("%s", w)
	}
	r.Metric("matches", float64(len(res.Matches)), "")
	if err := r.PutBytes("matches", pass.KindText, []byte(res.Text())); err != nil {
		return err
	}
	return PutModel(r, res.Model)
}

// CheckGraph matches the pattern in m, the model the step will read, and
// judges the matches as Run would (expect, captured dims, the template),
// without reading the kernel: plan calls it once that model is in the
// cache, so a pattern that matches nothing is reported before apply.
func (p *customOp) CheckGraph(m *ir.Model) hcl.Diagnostics {
	if _, err := customop.Apply(m, p.op.Config); err != nil {
		return hcl.Diagnostics{p.op.Diag(err)}
	}
	return nil
}

func (p *customOp) memory(weights, activation int64) int64 {
	return customop.PeakMemory(weights, activation)
}
