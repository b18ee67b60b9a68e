package render

import (
	"bytes"
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/golden"
	"github.com/epubuild/epubuild/sim/report"
)

// compileReports are the reports passes/compile's golden tests keep of
// its Qwen workloads (compiled and simulated there), by file name.
func compileReports(t *testing.T) map[string]*report.Report {
	t.Helper()
	files, err := filepath.Glob("../../passes/compile/testdata/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no reports in passes/compile/testdata: %v", err)
	}
	out := map[string]*report.Report{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var r report.Report
		if err := json.Unmarshal(b, &r); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		out[strings.TrimSuffix(filepath.Base(f), ".json")] = &r
	}
	return out
}

// Each workload's terminal table against testdata; -update rewrites
// them.
func TestCompileWorkloadTables(t *testing.T) {
	for name, r := range compileReports(t) {
		var txt bytes.Buffer
		if err := Report(&txt, r, 0); err != nil {
			t.Fatal(err)
		}
		golden.Check(t, filepath.Join("testdata", "compile_"+name+".txt"), txt.Bytes())
	}
}

// Each workload's plot decodes as a PNG of a useful size, and drawing
// the same report twice gives the same bytes.
func TestCompileWorkloadPlots(t *testing.T) {
	for name, r := range compileReports(t) {
		var a, b bytes.Buffer
		if err := ReportPNG(&a, r); err != nil {
			t.Fatal(err)
		}
		if err := ReportPNG(&b, r); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a.Bytes(), b.Bytes()) {
			t.Errorf("%s: two plots of the same report differ", name)
		}
		img, err := png.Decode(&a)
		if err != nil {
			t.Fatalf("%s: plot is not a PNG: %v", name, err)
		}
		if sz := img.Bounds(); sz.Dx() < 100 || sz.Dy() < 100 {
			t.Errorf("%s: plot is %dx%d", name, sz.Dx(), sz.Dy())
		}
	}
}
