package tokenizer

import (
	"fmt"
	"strings"
)

// ChatForm is a chat template's form, as ChatPrompt renders it.
type ChatForm string

// The forms ChatPrompt knows, each detected by a marker its templates
// write. Each renders one user turn and the assistant's header, as the
// template does with add_generation_prompt and no system message.
const (
	ChatML ChatForm = "ChatML" // Qwen: <|im_start|>user\n...<|im_end|>\n<|im_start|>assistant\n
	Llama3 ChatForm = "Llama 3"
	Gemma  ChatForm = "Gemma"
	Phi3   ChatForm = "Phi-3"
	Inst   ChatForm = "[INST]" // Llama 2, Mistral
)

// ChatPrompt renders a user message through the tokenizer's chat
// template. Rather than running the template's Jinja, it recognizes the
// template's form and writes that form's fixed text: the user turn and
// the assistant's header (Jinja's add_generation_prompt). What a template
// adds beyond that is not rendered: a default system message (Qwen2.5's
// "You are Qwen..."; Llama 3.1's knowledge-cutoff date), tools. The text
// holds the special tokens spelt out; Encode matches them whole.
func (t *Tokenizer) ChatPrompt(user string) (string, ChatForm, error) {
	tpl := t.info.ChatTemplate
	bos := t.info.BOS.Text
	switch {
	case tpl == "":
		return "", "", fmt.Errorf("%s has no chat_template", t.configName())
	case strings.Contains(tpl, "<|im_start|>"):
		return "<|im_start|>user\n" + user + "<|im_end|>\n<|im_start|>assistant\n", ChatML, nil
	case strings.Contains(tpl, "<|start_header_id|>"):
		// Llama 3's template trims the message.
		return bos + "<|start_header_id|>user<|end_header_id|>\n\n" + strings.TrimSpace(user) + "<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n", Llama3, nil
	case strings.Contains(tpl, "<start_of_turn>"):
		return bos + "<start_of_turn>user\n" + strings.TrimSpace(user) + "<end_of_turn>\n<start_of_turn>model\n", Gemma, nil
	case strings.Contains(tpl, "<|user|>"):
		return "<|user|>\n" + user + "<|end|>\n<|assistant|>\n", Phi3, nil
	case strings.Contains(tpl, "[INST]"):
		return bos + "[INST] " + strings.TrimSpace(user) + " [/INST]", Inst, nil
	}
	return "", "", fmt.Errorf("%s: the chat template is none of the forms epubuild renders (ChatML, Llama 3, Gemma, Phi-3, [INST])", t.configName())
}

func (t *Tokenizer) configName() string {
	if t.configPath == "" {
		return "the tokenizer (no tokenizer_config.json)"
	}
	return t.configPath
}
