package tokenizer

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/textcorpus"
)

// corpus is the tokenizer tests' text: the real lines, and runs of them
// joined, so that line breaks sit inside a text.
func corpus(t testing.TB) []string {
	t.Helper()
	n := 20000
	if testing.Short() {
		n = 2000
	}
	lines, err := textcorpus.Lines(n)
	if err != nil {
		t.Fatalf("the corpus: %v", err)
	}
	return append(lines, textcorpus.Chunks(lines, 8)...)
}

// randomTexts are strings over the characters the split regexes treat
// apart: letters (ASCII and not), digits (and other numbers), every kind
// of whitespace, apostrophes before contraction letters, punctuation,
// marks and emoji.
func randomTexts(n int) []string {
	alphabet := []string{"a", "Z", "s", "t", "re", "LL", "d", "é", "中", "ß", "1", "٣", "½", " ", "  ", "\t", "\n", "\r", "\r\n",
		"\u00a0", "\u3000", "\u2028", "\u0085", "\ufeff", "'", "'S", "'ve", "!", ".", "\"", "\u0301", "😀", "\u200d", "-", "_"}
	rng := rand.New(rand.NewPCG(1, 2))
	out := make([]string, n)
	for i := range out {
		var b strings.Builder
		for range rng.IntN(24) {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		out[i] = b.String()
	}
	return out
}

// TestHandSplitMatchesRegex proves each hand-written splitter equal to
// its regex (run by regexp2) on the corpus and on random text.
func TestHandSplitMatchesRegex(t *testing.T) {
	texts := append(corpus(t), randomTexts(20000)...)
	for _, expr := range []string{gpt2Pattern, qwen2Pattern, llama3Pattern} {
		hand, err := compilePattern("test", "split", &patternJSON{Regex: &expr})
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := hand.(handSplit); !ok {
			t.Fatalf("%s: not matched by hand", expr)
		}
		re, err := compileRegex(expr)
		if err != nil {
			t.Fatal(err)
		}
		bad := 0
		for _, s := range texts {
			h, r := hand.matches(s, nil), re.matches(s, nil)
			if !slices.Equal(h, r) {
				bad++
				if bad <= 3 {
					t.Errorf("%s on %q:\n hand  %v\n regex %v", describe(hand), s, spans(s, h), spans(s, r))
				}
			}
		}
		if bad > 0 {
			t.Errorf("%s: %d of %d texts differ", describe(hand), bad, len(texts))
		}
	}
}

func spans(s string, m [][2]int) []string {
	var out []string
	for _, sp := range m {
		out = append(out, s[sp[0]:sp[1]])
	}
	return out
}

// TestSplitBehaviors: a Split pre-tokenizer keeps its delimiters as
// tokenizer.json's behavior says.
func TestSplitBehaviors(t *testing.T) {
	for _, c := range []struct {
		behavior behavior
		invert   bool
		want     []string
	}{
		{removed, false, []string{"a", "b", "c"}},
		{isolated, false, []string{"a", "-", "b", "-", "-", "c", "-"}},
		// A delimiter after a delimiter stands alone (as in Hugging Face's
		// tokenizers).
		{mergedWithPrevious, false, []string{"a-", "b-", "-", "c-"}},
		{mergedWithNext, false, []string{"a", "-b", "-", "-c", "-"}},
		{contiguous, false, []string{"a", "-", "b", "--", "c", "-"}},
		{removed, true, []string{"-", "-", "-", "-"}},
	} {
		var p pattern = literal("-")
		sp := &splitter{pattern: p, behavior: c.behavior, invert: c.invert}
		if got := sp.split("a-b--c-", false, nil); !slices.Equal(got, c.want) {
			t.Errorf("behavior %d invert %v: %q, want %q", c.behavior, c.invert, got, c.want)
		}
	}
}
