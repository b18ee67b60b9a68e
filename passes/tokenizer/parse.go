package tokenizer

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// The components this package implements, named in errors about others.
// maxVocab bounds ids, so a corrupt file cannot make the reader allocate
// gigabytes (the largest vocabularies are a few hundred thousand).
const maxVocab = 1 << 24

const (
	supportedModels        = "BPE"
	supportedNormalizers   = "NFC, NFD, NFKC, NFKD, Lowercase, Prepend, Replace, Strip, Sequence"
	supportedPreTokenizers = "ByteLevel, Split, Metaspace, Sequence"
	supportedDecoders      = "ByteLevel, ByteFallback, Fuse, Metaspace, Replace, Strip, Sequence"
	supportedProcessors    = "TemplateProcessing, ByteLevel, Sequence"
)

type fileJSON struct {
	AddedTokens   []addedJSON `json:"added_tokens"`
	Normalizer    rawJSON     `json:"normalizer"`
	PreTokenizer  rawJSON     `json:"pre_tokenizer"`
	PostProcessor rawJSON     `json:"post_processor"`
	Decoder       rawJSON     `json:"decoder"`
	Model         rawJSON     `json:"model"`
}

type addedJSON struct {
	ID      *int64 `json:"id"`
	Content string `json:"content"`
	LStrip  bool   `json:"lstrip"`
	RStrip  bool   `json:"rstrip"`
	Special bool   `json:"special"`
}

type modelJSON struct {
	Type                    string     `json:"type"`
	Vocab                   vocabJSON  `json:"vocab"`
	Merges                  mergesJSON `json:"merges"`
	UnkToken                *string    `json:"unk_token"`
	ByteFallback            bool       `json:"byte_fallback"`
	FuseUnk                 bool       `json:"fuse_unk"`
	IgnoreMerges            bool       `json:"ignore_merges"`
	ContinuingSubwordPrefix *string    `json:"continuing_subword_prefix"`
	EndOfWordSuffix         *string    `json:"end_of_word_suffix"`
	Dropout                 *float64   `json:"dropout"`
}

// component is the common shape of normalizers, pre-tokenizers, decoders
// and post-processors: a "type" and its own fields.
type component struct {
	Type string `json:"type"`
	// Sequence members, under the name each kind uses.
	Normalizers   []rawJSON `json:"normalizers"`
	Pretokenizers []rawJSON `json:"pretokenizers"`
	Decoders      []rawJSON `json:"decoders"`
	Processors    []rawJSON `json:"processors"`

	Pattern        *patternJSON `json:"pattern"`
	Content        *string      `json:"content"`
	Prepend        *string      `json:"prepend"`
	Behavior       string       `json:"behavior"`
	Invert         bool         `json:"invert"`
	AddPrefixSpace *bool        `json:"add_prefix_space"`
	UseRegex       *bool        `json:"use_regex"`
	Replacement    *string      `json:"replacement"`
	PrependScheme  *string      `json:"prepend_scheme"`
	Split          *bool        `json:"split"`
	Start          int          `json:"start"`
	Stop           int          `json:"stop"`
	StripLeft      *bool        `json:"strip_left"`
	StripRight     *bool        `json:"strip_right"`
	Single         []rawJSON    `json:"single"`
	SpecialTokens  map[string]struct {
		IDs []int64 `json:"ids"`
	} `json:"special_tokens"`
}

type patternJSON struct {
	String *string `json:"String"`
	Regex  *string `json:"Regex"`
}

// Parse builds a tokenizer from the bytes of tokenizer.json and of
// tokenizer_config.json (nil when there is none); the names are used in
// errors.
func Parse(tokenizerJSON, configJSON []byte, name, configName string) (*Tokenizer, error) {
	var f fileJSON
	if err := json.Unmarshal(tokenizerJSON, &f); err != nil {
		return nil, fileError(name, "not a tokenizer.json: %v", err)
	}
	if isNull(f.Model) {
		return nil, fileError(name, "no \"model\"")
	}
	// The type first: other models' vocabularies have other shapes.
	var head struct {
		Type   string  `json:"type"`
		Merges rawJSON `json:"merges"`
	}
	if err := json.Unmarshal(f.Model, &head); err != nil {
		return nil, fileError(name, "model: %v", err)
	}
	if head.Type == "" && !isNull(head.Merges) {
		head.Type = "BPE" // files written before the type field was added
	}
	if head.Type != "BPE" {
		return nil, fileError(name, "model type %q is not supported (supported: %s)", head.Type, supportedModels)
	}
	var model modelJSON
	if err := json.Unmarshal(f.Model, &model); err != nil {
		return nil, fileError(name, "model: %v", err)
	}
	t := &Tokenizer{path: name, configPath: configName}
	if err := t.parseModel(name, &model, f.AddedTokens); err != nil {
		return nil, err
	}
	var err error
	if t.normalize, err = parseNormalizer(name, f.Normalizer); err != nil {
		return nil, err
	}
	if err := t.parsePreTokenizer(name, f.PreTokenizer, true); err != nil {
		return nil, err
	}
	if t.byteLevel != nil {
		t.model.initByteLevel(t.vocab)
	}
	if t.decoders, err = parseDecoder(name, f.Decoder); err != nil {
		return nil, err
	}
	if t.post, err = t.parsePost(name, f.PostProcessor); err != nil {
		return nil, err
	}
	if err := t.parseConfig(configName, configJSON); err != nil {
		return nil, err
	}
	return t, nil
}

func (t *Tokenizer) parseModel(name string, m *modelJSON, added []addedJSON) error {
	if m.Dropout != nil && *m.Dropout != 0 {
		return fileError(name, "BPE dropout %g is not supported (encoding must be deterministic)", *m.Dropout)
	}
	if m.ContinuingSubwordPrefix != nil && *m.ContinuingSubwordPrefix != "" {
		return fileError(name, "BPE continuing_subword_prefix %q is not supported", *m.ContinuingSubwordPrefix)
	}
	if m.EndOfWordSuffix != nil && *m.EndOfWordSuffix != "" {
		return fileError(name, "BPE end_of_word_suffix %q is not supported", *m.EndOfWordSuffix)
	}
	if len(m.Vocab) == 0 {
		return fileError(name, "the model's vocab is empty")
	}
	size := int64(0)
	for _, id := range m.Vocab {
		size = max(size, int64(id)+1)
	}
	for i, a := range added {
		if a.ID == nil {
			return fileError(name, "added_tokens[%d] (%q) has no id", i, a.Content)
		}
		if *a.ID < 0 || *a.ID >= maxVocab {
			return fileError(name, "added_tokens[%d] (%q) has id %d (ids run from 0 to %d)", i, a.Content, *a.ID, maxVocab-1)
		}
		if a.Content == "" {
			return fileError(name, "added_tokens[%d] (id %d) is empty", i, *a.ID)
		}
		size = max(size, *a.ID+1)
	}
	t.tokens = make([]string, size)
	t.vocab = m.Vocab
	// Two tokens on one id would decode that id as either: refused,
	// naming the lowest such id and its tokens, the same on every run.
	dup := int32(-1)
	for tok, id := range m.Vocab {
		if t.tokens[id] != "" && (dup < 0 || id < dup) {
			dup = id
		}
		t.tokens[id] = tok
	}
	if dup >= 0 {
		var toks []string
		for tok, id := range m.Vocab {
			if id == dup {
				toks = append(toks, strconv.Quote(truncate(tok)))
			}
		}
		sort.Strings(toks)
		return fileError(name, "vocab tokens %s all have id %d: an id names one token", strings.Join(toks, " and "), dup)
	}
	// An added token may repeat a vocab entry (the same content on the
	// same id, as Qwen's and Llama's files do), never claim another
	// token's id or another id of its content.
	for i, a := range added {
		id := int32(*a.ID)
		if int(id) < len(t.tokens) && t.tokens[id] != "" && t.tokens[id] != a.Content {
			return fileError(name, "added_tokens[%d] (%q) has id %d, which the vocab gives %q: an id names one token", i, truncate(a.Content), id, truncate(t.tokens[id]))
		}
		if v, ok := m.Vocab[a.Content]; ok && v != id {
			return fileError(name, "added_tokens[%d] (%q) has id %d, but the vocab gives it id %d", i, truncate(a.Content), id, v)
		}
	}
	addedAt := make(map[int32]string, len(added))
	for i, a := range added {
		id := int32(*a.ID)
		if b, ok := addedAt[id]; ok && b != a.Content {
			return fileError(name, "added_tokens[%d] (%q) has id %d, which added token %q has too: an id names one token", i, truncate(a.Content), id, truncate(b))
		}
		addedAt[id] = a.Content
	}
	for _, a := range added {
		id := int32(*a.ID)
		t.vocab[a.Content] = id
		t.tokens[id] = a.Content
		t.added.add(a.Content, id, a.LStrip, a.RStrip)
		if a.Special {
			t.info.SpecialIDs = append(t.info.SpecialIDs, int(id))
		}
	}
	sort.Ints(t.info.SpecialIDs)
	t.added.finish()

	b := &bpe{merges: make(map[uint64]merge, len(m.Merges)), ignoreMerges: m.IgnoreMerges, unk: -1}
	var buf []byte
	for i, mg := range m.Merges {
		left, right := mg[0], mg[1]
		l, okL := t.vocab[left]
		r, okR := t.vocab[right]
		buf = append(append(buf[:0], left...), right...)
		n, okN := t.vocab[string(buf)]
		switch {
		case !okL:
			return fileError(name, "merges[%d]: %q is not in the vocab", i, left)
		case !okR:
			return fileError(name, "merges[%d]: %q is not in the vocab", i, right)
		case !okN:
			return fileError(name, "merges[%d]: the merged %q is not in the vocab", i, left+right)
		}
		// A later duplicate wins, as in the reference implementations.
		b.merges[pairKey(l, r)] = merge{rank: int32(i), id: n}
	}
	if m.UnkToken != nil {
		id, ok := t.vocab[*m.UnkToken]
		if !ok {
			return fileError(name, "unk_token %q is not in the vocab", *m.UnkToken)
		}
		b.unk = id
	}
	b.fuseUnk = m.FuseUnk
	if m.ByteFallback {
		b.byteTokens = new([256]int32)
		for i := range 256 {
			id, ok := t.vocab[fmt.Sprintf("<0x%02X>", i)]
			if !ok {
				id = -1
			}
			b.byteTokens[i] = id
		}
	}
	b.vocab = t.vocab
	t.model = b
	return nil
}

func truncate(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

func isNull(raw rawJSON) bool {
	return len(bytes.TrimSpace(raw)) == 0 || string(bytes.TrimSpace(raw)) == "null"
}

func parseComponent(name, what string, raw rawJSON) (*component, error) {
	var c component
	if err := json.Unmarshal(raw, &c); err != nil {
		return nil, fileError(name, "%s: %v", what, err)
	}
	return &c, nil
}

func parseNormalizer(name string, raw rawJSON) ([]normalizer, error) {
	if isNull(raw) {
		return nil, nil
	}
	c, err := parseComponent(name, "normalizer", raw)
	if err != nil {
		return nil, err
	}
	switch c.Type {
	case "Sequence":
		var out []normalizer
		for _, m := range c.Normalizers {
			ns, err := parseNormalizer(name, m)
			if err != nil {
				return nil, err
			}
			out = append(out, ns...)
		}
		return out, nil
	case "NFC", "NFD", "NFKC", "NFKD":
		return []normalizer{unicodeForm(c.Type)}, nil
	case "Lowercase":
		return []normalizer{lowercase{}}, nil
	case "Prepend":
		if c.Prepend == nil {
			return nil, fileError(name, "normalizer Prepend without \"prepend\"")
		}
		return []normalizer{prepend(*c.Prepend)}, nil
	case "Replace":
		if c.Content == nil {
			return nil, fileError(name, "normalizer Replace without \"content\"")
		}
		p, err := compilePattern(name, "normalizer Replace", c.Pattern)
		if err != nil {
			return nil, err
		}
		return []normalizer{replace{pattern: p, content: *c.Content}}, nil
	case "Strip":
		return []normalizer{strip{left: c.StripLeft == nil || *c.StripLeft, right: c.StripRight == nil || *c.StripRight}}, nil
	}
	return nil, fileError(name, "normalizer %q is not supported (supported: %s)", c.Type, supportedNormalizers)
}

// parsePreTokenizer appends the pre-tokenizer's stages to t.pre. A
// ByteLevel stage must come last: after it the pieces are bytes.
func (t *Tokenizer) parsePreTokenizer(name string, raw rawJSON, top bool) error {
	if isNull(raw) {
		return nil
	}
	c, err := parseComponent(name, "pre_tokenizer", raw)
	if err != nil {
		return err
	}
	if t.byteLevel != nil {
		return fileError(name, "pre-tokenizer %s after ByteLevel is not supported (ByteLevel must come last)", c.Type)
	}
	switch c.Type {
	case "Sequence":
		for _, m := range c.Pretokenizers {
			if err := t.parsePreTokenizer(name, m, false); err != nil {
				return err
			}
		}
		return nil
	case "ByteLevel":
		bl := &byteLevel{addPrefixSpace: c.AddPrefixSpace != nil && *c.AddPrefixSpace, useRegex: c.UseRegex == nil || *c.UseRegex}
		t.byteLevel = bl
		t.pre = append(t.pre, bl)
		t.model.byteLevel = true
		return nil
	case "Split":
		p, err := compilePattern(name, "pre-tokenizer Split", c.Pattern)
		if err != nil {
			return err
		}
		b, ok := behaviors[strings.ToLower(c.Behavior)]
		if !ok {
			return fileError(name, "pre-tokenizer Split: behavior %q is not one of Removed, Isolated, MergedWithPrevious, MergedWithNext, Contiguous", c.Behavior)
		}
		t.pre = append(t.pre, &splitter{pattern: p, behavior: b, invert: c.Invert})
		return nil
	case "Metaspace":
		m := &metaspace{replacement: "▁", scheme: "always", splitWords: c.Split == nil || *c.Split}
		if c.Replacement != nil {
			m.replacement = *c.Replacement
		}
		if c.PrependScheme != nil {
			m.scheme = *c.PrependScheme
		} else if c.AddPrefixSpace != nil && !*c.AddPrefixSpace {
			m.scheme = "never"
		}
		if m.scheme != "always" && m.scheme != "first" && m.scheme != "never" {
			return fileError(name, "pre-tokenizer Metaspace: prepend_scheme %q is not always, first or never", m.scheme)
		}
		t.pre = append(t.pre, m)
		return nil
	}
	return fileError(name, "pre-tokenizer %q is not supported (supported: %s)", c.Type, supportedPreTokenizers)
}

func parseDecoder(name string, raw rawJSON) ([]decoder, error) {
	if isNull(raw) {
		return nil, nil
	}
	c, err := parseComponent(name, "decoder", raw)
	if err != nil {
		return nil, err
	}
	switch c.Type {
	case "Sequence":
		var out []decoder
		for _, m := range c.Decoders {
			ds, err := parseDecoder(name, m)
			if err != nil {
				return nil, err
			}
			out = append(out, ds...)
		}
		return out, nil
	case "ByteLevel":
		return []decoder{byteLevelDecoder{}}, nil
	case "ByteFallback":
		return []decoder{byteFallbackDecoder{}}, nil
	case "Fuse":
		return []decoder{fuseDecoder{}}, nil
	case "Strip":
		if c.Content == nil || len([]rune(*c.Content)) != 1 {
			return nil, fileError(name, "decoder Strip needs a one-character \"content\"")
		}
		return []decoder{stripDecoder{content: []rune(*c.Content)[0], start: c.Start, stop: c.Stop}}, nil
	case "Replace":
		if c.Content == nil || c.Pattern == nil || c.Pattern.String == nil {
			return nil, fileError(name, "decoder Replace needs a String pattern and a content")
		}
		return []decoder{replaceDecoder{from: *c.Pattern.String, to: *c.Content}}, nil
	case "Metaspace":
		d := metaspaceDecoder{replacement: "▁", stripFirst: true}
		if c.Replacement != nil {
			d.replacement = *c.Replacement
		}
		if c.PrependScheme != nil {
			d.stripFirst = *c.PrependScheme != "never"
		} else if c.AddPrefixSpace != nil {
			d.stripFirst = *c.AddPrefixSpace
		}
		return []decoder{d}, nil
	}
	return nil, fileError(name, "decoder %q is not supported (supported: %s)", c.Type, supportedDecoders)
}

// templatePiece is one item of TemplateProcessing's single-text template:
// the text's ids, or a special token's.
type templatePiece struct {
	sequence bool
	ids      []int
}

func (t *Tokenizer) parsePost(name string, raw rawJSON) ([]templatePiece, error) {
	if isNull(raw) {
		return nil, nil
	}
	c, err := parseComponent(name, "post_processor", raw)
	if err != nil {
		return nil, err
	}
	switch c.Type {
	case "ByteLevel":
		return nil, nil // offsets only
	case "Sequence":
		var out []templatePiece
		for _, p := range c.Processors {
			ps, err := t.parsePost(name, p)
			if err != nil {
				return nil, err
			}
			if ps != nil {
				if out != nil {
					return nil, fileError(name, "post_processor: two templates in one Sequence")
				}
				out = ps
			}
		}
		return out, nil
	case "TemplateProcessing":
		var out []templatePiece
		for _, item := range c.Single {
			var it struct {
				Sequence *struct {
					ID string `json:"id"`
				} `json:"Sequence"`
				SpecialToken *struct {
					ID string `json:"id"`
				} `json:"SpecialToken"`
			}
			if err := json.Unmarshal(item, &it); err != nil {
				return nil, fileError(name, "post_processor template: %v", err)
			}
			switch {
			case it.Sequence != nil:
				out = append(out, templatePiece{sequence: true})
			case it.SpecialToken != nil:
				st, ok := c.SpecialTokens[it.SpecialToken.ID]
				var ids []int
				if ok {
					for _, id := range st.IDs {
						ids = append(ids, int(id))
					}
				} else if id, ok := t.vocab[it.SpecialToken.ID]; ok {
					ids = []int{int(id)}
				} else {
					return nil, fileError(name, "post_processor template names %q, which is neither in special_tokens nor in the vocab", it.SpecialToken.ID)
				}
				out = append(out, templatePiece{ids: ids})
			default:
				return nil, fileError(name, "post_processor template item %s is neither Sequence nor SpecialToken", truncate(string(item)))
			}
		}
		if out == nil {
			out = []templatePiece{{sequence: true}}
		}
		return out, nil
	}
	return nil, fileError(name, "post_processor %q is not supported (supported: %s)", c.Type, supportedProcessors)
}

// parseConfig reads tokenizer_config.json's special tokens, add_bos/eos
// and chat template.
func (t *Tokenizer) parseConfig(name string, raw []byte) error {
	t.info.BOS, t.info.EOS, t.info.PAD, t.info.UNK = Special{ID: -1}, Special{ID: -1}, Special{ID: -1}, Special{ID: -1}
	if raw == nil {
		return nil
	}
	var c struct {
		BOS          rawJSON `json:"bos_token"`
		EOS          rawJSON `json:"eos_token"`
		PAD          rawJSON `json:"pad_token"`
		UNK          rawJSON `json:"unk_token"`
		AddBOS       *bool   `json:"add_bos_token"`
		AddEOS       *bool   `json:"add_eos_token"`
		ChatTemplate rawJSON `json:"chat_template"`
	}
	if err := json.Unmarshal(raw, &c); err != nil {
		return fileError(name, "not a tokenizer_config.json: %v", err)
	}
	for _, s := range []struct {
		raw  rawJSON
		dst  *Special
		what string
	}{{c.BOS, &t.info.BOS, "bos_token"}, {c.EOS, &t.info.EOS, "eos_token"}, {c.PAD, &t.info.PAD, "pad_token"}, {c.UNK, &t.info.UNK, "unk_token"}} {
		text, err := specialText(s.raw)
		if err != nil {
			return fileError(name, "%s: %v", s.what, err)
		}
		if text == "" {
			continue
		}
		id, ok := t.vocab[text]
		if !ok {
			return fileError(name, "%s %q is not a token of the tokenizer", s.what, text)
		}
		*s.dst = Special{Text: text, ID: int(id)}
	}
	t.info.AddBOS = c.AddBOS != nil && *c.AddBOS
	t.info.AddEOS = c.AddEOS != nil && *c.AddEOS
	if c.AddBOS != nil || c.AddEOS != nil {
		// The config's flags override the post-processor's template, as
		// the transformers tokenizers that read them do.
		t.post = nil
	}
	if !isNull(c.ChatTemplate) {
		var s string
		if err := json.Unmarshal(c.ChatTemplate, &s); err == nil {
			t.info.ChatTemplate = s
		} else {
			var named []struct {
				Name     string `json:"name"`
				Template string `json:"template"`
			}
			if err := json.Unmarshal(c.ChatTemplate, &named); err != nil {
				return fileError(name, "chat_template is neither a string nor a list of {name, template}")
			}
			for _, n := range named {
				if n.Name == "default" {
					t.info.ChatTemplate = n.Template
				}
			}
		}
	}
	return nil
}

// specialText reads a special token written as a string or as an
// AddedToken object ({"content": ...}).
func specialText(raw rawJSON) (string, error) {
	if isNull(raw) {
		return "", nil
	}
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		return s, nil
	}
	var obj struct {
		Content string `json:"content"`
	}
	if err := json.Unmarshal(raw, &obj); err != nil {
		return "", fmt.Errorf("neither a string nor {\"content\": ...}")
	}
	return obj.Content, nil
}
