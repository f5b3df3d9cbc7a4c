package pgstore

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"

	"sudokubot/bot/telegram"
)

var (
	_ telegram.Queue = (*DB)(nil)
	_ telegram.Menus = (*DB)(nil)
)

// notifyChannel is where the queue's changes that may give a Lease
// something are announced (LISTEN/NOTIFY), the payload the chat: an
// update stored, a lease released, a chat's update done with more
// waiting.
const notifyChannel = "sudokubot_updates"

// seenKept is the number of newest update ids the queue remembers at
// least, against Telegram's redeliveries (telegram.Queue asks 10,000).
const seenKept = 10000

// pruneEvery is how many updates a DB stores between two prunings of the
// ids beyond seenKept.
const pruneEvery = seenKept / 10

// Enqueue implements telegram.Queue. The chats' counts are read and the
// updates written in one transaction holding each chat's advisory lock
// (pg_advisory_xact_lock on the chat id, taken in increasing order), so
// that enqueues of one chat from any processes follow one another.
func (db *DB) Enqueue(ctx context.Context, updates []telegram.Update, chatLimit int) ([]telegram.Outcome, error) {
	if chatLimit < 1 {
		return nil, fmt.Errorf("pgstore: Enqueue with a chat limit of %d", chatLimit)
	}
	if len(updates) == 0 {
		return nil, nil
	}
	var ids, chats []int64
	for _, u := range updates {
		ids = append(ids, int64(u.ID))
		if !slices.Contains(chats, u.Chat) {
			chats = append(chats, u.Chat)
		}
	}
	slices.Sort(chats)
	var out []telegram.Outcome
	stored := 0
	err := pgx.BeginFunc(ctx, db.pool, func(tx pgx.Tx) error {
		// One round trip: the locks, the ids seen, the chats' counts.
		b := &pgx.Batch{}
		b.Queue("SELECT count(pg_advisory_xact_lock(c)) FROM (SELECT c FROM unnest($1::bigint[]) c ORDER BY c) s", chats)
		b.Queue("SELECT update_id FROM updates WHERE update_id = ANY($1)", ids)
		b.Queue(`SELECT chat, count(*), bool_or(slow_down) FROM updates
			WHERE chat = ANY($1) AND done_at IS NULL GROUP BY chat`, chats)
		res := tx.SendBatch(ctx, b)
		if _, err := res.Exec(); err != nil {
			res.Close()
			return err
		}
		rows, _ := res.Query()
		seenIDs, err := pgx.CollectRows(rows, pgx.RowTo[int64])
		if err != nil {
			res.Close()
			return err
		}
		type count struct {
			held     int
			flooding bool
		}
		counts := map[int64]*count{}
		for _, c := range chats {
			counts[c] = &count{}
		}
		rows, _ = res.Query()
		var chat int64
		var n int
		var flooding bool
		_, err = pgx.ForEachRow(rows, []any{&chat, &n, &flooding}, func() error {
			counts[chat] = &count{n, flooding}
			return nil
		})
		if err := errors.Join(err, res.Close()); err != nil {
			return err
		}
		seen := map[int64]bool{}
		for _, id := range seenIDs {
			seen[id] = true
		}
		// The outcomes, as if the updates came one after the other.
		out = make([]telegram.Outcome, len(updates))
		var cID, cChat []int64
		var cRaw [][]byte
		var cSlow, cDropped []bool
		for i, u := range updates {
			c := counts[u.Chat]
			var o telegram.Outcome
			switch {
			case seen[int64(u.ID)]:
				o = telegram.Duplicate
			case c.held < chatLimit:
				o = telegram.Queued
			case !c.flooding:
				o = telegram.SlowDown
				c.flooding = true
			default:
				o = telegram.Dropped
			}
			out[i] = o
			if o == telegram.Duplicate {
				continue
			}
			seen[int64(u.ID)] = true
			raw := []byte(u.Raw)
			if o == telegram.Dropped {
				raw = []byte{} // its id is all that is kept
			} else {
				c.held++
			}
			cID, cChat, cRaw = append(cID, int64(u.ID)), append(cChat, u.Chat), append(cRaw, raw)
			cSlow, cDropped = append(cSlow, o == telegram.SlowDown), append(cDropped, o == telegram.Dropped)
		}
		stored = len(cID)
		if stored == 0 {
			return nil
		}
		_, err = tx.Exec(ctx, `
			WITH stored AS (
				INSERT INTO updates (update_id, chat, raw, slow_down, done_at)
				SELECT i, c, r, s, CASE WHEN d THEN now() END
				FROM unnest($1::bigint[], $2::bigint[], $3::bytea[], $4::boolean[], $5::boolean[]) AS t(i, c, r, s, d)
				RETURNING chat, done_at
			)
			SELECT count(pg_notify($6, chat::text)) FROM (SELECT DISTINCT chat FROM stored WHERE done_at IS NULL) held`,
			cID, cChat, cRaw, cSlow, cDropped, notifyChannel)
		return err
	})
	db.setHealth(err)
	if err != nil {
		return nil, fmt.Errorf("queueing %d updates: %w", len(updates), err)
	}
	if db.stored.Add(int64(stored)) >= pruneEvery {
		db.stored.Store(0)
		db.pruneSeen(ctx, seenKept)
	}
	return out, nil
}

// pruneSeen forgets the done and dropped updates beyond the newest keep
// ids. A failure is left for the next time.
func (db *DB) pruneSeen(ctx context.Context, keep int) (int, error) {
	tag, err := db.pool.Exec(ctx, `DELETE FROM updates WHERE done_at IS NOT NULL
		AND update_id < (SELECT update_id FROM updates ORDER BY update_id DESC OFFSET $1 LIMIT 1)`, keep-1)
	if err != nil {
		return 0, fmt.Errorf("pruning the ids seen: %w", err)
	}
	return int(tag.RowsAffected()), nil
}

// Lease implements telegram.Queue. It picks the chat, among those not
// held, whose next update arrived first, and takes the chat's lease row
// (its primary key lets one of two holders picking the same chat at once
// have it: the other picks again); then it reads the chat's next update
// in a statement of its own, after the lease's commit, since one begun
// earlier could still see an update the chat's last holder has since
// marked done.
func (db *DB) Lease(ctx context.Context, holder string, ttl time.Duration) (telegram.Lease, bool, error) {
	if ttl <= 0 {
		return telegram.Lease{}, false, fmt.Errorf("pgstore: Lease for %v", ttl)
	}
	for range 50 {
		var chat, id, token int64
		err := db.pool.QueryRow(ctx, `
			WITH next AS (
				SELECT DISTINCT ON (chat) chat, update_id, seq FROM updates
				WHERE done_at IS NULL
				ORDER BY chat, update_id
			), candidate AS (
				SELECT n.chat, n.update_id FROM next n
				WHERE NOT EXISTS (SELECT 1 FROM chat_leases l WHERE l.chat = n.chat AND l.expires_at > now())
				ORDER BY n.seq
				LIMIT 1
			)
			INSERT INTO chat_leases (chat, update_id, holder, token, expires_at)
			SELECT chat, update_id, $1, nextval('lease_tokens'), now() + $2::interval FROM candidate
			ON CONFLICT (chat) DO UPDATE
				SET update_id = excluded.update_id, holder = excluded.holder, token = excluded.token, expires_at = excluded.expires_at
				WHERE chat_leases.expires_at <= now()
			RETURNING chat, update_id, token`, holder, ttl).Scan(&chat, &id, &token)
		if errors.Is(err, pgx.ErrNoRows) {
			// Nothing free, or another holder took the chat picked.
			var free bool
			err := db.pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM updates u WHERE u.done_at IS NULL
				AND NOT EXISTS (SELECT 1 FROM chat_leases l WHERE l.chat = u.chat AND l.expires_at > now()))`).Scan(&free)
			if err != nil {
				return telegram.Lease{}, false, fmt.Errorf("leasing an update: %w", err)
			}
			if !free {
				return telegram.Lease{}, false, nil
			}
			continue
		}
		if err != nil {
			return telegram.Lease{}, false, fmt.Errorf("leasing an update: %w", err)
		}
		l := telegram.Lease{Holder: holder, Token: token}
		l.Chat = chat
		var next int64
		err = db.pool.QueryRow(ctx, `SELECT update_id, raw, slow_down FROM updates
			WHERE chat = $1 AND done_at IS NULL ORDER BY update_id LIMIT 1`, chat).Scan(&next, &l.Raw, &l.SlowDown)
		switch {
		case errors.Is(err, pgx.ErrNoRows):
			// Its updates were done by the time the lease was taken.
			_, err = db.pool.Exec(ctx, "DELETE FROM chat_leases WHERE chat = $1 AND token = $2", chat, token)
			if err != nil {
				return telegram.Lease{}, false, fmt.Errorf("leasing an update: %w", err)
			}
			continue
		case err != nil:
			return telegram.Lease{}, false, fmt.Errorf("leasing an update: %w", err)
		case next != id:
			// Picked in an older snapshot: the lease is of the next one.
			tag, err := db.pool.Exec(ctx, "UPDATE chat_leases SET update_id = $3 WHERE chat = $1 AND token = $2", chat, token, next)
			if err != nil {
				return telegram.Lease{}, false, fmt.Errorf("leasing an update: %w", err)
			}
			if tag.RowsAffected() == 0 {
				continue // expired and taken already
			}
		}
		l.ID = int(next)
		return l, true, nil
	}
	// Lost the race every time: the other holders are busy; Ready will
	// close when something changes.
	return telegram.Lease{}, false, nil
}

// Extend implements telegram.Queue.
func (db *DB) Extend(ctx context.Context, l telegram.Lease, ttl time.Duration) error {
	tag, err := db.pool.Exec(ctx, `UPDATE chat_leases SET expires_at = now() + $4::interval
		WHERE chat = $1 AND token = $2 AND update_id = $3`, l.Chat, l.Token, l.ID, ttl)
	if err != nil {
		return fmt.Errorf("extending the lease of update %d: %w", l.ID, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("update %d of chat %d: %w", l.ID, l.Chat, telegram.ErrLeaseLost)
	}
	return nil
}

// Done implements telegram.Queue: the lease goes, the update is marked
// done (its JSON dropped, its id kept against redeliveries), and, if the
// chat has more waiting, the change is announced, in one statement.
func (db *DB) Done(ctx context.Context, l telegram.Lease) error {
	var done, announced int
	err := db.pool.QueryRow(ctx, `
		WITH lease AS (
			DELETE FROM chat_leases WHERE chat = $1 AND token = $2 AND update_id = $3 RETURNING update_id
		), done AS (
			UPDATE updates SET done_at = now(), raw = '' WHERE update_id IN (SELECT update_id FROM lease) AND done_at IS NULL
			RETURNING chat
		), more AS (
			SELECT pg_notify($4, done.chat::text) FROM done
			WHERE EXISTS (SELECT 1 FROM updates u WHERE u.chat = done.chat AND u.done_at IS NULL AND u.update_id <> $3)
		)
		SELECT (SELECT count(*) FROM done), (SELECT count(*) FROM more)`,
		l.Chat, l.Token, l.ID, notifyChannel).Scan(&done, &announced)
	if err != nil {
		return fmt.Errorf("marking update %d done: %w", l.ID, err)
	}
	if done == 0 {
		return fmt.Errorf("update %d of chat %d: %w", l.ID, l.Chat, telegram.ErrLeaseLost)
	}
	return nil
}

// Release implements telegram.Queue: the lease goes and the update waits
// again in its place, which is announced.
func (db *DB) Release(ctx context.Context, l telegram.Lease) error {
	var n int
	err := db.pool.QueryRow(ctx, `
		WITH lease AS (
			DELETE FROM chat_leases WHERE chat = $1 AND token = $2 AND update_id = $3 RETURNING chat
		)
		SELECT count(pg_notify($4, chat::text)) FROM lease`, l.Chat, l.Token, l.ID, notifyChannel).Scan(&n)
	if err != nil {
		return fmt.Errorf("releasing update %d: %w", l.ID, err)
	}
	if n == 0 {
		return fmt.Errorf("update %d of chat %d: %w", l.ID, l.Chat, telegram.ErrLeaseLost)
	}
	return nil
}

// Waiting implements telegram.Queue.
func (db *DB) Waiting(ctx context.Context) (int, error) {
	var n int
	if err := db.pool.QueryRow(ctx, "SELECT count(*) FROM updates WHERE done_at IS NULL").Scan(&n); err != nil {
		return 0, fmt.Errorf("counting the queue: %w", err)
	}
	return n, nil
}

// Menu implements telegram.Menus.
func (db *DB) Menu(ctx context.Context, chat int64) (string, error) {
	var menu string
	err := db.pool.QueryRow(ctx, "SELECT menu FROM menus WHERE chat = $1", chat).Scan(&menu)
	if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return "", fmt.Errorf("reading chat %d's menu: %w", chat, err)
	}
	return menu, nil
}

// SetMenu implements telegram.Menus.
func (db *DB) SetMenu(ctx context.Context, chat int64, menu string) error {
	var err error
	if menu == "" {
		_, err = db.pool.Exec(ctx, "DELETE FROM menus WHERE chat = $1", chat)
	} else {
		_, err = db.pool.Exec(ctx, `INSERT INTO menus (chat, menu) VALUES ($1, $2)
			ON CONFLICT (chat) DO UPDATE SET menu = excluded.menu`, chat, menu)
	}
	if err != nil {
		return fmt.Errorf("keeping chat %d's menu: %w", chat, err)
	}
	return nil
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
