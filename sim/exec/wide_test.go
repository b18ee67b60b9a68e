package exec

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// TestI128RoundShift: a·b shifted right r bits, rounded half to even,
// is what math/big computes, at the signs, ties and sizes that occur
// (and the ±2⁶² saturation beyond).
func TestI128RoundShift(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	limit := new(big.Int).Lsh(big.NewInt(1), 62)
	check := func(a, b int64, sh int) {
		t.Helper()
		x := new(big.Int).Mul(big.NewInt(a), big.NewInt(b))
		// Round half to even: floor((2x + 2^sh) / 2^(sh+1)), then fix ties.
		den := new(big.Int).Lsh(big.NewInt(1), uint(sh))
		q, m := new(big.Int).DivMod(x, den, new(big.Int))
		half := new(big.Int).Rsh(den, 1)
		if c := m.Cmp(half); c > 0 || c == 0 && q.Bit(0) == 1 {
			q.Add(q, big.NewInt(1))
		}
		if q.Cmp(limit) > 0 {
			q.Set(limit)
		}
		if q.Cmp(new(big.Int).Neg(limit)) < 0 {
			q.Neg(limit)
		}
		if got := mul128(a, b).roundShift(sh); got != q.Int64() {
			t.Fatalf("%d·%d >> %d = %d, want %v", a, b, sh, got, q)
		}
	}
	for _, c := range [][3]int64{{3, 1, 1}, {-3, 1, 1}, {5, 1, 1}, {-5, 1, 1}, {6, 1, 2}, {-6, 1, 2}, {1 << 40, 1 << 40, 20}, {-(1 << 40), 1 << 40, 20},
		{1 << 62, 1 << 30, 1}, {-(1 << 62), 1 << 30, 1}, {0, 5, 7}} {
		check(c[0], c[1], int(c[2]))
	}
	for range 100000 {
		a := r.Int64N(1<<40) - 1<<39
		b := r.Int64N(1<<31) - 1<<30
		check(a, b, 1+r.IntN(62))
	}
}
