package hf

import (
	"errors"
	"strings"
	"testing"
)

// Configs and options whose tensors would not fit in memory are refused
// before anything is allocated, naming the config file and the field
// (before, intermediate_size = 2^40 panicked in makeslice and seq_len =
// 131072 ran out of memory in the causal mask).
func TestSizeErrors(t *testing.T) {
	for _, tc := range []struct {
		name  string
		field string
		value any
		opt   Options
		want  []string
	}{
		{"intermediate_size 2^40", "intermediate_size", 1099511627776, Options{SeqLen: 4},
			[]string{"config.json: ", "mlp.gate_proj.weight", "[1099511627776 32]", "128.0 TiB", "from intermediate_size and hidden_size", "4.0 GiB"}},
		{"intermediate_size overflows", "intermediate_size", int64(1) << 62, Options{SeqLen: 4},
			[]string{"from intermediate_size and hidden_size", "past 2^64 bytes"}},
		{"head_dim", "head_dim", int64(1) << 40, Options{SeqLen: 4},
			[]string{"self_attn.q_proj.weight", "[4398046511104 32]", "from head_dim, num_attention_heads and hidden_size"}},
		{"vocab_size with an embedding", "vocab_size", int64(1) << 32, Options{SeqLen: 4, Embedding: true},
			[]string{"model.embed_tokens.weight", "from vocab_size and hidden_size"}},
		{"seq_len 131072", "", nil, Options{SeqLen: 131072},
			[]string{"causal_mask", "[131072 131072]", "64.0 GiB", "from seq_len and past_len"}},
		{"past_len of a chunked prefill", "", nil, Options{SeqLen: 2, PastLen: 1 << 40},
			[]string{"causal_mask", "from past_len and seq_len"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := []byte(tinyConfigs["qwen2"])
			if tc.field != "" {
				b = withField(t, tc.field, tc.value)
			}
			cfg, err := ParseConfig(b, "q/config.json")
			if err != nil {
				t.Fatal(err)
			}
			_, err = Build(cfg, tc.opt)
			var se *SizeError
			if !errors.As(err, &se) {
				t.Fatalf("Build: %v, want a SizeError", err)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q lacks %q", err, w)
				}
			}
		})
	}
}
