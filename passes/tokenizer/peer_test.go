package tokenizer

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/epubuild/epubuild/internal/peer"
)

// TestMatchesJSTokenizers: on the real Qwen3 and Llama 3 tokenizer.json
// files, the ids are the JS reference's on every text of the corpus, and
// decoding gives the text back.
func TestMatchesJSTokenizers(t *testing.T) {
	js := peer.JSTokenizer(t)
	texts := corpus(t)
	for _, pkg := range []string{peer.JSQwen3, peer.JSLlama3} {
		t.Run(pkg, func(t *testing.T) {
			tk, err := Load(js.ModelDir(pkg))
			if err != nil {
				t.Fatal(err)
			}
			want, err := js.Encode(pkg, texts)
			if err != nil {
				t.Fatal(err)
			}
			bad := 0
			for i, text := range texts {
				got := tk.Encode(text)
				if !slices.Equal(got, want.IDs[i]) {
					bad++
					if bad <= 5 {
						t.Errorf("text %d %q:\n go %v\n js %v", i, text, got, want.IDs[i])
					}
				}
				// Qwen's NFC normalizer rewrites a few characters (the
				// Kelvin sign as K): decoding gives the normalized text.
				if dec := tk.Decode(got); dec != tk.normalized(text) {
					bad++
					if bad <= 5 {
						t.Errorf("text %d: Decode gives %q, not %q", i, dec, tk.normalized(text))
					}
				}
			}
			if bad > 0 {
				t.Errorf("%d of %d texts differ", bad, len(texts))
			}
			t.Logf("%d texts (%d bytes) identical", len(texts), totalBytes(texts))
		})
	}
}

// normalized is text through the normalizers, added tokens left alone:
// what a byte-level tokenizer's Decode gives back.
func (t *Tokenizer) normalized(text string) string {
	var b strings.Builder
	t.added.split(text, func(section string, id int32) {
		if id < 0 {
			for _, n := range t.normalize {
				section = n.normalize(section)
			}
		}
		b.WriteString(section)
	})
	return b.String()
}

func totalBytes(texts []string) int {
	n := 0
	for _, s := range texts {
		n += len(s)
	}
	return n
}

// TestThroughputFigures prints the encoding throughput of this package and
// of the JS reference on the corpus, in one run (EPUBUILD_FIGURES=1; the
// figure in docs/figures.md comes from scripts/bench-tokenize.sh).
func TestThroughputFigures(t *testing.T) {
	if os.Getenv("EPUBUILD_FIGURES") != "1" {
		t.Skip("set EPUBUILD_FIGURES=1 to measure")
	}
	js := peer.JSTokenizer(t)
	texts := corpus(t)
	mb := float64(totalBytes(texts)) / 1e6
	for _, pkg := range []string{peer.JSQwen3, peer.JSLlama3} {
		// Each side starts from a freshly loaded tokenizer (its word
		// cache empty) and encodes every text once.
		tk, err := Load(js.ModelDir(pkg))
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		for _, text := range texts {
			tk.Encode(text)
		}
		goSec := time.Since(start).Seconds()
		res, err := js.Encode(pkg, texts)
		if err != nil {
			t.Fatal(err)
		}
		jsSec := res.EncodeMillis / 1e3
		fmt.Printf("%s: %d texts, %.2f MB: Go %.2f MB/s (%.3f s), JS %.2f MB/s (%.3f s)\n",
			pkg, len(texts), mb, mb/goSec, goSec, mb/jsSec, jsSec)
	}
}
