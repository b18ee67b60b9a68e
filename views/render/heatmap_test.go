package render

import (
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/passes/quantize"
)

// GridOf puts each layer's linears in a row, their kinds in data-flow
// order, the head aside; the heatmap colours the worst cell reddest.
func TestLinearGrid(t *testing.T) {
	le := &quantize.LinearErrors{Method: "gptq", Linears: []quantize.LinearError{
		{Node: "/model/layers.1/mlp/down_proj/MatMul", Error: 1e-2},
		{Node: "/lm_head/MatMul", Error: 1e-3},
		{Node: "/model/layers.0/mlp/down_proj/MatMul", Error: 1e-3},
		{Node: "/model/layers.0/self_attn/q_proj/MatMul", Error: 1e-4},
		{Node: "/model/layers.1/self_attn/q_proj/MatMul", Error: 0},
	}}
	g := GridOf(le)
	if !reflect.DeepEqual(g.Kinds, []string{"q_proj", "down_proj"}) || !reflect.DeepEqual(g.Layers, []int{0, 1}) {
		t.Fatalf("kinds %v, layers %v", g.Kinds, g.Layers)
	}
	if math.Abs(g.SQNR[1]["down_proj"]-20) > 1e-9 || math.Abs(g.SQNR[0]["q_proj"]-40) > 1e-9 || !math.IsInf(g.SQNR[1]["q_proj"], 1) {
		t.Errorf("SQNR %v", g.SQNR)
	}
	if len(g.Other) != 1 || g.Other[0].Node != "/lm_head/MatMul" {
		t.Errorf("other %v", g.Other)
	}
	var h htmlWriter
	h.linearHeatmap(g, "gptq")
	page := h.b.String()
	for _, want := range []string{"<th>q_proj</th><th>down_proj</th>", `style="background:hsl(0,70%,80%)">20.0</td>`,
		`style="background:hsl(120,70%,70%)">40.0</td>`, "/lm_head/MatMul: 30.0 dB."} {
		if !strings.Contains(page, want) {
			t.Errorf("the heatmap lacks %q:\n%s", want, page)
		}
	}
}
