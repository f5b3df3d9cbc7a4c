package telegram_test

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"sudokubot/bot/boltstore"
	"sudokubot/bot/internal/emulator"
	"sudokubot/bot/pgstore"
	"sudokubot/bot/pgstore/pgtest"
	"sudokubot/bot/telegram"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// BenchmarkWebhookAccept measures the webhook's accept latency on each
// store: the time a POST of one update takes to get its 200 (the update
// committed to the queue), over real HTTP to the runtime's own webhook
// server, from 8 senders at once, while the runtime's 4 workers work the
// queue with an echo handler (rate limits off). Each round posts 2,000
// updates of 200 chats; p50_ms and p99_ms are over every POST of every
// round, updates/s is the rounds' accept rate.
//
//	go test -run '^$' -bench BenchmarkWebhookAccept -count 5 ./bot/telegram/
func BenchmarkWebhookAccept(b *testing.B) {
	for _, store := range []string{"bbolt", "postgres"} {
		b.Run("store="+store, func(b *testing.B) {
			var opts telegram.Options
			switch store {
			case "bbolt":
				db, err := boltstore.Open(b.TempDir(), time.Second)
				if err != nil {
					b.Fatal(err)
				}
				defer db.Close()
				opts.Queue, opts.Menus = db, db
			case "postgres":
				db, err := pgstore.Open(b.Context(), pgtest.URL(b), pgstore.MaxConns(12)) // as main: WORKERS+8
				if err != nil {
					b.Fatal(err)
				}
				defer db.Close()
				opts.Queue, opts.Menus = db, db
			}
			const round, chats, senders = 2000, 200, 8
			opts.ChatQueue = round // no flood: every update queued
			r := newRig(b, "webhook", opts, &echo{})
			// The emulator knows the chats the echo answers.
			var last emulator.Update
			for c := range chats {
				u, err := r.srv.InjectText(emulator.User{ID: int64(1 + c), FirstName: "W"}, "hi")
				if err != nil {
					b.Fatal(err)
				}
				last = u
			}
			if err := r.srv.WaitConfirmed(r.ctx(), last.UpdateID); err != nil {
				b.Fatal(err)
			}
			if err := r.rt.WaitIdle(r.ctx()); err != nil {
				b.Fatal(err)
			}
			hc := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: senders}}
			next := atomic.Int64{}
			next.Store(1_000_000) // past the emulator's ids
			var lat []time.Duration
			var mu sync.Mutex
			var posted int
			var accepting time.Duration
			for b.Loop() {
				start := time.Now()
				var wg sync.WaitGroup
				for range senders {
					wg.Go(func() {
						var mine []time.Duration
						defer func() {
							mu.Lock()
							lat = append(lat, mine...)
							mu.Unlock()
						}()
						for range round / senders {
							id := next.Add(1)
							chat := 1 + id%chats
							body := fmt.Sprintf(`{"update_id":%d,"message":{"message_id":%d,"date":1,"chat":{"id":%d,"type":"private"},"from":{"id":%d,"is_bot":false,"first_name":"W"},"text":"m%d"}}`,
								id, id, chat, chat, id)
							req, err := http.NewRequest("POST", r.hook, strings.NewReader(body))
							if err != nil {
								b.Error(err)
								return
							}
							req.Header.Set("Content-Type", "application/json")
							req.Header.Set("X-Telegram-Bot-Api-Secret-Token", testSecret)
							t0 := time.Now()
							resp, err := hc.Do(req)
							if err != nil {
								b.Error(err)
								return
							}
							resp.Body.Close()
							mine = append(mine, time.Since(t0))
							if resp.StatusCode != http.StatusOK {
								b.Errorf("update %d: status %d", id, resp.StatusCode)
								return
							}
						}
					})
				}
				wg.Wait()
				accepting += time.Since(start)
				posted += round
				// The next round starts on an empty queue.
				b.StopTimer()
				ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
				err := r.rt.WaitIdle(ctx)
				cancel()
				if err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
			}
			slices.Sort(lat)
			ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
			b.ReportMetric(ms(lat[len(lat)/2]), "p50_ms")
			b.ReportMetric(ms(lat[len(lat)*99/100]), "p99_ms")
			b.ReportMetric(float64(posted)/accepting.Seconds(), "updates/s")
			hc.CloseIdleConnections()
			r.shutdown()
		})
	}
}
