package exec

import (
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/epubuild/epubuild/internal/crash"
)

// Parallel loops hand their chunks to a team of helper goroutines that
// stay awake between loops. A goroutine started per loop lands on a
// thread that has gone to sleep since the last one, and waking it costs
// tens of microseconds (measured here, in a VM: an elementwise op over
// the MLP's 16×8960 activations took as long on 2 threads as on 1);
// a decoder layer runs dozens of such loops back to back. Helpers spin
// for helperSpin after their last chunk before they sleep, and a caller
// waiting for its chunks runs queued chunks itself, so nested loops
// cannot deadlock and an idle core is never needed to finish a loop.
//
// Which goroutine runs a chunk never changes a result: chunks write
// disjoint outputs.

// The spins are short unless a Program with Options.Spin is running:
// the loops of one layer come within tens of microseconds of each
// other, but in the pipeline, where steps run side by side, a goroutine
// that spins takes turns on the cores from the other steps' work: long
// spins everywhere slow a build down far more than they speed up a
// layer run alone (docs/figures.md, "spin lengths").
const (
	// helperSpin is how long an idle helper keeps polling for work,
	// and waitSpin how long a caller polls for its chunks before it
	// blocks.
	helperSpin, waitSpin = 100 * time.Microsecond, 100 * time.Microsecond
	// The same while a spinning Program runs.
	helperSpinLong, waitSpinLong = time.Millisecond, 2 * time.Millisecond
)

// chunk is one share of a parallel loop.
type chunk struct {
	fn     func(lo, hi int)
	lo, hi int
	call   *parCall
}

// parCall is one parallel loop's bookkeeping.
type parCall struct {
	left   atomic.Int32  // chunks not yet finished
	done   chan struct{} // closed by the last chunk
	panics crash.Group
}

func (c chunk) run() {
	defer func() {
		if c.call.left.Add(-1) == 0 {
			close(c.call.done)
		}
	}()
	defer c.call.panics.Catch()
	c.fn(c.lo, c.hi)
}

// team is the helper goroutines and their queue. It is shared by every
// Program in the process (the cores are), starts helpers on demand, up
// to GOMAXPROCS-1, and never stops them (idle, they are parked).
type team struct {
	queue    chan chunk
	mu       sync.Mutex
	helpers  atomic.Int32
	spinners atomic.Int32 // running Programs with Options.Spin
}

// spins returns how long idle helpers and waiting callers poll now.
func (t *team) spins() (helper, wait time.Duration) {
	if t.spinners.Load() > 0 {
		return helperSpinLong, waitSpinLong
	}
	return helperSpin, waitSpin
}

var helpers = &team{queue: make(chan chunk, 1024)}

// grow makes sure n helpers exist, as far as the cores allow.
func (t *team) grow(n int) {
	n = min(n, runtime.GOMAXPROCS(0)-1)
	if int(t.helpers.Load()) >= n {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	for int(t.helpers.Load()) < n {
		t.helpers.Add(1)
		go t.help()
	}
}

// help runs queued chunks, polling while work came recently and parked
// on the queue otherwise.
func (t *team) help() {
	for {
		idle := time.Now()
		for spins := 0; ; spins++ {
			select {
			case c := <-t.queue:
				c.run()
				idle, spins = time.Now(), 0
				continue
			default:
			}
			if spins&63 == 63 {
				if limit, _ := t.spins(); time.Since(idle) > limit {
					break
				}
			}
			runtime.Gosched()
		}
		(<-t.queue).run()
	}
}

// submit queues c, or runs it on the caller when the queue is full.
func (t *team) submit(c chunk) {
	select {
	case t.queue <- c:
	default:
		c.run()
	}
}

// wait returns once call's chunks are done, running queued chunks (its
// own or others') meanwhile.
func (t *team) wait(call *parCall) {
	start := time.Now()
	for spins := 0; call.left.Load() > 0; spins++ {
		select {
		case c := <-t.queue:
			c.run()
			continue
		default:
		}
		if spins&63 == 63 {
			if _, limit := t.spins(); time.Since(start) > limit {
				t.block(call)
				return
			}
		}
		runtime.Gosched()
	}
}

// block waits for call's chunks asleep, waking to run queued chunks.
func (t *team) block(call *parCall) {
	for {
		select {
		case <-call.done:
			return
		case c := <-t.queue:
			c.run()
		}
	}
}

// parallelFor runs fn over [0, n) split into at most threads contiguous
// chunks of at least grain items. Chunks are independent, so results do
// not depend on the thread count as long as fn writes only its own
// items. A panic in any chunk is raised again on the caller.
func parallelFor(threads, n, grain int, fn func(lo, hi int)) {
	if n <= 0 {
		return
	}
	chunks := min(threads, (n+grain-1)/max(grain, 1))
	if chunks <= 1 {
		fn(0, n)
		return
	}
	call := &parCall{done: make(chan struct{})}
	call.left.Store(int32(chunks))
	helpers.grow(chunks - 1)
	for c := 1; c < chunks; c++ {
		helpers.submit(chunk{fn: fn, lo: c * n / chunks, hi: (c + 1) * n / chunks, call: call})
	}
	chunk{fn: fn, lo: 0, hi: n / chunks, call: call}.run()
	helpers.wait(call)
	call.panics.Raise()
}

// parallelTasks runs tasks [0, n) on up to threads workers, each taking
// the next task as it finishes one (for tasks of uneven cost). worker
// runs once per worker and calls next until it reports no more.
func parallelTasks(threads, n int, worker func(next func() (int, bool))) {
	var taken atomic.Int64
	next := func() (int, bool) {
		i := int(taken.Add(1) - 1)
		return i, i < n
	}
	parallelFor(threads, min(threads, n), 1, func(lo, hi int) {
		for range hi - lo {
			worker(next)
		}
	})
}
