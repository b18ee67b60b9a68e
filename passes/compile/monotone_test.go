package compile

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/quantize"
	"github.com/epubuild/epubuild/sim/perf"
	"github.com/epubuild/epubuild/targets"
)

// The flags widen the property test by hand:
// go test ./passes/compile -run TestMonotone -monotone.seed=N -monotone.repeat=K
var (
	seed   = flag.Uint64("monotone.seed", 1, "TestMonotone: the random targets' seed")
	repeat = flag.Int("monotone.repeat", 1, "TestMonotone: multiplies the 300 cases")
	show   = flag.Int("monotone.show", -1, "TestMonotone: print case N's kernels and buffers on both targets")
)

// resource is one thing a bigger chip has more of.
type resource struct {
	name string
	grow func(t *targets.Target, r *rand.Rand)
}

// scale multiplies by a factor in (1, 4].
func scale(r *rand.Rand) float64 { return 1 + 3*r.Float64() + 1e-9 }

// more scales a count up by at least one.
func more(n int, r *rand.Rand) int { return max(n+1, int(float64(n)*scale(r))) }

var resources = []resource{
	{"l2m", func(t *targets.Target, r *rand.Rand) { t.L2MBytes = int64(float64(t.L2MBytes) * scale(r)) }},
	{"lrm", func(t *targets.Target, r *rand.Rand) { t.LRMBytes = int64(float64(t.LRMBytes) * scale(r)) }},
	{"dram_read_bw", func(t *targets.Target, r *rand.Rand) { t.DRAMReadBps *= scale(r) }},
	{"dram_write_bw", func(t *targets.Target, r *rand.Rand) { t.DRAMWriteBps *= scale(r) }},
	{"macs_per_pe", func(t *targets.Target, r *rand.Rand) { t.MACsPerPE = more(t.MACsPerPE, r) }},
	{"pe_rows", func(t *targets.Target, r *rand.Rand) { t.ArrayRows = more(t.ArrayRows, r) }},
	{"pe_cols", func(t *targets.Target, r *rand.Rand) { t.ArrayCols = more(t.ArrayCols, r) }},
	{"clock", func(t *targets.Target, r *rand.Rand) { t.ClockHz = min(t.ClockHz*scale(r), targets.MaxClockHz) }},
	// The what-if precisions' costs: a faster int16 MAC rate, fewer
	// cycles to unpack a byte of int4 weights.
	{"int16_mac_rate", func(t *targets.Target, r *rand.Rand) { t.Int16MACRate = min(1, t.Int16MACRate*scale(r)) }},
	{"int4_unpack_cycles", func(t *targets.Target, r *rand.Rand) { t.Int4UnpackCycles /= scale(r) }},
}

// randomTarget is a preset with every resource drawn at random around
// it: L2M from 16 kB to 64 MB (so plans range from everything streaming
// to everything resident), LRM from 256 B to 32 kB per PE, bandwidths
// from 8 to 512 GBps, 1 to 32 MACs per PE, arrays of 1 to 32 PEs a
// side, clocks from 0.5 to 3 GHz. The sides are powers of two: a bigger
// array tries every sub-array a power-of-two one does (compile.sides).
func randomTarget(r *rand.Rand) targets.Target {
	names := targets.Presets()
	t, err := targets.Resolve(targets.Spec{Preset: names[r.IntN(len(names))]})
	if err != nil {
		panic(err)
	}
	t.L2MBytes = int64(16<<10) << r.IntN(12)
	t.L2MBytes += r.Int64N(t.L2MBytes)
	t.LRMBytes = int64(256) << r.IntN(7)
	t.LRMBytes += r.Int64N(t.LRMBytes)
	t.DRAMReadBps = float64(int64(8)<<r.IntN(7)) * (1 << 30) * (1 + r.Float64())
	t.DRAMWriteBps = float64(int64(8)<<r.IntN(7)) * (1 << 30) * (1 + r.Float64())
	t.MACsPerPE = 1 << r.IntN(6)
	t.ArrayRows, t.ArrayCols = 1<<r.IntN(6), 1<<r.IntN(6)
	t.ClockHz = 0.5e9 + 2.5e9*r.Float64()
	t.Precisions = targets.AllPrecisions
	t.Int16MACRate = 0.125 + 0.875*r.Float64()
	t.Int4UnpackCycles = 4 * r.Float64()
	return t
}

// TestMonotone is the cost model's property: on a random target, more of
// one resource (L2M, LRM, DRAM read or write bandwidth, MACs per PE, PE
// rows or columns, int16 MAC rate, or fewer cycles to unpack int4
// weights) never yields more cycles. A faster clock cannot keep
// cycles (the same DRAM takes more of them): there it is the latency
// that never grows. DRAM bytes never grow either, unless the bigger
// target's plan is faster: the compiler keeps the plan of fewest cycles
// and takes DRAM bytes only to break a tie (sim/perf/README.md, "What
// the compiler keeps"), so a bigger target may buy cycles with bytes,
// never take more bytes for nothing. 300 cases over six workloads,
// every resource 30 times (the 16-bit and 4-bit recipes' graphs among
// the workloads).
func TestMonotone(t *testing.T) {
	mlp := func(rows, hidden int64) *ir.Model {
		b := newGraph("mlp")
		x := b.in("x", ir.Float32, 1, rows, 64)
		h := b.op("MatMul", "mm1", []string{x, b.floats("w1", 64, hidden)}, ir.Float32, []int64{1, rows, hidden})
		r := b.op("Relu", "relu", []string{h}, ir.Float32, []int64{1, rows, hidden})
		y := b.op("MatMul", "mm2", []string{r, b.floats("w2", hidden, 64)}, ir.Float32, []int64{1, rows, 64})
		return b.out(y)
	}
	work := []struct {
		name string
		m    *ir.Model
	}{
		{"mlp16x1024", mlp(16, 1024)},
		{"mlp2048x64", mlp(2048, 64)},
		{"qwen-prefill", tinyLayer(t, hf.Prefill)},
		{"qwen-decode", tinyLayer(t, hf.Decode)},
		{"qwen-w4a16-decode", recipeLayer(t, hf.Decode, quantize.Config{Activations: quantize.Int16Symmetric, Weights: quantize.Int4Group, GroupSize: 32})},
		{"qwen-w8a16-prefill", recipeLayer(t, hf.Prefill, quantize.Config{Activations: quantize.Int16Symmetric})},
	}
	cases := 300 * *repeat
	if testing.Short() {
		cases = 60
	}
	r := rand.New(rand.NewPCG(16, *seed))
	type result struct {
		cycles, bytes int64
		kernels       int
	}
	measure := func(m *ir.Model, tg targets.Target) (result, error) {
		p, err := Compile(m, nil, tg, Options{})
		if err != nil {
			return result{}, err
		}
		rep, err := perf.Simulate(p, tg)
		if err != nil {
			return result{}, err
		}
		return result{rep.Cycles.Total, rep.DRAM.ReadBytes + rep.DRAM.WriteBytes, len(rep.Kernels)}, nil
	}
	checked, traded := 0, 0
	for i := 0; i < cases; i++ {
		w := work[i%len(work)]
		res := resources[(i/len(work))%len(resources)]
		small := randomTarget(r)
		big := small
		res.grow(&big, r)
		name := fmt.Sprintf("%d %s %s %s %dx%d", i, w.name, res.name, small.ID(), small.ArrayRows, small.ArrayCols)
		if *show == i {
			for _, tg := range []targets.Target{small, big} {
				p, _ := Compile(w.m, nil, tg, Options{})
				rep, _ := perf.Simulate(p, tg)
				fmt.Println(tg.ArrayRows, tg.ArrayCols, tg.MACsPerPE, tg.LRMBytes, rep.Cycles.Total, rep.DRAM.ReadBytes, rep.DRAM.WriteBytes)
				for j, k := range p.Kernels {
					fmt.Printf("  %s %dx%d %+v\n   tiling=%v\n   tr=%v\n", k.Name, k.ArrayRows, k.ArrayCols, rep.Kernels[j].Cycles, k.Tiling, k.Traffic)
				}
				for _, bf := range p.Memory.Buffers {
					fmt.Println("   ", bf.Tensor, bf.Placement, bf.L2MBytes)
				}
			}
		}
		s, err0 := measure(w.m, small)
		b, err1 := measure(w.m, big)
		// Latency compares cycles at two clocks: each kernel's classes are
		// rounded to whole cycles, so allow that rounding.
		slack := float64(5*s.kernels) / big.ClockHz
		faster := b.cycles < s.cycles
		if res.name == "clock" {
			faster = float64(b.cycles)/big.ClockHz < float64(s.cycles)/small.ClockHz
		}
		switch {
		case err1 != nil && err0 == nil:
			t.Errorf("%s: fits, but not with more %s (%s): %v", name, res.name, big.ID(), err1)
		case err0 != nil:
			continue // too small for the workload
		case res.name != "clock" && b.cycles > s.cycles:
			t.Errorf("%s: more %s (%s) takes %d cycles, up from %d", name, res.name, big.ID(), b.cycles, s.cycles)
		case res.name == "clock" && float64(b.cycles)/big.ClockHz > float64(s.cycles)/small.ClockHz+slack:
			t.Errorf("%s: a faster clock (%s) takes %.6g s, up from %.6g", name, big.ID(), float64(b.cycles)/big.ClockHz, float64(s.cycles)/small.ClockHz)
		case b.bytes > s.bytes && !faster:
			t.Errorf("%s: more %s (%s) moves %d DRAM bytes, up from %d, and is no faster", name, res.name, big.ID(), b.bytes, s.bytes)
		}
		if b.bytes > s.bytes {
			traded++
		}
		checked++
	}
	t.Logf("%d cases checked; in %d the bigger target bought cycles with DRAM bytes", checked, traded)
	if checked < cases*3/4 {
		t.Errorf("only %d of %d cases fit their target", checked, cases)
	}
}

// TestSearchBeatsGreedy: the plan Compile keeps is never slower, nor
// moves more DRAM bytes, than the greedy plan at the whole L2M; and the
// greedy plan's first matmul, whose weight cannot be loaded ahead, waits
// for none of its DMA: the weight fills L2M as the matmul reads it.
func TestSearchBeatsGreedy(t *testing.T) {
	b := newGraph("mlp")
	x := b.in("x", ir.Float32, 1, 16, 64)
	h := b.op("MatMul", "mm1", []string{x, b.floats("w1", 64, 1024)}, ir.Float32, []int64{1, 16, 1024})
	y := b.op("MatMul", "mm2", []string{h, b.floats("w2", 1024, 64)}, ir.Float32, []int64{1, 16, 64})
	m := b.out(y)
	tg := preset(t, "QC-N")
	greedy := greedyPlan(t, m, tg)
	greedy.Target = targetPB(tg)
	g, err := perf.Simulate(greedy, tg)
	if err != nil {
		t.Fatal(err)
	}
	s, err := perf.Simulate(compileT(t, m, nil, tg, Options{}), tg)
	if err != nil {
		t.Fatal(err)
	}
	gd, sd := g.DRAM.ReadBytes+g.DRAM.WriteBytes, s.DRAM.ReadBytes+s.DRAM.WriteBytes
	if s.Cycles.Total > g.Cycles.Total || sd > gd {
		t.Errorf("search: %d cycles, %d DRAM bytes; greedy: %d cycles, %d bytes", s.Cycles.Total, sd, g.Cycles.Total, gd)
	}
	tr := greedy.Kernels[0].Traffic
	if tr.DramPrefetchBytes != 0 || tr.DramStreamBytes != tr.DramReadBytes+tr.DramWriteBytes {
		t.Errorf("mm1 streams %d and prefetches %d of its %d DRAM bytes; want all streamed", tr.DramStreamBytes, tr.DramPrefetchBytes, tr.DramReadBytes+tr.DramWriteBytes)
	}
}
