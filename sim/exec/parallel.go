package exec

import (
	"sync"

	"github.com/epubuild/epubuild/internal/crash"
)

// parallelFor runs fn over [0, n) split into at most threads contiguous
// chunks of at least grain items. Chunks are independent, so results do
// not depend on the thread count as long as fn writes only its own
// items.
func parallelFor(threads, n, grain int, fn func(lo, hi int)) {
	if n <= 0 {
		return
	}
	chunks := min(threads, (n+grain-1)/max(grain, 1))
	if chunks <= 1 {
		fn(0, n)
		return
	}
	var wg sync.WaitGroup
	var panics crash.Group
	for c := 1; c < chunks; c++ {
		lo, hi := c*n/chunks, (c+1)*n/chunks
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer panics.Catch()
			fn(lo, hi)
		}()
	}
	func() {
		defer panics.Catch()
		fn(0, n/chunks)
	}()
	wg.Wait()
	panics.Raise()
}
