package main

import (
	"github.com/epubuild/epubuild/views/cli"

	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"slices"

	"github.com/epubuild/epubuild/passes/evaluate"
	"github.com/epubuild/epubuild/passes/generate"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/passes/recipes"
	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/store"
	"github.com/epubuild/epubuild/schema"
	"github.com/epubuild/epubuild/sim/report"
	"github.com/epubuild/epubuild/views/render"
)

// reportCommand is the report verb.
func reportCommand(lang language) *command {
	return &command{
		name:    "report",
		args:    "[-o report.html] [CONFIG]",
		summary: "write the build report, one self-contained HTML page, from the cached results of the config's last build",
		run:     func(args []string, stdout, stderr io.Writer) int { return runReport(lang, args, stdout, stderr) },
	}
}

func runReport(lang language, args []string, stdout, stderr io.Writer) int {
	a, d := parseReport(args)
	if code, stop := d.report(stdout, stderr); stop {
		return code
	}
	p, ok := loadProject(lang, a.path, &a.config, stderr)
	if !ok {
		return exitError
	}
	st, err := p.openStore()
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return exitError
	}
	rec, _, err := st.Build()
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return exitError
	}
	return p.writeReport(context.Background(), st, rec, a.out, a.config.varFiles, stdout, stderr)
}

// writeReport writes the build report of the cached results of the
// project's steps, with the apply's record (nil: none), to file unless
// that would replace an input (outputGuard).
func (p *project) writeReport(ctx context.Context, st *store.Store, rec *store.BuildRecord, file string, varFiles []string, stdout, stderr io.Writer) int {
	d, ok := checkOutput(p.outputGuard(varFiles), file, stderr)
	if !ok {
		return exitError
	}
	results := p.executor(st, nil, nil).Plan(ctx)
	st.SaveMemo()
	page, err := p.reportPage(st, results, rec)
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return exitError
	}
	var b bytes.Buffer
	if err := render.HTML(&b, page); err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return exitError
	}
	if err := d.Write(b.Bytes(), stdout); err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return exitError
	}
	fmt.Fprintf(wroteTo(d, stdout, stderr), "Wrote %s (the build report, %s).\n", file, cli.FormatBytes(int64(b.Len())))
	return exitOK
}

// reportPage gathers what the report shows from the cached results: the
// reports of the simulate, generate, evaluate and quantize steps, the steps block
// by block, and the cache's size.
func (p *project) reportPage(st *store.Store, results []pipeline.Result, rec *store.BuildRecord) (*render.Page, error) {
	page := &render.Page{Config: p.path, Build: rec}
	if page.Config == "" {
		abs, err := filepath.Abs(p.cfg.Dir)
		if err != nil {
			return nil, err
		}
		page.Config = filepath.Base(abs)
	}
	n, size, err := st.Usage()
	if err != nil {
		return nil, err
	}
	page.Cache = render.CacheUse{Dir: st.Dir, Objects: n, Bytes: size}
	blocks := map[string]int{}
	sims := map[string]int{}
	exclusions := map[string]string{} // by block: what target_sqnr found
	// precision is each wide quantize block's nodes, its parts' in turn.
	precision := map[string][]recipes.NodePrecision{}
	var precisionOrder []string
	for _, r := range results {
		s := r.Step
		blk := s.Group()
		if s.Block != nil {
			blk = s.Block.Addr()
		}
		i, ok := blocks[blk]
		if !ok {
			i = len(page.Blocks)
			blocks[blk] = i
			page.Blocks = append(page.Blocks, render.PageBlock{Addr: blk})
		}
		var ins []string
		for _, in := range s.Inputs {
			ins = append(ins, in.Step)
		}
		page.Blocks[i].Steps = append(page.Blocks[i].Steps, render.PageStep{Addr: s.Addr, Pass: s.PassName(), Part: s.Part, Inputs: ins, Built: r.Manifest != nil})
		if r.Manifest != nil && r.Manifest.Pass == "quantize" && wideQuantize(s.Block) {
			o, ok := r.Manifest.Output("model")
			if !ok {
				return nil, fmt.Errorf("%s has no model output", s.Addr)
			}
			m, err := pass.LoadModel(st, o)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", s.Addr, err)
			}
			if _, ok := precision[blk]; !ok {
				precisionOrder = append(precisionOrder, blk)
			}
			precision[blk] = append(precision[blk], recipes.Precisions(m.Graph)...)
		}
		if r.Manifest == nil || s.Part != "" {
			continue
		}
		switch {
		case r.Manifest.Pass == "generate.report":
			var rep generate.Report
			if err := readJSONOutput(st, r.Manifest, "report", &rep); err != nil {
				return nil, err
			}
			page.Generations = append(page.Generations, render.GenerationBlock{Addr: s.Addr, Report: &rep})
		case r.Manifest.Pass == "evaluate":
			var rep evaluate.Report
			if err := readJSONOutput(st, r.Manifest, "report", &rep); err != nil {
				return nil, err
			}
			page.Evaluations = append(page.Evaluations, render.EvaluationBlock{Addr: s.Addr, Report: &rep})
		case r.Manifest.Pass == "evaluate.sensitivity":
			var rep evaluate.SensitivityReport
			if err := readJSONOutput(st, r.Manifest, "report", &rep); err != nil {
				return nil, err
			}
			for i, e := range page.Evaluations {
				if e.Addr+".sensitivity" == s.Addr {
					page.Evaluations[i].Sensitivity = &rep
				}
			}
		case r.Manifest.Pass == "quantize":
			q := render.Quantization{Addr: s.Addr, Summary: &quantize.Summary{}, SQNR: &quantize.SQNRReport{}}
			if err := readJSONOutput(st, r.Manifest, "summary", q.Summary); err != nil {
				return nil, err
			}
			if err := readJSONOutput(st, r.Manifest, "sqnr", q.SQNR); err != nil {
				return nil, err
			}
			page.Quantizations = append(page.Quantizations, q)
		case cli.IsReportStep(r.Manifest): // a simulation's
			var rep report.Report
			if err := readJSONOutput(st, r.Manifest, "report", &rep); err != nil {
				return nil, err
			}
			j, ok := sims[blk]
			if !ok {
				j = len(page.Simulations)
				sims[blk] = j
				page.Simulations = append(page.Simulations, render.Simulation{Addr: blk})
			}
			page.Simulations[j].Targets = append(page.Simulations[j].Targets, render.SimTarget{Step: s.Addr, Name: cli.StepKey(s.Addr, blk), Report: &rep})
		}
		if o, ok := r.Manifest.Output("exclusions"); ok && o.Kind == pass.KindText {
			b, err := st.Get(o.Digest)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", s.Addr, err)
			}
			exclusions[blk] = string(b)
		}
	}
	for _, blk := range precisionOrder {
		i := slices.IndexFunc(page.Quantizations, func(q render.Quantization) bool { return q.Addr == blk })
		if i < 0 {
			i = len(page.Quantizations)
			page.Quantizations = append(page.Quantizations, render.Quantization{Addr: blk})
		}
		page.Quantizations[i].Precision = precision[blk]
	}
	for i, q := range page.Quantizations {
		page.Quantizations[i].Exclusions = exclusions[q.Addr]
	}
	if page.Recipes, err = cli.RecipeRows(st, results); err != nil {
		return nil, err
	}
	return page, nil
}

// readJSONOutput decodes a step's JSON output into v.
func readJSONOutput(st *store.Store, m *store.Manifest, name string, v any) error {
	o, ok := m.Output(name)
	if !ok || o.Kind != pass.KindJSON {
		return fmt.Errorf("%s has no JSON output %s", m.Step, name)
	}
	b, err := st.Get(o.Digest)
	if err != nil {
		return fmt.Errorf("%s: %s: %w", m.Step, name, err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("%s: reading its %s: %w", m.Step, name, err)
	}
	return nil
}

// wideQuantize reports whether a quantize block computes some node in
// another precision than int8: 16-bit activations, 4-bit weights, or
// overrides. The report shows such a block's precision per node.
func wideQuantize(b *schema.Block) bool {
	return b != nil && (b.String("activations", "") == "int16_symmetric" || b.String("weights", "") == "int4_group" || len(b.Blocks("override")) > 0)
}
