package main

import (
	"testing"

	"github.com/epubuild/epubuild/pipeline/pass"
)

func TestLockMetricKey(t *testing.T) {
	for _, tc := range []struct {
		m    pass.Metric
		want string
	}{
		{pass.Metric{Name: "cycles"}, "cycles"},
		{pass.Metric{Name: "weights", Unit: "MiB"}, "weights_mib"},
		{pass.Metric{Name: "lrm_peak", Unit: "KiB"}, "lrm_peak_kib"},
		{pass.Metric{Name: "mac_util", Unit: "%"}, "mac_util_pct"},
		{pass.Metric{Name: "sqnr output_hidden_states", Unit: "dB"}, "sqnr_db.output_hidden_states"},
		{pass.Metric{Name: "mse output_hidden_states"}, "mse.output_hidden_states"},
		{pass.Metric{Name: "rate", Unit: "GiB/s"}, "rate_gibps"},
		{pass.Metric{Name: "energy", Unit: "uJ"}, "energy_uj"},
	} {
		if got := lockMetricKey(tc.m); got != tc.want {
			t.Errorf("lockMetricKey(%+v) = %q, want %q", tc.m, got, tc.want)
		}
	}
}
