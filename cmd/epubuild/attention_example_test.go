package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// seedGQACycles is what the vendor's simulator reported for the
// attention block of the vendor's GQA tutorial on QC-U.
const seedGQACycles = 6157781

// TestAttentionExample runs examples/qwen-attention (the tutorial: the
// attention block replaced by edges with the shipped kernel) with the
// node costed from the subgraph it replaced, as the vendor's kernel was:
// QC-U cycles land within 10% of the vendor's, and the report gives the
// error against the float block.
func TestAttentionExample(t *testing.T) {
	if testing.Short() {
		t.Skip("builds, calibrates and simulates a Qwen2-1.5B attention block")
	}
	// The example reads ../qwen: copy both, so its cache stays out of the
	// source tree.
	dir := t.TempDir()
	for _, f := range []string{"qwen/config.json", "qwen/kernels/gqa.hpp", "qwen-attention/attention.hcl"} {
		b, err := os.ReadFile(filepath.Join("../../examples", f))
		if err != nil {
			t.Fatal(err)
		}
		dst := filepath.Join(dir, f)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(dst, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("EPUBUILD_KERNELS", "subgraph")
	t.Setenv("COLUMNS", "200")
	var stdout, stderr bytes.Buffer
	if code := testCode([]string{"apply", "-full", filepath.Join(dir, "qwen-attention/attention.hcl")}, &stdout, &stderr); code != 0 {
		t.Fatalf("apply: exit %d\n%s", code, stderr.String())
	}
	out := stdout.String()
	// Two simulations of the one program: against the float block and
	// against the quantized graph.
	all := regexp.MustCompile(`TotalCycles: ([0-9,]+)`).FindAllStringSubmatch(out, -1)
	if len(all) != 2 {
		t.Fatalf("%d TotalCycles in the report, want 2:\n%s", len(all), out)
	}
	for _, m := range all {
		cycles, _ := strconv.Atoi(strings.ReplaceAll(m[1], ",", ""))
		ratio := float64(cycles) / seedGQACycles
		t.Logf("QC-U: %d cycles, %.3f of the vendor's %d", cycles, ratio, seedGQACycles)
		if ratio < 0.9 || ratio > 1.1 {
			t.Errorf("QC-U cycles %d are not within 10%% of the vendor's %d", cycles, seedGQACycles)
		}
	}
	errs := regexp.MustCompile(`(?m)^output_hidden_states +\[1, 16, 1536\] +\S+ +([0-9.e-]+) +[0-9.]+ +([0-9.]+)$`).FindAllStringSubmatch(out, -1)
	if len(errs) != 2 {
		t.Fatalf("want the error against the float block and the quantized graph in the report:\n%s", out)
	}
	for i, e := range errs {
		t.Logf("against the %s: MSE %s, SQNR %s dB", []string{"float block", "quantized graph"}[i], e[1], e[2])
		if sqnr, _ := strconv.ParseFloat(e[2], 64); sqnr < 20 {
			t.Errorf("SQNR %s dB: the int8 block is far from its reference", e[2])
		}
	}
}
