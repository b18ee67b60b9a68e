package suggest

import "testing"

func TestDistance(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"abc", "", 3},
		{"", "abc", 3},
		{"seqlen", "seq_len", 1},
		{"kitten", "sitting", 3},
		{"MatMul", "MatMul", 0},
		{"flaw", "lawn", 2},
	} {
		if got := Distance(tc.a, tc.b); got != tc.want {
			t.Errorf("Distance(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
		if got := Distance(tc.b, tc.a); got != tc.want {
			t.Errorf("Distance(%q, %q) = %d, want %d (symmetric)", tc.b, tc.a, got, tc.want)
		}
	}
}

func TestClosest(t *testing.T) {
	names := []string{"seq_len", "hidden_size", "seq_lens", "vocab"}
	for _, tc := range []struct {
		want  string
		limit int
		got   string
	}{
		{"seqlen", 3, "seq_len"},      // one edit; seq_lens is two
		{"seq_lenz", 3, "seq_len"},    // tie with seq_lens: the first wins
		{"hidden", 3, ""},             // five edits away
		{"hidden_", 5, "hidden_size"}, // four edits: within a wider limit
		{"vocab", 1, "vocab"},         // exact
		{"xyz", 3, ""},
	} {
		if got := Closest(tc.want, names, tc.limit); got != tc.got {
			t.Errorf("Closest(%q, limit %d) = %q, want %q", tc.want, tc.limit, got, tc.got)
		}
	}
	if got := Closest("a", nil, 3); got != "" {
		t.Errorf("Closest over no names = %q", got)
	}
}

func TestHint(t *testing.T) {
	if got := Hint(""); got != "" {
		t.Errorf("Hint(\"\") = %q", got)
	}
	if got, want := Hint("seq_len"), ` (did you mean "seq_len"?)`; got != want {
		t.Errorf("Hint = %q, want %q", got, want)
	}
}
