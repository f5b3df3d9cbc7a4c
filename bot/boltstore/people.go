package boltstore

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"time"

	bolt "go.etcd.io/bbolt"

	"sudokubot/bot/state"
)

// reminderKey is a person's key in the index of reminders: the time due,
// then the user, so that a cursor finds the earliest due first.
func reminderKey(next int64, user int64) []byte {
	return binary.BigEndian.AppendUint64(key64(uint64(next)), uint64(user))
}

// chatRaceKey is a challenge's key in the index by chat: the chat, the
// time created, the id.
func chatRaceKey(chat, created int64, id string) []byte {
	k := binary.BigEndian.AppendUint64(key64(uint64(chat)), uint64(created))
	return append(k, id...)
}

// Person implements state.Store.
func (s *DB) Person(ctx context.Context, user int64) (state.Person, error) {
	var raw []byte
	err := s.db.View(func(tx *bolt.Tx) error {
		raw = append([]byte(nil), tx.Bucket(bucketPeople).Get(key64(uint64(user)))...)
		return nil
	})
	if err != nil {
		return state.Person{}, fmt.Errorf("reading person %d: %w", user, err)
	}
	return state.DecodePerson(raw)
}

// UpdatePerson implements state.Store, keeping the index of reminders
// with the record.
func (s *DB) UpdatePerson(ctx context.Context, user int64, fn func(*state.Person) error) error {
	return s.update(ctx, func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketPeople)
		old := b.Get(key64(uint64(user)))
		raw, p, keep, err := state.ChangePerson(old, s.now(), fn)
		if err != nil || !keep {
			return callers(err)
		}
		idx := tx.Bucket(bucketReminders)
		if before, err := state.DecodePerson(old); err == nil && before.NextReminder != 0 {
			if err := idx.Delete(reminderKey(before.NextReminder, user)); err != nil {
				return err
			}
		}
		if p.NextReminder != 0 {
			if err := idx.Put(reminderKey(p.NextReminder, user), nil); err != nil {
				return err
			}
		}
		return b.Put(key64(uint64(user)), raw)
	})
}

// DueReminders implements state.Store.
func (s *DB) DueReminders(ctx context.Context, now time.Time, limit int) ([]int64, error) {
	var users []int64
	err := s.db.View(func(tx *bolt.Tx) error {
		c := tx.Bucket(bucketReminders).Cursor()
		for k, _ := c.First(); k != nil && len(users) < limit; k, _ = c.Next() {
			if len(k) != 16 {
				continue
			}
			if int64(binary.BigEndian.Uint64(k)) > now.Unix() {
				break
			}
			users = append(users, int64(binary.BigEndian.Uint64(k[8:])))
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("reading the reminders due: %w", err)
	}
	return users, nil
}

// Challenge implements state.Store.
func (s *DB) Challenge(ctx context.Context, id string) (state.Challenge, bool, error) {
	var raw []byte
	err := s.db.View(func(tx *bolt.Tx) error {
		raw = append([]byte(nil), tx.Bucket(bucketChallenges).Get([]byte(id))...)
		return nil
	})
	if err != nil {
		return state.Challenge{}, false, fmt.Errorf("reading challenge %s: %w", id, err)
	}
	if len(raw) == 0 {
		return state.Challenge{}, false, nil
	}
	c, err := state.DecodeChallenge(raw)
	return c, err == nil, err
}

// UpdateChallenge implements state.Store, keeping the index by chat with
// the record.
func (s *DB) UpdateChallenge(ctx context.Context, id string, fn func(*state.Challenge) error) error {
	if err := state.CheckChallengeID(id); err != nil {
		return err
	}
	return s.update(ctx, func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketChallenges)
		old := b.Get([]byte(id))
		raw, c, keep, err := state.ChangeChallenge(old, s.now(), fn)
		if err != nil || !keep {
			return callers(err)
		}
		idx := tx.Bucket(bucketChatRaces)
		if before, err := state.DecodeChallenge(old); err == nil && len(old) > 0 && before.Chat != 0 {
			if err := idx.Delete(chatRaceKey(before.Chat, before.Created, id)); err != nil {
				return err
			}
		}
		if c.Chat != 0 {
			if err := idx.Put(chatRaceKey(c.Chat, c.Created, id), nil); err != nil {
				return err
			}
		}
		return b.Put([]byte(id), raw)
	})
}

// Challenges implements state.Store: the index by chat is read backwards
// from the newest.
func (s *DB) Challenges(ctx context.Context, chat int64, since time.Time, limit int) ([]state.Challenge, error) {
	var out []state.Challenge
	err := s.db.View(func(tx *bolt.Tx) error {
		prefix := key64(uint64(chat))
		from := chatRaceKey(chat, since.Unix(), "")
		all := tx.Bucket(bucketChallenges)
		c := tx.Bucket(bucketChatRaces).Cursor()
		// Seek past the chat's last key, then walk back.
		var k []byte
		if next := uint64(chat) + 1; next != 0 {
			k, _ = c.Seek(key64(next))
		}
		if k == nil {
			k, _ = c.Last()
		} else {
			k, _ = c.Prev()
		}
		for ; k != nil && bytes.HasPrefix(k, prefix) && len(out) < limit; k, _ = c.Prev() {
			if len(k) < 16 || bytes.Compare(k[:16], from[:16]) < 0 {
				break
			}
			ch, err := state.DecodeChallenge(all.Get(k[16:]))
			if err != nil || ch.Chat != chat {
				continue
			}
			out = append(out, ch)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("reading the challenges of chat %d: %w", chat, err)
	}
	return out, nil
}

// pruneRecords forgets the people and challenges not changed since
// before, with their index entries, and returns how many went.
func pruneRecords(ctx context.Context, tx *bolt.Tx, before time.Time) (int, error) {
	n := 0
	people, reminders := tx.Bucket(bucketPeople), tx.Bucket(bucketReminders)
	var old [][]byte
	var due [][]byte
	err := people.ForEach(func(k, v []byte) error {
		p, err := state.DecodePerson(v)
		if err != nil || p.Changed < before.Unix() {
			old = append(old, k)
			if err == nil && p.NextReminder != 0 && len(k) == 8 {
				due = append(due, reminderKey(p.NextReminder, int64(binary.BigEndian.Uint64(k))))
			}
		}
		return ctx.Err()
	})
	if err != nil {
		return 0, err
	}
	for _, k := range old {
		if err := people.Delete(k); err != nil {
			return 0, err
		}
	}
	for _, k := range due {
		if err := reminders.Delete(k); err != nil {
			return 0, err
		}
	}
	n += len(old)
	challenges, races := tx.Bucket(bucketChallenges), tx.Bucket(bucketChatRaces)
	old, due = old[:0], due[:0]
	err = challenges.ForEach(func(k, v []byte) error {
		c, err := state.DecodeChallenge(v)
		if err != nil || c.Changed < before.Unix() {
			old = append(old, k)
			if err == nil && c.Chat != 0 {
				due = append(due, chatRaceKey(c.Chat, c.Created, string(k)))
			}
		}
		return ctx.Err()
	})
	if err != nil {
		return 0, err
	}
	for _, k := range old {
		if err := challenges.Delete(k); err != nil {
			return 0, err
		}
	}
	for _, k := range due {
		if err := races.Delete(k); err != nil {
			return 0, err
		}
	}
	return n + len(old), nil
}
