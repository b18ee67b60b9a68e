package generate

import (
	"encoding/json"

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
