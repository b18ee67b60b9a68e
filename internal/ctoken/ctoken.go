// Package ctoken reduces C and C++ source to the token stream the
// compiler reads.
//
// Comments go, and so does the whitespace between tokens that does not
// change how they split. Kernel build and step keys hash that stream
// (Digest), so an edit to comments or layout alone rebuilds nothing, as
// ccache's preprocessor mode does for a file.
//
// The reduction is conservative: two sources with one stream compile to
// the same program, while some layout edits that cannot matter (spaces
// between two operators, inside a preprocessor line) still change it.
// String and character literals are kept verbatim, raw strings included.
// A source that names __LINE__ or assert (which expands to it) depends
// on its line numbers, so its digest is of its bytes.
package ctoken

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
)

// Version names the reduction; it is part of every Digest.
const Version = "1"

// Digest is "ctokens:" and the hex SHA-256 of src's stream, or "sha256:"
// and that of src itself when src depends on its line numbers.
func Digest(src []byte) string {
	s, ok := Stream(src)
	if !ok {
		sum := sha256.Sum256(src)
		return "sha256:" + hex.EncodeToString(sum[:])
	}
	h := sha256.New()
	h.Write([]byte("ctoken " + Version + "\n"))
	h.Write(s)
	return "ctokens:" + hex.EncodeToString(h.Sum(nil))
}

// Stream is src's token stream: comments dropped, each run of whitespace
// dropped or, where the tokens on either side could join (two words, two
// operator characters, a number's exponent sign) or on a preprocessor
// line, one space; a preprocessor line starts and ends with a newline. ok is false
// when src names __LINE__ or assert.
func Stream(src []byte) (out []byte, ok bool) {
	var (
		b         []byte
		gap       bool // whitespace or a comment since the last token character
		directive bool // on a preprocessor line
		lineStart = true
		word      []byte // the current identifier or number, to spot __LINE__
		lineDep   bool
	)
	endWord := func() {
		if len(word) > 0 {
			switch string(word) {
			case "__LINE__", "assert", "__builtin_LINE":
				lineDep = true
			}
			word = word[:0]
		}
	}
	// emit appends token text starting with c, writing a space first
	// when a gap separated it from a token it could join.
	emit := func(c byte, text []byte) {
		if gap && len(b) > 0 && b[len(b)-1] != '\n' && (directive || joins(b, c)) {
			b = append(b, ' ')
		}
		gap = false
		b = append(b, text...)
	}
	n := len(src)
	for i := 0; i < n; {
		c := src[i]
		switch {
		case c == '\\' && i+1 < n && src[i+1] == '\n':
			// A line splice: inside a preprocessor line it continues it.
			endWord()
			gap = true
			i += 2
			continue
		case c == '\\' && i+2 < n && src[i+1] == '\r' && src[i+2] == '\n':
			endWord()
			gap = true
			i += 3
			continue
		case c == '\n':
			endWord()
			if directive {
				b = append(b, '\n')
				directive = false
				gap = false
			} else {
				gap = true
			}
			lineStart = true
			i++
			continue
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			endWord()
			gap = true
			i++
			continue
		case c == '/' && i+1 < n && src[i+1] == '/':
			endWord()
			// To the end of the line, splices included.
			for i < n && src[i] != '\n' {
				if src[i] == '\\' && i+1 < n && src[i+1] == '\n' {
					i++
				}
				i++
			}
			gap = true
			continue
		case c == '/' && i+1 < n && src[i+1] == '*':
			endWord()
			end := strings.Index(string(src[i+2:]), "*/")
			if end < 0 {
				i = n
			} else {
				i += 2 + end + 2
			}
			gap = true
			continue
		}
		if lineStart && c == '#' {
			// A directive starts on a line of its own.
			directive = true
			if len(b) > 0 && b[len(b)-1] != '\n' {
				b = append(b, '\n')
			}
			gap = false
		}
		lineStart = false
		switch {
		case len(word) > 0 && isWordChar(c):
			b = append(b, c)
			word = append(word, c)
			i++
		case c == '"' || c == '\'':
			prefix := string(word)
			endWord()
			j := literalEnd(src, i, prefix)
			emit(c, src[i:j])
			i = j
		case isDigit(c) || (c == '.' && i+1 < n && isDigit(src[i+1])):
			// A preprocessing number: digits, letters, dots, digit
			// separators and exponent signs.
			endWord()
			j := i + 1
			for j < n {
				d := src[j]
				if (d == '+' || d == '-') && strings.ContainsRune("eEpP", rune(src[j-1])) {
					j++
					continue
				}
				if d == '\'' && j+1 < n && isWordChar(src[j+1]) {
					j += 2
					continue
				}
				if !isWordChar(d) && d != '.' {
					break
				}
				j++
			}
			emit(c, src[i:j])
			i = j
		case isWordChar(c):
			emit(c, src[i:i+1])
			word = append(word, c)
			i++
		default:
			endWord()
			emit(c, src[i:i+1])
			i++
		}
	}
	endWord()
	return b, !lineDep
}

// literalEnd is the index after the string or character literal that
// starts at i (its quote), prefix being the word just before it (R, u8R,
// LR: a raw string).
func literalEnd(src []byte, i int, prefix string) int {
	n := len(src)
	q := src[i]
	if q == '"' && strings.HasSuffix(prefix, "R") {
		open := strings.IndexByte(string(src[i+1:]), '(')
		if open >= 0 && open <= 16 {
			delim := ")" + string(src[i+1:i+1+open]) + "\""
			if end := strings.Index(string(src[i+2+open:]), delim); end >= 0 {
				return i + 2 + open + end + len(delim)
			}
		}
		return n
	}
	j := i + 1
	for j < n && src[j] != q && src[j] != '\n' {
		if src[j] == '\\' && j+1 < n {
			j++
		}
		j++
	}
	if j < n && src[j] == q {
		j++
	}
	return j
}

// joins reports whether a token starting with c could join the one b
// ends with, were the whitespace between them dropped.
func joins(b []byte, c byte) bool {
	p := b[len(b)-1]
	switch {
	case isWordChar(p) || p == '"' || p == '\'':
		// A word, or a literal with a suffix or prefix.
		return isWordChar(c) || c == '"' || c == '\'' || ((c == '+' || c == '-') && strings.ContainsRune("eEpP", rune(p)))
	case isOp(p):
		return isOp(c) || (p == '.' && isDigit(c))
	}
	return false
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isWordChar(c byte) bool {
	return c == '_' || c == '$' || isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80
}

// isOp: the characters multi-character punctuators are made of.
func isOp(c byte) bool { return strings.IndexByte("+-*/%^&|=<>!:.#", c) >= 0 }
