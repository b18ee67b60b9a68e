package quantize

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/internal/numtest"
	"github.com/epubuild/epubuild/sim/exec"
)

// gptqCase is a linear with correlated inputs, a few of them loud (as
// real activations have), and its Gram matrix.
func gptqCase(seed uint64, rows, k, n int) (*ir.Tensor, []float64, []float32) {
	rng := rand.New(rand.NewPCG(seed, 7))
	x := make([]float32, rows*k)
	for r := range rows {
		shared := rng.NormFloat64()
		for j := range k {
			v := rng.NormFloat64() + 0.5*shared
			if j%17 == 3 {
				v *= 6
			}
			x[r*k+j] = float32(v)
		}
	}
	w := ir.NewTensor(ir.Float32, int64(k), int64(n))
	for i := range w.F32 {
		w.F32[i] = float32(rng.NormFloat64() * 0.05)
	}
	h := make([]float64, k*k)
	for r := range rows {
		xr := x[r*k : (r+1)*k]
		for i, a := range xr {
			for j, b := range xr {
				h[i*k+j] += float64(a) * float64(b)
			}
		}
	}
	return w, h, x
}

// refInverse is (H + λI)⁻¹ by Gauss-Jordan elimination with partial
// pivoting, in float64.
func refInverse(h []float64, k int, lambda float64) []float64 {
	a := make([]float64, k*2*k)
	for i := range k {
		for j := range k {
			a[i*2*k+j] = h[i*k+j]
		}
		a[i*2*k+i] += lambda
		a[i*2*k+k+i] = 1
	}
	for c := range k {
		p := c
		for r := c + 1; r < k; r++ {
			if math.Abs(a[r*2*k+c]) > math.Abs(a[p*2*k+c]) {
				p = r
			}
		}
		for j := range 2 * k {
			a[c*2*k+j], a[p*2*k+j] = a[p*2*k+j], a[c*2*k+j]
		}
		d := a[c*2*k+c]
		for j := range 2 * k {
			a[c*2*k+j] /= d
		}
		for r := range k {
			if r == c {
				continue
			}
			f := a[r*2*k+c]
			for j := range 2 * k {
				a[r*2*k+j] -= f * a[c*2*k+j]
			}
		}
	}
	inv := make([]float64, k*k)
	for i := range k {
		copy(inv[i*k:(i+1)*k], a[i*2*k+k:(i+1)*2*k])
	}
	return inv
}

// refUpperCholesky is U upper with UᵀU = a.
func refUpperCholesky(a []float64, k int) []float64 {
	u := make([]float64, k*k)
	for i := range k {
		s := a[i*k+i]
		for t := range i {
			s -= u[t*k+i] * u[t*k+i]
		}
		u[i*k+i] = math.Sqrt(s)
		for j := i + 1; j < k; j++ {
			s := a[i*k+j]
			for t := range i {
				s -= u[t*k+i] * u[t*k+j]
			}
			u[i*k+j] = s / u[i*k+i]
		}
	}
	return u
}

// refGPTQ is Algorithm 1 of the paper as written, one row at a time
// with every later row updated at once, in float64: the specification
// gptqWeight's blocked form must reproduce code for code.
func refGPTQ(w *ir.Tensor, h []float64, group int, perChannel, actOrder bool) ([]int8, []float32) {
	k, n := int(w.Shape[0]), int(w.Shape[1])
	perm := make([]int, k)
	for i := range perm {
		perm[i] = i
	}
	if actOrder {
		slices.SortStableFunc(perm, func(a, b int) int {
			if h[a*k+a] > h[b*k+b] {
				return -1
			} else if h[a*k+a] < h[b*k+b] {
				return 1
			}
			return 0
		})
	}
	hp := make([]float64, k*k)
	var mean float64
	for i := range k {
		for j := range k {
			hp[i*k+j] = h[perm[i]*k+perm[j]]
		}
		mean += hp[i*k+i]
	}
	u := refUpperCholesky(refInverse(hp, k, 0.01*mean/float64(k)), k)
	wk := make([]float64, k*n)
	for i := range k {
		for c := range n {
			wk[i*n+c] = float64(w.F32[perm[i]*n+c])
		}
	}
	// Scales: per channel and static groups from the float weight;
	// dynamic groups when their first row comes.
	scale := make([]float32, k*n)
	for c := range n {
		if perChannel {
			var a float64
			for r := range k {
				a = math.Max(a, math.Abs(float64(w.F32[r*n+c])))
			}
			for r := range k {
				scale[r*n+c] = float32(a / 127)
			}
			continue
		}
		if actOrder {
			for g0 := 0; g0 < k; g0 += group {
				var a float32
				for r := g0; r < g0+group; r++ {
					a = max(a, float32(math.Abs(float64(w.F32[r*n+c]))))
				}
				for r := g0; r < g0+group; r++ {
					scale[r*n+c] = float32(float64(a) / 7)
				}
			}
		}
	}
	codes := make([]int8, k*n)
	lo, hi := -8.0, 7.0
	if perChannel {
		lo, hi = -128, 127
	}
	for i := range k {
		orig := perm[i]
		for c := range n {
			if !perChannel && !actOrder && i%group == 0 {
				var a float32
				for r := i; r < i+group; r++ {
					a = max(a, float32(math.Abs(wk[r*n+c])))
				}
				for r := i; r < i+group; r++ {
					scale[r*n+c] = float32(float64(a) / 7)
				}
			}
			s := scale[orig*n+c]
			x := float32(wk[i*n+c])
			q := math.Max(lo, math.Min(hi, math.RoundToEven(float64(x/s))))
			codes[orig*n+c] = int8(q)
			e := (wk[i*n+c] - float64(float32(q)*s)) / u[i*k+i]
			for j := i + 1; j < k; j++ {
				wk[j*n+c] -= u[i*k+j] * e
			}
		}
	}
	return codes, scale
}

// TestGPTQSolve: the blocked float32 solve's U is upper triangular and
// UᵀU(Hp + λI) = I within float32's error, in one block and across
// several (the GEMM paths), in H's order and in act-order; the bytes do
// not depend on the thread count; an indefinite matrix is refused, never
// a NaN.
func TestGPTQSolve(t *testing.T) {
	for _, tc := range []struct {
		name     string
		k        int
		actOrder bool
	}{
		{"one_block", 40, false},
		{"blocks", 300, false},
		{"blocks_act_order", 300, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			k := tc.k
			_, h, _ := gptqCase(3, 2*k, k, 1)
			perm := make([]int, k)
			for i := range perm {
				perm[i] = i
			}
			if tc.actOrder {
				slices.SortStableFunc(perm, func(a, b int) int { return cmpDesc(h[a*k+a], h[b*k+b]) })
			}
			diag := make([]float64, k)
			var mean float64
			for i, p := range perm {
				diag[i] = h[p*k+p]
				mean += diag[i] / float64(k)
			}
			lambda := 0.01 * mean
			u, rel, ok := gptqSolve(denseSym(h, k), perm, diag, lambda, 2)
			if !ok {
				t.Fatalf("refused (measured error %v)", rel)
			}
			u1, _, _ := gptqSolve(denseSym(h, k), perm, diag, lambda, 1)
			if !slices.Equal(u, u1) {
				t.Fatal("U depends on the thread count")
			}
			// From H's packed upper triangle (as the statistics decode):
			// the same U and measured error, bit for bit.
			for _, threads := range []int{1, 2, 3} {
				up, relUp, _ := gptqSolve(packSym(h, k), perm, diag, lambda, threads)
				if !slices.Equal(u, up) || relUp != rel {
					t.Fatalf("threads %d: the packed triangle's solve differs (measured error %v, whole H's %v)", threads, relUp, rel)
				}
			}
			// M = UᵀU in float64, then M(Hp + λI) against I.
			m := make([]float64, k*k)
			for r := range k {
				for i := r; i < k; i++ {
					ui := float64(u[r*k+i])
					for j := r; j < k; j++ {
						m[i*k+j] += ui * float64(u[r*k+j])
					}
				}
			}
			var worst float64
			for i := range k {
				for j := range k {
					var s float64
					for a := range k {
						hv := h[perm[a]*k+perm[j]]
						if a == j {
							hv += lambda
						}
						s += m[i*k+a] * hv
					}
					if i == j {
						s--
					}
					worst = max(worst, math.Abs(s))
				}
				for j := range i {
					if u[i*k+j] != 0 {
						t.Fatalf("U[%d,%d] = %v below the diagonal", i, j, u[i*k+j])
					}
				}
			}
			// Float32's 2⁻²⁴ times the damped matrix's condition number
			// (at most 1 + K/0.01 here) bounds the error; it measures
			// far below.
			t.Logf("|UᵀU(H+λI) − I| up to %.3g, measured on z %.3g", worst, rel)
			if worst > 1e-3 || rel > 1e-4 {
				t.Fatalf("|UᵀU(H+λI) − I| up to %v, measured %v", worst, rel)
			}
			// Indefinite: refused, never NaN.
			bad := slices.Clone(h)
			bad[perm[k/2]*k+perm[k/2]] = -1e6
			bd := slices.Clone(diag)
			bd[k/2] = -1e6
			if _, _, ok := gptqSolve(denseSym(bad, k), perm, bd, 0, 2); ok {
				t.Fatal("an indefinite matrix factored")
			}
		})
	}
}

func cmpDesc(a, b float64) int {
	switch {
	case a > b:
		return -1
	case a < b:
		return 1
	}
	return 0
}

// TestGPTQMatchesReference: the blocked GPTQ (the solve and the lazy
// updates on the float32 GEMM, blocks of 128 over 320 rows, sub-blocks of
// 16; 260 columns, which threads split) gives the same codes on two
// threads as under GOMAXPROCS 1, and the codes of the paper's
// one-row-at-a-time algorithm in float64 (exact inverse, no lazy
// blocks), for int4 groups of 64 and 32 with and without act-order and
// for int8 per channel: code for code but for at most 0.1% of the codes,
// each one step off, and an output error ‖X(W − Ŵ)‖² within 1e-4 of the
// reference's (float32's solve; 53 codes of 83,200 in one case here).
func TestGPTQMatchesReference(t *testing.T) {
	for _, tc := range []struct {
		name       string
		group      int
		perChannel bool
		actOrder   bool
	}{
		{"int4_g64", 64, false, false},
		{"int4_g32_act_order", 32, false, true},
		{"int4_g64_act_order", 64, false, true},
		{"int8_per_channel", 0, true, false},
		{"int8_per_channel_act_order", 0, true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w, h, _ := gptqCase(11, 600, 320, 260)
			var p qparams
			if tc.perChannel {
				p = weightParams(w, 1)
			} else {
				p = groupParams(w, tc.group)
			}
			choose := func(vals, imp []float64) float32 { return chooseScale(vals, imp, ScaleMinMax) }
			res, err := gptqWeight(w, h, p, GPTQ{ActOrder: tc.actOrder}, choose, 2)
			if err != nil {
				t.Fatal(err)
			}
			// One thread, by GOMAXPROCS (threads 0 is one per CPU).
			defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
			one, err := gptqWeight(w, h, p, GPTQ{ActOrder: tc.actOrder}, choose, 0)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(one.codes.I8, res.codes.I8) || !slices.Equal(one.p.scale, res.p.scale) {
				t.Fatal("the codes depend on the thread count")
			}
			want, wantScale := refGPTQ(w, h, tc.group, tc.perChannel, tc.actOrder)
			diff, step := 0, 0
			for i, c := range res.codes.I8 {
				if c != want[i] {
					diff++
					step = max(step, int(math.Abs(float64(c)-float64(want[i]))))
				}
			}
			// The output error ‖X(W − Ŵ)‖² of each, through H.
			k, n := int(w.Shape[0]), int(w.Shape[1])
			deq := dequantize(res.codes, res.p)
			outErr := func(what func(i int) float64) float64 {
				var e float64
				d := make([]float64, k)
				for c := range n {
					for r := range k {
						d[r] = float64(w.F32[r*n+c]) - what(r*n+c)
					}
					for r := range k {
						for q := range k {
							e += d[r] * h[r*k+q] * d[q]
						}
					}
				}
				return e
			}
			got := outErr(func(i int) float64 { return float64(deq[i]) })
			ref := outErr(func(i int) float64 { return float64(float32(want[i]) * wantScale[i]) })
			t.Logf("%d of %d codes differ from the reference, by up to %d steps; output error %.6g, reference %.6g", diff, len(want), step, got, ref)
			// The float32 solve's U is within a few 1e-6 of the exact one
			// (TestGPTQSolve): a weight that lands that close to a rounding
			// boundary may round the other way, and the rows after it
			// follow a slightly different path.
			if diff*1000 > len(want) || step > 1 || math.Abs(got-ref) > 1e-4*ref {
				t.Fatalf("%d of %d codes differ from the reference, by up to %d steps; output error %v, reference %v", diff, len(want), step, got, ref)
			}
		})
	}
}

// TestGPTQNotPositiveDefinite: a Hessian that is not positive definite
// at the asked damping takes more (reported), never a NaN; one that no
// damping up to its mean diagonal helps, or all zeros, is refused.
func TestGPTQNotPositiveDefinite(t *testing.T) {
	w := ir.NewTensor(ir.Float32, 2, 3)
	copy(w.F32, []float32{0.3, -0.2, 0.11, 0.05, 0.4, -0.33})
	p := weightParams(w, 1)
	res, err := gptqWeight(w, []float64{1, 1.05, 1.05, 1}, p, GPTQ{Damping: 0.01}, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	if res.damping != 0.1 {
		t.Errorf("damping %v, want 0.1", res.damping)
	}
	for i, c := range res.codes.I8 {
		if c == 0 && w.F32[i] != 0 {
			t.Errorf("code %d is 0 for %v", i, w.F32[i])
		}
	}
	if _, err := gptqWeight(w, []float64{1, 3, 3, 1}, p, GPTQ{Damping: 0.01}, nil, 1); err != errNotPD {
		t.Errorf("an indefinite Hessian: %v", err)
	}
	if _, err := gptqWeight(w, []float64{0, 0, 0, 0}, p, GPTQ{Damping: 0.01}, nil, 1); err != errNoEnergy {
		t.Errorf("a zero Hessian: %v", err)
	}
}

// BenchmarkGPTQSolve times GPTQ on a Qwen2-1.5B o_proj-sized linear
// (K = 1,536) and a down_proj-sized one (K = 8,960), 1,536 outputs,
// int4 groups of 128, on the Gram matrix of 4,096 calibration rows (32
// windows of 128 tokens: rank-deficient at K = 8,960, as the real
// statistics are). It reports the solve (Cholesky and triangular
// inverse, 2K³/3 flops) and the whole weight (plus the row updates,
// K²·N flops) in seconds, and each against its floor: the flops at the
// CPU's float32 FMA peak, 2 FMA ports × 16 lanes × 2 flops a cycle at
// /proc/cpuinfo's clock, times GOMAXPROCS; and in CPU seconds against
// one core's floor. solve-err is the solve's measured relative error
// (solveCheck).
func BenchmarkGPTQSolve(b *testing.B) {
	peak := cpuPeakFP32()
	for _, k := range []int{1536, 8960} {
		b.Run(fmt.Sprintf("K=%d", k), func(b *testing.B) {
			n := 1536
			w, h := gptqBenchCase(k, n, 4096)
			p := groupParams(w, 128)
			choose := func(vals, imp []float64) float32 { return chooseScale(vals, imp, ScaleMinMax) }
			perm := make([]int, k)
			diag := make([]float64, k)
			var mean float64
			for i := range perm {
				perm[i] = i
				diag[i] = h[i*k+i]
				mean += diag[i] / float64(k)
			}
			threads := runtime.GOMAXPROCS(0)
			b.ResetTimer()
			var solve, whole, solveCPU, wholeCPU time.Duration
			var rel float64
			for range b.N {
				t0, c0 := time.Now(), numtest.ProcessCPU()
				_, r, ok := gptqSolve(denseSym(h, k), perm, diag, 0.01*mean, 0)
				solve += time.Since(t0)
				solveCPU += numtest.ProcessCPU() - c0
				if !ok {
					b.Fatalf("solve refused (measured error %v)", r)
				}
				rel = r
				t0, c0 = time.Now(), numtest.ProcessCPU()
				if _, err := gptqWeight(w, h, p, GPTQ{}, choose, 0); err != nil {
					b.Fatal(err)
				}
				whole += time.Since(t0)
				wholeCPU += numtest.ProcessCPU() - c0
			}
			fk, fn := float64(k), float64(n)
			solveFlops := 2 * fk * fk * fk / 3
			wholeFlops := solveFlops + fk*fk*fn
			ss := solve.Seconds() / float64(b.N)
			ws := whole.Seconds() / float64(b.N)
			b.ReportMetric(ss, "solve-s")
			b.ReportMetric(ws, "weight-s")
			b.ReportMetric(solveFlops/ss/1e9, "solve-GFLOP/s")
			b.ReportMetric(rel, "solve-err")
			if peak > 0 {
				floor := float64(threads) * peak
				b.ReportMetric(ss/(solveFlops/floor), "solve-x-floor")
				b.ReportMetric(ws/(wholeFlops/floor), "weight-x-floor")
				// CPU seconds against one core's floor: on a shared
				// machine, what the work cost whatever else ran.
				b.ReportMetric(solveCPU.Seconds()/float64(b.N)/(solveFlops/peak), "solve-cpu-x-floor")
				b.ReportMetric(wholeCPU.Seconds()/float64(b.N)/(wholeFlops/peak), "weight-cpu-x-floor")
			}
		})
	}
}

// gptqBenchCase is a [k, n] weight and the Gram matrix of rows random
// input rows with a shared component and loud channels, built on the
// GEMM in float32 and widened, as calibrate.Gram does.
func gptqBenchCase(k, n, rows int) (*ir.Tensor, []float64) {
	rng := rand.New(rand.NewPCG(1, 7))
	x := make([]float32, rows*k)
	for r := range rows {
		shared := rng.NormFloat64()
		for j := range k {
			v := rng.NormFloat64() + 0.5*shared
			if j%17 == 3 {
				v *= 6
			}
			x[r*k+j] = float32(v)
		}
	}
	g := make([]float32, k*k)
	exec.Gemm(0, k, k, rows, 1, x, k, true, x, k, false, false, g, k)
	h := make([]float64, k*k)
	for i, v := range g {
		h[i] = float64(v)
	}
	w := ir.NewTensor(ir.Float32, int64(k), int64(n))
	for i := range w.F32 {
		w.F32[i] = float32(rng.NormFloat64() * 0.05)
	}
	return w, h
}

// cpuPeakFP32 is one core's float32 FMA peak in flop/s on an AVX-512
// CPU with two FMA ports (Sapphire Rapids): 2 ports × 16 lanes × 2 flops
// a cycle at /proc/cpuinfo's clock; 0 where that is unknown.
func cpuPeakFP32() float64 {
	b, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return 0
	}
	for line := range strings.Lines(string(b)) {
		name, val, ok := strings.Cut(line, ":")
		if !ok || strings.TrimSpace(name) != "cpu MHz" {
			continue
		}
		mhz, err := strconv.ParseFloat(strings.TrimSpace(val), 64)
		if err != nil {
			return 0
		}
		return mhz * 1e6 * 2 * 16 * 2
	}
	return 0
}

// TestGPTQColumnChunks: GPTQ in column chunks (the head's bounded
// memory) gives the codes and scales of the whole weight at once, code
// for code, with dynamic and static groups and per-channel scales, and
// chunks that leave a ragged last one.
func TestGPTQColumnChunks(t *testing.T) {
	for _, tc := range []struct {
		name       string
		group      int
		perChannel bool
		actOrder   bool
		cols       int
	}{
		{"int4_g64_dynamic", 64, false, false, 48},
		{"int4_g32_act_order", 32, false, true, 37},
		{"int8_per_channel", 0, true, false, 100},
		{"int8_per_channel_act_order", 0, true, true, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w, h, _ := gptqCase(5, 400, 192, 230)
			var p qparams
			if tc.perChannel {
				p = weightParams(w, 1)
			} else {
				p = groupParams(w, tc.group)
			}
			choose := func(vals, imp []float64) float32 { return chooseScale(vals, imp, ScaleMSE) }
			opt := GPTQ{ActOrder: tc.actOrder, BlockSize: 64}
			whole, err := gptqColumns(w, h, p, opt, choose, 2, int(w.Shape[1]))
			if err != nil {
				t.Fatal(err)
			}
			chunked, err := gptqColumns(w, h, p, opt, choose, 2, tc.cols)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(whole.codes.I8, chunked.codes.I8) {
				t.Fatalf("chunks of %d columns change the codes", tc.cols)
			}
			if !slices.Equal(whole.p.scale, chunked.p.scale) {
				t.Fatalf("chunks of %d columns change the scales", tc.cols)
			}
		})
	}
}

// TestOutputErrors: the report's output errors through H's upper block
// triangle equal Σ eᵀHe in float64 for each difference, within the
// float32 product's rounding, with column chunks and row blocks that do
// not divide the sizes.
func TestOutputErrors(t *testing.T) {
	for _, tc := range []struct{ k, n, m int }{{300, 70, 3}, {600, 9, 2}, {40, 5, 1}} {
		w, h, _ := gptqCase(3, 700, tc.k, tc.n*tc.m)
		h32 := make([]float32, len(h))
		for i, v := range h {
			h32[i] = float32(v)
		}
		want := make([]float64, tc.m)
		for j := range tc.m {
			for c := range tc.n {
				col := j*tc.n + c
				for r := range tc.k {
					for q := range tc.k {
						want[j] += float64(w.F32[r*tc.n*tc.m+col]) * h[r*tc.k+q] * float64(w.F32[q*tc.n*tc.m+col])
					}
				}
			}
		}
		got := outputErrors(h32, tc.k, tc.n, tc.m, 2, func(c0, c1 int, d []float32) {
			wd := c1 - c0
			for r := range tc.k {
				for j := range tc.m {
					for c := c0; c < c1; c++ {
						d[r*tc.m*wd+j*wd+c-c0] = w.F32[r*tc.n*tc.m+j*tc.n+c]
					}
				}
			}
		})
		for j := range want {
			if math.Abs(got[j]-want[j]) > 1e-5*want[j] {
				t.Errorf("k %d n %d: difference %d: %v, want %v", tc.k, tc.n, j, got[j], want[j])
			}
		}
	}
}

// The linears reading one input share its solve: each weight's codes
// and scales are those of GPTQ run on it alone, the solve is computed
// once for the weights in a row, and another input gets its own.
func TestGPTQSharedSolve(t *testing.T) {
	const k = 256
	w1, h := gptqBenchCase(k, 96, 512)
	w2, _ := gptqBenchCase(k, 40, 512)
	for i := range w2.F32 {
		w2.F32[i] *= 0.5
	}
	q := &quantizer{cfg: Config{GPTQ: GPTQ{Damping: DefaultDamping, ActOrder: true, BlockSize: DefaultGPTQBlock}}, da: &dataAware{}}
	choose := func(vals, imp []float64) float32 { return chooseScale(vals, imp, ScaleMinMax) }
	var first *gptqSolution
	for i, w := range []*ir.Tensor{w1, w2} {
		p := groupParams(w, 128)
		// The statistics' packed triangle, as a quantize step reads them.
		got, err := q.gptq("x", w, packSym(h, k), p, choose)
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			first = q.da.solved
		} else if q.da.solved != first {
			t.Error("the second weight reading x solved again")
		}
		want, err := gptqWeight(w, h, p, q.cfg.GPTQ, choose, 0)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got.codes.I8, want.codes.I8) || !slices.Equal(got.p.scale, want.p.scale) {
			t.Errorf("weight %d: the shared solve's codes or scales differ from GPTQ's on the weight alone", i)
		}
	}
	if _, err := q.gptq("y", w1, denseSym(h, k), groupParams(w1, 128), choose); err != nil {
		t.Fatal(err)
	}
	if q.da.solved == first || q.da.solvedFor != "y" {
		t.Error("another input reused x's solve")
	}
	q.dropSolve()
	if q.da.solved != nil {
		t.Error("dropSolve kept the solve")
	}
}

// packSym is h (k×k, symmetric) as its packed upper triangle.
func packSym(h []float64, k int) symmetric {
	up := make([]float64, 0, k*(k+1)/2)
	for i := range k {
		up = append(up, h[i*k+i:(i+1)*k]...)
	}
	return symmetric{k: k, up: up}
}
