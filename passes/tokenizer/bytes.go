package tokenizer

import "strings"

// byteChars is GPT-2's map from a byte to the printable character that
// stands for it in a byte-level vocabulary: printable Latin-1 bytes are
// themselves, the others (controls, space, 0x7F-0xA0, 0xAD) are U+0100
// upwards in byte order.
var byteChars, charBytes = func() (bc [256]rune, cb map[rune]byte) {
	cb = make(map[rune]byte, 256)
	next := rune(256)
	for b := range 256 {
		if ('!' <= b && b <= '~') || (0xA1 <= b && b <= 0xAC) || (0xAE <= b && b <= 0xFF) {
			bc[b] = rune(b)
		} else {
			bc[b] = next
			next++
		}
		cb[bc[b]] = byte(b)
	}
	return bc, cb
}()

// fromByteLevel returns the bytes a byte-level token spells, and false if
// a character of it stands for no byte.
func fromByteLevel(tok string) (string, bool) {
	var b strings.Builder
	b.Grow(len(tok))
	for _, r := range tok {
		c, ok := charBytes[r]
		if !ok {
			return "", false
		}
		b.WriteByte(c)
	}
	return b.String(), true
}

// initByteLevel maps each byte to its symbol's id and, for ignore_merges,
// each vocabulary entry to its bytes.
func (m *bpe) initByteLevel(vocab map[string]int32) {
	for b := range 256 {
		id, ok := vocab[string(byteChars[b])]
		if !ok {
			id = -1
		}
		m.byteSyms[b] = id
	}
	if !m.ignoreMerges {
		return
	}
	m.rawVocab = make(map[string]int32, len(vocab))
	for tok, id := range vocab {
		if raw, ok := fromByteLevel(tok); ok {
			m.rawVocab[raw] = id
		}
	}
}
