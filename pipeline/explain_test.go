package pipeline

import (
	"strconv"
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
