package main

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/term"
)

// screenWidth is the width reports are fitted to: $COLUMNS when set,
// else the terminal's, else 0 (no limit: a file or a pipe gets every
// column).
func screenWidth(w io.Writer) int {
	if n, err := strconv.Atoi(os.Getenv("COLUMNS")); err == nil && n > 0 {
		return n
	}
	if f, ok := w.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		if n, _, err := term.GetSize(int(f.Fd())); err == nil {
			return n
		}
	}
	return 0
}

// A box table's lines start with one of these runes; closers maps each
// to the rune that ends its line.
var boxClosers = map[rune]rune{'╒': '╕', '│': '│', '├': '┤', '╞': '╡', '╘': '╛', '┌': '┐', '└': '┘'}

// fitText fits a report to width columns (0: as it is). A box table
// keeps the columns that fit, from the left, and a line under it names
// the others; a longer line of text wraps at spaces, keeping its indent.
func fitText(text string, width int) string {
	if width <= 0 {
		return text
	}
	lines := strings.Split(text, "\n")
	var out []string
	for i := 0; i < len(lines); {
		if isBoxLine(lines[i]) {
			j := i
			for j < len(lines) && isBoxLine(lines[j]) {
				j++
			}
			out = append(out, fitTable(lines[i:j], width)...)
			i = j
			continue
		}
		out = append(out, wrapLine(lines[i], width)...)
		i++
	}
	return strings.Join(out, "\n")
}

func isBoxLine(l string) bool {
	for _, r := range l {
		_, ok := boxClosers[r]
		return ok
	}
	return false
}

// minColumn is the narrowest a shrunk table column gets.
const minColumn = 24

// fitTable fits a box table to width: the widest columns are narrowed
// first (a long cell keeps its end, "…/mlp/down_proj/MatMul": the most
// specific part of a name), down to minColumn; then the rightmost
// columns are dropped and a line under the table names them. Column
// boundaries are where the top border has a junction.
func fitTable(lines []string, width int) []string {
	top := []rune(lines[0])
	if len(top) <= width {
		return lines
	}
	var cuts []int // rune offsets of column boundaries, the last the border
	for i, r := range top {
		if i > 0 && strings.ContainsRune("╤┬╕┐", r) {
			cuts = append(cuts, i)
		}
	}
	// A table this can cut starts with its top border and ends each
	// line at the last boundary.
	if (top[0] != '╒' && top[0] != '┌') || len(cuts) == 0 || cuts[len(cuts)-1] != len(top)-1 {
		return lines
	}
	rows := make([][]rune, len(lines))
	for i, l := range lines {
		rows[i] = []rune(l)
		if len(rows[i]) != len(top) {
			return lines // not a regular table: leave it alone
		}
	}
	w := make([]int, len(cuts))
	for c := range cuts {
		start := 1
		if c > 0 {
			start = cuts[c-1] + 1
		}
		w[c] = cuts[c] - start
	}
	orig := slices.Clone(w)
	total := len(top)
	for total > width {
		c := 0
		for i := range w {
			if w[i] > w[c] {
				c = i
			}
		}
		if w[c] <= minColumn {
			break
		}
		nw := max(minColumn, w[c]-(total-width))
		total -= w[c] - nw
		w[c] = nw
	}
	keep := len(w)
	for total > width && keep > 1 {
		keep--
		total -= w[keep] + 1
	}
	var dropped []string
	for _, r := range rows {
		if r[0] == '│' {
			for c := keep; c < len(cuts); c++ {
				dropped = append(dropped, strings.TrimSpace(string(r[cuts[c-1]+1:cuts[c]])))
			}
			break
		}
	}
	out := make([]string, 0, len(lines)+1)
	for _, r := range rows {
		var b strings.Builder
		b.WriteRune(r[0])
		for c := 0; c < keep; c++ {
			start := 1
			if c > 0 {
				start = cuts[c-1] + 1
			}
			cell := r[start:cuts[c]]
			if w[c] == orig[c] {
				b.WriteString(string(cell))
			} else {
				b.WriteString(fitCell(cell, w[c]))
			}
			if c == keep-1 {
				b.WriteRune(boxClosers[r[0]])
			} else {
				b.WriteRune(r[cuts[c]])
			}
		}
		out = append(out, b.String())
	}
	if len(dropped) > 0 {
		note := fmt.Sprintf("(%d more columns: %s; a wider terminal or -full shows them)", len(dropped), strings.Join(dropped, ", "))
		if len(dropped) == 1 {
			note = fmt.Sprintf("(1 more column: %s; a wider terminal or -full shows it)", dropped[0])
		}
		out = append(out, wrapLine(note, width)...)
	}
	return out
}

// fitCell narrows one cell to n runes: a border is refilled, text keeps
// its end behind an ellipsis.
func fitCell(cell []rune, n int) string {
	if len(cell) > 0 && strings.ContainsRune("═─", cell[0]) {
		return strings.Repeat(string(cell[0]), n)
	}
	t := []rune(strings.TrimSpace(string(cell)))
	if len(t) > n-2 {
		t = append([]rune("…"), t[len(t)-(n-3):]...)
	}
	return " " + string(t) + strings.Repeat(" ", n-1-len(t))
}

// wrapLine breaks a line at spaces so no piece is wider than width;
// continuation lines keep the indent, plus two spaces.
func wrapLine(l string, width int) []string {
	if len([]rune(l)) <= width {
		return []string{l}
	}
	indent := l[:len(l)-len(strings.TrimLeft(l, " "))]
	next := indent + "  "
	var out []string
	cur := indent
	for _, word := range strings.Fields(l) {
		switch {
		case strings.TrimSpace(cur) == "":
			cur += word
		case len([]rune(cur))+1+len([]rune(word)) <= width:
			cur += " " + word
		default:
			out = append(out, cur)
			cur = next + word
		}
	}
	return append(out, cur)
}
