package tokenizer

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var testWords = []string{"hello", " world", " the", "the", "ing", " think", "12", "  ", "\n\n"}

// pieces decodes each id alone, to say what a test expects readably.
func pieces(tk *Tokenizer, ids []int) []string {
	var out []string
	for _, id := range ids {
		out = append(out, tk.Decode([]int{id}))
	}
	return out
}

func TestByteLevelEncode(t *testing.T) {
	tk := mustParse(t, byteLevelJSON(t, testWords, true, qwen2Pattern), nil)
	for _, c := range []struct {
		text string
		want []string
	}{
		{"hello world", []string{"hello", " world"}},
		// (h, e) ranks before (t, h): BPE takes the lowest rank first.
		{"the thing", []string{"t", "he", " th", "ing"}},
		{"hello   world", []string{"hello", "  ", " world"}},
		{"x\n\n\ny", []string{"x", "\n\n", "\n", "y"}},
		{"123", []string{"1", "2", "3"}},
		{"<|im_start|>hello<|im_end|>", []string{"<|im_start|>", "hello", "<|im_end|>"}},
		{"<think> the", []string{"<think>", " t", "he"}},
		{"it's", []string{"i", "t", "'", "s"}},
		{"", nil},
	} {
		got := pieces(tk, tk.Encode(c.text))
		if !slices.Equal(got, c.want) {
			t.Errorf("Encode(%q) = %q, want %q", c.text, got, c.want)
		}
		if dec := tk.Decode(tk.Encode(c.text)); dec != c.text {
			t.Errorf("Decode(Encode(%q)) = %q", c.text, dec)
		}
	}
}

// TestMergeForms: the "a b" and ["a", "b"] merge lists are one model.
func TestMergeForms(t *testing.T) {
	a := mustParse(t, byteLevelJSON(t, testWords, true, llama3Pattern), nil)
	b := mustParse(t, byteLevelJSON(t, testWords, false, llama3Pattern), nil)
	for _, text := range []string{"hello world, the thing 12345", "  the\n\n think"} {
		if x, y := a.Encode(text), b.Encode(text); !slices.Equal(x, y) {
			t.Errorf("%q: pairs %v, strings %v", text, x, y)
		}
	}
}

// TestByteFallbackRoundTrip: a SentencePiece-style tokenizer spells a
// rune outside its vocabulary as its UTF-8 bytes, and decoding puts the
// rune back, for each way such tokenizer.json files put the "▁" in.
func TestByteFallbackRoundTrip(t *testing.T) {
	alphabet := "▁abcdefghijklmnopqrstuvwxyz.,"
	words := []string{"▁the", "he", "llo", "▁hello", "▁world"}
	texts := []string{
		"hello world",
		"the café serves 中文 and 😀 emoji",
		"  two leading spaces and tabs\tand\nnewlines",
		"ÆØÅ ñ ß 𝔸 👨‍👩‍👧",
		"x",
		" ",
	}
	for _, style := range []spStyle{gemmaStyle, llama2Style, phi3Style} {
		tk := mustParse(t, byteFallbackJSON(t, style, alphabet, words), nil)
		for _, text := range texts {
			if style == phi3Style && strings.HasPrefix(text, " ") {
				// Metaspace's "first" scheme puts no "▁" before a text
				// that starts with a space, and the decoder strips one:
				// the format loses that space, in every implementation.
				continue
			}
			ids := tk.Encode(text)
			if got := tk.Decode(ids); got != text {
				t.Errorf("style %d: Decode(Encode(%q)) = %q (ids %v)", style, text, got, ids)
			}
			for _, r := range text {
				if _, ok := tk.TokenID(string(r)); ok || r == ' ' {
					continue
				}
				// Each byte of an unknown rune is a <0xXX> token.
				first := int(3 + []byte(string(r))[0])
				if !slices.Contains(ids, first) {
					t.Errorf("style %d: %q: no byte token %d for %q in %v", style, text, first, r, ids)
				}
			}
		}
		// Known words merge.
		ids := tk.Encode("hello world")
		if want, _ := tk.TokenID("▁world"); ids[len(ids)-1] != want {
			t.Errorf("style %d: %v does not end with ▁world (%d)", style, pieces(tk, ids), want)
		}
	}
}

func TestEncodeWithSpecial(t *testing.T) {
	tokJSON := byteFallbackJSON(t, llama2Style, "▁abc", nil)
	tk := mustParse(t, tokJSON, nil)
	if got := tk.EncodeWithSpecial("abc"); got[0] != 1 || len(got) != 5 {
		t.Errorf("template: %v, want <s> first", got)
	}
	config := []byte(`{"bos_token": "<s>", "eos_token": {"content": "</s>"}, "add_bos_token": true, "add_eos_token": true, "chat_template": "{{ messages }}"}`)
	tk = mustParse(t, tokJSON, config)
	got := tk.EncodeWithSpecial("abc")
	if got[0] != 1 || got[len(got)-1] != 2 {
		t.Errorf("add_bos/eos: %v", got)
	}
	info := tk.Info()
	if info.BOS != (Special{"<s>", 1}) || info.EOS != (Special{"</s>", 2}) || info.PAD.ID != -1 || info.ChatTemplate != "{{ messages }}" {
		t.Errorf("info %+v", info)
	}
	if !tk.IsSpecial(2) || tk.IsSpecial(5) {
		t.Error("IsSpecial")
	}
	tk = mustParse(t, tokJSON, []byte(`{"add_bos_token": false}`))
	if got := tk.EncodeWithSpecial("abc"); slices.Contains(got, 1) {
		t.Errorf("add_bos_token false: %v", got)
	}
}

func TestDecodeNeverFails(t *testing.T) {
	tk := mustParse(t, byteLevelJSON(t, testWords, true, qwen2Pattern), nil)
	ids := tk.Encode("中")
	if len(ids) != 3 {
		t.Fatalf("中 = %v, want its 3 bytes", ids)
	}
	for _, c := range []struct {
		ids  []int
		want string
	}{
		{ids[:2], "\uFFFD\uFFFD"},
		{append([]int{-1, 1 << 30}, ids...), "中"},
		{nil, ""},
	} {
		if got := tk.Decode(c.ids); got != c.want {
			t.Errorf("Decode(%v) = %q, want %q", c.ids, got, c.want)
		}
	}
	// Invalid UTF-8 in: each bad byte is U+FFFD, as a reader would show it.
	if got := tk.Decode(tk.Encode("a\xffb")); got != "a\uFFFDb" {
		t.Errorf("invalid UTF-8: %q", got)
	}
}

func TestLoad(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "tokenizer.json"), byteLevelJSON(t, testWords, false, qwen2Pattern), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "tokenizer_config.json"), []byte(`{"eos_token": "<|im_end|>", "pad_token": "<|endoftext|>"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{dir, filepath.Join(dir, "tokenizer.json")} {
		tk, err := Load(p)
		if err != nil {
			t.Fatal(err)
		}
		if tk.Info().EOS.Text != "<|im_end|>" || len(tk.Files()) != 2 {
			t.Errorf("%s: info %+v files %v", p, tk.Info(), tk.Files())
		}
		if id, ok := tk.TokenID("<|im_end|>"); !ok || id != tk.VocabSize()-2 {
			t.Errorf("TokenID = %d %v", id, ok)
		}
	}
	if _, err := Load(t.TempDir()); err == nil || !strings.Contains(err.Error(), "no tokenizer.json") {
		t.Errorf("empty folder: %v", err)
	}
}

// TestErrors: what is not supported is named, with the file and what is.
func TestErrors(t *testing.T) {
	good := string(byteLevelJSON(t, testWords, false, qwen2Pattern))
	for _, c := range []struct {
		name, from, to string
		want           []string
	}{
		{"model type", `"type":"BPE"`, `"type":"Unigram"`, []string{"tokenizer.json", `model type "Unigram"`, "supported: BPE"}},
		{"pre-tokenizer", `"type":"Split"`, `"type":"Whitespace"`, []string{"tokenizer.json", `pre-tokenizer "Whitespace"`, "supported: ByteLevel, Split"}},
		{"normalizer", `"type":"NFC"`, `"type":"BertNormalizer"`, []string{`normalizer "BertNormalizer"`, "supported: NFC"}},
		{"decoder", `"decoder":{"type":"ByteLevel"}`, `"decoder":{"type":"WordPiece"}`, []string{`decoder "WordPiece"`}},
		{"merge", `"Ġ Ġ"`, `"Ġ Q"`, []string{"merges["}},
		{"merge form", `"Ġ Ġ"`, `"ĠĠ"`, []string{"not two tokens"}},
		{"json", `{`, `[`, []string{"not a tokenizer.json"}},
		{"regex", `"Regex":"`, `"Regex":"(`, []string{"regex"}},
		{"behavior", `"Isolated"`, `"Sideways"`, []string{`behavior "Sideways"`}},
	} {
		src := strings.Replace(good, c.from, c.to, 1)
		if src == good && c.name != "merge" {
			t.Fatalf("%s: %q not in the test file", c.name, c.from)
		}
		_, err := Parse([]byte(src), nil, "tokenizer.json", "")
		if err == nil {
			if c.name == "merge" {
				continue // the test file may lack that merge
			}
			t.Errorf("%s: no error", c.name)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: %v does not say %q", c.name, err, w)
			}
		}
	}
	if _, err := Parse([]byte(good), []byte(`{"eos_token": "<nope>"}`), "tokenizer.json", "tokenizer_config.json"); err == nil || !strings.Contains(err.Error(), "tokenizer_config.json: eos_token") {
		t.Errorf("unknown eos: %v", err)
	}
}

// TestOneTokenPerID: an id names one token. Two vocab tokens on one id,
// an added token taking another token's id or giving its content another
// id, two added tokens on one id, and an id out of range are refused; an
// added token repeating its vocab entry is what real files do.
func TestOneTokenPerID(t *testing.T) {
	const model = `"model": {"type": "BPE", "vocab": {"a": 0, "b": 1, "ab": 2, "<s>": 3}, "merges": ["a b"]}`
	for _, c := range []struct {
		name, json, want string
	}{
		{"repeat", `{"added_tokens": [{"id": 3, "content": "<s>"}], ` + model + `}`, ""},
		{"vocab", `{"model": {"type": "BPE", "vocab": {"a": 0, "b": 1, "c": 1}, "merges": []}}`, `vocab tokens "b" and "c" all have id 1`},
		{"added on vocab id", `{"added_tokens": [{"id": 2, "content": "<x>"}], ` + model + `}`, `added_tokens[0] ("<x>") has id 2, which the vocab gives "ab"`},
		{"added content moved", `{"added_tokens": [{"id": 4, "content": "<s>"}], ` + model + `}`, `added_tokens[0] ("<s>") has id 4, but the vocab gives it id 3`},
		{"two added", `{"added_tokens": [{"id": 4, "content": "<x>"}, {"id": 4, "content": "<y>"}], ` + model + `}`, `added_tokens[1] ("<y>") has id 4, which added token "<x>" has too`},
		{"negative", `{"model": {"type": "BPE", "vocab": {"a": -1}, "merges": []}}`, `vocab entry "a" has id -1`},
	} {
		_, err := Parse([]byte(c.json), nil, "tokenizer.json", "")
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}
