package pgstore

import (
	"context"
	"fmt"
	"slices"
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

// BenchmarkEnqueue: one update a call, 4 callers at once (webhook
// requests), 200 chats; p50 and p99 are the calls' latencies (what a
// webhook request waits for the update to be stored).
func BenchmarkEnqueue(b *testing.B) {
	db, err := Open(b.Context(), migrated(b), MaxConns(8))
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	var next atomic.Int64
	var mu sync.Mutex
	var lat []time.Duration
	b.SetParallelism(2) // 4 on 2 CPUs
	b.RunParallel(func(pb *testing.PB) {
		var mine []time.Duration
		for pb.Next() {
			id := int(next.Add(1))
			u := telegram.Update{ID: id, Chat: int64(id % 200), Raw: []byte(`{"update_id":1}`)}
			start := time.Now()
			if _, err := db.Enqueue(b.Context(), []telegram.Update{u}, 1<<30); err != nil {
				b.Error(err)
				return
			}
			mine = append(mine, time.Since(start))
		}
		mu.Lock()
		lat = append(lat, mine...)
		mu.Unlock()
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "updates/s")
	slices.Sort(lat)
	if len(lat) > 0 {
		b.ReportMetric(float64(lat[len(lat)/2].Microseconds()), "p50-µs")
		b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds()), "p99-µs")
	}
}

// BenchmarkLeaseDone: lease and done, 4 workers at once, from a queue of
// 200 chats filled beforehand.
func BenchmarkLeaseDone(b *testing.B) {
	db, err := Open(b.Context(), migrated(b), MaxConns(8))
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	b.StopTimer()
	var us []telegram.Update
	for id := 1; id <= b.N+8; id++ {
		us = append(us, telegram.Update{ID: id, Chat: int64(id % 200), Raw: []byte(`{"update_id":1}`)})
	}
	for len(us) > 0 {
		n := min(len(us), 1000)
		if _, err := db.Enqueue(b.Context(), us[:n], 1<<30); err != nil {
			b.Fatal(err)
		}
		us = us[n:]
	}
	b.StartTimer()
	var w atomic.Int64
	b.SetParallelism(2)
	b.RunParallel(func(pb *testing.PB) {
		holder := fmt.Sprint("w", w.Add(1))
		for pb.Next() {
			l, ok, err := db.Lease(b.Context(), holder, time.Minute)
			if err == nil && ok {
				err = db.Done(b.Context(), l)
			}
			if err != nil {
				b.Error(err)
				return
			}
		}
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "updates/s")
}
