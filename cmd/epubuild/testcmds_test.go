package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/rogpeppe/go-internal/testscript"
	"github.com/zclconf/go-cty/cty"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/testmodel"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/steps"
	"github.com/epubuild/epubuild/pipeline/store"
	"github.com/epubuild/epubuild/schema"
)

// scriptCmds are extra testscript commands for the CLI scripts.
var scriptCmds = map[string]func(ts *testscript.TestScript, neg bool, args []string){
	"mkonnx":         cmdMkONNX,
	"corrupt":        cmdCorrupt,
	"corrupt-output": cmdCorruptOutput,
	"replace-output": cmdReplaceOutput,
	"exitcode":       cmdExitCode,
	"mkhffolder":     cmdMkHFFolder,
	"truncate-half":  cmdTruncateHalf,
	"lock-tool":      cmdLockTool,
	"lock-metric":    cmdLockMetric,
	"cpexample":      cmdCpExample,
}

// cpexample NAME DIR copies the data files of examples/NAME (not its
// configuration, lock or cache) into DIR: a script runs its own
// configuration on a bundled model.
func cmdCpExample(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: cpexample NAME DIR")
	}
	src, err := filepath.Abs(filepath.Join("..", "..", "examples", args[0]))
	ts.Check(err)
	des, err := os.ReadDir(src)
	ts.Check(err)
	dst := ts.MkAbs(args[1])
	ts.Check(os.MkdirAll(dst, 0o755))
	for _, de := range des {
		if !de.Type().IsRegular() || strings.HasSuffix(de.Name(), ".hcl") {
			continue
		}
		b, err := os.ReadFile(filepath.Join(src, de.Name()))
		ts.Check(err)
		ts.Check(os.WriteFile(filepath.Join(dst, de.Name()), b, 0o644))
	}
}

// lock-tool FILE DIGEST sets a lock file's tool line, as other code that
// gave the same outputs would have written it.
func cmdLockTool(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: lock-tool FILE DIGEST")
	}
	path := ts.MkAbs(args[0])
	l, _, diags := schema.ReadLock(path)
	if diags.HasErrors() {
		ts.Fatalf("%s: %v", path, diags)
	}
	l.Tool = args[1]
	ts.Check(schema.WriteLock(path, l))
}

// lock-metric FILE ADDR NAME VALUE sets one headline metric of a lock
// file's block, or of a block's stage when ADDR is the stage's step (a
// tampered or stale figure).
func cmdLockMetric(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 4 {
		ts.Fatalf("usage: lock-metric FILE ADDR NAME VALUE")
	}
	path := ts.MkAbs(args[0])
	l, _, diags := schema.ReadLock(path)
	if diags.HasErrors() {
		ts.Fatalf("%s: %v", path, diags)
	}
	v, err := strconv.ParseFloat(args[3], 64)
	ts.Check(err)
	metrics := lockMetricsAt(l, args[1])
	if metrics == nil {
		ts.Fatalf("%s has no block or stage %s", path, args[1])
	}
	metrics[args[2]] = v
	ts.Check(schema.WriteLock(path, l))
}

// lockMetricsAt is the metrics of the block or stage at addr, or nil.
func lockMetricsAt(l *schema.Lock, addr string) map[string]float64 {
	if b := l.Block(addr); b != nil {
		return b.Metrics
	}
	for _, b := range l.Blocks {
		for st, m := range b.Stages {
			if stageAddr(b.Addr, st) == addr {
				return m
			}
		}
	}
	return nil
}

// truncate-half FILE cuts a file to half its size (a download that
// stopped).
func cmdTruncateHalf(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: truncate-half FILE")
	}
	p := ts.MkAbs(args[0])
	st, err := os.Stat(p)
	ts.Check(err)
	ts.Check(os.Truncate(p, st.Size()/2))
}

// mkhffolder DIR SHARDS writes a Hugging Face model folder (a two-layer
// Qwen2 with bf16 weights in SHARDS shards, a tied head, a byte-level
// tokenizer and generation_config.json: testmodel.WriteFolder).
func cmdMkHFFolder(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: mkhffolder DIR SHARDS")
	}
	shards, err := strconv.Atoi(args[1])
	ts.Check(err)
	ts.Check(testmodel.WriteFolder(ts.MkAbs(args[0]), shards, 1))
}

// exitcode N PROG ARGS... runs PROG as exec does and fails unless it
// exits with status N: the CLI's exit codes are part of its interface.
func cmdExitCode(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: exitcode N PROG [ARGS...]")
	}
	want, err := strconv.Atoi(args[0])
	ts.Check(err)
	err = ts.Exec(args[1], args[2:]...)
	got := 0
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		got = ee.ExitCode()
	case err != nil:
		ts.Fatalf("%s: %v", args[1], err)
	}
	if got != want {
		ts.Fatalf("%s exited with %d, want %d", args[1], got, want)
	}
}

// corrupt-output CACHEDIR STEP flips a byte of the largest object of the
// step's first output (a tensor blob for an ONNX graph).
func cmdCorruptOutput(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 2 {
		ts.Fatalf("usage: corrupt-output CACHEDIR STEP")
	}
	dir := ts.MkAbs(args[0])
	target := outputObject(ts, dir, args[1])
	cmdCorrupt(ts, false, []string{filepath.Join(dir, "objects", target[:2], target)})
}

// replace-output CACHEDIR STEP folder|symlink puts a non-file in
// place of the largest object of the step's first output.
func cmdReplaceOutput(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 3 {
		ts.Fatalf("usage: replace-output CACHEDIR STEP folder|symlink")
	}
	dir := ts.MkAbs(args[0])
	d := outputObject(ts, dir, args[1])
	p := filepath.Join(dir, "objects", d[:2], d)
	ts.Check(os.Remove(p))
	switch args[2] {
	case "folder":
		ts.Check(os.MkdirAll(filepath.Join(p, "inside"), 0o777))
	case "symlink":
		ts.Check(os.Symlink(filepath.Join(dir, "elsewhere"), p))
	default:
		ts.Fatalf("replace-output: %q is not folder or symlink", args[2])
	}
}

// outputObject is the digest of the largest object of a cached step's
// first output (a tensor blob for an ONNX graph).
func outputObject(ts *testscript.TestScript, dir, step string) string {
	files, _ := filepath.Glob(filepath.Join(dir, "results", "*", "*"))
	for _, f := range files {
		b, err := os.ReadFile(f)
		ts.Check(err)
		var m store.Manifest
		ts.Check(json.Unmarshal(b, &m))
		if m.Step != step || len(m.Outputs) == 0 {
			continue
		}
		o := m.Outputs[0]
		if len(o.Blobs) > 0 {
			return o.Blobs[0]
		}
		return o.Digest
	}
	ts.Fatalf("no cached result for %s in %s", step, dir)
	return ""
}

// mkonnx FILE [-layers N] [-width W] [-seed S] [-external]
// writes a small MLP (MatMul + Add per layer) with seeded weights.
func cmdMkONNX(ts *testscript.TestScript, neg bool, args []string) {
	fs := flag.NewFlagSet("mkonnx", flag.ContinueOnError)
	layers := fs.Int("layers", 2, "layers")
	width := fs.Int("width", 64, "hidden width")
	seed := fs.Uint64("seed", 1, "weight seed")
	external := fs.Bool("external", false, "external data")
	if len(args) < 1 {
		ts.Fatalf("usage: mkonnx FILE [flags]")
	}
	if err := fs.Parse(args[1:]); err != nil {
		ts.Fatalf("mkonnx: %v", err)
	}
	m := testMLP(*layers, *width, *seed)
	err := ir.Save(ts.MkAbs(args[0]), m, ir.SaveOptions{ExternalData: *external})
	if err != nil != neg {
		ts.Fatalf("mkonnx: %v", err)
	}
}

// corrupt FILE flips one byte in the middle of a file.
func cmdCorrupt(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 1 {
		ts.Fatalf("usage: corrupt FILE")
	}
	p := ts.MkAbs(args[0])
	b, err := os.ReadFile(p)
	ts.Check(err)
	if len(b) == 0 {
		ts.Fatalf("corrupt: %s is empty", p)
	}
	b[len(b)/2] ^= 0xff
	ts.Check(os.WriteFile(p, b, 0o666))
}

// testMLP builds x[1,W] → (MatMul W_i, Add b_i) × layers → y.
func testMLP(layers, width int, seed uint64) *ir.Model {
	rng := rand.New(rand.NewPCG(seed, 0))
	w := int64(width)
	g := &ir.Graph{Name: "mlp"}
	g.Inputs = []*ir.ValueInfo{{Name: "x", DType: ir.Float32, Shape: []int64{1, w}}}
	prev := "x"
	for i := range layers {
		wt := make([]float32, w*w)
		for j := range wt {
			wt[j] = float32(rng.NormFloat64() / math.Sqrt(float64(w)))
		}
		bt := make([]float32, w)
		for j := range bt {
			bt[j] = float32(rng.NormFloat64() * 0.1)
		}
		wn, bn := "w"+strconv.Itoa(i), "b"+strconv.Itoa(i)
		t := ir.FromFloat32([]int64{w, w}, wt)
		t.Name = wn
		b := ir.FromFloat32([]int64{w}, bt)
		b.Name = bn
		g.Initializers = append(g.Initializers, t, b)
		mm, add := fmt.Sprintf("/layer%d/MatMul", i), fmt.Sprintf("/layer%d/Add", i)
		g.Nodes = append(g.Nodes,
			&ir.Node{Name: mm, OpType: "MatMul", Inputs: []string{prev, wn}, Outputs: []string{mm + "_output_0"}},
			&ir.Node{Name: add, OpType: "Add", Inputs: []string{mm + "_output_0", bn}, Outputs: []string{add + "_output_0"}},
		)
		prev = add + "_output_0"
	}
	g.Nodes[len(g.Nodes)-1].Outputs[0] = "y"
	g.Outputs = []*ir.ValueInfo{{Name: "y", DType: ir.Float32, Shape: []int64{1, w}}}
	return &ir.Model{IRVersion: 8, Opsets: []ir.Opset{{Version: 17}}, ProducerName: "epubuild-test", Graph: g}
}

// testKind is a block kind only the tests declare: its schema and its
// expander.
type testKind struct {
	spec   *schema.BlockSpec
	expand steps.Expander
}

// withKinds is lang with the test kinds added.
func withKinds(lang language, kinds ...testKind) language {
	out := language{schema: lang.schema, expanders: maps.Clone(lang.expanders)}
	if out.expanders == nil {
		out.expanders = map[string]steps.Expander{}
	}
	for _, k := range kinds {
		out.schema = out.schema.With(k.spec)
		out.expanders[k.spec.Type] = k.expand
	}
	return out
}

// testLanguage is the built-in language with scaleKind and laterKind:
// the language the scripts and the tests that run the CLI use.
func testLanguage() language { return withKinds(builtinLanguage(), scaleKind(), laterKind()) }

// testCode is mainCode in the test language.
func testCode(args []string, stdout, stderr io.Writer) int {
	return newCommands(testLanguage()).main(args, stdout, stderr)
}

// The CLI scripts need a pass downstream of model to show reruns and
// early cutoff, whatever passes exist yet: a test-only block kind
//
//	scale "NAME" { model = ..., factor = 2, note = "...", fail = false, parts = 0 }
//
// multiplies every float initializer by factor; note changes the key but
// not the output; fail makes the pass return an error on that attribute.
// With parts = N it is a block built a part at a time: steps
// scale.NAME.part[0] .. part[N-1], each scaling the whole model.
func scaleKind() testKind {
	return testKind{
		spec: &schema.BlockSpec{
			Type: "scale", Step: true,
			Attrs: []schema.AttrSpec{
				{Name: "model", Refs: []string{"model", "scale"}, Required: true},
				{Name: "factor", Type: cty.Number, Required: true},
				{Name: "note", Type: cty.String},
				{Name: "fail", Type: cty.Bool},
				{Name: "parts", Type: cty.Number},
			},
		},
		expand: func(env *steps.Env, blk *schema.Block) ([]*pass.Step, hcl.Diagnostics) {
			in := []pass.Input{steps.ModelInput("model", blk.Refs("model")[0])}
			newPass := func(part int) *scalePass {
				return &scalePass{factor: blk.Float("factor", 1), note: blk.String("note", ""), fail: blk.Bool("fail", false), part: part}
			}
			n := int(blk.Float("parts", 0))
			if n == 0 {
				return []*pass.Step{{Addr: blk.Addr(), Block: blk, Pass: newPass(-1), Inputs: in}}, nil
			}
			var out []*pass.Step
			for i := range n {
				part := fmt.Sprintf("part[%d]", i)
				out = append(out, &pass.Step{Addr: blk.Addr() + "." + part, Block: blk, Pass: newPass(i), Inputs: in, Part: part})
			}
			return out, nil
		},
	}
}

// A second test-only kind stands for passes not built yet, so the
// scripts about them do not depend on which real passes exist:
//
//	later "NAME" { model = ... }
//
// expands like a two-step pass whose passes are missing: later.NAME.prepare
// (pass "prepare") then later.NAME (pass "later").
func laterKind() testKind {
	return testKind{
		spec: &schema.BlockSpec{
			Type: "later", Step: true,
			Attrs: []schema.AttrSpec{{Name: "model", Refs: []string{"model", "scale"}, Required: true}},
		},
		expand: func(env *steps.Env, blk *schema.Block) ([]*pass.Step, hcl.Diagnostics) {
			src := blk.Refs("model")[0]
			prep := blk.Addr() + ".prepare"
			return []*pass.Step{
				steps.Pending(prep, blk, "prepare", steps.ModelInput("model", src)),
				steps.Pending(blk.Addr(), blk, "later", steps.ModelInput("model", src),
					pass.Input{Name: "ranges", Step: prep, Output: "ranges"}),
			}, nil
		},
	}
}

type scalePass struct {
	factor float64
	note   string
	fail   bool
	part   int // -1: not built in parts
}

func (p *scalePass) Name() string    { return "test.scale" }
func (p *scalePass) Version() string { return "1" }
func (p *scalePass) Settings() []pass.Setting {
	s := []pass.Setting{
		{Name: "factor", Value: strconv.FormatFloat(p.factor, 'g', -1, 64)},
		{Name: "note", Value: p.note},
		{Name: "fail", Value: strconv.FormatBool(p.fail)},
	}
	if p.part >= 0 {
		s = append(s, pass.Setting{Name: "part", Value: strconv.Itoa(p.part)})
	}
	return s
}

func (p *scalePass) Run(ctx context.Context, r *pass.Run) error {
	if p.fail {
		return r.AttrError("fail", "Scale failed", errors.New("the test asked this step to fail"))
	}
	m, err := r.Model("model")
	if err != nil {
		return err
	}
	// EPUBUILD_TEST_SCALE_SKEW scales again, by a factor the key does not
	// see: the scripts' injected staleness bug; with
	// EPUBUILD_TEST_SCALE_SKEW_PART=I, only in part I.
	skew := 1.0
	if s := os.Getenv("EPUBUILD_TEST_SCALE_SKEW"); s != "" && (os.Getenv("EPUBUILD_TEST_SCALE_SKEW_PART") == "" || os.Getenv("EPUBUILD_TEST_SCALE_SKEW_PART") == strconv.Itoa(p.part)) {
		if skew, err = strconv.ParseFloat(s, 64); err != nil {
			return err
		}
	}
	n := int64(len(m.Graph.Initializers))
	for k, t := range m.Graph.Initializers {
		for i := range t.F32 {
			t.F32[i] *= float32(p.factor * skew)
		}
		r.Progress(int64(k+1), n, "tensors")
	}
	return r.PutGraph(m, nil)
}
