package compile

import (
	"sync"

	"google.golang.org/protobuf/proto"

	"github.com/epubuild/epubuild/sim/perf"
	"github.com/epubuild/epubuild/sim/programpb"
	"github.com/epubuild/epubuild/targets"
)

// matmul is the shape of one matrix product, [batch, M, K] x [K, N], with
// the storage width of each operand in bytes.
type matmul struct {
	batch, m, k, n int64
	aBytes, bBytes int64 // element size of A and B as stored (1 int8, 4 fixed32)
	outBytes       int64 // element size of the stored output
	bBatched       bool  // B differs per batch (attention), else shared (weights)
	bConst         bool  // B is a weight
	bPacked        bool  // B is int4, moved packed two to a byte
}

// bTotal is B's bytes as moved into the array: every batch's when B is
// batched, packed when int4.
func (mm matmul) bTotal() int64 {
	b := mm.k * mm.n * mm.bBytes
	if mm.bPacked {
		b = (mm.k*mm.n + 1) / 2
	}
	if mm.bBatched {
		b *= mm.batch
	}
	return b
}

// macLanes is how many products a PE completes per cycle for these operand
// widths: the MAC bank is MACsPerPE int8 multipliers, and a wider operand
// takes one multiplier per byte pair; an int16 operand (2 bytes) runs at
// the target's Int16MACRate of the int8 rate instead, per int16 operand.
func macLanes(t targets.Target, aBytes, bBytes int64) int64 {
	l := int64(t.MACsPerPE) / (aBytes * bBytes)
	if aBytes <= 2 && bBytes <= 2 && (aBytes == 2 || bBytes == 2) {
		rate := 1.0
		for _, b := range []int64{aBytes, bBytes} {
			if b == 2 {
				rate *= t.Int16MACRate
			}
		}
		l = int64(float64(t.MACsPerPE) * rate)
	}
	if l < 1 {
		l = 1
	}
	return l
}

func ceilDiv(a, b int64) int64 { return (a + b - 1) / b }

// splits returns the distinct values ceil(x/j) for j = 1..x, descending:
// the per-PE extents that split x evenly into j passes.
func splits(x int64) []int64 {
	var out []int64
	last := int64(-1)
	for j := int64(1); j <= x; j++ {
		v := ceilDiv(x, j)
		if v != last {
			out = append(out, v)
			last = v
		}
		if v == 1 {
			break
		}
	}
	return out
}

// divisors returns the divisors of p, ascending.
func divisors(p int64) []int64 {
	var out []int64
	for d := int64(1); d <= p; d++ {
		if p%d == 0 {
			out = append(out, d)
		}
	}
	return out
}

// tileMatmul chooses how to map a matmul onto the PE array. The mapping is
// output-stationary: the PEs form pm groups along the rows (batch x M) and
// pn groups along N, each PE accumulates a tile_m x tile_n block of
// outputs in int32, and K arrives in tile_k chunks, double-buffered in the
// PE's LRM together with the activations. Every candidate must fit LRM;
// among those the chooser takes the one sim/perf times fastest (its busy
// cycles: MACs, operand issue, broadcasts, L2M traffic), then the fewest
// passes over the weights (a streamed weight is read from DRAM once per
// pass), the fewest transfers and the smallest footprint. It returns nil
// when not even a 1x1x1 tile fits.
//
// The candidates do not depend on the MACs per PE (tile_k runs over the
// splits of K, not of K in MAC vectors), and a candidate's cost never
// grows with more MACs or LRM: more of either never gives a slower
// tiling.
func tileMatmul(t targets.Target, mm matmul) *programpb.Tiling {
	p := int64(t.PEs())
	lanes := macLanes(t, mm.aBytes, mm.bBytes)
	rows := mm.batch * mm.m
	bTotal := mm.bTotal()
	aTotal := rows * mm.k * mm.aBytes
	outTotal := rows * mm.n * mm.outBytes
	kSplits := splits(mm.k)

	var best *programpb.Tiling
	var bestScore float64
	var bestTransfers int64
	for _, pm := range divisors(p) {
		if pm > rows {
			break
		}
		pn := p / pm
		rowsPer := ceilDiv(rows, pm)
		nPer := ceilDiv(mm.n, pn)
		for _, tm := range splits(rowsPer) {
			for _, tn := range splits(nPer) {
				acc := tm * tn * 4
				if acc >= t.LRMBytes {
					continue
				}
				passM := ceilDiv(rows, pm*tm)
				passN := ceilDiv(mm.n, pn*tn)
				for _, tk := range kSplits {
					foot := 2*tk*tn*mm.bBytes + 2*tm*tk*mm.aBytes + acc
					if foot > t.LRMBytes {
						continue
					}
					passK := ceilDiv(mm.k, tk)
					// MAC steps per output tile: full chunks, then the last.
					ksteps := (passK-1)*ceilDiv(tk, lanes) + ceilDiv(mm.k-(passK-1)*tk, lanes)
					mac := passM * tm * passN * tn * ksteps
					bcasts := passM * passN * passK
					c := perf.Counts{
						MACCycles:   mac,
						L2MBytes:    bTotal*passM + aTotal*passN + outTotal,
						ArrayBytes:  aTotal*passN*boolInt(pn > 1) + bTotal*passM*boolInt(pm > 1),
						L2MBlocking: 1,
					}
					if p > 1 {
						c.ArrayTransfers = bcasts
					}
					score := perf.Default.BusyCycles(c, t.ArrayRows, t.ArrayCols)
					transfers := 2*bcasts + passM*passN
					better := best == nil || score < bestScore ||
						(score == bestScore && (passM < best.PassesM || (passM == best.PassesM && (transfers < bestTransfers ||
							(transfers == bestTransfers && foot < best.LrmBytes)))))
					if !better {
						continue
					}
					best = &programpb.Tiling{
						Batch: mm.batch, M: mm.m, K: mm.k, N: mm.n,
						PeGroupsM: pm, PeGroupsN: pn,
						TileM: tm, TileN: tn, TileK: tk,
						PassesM: passM, PassesN: passN, PassesK: passK,
						LrmBytes: foot, MacCycles: mac,
						WeightsConstant: mm.bConst,
					}
					bestScore, bestTransfers = score, transfers
				}
			}
		}
	}
	if best != nil {
		macs := rows * mm.k * mm.n
		best.Utilization = float64(macs) / (float64(best.MacCycles) * float64(p) * float64(t.MACsPerPE))
	}
	return best
}

func boolInt(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// tilingKey is a tiling problem, for the memo: the matmul and what of
// the target the chooser reads.
type tilingKey struct {
	mm                    matmul
	rows, cols, macsPerPE int
	lrm                   int64
	int16Rate             float64
}

// Tilings memoizes tileMatmul's choices across compiles: a build
// compiles every layer of a model for every target and KV capacity, each
// a graph of the same shapes, and choosing a tiling is most of a
// compile's time. tileMatmul is a function of the key alone (the target
// fields it reads and the fixed perf.Default), so the memo never changes
// a choice. Its values are never handed out: each compile gets a copy.
// It is safe for concurrent compiles; its zero value is empty.
type Tilings struct {
	m sync.Map // tilingKey -> *programpb.Tiling (nil: none fits)
}

// tiling is tileMatmul, memoized in a.memo (Options.Tilings, when set)
// and, per compile, shared by the kernels of one shape.
func (a *analysis) tiling(t targets.Target, mm matmul) *programpb.Tiling {
	key := tilingKey{mm, t.ArrayRows, t.ArrayCols, t.MACsPerPE, t.LRMBytes, t.Int16MACRate}
	if tl, ok := a.tilings[key]; ok {
		return tl
	}
	var tl *programpb.Tiling
	if a.memo == nil {
		tl = tileMatmul(t, mm)
	} else {
		v, ok := a.memo.m.Load(key)
		if !ok {
			v, _ = a.memo.m.LoadOrStore(key, tileMatmul(t, mm))
		}
		if tl = v.(*programpb.Tiling); tl != nil {
			tl = proto.Clone(tl).(*programpb.Tiling)
		}
	}
	if a.tilings == nil {
		a.tilings = map[tilingKey]*programpb.Tiling{}
	}
	a.tilings[key] = tl
	return tl
}

// sides are the sub-array extents tried along an array side of n PEs:
// n, then the powers of two below it, descending. A power-of-two side
// is tried on every longer side too, so a bigger array sees every
// sub-array a power-of-two one saw.
func sides(n int) []int {
	out := []int{n}
	p := 1
	for p*2 < n {
		p *= 2
	}
	for ; p >= 1; p /= 2 {
		if p < n {
			out = append(out, p)
		}
	}
	return out
}

// costOnSubArray costs k on the whole array and on its sub-arrays, and
// keeps the one sim/perf times fastest (the first, so the biggest, on a
// tie): a kernel with little work for each PE (a decode-time norm) is
// faster on fewer PEs, whose reductions cross fewer of them. With that
// choice more PEs never give a slower kernel. Custom kernels, and the
// kernels of one (a naive lowering), run on the whole array: their
// counters are summed into one kernel's.
func (a *analysis) costOnSubArray(k *kernel, t targets.Target, low lowering, custom map[string]*Counters) error {
	if low.naive || k.g.class == programpb.OpClass_CUSTOM {
		return a.cost(k, t, low, custom)
	}
	var best kernel
	var bestBusy float64
	var firstErr error
	found := false
	for _, r := range sides(t.ArrayRows) {
		for _, c := range sides(t.ArrayCols) {
			sub := t
			sub.ArrayRows, sub.ArrayCols = r, c
			try := *k
			try.pb = proto.Clone(k.pb).(*programpb.Kernel)
			if err := a.cost(&try, sub, low, custom); err != nil {
				if firstErr == nil {
					firstErr = err
				}
				continue
			}
			busy := perf.Default.BusyCycles(perf.KernelCounts(try.pb), r, c)
			if !found || busy < bestBusy {
				try.pb.ArrayRows, try.pb.ArrayCols = int32(r), int32(c)
				best, bestBusy, found = try, busy, true
			}
		}
	}
	if !found {
		return firstErr
	}
	*k = best
	return nil
}
