// Package report holds the simulation report as plain data.
//
// Its structs have stable JSON field names (what `simulate` writes and
// tests compare); it sums parts into the whole model and compares
// several targets with their Pareto front. sim/perf fills in the timing;
// MeasureErrors computes the numerical error against the float model
// that the caller puts in Errors. How a report looks (tables, plots,
// HTML) is views/render's.
package report

import (
	"math"
	"strings"

	"github.com/epubuild/epubuild/internal/textfmt"
)

// Report is one program simulated on one target.
type Report struct {
	Program      string `json:"program"`
	ModelVersion string `json:"model_version"` // sim/perf's model version
	Target       Target `json:"target"`

	Cycles      Cycles  `json:"cycles"`
	LatencyMS   float64 `json:"latency_ms"`
	FPS         float64 `json:"fps"`
	PowerMW     float64 `json:"power_mw"`
	FPSPerWatt  float64 `json:"fps_per_watt"`
	Energy      Energy  `json:"energy"`
	DRAM        DRAM    `json:"dram"`
	MACs        int64   `json:"macs"`
	GMACs       float64 `json:"gmacs"`
	MACUtil     float64 `json:"mac_utilization"` // fraction of peak, 0..1
	L2MPeak     int64   `json:"l2m_peak_bytes"`
	LRMPeak     int64   `json:"lrm_peak_bytes"` // per PE
	ClassTotals []Class `json:"classes"`        // the cycle classes in report order
	// OnlineRotationCycles are the cycles of the kernels of online
	// rotations (IsOnlineRotation), part of Cycles.
	OnlineRotationCycles int64 `json:"online_rotation_cycles,omitempty"`

	Inputs  []IO      `json:"inputs"`
	Outputs []IO      `json:"outputs"`
	Formats []Format  `json:"formats"`
	Kernels []Kernel  `json:"kernels"`
	Errors  []IOError `json:"errors"` // numerical error against the float model (MeasureErrors)
	// Parts are a whole-model report's rows, one per part (Combine).
	Parts []Part   `json:"parts,omitempty"`
	Notes []string `json:"notes,omitempty"`
}

// Target is the hardware simulated.
type Target struct {
	Preset       string  `json:"preset"`
	ID           string  `json:"id"`
	Cores        int     `json:"cores"`
	ArrayRows    int     `json:"array_rows"`
	ArrayCols    int     `json:"array_cols"`
	MACsPerPE    int     `json:"macs_per_pe"`
	ClockGHz     float64 `json:"clock_ghz"`
	L2MBytes     int64   `json:"l2m_bytes"`
	LRMBytes     int64   `json:"lrm_bytes"`
	DRAMReadBps  float64 `json:"dram_read_bps"`
	DRAMWriteBps float64 `json:"dram_write_bps"`
}

// The cycle classes, serial: a kernel's cycles are their sum. compute is
// ALU work and control, data_array moves between PEs, mac the MAC
// instructions, data_external waiting for DRAM, data_ocm moving data
// between L2M (the on-chip memory) and the array.
const (
	Compute      = "compute"
	DataArray    = "data_array"
	MAC          = "mac"
	DataExternal = "data_external"
	DataOCM      = "data_ocm"
)

// ClassNames lists the classes in the vendor's order.
var ClassNames = []string{Compute, DataArray, MAC, DataExternal, DataOCM}

// Cycles is a cycle count split by class.
type Cycles struct {
	Total        int64 `json:"total"`
	Compute      int64 `json:"compute"`
	DataArray    int64 `json:"data_array"`
	MAC          int64 `json:"mac"`
	DataExternal int64 `json:"data_external"`
	DataOCM      int64 `json:"data_ocm"`
}

// Get returns a class's count by name.
func (c Cycles) Get(class string) int64 {
	switch class {
	case Compute:
		return c.Compute
	case DataArray:
		return c.DataArray
	case MAC:
		return c.MAC
	case DataExternal:
		return c.DataExternal
	case DataOCM:
		return c.DataOCM
	}
	return 0
}

// Add accumulates d into c.
func (c *Cycles) Add(d Cycles) {
	c.Total += d.Total
	c.Compute += d.Compute
	c.DataArray += d.DataArray
	c.MAC += d.MAC
	c.DataExternal += d.DataExternal
	c.DataOCM += d.DataOCM
}

// Class is one class's total and share.
type Class struct {
	Name     string  `json:"name"`
	Cycles   int64   `json:"cycles"`
	Fraction float64 `json:"fraction"`
}

// Energy is the energy of one run, by what spends it, in microjoules.
type Energy struct {
	TotalUJ    float64 `json:"total_uj"`
	MACUJ      float64 `json:"mac_uj"`
	RegisterUJ float64 `json:"register_uj"`
	LRMUJ      float64 `json:"lrm_uj"`
	L2MUJ      float64 `json:"l2m_uj"`
	DRAMUJ     float64 `json:"dram_uj"`
	ArrayUJ    float64 `json:"array_uj"`  // PE clock and control while the array runs
	StaticUJ   float64 `json:"static_uj"` // leakage and always-on logic
}

// DRAM is the external traffic. MiB are binary, as the vendor's simulator
// counts them.
type DRAM struct {
	ReadBytes    int64   `json:"read_bytes"`
	WriteBytes   int64   `json:"write_bytes"`
	ReadMiB      float64 `json:"read_mib"`
	WriteMiB     float64 `json:"write_mib"`
	AvgReadGBps  float64 `json:"avg_read_gibps"`
	AvgWriteGBps float64 `json:"avg_write_gibps"`
}

// IO is a graph input or output as the EPU holds it.
type IO struct {
	Kind  string  `json:"kind"` // "input" or "output"
	Name  string  `json:"name"`
	Shape []int64 `json:"shape"`
	Type  string  `json:"type"` // "int8", "FixedPoint32<26>", ...
}

// Format is the fixed-point format of a tensor the EPU computes in float.
type Format struct {
	Source   string  `json:"source"` // producing node
	Op       string  `json:"op"`
	Min      float64 `json:"min"`
	Max      float64 `json:"max"`
	FracBits int     `json:"frac_bits"`
	Rule     string  `json:"rule"`
}

// OnlineRotationScope is the scope segment of the nodes of an online
// Hadamard rotation (passes/rotate names them <layer>/mlp/down_proj/hadamard/...).
const OnlineRotationScope = "/hadamard/"

// IsOnlineRotation says whether a kernel, by its name (its main node's),
// computes an online rotation.
func IsOnlineRotation(kernel string) bool { return strings.Contains(kernel, OnlineRotationScope) }

// Kernel is one kernel's line of the per-op table.
type Kernel struct {
	Index         int     `json:"index"`
	Name          string  `json:"name"`
	Class         string  `json:"class"`
	Op            string  `json:"op"`
	Precision     string  `json:"precision"`
	Nodes         int     `json:"nodes"`
	Cycles        Cycles  `json:"cycles"`
	MACs          int64   `json:"macs"`
	MACUtil       float64 `json:"mac_utilization"`
	DRAMRead      int64   `json:"dram_read_bytes"`
	DRAMWrite     int64   `json:"dram_write_bytes"`
	L2MBytes      int64   `json:"l2m_bytes"` // L2M <-> array, both ways
	L2MLiveBytes  int64   `json:"l2m_live_bytes"`
	LRMPeakBytes  int64   `json:"lrm_peak_bytes"`
	EnergyUJ      float64 `json:"energy_uj"`
	CounterSource string  `json:"counters,omitempty"` // custom kernels
}

// IOError is the numerical error of one output against the float model.
type IOError struct {
	Name   string  `json:"name"`
	MSE    float64 `json:"mse"`
	MaxAbs float64 `json:"max_abs"`
	SQNRdB float64 `json:"sqnr_db"`
}

// JSON encodes the report, indented, with a trailing newline. Field
// order is the struct's, so the same report gives the same bytes.
func (r *Report) JSON() ([]byte, error) {
	return textfmt.JSON(r)
}

// RoundSig rounds x to the 9 significant digits a report's computed
// figures keep: far more than they are good for, few enough that another
// CPU's rounding (a fused multiply-add) does not change a report's bytes.
func RoundSig(x float64) float64 {
	if x == 0 || math.IsNaN(x) || math.IsInf(x, 0) {
		return x
	}
	p := math.Pow(10, 8-math.Floor(math.Log10(math.Abs(x))))
	return math.Round(x*p) / p
}
