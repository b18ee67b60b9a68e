package tokenizer

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// A normalizer rewrites a stretch of text before it is split.
type normalizer interface {
	normalize(s string) string
}

type unicodeForm string

func (f unicodeForm) normalize(s string) string {
	var form norm.Form
	switch f {
	case "NFC":
		form = norm.NFC
	case "NFD":
		form = norm.NFD
	case "NFKC":
		form = norm.NFKC
	default:
		form = norm.NFKD
	}
	if form.IsNormalString(s) {
		return s
	}
	return form.String(s)
}

type lowercase struct{}

func (lowercase) normalize(s string) string { return strings.ToLower(s) }

// prepend puts its text before a non-empty stretch (Llama 2's "▁").
type prepend string

func (p prepend) normalize(s string) string {
	if s == "" {
		return s
	}
	return string(p) + s
}

// replace replaces every match of its pattern (Gemma's " " -> "▁").
type replace struct {
	pattern pattern
	content string
}

func (r replace) normalize(s string) string {
	if l, ok := r.pattern.(literal); ok {
		return strings.ReplaceAll(s, string(l), r.content)
	}
	var b strings.Builder
	prev := 0
	for _, m := range r.pattern.matches(s, nil) {
		b.WriteString(s[prev:m[0]])
		b.WriteString(r.content)
		prev = m[1]
	}
	b.WriteString(s[prev:])
	return b.String()
}

type strip struct{ left, right bool }

func (st strip) normalize(s string) string {
	if st.left {
		s = strings.TrimLeftFunc(s, isSpace)
	}
	if st.right {
		s = strings.TrimRightFunc(s, isSpace)
	}
	return s
}
