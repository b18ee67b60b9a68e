package steps

import (
	"reflect"

	"github.com/epubuild/epubuild/passes/calibrate"
	"github.com/epubuild/epubuild/passes/customop"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/reference"
	"github.com/epubuild/epubuild/passes/rotate"
	"github.com/epubuild/epubuild/passes/simulate"
	"github.com/epubuild/epubuild/pipeline/pass"
)

// passTable is every block kind that makes steps and every pass of the
// glue, one entry each, as the Go compiler lists its SSA passes: a
// kind's expander (which turns its blocks into steps) and the step
// types it makes, each with its name (in keys and messages), its peak
// memory (memoryOf) and its code roots, the packages its Run calls.
// A step's code identity is the dependency closure of its roots with
// pipeline/pass, and the glue declarations its Run reaches (code.go).
// TestCodeRootsCoverRun checks every entry against the type-checked
// glue, and fails on a type with a Run method that is not here.
var passTable []kindEntry

// The table is set in init: its expanders estimate steps' memory from it.
func init() {
	passTable = []kindEntry{
		{"model", expandModel, []passEntry{
			{"model.onnx", &onnxModel{}, nil, roots("internal/ir")},
			{"model.hf", &hfModel{}, hf.PeakMemory, roots("passes/hf")},
		}},
		{"quantize", expandQuantize, []passEntry{
			{"calibrate", &calibrateStep{}, calibrate.PeakMemory, roots("passes/calibrate", "passes/textdata", "passes/tokenizer")},
			{"statistics", &statisticsStep{}, nil, roots("passes/calibrate", "passes/hf", "passes/textdata", "passes/tokenizer")},
			{"quantize", &quantizeStep{}, nil, roots("passes/quantize", "passes/hf", "passes/search")},
			{"quantize.total", &quantizeTotal{}, nil, roots("passes/quantize")},
			{"quantize.search", &klSearchStep{}, nil, roots(searchRoots...)},
			{"quantize.smooth", &alphaSearchStep{}, nil, roots(searchRoots...)},
			{"quantize.mixed", &mixedSearchStep{}, nil, roots(searchRoots...)},
		}},
		{"custom_op", expandCustomOp, []passEntry{
			{"custom_op", &customOp{}, customop.PeakMemory, roots("passes/customop", "schema")},
		}},
		{"rotate", expandRotate, []passEntry{
			{"rotate", &rotateStep{}, rotate.PeakMemory, roots("passes/rotate", "internal/ir")},
		}},
		{"simulate", expandSimulate, []passEntry{
			{"reference", &referenceStep{}, reference.PeakMemory, roots("passes/reference")},
			{"compile", &compileStep{}, simulate.CompilePeakMemory, roots("passes/simulate", "passes/compile", "passes/quantize", "schema")},
			{"simulate", &simulateStep{}, simulate.PeakMemory, roots("passes/simulate", "passes/reference", "schema", "targets")},
			{"simulate.combine", &combineStep{}, nil, roots("passes/simulate")},
		}},
		{"generate", expandGenerate, []passEntry{
			{"generate.numerics", &generateNumerics{}, nil, roots("passes/generate", "passes/simulate", "passes/textdata", "passes/tokenizer", "schema")},
			{"generate.calibration", &generateCalibration{}, nil, roots("passes/generate")},
			{"generate.cost", &generateCost{}, nil, roots("passes/generate")},
			{"generate.report", &generateReport{}, nil, roots("passes/generate")},
		}},
		{"evaluate", expandEvaluate, []passEntry{
			{"evaluate.tokens", &evalTokensStep{}, nil, roots("passes/evaluate", "passes/textdata", "passes/tokenizer")},
			{"evaluate.run", &evalRunStep{}, nil, roots("passes/simulate", "passes/reference", "passes/evaluate", "passes/hf", "internal/ir", "targets")},
			{"evaluate", &evalScoreStep{}, nil, roots("passes/evaluate", "passes/hf", "passes/simulate", "passes/reference", "passes/recipes", "internal/ir", "targets")},
			{"evaluate.sensitivity", &evalSensitivityStep{}, nil, roots("passes/evaluate", "passes/simulate", "passes/reference", "passes/hf", "internal/ir", "targets")},
		}},
	}
}

// searchRoots are the code roots of the quantize searches.
var searchRoots = []string{"passes/search", "passes/hf", "passes/textdata", "passes/tokenizer"}

// kindEntry is a block kind of passTable: its expander and its passes.
type kindEntry struct {
	kind   string
	expand Expander
	passes []passEntry
}

// passEntry is one pass: its name, a value of its step type, its peak
// memory on a graph of footprint (weights, activation) when its settings
// leave that alone (nil: its step's memory method, or none), and its
// code roots.
type passEntry struct {
	name  string
	pass  pass.Pass
	peak  func(weights, activation int64) int64
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

// entryOf is the passTable entry of p's step type; false for a pass the
// table lacks (a test's own block kind) or none (a step with no pass of
// its own, Needs).
func entryOf(p pass.Pass) (passEntry, bool) {
	if p == nil {
		return passEntry{}, false
	}
	t := passType(p)
	for _, k := range passTable {
		for _, e := range k.passes {
			if passType(e.pass) == t {
				return e, true
			}
		}
	}
	return passEntry{}, false
}

// estimator is a pass whose peak memory on a graph of footprint fp
// depends on its settings (the windows it runs, the samples it keeps).
type estimator interface {
	memory(fp hf.Footprint) int64
}

// memoryOf is p's estimated peak memory on a graph of footprint fp, with
// stepBase: its memory method's, else its passTable entry's peak; 0
// (small or unknown) for a pass that states none.
func memoryOf(p pass.Pass, fp hf.Footprint) int64 {
	var m int64
	if e, ok := p.(estimator); ok {
		m = e.memory(fp)
	} else if e, ok := entryOf(p); ok && e.peak != nil {
		m = e.peak(fp.Weights, fp.Activation)
	}
	if m > 0 {
		return m + stepBase
	}
	return 0
}

// stepBase is what a step holds whatever its graph's size, beside the
// multiples of its weights and activations: the interpreter's program
// and buffers, calibration's histograms, the collector's slack on them.
// On a model whose weights are a few MiB a layer it is most of a step's
// peak, up to 10 MiB over the multiples (TestMemoryEstimatesHold); on
// Qwen2-1.5B's parts it is under 2%.
const stepBase = 16 << 20
