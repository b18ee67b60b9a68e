package exec

import "github.com/epubuild/epubuild/internal/ir"

// Sample is synthetic sample i of a graph's inputs with seed seed: the
// inputs in declared order, drawn by RandomInput from NewNormal(seed, i)
// (float inputs standard normal, int8/uint8 uniform, other integers
// ones, bools true). An input given a value takes it and draws nothing.
// Calibration, the reference, epubuild run and the benchmark draw their
// samples here, so sample i of seed S is the same for all of them, on
// every machine.
//
// With the graph, the drawn inputs are then made lifelike (Lifelike);
// given ones are left as they are.
func Sample(inputs []*ir.ValueInfo, graph *ir.Graph, seed uint64, i int, given map[string]*ir.Tensor) (map[string]*ir.Tensor, error) {
	g := NewNormal(seed, uint64(i))
	out := make(map[string]*ir.Tensor, len(inputs))
	for _, v := range inputs {
		if t := given[v.Name]; t != nil {
			out[v.Name] = t
			continue
		}
		t, err := RandomInput(v, g)
		if err != nil {
			return nil, err
		}
		t.Name = v.Name
		out[v.Name] = t
	}
	if graph != nil {
		drawn := make(map[string]*ir.Tensor, len(out))
		for k, t := range out {
			if given[k] == nil {
				drawn[k] = t
			}
		}
		Lifelike(graph, drawn, seed, uint64(i))
	}
	return out, nil
}
