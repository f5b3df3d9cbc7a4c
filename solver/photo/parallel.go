package photo

import (
	"runtime"
	"sync"
)

// eachCell calls f(i) for each i of 0 to n−1, the calls shared among the
// processors. f must write only what belongs to its i, so the result is
// the same however the calls are shared (a cell's reading does not depend
// on another's).
func eachCell(n int, f func(i int)) {
	parts := min(runtime.GOMAXPROCS(0), n)
	if parts <= 1 {
		for i := range n {
			f(i)
		}
		return
	}
	var wg sync.WaitGroup
	for p := range parts {
		wg.Go(func() {
			// Interleaved: a grid's costly cells (its empty ones, with
			// pencil marks) come in runs.
			for i := p; i < n; i += parts {
				f(i)
			}
		})
	}
	wg.Wait()
}
