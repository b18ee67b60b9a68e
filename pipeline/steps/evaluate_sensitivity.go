package steps

import (
	"context"
	"fmt"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/evaluate"
	"github.com/epubuild/epubuild/passes/simulate"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/sim/exec"
	"github.com/epubuild/epubuild/sim/report"
)

// sensitivityStep is evaluate.E.sensitivity (sensitivity = true): each
// part of a model built a part at a time lowered alone and left in float
// alone (passes/evaluate.Sensitivity), starting from the float and
// lowered chains' cached outputs.
func sensitivityStep(env *Env, blk *schema.Block, src, ref schema.Ref, parts []part, tokAddr string, score *evalScoreStep) *pass.Step {
	s := &evalSensitivityStep{windows: score.windows, target: score.target, kernels: score.kernels, parts: parts}
	ins := []pass.Input{{Name: "windows", Step: tokAddr, Output: "windows"}}
	for i, pt := range parts {
		ins = append(ins, partInput(env, "float_model "+pt.name, ref, pt), partInput(env, "lowered_model "+pt.name, src, pt))
		if i < len(parts)-1 {
			ins = append(ins,
				pass.Input{Name: "float_out " + pt.name, Step: blk.Addr() + ".float." + pt.name, Output: "outputs"},
				pass.Input{Name: "lowered_out " + pt.name, Step: blk.Addr() + ".lowered." + pt.name, Output: "outputs"})
		}
	}
	head := parts[len(parts)-1]
	return &pass.Step{Addr: blk.Addr() + ".sensitivity", Block: blk, Pass: s, Inputs: ins,
		Memory: memoryOf(s, footprint(env, src, &head))}
}

// evalSensitivityStep runs the mixes of float and lowered parts. Output
// "report": passes/evaluate.SensitivityReport as JSON.
type evalSensitivityStep struct {
	windows int
	target  *Target
	kernels simulate.Kernels
	parts   []part
}

func (p *evalSensitivityStep) Name() string { return "evaluate.sensitivity" }

// codeRoots are the packages Run calls (TestCodeRootsCoverRun).
func (p *evalSensitivityStep) codeRoots() []string {
	return []string{"passes/evaluate", "passes/hf", "passes/generate", "internal/ir", "sim/exec", "sim/npy", "sim/report", "passes/simulate", "targets"}
}

func (p *evalSensitivityStep) Settings() []pass.Setting {
	names := make([]string, len(p.parts))
	for i, pt := range p.parts {
		names[i] = pt.name
	}
	return append(runSettings(true, p.windows, p.target, p.kernels),
		pass.Setting{Name: "parts", Value: strings.Join(names, " ")},
		pass.Setting{Name: "chunk", Value: fmt.Sprint(evalChunk)})
}

// memory: both chains' outputs of every part, a mix's, and the heads on
// evalChunk windows.
func (p *evalSensitivityStep) memory(weights, activation int64) int64 {
	return 2*exec.PeakMemory(weights, activation) + int64(2*len(p.parts)+1)*int64(p.windows)*activation
}

func (p *evalSensitivityStep) Run(ctx context.Context, r *pass.Run) error {
	wb, err := r.Data("windows")
	if err != nil {
		return err
	}
	ws, err := decodeSamples(wb, p.windows)
	if err != nil {
		return fmt.Errorf("%s: windows: %w", r.Step().Addr, err)
	}
	ch := &evaluate.Chains{Windows: ws, Logits: "logits", Chunk: evalChunk}
	for _, w := range ws {
		t := w["input_ids"]
		if t == nil {
			return fmt.Errorf("%s: a window has no input_ids", r.Step().Addr)
		}
		ids := make([]int32, len(t.I64))
		for i, v := range t.I64 {
			ids[i] = int32(v)
		}
		ch.IDs = append(ch.IDs, ids)
	}
	for i, pt := range p.parts {
		ch.Parts = append(ch.Parts, pt.name)
		if i == len(p.parts)-1 {
			break
		}
		for _, chain := range []string{"float_out ", "lowered_out "} {
			b, err := r.Data(chain + pt.name)
			if err != nil {
				return err
			}
			outs, err := decodeSamples(b, p.windows)
			if err != nil {
				return fmt.Errorf("%s: %s%s: %w", r.Step().Addr, chain, pt.name, err)
			}
			if chain == "float_out " {
				ch.Float = append(ch.Float, outs)
			} else {
				ch.Lowered = append(ch.Lowered, outs)
			}
		}
	}
	run := func(ctx context.Context, i int, lowered bool, prev []evaluate.Activations) ([]evaluate.Activations, error) {
		pt := p.parts[i]
		name := "float_model " + pt.name
		if lowered {
			name = "lowered_model " + pt.name
		}
		m, err := r.Model(name)
		if err != nil {
			return nil, err
		}
		from := "input_ids"
		if i > 0 {
			from = p.parts[i-1].out()
		}
		ins := make([]map[string]*ir.Tensor, len(prev))
		for w, a := range prev {
			t := a[from]
			if t == nil {
				return nil, fmt.Errorf("window %d has no %q", w, from)
			}
			c := *t
			c.Name = pt.in()
			ins[w] = map[string]*ir.Tensor{pt.in(): &c}
		}
		r.Progress(int64(i), int64(len(p.parts)), "parts")
		outs, _, err := runWindows(ctx, r, m, ins, lowered, p.target, p.kernels)
		return outs, err
	}
	rep, err := evaluate.Sensitivity(ctx, ch, run)
	if err != nil {
		return fmt.Errorf("%s: %w", r.Step().Addr, err)
	}
	if err := r.PutJSON("report", rep); err != nil {
		return err
	}
	r.Metric("whole_kl_mean", report.RoundSig(rep.Whole.KLMean), "")
	r.Metric("sum_alone_kl_mean", report.RoundSig(rep.SumAlone), "")
	// Each part's KL lowered alone is a metric, so diff between two
	// builds shows where the loss moved.
	for _, ps := range rep.Parts {
		r.Metric("kl_alone_"+metricName(ps.Part), report.RoundSig(ps.Alone.KLMean), "")
	}
	return nil
}

// metricName is a part's name as a metric's: layer[3] is layer3.
func metricName(part string) string {
	return strings.NewReplacer("[", "", "]", "").Replace(part)
}
