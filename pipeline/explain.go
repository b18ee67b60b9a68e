package pipeline

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/epubuild/epubuild/pipeline/pass"
)

// settingChange says how a setting changed in the user's terms: a list
// of quoted strings by the items removed and added (not both escaped
// lists), a size, bandwidth or clock (a setting named *_bytes, *_bps,
// *_hz) in the unit the configuration wrote it in (written, "32MB";
// else the unit the language's examples use), else the old and new
// values as the key holds them. was and now are the quoted values of
// the key lines.
func settingChange(name, was, now, written string) string {
	w, err1 := strconv.Unquote(was)
	n, err2 := strconv.Unquote(now)
	if err1 == nil && err2 == nil {
		if wl, ok := quotedList(w); ok {
			if nl, ok := quotedList(n); ok {
				return fmt.Sprintf("setting %s changed: %s", name, listChange(wl, nl))
			}
		}
		if units := quantityUnits(name); units != nil {
			wv, e1 := strconv.ParseFloat(w, 64)
			nv, e2 := strconv.ParseFloat(n, 64)
			if e1 == nil && e2 == nil {
				ws, ns := inUnits(wv, units), inUnits(nv, units)
				if u, ok := writtenUnit(written, nv); ok {
					ns = written
					if s, ok := inUnit(wv, u); ok {
						ws = s
					}
				}
				return fmt.Sprintf("setting %s changed: %q → %q", name, ws, ns)
			}
		}
	}
	return fmt.Sprintf("setting %s changed: %s → %s", name, was, now)
}

// WrittenSettings is a pass whose key holds some settings in another
// form than the configuration wrote them: SettingsAsWritten maps such a
// setting's name to the written value ("target.l2m_bytes" to "32MB"),
// so plan explains a change in the user's unit. The key never reads it.
type WrittenSettings interface {
	SettingsAsWritten() map[string]string
}

// writtenSetting is how the configuration wrote the step's setting
// name, or "" when the key's form is the written one.
func writtenSetting(st *pass.Step, name string) string {
	if st == nil {
		return ""
	}
	if w, ok := st.Pass.(WrittenSettings); ok {
		return w.SettingsAsWritten()[name]
	}
	return ""
}

// unit is a multiple of a quantity's key unit (bytes, bytes per second,
// hertz) and how it is written after the number.
type unit struct {
	mult   float64
	suffix string
}

// quantityUnits are the units a size, bandwidth or clock setting is
// written in when the configuration does not say (sizes and bandwidths
// binary, "16MB" is 16 MiB, as the language defines them), largest
// first; nil for other settings.
func quantityUnits(name string) []unit {
	switch {
	case strings.HasSuffix(name, "_bytes"):
		return []unit{{1 << 40, "TB"}, {1 << 30, "GB"}, {1 << 20, "MB"}, {1 << 10, "kB"}, {1, "B"}}
	case strings.HasSuffix(name, "_bps"):
		return []unit{{1 << 40, "TBps"}, {1 << 30, "GBps"}, {1 << 20, "MBps"}, {1 << 10, "kBps"}, {1, "Bps"}}
	case strings.HasSuffix(name, "_hz"):
		return []unit{{1e9, "GHz"}, {1e6, "MHz"}, {1e3, "kHz"}, {1, "Hz"}}
	}
	return nil
}

// inUnits writes v in the largest unit that gives a short number.
func inUnits(v float64, units []unit) string {
	for _, u := range units {
		if math.Abs(v) >= u.mult {
			if s, ok := inUnit(v, u); ok {
				return s
			}
		}
	}
	return strconv.FormatFloat(v, 'g', -1, 64) + units[len(units)-1].suffix
}

// inUnit writes v in unit u if that takes at most three decimals.
func inUnit(v float64, u unit) (string, bool) {
	s := strconv.FormatFloat(v/u.mult, 'f', -1, 64)
	if _, frac, ok := strings.Cut(s, "."); ok && len(frac) > 3 {
		return "", false
	}
	return s + u.suffix, true
}

// writtenUnit finds the unit of written, a value such as "32MB" or
// "64 GB/s" that the key holds as v: its suffix, and the multiple that
// turns its number into v (a power of 1000 or 1024).
func writtenUnit(written string, v float64) (unit, bool) {
	t := strings.TrimSpace(written)
	i := strings.IndexFunc(t, func(r rune) bool { return (r < '0' || r > '9') && r != '.' })
	if i <= 0 {
		return unit{}, false
	}
	num, err := strconv.ParseFloat(t[:i], 64)
	if err != nil || num <= 0 || v <= 0 {
		return unit{}, false
	}
	for _, m := range []float64{1, 1e3, 1e6, 1e9, 1e12, 1 << 10, 1 << 20, 1 << 30, 1 << 40} {
		if math.Abs(v/num-m) <= 1e-9*m {
			return unit{m, t[i:]}, true
		}
	}
	return unit{}, false
}

// quotedList parses `["a", "b"]`, the form list settings take.
func quotedList(s string) ([]string, bool) {
	rest, ok := strings.CutPrefix(s, "[")
	if !ok {
		return nil, false
	}
	rest, ok = strings.CutSuffix(rest, "]")
	if !ok {
		return nil, false
	}
	var out []string
	for rest != "" {
		q, err := strconv.QuotedPrefix(rest)
		if err != nil {
			return nil, false
		}
		v, _ := strconv.Unquote(q)
		out = append(out, v)
		rest = strings.TrimPrefix(rest[len(q):], ", ")
	}
	return out, true
}

func listChange(was, now []string) string {
	var parts []string
	for _, v := range was {
		if !slices.Contains(now, v) {
			parts = append(parts, "removed "+strconv.Quote(v))
		}
	}
	for _, v := range now {
		if !slices.Contains(was, v) {
			parts = append(parts, "added "+strconv.Quote(v))
		}
	}
	if len(parts) == 0 {
		return "the same entries in another order"
	}
	return strings.Join(parts, ", ")
}
