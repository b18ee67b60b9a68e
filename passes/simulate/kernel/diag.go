package kernel

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
)

// CompileError is a kernel that does not compile. The compiler's first
// error is a diagnostic placed on the kernel's line: where the compiler
// says, or, for an error inside the shipped header or the
// standard library, the kernel line that instantiated it. An error in the
// generated call itself (the function does not exist, or does not take
// an epu::Kernel&) has no place in the kernel: InCall is set and the
// diagnostic has no subject, so the caller can put it on the function
// setting.
type CompileError struct {
	Kernel   string // the kernel's path, as configured
	Function string
	InCall   bool
	Message  string // the first error, one line
	Diags    hcl.Diagnostics
	// Output is the compiler's output with the build directory's file
	// names replaced by the kernel's path.
	Output string
}

// Diagnostics are the compiler's errors at the kernel's lines, which
// the build prints with the source snippet.
func (e *CompileError) Diagnostics() hcl.Diagnostics { return e.Diags }

func (e *CompileError) Error() string {
	if len(e.Diags) > 0 && e.Diags[0].Subject != nil {
		s := e.Diags[0].Subject
		return fmt.Sprintf("%s:%d:%d: %s", s.Filename, s.Start.Line, s.Start.Column, e.Message)
	}
	return fmt.Sprintf("%s: %s: %s", e.Kernel, e.Function, e.Message)
}

// gcc and clang: FILE:LINE:COL: KIND: MESSAGE.
var diagLine = regexp.MustCompile(`^(.+?):(\d+):(\d+): (fatal error|error|warning|note): (.*)$`)

// gcc's instantiation context: FILE:LINE:COL:   required from here.
var contextLine = regexp.MustCompile(`^(.+?):(\d+):(\d+):\s+(required from .*|in .*requested here.*)$`)

// parseCompileOutput turns the compiler's output into a CompileError.
func parseCompileOutput(out string, src Source, kf, function string) *CompileError {
	e := &CompileError{Kernel: src.Path, Function: function}
	lines := strings.Split(strings.ReplaceAll(out, "\r\n", "\n"), "\n")
	show := func(s string) string { return renamePaths(s, kf, src.Path) }
	var shown []string
	for _, l := range lines {
		shown = append(shown, show(l))
	}
	e.Output = strings.TrimSpace(strings.Join(shown, "\n"))

	type loc struct{ line, col int }
	var context *loc // the last kernel line in an instantiation chain
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if m := contextLine.FindStringSubmatch(l); m != nil {
			if m[1] == kf {
				context = &loc{atoi(m[2]), atoi(m[3])}
			}
			continue
		}
		m := diagLine.FindStringSubmatch(l)
		if m == nil {
			if !strings.HasPrefix(l, " ") && !strings.HasPrefix(l, "In ") && !strings.Contains(l, ": In ") {
				context = nil
			}
			continue
		}
		kind, file := m[4], m[1]
		if kind == "note" || kind == "warning" || (file == "harness.cpp" && e.InCall) {
			continue // later errors in the call are fallout of the first
		}
		// The snippet the compiler prints under the message.
		detail := []string{show(l)}
		j := i + 1
		for ; j < len(lines) && strings.HasPrefix(lines[j], " ") && !diagLine.MatchString(lines[j]); j++ {
			detail = append(detail, show(lines[j]))
		}
		// Notes up to the next error.
		var notes []int
		for k := j; k < len(lines); k++ {
			n := diagLine.FindStringSubmatch(lines[k])
			if n != nil && n[4] != "note" {
				break
			}
			if n != nil {
				notes = append(notes, k)
			}
		}
		var at *loc
		switch {
		case file == "harness.cpp":
		case file == kf:
			at = &loc{atoi(m[2]), atoi(m[3])}
		case context != nil:
			at = context
		default:
			// clang names the instantiating line in notes after the error.
			for _, k := range notes {
				n := diagLine.FindStringSubmatch(lines[k])
				if n[1] == kf && (strings.Contains(n[5], "in instantiation of") || strings.Contains(n[5], "requested here")) {
					at = &loc{atoi(n[2]), atoi(n[3])}
					break
				}
			}
		}
		if len(e.Diags) == 0 {
			e.Message = m[5]
			e.InCall = file == "harness.cpp"
		}
		d := &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Kernel does not compile"}
		if at != nil {
			d.Subject = kernelRange(src, at.line, at.col).Ptr()
			if file != kf {
				detail = append([]string{fmt.Sprintf("The error is in %s, instantiated from this line:", show(file))}, detail...)
			}
		} else if file == "harness.cpp" {
			// The call itself: say what was called, and what the kernel
			// offers (the compiler's notes in the kernel file).
			d.Summary = "Kernel function cannot be called"
			detail = []string{fmt.Sprintf("The harness calls %s(epu::Kernel&) and the compiler says: %s", function, show(m[5]))}
			for _, k := range notes {
				if n := diagLine.FindStringSubmatch(lines[k]); n[1] == kf {
					detail = append(detail, show(lines[k]))
					for q := k + 1; q < len(lines) && strings.HasPrefix(lines[q], " ") && !diagLine.MatchString(lines[q]); q++ {
						detail = append(detail, show(lines[q]))
					}
				}
			}
		}
		d.Detail = strings.Join(detail, "\n")
		e.Diags = append(e.Diags, d)
		context = nil
		i = j - 1
	}
	// Later errors are mostly fallout of the first (a missing semicolon
	// derails the rest of the file): report the first, count the others.
	if n := len(e.Diags) - 1; n > 0 {
		e.Diags = e.Diags[:1]
		e.Diags[0].Detail += fmt.Sprintf("\n(and %d more error%s after this one)", n, map[bool]string{true: "", false: "s"}[n == 1])
	}
	if len(e.Diags) == 0 {
		// No message we understand (a linker error, a crashed compiler).
		e.Message = "the compiler failed"
		tail := lastLines(e.Output, 20)
		e.Diags = hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Kernel does not compile",
			Detail: fmt.Sprintf("Building %s from %s failed:\n%s", function, src.Path, tail)}}
	}
	return e
}

// renamePaths replaces the build directory's names with what the user
// knows: the kernel's configured path, and the generated call.
func renamePaths(s, kf, path string) string {
	if kf != path {
		for _, sep := range []string{":", " ", "'", "\""} {
			s = strings.ReplaceAll(s, sep+kf+":", sep+path+":")
		}
		if strings.HasPrefix(s, kf+":") {
			s = path + s[len(kf):]
		}
	}
	return strings.ReplaceAll(s, "harness.cpp:", "(generated harness):")
}

// kernelRange is the range of one column of the kernel source.
func kernelRange(src Source, line, col int) hcl.Range {
	off := 0
	for i, n := 1, 0; i < line && n >= 0; i++ {
		n = bytes.IndexByte(src.Code[off:], '\n')
		if n < 0 {
			break
		}
		off += n + 1
	}
	end := bytes.IndexByte(src.Code[off:], '\n')
	if end < 0 {
		end = len(src.Code) - off
	}
	c := min(max(col-1, 0), end)
	pos := hcl.Pos{Line: line, Column: col, Byte: off + c}
	next := pos
	next.Column++
	next.Byte = min(pos.Byte+1, len(src.Code))
	return hcl.Range{Filename: src.Path, Start: pos, End: next}
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

func lastLines(s string, n int) string {
	ls := strings.Split(s, "\n")
	if len(ls) > n {
		ls = ls[len(ls)-n:]
	}
	return strings.Join(ls, "\n")
}
