package tokenizer

import (
	"strings"
	"testing"
)

func TestChatPrompt(t *testing.T) {
	tokJSON := byteLevelJSON(t, testWords, true, qwen2Pattern)
	for _, c := range []struct {
		template, bos string
		form          ChatForm
		want          string
	}{
		{"{% for m in messages %}<|im_start|>{{ m.role }}...", "", ChatML, "<|im_start|>user\n hi <|im_end|>\n<|im_start|>assistant\n"},
		{"{{ bos_token }}<|start_header_id|>...", "<|endoftext|>", Llama3, "<|endoftext|><|start_header_id|>user<|end_header_id|>\n\nhi<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n"},
		{"<start_of_turn>", "<|endoftext|>", Gemma, "<|endoftext|><start_of_turn>user\nhi<end_of_turn>\n<start_of_turn>model\n"},
		{"<|user|>", "", Phi3, "<|user|>\n hi <|end|>\n<|assistant|>\n"},
		{"[INST] {{ m }} [/INST]", "<|endoftext|>", Inst, "<|endoftext|>[INST] hi [/INST]"},
	} {
		config := `{"chat_template": "` + strings.ReplaceAll(c.template, `"`, `\"`) + `"`
		if c.bos != "" {
			config += `, "bos_token": "` + c.bos + `"`
		}
		tk := mustParse(t, tokJSON, []byte(config+"}"))
		got, form, err := tk.ChatPrompt(" hi ")
		if err != nil || form != c.form || got != c.want {
			t.Errorf("%s: %q %q %v, want %q", c.form, got, form, err, c.want)
		}
	}
	tk := mustParse(t, tokJSON, []byte(`{"chat_template": "{{ messages }}"}`))
	if _, _, err := tk.ChatPrompt("x"); err == nil || !strings.Contains(err.Error(), "none of the forms") {
		t.Errorf("unknown form: %v", err)
	}
	tk = mustParse(t, tokJSON, nil)
	if _, _, err := tk.ChatPrompt("x"); err == nil || !strings.Contains(err.Error(), "no chat_template") {
		t.Errorf("no template: %v", err)
	}
}
