package compile

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/epubuild/epubuild/sim/programpb"
	"github.com/epubuild/epubuild/targets"
)

// buffer is one stored tensor and the plan for it.
type buffer struct {
	name      string
	kind      programpb.BufferKind
	st        store
	producer  int   // kernel index, or -1
	readers   []int // kernel indices, ascending
	placement programpb.Placement
	start     int // L2M lifetime, kernel indices inclusive
	end       int
	offset    int64
	l2m       int64 // bytes of L2M held
	prefetch  bool  // loaded while the kernel before its first reader ran
	fill      bool  // loaded while its first reader runs, as that reads it
	// chunks are a streamed weight's DMA size per reading kernel.
	chunks map[int]int64
}

func (b *buffer) first() int {
	if b.producer >= 0 {
		return b.producer
	}
	if len(b.readers) > 0 {
		return b.readers[0]
	}
	return -1
}

func (b *buffer) last() int {
	if len(b.readers) > 0 {
		return b.readers[len(b.readers)-1]
	}
	return b.producer
}

// gatheredOnly reports whether every kernel reading b reads only part
// of it.
func (b *buffer) gatheredOnly(ks []*kernel) bool {
	for _, r := range b.readers {
		if _, ok := ks[r].partial[b.name]; !ok {
			return false
		}
	}
	return len(b.readers) > 0
}

// slot is an L2M allocation alive over kernels [start, end].
type slot struct {
	start, end   int
	offset, size int64
}

// arena is a first-fit allocator of L2M over the kernel timeline.
type arena struct {
	capacity int64
	slots    []slot
}

// largestFree is the largest size alloc(start, end, size) would take.
func (r *arena) largestFree(start, end int) int64 {
	var busy []slot
	for _, s := range r.slots {
		if s.start <= end && start <= s.end {
			busy = append(busy, s)
		}
	}
	slices.SortFunc(busy, func(x, y slot) int { return cmp.Compare(x.offset, y.offset) })
	var best, off int64
	for _, s := range busy {
		best = max(best, s.offset-off)
		off = max(off, s.offset+s.size)
	}
	return max(best, r.capacity-off)
}

// alloc finds the lowest offset where size bytes are free during
// [start, end], or reports false.
func (r *arena) alloc(start, end int, size int64) (int64, bool) {
	if size > r.capacity {
		return 0, false
	}
	var busy []slot
	for _, s := range r.slots {
		if s.start <= end && start <= s.end {
			busy = append(busy, s)
		}
	}
	slices.SortFunc(busy, func(x, y slot) int {
		return cmp.Or(cmp.Compare(x.offset, y.offset), cmp.Compare(x.size, y.size))
	})
	off := int64(0)
	for _, s := range busy {
		if off+size <= s.offset {
			break
		}
		off = max(off, s.offset+s.size)
	}
	if off+size > r.capacity {
		return 0, false
	}
	r.slots = append(r.slots, slot{start, end, off, size})
	return off, true
}

// minDMA is the smallest DMA: below it the descriptors' setup dominates.
const minDMA = 4 << 10

// dmaChunk is the DMA size: half the array's LRM, what one pass of a
// kernel takes in, and at least minDMA. It depends on the target alone,
// not on a kernel's tiling or sub-array, so a choice made for a kernel's
// work never changes how many DMAs its operands take (more PEs or LRM:
// fewer).
func dmaChunk(t targets.Target) int64 { return max(int64(t.PEs())*t.LRMBytes/2, minDMA) }

// planMemory places every buffer, adds the DRAM traffic the placement
// implies to each kernel, and returns the plan. It runs in phases:
// collect the buffers, place custom kernels' scratch, activations, then
// weights, size the stream buffers in what L2M is left, add the DRAM
// traffic, record the plan.
//
// Graph inputs and outputs live in DRAM. Activations live in L2M from the
// kernel that writes them to the last kernel that reads them, first fit;
// one that does not fit spills to DRAM. A weight is resident in L2M when
// it fits: its DMA goes ahead while the previous kernel runs if L2M has
// room for it then; otherwise it fills its L2M slot while its first
// reader runs, which reads it as it arrives (the DMA overlaps that
// kernel's work as a stream's does, but once, and later passes and
// readers find it in L2M). A weight that does not fit streams from DRAM
// through a double buffer as its kernel consumes it, overlapping the
// kernel's work.
//
// The plan uses at most budget bytes of L2M (the target's capacity or
// less, see bestPlan). A stream buffer that does not fit at the DMA size
// takes smaller chunks, as big as fit, down to minDMA.
//
// With streamUnfetched, a weight that cannot be loaded ahead of its first
// reader streams under that reader's work instead of filling L2M.
func planMemory(a *analysis, ks []*kernel, t targets.Target, budget int64, streamUnfetched bool) (*programpb.MemoryPlan, error) {
	pl := &planner{a: a, ks: ks, t: t, ar: &arena{capacity: budget}}
	pl.collect()
	if err := pl.placeScratch(); err != nil {
		return nil, err
	}
	pl.placeActivations()
	pl.placeWeights(streamUnfetched)
	streamBuf, err := pl.sizeStreamBuffers()
	if err != nil {
		return nil, err
	}
	pl.addDRAMTraffic()
	return pl.memoryPlan(streamBuf), nil
}

// planner is one memory plan under way: the buffers, in the order they
// are placed, and the L2M they hold.
type planner struct {
	a     *analysis
	ks    []*kernel
	t     targets.Target
	bufs  map[string]*buffer
	names []string // by first use, then name
	ar    *arena
}

// collect makes a buffer of every value a kernel reads or writes, with
// its kind, producer and readers.
func (pl *planner) collect() {
	a := pl.a
	pl.bufs = map[string]*buffer{}
	get := func(v string) *buffer {
		b := pl.bufs[v]
		if b == nil {
			b = &buffer{name: v, producer: -1}
			switch {
			case a.konst[v]:
				b.kind = programpb.BufferKind_WEIGHT
			case a.ix.Inputs[v] != nil:
				b.kind = programpb.BufferKind_INPUT
			case a.reachesOutput(v):
				b.kind = programpb.BufferKind_OUTPUT
			default:
				b.kind = programpb.BufferKind_ACTIVATION
			}
			pl.bufs[v] = b
		}
		return b
	}
	for i, k := range pl.ks {
		for _, v := range k.inputs {
			b := get(v)
			b.st = k.stores[v]
			if !slices.Contains(b.readers, i) {
				b.readers = append(b.readers, i)
			}
		}
		for _, v := range k.outputs {
			b := get(v)
			b.st = k.stores[v]
			b.producer = i
		}
	}
	pl.names = make([]string, 0, len(pl.bufs))
	for n := range pl.bufs {
		pl.names = append(pl.names, n)
	}
	slices.SortFunc(pl.names, func(x, y string) int {
		bx, by := pl.bufs[x], pl.bufs[y]
		if bx.first() != by.first() {
			return bx.first() - by.first()
		}
		return strings.Compare(x, y)
	})
}

// place allocates b's L2M over kernels [start, end], or reports false.
func (pl *planner) place(b *buffer, start, end int, size int64) bool {
	off, ok := pl.ar.alloc(start, end, size)
	if ok {
		b.start, b.end, b.offset, b.l2m = start, end, off, size
	}
	return ok
}

// placeScratch allocates custom kernels' own scratch first: they cannot
// run without it.
func (pl *planner) placeScratch() error {
	for i, k := range pl.ks {
		if k.scratch > 0 {
			if _, ok := pl.ar.alloc(i, i, k.scratch); !ok {
				return &FitError{"l2m", fmt.Errorf("kernel %q needs %d bytes of L2M scratch; the target has %d", k.pb.Name, k.scratch, pl.t.L2MBytes)}
			}
		}
	}
	return nil
}

// placeActivations puts graph inputs and outputs in DRAM, and every
// other activation in L2M from its producer to its last reader, first
// fit, or in DRAM when it does not fit.
func (pl *planner) placeActivations() {
	for _, n := range pl.names {
		b := pl.bufs[n]
		switch b.kind {
		case programpb.BufferKind_INPUT, programpb.BufferKind_OUTPUT:
			b.placement = programpb.Placement_DRAM
		case programpb.BufferKind_ACTIVATION:
			b.placement = programpb.Placement_L2M
			if !pl.place(b, b.first(), b.last(), b.st.bytes()) {
				b.placement = programpb.Placement_DRAM
			}
		}
	}
}

// placeWeights makes each weight resident where it fits, loaded during
// the kernel before its first reader if L2M has room then, else filled
// under its first reader (or, with streamUnfetched, streamed), and
// streamed where it does not fit. A table kernels only pick rows from
// stays in DRAM.
func (pl *planner) placeWeights(streamUnfetched bool) {
	for _, n := range pl.names {
		b := pl.bufs[n]
		if b.kind != programpb.BufferKind_WEIGHT {
			continue
		}
		if b.gatheredOnly(pl.ks) {
			b.placement = programpb.Placement_DRAM
			continue
		}
		b.placement = programpb.Placement_L2M
		first := b.first()
		switch {
		case first > 0 && pl.place(b, first-1, b.last(), b.st.bytes()):
			b.prefetch = true
		case !streamUnfetched && pl.place(b, first, b.last(), b.st.bytes()):
			b.fill = true
		default:
			b.placement = programpb.Placement_DRAM_STREAM
		}
	}
}

// sizeStreamBuffers gives each streamed weight a double buffer in every
// kernel reading it, at the DMA size or an even share of the L2M that
// kernel leaves free, and returns the largest.
func (pl *planner) sizeStreamBuffers() (int64, error) {
	// pending counts, per kernel, the streamed weights still to get a
	// buffer there: they share what L2M that kernel leaves free.
	pending := make([]int64, len(pl.ks))
	for _, n := range pl.names {
		if b := pl.bufs[n]; b.placement == programpb.Placement_DRAM_STREAM {
			for _, r := range b.readers {
				pending[r]++
			}
		}
	}
	var streamBuf int64
	for _, n := range pl.names {
		b := pl.bufs[n]
		if b.placement != programpb.Placement_DRAM_STREAM {
			continue
		}
		b.chunks = map[int]int64{}
		for _, r := range b.readers {
			want := max(min(b.st.bytes(), dmaChunk(pl.t)), 1)
			// The biggest chunk that fits, down to minDMA (or the whole
			// weight): a floor that does not depend on the target, so a
			// target with more LRM or PEs (bigger DMAs) fits wherever a
			// smaller one does.
			floor := min(want, minDMA)
			chunk := min(want, pl.ar.largestFree(r, r)/(2*pending[r]))
			pending[r]--
			if chunk < floor {
				return 0, &FitError{"l2m", fmt.Errorf("kernel %q: no room in L2M (%d bytes) for a stream buffer for weight %q (%d bytes at its DMA size, %d at the smallest)", pl.ks[r].pb.Name, pl.t.L2MBytes, b.name, 2*want, 2*floor)}
			}
			if _, ok := pl.ar.alloc(r, r, 2*chunk); !ok {
				panic("compile: the largest free L2M block does not take its own size")
			}
			b.chunks[r] = chunk
			b.l2m = max(b.l2m, 2*chunk)
			streamBuf = max(streamBuf, 2*chunk)
		}
	}
	return streamBuf, nil
}

// addDRAMTraffic adds to each kernel the DRAM traffic the placement
// implies: a resident weight's load to its first reader (prefetched or
// streamed when the plan overlaps it), a streamed weight once per pass
// of each reader over it, and DRAM activations whole (or the rows a
// gather picks).
func (pl *planner) addDRAMTraffic() {
	chunk := dmaChunk(pl.t)
	for i, k := range pl.ks {
		tr := k.pb.Traffic
		for _, v := range k.inputs {
			b := pl.bufs[v]
			bytes := b.st.bytes()
			switch {
			case b.kind == programpb.BufferKind_WEIGHT && b.placement == programpb.Placement_L2M:
				if b.readers[0] == i {
					tr.DramReadBytes += bytes
					tr.DramTransfers += ceilDiv(bytes, chunk)
					switch {
					case b.prefetch:
						tr.DramPrefetchBytes += bytes
					case b.fill:
						tr.DramStreamBytes += bytes
					}
				}
			case b.placement == programpb.Placement_DRAM_STREAM:
				r := max(k.rereads[v], 1)
				tr.DramReadBytes += bytes * r
				tr.DramStreamBytes += bytes * r
				tr.DramTransfers += ceilDiv(bytes*r, b.chunks[i])
			case b.placement == programpb.Placement_DRAM:
				if p, ok := k.partial[v]; ok {
					bytes = p
				}
				tr.DramReadBytes += bytes
				tr.DramStreamBytes += bytes
				tr.DramTransfers += ceilDiv(bytes, chunk)
			}
		}
		for _, v := range k.outputs {
			b := pl.bufs[v]
			if b.placement == programpb.Placement_DRAM {
				tr.DramWriteBytes += b.st.bytes()
				tr.DramStreamBytes += b.st.bytes()
				tr.DramTransfers += ceilDiv(b.st.bytes(), chunk)
			}
		}
	}
}

// memoryPlan records the placement: each kernel's L2M occupancy, the
// peaks, every buffer, and each operand's placement.
func (pl *planner) memoryPlan(streamBuf int64) *programpb.MemoryPlan {
	t := pl.t
	mp := &programpb.MemoryPlan{
		L2MCapacityBytes: t.L2MBytes, LrmCapacityBytes: t.LRMBytes,
		StreamBufferBytes: streamBuf, L2MPeakKernel: -1, LrmPeakKernel: -1,
	}
	for i, k := range pl.ks {
		var live int64
		for _, s := range pl.ar.slots {
			if s.start <= i && i <= s.end {
				live += s.size
			}
		}
		k.pb.L2MLiveBytes = live
		if live > mp.L2MPeakBytes {
			mp.L2MPeakBytes, mp.L2MPeakKernel = live, int32(i)
		}
		if k.pb.LrmPeakBytes > mp.LrmPeakBytes {
			mp.LrmPeakBytes, mp.LrmPeakKernel = k.pb.LrmPeakBytes, int32(i)
		}
	}
	for _, n := range pl.names {
		b := pl.bufs[n]
		pb := &programpb.Buffer{
			Tensor: b.name, Kind: b.kind, Dtype: b.st.dtype, Bytes: b.st.bytes(),
			Placement: b.placement, FirstKernel: int32(b.first()), LastKernel: int32(b.last()),
			L2MBytes: b.l2m,
		}
		if b.kind == programpb.BufferKind_INPUT {
			pb.FirstKernel = -1
		}
		if b.placement == programpb.Placement_L2M {
			pb.L2MOffset = b.offset
		}
		mp.Buffers = append(mp.Buffers, pb)
	}
	for _, k := range pl.ks {
		for _, op := range append(slices.Clone(k.pb.Inputs), k.pb.Outputs...) {
			op.Placement = pl.bufs[op.Tensor].placement
		}
	}
	return mp
}
