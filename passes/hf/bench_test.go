package hf

import (
	"testing"
)

// BenchmarkSyntheticLMHead fills Qwen2-1.5B's tied LM head (151936×1536,
// 233M floats) in the MatMul layout.
func BenchmarkSyntheticLMHead(b *testing.B) {
	dst := make([]float32, 151936*1536)
	s := linearWeight.synth(0, "model.embed_tokens.weight")
	b.SetBytes(int64(4 * len(dst)))
	for b.Loop() {
		s.fillTransposed(dst, 151936, 1536)
	}
}

// BenchmarkBuildQwenDecode builds the vendor's decode graph: one layer,
// final norm and LM head, synthetic weights.
func BenchmarkBuildQwenDecode(b *testing.B) {
	cfg, err := LoadConfig(qwenConfig)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := Build(cfg, DefaultOptions(Decode, 16)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBuildQwenPrefill builds the vendor's prefill layer.
func BenchmarkBuildQwenPrefill(b *testing.B) {
	cfg, err := LoadConfig(qwenConfig)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := Build(cfg, DefaultOptions(Prefill, 16)); err != nil {
			b.Fatal(err)
		}
	}
}
