package generate

// Footprints add up the graphs a generation's runs read, for their
// memory estimate. The lowered run forced along the float tokens holds
// one part at a time (PeakMemory): it runs a part over every step
// before the next part loads. The float greedy run holds every part's
// weights (read where the cache keeps them, shared by the prefill and
// decode graphs) but the embedding table's, of which it reads a row per
// token, and the part running's own memory beside its weights;
// streamed (Numerics.Stream), one part's.
type Footprints struct {
	Activation int64 // the largest activation of one sample

	resident, running, streamed, lowered int64
}

// Add counts one graph of weights and activation bytes: a lowered one
// or a float one, of the prefill variant or not, the embedding part or
// not.
func (f *Footprints) Add(lowered, prefill, embed bool, weights, activation int64) {
	f.Activation = max(f.Activation, activation)
	peak := PeakMemory(weights, activation)
	switch {
	case lowered:
		f.lowered = max(f.lowered, peak)
		return
	case embed:
		f.streamed = max(f.streamed, peak-weights)
	default:
		f.streamed = max(f.streamed, peak)
	}
	if prefill && !embed {
		f.resident += weights
	}
	f.running = max(f.running, peak-weights)
}

// Estimate is the peak of a run that reads the float graphs (and, with
// lowered, the lowered ones too) and keeps held beside them, plus base;
// and whether the float run streams. It streams unless budget (0: none)
// holds it resident: mapping the weights again at every step costs time,
// which a budget that has room for them saves. Either way its outputs
// are the same bytes. Unknown sizes (0) leave the estimate 0.
func (f *Footprints) Estimate(lowered bool, held, base, budget int64) (int64, bool) {
	lo := int64(0)
	if lowered {
		lo = f.lowered
	}
	total := func(peak int64) int64 {
		if peak <= 0 {
			return 0
		}
		return peak + held + base
	}
	if whole := total(max(f.resident+f.running, lo)); budget > 0 && whole <= budget {
		return whole, false
	}
	return total(max(f.streamed, lo)), true
}
