package tokenizer

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/dlclark/regexp2"
)

// The split regexes matched by hand (as tokenizer.json spells them).
const (
	// gpt2Pattern is what ByteLevel splits with when use_regex is set.
	gpt2Pattern = `'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+`
	// qwen2Pattern is Qwen2, Qwen2.5 and Qwen3's: digits one at a time.
	qwen2Pattern = `(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+`
	// llama3Pattern is Llama 3's (OpenAI's cl100k): digits in threes.
	llama3Pattern = `(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+`
)

// pattern finds the delimiters a Split pre-tokenizer or a Replace
// normalizer works with: it appends the byte spans of its matches in s,
// left to right, none empty.
type pattern interface {
	matches(s string, dst [][2]int) [][2]int
}

// compilePattern reads a {"String": ...} or {"Regex": ...} pattern.
func compilePattern(name, what string, p *patternJSON) (pattern, error) {
	switch {
	case p == nil:
		return nil, fileError(name, "%s without a pattern", what)
	case p.String != nil:
		if *p.String == "" {
			return nil, fileError(name, "%s: empty String pattern", what)
		}
		return literal(*p.String), nil
	case p.Regex != nil:
		switch *p.Regex {
		case gpt2Pattern:
			return handSplit{gpt2: true}, nil
		case qwen2Pattern:
			return handSplit{maxDigits: 1}, nil
		case llama3Pattern:
			return handSplit{maxDigits: 3}, nil
		}
		re, err := compileRegex(*p.Regex)
		if err != nil {
			return nil, fileError(name, "%s: regex %q: %v", what, truncate(*p.Regex), err)
		}
		return re, nil
	}
	return nil, fileError(name, "%s: the pattern is neither String nor Regex", what)
}

// literal matches a fixed string.
type literal string

func (l literal) matches(s string, dst [][2]int) [][2]int {
	for off := 0; ; {
		i := strings.Index(s[off:], string(l))
		if i < 0 {
			return dst
		}
		dst = append(dst, [2]int{off + i, off + i + len(l)})
		off += i + len(l)
	}
}

// regex is a pattern Go's regexp cannot express (lookahead), in regexp2.
type regex struct{ re *regexp2.Regexp }

func compileRegex(expr string) (*regex, error) {
	re, err := regexp2.Compile(expr, regexp2.None)
	if err != nil {
		return nil, err
	}
	return &regex{re: re}, nil
}

func (r *regex) matches(s string, dst [][2]int) [][2]int {
	runes := []rune(s)
	// regexp2 reports rune positions; offsets maps them to bytes.
	offsets := make([]int, len(runes)+1)
	b := 0
	for i, c := range runes {
		offsets[i] = b
		b += utf8.RuneLen(c)
	}
	offsets[len(runes)] = b
	m, err := r.re.FindRunesMatch(runes)
	for err == nil && m != nil {
		if m.Length > 0 {
			dst = append(dst, [2]int{offsets[m.Index], offsets[m.Index+m.Length]})
		}
		m, err = r.re.FindNextMatch(m)
	}
	return dst
}

// handSplit matches the GPT-2, Qwen2 or Llama 3 split regex (the consts
// above) exactly, without a regex engine: each alternative is tried in
// the regex's order, with the backtracking the regex would do written
// out. Every position starts a match, so the matches tile the text.
type handSplit struct {
	gpt2      bool
	maxDigits int // Qwen2 / Llama 3: \p{N}{1,maxDigits}
}

func (h handSplit) matches(s string, dst [][2]int) [][2]int {
	for i := 0; i < len(s); {
		var e int
		if h.gpt2 {
			e = gpt2Next(s, i)
		} else {
			e = clNext(s, i, h.maxDigits)
		}
		dst = append(dst, [2]int{i, e})
		i = e
	}
	return dst
}

// Rune classes of the regexes: \p{L}, \p{N}, \s and the rest.
const (
	classOther = iota
	classLetter
	classNumber
	classSpace
)

var asciiClass = func() (t [128]uint8) {
	for c := range 128 {
		r := rune(c)
		switch {
		case unicode.IsLetter(r):
			t[c] = classLetter
		case unicode.IsNumber(r):
			t[c] = classNumber
		case unicode.IsSpace(r):
			t[c] = classSpace
		}
	}
	return t
}()

// classAt returns the class of the rune at s[i:] and its width; i must be
// inside s.
func classAt(s string, i int) (uint8, rune, int) {
	if c := s[i]; c < utf8.RuneSelf {
		return asciiClass[c], rune(c), 1
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	switch {
	case unicode.IsLetter(r):
		return classLetter, r, n
	case unicode.IsNumber(r):
		return classNumber, r, n
	case unicode.IsSpace(r):
		return classSpace, r, n
	}
	return classOther, r, n
}

// runEnd is where the run of class c starting at i ends.
func runEnd(s string, i int, c uint8) int {
	for i < len(s) {
		ci, _, n := classAt(s, i)
		if ci != c {
			break
		}
		i += n
	}
	return i
}

// contraction returns the length of 's 't 're 've 'm 'll 'd at s[i:]
// (s[i] is the apostrophe), folding ASCII case when fold is set; 0 if
// none.
func contraction(s string, i int, fold bool) int {
	if i+1 >= len(s) {
		return 0
	}
	lower := func(c byte) byte {
		if fold && 'A' <= c && c <= 'Z' {
			return c + 'a' - 'A'
		}
		return c
	}
	switch lower(s[i+1]) {
	case 's', 't', 'm', 'd':
		return 2
	case 'r', 'v':
		if i+2 < len(s) && lower(s[i+2]) == 'e' {
			return 3
		}
	case 'l':
		if i+2 < len(s) && lower(s[i+2]) == 'l' {
			return 3
		}
	}
	return 0
}

// spaceTail handles the regexes' last alternatives on the whitespace run
// starting at i: \s+(?!\S) (the run, less its last rune unless it ends
// the text) then \s+.
func spaceTail(s string, i int) int {
	e := runEnd(s, i, classSpace)
	if e == len(s) {
		return e
	}
	_, last := utf8.DecodeLastRuneInString(s[i:e])
	if e-last > i {
		return e - last
	}
	return e
}

// clNext returns the end of the Qwen2 / Llama 3 regex's match at s[i:].
func clNext(s string, i, maxDigits int) int {
	c, r, n := classAt(s, i)
	// (?i:'s|'t|'re|'ve|'m|'ll|'d)
	if r == '\'' {
		if k := contraction(s, i, true); k > 0 {
			return i + k
		}
	}
	// [^\r\n\p{L}\p{N}]?\p{L}+
	if c == classLetter {
		return runEnd(s, i, classLetter)
	}
	if r != '\r' && r != '\n' && c != classNumber && i+n < len(s) {
		if c2, _, _ := classAt(s, i+n); c2 == classLetter {
			return runEnd(s, i+n, classLetter)
		}
	}
	// \p{N}{1,maxDigits}
	if c == classNumber {
		e := i + n
		for k := 1; k < maxDigits && e < len(s); k++ {
			ck, _, nk := classAt(s, e)
			if ck != classNumber {
				break
			}
			e += nk
		}
		return e
	}
	// " ?[^\s\p{L}\p{N}]+[\r\n]*"
	start := i
	if r == ' ' && i+1 < len(s) {
		if c2, _, _ := classAt(s, i+1); c2 == classOther {
			start = i + 1
		}
	}
	if c2, _, _ := classAt(s, start); c2 == classOther {
		e := runEnd(s, start, classOther)
		for e < len(s) && (s[e] == '\r' || s[e] == '\n') {
			e++
		}
		return e
	}
	// \s*[\r\n]+ : the whitespace run up to its last line break.
	e := runEnd(s, i, classSpace)
	if nl := strings.LastIndexAny(s[i:e], "\r\n"); nl >= 0 {
		return i + nl + 1
	}
	return spaceTail(s, i)
}

// gpt2Next returns the end of the GPT-2 regex's match at s[i:].
func gpt2Next(s string, i int) int {
	c, r, _ := classAt(s, i)
	if r == '\'' {
		if k := contraction(s, i, false); k > 0 {
			return i + k
		}
	}
	// " ?\p{L}+", " ?\p{N}+", " ?[^\s\p{L}\p{N}]+"
	start, cls := i, c
	if r == ' ' && i+1 < len(s) {
		if c2, _, _ := classAt(s, i+1); c2 != classSpace {
			start, cls = i+1, c2
		}
	}
	if cls != classSpace {
		return runEnd(s, start, cls)
	}
	return spaceTail(s, i)
}

// A preTokenizer cuts a piece of text into smaller ones. first says the
// piece starts the whole text.
type preTokenizer interface {
	split(s string, first bool, dst []string) []string
}

type behavior int

const (
	removed behavior = iota
	isolated
	mergedWithPrevious
	mergedWithNext
	contiguous
)

var behaviors = map[string]behavior{
	"removed": removed, "isolated": isolated, "mergedwithprevious": mergedWithPrevious,
	"mergedwithnext": mergedWithNext, "contiguous": contiguous,
}

// splitter is the Split pre-tokenizer: the pattern's matches are the
// delimiters (or, inverted, what lies between them), kept as the
// behaviour says.
type splitter struct {
	pattern  pattern
	behavior behavior
	invert   bool
}

type segment struct {
	start, end int
	delim      bool
}

func (sp *splitter) split(s string, _ bool, dst []string) []string {
	if h, ok := sp.pattern.(handSplit); ok && sp.behavior == isolated && !sp.invert {
		// The hand splitters tile the text: the matches are the pieces.
		for i := 0; i < len(s); {
			var e int
			if h.gpt2 {
				e = gpt2Next(s, i)
			} else {
				e = clNext(s, i, h.maxDigits)
			}
			dst = append(dst, s[i:e])
			i = e
		}
		return dst
	}
	var segs []segment
	prev := 0
	for _, m := range sp.pattern.matches(s, nil) {
		if m[0] > prev {
			segs = append(segs, segment{prev, m[0], sp.invert})
		}
		segs = append(segs, segment{m[0], m[1], !sp.invert})
		prev = m[1]
	}
	if prev < len(s) {
		segs = append(segs, segment{prev, len(s), sp.invert})
	}
	var out []segment
	switch sp.behavior {
	case removed:
		for _, g := range segs {
			if !g.delim {
				out = append(out, g)
			}
		}
	case isolated:
		out = segs
	case mergedWithPrevious:
		prevDelim := false
		for _, g := range segs {
			if g.delim && !prevDelim && len(out) > 0 {
				out[len(out)-1].end = g.end
			} else {
				out = append(out, g)
			}
			prevDelim = g.delim
		}
	case mergedWithNext:
		nextDelim := false
		for k := len(segs) - 1; k >= 0; k-- {
			g := segs[k]
			if g.delim && !nextDelim && len(out) > 0 {
				out[len(out)-1].start = g.start
			} else {
				out = append(out, g)
			}
			nextDelim = g.delim
		}
		for a, b := 0, len(out)-1; a < b; a, b = a+1, b-1 {
			out[a], out[b] = out[b], out[a]
		}
	case contiguous:
		prevDelim := false
		for k, g := range segs {
			if k > 0 && g.delim == prevDelim {
				out[len(out)-1].end = g.end
			} else {
				out = append(out, g)
			}
			prevDelim = g.delim
		}
	}
	for _, g := range out {
		if g.end > g.start {
			dst = append(dst, s[g.start:g.end])
		}
	}
	return dst
}

// byteLevel is the ByteLevel pre-tokenizer: an optional leading space and
// the GPT-2 split; the pieces then go to the model as bytes.
type byteLevel struct {
	addPrefixSpace bool
	useRegex       bool
}

func (b *byteLevel) split(s string, _ bool, dst []string) []string {
	if b.addPrefixSpace && !strings.HasPrefix(s, " ") {
		s = " " + s
	}
	if !b.useRegex {
		return append(dst, s)
	}
	for i := 0; i < len(s); {
		e := gpt2Next(s, i)
		dst = append(dst, s[i:e])
		i = e
	}
	return dst
}

// metaspace is the Metaspace pre-tokenizer: spaces become the replacement
// ("▁"), one is put first as the prepend scheme says, and with split set
// each replacement starts a new piece.
type metaspace struct {
	replacement string
	scheme      string // always, first, never
	splitWords  bool
}

func (m *metaspace) split(s string, first bool, dst []string) []string {
	s = strings.ReplaceAll(s, " ", m.replacement)
	if (m.scheme == "always" || m.scheme == "first" && first) && !strings.HasPrefix(s, m.replacement) {
		s = m.replacement + s
	}
	if !m.splitWords {
		return append(dst, s)
	}
	start := 0
	for i := 0; i < len(s); {
		if strings.HasPrefix(s[i:], m.replacement) {
			if i > start {
				dst = append(dst, s[start:i])
			}
			start = i
			i += len(m.replacement)
			continue
		}
		i++
	}
	if start < len(s) {
		dst = append(dst, s[start:])
	}
	return dst
}

// describe names a pattern for test failure messages.
func describe(p pattern) string {
	switch p := p.(type) {
	case handSplit:
		switch {
		case p.gpt2:
			return "hand-written GPT-2 split"
		case p.maxDigits == 1:
			return "hand-written Qwen2 split"
		}
		return "hand-written Llama 3 split"
	case literal:
		return fmt.Sprintf("literal %q", string(p))
	}
	return "regexp2"
}
