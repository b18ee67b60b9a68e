package textdata

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/tokenizer"
)

// Prompt is one prompt as written, with the setting it comes from
// ("prompt", "prompt_file") and how messages call it.
type Prompt struct {
	Text, Setting, Name string
}

// FilePrompts are the prompts of a prompt file (Prompts), named by
// their place in it.
func FilePrompts(f File) ([]Prompt, error) {
	ps, err := Prompts(f)
	if err != nil {
		return nil, err
	}
	out := make([]Prompt, len(ps))
	for i, p := range ps {
		out[i] = Prompt{p, "prompt_file", fmt.Sprintf("prompt %d of %s", i+1, f.Name)}
	}
	return out, nil
}

// SettingError is a PromptError with the setting to blame: the
// prompt's own, or chat_template.
type SettingError struct {
	Setting string
	*PromptError
}

// Blame is the setting the error is at, for the glue (pass.Run.Fail).
func (e *SettingError) Blame() (setting, summary string, err error) {
	return e.Setting, e.Summary, e.Err
}

// EncodePrompts tokenizes each prompt as EncodePrompt does. A prompt's
// failure is a *SettingError.
func EncodePrompts(tk *tokenizer.Tokenizer, ps []Prompt, chat bool, seqLen, vocab int, tokenizerName string) ([][]int64, error) {
	var ids [][]int64
	for _, p := range ps {
		row, err := EncodePrompt(tk, p.Text, p.Name, chat, seqLen, vocab, tokenizerName)
		if pe := (*PromptError)(nil); errors.As(err, &pe) {
			setting := p.Setting
			if pe.ChatTemplate {
				setting = "chat_template"
			}
			return nil, &SettingError{setting, pe}
		}
		if err != nil {
			return nil, err
		}
		ids = append(ids, row)
	}
	return ids, nil
}

// PromptSet are a generation's text prompts as a block writes them: the
// prompt attribute (when HasPrompt) and a prompt file, File, which keys
// and messages call FileName.
type PromptSet struct {
	Prompt    string
	HasPrompt bool
	File      string
	FileName  string `setting:"prompt_file,omitempty"`
	Chat      bool   `setting:"chat_template"`
	// EOS is the eos_token_id attribute (when HasEOS); else the ids come
	// from GenConfig, the model folder's generation_config.json (""
	// when none), which keys and messages call GenName, else from the
	// tokenizer.
	EOS       []int64
	HasEOS    bool
	GenConfig string
	GenName   string `setting:"generation_config,omitempty"`
	Vocab     int
	Tokenizer *tokenizer.Files
}

// Setting is the attribute the prompts are blamed at: prompt, or
// prompt_file for a file alone.
func (s PromptSet) Setting() string {
	if !s.HasPrompt {
		return "prompt_file"
	}
	return "prompt"
}

// GenerationConfig is the generation_config.json of the model folder
// dir, or "" when it has none (or dir is a config file alone).
func GenerationConfig(dir string) string {
	if !hf.IsFolder(dir) {
		return ""
	}
	p := filepath.Join(dir, "generation_config.json")
	if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() {
		return p
	}
	return ""
}

// Loaded are a generation's prompts as written and tokenized, the ids
// that end a generation and the tokenizer, which decodes its text.
type Loaded struct {
	Texts     []string
	IDs       [][]int64
	EOS       []int64
	Tokenizer *tokenizer.Tokenizer
}

// Load reads the tokenizer and the prompts with read, tokenizes them
// for a prefill of seqLen tokens (Encode) and finds the ids that end a
// generation: EOS, else generation_config.json's, else the tokenizer's
// eos_token (hf.EndIDs). Every failure is a *SettingError.
func (s PromptSet) Load(read func(string) ([]byte, error), seqLen int) (*Loaded, error) {
	at := s.Setting()
	tk, err := s.Tokenizer.Load(read)
	if err != nil {
		return nil, &SettingError{at, &PromptError{Summary: "Cannot read the tokenizer", Err: err}}
	}
	l := &Loaded{Tokenizer: tk, EOS: s.EOS}
	if l.Texts, l.IDs, err = s.Encode(read, tk, s.Chat, seqLen, s.Vocab, s.Tokenizer.Rel); err != nil || s.HasEOS {
		return l, err
	}
	var gen []byte
	if s.GenConfig != "" {
		if gen, err = read(s.GenConfig); err != nil {
			return nil, &SettingError{"model", &PromptError{Summary: "Cannot read generation_config.json", Err: err}}
		}
		gen = append([]byte{}, gen...) // an empty file is still parsed
	}
	l.EOS, err = hf.EndIDs(gen, s.GenName, s.Vocab, tk.Info().EOS.ID)
	if ee := (*hf.EOSError)(nil); errors.As(err, &ee) {
		return nil, &SettingError{"model", &PromptError{Summary: "End-of-sequence id outside the vocabulary", Err: ee.Err}}
	}
	if err != nil {
		return nil, &SettingError{"model", &PromptError{Summary: "Bad generation_config.json", Err: err}}
	}
	return l, nil
}

// Count is how many prompts there are, for a memory estimate: a prompt
// file that cannot be read counts none (Encode reports it).
func (s PromptSet) Count() int {
	n := 0
	if s.HasPrompt {
		n++
	}
	if s.File != "" {
		if b, err := os.ReadFile(s.File); err == nil {
			if ps, err := Prompts(File{Name: s.FileName, Data: b}); err == nil {
				n += len(ps)
			}
		}
	}
	return n
}

// Encode reads the prompts, the file with read, and tokenizes them as
// EncodePrompts does; it returns them as written too. Every failure is
// a *SettingError.
func (s PromptSet) Encode(read func(string) ([]byte, error), tk *tokenizer.Tokenizer, chat bool, seqLen, vocab int, tokenizerName string) ([]string, [][]int64, error) {
	var ps []Prompt
	if s.HasPrompt {
		ps = append(ps, Prompt{Text: s.Prompt, Setting: "prompt", Name: "the prompt"})
	}
	if s.File != "" {
		b, err := read(s.File)
		if err != nil {
			return nil, nil, &SettingError{"prompt_file", &PromptError{Summary: "Cannot read the prompt file", Err: err}}
		}
		fps, err := FilePrompts(File{Name: s.FileName, Data: b})
		if err != nil {
			return nil, nil, &SettingError{"prompt_file", &PromptError{Summary: "Bad prompt file", Err: err}}
		}
		ps = append(ps, fps...)
	}
	ids, err := EncodePrompts(tk, ps, chat, seqLen, vocab, tokenizerName)
	if err != nil {
		return nil, nil, err
	}
	texts := make([]string, len(ps))
	for i, p := range ps {
		texts[i] = p.Text
	}
	return texts, ids, nil
}
