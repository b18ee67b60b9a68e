package tokenizer

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/peer"
)

// streamIDs encodes text with EncodeStream in pieces of about chunk
// bytes.
func streamIDs(t testing.TB, tk *Tokenizer, text string, chunk int) []int {
	t.Helper()
	var out []int
	err := tk.EncodeStream(strings.NewReader(text), chunk, func(ids []int32) bool {
		for _, id := range ids {
			out = append(out, int(id))
		}
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestStreamMatchesWhole: encoding a text a piece at a time gives the
// ids of the text encoded whole: the corpus joined into long texts (lines
// and paragraphs, code, CJK, emoji), and random texts over the
// characters the split patterns treat apart, cut every 64 to 1000 bytes,
// with tokenizers of the GPT-2, Qwen2 and Llama 3 patterns and, when the
// peers are installed, the real Qwen3 and Llama 3 files.
func TestStreamMatchesWhole(t *testing.T) {
	texts := []string{strings.Join(corpus(t)[:2000], "\n"), strings.Join(corpus(t)[:2000], " ")}
	texts = append(texts, strings.Join(randomTexts(3000), ""), strings.Join(randomTexts(3000), " "), strings.Join(randomTexts(3000), "\n"))
	check := func(t *testing.T, tk *Tokenizer) {
		if !tk.Streams() {
			t.Fatal("the tokenizer does not stream")
		}
		for i, text := range texts {
			want := tk.Encode(text)
			for _, chunk := range []int{64, 97, 1000} {
				if got := streamIDs(t, tk, text, chunk); !slices.Equal(got, want) {
					n := 0
					for n < min(len(got), len(want)) && got[n] == want[n] {
						n++
					}
					t.Errorf("text %d in pieces of %d: ids differ from id %d of %d (got %d ids)", i, chunk, n, len(want), len(got))
				}
			}
		}
	}
	for _, p := range []string{gpt2Pattern, qwen2Pattern, llama3Pattern} {
		tk, err := Parse(byteLevelJSON(t, testWords, true, p), nil, "tokenizer.json", "")
		if err != nil {
			t.Fatal(err)
		}
		t.Run(describe(mustPattern(t, p)), func(t *testing.T) { check(t, tk) })
	}
	if testing.Short() {
		return
	}
	js := peer.JSTokenizer(t)
	for _, pkg := range []string{peer.JSQwen3, peer.JSLlama3} {
		tk, err := Load(js.ModelDir(pkg))
		if err != nil {
			t.Fatal(err)
		}
		t.Run(pkg, func(t *testing.T) { check(t, tk) })
	}
}

func mustPattern(t *testing.T, p string) pattern {
	pt, err := compilePattern("t", "t", &patternJSON{Regex: &p})
	if err != nil {
		t.Fatal(err)
	}
	return pt
}

// TestStreamStops: emit returning false stops the reading; a tokenizer
// that cannot stream (Metaspace, an added token stripping space) encodes
// whole, the same ids.
func TestStreamStops(t *testing.T) {
	tk, err := Parse(byteLevelJSON(t, testWords, true, qwen2Pattern), nil, "tokenizer.json", "")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Repeat("hello world, the thinking\n", 1000)
	r := &countingReader{r: strings.NewReader(text)}
	n := 0
	tk.EncodeStream(r, 100, func(ids []int32) bool { n += len(ids); return n < 50 })
	if r.n > 1000 {
		t.Errorf("read %d bytes for 50 ids", r.n)
	}
	// An added token that strips the space after it: encoded whole.
	src := bytes.Replace(byteLevelJSON(t, testWords, true, qwen2Pattern), []byte(`"content":"\u003cthink\u003e"`), []byte(`"content":"\u003cthink\u003e","rstrip":true`), 1)
	if tk, err = Parse(src, nil, "tokenizer.json", ""); err != nil {
		t.Fatal(err)
	}
	if tk.Streams() {
		t.Error("a tokenizer with an rstrip token streams")
	}
	text = strings.Repeat("hello <think> world\n", 100)
	if got := streamIDs(t, tk, text, 100); !slices.Equal(got, tk.Encode(text)) {
		t.Error("ids differ")
	}
}

type countingReader struct {
	r interface{ Read([]byte) (int, error) }
	n int
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += n
	return n, err
}

// FuzzEncodeStream: any text, cut anywhere the rules allow, encodes to
// the whole text's ids.
func FuzzEncodeStream(f *testing.F) {
	f.Add("hello world\nthe thinking 12 ", uint8(3))
	f.Add("a\n\nb  c\r\nd 'll x", uint8(0))
	f.Add("é\u0301 中文 😀\n½", uint8(1))
	tks := make([]*Tokenizer, 3)
	for i, p := range []string{gpt2Pattern, qwen2Pattern, llama3Pattern} {
		tk, err := Parse(byteLevelJSON(f, testWords, true, p), nil, "tokenizer.json", "")
		if err != nil {
			f.Fatal(err)
		}
		tks[i] = tk
	}
	f.Fuzz(func(t *testing.T, text string, which uint8) {
		tk := tks[int(which)%len(tks)]
		want := tk.Encode(text)
		// Every place Cut allows, one at a time.
		b := []byte(text)
		for end := len(b); end > 0; {
			c := Cut(b[:end])
			if c <= 0 {
				break
			}
			got := append(tk.Encode(text[:c]), tk.Encode(text[c:])...)
			if !slices.Equal(got, want) {
				t.Fatalf("cut at %d of %q: %v, whole %v", c, text, got, want)
			}
			end = c
		}
	})
}
