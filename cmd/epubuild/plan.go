package main

import (
	"github.com/epubuild/epubuild/views/cli"

	"context"
	"io"
	"slices"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/pipeline"
)

// planCommand is the plan verb.
func planCommand(lang language) *command {
	return &command{
		name: "plan",
		args: "[-json] [-explain] [-detailed-exitcode] [-target ADDR] [-remote-cache URL] [-var NAME=VALUE] [-var-file FILE] [CONFIG]",
		summary: "show which steps are cached and which will run, and why " +
			"(exit 2 with -detailed-exitcode when something would run)",
		run: func(args []string, stdout, stderr io.Writer) int { return runPlan(lang, args, stdout, stderr) },
	}
}

func runPlan(lang language, args []string, stdout, stderr io.Writer) int {
	a, d := parsePlan(args)
	if code, stop := d.report(stdout, stderr); stop {
		return code
	}
	v := cli.NewPlanView(a.view == viewJSON, epubuildVersion(), stdout, stderr)
	fail := func() int {
		v.Failed(exitError)
		return exitError
	}
	p, ok := loadProjectTo(lang, a.path, &a.config, planSink{v})
	if !ok {
		return fail()
	}
	if diags := p.checkFiles(); len(diags) > 0 {
		v.Diagnostics(p.files, diags)
		if diags.HasErrors() {
			return fail()
		}
	}
	sel, store, ok := p.selectStore(a.targets, stderr)
	if !ok {
		return fail()
	}
	// A result in the remote cache is cached, shown with what apply
	// would download (a step's objects are asked for by size, not
	// fetched).
	rc, ok := p.openRemote(context.Background(), &a.remote, v.Warning, stderr)
	if !ok {
		return fail()
	}
	if rc != nil {
		store.SetRemote(rc)
	}
	x := p.executor(store, sel, nil)
	x.Explain = x.Explain || a.explain
	results := x.Plan(context.Background())
	v.Planned(results, x.Explain)
	if a.remote.required && rc != nil && rc.Err() != nil {
		v.Errorf("the remote cache is required (-remote-cache-required) and failed: %v", rc.Err())
		return fail()
	}
	store.SaveMemo()
	if diags := append(p.checkExclusions(store, results), p.checkGraphs(store, results)...); len(diags) > 0 {
		v.Diagnostics(p.files, diags)
		if diags.HasErrors() {
			return fail()
		}
	}
	code := exitOK
	if a.detailed && slices.ContainsFunc(results, func(r pipeline.Result) bool {
		return r.Status == pipeline.StatusRun || r.Status == pipeline.StatusPending
	}) {
		code = exitChanges
	}
	v.Done(results, x.Explain, code)
	return code
}

// planSink sends the configuration's diagnostics to the plan's view.
type planSink struct{ v cli.PlanView }

func (s planSink) Write(files map[string]*hcl.File, diags hcl.Diagnostics) {
	s.v.Diagnostics(files, diags)
}
