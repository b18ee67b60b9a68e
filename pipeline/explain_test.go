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
		name, was, now, want string
	}{
		{"factor", q("2"), q("3"), `setting factor changed: "2" → "3"`},
		{"exclude.nodes", q(`["/a/*", "/decoder_layer/Add_1"]`), q(`["/a/*"]`),
			`setting exclude.nodes changed: removed "/decoder_layer/Add_1"`},
		{"exclude.nodes", q(`["/a"]`), q(`["/b", "/a", "/c \"d\""]`),
			`setting exclude.nodes changed: added "/b", added "/c \"d\""`},
		{"exclude.nodes", q(`["/a", "/b"]`), q(`["/b", "/a"]`),
			`setting exclude.nodes changed: the same entries in another order`},
		{"exclude.nodes", q(`[]`), q(`["/a"]`), `setting exclude.nodes changed: added "/a"`},
		{"target.l2m_bytes", q("33554432"), q("8388608"),
			`setting target.l2m_bytes changed: 32 MiB (33554432 bytes) → 8 MiB (8388608 bytes)`},
		{"target.l2m_bytes", q("1000"), q("4096"), `setting target.l2m_bytes changed: 1000 bytes → 4 KiB (4096 bytes)`},
		// Not a list after all: the values as they are.
		{"note", q("[x"), q("[y]"), `setting note changed: "[x" → "[y]"`},
	} {
		if got := settingChange(tc.name, tc.was, tc.now); got != tc.want {
			t.Errorf("settingChange(%s, %s, %s)\n got %s\nwant %s", tc.name, tc.was, tc.now, got, tc.want)
		}
	}
}

// FuzzSettingChange: any pair of values gives one line and no panic; a
// list's entries round-trip through quotedList.
func FuzzSettingChange(f *testing.F) {
	f.Add("exclude.nodes", `["/a", "b\"c"]`, `["/a"]`)
	f.Add("target.l2m_bytes", "33554432", "1023")
	f.Add("x", "[", "]")
	f.Fuzz(func(t *testing.T, name, was, now string) {
		got := settingChange(name, strconv.Quote(was), strconv.Quote(now))
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
