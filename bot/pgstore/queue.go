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
// something, or lower Waiting, are announced (LISTEN/NOTIFY): an update
// stored, a lease released, an update done. The payload names the DB
// announcing (DB.self), which needs no telling (a release before 2026-11
// sent the chat).
const notifyChannel = "sudokubot_updates"

// seenKept is the number of newest update ids the queue remembers at
// least, against Telegram's redeliveries (telegram.Queue asks 10,000).
const seenKept = 10000

// pruneEvery is how many updates a DB stores between two prunings of the
// ids beyond seenKept.
const pruneEvery = seenKept / 10

// Enqueue implements telegram.Queue, in one round trip: a batch, one
// implicit transaction, that takes each chat's advisory lock
// (pg_advisory_xact_lock on the chat id, in increasing order), so that
// enqueues of one chat from any processes follow one another, and then,
// in a statement of its own (its snapshot taken once the locks are held),
// decides every update's outcome and stores the updates. They are
// announced once committed (announce), not in the transaction: a NOTIFY
// holds a lock of the whole cluster from its commit's start to its end,
// the WAL's flush included, which would make every enqueue flush the WAL
// on its own, one after the other, instead of many in one flush.
func (db *DB) Enqueue(ctx context.Context, updates []telegram.Update, chatLimit int) ([]telegram.Outcome, error) {
	if chatLimit < 1 {
		return nil, fmt.Errorf("pgstore: Enqueue with a chat limit of %d", chatLimit)
	}
	if len(updates) == 0 {
		return nil, nil
	}
	ids, chats, raws := make([]int64, len(updates)), make([]int64, len(updates)), make([][]byte, len(updates))
	for i, u := range updates {
		ids[i], chats[i], raws[i] = int64(u.ID), u.Chat, u.Raw
	}
	b := &pgx.Batch{}
	b.Queue("SELECT count(pg_advisory_xact_lock(c)) FROM (SELECT DISTINCT c FROM unnest($1::bigint[]) c ORDER BY c) s", chats)
	// An update's outcome, as if they came one after the other: k counts
	// the new ones of its chat in order; the chat held held updates,
	// flooding if one of them is a slow-down. The first k beyond the
	// limit is the slow-down, unless the chat is flooding already.
	b.Queue(`
		WITH input AS (
			SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bytea[]) WITH ORDINALITY AS t(id, chat, raw, ord)
		), fresh AS (
			SELECT DISTINCT ON (id) id, chat, raw, ord FROM input i
			WHERE NOT EXISTS (SELECT 1 FROM updates u WHERE u.update_id = i.id)
			ORDER BY id, ord
		), held AS (
			SELECT chat, count(*) AS n, bool_or(slow_down) AS flooding FROM updates
			WHERE done_at IS NULL AND chat = ANY($2) GROUP BY chat
		), counted AS (
			SELECT f.*, row_number() OVER (PARTITION BY f.chat ORDER BY f.ord) AS k,
				coalesce(h.n, 0) AS held, coalesce(h.flooding, false) AS flooding
			FROM fresh f LEFT JOIN held h ON h.chat = f.chat
		), decided AS (
			SELECT id, chat, raw, ord, CASE
				WHEN held + k <= $4 THEN 'q'
				WHEN NOT flooding AND k = greatest(1, $4 - held + 1) THEN 's'
				ELSE 'd' END AS o
			FROM counted
		), stored AS (
			INSERT INTO updates (update_id, chat, raw, slow_down, done_at)
			SELECT id, chat, CASE WHEN o = 'd' THEN ''::bytea ELSE raw END, o = 's', CASE WHEN o = 'd' THEN now() END
			FROM decided ORDER BY ord
		)
		SELECT ord, o FROM decided`, ids, chats, raws, chatLimit)
	out := make([]telegram.Outcome, len(updates))
	for i := range out {
		out[i] = telegram.Duplicate // unless decided
	}
	res := db.pool.SendBatch(ctx, b)
	_, err := res.Exec()
	if err == nil {
		rows, _ := res.Query() // its error is ForEachRow's
		var ord int
		var o string
		_, err = pgx.ForEachRow(rows, []any{&ord, &o}, func() error {
			out[ord-1] = outcomes[o]
			return nil
		})
	}
	err = errors.Join(err, res.Close())
	db.setHealth(err)
	if err != nil {
		return nil, fmt.Errorf("queueing %d updates: %w", len(updates), err)
	}
	stored, held := 0, false
	for _, o := range out {
		if o != telegram.Duplicate {
			stored++
		}
		held = held || o == telegram.Queued || o == telegram.SlowDown
	}
	if held {
		db.announce()
	}
	if db.stored.Add(int64(stored)) >= pruneEvery {
		db.stored.Store(0)
		db.pruneSeen(ctx, seenKept)
	}
	return out, nil
}

// outcomes are Enqueue's outcomes as its statement names them.
var outcomes = map[string]telegram.Outcome{"q": telegram.Queued, "s": telegram.SlowDown, "d": telegram.Dropped}

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

// A leaseArgs is a Lease's.
type leaseArgs struct {
	holder string
	ttl    time.Duration
}

// A leaseResult is a Lease's outcome.
type leaseResult struct {
	lease telegram.Lease
	ok    bool
}

// Lease implements telegram.Queue. The Leases of this DB waiting at the
// time are done together (a group), as if one after the other: the
// first takes the first chat in order, the second the next, and so on.
func (db *DB) Lease(ctx context.Context, holder string, ttl time.Duration) (telegram.Lease, bool, error) {
	if ttl <= 0 {
		return telegram.Lease{}, false, fmt.Errorf("pgstore: Lease for %v", ttl)
	}
	r, err := db.leases.do(ctx, leaseArgs{holder, ttl})
	if err != nil {
		return telegram.Lease{}, false, fmt.Errorf("leasing an update: %w", err)
	}
	return r.lease, r.ok, nil
}

// leaseAll leases an update for each of calls, in one statement: it
// picks, in order of arrival, the first held updates that are their
// chats' next, of chats not leased now, one for each call at most, and
// locks their rows (FOR UPDATE, SKIP LOCKED: another Lease at them picks
// the next); the lock reads a row as last committed, so an update done
// since the statement began is passed over, and keeps it from being done
// until the lease is committed. Then it takes the chats' lease rows:
// their primary key lets one of two holders picking the same chat at
// once have it (the other picks again). The n-th call has the n-th
// update picked; a call beyond those picked has none.
func (db *DB) leaseAll(ctx context.Context, calls []leaseArgs) ([]leaseResult, error) {
	res := make([]leaseResult, len(calls))
	todo := make([]int, len(calls)) // the calls not answered, by index
	for i := range todo {
		todo[i] = i
	}
	for range 50 {
		holders, ttls := make([]string, len(todo)), make([]time.Duration, len(todo))
		for k, i := range todo {
			holders[k], ttls[k] = calls[i].holder, calls[i].ttl
		}
		rows, _ := db.lazy.Query(ctx, `
			WITH candidate AS (
				SELECT u.chat, u.update_id, u.raw, u.slow_down, u.seq FROM updates u
				WHERE u.done_at IS NULL
				  AND NOT EXISTS (SELECT 1 FROM chat_leases l WHERE l.chat = u.chat AND l.expires_at > now())
				  AND NOT EXISTS (SELECT 1 FROM updates o WHERE o.chat = u.chat AND o.done_at IS NULL AND o.update_id < u.update_id)
				ORDER BY u.seq
				LIMIT cardinality($1::text[])
				FOR UPDATE OF u SKIP LOCKED
			), picked AS (
				SELECT c.*, row_number() OVER (ORDER BY c.seq) AS n
				FROM (SELECT DISTINCT ON (chat) * FROM candidate ORDER BY chat, seq) c
			), wanted AS (
				SELECT p.*, w.holder, w.ttl FROM picked p
				JOIN unnest($1::text[], $2::interval[]) WITH ORDINALITY AS w(holder, ttl, n) ON w.n = p.n
			), leased AS (
				INSERT INTO chat_leases (chat, update_id, holder, token, expires_at)
				SELECT chat, update_id, holder, nextval('lease_tokens'), now() + ttl FROM wanted ORDER BY n
				ON CONFLICT (chat) DO UPDATE
					SET update_id = excluded.update_id, holder = excluded.holder, token = excluded.token, expires_at = excluded.expires_at
					WHERE chat_leases.expires_at <= now()
				RETURNING chat, update_id, token
			)
			SELECT w.n, l.token, w.chat, w.update_id, w.raw, w.slow_down
			FROM wanted w LEFT JOIN leased l ON l.chat = w.chat AND l.update_id = w.update_id`,
			holders, ttls)
		var lost []int
		var n int64
		var token *int64
		var l telegram.Lease
		picked := 0
		_, err := pgx.ForEachRow(rows, []any{&n, &token, &l.Chat, &l.ID, &l.Raw, &l.SlowDown}, func() error {
			picked++
			i := todo[n-1]
			if token == nil {
				lost = append(lost, i) // another holder took the chat picked
				return nil
			}
			l.Holder, l.Token = calls[i].holder, *token
			res[i] = leaseResult{l, true}
			l = telegram.Lease{}
			return nil
		})
		if err != nil {
			return nil, err
		}
		// The calls beyond those picked: nothing waiting in a chat not
		// held (or all of it being leased by others this instant: Ready
		// closes again soon). Those that lost their chat pick again.
		if len(lost) == 0 {
			return res, nil
		}
		slices.Sort(lost)
		todo = lost
	}
	// Lost the race every time: the other holders are busy; Ready will
	// close when something changes.
	return res, nil
}

// Extend implements telegram.Queue.
func (db *DB) Extend(ctx context.Context, l telegram.Lease, ttl time.Duration) error {
	tag, err := db.lazy.Exec(ctx, `UPDATE chat_leases SET expires_at = now() + $4::interval
		WHERE chat = $1 AND token = $2 AND update_id = $3`, l.Chat, l.Token, l.ID, ttl)
	if err != nil {
		return fmt.Errorf("extending the lease of update %d: %w", l.ID, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("update %d of chat %d: %w", l.ID, l.Chat, telegram.ErrLeaseLost)
	}
	return nil
}

// Done implements telegram.Queue: the lease goes and the update is marked
// done (its JSON dropped, its id kept against redeliveries); the change
// is announced once committed (the chat may have more waiting; Waiting
// fell). The Dones of this DB waiting at the time are done together (a
// group), in one transaction.
func (db *DB) Done(ctx context.Context, l telegram.Lease) error {
	done, err := db.dones.do(ctx, l)
	if err != nil {
		return fmt.Errorf("marking update %d done: %w", l.ID, err)
	}
	if !done {
		return fmt.Errorf("update %d of chat %d: %w", l.ID, l.Chat, telegram.ErrLeaseLost)
	}
	return nil
}

// doneAll does the Done of each of ls, in one round trip, one implicit
// transaction: a statement locks the updates' rows, in order of id, and
// then another, with the updates as last committed, takes away the leases
// still theirs, of updates not done, and marks these done. Rows are
// locked as Lease locks them, the update's before the lease's, so that
// the two never wait for each other in a cycle. A lease's result tells
// whether it was done (else it was lost).
func (db *DB) doneAll(ctx context.Context, ls []telegram.Lease) ([]bool, error) {
	chats, tokens, ids := make([]int64, len(ls)), make([]int64, len(ls)), make([]int64, len(ls))
	for i, l := range ls {
		chats[i], tokens[i], ids[i] = l.Chat, l.Token, int64(l.ID)
	}
	b := &pgx.Batch{}
	b.Queue("SELECT count(*) FROM (SELECT FROM updates WHERE update_id = ANY($1) AND done_at IS NULL ORDER BY update_id FOR UPDATE) u", ids)
	b.Queue(`
		WITH lease AS (
			DELETE FROM chat_leases l
			USING unnest($1::bigint[], $2::bigint[], $3::bigint[]) AS a(chat, token, update_id)
			WHERE l.chat = a.chat AND l.token = a.token AND l.update_id = a.update_id
			  AND EXISTS (SELECT 1 FROM updates u WHERE u.update_id = a.update_id AND u.done_at IS NULL)
			RETURNING l.chat, l.token, l.update_id
		), done AS (
			UPDATE updates SET done_at = now(), raw = '' WHERE update_id IN (SELECT update_id FROM lease) AND done_at IS NULL
			RETURNING update_id
		)
		SELECT lease.chat, lease.token, lease.update_id FROM lease JOIN done USING (update_id)`, chats, tokens, ids)
	type lease struct{ chat, token, id int64 }
	marked := map[lease]bool{}
	res := db.lazy.SendBatch(ctx, b)
	_, err := res.Exec()
	if err == nil {
		rows, _ := res.Query() // its error is ForEachRow's
		var l lease
		_, err = pgx.ForEachRow(rows, []any{&l.chat, &l.token, &l.id}, func() error {
			marked[l] = true
			return nil
		})
	}
	if err = errors.Join(err, res.Close()); err != nil {
		return nil, err
	}
	done := make([]bool, len(ls))
	for i, l := range ls {
		// A lease given twice is done once, as one Done after the other.
		k := lease{l.Chat, l.Token, int64(l.ID)}
		done[i] = marked[k]
		delete(marked, k)
	}
	if slices.Contains(done, true) {
		db.announce()
	}
	return done, nil
}

// Release implements telegram.Queue: the lease goes and the update waits
// again in its place, which is announced once committed.
func (db *DB) Release(ctx context.Context, l telegram.Lease) error {
	tag, err := db.lazy.Exec(ctx, "DELETE FROM chat_leases WHERE chat = $1 AND token = $2 AND update_id = $3",
		l.Chat, l.Token, l.ID)
	if err != nil {
		return fmt.Errorf("releasing update %d: %w", l.ID, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("update %d of chat %d: %w", l.ID, l.Chat, telegram.ErrLeaseLost)
	}
	db.announce()
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
