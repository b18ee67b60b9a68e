package render

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// minColumn is the narrowest a narrowed box column gets, its padding
// included.
const minColumn = 24

// box draws a table with the vendor's box-drawing characters, fitted to
// the writer's width. header may be nil; rows may be empty. When the
// table is wider than the width, the widest columns narrow first (a
// long cell keeps its end, "…/mlp/down_proj/MatMul": the most specific
// part of a name), down to minColumn; then the rightmost columns are
// dropped and a line under the table names them.
func (t *textWriter) box(header []string, rows [][]string) {
	ncol := len(header)
	for _, r := range rows {
		ncol = max(ncol, len(r))
	}
	if ncol == 0 {
		return
	}
	// w holds each column's width with its two spaces of padding.
	w := make([]int, ncol)
	measure := func(r []string) {
		for i, c := range r {
			w[i] = max(w[i], utf8.RuneCountInString(c)+2)
		}
	}
	measure(header)
	for _, r := range rows {
		measure(r)
	}
	orig := slices.Clone(w)
	total := ncol + 1
	for _, x := range w {
		total += x
	}
	keep := ncol
	if t.width > 0 && total > t.width {
		for total > t.width {
			c := 0
			for i := range w {
				if w[i] > w[c] {
					c = i
				}
			}
			if w[c] <= minColumn {
				break
			}
			nw := max(minColumn, w[c]-(total-t.width))
			total -= w[c] - nw
			w[c] = nw
		}
		for total > t.width && keep > 1 {
			keep--
			total -= w[keep] + 1
		}
	}
	rule := func(left, fill, mid, right string) {
		var b strings.Builder
		b.WriteString(left)
		for i := range keep {
			if i > 0 {
				b.WriteString(mid)
			}
			b.WriteString(strings.Repeat(fill, w[i]))
		}
		b.WriteString(right + "\n")
		t.write(b.String())
	}
	line := func(r []string) {
		var b strings.Builder
		b.WriteString("│")
		for i := range keep {
			c := ""
			if i < len(r) {
				c = r[i]
			}
			if w[i] != orig[i] {
				c = keepEnd(strings.TrimSpace(c), w[i]-2)
			}
			if i > 0 {
				b.WriteString("│")
			}
			b.WriteString(" " + c + strings.Repeat(" ", w[i]-2-utf8.RuneCountInString(c)) + " ")
		}
		b.WriteString("│\n")
		t.write(b.String())
	}
	rule("╒", "═", "╤", "╕")
	if header != nil {
		line(header)
		if len(rows) > 0 {
			rule("╞", "═", "╪", "╡")
		}
	}
	for i, r := range rows {
		if i > 0 {
			rule("├", "─", "┼", "┤")
		}
		line(r)
	}
	rule("╘", "═", "╧", "╛")
	if keep == ncol {
		return
	}
	names := header
	if names == nil && len(rows) > 0 {
		names = rows[0]
	}
	var dropped []string
	for c := keep; c < ncol; c++ {
		name := ""
		if c < len(names) {
			name = strings.TrimSpace(names[c])
		}
		dropped = append(dropped, name)
	}
	note := fmt.Sprintf("(%d more columns: %s; a wider terminal or -full shows them)", len(dropped), strings.Join(dropped, ", "))
	if len(dropped) == 1 {
		note = fmt.Sprintf("(1 more column: %s; a wider terminal or -full shows it)", dropped[0])
	}
	t.printf("%s\n", note)
}

// keepEnd shortens s to n runes, keeping its end behind an ellipsis.
func keepEnd(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return "…" + string(r[len(r)-(n-1):])
}

// compact draws a table with one rule under the header: a sweep's rows
// are many, and read down the columns. The first column is left-aligned,
// the others (numbers) right-aligned.
func (t *textWriter) compact(header []string, rows [][]string) {
	width := make([]int, len(header))
	for _, r := range append([][]string{header}, rows...) {
		for i, c := range r {
			width[i] = max(width[i], len([]rune(c)))
		}
	}
	line := func(r []string) {
		var b strings.Builder
		for i, c := range r {
			pad := strings.Repeat(" ", width[i]-len([]rune(c)))
			switch {
			case i == 0:
				b.WriteString(c + pad)
			default:
				b.WriteString("  " + pad + c)
			}
		}
		t.write(strings.TrimRight(b.String(), " ") + "\n")
	}
	line(header)
	total := 0
	for _, wd := range width {
		total += wd + 2
	}
	t.write(strings.Repeat("─", total-4) + "\n")
	for _, r := range rows {
		line(r)
	}
}
