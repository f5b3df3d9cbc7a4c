package pgstore

import (
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"
)

func ids(us []Update) []int64 {
	var out []int64
	for _, u := range us {
		out = append(out, u.ID)
	}
	return out
}

func upd(id, chat int64) Update {
	return Update{ID: id, Chat: chat, Raw: fmt.Appendf(nil, `{"update_id":%d}`, id)}
}

// TestEnqueueDedupe: an id already queued, or handled and not pruned, is
// not queued again.
func TestEnqueueDedupe(t *testing.T) {
	db := open(t, migrated(t))
	ctx := t.Context()
	added, err := db.Enqueue(ctx, upd(1, 10), upd(2, 10), upd(1, 10))
	if err != nil || !slices.Equal(ids(added), []int64{1, 2}) {
		t.Fatalf("Enqueue(1, 2, 1) = %v, %v; want 1 and 2 added", ids(added), err)
	}
	if err := db.Done(ctx, 1); err != nil {
		t.Fatal(err)
	}
	added, err = db.Enqueue(ctx, upd(1, 10), upd(2, 10), upd(3, 11))
	if err != nil || !slices.Equal(ids(added), []int64{3}) {
		t.Fatalf("Enqueue(1 done, 2 waiting, 3 new) = %v, %v; want only 3", ids(added), err)
	}
	if n, err := db.Waiting(ctx, 10); err != nil || n != 1 {
		t.Errorf("Waiting(10) = %d, %v; want 1", n, err)
	}
}

// TestLease: chats are leased oldest update first, one holder each, with
// their waiting updates in order; an expired lease is taken over.
func TestLease(t *testing.T) {
	db := open(t, migrated(t))
	ctx := t.Context()
	if _, err := db.Enqueue(ctx, upd(5, 20), upd(1, 10), upd(3, 10), upd(2, 20), upd(4, 30)); err != nil {
		t.Fatal(err)
	}
	lease := func(holder string, ttl time.Duration) (int64, []int64, bool) {
		t.Helper()
		chat, us, ok, err := db.Lease(ctx, holder, ttl, 10)
		if err != nil {
			t.Fatalf("Lease(%s): %v", holder, err)
		}
		return chat, ids(us), ok
	}
	if chat, got, ok := lease("a", time.Minute); !ok || chat != 10 || !slices.Equal(got, []int64{1, 3}) {
		t.Fatalf("first Lease = chat %d %v %v, want chat 10 [1 3]", chat, got, ok)
	}
	// Gone for a minute: held as if by a replica killed an hour ago.
	if chat, got, ok := lease("b", -time.Hour); !ok || chat != 20 || !slices.Equal(got, []int64{2, 5}) {
		t.Fatalf("second Lease = chat %d %v %v, want chat 20 [2 5]", chat, got, ok)
	}
	if chat, got, ok := lease("c", time.Minute); !ok || chat != 20 || !slices.Equal(got, []int64{2, 5}) {
		t.Fatalf("Lease with chat 20's lease expired = chat %d %v %v, want chat 20 taken over", chat, got, ok)
	}
	if err := db.Renew(ctx, "b", 20, time.Minute); !errors.Is(err, ErrNotHeld) {
		t.Errorf("Renew by the holder whose lease was taken over: %v, want ErrNotHeld", err)
	}
	if err := db.Renew(ctx, "c", 20, time.Minute); err != nil {
		t.Errorf("Renew by the holder: %v", err)
	}
	if chat, got, ok := lease("d", time.Minute); !ok || chat != 30 || !slices.Equal(got, []int64{4}) {
		t.Fatalf("Lease = chat %d %v %v, want chat 30 [4]", chat, got, ok)
	}
	if chat, _, ok := lease("e", time.Minute); ok {
		t.Fatalf("Lease with every chat leased = chat %d, want none", chat)
	}
	// Chat 10 handled in part and released: leased again with what is left.
	if err := db.Done(ctx, 1); err != nil {
		t.Fatal(err)
	}
	if err := db.Release(ctx, "a", 10); err != nil {
		t.Fatal(err)
	}
	if chat, got, ok := lease("e", time.Minute); !ok || chat != 10 || !slices.Equal(got, []int64{3}) {
		t.Fatalf("Lease after chat 10's release = chat %d %v %v, want chat 10 [3]", chat, got, ok)
	}
}

// TestLeaseConcurrently: workers (as if on several replicas) lease at
// once; each update is handled once, a chat by one worker at a time, in
// order.
func TestLeaseConcurrently(t *testing.T) {
	const chats, per, workers = 4, 24, 8
	db := open(t, migrated(t), MaxConns(workers))
	ctx := t.Context()
	var all []Update
	for i := range chats * per {
		all = append(all, upd(int64(i+1), int64(i%chats)))
	}
	if _, err := db.Enqueue(ctx, all...); err != nil {
		t.Fatal(err)
	}
	var (
		mu      sync.Mutex
		holding = map[int64]string{}
		handled = map[int64][]int64{} // chat → ids in the order handled
		errs    []error
	)
	var wg sync.WaitGroup
	for w := range workers {
		holder := fmt.Sprint("worker", w)
		wg.Go(func() {
			for {
				chat, us, ok, err := db.Lease(ctx, holder, time.Minute, 2)
				if err != nil {
					mu.Lock()
					errs = append(errs, err)
					mu.Unlock()
					return
				}
				if !ok {
					return
				}
				mu.Lock()
				if other, busy := holding[chat]; busy {
					errs = append(errs, fmt.Errorf("chat %d leased by %s while %s held it", chat, holder, other))
				}
				holding[chat] = holder
				handled[chat] = append(handled[chat], ids(us)...)
				mu.Unlock()
				err = db.Done(ctx, ids(us)...)
				mu.Lock()
				delete(holding, chat)
				mu.Unlock()
				if err == nil {
					err = db.Release(ctx, holder, chat)
				}
				if err != nil {
					mu.Lock()
					errs = append(errs, err)
					mu.Unlock()
					return
				}
			}
		})
	}
	wg.Wait()
	for _, err := range errs {
		t.Error(err)
	}
	for c := range int64(chats) {
		var want []int64
		for i := range per {
			want = append(want, c+1+int64(i*chats))
		}
		if !slices.Equal(handled[c], want) {
			t.Errorf("chat %d handled %v, want %v", c, handled[c], want)
		}
	}
}

// TestTakeLease: one holder at a time; it renews; an expired lease goes
// to the next asking; a dropped one at once.
func TestTakeLease(t *testing.T) {
	db := open(t, migrated(t))
	ctx := t.Context()
	take := func(holder string, ttl time.Duration, want bool) {
		t.Helper()
		got, err := db.TakeLease(ctx, "poller", holder, ttl)
		if err != nil || got != want {
			t.Fatalf("TakeLease(%s) = %v, %v; want %v", holder, got, err, want)
		}
	}
	take("a", time.Minute, true)
	take("b", time.Minute, false)
	take("a", -time.Hour, true) // renewed (here: into the past, as if a had died)
	take("b", time.Minute, true)
	take("a", time.Minute, false)
	if err := db.DropLease(ctx, "poller", "a"); err != nil { // not a's: nothing
		t.Fatal(err)
	}
	take("a", time.Minute, false)
	if err := db.DropLease(ctx, "poller", "b"); err != nil {
		t.Fatal(err)
	}
	take("a", time.Minute, true)
	if got, err := db.TakeLease(ctx, "sender", "b", time.Minute); err != nil || !got {
		t.Errorf("TakeLease of another name = %v, %v; want it taken", got, err)
	}
}

// TestPruneQueue: handled updates older than the cut and expired leases
// go; waiting updates stay, whatever their age.
func TestPruneQueue(t *testing.T) {
	db := open(t, migrated(t))
	ctx := t.Context()
	if _, err := db.Enqueue(ctx, upd(1, 1), upd(2, 1), upd(3, 2)); err != nil {
		t.Fatal(err)
	}
	if err := db.Done(ctx, 1); err != nil {
		t.Fatal(err)
	}
	if _, _, _, err := db.Lease(ctx, "gone", -time.Hour, 1); err != nil {
		t.Fatal(err)
	}
	if n, err := db.PruneQueue(ctx, time.Now().Add(-time.Minute)); err != nil || n != 1 {
		t.Errorf("PruneQueue(a minute ago) = %d, %v; want the lease expired an hour ago", n, err)
	}
	if n, err := db.PruneQueue(ctx, time.Now().Add(time.Minute)); err != nil || n != 1 {
		t.Errorf("PruneQueue(in a minute) = %d, %v; want update 1", n, err)
	}
	// Update 1 forgotten: a redelivery of it is queued again.
	if added, err := db.Enqueue(ctx, upd(1, 1), upd(2, 1)); err != nil || !slices.Equal(ids(added), []int64{1}) {
		t.Errorf("Enqueue after pruning = %v, %v; want 1 queued again, 2 still waiting", ids(added), err)
	}
}
