package pipeline

import (
	"container/heap"
	"context"
	"math"
	"sync"

	"github.com/epubuild/epubuild/pipeline/pass"
)

// heights is each step's critical-path length: the most steps on any
// path from it to the end of the DAG, itself included, each counted
// Weight times. Running the tallest ready step first keeps a long chain
// (a model calibrated a part after another) moving while shorter work
// fills the other slots.
func heights(steps []*pass.Step) map[string]int {
	dependents := map[string][]string{}
	for _, st := range steps {
		for _, in := range st.Inputs {
			dependents[in.Step] = append(dependents[in.Step], st.Addr)
		}
	}
	h := make(map[string]int, len(steps))
	for i := len(steps) - 1; i >= 0; i-- {
		st := steps[i]
		best := 0
		for _, d := range dependents[st.Addr] {
			best = max(best, h[d])
		}
		h[st.Addr] = best + max(1, st.Weight)
	}
	return h
}

// gate hands out a fixed number of slots to waiting steps, the tallest
// (then the earliest in DAG order) first.
type gate struct {
	mu      sync.Mutex
	free    int
	waiting waiters
}

type waiter struct {
	height, order int
	ready         chan struct{}
	index         int // in the heap; -1 once granted
	state         waiterState
}

type waiterState int

const (
	waiterNew    waiterState = iota
	waiterQueued             // in the heap, or granted (index -1)
	waiterTaken              // its slot taken by the step, or withdrawn
)

func newWaiter(height, order int) *waiter {
	return &waiter{height: height, order: order, ready: make(chan struct{})}
}

type waiters []*waiter

func (w waiters) Len() int { return len(w) }
func (w waiters) Less(i, j int) bool {
	if w[i].height != w[j].height {
		return w[i].height > w[j].height
	}
	return w[i].order < w[j].order
}
func (w waiters) Swap(i, j int) {
	w[i], w[j] = w[j], w[i]
	w[i].index, w[j].index = i, j
}
func (w *waiters) Push(x any) {
	e := x.(*waiter)
	e.index = len(*w)
	*w = append(*w, e)
}
func (w *waiters) Pop() any {
	old := *w
	e := old[len(old)-1]
	*w = old[:len(old)-1]
	e.index = -1
	return e
}

func newGate(slots int) *gate { return &gate{free: slots} }

// acquire waits for a slot; false when ctx ended first (no slot held).
func (g *gate) acquire(ctx context.Context, height, order int) bool {
	return g.wait(ctx, newWaiter(height, order))
}

// enqueue puts w among the waiters, or grants it a free slot when no
// one waits; once only. The executor enqueues a step the moment its
// last input is done, before that input's step gives its slot back, so
// the slot goes to the tallest step then ready, not to a shorter one
// that was queued while the dependent's goroutine was still waking.
func (g *gate) enqueue(w *waiter) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if w.state != waiterNew {
		return
	}
	w.state = waiterQueued
	if g.free > 0 && len(g.waiting) == 0 {
		g.free--
		w.index = -1
		close(w.ready)
		return
	}
	heap.Push(&g.waiting, w)
}

// wait enqueues w if it is not yet and waits for its slot; false when
// ctx ended first (no slot held).
func (g *gate) wait(ctx context.Context, w *waiter) bool {
	g.enqueue(w)
	select {
	case <-w.ready:
		g.mu.Lock()
		w.state = waiterTaken
		g.mu.Unlock()
		return true
	case <-ctx.Done():
		g.withdraw(w)
		return false
	}
}

// withdraw takes w out of the gate for a step that will not run: out of
// the queue, or its granted slot to the next waiter. A no-op once the
// step took its slot.
func (g *gate) withdraw(w *waiter) {
	g.mu.Lock()
	state := w.state
	w.state = waiterTaken
	granted := state == waiterQueued && w.index < 0
	if state == waiterQueued && !granted {
		heap.Remove(&g.waiting, w.index)
	}
	g.mu.Unlock()
	if granted {
		g.release()
	}
}

// release gives the slot to the tallest waiter, or frees it.
func (g *gate) release() {
	g.mu.Lock()
	defer g.mu.Unlock()
	if len(g.waiting) > 0 {
		close(heap.Pop(&g.waiting).(*waiter).ready)
		return
	}
	g.free++
}

// slot is a step's hold on one of the gate's slots. A step that must
// wait for memory gives its slot back meanwhile (yield), so a smaller
// ready step runs on the core instead of the core idling behind it, and
// takes one back first of all waiters once its memory is granted.
type slot struct {
	g     *gate
	order int
	held  bool
}

// yield gives the slot back.
func (s *slot) yield() {
	if s.held {
		s.held = false
		s.g.release()
	}
}

// retake waits for a slot again, ahead of every other waiter; false when
// ctx ended first.
func (s *slot) retake(ctx context.Context) bool {
	if s.held {
		return true
	}
	s.held = s.g.acquire(ctx, math.MaxInt, s.order)
	return s.held
}

// memoWait gives a step's slot back while its pass waits for a memo
// another step is computing (pass.Run.LockMemo: the prefill's and each
// decode graph's quantize steps share a weight's codes), so a ready
// step runs on the core instead of it idling, and takes it back first of
// all waiters once the pass holds the memo. Goroutines of one pass wait
// at once: the first gives the slot back, the last takes it again.
type memoWait struct {
	ctx context.Context
	sl  *slot
	mu  sync.Mutex
	n   int
}

func (w *memoWait) wait() (resume func()) {
	w.mu.Lock()
	if w.n++; w.n == 1 {
		w.sl.yield()
	}
	w.mu.Unlock()
	return func() {
		w.mu.Lock()
		if w.n--; w.n == 0 {
			w.sl.retake(w.ctx)
		}
		w.mu.Unlock()
	}
}

// done lets the slot go for good.
func (s *slot) done() { s.yield() }
