package ir

// InferFunc types a node's outputs; see InferShapes.
type InferFunc func(c *InferContext, n *Node) error

// InferContext is what an InferFunc sees: the types of values known so far
// and the constant values of the ones that can be folded (initializers,
// Constant nodes, and shape arithmetic on them), by name.
type InferContext struct {
	Model  *Model
	Types  map[string]*ValueInfo
	Consts map[string]*Tensor
}
