package compile

import (
	"github.com/epubuild/epubuild/passes/compile/programpb"
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
}

// macLanes is how many products a PE completes per cycle for these operand
// widths: the MAC bank is MACsPerPE int8 multipliers, and a wider operand
// takes one multiplier per byte pair.
func macLanes(t targets.Target, aBytes, bBytes int64) int64 {
	l := int64(t.MACsPerPE) / (aBytes * bBytes)
	if l < 1 {
		l = 1
	}
	return l
}

// Tile-choice heuristics. The chooser estimates a tiling's time as its
// MAC cycles plus its L2M <-> array bytes at tileL2MBytesPerCycle per PE
// column plus its broadcasts, each crossing the array once. These round
// rates only rank tilings; sim/perf's fitted model prices the result.
const (
	tileL2MBytesPerCycle = 4
	tileBroadcastBytes   = 4
)

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
// among those the chooser takes the lowest estimated time, then the fewest
// transfers, then the smallest footprint. It returns nil when not even a
// 1x1x(one MAC vector) tile fits.
func tileMatmul(t targets.Target, mm matmul) *programpb.Tiling {
	p := int64(t.PEs())
	lanes := macLanes(t, mm.aBytes, mm.bBytes)
	rows := mm.batch * mm.m
	ksteps := ceilDiv(mm.k, lanes)
	bTotal := mm.k * mm.n * mm.bBytes
	if mm.bBatched {
		bTotal *= mm.batch
	}
	aTotal := rows * mm.k * mm.aBytes
	outTotal := rows * mm.n * mm.outBytes
	hops := int64(t.ArrayRows + t.ArrayCols)

	var best *programpb.Tiling
	var bestScore, bestTransfers int64
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
				for _, ks := range splits(ksteps) {
					tk := ks * lanes
					if tk > mm.k {
						tk = mm.k
					}
					foot := 2*tk*tn*mm.bBytes + 2*tm*tk*mm.aBytes + acc
					if foot > t.LRMBytes {
						continue
					}
					passM := ceilDiv(rows, pm*tm)
					passN := ceilDiv(mm.n, pn*tn)
					passK := ceilDiv(mm.k, tk)
					mac := passM * tm * passN * tn * ksteps
					l2m := bTotal*passM + aTotal*passN + outTotal
					bcasts := passM * passN * passK
					bcastBytes := aTotal*passN*boolInt(pn > 1) + bTotal*passM*boolInt(pm > 1)
					score := mac + l2m/(tileL2MBytesPerCycle*int64(t.ArrayCols)) +
						bcastBytes/(tileBroadcastBytes*int64(t.ArrayCols)) + bcasts*hops*boolInt(p > 1)
					transfers := 2*bcasts + passM*passN
					better := best == nil || score < bestScore ||
						(score == bestScore && (transfers < bestTransfers ||
							(transfers == bestTransfers && foot < best.LrmBytes)))
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
