package report

import (
	"bytes"
	"image/png"
	"slices"
	"strings"
	"testing"
)

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
		var ks []Kernel
		for i, n := range tc.names {
			ks = append(ks, Kernel{Index: i, Name: n})
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
	if err := WriteComparisonPNG(&a, cs); err != nil {
		t.Fatal(err)
	}
	if err := WriteComparisonPNG(&b, cs); err != nil {
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
	if err := sample().WritePNG(&one); err != nil {
		t.Fatal(err)
	}
	single, _ := png.Decode(&one)
	if img.Bounds().Dy() <= single.Bounds().Dy() {
		t.Errorf("comparison %v is no taller than one report's %v", img.Bounds(), single.Bounds())
	}
	var svg bytes.Buffer
	if err := WriteComparisonSVG(&svg, cs); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"total cycles by target", "QC-N", "QC-U", "1 mlp/down_proj/MatMul"} {
		if !strings.Contains(svg.String(), want) {
			t.Errorf("comparison SVG lacks %q", want)
		}
	}
	if err := WriteComparisonPNG(&a, nil); err == nil {
		t.Error("compared nothing")
	}
}
