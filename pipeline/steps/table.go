package steps

import (
	"reflect"

	"github.com/epubuild/epubuild/pipeline/pass"
)

// passTable is every pass of the glue, one entry each: a value of its
// step type and its code roots, the packages its Run calls. A step's
// code identity is the dependency closure of its roots with
// pipeline/pass, and the glue files its Run reaches (code.go).
// TestCodeRootsCoverRun checks each entry against the type-checked glue,
// and fails on a type with a Run method that is not here.
//
// Adding a pass: write its package under passes/, its step type here
// (Settings, and a Run that decodes the inputs, calls the pass package
// once and stores the outputs), add its entry below, and have the block
// kind's expander return its steps.
var passTable = []passEntry{
	{&onnxModel{}, roots("internal/ir")},
	{&hfModel{}, roots("passes/hf")},
	{&calibrateStep{}, roots("passes/calibrate", "passes/reference", "passes/textdata", "passes/tokenizer", "sim/npy")},
	{&statisticsStep{}, roots("passes/calibrate", "passes/reference", "passes/textdata", "passes/tokenizer", "sim/npy")},
	{&quantizeStep{}, roots("passes/quantize", "passes/reference")},
	{&quantizeTotal{}, roots("passes/quantize")},
	{&klSearchStep{}, roots(searchRoots...)},
	{&alphaSearchStep{}, roots(searchRoots...)},
	{&mixedSearchStep{}, roots(append(searchRoots, "passes/compile", "sim/perf")...)},
	{&customOp{}, roots("passes/customop", "schema")},
	{&rotateStep{}, roots("passes/rotate", "internal/ir")},
	{&compileStep{}, roots("passes/simulate", "passes/compile", "passes/quantize", "schema")},
	{&referenceStep{}, roots("passes/reference")},
	{&simulateStep{}, roots("passes/simulate", "passes/reference", "schema", "targets")},
	{&combineStep{}, roots("passes/simulate")},
	{&generateNumerics{}, roots("passes/generate", "passes/simulate", "passes/hf", "passes/textdata", "passes/tokenizer", "schema")},
	{&generateCalibration{}, roots("passes/generate", "passes/calibrate")},
	{&generateCost{}, roots("passes/generate")},
	{&generateReport{}, roots("passes/generate")},
	{&evalTokensStep{}, roots("passes/evaluate", "passes/textdata", "passes/tokenizer")},
	{&evalRunStep{}, roots("passes/simulate", "passes/reference", "internal/ir", "targets")},
	{&evalScoreStep{}, roots("passes/evaluate", "passes/simulate", "passes/reference", "passes/recipes", "passes/tokenizer", "internal/ir", "targets")},
	{&evalSensitivityStep{}, roots("passes/evaluate", "passes/simulate", "passes/reference", "passes/hf", "passes/generate", "internal/ir", "targets")},
}

// searchRoots are the code roots of the quantize searches.
var searchRoots = []string{"passes/quantize", "passes/calibrate", "passes/evaluate", "passes/reference", "passes/textdata", "passes/tokenizer", "sim/exec", "sim/npy", "sim/report"}

// passEntry is one pass of passTable.
type passEntry struct {
	pass  pass.Pass
	roots []string
}

func roots(pkgs ...string) []string { return pkgs }

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
	t := passType(p)
	for _, e := range passTable {
		if passType(e.pass) == t {
			return e.roots, true
		}
	}
	return nil, false
}
