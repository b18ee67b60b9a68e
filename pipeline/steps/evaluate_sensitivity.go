package steps

import (
	"context"
	"fmt"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/evaluate"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/simulate"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/stack"
	"github.com/epubuild/epubuild/schema"
)

// sensitivityStep is evaluate.E.sensitivity (sensitivity = true): each
// part of a model built a part at a time lowered alone and left in float
// alone, starting from the float and lowered chains' cached outputs, and
// each quantized linear's SQNR on the same windows
// (passes/evaluate.Attribute).
func sensitivityStep(env *Env, blk *schema.Block, src, ref schema.Ref, parts []stack.Part, tokAddr string, score *evalScoreStep) *pass.Step {
	s := &evalSensitivityStep{evalRun: score.evalRun, parts: stack.Names(parts), chunk: evaluate.HeadChunk, synthetic: score.synthetic}
	ins := []pass.Input{{Name: "windows", Step: tokAddr, Output: "windows"}}
	for i, pt := range parts {
		s.io = append(s.io, evaluate.PartIO{In: pt.In(), From: "input_ids"})
		if i > 0 {
			s.io[i].From = parts[i-1].Out()
		}
		ins = append(ins, stack.Input(env.Config, "float_model "+pt.Name, ref, pt), stack.Input(env.Config, "lowered_model "+pt.Name, src, pt))
		if i < len(parts)-1 {
			ins = append(ins,
				pass.Input{Name: "float_out " + pt.Name, Step: blk.Addr() + ".float." + pt.Name, Output: "outputs"},
				pass.Input{Name: "lowered_out " + pt.Name, Step: blk.Addr() + ".lowered." + pt.Name, Output: "outputs"})
		}
	}
	head := parts[len(parts)-1]
	return &pass.Step{Addr: blk.Addr() + ".sensitivity", Block: blk, Pass: s, Inputs: ins,
		Memory: memoryOf(s, footprint(env, src, head))}
}

// evalSensitivityStep runs the mixes of float and lowered parts. Output
// "report": passes/evaluate.SensitivityReport as JSON.
type evalSensitivityStep struct {
	evalRun `setting:",inline"`
	parts   spaced            `setting:"parts"`
	io      []evaluate.PartIO // each part's input, fed by the part before's output
	chunk   int               `setting:"chunk"` // evaluate.HeadChunk, which Attribute uses
	// synthetic: as evalScoreStep's.
	synthetic bool `setting:"weights=synthetic,omitempty"`
}

// spaced is a list as keys write the parts' names: space-separated.
type spaced []string

func (s spaced) SettingValue() string { return strings.Join(s, " ") }

func (p *evalSensitivityStep) memory(fp hf.Footprint) int64 {
	return evaluate.SensitivityPeakMemory(fp.Weights, fp.Activation, p.windows, len(p.parts))
}

func (p *evalSensitivityStep) Run(ctx context.Context, r *pass.Run) error {
	ch, err := p.chains(r)
	if err != nil {
		return err
	}
	graphs, run := p.runner(r)
	rep, err := evaluate.Attribute(ctx, ch, graphs, run)
	if err != nil {
		return fmt.Errorf("%s: %w", r.Step().Addr, err)
	}
	rep.SyntheticWeights = p.synthetic
	return r.Put(pass.Report("report", rep))
}

// runner gives evaluate.Attribute each part's graphs from the step's
// inputs, and runs a part float or lowered as the chains ran it.
func (p *evalSensitivityStep) runner(r *pass.Run) (evaluate.PartGraphs, evaluate.ObservedRunner) {
	model := func(i int, lowered bool) (*ir.Model, error) {
		return r.Model(map[bool]string{false: "float", true: "lowered"}[lowered] + "_model " + p.parts[i])
	}
	run := func(ctx context.Context, m *ir.Model, lowered bool, ins []evaluate.Activations, obs evaluate.Observer, observes func(string) bool) ([]evaluate.Activations, error) {
		outs, _, err := p.runs(ctx, r, m, lowered, simulate.Watch{Observe: obs, Observes: observes}, false, 1)(ctx, ins)
		return outs, err
	}
	return evaluate.FedParts(p.io, model, run, r.ProgressIn("parts"))
}

// chains reads the windows and the float and lowered chains' outputs
// (evaluate.NewChains).
func (p *evalSensitivityStep) chains(r *pass.Run) (*evaluate.Chains, error) {
	wb, err := r.Data("windows")
	if err != nil {
		return nil, err
	}
	names := p.parts
	// Every part but the head feeds the part after it.
	float, err := r.DataEach("float_out ", names[:len(names)-1])
	if err != nil {
		return nil, err
	}
	lowered, err := r.DataEach("lowered_out ", names[:len(names)-1])
	if err != nil {
		return nil, err
	}
	ch, err := evaluate.NewChains(wb, p.windows, names, float, lowered, evaluate.HeadChunk)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", r.Step().Addr, err)
	}
	return ch, nil
}
