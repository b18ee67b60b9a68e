package ir

import (
	"bytes"
	"fmt"
	"math"
	"slices"
)

// diffModels returns "" when a and b hold the same model, else where they
// first differ. Floats compare by bit pattern, so NaNs round-trip too.
func diffModels(a, b *Model) string {
	switch {
	case a.IRVersion != b.IRVersion:
		return fmt.Sprintf("ir_version %d vs %d", a.IRVersion, b.IRVersion)
	case !slices.Equal(a.Opsets, b.Opsets):
		return fmt.Sprintf("opsets %v vs %v", a.Opsets, b.Opsets)
	case a.ProducerName != b.ProducerName || a.ProducerVersion != b.ProducerVersion || a.Domain != b.Domain ||
		a.ModelVersion != b.ModelVersion || a.Doc != b.Doc:
		return "model header"
	case !slices.Equal(a.Metadata, b.Metadata):
		return "metadata"
	case !bytes.Equal(a.Extra, b.Extra):
		return "model extra fields"
	}
	return diffGraphs("graph", a.Graph, b.Graph)
}

func diffGraphs(at string, a, b *Graph) string {
	if (a == nil) != (b == nil) {
		return at + ": one graph is nil"
	}
	if a == nil {
		return ""
	}
	if a.Name != b.Name || a.Doc != b.Doc || !bytes.Equal(a.Extra, b.Extra) {
		return at + ": graph header"
	}
	for _, l := range []struct {
		what string
		x, y []*ValueInfo
	}{{"inputs", a.Inputs, b.Inputs}, {"outputs", a.Outputs, b.Outputs}, {"value_info", a.ValueInfo, b.ValueInfo}} {
		if len(l.x) != len(l.y) {
			return fmt.Sprintf("%s: %d vs %d %s", at, len(l.x), len(l.y), l.what)
		}
		for i := range l.x {
			if d := diffValueInfo(l.x[i], l.y[i]); d != "" {
				return fmt.Sprintf("%s: %s %q: %s", at, l.what, l.x[i].Name, d)
			}
		}
	}
	if len(a.Initializers) != len(b.Initializers) {
		return fmt.Sprintf("%s: %d vs %d initializers", at, len(a.Initializers), len(b.Initializers))
	}
	for i := range a.Initializers {
		if !a.Initializers[i].Equal(b.Initializers[i]) {
			return fmt.Sprintf("%s: initializer %q differs", at, a.Initializers[i].Name)
		}
	}
	if len(a.Nodes) != len(b.Nodes) {
		return fmt.Sprintf("%s: %d vs %d nodes", at, len(a.Nodes), len(b.Nodes))
	}
	for i := range a.Nodes {
		if d := diffNodes(a.Nodes[i], b.Nodes[i]); d != "" {
			return fmt.Sprintf("%s: %v: %s", at, a.Nodes[i], d)
		}
	}
	return ""
}

func diffValueInfo(a, b *ValueInfo) string {
	switch {
	case a.Name != b.Name || a.Doc != b.Doc:
		return "name or doc"
	case a.DType != b.DType:
		return fmt.Sprintf("dtype %v vs %v", a.DType, b.DType)
	case !slices.Equal(a.Shape, b.Shape) || (a.Shape == nil) != (b.Shape == nil):
		return fmt.Sprintf("shape %v vs %v", a.Shape, b.Shape)
	case !slices.Equal(a.DimParams, b.DimParams):
		return fmt.Sprintf("dim params %q vs %q", a.DimParams, b.DimParams)
	case !bytes.Equal(a.Extra, b.Extra) || !bytes.Equal(a.TypeProto, b.TypeProto):
		return "extra fields or opaque type"
	}
	return ""
}

func diffNodes(a, b *Node) string {
	switch {
	case a.Name != b.Name || a.OpType != b.OpType || a.Domain != b.Domain || a.Doc != b.Doc:
		return "header"
	case !slices.Equal(a.Inputs, b.Inputs) || !slices.Equal(a.Outputs, b.Outputs):
		return fmt.Sprintf("edges %v->%v vs %v->%v", a.Inputs, a.Outputs, b.Inputs, b.Outputs)
	case !bytes.Equal(a.Extra, b.Extra):
		return "extra fields"
	case len(a.Attrs) != len(b.Attrs):
		return fmt.Sprintf("%d vs %d attributes", len(a.Attrs), len(b.Attrs))
	}
	for i := range a.Attrs {
		x, y := a.Attrs[i], b.Attrs[i]
		bits := func(f []float32) []uint32 {
			out := make([]uint32, len(f))
			for i, v := range f {
				out[i] = math.Float32bits(v)
			}
			return out
		}
		same := x.Name == y.Name && x.Type == y.Type && math.Float32bits(x.F) == math.Float32bits(y.F) &&
			x.I == y.I && x.S == y.S && slices.Equal(bits(x.Floats), bits(y.Floats)) &&
			slices.Equal(x.Ints, y.Ints) && slices.Equal(x.Strings, y.Strings) && x.Doc == y.Doc &&
			bytes.Equal(x.Extra, y.Extra) && (x.T == nil) == (y.T == nil) && (x.T == nil || x.T.Equal(y.T)) &&
			len(x.Tensors) == len(y.Tensors) && len(x.Graphs) == len(y.Graphs)
		if !same {
			return fmt.Sprintf("attribute %q", x.Name)
		}
		for j := range x.Tensors {
			if !x.Tensors[j].Equal(y.Tensors[j]) {
				return fmt.Sprintf("attribute %q tensor %d", x.Name, j)
			}
		}
		if d := diffGraphs("attribute "+x.Name, x.G, y.G); d != "" {
			return d
		}
		for j := range x.Graphs {
			if d := diffGraphs(fmt.Sprintf("attribute %s graph %d", x.Name, j), x.Graphs[j], y.Graphs[j]); d != "" {
				return d
			}
		}
	}
	return ""
}
