package pipeline

import (
	"context"
	"runtime/debug"
	"sync"
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
	if !b.acquire(ctx, 1<<30) {
		t.Fatal("refused")
	}
	if got, want := debug.SetMemoryLimit(-1), int64(1<<30+512<<20); got != want {
		t.Errorf("one step of 1 GiB: heap limit %d, want %d", got, want)
	}
	if !b.acquire(ctx, 3<<30) { // the two fill the budget
		t.Fatal("refused")
	}
	if got := debug.SetMemoryLimit(-1); got != 4<<30 {
		t.Errorf("two steps: heap limit %d, want the budget", got)
	}
	b.release(3 << 30)
	b.release(1 << 30)
	if got := debug.SetMemoryLimit(-1); got != 512<<20 {
		t.Errorf("no step: heap limit %d, want 512 MiB", got)
	}
}
