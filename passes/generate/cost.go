package generate

import "fmt"

// GraphCost is one graph's simulated run on a target.
type GraphCost struct {
	Cycles    int64   `json:"cycles"`
	LatencyMS float64 `json:"latency_ms"`
	EnergyUJ  float64 `json:"energy_uj"`
	DRAMBytes int64   `json:"dram_bytes"` // read and written
	// OnlineRotationCycles are the online rotations' share of Cycles.
	OnlineRotationCycles int64 `json:"online_rotation_cycles,omitempty"`
}

// Cost is a generation's cost on one target.
type Cost struct {
	// TimeToFirstTokenMS is the prefill's latency: the first token
	// comes from its logits.
	TimeToFirstTokenMS float64 `json:"time_to_first_token_ms"`
	PrefillEnergyUJ    float64 `json:"prefill_energy_uj"`
	// Tokens are the decode steps, one per token after the first.
	Tokens []TokenCost `json:"tokens"`
	// Means over the decode steps: a token's latency, throughput, energy
	// and DRAM traffic once the prompt is in the cache.
	MeanTokenMS     float64 `json:"mean_token_ms"`
	TokensPerS      float64 `json:"tokens_per_s"`
	MJPerToken      float64 `json:"mj_per_token"`
	DRAMMiBPerToken float64 `json:"dram_mib_per_token"`
	// TotalMS and TotalMJ are the whole generation: prefill and every
	// decode step.
	TotalMS float64 `json:"total_ms"`
	TotalMJ float64 `json:"total_mj"`
	// KVCacheBytes is the cache at the largest capacity used, in
	// KVCacheType.
	KVCacheBytes int64  `json:"kv_cache_bytes"`
	KVCacheType  string `json:"kv_cache_type"`
	// OnlineRotationShare is the online rotations' share of the decode
	// steps' cycles (0..1), 0 without online rotations.
	OnlineRotationShare float64 `json:"online_rotation_share,omitempty"`
	// OnlineRotationCyclesPerToken is their mean cycles per decode step.
	OnlineRotationCyclesPerToken float64 `json:"online_rotation_cycles_per_token,omitempty"`
}

// TokenCost is one decode step's cost.
type TokenCost struct {
	Index     int     `json:"index"` // the token it generates (1: the first after the prefill's)
	Position  int     `json:"position"`
	Capacity  int     `json:"capacity"`
	Cycles    int64   `json:"cycles"`
	LatencyMS float64 `json:"latency_ms"`
	EnergyUJ  float64 `json:"energy_uj"`
	DRAMBytes int64   `json:"dram_bytes"`
	// OnlineRotationCycles are the online rotations' share of Cycles.
	OnlineRotationCycles int64 `json:"online_rotation_cycles,omitempty"`
}

// Costs adds the per-graph figures up along the plan: the prefill once,
// then each step's decode graph. kvBytesPerSlot is the cache's size per
// token (every layer's K and V).
func Costs(plan Plan, prefill GraphCost, decode map[int]GraphCost, kvBytesPerSlot int64) (*Cost, error) {
	if err := plan.Check(); err != nil {
		return nil, err
	}
	c := &Cost{TimeToFirstTokenMS: prefill.LatencyMS, PrefillEnergyUJ: prefill.EnergyUJ,
		TotalMS: prefill.LatencyMS, TotalMJ: prefill.EnergyUJ / 1000}
	var dram, cycles, online int64
	for i, st := range plan.Steps() {
		g, ok := decode[st.Capacity]
		if !ok {
			return nil, fmt.Errorf("no simulated decode graph of capacity %d", st.Capacity)
		}
		c.Tokens = append(c.Tokens, TokenCost{Index: i + 1, Position: st.Position, Capacity: st.Capacity,
			Cycles: g.Cycles, LatencyMS: g.LatencyMS, EnergyUJ: g.EnergyUJ, DRAMBytes: g.DRAMBytes, OnlineRotationCycles: g.OnlineRotationCycles})
		cycles += g.Cycles
		online += g.OnlineRotationCycles
		c.TotalMS += g.LatencyMS
		c.TotalMJ += g.EnergyUJ / 1000
		dram += g.DRAMBytes
		c.KVCacheBytes = max(c.KVCacheBytes, int64(st.Capacity)*kvBytesPerSlot)
	}
	n := float64(len(c.Tokens))
	c.MeanTokenMS = (c.TotalMS - c.TimeToFirstTokenMS) / n
	if c.MeanTokenMS > 0 {
		c.TokensPerS = 1000 / c.MeanTokenMS
	}
	c.MJPerToken = (c.TotalMJ - prefill.EnergyUJ/1000) / n
	c.DRAMMiBPerToken = float64(dram) / n / (1 << 20)
	if online > 0 && cycles > 0 {
		c.OnlineRotationShare = float64(online) / float64(cycles)
		c.OnlineRotationCyclesPerToken = float64(online) / n
	}
	return c, nil
}
