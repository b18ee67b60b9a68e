package textdata

import (
	"slices"
	"strings"
	"testing"
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
