package rotate

import (
	"fmt"
	"math"
	"math/bits"
)

// A Hadamard matrix of order n has entries ±1 and H·Hᵀ = n·I. The ones
// here are Kronecker products A ⊗ S of a small dense factor A (order m:
// 1, or a Paley matrix of construction I or II) and a Sylvester matrix S of order 2^k, so
// x·H costs n·log2(n/m) additions (a fast Walsh-Hadamard transform per
// block of 2^k) and m·n multiply-adds for A (QuaRot, Ashkboos et al.
// 2024, §4; its Hadamard sizes for LLaMA's 11,008 and 5,504 are products
// of this kind).

// Sylvester is the Hadamard matrix of order 2^k, row-major: H₁ = [1],
// H₂ₙ = [[Hₙ, Hₙ], [Hₙ, −Hₙ]], so entry (i, j) is (−1)^popcount(i & j).
func Sylvester(k int) []int8 {
	n := 1 << k
	h := make([]int8, n*n)
	for i := range n {
		for j := range n {
			h[i*n+j] = 1 - 2*int8(bits.OnesCount(uint(i&j))&1)
		}
	}
	return h
}

// Paley is Paley's construction I (Paley 1933): for a prime q ≡ 3 mod 4,
// the Hadamard matrix of order q + 1, row-major. With the quadratic
// character χ of GF(q), the Jacobsthal matrix Q[i][j] = χ(j − i) is
// skew-symmetric with Q·Qᵀ = q·I − J, and H = I + [[0, jᵀ], [−j, Q]].
func Paley(q int) ([]int8, error) {
	if q < 3 || q%4 != 3 || !prime(q) {
		return nil, fmt.Errorf("Paley's construction I needs a prime q ≡ 3 mod 4, not %d", q)
	}
	chi := quadraticCharacter(q)
	n := q + 1
	h := make([]int8, n*n)
	for j := 1; j < n; j++ {
		h[j] = 1    // first row
		h[j*n] = -1 // first column below the corner
	}
	for i := range q {
		for j := range q {
			h[(i+1)*n+j+1] = chi[((j-i)%q+q)%q]
		}
	}
	for i := range n {
		h[i*n+i]++ // + I
	}
	return h, nil
}

// PaleyII is Paley's construction II: for a prime q ≡ 1 mod 4, the
// Hadamard matrix of order 2(q + 1), row-major. The Jacobsthal matrix Q
// is then symmetric, C = [[0, jᵀ], [j, Q]] is a symmetric conference
// matrix (C·Cᵀ = q·I), and H replaces each entry of C by a 2 × 2 block:
// 0 by [[1, −1], [−1, −1]] and ±1 by ±[[1, 1], [1, −1]].
func PaleyII(q int) ([]int8, error) {
	if q < 5 || q%4 != 1 || !prime(q) {
		return nil, fmt.Errorf("Paley's construction II needs a prime q ≡ 1 mod 4, not %d", q)
	}
	chi := quadraticCharacter(q)
	c := q + 1
	conf := make([]int8, c*c)
	for j := 1; j < c; j++ {
		conf[j], conf[j*c] = 1, 1
	}
	for i := range q {
		for j := range q {
			conf[(i+1)*c+j+1] = chi[((j-i)%q+q)%q]
		}
	}
	n := 2 * c
	h := make([]int8, n*n)
	zero := [4]int8{1, -1, -1, -1}
	one := [4]int8{1, 1, 1, -1}
	for i := range c {
		for j := range c {
			blk := zero
			if v := conf[i*c+j]; v != 0 {
				for k := range blk {
					blk[k] = v * one[k]
				}
			}
			h[2*i*n+2*j], h[2*i*n+2*j+1] = blk[0], blk[1]
			h[(2*i+1)*n+2*j], h[(2*i+1)*n+2*j+1] = blk[2], blk[3]
		}
	}
	return h, nil
}

// quadraticCharacter is χ over GF(q), q prime: χ(0) = 0, χ(a) = 1 for a
// nonzero square, else −1.
func quadraticCharacter(q int) []int8 {
	chi := make([]int8, q)
	for a := 1; a < q; a++ {
		chi[a] = -1
	}
	for a := 1; a < q; a++ {
		chi[a*a%q] = 1
	}
	return chi
}

func prime(q int) bool {
	if q < 2 {
		return false
	}
	for d := 2; d*d <= q; d++ {
		if q%d == 0 {
			return false
		}
	}
	return true
}

// Kron is the Kronecker product A ⊗ B of square matrices, row-major:
// entry (a·nb + b, c·nb + d) is A[a][c]·B[b][d].
func Kron(a []int8, na int, b []int8, nb int) []int8 {
	n := na * nb
	out := make([]int8, n*n)
	for i := range na {
		for c := range na {
			s := a[i*na+c]
			for bi := range nb {
				row := (i*nb+bi)*n + c*nb
				for d := range nb {
					out[row+d] = s * b[bi*nb+d]
				}
			}
		}
	}
	return out
}

// Hadamard is a Hadamard matrix of order N = M·2^K held as A ⊗ S(2^K),
// A the dense factor of order M (nil when M is 1).
type Hadamard struct {
	N, M, K int
	A       []int8
	// Q is the prime A came from by Paley's construction (0 for none),
	// II whether by construction II.
	Q  int
	II bool
}

// NewHadamard finds a Hadamard matrix of order n: Sylvester's when n is a
// power of two, else a Paley matrix ⊗ Sylvester with the smallest Paley
// order m = n / 2^k, by construction I (m = q + 1, q ≡ 3 mod 4: 1,536 =
// 12 × 128 with q = 11; 8,960 = 140 × 64 with q = 139) or II (m =
// 2(q + 1), q ≡ 1 mod 4: Qwen2-0.5B's 896 = 28 × 32 with q = 13, which
// construction I reaches only as 224 × 4). An error says when neither
// applies (a Hadamard matrix of order n exists only for n = 1, 2 or a
// multiple of 4).
func NewHadamard(n int) (*Hadamard, error) {
	if n < 1 {
		return nil, fmt.Errorf("no Hadamard matrix of order %d", n)
	}
	tz := bits.TrailingZeros(uint(n))
	if n == 1<<tz {
		return &Hadamard{N: n, M: 1, K: tz}, nil
	}
	for k := tz; k >= 0; k-- {
		m := n >> k
		if m%4 != 0 {
			continue
		}
		if q := m - 1; prime(q) && q%4 == 3 {
			a, err := Paley(q)
			if err != nil {
				return nil, err
			}
			return &Hadamard{N: n, M: m, K: k, A: a, Q: q}, nil
		}
		if q := m/2 - 1; prime(q) && q%4 == 1 {
			a, err := PaleyII(q)
			if err != nil {
				return nil, err
			}
			return &Hadamard{N: n, M: m, K: k, A: a, Q: q, II: true}, nil
		}
	}
	return nil, fmt.Errorf("no Hadamard construction for order %d: it is not 2^k, nor (q + 1)·2^k for a prime q ≡ 3 mod 4, nor 2(q + 1)·2^k for a prime q ≡ 1 mod 4", n)
}

// String names the construction: "12 (Paley q=11) ⊗ 128 (Sylvester)".
func (h *Hadamard) String() string {
	if h.M == 1 {
		return fmt.Sprintf("%d (Sylvester)", h.N)
	}
	if h.II {
		return fmt.Sprintf("%d (Paley II q=%d) ⊗ %d (Sylvester)", h.M, h.Q, 1<<h.K)
	}
	return fmt.Sprintf("%d (Paley q=%d) ⊗ %d (Sylvester)", h.M, h.Q, 1<<h.K)
}

// Dense is the matrix, row-major.
func (h *Hadamard) Dense() []int8 {
	s := Sylvester(h.K)
	if h.M == 1 {
		return s
	}
	return Kron(h.A, h.M, s, 1<<h.K)
}

// MulRow sets x (length N) to x·H. With x read as an M × 2^K matrix X
// (row a holds x[a·2^K:(a+1)·2^K]), x·(A ⊗ S) is Aᵀ·X·S: a fast
// Walsh-Hadamard transform of each row (S is symmetric), then the rows
// mixed by Aᵀ. tmp, when at least N long, saves an allocation.
func (h *Hadamard) MulRow(x, tmp []float64) {
	b := 1 << h.K
	for a := range h.M {
		fwht(x[a*b : (a+1)*b])
	}
	if h.M == 1 {
		return
	}
	if len(tmp) < h.N {
		tmp = make([]float64, h.N)
	}
	y := tmp[:h.N]
	clear(y)
	for a := range h.M {
		xa := x[a*b : (a+1)*b]
		for c := range h.M {
			yc := y[c*b : (c+1)*b]
			if h.A[a*h.M+c] > 0 {
				for i, v := range xa {
					yc[i] += v
				}
			} else {
				for i, v := range xa {
					yc[i] -= v
				}
			}
		}
	}
	copy(x, y)
}

// MulRowT sets x to x·Hᵀ: the rows mixed by A instead of Aᵀ.
func (h *Hadamard) MulRowT(x, tmp []float64) {
	if h.M == 1 {
		h.MulRow(x, tmp)
		return
	}
	t := &Hadamard{N: h.N, M: h.M, K: h.K, A: transpose(h.A, h.M), Q: h.Q, II: h.II}
	t.MulRow(x, tmp)
}

func transpose(a []int8, n int) []int8 {
	t := make([]int8, len(a))
	for i := range n {
		for j := range n {
			t[j*n+i] = a[i*n+j]
		}
	}
	return t
}

// fwht is the in-place fast Walsh-Hadamard transform, x·S for the
// Sylvester matrix of order len(x), a power of two: log2 n stages of
// n/2 butterflies.
func fwht(x []float64) {
	n := len(x)
	for h := 1; h < n; h *= 2 {
		for i := 0; i < n; i += 2 * h {
			for j := i; j < i+h; j++ {
				a, b := x[j], x[j+h]
				x[j], x[j+h] = a+b, a-b
			}
		}
	}
}

// Adds is the additions x·H costs per row: N·K for the transforms and
// (M − 1)·N for the mixing by A.
func (h *Hadamard) Adds() int64 {
	return int64(h.N)*int64(h.K) + int64(h.M-1)*int64(h.N)
}

// Rotation is an orthogonal matrix Q of order N: a Hadamard matrix
// scaled by 1/√N, its rows' signs flipped by a seeded diag(±1)
// (Q = D·H/√N, QuaRot's randomized Hadamard), or, where no Hadamard
// construction exists, a seeded random orthogonal matrix.
type Rotation struct {
	N     int
	H     *Hadamard // nil for a random orthogonal matrix
	Signs []float64 // D's diagonal; nil for none
	Dense []float64 // the random orthogonal matrix, row-major, when H is nil

	key string // fingerprint's, once computed
}

// RotationOptions say how to choose Q.
type RotationOptions struct {
	// Seed draws the signs (Randomized) and the random orthogonal matrix.
	Seed uint64 `setting:"seed"`
	// Randomized flips the Hadamard matrix's rows by seeded signs.
	Randomized bool `setting:"randomized"`
	// RandomOrthogonal allows a seeded random orthogonal matrix for an
	// order with no Hadamard construction; without it such an order is
	// an error.
	RandomOrthogonal bool `setting:"random_orthogonal"`
}

// NewRotation chooses Q of order n.
func NewRotation(n int, opt RotationOptions) (*Rotation, error) {
	h, err := NewHadamard(n)
	if err != nil {
		if !opt.RandomOrthogonal {
			return nil, err
		}
		return &Rotation{N: n, Dense: randomOrthogonal(n, opt.Seed)}, nil
	}
	r := &Rotation{N: n, H: h}
	if opt.Randomized {
		rng := splitmix{opt.Seed}
		r.Signs = make([]float64, n)
		for i := range r.Signs {
			r.Signs[i] = 1
			if rng.next()&1 == 1 {
				r.Signs[i] = -1
			}
		}
	}
	return r, nil
}

// String names Q's construction.
func (r *Rotation) String() string {
	if r.H == nil {
		return fmt.Sprintf("%d (seeded random orthogonal)", r.N)
	}
	if r.Signs != nil {
		return r.H.String() + ", randomized"
	}
	return r.H.String()
}

// MulRow sets x (length N) to x·Q.
func (r *Rotation) MulRow(x, tmp []float64) {
	if r.H == nil {
		denseMul(x, r.Dense, r.N, false, tmp)
		return
	}
	for i, s := range r.Signs {
		x[i] *= s
	}
	r.H.MulRow(x, tmp)
	scale := 1 / math.Sqrt(float64(r.N))
	for i := range x[:r.N] {
		x[i] *= scale
	}
}

// MulRowT sets x to x·Qᵀ.
func (r *Rotation) MulRowT(x, tmp []float64) {
	if r.H == nil {
		denseMul(x, r.Dense, r.N, true, tmp)
		return
	}
	r.H.MulRowT(x, tmp)
	scale := 1 / math.Sqrt(float64(r.N))
	for i := range x[:r.N] {
		x[i] *= scale
	}
	for i, s := range r.Signs {
		x[i] *= s
	}
}

// denseMul sets x to x·Q (or x·Qᵀ) for a dense row-major Q.
func denseMul(x, q []float64, n int, transposed bool, tmp []float64) {
	if len(tmp) < n {
		tmp = make([]float64, n)
	}
	y := tmp[:n]
	clear(y)
	for i, v := range x[:n] {
		if transposed {
			for j := range n {
				y[j] += v * q[j*n+i]
			}
			continue
		}
		row := q[i*n : (i+1)*n]
		for j, w := range row {
			y[j] += v * w
		}
	}
	copy(x, y)
}

// randomOrthogonal is a seeded random orthogonal matrix: Gaussian
// entries orthonormalized row by row (modified Gram-Schmidt, twice for
// float64 accuracy), which is Haar-distributed up to the rows' signs.
func randomOrthogonal(n int, seed uint64) []float64 {
	rng := splitmix{seed}
	q := make([]float64, n*n)
	for i := range q {
		q[i] = rng.normal()
	}
	for i := range n {
		row := q[i*n : (i+1)*n]
		for range 2 {
			for j := range i {
				prev := q[j*n : (j+1)*n]
				d := 0.0
				for k := range n {
					d += row[k] * prev[k]
				}
				for k := range n {
					row[k] -= d * prev[k]
				}
			}
		}
		norm := 0.0
		for _, v := range row {
			norm += v * v
		}
		norm = math.Sqrt(norm)
		for k := range row {
			row[k] /= norm
		}
	}
	return q
}

// splitmix is SplitMix64 (Steele, Lea, Flood 2014): a fixed generator,
// so a seed gives the same rotation on every Go version and machine.
type splitmix struct{ s uint64 }

func (r *splitmix) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// normal is a standard normal draw (Box-Muller on two 53-bit uniforms).
func (r *splitmix) normal() float64 {
	u := (float64(r.next()>>11) + 0.5) / (1 << 53)
	v := float64(r.next()>>11) / (1 << 53)
	return math.Sqrt(-2*math.Log(u)) * math.Cos(2*math.Pi*v)
}
