package pipeline

import (
	"context"
	"os"
	"path/filepath"
	"runtime/debug"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/epubuild/epubuild/pipeline/pass"
)

func TestHeights(t *testing.T) {
	steps := []*pass.Step{
		{Addr: "a"},
		{Addr: "b", Inputs: []pass.Input{{Step: "a"}}},
		{Addr: "c", Inputs: []pass.Input{{Step: "b"}}},
		{Addr: "d", Inputs: []pass.Input{{Step: "a"}}},
		{Addr: "e"},
		{Addr: "f", Inputs: []pass.Input{{Step: "e"}}, Weight: 4},
	}
	h := heights(steps)
	for addr, want := range map[string]int{"a": 3, "b": 2, "c": 1, "d": 1, "e": 5, "f": 4} {
		if h[addr] != want {
			t.Errorf("height(%s) = %d, want %d", addr, h[addr], want)
		}
	}
}

// Waiters get the slot tallest first, then in DAG order; a cancelled
// waiter gives up its place and holds no slot.
func TestGateOrder(t *testing.T) {
	g := newGate(1)
	ctx := context.Background()
	if !g.acquire(ctx, 0, 0) {
		t.Fatal("a free slot was refused")
	}
	got := make(chan int, 4)
	cctx, cancel := context.WithCancel(ctx)
	var done sync.WaitGroup // each waiter's release has returned
	wait := func(c context.Context, height, order int) {
		defer done.Done()
		if g.acquire(c, height, order) {
			got <- order
			g.release()
		} else {
			got <- -order
		}
	}
	for _, w := range []struct{ height, order int }{{1, 1}, {3, 2}, {2, 3}, {3, 4}} {
		c := ctx
		if w.order == 4 {
			c = cctx
		}
		done.Add(1)
		go wait(c, w.height, w.order)
		for { // queue them in this order
			g.mu.Lock()
			n := len(g.waiting)
			g.mu.Unlock()
			if n == w.order {
				break
			}
			time.Sleep(time.Millisecond)
		}
	}
	cancel()
	if o := <-got; o != -4 {
		t.Fatalf("first out %d, want the cancelled waiter (-4)", o)
	}
	g.release()
	for _, want := range []int{2, 3, 1} {
		if o := <-got; o != want {
			t.Errorf("got slot %d, want %d", o, want)
		}
	}
	// A slot's order is sent before its release: read the gate once
	// every release has returned.
	done.Wait()
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.free != 1 || len(g.waiting) != 0 {
		t.Errorf("after all: %d free, %d waiting", g.free, len(g.waiting))
	}
}

// With HeapLimit the Go heap's soft limit follows the running steps'
// estimates, within the budget.
func TestHeapLimitFollowsSteps(t *testing.T) {
	old := debug.SetMemoryLimit(-1)
	defer debug.SetMemoryLimit(old)
	b := memoryBudget{limit: 4 << 30, heap: true}
	b.cond = sync.NewCond(&b.mu)
	ctx := context.Background()
	if !b.acquire(ctx, 1<<30, nil) {
		t.Fatal("refused")
	}
	if got, want := debug.SetMemoryLimit(-1), int64(1<<30+512<<20); got != want {
		t.Errorf("one step of 1 GiB: heap limit %d, want %d", got, want)
	}
	if !b.acquire(ctx, 3<<30, nil) { // the two fill the budget
		t.Fatal("refused")
	}
	if got, want := debug.SetMemoryLimit(-1), int64(4<<30-4<<30/heapHeadroom); got != want {
		t.Errorf("two steps: heap limit %d, want the budget less its headroom, %d", got, want)
	}
	b.release(3 << 30)
	b.release(1 << 30)
	if got := debug.SetMemoryLimit(-1); got != 512<<20 {
		t.Errorf("no step: heap limit %d, want 512 MiB", got)
	}
}

// The heap limit leaves the budget's share that mapped files hold
// resident (weights, statistics), which the Go runtime does not count,
// and the limit follows them while steps run.
func TestHeapLimitLeavesMappedFiles(t *testing.T) {
	old := debug.SetMemoryLimit(-1)
	defer debug.SetMemoryLimit(old)
	var mu sync.Mutex
	mapped := int64(900 << 20)
	b := memoryBudget{limit: 4 << 30, heap: true, fileRSS: func() int64 { mu.Lock(); defer mu.Unlock(); return mapped }}
	b.cond = sync.NewCond(&b.mu)
	ctx := context.Background()
	if !b.acquire(ctx, 3900<<20, nil) {
		t.Fatal("refused")
	}
	if got, want := debug.SetMemoryLimit(-1), int64(4<<30-4<<30/heapHeadroom-900<<20); got != want {
		t.Errorf("a step of 3.8 GiB beside 900 MiB mapped: heap limit %d, want %d", got, want)
	}
	b.release(3900 << 20)
	if !b.acquire(ctx, 1<<30, nil) {
		t.Fatal("refused")
	}
	if got, want := debug.SetMemoryLimit(-1), int64(1<<30+512<<20); got != want {
		t.Errorf("a step of 1 GiB beside 900 MiB mapped, far under the budget: heap limit %d, want its estimate and 512 MiB, %d", got, want)
	}
	b.release(1 << 30)
	if !b.acquire(ctx, 3900<<20, nil) {
		t.Fatal("refused")
	}
	stop := b.follow()
	mu.Lock()
	mapped = 4 << 30
	mu.Unlock()
	deadline := time.Now().Add(5 * time.Second)
	for debug.SetMemoryLimit(-1) != heapFloor && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	stop()
	if got := debug.SetMemoryLimit(-1); got != heapFloor {
		t.Errorf("the budget all mapped: heap limit %d, want the floor %d", got, heapFloor)
	}
	b.release(3900 << 20)
}

// pageSink keeps TestResidentFileBytes's reads.
var pageSink byte

// residentFileBytes sees a mapped file's pages once they are read.
func TestResidentFileBytes(t *testing.T) {
	if residentFileBytes() == 0 {
		t.Skip("no /proc/self/status RssFile here")
	}
	const size = 64 << 20
	f, err := os.Create(filepath.Join(t.TempDir(), "mapped"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.Write(make([]byte, size)); err != nil {
		t.Fatal(err)
	}
	before := residentFileBytes()
	m, err := syscall.Mmap(int(f.Fd()), 0, size, syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		t.Skip("mmap:", err)
	}
	defer syscall.Munmap(m)
	for i := 0; i < size; i += 4096 {
		pageSink += m[i]
	}
	if got := residentFileBytes() - before; got < size/2 {
		t.Errorf("after reading %d mapped bytes, resident file memory grew by %d", size, got)
	}
}

// A step waiting for memory gives its slot back: a smaller step that
// fits runs on it meanwhile (here the one the running step waits for,
// so holding the slot would never end), and the waiting step runs once
// its memory is free.
func TestMemoryWaitYieldsSlot(t *testing.T) {
	started, freed := make(chan struct{}), make(chan struct{})
	long := &funcPass{name: "long", run: func(ctx context.Context, r *pass.Run) error {
		close(started)
		select {
		case <-freed:
			return r.PutBytes("out", pass.KindText, []byte("long"))
		case <-ctx.Done():
			return ctx.Err()
		}
	}}
	var x *Executor
	first := &funcPass{name: "first", run: func(ctx context.Context, r *pass.Run) error {
		<-started
		return r.PutBytes("out", pass.KindText, []byte("first"))
	}}
	// mid ends once big waits for memory, so small is ready only then.
	mid := &funcPass{name: "mid", run: func(ctx context.Context, r *pass.Run) error {
		for ctx.Err() == nil {
			x.mem.mu.Lock()
			n := x.mem.waiting
			x.mem.mu.Unlock()
			if n == 1 {
				break
			}
			time.Sleep(time.Millisecond)
		}
		return r.PutBytes("out", pass.KindText, []byte("mid"))
	}}
	small := &funcPass{name: "small", run: func(ctx context.Context, r *pass.Run) error {
		close(freed)
		return r.PutBytes("out", pass.KindText, []byte("small"))
	}}
	after := func(s string) []pass.Input { return []pass.Input{{Name: "in", Step: s, Output: "out"}} }
	x, _ = newExec(t,
		&pass.Step{Addr: "long", Pass: long, Memory: 6},
		&pass.Step{Addr: "first", Pass: first},
		&pass.Step{Addr: "big", Pass: textPass("big", "big"), Memory: 6, Weight: 10, Inputs: after("first")},
		&pass.Step{Addr: "mid", Pass: mid, Inputs: after("first")},
		&pass.Step{Addr: "small", Pass: small, Memory: 2, Inputs: after("mid")},
	)
	x.Memory = 10
	applyAllRun(t, x)
}

// A step enqueued by its last input before that input's slot is
// released gets the slot ahead of a shorter step already waiting; a
// withdrawn waiter gives a slot it was granted to the next one, and one
// still queued leaves the queue.
func TestGateEnqueueBeforeRelease(t *testing.T) {
	g := newGate(1)
	ctx := context.Background()
	if !g.acquire(ctx, 0, 0) {
		t.Fatal("a free slot was refused")
	}
	short := newWaiter(1, 1)
	g.enqueue(short)
	tall := newWaiter(5, 2)
	g.enqueue(tall)
	gone := newWaiter(9, 3)
	g.enqueue(gone)
	g.withdraw(gone) // queued: leaves the queue
	g.release()
	select {
	case <-tall.ready:
	default:
		t.Fatal("the slot did not go to the tallest step enqueued before the release")
	}
	if !g.wait(ctx, tall) {
		t.Fatal("a granted waiter was refused")
	}
	g.withdraw(tall) // taken: a no-op
	g.mu.Lock()
	if len(g.waiting) != 1 || g.free != 0 {
		t.Fatalf("%d waiting, %d free; want the short step waiting, no slot free", len(g.waiting), g.free)
	}
	g.mu.Unlock()
	g.release()
	<-short.ready
	g.withdraw(short) // granted, never taken: the slot comes back
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.free != 1 || len(g.waiting) != 0 {
		t.Fatalf("%d free, %d waiting after the withdrawals; want 1, 0", g.free, len(g.waiting))
	}
}

// A step waiting for a memo another step is computing gives its slot
// back meanwhile: here the memo's computer holds it until a third step
// has run, which only the waiter's slot can run (both slots are taken
// first by the two taller steps).
func TestMemoWaitYieldsSlot(t *testing.T) {
	locked, cRan := make(chan struct{}), make(chan struct{})
	a := &funcPass{name: "a", run: func(ctx context.Context, r *pass.Run) error {
		unlock := r.LockMemo("k")
		close(locked)
		defer unlock()
		select {
		case <-cRan:
			return r.PutBytes("out", pass.KindText, []byte("a"))
		case <-ctx.Done():
			return ctx.Err()
		}
	}}
	b := &funcPass{name: "b", run: func(ctx context.Context, r *pass.Run) error {
		<-locked
		r.LockMemo("k")()
		return r.PutBytes("out", pass.KindText, []byte("b"))
	}}
	c := &funcPass{name: "c", run: func(ctx context.Context, r *pass.Run) error {
		close(cRan)
		return r.PutBytes("out", pass.KindText, []byte("c"))
	}}
	after := func(s string) []pass.Input { return []pass.Input{{Name: "in", Step: s, Output: "out"}} }
	x, _ := newExec(t,
		&pass.Step{Addr: "a", Pass: a},
		&pass.Step{Addr: "b", Pass: b},
		&pass.Step{Addr: "c", Pass: c},
		&pass.Step{Addr: "a2", Pass: textPass("a2", "a2"), Inputs: after("a")},
		&pass.Step{Addr: "b2", Pass: textPass("b2", "b2"), Inputs: after("b")},
	)
	applyAllRun(t, x)
}

// applyAllRun applies x, and fails unless every step ran within 20 s
// (a step that waits for what it holds never would).
func applyAllRun(t *testing.T, x *Executor) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	rs, err := x.Apply(ctx)
	if err != nil {
		t.Fatalf("apply: %v (%s)", err, statuses(rs))
	}
	for _, r := range rs {
		if r.Status != StatusRan {
			t.Errorf("%s: %s", r.Step.Addr, r.Status)
		}
	}
}
