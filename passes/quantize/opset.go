package quantize

import (
	"fmt"

	"github.com/epubuild/epubuild/internal/ir"
)

// wideOpset is the first ONNX opset whose QuantizeLinear and
// DequantizeLinear take int16 and int4 data and block_size (opset 21).
const wideOpset = 21

// reduceAxesInput are the reductions whose axes moved from an attribute
// to an input in opset 18 (ReduceSum did in 13).
var reduceAxesInput = map[string]bool{
	"ReduceMean": true, "ReduceMax": true, "ReduceMin": true, "ReduceProd": true,
	"ReduceL1": true, "ReduceL2": true, "ReduceLogSum": true, "ReduceLogSumExp": true,
	"ReduceSumSquare": true,
}

// upgradeOpset rewrites g's default-domain nodes from opset from to
// wideOpset where their meaning changed in between, and returns the
// opset imports with the default domain at wideOpset. The transformer op
// set changes in two places: a reduction's axes become an input
// (opset 18), and a Split without a split input must say num_outputs
// (opset 18). Other changes up to 21 add types or optional inputs.
func upgradeOpset(g *ir.Graph, opsets []ir.Opset, from int64, nm *names) ([]ir.Opset, error) {
	if from < 13 {
		return nil, fmt.Errorf("the model imports ONNX opset %d; 16-bit and 4-bit Q/DQ need opset %d, and upgrading is supported from opset 13", from, wideOpset)
	}
	for _, n := range g.Nodes {
		if n.Domain != "" && n.Domain != "ai.onnx" {
			continue
		}
		switch {
		case reduceAxesInput[n.OpType] && from < 18:
			a := n.Attr("axes")
			if a == nil {
				continue
			}
			t := ir.FromInt64([]int64{int64(len(a.Ints))}, append([]int64(nil), a.Ints...))
			t.Name = nm.take(n.Name + "_axes")
			g.Initializers = append(g.Initializers, t)
			n.Inputs = append(n.Inputs[:1:1], t.Name)
			n.Attrs = withoutAttr(n.Attrs, "axes")
		case n.OpType == "Split" && from < 18 && n.Input(1) == "" && n.Attr("num_outputs") == nil:
			n.Attrs = append(n.Attrs, ir.IntAttr("num_outputs", int64(len(n.Outputs))))
		}
	}
	out := make([]ir.Opset, 0, len(opsets))
	for _, o := range opsets {
		if o.Domain == "" || o.Domain == "ai.onnx" {
			o.Version = wideOpset
		}
		out = append(out, o)
	}
	return out, nil
}

func withoutAttr(as []*ir.Attr, name string) []*ir.Attr {
	var out []*ir.Attr
	for _, a := range as {
		if a.Name != name {
			out = append(out, a)
		}
	}
	return out
}
