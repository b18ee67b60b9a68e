package calibrate

import (
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/sim/exec"
)

// TestGramWithinBound: H from the float32 GEMM per sample, added in
// float64, is within the stated bound of the float64 sums, whatever the
// threads; and it survives encoding.
func TestGramWithinBound(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	k, rows, samples := 24, 300, 3
	xs := make([][]float32, samples)
	for s := range xs {
		xs[s] = make([]float32, rows*k)
		for i := range xs[s] {
			xs[s][i] = float32(rng.NormFloat64() * float64(1+i%k))
		}
	}
	var gs []*Gram
	for _, threads := range []int{1, 2} {
		g := NewGram("x", k)
		for _, x := range xs {
			if err := g.Add(x, threads); err != nil {
				t.Fatal(err)
			}
		}
		if err := g.finish(); err != nil {
			t.Fatal(err)
		}
		gs = append(gs, g)
	}
	if !reflect.DeepEqual(gs[0], gs[1]) {
		t.Fatal("statistics depend on the thread count")
	}
	g := gs[0]
	u := math.Ldexp(1, -24) * float64(128+(rows+127)/128)
	for i := range k {
		for j := range k {
			var want, bound float64
			for _, x := range xs {
				for r := range rows {
					a, b := float64(x[r*k+i]), float64(x[r*k+j])
					want += a * b
					bound += math.Abs(a * b)
				}
			}
			if d := math.Abs(g.H[i*k+j] - want); d > u*bound {
				t.Fatalf("H[%d,%d] = %v, want %v within %v", i, j, g.H[i*k+j], want, u*bound)
			}
		}
	}
	if g.Rows != int64(rows*samples) {
		t.Fatalf("rows %d", g.Rows)
	}
	st := &Statistics{Samples: samples, Inputs: []*Gram{g}}
	b, err := st.Encode()
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodeStatistics(b)
	if err != nil {
		t.Fatal(err)
	}
	// The decoded H is the packed upper triangle; unpacked, the same.
	for i, bg := range back.Inputs {
		if !reflect.DeepEqual(bg.Dense(), st.Inputs[i].H) {
			t.Fatal("H changed in encoding")
		}
		bg.up, bg.H = nil, st.Inputs[i].H
	}
	if !reflect.DeepEqual(back, st) {
		t.Fatal("statistics changed in encoding")
	}
	if _, err := DecodeStatistics(b[:len(b)-3]); err == nil {
		t.Fatal("truncated statistics decoded")
	}
}

// TestGramUpperTriangle: the product over H's upper block triangle,
// mirrored, is the whole product XᵀX's sums bit for bit, with a K that
// leaves ragged blocks and tiles.
func TestGramUpperTriangle(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 2))
	for _, k := range []int{7, 300, 531} {
		rows := 128
		x := make([]float32, rows*k)
		for i := range x {
			x[i] = float32(rng.NormFloat64())
		}
		g := NewGram("x", k)
		if err := g.Add(x, 2); err != nil {
			t.Fatal(err)
		}
		if err := g.finish(); err != nil {
			t.Fatal(err)
		}
		p := make([]float32, k*k)
		exec.Gemm(2, k, k, rows, 1, x, k, true, x, k, false, false, p, k)
		for i, v := range p {
			if g.H[i] != float64(v) {
				t.Fatalf("k %d: H[%d,%d] = %v, the whole product %v", k, i/k, i%k, g.H[i], v)
			}
		}
	}
}

// TestGramOverflow: activations whose products overflow float32 are an
// error naming the tensor, not an infinite Gram matrix.
func TestGramOverflow(t *testing.T) {
	g := NewGram("x", 3)
	if err := g.Add([]float32{1, 2, 3, 1e30, 1, 1}, 1); err != nil {
		t.Fatal(err)
	}
	err := g.finish()
	if err == nil || !strings.Contains(err.Error(), "x: ") || !strings.Contains(err.Error(), "overflow") {
		t.Fatalf("got %v, want an overflow error naming x", err)
	}
}

// TestAddWiden: the vector loop's sums are the scalar loop's bit for
// bit, for lengths around its 16-value step.
func TestAddWiden(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for n := range 50 {
		src := make([]float32, n)
		dst := make([]float64, n)
		for i := range src {
			src[i] = float32(r.NormFloat64() * math.Exp2(float64(r.IntN(40)-20)))
			dst[i] = r.NormFloat64() * 1e3
		}
		want := slices.Clone(dst)
		for i, v := range src {
			want[i] += float64(v)
		}
		addWiden(dst, src)
		for i := range dst {
			if math.Float64bits(dst[i]) != math.Float64bits(want[i]) {
				t.Fatalf("n %d: dst[%d] = %v, the scalar loop's %v", n, i, dst[i], want[i])
			}
		}
	}
}
