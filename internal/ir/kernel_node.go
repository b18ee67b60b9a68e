package ir

import "fmt"

// KernelDomain and KernelOp name the node a custom_op step puts in place
// of the subgraph it replaces: its "body" attribute is that subgraph and
// a C++ kernel computes it. The IR owns the node's type inference, so
// every reader of such a graph (quantize, compile, simulate, a plain
// decode) types it the same way whichever packages the binary links.
const (
	KernelDomain = "epubuild.custom"
	KernelOp     = "Kernel"
)

// inferKernel types a kernel node's outputs by inferring its body with
// the node's input types: the kernel computes what the subgraph did.
func inferKernel(c *InferContext, n *Node) error {
	a := n.Attr("body")
	if a == nil || a.G == nil {
		return fmt.Errorf("%s:%s node has no body to infer its outputs from", KernelDomain, KernelOp)
	}
	body := a.G.CloneStructure()
	if len(n.Inputs) < len(body.Inputs) {
		return fmt.Errorf("%d inputs, its body reads %d", len(n.Inputs), len(body.Inputs))
	}
	for i, in := range body.Inputs {
		if t := c.Input(n, i); t != nil && t.DType != Undefined {
			in.DType, in.Shape, in.DimParams = t.DType, t.Shape, t.DimParams
		}
	}
	body.ValueInfo = nil
	for _, o := range body.Outputs {
		o.DType, o.Shape, o.DimParams = Undefined, nil, nil
	}
	m := &Model{Opsets: []Opset{{Domain: "", Version: c.Opset}}, Graph: body}
	if err := InferShapes(m); err != nil {
		return fmt.Errorf("inferring its body: %w", err)
	}
	for i, o := range body.Outputs {
		c.SetOutput(n, i, o.DType, o.Shape)
	}
	return nil
}
