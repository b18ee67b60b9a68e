// Package textfmt owns the plain-text layout the build's text outputs
// share.
//
// It writes integers with thousands separators, tables in aligned
// columns and byte counts in binary units. The compiler's summary
// (passes/compile) and the simulation report (sim/report) render with
// it: the keys of the steps that write them name its code
// (pipeline/steps, code identity).
package textfmt

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Commas writes an integer with thousands separators: 11,724,620.
func Commas(v int64) string {
	s := strconv.FormatInt(v, 10)
	digits := strings.TrimPrefix(s, "-")
	var b strings.Builder
	b.WriteString(s[:len(s)-len(digits)])
	for i, c := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// Columns lays out a table as plain text: a header, a rule of dashes,
// and the rows, columns left-aligned two spaces apart, with no trailing
// spaces.
func Columns(header []string, rows [][]string) string {
	width := make([]int, len(header))
	for _, r := range append([][]string{header}, rows...) {
		for i, c := range r {
			if i < len(width) {
				width[i] = max(width[i], utf8.RuneCountInString(c))
			}
		}
	}
	var b strings.Builder
	line := func(r []string) {
		var l strings.Builder
		for i, c := range r {
			if i > 0 {
				l.WriteString("  ")
			}
			l.WriteString(c)
			if i < len(r)-1 {
				l.WriteString(strings.Repeat(" ", width[i]-utf8.RuneCountInString(c)))
			}
		}
		b.WriteString(strings.TrimRight(l.String(), " ") + "\n")
	}
	line(header)
	rule := make([]string, len(header))
	for i, w := range width {
		rule[i] = strings.Repeat("-", w)
	}
	line(rule)
	for _, r := range rows {
		line(r)
	}
	return b.String()
}

// Bytes prints a byte count in binary units with one decimal, as
// messages give sizes: "512 B", "3.2 GiB".
func Bytes(n uint64) string {
	units := []string{"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"}
	f, u := float64(n), 0
	for f >= 1024 && u < len(units)-1 {
		f /= 1024
		u++
	}
	if u == 0 {
		return fmt.Sprintf("%d B", n)
	}
	return fmt.Sprintf("%.1f %s", f, units[u])
}

// Size prints a size from a configuration or a report in binary units,
// named as such: whole units bare ("16 MiB", "4 KiB"), others with three
// decimals ("13.652 MiB"). The vendor's "MB" and "kB" meant these.
func Size(n int64) string {
	units := []string{"B", "KiB", "MiB", "GiB", "TiB"}
	f, u := float64(n), 0
	for f >= 1024 && u < len(units)-1 {
		f /= 1024
		u++
	}
	if u == 0 || f == float64(int64(f)) {
		return fmt.Sprintf("%d %s", int64(f), units[u])
	}
	return fmt.Sprintf("%.3f %s", f, units[u])
}

// Bandwidth prints bytes per second in GiB/s ("128 GiB/s"), the unit
// the vendor's "GBps" meant.
func Bandwidth(bps float64) string {
	return strconv.FormatFloat(bps/(1<<30), 'f', -1, 64) + " GiB/s"
}

// JSON encodes v indented by two spaces, with a trailing newline, as
// every artifact's JSON is written: field order is the struct's, so the
// same value gives the same bytes.
func JSON(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
