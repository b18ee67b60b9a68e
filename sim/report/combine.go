package report

import "fmt"

// Part is one row of a whole-model report: a part of the model (the
// embedding, a decoder layer, the head) as its own simulation measured
// it, with the error at its output against the float model (each part
// fed the simulated outputs of the one before, so errors accumulate as
// on the chip).
type Part struct {
	Name      string    `json:"name"`
	Cycles    Cycles    `json:"cycles"`
	LatencyMS float64   `json:"latency_ms"`
	MACs      int64     `json:"macs"`
	MACUtil   float64   `json:"mac_utilization"`
	DRAMRead  int64     `json:"dram_read_bytes"`
	DRAMWrite int64     `json:"dram_write_bytes"`
	EnergyUJ  float64   `json:"energy_uj"`
	PowerMW   float64   `json:"power_mw"`
	Errors    []IOError `json:"errors,omitempty"`
	// OnlineRotationCycles are the part's online rotations' cycles.
	OnlineRotationCycles int64 `json:"online_rotation_cycles,omitempty"`
}

// Combine is the report of a model run a part after another on one
// target: cycles, traffic, MACs and energy add up; latency, FPS, power,
// bandwidth and MAC utilization follow from the sums; the inputs are the
// first part's, the outputs and errors the last's; each part is a row of
// Parts. Kernels and formats stay in the parts' own reports.
func Combine(program string, names []string, parts []*Report) (*Report, error) {
	if len(parts) == 0 || len(parts) != len(names) {
		return nil, fmt.Errorf("combine: %d parts, %d names", len(parts), len(names))
	}
	first, last := parts[0], parts[len(parts)-1]
	r := &Report{Program: program, ModelVersion: first.ModelVersion, Target: first.Target,
		Inputs: first.Inputs, Outputs: last.Outputs, Errors: last.Errors}
	for i, p := range parts {
		if p.Target != r.Target || p.ModelVersion != r.ModelVersion {
			return nil, fmt.Errorf("combine: part %s was simulated on %s (perf model %s), part %s on %s (%s)",
				names[i], p.Target.ID, p.ModelVersion, names[0], r.Target.ID, r.ModelVersion)
		}
		r.Cycles.Add(p.Cycles)
		r.OnlineRotationCycles += p.OnlineRotationCycles
		r.MACs += p.MACs
		r.DRAM.ReadBytes += p.DRAM.ReadBytes
		r.DRAM.WriteBytes += p.DRAM.WriteBytes
		e := &r.Energy
		e.TotalUJ += p.Energy.TotalUJ
		e.MACUJ += p.Energy.MACUJ
		e.RegisterUJ += p.Energy.RegisterUJ
		e.LRMUJ += p.Energy.LRMUJ
		e.L2MUJ += p.Energy.L2MUJ
		e.DRAMUJ += p.Energy.DRAMUJ
		e.ArrayUJ += p.Energy.ArrayUJ
		e.StaticUJ += p.Energy.StaticUJ
		r.L2MPeak = max(r.L2MPeak, p.L2MPeak)
		r.LRMPeak = max(r.LRMPeak, p.LRMPeak)
		r.Parts = append(r.Parts, Part{Name: names[i], Cycles: p.Cycles, LatencyMS: p.LatencyMS, MACs: p.MACs,
			MACUtil: p.MACUtil, DRAMRead: p.DRAM.ReadBytes, DRAMWrite: p.DRAM.WriteBytes,
			EnergyUJ: p.Energy.TotalUJ, PowerMW: p.PowerMW, Errors: p.Errors, OnlineRotationCycles: p.OnlineRotationCycles})
	}
	t := r.Target
	seconds := float64(r.Cycles.Total) / (t.ClockGHz * 1e9)
	peak := float64(t.ArrayRows*t.ArrayCols) * float64(t.MACsPerPE) * float64(t.Cores)
	r.GMACs = float64(r.MACs) / 1e9
	r.DRAM.ReadMiB = float64(r.DRAM.ReadBytes) / (1 << 20)
	r.DRAM.WriteMiB = float64(r.DRAM.WriteBytes) / (1 << 20)
	r.LatencyMS = seconds * 1e3
	if seconds > 0 {
		r.FPS = 1 / seconds
		r.DRAM.AvgReadGBps = float64(r.DRAM.ReadBytes) / seconds / (1 << 30)
		r.DRAM.AvgWriteGBps = float64(r.DRAM.WriteBytes) / seconds / (1 << 30)
		r.MACUtil = float64(r.MACs) / (float64(r.Cycles.Total) * peak)
		r.PowerMW = r.Energy.TotalUJ / seconds / 1e3
	}
	if r.PowerMW > 0 {
		r.FPSPerWatt = r.FPS / (r.PowerMW / 1e3)
	}
	for _, name := range ClassNames {
		cl := Class{Name: name, Cycles: r.Cycles.Get(name)}
		if r.Cycles.Total > 0 {
			cl.Fraction = RoundSig(float64(cl.Cycles) / float64(r.Cycles.Total))
		}
		r.ClassTotals = append(r.ClassTotals, cl)
	}
	for _, f := range []*float64{
		&r.LatencyMS, &r.FPS, &r.PowerMW, &r.FPSPerWatt, &r.GMACs, &r.MACUtil,
		&r.DRAM.ReadMiB, &r.DRAM.WriteMiB, &r.DRAM.AvgReadGBps, &r.DRAM.AvgWriteGBps,
		&r.Energy.TotalUJ, &r.Energy.MACUJ, &r.Energy.RegisterUJ, &r.Energy.LRMUJ,
		&r.Energy.L2MUJ, &r.Energy.DRAMUJ, &r.Energy.ArrayUJ, &r.Energy.StaticUJ,
	} {
		*f = RoundSig(*f)
	}
	r.Notes = append(r.Notes, fmt.Sprintf("whole model: %d parts (%s .. %s), each compiled and simulated on its own and run on the simulated outputs of the part before; kernels and fixed-point formats are in each part's report", len(parts), names[0], names[len(names)-1]))
	return r, nil
}
