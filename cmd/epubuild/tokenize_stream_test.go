package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/passes/tokenizer"
)

// TestTokenizeLongLines: lines longer than the read buffer and than a
// piece (a megabyte) are encoded a piece at a time to the ids of the
// line encoded whole, one output line per input line; a byte that is not
// UTF-8 in the middle of a long line, or a rune cut by the buffer, is
// found at its offset.
func TestTokenizeLongLines(t *testing.T) {
	tokJSON := "../../examples/tiny-lm/tokenizer.json"
	tk, err := tokenizer.Load(tokJSON)
	if err != nil {
		t.Fatal(err)
	}
	sentence := "The quick brown fox, 12 times: jumps over the lazy dog. Ça va? 中文 "
	long := strings.Repeat(sentence, (3<<20)/len(sentence))
	lines := []string{long, "short line", "", strings.Repeat("é", 40000)} // a rune cut at the 64 KiB buffer
	dir := t.TempDir()
	in := filepath.Join(dir, "in.txt")
	if err := os.WriteFile(in, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if code := testCode([]string{"tokenize", "-json", "-tokenizer", tokJSON, in}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if stderr.Len() > 0 {
		t.Errorf("stderr: %s", stderr.String())
	}
	out := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
	if len(out) != len(lines) {
		t.Fatalf("%d output lines for %d input lines", len(out), len(lines))
	}
	for i, l := range lines {
		var got []int
		if err := json.Unmarshal([]byte(out[i]), &got); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		if want := tk.Encode(l); !slices.Equal(got, want) && !(len(got) == 0 && len(want) == 0) {
			t.Errorf("line %d: %d ids, whole line %d", i+1, len(got), len(want))
		}
	}

	// A bad byte deep in a long line: the warning names its offset.
	bad := long[:2_000_001] + "\xff" + long[2_000_001:]
	if err := os.WriteFile(in, []byte("ok\n"+bad+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	stdout.Reset()
	stderr.Reset()
	if code := testCode([]string{"tokenize", "-tokenizer", tokJSON, in}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if want := "in.txt:2: bytes at offset 2000001 are not UTF-8"; !strings.Contains(stderr.String(), want) {
		t.Errorf("stderr %q, want %q", stderr.String(), want)
	}
}
