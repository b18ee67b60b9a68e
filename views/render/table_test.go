package render

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestBoxFits: a table laid out for a width no wider than it: the
// widest column narrows first, keeping the end of a name; below
// minColumn the rightmost columns go, named under the table.
func TestBoxFits(t *testing.T) {
	head := []string{"#", "Kernel", "Cycles", "MAC util"}
	rows := [][]string{{"0", "/decoder_layer/mlp/gate_proj/MatMul", "1,188,042", "11.58%"}}
	full := strings.Join([]string{
		"╒═══╤═════════════════════════════════════╤═══════════╤══════════╕",
		"│ # │ Kernel                              │ Cycles    │ MAC util │",
		"╞═══╪═════════════════════════════════════╪═══════════╪══════════╡",
		"│ 0 │ /decoder_layer/mlp/gate_proj/MatMul │ 1,188,042 │ 11.58%   │",
		"╘═══╧═════════════════════════════════════╧═══════════╧══════════╛",
		"",
	}, "\n")
	for _, tc := range []struct {
		width int
		want  string
	}{
		{0, full},
		{200, full},
		{58, strings.Join([]string{
			"╒═══╤═════════════════════════════╤═══════════╤══════════╕",
			"│ # │ Kernel                      │ Cycles    │ MAC util │",
			"╞═══╪═════════════════════════════╪═══════════╪══════════╡",
			"│ 0 │ …layer/mlp/gate_proj/MatMul │ 1,188,042 │ 11.58%   │",
			"╘═══╧═════════════════════════════╧═══════════╧══════════╛",
			"",
		}, "\n")},
		{44, strings.Join([]string{
			"╒═══╤════════════════════════╤═══════════╕",
			"│ # │ Kernel                 │ Cycles    │",
			"╞═══╪════════════════════════╪═══════════╡",
			"│ 0 │ …/mlp/gate_proj/MatMul │ 1,188,042 │",
			"╘═══╧════════════════════════╧═══════════╛",
			"(1 more column: MAC util; a wider terminal",
			"  or -full shows it)",
			"",
		}, "\n")},
	} {
		var b strings.Builder
		tw := &textWriter{w: &b, width: tc.width}
		tw.box(head, rows)
		if got := b.String(); got != tc.want {
			t.Errorf("width %d:\n%s\nwant\n%s", tc.width, got, tc.want)
		}
		for _, l := range strings.Split(b.String(), "\n") {
			if tc.width > 0 && utf8.RuneCountInString(l) > tc.width {
				t.Errorf("width %d: line of %d: %s", tc.width, utf8.RuneCountInString(l), l)
			}
		}
	}
}

func TestWrap(t *testing.T) {
	got := Wrap("    note: one two three four five six\nshort", 20)
	want := "    note: one two\n      three four\n      five six\nshort"
	if got != want {
		t.Errorf("Wrap = %q, want %q", got, want)
	}
	if got := Wrap("a b c", 0); got != "a b c" {
		t.Errorf("Wrap at 0 = %q", got)
	}
}

// FuzzBox: any cells, any width: no panic, and the table is no wider
// than the width when its first column fits.
func FuzzBox(f *testing.F) {
	f.Add("a", "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb", "c", 30)
	f.Add("", "", "", 1)
	f.Fuzz(func(t *testing.T, a, b, c string, width int) {
		if width < 0 || width > 1000 || !utf8.ValidString(a+b+c) || strings.ContainsAny(a+b+c, "\n\r") {
			return
		}
		var out strings.Builder
		tw := &textWriter{w: &out, width: width}
		tw.box([]string{"x", "y", "z"}, [][]string{{a, b, c}})
		first := max(utf8.RuneCountInString(a), 1) + 4
		if width == 0 || first > width {
			return
		}
		for _, l := range strings.Split(out.String(), "\n") {
			if strings.HasPrefix(l, "(") || strings.HasPrefix(l, "  ") {
				continue // the note under the table wraps at spaces
			}
			if n := utf8.RuneCountInString(l); n > width && n > minColumn+4 {
				t.Errorf("width %d: line of %d: %q", width, n, l)
			}
		}
	})
}
