// Package tokenizer turns text into token ids and back, as a Hugging
// Face tokenizer.json says.
//
// The tokenizer_config.json beside it is read too.
//
// It covers the two BPE families the supported decoders ship:
//
//   - byte-level BPE (GPT-2, Qwen2/2.5/3, Llama 3): NFC, a Split
//     pre-tokenizer with the model's regex, then each piece's UTF-8 bytes
//     as the 256 byte symbols, merged by rank;
//   - SentencePiece-style BPE (Llama 2, Gemma, Phi-3): spaces as "▁"
//     (a Replace/Prepend normalizer or a Metaspace pre-tokenizer), runes as
//     symbols, merged by rank, and a rune outside the vocabulary spelt as
//     its bytes (<0x41>) when byte_fallback is set.
//
// Added tokens (<|im_start|>, <s>, ...) are matched whole, longest first,
// before normalization and splitting, as the reference implementation
// does. The split regexes of the GPT-2, Qwen2 and Llama 3 families are
// matched by hand-written splitters (split.go; TestHandSplitMatchesRegex
// proves each equal to the regex on the test corpus and on random text);
// any other regex goes through github.com/dlclark/regexp2, which has the
// lookahead Go's regexp lacks. Whitespace (\s) is Unicode's White_Space,
// as in the Rust implementation.
//
// Known limits: the BPE model only (WordPiece, Unigram and WordLevel are
// refused with the file's name); added tokens marked normalized are
// matched in the raw text; single_word is not honoured; case-insensitive
// contractions ('S, 'LL) fold ASCII letters only.
package tokenizer

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"
)

// Tokenizer encodes text to ids and decodes ids to text. It is safe for
// concurrent use.
type Tokenizer struct {
	path       string   // the tokenizer.json read
	configPath string   // the tokenizer_config.json read, "" if none
	tokens     []string // id -> token as tokenizer.json spells it ("" for a hole)
	vocab      map[string]int32
	added      addedTokens
	normalize  []normalizer
	pre        []preTokenizer
	byteLevel  *byteLevel // non-nil when the last pre-tokenizer is ByteLevel
	model      *bpe
	decoders   []decoder
	post       []templatePiece // TemplateProcessing's single template, nil if none
	info       Info
}

// Info is what tokenizer_config.json (and the added tokens) say about
// special tokens and prompting. A token that is not set has ID -1.
type Info struct {
	BOS, EOS, PAD, UNK Special
	// AddBOS and AddEOS say whether EncodeWithSpecial puts BOS first and
	// EOS last (tokenizer_config.json's add_bos_token / add_eos_token;
	// without them, the post-processor's template decides).
	AddBOS, AddEOS bool
	// ChatTemplate is the Jinja chat template ("" if none); a config that
	// lists named templates gives the one named "default".
	ChatTemplate string
	// SpecialIDs are the ids of the added tokens marked special, sorted.
	SpecialIDs []int
}

// Special is one special token.
type Special struct {
	Text string
	ID   int
}

// Load reads a tokenizer: path is a tokenizer.json or a folder holding
// one. A tokenizer_config.json beside it is read too when present.
func Load(path string) (*Tokenizer, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	jsonPath := path
	if st.IsDir() {
		jsonPath = filepath.Join(path, "tokenizer.json")
	}
	raw, err := os.ReadFile(jsonPath)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) && st.IsDir() {
			return nil, fmt.Errorf("%s: no tokenizer.json in the folder", path)
		}
		return nil, err
	}
	configPath := filepath.Join(filepath.Dir(jsonPath), "tokenizer_config.json")
	config, err := os.ReadFile(configPath)
	if errors.Is(err, os.ErrNotExist) {
		config, configPath = nil, ""
	} else if err != nil {
		return nil, err
	}
	t, err := Parse(raw, config, jsonPath, configPath)
	if err != nil {
		return nil, err
	}
	return t, nil
}

// Files are the files the tokenizer was read from, for the keys of steps
// that use it.
func (t *Tokenizer) Files() []string {
	if t.configPath == "" {
		return []string{t.path}
	}
	return []string{t.path, t.configPath}
}

// Info returns the special tokens and prompting information.
func (t *Tokenizer) Info() Info { return t.info }

// VocabSize is one more than the largest id (vocabulary and added tokens).
func (t *Tokenizer) VocabSize() int { return len(t.tokens) }

// TokenID returns the id of a token as tokenizer.json spells it (an added
// token's content, or a vocabulary entry such as "Ġthe").
func (t *Tokenizer) TokenID(s string) (int, bool) {
	id, ok := t.vocab[s]
	return int(id), ok
}

// Token returns the token an id stands for, as tokenizer.json spells it.
func (t *Tokenizer) Token(id int) (string, bool) {
	if id < 0 || id >= len(t.tokens) {
		return "", false
	}
	s := t.tokens[id]
	return s, s != "" || t.hasID(id)
}

func (t *Tokenizer) hasID(id int) bool {
	got, ok := t.vocab[t.tokens[id]]
	return ok && int(got) == id
}

// IsSpecial says whether id is an added token marked special.
func (t *Tokenizer) IsSpecial(id int) bool {
	_, ok := sort.Find(len(t.info.SpecialIDs), func(i int) int { return id - t.info.SpecialIDs[i] })
	return ok
}

// Encode returns the ids of text, adding no special tokens (added tokens
// written in the text are matched whole).
func (t *Tokenizer) Encode(text string) []int {
	ids := t.encode(text, nil)
	out := make([]int, len(ids))
	for i, id := range ids {
		out[i] = int(id)
	}
	return out
}

// EncodeWithSpecial is Encode with the special tokens the tokenizer adds
// around a single text (BOS/EOS per Info, else the post-processor's
// template).
func (t *Tokenizer) EncodeWithSpecial(text string) []int {
	body := t.Encode(text)
	if t.post == nil {
		var out []int
		if t.info.AddBOS && t.info.BOS.ID >= 0 {
			out = append(out, t.info.BOS.ID)
		}
		out = append(out, body...)
		if t.info.AddEOS && t.info.EOS.ID >= 0 {
			out = append(out, t.info.EOS.ID)
		}
		return out
	}
	var out []int
	for _, p := range t.post {
		if p.sequence {
			out = append(out, body...)
		} else {
			out = append(out, p.ids...)
		}
	}
	return out
}

// encode appends text's ids to dst.
func (t *Tokenizer) encode(text string, dst []int32) []int32 {
	if !utf8.ValidString(text) {
		text = strings.ToValidUTF8(text, "\uFFFD")
	}
	first := true
	t.added.split(text, func(section string, id int32) {
		if id >= 0 {
			dst = append(dst, id)
			first = false
			return
		}
		dst = t.encodeSection(section, first, dst)
		first = false
	})
	return dst
}

// encodeSection runs one stretch of text between added tokens through the
// normalizers, the pre-tokenizers and the model. first says whether it
// starts the text (Metaspace's prepend_scheme "first").
func (t *Tokenizer) encodeSection(s string, first bool, dst []int32) []int32 {
	for _, n := range t.normalize {
		s = n.normalize(s)
	}
	if s == "" {
		return dst
	}
	pieces := []string{s}
	var next []string
	for _, p := range t.pre {
		next = next[:0]
		for i, piece := range pieces {
			next = p.split(piece, first && i == 0, next)
		}
		pieces, next = next, pieces
	}
	if t.byteLevel != nil {
		for _, piece := range pieces {
			dst = t.model.encodeBytes(piece, dst)
		}
		return dst
	}
	for _, piece := range pieces {
		dst = t.model.encodeRunes(piece, dst)
	}
	return dst
}

// Decode returns the text ids stand for. Ids outside the vocabulary are
// skipped; bytes that do not form UTF-8 become U+FFFD each.
func (t *Tokenizer) Decode(ids []int) string {
	toks := make([]decoded, 0, len(ids))
	for _, id := range ids {
		if id < 0 || id >= len(t.tokens) || !t.hasID(id) {
			continue
		}
		toks = append(toks, decoded{text: t.tokens[id], added: t.added.isAdded(int32(id))})
	}
	for _, d := range t.decoders {
		toks = d.decode(toks)
	}
	var b strings.Builder
	for _, d := range toks {
		b.WriteString(d.text)
	}
	return validUTF8(b.String())
}

// validUTF8 replaces each byte that does not start a valid UTF-8 sequence
// with U+FFFD.
func validUTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			b.WriteString("\uFFFD")
		} else {
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

// fileError is an error about one of the tokenizer's files.
func fileError(file, format string, args ...any) error {
	return fmt.Errorf("%s: %s", file, fmt.Sprintf(format, args...))
}

// rawJSON is a JSON value kept undecoded until its type is known.
type rawJSON = json.RawMessage

// cache memoizes the ids of short words; BPE on a word is the costly part
// of encoding and text repeats its words.
type cache struct {
	mu sync.RWMutex
	m  map[string][]int32
}

const (
	cacheMaxWord    = 256
	cacheMaxEntries = 1 << 18
)

func (c *cache) get(w string) ([]int32, bool) {
	c.mu.RLock()
	ids, ok := c.m[w]
	c.mu.RUnlock()
	return ids, ok
}

func (c *cache) put(w string, ids []int32) {
	if len(w) > cacheMaxWord {
		return
	}
	c.mu.Lock()
	if c.m == nil || len(c.m) >= cacheMaxEntries {
		c.m = make(map[string][]int32)
	}
	c.m[strings.Clone(w)] = ids
	c.mu.Unlock()
}

// Piece is the text one token stands for on its own, as bytes (a
// byte-level token may hold part of a character): for showing tokens.
func (t *Tokenizer) Piece(id int) string {
	tok, ok := t.Token(id)
	if !ok {
		return ""
	}
	if t.added.isAdded(int32(id)) {
		return tok
	}
	if t.byteLevel != nil {
		if raw, ok := fromByteLevel(tok); ok {
			return raw
		}
		return tok
	}
	if b, ok := byteToken(tok); ok {
		return string([]byte{b})
	}
	return strings.ReplaceAll(tok, "▁", " ")
}
