package main

import (
	"testing"

	"github.com/epubuild/epubuild/pipeline"
)

func TestLockMetricKey(t *testing.T) {
	for _, tc := range []struct {
		m    pipeline.Metric
		want string
	}{
		{pipeline.Metric{Name: "cycles"}, "cycles"},
		{pipeline.Metric{Name: "weights", Unit: "MiB"}, "weights_mib"},
		{pipeline.Metric{Name: "lrm_peak", Unit: "KiB"}, "lrm_peak_kib"},
		{pipeline.Metric{Name: "mac_util", Unit: "%"}, "mac_util_pct"},
		{pipeline.Metric{Name: "sqnr output_hidden_states", Unit: "dB"}, "sqnr_db.output_hidden_states"},
		{pipeline.Metric{Name: "mse output_hidden_states"}, "mse.output_hidden_states"},
		{pipeline.Metric{Name: "rate", Unit: "GiB/s"}, "rate_gibps"},
		{pipeline.Metric{Name: "energy", Unit: "uJ"}, "energy_uj"},
	} {
		if got := lockMetricKey(tc.m); got != tc.want {
			t.Errorf("lockMetricKey(%+v) = %q, want %q", tc.m, got, tc.want)
		}
	}
}
