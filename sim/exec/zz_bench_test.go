package exec
import ("testing";"math/rand/v2";"fmt";"os";"syscall";"time")
func cpuNow() time.Duration { var ru syscall.Rusage; syscall.Getrusage(syscall.RUSAGE_SELF, &ru); return time.Duration(ru.Utime.Nano()+ru.Stime.Nano()) }
func TestZZ(t *testing.T) {
	if os.Getenv("ZZ") == "" { t.Skip() }
	r := rand.New(rand.NewPCG(1, 2))
	for _, sh := range [][2]int{{1536, 8960}, {8960, 1536}, {1536,1536}} {
	k, n := sh[0], sh[1]
	w := randF32(r, k*n)
	pb := packB(w, k, n, n, false, kernel.nr)
	for _, m := range []int{16} {
		a := randF32(r, m*k)
		c := make([]float32, m*n)
		gemm(1, gemmA{data: a, m: m, k: k, ld: k}, pb, c, n)
		iters := 200
		t0 := cpuNow(); w0 := time.Now()
		for range iters { gemm(1, gemmA{data: a, m: m, k: k, ld: k}, pb, c, n) }
		cpu := (cpuNow() - t0) / time.Duration(iters); wall := time.Since(w0) / time.Duration(iters)
		fmt.Printf("k=%d n=%d m=%d cpu %v (%.1f GB/s) wall %v\n", k, n, m, cpu, float64(4*k*n)/cpu.Seconds()/1e9, wall)
	}
	}
}
