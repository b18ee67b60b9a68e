package textdata

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf8"
)

// FuzzDocuments: any bytes as a calibration text file (.txt or .jsonl)
// give documents or an error naming the file, never a panic; a .txt
// file is one document, as written; every document is UTF-8 and not
// empty. The documents' bytes, as ids, then go through Windows and
// Choose: windows of n ids end to end, and k of them (all when there
// are fewer), the same for the same seed.
func FuzzDocuments(f *testing.F) {
	f.Add(false, []byte("hello world\n"), 3, 2, int64(1))
	f.Add(true, []byte(`{"text": "a\nb"}`+"\n\n"+`{"text": ""}`+"\n"+`{"text": "c"}`), 1, 5, int64(2))
	f.Add(true, []byte(`{"text": 1}`), 2, 1, int64(3))
	f.Add(true, []byte("{\"text\": \"x\"}\r\n[1]"), 4, 0, int64(4))
	f.Add(false, []byte("\xff\x00"), 1, 1, int64(5))
	f.Fuzz(func(t *testing.T, jsonl bool, data []byte, n, k int, seed int64) {
		name := "c.txt"
		if jsonl {
			name = "c.jsonl"
		}
		docs, err := Documents([]File{{Name: name, Data: data}})
		if err != nil {
			if !strings.HasPrefix(err.Error(), name+":") {
				t.Fatalf("error %q does not name the file %q", err, name)
			}
			return
		}
		if !jsonl && (len(docs) != 1 || docs[0] != string(data)) {
			t.Fatalf("a .txt file gave %q", docs)
		}
		var ids []int
		for _, d := range docs {
			if d == "" || !utf8.ValidString(d) {
				t.Fatalf("document %q", d)
			}
			for _, c := range []byte(d) {
				ids = append(ids, int(c))
			}
		}
		n = 1 + int(uint(n)%16)
		k = int(uint(k) % 64)
		ws := Windows(ids, n)
		if len(ws) != len(ids)/n {
			t.Fatalf("%d ids in windows of %d: %d windows", len(ids), n, len(ws))
		}
		for i, w := range ws {
			if !slices.Equal(w, ids[i*n:(i+1)*n]) {
				t.Fatalf("window %d is %v, not ids %d..%d", i, w, i*n, (i+1)*n)
			}
		}
		chosen := Choose(ws, k, seed)
		if len(chosen) != min(k, len(ws)) {
			t.Fatalf("chose %d of %d windows, asked for %d", len(chosen), len(ws), k)
		}
		if again := Choose(ws, k, seed); !slices.EqualFunc(chosen, again, slices.Equal) {
			t.Fatal("the same seed chose other windows")
		}
	})
}

// FuzzCheck: the check every text file gets accepts exactly the
// non-blank UTF-8 bytes without a NUL, and a refusal names the file and
// the line the bad byte is on, with its offset.
func FuzzCheck(f *testing.F) {
	f.Add([]byte("hello\nworld\n"))
	f.Add([]byte("a\nb\x00c"))
	f.Add([]byte("caf\xe9\n"))
	f.Add([]byte(" \n\t"))
	f.Add([]byte("\xe2\x82"))
	f.Fuzz(func(t *testing.T, data []byte) {
		err := Check(File{Name: "t.txt", Data: data})
		valid := len(strings.TrimSpace(string(data))) > 0 && !slices.Contains(data, 0) && utf8.Valid(data)
		if (err == nil) != valid {
			t.Fatalf("Check(%q) = %v; text: %v", data, err, valid)
		}
		if err == nil || strings.HasPrefix(err.Error(), "t.txt: the file is empty") {
			return
		}
		var line, off int
		if _, e := fmt.Sscanf(err.Error(), "t.txt:%d: ", &line); e != nil {
			t.Fatalf("error %q names no line", err)
		}
		i := strings.Index(err.Error(), "at offset ")
		if i < 0 {
			t.Fatalf("error %q names no offset", err)
		}
		fmt.Sscanf(err.Error()[i:], "at offset %d", &off)
		if off < 0 || off >= len(data) {
			t.Fatalf("offset %d outside %d bytes", off, len(data))
		}
		if want := 1 + strings.Count(string(data[:off]), "\n"); line != want {
			t.Fatalf("line %d, want %d for offset %d", line, want, off)
		}
		// A NUL is named first, else the first byte that is not UTF-8.
		if data[off] == 0 && slices.Contains(data[:off], 0) || data[off] != 0 && !utf8.Valid(data[:off]) {
			t.Fatalf("offset %d is not the first bad byte", off)
		}
	})
}

// FuzzTrimSpaceReader: any UTF-8 text, read a byte at a time through
// the chat turn's trimming reader, gives strings.TrimSpace of it.
func FuzzTrimSpaceReader(f *testing.F) {
	f.Add(" a \u3000")
	f.Add("\u00a0\n")
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			return
		}
		got, err := io.ReadAll(&trimSpaceReader{r: iotest.OneByteReader(strings.NewReader(s))})
		if err != nil || string(got) != strings.TrimSpace(s) {
			t.Fatalf("%q: %q, %v", s, got, err)
		}
	})
}
