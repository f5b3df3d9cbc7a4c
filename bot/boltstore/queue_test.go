package boltstore

import (
	"encoding/binary"
	"fmt"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"sudokubot/bot/telegram"
	"sudokubot/bot/telegram/queuetest"
)

func open(t testing.TB, dir string) *DB {
	t.Helper()
	db, err := Open(dir, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func TestQueue(t *testing.T) {
	queuetest.Run(t, func(t *testing.T) []telegram.Queue {
		db := open(t, t.TempDir())
		// One process, one file: its handles are the same store.
		return []telegram.Queue{db, db}
	})
}

// TestQueueReopen checks that the queue outlives the process: what was
// queued and not done is there after reopening, leases included (they
// lived in memory), and in its order; the ids seen stay seen.
func TestQueueReopen(t *testing.T) {
	ctx := t.Context()
	dir := t.TempDir()
	s, err := Open(dir, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	in := []telegram.Update{{ID: 10, Chat: 1, Raw: []byte(`{"a":1}`)}, {ID: 11, Chat: -2, Raw: []byte(`{"b":2}`)}, {ID: 12, Chat: 1, Raw: []byte(`{}`)}}
	if _, err := s.Enqueue(ctx, in, 10); err != nil {
		t.Fatal(err)
	}
	l, _, err := s.Lease(ctx, "a", time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Done(ctx, l); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Lease(ctx, "killed", time.Minute); err != nil {
		t.Fatal(err)
	}
	s.Close()

	s = open(t, dir)
	if n, _ := s.Waiting(ctx); n != 2 {
		t.Errorf("after reopening: Waiting = %d, want 2", n)
	}
	var got []string
	for {
		l, ok, err := s.Lease(ctx, "b", time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			break
		}
		got = append(got, fmt.Sprintf("%d/%d %s", l.Chat, l.ID, l.Raw))
		if err := s.Done(ctx, l); err != nil {
			t.Fatal(err)
		}
	}
	if want := []string{`-2/11 {"b":2}`, `1/12 {}`}; !slices.Equal(got, want) {
		t.Errorf("after reopening, leased %q, want %q", got, want)
	}
	if out, _ := s.Enqueue(ctx, in[:1], 10); out[0] != telegram.Duplicate {
		t.Errorf("a handled update enqueued again after reopening: %v, want duplicate", out[0])
	}
	if _, err := s.Enqueue(ctx, []telegram.Update{{ID: 13, Chat: 1}}, 10); err != nil {
		t.Fatal(err)
	}
	if err := s.ClearQueue(); err != nil {
		t.Fatal(err)
	}
	if n, _ := s.Waiting(ctx); n != 0 {
		t.Errorf("%d updates after ClearQueue", n)
	}
	if _, ok, _ := s.Lease(ctx, "b", time.Minute); ok {
		t.Error("an update leased after ClearQueue")
	}
}

// TestQueueFloodReopen checks that a flood's slow-down is kept across a
// restart: the chat is not asked a second time.
func TestQueueFloodReopen(t *testing.T) {
	ctx := t.Context()
	dir := t.TempDir()
	s, err := Open(dir, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Enqueue(ctx, []telegram.Update{{ID: 1, Chat: 5}, {ID: 2, Chat: 5}}, 1); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s = open(t, dir)
	out, err := s.Enqueue(ctx, []telegram.Update{{ID: 3, Chat: 5}}, 1)
	if err != nil || out[0] != telegram.Dropped {
		t.Errorf("after reopening, one more of the flood: %v, %v; want dropped", out, err)
	}
	l, _, _ := s.Lease(ctx, "a", time.Minute)
	s.Done(ctx, l)
	if l, _, _ := s.Lease(ctx, "a", time.Minute); !l.SlowDown || l.ID != 2 {
		t.Errorf("leased %+v, want update 2 marked to slow down", l)
	}
}

// TestQueueSeenBounded checks that the ids kept against duplicates are
// bounded.
func TestQueueSeenBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("writes 12,000 updates")
	}
	ctx := t.Context()
	s := open(t, t.TempDir())
	var batch []telegram.Update
	for id := 1; id <= maxSeen+2000; id++ {
		batch = append(batch, telegram.Update{ID: id, Chat: int64(id), Raw: []byte(`{}`)})
		if len(batch) == 500 {
			if _, err := s.Enqueue(ctx, batch, 1); err != nil {
				t.Fatal(err)
			}
			batch = batch[:0]
		}
	}
	if err := s.pruneSeen(); err != nil {
		t.Fatal(err)
	}
	if out, _ := s.Enqueue(ctx, []telegram.Update{{ID: maxSeen + 2000, Chat: 1}}, 1); out[0] != telegram.Duplicate {
		t.Error("a recent id was forgotten")
	}
	if out, _ := s.Enqueue(ctx, []telegram.Update{{ID: 1, Chat: 1}}, 10); out[0] == telegram.Duplicate {
		t.Error("the oldest id is still remembered beyond the bound")
	}
}

// TestMigrateQueue opens a store of layout 2, its queue keyed by place,
// and finds the updates in the new layout, in their order.
func TestMigrateQueue(t *testing.T) {
	dir := t.TempDir()
	old, err := bolt.Open(filepath.Join(dir, File), 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	err = old.Update(func(tx *bolt.Tx) error {
		q, err := tx.CreateBucket(bucketQueue)
		if err != nil {
			return err
		}
		put := func(chat int64, id int, raw string) error {
			seq, _ := q.NextSequence()
			v := binary.BigEndian.AppendUint64(nil, uint64(chat))
			v = binary.BigEndian.AppendUint64(v, uint64(id))
			return q.Put(key64(seq), append(v, raw...))
		}
		for _, u := range []struct {
			chat int64
			id   int
		}{{7, 100}, {-3, 101}, {7, 102}} {
			if err := put(u.chat, u.id, fmt.Sprintf(`{"update_id":%d}`, u.id)); err != nil {
				return err
			}
		}
		return nil
	})
	old.Close()
	if err != nil {
		t.Fatal(err)
	}
	s := open(t, dir)
	ctx := t.Context()
	var got []string
	for {
		l, ok, err := s.Lease(ctx, "a", time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			break
		}
		got = append(got, fmt.Sprintf("%d/%d %s", l.Chat, l.ID, l.Raw))
		s.Done(ctx, l)
	}
	if want := []string{`7/100 {"update_id":100}`, `-3/101 {"update_id":101}`, `7/102 {"update_id":102}`}; !slices.Equal(got, want) {
		t.Errorf("after migrating, leased %q, want %q", got, want)
	}
	if out, _ := s.Enqueue(ctx, []telegram.Update{{ID: 103, Chat: 7}}, 10); out[0] != telegram.Queued {
		t.Errorf("a new update after migrating: %v", out[0])
	}
}

// FuzzDecodeRow reads arbitrary records back as the queue's index does
// at Open: no panic, and a record the queue writes reads back as written.
func FuzzDecodeRow(f *testing.F) {
	f.Add(int64(-100123), 42, uint64(7), true, []byte(`{"update_id":42}`))
	f.Add(int64(0), 0, uint64(0), false, []byte{})
	f.Fuzz(func(t *testing.T, chat int64, id int, seq uint64, slow bool, raw []byte) {
		r := row{id: id, seq: seq, slow: slow}
		k, v := rowKey(chat, id), r.value(raw)
		gotChat, got, gotRaw, ok := decodeRow(k, v)
		if !ok || gotChat != chat || got != r || string(gotRaw) != string(raw) {
			t.Errorf("decodeRow(rowKey(%d, %d), %+v) = %d, %+v, %q, %v", chat, id, r, gotChat, got, gotRaw, ok)
		}
		// Any bytes at all: no panic.
		for cut := range min(len(k)+len(v), 40) {
			all := append(slices.Clone(k), v...)
			decodeRow(all[:cut%17], all[cut%17:cut])
		}
		decodeRow(raw, raw)
	})
}

// BenchmarkQueue measures the queue's throughput: updates enqueued as a
// webhook takes them (one a call, from concurrent requests) or as long
// polling does (calls of 100, one after another), leased by 8 workers,
// handled by nothing and done, every write synced.
func BenchmarkQueue(b *testing.B) {
	const chats, perChat, workers = 50, 20, 8
	total := chats * perChat
	raw := []byte(`{"update_id":1,"message":{"message_id":1,"chat":{"id":1,"type":"private"},"text":"hi"}}`)
	for _, mode := range []string{"webhook", "polling"} {
		b.Run(mode, func(b *testing.B) {
			for b.Loop() {
				s, err := Open(b.TempDir(), time.Second)
				if err != nil {
					b.Fatal(err)
				}
				ctx := b.Context()
				start := time.Now()
				finished := make(chan struct{})
				handled := make(chan struct{}, total)
				var ws, senders sync.WaitGroup
				for w := range workers {
					ws.Go(func() {
						for {
							ready := s.Ready()
							l, ok, err := s.Lease(ctx, fmt.Sprint("w", w), time.Minute)
							if err != nil {
								b.Error(err)
								return
							}
							if !ok {
								select {
								case <-ready:
									continue
								case <-finished:
									return
								}
							}
							if err := s.Done(ctx, l); err != nil {
								b.Error(err)
								return
							}
							handled <- struct{}{}
						}
					})
				}
				update := func(i int) telegram.Update {
					return telegram.Update{ID: i + 1, Chat: int64(i%chats + 1), Raw: raw}
				}
				if mode == "webhook" {
					for c := range chats {
						senders.Go(func() {
							for i := range perChat {
								if _, err := s.Enqueue(ctx, []telegram.Update{update(i*chats + c)}, perChat); err != nil {
									b.Error(err)
									return
								}
							}
						})
					}
				} else {
					senders.Go(func() {
						for i := 0; i < total; i += 100 {
							var batch []telegram.Update
							for j := i; j < i+100; j++ {
								batch = append(batch, update(j))
							}
							if _, err := s.Enqueue(ctx, batch, perChat); err != nil {
								b.Error(err)
								return
							}
						}
					})
				}
				for range total {
					<-handled
				}
				elapsed := time.Since(start)
				close(finished)
				ws.Wait()
				senders.Wait()
				s.Close()
				b.ReportMetric(float64(total)/elapsed.Seconds(), "updates/s")
			}
		})
	}
}
