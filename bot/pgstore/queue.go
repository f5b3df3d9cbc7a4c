package pgstore

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// An Update is one in the queue: Telegram's id, its chat (0 for an update
// of no chat), and the update's JSON as Telegram sent it.
type Update struct {
	ID   int64
	Chat int64
	Raw  []byte
}

// notifyChannel is where Enqueue announces new updates (LISTEN/NOTIFY):
// the payload is the chat.
const notifyChannel = "sudokubot_updates"

// Enqueue adds updates to the queue, leaving out any whose id it already
// holds (waiting, or handled and not yet pruned: Telegram's redeliveries),
// and returns those added. It commits them all or none, and announces
// each added one on notifyChannel.
func (db *DB) Enqueue(ctx context.Context, us ...Update) ([]Update, error) {
	if len(us) == 0 {
		return nil, nil
	}
	idCol, chatCol, rawCol := make([]int64, len(us)), make([]int64, len(us)), make([][]byte, len(us))
	for i, u := range us {
		idCol[i], chatCol[i], rawCol[i] = u.ID, u.Chat, u.Raw
	}
	// One statement, one round trip, atomic. DO NOTHING also passes over
	// an id given twice in us. The notifications (one per chat) are
	// delivered to the listeners at commit.
	rows, err := db.pool.Query(ctx, `
		WITH added AS (
			INSERT INTO updates (update_id, chat, raw)
			SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bytea[])
			ON CONFLICT (update_id) DO NOTHING
			RETURNING update_id, chat
		), notified AS (
			SELECT count(pg_notify($4, chat::text)) AS n FROM (SELECT DISTINCT chat FROM added) c
		)
		SELECT update_id FROM added, notified`, idCol, chatCol, rawCol, notifyChannel)
	if err != nil {
		return nil, fmt.Errorf("queueing %d updates: %w", len(us), err)
	}
	inserted, err := pgx.CollectRows(rows, pgx.RowTo[int64])
	if err != nil {
		return nil, fmt.Errorf("queueing %d updates: %w", len(us), err)
	}
	fresh := make(map[int64]bool, len(inserted))
	for _, id := range inserted {
		fresh[id] = true
	}
	var added []Update
	for _, u := range us {
		if fresh[u.ID] {
			fresh[u.ID] = false // the first of an id given twice
			added = append(added, u)
		}
	}
	return added, nil
}

// ErrNotHeld is returned for a chat whose lease the holder no longer has
// (it expired, and another holder may have taken it).
var ErrNotHeld = errors.New("the chat's lease is not held")

// Lease gives holder the chat whose oldest waiting update is the oldest
// of every chat not leased now (a lease past its expiry is free), for ttl,
// and returns up to max of its waiting updates in update_id order. It
// returns ok false when no chat has updates waiting, or every such chat is
// leased.
func (db *DB) Lease(ctx context.Context, holder string, ttl time.Duration, max int) (chat int64, us []Update, ok bool, err error) {
	if max < 1 {
		return 0, nil, false, fmt.Errorf("pgstore: Lease of %d updates", max)
	}
	// A few tries: two holders can pick the same chat at once (each locks
	// one of its updates, SKIP LOCKED passing over the other's); the
	// lease's primary key lets one have it, and the other looks again.
	for range 5 {
		err := db.pool.QueryRow(ctx, `
			WITH candidate AS (
				SELECT u.chat FROM updates u
				WHERE u.done_at IS NULL
				  AND NOT EXISTS (SELECT 1 FROM chat_leases l WHERE l.chat = u.chat AND l.expires_at > now())
				ORDER BY u.update_id
				LIMIT 1
				FOR UPDATE OF u SKIP LOCKED
			)
			INSERT INTO chat_leases (chat, holder, expires_at)
			SELECT chat, $1, now() + $2::interval FROM candidate
			ON CONFLICT (chat) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
				WHERE chat_leases.expires_at <= now()
			RETURNING chat`, holder, ttl).Scan(&chat)
		switch {
		case err == nil:
			// The updates are read by a statement of their own, after the
			// lease's commit: one started earlier could still see updates
			// that the chat's previous holder has since marked done.
			rows, err := db.pool.Query(ctx, `SELECT update_id, chat, raw FROM updates
				WHERE chat = $1 AND done_at IS NULL ORDER BY update_id LIMIT $2`, chat, max)
			if err == nil {
				us, err = pgx.CollectRows(rows, pgx.RowToStructByPos[Update])
			}
			if err != nil {
				// Held until it expires, unless let go here.
				db.Release(context.WithoutCancel(ctx), holder, chat)
				return 0, nil, false, fmt.Errorf("leasing a chat: %w", err)
			}
			if len(us) > 0 {
				return chat, us, true, nil
			}
			// Its updates were all done by the time the lease was taken.
			if err := db.Release(ctx, holder, chat); err != nil {
				return 0, nil, false, err
			}
			continue
		case !errors.Is(err, pgx.ErrNoRows):
			return 0, nil, false, fmt.Errorf("leasing a chat: %w", err)
		}
		// No chat won: was there none to win?
		var waiting bool
		if err := db.pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM updates u WHERE u.done_at IS NULL
			AND NOT EXISTS (SELECT 1 FROM chat_leases l WHERE l.chat = u.chat AND l.expires_at > now()))`).Scan(&waiting); err != nil {
			return 0, nil, false, fmt.Errorf("leasing a chat: %w", err)
		}
		if !waiting {
			return 0, nil, false, nil
		}
	}
	return 0, nil, false, nil
}

// Renew extends holder's lease of a chat to ttl from now; ErrNotHeld if
// it has lost it.
func (db *DB) Renew(ctx context.Context, holder string, chat int64, ttl time.Duration) error {
	tag, err := db.pool.Exec(ctx, `UPDATE chat_leases SET expires_at = now() + $3::interval
		WHERE chat = $1 AND holder = $2`, chat, holder, ttl)
	if err != nil {
		return fmt.Errorf("renewing the lease of chat %d: %w", chat, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("chat %d: %w", chat, ErrNotHeld)
	}
	return nil
}

// Done marks updates handled: they leave the queue, their ids kept
// against redeliveries until pruned.
func (db *DB) Done(ctx context.Context, ids ...int64) error {
	if _, err := db.pool.Exec(ctx, `UPDATE updates SET done_at = now() WHERE update_id = ANY($1) AND done_at IS NULL`, ids); err != nil {
		return fmt.Errorf("marking %d updates done: %w", len(ids), err)
	}
	return nil
}

// Release ends holder's lease of a chat, if it still has it.
func (db *DB) Release(ctx context.Context, holder string, chat int64) error {
	if _, err := db.pool.Exec(ctx, `DELETE FROM chat_leases WHERE chat = $1 AND holder = $2`, chat, holder); err != nil {
		return fmt.Errorf("releasing chat %d: %w", chat, err)
	}
	return nil
}

// Waiting returns how many of a chat's updates wait.
func (db *DB) Waiting(ctx context.Context, chat int64) (int, error) {
	var n int
	err := db.pool.QueryRow(ctx, `SELECT count(*) FROM updates WHERE chat = $1 AND done_at IS NULL`, chat).Scan(&n)
	return n, err
}

// PruneQueue forgets the updates handled before a time (their ids no
// longer drop a redelivery: Telegram redelivers within a day at most) and
// leases expired before it, and returns how many rows went.
func (db *DB) PruneQueue(ctx context.Context, before time.Time) (int, error) {
	n := 0
	for _, q := range []string{
		"DELETE FROM updates WHERE done_at < $1",
		"DELETE FROM chat_leases WHERE expires_at < $1",
	} {
		tag, err := db.pool.Exec(ctx, q, before)
		if err != nil {
			return n, fmt.Errorf("pruning the queue: %w", err)
		}
		n += int(tag.RowsAffected())
	}
	return n, nil
}

// TakeLease gives holder the named lease ("poller": the replica that
// long-polls Telegram) for ttl from now, if it is free, expired, or
// holder's already (then it is renewed), and reports whether holder has
// it. Time is the database's, the same for every replica.
func (db *DB) TakeLease(ctx context.Context, name, holder string, ttl time.Duration) (bool, error) {
	var got string
	err := db.pool.QueryRow(ctx, `INSERT INTO leases (name, holder, expires_at) VALUES ($1, $2, now() + $3::interval)
		ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
			WHERE leases.holder = excluded.holder OR leases.expires_at <= now()
		RETURNING holder`, name, holder, ttl).Scan(&got)
	if errors.Is(err, pgx.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("taking lease %s: %w", name, err)
	}
	return got == holder, nil
}

// DropLease lets go of holder's named lease, if it has it, so that
// another replica takes it at once.
func (db *DB) DropLease(ctx context.Context, name, holder string) error {
	if _, err := db.pool.Exec(ctx, "DELETE FROM leases WHERE name = $1 AND holder = $2", name, holder); err != nil {
		return fmt.Errorf("dropping lease %s: %w", name, err)
	}
	return nil
}
