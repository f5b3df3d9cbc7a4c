package pgstore

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"sudokubot/bot/state"
)

var (
	personRecord    = record{"person", "people", "user_id", "person"}
	challengeRecord = record{"challenge", "challenges", "id", "challenge"}
)

// Person implements state.Store.
func (db *DB) Person(ctx context.Context, user int64) (state.Person, error) {
	var raw []byte
	err := db.pool.QueryRow(ctx, "SELECT person FROM people WHERE user_id = $1", user).Scan(&raw)
	if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return state.Person{}, fmt.Errorf("reading person %d: %w", user, err)
	}
	return state.DecodePerson(raw)
}

// UpdatePerson implements state.Store, as UpdateChat.
func (db *DB) UpdatePerson(ctx context.Context, user int64, fn func(*state.Person) error) error {
	return db.update(ctx, personRecord, user, func(old []byte, now time.Time) (string, []any, error) {
		raw, p, keep, err := state.ChangePerson(old, now, fn)
		if err != nil || !keep {
			return "", nil, err
		}
		return "UPDATE people SET person = $2, next_reminder = $3, updated_at = to_timestamp($4) WHERE user_id = $1",
			[]any{raw, p.NextReminder, now.Unix()}, nil
	})
}

// DueReminders implements state.Store.
func (db *DB) DueReminders(ctx context.Context, now time.Time, limit int) ([]int64, error) {
	rows, err := db.pool.Query(ctx, `SELECT user_id FROM people WHERE next_reminder <> 0 AND next_reminder <= $1
		ORDER BY next_reminder, user_id LIMIT $2`, now.Unix(), max(limit, 0))
	if err != nil {
		return nil, fmt.Errorf("reading the reminders due: %w", err)
	}
	users, err := pgx.CollectRows(rows, pgx.RowTo[int64])
	if err != nil {
		return nil, fmt.Errorf("reading the reminders due: %w", err)
	}
	return users, nil
}

// Challenge implements state.Store.
func (db *DB) Challenge(ctx context.Context, id string) (state.Challenge, bool, error) {
	var raw []byte
	err := db.pool.QueryRow(ctx, "SELECT challenge FROM challenges WHERE id = $1", id).Scan(&raw)
	if errors.Is(err, pgx.ErrNoRows) || err == nil && len(raw) == 0 {
		return state.Challenge{}, false, nil
	}
	if err != nil {
		return state.Challenge{}, false, fmt.Errorf("reading challenge %s: %w", id, err)
	}
	c, err := state.DecodeChallenge(raw)
	return c, err == nil, err
}

// UpdateChallenge implements state.Store, as UpdateChat.
func (db *DB) UpdateChallenge(ctx context.Context, id string, fn func(*state.Challenge) error) error {
	if err := state.CheckChallengeID(id); err != nil {
		return err
	}
	return db.update(ctx, challengeRecord, id, func(old []byte, now time.Time) (string, []any, error) {
		raw, c, keep, err := state.ChangeChallenge(old, now, fn)
		if err != nil || !keep {
			return "", nil, err
		}
		return "UPDATE challenges SET challenge = $2, chat = $3, created = $4, updated_at = to_timestamp($5) WHERE id = $1",
			[]any{raw, c.Chat, c.Created, now.Unix()}, nil
	})
}

// Challenges implements state.Store.
func (db *DB) Challenges(ctx context.Context, chat int64, since time.Time, limit int) ([]state.Challenge, error) {
	rows, err := db.pool.Query(ctx, `SELECT challenge FROM challenges WHERE chat = $1 AND chat <> 0 AND created >= $2
		ORDER BY created DESC, id DESC LIMIT $3`, chat, since.Unix(), max(limit, 0))
	if err != nil {
		return nil, fmt.Errorf("reading the challenges of chat %d: %w", chat, err)
	}
	raws, err := pgx.CollectRows(rows, pgx.RowTo[[]byte])
	if err != nil {
		return nil, fmt.Errorf("reading the challenges of chat %d: %w", chat, err)
	}
	out := make([]state.Challenge, 0, len(raws))
	for _, raw := range raws {
		if c, err := state.DecodeChallenge(raw); err == nil {
			out = append(out, c)
		}
	}
	return out, nil
}

// pruneRecords forgets the people and challenges not changed since
// before, in tx, and returns how many went.
func pruneRecords(ctx context.Context, tx pgx.Tx, before time.Time) (int, error) {
	n := 0
	for _, table := range []string{"people", "challenges"} {
		tag, err := tx.Exec(ctx, "DELETE FROM "+table+" WHERE updated_at < to_timestamp($1)", before.Unix())
		if err != nil {
			return 0, err
		}
		n += int(tag.RowsAffected())
	}
	return n, nil
}
