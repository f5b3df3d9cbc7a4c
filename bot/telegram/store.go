package telegram

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"

	bolt "go.etcd.io/bbolt"
)

// A Store is the runtime's durable state in DATA_DIR: the queue of updates
// received and not yet handled, the update ids seen lately (so that one
// delivered twice is handled once), and the conversation's memory (small
// values under string keys, the bot.Memory interface). It is one bbolt
// file; every write is a synced transaction, and bbolt's file lock keeps a
// second process off the same directory.
type Store struct {
	db *bolt.DB
	mu sync.Mutex
	// failure is the last write error, cleared by the next success; the
	// health check reports it.
	failure error
	metrics *Metrics
	// added counts the ids recorded as seen since the last pruning.
	added int
}

// The buckets.
var (
	bucketQueue  = []byte("queue")  // sequence number → a queued update
	bucketSeen   = []byte("seen")   // update id → when it was received
	bucketMemory = []byte("memory") // the conversation's keys → values, before boltstore
	bucketMenus  = []byte("menus")  // "menu/<chat>" → the chat's menu button (webapp.go)
	bucketMeta   = []byte("meta")   // the store's own facts: keyOwner
)

// keyOwner holds the id of the bot whose updates and chats the store
// holds, as 8 bytes (Claim).
var keyOwner = []byte("bot")

// ErrOtherBot is returned by Claim for a store that holds the data of
// another bot than the one claiming it.
var ErrOtherBot = errors.New("holds another bot's data")

// maxSeen bounds the update ids remembered against duplicates: far more
// than Telegram ever delivers twice (the last unconfirmed batch).
const maxSeen = 10000

// StoreFile is the name of the store's file in DATA_DIR.
const StoreFile = "sudokubot.db"

// ErrInUse is returned by OpenStore when another process holds the store.
var ErrInUse = errors.New("in use by another sudokubot process")

// ErrCorrupt is returned by OpenStore for a file that is not a store.
var ErrCorrupt = errors.New("not a sudokubot store, or damaged")

// OpenStore opens the store in dir, creating dir and the store if
// missing. It waits up to lockWait for another process to let go of it.
func OpenStore(dir string, lockWait time.Duration, m *Metrics) (*Store, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("DATA_DIR %s: cannot create it: %w", dir, err)
	}
	path := filepath.Join(dir, StoreFile)
	db, err := openBolt(path, lockWait)
	switch {
	case errors.Is(err, ErrInUse):
		return nil, fmt.Errorf("DATA_DIR %s: %w (its file lock is held); stop the other process or give this one another DATA_DIR", dir, err)
	case errors.Is(err, ErrCorrupt):
		return nil, fmt.Errorf("DATA_DIR %s: %s is %w; move it away to start afresh (queued updates and chat memory in it are lost)", dir, StoreFile, err)
	case errors.Is(err, fs.ErrPermission):
		return nil, fmt.Errorf("DATA_DIR %s: cannot open %s for writing: %w", dir, StoreFile, err)
	case err != nil:
		return nil, fmt.Errorf("DATA_DIR %s: opening %s: %w", dir, StoreFile, err)
	}
	// Concurrent writes (workers finishing updates, webhook requests)
	// share one sync.
	db.MaxBatchDelay = 2 * time.Millisecond
	err = db.Update(func(tx *bolt.Tx) error {
		for _, b := range [][]byte{bucketQueue, bucketSeen, bucketMenus} {
			if _, err := tx.CreateBucketIfNotExists(b); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("DATA_DIR %s: preparing %s: %w", dir, StoreFile, err)
	}
	return &Store{db: db, metrics: m}, nil
}

// Bolt returns the store's bbolt file, which boltstore.Wrap shares for the
// bot's state until the queue moves to boltstore too.
func (s *Store) Bolt() *bolt.DB { return s.db }

// Close closes the store, letting go of its lock.
func (s *Store) Close() error { return s.db.Close() }

// Health returns the last write error, nil if the last write succeeded.
func (s *Store) Health() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.failure
}

// wrote records the outcome of a write, for Health and the metrics.
func (s *Store) wrote(err error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err != nil {
		err = fmt.Errorf("writing the store: %w", err)
		s.failure = err
		s.metrics.storeFailure()
		return err
	}
	s.failure = nil
	return nil
}

// A queued update: its place in the queue, its id and chat, and the
// update as Telegram sent it.
type queued struct {
	seq  uint64
	id   int
	chat int64
	raw  json.RawMessage
}

// Encoded as the chat (8 bytes), the update id (8 bytes), then the JSON.
func (q queued) value() []byte {
	v := make([]byte, 16, 16+len(q.raw))
	binary.BigEndian.PutUint64(v, uint64(q.chat))
	binary.BigEndian.PutUint64(v[8:], uint64(int64(q.id)))
	return append(v, q.raw...)
}

func decodeQueued(k, v []byte) (queued, bool) {
	if len(k) != 8 || len(v) < 16 {
		return queued{}, false
	}
	return queued{
		seq:  binary.BigEndian.Uint64(k),
		chat: int64(binary.BigEndian.Uint64(v)),
		id:   int(int64(binary.BigEndian.Uint64(v[8:]))),
		raw:  append(json.RawMessage(nil), v[16:]...),
	}, true
}

func key64(n uint64) []byte { return binary.BigEndian.AppendUint64(nil, n) }

// enqueue stores updates in one synced transaction and returns those that
// were new, with their sequence numbers: an update seen before (delivered
// again after a crash) is left out.
func (s *Store) enqueue(us []queued) ([]queued, error) {
	var added []queued
	err := s.db.Update(func(tx *bolt.Tx) error {
		q, seen := tx.Bucket(bucketQueue), tx.Bucket(bucketSeen)
		now := key64(uint64(time.Now().Unix()))
		for _, u := range us {
			id := key64(uint64(int64(u.id)))
			if seen.Get(id) != nil {
				continue
			}
			if err := seen.Put(id, now); err != nil {
				return err
			}
			seq, err := q.NextSequence()
			if err != nil {
				return err
			}
			u.seq = seq
			if err := q.Put(key64(seq), u.value()); err != nil {
				return err
			}
			added = append(added, u)
		}
		return nil
	})
	if err := s.wrote(err); err != nil {
		return nil, err
	}
	s.mu.Lock()
	s.added += len(added)
	prune := s.added > maxSeen/10
	if prune {
		s.added = 0
	}
	s.mu.Unlock()
	if prune {
		s.wrote(s.pruneSeen())
	}
	return added, nil
}

// pruneSeen forgets the oldest ids beyond maxSeen. Telegram's update ids
// grow, so the smallest are the oldest (after a reset they may not be:
// then an id is forgotten early, which risks at most one update handled
// twice).
func (s *Store) pruneSeen() error {
	return s.db.Update(func(tx *bolt.Tx) error {
		seen := tx.Bucket(bucketSeen)
		var old [][]byte
		extra := seen.Stats().KeyN - maxSeen
		c := seen.Cursor()
		for k, _ := c.First(); k != nil && len(old) < extra; k, _ = c.Next() {
			old = append(old, append([]byte(nil), k...))
		}
		for _, k := range old {
			if err := seen.Delete(k); err != nil {
				return err
			}
		}
		return nil
	})
}

// done removes handled updates from the queue. Concurrent calls share a
// sync.
func (s *Store) done(seqs ...uint64) error {
	err := s.db.Batch(func(tx *bolt.Tx) error {
		q := tx.Bucket(bucketQueue)
		for _, seq := range seqs {
			if err := q.Delete(key64(seq)); err != nil {
				return err
			}
		}
		return nil
	})
	return s.wrote(err)
}

// pending returns the queued updates, oldest first.
func (s *Store) pending() ([]queued, error) {
	var out []queued
	err := s.db.View(func(tx *bolt.Tx) error {
		return tx.Bucket(bucketQueue).ForEach(func(k, v []byte) error {
			if q, ok := decodeQueued(k, v); ok {
				out = append(out, q)
			}
			return nil
		})
	})
	if err != nil {
		return nil, fmt.Errorf("reading the queue: %w", err)
	}
	return out, nil
}

// Claim checks that the store is botID's and records it if no bot is
// recorded yet. A store recorded as another bot's is refused with
// ErrOtherBot, and left as it is: its queued updates and its chats'
// memory are that bot's. A store made before owners were recorded is
// claimed if it is empty, or if the claimer is not local (it is the
// deployment the store always belonged to); local mode refuses one that
// holds anything, since it cannot tell whose it is.
func (s *Store) Claim(botID int64, local bool) error {
	err := s.db.Update(func(tx *bolt.Tx) error {
		if meta := tx.Bucket(bucketMeta); meta != nil {
			if v := meta.Get(keyOwner); len(v) == 8 {
				if owner := int64(binary.BigEndian.Uint64(v)); owner != botID {
					return fmt.Errorf("%w: bot %d's, not bot %d's", ErrOtherBot, owner, botID)
				}
				return nil
			}
		}
		if local && !emptyStore(tx) {
			return fmt.Errorf("%w: queued updates or chats of a bot it does not name, not this local emulator's bot %d", ErrOtherBot, botID)
		}
		meta, err := tx.CreateBucketIfNotExists(bucketMeta)
		if err != nil {
			return err
		}
		return meta.Put(keyOwner, key64(uint64(botID)))
	})
	if errors.Is(err, ErrOtherBot) {
		return err
	}
	return s.wrote(err)
}

// emptyStore reports whether a store has nothing queued and nothing
// remembered.
func emptyStore(tx *bolt.Tx) bool {
	for _, b := range [][]byte{bucketQueue, bucketMemory, []byte("chats"), []byte("pools"), []byte("daily")} {
		if bucket := tx.Bucket(b); bucket == nil {
			continue
		} else if k, _ := bucket.Cursor().First(); k != nil {
			return false
		}
	}
	return true
}

// ClearQueue drops every queued update (local mode: they were for an
// emulator that is gone). Callers Claim the store first.
func (s *Store) ClearQueue() error {
	err := s.db.Update(func(tx *bolt.Tx) error {
		for _, b := range [][]byte{bucketQueue, bucketSeen, bucketMenus} {
			if err := tx.DeleteBucket(b); err != nil {
				return err
			}
			if _, err := tx.CreateBucket(b); err != nil {
				return err
			}
		}
		return nil
	})
	return s.wrote(err)
}

// Get returns the runtime's record under key (a chat's menu button), nil
// if none.
func (s *Store) Get(ctx context.Context, key string) ([]byte, error) {
	var v []byte
	err := s.db.View(func(tx *bolt.Tx) error {
		if got := tx.Bucket(bucketMenus).Get([]byte(key)); got != nil {
			v = append([]byte(nil), got...)
		}
		return nil
	})
	return v, err
}

// Put keeps value under key; nil deletes the key. Concurrent calls share
// a sync.
func (s *Store) Put(ctx context.Context, key string, value []byte) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	err := s.db.Batch(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketMenus)
		if value == nil {
			return b.Delete([]byte(key))
		}
		return b.Put([]byte(key), value)
	})
	return s.wrote(err)
}
