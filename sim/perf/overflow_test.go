package perf

import (
	"encoding/binary"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/sim/programpb"
	"github.com/epubuild/epubuild/targets"
)

// The case: DRAM bytes a slow bus cannot move in an int64 of
// cycles came out as -9,223,372,036,854,771,419 cycles and a total
// smaller than the sane one. Now it is refused, as are negative and
// inconsistent counts.
func TestCyclesCannotOverflow(t *testing.T) {
	slow := qcn(t)
	slow.DRAMReadBps, slow.ClockHz = targets.MinBps, targets.MaxClockHz
	for _, tc := range []struct {
		name string
		tg   targets.Target
		k    *programpb.Kernel
		want string
	}{
		{"past int64", slow, &programpb.Kernel{Work: &programpb.Work{}, Traffic: &programpb.Traffic{DramReadBytes: 1 << 60}},
			"data_external comes to"},
		{"sum past int64", qcn(t), &programpb.Kernel{Work: &programpb.Work{MacCycles: 1 << 61, AluCycles: 1 << 61}, Traffic: &programpb.Traffic{}},
			"compute comes to"},
		{"negative", qcn(t), &programpb.Kernel{Work: &programpb.Work{AluCycles: -5}, Traffic: &programpb.Traffic{}},
			"alu_cycles = -5 is out of range"},
		{"streams more than it moves", qcn(t), &programpb.Kernel{Work: &programpb.Work{}, Traffic: &programpb.Traffic{DramReadBytes: 10, DramStreamBytes: 20}},
			"streams 20 and prefetches 0 DRAM bytes of the 10"},
	} {
		_, err := Default.Simulate(program(tc.tg, tc.k), tc.tg)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err = %v, want %q", tc.name, err, tc.want)
		}
	}
}

// FuzzSimulate: over random targets (any Resolve accepts) and random
// programs, Simulate either refuses or gives a report with no negative
// or non-finite figure.
func FuzzSimulate(f *testing.F) {
	f.Add("QC-N", "8x8", "16MB", "4kB", "128GBps", "1.7GHz", uint16(16), []byte{1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add("QC-U", "1x4096", "1kB", "16B", "1MBps", "10GHz", uint16(1), []byte{255, 255, 255, 255, 255, 255, 255, 255, 0, 0, 0, 0, 0, 0, 0, 16})
	f.Add("QC-P", "", "", "", "0.001Bps", "1e30GHz", uint16(0), []byte{})
	f.Fuzz(func(t *testing.T, preset, array, l2m, lrm, bw, clock string, macs uint16, counts []byte) {
		tg, err := targets.Resolve(targets.Spec{Preset: preset, PEArray: array, L2M: l2m, LRM: lrm, DRAMReadBW: bw, DRAMWriteBW: bw, Clock: clock, MACsPerPE: int(macs)})
		if err != nil {
			return
		}
		p := program(tg, fuzzKernels(counts)...)
		r, err := Default.Simulate(p, tg)
		if err != nil {
			return
		}
		checkFigures(t, reflect.ValueOf(r).Elem(), "report")
	})
}

// fuzzKernels cuts the bytes into kernels of 20 counts, each count
// taken from 8 bytes and shifted right by its first byte's low bits so
// small and huge counts both occur.
func fuzzKernels(b []byte) []*programpb.Kernel {
	next := func() int64 {
		if len(b) == 0 {
			return 0
		}
		var w [8]byte
		n := copy(w[:], b)
		shift := b[0] & 63
		b = b[n:]
		return int64(binary.LittleEndian.Uint64(w[:]) >> shift)
	}
	var ks []*programpb.Kernel
	for len(b) > 0 && len(ks) < 8 {
		k := &programpb.Kernel{Macs: next(), Work: &programpb.Work{MacCycles: next(), AluCycles: next(), Launches: next(), Calls: next()},
			Traffic: &programpb.Traffic{DramReadBytes: next(), DramWriteBytes: next(), DramTransfers: next(),
				L2MReadBytes: next(), L2MWriteBytes: next(), L2MBlockingTransfers: next(),
				LrmReadBytes: next(), LrmWriteBytes: next(), ArrayBytes: next(), ArrayTransfers: next(), RegisterBytes: next()}}
		moved := k.Traffic.DramReadBytes + k.Traffic.DramWriteBytes
		if moved > 0 {
			k.Traffic.DramStreamBytes = next() % (moved/2 + 1)
			k.Traffic.DramPrefetchBytes = next() % (moved/2 + 1)
		}
		ks = append(ks, k)
	}
	return ks
}

func checkFigures(t *testing.T, v reflect.Value, path string) {
	t.Helper()
	switch v.Kind() {
	case reflect.Float64:
		if f := v.Float(); f < 0 || math.IsNaN(f) || math.IsInf(f, 0) {
			t.Errorf("%s = %v", path, f)
		}
	case reflect.Int, reflect.Int64, reflect.Int32:
		if v.Int() < 0 {
			t.Errorf("%s = %d", path, v.Int())
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				checkFigures(t, v.Field(i), path+"."+v.Type().Field(i).Name)
			}
		}
	case reflect.Slice:
		for i := range v.Len() {
			checkFigures(t, v.Index(i), path)
		}
	case reflect.Pointer:
		if !v.IsNil() {
			checkFigures(t, v.Elem(), path)
		}
	}
}
