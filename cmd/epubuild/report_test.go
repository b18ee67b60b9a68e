package main

import (
	"bytes"
	"image/png"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/epubuild/epubuild/internal/peer"
)

// copyExamples copies examples/qwen (the config and the kernel the
// others read) and the named example folders to a temporary folder, so
// their caches stay out of the source tree.
func copyExamples(t *testing.T, names ...string) string {
	t.Helper()
	dir := t.TempDir()
	for _, name := range append([]string{"qwen"}, names...) {
		src := filepath.Join("../../examples", name)
		err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(src, p)
			if d.IsDir() {
				if d.Name() == ".epubuild" {
					return filepath.SkipDir
				}
				return os.MkdirAll(filepath.Join(dir, name, rel), 0o755)
			}
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			return os.WriteFile(filepath.Join(dir, name, rel), b, 0o644)
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestReportInChromium builds the Qwen example and (without -short) the
// sweep, the 2-layer generation, the tiny trained model (text prompts'
// completions) and recipes.hcl's five quantization recipes, writes
// each build report with apply -report, and
// loads it in headless Chromium: no console message, no
// request leaving the file, and a screenshot that is not blank; on the
// sweep's and the recipes' pages, whose plots label many points, no
// label covers another or leaves its plot (as Chromium lays them out).
// The report of the same cache is the same bytes but for the timeline.
func TestReportInChromium(t *testing.T) {
	chrome := peer.Chromium(t)
	for _, tc := range []struct {
		example, config string
		slow            bool
		want            []string
		labels          bool // check the plots' point labels
	}{
		{"qwen", "qwen.hcl", false, []string{"simulate.prefill: 2 targets compared", "Roofline on QC-N", "Worst SQNR"}, false},
		{"qwen-sweep", "sweep.hcl", true, []string{"simulate.prefill: 15 targets compared", "latency against L2M size", "table class=\"compare sortable\""}, true},
		{"qwen-generate", "generate.hcl", true, []string{"generate.chat: generation", "Per-token latency against context length", "Along the model"}, false},
		{"tiny-lm", "tiny.hcl", true, []string{"generate.complete: generation", "<h3>Completions</h3>", "<td class=\"gen\">func (b *Buffer) Len() int {", "<mark>"}, false},
		{"tiny-lm", "recipes/recipes.hcl", true, []string{"6 quantization recipes compared", "<h3>Precision per node</h3>", "table class=\"compare recipes sortable\"", "qc_u: accuracy against tokens/s", "class=\"n best\""}, true},
	} {
		name := tc.example
		if dir := filepath.Dir(tc.config); dir != "." {
			name += "-" + dir // tiny-lm-recipes
		}
		t.Run(name, func(t *testing.T) {
			if tc.slow && testing.Short() {
				t.Skipf("builds %s (a minute or more; -short)", tc.example)
			}
			dir := copyExamples(t, tc.example)
			cfg := filepath.Join(dir, tc.example, tc.config)
			page := filepath.Join(dir, filepath.Base(name)+".html")
			var stdout, stderr bytes.Buffer
			if code := testCode([]string{"apply", "-report", page, cfg}, &stdout, &stderr); code != 0 {
				t.Fatalf("apply: exit %d\n%s", code, stderr.String())
			}
			html, err := os.ReadFile(page)
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range tc.want {
				if !bytes.Contains(html, []byte(w)) {
					t.Errorf("the report lacks %q", w)
				}
			}
			// The same cache, the same page, the timeline aside.
			again := filepath.Join(dir, "again.html")
			if code := testCode([]string{"report", "-o", again, cfg}, &stdout, &stderr); code != 0 {
				t.Fatalf("report: exit %d\n%s", code, stderr.String())
			}
			b2, err := os.ReadFile(again)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(html, b2) {
				t.Error("report wrote other bytes than apply -report from the same cache")
			}
			shot := filepath.Join(dir, filepath.Base(name)+".png")
			load, err := peer.LoadPage(chrome, page, shot, 1280, 2000, 2*time.Minute)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s: %d bytes, loaded and drawn by Chromium in %v", name, len(html), load.Elapsed)
			if len(load.Console) > 0 {
				t.Errorf("console messages:\n%s", strings.Join(load.Console, "\n"))
			}
			if len(load.Requests) > 0 {
				t.Errorf("the page requested %q", load.Requests)
			}
			if v := pixelVariance(t, shot); v < 100 {
				t.Errorf("the screenshot is blank (pixel variance %.1f)", v)
			}
			if tc.labels {
				checkPlotLabels(t, chrome, page)
			}
			if out := os.Getenv("EPUBUILD_SCREENSHOTS"); out != "" {
				if b, err := os.ReadFile(shot); err == nil {
					os.WriteFile(filepath.Join(out, filepath.Base(name)+".png"), b, 0o644)
				}
			}
		})
	}
}

// checkPlotLabels fails t for every plot label on the page that covers
// another or leaves its plot, and if no plot has a label at all.
func checkPlotLabels(t *testing.T, chrome, page string) {
	t.Helper()
	charts, err := peer.PageCharts(chrome, page, 1280, 2000, 2*time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	labels := 0
	for _, c := range charts {
		labels += len(c.Labels)
		for _, p := range c.Problems() {
			t.Error(p)
		}
	}
	if labels == 0 {
		t.Errorf("none of the page's %d plots labels a point", len(charts))
	}
	t.Logf("%d plots, %d point labels", len(charts), labels)
}

// pixelVariance is the variance of the screenshot's grey levels: 0 for
// a blank page.
func pixelVariance(t *testing.T, file string) float64 {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("the screenshot: %v", err)
	}
	var n, sum, sq float64
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			v := float64(r+g+bl) / 3 / 257
			n++
			sum += v
			sq += v * v
		}
	}
	mean := sum / n
	return sq/n - mean*mean
}
