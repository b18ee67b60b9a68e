package pipeline

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// settingChange says how a setting changed in the user's terms: a list
// of quoted strings by the items removed and added (not both escaped
// lists), a size (a setting named *_bytes) in binary units, else the old
// and new values as the key holds them. was and now are the quoted
// values of the key lines.
func settingChange(name, was, now string) string {
	w, err1 := strconv.Unquote(was)
	n, err2 := strconv.Unquote(now)
	if err1 == nil && err2 == nil {
		if wl, ok := quotedList(w); ok {
			if nl, ok := quotedList(n); ok {
				return fmt.Sprintf("setting %s changed: %s", name, listChange(wl, nl))
			}
		}
		if strings.HasSuffix(name, "_bytes") {
			wb, e1 := strconv.ParseInt(w, 10, 64)
			nb, e2 := strconv.ParseInt(n, 10, 64)
			if e1 == nil && e2 == nil {
				return fmt.Sprintf("setting %s changed: %s → %s", name, binarySize(wb), binarySize(nb))
			}
		}
	}
	return fmt.Sprintf("setting %s changed: %s → %s", name, was, now)
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

// binarySize writes a byte count as the configuration writes sizes:
// "32MB" is 32 MiB.
func binarySize(n int64) string {
	units := []string{"B", "KiB", "MiB", "GiB", "TiB"}
	v, i := n, 0
	for v >= 1024 && v%1024 == 0 && i < len(units)-1 {
		v /= 1024
		i++
	}
	if i == 0 {
		return fmt.Sprintf("%d bytes", n)
	}
	return fmt.Sprintf("%d %s (%d bytes)", v, units[i], n)
}
