package pipeline

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

func TestSettingChange(t *testing.T) {
	q := strconv.Quote
	for _, tc := range []struct {
		name, was, now, written, want string
	}{
		{"factor", q("2"), q("3"), "", `setting factor changed: "2" → "3"`},
		{"exclude.nodes", q(`["/a/*", "/decoder_layer/Add_1"]`), q(`["/a/*"]`), "",
			`setting exclude.nodes changed: removed "/decoder_layer/Add_1"`},
		{"exclude.nodes", q(`["/a"]`), q(`["/b", "/a", "/c \"d\""]`), "",
			`setting exclude.nodes changed: added "/b", added "/c \"d\""`},
		{"exclude.nodes", q(`["/a", "/b"]`), q(`["/b", "/a"]`), "",
			`setting exclude.nodes changed: the same entries in another order`},
		{"exclude.nodes", q(`[]`), q(`["/a"]`), "", `setting exclude.nodes changed: added "/a"`},
		// Sizes in the unit the configuration wrote, the old value too.
		{"target.l2m_bytes", q("33554432"), q("8388608"), "8MB", `setting target.l2m_bytes changed: "32MB" → "8MB"`},
		{"target.l2m_bytes", q("33554432"), q("524288"), "512KiB", `setting target.l2m_bytes changed: "32768KiB" → "512KiB"`},
		{"target.l2m_bytes", q("1572864"), q("524288"), "0.5 MB", `setting target.l2m_bytes changed: "1.5 MB" → "0.5 MB"`},
		// The old value is not short in the written unit: the nearest unit.
		{"target.lrm_bytes", q("1000"), q("4194304"), "4MB", `setting target.lrm_bytes changed: "1000B" → "4MB"`},
		// Not written (the preset's): the language's units.
		{"target.l2m_bytes", q("33554432"), q("16777216"), "", `setting target.l2m_bytes changed: "32MB" → "16MB"`},
		{"target.l2m_bytes", q("1000"), q("4096"), "", `setting target.l2m_bytes changed: "1000B" → "4kB"`},
		{"target.dram_read_bps", q("137438953472"), q("68719476736"), "64 GB/s", `setting target.dram_read_bps changed: "128 GB/s" → "64 GB/s"`},
		{"target.clock_hz", q("1700000000"), q("800000000"), "800MHz", `setting target.clock_hz changed: "1700MHz" → "800MHz"`},
		{"target.clock_hz", q("1700000000"), q("2000000000"), "", `setting target.clock_hz changed: "1.7GHz" → "2GHz"`},
		// A written form that does not give the value is not trusted.
		{"target.l2m_bytes", q("33554432"), q("8388608"), "7MB", `setting target.l2m_bytes changed: "32MB" → "8MB"`},
		// Not a list after all: the values as they are.
		{"note", q("[x"), q("[y]"), "", `setting note changed: "[x" → "[y]"`},
	} {
		if got := settingChange(tc.name, tc.was, tc.now, tc.written); got != tc.want {
			t.Errorf("settingChange(%s, %s, %s, %q)\n got %s\nwant %s", tc.name, tc.was, tc.now, tc.written, got, tc.want)
		}
	}
}

// FuzzSettingChange: any pair of values gives one line and no panic; a
// list's entries round-trip through quotedList.
func FuzzSettingChange(f *testing.F) {
	f.Add("exclude.nodes", `["/a", "b\"c"]`, `["/a"]`, "")
	f.Add("target.l2m_bytes", "33554432", "1023", "1023B")
	f.Add("target.clock_hz", "1e9", "1.5e9", "1.5GHz")
	f.Add("x", "[", "]", "")
	f.Fuzz(func(t *testing.T, name, was, now, written string) {
		got := settingChange(name, strconv.Quote(was), strconv.Quote(now), written)
		if got == "" {
			t.Fatal("empty explanation")
		}
		if l, ok := quotedList(was); ok {
			back := make([]string, len(l))
			for i, v := range l {
				back[i] = strconv.Quote(v)
			}
			if again, ok := quotedList("[" + strings.Join(back, ", ") + "]"); !ok || !slices.Equal(again, l) {
				t.Errorf("quotedList(%q) = %q does not round-trip", was, l)
			}
		}
	})
}
