package evaluate

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/textdata"
	"github.com/epubuild/epubuild/passes/tokenizer"
)

func tinyTokenizer(t *testing.T) *tokenizer.Tokenizer {
	t.Helper()
	tk, err := tokenizer.Load("../../examples/tiny-lm/tokenizer.json")
	if err != nil {
		t.Fatal(err)
	}
	return tk
}

func textSource(name, text string) textdata.Source {
	return textdata.Source{Name: name, Open: func() (io.ReadCloser, error) { return io.NopCloser(strings.NewReader(text)), nil }}
}

// The windows come from the text's start; too little text, an
// unreadable file and an unopened one are each a TextError naming the
// setting to blame.
func TestTextWindows(t *testing.T) {
	tk := tinyTokenizer(t)
	text := strings.Repeat("the quick brown fox jumps over the lazy dog. ", 20)
	tokens, ws, err := TextWindows(tk, textSource("t.txt", text), 8, 3)
	if err != nil {
		t.Fatal(err)
	}
	if len(ws) != 3 || len(ws[0]) != 8 || tokens < 24 {
		t.Fatalf("%d tokens, %d windows", tokens, len(ws))
	}
	var te *TextError
	if _, _, err := TextWindows(tk, textSource("t.txt", "the fox"), 8, 3); !errors.As(err, &te) || te.Setting != "windows" || !strings.Contains(te.Err.Error(), "t.txt") {
		t.Errorf("short text: %v", err)
	}
	missing := textdata.Source{Name: "gone.txt", Open: func() (io.ReadCloser, error) { return nil, fs.ErrNotExist }}
	if _, _, err := TextWindows(tk, missing, 8, 3); !errors.As(err, &te) || te.Setting != "text" || te.Summary != "Cannot read the evaluation text" {
		t.Errorf("missing text: %v", err)
	}
}

// Windows written by EncodeWindows read back as input_ids, one window
// unstacked or several stacked; Feed renames a part's output into the
// next part's input, and names a window without it.
func TestWindowsRoundTrip(t *testing.T) {
	for _, ws := range [][][]int32{{{1, 2, 3}}, {{1, 2, 3}, {4, 5, 6}}} {
		b, err := EncodeWindows(ws)
		if err != nil {
			t.Fatal(err)
		}
		got, err := DecodeWindows(b, len(ws))
		if err != nil {
			t.Fatal(err)
		}
		for i, w := range ws {
			ids := got[i]["input_ids"]
			want := []int64{int64(w[0]), int64(w[1]), int64(w[2])}
			if ids == nil || !slices.Equal(ids.I64, want) || !slices.Equal(ids.Shape, []int64{1, 3}) {
				t.Errorf("%d windows: window %d is %+v", len(ws), i, ids)
			}
		}
	}
	prev := []Activations{{"h": {Name: "h", DType: ir.Float32, Shape: []int64{1}, F32: []float32{1}}}, {}}
	if _, err := Feed(prev, "h", "x"); err == nil || !strings.Contains(err.Error(), "window 1") {
		t.Errorf("missing output: %v", err)
	}
	ins, err := Feed(prev[:1], "h", "x")
	if err != nil || ins[0]["x"] == nil || ins[0]["x"].Name != "x" || prev[0]["h"].Name != "h" {
		t.Errorf("fed %v, %v", ins, err)
	}
}

// A calibration text sharing a long run with a window is warned of,
// naming the file; one that shares none is not.
func TestHeldCheck(t *testing.T) {
	tk := tinyTokenizer(t)
	dir := t.TempDir()
	text := strings.Repeat("a held out sentence about many quiet rivers and old stone bridges. ", 40)
	_, ws, err := TextWindows(tk, textSource("eval.txt", text), 128, 2)
	if err != nil {
		t.Fatal(err)
	}
	for name, body := range map[string]string{"same.txt": text, "other.txt": strings.Repeat("completely different words here. ", 50)} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var warned []string
	h := Held{Text: []string{filepath.Join(dir, "*.txt")}, ReadFile: os.ReadFile,
		Open: func(p string) (io.ReadCloser, error) { return os.Open(p) }, Name: filepath.Base}
	if err := h.Check(tk, ws, func(format string, args ...any) { warned = append(warned, args[3].(string)) }); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(warned, []string{"same.txt"}) {
		t.Errorf("warned of %q, want same.txt", warned)
	}
}
