package pgstore

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// The background work of a DB, started by the first Ready, Health or
// change to the queue: a connection listening to the queue's
// notifications, the announcer of this DB's changes, and a tick that
// closes Ready's channel every readyPoll (a lease expiring announces
// nothing) and checks every healthEvery that the database takes writes.
const (
	readyPoll   = time.Second
	healthEvery = 5 * time.Second
	maxBackoff  = 5 * time.Second
	// lastAnnounce bounds the announcement of the last changes when the
	// DB closes.
	lastAnnounce = time.Second
	// announceGap is the least time between two announcements: the
	// other processes learn of a change at most this late, and a busy
	// queue costs a notification (a round trip, a wake of every
	// process listening) every announceGap, not one per change.
	announceGap = 10 * time.Millisecond
)

// Ready implements telegram.Queue: the channel is closed when any process
// announces a change to the queue (LISTEN/NOTIFY), when the listening
// connection is made again after a failure (what was announced meanwhile
// is lost), and every readyPoll.
func (db *DB) Ready() <-chan struct{} {
	db.startBackground()
	db.readyMu.Lock()
	defer db.readyMu.Unlock()
	return db.ready
}

// Health implements telegram.Queue: nil when the last Enqueue, or the
// last check of the background (a write every healthEvery), succeeded,
// whichever was later; else its error.
func (db *DB) Health() error {
	db.startBackground()
	db.healthMu.Lock()
	defer db.healthMu.Unlock()
	return db.failure
}

func (db *DB) setHealth(err error) {
	db.healthMu.Lock()
	defer db.healthMu.Unlock()
	if err != nil {
		err = fmt.Errorf("the database cannot store updates: %w", err)
	}
	db.failure = err
}

// wake closes Ready's channel.
func (db *DB) wake() {
	db.readyMu.Lock()
	defer db.readyMu.Unlock()
	close(db.ready)
	db.ready = make(chan struct{})
}

// announce tells this process's Ready at once, and the other processes'
// soon, that a change to the queue was committed. The announcer sends one
// notification for all the changes committed before it starts, in a
// transaction of its own that does not wait for the WAL's flush: the
// changes' transactions hold no NOTIFY, whose lock (one for the whole
// cluster, from a commit's start to its end) would make them commit one
// after the other. A notification sent after the change's commit is
// received after the change is visible; one lost (this process killed
// in between, the database unreachable) leaves the other processes to
// their poll.
func (db *DB) announce() {
	db.wake()
	db.startBackground()
	select {
	case db.changed <- struct{}{}:
	default: // one is pending already, not yet sent: it covers this one
	}
}

// announcer sends the announcements announce asks, and the last one
// pending when the DB closes.
func (db *DB) announcer(ctx context.Context) {
	notify := func(ctx context.Context) {
		// An error is left to the other processes' poll.
		db.lazy.Exec(ctx, "SELECT pg_notify($1, $2)", notifyChannel, db.self)
	}
	for {
		select {
		case <-db.changed:
			notify(ctx)
			// The changes of the next announceGap go in one announcement.
			select {
			case <-time.After(announceGap):
			case <-ctx.Done():
			}
		case <-ctx.Done():
			select {
			case <-db.changed:
				ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), lastAnnounce)
				notify(ctx)
				cancel()
			default:
			}
			return
		}
	}
}

func (db *DB) startBackground() {
	db.bgOnce.Do(func() {
		ctx, cancel := context.WithCancel(context.Background())
		db.bgStop = cancel
		db.bg.Go(func() { db.listen(ctx) })
		db.bg.Go(func() { db.tick(ctx) })
		db.bg.Go(func() { db.announcer(ctx) })
	})
}

// stopBackground stops the background work and waits for it.
func (db *DB) stopBackground() {
	db.bgOnce.Do(func() {}) // none is started from now on
	if db.bgStop != nil {
		db.bgStop()
	}
	db.bg.Wait()
}

func (db *DB) tick(ctx context.Context) {
	t := time.NewTicker(db.poll)
	defer t.Stop()
	last := time.Now()
	for {
		select {
		case <-ctx.Done():
			return
		case now := <-t.C:
			db.wake()
			if now.Sub(last) >= healthEvery {
				last = now
				c, cancel := context.WithTimeout(ctx, healthEvery/2)
				err := db.Writable(c)
				cancel()
				if ctx.Err() == nil {
					db.setHealth(err)
				}
			}
		}
	}
}

// listen keeps a connection listening, reconnecting with backoff.
func (db *DB) listen(ctx context.Context) {
	backoff := 100 * time.Millisecond
	for ctx.Err() == nil {
		err := db.listenOnce(ctx, func() { backoff = 100 * time.Millisecond })
		if ctx.Err() != nil {
			return
		}
		if db.onListenError != nil {
			db.onListenError(err)
		}
		db.wake() // the queue may have changed unseen
		select {
		case <-ctx.Done():
			return
		case <-time.After(backoff):
		}
		backoff = min(2*backoff, maxBackoff)
	}
}

// listenOnce connects, listens and wakes until the connection fails.
func (db *DB) listenOnce(ctx context.Context, connected func()) error {
	conn, err := pgx.ConnectConfig(ctx, db.pool.Config().ConnConfig)
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if _, err := conn.Exec(ctx, "LISTEN "+notifyChannel); err != nil {
		return err
	}
	connected()
	if db.onListen != nil {
		db.onListen()
	}
	db.wake()
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		if n.Payload != db.self { // announce woke us already
			db.wake()
		}
	}
}
