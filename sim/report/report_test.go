package report

import (
	"testing"

	"github.com/epubuild/epubuild/internal/golden"
)

// sample is the vendor's prefill report as a Report (their figures, two
// kernels made up to carry them).
func sample() *Report {
	c := Cycles{Total: 11724620, Compute: 806588, DataArray: 392569, MAC: 793728, DataExternal: 1065000, DataOCM: 8666735}
	half := Cycles{Total: 5862310, Compute: 403294, DataArray: 196284, MAC: 396864, DataExternal: 532500, DataOCM: 4333368}
	return &Report{
		Program: "qwen_decoder_custom_op", ModelVersion: "1",
		Target: Target{Preset: "QC-N", ID: "QC_N_1d7_16MB_4kB_128GBps_128GBps_16_x1", Cores: 1, ArrayRows: 8, ArrayCols: 8,
			MACsPerPE: 16, ClockGHz: 1.7, L2MBytes: 16 << 20, LRMBytes: 4 << 10, DRAMReadBps: 128 << 30, DRAMWriteBps: 128 << 30},
		Cycles: c, LatencyMS: 6.90, FPS: 144.99, PowerMW: 120.08, FPSPerWatt: 1207.48,
		DRAM: DRAM{ReadBytes: 47008000, WriteBytes: 98304, ReadMiB: 44.83, WriteMiB: 0.09, AvgReadGBps: 6.35, AvgWriteGBps: 0.01},
		MACs: 749469696, GMACs: 0.749, MACUtil: 0.0624, L2MPeak: 14987000, LRMPeak: 258,
		Inputs:  []IO{{Kind: "input", Name: "hidden_states", Shape: []int64{1, 16, 1536}, Type: "FixedPoint32<30>"}},
		Outputs: []IO{{Kind: "output", Name: "output_hidden_states", Shape: []int64{1, 16, 1536}, Type: "FixedPoint32<26>"}},
		Formats: []Format{{Source: "/decoder_layer/Add_1", Op: "add", Min: -15.2186, Max: 13.4181, FracBits: 26, Rule: "add"}},
		Kernels: []Kernel{
			{Index: 0, Name: "/decoder_layer/self_attn/gqa", Class: "custom", Op: "groupedQueryAttention<1536,2,16>", Precision: "mixed", Nodes: 1, Cycles: half, MACs: 88866816, MACUtil: 0.0148, DRAMRead: 5581093},
			{Index: 1, Name: "/decoder_layer/mlp/down_proj/MatMul", Class: "matmul", Op: "MatMul", Precision: "int8", Nodes: 4, Cycles: half, MACs: 660602880, MACUtil: 0.11, DRAMRead: 41426907},
		},
		Errors: []IOError{{Name: "output_hidden_states", MSE: 0.283}},
	}
}

func TestJSON(t *testing.T) {
	b, err := sample().JSON()
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "testdata/sample.json", b)
}

func TestRoundSig(t *testing.T) {
	for in, want := range map[float64]float64{0: 0, 1.23456789012: 1.23456789, -98765.4321012: -98765.4321, 3.5e-12: 3.5e-12} {
		if got := RoundSig(in); got != want {
			t.Errorf("RoundSig(%v) = %v, want %v", in, got, want)
		}
	}
}
