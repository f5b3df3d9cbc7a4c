package pgstore

import (
	"context"
	"slices"
	"sync"
	"sync/atomic"
)

// A group makes the concurrent calls of one kind (Lease, Done) of a DB
// share their round trips: the calls that come while one of its runs is
// under way wait for the next, which takes them all. Nothing waits on a
// timer: a lone call runs at once. Workers woken together by Ready Lease
// together: one statement answers them all, where each had a round trip
// of its own.
type group[A, R any] struct {
	// run does args in one round trip, in order, as if one after the
	// other, and returns a result for each, or an error for them all
	// (nothing done for any).
	run func(ctx context.Context, args []A) ([]R, error)

	mu      sync.Mutex
	running bool          // a goroutine runs the calls waiting
	waiting []*call[A, R] // in order of arrival
}

// A call is one waiting for its run.
type call[A, R any] struct {
	ctx  context.Context
	arg  A
	res  R
	err  error
	done chan struct{} // closed once res and err are set
}

// do runs arg with the calls waiting at the time. A call whose ctx ends
// before its run began goes, with ctx's error; once its run began, it
// waits for its outcome (all or nothing), so that an error still means
// nothing was done. A run is cancelled when every caller in it has
// given up.
func (g *group[A, R]) do(ctx context.Context, arg A) (R, error) {
	c := &call[A, R]{ctx: ctx, arg: arg, done: make(chan struct{})}
	g.mu.Lock()
	g.waiting = append(g.waiting, c)
	if !g.running {
		g.running = true
		go g.runWaiting()
	}
	g.mu.Unlock()
	select {
	case <-c.done:
	case <-ctx.Done():
		g.mu.Lock()
		i := slices.Index(g.waiting, c)
		if i >= 0 {
			g.waiting = slices.Delete(g.waiting, i, i+1)
		}
		g.mu.Unlock()
		if i >= 0 {
			var none R
			return none, ctx.Err()
		}
		<-c.done
	}
	return c.res, c.err
}

// runWaiting runs the calls waiting, a run at a time, until none is left.
func (g *group[A, R]) runWaiting() {
	for {
		g.mu.Lock()
		if len(g.waiting) == 0 {
			g.running = false
			g.mu.Unlock()
			return
		}
		calls := g.waiting
		g.waiting = nil
		g.mu.Unlock()
		g.runCalls(calls)
	}
}

// runCalls runs calls together and gives each its outcome.
func (g *group[A, R]) runCalls(calls []*call[A, R]) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var left atomic.Int64
	left.Store(int64(len(calls)))
	args := make([]A, len(calls))
	for i, c := range calls {
		defer context.AfterFunc(c.ctx, func() {
			if left.Add(-1) == 0 {
				cancel()
			}
		})()
		args[i] = c.arg
	}
	res, err := g.run(ctx, args)
	for i, c := range calls {
		if err != nil {
			c.err = err
		} else {
			c.res = res[i]
		}
		close(c.done)
	}
}
