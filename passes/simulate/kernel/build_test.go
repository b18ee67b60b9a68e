package kernel

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/epubuild/epubuild/internal/ir"
)

// A kernel built at another optimization level, or with the primitives
// at another, gives the same outputs, bit for bit, and the same
// counters: the levels are chosen for build and run speed (Flags,
// PrebuiltFlags), not for what the kernel computes.
func TestOptimizationLevels(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the harness at three optimization levels")
	}
	b := builder(t)
	cm := customMatmul(t, qdqMatmul(4, 8, 3, 1), "tinyMatmul<4,8,3>", "kernels/tiny.hpp", []byte(tinySource))
	var node *ir.Node
	for _, n := range cm.Graph.Nodes {
		if IsCustom(n) {
			node = n
		}
	}
	mm, err := NodeCall(cm.Graph, node)
	if err != nil {
		t.Fatal(err)
	}
	ix := cm.Graph.Index()
	var mmIn []*ir.Tensor
	xq := ir.NewTensor(ir.Int8, 4, 8)
	for i := range xq.I8 {
		xq.I8[i] = int8(i*37%255 - 127)
	}
	for _, v := range node.Inputs {
		if c := ix.Const(v); c != nil {
			mmIn = append(mmIn, c)
		} else {
			mmIn = append(mmIn, xq)
		}
	}
	// Float code in the kernel's own file (the elementary functions) and
	// in the prebuilt primitives (softmax), on a sample of the inputs the
	// interpreter comparisons use.
	all := elementaryInputs()
	var some []float32
	for i := 0; i < len(all); i += 97 {
		some = append(some, all[i])
	}
	n := int64(len(some))
	x := ir.FromFloat32([]int64{n}, some)
	el := &Call{Node: "/elementary", Function: "elementary<0>", Kernel: "mathf.hpp", Inputs: []Port{{Role: "x"}}}
	for _, role := range []string{"exp", "sigmoid", "tanh", "erf"} {
		el.Outputs = append(el.Outputs, Port{Role: role, DType: ir.Float32, Shape: []int64{n}})
	}
	logits := ir.NewTensor(ir.Float32, 16, 40)
	for i := range logits.F32 {
		logits.F32[i] = float32(math.Sin(float64(i))*30) + some[i%len(some)]*1e-3
	}
	sm := &Call{Node: "/softmax", Function: "rowSoftmax<0>", Kernel: "mathf.hpp", Inputs: []Port{{Role: "x"}},
		Outputs: []Port{{Role: "y", DType: ir.Float32, Shape: logits.Shape}}}
	runs := []struct {
		src  Source
		call *Call
		in   []*ir.Tensor
	}{
		{Source{Path: "kernels/tiny.hpp", Code: []byte(tinySource)}, mm, mmIn},
		{Source{Path: "mathf.hpp", Code: []byte(mathfSource)}, el, []*ir.Tensor{x}},
		{Source{Path: "mathf.hpp", Code: []byte(mathfSource)}, sm, []*ir.Tensor{logits}},
	}
	results := func(flags, preFlags []string) []*Result {
		bb := &Builder{CXX: b.CXX, CacheDir: b.CacheDir, flags: flags, preFlags: preFlags}
		var out []*Result
		for _, r := range runs {
			bin, err := bb.Build(context.Background(), r.src, r.call.Function)
			if err != nil {
				t.Fatalf("%q: %v", flags, err)
			}
			res, err := bin.Run(context.Background(), r.call, r.in, preset(t, "QC-N"), 0)
			if err != nil {
				t.Fatalf("%q: %s: %v", flags, r.call.Function, err)
			}
			out = append(out, res)
		}
		return out
	}
	// withLevel is flags at another optimization level.
	withLevel := func(flags []string, level string) []string {
		out := append([]string(nil), flags...)
		for i, f := range out {
			if strings.HasPrefix(f, "-O") {
				out[i] = level
			}
		}
		return out
	}
	want := results(nil, nil)
	for _, lv := range []struct{ kernel, prebuilt string }{{"-O2", ""}, {"-O3", ""}, {"", "-O0"}, {"", "-O2"}} {
		var flags, preFlags []string
		what := "the kernel's file at " + lv.kernel
		if lv.kernel != "" {
			flags = withLevel(Flags, lv.kernel)
		} else {
			preFlags = withLevel(PrebuiltFlags, lv.prebuilt)
			what = "the primitives at " + lv.prebuilt
		}
		got := results(flags, preFlags)
		for i, r := range runs {
			if *got[i].Counters != *want[i].Counters {
				t.Errorf("%s, %s: counters %+v, at the default levels %+v", what, r.call.Function, got[i].Counters, want[i].Counters)
			}
			for j := range want[i].Outputs {
				if !sameBits(got[i].Outputs[j], want[i].Outputs[j]) {
					t.Errorf("%s, %s: output %s differs", what, r.call.Function, r.call.Outputs[j].Role)
				}
			}
		}
	}
}

// sameBits compares tensors bit for bit (NaNs included).
func sameBits(a, b *ir.Tensor) bool {
	if a.DType != ir.Float32 || b.DType != ir.Float32 {
		return a.Equal(b)
	}
	if len(a.F32) != len(b.F32) {
		return false
	}
	for i := range a.F32 {
		if math.Float32bits(a.F32[i]) != math.Float32bits(b.F32[i]) {
			return false
		}
	}
	return true
}

// Trim drops binaries and prebuilt folders not used within the age, a
// prebuilt folder as a whole, and leaves a prebuilt build under way.
func TestTrim(t *testing.T) {
	dir := t.TempDir()
	old := time.Now().Add(-48 * time.Hour)
	files := map[string]bool{ // path: old
		"ab/abcdef":                  true,
		"cd/cdef01":                  false,
		"prebuilt/k1/epu.o":          true,
		"prebuilt/k1/epu.hpp":        false, // its object is what a use marks
		"prebuilt/k2/epu.o":          false,
		"prebuilt/k2/epu.hpp.gch":    true,
		"prebuilt/.build-1/main.cpp": false,
	}
	for p, isOld := range files {
		full := filepath.Join(dir, p)
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte("x"), 0o755); err != nil {
			t.Fatal(err)
		}
		if isOld {
			if err := os.Chtimes(full, old, old); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := (&Builder{CacheDir: dir}).Trim(24 * time.Hour); err != nil {
		t.Fatal(err)
	}
	for p, keep := range map[string]bool{"ab/abcdef": false, "cd/cdef01": true, "prebuilt/k1": false,
		"prebuilt/k2/epu.o": true, "prebuilt/k2/epu.hpp.gch": true, "prebuilt/.build-1/main.cpp": true} {
		_, err := os.Stat(filepath.Join(dir, p))
		if (err == nil) != keep {
			t.Errorf("%s: kept %v, want %v", p, err == nil, keep)
		}
	}
}
