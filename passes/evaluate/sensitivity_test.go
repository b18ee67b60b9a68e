package evaluate

import (
	"context"
	"math"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// TestSensitivity runs a toy model of three parts and a head on logits
// directly: each part adds its error to the first token's logit when
// lowered, so a mix's logits are the float ones plus the lowered parts'
// errors, and each mix's figures can be computed straight from that.
func TestSensitivity(t *testing.T) {
	const vocab, seq = 3, 4
	errs := []float64{0.1, 0.9, 0.2, 0.4} // embed, layer 0, layer 1, head
	names := []string{"embed", "layer[0]", "layer[1]", "head"}
	ids := [][]int32{{0, 1, 2, 1}, {2, 2, 0, 1}, {1, 0, 0, 2}}
	base := func(w []int32) []float32 {
		x := make([]float32, seq*vocab)
		for i, id := range w {
			x[i*vocab+int(id)] = 1.5
			x[i*vocab+(int(id)+1)%vocab] = 0.5
		}
		return x
	}
	tensor := func(name string, v []float32) *ir.Tensor {
		return &ir.Tensor{Name: name, DType: ir.Float32, Shape: []int64{1, seq, vocab}, F32: v}
	}
	var windows []Activations
	for _, w := range ids {
		v := make([]int64, len(w))
		for i, id := range w {
			v[i] = int64(id)
		}
		windows = append(windows, Activations{"input_ids": {Name: "input_ids", DType: ir.Int64, Shape: []int64{1, seq}, I64: v}})
	}
	run := func(_ context.Context, p int, lowered bool, prev []Activations) ([]Activations, error) {
		out := make([]Activations, len(prev))
		for w, a := range prev {
			var x []float32
			if p == 0 {
				ws := make([]int32, seq)
				for i, v := range a["input_ids"].I64 {
					ws[i] = int32(v)
				}
				x = base(ws)
			} else {
				x = append([]float32(nil), a["h"].F32...)
			}
			if lowered {
				for i := 0; i < seq; i++ {
					x[i*vocab] += float32(errs[p])
				}
			}
			name := "h"
			if p == len(names)-1 {
				name = "logits"
			}
			out[w] = Activations{name: tensor(name, x)}
		}
		return out, nil
	}
	ctx := context.Background()
	ch := &Chains{Parts: names, IDs: ids, Windows: windows, Logits: "logits", Chunk: 2}
	fx, lx := windows, windows
	for p := range len(names) - 1 {
		var err error
		if fx, err = run(ctx, p, false, fx); err != nil {
			t.Fatal(err)
		}
		if lx, err = run(ctx, p, true, lx); err != nil {
			t.Fatal(err)
		}
		ch.Float, ch.Lowered = append(ch.Float, fx), append(ch.Lowered, lx)
	}
	rep, err := Sensitivity(ctx, ch, run)
	if err != nil {
		t.Fatal(err)
	}
	// want is the effect of adding e to the first logit everywhere.
	want := func(e float64) Effect {
		var ws []*Window
		for _, w := range ids {
			f := base(w)
			l := append([]float32(nil), f...)
			for i := 0; i < seq; i++ {
				l[i*vocab] += float32(e)
			}
			sw, err := Score(w, vocab, f, l)
			if err != nil {
				t.Fatal(err)
			}
			ws = append(ws, sw)
		}
		r, err := Summarize(seq, ws)
		if err != nil {
			t.Fatal(err)
		}
		return effectOf(r)
	}
	near := func(what string, got, exp Effect) {
		t.Helper()
		if math.Abs(got.KLMean-exp.KLMean) > 1e-6 || math.Abs(got.PerplexityRatio-exp.PerplexityRatio) > 1e-6 {
			t.Errorf("%s: KL %.6f ratio %.6f, want %.6f, %.6f", what, got.KLMean, got.PerplexityRatio, exp.KLMean, exp.PerplexityRatio)
		}
	}
	total := 0.0
	for _, e := range errs {
		total += e
	}
	for p, ps := range rep.Parts {
		if ps.Part != names[p] {
			t.Fatalf("part %d is %q", p, ps.Part)
		}
		// The errors add up in float32 in the toy model's order; the
		// comparison allows for it.
		near(ps.Part+" alone", ps.Alone, want(errs[p]))
		near(ps.Part+" left in float", ps.LeftFloat, want(total-errs[p]))
	}
	near("whole", rep.Whole, want(total))
	if rep.Costliest != "layer[0]" || rep.MostRecovered != "layer[0]" {
		t.Errorf("costliest %q, most recovered %q; want layer[0] both", rep.Costliest, rep.MostRecovered)
	}
	sum := 0.0
	for _, e := range errs {
		sum += want(e).KLMean
	}
	if math.Abs(rep.SumAlone-sum) > 1e-6 {
		t.Errorf("sum alone %v, want %v", rep.SumAlone, sum)
	}
	if _, err := Sensitivity(ctx, &Chains{Parts: names[:1]}, run); err == nil {
		t.Error("a model of one part was measured")
	}
}
