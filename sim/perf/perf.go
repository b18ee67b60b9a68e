// Package perf is epubuild's performance and energy model of the EPU.
//
// It turns a compiled program (passes/compile) into cycles by the
// vendor's five serial classes, latency, FPS, DRAM traffic and
// bandwidth, MAC utilization, energy and average power.
//
// It is an analytic model, not an instruction-set simulator. The compiler
// counts, per kernel, MAC and ALU issue slots, bytes at every level of
// the memory hierarchy and the transfers that carry them; this package
// turns counts into time with a few constants (Model), fitted to the
// the vendor's three reports (see fit_test.go and the README of the fit):
//
//	mac           = MAC issue slots after tile quantization
//	compute       = ALU slots + OperandIssue x MAC slots
//	                + launches x LaunchCycles + primitive calls x CallCycles
//	data_array    = broadcast bytes / (ArrayBytesPerCycle x columns)
//	                + array crossings x (rows + columns) x HopCycles
//	data_ocm      = L2M<->array bytes / (L2MBytesPerCycle x columns)
//	                + blocking transfers x L2MSetupCycles
//	data_external = the DRAM time the kernel waits for: DMA bytes at
//	                DRAMEfficiency of the nominal bandwidth plus
//	                DMASetupCycles per transfer; streamed bytes overlap the
//	                kernel's own work, prefetched bytes the previous kernel
//
// Energy counts MACs and 32-bit moves at each level with the target's
// relative costs (register 1 : LRM 3 : L2M 70 : DRAM 225 units), plus
// the array's clock and control while it runs (ArrayUnitsPerPECycle
// units per PE per cycle not spent waiting for DRAM) and static power.
package perf

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/epubuild/epubuild/sim/programpb"
	"github.com/epubuild/epubuild/sim/report"
	"github.com/epubuild/epubuild/targets"
)

// Version is the model's version as reports print it. Step keys name
// the model by its code (pipeline/steps, code identity).
const Version = "1"

// Model holds the constants of the timing and energy model.
type Model struct {
	// DRAMEfficiency is the fraction of the nominal DRAM bandwidth a long
	// DMA burst sustains (refresh, bank conflicts, protocol overhead).
	DRAMEfficiency float64
	// DMASetupCycles is the cost of one DMA descriptor between DRAM and
	// L2M, paid in series with its bytes.
	DMASetupCycles float64
	// L2MBytesPerCycle is the L2M <-> array bandwidth per PE column.
	L2MBytesPerCycle float64
	// L2MSetupCycles is the exposed latency of a blocking L2M <-> array
	// transfer (compiled kernels pipeline theirs and pay it once).
	L2MSetupCycles float64
	// ArrayBytesPerCycle is the rate at which the array's broadcast
	// network takes in data to deliver to every PE.
	ArrayBytesPerCycle float64
	// HopCycles is the latency per PE a value crosses in a broadcast or a
	// reduction across the array.
	HopCycles float64
	// OperandIssue is the ALU slots each MAC slot needs to stage its
	// operands (a PE issues one instruction per cycle per unit).
	OperandIssue float64
	// LaunchCycles is the setup of one kernel or primitive launch: the
	// control processor programs the array, DMAs and loop counters.
	LaunchCycles float64
	// CallCycles is the setup of one primitive call inside a hand-written
	// kernel (a function call on the control processor, not a launch).
	CallCycles float64
	// ArrayUnitsPerPECycle is the energy, in register-access units, of one
	// PE for one cycle while the array runs: clock tree, instruction issue
	// and register file, whatever the PE computes.
	ArrayUnitsPerPECycle float64
}

// Default is the model fitted to the vendor's reports (fit_test.go).
var Default = Model{
	DRAMEfficiency:       0.9,
	DMASetupCycles:       460,
	L2MBytesPerCycle:     3.78,
	L2MSetupCycles:       40,
	ArrayBytesPerCycle:   0.37,
	HopCycles:            0.63,
	OperandIssue:         0.65,
	LaunchCycles:         2250,
	CallCycles:           300,
	ArrayUnitsPerPECycle: 57.5,
}

// Simulate runs the program on t with the Default model.
func Simulate(p *programpb.Program, t targets.Target) (*report.Report, error) {
	return Default.Simulate(p, t)
}

func (m Model) check() error {
	for _, f := range []struct {
		name string
		v    float64
	}{
		{"DRAMEfficiency", m.DRAMEfficiency}, {"L2MBytesPerCycle", m.L2MBytesPerCycle},
		{"ArrayBytesPerCycle", m.ArrayBytesPerCycle},
	} {
		if !(f.v > 0) {
			return fmt.Errorf("perf model: %s must be positive", f.name)
		}
	}
	for _, f := range []struct {
		name string
		v    float64
	}{
		{"DMASetupCycles", m.DMASetupCycles}, {"L2MSetupCycles", m.L2MSetupCycles},
		{"HopCycles", m.HopCycles}, {"OperandIssue", m.OperandIssue},
		{"LaunchCycles", m.LaunchCycles}, {"CallCycles", m.CallCycles},
		{"ArrayUnitsPerPECycle", m.ArrayUnitsPerPECycle},
	} {
		if f.v < 0 || math.IsNaN(f.v) {
			return fmt.Errorf("perf model: %s must not be negative", f.name)
		}
	}
	if m.DRAMEfficiency > 1 {
		return errors.New("perf model: DRAMEfficiency above 1")
	}
	return nil
}

// kernelTime is one kernel's cycles, as floats until the end.
type kernelTime struct {
	compute, array, mac, ocm, ext float64
}

func (k kernelTime) busy() float64 { return k.compute + k.array + k.mac + k.ocm }

// Counts are what the cycles a kernel keeps the array busy depend on
// (every class but data_external).
type Counts struct {
	MACCycles, ALUCycles, Launches, Calls int64
	ArrayBytes, ArrayTransfers            int64
	L2MBytes, L2MBlocking                 int64 // L2M <-> array, both ways
}

// KernelCounts are a kernel's Counts.
func KernelCounts(k *programpb.Kernel) Counts {
	w, tr := k.GetWork(), k.GetTraffic()
	return Counts{
		MACCycles: w.GetMacCycles(), ALUCycles: w.GetAluCycles(), Launches: w.GetLaunches(), Calls: w.GetCalls(),
		ArrayBytes: tr.GetArrayBytes(), ArrayTransfers: tr.GetArrayTransfers(),
		L2MBytes: tr.GetL2MReadBytes() + tr.GetL2MWriteBytes(), L2MBlocking: tr.GetL2MBlockingTransfers(),
	}
}

// BusyCycles is the cycles a kernel with counts c keeps an array of
// rows x cols PEs busy. The compiler ranks its choices (tilings, the
// sub-array a kernel runs on) with it, so they are the ones this model
// times fastest.
func (m Model) BusyCycles(c Counts, rows, cols int) float64 {
	return m.busyTime(c, float64(rows), float64(cols)).busy()
}

func (m Model) busyTime(c Counts, rows, cols float64) kernelTime {
	return kernelTime{
		mac: float64(c.MACCycles),
		compute: float64(c.ALUCycles) + m.OperandIssue*float64(c.MACCycles) +
			m.LaunchCycles*float64(c.Launches) + m.CallCycles*float64(c.Calls),
		array: float64(c.ArrayBytes)/(m.ArrayBytesPerCycle*cols) + float64(c.ArrayTransfers)*(rows+cols)*m.HopCycles,
		ocm:   float64(c.L2MBytes)/(m.L2MBytesPerCycle*cols) + float64(c.L2MBlocking)*m.L2MSetupCycles,
	}
}

// subArray is the PE array kernel k runs on: its own sub-array when the
// compiler chose one, else the target's.
func subArray(k *programpb.Kernel, t targets.Target) (rows, cols int, err error) {
	rows, cols = t.ArrayRows, t.ArrayCols
	if k.ArrayRows == 0 && k.ArrayCols == 0 {
		return rows, cols, nil
	}
	if k.ArrayRows < 1 || k.ArrayCols < 1 || int(k.ArrayRows) > rows || int(k.ArrayCols) > cols {
		return 0, 0, fmt.Errorf("runs on a %dx%d sub-array of the %dx%d array", k.ArrayRows, k.ArrayCols, rows, cols)
	}
	return int(k.ArrayRows), int(k.ArrayCols), nil
}

// Simulate runs the program on t.
func (m Model) Simulate(p *programpb.Program, t targets.Target) (*report.Report, error) {
	if err := m.check(); err != nil {
		return nil, err
	}
	if p == nil {
		return nil, errors.New("simulate: no program")
	}
	if err := t.Check(); err != nil {
		return nil, fmt.Errorf("simulate %q: target: %w", p.Name, err)
	}
	// The ID names the vendor's build folders, which leave out the PE
	// array; a program tiled for another array is for another target.
	if pt := p.Target; pt != nil && (pt.Id != t.ID() || int(pt.ArrayRows) != t.ArrayRows || int(pt.ArrayCols) != t.ArrayCols) {
		return nil, fmt.Errorf("simulate %q: compiled for %s with a %dx%d PE array, not %s with %dx%d",
			p.Name, pt.Id, pt.ArrayRows, pt.ArrayCols, t.ID(), t.ArrayRows, t.ArrayCols)
	}
	if t.Cores != 1 {
		return nil, fmt.Errorf("simulate %q: target has %d cores; the model times one core", p.Name, t.Cores)
	}
	readBPC := t.DRAMReadBps / t.ClockHz * m.DRAMEfficiency
	writeBPC := t.DRAMWriteBps / t.ClockHz * m.DRAMEfficiency

	if p.Macs < 0 || p.Macs > maxCount {
		return nil, fmt.Errorf("simulate %q: the program's MAC count %d is out of range", p.Name, p.Macs)
	}
	r := newReport(p, t)
	var sum kernelTime // unrounded, over the kernels
	var totalF, dramRead, dramWrite float64
	var prevSpare float64 // cycles the previous kernel left the DMA engine idle
	var activePECycles float64
	var moves units
	for i, k := range p.Kernels {
		w, tr := k.Work, k.Traffic
		if w == nil || tr == nil {
			return nil, fmt.Errorf("simulate %q: kernel %d (%s) has no counts", p.Name, i, k.Name)
		}
		if err := checkCounts(k); err != nil {
			return nil, fmt.Errorf("simulate %q: kernel %d (%s): %w", p.Name, i, k.Name, err)
		}
		ri, ci, err := subArray(k, t)
		if err != nil {
			return nil, fmt.Errorf("simulate %q: kernel %d (%s): %w", p.Name, i, k.Name, err)
		}
		rows, cols := float64(ri), float64(ci)
		pes := rows * cols // PEs outside the kernel's sub-array idle, clock-gated
		kt := m.busyTime(KernelCounts(k), rows, cols)

		// DRAM: split the kernel's DMA time into the part it waits for,
		// the part streamed under its own work and the part prefetched
		// under the previous kernel.
		dramBytes := float64(tr.DramReadBytes) + float64(tr.DramWriteBytes)
		dma := float64(tr.DramReadBytes)/readBPC + float64(tr.DramWriteBytes)/writeBPC + float64(tr.DramTransfers)*m.DMASetupCycles
		var stream, pre float64
		if dramBytes > 0 {
			stream = dma * float64(tr.DramStreamBytes) / dramBytes
			pre = dma * float64(tr.DramPrefetchBytes) / dramBytes
		}
		// The three parts add up to dma, up to rounding: a blocking
		// part of -2e-13 cycles is none.
		blocking := math.Max(0, dma-stream-pre)
		kt.ext = blocking + math.Max(0, stream-kt.busy()) + math.Max(0, pre-prevSpare)
		prevSpare = math.Max(0, kt.busy()-stream)

		// Counts in range can still multiply past int64 on a slow
		// target (a TB over a 1 MBps bus at 10 GHz): refuse, since
		// rounding such a figure to int64 wraps it negative.
		dramRead += float64(tr.DramReadBytes)
		dramWrite += float64(tr.DramWriteBytes)
		totalF += kt.busy() + kt.ext
		for _, f := range []struct {
			name string
			v    float64
		}{{"compute", kt.compute}, {"data_array", kt.array}, {"mac", kt.mac}, {"data_external", kt.ext}, {"data_ocm", kt.ocm}, {"total", kt.busy() + kt.ext}} {
			if !(f.v >= 0 && f.v <= maxCount) {
				return nil, fmt.Errorf("simulate %q: kernel %d (%s): %s comes to %.4g cycles, past what the model counts (2^61) on target %s", p.Name, i, k.Name, f.name, f.v, t.ID())
			}
		}
		if !(totalF <= maxCount) || dramRead > maxCount || dramWrite > maxCount {
			return nil, fmt.Errorf("simulate %q: the program comes to %.4g cycles and %.4g bytes of DRAM traffic by kernel %d, past what the model counts (2^61) on target %s", p.Name, totalF, dramRead+dramWrite, i, t.ID())
		}
		c := report.Cycles{
			Compute: round(kt.compute), DataArray: round(kt.array), MAC: round(kt.mac),
			DataExternal: round(kt.ext), DataOCM: round(kt.ocm),
		}
		c.Total = c.Compute + c.DataArray + c.MAC + c.DataExternal + c.DataOCM
		sum.compute += kt.compute
		sum.array += kt.array
		sum.mac += kt.mac
		sum.ext += kt.ext
		sum.ocm += kt.ocm
		activePECycles += pes * float64(c.Total-c.DataExternal)

		km := kernelUnits(k)
		moves.add(km)
		kr := report.Kernel{
			Index: int(k.Index), Name: k.Name, Class: className(k.OpClass), Op: k.Op,
			Precision: precisionName(k.Precision), Nodes: len(k.Nodes), Cycles: c, MACs: k.Macs,
			DRAMRead: tr.DramReadBytes, DRAMWrite: tr.DramWriteBytes,
			L2MBytes: tr.L2MReadBytes + tr.L2MWriteBytes, L2MLiveBytes: k.L2MLiveBytes,
			LRMPeakBytes: k.LrmPeakBytes, CounterSource: k.Counters,
		}
		if c.Total > 0 {
			kr.MACUtil = float64(k.Macs) / (float64(c.Total) * float64(t.PeakMACsPerCycle()))
		}
		kr.EnergyUJ = m.energy(t, km, k.Macs, pes*float64(c.Total-c.DataExternal), 0).TotalUJ
		r.Kernels = append(r.Kernels, kr)
		if report.IsOnlineRotation(k.Name) {
			r.OnlineRotationCycles += c.Total
		}
	}
	total := roundCycles(sum)
	r.Cycles = total
	seconds := float64(total.Total) / t.ClockHz
	r.LatencyMS = seconds * 1e3
	if seconds > 0 {
		r.FPS = 1 / seconds
		r.DRAM.AvgReadGBps = float64(r.DRAM.ReadBytes) / seconds / (1 << 30)
		r.DRAM.AvgWriteGBps = float64(r.DRAM.WriteBytes) / seconds / (1 << 30)
		r.MACUtil = float64(r.MACs) / (float64(total.Total) * float64(t.PeakMACsPerCycle()))
	}
	for _, name := range report.ClassNames {
		cl := report.Class{Name: name, Cycles: total.Get(name)}
		if total.Total > 0 {
			cl.Fraction = float64(cl.Cycles) / float64(total.Total)
		}
		r.ClassTotals = append(r.ClassTotals, cl)
	}
	r.Energy = m.energy(t, moves, r.MACs, activePECycles, seconds)
	if seconds > 0 {
		r.PowerMW = r.Energy.TotalUJ / seconds / 1e3
	}
	if r.PowerMW > 0 {
		r.FPSPerWatt = r.FPS / (r.PowerMW / 1e3)
	}
	tidy(r)
	return r, nil
}

// tidy rounds the report's computed floats (report.RoundSig).
func tidy(r *report.Report) {
	for _, f := range []*float64{
		&r.LatencyMS, &r.FPS, &r.PowerMW, &r.FPSPerWatt, &r.GMACs, &r.MACUtil,
		&r.DRAM.ReadMiB, &r.DRAM.WriteMiB, &r.DRAM.AvgReadGBps, &r.DRAM.AvgWriteGBps,
		&r.Energy.TotalUJ, &r.Energy.MACUJ, &r.Energy.RegisterUJ, &r.Energy.LRMUJ,
		&r.Energy.L2MUJ, &r.Energy.DRAMUJ, &r.Energy.ArrayUJ, &r.Energy.StaticUJ,
	} {
		*f = report.RoundSig(*f)
	}
	for i := range r.ClassTotals {
		r.ClassTotals[i].Fraction = report.RoundSig(r.ClassTotals[i].Fraction)
	}
	for i := range r.Kernels {
		r.Kernels[i].MACUtil = report.RoundSig(r.Kernels[i].MACUtil)
		r.Kernels[i].EnergyUJ = report.RoundSig(r.Kernels[i].EnergyUJ)
	}
	for i := range r.Formats {
		r.Formats[i].Min, r.Formats[i].Max = report.RoundSig(r.Formats[i].Min), report.RoundSig(r.Formats[i].Max)
	}
}

func round(x float64) int64 { return int64(math.Round(x)) }

// roundCycles rounds a program's cycles once, from its kernels' unrounded
// ones: the total is the rounded sum, and the classes take the largest
// remainders so they add up to it. Rounding each kernel and adding would
// let a program whose kernels are faster come out a cycle or two slower,
// and the compiler keeps plans by their total.
func roundCycles(k kernelTime) report.Cycles {
	vals := []float64{k.compute, k.array, k.mac, k.ext, k.ocm}
	floors := make([]int64, len(vals))
	var sum float64
	var floorSum int64
	for i, v := range vals {
		floors[i] = int64(math.Floor(v))
		floorSum += floors[i]
		sum += v
	}
	total := round(sum)
	order := []int{0, 1, 2, 3, 4}
	slices.SortStableFunc(order, func(a, b int) int {
		return cmp.Compare(vals[b]-math.Floor(vals[b]), vals[a]-math.Floor(vals[a]))
	})
	for _, i := range order[:min(max(total-floorSum, 0), int64(len(order)))] {
		floors[i]++
	}
	return report.Cycles{Total: total, Compute: floors[0], DataArray: floors[1], MAC: floors[2], DataExternal: floors[3], DataOCM: floors[4]}
}

// maxCount bounds every count the model takes from a program and every
// figure it derives: sums of a few stay inside int64, and Simulate
// refuses, rather than wraps, past it.
const maxCount = 1 << 61

// checkCounts refuses a kernel whose counts are negative, past maxCount
// or inconsistent (more DRAM bytes streamed or prefetched than moved):
// a damaged or hand-made program, whose figures would come out negative.
func checkCounts(k *programpb.Kernel) error {
	w, tr := k.Work, k.Traffic
	for _, f := range []struct {
		name string
		v    int64
	}{
		{"macs", k.Macs}, {"mac_cycles", w.MacCycles}, {"alu_cycles", w.AluCycles}, {"launches", w.Launches}, {"calls", w.Calls},
		{"dram_read_bytes", tr.DramReadBytes}, {"dram_write_bytes", tr.DramWriteBytes},
		{"dram_stream_bytes", tr.DramStreamBytes}, {"dram_prefetch_bytes", tr.DramPrefetchBytes},
		{"dram_transfers", tr.DramTransfers}, {"l2m_read_bytes", tr.L2MReadBytes}, {"l2m_write_bytes", tr.L2MWriteBytes},
		{"l2m_transfers", tr.L2MTransfers}, {"l2m_blocking_transfers", tr.L2MBlockingTransfers},
		{"lrm_read_bytes", tr.LrmReadBytes}, {"lrm_write_bytes", tr.LrmWriteBytes},
		{"array_bytes", tr.ArrayBytes}, {"array_transfers", tr.ArrayTransfers}, {"register_bytes", tr.RegisterBytes},
		{"lrm_peak_bytes", k.LrmPeakBytes}, {"l2m_live_bytes", k.L2MLiveBytes},
	} {
		if f.v < 0 || f.v > maxCount {
			return fmt.Errorf("%s = %d is out of range (0 to 2^61)", f.name, f.v)
		}
	}
	if tr.DramStreamBytes+tr.DramPrefetchBytes > tr.DramReadBytes+tr.DramWriteBytes {
		return fmt.Errorf("streams %d and prefetches %d DRAM bytes of the %d it moves", tr.DramStreamBytes, tr.DramPrefetchBytes, tr.DramReadBytes+tr.DramWriteBytes)
	}
	return nil
}

// units are 32-bit moves at each level.
type units struct{ register, lrm, l2m, dram float64 }

func (u *units) add(v units) {
	u.register += v.register
	u.lrm += v.lrm
	u.l2m += v.l2m
	u.dram += v.dram
}

// kernelUnits counts a kernel's 32-bit moves. DRAM traffic passes
// through L2M on its way to or from the array, so it is charged at L2M
// too.
func kernelUnits(k *programpb.Kernel) units {
	tr := k.Traffic
	dram := float64(tr.DramReadBytes) + float64(tr.DramWriteBytes)
	return units{
		register: float64(tr.RegisterBytes) / 4,
		lrm:      (float64(tr.LrmReadBytes) + float64(tr.LrmWriteBytes) + float64(tr.ArrayBytes)) / 4,
		l2m:      (float64(tr.L2MReadBytes) + float64(tr.L2MWriteBytes) + dram) / 4,
		dram:     dram / 4,
	}
}

// energy prices moves, MACs, array activity and (for a whole run of
// seconds) static power.
func (m Model) energy(t targets.Target, u units, macs int64, activePECycles, seconds float64) report.Energy {
	e := t.Energy
	pj := e.PicojoulesPerUnit
	en := report.Energy{
		MACUJ:      float64(macs) * e.MACPicojoules * 1e-6,
		RegisterUJ: u.register * e.Register * pj * 1e-6,
		LRMUJ:      u.lrm * e.LRM * pj * 1e-6,
		L2MUJ:      u.l2m * e.L2M * pj * 1e-6,
		DRAMUJ:     u.dram * e.DRAM * pj * 1e-6,
		ArrayUJ:    activePECycles * m.ArrayUnitsPerPECycle * e.Register * pj * 1e-6,
		StaticUJ:   e.StaticMilliwatts * seconds * 1e3,
	}
	en.TotalUJ = en.MACUJ + en.RegisterUJ + en.LRMUJ + en.L2MUJ + en.DRAMUJ + en.ArrayUJ + en.StaticUJ
	return en
}

func className(c programpb.OpClass) string {
	switch c {
	case programpb.OpClass_MATMUL:
		return "matmul"
	case programpb.OpClass_ELEMENTWISE:
		return "elementwise"
	case programpb.OpClass_REDUCE:
		return "reduce"
	case programpb.OpClass_SOFTMAX:
		return "softmax"
	case programpb.OpClass_NORM:
		return "norm"
	case programpb.OpClass_DATA_MOVEMENT:
		return "data_movement"
	case programpb.OpClass_QUANT:
		return "quant"
	case programpb.OpClass_CUSTOM:
		return "custom"
	}
	return "unknown"
}

func precisionName(p programpb.Precision) string {
	switch p {
	case programpb.Precision_INT8:
		return "int8"
	case programpb.Precision_FIXED32:
		return "fixed32"
	case programpb.Precision_MIXED:
		return "mixed"
	}
	return "unknown"
}

// newReport fills what comes straight from the program and target.
func newReport(p *programpb.Program, t targets.Target) *report.Report {
	r := &report.Report{
		Program: p.Name, ModelVersion: Version,
		Target: report.Target{
			Preset: t.Preset, ID: t.ID(), Cores: t.Cores, ArrayRows: t.ArrayRows, ArrayCols: t.ArrayCols,
			MACsPerPE: t.MACsPerPE, ClockGHz: t.ClockHz / 1e9, L2MBytes: t.L2MBytes, LRMBytes: t.LRMBytes,
			DRAMReadBps: t.DRAMReadBps, DRAMWriteBps: t.DRAMWriteBps,
		},
		MACs: p.Macs, GMACs: float64(p.Macs) / 1e9,
		Inputs: []report.IO{}, Outputs: []report.IO{}, Formats: []report.Format{},
		Kernels: []report.Kernel{}, Errors: []report.IOError{},
	}
	if p.Memory != nil {
		r.L2MPeak, r.LRMPeak = p.Memory.L2MPeakBytes, p.Memory.LrmPeakBytes
	}
	for _, k := range p.Kernels {
		if k.Traffic != nil {
			r.DRAM.ReadBytes += k.Traffic.DramReadBytes
			r.DRAM.WriteBytes += k.Traffic.DramWriteBytes
		}
	}
	r.DRAM.ReadMiB = float64(r.DRAM.ReadBytes) / (1 << 20)
	r.DRAM.WriteMiB = float64(r.DRAM.WriteBytes) / (1 << 20)
	for _, io := range p.Inputs {
		r.Inputs = append(r.Inputs, report.IO{Kind: "input", Name: io.Name, Shape: io.Shape, Type: ioType(io)})
	}
	for _, io := range p.Outputs {
		r.Outputs = append(r.Outputs, report.IO{Kind: "output", Name: io.Name, Shape: io.Shape, Type: ioType(io)})
	}
	for _, f := range p.Formats {
		r.Formats = append(r.Formats, report.Format{Source: f.Node, Op: f.Op, Min: f.Min, Max: f.Max, FracBits: int(f.FracBits), Rule: f.Rule})
	}
	return r
}

func ioType(io *programpb.IOTensor) string {
	if io.Dtype == "fixed32" {
		return fmt.Sprintf("FixedPoint32<%d>", io.FracBits)
	}
	return io.Dtype
}
