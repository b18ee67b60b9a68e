// Package targets models the hardware an epubuild program runs on.
//
// A GPNPU core has a 2-D array of processing elements (PEs), each with a
// bank of int8 MACs and a small local register memory (LRM), a shared
// on-chip L2 memory (L2M), and DRAM behind it. It owns the named
// presets, the unit syntax for sizes, bandwidths and clocks, and the
// resolution of a preset plus user overrides into one Target.
package targets

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Target is a fully resolved hardware description.
type Target struct {
	Preset    string  // the preset it was derived from, e.g. "QC-N"
	Cores     int     // independent cores (the simulator models one)
	ArrayRows int     // PE array rows
	ArrayCols int     // PE array columns
	MACsPerPE int     // int8 MACs each PE completes per cycle
	ClockHz   float64 // core clock
	L2MBytes  int64   // shared on-chip memory
	LRMBytes  int64   // local register memory, per PE
	// DRAM bandwidths in bytes per second.
	DRAMReadBps  float64
	DRAMWriteBps float64
	Energy       Energy
	// Precisions are the quantized forms the target computes: int8
	// always (the vendor's reports show int8 MACs and 32-bit fixed point
	// for what stays in float); int16 activations and int4 weights are
	// what-if capabilities a target block switches on, costed by the two
	// parameters below.
	Precisions []string
	// Int16MACRate is a product's MAC rate, as a fraction of the int8
	// rate, for each int16 operand it has. The presets' 0.5 is the array's
	// byte-pair model (a wider operand takes one multiplier per byte
	// pair), which 32-bit fixed point follows too.
	Int16MACRate float64
	// Int4UnpackCycles is the ALU cycles a PE spends per byte of packed
	// int4 weights it unpacks to int8 before its MACs (two nibbles, a
	// sign extension each). The weights move from DRAM and through L2M
	// at their packed size.
	Int4UnpackCycles float64
}

// The precisions a target may list.
const (
	PrecisionInt8        = "int8"
	PrecisionInt16       = "int16"
	PrecisionInt4Weights = "int4_weights"
)

// AllPrecisions lists them, for messages and the config schema.
var AllPrecisions = []string{PrecisionInt8, PrecisionInt16, PrecisionInt4Weights}

// Has reports whether the target computes precision p.
func (t Target) Has(p string) bool { return slices.Contains(t.Precisions, p) }

// Energy holds the cost of moving one 32-bit word from each level of the
// memory hierarchy, relative to a register access, and the absolute
// energy of that register access. Public datasheets of this architecture
// family give the ratios 1 : 3 : 70 : 225.
type Energy struct {
	Register, LRM, L2M, DRAM float64 // relative units
	// PicojoulesPerUnit converts the relative units to energy. It is the
	// one calibration constant of the power model (see sim).
	PicojoulesPerUnit float64
	// MACPicojoules is the energy of one int8 multiply-accumulate.
	MACPicojoules float64
	// StaticMilliwatts is leakage and clock-tree power while running.
	StaticMilliwatts float64
}

// PEs is the number of processing elements.
func (t Target) PEs() int { return t.ArrayRows * t.ArrayCols }

// PeakMACsPerCycle is what the whole array can do in one cycle.
func (t Target) PeakMACsPerCycle() int64 { return int64(t.PEs()) * int64(t.MACsPerPE) * int64(t.Cores) }

// ID names the configuration the way the vendor's build folders do:
// product, clock, L2M, LRM, read and write bandwidth, MACs per PE, cores.
func (t Target) ID() string {
	clock := strings.ReplaceAll(strconv.FormatFloat(t.ClockHz/1e9, 'f', -1, 64), ".", "d")
	return fmt.Sprintf("%s_%s_%s_%s_%s_%s_%d_x%d",
		strings.ReplaceAll(t.Preset, "-", "_"), clock,
		FormatBytes(t.L2MBytes), FormatBytes(t.LRMBytes),
		FormatBandwidth(t.DRAMReadBps), FormatBandwidth(t.DRAMWriteBps),
		t.MACsPerPE, t.Cores)
}

// Physical ranges a target must fall in. They are wide (a microcontroller
// NPU to a datacentre part), but they keep every figure the simulator
// derives finite and inside int64: 1e30 GHz or 0.001 Bps are typos,
// and accepted they gave overflowed, negative cycle counts.
const (
	MinClockHz, MaxClockHz = 1e6, 10e9        // 1 MHz – 10 GHz
	MinBps, MaxBps         = 1 << 20, 1 << 50 // 1 MBps – 1 PBps (binary)
	MinL2M, MaxL2M         = 1 << 10, 1 << 40 // 1 kB – 1 TB
	MinLRM, MaxLRM         = 16, 1 << 30      // 16 B – 1 GB per PE
	MaxArraySide           = 4096             // PE rows, columns
	MaxMACsPerPE           = 1 << 16          // int8 MACs per PE per cycle
	MaxCores               = 1024
	MaxUnpackCycles        = 64 // ALU cycles per packed int4 byte
)

// Check reports the first field outside its physical range.
func (t Target) Check() error {
	switch {
	case t.Cores < 1:
		return &FieldError{"cores", errors.New("must be at least 1")}
	case t.Cores > MaxCores:
		return &FieldError{"cores", fmt.Errorf("%d is more than %d", t.Cores, MaxCores)}
	case t.ArrayRows < 1 || t.ArrayCols < 1:
		return &FieldError{"pe_array", errors.New("needs at least one row and one column")}
	case t.ArrayRows > MaxArraySide || t.ArrayCols > MaxArraySide:
		return &FieldError{"pe_array", fmt.Errorf("%dx%d has more than %d rows or columns", t.ArrayRows, t.ArrayCols, MaxArraySide)}
	case t.MACsPerPE < 1:
		return &FieldError{"macs_per_pe", errors.New("must be at least 1")}
	case t.MACsPerPE > MaxMACsPerPE:
		return &FieldError{"macs_per_pe", fmt.Errorf("%d is more than %d", t.MACsPerPE, MaxMACsPerPE)}
	case !(t.ClockHz >= MinClockHz && t.ClockHz <= MaxClockHz):
		return &FieldError{"clock", fmt.Errorf("%s is outside 1MHz–10GHz", formatHz(t.ClockHz))}
	case t.L2MBytes < MinL2M || t.L2MBytes > MaxL2M:
		return &FieldError{"l2m", fmt.Errorf("%s is outside 1kB–1024GB", FormatBytes(t.L2MBytes))}
	case t.LRMBytes < MinLRM || t.LRMBytes > MaxLRM:
		return &FieldError{"lrm", fmt.Errorf("%s is outside 16B–1GB", FormatBytes(t.LRMBytes))}
	case !(t.DRAMReadBps >= MinBps && t.DRAMReadBps <= MaxBps):
		return &FieldError{"dram_read_bw", fmt.Errorf("%s is outside 1MBps–1PBps", formatBps(t.DRAMReadBps))}
	case !(t.DRAMWriteBps >= MinBps && t.DRAMWriteBps <= MaxBps):
		return &FieldError{"dram_write_bw", fmt.Errorf("%s is outside 1MBps–1PBps", formatBps(t.DRAMWriteBps))}
	case !(t.Int16MACRate > 0 && t.Int16MACRate <= 1):
		return &FieldError{"int16_mac_rate", fmt.Errorf("%v is outside (0, 1]: a fraction of the int8 MAC rate", t.Int16MACRate)}
	case !(t.Int4UnpackCycles >= 0 && t.Int4UnpackCycles <= MaxUnpackCycles):
		return &FieldError{"int4_unpack_cycles", fmt.Errorf("%v is outside 0–%d cycles per byte", t.Int4UnpackCycles, MaxUnpackCycles)}
	}
	for _, p := range t.Precisions {
		if !slices.Contains(AllPrecisions, p) {
			return &FieldError{"precisions", fmt.Errorf("unknown precision %q (known: %s)", p, strings.Join(AllPrecisions, ", "))}
		}
	}
	if !t.Has(PrecisionInt8) {
		return &FieldError{"precisions", errors.New(`must include "int8", which every target computes`)}
	}
	return nil
}

// formatHz and formatBps write a figure out of range readably (1e+39 Hz
// would print as a string of 40 digits in FormatBandwidth's style).
func formatHz(hz float64) string { return strconv.FormatFloat(hz, 'g', 4, 64) + "Hz" }

func formatBps(bps float64) string { return strconv.FormatFloat(bps, 'g', 4, 64) + " bytes/s" }

// defaultEnergy is the family's relative move costs. The absolute
// constants are fitted, with sim/perf's array-activity term, to the
// the vendor's three reported powers (120 mW prefill on QC-N, 712 mW decode
// and 943 mW attention on QC-U; sim/perf/fit_test.go shows the fit).
// Those powers follow array activity, not data movement: the decode,
// which moves 50 times the DRAM bytes of the attention block, draws
// less. So a unit comes out small (8.9 fJ; a DRAM word about 2 pJ) and
// the fixed part is 43 mW. MACPicojoules is set, not fitted (the
// the vendor's MAC counts are too alike in energy to separate it).
var defaultEnergy = Energy{
	Register: 1, LRM: 3, L2M: 70, DRAM: 225,
	PicojoulesPerUnit: 0.0089,
	MACPicojoules:     0.1,
	StaticMilliwatts:  43,
}

// presets are the public core sizes of the family: 64, 256 and 1,024 PEs,
// 16 int8 MACs per PE, 4 kB LRM per PE, at 1.7 GHz with 16 MB of L2M and
// 128 GBps of DRAM bandwidth each way, as the vendor's reports configure.
var presets = map[string]Target{
	"QC-N": base("QC-N", 8, 8),
	"QC-P": base("QC-P", 16, 16),
	"QC-U": base("QC-U", 32, 32),
}

func base(name string, rows, cols int) Target {
	return Target{
		Preset: name, Cores: 1, ArrayRows: rows, ArrayCols: cols, MACsPerPE: 16,
		ClockHz: 1.7e9, L2MBytes: 16 << 20, LRMBytes: 4 << 10,
		DRAMReadBps: 128 * (1 << 30), DRAMWriteBps: 128 * (1 << 30),
		Energy:     defaultEnergy,
		Precisions: []string{PrecisionInt8},
		// What-if costs, used once a target block lists the precision:
		// half rate per int16 operand (the byte-pair model), one ALU
		// cycle per packed int4 byte.
		Int16MACRate: 0.5, Int4UnpackCycles: 1,
	}
}

// Presets lists the preset names, sorted.
func Presets() []string {
	names := make([]string, 0, len(presets))
	for n := range presets {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Preset returns a named preset.
func Preset(name string) (Target, error) {
	t, ok := presets[strings.ToUpper(name)]
	if !ok {
		return Target{}, &FieldError{"preset", fmt.Errorf("unknown preset %q (known: %s)", name, strings.Join(Presets(), ", "))}
	}
	return t, nil
}

// Spec is a target as a user writes it: a preset and overrides. Zero
// values leave the preset's value.
type Spec struct {
	Preset      string
	PEArray     string // "ROWSxCOLS", e.g. "32x32"
	MACsPerPE   int
	L2M         string // size, e.g. "32MB"
	LRM         string // size per PE, e.g. "4kB"
	DRAMReadBW  string // e.g. "128GBps"
	DRAMWriteBW string
	Clock       string // e.g. "1.7GHz"
	Cores       int
	// Precisions, when set, replace the preset's; Int16MACRate, when not
	// 0, and Int4UnpackCycles, when set, its costs.
	Precisions       []string
	Int16MACRate     float64
	Int4UnpackCycles *float64
}

// FieldError is an error about one field of a Spec, named as in HCL, so
// the config layer can point at the attribute.
type FieldError struct {
	Field string
	Err   error
}

func (e *FieldError) Error() string { return e.Field + ": " + e.Err.Error() }
func (e *FieldError) Unwrap() error { return e.Err }

// Resolve applies a Spec's overrides to its preset and checks the result.
func Resolve(s Spec) (Target, error) {
	if s.Preset == "" {
		return Target{}, &FieldError{"preset", fmt.Errorf("is required (one of %s)", strings.Join(Presets(), ", "))}
	}
	t, err := Preset(s.Preset)
	if err != nil {
		return Target{}, err
	}
	if s.PEArray != "" {
		r, c, ok := strings.Cut(strings.ToLower(s.PEArray), "x")
		rows, err1 := strconv.Atoi(strings.TrimSpace(r))
		cols, err2 := strconv.Atoi(strings.TrimSpace(c))
		if !ok || err1 != nil || err2 != nil {
			return Target{}, &FieldError{"pe_array", fmt.Errorf("%q is not ROWSxCOLS, e.g. \"32x32\"", s.PEArray)}
		}
		t.ArrayRows, t.ArrayCols = rows, cols
	}
	if s.MACsPerPE != 0 {
		t.MACsPerPE = s.MACsPerPE
	}
	if s.Cores != 0 {
		t.Cores = s.Cores
	}
	if s.Precisions != nil {
		t.Precisions = slices.Clone(s.Precisions)
	}
	if s.Int16MACRate != 0 {
		t.Int16MACRate = s.Int16MACRate
	}
	if s.Int4UnpackCycles != nil {
		t.Int4UnpackCycles = *s.Int4UnpackCycles
	}
	for _, f := range []struct {
		name string
		in   string
		set  func(string) error
	}{
		{"l2m", s.L2M, func(v string) (err error) { t.L2MBytes, err = ParseBytes(v); return }},
		{"lrm", s.LRM, func(v string) (err error) { t.LRMBytes, err = ParseBytes(v); return }},
		{"dram_read_bw", s.DRAMReadBW, func(v string) (err error) { t.DRAMReadBps, err = ParseBandwidth(v); return }},
		{"dram_write_bw", s.DRAMWriteBW, func(v string) (err error) { t.DRAMWriteBps, err = ParseBandwidth(v); return }},
		{"clock", s.Clock, func(v string) (err error) { t.ClockHz, err = ParseFrequency(v); return }},
	} {
		if f.in == "" {
			continue
		}
		if err := f.set(f.in); err != nil {
			return Target{}, &FieldError{f.name, err}
		}
	}
	return t, t.Check()
}

// Sizes and bandwidths use binary multiples: "16MB" is 16 MiB and
// "128GBps" is 128 GiB/s. That is how the vendor's reports count (their
// 44.83 MB at 6.35 GBps over 6.90 ms only adds up in binary units).
var sizeUnits = []struct {
	suffix string
	mult   float64
}{
	{"kib", 1 << 10}, {"mib", 1 << 20}, {"gib", 1 << 30}, {"tib", 1 << 40}, {"pib", 1 << 50},
	{"kb", 1 << 10}, {"mb", 1 << 20}, {"gb", 1 << 30}, {"tb", 1 << 40}, {"pb", 1 << 50},
	{"k", 1 << 10}, {"m", 1 << 20}, {"g", 1 << 30}, {"t", 1 << 40}, {"p", 1 << 50},
	{"b", 1},
}

func parseScaled(s, what string, suffixes func(string) (string, bool)) (float64, error) {
	in := strings.TrimSpace(s)
	low := strings.ToLower(in)
	num, ok := suffixes(low)
	if !ok {
		return 0, fmt.Errorf("%q is not a %s", s, what)
	}
	for _, u := range sizeUnits {
		if n, found := strings.CutSuffix(num, u.suffix); found {
			v, err := strconv.ParseFloat(strings.TrimSpace(n), 64)
			if err != nil || v <= 0 || math.IsInf(v, 0) {
				return 0, fmt.Errorf("%q is not a %s", s, what)
			}
			return v * u.mult, nil
		}
	}
	return 0, fmt.Errorf("%q has no unit (write e.g. %s)", s, map[string]string{
		"size": `"16MB" or "4kB"`, "bandwidth": `"128GBps"`}[what])
}

// ParseBytes parses a size such as "16MB", "4kB", "512KiB" or "1024B".
func ParseBytes(s string) (int64, error) {
	v, err := parseScaled(s, "size", func(l string) (string, bool) { return l, true })
	if err != nil {
		return 0, err
	}
	if v != math.Trunc(v) || v > math.MaxInt64/2 {
		return 0, fmt.Errorf("%q is not a whole number of bytes", s)
	}
	return int64(v), nil
}

// ParseBandwidth parses a bandwidth such as "128GBps", "64 GB/s" or
// "1PBps" into bytes per second: every unit up to the top of the range
// Check allows.
func ParseBandwidth(s string) (float64, error) {
	return parseScaled(s, "bandwidth", func(l string) (string, bool) {
		for _, suf := range []string{"ps", "/s"} {
			if n, ok := strings.CutSuffix(l, suf); ok {
				return n, true
			}
		}
		return "", false
	})
}

// ParseFrequency parses a clock such as "1.7GHz" or "800MHz" (decimal).
func ParseFrequency(s string) (float64, error) {
	low := strings.ToLower(strings.TrimSpace(s))
	for _, u := range []struct {
		suffix string
		mult   float64
	}{{"ghz", 1e9}, {"mhz", 1e6}, {"khz", 1e3}, {"hz", 1}} {
		if n, ok := strings.CutSuffix(low, u.suffix); ok {
			v, err := strconv.ParseFloat(strings.TrimSpace(n), 64)
			if err != nil || !(v > 0) || math.IsInf(v, 0) {
				break
			}
			return v * u.mult, nil
		}
	}
	return 0, fmt.Errorf("%q is not a frequency (write e.g. \"1.7GHz\")", s)
}

// FormatBytes writes a size in the largest binary unit that keeps it
// whole: 16777216 -> "16MB", 4096 -> "4kB".
func FormatBytes(n int64) string {
	switch {
	case n >= 1<<30 && n%(1<<30) == 0:
		return strconv.FormatInt(n>>30, 10) + "GB"
	case n >= 1<<20 && n%(1<<20) == 0:
		return strconv.FormatInt(n>>20, 10) + "MB"
	case n >= 1<<10 && n%(1<<10) == 0:
		return strconv.FormatInt(n>>10, 10) + "kB"
	}
	return strconv.FormatInt(n, 10) + "B"
}

// FormatBandwidth writes bytes per second as "128GBps" (binary units).
func FormatBandwidth(bps float64) string {
	return strconv.FormatFloat(bps/(1<<30), 'f', -1, 64) + "GBps"
}

// Field is one value of a target as a step key names it.
type Field struct {
	Name, Value string
}

// Fields are the target's values, exact, as key lines: every value the
// compiler reads and, with energy, the energy model the simulator reads
// too. The what-if precisions and their costs are listed only when the
// target has more than int8, so other targets' keys do not name them.
func (t Target) Fields(energy bool) []Field {
	f := func(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }
	s := []Field{
		{Name: "target.preset", Value: t.Preset},
		{Name: "target.cores", Value: strconv.Itoa(t.Cores)},
		{Name: "target.pe_array", Value: fmt.Sprintf("%dx%d", t.ArrayRows, t.ArrayCols)},
		{Name: "target.macs_per_pe", Value: strconv.Itoa(t.MACsPerPE)},
		{Name: "target.clock_hz", Value: f(t.ClockHz)},
		{Name: "target.l2m_bytes", Value: strconv.FormatInt(t.L2MBytes, 10)},
		{Name: "target.lrm_bytes", Value: strconv.FormatInt(t.LRMBytes, 10)},
		{Name: "target.dram_read_bps", Value: f(t.DRAMReadBps)},
		{Name: "target.dram_write_bps", Value: f(t.DRAMWriteBps)},
	}
	if len(t.Precisions) != 1 || t.Precisions[0] != PrecisionInt8 {
		ps := slices.Clone(t.Precisions)
		slices.Sort(ps)
		s = append(s, Field{Name: "target.precisions", Value: strings.Join(ps, ",")},
			Field{Name: "target.int16_mac_rate", Value: f(t.Int16MACRate)},
			Field{Name: "target.int4_unpack_cycles", Value: f(t.Int4UnpackCycles)})
	}
	if energy {
		e := t.Energy
		s = append(s, Field{Name: "target.energy", Value: strings.Join([]string{
			f(e.Register), f(e.LRM), f(e.L2M), f(e.DRAM), f(e.PicojoulesPerUnit), f(e.MACPicojoules), f(e.StaticMilliwatts),
		}, " ")})
	}
	return s
}
