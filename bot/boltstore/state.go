package boltstore

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	bolt "go.etcd.io/bbolt"

	"sudokubot/bot/state"
	"sudokubot/solver"
)

var _ state.Store = (*DB)(nil)

func chatKey(chat int64) []byte { return key64(uint64(chat)) }

// Chat implements state.Store.
func (s *DB) Chat(ctx context.Context, chat int64) (state.Chat, error) {
	var raw []byte
	err := s.db.View(func(tx *bolt.Tx) error {
		raw = append([]byte(nil), tx.Bucket(bucketChats).Get(chatKey(chat))...)
		return nil
	})
	if err != nil {
		return state.Chat{}, fmt.Errorf("reading chat %d: %w", chat, err)
	}
	return state.DecodeChat(raw)
}

// UpdateChat implements state.Store.
func (s *DB) UpdateChat(ctx context.Context, chat int64, fn func(*state.Chat) error) error {
	return s.update(ctx, func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketChats)
		raw, keep, err := state.ChangeChat(b.Get(chatKey(chat)), s.now(), fn)
		if err != nil || !keep {
			return callers(err)
		}
		return b.Put(chatKey(chat), raw)
	})
}

// update runs fn in a batch: concurrent updates share a sync, and bbolt
// may call fn again when another update of the batch fails. An error fn
// marks as the caller's (callers) is returned as it is; the store's are
// recorded (wrote).
func (s *DB) update(ctx context.Context, fn func(tx *bolt.Tx) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	err := s.db.Batch(fn)
	if own, ok := errors.AsType[callersError](err); ok {
		return own.err // the caller's own error: the store is fine
	}
	return s.wrote(err)
}

// callersError carries an update function's own error through a batch.
type callersError struct{ err error }

func (e callersError) Error() string { return e.err.Error() }

// callers marks err, if any, as the caller's own error.
func callers(err error) error {
	if err == nil {
		return nil
	}
	return callersError{err}
}

// Pool implements state.Store.
func (s *DB) Pool(ctx context.Context, name string) ([]state.Ready, error) {
	var raw []byte
	err := s.db.View(func(tx *bolt.Tx) error {
		raw = append([]byte(nil), tx.Bucket(bucketPools).Get([]byte(name))...)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("reading pool %s: %w", name, err)
	}
	return state.DecodePool(raw)
}

// UpdatePool implements state.Store.
func (s *DB) UpdatePool(ctx context.Context, name string, fn func(*[]state.Ready) error) error {
	return s.update(ctx, func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketPools)
		raw, keep, err := state.ChangePool(b.Get([]byte(name)), fn)
		switch {
		case err != nil || !keep:
			return callers(err)
		case raw == nil:
			return b.Delete([]byte(name))
		}
		return b.Put([]byte(name), raw)
	})
}

// Daily implements state.Store.
func (s *DB) Daily(ctx context.Context, key string) (state.Ready, bool, error) {
	var raw []byte
	err := s.db.View(func(tx *bolt.Tx) error {
		raw = append([]byte(nil), tx.Bucket(bucketDaily).Get([]byte(key))...)
		return nil
	})
	if err != nil || raw == nil {
		return state.Ready{}, false, err
	}
	r, err := state.DecodeReady(raw)
	return r, err == nil, err
}

// KeepDaily implements state.Store.
func (s *DB) KeepDaily(ctx context.Context, key string, p state.Ready) (state.Ready, error) {
	if err := ctx.Err(); err != nil {
		return state.Ready{}, err
	}
	kept := p
	err := s.db.Batch(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketDaily)
		if r, err := state.DecodeReady(b.Get([]byte(key))); err == nil {
			kept = r
			return nil
		}
		kept = p
		raw, err := state.EncodeReady(p)
		if err != nil {
			return err
		}
		return b.Put([]byte(key), raw)
	})
	if err := s.wrote(err); err != nil {
		return state.Ready{}, err
	}
	return kept, nil
}

// Prune implements state.Store.
func (s *DB) Prune(ctx context.Context, before time.Time) (int, error) {
	n := 0
	err := s.db.Update(func(tx *bolt.Tx) error {
		n = 0
		var old [][]byte
		chats := tx.Bucket(bucketChats)
		err := chats.ForEach(func(k, v []byte) error {
			if c, err := state.DecodeChat(v); err != nil || c.Changed < before.Unix() {
				old = append(old, k)
			}
			return ctx.Err()
		})
		if err != nil {
			return err
		}
		for _, k := range old {
			if err := chats.Delete(k); err != nil {
				return err
			}
		}
		n += len(old)
		old = old[:0]
		daily := tx.Bucket(bucketDaily)
		daily.ForEach(func(k, _ []byte) error {
			if state.DailyBefore(string(k), before) {
				old = append(old, k)
			}
			return nil
		})
		for _, k := range old {
			if err := daily.Delete(k); err != nil {
				return err
			}
		}
		n += len(old)
		m, err := pruneRecords(ctx, tx, before)
		n += m
		return err
	})
	if err := s.wrote(err); err != nil {
		return 0, err
	}
	return n, nil
}

// migrateMemory moves the records of layout 1 (the "memory" bucket: keys
// "chat/<id>", "games/<id>", "game/<id>/<puzzle>", "pool/<name>",
// "daily/<day>/<level>", and the runtime's "menu/<chat>") to the buckets of their own, the games put aside
// into their chat's record, and drops the bucket. Records that cannot be
// read are dropped: they could not be read before either.
func migrateMemory(tx *bolt.Tx) error {
	mem := tx.Bucket(bucketMemory)
	if mem == nil {
		return nil
	}
	chats, pools, daily := tx.Bucket(bucketChats), tx.Bucket(bucketPools), tx.Bucket(bucketDaily)
	games := map[string][]byte{}  // "<id>/<puzzle>" → the game's record
	lists := map[int64][]string{} // chat → its games' puzzles, newest first
	err := mem.ForEach(func(k, v []byte) error {
		key := string(k)
		switch prefix, rest, _ := strings.Cut(key, "/"); prefix {
		case "chat":
			if id, err := strconv.ParseInt(rest, 10, 64); err == nil {
				return chats.Put(chatKey(id), append([]byte(nil), v...))
			}
		case "pool":
			return pools.Put([]byte(rest), append([]byte(nil), v...))
		case "daily":
			return daily.Put([]byte(rest), append([]byte(nil), v...))
		case "menu":
			return tx.Bucket(bucketMenus).Put(append([]byte(nil), k...), append([]byte(nil), v...))
		case "game":
			games[rest] = append([]byte(nil), v...)
		case "games":
			var list []string
			if id, err := strconv.ParseInt(rest, 10, 64); err == nil && json.Unmarshal(v, &list) == nil {
				lists[id] = list
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	for id, list := range lists {
		c, err := state.DecodeChat(chats.Get(chatKey(id)))
		if err != nil {
			continue
		}
		for _, p := range list {
			var g state.Game
			puzzle, perr := solver.Parse(p)
			raw, ok := games[strconv.FormatInt(id, 10)+"/"+p]
			if perr != nil || !ok || json.Unmarshal(raw, &g) != nil || g.Puzzle != puzzle || g.Puzzle == c.Puzzle {
				continue
			}
			if len(c.Kept) < state.KeptGames {
				c.Kept = append(c.Kept, g)
			}
		}
		raw, err := state.EncodeChat(c)
		if err != nil {
			return err
		}
		if err := chats.Put(chatKey(id), raw); err != nil {
			return err
		}
	}
	return tx.DeleteBucket(bucketMemory)
}
