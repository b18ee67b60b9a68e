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
