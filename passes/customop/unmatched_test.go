package customop

import (
	"strings"
	"testing"
)

// Only a custom_op without expect that matched nothing is warned of.
func TestUnmatched(t *testing.T) {
	for _, tc := range []struct {
		name    string
		expect  int
		matches int
		want    string
	}{
		{"no expect, no match", -1, 0, `custom_op "gqa": its region matched nothing, so its kernel never runs`},
		{"no expect, a match", -1, 1, ""},
		{"expect 0", 0, 0, ""},
	} {
		r := &Result{Matches: make([]Replacement, tc.matches)}
		got := r.Unmatched(Config{Name: "gqa", Expect: tc.expect})
		if tc.want == "" && got != "" || tc.want != "" && !strings.HasPrefix(got, tc.want) {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}
