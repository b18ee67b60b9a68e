package textdata

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestPrompts(t *testing.T) {
	for _, c := range []struct {
		file File
		want []string
	}{
		{File{"p.txt", []byte("The quick brown\n\n  indented line\r\nlast without newline")}, []string{"The quick brown", "  indented line", "last without newline"}},
		{File{"p.jsonl", []byte(`{"prompt": "one\ntwo"}` + "\n\n" + `{"prompt": "three", "id": 3}` + "\n")}, []string{"one\ntwo", "three"}},
		{File{"P.JSONL", []byte(`{"prompt": "x"}`)}, []string{"x"}},
	} {
		got, err := Prompts(c.file)
		if err != nil {
			t.Errorf("%s: %v", c.file.Name, err)
		} else if !slices.Equal(got, c.want) {
			t.Errorf("%s: %q, want %q", c.file.Name, got, c.want)
		}
	}
	for _, c := range []struct {
		file File
		want string
	}{
		{File{"empty.txt", nil}, "empty.txt: the file is empty"},
		{File{"blank.txt", []byte(" \n\t\n")}, "blank.txt: the file is empty"},
		{File{"bin.txt", []byte("abc\x00def")}, "bin.txt:1: a NUL byte at offset 3"},
		{File{"latin1.txt", []byte("caf\xe9\n")}, "latin1.txt:1: bytes at offset 3 are not UTF-8"},
		{File{"a.jsonl", []byte(`{"prompt": "x"}` + "\n" + `{"text": "y"}`)}, `a.jsonl:2: no "prompt" string`},
		{File{"b.jsonl", []byte("\n" + `prompt`)}, "b.jsonl:2: not a JSON object"},
		{File{"c.jsonl", []byte(`{"prompt": ""}`)}, "c.jsonl:1: the prompt is empty"},
		{File{"d.jsonl", []byte(`{"prompt": 3}`)}, "d.jsonl:1: not a JSON object"},
	} {
		if _, err := Prompts(c.file); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.file.Name, err, c.want)
		}
	}
}

// FuzzPrompts: any bytes give prompts or an error naming the file, never
// a panic; every prompt is valid UTF-8 and not blank, and a plain file's
// prompts are lines of it.
func FuzzPrompts(f *testing.F) {
	f.Add("p.txt", []byte("hello\nworld\n"))
	f.Add("p.txt", []byte("\r\n\x00"))
	f.Add("p.jsonl", []byte(`{"prompt": "a\nb"}`+"\n"+`{"prompt": "c"}`))
	f.Add("p.jsonl", []byte(`{"prompt": null}`))
	f.Add("p.jsonl", []byte("\xff{"))
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		ps, err := Prompts(File{Name: name, Data: data})
		if err != nil {
			if !strings.HasPrefix(err.Error(), name+":") {
				t.Fatalf("error %q does not name the file %q", err, name)
			}
			return
		}
		if len(ps) == 0 {
			t.Fatal("no prompts and no error")
		}
		for _, p := range ps {
			if !utf8.ValidString(p) || strings.TrimSpace(p) == "" && !strings.HasSuffix(strings.ToLower(name), ".jsonl") {
				t.Fatalf("prompt %q", p)
			}
			if !strings.HasSuffix(strings.ToLower(name), ".jsonl") && !strings.Contains(string(data), p) {
				t.Fatalf("prompt %q is not in the file", p)
			}
		}
	})
}

// A prompt set counts the prompt and the file's prompts, and blames an
// unreadable or bad prompt file on prompt_file.
func TestPromptSet(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "p.txt")
	if err := os.WriteFile(file, []byte("one\ntwo\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s := PromptSet{Prompt: "hi", HasPrompt: true, File: file, FileName: "p.txt"}
	if n := s.Count(); n != 3 {
		t.Errorf("Count = %d, want 3", n)
	}
	if n := (PromptSet{File: filepath.Join(dir, "none.txt")}).Count(); n != 0 {
		t.Errorf("Count of a missing file = %d, want 0", n)
	}
	for _, c := range []struct {
		read    func(string) ([]byte, error)
		summary string
	}{
		{func(string) ([]byte, error) { return nil, errors.New("gone") }, "Cannot read the prompt file"},
		{func(string) ([]byte, error) { return []byte{}, nil }, "Bad prompt file"},
	} {
		_, _, err := s.Encode(c.read, nil, false, 16, 100, "tokenizer.json")
		var se *SettingError
		if !errors.As(err, &se) || se.Setting != "prompt_file" || se.Summary != c.summary {
			t.Errorf("Encode: %v, want a prompt_file error %q", err, c.summary)
		}
	}
}

// A prompt attribute is where prompts are blamed, else the file.
func TestPromptSetSetting(t *testing.T) {
	if s := (PromptSet{HasPrompt: true, File: "p.txt"}).Setting(); s != "prompt" {
		t.Errorf("with a prompt: %q", s)
	}
	if s := (PromptSet{File: "p.txt"}).Setting(); s != "prompt_file" {
		t.Errorf("a file alone: %q", s)
	}
}

// GenerationConfig finds a model folder's generation_config.json, not a
// folder of that name nor a config file's sibling.
func TestGenerationConfig(t *testing.T) {
	dir := t.TempDir()
	if p := GenerationConfig(dir); p != "" {
		t.Errorf("a folder without one: %q", p)
	}
	cfg := filepath.Join(dir, "config.json")
	p := filepath.Join(dir, "generation_config.json")
	for _, f := range []string{cfg, p} {
		if err := os.WriteFile(f, []byte("{}"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if got := GenerationConfig(dir); got != p {
		t.Errorf("GenerationConfig = %q, want %q", got, p)
	}
	if got := GenerationConfig(cfg); got != "" {
		t.Errorf("a config file: %q", got)
	}
	if got := GenerationConfig(""); got != "" {
		t.Errorf("no hf_config: %q", got)
	}
	other := t.TempDir()
	if err := os.Mkdir(filepath.Join(other, "generation_config.json"), 0o755); err != nil {
		t.Fatal(err)
	}
	if got := GenerationConfig(other); got != "" {
		t.Errorf("a folder named generation_config.json: %q", got)
	}
}
