package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/unicode/norm"

	"github.com/epubuild/epubuild/internal/peer"
	"github.com/epubuild/epubuild/internal/textcorpus"
)

// TestTokenizeMatchesJS: epubuild tokenize -json gives the JS reference's
// ids on every line of a corpus of real text (20,000 lines of the Go
// toolchain's documents and source, then CJK, emoji, whitespace runs and
// special tokens), with the real Qwen3 and Llama 3 tokenizer.json files,
// and -decode gives the file back byte for byte.
func TestTokenizeMatchesJS(t *testing.T) {
	js := peer.JSTokenizer(t)
	n := 20000
	if testing.Short() {
		n = 1000
	}
	lines, err := textcorpus.Lines(n)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	input := filepath.Join(dir, "corpus.txt")
	if err := os.WriteFile(input, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, pkg := range []string{peer.JSQwen3, peer.JSLlama3} {
		t.Run(pkg, func(t *testing.T) {
			model := js.ModelDir(pkg)
			var out, errOut bytes.Buffer
			if code := testCode([]string{"tokenize", "-json", "-tokenizer", model, input}, &out, &errOut); code != 0 {
				t.Fatalf("tokenize: exit %d: %s", code, errOut.String())
			}
			got := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
			if len(got) != len(lines) {
				t.Fatalf("%d output lines for %d input lines", len(got), len(lines))
			}
			want, err := js.Encode(pkg, lines)
			if err != nil {
				t.Fatal(err)
			}
			bad := 0
			for i, l := range got {
				var ids []int
				if err := json.Unmarshal([]byte(l), &ids); err != nil {
					t.Fatalf("line %d: %v", i+1, err)
				}
				if !slices.Equal(ids, want.IDs[i]) {
					bad++
					if bad <= 5 {
						t.Errorf("line %d %q:\n epubuild %v\n js       %v", i+1, lines[i], ids, want.IDs[i])
					}
				}
			}
			if bad > 0 {
				t.Fatalf("%d of %d lines differ", bad, len(lines))
			}

			idsFile := filepath.Join(dir, "ids.json")
			if err := os.WriteFile(idsFile, out.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			out.Reset()
			if code := testCode([]string{"tokenize", "-decode", "-tokenizer", model, idsFile}, &out, &errOut); code != 0 {
				t.Fatalf("tokenize -decode: exit %d: %s", code, errOut.String())
			}
			text, err := os.ReadFile(input)
			if err != nil {
				t.Fatal(err)
			}
			normalized := 0
			if pkg == peer.JSQwen3 {
				// Qwen's tokenizer normalizes to NFC first: the text it
				// gives back is the NFC form (a few toolchain lines hold
				// the Kelvin sign and the like).
				nfc := norm.NFC.Bytes(text)
				for _, l := range strings.Split(string(text), "\n") {
					if !norm.NFC.IsNormalString(l) {
						normalized++
					}
				}
				text = nfc
			}
			if !bytes.Equal(out.Bytes(), text) {
				gotLines, wantLines := strings.Split(out.String(), "\n"), strings.Split(string(text), "\n")
				for i := range min(len(gotLines), len(wantLines)) {
					if gotLines[i] != wantLines[i] {
						t.Fatalf("-decode differs first at line %d: %q, want %q", i+1, gotLines[i], wantLines[i])
					}
				}
				t.Fatalf("-decode gives %d lines, want %d", len(gotLines), len(wantLines))
			}
			t.Logf("%d lines identical to %s; -decode gives the text back byte for byte (%d lines in their NFC form)", len(lines), pkg, normalized)
		})
	}
}
