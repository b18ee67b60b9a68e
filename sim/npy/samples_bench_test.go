package npy

import (
	"fmt"
	"testing"

	"github.com/epubuild/epubuild/internal/ir"
)

// An evaluation part's outputs: 64 windows of 128 tokens of a
// 1536-wide hidden state (48 MiB), encoded and decoded as the steps
// hand them on, beside the floor of either: one copy of the bytes into
// a fresh buffer (compare the MB/s).
func BenchmarkSamples(b *testing.B) {
	const windows, rows, width = 64, 128, 1536
	names := []string{"hidden_states"}
	samples := make([]map[string]*ir.Tensor, windows)
	for s := range samples {
		f := make([]float32, rows*width)
		for i := range f {
			f[i] = float32(s*31+i%97) / 7
		}
		samples[s] = map[string]*ir.Tensor{"hidden_states": ir.FromFloat32([]int64{1, rows, width}, f)}
	}
	enc, err := EncodeSamples(names, samples, FlatOne)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("copy", func(b *testing.B) {
		b.SetBytes(int64(len(enc)))
		for b.Loop() {
			out := make([]byte, len(enc))
			copy(out, enc)
		}
	})
	b.Run("encode", func(b *testing.B) {
		b.SetBytes(int64(len(enc)))
		for b.Loop() {
			if _, err := EncodeSamples(names, samples, FlatOne); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("decode", func(b *testing.B) {
		b.SetBytes(int64(len(enc)))
		for b.Loop() {
			out, _, err := DecodeSamples(enc, windows, FlatOne)
			if err != nil || len(out) != windows {
				b.Fatal(fmt.Sprint(err))
			}
		}
	})
}
