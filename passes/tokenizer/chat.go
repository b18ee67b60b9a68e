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
	turn, err := t.ChatTurn()
	if err != nil {
		return "", "", err
	}
	if turn.Trim {
		user = strings.TrimSpace(user)
	}
	return turn.Prefix + user + turn.Suffix, turn.Form, nil
}

// ChatTurn is a chat template's user turn as ChatPrompt writes it: the
// message, trimmed of white space when Trim is set (strings.TrimSpace),
// between Prefix and Suffix. A text too large to hold whole can be
// streamed through it.
type ChatTurn struct {
	Form           ChatForm
	Prefix, Suffix string
	Trim           bool
}

// ChatTurn recognizes the tokenizer's chat template's form.
func (t *Tokenizer) ChatTurn() (ChatTurn, error) {
	tpl := t.info.ChatTemplate
	bos := t.info.BOS.Text
	switch {
	case tpl == "":
		return ChatTurn{}, fmt.Errorf("%s has no chat_template", t.configName())
	case strings.Contains(tpl, "<|im_start|>"):
		return ChatTurn{ChatML, "<|im_start|>user\n", "<|im_end|>\n<|im_start|>assistant\n", false}, nil
	case strings.Contains(tpl, "<|start_header_id|>"):
		// Llama 3's template trims the message.
		return ChatTurn{Llama3, bos + "<|start_header_id|>user<|end_header_id|>\n\n", "<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n", true}, nil
	case strings.Contains(tpl, "<start_of_turn>"):
		return ChatTurn{Gemma, bos + "<start_of_turn>user\n", "<end_of_turn>\n<start_of_turn>model\n", true}, nil
	case strings.Contains(tpl, "<|user|>"):
		return ChatTurn{Phi3, "<|user|>\n", "<|end|>\n<|assistant|>\n", false}, nil
	case strings.Contains(tpl, "[INST]"):
		return ChatTurn{Inst, bos + "[INST] ", " [/INST]", true}, nil
	}
	return ChatTurn{}, fmt.Errorf("%s: the chat template is none of the forms epubuild renders (ChatML, Llama 3, Gemma, Phi-3, [INST])", t.configName())
}

func (t *Tokenizer) configName() string {
	if t.configPath == "" {
		return "the tokenizer (no tokenizer_config.json)"
	}
	return t.configPath
}
