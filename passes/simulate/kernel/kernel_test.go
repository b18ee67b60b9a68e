package kernel

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/peer"
	"github.com/epubuild/epubuild/passes/customop"
	"github.com/epubuild/epubuild/sim/exec"
	"github.com/epubuild/epubuild/targets"
)

// testCache is one binary cache for the package's tests, so a kernel
// several tests use is compiled once.
var testCache string

func TestMain(m *testing.M) {
	if dir := os.Getenv(buildHelperEnv); dir != "" {
		buildHelper(dir) // never returns: a test kills it
	}
	dir, err := os.MkdirTemp("", "epubuild-kernel-test-")
	if err != nil {
		panic(err)
	}
	testCache = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

func builder(t testing.TB) *Builder {
	t.Helper()
	b := &Builder{CacheDir: testCache}
	if !b.Available() {
		// CI installs a compiler and requires it, as it does the peers.
		if os.Getenv(peer.EnvRequire) == "1" {
			t.Fatalf("no C++ compiler on PATH (install g++ or set CXX), and %s=1", peer.EnvRequire)
		}
		t.Skip("no C++ compiler on PATH (install g++ or set CXX)")
	}
	return b
}

func preset(t testing.TB, name string) targets.Target {
	t.Helper()
	tg, err := targets.Preset(name)
	if err != nil {
		t.Fatal(err)
	}
	return tg
}

// tinySource is an int8 matmul kernel: the multiplier comes from the
// quantization the harness passes with each tensor.
const tinySource = `#include "epu.hpp"

template <int M, int K, int N>
void tinyMatmul(epu::Kernel& k) {
    auto x = k.in<std::int8_t>("xq");
    auto w = k.in<std::int8_t>("W");
    auto y = k.out<std::int8_t>("yq");
    auto xl = k.lrm<std::int8_t>({M, K}, "x tile");
    auto wl = k.lrm<std::int8_t>({K, N}, "w tile");
    auto acc = k.lrm<std::int32_t>({M, N}, "sums");
    auto yl = k.lrm<std::int8_t>({M, N}, "y tile");
    epu::copy(k, xl, x);
    epu::copy(k, wl, w);
    epu::matmul(k, acc, xl, wl);
    epu::requantize(k, yl, acc, epu::Requant(double(x.scale()) * w.scale() / y.scale()));
    epu::copy(k, y, yl);
}
`

// qdqMatmul is x[M,K] -> Q -> DQ -> MatMul(DQ(W int8)) -> Q -> DQ -> out,
// as the quantizer writes a linear layer.
func qdqMatmul(m, kk, n int64, seed uint64) *ir.Model {
	r := rand.New(rand.NewPCG(seed, 1))
	w := ir.NewTensor(ir.Int8, kk, n)
	w.Name = "W"
	for i := range w.I8 {
		w.I8[i] = int8(r.IntN(255) - 127)
	}
	scalar := func(name string, v float32) *ir.Tensor {
		t := ir.FromFloat32(nil, []float32{v})
		t.Name = name
		return t
	}
	zero := func(name string) *ir.Tensor {
		t := ir.NewTensor(ir.Int8)
		t.Name = name
		return t
	}
	g := &ir.Graph{
		Name:    "qdq_matmul",
		Inputs:  []*ir.ValueInfo{{Name: "x", DType: ir.Float32, Shape: []int64{m, kk}}},
		Outputs: []*ir.ValueInfo{{Name: "out", DType: ir.Float32, Shape: []int64{m, n}}},
		Initializers: []*ir.Tensor{w, scalar("sx", 0.05), zero("zx"), scalar("sw", 0.02), zero("zw"),
			scalar("sy", 0.1), zero("zy")},
		Nodes: []*ir.Node{
			{Name: "qx", OpType: "QuantizeLinear", Inputs: []string{"x", "sx", "zx"}, Outputs: []string{"xq"}},
			{Name: "dqx", OpType: "DequantizeLinear", Inputs: []string{"xq", "sx", "zx"}, Outputs: []string{"xd"}},
			{Name: "dqw", OpType: "DequantizeLinear", Inputs: []string{"W", "sw", "zw"}, Outputs: []string{"wd"}},
			{Name: "mm", OpType: "MatMul", Inputs: []string{"xd", "wd"}, Outputs: []string{"y"}},
			{Name: "qy", OpType: "QuantizeLinear", Inputs: []string{"y", "sy", "zy"}, Outputs: []string{"yq"}},
			{Name: "dqy", OpType: "DequantizeLinear", Inputs: []string{"yq", "sy", "zy"}, Outputs: []string{"out"}},
		},
	}
	return &ir.Model{IRVersion: 8, Opsets: []ir.Opset{{Version: 21}}, ProducerName: "epubuild-test", Graph: g}
}

// customMatmul replaces the matmul between xq and yq with a tinyMatmul
// node.
func customMatmul(t testing.TB, m *ir.Model, function, kernel string, src []byte) *ir.Model {
	t.Helper()
	res, err := customop.Apply(m, customop.Config{Name: "mm", Inputs: []string{"xq"}, Outputs: []string{"yq"},
		Function: function, Kernel: kernel, KernelSource: src, Expect: 1})
	if err != nil {
		t.Fatal(err)
	}
	return res.Model
}

func randomInput(m, k int64, seed uint64) *ir.Tensor {
	r := rand.New(rand.NewPCG(seed, 2))
	x := ir.NewTensor(ir.Float32, m, k)
	for i := range x.F32 {
		x.F32[i] = float32(r.NormFloat64() * 2)
	}
	return x
}

func sources(files map[string]string) func(string) ([]byte, error) {
	return func(p string) ([]byte, error) {
		s, ok := files[p]
		if !ok {
			return nil, os.ErrNotExist
		}
		return []byte(s), nil
	}
}

// The tiny kernel, run by the interpreter through the hook, computes
// what the interpreter's integer mode computes for the subgraph it
// replaced, bit for bit; its counters are what its primitive calls say.
func TestTinyMatmulMatchesInterpreter(t *testing.T) {
	b := builder(t)
	const M, K, N = 4, 8, 3
	ref := qdqMatmul(M, K, N, 1)
	cm := customMatmul(t, ref, "tinyMatmul<4,8,3>", "kernels/tiny.hpp", []byte(tinySource))
	tg := preset(t, "QC-N")
	runner := &Runner{Builder: b, Graph: cm.Graph, Target: tg, Source: sources(map[string]string{"kernels/tiny.hpp": tinySource})}

	want, err := exec.Compile(ref, exec.Options{Mode: exec.Integer, Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	got, err := exec.Compile(cm, exec.Options{Mode: exec.Integer, Threads: 1, Custom: runner.Custom})
	if err != nil {
		t.Fatal(err)
	}
	for seed := range uint64(3) {
		in := map[string]*ir.Tensor{"x": randomInput(M, K, seed)}
		w, err := want.Run(in)
		if err != nil {
			t.Fatal(err)
		}
		g, err := got.Run(in)
		if err != nil {
			t.Fatal(err)
		}
		if !g["out"].Equal(w["out"]) {
			t.Errorf("seed %d: kernel %v, interpreter %v", seed, g["out"].F32, w["out"].F32)
		}
	}

	var node string
	for _, n := range cm.Graph.Nodes {
		if IsCustom(n) {
			node = n.Name
		}
	}
	c := runner.Counters()[node]
	if c == nil {
		t.Fatalf("no counters for %s: %v", node, runner.Counters())
	}
	p := int64(tg.PEs())
	ceil := func(a, b int64) int64 { return (a + b - 1) / b }
	macCycles := ceil(M*N, p) * ceil(K, int64(tg.MACsPerPE))
	checks := []struct {
		name      string
		got, want int64
	}{
		{"source harness", boolInt(c.Source == "harness"), 1},
		{"macs", c.MACs, M * K * N},
		{"mac_cycles", c.MACCycles, macCycles},
		{"calls", c.Calls, 5}, // 3 copies, matmul, requantize
		{"alu_cycles", c.ALUCycles, ceil(M*N, p) * 3},
		{"l2m_read", c.Traffic.L2MRead, M*K + K*N},
		{"l2m_write", c.Traffic.L2MWrite, M * N},
		{"l2m_transfers", c.Traffic.L2MTransfers, 3},
		{"l2m_blocking", c.Traffic.L2MBlocking, 3},
		{"array_bytes", c.Traffic.ArrayBytes, M*K + K*N},
		{"dram", c.Traffic.DRAMRead + c.Traffic.DRAMWrite + c.Traffic.DRAMTransfers, 0},
		{"lrm_peak", c.LRMPeakBytes, ceil(M*K, p) + ceil(K*N, p) + ceil(4*M*N, p) + ceil(M*N, p)},
	}
	for _, ch := range checks {
		if ch.got != ch.want {
			t.Errorf("%s = %d, want %d", ch.name, ch.got, ch.want)
		}
	}
}

// tinyTransposedSource is tinySource with the weights held transposed
// in LRM ([N, K]) and multiplied through a transposed view, as
// attention multiplies by its keys.
const tinyTransposedSource = `#include "epu.hpp"

template <int M, int K, int N>
void tinyMatmulT(epu::Kernel& k) {
    auto x = k.in<std::int8_t>("xq");
    auto w = k.in<std::int8_t>("W");
    auto y = k.out<std::int8_t>("yq");
    auto xl = k.lrm<std::int8_t>({M, K}, "x tile");
    auto wt = k.lrm<std::int8_t>({N, K}, "w tile, transposed");
    auto acc = k.lrm<std::int32_t>({M, N}, "sums");
    auto yl = k.lrm<std::int8_t>({M, N}, "y tile");
    epu::copy(k, xl, x);
    epu::copy(k, wt, w.transpose(0, 1));
    epu::matmul(k, acc, xl, epu::Tensor<const std::int8_t>(wt).transpose(0, 1));
    epu::requantize(k, yl, acc, epu::Requant(double(x.scale()) * w.scale() / y.scale()));
    epu::copy(k, y, yl);
}
`

// matmul's sums are the interpreter's at shapes that are not whole
// blocks of its fast path (16 rows and more: rows a multiple of 4,
// columns of 8, 16 or 32, an even inner size) and below it, through a plain
// view and a transposed one.
func TestMatmulShapesMatchInterpreter(t *testing.T) {
	b := builder(t)
	tg := preset(t, "QC-N")
	for _, sh := range []struct{ m, k, n int64 }{{1, 1, 1}, {5, 7, 19}, {18, 33, 40}, {21, 65, 97}} {
		for _, kern := range []struct{ fn, src string }{{"tinyMatmul", tinySource}, {"tinyMatmulT", tinyTransposedSource}} {
			fn := fmt.Sprintf("%s<%d,%d,%d>", kern.fn, sh.m, sh.k, sh.n)
			ref := qdqMatmul(sh.m, sh.k, sh.n, 7)
			cm := customMatmul(t, ref, fn, "kernels/tiny.hpp", []byte(kern.src))
			runner := &Runner{Builder: b, Graph: cm.Graph, Target: tg, Source: sources(map[string]string{"kernels/tiny.hpp": kern.src})}
			want, err := exec.Compile(ref, exec.Options{Mode: exec.Integer, Threads: 1})
			if err != nil {
				t.Fatal(err)
			}
			got, err := exec.Compile(cm, exec.Options{Mode: exec.Integer, Threads: 1, Custom: runner.Custom})
			if err != nil {
				t.Fatal(err)
			}
			in := map[string]*ir.Tensor{"x": randomInput(sh.m, sh.k, 3)}
			w, err := want.Run(in)
			if err != nil {
				t.Fatal(err)
			}
			g, err := got.Run(in)
			if err != nil {
				t.Fatalf("%s: %v", fn, err)
			}
			if !g["out"].Equal(w["out"]) {
				t.Errorf("%s: kernel %v, interpreter %v", fn, g["out"].F32, w["out"].F32)
			}
		}
	}
}

func boolInt(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// misbehave is one kernel that fails in the way its mode dim says, so
// one build serves every failure test.
const misbehaveSource = `#include <chrono>
#include <cstdio>
#include <ctime>
#include <cstdlib>
#include <thread>
#include "epu.hpp"

template <int Unused>
void misbehave(epu::Kernel& k) {
    switch (k.dim("mode")) {
    case 0: {  // well behaved: copies x to y
        auto x = k.in<float>("x");
        auto y = k.out<float>("y");
        for (std::int64_t i = 0; i < x.size(); ++i) y.flat(i) = x.flat(i) * 2;
        break;
    }
    case 1: {
        volatile int* p = nullptr;
        *p = 1;
        break;
    }
    case 2:
        std::this_thread::sleep_for(std::chrono::hours(1));
        break;
    case 3:
        epu::fail("boom at step 3");
    case 4:
        k.in<float>("nope");
        break;
    case 5:
        std::exit(0);
    case 6: {
        auto a = k.lrm<float>({1 << 20}, "big table");
        (void)a;
        break;
    }
    case 7:
        std::abort();
    case 8: {
        auto y = k.in<float>("x");
        (void)y.flat(1000);
        break;
    }
    case 10: {  // 0.4 s of CPU time, then behaves as mode 0
        const std::clock_t end = std::clock() + CLOCKS_PER_SEC * 2 / 5;
        while (std::clock() < end) {
        }
        auto x = k.in<float>("x");
        auto y = k.out<float>("y");
        for (std::int64_t i = 0; i < x.size(); ++i) y.flat(i) = x.flat(i) * 2;
        break;
    }
    case 9: {  // prints, then behaves as mode 0
        std::printf("hello from the kernel\n");
        std::fwrite("raw bytes\n", 1, 10, stdout);
        std::fflush(stdout);
        auto x = k.in<float>("x");
        auto y = k.out<float>("y");
        for (std::int64_t i = 0; i < x.size(); ++i) y.flat(i) = x.flat(i) * 2;
        break;
    }
    case 12: {  // 50 ms of CPU time, then behaves as mode 0
        const std::clock_t end = std::clock() + CLOCKS_PER_SEC / 20;
        while (std::clock() < end) {
        }
        auto x = k.in<float>("x");
        auto y = k.out<float>("y");
        for (std::int64_t i = 0; i < x.size(); ++i) y.flat(i) = x.flat(i) * 2;
        break;
    }
    case 11: {  // fails on a negative first input, else behaves as mode 0
        auto x = k.in<float>("x");
        if (x.flat(0) < 0) epu::fail("a negative input");
        auto y = k.out<float>("y");
        for (std::int64_t i = 0; i < x.size(); ++i) y.flat(i) = x.flat(i) * 2;
        break;
    }
    }
}
`

func misbehaveCall(mode int64) *Call {
	return &Call{Node: "/odd", Function: "misbehave<0>", Kernel: "odd.hpp",
		Dims:    []Dim{{"mode", mode}},
		Inputs:  []Port{{Role: "x"}},
		Outputs: []Port{{Role: "y", DType: ir.Float32, Shape: []int64{2, 3}}}}
}

func TestRunFailures(t *testing.T) {
	b := builder(t)
	bin, err := b.Build(context.Background(), Source{Path: "odd.hpp", Code: []byte(misbehaveSource)}, "misbehave<0>")
	if err != nil {
		t.Fatal(err)
	}
	x := ir.FromFloat32([]int64{2, 3}, []float32{1, 2, 3, 4, 5, 6})
	tg := preset(t, "QC-N")
	res, err := bin.Run(context.Background(), misbehaveCall(0), []*ir.Tensor{x}, tg, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Outputs[0].F32; got[5] != 12 {
		t.Errorf("mode 0: %v", got)
	}
	for _, tc := range []struct {
		mode    int64
		timeout time.Duration
		want    string
	}{
		{1, 0, "crashed with signal SIGSEGV"},
		{2, 300 * time.Millisecond, timedOut("300ms")},
		{3, 0, "kernel failed: boom at step 3"},
		{4, 0, `kernel failed: the node has no input "nope" (its inputs: x)`},
		{5, 0, "exited with status 0 before answering"},
		{6, 0, "kernel failed: LRM overflow: big table needs 65536 bytes per PE, 4096 of 4096 are free"},
		{7, 0, "crashed with signal SIGABRT"},
		{8, 0, "kernel failed: x: flat index 1000 out of range [0, 6)"},
	} {
		_, err := bin.Run(context.Background(), misbehaveCall(tc.mode), []*ir.Tensor{x}, tg, tc.timeout)
		var re *RunError
		if !errors.As(err, &re) {
			t.Errorf("mode %d: %v, want a RunError", tc.mode, err)
			continue
		}
		msg := err.Error()
		if !strings.HasPrefix(msg, "odd.hpp: misbehave<0> (node /odd): ") || !strings.Contains(msg, tc.want) {
			t.Errorf("mode %d: %q, want %q", tc.mode, msg, tc.want)
		}
	}
	// A cancelled run is the context's error, not the kernel's.
	ctx, cancel := context.WithCancel(context.Background())
	go func() { time.Sleep(100 * time.Millisecond); cancel() }()
	if _, err := bin.Run(ctx, misbehaveCall(2), []*ir.Tensor{x}, tg, time.Minute); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled run: %v", err)
	}
}

// Outputs and counters do not change from run to run.
func TestDeterministic(t *testing.T) {
	b := builder(t)
	bin, err := b.Build(context.Background(), Source{Path: "kernels/tiny.hpp", Code: []byte(tinySource)}, "tinyMatmul<4,8,3>")
	if err != nil {
		t.Fatal(err)
	}
	cm := customMatmul(t, qdqMatmul(4, 8, 3, 1), "tinyMatmul<4,8,3>", "kernels/tiny.hpp", []byte(tinySource))
	var node *ir.Node
	for _, n := range cm.Graph.Nodes {
		if IsCustom(n) {
			node = n
		}
	}
	call, err := NodeCall(cm.Graph, node)
	if err != nil {
		t.Fatal(err)
	}
	ix := cm.Graph.Index()
	in := []*ir.Tensor{}
	xq := ir.NewTensor(ir.Int8, 4, 8)
	for i := range xq.I8 {
		xq.I8[i] = int8(i*37%255 - 127)
	}
	for _, v := range node.Inputs {
		if c := ix.Const(v); c != nil {
			in = append(in, c)
		} else {
			in = append(in, xq)
		}
	}
	var first *Result
	for i := range 3 {
		res, err := bin.Run(context.Background(), call, in, preset(t, "QC-U"), 0)
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			first = res
			continue
		}
		if !res.Outputs[0].Equal(first.Outputs[0]) || *res.Counters != *first.Counters {
			t.Fatalf("run %d differs: %v %+v, first %v %+v", i, res.Outputs[0].I8, res.Counters, first.Outputs[0].I8, first.Counters)
		}
	}
}

// Concurrent builds of one binary compile it once; a second build comes
// from the cache, also for a new Builder on the same folder. The key
// changes with the kernel and the function.
func TestBuildCache(t *testing.T) {
	b := builder(t)
	dir := t.TempDir()
	b1 := &Builder{CXX: b.CXX, CacheDir: dir}
	src := Source{Path: "k/tiny.hpp", Code: []byte(tinySource)}
	type built struct {
		bin *Binary
		err error
	}
	ch := make(chan built, 3)
	for range 3 {
		go func() {
			bin, err := b1.Build(context.Background(), src, "tinyMatmul<2,2,2>")
			ch <- built{bin, err}
		}()
	}
	var first *Binary
	compiled := 0
	for range 3 {
		r := <-ch
		if r.err != nil {
			t.Fatal(r.err)
		}
		if !r.bin.Cached {
			compiled++
			first = r.bin
		}
	}
	if compiled != 1 {
		t.Fatalf("%d compiles, want 1", compiled)
	}
	st, err := os.Stat(first.Path)
	if err != nil {
		t.Fatal(err)
	}
	for _, bb := range []*Builder{b1, {CXX: b.CXX, CacheDir: dir}} {
		again, err := bb.Build(context.Background(), src, "tinyMatmul<2,2,2>")
		if err != nil {
			t.Fatal(err)
		}
		st2, err := os.Stat(again.Path)
		if err != nil {
			t.Fatal(err)
		}
		if !again.Cached || again.Path != first.Path || !os.SameFile(st, st2) {
			t.Errorf("second build: cached %v, %s (first %s)", again.Cached, again.Path, first.Path)
		}
	}
	edited := Source{Path: src.Path, Code: []byte(strings.Replace(tinySource, "epu::matmul(", "epu::matmul( ", 1) + "int unused;\n")}
	base := b1.key("c++ 1", src, "tinyMatmul<2,2,2>")
	for _, k := range []string{b1.key("c++ 1", edited, "tinyMatmul<2,2,2>"), b1.key("c++ 1", src, "tinyMatmul<2,2,3>"),
		b1.key("c++ 2", src, "tinyMatmul<2,2,2>"), b1.key("c++ 1", Source{Path: "other.hpp", Code: src.Code}, "tinyMatmul<2,2,2>"),
		(&Builder{flags: []string{"-O0"}}).key("c++ 1", src, "tinyMatmul<2,2,2>")} {
		if k == base {
			t.Errorf("key does not change")
		}
	}
	// Comments and layout are not code: the binary built before is used.
	reworded := Source{Path: src.Path, Code: []byte("// A tiny matmul, reworded.\n" + strings.ReplaceAll(tinySource, "    ", "\t"))}
	if b1.key("c++ 1", reworded, "tinyMatmul<2,2,2>") != base {
		t.Errorf("a comment and layout edit changes the key")
	}
	again, err := b1.Build(context.Background(), reworded, "tinyMatmul<2,2,2>")
	if err != nil {
		t.Fatal(err)
	}
	if !again.Cached || again.Path != first.Path {
		t.Errorf("comment edit: cached %v, %s (first %s)", again.Cached, again.Path, first.Path)
	}
}

func TestBuildErrors(t *testing.T) {
	b := builder(t)
	broken := strings.Replace(tinySource, "epu::copy(k, wl, w);", "epu::copy(k, wl, w)\n    int unused = ;", 1)
	line := 1 + strings.Count(broken[:strings.Index(broken, "epu::copy(k, wl, w)\n")], "\n")
	for _, tc := range []struct {
		name, src, function string
		line                int    // 0: no place in the kernel
		inCall              bool   // the generated call fails
		detail              string // in the first diagnostic's detail
	}{
		{"syntax", broken, "tinyMatmul<4,8,3>", line, false, "epu::copy(k, wl, w)"},
		// Misusing a primitive fails inside the header; the error goes on
		// the kernel line that called it.
		{"header", strings.Replace(tinySource, "epu::matmul(k, acc, xl, wl);", "epu::elementwise(k, 4, 1, 42);", 1),
			"tinyMatmul<4,8,3>", 1 + strings.Count(tinySource[:strings.Index(tinySource, "epu::matmul")], "\n"), false,
			"The error is in epu.hpp, instantiated from this line:"},
		{"call site", strings.Replace(tinySource, "epu::matmul(k, acc, xl, wl);", "epu::matmul(k, yl, xl, wl);", 1),
			"tinyMatmul<4,8,3>", 1 + strings.Count(tinySource[:strings.Index(tinySource, "epu::matmul")], "\n"), false, "could not convert 'yl'"},
		{"unknown function", tinySource, "tinyMatmull<4,8,3>", 0, true, "The harness calls tinyMatmull<4,8,3>(epu::Kernel&)"},
		{"bad function", tinySource, "tinyMatmul<4,8,3>(k); system(\"x\")", 0, true, ""},
		{"wrong arity", tinySource, "tinyMatmul<4,8>", 0, true, "tinyMatmul<4,8>"},
	} {
		_, err := b.Build(context.Background(), Source{Path: "kernels/tiny.hpp", Code: []byte(tc.src)}, tc.function)
		var ce *CompileError
		if !errors.As(err, &ce) {
			t.Errorf("%s: %v, want a CompileError", tc.name, err)
			continue
		}
		if ce.InCall != tc.inCall {
			t.Errorf("%s: InCall %v: %v", tc.name, ce.InCall, err)
		}
		if tc.line == 0 {
			if len(ce.Diags) > 0 && ce.Diags[0].Subject != nil {
				t.Errorf("%s: placed at %v", tc.name, ce.Diags[0].Subject)
			}
			if len(ce.Diags) > 0 && !strings.Contains(ce.Diags[0].Detail, tc.detail) {
				t.Errorf("%s: detail %q, want %q", tc.name, ce.Diags[0].Detail, tc.detail)
			}
			continue
		}
		if len(ce.Diags) == 0 || ce.Diags[0].Subject == nil {
			t.Errorf("%s: no place: %v\n%s", tc.name, err, ce.Output)
			continue
		}
		s := ce.Diags[0].Subject
		if s.Filename != "kernels/tiny.hpp" || s.Start.Line != tc.line {
			t.Errorf("%s: at %s:%d, want kernels/tiny.hpp:%d\n%s", tc.name, s.Filename, s.Start.Line, tc.line, ce.Output)
		}
		if !strings.Contains(ce.Diags[0].Detail, tc.detail) || !strings.HasPrefix(err.Error(), "kernels/tiny.hpp:") {
			t.Errorf("%s: %v\ndetail:\n%s", tc.name, err, ce.Diags[0].Detail)
		}
		if strings.Contains(ce.Output, "harness.cpp") || strings.Contains(ce.Output, testCache) {
			t.Errorf("%s: output names build files:\n%s", tc.name, ce.Output)
		}
	}
}

func TestNodeCall(t *testing.T) {
	cm := customMatmul(t, qdqMatmul(4, 8, 3, 1), "tinyMatmul<4,8,3>", "kernels/tiny.hpp", []byte(tinySource))
	var call *Call
	for _, n := range cm.Graph.Nodes {
		if IsCustom(n) {
			c, err := NodeCall(cm.Graph, n)
			if err != nil {
				t.Fatal(err)
			}
			call = c
		}
	}
	if call == nil || call.Function != "tinyMatmul<4,8,3>" || call.Kernel != "kernels/tiny.hpp" || call.Digest != customop.Digest([]byte(tinySource)) {
		t.Fatalf("%+v", call)
	}
	q := map[string]*Quant{}
	for _, p := range call.Inputs {
		q[p.Role] = p.Quant
	}
	if x := q["xq"]; x == nil || x.Scale[0] != 0.05 || x.ZeroPoint != 0 {
		t.Errorf("xq quant %+v", x)
	}
	if w := q["W"]; w == nil || w.Scale[0] != 0.02 {
		t.Errorf("W quant %+v", w)
	}
	if len(call.Outputs) != 1 || call.Outputs[0].Role != "yq" || call.Outputs[0].DType != ir.Int8 ||
		call.Outputs[0].Quant == nil || call.Outputs[0].Quant.Scale[0] != 0.1 {
		t.Errorf("outputs %+v", call.Outputs)
	}
	if _, err := NodeCall(nil, &ir.Node{Name: "n", OpType: "MatMul"}); err == nil {
		t.Error("NodeCall took a MatMul")
	}
}
