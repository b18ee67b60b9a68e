package exec
import ("testing";"os";"fmt";"syscall";"time";"github.com/epubuild/epubuild/passes/hf";"github.com/epubuild/epubuild/passes/ir")
func TestZZSys(t *testing.T) {
	if os.Getenv("ZZ") == "" { t.Skip() }
	cfg, _ := hf.LoadConfig("../../examples/qwen/config.json")
	m, _ := hf.Build(cfg, hf.DefaultOptions("prefill", 16))
	p, _ := Compile(m, Options{Threads: 1})
	in := map[string]*ir.Tensor{}
	g := NewNormal(1, 0)
	for _, v := range p.Inputs() { in[v.Name], _ = RandomInput(v, g) }
	for i := 0; i < 5; i++ { p.Run(in) }
	var r0, r1 syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &r0)
	w := time.Now()
	for i := 0; i < 50; i++ { p.Run(in) }
	el := time.Since(w)
	syscall.Getrusage(syscall.RUSAGE_SELF, &r1)
	fmt.Printf("wall %.2f ms/run user %.2f sys %.2f minflt %d\n", float64(el.Microseconds())/50e3,
		float64(r1.Utime.Nano()-r0.Utime.Nano())/50e6, float64(r1.Stime.Nano()-r0.Stime.Nano())/50e6, (r1.Minflt-r0.Minflt)/50)
}
