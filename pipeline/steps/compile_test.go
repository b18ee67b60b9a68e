package steps

import (
	"errors"
	"fmt"
	"testing"

	"github.com/epubuild/epubuild/passes/simulate"
	"github.com/epubuild/epubuild/pipeline/pass"
)

// A refusal is blamed on the target's setting only when the compiler
// says the program does not fit it, not when a name in the message
// happens to contain "L2M".
func TestCompileErrorBlame(t *testing.T) {
	steps, msg := build(t, "model \"m\" { onnx = \"m.onnx\" }\ntarget \"a\" {\n  preset = \"QC-N\"\n  lrm    = \"16B\"\n}\nsimulate \"s\" {\n  model  = model.m\n  target = target.a\n}\n")
	var p *compileStep
	for _, s := range steps {
		if c, ok := s.Pass.(*compileStep); ok {
			p = c
		}
	}
	if p == nil {
		t.Fatalf("no compile step:\n%s", msg)
	}
	for _, tc := range []struct {
		err           error
		summary, line string
	}{
		{&simulate.FitError{Field: "lrm", Err: errors.New("MatMul node \"mm\": no matmul tile fits 16 bytes of LRM")}, "Program does not fit the target", "main.hcl:4"},
		{fmt.Errorf("compile graph \"g\": %w", &simulate.FitError{Field: "l2m", Err: errors.New("no room in L2M")}), "Program does not fit the target", "main.hcl:3"}, // l2m unset: the preset
		{errors.New("Conv node \"L2M/conv\": op Conv is not supported by the EPU compiler"), "Cannot compile the model", "main.hcl:7"},
		{fmt.Errorf("compile graph \"g\": %w", &simulate.PrecisionError{Precision: "int16", Node: "q", What: "int16 activations"}), "Precision not on the target", "main.hcl:3"}, // precisions unset: the preset
	} {
		var de *pass.DiagError
		if !errors.As(p.fail(nil, &simulate.CompileError{Err: tc.err}), &de) || len(de.Diags) != 1 {
			t.Fatalf("%v: not one diagnostic", tc.err)
		}
		d := de.Diags[0]
		if d.Summary != tc.summary || fmt.Sprintf("main.hcl:%d", d.Subject.Start.Line) != tc.line {
			t.Errorf("%v: %q at line %d, want %q at %s", tc.err, d.Summary, d.Subject.Start.Line, tc.summary, tc.line)
		}
	}
}
