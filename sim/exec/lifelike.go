package exec

import (
	"math/rand/v2"
	"strings"

	"github.com/epubuild/epubuild/passes/ir"
)

// Lifelike makes a seeded synthetic sample of g's inputs look like what
// a runtime feeds an LLM graph, where drawing each input alone cannot:
//
//   - an integer input used only as the indices of Gathers from
//     constant tables (token ids, position ids) is drawn uniformly over
//     the tables' rows, not all ones;
//   - a decode graph (attention_mask [1,T] with position_ids [1,1]) gets
//     a past of c tokens, c uniform in 1..T-1, in a cache of capacity
//     T-1: the mask keeps the c filled slots and the new token, the
//     position is c, and the past_key_values slots from c on are zero,
//     as a runtime leaves a padded cache.
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
	if mask == nil || pos == nil || mask.DType != ir.Int64 || pos.DType != ir.Int64 || len(mask.Shape) != 2 || len(pos.I64) != 1 || mask.Shape[1] < 2 {
		return
	}
	capacity := int(mask.Shape[1]) - 1
	c := 1 + rng.IntN(capacity)
	for j := range mask.I64 {
		mask.I64[j] = 0
		if j < c || j == capacity {
			mask.I64[j] = 1
		}
	}
	pos.I64[0] = int64(c)
	for name, t := range in {
		if !strings.HasPrefix(name, "past_key_values.") || t.DType != ir.Float32 || len(t.Shape) != 4 || int(t.Shape[2]) != capacity {
			continue
		}
		d := int(t.Shape[3])
		for h := range int(t.Shape[0] * t.Shape[1]) {
			clear(t.F32[(h*capacity+c)*d : (h+1)*capacity*d])
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
