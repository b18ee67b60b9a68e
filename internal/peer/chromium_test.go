package peer

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// LoadPage sees what the report's test must catch: a console error, an
// uncaught exception and a request leaving the file (to a closed port on
// loopback, so nothing leaves the machine).
func TestLoadPageSeesConsoleAndRequests(t *testing.T) {
	if testing.Short() {
		t.Skip("starts headless Chromium (-short)")
	}
	chrome := Chromium(t)
	dir := t.TempDir()
	page := filepath.Join(dir, "bad.html")
	html := `<!DOCTYPE html><html><body><p>bad</p><img src="http://127.0.0.1:9/x.png">` +
		`<script>console.error("boom"); missingFunction();</script></body></html>`
	if err := os.WriteFile(page, []byte(html), 0o644); err != nil {
		t.Fatal(err)
	}
	load, err := LoadPage(chrome, page, filepath.Join(dir, "bad.png"), 400, 300, 2*time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(load.Console, func(s string) bool { return strings.Contains(s, "boom") }) ||
		!slices.ContainsFunc(load.Console, func(s string) bool { return strings.Contains(s, "Uncaught ReferenceError") }) {
		t.Errorf("console %q: want the error and the exception", load.Console)
	}
	if !slices.Contains(load.Requests, "http://127.0.0.1:9/x.png") {
		t.Errorf("requests %q: want the image's", load.Requests)
	}
}

// MeasurePage reads the page's own timing: a page whose script delays
// its load event by a known time reports a load at least that late, and
// stages in order.
func TestMeasurePageReadsTheLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("starts headless Chromium (-short)")
	}
	chrome := Chromium(t)
	page := filepath.Join(t.TempDir(), "slow.html")
	// A script that spins for 300 ms before the parser reaches the end
	// of the document holds back DOMContentLoaded and load alike.
	html := `<!DOCTYPE html><html><body><p>slow</p>` +
		`<script>const t0 = performance.now(); while (performance.now() - t0 < 300) {}</script></body></html>`
	if err := os.WriteFile(page, []byte(html), 0o644); err != nil {
		t.Fatal(err)
	}
	tm, err := MeasurePage(chrome, page, 400, 300, 2*time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if tm.DOMContentLoaded < 300 || tm.Load < tm.DOMContentLoaded || tm.FirstContentfulPaint <= 0 || tm.Browser <= 0 {
		t.Errorf("timing %+v: want DOMContentLoaded >= 300 ms <= load, a first paint and the browser's run", tm)
	}
}

// PageCharts measures labels as Chromium draws them, and Problems finds
// a label over another and one past the frame, on a page made to have
// both, and nothing on a chart whose labels sit apart inside it.
func TestPageChartsFindsCollisions(t *testing.T) {
	if testing.Short() {
		t.Skip("starts headless Chromium (-short)")
	}
	chrome := Chromium(t)
	page := filepath.Join(t.TempDir(), "charts.html")
	chart := func(title, labels string) string {
		return `<svg class="chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200" width="300" height="200" aria-label="` + title + `">` +
			`<g class="axis"><rect x="40" y="20" width="240" height="150" fill="none" stroke="black"/></g>` + labels + `</svg>`
	}
	html := `<!DOCTYPE html><html><body style="font: 11px sans-serif">` +
		chart("bad", `<text class="label" x="100" y="60">first_label</text><text class="label" x="110" y="62">second_label</text>`+
			`<text class="label" x="250" y="100">past_the_edge</text>`) +
		`<details><summary>more</summary>` +
		chart("good", `<text class="label" x="60" y="50">left</text><text class="label" x="160" y="120">right</text>`) +
		`</details></body></html>`
	if err := os.WriteFile(page, []byte(html), 0o644); err != nil {
		t.Fatal(err)
	}
	charts, err := PageCharts(chrome, page, 800, 600, 2*time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if len(charts) != 2 {
		t.Fatalf("%d charts, want 2", len(charts))
	}
	bad := strings.Join(charts[0].Problems(), "\n")
	if !strings.Contains(bad, `"first_label"`) || !strings.Contains(bad, "overlap") || !strings.Contains(bad, `"past_the_edge"`) || !strings.Contains(bad, "leaves the plot") {
		t.Errorf("problems of the bad chart:\n%s\nwant the overlap and the label past the edge", bad)
	}
	if p := charts[1].Problems(); len(p) != 0 || len(charts[1].Labels) != 2 {
		t.Errorf("the good chart (inside closed details): %d labels, problems %q", len(charts[1].Labels), p)
	}
}
