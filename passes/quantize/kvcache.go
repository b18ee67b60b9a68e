package quantize

import (
	"fmt"
	"slices"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
	"github.com/epubuild/epubuild/passes/calibrate"
)

// Int8KV moves a quantized graph's KV cache to int8 at its boundary, as
// the vendor's decode graph takes it (past_key_values.N.value_quantized,
// tensor[int8]): each past_key_values.* input whose only reader is a
// QuantizeLinear becomes that QuantizeLinear's int8 output, and each
// present.* output made by a DequantizeLinear becomes its int8 input.
// The scales stay in the graph as the removed nodes' initializers; a
// cache carried from present to past without requantizing needs a past
// and its present at one scale (tie their ranges before quantizing). It
// returns the values it moved, in graph order.
func Int8KV(g *ir.Graph) ([]string, error) {
	readers := map[string][]*ir.Node{}
	producer := map[string]*ir.Node{}
	for _, n := range g.Nodes {
		for _, in := range n.Inputs {
			readers[in] = append(readers[in], n)
		}
		for _, out := range n.Outputs {
			producer[out] = n
		}
	}
	drop := map[*ir.Node]bool{}
	rename := map[string]string{} // value -> the boundary name it takes
	var moved []string
	for _, v := range g.Inputs {
		if !strings.HasPrefix(v.Name, "past_key_values.") || v.DType != ir.Float32 {
			continue
		}
		rs := readers[v.Name]
		if len(rs) != 1 || rs[0].OpType != "QuantizeLinear" || rs[0].Domain != "" || rs[0].Inputs[0] != v.Name {
			return nil, fmt.Errorf("KV input %s is not quantized once at the boundary (read by %d nodes)", v.Name, len(rs))
		}
		q := rs[0]
		if zp := zeroPoint(g, q); zp != ir.Int8 {
			return nil, fmt.Errorf("KV input %s is quantized to %v, not int8", v.Name, zp)
		}
		drop[q] = true
		rename[q.Outputs[0]] = v.Name
		v.DType = ir.Int8
		moved = append(moved, v.Name)
	}
	for _, v := range g.Outputs {
		if !strings.HasPrefix(v.Name, "present.") || v.DType != ir.Float32 {
			continue
		}
		d := producer[v.Name]
		if d == nil || d.OpType != "DequantizeLinear" || d.Domain != "" {
			return nil, fmt.Errorf("KV output %s is not dequantized at the boundary", v.Name)
		}
		if zp := zeroPoint(g, d); zp != ir.Int8 {
			return nil, fmt.Errorf("KV output %s is dequantized from %v, not int8", v.Name, zp)
		}
		if len(readers[v.Name]) == 0 {
			drop[d] = true
		} else {
			// The graph reads the float value too: it keeps its
			// DequantizeLinear under another name.
			float := g.UniqueName(v.Name + "_DequantizeLinear_Output")
			for _, r := range readers[v.Name] {
				for i, in := range r.Inputs {
					if in == v.Name {
						r.Inputs[i] = float
					}
				}
			}
			d.Outputs[0] = float
			if vi := valueInfo(g, v.Name); vi != nil {
				vi.Name = float
			}
		}
		rename[d.Inputs[0]] = v.Name
		v.DType = ir.Int8
		moved = append(moved, v.Name)
	}
	g.Nodes = slices.DeleteFunc(g.Nodes, func(n *ir.Node) bool { return drop[n] })
	for _, n := range g.Nodes {
		for i, in := range n.Inputs {
			if to, ok := rename[in]; ok {
				n.Inputs[i] = to
			}
		}
		for i, out := range n.Outputs {
			if to, ok := rename[out]; ok {
				n.Outputs[i] = to
			}
		}
	}
	g.ValueInfo = slices.DeleteFunc(g.ValueInfo, func(v *ir.ValueInfo) bool {
		_, gone := rename[v.Name]
		return gone
	})
	return moved, g.Validate()
}

// zeroPoint is the element type a Q or DQ node's zero point gives its
// quantized side (uint8 when it has none, as ONNX says).
func zeroPoint(g *ir.Graph, n *ir.Node) ir.DType {
	if len(n.Inputs) < 3 || n.Inputs[2] == "" {
		return ir.Uint8
	}
	if t := g.Index().Const(n.Inputs[2]); t != nil {
		return t.DType
	}
	return ir.Undefined
}

func valueInfo(g *ir.Graph, name string) *ir.ValueInfo {
	for _, v := range g.ValueInfo {
		if v.Name == name {
			return v
		}
	}
	return nil
}

// TieKV gives a decode graph's cache the prefill's scales: each
// past_key_values.N.key/value and present.N.key/value range in decode
// becomes the prefill's present.N.key/value range, so the int8 cache the
// prefill writes is read and extended by every decode step without
// requantizing. It returns the tensors it set.
func TieKV(decode, prefill *calibrate.Ranges) ([]string, error) {
	var tied []string
	for i, t := range decode.Tensors {
		src, ok := kvSource(t.Name)
		if !ok {
			continue
		}
		p, ok := prefill.Lookup(src)
		if !ok {
			return nil, fmt.Errorf("%s: the prefill has no %s to take its range from", t.Name, src)
		}
		p.Name = t.Name
		decode.Tensors[i] = p
		tied = append(tied, t.Name)
	}
	return tied, nil
}

// kvSource names the prefill output a cache tensor's range comes from.
func kvSource(name string) (string, bool) {
	if rest, ok := strings.CutPrefix(name, "past_key_values."); ok {
		return "present." + rest, true
	}
	if strings.HasPrefix(name, "present.") {
		return name, true
	}
	return "", false
}
