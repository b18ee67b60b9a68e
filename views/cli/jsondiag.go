package cli

import (
	"bytes"
	"io"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/epubuild/epubuild/schema"
)

// streamHeader opens every -json stream (type "format"): a consumer
// checks format_version before reading on (docs/json.md).
type streamHeader struct {
	Type          string `json:"type"`
	FormatVersion int    `json:"format_version"`
	Command       string `json:"command"`
	Epubuild      string `json:"epubuild"`
}

func (v *JSONView) Header(command, version string) {
	v.Write(streamHeader{Type: typeFormat, FormatVersion: JSONFormatVersion, Command: command, Epubuild: version})
}

// diagnosticJSON is a configuration error or warning (type
// "diagnostic"), with its location as fields rather than in the text.
type diagnosticJSON struct {
	Type     string     `json:"type"`
	Severity string     `json:"severity"` // "error" or "warning"
	Summary  string     `json:"summary"`
	Detail   string     `json:"detail,omitempty"`
	Range    *rangeJSON `json:"range,omitempty"`
	// Snippet is the source line the range starts on.
	Snippet string `json:"snippet,omitempty"`
}

type rangeJSON struct {
	Filename string  `json:"filename"`
	Start    posJSON `json:"start"`
	End      posJSON `json:"end"`
}

// posJSON is a position: line and column count from 1 (columns in
// characters), byte from 0.
type posJSON struct {
	Line   int `json:"line"`
	Column int `json:"column"`
	Byte   int `json:"byte"`
}

// Diagnostics writes each diagnostic as one object, in the order
// WriteDiagnostics prints them.
func (v *JSONView) Diagnostics(files map[string]*hcl.File, diags hcl.Diagnostics) {
	for _, d := range diagsJSON(files, diags) {
		v.Write(d)
	}
}

func diagsJSON(files map[string]*hcl.File, diags hcl.Diagnostics) []diagnosticJSON {
	var out []diagnosticJSON
	for _, d := range schema.SortDiagnostics(diags) {
		j := diagnosticJSON{Type: typeDiagnostic, Severity: "error", Summary: d.Summary, Detail: d.Detail}
		if d.Severity == hcl.DiagWarning {
			j.Severity = "warning"
		}
		if r := d.Subject; r != nil {
			j.Range = &rangeJSON{Filename: r.Filename,
				Start: posJSON{r.Start.Line, r.Start.Column, r.Start.Byte},
				End:   posJSON{r.End.Line, r.End.Column, r.End.Byte}}
			j.Snippet = sourceLine(files, *r)
		}
		out = append(out, j)
	}
	return out
}

func sourceLine(files map[string]*hcl.File, r hcl.Range) string {
	f := files[r.Filename]
	if f == nil || r.Start.Line < 1 {
		return ""
	}
	lines := bytes.Split(f.Bytes, []byte("\n"))
	if r.Start.Line > len(lines) {
		return ""
	}
	return strings.TrimRight(string(lines[r.Start.Line-1]), "\r")
}

// DiagWriter is where a verb's configuration diagnostics go: a
// DiagSink, or a verb's view.
type DiagWriter interface {
	Write(files map[string]*hcl.File, diags hcl.Diagnostics)
}

// DiagSink prints diagnostics for people on stderr and, under -json, as
// objects on stdout too, so a CI job reading stdout sees why a
// configuration failed.
type DiagSink struct {
	Stderr io.Writer
	JSON   *JSONView // nil without -json
	// seen, when set, is called with every batch written.
	Seen func(hcl.Diagnostics)
}

func (s DiagSink) Write(files map[string]*hcl.File, diags hcl.Diagnostics) {
	if s.Seen != nil {
		s.Seen(diags)
	}
	schema.WriteDiagnostics(s.Stderr, files, diags)
	if s.JSON != nil {
		s.JSON.Diagnostics(files, diags)
	}
}
