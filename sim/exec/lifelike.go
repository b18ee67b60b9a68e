package exec

import (
	"math/rand/v2"
	"strings"

	"github.com/epubuild/epubuild/internal/ir"
)

// Lifelike makes a seeded synthetic sample of g's inputs look like what
// a runtime feeds an LLM graph, where drawing each input alone cannot:
//
//   - an integer input used only as the indices of Gathers from
//     constant tables (token ids, position ids) is drawn uniformly over
//     the tables' rows, not all ones;
//   - a graph with an attention_mask [1,T] gets padding as a runtime
//     feeds it: with position_ids [1,1], a cache of capacity T-1 filled up
//     to slot c (uniform in 1..T-1), its first k slots (uniform in
//     0..c-1) a left-padded prompt's padding, the mask keeping the rest
//     and the new token, at position c-k; with fixed positions, a prompt
//     left-padded by k (uniform in 0..T-2). The past_key_values
//     slots the mask drops are zero, as a runtime leaves them.
//
// The draws come from a stream of their own, so every other input stays
// as RandomInput drew it.
func Lifelike(g *ir.Graph, in map[string]*ir.Tensor, seed, sample uint64) {
	rng := rand.New(rand.NewPCG(seed, sample^0x6c6966656c696b65)) // "lifelike"
	for _, v := range g.Inputs {
		t := in[v.Name]
		if t == nil || t.DType != ir.Int64 {
			continue
		}
		if rows := gatherRows(g, v.Name); rows > 0 {
			for i := range t.I64 {
				t.I64[i] = int64(rng.IntN(int(rows)))
			}
		}
	}
	mask, pos := in["attention_mask"], in["position_ids"]
	if mask == nil || mask.DType != ir.Int64 || len(mask.Shape) != 2 || mask.Shape[1] < 2 {
		return
	}
	t := int(mask.Shape[1])
	var keep func(j int) bool
	if pos != nil && pos.DType == ir.Int64 && len(pos.I64) == 1 {
		// A cache of capacity t-1 filled up to c, the first k of those
		// a left-padded prompt's padding, then the new token, at position
		// c-k as the mask counts it.
		c := 1 + rng.IntN(t-1)
		k := rng.IntN(c)
		keep = func(j int) bool { return j >= k && j < c || j == t-1 }
		pos.I64[0] = int64(c - k)
	} else {
		// Fixed positions: a prompt left-padded by k.
		k := rng.IntN(t - 1)
		keep = func(j int) bool { return j >= k }
	}
	for j := range mask.I64 {
		mask.I64[j] = 0
		if keep(j) {
			mask.I64[j] = 1
		}
	}
	for name, x := range in {
		if !strings.HasPrefix(name, "past_key_values.") || x.DType != ir.Float32 || len(x.Shape) != 4 || int(x.Shape[2]) > t-1 {
			continue
		}
		p, d := int(x.Shape[2]), int(x.Shape[3])
		for h := range int(x.Shape[0] * x.Shape[1]) {
			for j := range p {
				if !keep(j) {
					clear(x.F32[(h*p+j)*d : (h*p+j+1)*d])
				}
			}
		}
	}
}

// gatherRows is the smallest row count of the constant tables that
// input name indexes, when Gathers along axis 0 are its only consumers;
// 0 otherwise.
func gatherRows(g *ir.Graph, name string) int64 {
	ix := g.Index()
	var rows int64
	for _, n := range g.Nodes {
		for i, x := range n.Inputs {
			if x != name {
				continue
			}
			if n.OpType != "Gather" || i != 1 || n.Domain != "" {
				return 0
			}
			if a := n.Attr("axis"); a != nil && a.I != 0 {
				return 0
			}
			t := ix.Const(n.Inputs[0])
			if t == nil || len(t.Shape) == 0 {
				return 0
			}
			if rows == 0 || t.Shape[0] < rows {
				rows = t.Shape[0]
			}
		}
	}
	return rows
}
