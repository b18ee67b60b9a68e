package textdata

import (
	"slices"
	"strings"
	"testing"
)

func TestDocuments(t *testing.T) {
	docs, err := Documents([]File{
		{"a.txt", []byte("first document\nwith two lines\n")},
		{"b.jsonl", []byte(`{"text": "second"}` + "\n\n" + `{"text": "third", "id": 3}` + "\n")},
	})
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"first document\nwith two lines\n", "second", "third"}; !slices.Equal(docs, want) {
		t.Errorf("%q, want %q", docs, want)
	}
	for _, c := range []struct {
		file File
		want string
	}{
		{File{"empty.txt", []byte(" \n\n")}, "empty.txt: the file is empty"},
		{File{"bin.txt", []byte("abc\x00def")}, "bin.txt:1: a NUL byte at offset 3"},
		{File{"latin1.txt", []byte("caf\xe9")}, "latin1.txt:1: bytes at offset 3 are not UTF-8"},
		{File{"c.jsonl", []byte(`{"text": "x"}` + "\n" + `{"body": "y"}`)}, `c.jsonl:2: no "text" field`},
		{File{"d.jsonl", []byte(`text`)}, "d.jsonl:1: not a JSON object"},
	} {
		if _, err := Documents([]File{c.file}); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.file.Name, err, c.want)
		}
	}
}

func TestWindowsAndChoose(t *testing.T) {
	ids := make([]int, 23)
	for i := range ids {
		ids[i] = i
	}
	w := Windows(ids, 5)
	if len(w) != 4 || w[3][4] != 19 {
		t.Fatalf("windows %v", w)
	}
	a, b := Choose(w, 3, 7), Choose(w, 3, 7)
	if len(a) != 3 || !slices.EqualFunc(a, b, slices.Equal) {
		t.Errorf("not deterministic: %v %v", a, b)
	}
	if c := Choose(w, 3, 8); slices.EqualFunc(a, c, slices.Equal) {
		t.Errorf("the seed changes nothing: %v", c)
	}
	if all := Choose(w, 10, 7); len(all) != 4 {
		t.Errorf("more than there are: %d", len(all))
	}
}
