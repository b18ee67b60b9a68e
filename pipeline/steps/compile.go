package steps

import (
	"context"
	"errors"
	"fmt"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/passes/simulate"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
)

// compileStep is simulate.NAME.compile["T"]: passes/compile on the
// simulated graph for one target. Inputs: "model", and "ranges" (the
// quantize step's float_ranges) when the graph descends from a quantize
// block. Outputs: "program", the programpb.Program as deterministic
// protobuf bytes, and "summary", a text table of the kernels, the memory
// peaks and the fixed-point formats.
type compileStep struct {
	blk     *schema.Block
	name    string // the program's name
	target  *schema.Target
	kernels simulate.Kernels
	tilings *simulate.Tilings
}

func (p *compileStep) Settings() []pass.Setting {
	s := append([]pass.Setting{{Name: "program", Value: p.name}}, targetSettings(p.target)...)
	return append(s, kernelsSetting(p.kernels))
}

// targetSettings are the fields of the target a step compiles for, or
// searches on, without its energy figures (simulateStep adds them): its
// values as key settings (targets.Fields).
func targetSettings(t *schema.Target) []pass.Setting { return pass.Fields(t.Target.Fields(false)) }

func (p *compileStep) Run(ctx context.Context, r *pass.Run) error {
	// Mapped: compiling reads few of the weights' bytes, and every use
	// of them ends with Run.
	m, release, err := r.MapModel("model")
	if err != nil {
		return err
	}
	defer release()
	var ranges map[string][2]float64
	if _, err := r.Input("ranges"); err == nil {
		b, err := r.Data("ranges")
		if err != nil {
			return err
		}
		if ranges, err = quantize.DecodeFloatRanges(b); err != nil {
			return fmt.Errorf("%s: %w", r.Step().Addr, err)
		}
	}
	c, err := simulate.Compile(ctx, kernelCall(r, m, p.target.Target), p.kernels, ranges, p.name, p.tilings)
	if err != nil {
		return p.fail(r, err)
	}
	if err := r.Put(pass.Bytes("program", pass.KindBin, c.Program), pass.Text("summary", c.Summary)); err != nil {
		return err
	}
	c.Headline(r.Metric)
	return nil
}

// fail reports a failure to compile: a kernel that does not compile at
// its lines, a kernel's failure at the model, and a compiler refusal at
// the HCL that asked for it: a program that does not fit the target's
// memory (a compile.FitError) at the target block's setting, a
// precision the target lacks at its precisions (or preset), any other
// refusal (an op, a shape) at the simulated model.
func (p *compileStep) fail(r *pass.Run, err error) error {
	ds, diags := pass.Diagnostics(err)
	var ke *simulate.KernelError
	var ce *simulate.CompileError
	switch {
	case diags:
		return &pass.DiagError{Diags: ds}
	case errors.As(err, &ke):
		return r.AttrError("model", "Custom kernel failed", ke.Err)
	case !errors.As(err, &ce):
		return err
	}
	t := p.target
	who := fmt.Sprintf("target %q", t.Name)
	if t.Block != nil && t.Block.Base != "" {
		who = t.Block.Addr() // an instance: target.grid["2MB"]
	}
	detail := fmt.Sprintf("Compiling %s for %s: %s.", p.blk.Refs("model")[0].Addr(), who, ce.Err)
	diag := p.blk.AttrError("model", "Cannot compile the model", detail)
	var prec *simulate.PrecisionError
	var fit *simulate.FitError
	switch {
	case t.Block == nil:
	case errors.As(ce.Err, &prec):
		diag = t.Block.AttrError(t.Block.TargetAttr("precisions"), "Precision not on the target", detail)
	case errors.As(ce.Err, &fit):
		diag = t.Block.AttrError(t.Block.TargetAttr(fit.Field), "Program does not fit the target", detail)
	}
	return &pass.DiagError{Diags: hcl.Diagnostics{diag}}
}

var (
	_ pipeline.WrittenSettings = (*compileStep)(nil)
	_ pipeline.WrittenSettings = (*simulateStep)(nil)
)

func (p *compileStep) SettingsAsWritten() map[string]string  { return p.target.Written() }
func (p *simulateStep) SettingsAsWritten() map[string]string { return p.target.Written() }
