package generate

import (
	"encoding/json"
	"fmt"

	"github.com/epubuild/epubuild/sim/report"
)

// GraphCostOf is a graph's figures from its simulate report (as the
// simulate step stores it, JSON).
func GraphCostOf(b []byte) (GraphCost, error) {
	var rep report.Report
	if err := json.Unmarshal(b, &rep); err != nil {
		return GraphCost{}, err
	}
	return GraphCost{Cycles: rep.Cycles.Total, LatencyMS: rep.LatencyMS, EnergyUJ: rep.Energy.TotalUJ,
		DRAMBytes: rep.DRAM.ReadBytes + rep.DRAM.WriteBytes, OnlineRotationCycles: rep.OnlineRotationCycles}, nil
}

// Round rounds the cost's figures to the significant digits reports
// keep (report.RoundSig).
func (c *Cost) Round() {
	for _, f := range []*float64{&c.TimeToFirstTokenMS, &c.PrefillEnergyUJ, &c.MeanTokenMS, &c.TokensPerS, &c.MJPerToken, &c.DRAMMiBPerToken, &c.TotalMS, &c.TotalMJ} {
		*f = report.RoundSig(*f)
	}
}

// Headline gives the cost's headline figures to metric.
func (c *Cost) Headline(metric func(name string, v float64, unit string)) {
	metric("time_to_first_token", c.TimeToFirstTokenMS, "ms")
	metric("tokens_per_s", c.TokensPerS, "")
	metric("mj_per_token", c.MJPerToken, "mJ")
	metric("dram_per_token", c.DRAMMiBPerToken, "MiB")
	metric("kv_cache", report.RoundSig(float64(c.KVCacheBytes)/(1<<20)), "MiB")
}

// Headline gives the numerics' headline figures to metric: how well
// the lowered run agrees with the float one.
func (r *Report) Headline(metric func(name string, v float64, unit string)) {
	a := r.Agreement
	metric("top1_agreement", report.RoundSig(a.Top1), "")
	metric("top5_agreement", report.RoundSig(a.Top5), "")
	metric("first_divergence", float64(a.FirstDivergence), "")
	metric("mean_logits_sqnr", a.MeanSQNRdB, "dB")
}

// Assemble is the report over all targets, as JSON: the numerics' report
// (as the numerics step stores it) or, with costsOnly, a costs-only
// report of that plan, with each target's cost (as the cost steps store
// them), named by names.
func Assemble(numerics []byte, costsOnly *Plan, names []string, costs [][]byte, synthetic bool) ([]byte, error) {
	rep := &Report{}
	if c := costsOnly; c != nil {
		rep = &Report{Prompt: c.Prompt, NewTokens: c.NewTokens, Capacities: c.Capacities, CostsOnly: true}
	} else if err := json.Unmarshal(numerics, rep); err != nil {
		return nil, fmt.Errorf("numerics: %w", err)
	}
	for i, t := range names {
		c := &Cost{}
		if err := json.Unmarshal(costs[i], c); err != nil {
			return nil, fmt.Errorf("cost on %s: %w", t, err)
		}
		rep.Targets = append(rep.Targets, TargetRow{Name: t, Cost: c})
	}
	rep.SyntheticWeights = synthetic
	return rep.JSON()
}
