package steps

import (
	"reflect"

	"github.com/epubuild/epubuild/pipeline/pass"
)

// passTable is every block kind that makes steps and every pass of the
// glue, one entry each, as the Go compiler lists its SSA passes: a
// kind's expander (which turns its blocks into steps) and the step
// types it makes, each with its code roots, the packages its Run calls.
// A step's code identity is the dependency closure of its roots with
// pipeline/pass, and the glue files its Run reaches (code.go).
// TestCodeRootsCoverRun checks every entry against the type-checked
// glue, and fails on a type with a Run method that is not here.
var passTable = []kindEntry{
	{"model", expandModel, []passEntry{
		{&onnxModel{}, roots("internal/ir")},
		{&hfModel{}, roots("passes/hf")},
	}},
	{"quantize", expandQuantize, []passEntry{
		{&calibrateStep{}, roots("passes/calibrate", "passes/textdata", "passes/tokenizer")},
		{&statisticsStep{}, roots("passes/calibrate", "passes/hf", "passes/textdata", "passes/tokenizer")},
		{&quantizeStep{}, roots("passes/quantize", "passes/hf", "passes/search")},
		{&quantizeTotal{}, roots("passes/quantize")},
		{&klSearchStep{}, roots(searchRoots...)},
		{&alphaSearchStep{}, roots(searchRoots...)},
		{&mixedSearchStep{}, roots(searchRoots...)},
	}},
	{"custom_op", expandCustomOp, []passEntry{
		{&customOp{}, roots("passes/customop", "schema")},
	}},
	{"rotate", expandRotate, []passEntry{
		{&rotateStep{}, roots("passes/rotate", "internal/ir")},
	}},
	{"simulate", expandSimulate, []passEntry{
		{&referenceStep{}, roots("passes/reference")},
		{&compileStep{}, roots("passes/simulate", "passes/compile", "passes/quantize", "schema")},
		{&simulateStep{}, roots("passes/simulate", "passes/reference", "schema", "targets")},
		{&combineStep{}, roots("passes/simulate")},
	}},
	{"generate", expandGenerate, []passEntry{
		{&generateNumerics{}, roots("passes/generate", "passes/simulate", "passes/hf", "passes/textdata", "passes/tokenizer", "schema")},
		{&generateCalibration{}, roots("passes/generate", "passes/calibrate")},
		{&generateCost{}, roots("passes/generate")},
		{&generateReport{}, roots("passes/generate")},
	}},
	{"evaluate", expandEvaluate, []passEntry{
		{&evalTokensStep{}, roots("passes/evaluate", "passes/textdata", "passes/tokenizer")},
		{&evalRunStep{}, roots("passes/simulate", "passes/reference", "passes/evaluate", "internal/ir", "targets")},
		{&evalScoreStep{}, roots("passes/evaluate", "passes/hf", "passes/simulate", "passes/reference", "passes/recipes", "passes/tokenizer", "internal/ir", "targets")},
		{&evalSensitivityStep{}, roots("passes/evaluate", "passes/simulate", "passes/reference", "passes/hf", "passes/generate", "internal/ir", "targets")},
	}},
}

// searchRoots are the code roots of the quantize searches.
var searchRoots = []string{"passes/search", "passes/reference", "passes/textdata", "passes/tokenizer"}

// kindEntry is a block kind of passTable: its expander and its passes.
type kindEntry struct {
	kind   string
	expand Expander
	passes []passEntry
}

// passEntry is one pass: a value of its step type and its code roots.
type passEntry struct {
	pass  pass.Pass
	roots []string
}

func roots(pkgs ...string) []string { return pkgs }

// builtin is the expander of each step-producing block kind the tool
// ships; nil for the others.
func builtin(kind string) Expander {
	for _, k := range passTable {
		if k.kind == kind {
			return k.expand
		}
	}
	return nil
}

// allPasses are passTable's passes, kind by kind.
func allPasses() []passEntry {
	var out []passEntry
	for _, k := range passTable {
		out = append(out, k.passes...)
	}
	return out
}

// passType is the named type of a pass's step.
func passType(p pass.Pass) reflect.Type {
	t := reflect.TypeOf(p)
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t
}

// rootsOf are the code roots of a pass's entry; false for a pass the
// table lacks (a test's own block kind).
func rootsOf(p pass.Pass) ([]string, bool) {
	if p == nil {
		return nil, false // a step with no pass of its own (Needs)
	}
	t := passType(p)
	for _, k := range passTable {
		for _, e := range k.passes {
			if passType(e.pass) == t {
				return e.roots, true
			}
		}
	}
	return nil, false
}
