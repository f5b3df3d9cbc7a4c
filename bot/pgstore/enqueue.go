package pgstore

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"

	"sudokubot/bot/telegram"
)

// The Enqueues of one DB are stored by one transaction at a time, each
// taking all those that came while the previous one was committing (a
// group commit of our own): an update stored must wait for the WAL's
// flush, and the flushes, not the statements, are what limits how many a
// second one database takes (the server's own grouping, commit_delay, is
// its operator's setting, off by default). Nothing waits on a timer: a
// lone Enqueue starts its transaction at once.
type enqueues struct {
	mu      sync.Mutex
	running bool           // storeWaiting runs
	waiting []*enqueueCall // in order of arrival
}

// An enqueueCall is an Enqueue waiting for its transaction's outcome.
type enqueueCall struct {
	ctx       context.Context
	updates   []telegram.Update
	chatLimit int
	out       []telegram.Outcome
	err       error
	done      chan struct{} // closed once out and err are set
}

// Enqueue implements telegram.Queue. Its updates are stored in one
// transaction with those of the other Enqueues of this DB that wait at
// the time (store says how), in order of arrival, as if stored one call
// after the other: the outcomes are the same. Only calls of one
// chatLimit share a transaction. A transaction that fails fails all its
// calls, storing nothing of any; it is cancelled when every caller in it
// has given up (its context done), and a caller that gives up waits for
// its transaction's outcome if it began (nothing stored, or all), so
// that an error still means nothing was stored.
func (db *DB) Enqueue(ctx context.Context, updates []telegram.Update, chatLimit int) ([]telegram.Outcome, error) {
	if chatLimit < 1 {
		return nil, fmt.Errorf("pgstore: Enqueue with a chat limit of %d", chatLimit)
	}
	if len(updates) == 0 {
		return nil, nil
	}
	c := &enqueueCall{ctx: ctx, updates: updates, chatLimit: chatLimit, done: make(chan struct{})}
	q := &db.enqueues
	q.mu.Lock()
	q.waiting = append(q.waiting, c)
	if !q.running {
		q.running = true
		go db.storeWaiting()
	}
	q.mu.Unlock()
	select {
	case <-c.done:
	case <-ctx.Done():
		q.mu.Lock()
		i := slices.Index(q.waiting, c)
		if i >= 0 {
			q.waiting = slices.Delete(q.waiting, i, i+1)
		}
		q.mu.Unlock()
		if i >= 0 {
			return nil, fmt.Errorf("queueing %d updates: %w", len(updates), ctx.Err())
		}
		<-c.done
	}
	if c.err != nil {
		return nil, fmt.Errorf("queueing %d updates: %w", len(updates), c.err)
	}
	return c.out, nil
}

// storeWaiting stores the calls waiting, a transaction at a time, until
// none is left.
func (db *DB) storeWaiting() {
	q := &db.enqueues
	for {
		q.mu.Lock()
		if len(q.waiting) == 0 {
			q.running = false
			q.mu.Unlock()
			return
		}
		limit := q.waiting[0].chatLimit
		var calls []*enqueueCall
		q.waiting = slices.DeleteFunc(q.waiting, func(c *enqueueCall) bool {
			if c.chatLimit == limit {
				calls = append(calls, c)
				return true
			}
			return false
		})
		q.mu.Unlock()
		db.storeCalls(calls)
	}
}

// storeCalls stores calls in one transaction and gives each its outcome.
func (db *DB) storeCalls(calls []*enqueueCall) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var left atomic.Int64
	left.Store(int64(len(calls)))
	var updates []telegram.Update
	for _, c := range calls {
		defer context.AfterFunc(c.ctx, func() {
			if left.Add(-1) == 0 {
				cancel()
			}
		})()
		updates = append(updates, c.updates...)
	}
	out, err := db.store(ctx, updates, calls[0].chatLimit)
	for _, c := range calls {
		if err != nil {
			c.err = err
		} else {
			c.out, out = out[:len(c.updates):len(c.updates)], out[len(c.updates):]
		}
		close(c.done)
	}
}
