// Package queuetest is the test suite every telegram.Queue passes: the
// embedded store and the shared one run the same tests, which check the
// contract telegram.Queue's documentation states.
package queuetest

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"sudokubot/bot/telegram"
)

// Open returns one or more handles on one new, empty queue: a shared
// store gives several (as several processes would have), an embedded one
// one. The suite leases through them as separate runtimes would.
type Open func(t *testing.T) []telegram.Queue

// Run runs the suite, each test on a queue of its own.
func Run(t *testing.T, open Open) {
	tests := []struct {
		name string
		run  func(*testing.T, []telegram.Queue)
	}{
		{"Duplicates", testDuplicates},
		{"OrderInChat", testOrderInChat},
		{"OldestChatFirst", testOldestChatFirst},
		{"OneHolderPerChat", testOneHolderPerChat},
		{"Flood", testFlood},
		{"FloodConcurrent", testFloodConcurrent},
		{"Expiry", testExpiry},
		{"ExpiredNotRetaken", testExpiredNotRetaken},
		{"Release", testRelease},
		{"DoneTwice", testDoneTwice},
		{"Ready", testReady},
		{"Waiting", testWaiting},
		{"Canceled", testCanceled},
		{"Concurrent", testConcurrent},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			qs := open(t)
			if len(qs) == 0 {
				t.Fatal("open returned no queue")
			}
			tc.run(t, qs)
		})
	}
}

// ttl is the lease of the tests that do not let leases expire.
const ttl = time.Minute

// patience bounds the waits for something a queue must do soon (a lease
// expiring, Ready closing).
const patience = 10 * time.Second

// up returns an update of a chat, its JSON naming both.
func up(chat int64, id int) telegram.Update {
	return telegram.Update{ID: id, Chat: chat, Raw: fmt.Appendf(nil, `{"update_id":%d,"chat":%d}`, id, chat)}
}

func enqueue(t *testing.T, q telegram.Queue, limit int, us ...telegram.Update) []telegram.Outcome {
	t.Helper()
	out, err := q.Enqueue(t.Context(), us, limit)
	if err != nil {
		t.Fatalf("Enqueue(%d updates): %v", len(us), err)
	}
	if len(out) != len(us) {
		t.Fatalf("Enqueue(%d updates) returned %d outcomes", len(us), len(out))
	}
	return out
}

// lease takes the next update, failing if there is none.
func lease(t *testing.T, q telegram.Queue, holder string) telegram.Lease {
	t.Helper()
	l, ok, err := q.Lease(t.Context(), holder, ttl)
	if err != nil || !ok {
		t.Fatalf("Lease(%s) = %v, %v; want an update", holder, ok, err)
	}
	if l.Holder != holder {
		t.Errorf("Lease(%s) returned a lease held by %q", holder, l.Holder)
	}
	return l
}

// none checks that nothing can be leased.
func none(t *testing.T, q telegram.Queue, why string) {
	t.Helper()
	l, ok, err := q.Lease(t.Context(), "none", ttl)
	if err != nil {
		t.Fatalf("Lease: %v", err)
	}
	if ok {
		t.Fatalf("Lease returned update %d of chat %d; want none (%s)", l.ID, l.Chat, why)
	}
}

// leaseSoon waits, on Ready, until an update can be leased, with ttl.
func leaseSoon(t *testing.T, q telegram.Queue, holder string, ttl time.Duration) telegram.Lease {
	t.Helper()
	deadline := time.NewTimer(patience)
	defer deadline.Stop()
	for {
		ready := q.Ready()
		l, ok, err := q.Lease(t.Context(), holder, ttl)
		if err != nil {
			t.Fatalf("Lease: %v", err)
		}
		if ok {
			return l
		}
		select {
		case <-ready:
		case <-deadline.C:
			t.Fatalf("nothing to lease after %v", patience)
		}
	}
}

func done(t *testing.T, q telegram.Queue, l telegram.Lease) {
	t.Helper()
	if err := q.Done(t.Context(), l); err != nil {
		t.Fatalf("Done(update %d of chat %d): %v", l.ID, l.Chat, err)
	}
}

func waiting(t *testing.T, q telegram.Queue) int {
	t.Helper()
	n, err := q.Waiting(t.Context())
	if err != nil {
		t.Fatalf("Waiting: %v", err)
	}
	return n
}

func outcomes(os ...telegram.Outcome) []telegram.Outcome { return os }

func testDuplicates(t *testing.T, qs []telegram.Queue) {
	q, other := qs[0], qs[len(qs)-1]
	if got, want := enqueue(t, q, 10, up(1, 10), up(2, 11), up(1, 10)), outcomes(telegram.Queued, telegram.Queued, telegram.Duplicate); !slices.Equal(got, want) {
		t.Errorf("Enqueue of 10, 11, 10 = %v, want %v", got, want)
	}
	if got, want := enqueue(t, other, 10, up(2, 11), up(1, 12)), outcomes(telegram.Duplicate, telegram.Queued); !slices.Equal(got, want) {
		t.Errorf("Enqueue of 11 again and 12 = %v, want %v", got, want)
	}
	l := lease(t, q, "a")
	if l.ID != 10 || l.Chat != 1 || string(l.Raw) != string(up(1, 10).Raw) || l.SlowDown {
		t.Errorf("leased %+v, want update 10 of chat 1 as enqueued", l)
	}
	done(t, q, l)
	if got := enqueue(t, other, 10, up(1, 10)); got[0] != telegram.Duplicate {
		t.Errorf("Enqueue of a done update again = %v, want duplicate", got[0])
	}
	if n := waiting(t, q); n != 2 {
		t.Errorf("Waiting = %d, want 2", n)
	}
}

func testOrderInChat(t *testing.T, qs []telegram.Queue) {
	q := qs[0]
	// Arriving out of order (two webhook requests at once), leased in
	// the order of their ids.
	for _, id := range []int{5, 3, 4, 7, 6} {
		enqueue(t, qs[id%len(qs)], 10, up(1, id))
	}
	var got []int
	for range 5 {
		l := lease(t, qs[len(got)%len(qs)], "a")
		got = append(got, l.ID)
		done(t, qs[len(got)%len(qs)], l)
	}
	if want := []int{3, 4, 5, 6, 7}; !slices.Equal(got, want) {
		t.Errorf("leased %v, want %v", got, want)
	}
	none(t, q, "all done")
}

func testOldestChatFirst(t *testing.T, qs []telegram.Queue) {
	q := qs[0]
	enqueue(t, q, 10, up(1, 1))
	enqueue(t, q, 10, up(2, 2))
	enqueue(t, q, 10, up(1, 3), up(3, 4))
	var got []string
	for range 4 {
		l := lease(t, q, "a")
		got = append(got, fmt.Sprintf("%d/%d", l.Chat, l.ID))
		done(t, q, l)
	}
	// Chat 1's second update came after chat 2's first.
	if want := []string{"1/1", "2/2", "1/3", "3/4"}; !slices.Equal(got, want) {
		t.Errorf("leased %v, want %v", got, want)
	}
}

func testOneHolderPerChat(t *testing.T, qs []telegram.Queue) {
	a, b := qs[0], qs[len(qs)-1]
	enqueue(t, a, 10, up(1, 1), up(1, 2))
	first := lease(t, a, "a")
	none(t, b, "chat 1 is held")
	enqueue(t, b, 10, up(2, 3))
	if l := lease(t, b, "b"); l.Chat != 2 {
		t.Fatalf("leased chat %d, want chat 2 (chat 1 is held)", l.Chat)
	} else {
		done(t, b, l)
	}
	none(t, b, "chat 1 is held")
	done(t, a, first)
	if l := lease(t, b, "b"); l.Chat != 1 || l.ID != 2 {
		t.Errorf("after chat 1's first was done, leased %d/%d, want 1/2", l.Chat, l.ID)
	}
}

func testFlood(t *testing.T, qs []telegram.Queue) {
	q := qs[0]
	const limit = 3
	var us []telegram.Update
	for id := 1; id <= 6; id++ {
		us = append(us, up(9, id))
	}
	Q, S, D := telegram.Queued, telegram.SlowDown, telegram.Dropped
	if got, want := enqueue(t, q, limit, us...), outcomes(Q, Q, Q, S, D, D); !slices.Equal(got, want) {
		t.Fatalf("a flood of 6 with limit 3: %v, want %v", got, want)
	}
	if got := enqueue(t, qs[len(qs)-1], limit, up(9, 7), up(8, 8)); !slices.Equal(got, outcomes(D, Q)) {
		t.Errorf("one more of the flood and another chat's: %v, want [dropped queued]", got)
	}
	if n := waiting(t, q); n != 5 {
		t.Errorf("Waiting = %d, want 5 (3 and the slow-down, and the other chat's)", n)
	}
	// One handled: 3 left, the slow-down among them: still flooding.
	l := lease(t, q, "a")
	done(t, q, l)
	if got := enqueue(t, q, limit, up(9, 9)); got[0] != D {
		t.Errorf("with the chat back at its limit and flooding: %v, want dropped", got[0])
	}
	l = lease(t, q, "a")
	if l.Chat != 9 || l.ID != 2 {
		t.Fatalf("leased %d/%d, want 9/2: the chat whose next update came first", l.Chat, l.ID)
	}
	done(t, q, l)
	// Below the limit again: taken, after the slow-down.
	if got := enqueue(t, q, limit, up(9, 10)); got[0] != Q {
		t.Errorf("below the limit: %v, want queued", got[0])
	}
	var got []string
	for range 4 {
		l := lease(t, q, "a")
		s := fmt.Sprintf("%d/%d", l.Chat, l.ID)
		if l.SlowDown {
			s += " slow down"
		}
		got = append(got, s)
		done(t, q, l)
	}
	if want := []string{"9/3", "9/4 slow down", "8/8", "9/10"}; !slices.Equal(got, want) {
		t.Errorf("leased %q, want %q", got, want)
	}
	// The slow-down done, the flood is over: the next one is asked again.
	us = us[:0]
	for id := 11; id <= 15; id++ {
		us = append(us, up(9, id))
	}
	if got, want := enqueue(t, q, limit, us...), outcomes(Q, Q, Q, S, D); !slices.Equal(got, want) {
		t.Errorf("a second flood: %v, want %v", got, want)
	}
}

// testFloodConcurrent has many enqueue a flood of one chat at once,
// through every handle: the limit holds exactly.
func testFloodConcurrent(t *testing.T, qs []telegram.Queue) {
	const limit, senders, each = 5, 8, 10
	var mu sync.Mutex
	counts := map[telegram.Outcome]int{}
	var wg sync.WaitGroup
	for s := range senders {
		wg.Go(func() {
			for i := range each {
				out, err := qs[s%len(qs)].Enqueue(t.Context(), []telegram.Update{up(77, 1+s*each+i)}, limit)
				if err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				counts[out[0]]++
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if counts[telegram.Queued] != limit || counts[telegram.SlowDown] != 1 || counts[telegram.Dropped] != senders*each-limit-1 {
		t.Errorf("outcomes %v, want %d queued, 1 slow-down, the rest dropped", counts, limit)
	}
	if n := waiting(t, qs[0]); n != limit+1 {
		t.Errorf("Waiting = %d, want %d", n, limit+1)
	}
}

func testExpiry(t *testing.T, qs []telegram.Queue) {
	a, b := qs[0], qs[len(qs)-1]
	enqueue(t, a, 10, up(1, 1), up(1, 2))
	lost, ok, err := a.Lease(t.Context(), "killed", 300*time.Millisecond)
	if err != nil || !ok {
		t.Fatalf("Lease: %v, %v", ok, err)
	}
	taken := leaseSoon(t, b, "survivor", ttl)
	if taken.ID != 1 || taken.Holder != "survivor" || taken.Token == lost.Token {
		t.Fatalf("after the lease expired, leased %+v; want update 1 for the survivor, with a token of its own", taken)
	}
	for name, f := range map[string]func() error{
		"Done":    func() error { return a.Done(t.Context(), lost) },
		"Extend":  func() error { return a.Extend(t.Context(), lost, ttl) },
		"Release": func() error { return a.Release(t.Context(), lost) },
	} {
		if err := f(); !errors.Is(err, telegram.ErrLeaseLost) {
			t.Errorf("%s of the expired lease taken again: %v, want ErrLeaseLost", name, err)
		}
	}
	none(t, a, "the survivor holds the chat")
	if err := b.Extend(t.Context(), taken, ttl); err != nil {
		t.Errorf("Extend by the holder: %v", err)
	}
	done(t, b, taken)
	if l := lease(t, a, "a"); l.ID != 2 {
		t.Errorf("leased %d after the first was done, want 2", l.ID)
	}
}

func testExpiredNotRetaken(t *testing.T, qs []telegram.Queue) {
	q := qs[0]
	enqueue(t, q, 10, up(1, 1), up(1, 2))
	l, ok, err := q.Lease(t.Context(), "slow", time.Nanosecond)
	if err != nil || !ok {
		t.Fatalf("Lease: %v, %v", ok, err)
	}
	if err := q.Extend(t.Context(), l, ttl); err != nil {
		t.Errorf("Extend of an expired lease not taken again: %v", err)
	}
	none(t, qs[len(qs)-1], "the lease was renewed")
	done(t, q, l)
	if n := waiting(t, q); n != 1 {
		t.Errorf("Waiting = %d after Done, want 1", n)
	}
}

func testRelease(t *testing.T, qs []telegram.Queue) {
	a, b := qs[0], qs[len(qs)-1]
	enqueue(t, a, 10, up(1, 1), up(1, 2), up(2, 3))
	l := lease(t, a, "stopping")
	if err := a.Release(t.Context(), l); err != nil {
		t.Fatalf("Release: %v", err)
	}
	again := lease(t, b, "b")
	if again.ID != 1 || again.Token == l.Token || string(again.Raw) != string(l.Raw) {
		t.Errorf("after Release, leased %+v; want update 1 untouched, with a new token", again)
	}
	if err := a.Done(t.Context(), l); !errors.Is(err, telegram.ErrLeaseLost) {
		t.Errorf("Done of the released lease: %v, want ErrLeaseLost", err)
	}
	done(t, b, again)
	if n := waiting(t, a); n != 2 {
		t.Errorf("Waiting = %d, want 2", n)
	}
}

func testDoneTwice(t *testing.T, qs []telegram.Queue) {
	q := qs[0]
	enqueue(t, q, 10, up(1, 1), up(1, 2))
	l := lease(t, q, "a")
	done(t, q, l)
	if err := qs[len(qs)-1].Done(t.Context(), l); !errors.Is(err, telegram.ErrLeaseLost) {
		t.Errorf("a second Done: %v, want ErrLeaseLost", err)
	}
	if n := waiting(t, q); n != 1 {
		t.Errorf("Waiting = %d, want 1 (the second Done removed another)", n)
	}
	forged := l
	forged.ID = 2
	if err := q.Done(t.Context(), forged); !errors.Is(err, telegram.ErrLeaseLost) {
		t.Errorf("Done of an update never leased: %v, want ErrLeaseLost", err)
	}
}

func testReady(t *testing.T, qs []telegram.Queue) {
	a, b := qs[0], qs[len(qs)-1]
	ready := a.Ready()
	none(t, a, "empty")
	enqueue(t, b, 10, up(1, 1), up(1, 2))
	select {
	case <-ready:
	case <-time.After(patience):
		t.Fatal("Ready not closed after an Enqueue")
	}
	l := lease(t, a, "a")
	ready = b.Ready()
	none(t, b, "chat 1 is held")
	done(t, a, l)
	select {
	case <-ready:
	case <-time.After(patience):
		t.Fatal("Ready not closed after a Done leaving the chat an update")
	}
	last := lease(t, b, "b")
	ready = a.Ready()
	done(t, b, last)
	select {
	case <-ready:
	case <-time.After(patience):
		t.Fatal("Ready not closed after the last Done (Waiting fell)")
	}
}

func testWaiting(t *testing.T, qs []telegram.Queue) {
	q := qs[0]
	if n := waiting(t, q); n != 0 {
		t.Fatalf("a new queue: Waiting = %d", n)
	}
	for i := range 10 {
		enqueue(t, qs[i%len(qs)], 10, up(int64(i%3+1), i+1))
	}
	var ls []telegram.Lease
	for range 3 {
		ls = append(ls, lease(t, q, "a"))
	}
	if n := waiting(t, qs[len(qs)-1]); n != 10 {
		t.Errorf("with 3 leased: Waiting = %d, want 10", n)
	}
	for _, l := range ls {
		done(t, q, l)
	}
	if n := waiting(t, q); n != 7 {
		t.Errorf("with 3 done: Waiting = %d, want 7", n)
	}
}

func testCanceled(t *testing.T, qs []telegram.Queue) {
	q := qs[0]
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	if _, err := q.Enqueue(ctx, []telegram.Update{up(1, 1)}, 10); err == nil {
		t.Error("Enqueue with a canceled context succeeded")
	}
	if n := waiting(t, q); n != 0 {
		t.Errorf("Waiting = %d after a canceled Enqueue", n)
	}
	if got := enqueue(t, q, 10, up(1, 1)); got[0] != telegram.Queued {
		t.Errorf("the update of a canceled Enqueue: %v, want queued (it was not seen)", got[0])
	}
}

// testConcurrent has senders enqueue many chats' updates while workers on
// every handle lease and finish them: every update is handled once, in
// its chat's order, one at a time per chat.
func testConcurrent(t *testing.T, qs []telegram.Queue) {
	const chats, each, workers = 12, 15, 6
	total := chats * each
	var (
		mu      sync.Mutex
		held    = map[int64]bool{}
		last    = map[int64]int{}
		handled int
	)
	var senders sync.WaitGroup
	for c := range chats {
		senders.Go(func() {
			for i := range each {
				id := 1 + i*chats + c // increasing within the chat
				enqueue(t, qs[(c+i)%len(qs)], each, up(int64(c+1), id))
			}
		})
	}
	finished := make(chan struct{})
	var ws sync.WaitGroup
	for w := range workers {
		q := qs[w%len(qs)]
		ws.Go(func() {
			for {
				ready := q.Ready()
				l, ok, err := q.Lease(t.Context(), fmt.Sprint("w", w), ttl)
				if err != nil {
					t.Error(err)
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
				mu.Lock()
				if held[l.Chat] {
					t.Errorf("chat %d leased twice at once", l.Chat)
				}
				if l.ID <= last[l.Chat] {
					t.Errorf("chat %d: update %d after %d", l.Chat, l.ID, last[l.Chat])
				}
				held[l.Chat], last[l.Chat] = true, l.ID
				mu.Unlock()
				mu.Lock()
				held[l.Chat] = false // before Done: the chat is free after it
				handled++
				all := handled == total
				mu.Unlock()
				if err := q.Done(t.Context(), l); err != nil {
					t.Error(err)
					return
				}
				if all {
					close(finished)
				}
			}
		})
	}
	senders.Wait()
	select {
	case <-finished:
	case <-time.After(2 * time.Minute):
		t.Error("not every update was handled")
		close(finished)
	}
	ws.Wait()
	if n := waiting(t, qs[0]); n != 0 {
		t.Errorf("Waiting = %d at the end", n)
	}
}
