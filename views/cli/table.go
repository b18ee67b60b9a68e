package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/epubuild/epubuild/internal/textfmt"
)

// The language reference (docs/language.md, "epubuild help BLOCK") is
// rendered from the schema's table of block kinds, the target presets,
// the built-in patterns and envVars, so it cannot drift from them:
// TestLanguageDoc fails when the file is stale.

// mdCell escapes a table cell's text.
func MDCell(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

// WriteTable writes a Markdown table, or aligned columns of text.
func WriteTable(w io.Writer, md bool, head []string, rows [][]string) {
	if md {
		fmt.Fprintf(w, "| %s |\n|", strings.Join(head, " | "))
		for range head {
			fmt.Fprint(w, "---|")
		}
		fmt.Fprintln(w)
		for _, r := range rows {
			cells := make([]string, len(r))
			for i, c := range r {
				cells[i] = MDCell(c)
			}
			fmt.Fprintf(w, "| %s |\n", strings.Join(cells, " | "))
		}
		return
	}
	widths := make([]int, len(head))
	for _, r := range append([][]string{head}, rows...) {
		for i, c := range r {
			widths[i] = max(widths[i], len(c))
		}
	}
	for _, r := range append([][]string{head}, rows...) {
		var b strings.Builder
		for i, c := range r {
			if i == len(r)-1 {
				b.WriteString(c)
			} else {
				fmt.Fprintf(&b, "%-*s  ", widths[i], c)
			}
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
	}
}

func Count(n int, noun string) string {
	if n != 1 {
		if strings.HasSuffix(noun, "y") {
			noun = strings.TrimSuffix(noun, "y") + "ie"
		}
		noun += "s"
	}
	return textfmt.Commas(int64(n)) + " " + noun
}
