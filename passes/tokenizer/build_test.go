package tokenizer

import (
	"encoding/json"
	"fmt"
	"testing"
)

// The tests build small tokenizer.json files of both families.

// byteLevelJSON is a byte-level BPE tokenizer (Qwen2's layout: NFC, the
// Qwen2 split, ByteLevel) whose merges build the given words, in order;
// pairs chooses the ["a", "b"] merge form over "a b".
func byteLevelJSON(t testing.TB, words []string, pairs bool, pattern string) []byte {
	t.Helper()
	vocab := map[string]int{}
	for b := range 256 {
		vocab[string(byteChars[b])] = b
	}
	var merges []any
	for _, w := range words {
		var syms []string
		for i := 0; i < len(w); i++ {
			syms = append(syms, string(byteChars[w[i]]))
		}
		// Merge left to right: "abc" adds "a b" then "ab c".
		for len(syms) > 1 {
			a, b := syms[0], syms[1]
			if _, ok := vocab[a+b]; !ok {
				vocab[a+b] = len(vocab)
				if pairs {
					merges = append(merges, []string{a, b})
				} else {
					merges = append(merges, a+" "+b)
				}
			}
			syms = append([]string{a + b}, syms[2:]...)
		}
	}
	n := len(vocab)
	added := []map[string]any{
		{"id": n, "content": "<|endoftext|>", "special": true},
		{"id": n + 1, "content": "<|im_start|>", "special": true},
		{"id": n + 2, "content": "<|im_end|>", "special": true},
		{"id": n + 3, "content": "<think>", "special": false},
	}
	doc := map[string]any{
		"version":      "1.0",
		"added_tokens": added,
		"normalizer":   map[string]any{"type": "NFC"},
		"pre_tokenizer": map[string]any{"type": "Sequence", "pretokenizers": []any{
			map[string]any{"type": "Split", "pattern": map[string]any{"Regex": pattern}, "behavior": "Isolated", "invert": false},
			map[string]any{"type": "ByteLevel", "add_prefix_space": false, "trim_offsets": false, "use_regex": false},
		}},
		"post_processor": map[string]any{"type": "ByteLevel"},
		"decoder":        map[string]any{"type": "ByteLevel"},
		"model":          map[string]any{"type": "BPE", "vocab": vocab, "merges": merges, "byte_fallback": false},
	}
	b, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// spStyle names the three ways SentencePiece-style tokenizer.json files
// put the "▁" in.
type spStyle int

const (
	gemmaStyle  spStyle = iota // normalizer Replace " " -> "▁", no prefix
	llama2Style                // normalizer Prepend "▁" + Replace, decoder Strip
	phi3Style                  // pre-tokenizer Metaspace, prepend_scheme first
)

// byteFallbackJSON is a SentencePiece-style BPE tokenizer with byte
// fallback whose vocabulary holds <unk>, <s>, </s>, the 256 byte tokens,
// the runes of alphabet and the merges building words (each word's runes
// merged left to right).
func byteFallbackJSON(t testing.TB, style spStyle, alphabet string, words []string) []byte {
	t.Helper()
	vocab := map[string]int{"<unk>": 0, "<s>": 1, "</s>": 2}
	for b := range 256 {
		vocab[fmt.Sprintf("<0x%02X>", b)] = 3 + b
	}
	for _, r := range alphabet {
		if _, ok := vocab[string(r)]; !ok {
			vocab[string(r)] = len(vocab)
		}
	}
	var merges []string
	for _, w := range words {
		var syms []string
		for _, r := range w {
			syms = append(syms, string(r))
		}
		for len(syms) > 1 {
			a, b := syms[0], syms[1]
			if _, ok := vocab[a+b]; !ok {
				vocab[a+b] = len(vocab)
				merges = append(merges, a+" "+b)
			}
			syms = append([]string{a + b}, syms[2:]...)
		}
	}
	replace := map[string]any{"type": "Replace", "pattern": map[string]any{"String": " "}, "content": "▁"}
	unReplace := map[string]any{"type": "Replace", "pattern": map[string]any{"String": "▁"}, "content": " "}
	doc := map[string]any{
		"added_tokens": []map[string]any{
			{"id": 0, "content": "<unk>", "special": true},
			{"id": 1, "content": "<s>", "special": true},
			{"id": 2, "content": "</s>", "special": true},
		},
		"model": map[string]any{"type": "BPE", "vocab": vocab, "merges": merges, "byte_fallback": true, "unk_token": "<unk>", "fuse_unk": true},
	}
	switch style {
	case gemmaStyle:
		doc["normalizer"] = replace
		doc["decoder"] = map[string]any{"type": "Sequence", "decoders": []any{unReplace, map[string]any{"type": "ByteFallback"}, map[string]any{"type": "Fuse"}}}
	case llama2Style:
		doc["normalizer"] = map[string]any{"type": "Sequence", "normalizers": []any{map[string]any{"type": "Prepend", "prepend": "▁"}, replace}}
		doc["decoder"] = map[string]any{"type": "Sequence", "decoders": []any{unReplace, map[string]any{"type": "ByteFallback"}, map[string]any{"type": "Fuse"},
			map[string]any{"type": "Strip", "content": " ", "start": 1, "stop": 0}}}
		doc["post_processor"] = map[string]any{"type": "TemplateProcessing",
			"single":         []any{map[string]any{"SpecialToken": map[string]any{"id": "<s>", "type_id": 0}}, map[string]any{"Sequence": map[string]any{"id": "A", "type_id": 0}}},
			"special_tokens": map[string]any{"<s>": map[string]any{"id": "<s>", "ids": []int{1}, "tokens": []string{"<s>"}}}}
	case phi3Style:
		doc["pre_tokenizer"] = map[string]any{"type": "Metaspace", "replacement": "▁", "prepend_scheme": "first", "split": false}
		doc["decoder"] = map[string]any{"type": "Sequence", "decoders": []any{unReplace, map[string]any{"type": "ByteFallback"}, map[string]any{"type": "Fuse"},
			map[string]any{"type": "Strip", "content": " ", "start": 1, "stop": 0}}}
	}
	b, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func mustParse(t testing.TB, tokJSON, config []byte) *Tokenizer {
	t.Helper()
	var cname string
	if config != nil {
		cname = "tokenizer_config.json"
	}
	tk, err := Parse(tokJSON, config, "tokenizer.json", cname)
	if err != nil {
		t.Fatal(err)
	}
	return tk
}
