package schema

import (
	"bytes"
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/hashicorp/hcl/v2"
)

// WriteDiagnostics prints diagnostics as
//
//	Error: Reference to undeclared input variable
//	  --> qwen.hcl:7:15
//	   |
//	 7 |   seq_len = var.seqlen
//	   |             ^^^^^^^^^^
//	No variable named "seqlen" is declared; did you mean "seq_len"?
//
// with the subject underlined in its source line. files supplies the
// source; a diagnostic whose file is unknown prints its position only.
// They print in source order (those without a subject first), so the same
// mistakes print the same way whatever order they were found in: HCL
// itself reports unknown arguments in map order.
func WriteDiagnostics(w io.Writer, files map[string]*hcl.File, diags hcl.Diagnostics) {
	diags = SortDiagnostics(diags)
	for i, d := range diags {
		if i > 0 {
			fmt.Fprintln(w)
		}
		sev := "Error"
		if d.Severity == hcl.DiagWarning {
			sev = "Warning"
		}
		fmt.Fprintf(w, "%s: %s\n", sev, d.Summary)
		if d.Subject != nil {
			writeSnippet(w, files, *d.Subject)
		}
		if d.Detail != "" {
			fmt.Fprintln(w, d.Detail)
		}
	}
}

// Position formats a range's start as file:line:column.
func Position(r hcl.Range) string {
	return fmt.Sprintf("%s:%d:%d", r.Filename, r.Start.Line, r.Start.Column)
}

func writeSnippet(w io.Writer, files map[string]*hcl.File, r hcl.Range) {
	fmt.Fprintf(w, "  --> %s\n", Position(r))
	f := files[r.Filename]
	if f == nil || f.Bytes == nil || r.Start.Line < 1 {
		return
	}
	lines := bytes.Split(f.Bytes, []byte("\n"))
	if r.Start.Line > len(lines) {
		return
	}
	line := strings.TrimRight(string(lines[r.Start.Line-1]), "\r")
	num := fmt.Sprint(r.Start.Line)
	pad := strings.Repeat(" ", len(num))
	// Columns count characters; tabs are shown as one space so the carets
	// line up.
	shown := strings.ReplaceAll(line, "\t", " ")
	start := r.Start.Column - 1
	end := r.End.Column - 1
	if r.End.Line != r.Start.Line {
		end = utf8.RuneCountInString(shown)
	}
	n := utf8.RuneCountInString(shown)
	start = max(0, min(start, n))
	end = max(start+1, min(end, n))
	fmt.Fprintf(w, " %s |\n", pad)
	fmt.Fprintf(w, " %s | %s\n", num, shown)
	fmt.Fprintf(w, " %s | %s%s\n", pad, strings.Repeat(" ", start), strings.Repeat("^", end-start))
}

// SortDiagnostics is diags in source order, those without a subject
// first: the order every view prints them in.
func SortDiagnostics(diags hcl.Diagnostics) hcl.Diagnostics {
	diags = slices.Clone(diags)
	slices.SortStableFunc(diags, func(a, b *hcl.Diagnostic) int {
		switch {
		case a.Subject == nil && b.Subject == nil:
			return 0
		case a.Subject == nil:
			return -1
		case b.Subject == nil:
			return 1
		case a.Subject.Filename != b.Subject.Filename:
			return strings.Compare(a.Subject.Filename, b.Subject.Filename)
		}
		return cmp.Compare(a.Subject.Start.Byte, b.Subject.Start.Byte)
	})
	return diags
}
