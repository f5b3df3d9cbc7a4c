package pgstore

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"sudokubot/bot/state"
)

var _ state.Store = (*DB)(nil)

// errRollback ends a transaction that has nothing to keep.
var errRollback = errors.New("nothing to keep")

// Chat implements state.Store.
func (db *DB) Chat(ctx context.Context, chat int64) (state.Chat, error) {
	var raw []byte
	err := db.pool.QueryRow(ctx, "SELECT state FROM chats WHERE chat = $1", chat).Scan(&raw)
	if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return state.Chat{}, fmt.Errorf("reading chat %d: %w", chat, err)
	}
	return state.DecodeChat(raw)
}

// UpdateChat implements state.Store: the chat's row is locked (SELECT …
// FOR UPDATE) from the read to the commit, so that updates of one chat
// from any number of processes follow one another. A chat without a row
// gets an empty one first, locked the same way. fn is called once.
func (db *DB) UpdateChat(ctx context.Context, chat int64, fn func(*state.Chat) error) error {
	return db.update(ctx, chatRecord, chat, func(old []byte, now time.Time) (string, []any, error) {
		raw, keep, err := state.ChangeChat(old, now, fn)
		if err != nil || !keep {
			return "", nil, err
		}
		return "UPDATE chats SET state = $2, updated_at = to_timestamp($3) WHERE chat = $1", []any{raw, now.Unix()}, nil
	})
}

// A change is one read-modify-write of a record: from its value (empty
// for a new record) and the time, the statement that keeps the new value
// and its arguments after the key ($1), or "" to keep nothing. Its error
// is the update function's own.
type change func(old []byte, now time.Time) (stmt string, args []any, err error)

// update applies a change to the record r keeps under key, in one
// transaction holding the record's row locked from the read to the
// commit. The change's own error is returned as it is; the database's
// are wrapped, naming the record.
func (db *DB) update(ctx context.Context, r record, key any, ch change) error {
	var fnErr error
	err := pgx.BeginFunc(ctx, db.pool, func(tx pgx.Tx) error {
		old, err := r.lock(ctx, tx, key)
		if err != nil {
			return err
		}
		stmt, args, err := ch(old, db.now())
		if fnErr = err; err != nil {
			return err
		}
		if stmt == "" {
			return errRollback
		}
		_, err = tx.Exec(ctx, stmt, append([]any{key}, args...)...)
		return err
	})
	switch {
	case fnErr != nil:
		return fnErr // the caller's own error: nothing kept
	case errors.Is(err, errRollback):
		return nil
	case err != nil:
		return fmt.Errorf("updating %s %v: %w", r.name, key, err)
	}
	return nil
}

// A record is where a kind of record is kept: a table, its key column
// and its value column; name is what errors call it.
type record struct{ name, table, key, value string }

var (
	chatRecord = record{"chat", "chats", "chat", "state"}
	poolRecord = record{"pool", "pools", "name", "puzzles"}
)

// lock locks a record's row, making an empty one if there is none, and
// returns its value (empty for a row just made).
func (r record) lock(ctx context.Context, tx pgx.Tx, key any) ([]byte, error) {
	sel := fmt.Sprintf("SELECT %s FROM %s WHERE %s = $1 FOR UPDATE", r.value, r.table, r.key)
	var raw []byte
	err := tx.QueryRow(ctx, sel, key).Scan(&raw)
	if !errors.Is(err, pgx.ErrNoRows) {
		return raw, err
	}
	// Two first updates at once: one inserts, the other waits for it and
	// then finds the row (or inserts, if the first rolled back).
	ins := fmt.Sprintf("INSERT INTO %s (%s, %s) VALUES ($1, '') ON CONFLICT (%[2]s) DO NOTHING", r.table, r.key, r.value)
	tag, err := tx.Exec(ctx, ins, key)
	if err != nil || tag.RowsAffected() == 1 {
		return nil, err
	}
	err = tx.QueryRow(ctx, sel, key).Scan(&raw)
	return raw, err
}

// Pool implements state.Store.
func (db *DB) Pool(ctx context.Context, name string) ([]state.Ready, error) {
	var raw []byte
	err := db.pool.QueryRow(ctx, "SELECT puzzles FROM pools WHERE name = $1", name).Scan(&raw)
	if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return nil, fmt.Errorf("reading pool %s: %w", name, err)
	}
	return state.DecodePool(raw)
}

// UpdatePool implements state.Store, as UpdateChat; an emptied pool's row
// is deleted.
func (db *DB) UpdatePool(ctx context.Context, name string, fn func(*[]state.Ready) error) error {
	return db.update(ctx, poolRecord, name, func(old []byte, _ time.Time) (string, []any, error) {
		raw, keep, err := state.ChangePool(old, fn)
		switch {
		case err != nil || !keep:
			return "", nil, err
		case raw == nil:
			return "DELETE FROM pools WHERE name = $1", nil, nil
		}
		return "UPDATE pools SET puzzles = $2, updated_at = now() WHERE name = $1", []any{raw}, nil
	})
}

// Daily implements state.Store.
func (db *DB) Daily(ctx context.Context, key string) (state.Ready, bool, error) {
	var raw []byte
	err := db.pool.QueryRow(ctx, "SELECT value FROM daily WHERE key = $1", key).Scan(&raw)
	if errors.Is(err, pgx.ErrNoRows) {
		return state.Ready{}, false, nil
	}
	if err != nil {
		return state.Ready{}, false, fmt.Errorf("reading daily %s: %w", key, err)
	}
	r, err := state.DecodeReady(raw)
	return r, err == nil, err
}

// KeepDaily implements state.Store: the first to insert the day's key
// wins; a record that cannot be read is replaced.
func (db *DB) KeepDaily(ctx context.Context, key string, p state.Ready) (state.Ready, error) {
	raw, err := state.EncodeReady(p)
	if err != nil {
		return state.Ready{}, err
	}
	kept := p
	err = pgx.BeginFunc(ctx, db.pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, "INSERT INTO daily (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING", key, raw)
		if err != nil || tag.RowsAffected() == 1 {
			kept = p
			return err
		}
		var old []byte
		if err := tx.QueryRow(ctx, "SELECT value FROM daily WHERE key = $1 FOR UPDATE", key).Scan(&old); err != nil {
			return err
		}
		if r, err := state.DecodeReady(old); err == nil {
			kept = r
			return nil
		}
		kept = p
		_, err = tx.Exec(ctx, "UPDATE daily SET value = $2, updated_at = now() WHERE key = $1", key, raw)
		return err
	})
	if err != nil {
		return state.Ready{}, fmt.Errorf("keeping daily %s: %w", key, err)
	}
	return kept, nil
}

// Prune implements state.Store.
func (db *DB) Prune(ctx context.Context, before time.Time) (int, error) {
	n := 0
	err := pgx.BeginFunc(ctx, db.pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, "DELETE FROM chats WHERE updated_at < to_timestamp($1)", before.Unix())
		if err != nil {
			return err
		}
		n = int(tag.RowsAffected())
		m, err := pruneRecords(ctx, tx, before)
		if err != nil {
			return err
		}
		n += m
		// The daily keys are few (a handful a day, pruned): judged here
		// by the state package's own rule.
		rows, err := tx.Query(ctx, "SELECT key FROM daily")
		if err != nil {
			return err
		}
		keys, err := pgx.CollectRows(rows, pgx.RowTo[string])
		if err != nil {
			return err
		}
		var old []string
		for _, k := range keys {
			if state.DailyBefore(k, before) {
				old = append(old, k)
			}
		}
		if len(old) > 0 {
			tag, err = tx.Exec(ctx, "DELETE FROM daily WHERE key = ANY($1)", old)
			n += int(tag.RowsAffected())
		}
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("pruning the state: %w", err)
	}
	return n, nil
}
