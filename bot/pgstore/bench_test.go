package pgstore

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"sudokubot/bot/telegram"
)

// BenchmarkQueue: rounds of 2,000 updates of 200 chats, queued one at a
// time by 4 goroutines (as webhook requests) while 4 workers handle them
// with a trivial handler (lease, done), waiting on Ready when there is
// nothing. updates/s is of the whole, queueing included.
func BenchmarkQueue(b *testing.B) {
	db, err := Open(b.Context(), migrated(b), MaxConns(12))
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	const round, chats, senders, workers = 2000, 200, 4, 4
	last := 0
	for b.Loop() {
		if err := queueRound(b.Context(), db, last, round, chats, senders, workers); err != nil {
			b.Fatal(err)
		}
		last += round
	}
	b.ReportMetric(float64(last)/b.Elapsed().Seconds(), "updates/s")
}

func queueRound(ctx context.Context, db *DB, first, n, chats, senders, workers int) error {
	var next, handled atomic.Int64
	next.Store(int64(first))
	var wg sync.WaitGroup
	errs := make(chan error, senders+workers)
	for range senders {
		wg.Go(func() {
			for {
				id := int(next.Add(1))
				if id > first+n {
					return
				}
				u := telegram.Update{ID: id, Chat: int64(id % chats), Raw: []byte(`{"update_id":1}`)}
				if _, err := db.Enqueue(ctx, []telegram.Update{u}, 100); err != nil {
					errs <- err
					return
				}
			}
		})
	}
	for w := range workers {
		holder := fmt.Sprint("w", w)
		wg.Go(func() {
			for handled.Load() < int64(n) && len(errs) == 0 {
				ready := db.Ready()
				l, ok, err := db.Lease(ctx, holder, time.Minute)
				if err == nil && !ok {
					select {
					case <-ready:
					case <-time.After(10 * time.Millisecond): // the last updates, leased by others
					}
					continue
				}
				if err == nil {
					err = db.Done(ctx, l)
					handled.Add(1)
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
