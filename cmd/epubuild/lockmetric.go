package main

import (
	"strings"

	"github.com/epubuild/epubuild/pipeline/pass"
)

// unitSuffixes name a metric's unit in its lock file key, so the lock
// says "weights_mib = 44.65", not a bare number: MiB and KiB are binary
// (what the vendor's "MB" and "kB" meant).
var unitSuffixes = map[string]string{
	"MiB": "_mib", "KiB": "_kib", "GiB": "_gib", "B": "_bytes",
	"ms": "_ms", "s": "_s", "mW": "_mw", "dB": "_db", "%": "_pct", "GiB/s": "_gibps",
}

// lockMetricKey is a metric's key in the lock file: its name, its unit
// as a suffix, and for a per-output figure the output after a dot
// ("sqnr_db.output_hidden_states"), so no key has a space. JSON gives
// the same three as the name, unit and output fields (docs/json.md).
func lockMetricKey(m pass.Metric) string {
	name, output, _ := strings.Cut(m.Name, " ")
	key := name + unitSuffixes[m.Unit]
	if _, ok := unitSuffixes[m.Unit]; !ok && m.Unit != "" {
		key = name + "_" + strings.Map(func(r rune) rune {
			if 'a' <= r && r <= 'z' || '0' <= r && r <= '9' {
				return r
			}
			return '_'
		}, strings.ToLower(m.Unit))
	}
	if output != "" {
		key += "." + output
	}
	return key
}

// lockMetricUnit is the unit a lock key's suffix names ("" when none
// does), for showing a lock's metrics with their units.
func lockMetricUnit(key string) string {
	base, _, _ := strings.Cut(key, ".")
	best, unit := "", ""
	for u, suf := range unitSuffixes {
		if strings.HasSuffix(base, suf) && len(suf) > len(best) {
			best, unit = suf, u
		}
	}
	return unit
}
