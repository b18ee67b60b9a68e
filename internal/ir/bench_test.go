package ir

import (
	"fmt"
	"path/filepath"
	"testing"
)

// codecModel is a ~180 MB float32 model with the weight shapes of one
// Qwen2-1.5B decoder layer (46.8 M parameters).
func codecModel() *Model {
	g := &Graph{Name: "codec", Inputs: []*ValueInfo{{Name: "x", DType: Float32, Shape: []int64{1, 16, 1536}}}}
	prev := "x"
	// q, o, k, v (transposed so the chain connects), gate, down, up.
	for i, s := range [][2]int64{{1536, 1536}, {1536, 1536}, {1536, 256}, {256, 1536}, {1536, 8960}, {8960, 1536}, {1536, 8960}} {
		w := NewTensor(Float32, s[0], s[1])
		for j := range w.F32 {
			w.F32[j] = float32(j%251) * 0.01
		}
		w.Name = fmt.Sprintf("w%d", i)
		out := fmt.Sprintf("y%d", i)
		g.Initializers = append(g.Initializers, w)
		g.Nodes = append(g.Nodes, &Node{Name: fmt.Sprintf("mm%d", i), OpType: "MatMul", Inputs: []string{prev, w.Name}, Outputs: []string{out}})
		prev = out
	}
	g.Outputs = []*ValueInfo{{Name: prev, DType: Float32, Shape: []int64{1, 16, 8960}}}
	return &Model{IRVersion: 8, Opsets: []Opset{{Version: 17}}, Graph: g}
}

// BenchmarkCodec measures Encode and Decode of a ~180 MB model, with the
// bulk little-endian path and (portable) with the per-element one, and
// Save+Load through external data.
func BenchmarkCodec(b *testing.B) {
	m := codecModel()
	data, err := Encode(m, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.Logf("model: %d bytes encoded", len(data))
	for _, bulk := range []bool{true, false} {
		name := "bulk"
		if !bulk {
			name = "portable"
		}
		run := func(b *testing.B, f func() error) {
			saved := hostLittleEndian
			hostLittleEndian = hostLittleEndian && bulk
			defer func() { hostLittleEndian = saved }()
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				if err := f(); err != nil {
					b.Fatal(err)
				}
			}
		}
		b.Run("Encode/"+name, func(b *testing.B) {
			run(b, func() error { _, err := Encode(m, nil); return err })
		})
		b.Run("Decode/"+name, func(b *testing.B) {
			run(b, func() error { _, err := Decode(data, nil); return err })
		})
	}
	b.Run("SaveLoadExternal", func(b *testing.B) {
		path := filepath.Join(b.TempDir(), "m.onnx")
		b.SetBytes(int64(len(data)))
		for b.Loop() {
			if err := Save(path, m, SaveOptions{ExternalData: true}); err != nil {
				b.Fatal(err)
			}
			if _, err := Load(path); err != nil {
				b.Fatal(err)
			}
		}
	})
}
