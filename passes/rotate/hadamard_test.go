package rotate

import (
	"math"
	"strings"
	"testing"
)

// orthogonalInts checks H·Hᵀ = n·I exactly, in integers.
func orthogonalInts(t *testing.T, name string, h []int8, n int) {
	t.Helper()
	if len(h) != n*n {
		t.Fatalf("%s: %d entries, want %d", name, len(h), n*n)
	}
	for _, v := range h {
		if v != 1 && v != -1 {
			t.Fatalf("%s: entry %d is not ±1", name, v)
		}
	}
	for i := range n {
		for j := range n {
			s := 0
			for k := range n {
				s += int(h[i*n+k]) * int(h[j*n+k])
			}
			want := 0
			if i == j {
				want = n
			}
			if s != want {
				t.Fatalf("%s: (H·Hᵀ)[%d][%d] = %d, want %d", name, i, j, s, want)
			}
		}
	}
}

func TestSylvester(t *testing.T) {
	for k := range 8 {
		orthogonalInts(t, "Sylvester", Sylvester(k), 1<<k)
	}
}

func TestPaley(t *testing.T) {
	for _, q := range []int{3, 7, 11, 19, 23, 43, 139} {
		h, err := Paley(q)
		if err != nil {
			t.Fatal(err)
		}
		orthogonalInts(t, "Paley", h, q+1)
	}
	for _, q := range []int{5, 13, 9, 15, 1, 2} {
		if _, err := Paley(q); err == nil {
			t.Errorf("Paley(%d): no error", q)
		}
	}
}

func TestPaleyII(t *testing.T) {
	for _, q := range []int{5, 13, 17, 29, 37, 73} {
		h, err := PaleyII(q)
		if err != nil {
			t.Fatal(err)
		}
		orthogonalInts(t, "Paley II", h, 2*(q+1))
	}
	for _, q := range []int{3, 7, 9, 21, 1, 2} {
		if _, err := PaleyII(q); err == nil {
			t.Errorf("PaleyII(%d): no error", q)
		}
	}
}

func TestKronecker(t *testing.T) {
	a, _ := Paley(11)
	orthogonalInts(t, "12 ⊗ 8", Kron(a, 12, Sylvester(3), 8), 96)
}

// TestNewHadamard: the sizes of the models epubuild builds get the
// construction with the smallest dense factor, exactly orthogonal (the
// factors are checked; a Kronecker product of Hadamard matrices is one,
// TestKronecker).
func TestNewHadamard(t *testing.T) {
	for _, c := range []struct {
		n, m, q int
		ii      bool // by Paley's construction II
	}{
		{n: 128, m: 1},                      // the tiny model's hidden size
		{n: 384, m: 12, q: 11},              // the tiny model's intermediate size
		{n: 1536, m: 12, q: 11},             // Qwen2-1.5B's hidden size
		{n: 8960, m: 140, q: 139},           // Qwen2-1.5B's intermediate size
		{n: 4864, m: 76, q: 37, ii: true},   // Qwen2-0.5B's intermediate size, 19·256 (construction I: 152 × 32)
		{n: 896, m: 28, q: 13, ii: true},    // Qwen2-0.5B's hidden size (construction I: 224 × 4)
		{n: 9216, m: 36, q: 17, ii: true},   // Gemma 2 2B's intermediate size (construction I: 72 × 128)
		{n: 18944, m: 148, q: 73, ii: true}, // Qwen2-7B's intermediate size, 37·512
		{n: 3072, m: 12, q: 11},             // Llama 3.2 3B's, Phi-3-mini's hidden size
	} {
		h, err := NewHadamard(c.n)
		if err != nil {
			t.Fatalf("%d: %v", c.n, err)
		}
		if h.M != c.m || h.Q != c.q || h.II != c.ii || h.M<<h.K != c.n {
			t.Errorf("%d: %s, want a factor of order %d (q=%d)", c.n, h, c.m, c.q)
		}
		if h.M > 1 {
			orthogonalInts(t, h.String(), h.A, h.M)
		}
	}
	h, _ := NewHadamard(384)
	orthogonalInts(t, h.String(), h.Dense(), 384)
	// 6 and 10 are not multiples of 4; 4·43·2 = 344: 43 + 1 is no
	// multiple of 4 and 2(21 + 1) has 21 not prime.
	for _, n := range []int{6, 10, 344, 0} {
		if _, err := NewHadamard(n); err == nil || !strings.Contains(err.Error(), "Hadamard") {
			t.Errorf("NewHadamard(%d): %v", n, err)
		}
	}
}

// TestFastEqualsDense: x·H by the fast transform is x times the dense
// matrix, and x·Hᵀ too.
func TestFastEqualsDense(t *testing.T) {
	for _, n := range []int{1, 2, 64, 96, 384} {
		h, err := NewHadamard(n)
		if err != nil {
			t.Fatal(err)
		}
		d := h.Dense()
		rng := splitmix{uint64(n)}
		x := make([]float64, n)
		for i := range x {
			x[i] = rng.normal()
		}
		for _, tr := range []bool{false, true} {
			want := make([]float64, n)
			for i := range n {
				for j := range n {
					e := d[i*n+j]
					if tr {
						e = d[j*n+i]
					}
					want[j] += x[i] * float64(e)
				}
			}
			got := append([]float64(nil), x...)
			if tr {
				h.MulRowT(got, nil)
			} else {
				h.MulRow(got, nil)
			}
			for j := range n {
				if math.Abs(got[j]-want[j]) > 1e-9*math.Sqrt(float64(n)) {
					t.Fatalf("n=%d transposed=%v: [%d] = %g, want %g", n, tr, j, got[j], want[j])
				}
			}
		}
	}
}

// TestRotationOrthogonal: Q·Qᵀ = I for a randomized Hadamard and a
// random orthogonal matrix; the seed decides the signs.
func TestRotationOrthogonal(t *testing.T) {
	for _, c := range []struct {
		n   int
		opt RotationOptions
	}{
		{96, RotationOptions{Seed: 1, Randomized: true}},
		{128, RotationOptions{Seed: 7, Randomized: true}},
		{90, RotationOptions{Seed: 3, RandomOrthogonal: true}},
	} {
		r, err := NewRotation(c.n, c.opt)
		if err != nil {
			t.Fatal(err)
		}
		// Rows of Q: e_i·Q; then (e_i·Q)·Qᵀ must be e_i again.
		for i := range c.n {
			x := make([]float64, c.n)
			x[i] = 1
			r.MulRow(x, nil)
			nrm := 0.0
			for _, v := range x {
				nrm += v * v
			}
			if math.Abs(nrm-1) > 1e-12 {
				t.Fatalf("%s: row %d has norm² %g", r, i, nrm)
			}
			r.MulRowT(x, nil)
			for j, v := range x {
				want := 0.0
				if j == i {
					want = 1
				}
				if math.Abs(v-want) > 1e-12 {
					t.Fatalf("%s: (Q·Qᵀ)[%d][%d] = %g", r, i, j, v)
				}
			}
		}
	}
	a, _ := NewRotation(128, RotationOptions{Seed: 1, Randomized: true})
	b, _ := NewRotation(128, RotationOptions{Seed: 2, Randomized: true})
	c, _ := NewRotation(128, RotationOptions{Seed: 1, Randomized: true})
	same := func(x, y []float64) bool {
		for i := range x {
			if x[i] != y[i] {
				return false
			}
		}
		return true
	}
	if same(a.Signs, b.Signs) || !same(a.Signs, c.Signs) {
		t.Error("the seed does not decide the signs alone")
	}
	if _, err := NewRotation(90, RotationOptions{Seed: 1, Randomized: true}); err == nil {
		t.Error("order 90 without RandomOrthogonal: no error")
	}
}

func TestAdds(t *testing.T) {
	h, _ := NewHadamard(8960)
	if got, want := h.Adds(), int64(8960*6+139*8960); got != want {
		t.Errorf("adds %d, want %d", got, want)
	}
}
