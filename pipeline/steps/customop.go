package steps

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/customop"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
)

// customOp is the custom_op step: passes/customop with the pattern and
// function checked at plan time, and the kernel source read (and so its
// code, comments and layout aside, hashed into the key) at run time.
type customOp struct {
	blk       *schema.Block
	cfg       customop.Config
	kernel    string // path to read
	kernelRel string
	// pattern is the setting that identifies the pattern in the key: a
	// built-in's name, or the digest of a pattern block's source.
	pattern string
	// ranges of the pattern block's attributes, for errors about them.
	ranges map[string]hcl.Range
}

func expandCustomOp(env *Env, blk *schema.Block) ([]*pass.Step, hcl.Diagnostics) {
	p, diags := newCustomOp(env, blk)
	if diags.HasErrors() {
		return nil, diags
	}
	src := blk.Refs("model")[0]
	parts := partsOf(env, src)
	if parts == nil {
		return []*pass.Step{{Addr: blk.Addr(), Block: blk, Pass: p, Inputs: []pass.Input{ModelInput("model", src)},
			Memory: memoryOf(p, footprint(env, src, nil))}}, diags
	}
	// A stack: the pattern is matched in each decoder layer (expect counts
	// per layer); the embedding and the head pass through.
	var steps []*pass.Step
	for _, pt := range parts {
		if pt.kind != hf.PartLayer {
			continue
		}
		steps = append(steps, &pass.Step{Addr: blk.Addr() + "." + pt.name, Block: blk, Part: pt.name, Pass: p,
			Inputs: []pass.Input{partInput(env, "model", src, pt)}, Memory: memoryOf(p, footprint(env, src, &pt))})
	}
	return steps, diags
}

func newCustomOp(env *Env, blk *schema.Block) (*customOp, hcl.Diagnostics) {
	spec, diags := schema.DecodeCustomOp(blk)
	p := &customOp{blk: blk, ranges: map[string]hcl.Range{}, kernel: spec.Kernel, kernelRel: pass.Rel(env.Config.Dir, spec.Kernel)}
	p.cfg.Name, p.cfg.Function, p.cfg.Expect, p.cfg.Kernel = blk.Name, spec.Function, spec.Expect, p.kernelRel
	var dims []string
	switch {
	case spec.PatternBlock == nil && blk.Has("pattern"):
		name := spec.Pattern
		pat, err := customop.Builtin(name)
		if err != nil {
			var e *customop.Error
			if errors.As(err, &e) {
				return nil, append(diags, blk.AttrError("pattern", e.Summary, e.Detail))
			}
			return nil, append(diags, blk.AttrError("pattern", "Built-in patterns are broken", err.Error()))
		}
		p.cfg.Pattern = pat
		digest, err := customop.BuiltinDigest(name)
		if err != nil {
			return nil, append(diags, blk.AttrError("pattern", "Built-in patterns are broken", err.Error()))
		}
		// The name and the built-in's source: editing the built-in
		// reruns the steps that use it.
		p.pattern = name + " " + digest
		dims = pat.DimNames()
	case spec.PatternBlock != nil:
		pb := spec.PatternBlock
		src := blockSource(env, pb)
		sum := sha256.Sum256(src)
		p.pattern = "block sha256:" + hex.EncodeToString(sum[:])
		ds := p.decodePatternBlock(pb)
		diags = append(diags, ds...)
		if ds.HasErrors() {
			return nil, diags
		}
		if p.cfg.Pattern != nil {
			dims = p.cfg.Pattern.DimNames()
		}
		for _, d := range p.cfg.Dims {
			dims = append(dims, d.Name)
		}
	default:
		return nil, diags // the schema's one-of check has said so
	}
	if err := customop.CheckFunction(p.cfg.Function, dims); err != nil {
		diags = append(diags, p.diag(err))
	}
	return p, diags
}

// decodePatternBlock reads a pattern { } block: a node pattern, or the
// region between edges (customop.DecodeEdges).
func (p *customOp) decodePatternBlock(pb *schema.Block) hcl.Diagnostics {
	attrs, _ := pb.Body.JustAttributes()
	if attrs["inputs"] == nil && attrs["outputs"] == nil {
		pat, diags := customop.DecodePattern(p.blk.Name, pb.Body, pb.DefRange)
		p.cfg.Pattern = pat
		return diags
	}
	e, diags := customop.DecodeEdges(pb.Body)
	p.cfg.Inputs, p.cfg.Outputs, p.cfg.Bind, p.cfg.Dims, p.cfg.Derive, p.cfg.State = e.Inputs, e.Outputs, e.Bind, e.Dims, e.Derive, e.State
	for k, r := range e.Ranges {
		p.ranges[k] = r
	}
	return diags
}

// blockSource is the text of a block as written, for the step key.
func blockSource(env *Env, b *schema.Block) []byte {
	body, ok := b.Body.(*hclsyntax.Body)
	if !ok {
		return []byte(b.DefRange.String())
	}
	rng := hcl.RangeBetween(b.DefRange, body.SrcRange)
	if f := env.Config.Files[rng.Filename]; f != nil && rng.End.Byte <= len(f.Bytes) {
		return rng.SliceBytes(f.Bytes)
	}
	return []byte(rng.String())
}

// diag places a pass error on the attribute it is about.
func (p *customOp) diag(err error) *hcl.Diagnostic {
	var e *customop.Error
	if !errors.As(err, &e) {
		return p.blk.AttrError("pattern", "custom_op failed", err.Error())
	}
	if e.At.Filename != "" {
		return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: e.Summary, Detail: e.Detail, Subject: e.At.Ptr()}
	}
	if r, ok := p.ranges[e.Field]; ok {
		return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: e.Summary, Detail: e.Detail, Subject: r.Ptr()}
	}
	field := e.Field
	if field == "expect" && !p.blk.Has("expect") {
		field = "pattern"
	}
	if field == "pattern" && !p.blk.Has("pattern") {
		if bs := p.blk.Blocks("pattern"); len(bs) == 1 {
			return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: e.Summary, Detail: e.Detail, Subject: bs[0].DefRange.Ptr()}
		}
	}
	return p.blk.AttrError(field, e.Summary, e.Detail)
}

func (p *customOp) Name() string { return "custom_op" }

func (p *customOp) Settings() []pass.Setting {
	c := p.cfg
	return []pass.Setting{
		{Name: "pattern", Value: p.pattern},
		{Name: "inputs", Value: strings.Join(c.Inputs, ",")},
		{Name: "outputs", Value: strings.Join(c.Outputs, ",")},
		{Name: "kernel", Value: p.kernelRel},
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
	cfg := p.cfg
	cfg.KernelSource = src
	res, err := customop.Apply(m, cfg)
	if err != nil {
		return &pass.DiagError{Diags: hcl.Diagnostics{p.diag(err)}}
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
	if _, err := customop.Apply(m, p.cfg); err != nil {
		return hcl.Diagnostics{p.diag(err)}
	}
	return nil
}

func (p *customOp) memory(weights, activation int64) int64 {
	return customop.PeakMemory(weights, activation)
}
