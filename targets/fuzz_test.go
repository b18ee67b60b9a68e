package targets

import (
	"errors"
	"math"
	"testing"
)

// FuzzUnits: the unit parsers give a positive finite figure or an
// error, never a panic; a size parses back from FormatBytes.
func FuzzUnits(f *testing.F) {
	for _, s := range []string{"16MB", "4kB", " 1 MiB ", "0.5GB", "1e30GB", "-3MB", "128GBps", "64 GB/s", "1.7GHz", "800MHz", "NaNGHz", "InfMB", "1e-300B"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if n, err := ParseBytes(s); err == nil {
			if n < 1 {
				t.Fatalf("ParseBytes(%q) = %d", s, n)
			}
			if back, err := ParseBytes(FormatBytes(n)); err != nil || back != n {
				t.Fatalf("FormatBytes(%d) = %q parses to %d, %v", n, FormatBytes(n), back, err)
			}
		}
		if v, err := ParseBandwidth(s); err == nil && (!(v > 0) || math.IsInf(v, 0)) {
			t.Fatalf("ParseBandwidth(%q) = %v", s, v)
		}
		if v, err := ParseFrequency(s); err == nil && (!(v > 0) || math.IsInf(v, 0)) {
			t.Fatalf("ParseFrequency(%q) = %v", s, v)
		}
	})
}

// FuzzResolve: any spec resolves to a target inside the physical ranges
// (Check passes, its ID is made) or to a FieldError naming a field.
func FuzzResolve(f *testing.F) {
	f.Add("QC-N", "8x8", 16, "16MB", "4kB", "128GBps", "64GBps", "1.7GHz", 1)
	f.Add("qc-u", "4096x1", 0, "", "", "1MBps", "", "10GHz", 0)
	f.Add("QC-P", "0x0", -1, "1TB", "16B", "0.001Bps", "x", "1e30GHz", 2000)
	f.Fuzz(func(t *testing.T, preset, array string, macs int, l2m, lrm, rd, wr, clock string, cores int) {
		tg, err := Resolve(Spec{Preset: preset, PEArray: array, MACsPerPE: macs, L2M: l2m, LRM: lrm, DRAMReadBW: rd, DRAMWriteBW: wr, Clock: clock, Cores: cores})
		if err != nil {
			var fe *FieldError
			if !errors.As(err, &fe) || fe.Field == "" {
				t.Fatalf("error %v names no field", err)
			}
			return
		}
		if err := tg.Check(); err != nil {
			t.Fatalf("resolved target fails Check: %v", err)
		}
		_ = tg.ID()
		if tg.PeakMACsPerCycle() < 1 {
			t.Fatalf("peak MACs %d", tg.PeakMACsPerCycle())
		}
	})
}
