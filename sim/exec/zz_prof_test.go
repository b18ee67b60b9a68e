package exec
import ("testing";"os";"fmt";"sort";"time";"github.com/epubuild/epubuild/passes/hf";"github.com/epubuild/epubuild/passes/ir")
func TestZZProf(t *testing.T) {
	if os.Getenv("ZZ") == "" { t.Skip() }
	cfg, _ := hf.LoadConfig("../../examples/qwen/config.json")
	m, _ := hf.Build(cfg, hf.DefaultOptions("prefill", 16))
	th := 1
	if os.Getenv("TH") == "2" { th = 2 }
	p, err := Compile(m, Options{Threads: th})
	if err != nil { t.Fatal(err) }
	in := map[string]*ir.Tensor{}
	g := NewNormal(1, 0)
	for _, v := range p.Inputs() { in[v.Name], _ = RandomInput(v, g) }
	byOp := map[string]time.Duration{}
	var total time.Duration
	for it := 0; it < 30; it++ {
		vals, _ := p.feed(in)
		for _, st := range p.steps {
			ins := make([]*ir.Tensor, len(st.in))
			for i, s := range st.in { if s >= 0 { ins[i] = vals[s] } }
			t0 := time.Now()
			outs, err := runKernel(st, &env{threads: th}, ins)
			d := time.Since(t0)
			if err != nil { t.Fatal(err) }
			if it >= 10 { byOp[st.node.OpType] += d; total += d }
			for i, s := range st.out { if s >= 0 { vals[s] = outs[i] } }
		}
	}
	var ops []string
	for k := range byOp { ops = append(ops, k) }
	sort.Slice(ops, func(i, j int) bool { return byOp[ops[i]] > byOp[ops[j]] })
	for _, o := range ops { fmt.Printf("%-12s %8.3f ms\n", o, float64(byOp[o].Microseconds())/1000/20) }
	fmt.Printf("total %.3f ms\n", float64(total.Microseconds())/1000/20)
}
