package hf

import (
	"hash/fnv"
	"math"
	"runtime"
	"sync"

	"github.com/epubuild/epubuild/internal/crash"
)

// Synthetic weights are a pure function of (seed, tensor name, element
// index in Hugging Face layout): a counter-based generator (SplitMix64's
// mixer over the index) feeds an Irwin–Hall sum of eight 16-bit uniforms,
// a bell curve with tails cut at ±4.9σ. It uses only integer arithmetic
// and one float multiply, so the bits are the same on every machine and
// every thread count (Box–Muller's log and sin are not bit-identical
// across architectures), and any element can be computed in any order,
// which lets the MatMul layout be filled directly, transposed, in parallel.

const (
	golden  = 0x9e3779b97f4a7c15
	golden2 = 0x3c6ef372fe94f82a // 2·golden mod 2^64: two draws per element
	// ihMean and ihSigma are the mean and standard deviation of the sum of
	// eight independent uniforms on {0, ..., 65535}.
	ihMean = 8 * 65535 / 2.0
)

var ihSigma = math.Sqrt(8 * (65536.0*65536.0 - 1) / 12)

func mix64(z uint64) uint64 {
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// tensorKey is the stream key of one named tensor under a seed.
func tensorKey(seed int64, name string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(name))
	return mix64(uint64(seed) ^ h.Sum64())
}

// lanes16 sums the four 16-bit lanes of u.
func lanes16(u uint64) uint64 {
	a := u&0x0000ffff0000ffff + u>>16&0x0000ffff0000ffff
	return a&0xffffffff + a>>32
}

// sumAt is the Irwin–Hall sum behind element e of the stream.
func sumAt(key uint64, e int64) uint64 {
	c := key + uint64(e)*golden2
	return lanes16(mix64(c)) + lanes16(mix64(c+golden))
}

// ihValues is how many values an Irwin–Hall sum takes: 0..8·65535.
const ihValues = 8*65535 + 1

// synth describes one synthetic tensor: mean + std·N(0,1) per element.
type synth struct {
	key       uint64
	mean, std float64
}

// value is the element an Irwin–Hall sum gives: the normal value
// (sum - mean) / sigma as a float64, exactly reproducible, scaled.
func (s synth) value(sum uint64) float32 {
	n := (float64(sum) - ihMean) / ihSigma
	// The explicit conversion keeps the compiler from fusing the multiply
	// and add into an FMA on architectures that have one.
	return float32(s.mean + float64(s.std*n))
}

func (s synth) at(e int64) float32 { return s.value(sumAt(s.key, e)) }

// sumTable holds every value of one tensor by the Irwin–Hall sum that
// gives it (2 MiB; indices past the largest sum are never read).
type sumTable [1 << 19]float32

// table returns the tensor's sumTable when it has n elements enough to
// pay for one and the CPU has no vector form of value (nil otherwise):
// looking a value up spares a float64 division per element, with the
// bits value gives.
func (s synth) table(n int) *sumTable {
	if n < 4*ihValues || fillRunSIMD {
		return nil
	}
	return s.newTable()
}

func (s synth) newTable() *sumTable {
	t := new(sumTable)
	parallelRows(ihValues, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			t[i] = s.value(uint64(i))
		}
	})
	return t
}

// fillRun writes the elements whose counters start at c and step by
// step (the stream position times golden2, wrapping): from t, or else
// eight at a time where the CPU can (synth_amd64.s), the same bits.
func (s synth) fillRun(dst []float32, c, step uint64, t *sumTable) {
	if t == nil {
		done := s.fillRunFast(dst, c, step)
		dst, c = dst[done:], c+uint64(done)*step
	}
	for i := range dst {
		sum := lanes16(mix64(c)) + lanes16(mix64(c+golden))
		if t != nil {
			dst[i] = t[sum&(uint64(len(t))-1)]
		} else {
			dst[i] = s.value(sum)
		}
		c += step
	}
}

// parallelRows runs f over [0, rows) split into contiguous chunks, one per
// CPU. Each element's value does not depend on the split.
func parallelRows(rows int, f func(lo, hi int)) {
	workers := runtime.GOMAXPROCS(0)
	if workers > rows {
		workers = rows
	}
	if workers <= 1 || rows < 64 {
		f(0, rows)
		return
	}
	var wg sync.WaitGroup
	var panics crash.Group
	chunk := (rows + workers - 1) / workers
	for lo := 0; lo < rows; lo += chunk {
		hi := min(lo+chunk, rows)
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer panics.Catch()
			f(lo, hi)
		}()
	}
	wg.Wait()
	panics.Raise()
}

// fill writes the tensor in its own (Hugging Face) layout.
func (s synth) fill(dst []float32, rows, cols int) {
	t := s.table(rows * cols)
	parallelRows(rows, func(lo, hi int) {
		for r := lo; r < hi; r++ {
			start := s.key + uint64(r)*uint64(cols)*golden2
			s.fillRun(dst[r*cols:(r+1)*cols], start, golden2, t)
		}
	})
}

// fillTransposed writes the [out, in] Hugging Face tensor as [in, out]
// (the MatMul layout): dst[i*out+o] is element o*in+i of the stream.
func (s synth) fillTransposed(dst []float32, out, in int) {
	t := s.table(out * in)
	parallelRows(in, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			s.fillRun(dst[i*out:(i+1)*out], s.key+uint64(i)*golden2, uint64(in)*golden2, t)
		}
	})
}

// fillRange writes elements [off, off+len(dst)) of the [rows, cols]
// tensor in its own layout, or of its transpose [cols, rows] (the MatMul
// layout) when transposed: the values fill and fillTransposed give
// there, from t when not nil, in parallel.
func (s synth) fillRange(dst []float32, off, rows, cols int, transposed bool, t *sumTable) {
	const grain = 1 << 14
	parallelRows((len(dst)+grain-1)/grain, func(lo, hi int) {
		for p := off + lo*grain; p < off+min(hi*grain, len(dst)); {
			end := off + min(hi*grain, len(dst))
			if !transposed {
				s.fillRun(dst[p-off:end-off], s.key+uint64(p)*golden2, golden2, t)
				return
			}
			// Row i of the transpose is column i of the tensor: its
			// elements step by cols through the stream.
			i, o := p/rows, p%rows
			n := min(rows-o, end-p)
			s.fillRun(dst[p-off:p-off+n], s.key+(uint64(o)*uint64(cols)+uint64(i))*golden2, uint64(cols)*golden2, t)
			p += n
		}
	})
}

// transposeRows writes rows r0.. of a [rows, cols] matrix, given as src
// (whole rows), into dst, the matrix transposed to [cols, rows], in
// cache-sized blocks.
func transposeRows(dst, src []float32, rows, cols, r0 int) {
	const blk = 64
	n := len(src) / cols
	parallelRows((cols+blk-1)/blk, func(lo, hi int) {
		for c0 := lo * blk; c0 < min(hi*blk, cols); c0 += blk {
			c1 := min(c0+blk, cols)
			for i0 := 0; i0 < n; i0 += blk {
				i1 := min(i0+blk, n)
				for c := c0; c < c1; c++ {
					d := dst[c*rows+r0 : c*rows+r0+n]
					for i := i0; i < i1; i++ {
						d[i] = src[i*cols+c]
					}
				}
			}
		}
	})
}
