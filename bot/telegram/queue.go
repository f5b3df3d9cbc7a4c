package telegram

import (
	"context"
	"sudokubot/bot/messenger"
	"sync"
)

// A dispatcher hands updates to a pool of workers so that one chat's
// updates are handled one at a time, in order, while other chats proceed
// in parallel. Each chat may have a bounded number of updates waiting;
// beyond it submit refuses them, which bounds memory under any burst and
// keeps a flooding chat from delaying the others.
type dispatcher struct {
	mu     sync.Mutex
	cond   sync.Cond
	queues map[int64]*chatQueue
	ready  []int64 // chats with updates waiting and no worker on them, oldest first
	limit  int
	closed bool
	wait   int // updates waiting in all queues
	busy   int // updates being handled
	// progress is closed, and replaced, whenever a job is done.
	progress chan struct{}
}

type chatQueue struct {
	jobs []job
	busy bool // a worker is handling one of this chat's updates
	// throttled is set when the chat was refused an update, and cleared
	// when its queue drains, so that it is asked to slow down once per
	// flood.
	throttled bool
}

// A job is an update to handle: the update, its chat, and its place in
// the store's queue.
type job struct {
	update *messenger.Update
	chat   int64
	seq    uint64
	// slowDown marks a refused update whose chat is to be asked, once, to
	// slow down, instead of being handled.
	slowDown bool
}

func newDispatcher(limit int) *dispatcher {
	d := &dispatcher{queues: map[int64]*chatQueue{}, limit: limit, progress: make(chan struct{})}
	d.cond.L = &d.mu
	return d
}

// submit queues a job. It reports whether the job was accepted and, when
// it was not, whether this is the first refusal of the chat's current
// flood: then the job is queued all the same, marked to ask the chat to
// slow down rather than to be handled.
func (d *dispatcher) submit(j job) (accepted, firstRefusal bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	q := d.queues[j.chat]
	if q == nil {
		q = &chatQueue{}
		d.queues[j.chat] = q
	}
	if d.closed || len(q.jobs) >= d.limit {
		first := !q.throttled && !d.closed
		q.throttled = true
		if first {
			// The request to slow down goes in the queue, past its
			// limit, so that it comes in order and is not lost.
			j.slowDown = true
			d.pushLocked(q, j)
		}
		return false, first
	}
	d.pushLocked(q, j)
	return true, false
}

func (d *dispatcher) pushLocked(q *chatQueue, j job) {
	q.jobs = append(q.jobs, j)
	d.wait++
	if !q.busy && len(q.jobs) == 1 {
		d.ready = append(d.ready, j.chat)
		d.cond.Signal()
	}
}

// isClosed reports whether the dispatcher was closed.
func (d *dispatcher) isClosed() bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.closed
}

// waitProgress waits until a job is done or ctx ends.
func (d *dispatcher) waitProgress(ctx context.Context) {
	d.mu.Lock()
	ch := d.progress
	d.mu.Unlock()
	select {
	case <-ch:
	case <-ctx.Done():
	}
}

// waitIdle waits until no update waits or is being handled, or ctx ends.
func (d *dispatcher) waitIdle(ctx context.Context) error {
	for {
		d.mu.Lock()
		idle, ch := d.wait == 0 && d.busy == 0, d.progress
		d.mu.Unlock()
		if idle {
			return nil
		}
		select {
		case <-ch:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// waiting returns the number of updates waiting to be handled.
func (d *dispatcher) waiting() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.wait
}

// close stops accepting jobs; the workers finish those waiting, then stop.
func (d *dispatcher) close() {
	d.mu.Lock()
	d.closed = true
	d.mu.Unlock()
	d.cond.Broadcast()
}

// run starts n workers calling handle for each job and returns when the
// dispatcher is closed and every job waiting was handled. Once ctx ends,
// the jobs still waiting are dropped without handling (they stay in the
// store, for the next start).
func (d *dispatcher) run(ctx context.Context, n int, handle func(context.Context, job)) {
	var wg sync.WaitGroup
	for range n {
		wg.Go(func() { d.work(ctx, handle) })
	}
	wg.Wait()
}

func (d *dispatcher) work(ctx context.Context, handle func(context.Context, job)) {
	d.mu.Lock()
	defer d.mu.Unlock()
	for {
		for len(d.ready) == 0 && !d.closed {
			d.cond.Wait()
		}
		if len(d.ready) == 0 {
			return // closed and drained
		}
		chat := d.ready[0]
		d.ready = d.ready[1:]
		q := d.queues[chat]
		j := q.jobs[0]
		q.jobs = q.jobs[1:]
		q.busy = true
		d.wait--
		d.busy++
		d.mu.Unlock()
		if ctx.Err() == nil {
			handle(ctx, j)
		}
		d.mu.Lock()
		close(d.progress)
		d.progress = make(chan struct{})
		d.busy--
		q.busy = false
		if len(q.jobs) > 0 {
			d.ready = append(d.ready, chat) // round robin: to the back
			d.cond.Signal()
		} else if d.queues[chat] == q {
			delete(d.queues, chat) // drained: the flood, if any, is over
		}
	}
}
