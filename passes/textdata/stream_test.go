package textdata

import (
	"bytes"
	"io"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/epubuild/epubuild/passes/tokenizer"
)

func tinyTokenizer(t testing.TB) *tokenizer.Tokenizer {
	t.Helper()
	tk, err := tokenizer.Load("../../examples/tiny-lm/tokenizer.json")
	if err != nil {
		t.Fatal(err)
	}
	return tk
}

func sources(files []File) []Source {
	var out []Source
	for _, f := range files {
		out = append(out, Source{Name: f.Name, Open: func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(f.Data)), nil }})
	}
	return out
}

// TestChooseWindowsMatches: the windows streamed from the files are the
// ones Choose picks among the windows of the whole token stream, for
// .txt and .jsonl files together, many lengths, sample counts and seeds.
func TestChooseWindowsMatches(t *testing.T) {
	tk := tinyTokenizer(t)
	rng := rand.New(rand.NewPCG(3, 4))
	words := strings.Fields("the quick brown fox jumps over a lazy dog, 12 times; Ça va? 中文 😀 func main() { return nil }")
	text := func(n int) string {
		var b strings.Builder
		for range n {
			b.WriteString(words[rng.IntN(len(words))])
			if rng.IntN(9) == 0 {
				b.WriteByte('\n')
			} else {
				b.WriteByte(' ')
			}
		}
		return b.String()
	}
	files := []File{{"a.txt", []byte(text(300000))}, {"b.jsonl", []byte(`{"text": "` + strings.ReplaceAll(text(50), "\n", " ") + `"}` + "\n" + `{"text": "more"}`)}, {"c.txt", []byte(text(1000))}}
	docs, err := Documents(files)
	if err != nil {
		t.Fatal(err)
	}
	ids, err := Stream(tk, docs, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		n, k int
		seed int64
	}{{128, 9, 1}, {16, 33, 7}, {1000, 3, 2}, {5000000, 2, 1}} {
		want := Choose(Windows(ids, tc.n), tc.k, tc.seed)
		got, tokens, err := ChooseWindows(tk, sources(files), false, tc.n, tc.k, tc.seed)
		if err != nil {
			t.Fatal(err)
		}
		count := tokens / tc.n
		if tokens != len(ids) || !slices.EqualFunc(got, want, slices.Equal) {
			t.Errorf("n %d k %d seed %d: %d windows of %d, %d chosen; want %d of %d", tc.n, tc.k, tc.seed, len(got), count, len(got), len(want), len(ids)/tc.n)
		}
	}
}

// FuzzReader: the streaming reader accepts exactly what Check accepts,
// read in pieces of any size, and names the file in what it refuses.
func FuzzReader(f *testing.F) {
	f.Add([]byte("hello\nworld\n"), uint8(3))
	f.Add([]byte("a\nb\x00c"), uint8(1))
	f.Add([]byte("caf\xc3\xa9 \xe9\n"), uint8(4))
	f.Add([]byte(" \n\t"), uint8(2))
	f.Add([]byte("\xe2\x82"), uint8(1))
	f.Fuzz(func(t *testing.T, data []byte, piece uint8) {
		r := NewReader("t.txt", &pieces{b: data, n: 1 + int(piece%16)})
		_, err := io.ReadAll(r)
		want := Check(File{Name: "t.txt", Data: data})
		if (err == nil) != (want == nil) {
			t.Fatalf("%q: reader %v, Check %v", data, err, want)
		}
		if err != nil && !strings.HasPrefix(err.Error(), "t.txt:") {
			t.Fatalf("error %q does not name the file", err)
		}
		// The same error as Check when the file has one kind of fault.
		if err != nil && (bytes.IndexByte(data, 0) < 0 || utfValidBeforeNUL(data)) && err.Error() != want.Error() {
			t.Fatalf("%q: reader %q, Check %q", data, err, want)
		}
	})
}

// utfValidBeforeNUL: every byte before the first NUL is UTF-8, so both
// report the NUL.
func utfValidBeforeNUL(b []byte) bool {
	i := bytes.IndexByte(b, 0)
	return i >= 0 && invalidAt(b[:i]) == i
}

// pieces reads b n bytes at a time.
type pieces struct {
	b []byte
	n int
}

func (p *pieces) Read(b []byte) (int, error) {
	if len(p.b) == 0 {
		return 0, io.EOF
	}
	k := copy(b[:min(len(b), p.n)], p.b)
	p.b = p.b[k:]
	return k, nil
}

// A .jsonl file streams a line at a time: its bad line or byte is an
// error naming the file and the line, and a stop from emit stops the
// reading there, after the documents before it.
func TestTokensStreamsJSONL(t *testing.T) {
	tk := tinyTokenizer(t)
	for _, tc := range []struct{ data, want string }{
		{"{\"text\": \"a\"}\n{\"text\": \"b\"}\n{\"txt\": \"c\"}\n", `c.jsonl:3: no "text" field`},
		{"{\"text\": \"a\"}\n\n{\"text\": \"b\x00\"}\n", "c.jsonl:3: a NUL byte"},
		{"{\"text\": \"a\"}\nnot json\n", "c.jsonl:2: not a JSON object"},
		{" \n\n", "c.jsonl: the file is empty"},
	} {
		err := Tokens(tk, sources([]File{{"c.jsonl", []byte(tc.data)}}), false, func([]int32) bool { return true })
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want %q", tc.data, err, tc.want)
		}
	}
	calls := 0 // the first document's ids, then the separator's
	err := Tokens(tk, sources([]File{{"c.jsonl", []byte("{\"text\": \"a\"}\n{\"text\": \"b\"}\nnot json\n")}}), false, func([]int32) bool {
		calls++
		return calls < 2
	})
	if err != nil || calls != 2 {
		t.Errorf("stopped at the separator: %d emits, error %v (the bad line after it is never read)", calls, err)
	}
}

// TestTokensStreamsChatTurn: a .txt file through the chat template is
// streamed as one user turn, and gives the ids of the turn encoded whole
// (Stream): for a form that keeps the message as written and for forms
// that trim it, with white space of several kinds at both ends and a
// text longer than a piece.
func TestTokensStreamsChatTurn(t *testing.T) {
	tj, err := os.ReadFile("../../examples/tiny-lm/tokenizer.json")
	if err != nil {
		t.Fatal(err)
	}
	long := strings.Repeat("the quick brown fox jumps over the lazy dog. ", 3*pieceBytes/45)
	for _, tpl := range []string{"<|im_start|>", "<|start_header_id|>", "<start_of_turn>"} {
		tk, err := tokenizer.Parse(tj, []byte(`{"bos_token": "<|endoftext|>", "chat_template": "`+tpl+`"}`), "tokenizer.json", "tokenizer_config.json")
		if err != nil {
			t.Fatal(err)
		}
		for _, text := range []string{"hello", " \n\u3000hello world\u00a0 \n", "\t" + long + "\n\n"} {
			want, err := Stream(tk, []string{text}, true)
			if err != nil {
				t.Fatal(err)
			}
			var got []int
			pieces := 0
			if err := Tokens(tk, sources([]File{{"c.txt", []byte(text)}}), true, func(ids []int32) bool {
				pieces++
				for _, id := range ids {
					got = append(got, int(id))
				}
				return true
			}); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s, %d bytes: %d ids streamed, want the %d of the whole turn", tpl, len(text), len(got), len(want))
			}
			if len(text) > pieceBytes && pieces < 2 {
				t.Errorf("%s, %d bytes: encoded in %d piece, want it streamed", tpl, len(text), pieces)
			}
		}
	}
}

// TestTrimSpaceReader: the reader gives strings.TrimSpace of its input,
// read a byte at a time or in halves (a rune split across reads).
func TestTrimSpaceReader(t *testing.T) {
	for _, in := range []string{"", "a", "  a  ", "\u3000\u00a0a b\u2028\n", "a \u0085 b", "é \u00a0", " \t\n", "ab\u3000\u3000c\u3000"} {
		want := strings.TrimSpace(in)
		for name, r := range map[string]func(io.Reader) io.Reader{"bytes": iotest.OneByteReader, "halves": iotest.HalfReader} {
			got, err := io.ReadAll(&trimSpaceReader{r: r(strings.NewReader(in))})
			if err != nil || string(got) != want {
				t.Errorf("%q by %s: %q, %v; want %q", in, name, got, err, want)
			}
		}
		if err := iotest.TestReader(&trimSpaceReader{r: strings.NewReader(in)}, []byte(want)); err != nil {
			t.Errorf("%q: %v", in, err)
		}
	}
}
