package pgstore

import (
	"fmt"
	"testing"
	"time"

	"sudokubot/bot/telegram"
	"sudokubot/bot/telegram/queuetest"
)

// TestQueue runs the queues' suite with three handles on one database, as
// three replicas would have.
func TestQueue(t *testing.T) {
	queuetest.Run(t, func(t *testing.T) []telegram.Queue {
		url := migrated(t)
		var qs []telegram.Queue
		for range 3 {
			qs = append(qs, open(t, url))
		}
		return qs
	})
}

func up(chat int64, id int) telegram.Update {
	return telegram.Update{ID: id, Chat: chat, Raw: fmt.Appendf(nil, `{"update_id":%d}`, id)}
}

// TestPruneSeen: the done and dropped updates beyond the newest ids kept
// go; held ones stay, however old; a pruned id is new again.
func TestPruneSeen(t *testing.T) {
	db := open(t, migrated(t))
	ctx := t.Context()
	var us []telegram.Update
	for id := 1; id <= 8; id++ {
		us = append(us, up(int64(id%2), id))
	}
	// Chat 0: 2, 4 queued, 6 slow-down, 8 dropped; chat 1: 1, 3 queued,
	// 5 slow-down, 7 dropped.
	if _, err := db.Enqueue(ctx, us, 2); err != nil {
		t.Fatal(err)
	}
	for range 2 { // 1 and 2 done
		l, ok, err := db.Lease(ctx, "a", time.Minute)
		if err != nil || !ok {
			t.Fatal(ok, err)
		}
		if err := db.Done(ctx, l); err != nil {
			t.Fatal(err)
		}
	}
	n, err := db.pruneSeen(ctx, 4) // the newest 4: 5 to 8
	if err != nil || n != 2 {
		t.Errorf("pruneSeen(4) = %d, %v; want 1 and 2 (done, older than the 4 newest)", n, err)
	}
	out, err := db.Enqueue(ctx, []telegram.Update{up(1, 1), up(1, 3), up(1, 7)}, 10)
	if err != nil {
		t.Fatal(err)
	}
	if want := []telegram.Outcome{telegram.Queued, telegram.Duplicate, telegram.Duplicate}; fmt.Sprint(out) != fmt.Sprint(want) {
		t.Errorf("after pruning, Enqueue of 1 (pruned), 3 (held), 7 (dropped, kept) = %v, want %v", out, want)
	}
}

// TestReadyReconnect: Ready closes for another replica's updates,
// dones and releases, also
// after the listening connection was cut (as a database restart would),
// with no poll to close it otherwise.
func TestReadyReconnect(t *testing.T) {
	url := migrated(t)
	worker, replica := open(t, url), open(t, url)
	worker.poll = time.Hour
	listening, failed := make(chan struct{}, 10), make(chan error, 10)
	worker.onListen = func() { listening <- struct{}{} }
	worker.onListenError = func(err error) { failed <- err }
	wait := func(what string, c <-chan struct{}) {
		t.Helper()
		select {
		case <-c:
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: nothing within 10 s", what)
		}
	}
	ready := worker.Ready()
	wait("listening", listening)
	wait("Ready when listening", ready)
	queued := func(id int) {
		t.Helper()
		ready := worker.Ready()
		if _, err := replica.Enqueue(t.Context(), []telegram.Update{up(1, id)}, 100); err != nil {
			t.Fatal(err)
		}
		wait(fmt.Sprintf("Ready after update %d queued by another replica", id), ready)
	}
	queued(1)
	l, ok, err := replica.Lease(t.Context(), "r", time.Minute)
	if err != nil || !ok {
		t.Fatalf("Lease: %v, %v", ok, err)
	}
	ready = worker.Ready()
	if err := replica.Done(t.Context(), l); err != nil {
		t.Fatal(err)
	}
	wait("Ready after the last update done by another replica", ready)
	queued(3)
	if l, ok, err = replica.Lease(t.Context(), "r", time.Minute); err != nil || !ok {
		t.Fatalf("Lease: %v, %v", ok, err)
	}
	ready = worker.Ready()
	if err := replica.Release(t.Context(), l); err != nil {
		t.Fatal(err)
	}
	wait("Ready after an update released by another replica", ready)
	if _, err := replica.pool.Exec(t.Context(), `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
		WHERE query LIKE 'LISTEN%' AND datname = current_database()`); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-failed:
		t.Logf("listening failed as expected: %v", err)
	case <-time.After(10 * time.Second):
		t.Fatal("the listening connection was cut, and listening did not fail")
	}
	wait("listening again", listening)
	queued(2)
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

// TestMenus: a chat's menu kept, changed and forgotten, seen by another
// handle.
func TestMenus(t *testing.T) {
	url := migrated(t)
	a, b := open(t, url), open(t, url)
	ctx := t.Context()
	for _, menu := range []string{"board:en", "board:ru", ""} {
		if err := a.SetMenu(ctx, -5, menu); err != nil {
			t.Fatal(err)
		}
		if got, err := b.Menu(ctx, -5); err != nil || got != menu {
			t.Errorf("after SetMenu(%q): Menu = %q, %v", menu, got, err)
		}
	}
}

// TestLeaseAndDoneTogether: Leases sharing a statement take the chats in
// order, each its chat's next, as one after the other would, and those
// beyond the chats free have none; Dones sharing a transaction each do
// their own or find their lease lost (a lease given twice is done once).
func TestLeaseAndDoneTogether(t *testing.T) {
	db := open(t, migrated(t))
	ctx := t.Context()
	if _, err := db.Enqueue(ctx, []telegram.Update{up(2, 1), up(1, 2), up(2, 3), up(3, 4)}, 10); err != nil {
		t.Fatal(err)
	}
	res, err := db.leaseAll(ctx, []leaseArgs{{"a", time.Minute}, {"b", time.Minute}, {"c", time.Minute}, {"d", time.Minute}, {"e", time.Minute}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range res {
		got = append(got, fmt.Sprintf("%v:%s/%d/%d", r.ok, r.lease.Holder, r.lease.Chat, r.lease.ID))
	}
	want := []string{"true:a/2/1", "true:b/1/2", "true:c/3/4", "false:/0/0", "false:/0/0"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("five Leases together: %v, want %v", got, want)
	}
	stale := res[0].lease
	stale.Token = res[1].lease.Token // no lease of update 1
	done, err := db.doneAll(ctx, []telegram.Lease{res[2].lease, stale, res[0].lease, res[1].lease, res[0].lease})
	if err != nil {
		t.Fatal(err)
	}
	if want := []bool{true, false, true, true, false}; fmt.Sprint(done) != fmt.Sprint(want) {
		t.Errorf("Dones together of 4, of a lease lost, of 1, of 2, of 1 again: %v, want %v", done, want)
	}
	l, ok, err := db.Lease(ctx, "a", time.Minute)
	if err != nil || !ok || l.ID != 3 {
		t.Errorf("Lease after the Dones: %d, %v, %v; want update 3", l.ID, ok, err)
	}
	if n, err := db.Waiting(ctx); err != nil || n != 1 {
		t.Errorf("Waiting = %d, %v; want 1", n, err)
	}
}
