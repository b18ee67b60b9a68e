package rotate

import (
	"math"
	"slices"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
)

// The down projection's input (SwiGLU's product) is no linear's output
// a weight could rotate, so QuaRot rotates it online: x·H/√n computed at
// run time, Hᵀ/√n folded into the down projection's weight. H = A ⊗ S
// (Hadamard) runs as plain ONNX ops any runtime has, on x viewed as
// [.., M, K]: Reshape, MatMul by Aᵀ/√M from the left (the small dense
// factor mixing the M rows), MatMul by S/√K from the right, Reshape back.
// Their nodes are named under the down projection's scope,
// <layer>/mlp/down_proj/hadamard/..., so exclusions and reports find them.

// OnlineScope is the scope of the nodes of an online Hadamard before the
// down projection named down: "<down's scope>/hadamard".
func OnlineScope(down string) string {
	return strings.TrimSuffix(down, "/MatMul") + "/hadamard"
}

// IsOnline says whether a node is part of an online Hadamard.
func IsOnline(name string) bool { return strings.Contains(name, "/down_proj/hadamard/") }

// foldOnlineDown inserts the online Hadamard before every
// …/mlp/down_proj/MatMul and folds its transpose into the weight.
func (f *folder) foldOnlineDown(res *Result) error {
	var downs []*ir.Node
	for _, n := range f.g.Nodes {
		if n.OpType == "MatMul" && strings.HasSuffix(n.Name, "/mlp/down_proj/MatMul") {
			downs = append(downs, n)
		}
	}
	if len(downs) == 0 {
		return nil
	}
	ix := f.g.Index()
	for _, down := range downs {
		x := down.Input(0)
		w := f.cur(down.Input(1))
		xt := ix.Types[x]
		if w == nil || w.DType != ir.Float32 || len(w.Shape) != 2 || len(ix.Consumers[w.Name]) != 1 || xt == nil || !xt.Static() || len(xt.Shape) < 2 {
			return errorf("online Hadamard: %s has no constant weight of its own or no static input shape", down.Name)
		}
		n := int(w.Shape[0])
		h, err := NewHadamard(n)
		if err != nil {
			return errorf("online Hadamard before %s: the intermediate size %d: %v", down.Name, n, err)
		}
		rot := &Rotation{N: n, H: h}
		ones := make([]float32, n)
		for i := range ones {
			ones[i] = 1
		}
		if err := f.replace(w, "cols "+rot.fingerprint()+" unscaled", func() *ir.Tensor { return mapCols(w, rot, ones, f.opt.Threads) }); err != nil {
			return err
		}

		scope := OnlineScope(down.Name)
		lead := xt.Shape[:len(xt.Shape)-1]
		k := 1 << h.K
		val := func(op string) string { return scope + "/" + op + "_output_0" }
		info := func(name string, shape ...int64) {
			f.g.SetValueInfo(&ir.ValueInfo{Name: name, DType: ir.Float32, Shape: shape})
		}
		init := func(name string, t *ir.Tensor) string {
			t.Name = name
			f.g.Initializers = append(f.g.Initializers, t)
			return name
		}
		var nodes []*ir.Node
		cur := x
		split := append(slices.Clone(lead), int64(h.M), int64(k))
		if h.M > 1 {
			shape := init(scope+".shape", ir.FromInt64([]int64{int64(len(split))}, split))
			nodes = append(nodes, &ir.Node{Name: scope + "/Reshape", OpType: "Reshape", Inputs: []string{cur, shape}, Outputs: []string{val("Reshape")}})
			info(val("Reshape"), split...)
			cur = val("Reshape")
			at := ir.NewTensor(ir.Float32, int64(h.M), int64(h.M))
			s := float32(1 / math.Sqrt(float64(h.M)))
			for i := range h.M {
				for j := range h.M {
					at.F32[i*h.M+j] = float32(h.A[j*h.M+i]) * s
				}
			}
			a := init(scope+".paley_t", at)
			nodes = append(nodes, &ir.Node{Name: scope + "/MatMul", OpType: "MatMul", Inputs: []string{a, cur}, Outputs: []string{val("MatMul")}})
			info(val("MatMul"), split...)
			cur = val("MatMul")
		}
		st := ir.NewTensor(ir.Float32, int64(k), int64(k))
		s := float32(1 / math.Sqrt(float64(k)))
		for i, v := range Sylvester(h.K) {
			st.F32[i] = float32(v) * s
		}
		sy := init(scope+".sylvester", st)
		mm := "MatMul"
		if h.M > 1 {
			mm = "MatMul_1"
		}
		nodes = append(nodes, &ir.Node{Name: scope + "/" + mm, OpType: "MatMul", Inputs: []string{cur, sy}, Outputs: []string{val(mm)}})
		cur = val(mm)
		if h.M > 1 {
			info(cur, split...)
			shape := init(scope+".shape_1", ir.FromInt64([]int64{int64(len(xt.Shape))}, slices.Clone(xt.Shape)))
			nodes = append(nodes, &ir.Node{Name: scope + "/Reshape_1", OpType: "Reshape", Inputs: []string{cur, shape}, Outputs: []string{val("Reshape_1")}})
			cur = val("Reshape_1")
		}
		info(cur, xt.Shape...)
		down.Inputs[0] = cur
		at := slices.Index(f.g.Nodes, down)
		f.g.Nodes = slices.Insert(f.g.Nodes, at, nodes...)
		res.Online++
		res.OnlineHadamard = h.String()
		res.OnlineAdds += h.Adds() * ir.NumElements(lead)
	}
	return nil
}

// foldOnlineQK rotates each layer's queries and keys after the rotary
// embedding by a Hadamard of the head size, online: q·kᵀ is unchanged
// (H/√d is orthogonal) while the keys a quantized KV cache stores are
// rotated, their outlier channels spread (QuaRot's online rotation for
// a quantized cache). The new key is found from the attention's score
// MatMul back through repeat_kv and the past's Concat; the producer of
// the query and of the new key is renamed and a MatMul by H/√d takes
// its place, so every reader (the cache's Concat, a present output)
// reads the rotated value.
func (f *folder) foldOnlineQK(res *Result) error {
	ix := f.g.Index()
	var scores []*ir.Node
	for _, n := range f.g.Nodes {
		if n.OpType == "MatMul" && strings.HasSuffix(n.Name, "/self_attn/MatMul") {
			scores = append(scores, n)
		}
	}
	for _, sc := range scores {
		q := sc.Input(0)
		k := sc.Input(1)
		for {
			p := ix.Producer[k]
			if p == nil {
				return errorf("online Q/K rotation: the keys of %s come from no node", sc.Name)
			}
			switch p.OpType {
			case "Transpose", "Reshape", "Expand", "Unsqueeze":
				k = p.Input(0)
				continue
			case "Concat":
				if len(p.Inputs) == 2 && ix.Inputs[p.Input(0)] != nil {
					k = p.Input(1)
					continue
				}
			}
			break
		}
		qt, kt := ix.Types[q], ix.Types[k]
		if qt == nil || kt == nil || len(qt.Shape) == 0 || len(kt.Shape) == 0 || qt.Shape[len(qt.Shape)-1] != kt.Shape[len(kt.Shape)-1] {
			return errorf("online Q/K rotation: no static query and key shapes at %s", sc.Name)
		}
		d := int(qt.Shape[len(qt.Shape)-1])
		if len(ix.Consumers[q]) != 1 || ix.Inputs[q] != nil || ix.Inputs[k] != nil || ix.Producer[q] == nil || ix.Producer[k] == nil {
			return errorf("online Q/K rotation: the query of %s is read elsewhere, or query or key is a graph input", sc.Name)
		}
		h, err := NewHadamard(d)
		if err != nil {
			return errorf("online Q/K rotation: %v", err)
		}
		scope := strings.TrimSuffix(sc.Name, "/MatMul") + "/hadamard"
		st := ir.NewTensor(ir.Float32, int64(d), int64(d))
		s := float32(1 / math.Sqrt(float64(d)))
		for i, v := range h.Dense() {
			st.F32[i] = float32(v) * s
		}
		// One d×d MatMul whatever the construction: a head is small, and
		// the graph stays plain ONNX that any runtime reads.
		st.Name = scope + ".sylvester"
		if h.M > 1 {
			st.Name = scope + ".paley_sylvester"
		}
		f.g.Initializers = append(f.g.Initializers, st)
		for i, v := range []*ir.ValueInfo{qt, kt} {
			p := ix.Producer[v.Name]
			pre := v.Name + "_unrotated"
			for j, o := range p.Outputs {
				if o == v.Name {
					p.Outputs[j] = pre
				}
			}
			f.g.SetValueInfo(&ir.ValueInfo{Name: pre, DType: ir.Float32, Shape: slices.Clone(v.Shape)})
			name := scope + "/MatMul"
			if i == 1 {
				name += "_1"
			}
			mm := &ir.Node{Name: name, OpType: "MatMul", Inputs: []string{pre, st.Name}, Outputs: []string{v.Name}}
			at := slices.Index(f.g.Nodes, p)
			f.g.Nodes = slices.Insert(f.g.Nodes, at+1, mm)
		}
		res.OnlineQK++
	}
	return nil
}
