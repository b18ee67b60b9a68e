package targets

import (
	"errors"
	"strings"
	"testing"
)

func TestPresetsMatchTheSeeds(t *testing.T) {
	for _, tc := range []struct {
		name string
		pes  int
		peak int64
		id   string
	}{
		// The vendor's MAC utilization figures imply 1,024 MACs/cycle on
		// QC-N and 16,384 on QC-U.
		{"QC-N", 64, 1024, "QC_N_1d7_16MB_4kB_128GBps_128GBps_16_x1"},
		{"QC-P", 256, 4096, "QC_P_1d7_16MB_4kB_128GBps_128GBps_16_x1"},
		{"QC-U", 1024, 16384, "QC_U_1d7_16MB_4kB_128GBps_128GBps_16_x1"},
	} {
		tg, err := Preset(tc.name)
		if err != nil {
			t.Fatal(err)
		}
		if tg.PEs() != tc.pes || tg.PeakMACsPerCycle() != tc.peak || tg.ID() != tc.id {
			t.Errorf("%s: PEs %d peak %d id %s; want %d %d %s", tc.name, tg.PEs(), tg.PeakMACsPerCycle(), tg.ID(), tc.pes, tc.peak, tc.id)
		}
	}
}

func TestResolve(t *testing.T) {
	tg, err := Resolve(Spec{Preset: "qc-u", L2M: "32MB", Clock: "1GHz", PEArray: "16x32", DRAMReadBW: "64 GB/s"})
	if err != nil {
		t.Fatal(err)
	}
	if tg.L2MBytes != 32<<20 || tg.ClockHz != 1e9 || tg.PEs() != 512 || tg.DRAMReadBps != 64<<30 {
		t.Errorf("got %+v", tg)
	}
	// A preset computes int8 only; what-if precisions are switched on.
	if !tg.Has(PrecisionInt8) || tg.Has(PrecisionInt16) || tg.Has(PrecisionInt4Weights) || tg.Int16MACRate != 0.5 || tg.Int4UnpackCycles != 1 {
		t.Errorf("preset precisions %v, int16 rate %v, unpack %v", tg.Precisions, tg.Int16MACRate, tg.Int4UnpackCycles)
	}
	w, err := Resolve(Spec{Preset: "QC-U", Precisions: []string{"int8", "int16", "int4_weights"}, Int16MACRate: 0.25, Int4UnpackCycles: ptr(0)})
	if err != nil || !w.Has(PrecisionInt16) || !w.Has(PrecisionInt4Weights) || w.Int16MACRate != 0.25 || w.Int4UnpackCycles != 0 {
		t.Errorf("what-if target %+v, %v", w, err)
	}
	for _, tc := range []struct {
		spec  Spec
		field string
		msg   string
	}{
		{Spec{}, "preset", "is required"},
		{Spec{Preset: "QC-X"}, "preset", `unknown preset "QC-X"`},
		{Spec{Preset: "QC-N", L2M: "lots"}, "l2m", `"lots" has no unit`},
		{Spec{Preset: "QC-N", L2M: "-3MB"}, "l2m", "is not a size"},
		{Spec{Preset: "QC-N", LRM: "1.5B"}, "lrm", "whole number"},
		{Spec{Preset: "QC-N", Clock: "fast"}, "clock", "not a frequency"},
		{Spec{Preset: "QC-N", DRAMWriteBW: "128GB"}, "dram_write_bw", "not a bandwidth"},
		{Spec{Preset: "QC-N", PEArray: "8by8"}, "pe_array", "ROWSxCOLS"},
		{Spec{Preset: "QC-N", PEArray: "0x8"}, "pe_array", "at least one row"},
		{Spec{Preset: "QC-N", MACsPerPE: -1}, "macs_per_pe", "at least 1"},
		// Physical ranges: the typos, accepted, gave negative cycles.
		{Spec{Preset: "QC-N", Clock: "1e30GHz"}, "clock", "1e+39Hz is outside 1MHz–10GHz"},
		{Spec{Preset: "QC-N", Clock: "999kHz"}, "clock", "outside 1MHz–10GHz"},
		{Spec{Preset: "QC-N", DRAMReadBW: "0.001Bps"}, "dram_read_bw", "0.001 bytes/s is outside 1MBps–1PBps"},
		{Spec{Preset: "QC-N", DRAMWriteBW: "2000000GBps"}, "dram_write_bw", "outside 1MBps–1PBps"},
		{Spec{Preset: "QC-N", L2M: "512B"}, "l2m", "512B is outside 1kB–1024GB"},
		{Spec{Preset: "QC-N", LRM: "2GB"}, "lrm", "2GB is outside 16B–1GB"},
		{Spec{Preset: "QC-N", PEArray: "8x8192"}, "pe_array", "more than 4096"},
		{Spec{Preset: "QC-N", MACsPerPE: 1 << 17}, "macs_per_pe", "more than 65536"},
		{Spec{Preset: "QC-N", Cores: 2000}, "cores", "2000 is more than 1024"},
		// What-if precisions and their costs.
		{Spec{Preset: "QC-N", Precisions: []string{"int8", "fp8"}}, "precisions", `unknown precision "fp8" (known: int8, int16, int4_weights)`},
		{Spec{Preset: "QC-N", Precisions: []string{"int16"}}, "precisions", `must include "int8"`},
		{Spec{Preset: "QC-N", Int16MACRate: 1.5}, "int16_mac_rate", "1.5 is outside (0, 1]"},
		{Spec{Preset: "QC-N", Int16MACRate: -1}, "int16_mac_rate", "outside (0, 1]"},
		{Spec{Preset: "QC-N", Int4UnpackCycles: ptr(-2)}, "int4_unpack_cycles", "-2 is outside 0–64"},
	} {
		_, err := Resolve(tc.spec)
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field != tc.field || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("Resolve(%+v) = %v; want field %s with %q", tc.spec, err, tc.field, tc.msg)
		}
	}
}

func TestUnits(t *testing.T) {
	for in, want := range map[string]int64{"16MB": 16 << 20, "4kB": 4096, "512KiB": 512 << 10, "2GB": 2 << 30, "100B": 100, " 1 MiB ": 1 << 20} {
		if got, err := ParseBytes(in); err != nil || got != want {
			t.Errorf("ParseBytes(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, n := range []int64{16 << 20, 4096, 100, 3 << 30} {
		if got, _ := ParseBytes(FormatBytes(n)); got != n {
			t.Errorf("FormatBytes(%d) = %s does not parse back", n, FormatBytes(n))
		}
	}
	// Every end of the range the message names parses, and is in range.
	for in, want := range map[string]float64{"1MBps": MinBps, "1PBps": MaxBps, "1000TBps": 1000 << 40, "1 PiB/s": MaxBps, "2TBps": 2 << 40} {
		got, err := ParseBandwidth(in)
		if err != nil || got != want {
			t.Errorf("ParseBandwidth(%q) = %v, %v; want %v", in, got, err, want)
			continue
		}
		if _, err := Resolve(Spec{Preset: "QC-N", DRAMReadBW: in}); err != nil {
			t.Errorf("dram_read_bw = %q: %v", in, err)
		}
	}
	if _, err := Resolve(Spec{Preset: "QC-N", DRAMReadBW: "1.5PBps"}); err == nil || !strings.Contains(err.Error(), "outside 1MBps–1PBps") {
		t.Errorf("dram_read_bw = 1.5PBps: %v, want outside 1MBps–1PBps", err)
	}
	if f, err := ParseFrequency("800MHz"); err != nil || f != 8e8 {
		t.Errorf("800MHz = %v, %v", f, err)
	}
}

func ptr(v float64) *float64 { return &v }

// TestFields: a key names every value the compiler reads, the what-if
// precisions only on a target that lists them, the energy model only
// when asked.
func TestFields(t *testing.T) {
	n, err := Preset("QC-N")
	if err != nil {
		t.Fatal(err)
	}
	wide := n
	wide.Precisions = []string{PrecisionInt8, "int16"}
	names := func(fs []Field) string {
		var s []string
		for _, f := range fs {
			s = append(s, f.Name)
		}
		return strings.Join(s, " ")
	}
	base := "target.preset target.cores target.pe_array target.macs_per_pe target.clock_hz target.l2m_bytes target.lrm_bytes target.dram_read_bps target.dram_write_bps"
	for _, tc := range []struct {
		t      Target
		energy bool
		want   string
	}{
		{n, false, base},
		{n, true, base + " target.energy"},
		{wide, false, base + " target.precisions target.int16_mac_rate target.int4_unpack_cycles"},
	} {
		if got := names(tc.t.Fields(tc.energy)); got != tc.want {
			t.Errorf("Fields(%v) of %v: %s, want %s", tc.energy, tc.t.Precisions, got, tc.want)
		}
	}
	if f := n.Fields(false)[4]; f.Value != "1700000000" {
		t.Errorf("%s = %q: want the exact hertz", f.Name, f.Value)
	}
}
