package perf

import (
	"math"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/sim/programpb"
	"github.com/epubuild/epubuild/targets"
)

func qcn(t *testing.T) targets.Target {
	t.Helper()
	tg, err := targets.Preset("QC-N")
	if err != nil {
		t.Fatal(err)
	}
	return tg
}

// unit is a model whose constants make the arithmetic easy to follow.
var unit = Model{
	DRAMEfficiency: 1, DMASetupCycles: 10, L2MBytesPerCycle: 2, L2MSetupCycles: 5,
	ArrayBytesPerCycle: 1, HopCycles: 1, OperandIssue: 0.5, LaunchCycles: 100, CallCycles: 7,
	ArrayUnitsPerPECycle: 1,
}

func program(tg targets.Target, ks ...*programpb.Kernel) *programpb.Program {
	p := &programpb.Program{Name: "p", Target: &programpb.Target{Id: tg.ID(), ArrayRows: int32(tg.ArrayRows), ArrayCols: int32(tg.ArrayCols)}, Memory: &programpb.MemoryPlan{}}
	for i, k := range ks {
		k.Index = int32(i)
		if k.Traffic == nil {
			k.Traffic = &programpb.Traffic{}
		}
		p.Kernels = append(p.Kernels, k)
		p.Macs += k.Macs
	}
	return p
}

func TestClasses(t *testing.T) {
	tg := qcn(t) // 8x8 PEs, 16 MACs each, 128 GiB/s at 1.7 GHz
	bpc := tg.DRAMReadBps / tg.ClockHz
	k := &programpb.Kernel{
		Macs: 1024 * 1000,
		Work: &programpb.Work{MacCycles: 1000, AluCycles: 300, Launches: 1, Calls: 2},
		Traffic: &programpb.Traffic{
			ArrayBytes: 800, ArrayTransfers: 3,
			L2MReadBytes: 1200, L2MWriteBytes: 400, L2MBlockingTransfers: 4,
			DramReadBytes: int64(math.Round(100 * bpc)), DramTransfers: 2,
		},
	}
	r, err := unit.Simulate(program(tg, k), tg)
	if err != nil {
		t.Fatal(err)
	}
	c := r.Cycles
	want := map[string]int64{
		"compute":    300 + 500 + 100 + 14,         // ALU + operand issue + launch + calls
		"data_array": 800/8 + 3*16,                 // bytes over 8 columns + crossings of 8+8 hops
		"mac":        1000,                         //
		"data_ocm":   1600/(2*8) + 4*5,             // bytes over 8 columns at 2 B + blocking setups
		"external":   100 + 2*10,                   // nothing streamed: all waited for
		"total":      914 + 148 + 1000 + 120 + 120, //
	}
	got := map[string]int64{"compute": c.Compute, "data_array": c.DataArray, "mac": c.MAC, "data_ocm": c.DataOCM, "external": c.DataExternal, "total": c.Total}
	for n, w := range want {
		if got[n] != w {
			t.Errorf("%s = %d, want %d", n, got[n], w)
		}
	}
	if math.Abs(r.LatencyMS-float64(c.Total)/tg.ClockHz*1e3) > 1e-9 {
		t.Errorf("latency %g ms for %d cycles", r.LatencyMS, c.Total)
	}
	if u := float64(1024*1000) / (float64(c.Total) * 1024); math.Abs(r.MACUtil-u) > 1e-8 {
		t.Errorf("MAC utilization %g, want %g", r.MACUtil, u)
	}
	var sum int64
	for _, cl := range r.ClassTotals {
		sum += cl.Cycles
	}
	if sum != c.Total {
		t.Errorf("classes sum to %d of %d", sum, c.Total)
	}
}

func TestOverlap(t *testing.T) {
	tg := qcn(t)
	bpcf := tg.DRAMReadBps / tg.ClockHz
	bytes := func(cycles float64) int64 { return int64(math.Round(cycles * bpcf)) }
	busy := &programpb.Work{MacCycles: 2000}
	for _, tc := range []struct {
		name string
		ks   []*programpb.Kernel
		ext  []int64
	}{
		{"streamed under a longer kernel", []*programpb.Kernel{
			{Work: busy, Traffic: &programpb.Traffic{DramReadBytes: bytes(1000), DramStreamBytes: bytes(1000)}},
		}, []int64{0}},
		{"streamed past the kernel's work", []*programpb.Kernel{
			{Work: busy, Traffic: &programpb.Traffic{DramReadBytes: bytes(5000), DramStreamBytes: bytes(5000)}},
		}, []int64{5000 - 2000 - 1000}}, // busy = 2000 MAC + 1000 operand issue
		{"prefetched under the previous kernel", []*programpb.Kernel{
			{Work: busy},
			{Work: &programpb.Work{}, Traffic: &programpb.Traffic{DramReadBytes: bytes(1000), DramPrefetchBytes: bytes(1000)}},
		}, []int64{0, 0}},
		{"prefetch longer than the previous kernel", []*programpb.Kernel{
			{Work: &programpb.Work{AluCycles: 400}},
			{Work: &programpb.Work{}, Traffic: &programpb.Traffic{DramReadBytes: bytes(1000), DramPrefetchBytes: bytes(1000)}},
		}, []int64{0, 600}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, err := unit.Simulate(program(tg, tc.ks...), tg)
			if err != nil {
				t.Fatal(err)
			}
			for i, k := range r.Kernels {
				if k.Cycles.DataExternal != tc.ext[i] {
					t.Errorf("kernel %d waits %d cycles for DRAM, want %d", i, k.Cycles.DataExternal, tc.ext[i])
				}
			}
		})
	}
}

func TestEnergy(t *testing.T) {
	tg := qcn(t)
	tg.Energy = targets.Energy{Register: 1, LRM: 3, L2M: 70, DRAM: 225, PicojoulesPerUnit: 1, MACPicojoules: 2, StaticMilliwatts: 10}
	k := &programpb.Kernel{
		Macs: 1000,
		Work: &programpb.Work{AluCycles: 100},
		Traffic: &programpb.Traffic{RegisterBytes: 40, LrmReadBytes: 40, DramReadBytes: 400, DramStreamBytes: 400,
			L2MReadBytes: 400},
	}
	m := unit
	m.LaunchCycles, m.ArrayUnitsPerPECycle = 0, 2
	r, err := m.Simulate(program(tg, k), tg)
	if err != nil {
		t.Fatal(err)
	}
	e := r.Energy
	seconds := float64(r.Cycles.Total) / tg.ClockHz
	for _, c := range []struct {
		name      string
		got, want float64
	}{
		{"mac", e.MACUJ, 1000 * 2e-6},
		{"register", e.RegisterUJ, 10 * 1e-6},
		{"lrm", e.LRMUJ, 10 * 3e-6},
		{"l2m", e.L2MUJ, (100 + 100) * 70e-6}, // the array's reads and the DRAM bytes passing through
		{"dram", e.DRAMUJ, 100 * 225e-6},
		{"array", e.ArrayUJ, float64(64*(r.Cycles.Total-r.Cycles.DataExternal)) * 2e-6},
		{"static", e.StaticUJ, 10 * seconds * 1e3},
		{"total", e.TotalUJ, e.MACUJ + e.RegisterUJ + e.LRMUJ + e.L2MUJ + e.DRAMUJ + e.ArrayUJ + e.StaticUJ},
		{"power", r.PowerMW, e.TotalUJ / seconds / 1e3},
	} {
		if math.Abs(c.got-c.want) > 1e-6*math.Max(1, math.Abs(c.want)) {
			t.Errorf("%s = %g, want %g", c.name, c.got, c.want)
		}
	}
}

func TestSimulateErrors(t *testing.T) {
	tg := qcn(t)
	qcu, err := targets.Preset("QC-U")
	if err != nil {
		t.Fatal(err)
	}
	two := tg
	two.Cores = 2
	wide := tg
	wide.ArrayCols *= 2
	bad := unit
	bad.L2MBytesPerCycle = 0
	good := program(tg, &programpb.Kernel{Name: "k", Work: &programpb.Work{}})
	for _, tc := range []struct {
		name string
		m    Model
		p    *programpb.Program
		tg   targets.Target
		want string
	}{
		{"nil program", unit, nil, tg, "no program"},
		{"other target", unit, good, qcu, "compiled for QC_N_1d7_16MB_4kB_128GBps_128GBps_16_x1 with a"},
		{"other array", unit, good, wide, "PE array, not QC_N_1d7_16MB_4kB_128GBps_128GBps_16_x1 with"},
		{"two cores", unit, program(two, &programpb.Kernel{Work: &programpb.Work{}}), two, "2 cores"},
		{"no counts", unit, &programpb.Program{Name: "p", Kernels: []*programpb.Kernel{{Name: "k"}}}, tg, `kernel 0 (k) has no counts`},
		{"bad model", bad, good, tg, "L2MBytesPerCycle must be positive"},
		{"bad target", unit, good, targets.Target{}, "target: cores"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := tc.m.Simulate(tc.p, tc.tg)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
		})
	}
}
