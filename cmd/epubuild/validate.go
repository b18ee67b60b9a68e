package main

import (
	"github.com/epubuild/epubuild/views/cli"

	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/internal/suggest"
	"github.com/epubuild/epubuild/schema"
)

// validateCommand is the validate verb.
func validateCommand(lang language) *command {
	return &command{
		name:    "validate",
		args:    "[-json] [-var NAME=VALUE] [-var-file FILE] [CONFIG]",
		summary: "check a configuration: syntax, references, types, targets, and that every file it names can be read",
		run:     func(args []string, stdout, stderr io.Writer) int { return runValidate(lang, args, stdout, stderr) },
	}
}

// runValidate decodes the configuration, builds its DAG and checks the
// files it names, without touching the cache. CONFIG is a .hcl file or a
// folder of them (default the current folder).
func runValidate(lang language, args []string, stdout, stderr io.Writer) int {
	a, d := parseValidate(args)
	if code, stop := d.report(stdout, stderr); stop {
		return code
	}
	v := newValidateView(a.view, stdout, stderr)
	var out validateOutcome
	count := func(diags hcl.Diagnostics) {
		for _, d := range diags {
			if d.Severity == hcl.DiagError {
				out.errors++
			} else {
				out.warnings++
			}
		}
	}
	sink := countingSink{v, count}
	if p, ok := loadProjectTo(lang, a.path, &a.config, sink); ok {
		if diags := p.checkFiles(); len(diags) > 0 {
			sink.Write(p.files, diags)
		}
		out.steps = len(p.steps)
		for _, s := range p.steps {
			if s.Pass == nil {
				out.unavailable++
			}
		}
	}
	if out.errors > 0 {
		out.steps, out.unavailable = 0, 0
	}
	return v.done(out)
}

// countingSink passes diagnostics on, counting them.
type countingSink struct {
	w     cli.DiagWriter
	count func(hcl.Diagnostics)
}

func (s countingSink) Write(files map[string]*hcl.File, diags hcl.Diagnostics) {
	s.count(diags)
	s.w.Write(files, diags)
}

// validateOutcome is validate's verdict, for the views.
type validateOutcome struct {
	errors, warnings   int
	steps, unavailable int // 0 when there are errors
}

func (o validateOutcome) code() int {
	if o.errors > 0 {
		return exitError
	}
	return exitOK
}

// validateView renders validate: the diagnostics as they are found
// (write), then the verdict (done, which returns the exit code).
type validateView interface {
	cli.DiagWriter
	done(validateOutcome) int
}

func newValidateView(vt viewType, stdout, stderr io.Writer) validateView {
	if vt == viewJSON {
		jv := cli.NewJSONView(stdout)
		jv.Header("validate", epubuildVersion())
		return validateJSON{jv}
	}
	return validateHuman{stdout, stderr}
}

// validateHuman prints diagnostics on stderr and a valid configuration's
// step count on stdout.
type validateHuman struct{ stdout, stderr io.Writer }

func (v validateHuman) Write(files map[string]*hcl.File, diags hcl.Diagnostics) {
	schema.WriteDiagnostics(v.stderr, files, diags)
}

func (v validateHuman) done(o validateOutcome) int {
	if o.errors > 0 {
		return o.code()
	}
	fmt.Fprintf(v.stdout, "The configuration is valid: %d steps", o.steps)
	if o.unavailable > 0 {
		fmt.Fprintf(v.stdout, " (%d need passes not available yet)", o.unavailable)
	}
	fmt.Fprintln(v.stdout, ".")
	return o.code()
}

// validateJSON is validate -json: the header, one object per diagnostic,
// the summary. Nothing goes to stderr: the stream says it all.
type validateJSON struct{ jv *cli.JSONView }

func (v validateJSON) Write(files map[string]*hcl.File, diags hcl.Diagnostics) {
	v.jv.Diagnostics(files, diags)
}

func (v validateJSON) done(o validateOutcome) int {
	v.jv.Write(validateSummary{Type: cli.TypeValidateSummary, Valid: o.errors == 0, Errors: o.errors, Warnings: o.warnings,
		Steps: o.steps, Unavailable: o.unavailable, ExitCode: o.code()})
	return o.code()
}

// checkFiles checks that every file the configuration names can be read
// (a glob must match one), so a typo in a kernel or config.json path is
// found by validate and plan, not by the step that reads it. The
// diagnostic points at the path's expression.
func (p *project) checkFiles() hcl.Diagnostics {
	var diags hcl.Diagnostics
	var walk func(b *schema.Block)
	walk = func(b *schema.Block) {
		if b.Spec != nil {
			for _, a := range b.Spec.Attrs {
				at := b.Attrs[a.Name]
				if !a.Path || at == nil {
					continue
				}
				if d := checkFile(b, a, at); d != nil {
					diags = append(diags, d)
				}
			}
		}
		for _, n := range b.Nested {
			walk(n)
		}
	}
	for _, b := range p.cfg.Blocks {
		walk(b)
	}
	return diags
}

func checkFile(b *schema.Block, spec schema.AttrSpec, at *schema.Attr) *hcl.Diagnostic {
	name := spec.Name
	path := b.Path(name)
	written := b.String(name, "")
	rng := at.ExprRange
	if strings.ContainsAny(written, "*?[") {
		m, err := filepath.Glob(path)
		if err != nil || len(m) == 0 {
			return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "No file matches",
				Detail: fmt.Sprintf("%s = %q matches no file (paths are relative to the folder of the file that writes them).", name, written), Subject: &rng}
		}
		return nil
	}
	// Stat before opening: opening a FIFO waits for a writer, and a
	// device (/dev/zero) is never a config or a model.
	st, err := os.Stat(path)
	if err == nil && st.IsDir() && spec.FolderHolds != "" {
		if _, err := os.Stat(filepath.Join(path, spec.FolderHolds)); err != nil {
			return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Not a model folder",
				Detail: fmt.Sprintf("%s = %q is a folder without a %s.", name, written, spec.FolderHolds), Subject: &rng}
		}
		return nil
	}
	if err == nil && st.IsDir() {
		return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Not a file",
			Detail: fmt.Sprintf("%s = %q is a folder, not a file.", name, written), Subject: &rng}
	}
	if err == nil && !st.Mode().IsRegular() {
		return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Not a regular file",
			Detail: fmt.Sprintf("%s = %q is a pipe, device or socket: epubuild reads only regular files.", name, written), Subject: &rng}
	}
	if err == nil {
		var f *os.File
		if f, err = os.Open(path); err == nil {
			f.Close()
		}
	}
	if err != nil {
		summary, hint := "Cannot read file", ""
		if os.IsNotExist(err) {
			summary = "No such file"
			hint = nearFile(path, written)
		}
		return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: summary,
			Detail: fmt.Sprintf("%s = %q: %s (paths are relative to the folder of the file that writes them).%s", name, written, osReason(err), hint), Subject: &rng}
	}
	return nil
}

// osReason is an os error without the path it repeats.
func osReason(err error) string {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err.Error()
	}
	return err.Error()
}

// validateSummary is the last object of validate -json.
type validateSummary struct {
	Type        string `json:"type"`
	Valid       bool   `json:"valid"`
	Errors      int    `json:"errors"`
	Warnings    int    `json:"warnings"`
	Steps       int    `json:"steps"`
	Unavailable int    `json:"unavailable"`
	ExitCode    int    `json:"exit_code"`
}

// nearFile is a did-you-mean for a missing file: the nearest name in
// its folder, written as the config would write it (with the folder
// the config wrote: "kernels/gqa.hpp", not "gqa.hpp").
func nearFile(path, written string) string {
	ents, err := os.ReadDir(filepath.Dir(path))
	if err != nil {
		return ""
	}
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	near := suggest.Closest(filepath.Base(path), names, 3)
	if near == "" {
		return ""
	}
	if i := strings.LastIndexAny(written, `/\`); i >= 0 {
		near = written[:i+1] + near
	}
	return fmt.Sprintf(" Did you mean %q?", near)
}
