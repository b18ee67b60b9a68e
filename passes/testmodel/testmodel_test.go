package testmodel

import "testing"

func TestQwenConfig(t *testing.T) {
	cfg, err := QwenConfig()
	if err != nil {
		t.Fatal(err)
	}
	if cfg.HiddenSize != 1536 || cfg.NumKeyValueHeads != 2 {
		t.Errorf("hidden_size %d, num_key_value_heads %d: not Qwen2-1.5B's 1536 and 2", cfg.HiddenSize, cfg.NumKeyValueHeads)
	}
}
