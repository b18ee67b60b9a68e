package tokenizer

import (
	"strings"
	"unicode/utf8"
)

// decoded is a token on its way back to text. Added tokens are text as
// they stand: the byte-level decoder leaves them alone.
type decoded struct {
	text  string
	added bool
}

// A decoder is one stage of tokenizer.json's decoder chain.
type decoder interface {
	decode(toks []decoded) []decoded
}

// byteLevelDecoder turns byte-level characters back into the bytes they
// stand for; the result may cut UTF-8 sequences, which Decode repairs.
type byteLevelDecoder struct{}

func (byteLevelDecoder) decode(toks []decoded) []decoded {
	var b strings.Builder
	for _, t := range toks {
		if t.added {
			b.WriteString(t.text)
			continue
		}
		for _, r := range t.text {
			if c, ok := charBytes[r]; ok {
				b.WriteByte(c)
			} else {
				b.WriteRune(r)
			}
		}
	}
	return []decoded{{text: b.String()}}
}

// byteFallbackDecoder turns runs of <0xXX> tokens into the text their
// bytes spell, each byte U+FFFD when the run is not UTF-8.
type byteFallbackDecoder struct{}

func (byteFallbackDecoder) decode(toks []decoded) []decoded {
	out := make([]decoded, 0, len(toks))
	var run []byte
	flush := func() {
		if len(run) == 0 {
			return
		}
		if utf8.Valid(run) {
			out = append(out, decoded{text: string(run)})
		} else {
			out = append(out, decoded{text: strings.Repeat("\uFFFD", len(run))})
		}
		run = run[:0]
	}
	for _, t := range toks {
		if b, ok := byteToken(t.text); ok && !t.added {
			run = append(run, b)
			continue
		}
		flush()
		out = append(out, t)
	}
	flush()
	return out
}

// byteToken reads "<0xXX>".
func byteToken(s string) (byte, bool) {
	if len(s) != 6 || s[:3] != "<0x" || s[5] != '>' {
		return 0, false
	}
	var v byte
	for _, c := range []byte(s[3:5]) {
		switch {
		case '0' <= c && c <= '9':
			v = v<<4 | (c - '0')
		case 'A' <= c && c <= 'F':
			v = v<<4 | (c - 'A' + 10)
		case 'a' <= c && c <= 'f':
			v = v<<4 | (c - 'a' + 10)
		default:
			return 0, false
		}
	}
	return v, true
}

type fuseDecoder struct{}

func (fuseDecoder) decode(toks []decoded) []decoded {
	var b strings.Builder
	for _, t := range toks {
		b.WriteString(t.text)
	}
	return []decoded{{text: b.String()}}
}

// stripDecoder removes up to start leading and stop trailing content
// characters from each token.
type stripDecoder struct {
	content     rune
	start, stop int
}

func (d stripDecoder) decode(toks []decoded) []decoded {
	for i, t := range toks {
		s := t.text
		for k := 0; k < d.start; k++ {
			r, n := utf8.DecodeRuneInString(s)
			if n == 0 || r != d.content {
				break
			}
			s = s[n:]
		}
		for k := 0; k < d.stop; k++ {
			r, n := utf8.DecodeLastRuneInString(s)
			if n == 0 || r != d.content {
				break
			}
			s = s[:len(s)-n]
		}
		toks[i].text = s
	}
	return toks
}

type replaceDecoder struct{ from, to string }

func (d replaceDecoder) decode(toks []decoded) []decoded {
	for i := range toks {
		toks[i].text = strings.ReplaceAll(toks[i].text, d.from, d.to)
	}
	return toks
}

// metaspaceDecoder turns the replacement back into spaces and drops the
// space the pre-tokenizer put first.
type metaspaceDecoder struct {
	replacement string
	stripFirst  bool
}

func (d metaspaceDecoder) decode(toks []decoded) []decoded {
	for i := range toks {
		s := strings.ReplaceAll(toks[i].text, d.replacement, " ")
		if i == 0 && d.stripFirst {
			s = strings.TrimPrefix(s, " ")
		}
		toks[i].text = s
	}
	return toks
}
