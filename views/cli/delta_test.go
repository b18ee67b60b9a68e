package cli

import (
	"strings"
	"testing"

	"github.com/epubuild/epubuild/pipeline"
	"github.com/epubuild/epubuild/pipeline/pass"
	"github.com/epubuild/epubuild/pipeline/store"
)

func simResult(addr, status string, ms ...pass.Metric) pipeline.Result {
	m := &store.Manifest{Step: addr, Pass: "simulate", Outputs: []pass.Output{{Name: "report", Kind: pass.KindJSON}}, Metrics: ms}
	if status == pipeline.StatusFailed {
		m = nil
	}
	return pipeline.Result{Step: &pass.Step{Addr: addr}, Status: status, Manifest: m}
}

// Watch's rebuilds print cycles, latency, power, MSE and SQNR per target
// against the previous build; the first build prints the full report.
func TestBuildDelta(t *testing.T) {
	d := &BuildDelta{}
	var b strings.Builder
	first := []pipeline.Result{
		{Step: &pass.Step{Addr: "quantize.int8"}, Status: pipeline.StatusRan, Manifest: &store.Manifest{Metrics: []pass.Metric{{Name: "sqnr", Value: 30}}}},
		simResult(`simulate.p["qc_n"]`, pipeline.StatusRan, pass.Metric{Name: "cycles", Value: 6000000}, pass.Metric{Name: "latency", Value: 3.5, Unit: "ms"},
			pass.Metric{Name: "fps", Value: 285}, pass.Metric{Name: "power", Value: 500, Unit: "mW"},
			pass.Metric{Name: "mse y", Value: 1e-5}, pass.Metric{Name: "sqnr y", Value: 31.5, Unit: "dB"}),
	}
	if d.Write(&b, first) || b.Len() != 0 {
		t.Fatalf("first build: printed %q", b.String())
	}
	second := []pipeline.Result{
		first[0],
		simResult(`simulate.p["qc_n"]`, pipeline.StatusRan, pass.Metric{Name: "cycles", Value: 5400000}, pass.Metric{Name: "latency", Value: 3.15, Unit: "ms"},
			pass.Metric{Name: "fps", Value: 317}, pass.Metric{Name: "power", Value: 500, Unit: "mW"},
			pass.Metric{Name: "mse y", Value: 2e-5}, pass.Metric{Name: "sqnr y", Value: 28.5, Unit: "dB"}),
		simResult(`simulate.p["qc_u"]`, pipeline.StatusRan, pass.Metric{Name: "cycles", Value: 100}),
	}
	if !d.Write(&b, second) {
		t.Fatal("second build: no delta")
	}
	want := `
Against the previous build (the full report: epubuild show ADDR, or watch -full):

simulate.p["qc_n"]
  metric   before → after         change
  -------  ---------------------  --------
  cycles   6,000,000 → 5,400,000  -10.00%
  latency  3.5 ms → 3.15 ms       -10.00%
  power    500 mW → 500 mW        =
  mse y    1e-05 → 2e-05          +100.00%
  sqnr y   31.5 dB → 28.5 dB      -9.52%

simulate.p["qc_u"]
  new: cycles 100
`
	if b.String() != want {
		t.Errorf("delta:\n%s\nwant:\n%s", b.String(), want)
	}
	// A failed rebuild is said; the next build compares with the last
	// good one.
	b.Reset()
	d.Write(&b, []pipeline.Result{simResult(`simulate.p["qc_n"]`, pipeline.StatusFailed)})
	if !strings.Contains(b.String(), `simulate.p["qc_n"]: failed (below)`) {
		t.Errorf("failed build:\n%s", b.String())
	}
	b.Reset()
	d.Write(&b, second[1:2])
	if !strings.Contains(b.String(), "cycles   5,400,000 → 5,400,000  =") {
		t.Errorf("after a failure:\n%s", b.String())
	}
}
