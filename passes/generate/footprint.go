package generate

import "github.com/epubuild/epubuild/passes/textdata"

// Footprints add up the graphs a generation's runs read, for their
// memory estimate. The lowered run forced along the float tokens holds
// one part at a time (PeakMemory): it runs a part over every step
// before the next part loads. The float greedy run holds every part's
// weights (read where the cache keeps them, shared by the prefill and
// decode graphs) but the embedding table's, of which it reads a row per
// token, and the part running's own memory beside its weights;
// streamed (Numerics.Stream), one part's, and the next part's weights
// faulted in while it runs (chainGraph.RunBatch). A decode graph's programs
// are kept from step to step when all of them are small (Memory.Keep).
type Footprints struct {
	Activation int64 // the largest activation of one sample
	// DecodeActivation is the largest of a decode graph's (a part's).
	DecodeActivation int64

	resident, running, streamed, lowered int64
	// ahead are the two largest sizes of a float decode part's weights
	// but the embedding's, largest first, distinct (each decode graph
	// adds the same parts): a streamed step faults a part's in while the
	// part before runs.
	ahead [2]int64
	// keptFloat and keptLowered are what every decode graph's parts hold
	// compiled, of each kind.
	keptFloat, keptLowered int64
}

// keepBudget bounds what the decode graphs' programs may hold together
// for the runs to keep them from step to step instead of loading and
// compiling each part again at every step (a tiny model's numerics
// spend more on that than on running the graphs): a quarter of what
// running prompts together may add (batchBudget).
const keepBudget = batchBudget / 4

// Add counts one graph of weights and activation bytes: a lowered one
// or a float one, of the prefill variant or not, the embedding part or
// not.
func (f *Footprints) Add(lowered, prefill, embed bool, weights, activation int64) {
	f.Activation = max(f.Activation, activation)
	if !prefill {
		f.DecodeActivation = max(f.DecodeActivation, activation)
	}
	peak := PeakMemory(weights, activation)
	if !prefill {
		if lowered {
			f.keptLowered += peak
		} else {
			f.keptFloat += peak
		}
	}
	switch {
	case lowered:
		f.lowered = max(f.lowered, peak)
		return
	case embed:
		f.streamed = max(f.streamed, peak-weights)
	default:
		f.streamed = max(f.streamed, peak)
		switch {
		case prefill || weights == f.ahead[0] || weights <= f.ahead[1]:
		case weights > f.ahead[0]:
			f.ahead[0], f.ahead[1] = weights, f.ahead[0]
		default:
			f.ahead[1] = weights
		}
	}
	if prefill && !embed {
		f.resident += weights
	}
	f.running = max(f.running, peak-weights)
}

// Memory is what a run's memory estimate decides.
type Memory struct {
	// Bytes is the estimated peak (0: unknown sizes).
	Bytes int64
	// Stream drops the float parts' weights after each run (Numerics.Stream).
	Stream bool
	// Keep keeps the decode graphs' programs from step to step
	// (Numerics.Keep): Bytes counts them.
	Keep bool
}

// Estimate is the peak of a run that reads the float graphs (and, with
// lowered, the lowered ones too) and keeps held beside them, plus base;
// whether the float run streams; and whether the decode graphs'
// programs are kept. It streams unless budget holds it resident, or,
// with no budget (0), unless streaming would save less than a fifth of
// the peak (a model of a few layers beside its LM head): mapping the
// weights again at every step costs time, which memory to spare saves.
// It keeps the decode programs when they take at most keepBudget
// together. Either way its outputs are the same bytes. Unknown sizes
// (0) leave the estimate 0, and the run streams.
func (f *Footprints) Estimate(lowered bool, held, base, budget int64) Memory {
	lo, kept := int64(0), f.keptFloat
	if lowered {
		lo, kept = f.lowered, kept+f.keptLowered
	}
	keep := kept > 0 && kept <= keepBudget
	total := func(peak int64) int64 {
		if peak <= 0 {
			return 0
		}
		if keep {
			peak += kept
		}
		return peak + held + base
	}
	// The part running at the streamed peak (the largest, the head of
	// a decoder) beside the next part's weights, faulted in ahead: the
	// second largest size, or the largest where every part has it.
	// Kept programs keep their weights: nothing is faulted ahead.
	next := f.ahead[1]
	switch {
	case keep:
		next = 0
	case next == 0:
		next = f.ahead[0]
	}
	whole, streamed := total(max(f.resident+f.running, lo)), total(max(f.streamed+next, lo))
	if budget > 0 && whole <= budget || budget <= 0 && whole > 0 && whole <= streamed+streamed/4 {
		return Memory{Bytes: whole, Keep: keep}
	}
	return Memory{Bytes: streamed, Stream: true, Keep: keep}
}

// Budget sets what n's memory bounds depend on, fps being the graphs
// it runs (Add) and s the model's shape, and decides its Stream and Keep
// by the estimate it returns: Estimate with what the runs keep beside
// the graphs (Held, text's prompts counted; nil: a seeded prompt), plus
// base, within budget.
func (n *Numerics) Budget(fps *Footprints, s Shape, text *textdata.PromptSet, base, budget int64) Memory {
	n.Activation, n.DecodeActivation, n.Shape = fps.Activation, fps.DecodeActivation, s
	held := *n
	if text != nil {
		held.Prompts = make([][]int64, text.Count())
	}
	m := fps.Estimate(true, held.Held(s), base, budget)
	n.Stream, n.Keep = m.Stream, m.Keep
	return m
}

// Budget decides c's Stream and Keep by the estimate it returns, fps
// being the graphs it reads (Add) and s the model's shape: Estimate of
// its float run with what it keeps beside the graphs (Held), plus base,
// within budget. A run on calibration text (text) takes its decode
// samples a chunk at a time, bounded by the decode graphs' activation.
func (c *Calibration) Budget(fps *Footprints, s Shape, text bool, base, budget int64) Memory {
	if text {
		c.Activation = fps.DecodeActivation
	}
	m := fps.Estimate(false, c.Held(s), base, budget)
	c.Stream, c.Keep = m.Stream, m.Keep
	return m
}
