package testmodel

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"

	"github.com/epubuild/epubuild/passes/hf"
	"github.com/epubuild/epubuild/passes/safetensors"
)

// TinyQwenConfig is a two-layer Qwen2-architecture config.json small
// enough for a test to build, calibrate and generate with in seconds,
// its head tied to the embedding.
const TinyQwenConfig = `{
  "architectures": ["Qwen2ForCausalLM"],
  "model_type": "qwen2",
  "hidden_size": 64,
  "intermediate_size": 128,
  "num_attention_heads": 4,
  "num_key_value_heads": 2,
  "num_hidden_layers": 2,
  "vocab_size": 320,
  "max_position_embeddings": 512,
  "rms_norm_eps": 1e-6,
  "rope_theta": 10000.0,
  "hidden_act": "silu",
  "tie_word_embeddings": true,
  "torch_dtype": "bfloat16"
}
`

// FolderWords are the merges of WriteFolder's tokenizer: each word's
// bytes merged left to right.
var FolderWords = []string{" the", " and", "ing", " of", " to", " a", " in", "er", " is", " that", "hello", " world", "\n\n"}

// WriteFolder writes a Hugging Face model folder for TinyQwenConfig into
// dir: config.json, generation_config.json (two eos ids),
// tokenizer.json (byte-level BPE with Qwen2's split and ChatML's special
// tokens), tokenizer_config.json (with a ChatML chat template), and seeded
// random bf16 weights in shards shards (model.safetensors when shards is
// 1, else model-0000N-of-0000M.safetensors and their
// model.safetensors.index.json), with no lm_head.weight: the head is tied.
func WriteFolder(dir string, shards int, seed uint64) error {
	cfg, err := hf.ParseConfig([]byte(TinyQwenConfig), "config.json")
	if err != nil {
		return err
	}
	tok, special := tokenizerJSON(cfg.VocabSize)
	genConfig := fmt.Sprintf(`{"bos_token_id": %d, "eos_token_id": [%d, %d], "pad_token_id": %d}`+"\n",
		special["<|endoftext|>"], special["<|im_end|>"], special["<|endoftext|>"], special["<|endoftext|>"])
	files := map[string][]byte{
		"config.json":            []byte(TinyQwenConfig),
		"generation_config.json": []byte(genConfig),
		"tokenizer.json":         tok,
		"tokenizer_config.json":  []byte(tokenizerConfig),
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			return err
		}
	}
	return writeWeights(dir, cfg, shards, seed)
}

// tokenizerConfig uses the ChatML template Qwen2 ships, in short.
const tokenizerConfig = `{
  "add_bos_token": false,
  "bos_token": null,
  "eos_token": "<|im_end|>",
  "pad_token": "<|endoftext|>",
  "chat_template": "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>' + '\n'}}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}"
}
`

// byteChar is GPT-2's printable stand-in for a byte.
func byteChar(b int) string {
	if ('!' <= b && b <= '~') || (0xA1 <= b && b <= 0xAC) || (0xAE <= b && b <= 0xFF) {
		return string(rune(b))
	}
	n := 0
	for c := 0; c < b; c++ {
		if !(('!' <= c && c <= '~') || (0xA1 <= c && c <= 0xAC) || (0xAE <= c && c <= 0xFF)) {
			n++
		}
	}
	return string(rune(256 + n))
}

// tokenizerJSON is a byte-level BPE tokenizer.json whose ids stay below
// vocab, and the ids of its special tokens.
func tokenizerJSON(vocab int) ([]byte, map[string]int) {
	ids := map[string]int{}
	for b := range 256 {
		ids[byteChar(b)] = b
	}
	var merges [][2]string
	for _, w := range FolderWords {
		syms := []string{}
		for i := 0; i < len(w); i++ {
			syms = append(syms, byteChar(int(w[i])))
		}
		for len(syms) > 1 {
			a, b := syms[0], syms[1]
			if _, ok := ids[a+b]; !ok {
				ids[a+b] = len(ids)
				merges = append(merges, [2]string{a, b})
			}
			syms = append([]string{a + b}, syms[2:]...)
		}
	}
	special := map[string]int{}
	var added []map[string]any
	for _, s := range []string{"<|endoftext|>", "<|im_start|>", "<|im_end|>"} {
		special[s] = len(ids) + len(added)
		added = append(added, map[string]any{"id": special[s], "content": s, "special": true})
	}
	if len(ids)+len(added) > vocab {
		panic("testmodel: the tokenizer outgrows the config's vocab_size")
	}
	doc := map[string]any{
		"version":      "1.0",
		"added_tokens": added,
		"normalizer":   map[string]any{"type": "NFC"},
		"pre_tokenizer": map[string]any{"type": "Sequence", "pretokenizers": []any{
			map[string]any{"type": "Split", "pattern": map[string]any{"Regex": `(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+`},
				"behavior": "Isolated", "invert": false},
			map[string]any{"type": "ByteLevel", "add_prefix_space": false, "trim_offsets": false, "use_regex": false},
		}},
		"post_processor": map[string]any{"type": "ByteLevel", "add_prefix_space": false, "trim_offsets": false, "use_regex": false},
		"decoder":        map[string]any{"type": "ByteLevel", "add_prefix_space": false, "trim_offsets": false, "use_regex": false},
		"model":          map[string]any{"type": "BPE", "vocab": ids, "merges": merges, "byte_fallback": false, "ignore_merges": false},
	}
	b, err := json.MarshalIndent(doc, "", " ")
	if err != nil {
		panic(err)
	}
	return b, special
}

// spec is one checkpoint tensor: its name and shape in Hugging Face
// layout, and whether it is a norm's weight (values near one).
type spec struct {
	name  string
	shape []int64
	norm  bool
}

// qwenTensors are a Qwen2-architecture checkpoint's tensors for cfg (its
// layers with q, k and v biases, the head tied to the embedding), in
// the order the model uses them.
func qwenTensors(cfg *hf.Config) []spec {
	h, in, v := int64(cfg.HiddenSize), int64(cfg.IntermediateSize), int64(cfg.VocabSize)
	q, kv := int64(cfg.NumAttentionHeads*cfg.HeadDim), int64(cfg.NumKeyValueHeads*cfg.HeadDim)
	specs := []spec{{"model.embed_tokens.weight", []int64{v, h}, false}, {"model.norm.weight", []int64{h}, true}}
	for l := range cfg.NumHiddenLayers {
		p := fmt.Sprintf("model.layers.%d.", l)
		specs = append(specs,
			spec{p + "input_layernorm.weight", []int64{h}, true},
			spec{p + "post_attention_layernorm.weight", []int64{h}, true},
			spec{p + "self_attn.q_proj.weight", []int64{q, h}, false}, spec{p + "self_attn.q_proj.bias", []int64{q}, false},
			spec{p + "self_attn.k_proj.weight", []int64{kv, h}, false}, spec{p + "self_attn.k_proj.bias", []int64{kv}, false},
			spec{p + "self_attn.v_proj.weight", []int64{kv, h}, false}, spec{p + "self_attn.v_proj.bias", []int64{kv}, false},
			spec{p + "self_attn.o_proj.weight", []int64{h, q}, false},
			spec{p + "mlp.gate_proj.weight", []int64{in, h}, false},
			spec{p + "mlp.up_proj.weight", []int64{in, h}, false},
			spec{p + "mlp.down_proj.weight", []int64{h, in}, false},
		)
	}
	return specs
}

// writeWeights writes cfg's tensors (its layers, tied head) as bf16.
func writeWeights(dir string, cfg *hf.Config, shards int, seed uint64) error {
	specs := qwenTensors(cfg)
	rng := rand.New(rand.NewPCG(seed, 29))
	perShard := (len(specs) + shards - 1) / shards
	weightMap := map[string]string{}
	var total int64
	for s := range shards {
		var ts []safetensors.Tensor
		for _, sp := range specs[s*perShard : min((s+1)*perShard, len(specs))] {
			n := int64(1)
			for _, d := range sp.shape {
				n *= d
			}
			raw := make([]byte, 0, 2*n)
			for range n {
				x := 0.02 * rng.NormFloat64()
				if sp.norm {
					x += 1
				} else if len(sp.shape) == 2 {
					x = rng.NormFloat64() / math.Sqrt(float64(sp.shape[1]))
				}
				raw = binary.LittleEndian.AppendUint16(raw, uint16(math.Float32bits(float32(x))>>16))
			}
			ts = append(ts, safetensors.Tensor{Name: sp.name, DType: "BF16", Shape: sp.shape, Data: raw})
			total += int64(len(raw))
		}
		name := "model.safetensors"
		if shards > 1 {
			name = fmt.Sprintf("model-%05d-of-%05d.safetensors", s+1, shards)
		}
		for _, t := range ts {
			weightMap[t.Name] = name
		}
		var buf bytes.Buffer
		if err := safetensors.Write(&buf, ts, map[string]string{"format": "pt"}); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, name), buf.Bytes(), 0o644); err != nil {
			return err
		}
	}
	if shards == 1 {
		return nil
	}
	idx, err := json.MarshalIndent(map[string]any{"metadata": map[string]any{"total_size": total}, "weight_map": weightMap}, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "model.safetensors.index.json"), idx, 0o644)
}
