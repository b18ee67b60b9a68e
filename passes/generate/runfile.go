package generate

import (
	"encoding/binary"
	"fmt"
	"math"
)

// runMagic opens an encoded Run: the calibration step hands the
// numerics step its float run this way.
const runMagic = "epubuild run 1\n"

// EncodeRun is r as bytes: the magic, the token count and the
// vocabulary (uint32 each), the tokens (int64) and each token's logits
// (float32), all little-endian.
func EncodeRun(r *Run) ([]byte, error) {
	vocab := 0
	if len(r.Logits) > 0 {
		vocab = len(r.Logits[0])
	}
	if len(r.Logits) != len(r.Tokens) {
		return nil, fmt.Errorf("a run of %d tokens with %d rows of logits", len(r.Tokens), len(r.Logits))
	}
	b := make([]byte, 0, len(runMagic)+8+8*len(r.Tokens)+4*vocab*len(r.Logits))
	b = append(b, runMagic...)
	b = binary.LittleEndian.AppendUint32(b, uint32(len(r.Tokens)))
	b = binary.LittleEndian.AppendUint32(b, uint32(vocab))
	for _, t := range r.Tokens {
		b = binary.LittleEndian.AppendUint64(b, uint64(t))
	}
	for i, row := range r.Logits {
		if len(row) != vocab {
			return nil, fmt.Errorf("token %d: %d logits, token 0 %d", i, len(row), vocab)
		}
		for _, x := range row {
			b = binary.LittleEndian.AppendUint32(b, math.Float32bits(x))
		}
	}
	return b, nil
}

// DecodeRun reads what EncodeRun wrote.
func DecodeRun(b []byte) (*Run, error) {
	if len(b) < len(runMagic)+8 || string(b[:len(runMagic)]) != runMagic {
		return nil, fmt.Errorf("not an encoded generation run")
	}
	b = b[len(runMagic):]
	n, vocab := int(binary.LittleEndian.Uint32(b)), int(binary.LittleEndian.Uint32(b[4:]))
	b = b[8:]
	if want := 8*n + 4*n*vocab; len(b) != want {
		return nil, fmt.Errorf("an encoded run of %d tokens of %d logits has %d bytes, want %d", n, vocab, len(b), want)
	}
	r := &Run{Tokens: make([]int64, n), Logits: make([][]float32, n)}
	for i := range r.Tokens {
		r.Tokens[i] = int64(binary.LittleEndian.Uint64(b[8*i:]))
	}
	b = b[8*n:]
	for i := range r.Logits {
		row := make([]float32, vocab)
		for j := range row {
			row[j] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*(i*vocab+j):]))
		}
		r.Logits[i] = row
	}
	return r, nil
}
