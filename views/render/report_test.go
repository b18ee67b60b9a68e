package render

import (
	"bytes"
	"image/png"
	"slices"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/golden"
	"github.com/epubuild/epubuild/sim/report"
)

// sample is the vendor's prefill report as a Report (their figures, two
// kernels made up to carry them).
func sample() *report.Report {
	c := report.Cycles{Total: 11724620, Compute: 806588, DataArray: 392569, MAC: 793728, DataExternal: 1065000, DataOCM: 8666735}
	half := report.Cycles{Total: 5862310, Compute: 403294, DataArray: 196284, MAC: 396864, DataExternal: 532500, DataOCM: 4333368}
	return &report.Report{
		Program: "qwen_decoder_custom_op", ModelVersion: "1",
		Target: report.Target{Preset: "QC-N", ID: "QC_N_1d7_16MB_4kB_128GBps_128GBps_16_x1", Cores: 1, ArrayRows: 8, ArrayCols: 8,
			MACsPerPE: 16, ClockGHz: 1.7, L2MBytes: 16 << 20, LRMBytes: 4 << 10, DRAMReadBps: 128 << 30, DRAMWriteBps: 128 << 30},
		Cycles: c, LatencyMS: 6.90, FPS: 144.99, PowerMW: 120.08, FPSPerWatt: 1207.48,
		DRAM: report.DRAM{ReadBytes: 47008000, WriteBytes: 98304, ReadMiB: 44.83, WriteMiB: 0.09, AvgReadGBps: 6.35, AvgWriteGBps: 0.01},
		MACs: 749469696, GMACs: 0.749, MACUtil: 0.0624, L2MPeak: 14987000, LRMPeak: 258,
		Inputs:  []report.IO{{Kind: "input", Name: "hidden_states", Shape: []int64{1, 16, 1536}, Type: "FixedPoint32<30>"}},
		Outputs: []report.IO{{Kind: "output", Name: "output_hidden_states", Shape: []int64{1, 16, 1536}, Type: "FixedPoint32<26>"}},
		Formats: []report.Format{{Source: "/decoder_layer/Add_1", Op: "add", Min: -15.2186, Max: 13.4181, FracBits: 26, Rule: "add"}},
		Kernels: []report.Kernel{
			{Index: 0, Name: "/decoder_layer/self_attn/gqa", Class: "custom", Op: "groupedQueryAttention<1536,2,16>", Precision: "mixed", Nodes: 1, Cycles: half, MACs: 88866816, MACUtil: 0.0148, DRAMRead: 5581093},
			{Index: 1, Name: "/decoder_layer/mlp/down_proj/MatMul", Class: "matmul", Op: "MatMul", Precision: "int8", Nodes: 4, Cycles: half, MACs: 660602880, MACUtil: 0.11, DRAMRead: 41426907},
		},
		Errors: []report.IOError{{Name: "output_hidden_states", MSE: 0.283}},
	}
}

func TestText(t *testing.T) {
	var buf bytes.Buffer
	tw := &textWriter{w: &buf}
	writeReport(tw, sample())
	if tw.err != nil {
		t.Fatal(tw.err)
	}
	out := buf.String()
	// The vendor's bars for these figures, cell for cell.
	for _, line := range []string{
		"compute      : ▇▇▇▇ 806.588K",
		"data_array   : ▇▇ 392.569K",
		"mac          : ▇▇▇▇ 793.728K",
		"data_external: ▇▇▇▇▇▇ 1.065M",
		"data_ocm     : " + strings.Repeat("▇", 50) + " 8.667M",
		"TotalCycles: 11,724,620",
		"│ 1 │ Output │ output_hidden_states │ [1, 16, 1536] │ tensor[FixedPoint32<26>] │ 0.283 │",
	} {
		if !strings.Contains(out, line+"\n") {
			t.Errorf("missing line %q", line)
		}
	}
	golden.Check(t, "testdata/sample.txt", buf.Bytes())
}

func TestBarsTiny(t *testing.T) {
	var buf bytes.Buffer
	writeBars(&textWriter{w: &buf}, report.Cycles{Total: 4344931, Compute: 73632, DataArray: 15116, MAC: 16938, DataExternal: 1572000, DataOCM: 2667000})
	want := "compute      : ▇ 73.632K\n" +
		"data_array   : ▏ 15.116K\n" +
		"mac          : ▏ 16.938K\n" +
		"data_external: " + strings.Repeat("▇", 29) + " 1.572M\n" +
		"data_ocm     : " + strings.Repeat("▇", 50) + " 2.667M\n"
	if buf.String() != want {
		t.Errorf("bars:\n%s\nwant (the vendor's decode):\n%s", buf.String(), want)
	}
	buf.Reset()
	writeBars(&textWriter{w: &buf}, report.Cycles{})
	if strings.Count(buf.String(), "▏ 0\n") != 5 {
		t.Errorf("empty bars:\n%s", buf.String())
	}
}

func TestPNG(t *testing.T) {
	var buf bytes.Buffer
	if err := ReportPNG(&buf, sample()); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&buf)
	if err != nil {
		t.Fatalf("not a PNG: %v", err)
	}
	if b := img.Bounds(); b.Dx() < 400 || b.Dy() < 400 {
		t.Errorf("plot is %dx%d", b.Dx(), b.Dy())
	}
	r := sample()
	r.Kernels = nil
	if err := ReportPNG(&buf, r); err == nil {
		t.Error("plotted a report without kernels")
	}
}

// TestSVG: the same plots as SVG, the same bytes every time.
func TestSVG(t *testing.T) {
	var a, b bytes.Buffer
	if err := ReportSVG(&a, sample()); err != nil {
		t.Fatal(err)
	}
	if err := ReportSVG(&b, sample()); err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(a.Bytes(), []byte("<svg")) || !bytes.Contains(a.Bytes(), []byte("DRAM traffic")) {
		t.Errorf("not the plots as SVG: %.200s", a.String())
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("two renderings differ")
	}
}

func TestKernelLabels(t *testing.T) {
	for _, tc := range []struct {
		names []string
		want  []string
	}{
		{[]string{"/decoder_layer/self_attn/gqa", "/decoder_layer/mlp/down_proj/MatMul", "/decoder_layer/post_attention_layernorm/Mul_1"},
			[]string{"0 self_attn/gqa", "1 mlp/down_proj/MatMul", "2 post_atten…rnorm/Mul_1"}},
		// One kernel: no common path to drop; short enough as it is.
		{[]string{"/model/layers.3/mlp/gate_proj/MatMul"}, []string{"0 mlp/gate_proj/MatMul"}},
		// A whole-model report's parts.
		{[]string{"embed", "layer[0]", "head"}, []string{"0 embed", "1 layer[0]", "2 head"}},
	} {
		var ks []report.Kernel
		for i, n := range tc.names {
			ks = append(ks, report.Kernel{Index: i, Name: n})
		}
		if got := KernelLabels(ks); !slices.Equal(got, tc.want) {
			t.Errorf("KernelLabels(%q) = %q, want %q", tc.names, got, tc.want)
		}
	}
}

// TestPlainTicks: every tick labelled, in full, the axis ending on one.
func TestPlainTicks(t *testing.T) {
	top := niceTop(2686478)
	if top != 3e6 {
		t.Errorf("niceTop = %v, want 3e6", top)
	}
	var labels []string
	for _, tk := range (plainTicks{commas: true}).Ticks(0, top) {
		labels = append(labels, tk.Label)
	}
	if want := []string{"0", "1,000,000", "2,000,000", "3,000,000"}; !slices.Equal(labels, want) {
		t.Errorf("cycle ticks %q, want %q", labels, want)
	}
	labels = nil
	for _, tk := range (plainTicks{}).Ticks(0, niceTop(0.27)) {
		labels = append(labels, tk.Label)
	}
	if want := []string{"0", "0.1", "0.2", "0.3"}; !slices.Equal(labels, want) {
		t.Errorf("MiB ticks %q, want %q", labels, want)
	}
}

// TestComparison: the targets' plots in one image, taller than one
// report's, the same bytes every time; the SVG names each target.
func TestComparison(t *testing.T) {
	fast := sample()
	fast.Target.Preset = "QC-U"
	for i := range fast.Kernels {
		fast.Kernels[i].Cycles.DataOCM /= 4
		fast.Kernels[i].Cycles.Total -= 3 * fast.Kernels[i].Cycles.DataOCM
	}
	cs := []Compared{{Name: `simulate.p["qc_n"]`, Report: sample()}, {Name: `simulate.p["qc_u"]`, Report: fast}}
	var a, b bytes.Buffer
	if err := ComparisonPNG(&a, cs); err != nil {
		t.Fatal(err)
	}
	if err := ComparisonPNG(&b, cs); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("two renderings differ")
	}
	img, err := png.Decode(&a)
	if err != nil {
		t.Fatal(err)
	}
	var one bytes.Buffer
	if err := ReportPNG(&one, sample()); err != nil {
		t.Fatal(err)
	}
	single, _ := png.Decode(&one)
	if img.Bounds().Dy() <= single.Bounds().Dy() {
		t.Errorf("comparison %v is no taller than one report's %v", img.Bounds(), single.Bounds())
	}
	var svg bytes.Buffer
	if err := ComparisonSVG(&svg, cs); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"total cycles by target", "QC-N", "QC-U", "1 mlp/down_proj/MatMul"} {
		if !strings.Contains(svg.String(), want) {
			t.Errorf("comparison SVG lacks %q", want)
		}
	}
	if err := ComparisonPNG(&a, nil); err == nil {
		t.Error("compared nothing")
	}
}

// The error table lists each compared output with its EPU type ("-" for
// one the report has no I/O line for); a report without errors adds
// nothing.
func TestErrors(t *testing.T) {
	r := sample()
	r.Errors = append(r.Errors, report.IOError{Name: "extra", MSE: 1.5e-7, MaxAbs: 0.0012345678, SQNRdB: 41.237})
	var buf bytes.Buffer
	if err := writeErrorsTo(&buf, r); err != nil {
		t.Fatal(err)
	}
	want := "\nError against the float reference:\n" +
		"Output                shape          type              MSE      max abs     SQNR (dB)\n" +
		"--------------------  -------------  ----------------  -------  ----------  ---------\n" +
		"output_hidden_states  [1, 16, 1536]  FixedPoint32<26>  0.283    0           0.00\n" +
		"extra                 []             -                 1.5e-07  0.00123457  41.24\n"
	if buf.String() != want {
		t.Errorf("got\n%q\nwant\n%q", buf.String(), want)
	}
	buf.Reset()
	r.Errors = nil
	if err := writeErrorsTo(&buf, r); err != nil || buf.Len() != 0 {
		t.Errorf("no errors: wrote %q, %v", buf.String(), err)
	}
}

func writeErrorsTo(w *bytes.Buffer, r *report.Report) error {
	tw := &textWriter{w: w}
	writeErrors(tw, r)
	return tw.err
}
