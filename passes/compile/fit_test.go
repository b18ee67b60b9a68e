package compile_test

import (
	"bytes"
	"flag"
	"fmt"
	"math"
	"path/filepath"
	"strings"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/epubuild/epubuild/internal/golden"
	"github.com/epubuild/epubuild/passes/compile"
	"github.com/epubuild/epubuild/sim/perf"
	"github.com/epubuild/epubuild/sim/report"
	"github.com/epubuild/epubuild/targets"
)

var refit = flag.Bool("refit", false, "search the timing constants that best fit the vendor's reports and print them")

func simulate(t testing.TB, m perf.Model, w *workload) *report.Report {
	t.Helper()
	r, err := m.Simulate(w.prog, w.target(t))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func rel(model, seed float64) float64 { return model/seed - 1 }

// TestFit shows the model against the vendor's three reports and holds
// the total cycles of each within 25%.
func TestFit(t *testing.T) {
	ws := workloads(t)
	var b strings.Builder
	fmt.Fprintf(&b, "%-16s %-15s %14s %14s %8s\n", "workload", "figure", "model", "seed", "error")
	for _, w := range ws {
		r := simulate(t, perf.Default, w)
		c := r.Cycles
		got := [6]int64{c.Total, c.Compute, c.DataArray, c.MAC, c.DataExternal, c.DataOCM}
		label := w.name + " " + w.preset
		for i, name := range append([]string{"cycles"}, report.ClassNames...) {
			fmt.Fprintf(&b, "%-16s %-15s %14d %14d %+7.1f%%\n", label, name, got[i], w.seed.cycles[i], 100*rel(float64(got[i]), float64(w.seed.cycles[i])))
			label = ""
		}
		row := func(name string, model, seed float64, format string) {
			if seed < 0 {
				fmt.Fprintf(&b, "%-16s %-15s %14s %14s %8s\n", "", name, fmt.Sprintf(format, model), "-", "")
				return
			}
			fmt.Fprintf(&b, "%-16s %-15s %14s %14s %+7.1f%%\n", "", name, fmt.Sprintf(format, model), fmt.Sprintf(format, seed), 100*rel(model, seed))
		}
		row("latency ms", r.LatencyMS, w.seed.latencyMS, "%.2f")
		row("DRAM read MiB", r.DRAM.ReadMiB, w.seed.dramReadMiB, "%.2f")
		util := w.seed.macUtil
		if util > 0 {
			util *= 100
		}
		row("MAC util %", 100*r.MACUtil, util, "%.3f")
		row("power mW", r.PowerMW, w.seed.pwr, "%.1f")

		if e := rel(float64(c.Total), float64(w.seed.cycles[0])); math.Abs(e) > 0.25 {
			t.Errorf("%s: %d cycles, %+.1f%% from the vendor's %d (allowed 25%%)", w.name, c.Total, 100*e, w.seed.cycles[0])
		}
		if e := rel(r.DRAM.ReadMiB, w.seed.dramReadMiB); math.Abs(e) > 0.05 {
			t.Errorf("%s: DRAM read %.2f MiB, %+.1f%% from the vendor's %.2f (allowed 5%%)", w.name, r.DRAM.ReadMiB, 100*e, w.seed.dramReadMiB)
		}
		if e := rel(r.PowerMW, w.seed.pwr); math.Abs(e) > 0.25 {
			t.Errorf("%s: %.1f mW, %+.1f%% from the vendor's %.1f (allowed 25%%)", w.name, r.PowerMW, 100*e, w.seed.pwr)
		}
	}
	t.Logf("model (sim/perf %s) against the vendor's reports:\n%s", perf.Version, b.String())
}

// TestRefit searches the timing constants that minimize the squared log
// error against the vendor's cycle classes (the totals weighted 4x; not
// data_external where it is under a tenth of the vendor's total), by
// coordinate descent in log space from the current defaults. It prints
// what it finds; run with -refit after changing the compiler or model.
func TestRefit(t *testing.T) {
	if !*refit {
		t.Skip("run with -refit")
	}
	ws := workloads(t)
	m := perf.Default
	params := func(m *perf.Model) []*float64 {
		return []*float64{&m.DRAMEfficiency, &m.L2MBytesPerCycle, &m.L2MSetupCycles,
			&m.ArrayBytesPerCycle, &m.HopCycles, &m.OperandIssue, &m.LaunchCycles, &m.CallCycles}
	}
	// DMASetupCycles stays as compiler 1's prefill pinned it (its many
	// blocking weight DMAs): since the prefill streams its weights, only
	// the decode's data_external is left to say anything about DRAM, and
	// it cannot tell a slower burst from a costlier descriptor.
	names := []string{"DRAMEfficiency", "L2MBytesPerCycle", "L2MSetupCycles",
		"ArrayBytesPerCycle", "HopCycles", "OperandIssue", "LaunchCycles", "CallCycles"}
	loss := func(m perf.Model) float64 {
		var l float64
		for _, w := range ws {
			r, err := m.Simulate(w.prog, w.target(t))
			if err != nil {
				return math.Inf(1)
			}
			c := r.Cycles
			got := [6]int64{c.Total, c.Compute, c.DataArray, c.MAC, c.DataExternal, c.DataOCM}
			for i, g := range got {
				// Waiting for DRAM is the memory plan's doing where it is a
				// small share of the vendor's time: the vendor's compiler waits
				// for DMAs that epubuild's streams under the kernels' work
				// (prefill 1.07M cycles of 11.7M, attention 77K of 6.2M),
				// and no constant should be bent to wait for them too.
				if i == 4 && float64(w.seed.cycles[4]) < 0.1*float64(w.seed.cycles[0]) {
					continue
				}
				d := math.Log(float64(g+1) / float64(w.seed.cycles[i]))
				wt := 1.0
				if i == 0 {
					wt = 4
				}
				l += wt * d * d
			}
		}
		return l
	}
	best, bestLoss := m, loss(m)
	start := bestLoss
	for step := 0.5; step > 0.002; {
		improved := false
		for i := range names {
			for _, dir := range []float64{1, -1} {
				c := best
				*params(&c)[i] *= math.Exp(dir * step)
				if l := loss(c); l < bestLoss {
					best, bestLoss, improved = c, l, true
				}
			}
		}
		if !improved {
			step /= 2
		}
	}
	var b strings.Builder
	for i, n := range names {
		fmt.Fprintf(&b, "%-20s %10.4g (now %.4g)\n", n, *params(&best)[i], *params(&m)[i])
	}
	t.Logf("loss %.4f -> %.4f\n%s", start, bestLoss, b.String())

	// Power: with the fitted timing, energy x seconds is linear in the
	// picojoules per unit, the array's units per PE-cycle (times that)
	// and the static milliwatts; three seeds, three unknowns. The MAC
	// energy stays as set.
	var a [3][3]float64
	var rhs [3]float64
	for i, w := range ws {
		tg := w.target(t)
		macPJ := tg.Energy.MACPicojoules
		tg.Energy.PicojoulesPerUnit, tg.Energy.StaticMilliwatts, tg.Energy.MACPicojoules = 1, 0, 0
		moves, arr := best, best
		moves.ArrayUnitsPerPECycle, arr.ArrayUnitsPerPECycle = 0, 1
		rm, err := moves.Simulate(w.prog, tg)
		if err != nil {
			t.Fatal(err)
		}
		ra, err := arr.Simulate(w.prog, tg)
		if err != nil {
			t.Fatal(err)
		}
		sec := rm.LatencyMS / 1e3
		a[i] = [3]float64{rm.Energy.TotalUJ, ra.Energy.ArrayUJ, sec * 1e3}
		rhs[i] = w.seed.pwr*sec*1e3 - float64(rm.MACs)*macPJ*1e-6
	}
	x, ok := solve3(a, rhs)
	if !ok {
		t.Fatal("power fit: singular system")
	}
	t.Logf("power: PicojoulesPerUnit %.4g, ArrayUnitsPerPECycle %.4g, StaticMilliwatts %.4g", x[0], x[1]/x[0], x[2])
}

// solve3 solves a 3x3 linear system by Cramer's rule.
func solve3(a [3][3]float64, b [3]float64) ([3]float64, bool) {
	det := func(m [3][3]float64) float64 {
		return m[0][0]*(m[1][1]*m[2][2]-m[1][2]*m[2][1]) - m[0][1]*(m[1][0]*m[2][2]-m[1][2]*m[2][0]) +
			m[0][2]*(m[1][0]*m[2][1]-m[1][1]*m[2][0])
	}
	d := det(a)
	var x [3]float64
	if d == 0 {
		return x, false
	}
	for j := range 3 {
		m := a
		for i := range 3 {
			m[i][j] = b[i]
		}
		x[j] = det(m) / d
	}
	return x, true
}

// TestGolden checks each workload's JSON report against testdata;
// -update rewrites them.
func TestGolden(t *testing.T) {
	for _, w := range workloads(t) {
		t.Run(w.name, func(t *testing.T) {
			r := simulate(t, perf.Default, w)
			js, err := r.JSON()
			if err != nil {
				t.Fatal(err)
			}
			// views/render draws its table and plot from this file.
			base := filepath.Join("testdata", w.name+"_"+strings.ReplaceAll(strings.ToLower(w.preset), "-", ""))
			golden.Check(t, base+".json", js)
		})
	}
}

// TestDeterministic compiles and simulates the prefill twice: the
// program and the report come out byte for byte the same.
func TestDeterministic(t *testing.T) {
	w := workloads(t)[0]
	tg := w.target(t)
	var progs, reports [2][]byte
	for i := range 2 {
		p, err := compile.Compile(w.model, w.ranges, tg, compile.Options{Name: "qwen2_" + w.name})
		if err != nil {
			t.Fatal(err)
		}
		if progs[i], err = (proto.MarshalOptions{Deterministic: true}).Marshal(p); err != nil {
			t.Fatal(err)
		}
		r, err := perf.Simulate(p, tg)
		if err != nil {
			t.Fatal(err)
		}
		if reports[i], err = r.JSON(); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(progs[0], progs[1]) {
		t.Error("two compiles of the same graph differ")
	}
	if !bytes.Equal(reports[0], reports[1]) {
		t.Error("two reports of the same program differ")
	}
}

// BenchmarkPrefill compiles and simulates the Qwen2-1.5B prefill layer
// (the graph is built once, outside the timing).
func BenchmarkPrefill(b *testing.B) {
	w := workloads(b)[0]
	tg, err := targets.Preset(w.preset)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		p, err := compile.Compile(w.model, w.ranges, tg, compile.Options{})
		if err != nil {
			b.Fatal(err)
		}
		if _, err := perf.Simulate(p, tg); err != nil {
			b.Fatal(err)
		}
	}
}
