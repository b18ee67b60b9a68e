package tokenizer

import (
	"errors"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Encoding a long text a piece at a time gives the ids of the whole only
// where no stage of the encoding looks across the cut. Streams says when
// that holds, and Cut finds such a place:
//
//   - before a single space between two characters that are not white
//     space ("a| b"), or after a single newline between two such
//     characters ("a\n|b");
//   - the normalizers are Unicode forms or Lowercase: a space and a
//     newline are starters nothing composes with, and these work rune by
//     rune otherwise;
//   - every splitting stage tiles the text with the GPT-2, Qwen2 or
//     Llama 3 pattern (by hand, split.go), or is ByteLevel without a
//     prefix space, and at least one splits: in each pattern the piece
//     holding the character before the cut ends with it (a space starts
//     a piece; a newline ends one, alone or after punctuation, when a
//     character that is not white space follows), and a piece found from
//     the cut on depends on nothing before it (no pattern looks back);
//   - no added token holds a space or a line break, or strips white space
//     beside it (lstrip, rstrip), so none is matched, or changes what
//     lies, across the cut.
//
// BPE then works piece by piece. TestStreamMatchesWhole checks the
// claim against Encode on real text with the Qwen and Llama tokenizers.

// Streams reports whether EncodeStream can encode text a piece at a
// time; when not, it encodes the text whole.
func (t *Tokenizer) Streams() bool {
	for _, n := range t.normalize {
		switch n.(type) {
		case unicodeForm, lowercase:
		default:
			return false
		}
	}
	splits := false
	for _, p := range t.pre {
		switch p := p.(type) {
		case *splitter:
			if _, ok := p.pattern.(handSplit); !ok || p.behavior != isolated || p.invert {
				return false
			}
			splits = true
		case *byteLevel:
			if p.addPrefixSpace {
				return false
			}
			splits = splits || p.useRegex
		default:
			return false
		}
	}
	if !splits {
		return false
	}
	for _, list := range t.added.byFirst {
		for _, a := range list {
			if a.lstrip || a.rstrip || strings.ContainsAny(a.content, " \n\r") {
				return false
			}
		}
	}
	return true
}

// Cut returns the last place in b where text may be cut (see Streams),
// or -1.
func Cut(b []byte) int { return cutFrom(b, 0) }

// cutFrom is Cut looking only at the places from lo on.
func cutFrom(b []byte, lo int) int {
	for i := len(b) - 2; i > 0 && i >= lo-1; i-- {
		switch b[i] {
		case ' ':
			if solid(b[:i], b[i+1:]) {
				return i
			}
		case '\n':
			if solid(b[:i], b[i+1:]) {
				return i + 1
			}
		}
	}
	return -1
}

// solid says whether the character before and the character after are
// whole and not white space.
func solid(before, after []byte) bool {
	r, n := utf8.DecodeLastRune(before)
	if r == utf8.RuneError && n <= 1 || unicode.IsSpace(r) {
		return false
	}
	r, n = utf8.DecodeRune(after)
	return !(r == utf8.RuneError && n <= 1 || unicode.IsSpace(r))
}

// EncodeStream encodes the text r holds, the ids Encode gives it whole,
// reading about chunk bytes at a time when the tokenizer Streams (a
// stretch without a place to cut is read whole). It hands each piece's
// ids to emit (the slice is reused after emit returns), and stops when
// emit returns false.
func (t *Tokenizer) EncodeStream(r io.Reader, chunk int, emit func(ids []int32) bool) error {
	if chunk < 64 {
		chunk = 64
	}
	if !t.Streams() {
		b, err := io.ReadAll(r)
		if err != nil {
			return err
		}
		emit(t.encode(string(b), nil))
		return nil
	}
	buf := make([]byte, 0, 2*chunk)
	var ids []int32
	scanned := 0 // buf[:scanned] holds no place to cut
	for {
		// Fill to chunk bytes past what is held, then cut at the last
		// place the buffer allows; keep the rest for the next piece.
		want := len(buf) + chunk
		if cap(buf) < want {
			nb := make([]byte, len(buf), 2*want)
			copy(nb, buf)
			buf = nb
		}
		n, err := io.ReadFull(r, buf[len(buf):want])
		buf = buf[:len(buf)+n]
		eof := errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF)
		if err != nil && !eof {
			return err
		}
		if eof {
			if len(buf) > 0 {
				emit(t.encode(string(buf), ids[:0]))
			}
			return nil
		}
		c := cutFrom(buf, scanned)
		if c <= 0 {
			scanned = max(len(buf)-utf8.UTFMax, 0) // no place to cut yet: read on
			continue
		}
		scanned = 0
		ids = t.encode(string(buf[:c]), ids[:0])
		if !emit(ids) {
			return nil
		}
		buf = buf[:copy(buf, buf[c:])]
	}
}
