package exec

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"sync/atomic"
	"testing"

	"github.com/epubuild/epubuild/internal/crash"
	"github.com/epubuild/epubuild/internal/ir"
)

// A panic on one of parallelFor's goroutines reaches its caller (where
// a step turns it into an internal error) instead of ending the
// process; a size refusal raised there is still the node's error.
func TestParallelForCarriesPanics(t *testing.T) {
	r := func() (r any) {
		defer func() { r = recover() }()
		parallelFor(4, 100, 1, func(lo, hi int) {
			if hi == 100 {
				panic("last chunk")
			}
		})
		return nil
	}()
	if p, ok := r.(*crash.Panic); !ok || p.Value != "last chunk" {
		t.Fatalf("recovered %#v", r)
	}
	err := func() (err error) {
		defer recoverSize("node n", &err)
		parallelFor(4, 100, 1, func(lo, hi int) {
			if hi == 100 {
				panic(sizePanic{&SizeError{DType: ir.Float32, Shape: []int64{1 << 40}}})
			}
		})
		return nil
	}()
	var se *SizeError
	if !errors.As(err, &se) {
		t.Fatalf("err = %v, want a SizeError", err)
	}
}

// Nested parallel loops finish (a waiting caller runs queued chunks),
// and every index is visited once whatever the thread count.
func TestParallelForNested(t *testing.T) {
	const outer, inner = 7, 1000
	var seen [outer * inner]atomic.Int32
	parallelFor(3, outer, 1, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			parallelFor(3, inner, 10, func(l, h int) {
				for j := l; j < h; j++ {
					seen[i*inner+j].Add(1)
				}
			})
		}
	})
	for i := range seen {
		if n := seen[i].Load(); n != 1 {
			t.Fatalf("index %d visited %d times", i, n)
		}
	}
}

// arithF32 cuts long runs between threads and runs the AVX-512 loops
// where it can; each shape and op must give the scalar loop's bits.
func TestArithF32Spans(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	shapes := [][2][]int64{
		{{3, 50000}, {3, 50000}},
		{{3, 50000}, {1}},
		{{1}, {3, 50000}},
		{{7, 4097}, {7, 1}},
		{{5, 1, 33}, {1, 6, 33}},
		{{17}, {17}},
	}
	for _, sh := range shapes {
		a, b := randF32(r, int(numel(sh[0]))), randF32(r, int(numel(sh[1])))
		a[0], b[len(b)-1] = float32(math.Inf(1)), 0
		p, out, err := binaryPlan(&ir.Tensor{Shape: sh[0]}, &ir.Tensor{Shape: sh[1]})
		if err != nil {
			t.Fatal(err)
		}
		for _, op := range []byte{'+', '-', '*', '/'} {
			want := make([]float32, numel(out))
			p.each(func(o int, off [3]int) {
				for i := range p.inner() {
					want[o+i] = arith1(op, a[off[0]+i*p.step[0]], b[off[1]+i*p.step[1]])
				}
			})
			for _, th := range []int{1, 3} {
				got := make([]float32, len(want))
				arithF32(&env{threads: th}, op, p, a, b, got)
				for i := range got {
					if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
						t.Fatalf("%v %c %v, %d threads: [%d] = %v, want %v", sh[0], op, sh[1], th, i, got[i], want[i])
					}
				}
			}
		}
	}
}

// BenchmarkParallelElementwise times a same-shape Mul over the MLP's
// activations (one run, cut between threads) and an RMSNorm-sized one,
// where handing a chunk to a helper costs about as much as the work.
func BenchmarkParallelElementwise(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 1))
	for _, n := range []int{16 * 8960, 16 * 1536} {
		x, y, o := randF32(r, n), randF32(r, n), make([]float32, n)
		p, _, err := binaryPlan(&ir.Tensor{Shape: []int64{int64(n)}}, &ir.Tensor{Shape: []int64{int64(n)}})
		if err != nil {
			b.Fatal(err)
		}
		for _, th := range []int{1, 2} {
			b.Run(fmt.Sprintf("n=%d/threads=%d", n, th), func(b *testing.B) {
				e := &env{threads: th}
				for b.Loop() {
					arithF32(e, '*', p, x, y, o)
				}
			})
		}
	}
}
