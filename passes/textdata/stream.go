package textdata

import (
	"bytes"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/epubuild/epubuild/passes/tokenizer"
)

// Reader reads a text file checking it as Check does, a piece at a time:
// a NUL byte or bytes that are not UTF-8 end the reading with Check's
// error (the file, the line, the offset), and so does a file that holds
// only white space, at its end.
type Reader struct {
	name  string
	r     io.Reader
	line  int    // lines before the bytes checked so far, 0-based
	off   int    // bytes checked
	carry []byte // a rune's first bytes, its rest not read yet
	solid bool   // a byte that is not white space was read
	err   error
}

// NewReader checks what r holds as the text file name.
func NewReader(name string, r io.Reader) *Reader { return &Reader{name: name, r: r} }

func (t *Reader) Read(p []byte) (int, error) {
	if t.err != nil {
		return 0, t.err
	}
	n, err := t.r.Read(p)
	if cerr := t.check(p[:n], err == io.EOF); cerr != nil {
		t.err = cerr
		return 0, cerr
	}
	return n, err
}

func (t *Reader) check(b []byte, eof bool) error {
	start := t.off + len(t.carry) // the offset of b[0]
	if i := bytes.IndexByte(b, 0); i >= 0 {
		return fmt.Errorf("%s:%d: a NUL byte at offset %d: a binary file, not text", t.name, t.line+1+bytes.Count(b[:i], []byte{'\n'}), start+i)
	}
	t.solid = t.solid || len(bytes.TrimSpace(b)) > 0
	data := append(t.carry, b...)
	keep := 0
	for k := 1; !eof && k < utf8.UTFMax && k <= len(data); k++ {
		if utf8.RuneStart(data[len(data)-k]) {
			if !utf8.FullRune(data[len(data)-k:]) {
				keep = k
			}
			break
		}
	}
	body := data[:len(data)-keep]
	if i := invalidAt(body); i < len(body) {
		return fmt.Errorf("%s:%d: bytes at offset %d are not UTF-8: a binary file, or text in another encoding", t.name, t.line+1+bytes.Count(body[:i], []byte{'\n'}), t.off+i)
	}
	t.line += bytes.Count(body, []byte{'\n'})
	t.off += len(body)
	t.carry = append(t.carry[:0], data[len(body):]...)
	if eof && !t.solid {
		return fmt.Errorf("%s: the file is empty", t.name)
	}
	return nil
}

// invalidAt is the offset of the first byte of b that is not UTF-8.
func invalidAt(b []byte) int {
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n == 1 {
			return i
		}
		i += n
	}
	return len(b)
}

// Source is a text file to stream: its name (for messages, and its
// extension) and how to open it.
type Source struct {
	Name string
	Open func() (io.ReadCloser, error)
}

// pieceBytes is how much text EncodeStream reads at a time.
const pieceBytes = 1 << 20

// Tokens hands emit the ids Stream gives the sources' documents, a piece
// at a time: a .txt file is read and encoded as it streams
// (tokenizer.EncodeStream; through the chat template, a user turn of the
// whole file), a .jsonl file a line at a time. It
// stops when emit returns false. A bad file is Check's error; emit's
// slice is reused once it returns.
func Tokens(tk *tokenizer.Tokenizer, srcs []Source, chat bool, emit func(ids []int32) bool) error {
	eos := tk.Info().EOS.ID
	first, more := true, true
	var chatErr *ChatError
	sep := func() bool {
		if !first && eos >= 0 {
			more = emit([]int32{int32(eos)})
		}
		first = false
		return more
	}
	for _, s := range srcs {
		f, err := s.Open()
		if err != nil {
			return err
		}
		if strings.EqualFold(filepath.Ext(s.Name), ".jsonl") {
			err := JSONLDocuments(s.Name, NewReader(s.Name, f), func(d string) bool {
				if !sep() {
					return false
				}
				ids, err := Stream(tk, []string{d}, chat)
				if err != nil {
					chatErr = &ChatError{err}
					return false
				}
				v := make([]int32, len(ids))
				for i, id := range ids {
					v[i] = int32(id)
				}
				more = emit(v)
				return more
			})
			f.Close()
			switch {
			case err != nil:
				return err
			case chatErr != nil:
				return chatErr
			case !more:
				return nil
			}
			continue
		}
		var text io.Reader = NewReader(s.Name, f)
		if chat {
			// The whole file is one user turn: streamed between the
			// turn's text, as ChatPrompt would write it.
			turn, err := tk.ChatTurn()
			if err != nil {
				f.Close()
				return &ChatError{err}
			}
			if turn.Trim {
				text = &trimSpaceReader{r: text}
			}
			text = io.MultiReader(strings.NewReader(turn.Prefix), text, strings.NewReader(turn.Suffix))
		}
		if !sep() {
			f.Close()
			return nil
		}
		err = tk.EncodeStream(text, pieceBytes, func(ids []int32) bool {
			more = emit(ids)
			return more
		})
		f.Close()
		if err != nil || !more {
			return err
		}
	}
	return nil
}

// ChooseWindows returns the k windows of n tokens Choose picks among all
// the windows of the sources' token stream (Windows), and how many tokens
// the stream holds. It reads the sources twice, counting and then collecting, and
// holds only the chosen windows: the same windows as Choose over the
// whole stream, in its order.
func ChooseWindows(tk *tokenizer.Tokenizer, srcs []Source, chat bool, n, k int, seed int64) ([][]int, int, error) {
	if n < 1 {
		return nil, 0, fmt.Errorf("windows of %d tokens", n)
	}
	total := 0
	if err := Tokens(tk, srcs, chat, func(ids []int32) bool { total += len(ids); return true }); err != nil {
		return nil, 0, err
	}
	count := total / n
	order := chooseOrder(count, k, seed)
	if len(order) == 0 {
		return nil, total, nil
	}
	slot := make(map[int]int, len(order)) // window -> its place in the result
	for i, w := range order {
		slot[w] = i
	}
	end := (slices.Max(order) + 1) * n // tokens to read
	out := make([][]int, len(order))
	pos := 0
	err := Tokens(tk, srcs, chat, func(ids []int32) bool {
		for _, id := range ids {
			if pos >= end {
				return false
			}
			if i, ok := slot[pos/n]; ok {
				out[i] = append(out[i], int(id))
			}
			pos++
		}
		return pos < end
	})
	return out, total, err
}

// trimSpaceReader reads what r holds without its leading and trailing
// white space (strings.TrimSpace's), streaming: a run of white space is
// held back until a rune after it shows it is not trailing. r gives
// UTF-8 (a Reader checks it).
type trimSpaceReader struct {
	r       io.Reader
	solid   bool   // a rune that is not white space was read
	raw     []byte // bytes read, a rune's first bytes at its end
	pending []byte // white space after the last solid rune
	out     []byte // ready to hand out, from at on
	at      int    // how much of out was handed out
	buf     []byte // what each read of r fills
	err     error  // r's, once read
}

func (t *trimSpaceReader) Read(p []byte) (int, error) {
	for t.at == len(t.out) && t.err == nil {
		if t.buf == nil {
			t.buf = make([]byte, 64<<10)
		}
		n, err := t.r.Read(t.buf)
		t.raw = append(t.raw, t.buf[:n]...)
		t.err = err
		t.split(err != nil)
	}
	n := copy(p, t.out[t.at:])
	if t.at += n; t.at == len(t.out) {
		t.out, t.at = t.out[:0], 0
	}
	if n > 0 {
		return n, nil
	}
	return 0, t.err
}

// split moves raw's whole runes to out or pending (all of raw at the end).
func (t *trimSpaceReader) split(end bool) {
	i := 0
	for i < len(t.raw) && (end || utf8.FullRune(t.raw[i:])) {
		r, size := utf8.DecodeRune(t.raw[i:])
		switch {
		case unicode.IsSpace(r) && t.solid:
			t.pending = append(t.pending, t.raw[i:i+size]...)
		case unicode.IsSpace(r):
		default:
			t.solid = true
			t.out = append(t.out, t.pending...)
			t.out = append(t.out, t.raw[i:i+size]...)
			t.pending = t.pending[:0]
		}
		i += size
	}
	t.raw = append(t.raw[:0], t.raw[i:]...)
}

// ChatError is a document the chat template could not wrap.
type ChatError struct{ Err error }

func (e *ChatError) Error() string { return e.Err.Error() }
func (e *ChatError) Unwrap() error { return e.Err }
