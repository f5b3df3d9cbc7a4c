package pgstore

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"
)

// Listen returns a channel that receives when updates are queued, by this
// process or any other (Enqueue's NOTIFY), so that workers wait for work
// without polling. It also receives at once, and after each reconnection
// (a notification sent while the connection was down is lost), so that a
// worker looks at the queue then. Wakes arriving together are one; the
// channel is closed when ctx ends. The listening connection is its own,
// out of the pool; it is reconnected with backoff (up to maxBackoff)
// while the database is away.
func (db *DB) Listen(ctx context.Context) <-chan struct{} {
	c := make(chan struct{}, 1)
	go db.listen(ctx, c)
	return c
}

const maxBackoff = 5 * time.Second

func (db *DB) listen(ctx context.Context, c chan struct{}) {
	defer close(c)
	wake := func() {
		select {
		case c <- struct{}{}:
		default:
		}
	}
	backoff := 100 * time.Millisecond
	for ctx.Err() == nil {
		err := db.listenOnce(ctx, wake, func() { backoff = 100 * time.Millisecond })
		if ctx.Err() != nil {
			return
		}
		if db.onListenError != nil {
			db.onListenError(err)
		}
		wake() // the queue may have changed unseen
		select {
		case <-ctx.Done():
			return
		case <-time.After(backoff):
		}
		backoff = min(2*backoff, maxBackoff)
	}
}

// listenOnce connects, listens and wakes until the connection fails.
func (db *DB) listenOnce(ctx context.Context, wake, connected func()) error {
	conn, err := pgx.ConnectConfig(ctx, db.pool.Config().ConnConfig)
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if _, err := conn.Exec(ctx, "LISTEN "+notifyChannel); err != nil {
		return err
	}
	connected()
	wake()
	for {
		if _, err := conn.WaitForNotification(ctx); err != nil {
			return err
		}
		wake()
	}
}
