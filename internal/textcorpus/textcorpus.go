// Package textcorpus builds the corpus of real text the tokenizer tests
// and benchmark run on.
//
// It is the Go toolchain's own documents and source (under its BSD
// license, on every machine that builds epubuild), then a small
// committed file of what that text lacks (CJK, emoji, whitespace runs,
// special tokens).
package textcorpus

import (
	_ "embed"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"unicode/utf8"
)

//go:embed extra.txt
var extra string

// Extra is the committed file's lines.
func Extra() []string {
	return strings.Split(strings.TrimSuffix(extra, "\n"), "\n")
}

// sources are the toolchain's folders read, in this order: prose (the
// spec, the memory model, runtime notes), then code whose tests carry
// non-ASCII text and number tables.
var sources = []string{
	"doc", "src/runtime/HACKING.md", "src/unicode", "src/strings", "src/bytes",
	"src/fmt", "src/strconv", "src/html", "src/text", "src/bufio", "src/sort",
	"src/encoding/json", "src/time", "src/regexp", "src/net/url", "src/math",
}

// GOROOT is the toolchain's folder (go env GOROOT, else the one this
// binary was built with).
func GOROOT() string {
	if out, err := exec.Command("go", "env", "GOROOT").Output(); err == nil {
		if dir := strings.TrimSpace(string(out)); dir != "" {
			return dir
		}
	}
	return runtime.GOROOT()
}

// Lines returns min lines of the toolchain's text (fewer if it has
// fewer), read in a fixed order (files sorted by path; empty lines and
// lines that are not UTF-8 left out; a "\r" before the newline kept),
// then Extra. The error is the toolchain's folder's, if unreadable.
func Lines(min int) ([]string, error) {
	root := GOROOT()
	var lines []string
	for _, src := range sources {
		var files []string
		err := filepath.WalkDir(filepath.Join(root, src), func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && textFile(path) {
				files = append(files, path)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		slices.Sort(files)
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				return nil, err
			}
			for _, l := range strings.Split(string(b), "\n") {
				if utf8.ValidString(l) && l != "" {
					lines = append(lines, l)
				}
			}
			if len(lines) >= min {
				return append(lines[:min], Extra()...), nil
			}
		}
	}
	return append(lines, Extra()...), nil
}

func textFile(path string) bool {
	switch filepath.Ext(path) {
	case ".go", ".md", ".html", ".txt":
		return true
	}
	return false
}

// Chunks joins each run of n lines into one text with "\n" between, so
// that line breaks and the whitespace around them are encoded too.
func Chunks(lines []string, n int) []string {
	var out []string
	for i := 0; i < len(lines); i += n {
		out = append(out, strings.Join(lines[i:min(i+n, len(lines))], "\n"))
	}
	return out
}
