package compile

import (
	"errors"
	"slices"

	"google.golang.org/protobuf/proto"

	"github.com/epubuild/epubuild/sim/perf"
	"github.com/epubuild/epubuild/sim/programpb"
	"github.com/epubuild/epubuild/targets"
)

// The memory plan is greedy (first fit, activations before weights, a
// weight resident whenever it fits), and a greedy plan is not monotone:
// more L2M can make a weight resident that then takes the room another
// weight's prefetch needed. So the compiler plans for a ladder of L2M
// budgets up to the target's capacity, each with unfetched weights
// resident or streamed, times every plan with the cost model (sim/perf)
// and keeps the cheapest: the fewest cycles, then the fewest DRAM bytes,
// then the lowest rung (resident before streamed). The ladder does not
// depend on the target, so a bigger L2M sees every plan a smaller one
// saw, and no plan is slower on a target with more bandwidth; the
// kernels' own choices (tiling, sub-array) never make a kernel slower
// with more LRM, MACs or PEs (tiling.go), and DMA sizes grow with the
// target alone (dmaChunk). So more of a resource never costs cycles,
// and DRAM bytes grow only where they buy cycles
// (TestMonotone; sim/perf/README.md, "What the compiler keeps").
// budgetSteps is the ladder's resolution: budgets m x 2^e for m in
// [budgetSteps, 2 x budgetSteps), so a capacity between two rungs wastes
// at most 1/budgetSteps of it.
const budgetSteps = 8

// minBudget is the lowest rung.
const minBudget = 4 << 10

// budgets are the ladder's rungs up to capacity, ascending.
func budgets(capacity int64) []int64 {
	var out []int64
	for e := int64(minBudget / budgetSteps); ; e *= 2 {
		for m := int64(budgetSteps); m < 2*budgetSteps; m++ {
			b := m * e
			if b > capacity {
				return out
			}
			out = append(out, b)
		}
	}
}

// plan is one candidate: the kernels' traffic and L2M occupancy with the
// memory plan, as planMemory left them.
type plan struct {
	mp       *programpb.MemoryPlan
	kernels  []*programpb.Kernel
	cycles   int64
	dram     int64
	feasible bool
}

// bestPlan plans memory on the ladder and leaves the kernels as the
// chosen plan has them. When no rung fits (the program needs L2M the
// ladder rounds away) the target's whole capacity is tried last.
func bestPlan(a *analysis, ks []*kernel, t targets.Target) (*programpb.MemoryPlan, error) {
	base := make([]*programpb.Kernel, len(ks))
	for i, k := range ks {
		base[i] = proto.Clone(k.pb).(*programpb.Kernel)
	}
	try := func(budget int64, stream bool) (plan, error) {
		for i, k := range ks {
			k.pb = proto.Clone(base[i]).(*programpb.Kernel)
		}
		mp, err := planMemory(a, ks, t, budget, stream)
		if err != nil {
			return plan{}, err
		}
		one := t // the model times one core; more cores only divide the work
		one.Cores = 1
		p := &programpb.Program{Target: targetPB(one), Memory: mp}
		for _, k := range ks {
			p.Kernels = append(p.Kernels, k.pb)
		}
		r, err := perf.Simulate(p, one)
		if err != nil {
			return plan{}, err
		}
		c := plan{mp: mp, cycles: r.Cycles.Total, dram: r.DRAM.ReadBytes + r.DRAM.WriteBytes, feasible: true}
		for _, k := range ks {
			c.kernels = append(c.kernels, k.pb)
		}
		return c, nil
	}
	var best plan
	var lastErr error
	ladder := budgets(t.L2MBytes)
	for _, b := range ladder {
		for _, stream := range []bool{false, true} {
			c, err := try(b, stream)
			if err != nil {
				var fe *FitError
				if !errors.As(err, &fe) {
					return nil, err
				}
				lastErr = err
				continue
			}
			if !best.feasible || c.cycles < best.cycles || (c.cycles == best.cycles && c.dram < best.dram) {
				best = c
			}
		}
	}
	if !best.feasible && !slices.Contains(ladder, t.L2MBytes) {
		c, err := try(t.L2MBytes, false)
		if err != nil {
			return nil, err
		}
		best = c
	}
	if !best.feasible {
		if lastErr == nil {
			lastErr = &FitError{"l2m", errors.New("no L2M budget to plan in")}
		}
		return nil, lastErr
	}
	for i, k := range ks {
		k.pb = best.kernels[i]
	}
	best.mp.L2MCapacityBytes = t.L2MBytes
	return best.mp, nil
}
