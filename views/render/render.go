// Package render owns how results look: terminal tables, plots and the
// HTML build report.
//
// Tables are laid out for a given width, plots are PNG and SVG, and all
// are drawn from the plain data the passes cache (sim/report,
// passes/generate). No pass imports it, so no step's code identity
// includes it: a change to a table or a plot reruns nothing.
package render

import (
	"fmt"
	"io"
	"strings"
)

// textWriter writes text laid out for width columns (0: no limit): a
// line longer than width wraps at spaces, a box table narrows its widest
// columns and then drops the rightmost. It keeps the first write error.
type textWriter struct {
	w     io.Writer
	width int
	err   error
}

func (t *textWriter) write(s string) {
	if t.err == nil {
		_, t.err = io.WriteString(t.w, s)
	}
}

// printf writes formatted text, each line wrapped to the width.
func (t *textWriter) printf(format string, args ...any) {
	s := fmt.Sprintf(format, args...)
	if t.width <= 0 {
		t.write(s)
		return
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if i > 0 {
			t.write("\n")
		}
		t.write(strings.Join(wrapLine(l, t.width), "\n"))
	}
}

// Wrap lays a text out for width columns (0: as it is): a line longer
// than width breaks at spaces, its continuation lines indented two
// spaces past its own indent.
func Wrap(text string, width int) string {
	var b strings.Builder
	tw := &textWriter{w: &b, width: width}
	tw.printf("%s", text)
	return b.String()
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
