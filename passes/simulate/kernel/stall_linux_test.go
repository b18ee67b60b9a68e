package kernel

import (
	"context"
	"errors"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/epubuild/epubuild/internal/ir"
)

// TestTimeoutCountsBlockedTime: a call's timeout counts only the time
// its process sits blocked. A kernel that computes for longer than the
// timeout (its wall time is at least its CPU time), alone, in a batch,
// or slowed further by a busier process on its CPU, finishes; one that
// sleeps is stopped with a message saying so.
func TestTimeoutCountsBlockedTime(t *testing.T) {
	bin := misbehaveBinary(t)
	bin.Limits.Memory -= 4096 // a process of its own
	defer StopIdle()
	tg := preset(t, "QC-N")
	x := func(v float32) []*ir.Tensor {
		return []*ir.Tensor{ir.FromFloat32([]int64{2, 3}, []float32{v, 1, 2, 3, 4, 5})}
	}
	const timeout = 100 * time.Millisecond
	check := func(what string, res []*Result, err error, n int) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if len(res) != n {
			t.Fatalf("%s: %d results, want %d", what, len(res), n)
		}
		for i, r := range res {
			if got := r.Outputs[0].F32; got[0] != 2*float32(i) || got[5] != 10 {
				t.Fatalf("%s: sample %d: %v", what, i, got)
			}
		}
	}

	// 0.4 s of CPU time: four timeouts at the least.
	start := time.Now()
	res, err := bin.RunBatch(context.Background(), misbehaveCall(10), [][]*ir.Tensor{x(0)}, tg, timeout)
	check("computing", res, err, 1)
	t.Logf("computing: %v wall, timeout %v", time.Since(start), timeout)
	start = time.Now()
	res, err = bin.RunBatch(context.Background(), misbehaveCall(10), [][]*ir.Tensor{x(0), x(1), x(2)}, tg, timeout)
	check("a batch computing", res, err, 3)
	t.Logf("a batch computing: %v wall", time.Since(start))

	// The process kept for the next call, slowed: niced and held to one
	// CPU with a thread that spins there.
	pids := idlePIDs(bin)
	if len(pids) != 1 {
		t.Fatalf("idle processes %v, want one", pids)
	}
	cpu := unix.CPUSet{}
	cpu.Set(0)
	for _, tid := range taskTree(pids[0]) {
		if err := unix.Setpriority(unix.PRIO_PROCESS, tid, 15); err != nil {
			t.Fatalf("nice %d: %v", tid, err)
		}
		if err := unix.SchedSetaffinity(tid, &cpu); err != nil {
			t.Fatalf("pin %d: %v", tid, err)
		}
	}
	var stop atomic.Bool
	spun := make(chan error, 1)
	go func() {
		runtime.LockOSThread() // never unlocked: the thread ends with the goroutine
		if err := unix.SchedSetaffinity(0, &cpu); err != nil {
			spun <- err
			return
		}
		spun <- nil
		for !stop.Load() {
		}
	}()
	if err := <-spun; err != nil {
		t.Fatal(err)
	}
	start = time.Now()
	res, err = bin.RunBatch(context.Background(), misbehaveCall(12), [][]*ir.Tensor{x(0), x(1)}, tg, timeout)
	stop.Store(true)
	check("slowed", res, err, 2)
	if l := idlePIDs(bin); len(l) != 1 || l[0] != pids[0] {
		t.Errorf("the slowed calls ran in %v, not the kept process %d", l, pids[0])
	}
	t.Logf("slowed: 2 x 50ms of CPU time in %v wall", time.Since(start))

	// Blocked: a sleep.
	start = time.Now()
	_, err = bin.Run(context.Background(), misbehaveCall(2), x(0), tg, timeout)
	var re *RunError
	if !errors.As(err, &re) || !strings.Contains(err.Error(), "sat blocked for 100ms, using no CPU time") {
		t.Errorf("a sleeping kernel: %v, want a RunError saying it sat blocked", err)
	}
	t.Logf("sleeping: stopped after %v", time.Since(start))
}

// taskTree is every thread of pid and of the processes under it.
func taskTree(pid int) []int {
	var out []int
	tasks, _ := os.ReadDir("/proc/" + strconv.Itoa(pid) + "/task")
	for _, e := range tasks {
		tid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		out = append(out, tid)
		ch, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/task/" + e.Name() + "/children")
		for _, c := range strings.Fields(string(ch)) {
			if n, err := strconv.Atoi(c); err == nil {
				out = append(out, taskTree(n)...)
			}
		}
	}
	return out
}
