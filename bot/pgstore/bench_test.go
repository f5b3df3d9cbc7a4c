package pgstore

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// BenchmarkQueue: rounds of 2,000 updates of 200 chats, queued one at a
// time by 4 goroutines (as webhook requests) while 4 workers handle them
// with a trivial handler (lease a chat with up to 10 of its updates, mark
// them done, release it). updates/s is of the whole, queueing included.
func BenchmarkQueue(b *testing.B) {
	db, err := Open(b.Context(), migrated(b), MaxConns(12))
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	const round, chats, senders, workers = 2000, 200, 4, 4
	var last int64
	updates := 0
	for b.Loop() {
		if err := queueRound(b.Context(), db, last, round, chats, senders, workers); err != nil {
			b.Fatal(err)
		}
		last += round
		updates += round
	}
	b.ReportMetric(float64(updates)/b.Elapsed().Seconds(), "updates/s")
}

func queueRound(ctx context.Context, db *DB, first, n, chats, senders, workers int64) error {
	var next, handled atomic.Int64
	next.Store(first)
	var wg sync.WaitGroup
	errs := make(chan error, senders+workers)
	for range senders {
		wg.Go(func() {
			for {
				id := next.Add(1)
				if id > first+n {
					return
				}
				if _, err := db.Enqueue(ctx, Update{ID: id, Chat: id % chats, Raw: []byte(`{"update_id":1}`)}); err != nil {
					errs <- err
					return
				}
			}
		})
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	for w := range workers {
		holder := fmt.Sprint("w", w)
		wake := db.Listen(ctx) // each worker its own: a wake wakes one
		wg.Go(func() {
			for handled.Load() < n && len(errs) == 0 {
				chat, us, ok, err := db.Lease(ctx, holder, time.Minute, 10)
				if err == nil && !ok {
					select {
					case <-wake:
					case <-time.After(10 * time.Millisecond): // the last updates, leased by others
					}
				}
				if err == nil && ok {
					err = db.Done(ctx, ids(us)...)
					if err == nil {
						err = db.Release(ctx, holder, chat)
					}
					handled.Add(int64(len(us)))
				}
				if err != nil {
					errs <- err
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	return <-errs
}
