// Package boltstore is the embedded store: one bbolt file in DATA_DIR that
// holds the runtime's queue of updates and the bot's state (state.Store),
// for one process. Every write is a synced transaction; bbolt's file lock
// keeps a second process off the same file. It is the default, needing no
// server; bot/pgstore is the store several processes share.
package boltstore

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"

	bolt "go.etcd.io/bbolt"
)

// A DB is the store in one bbolt file.
type DB struct {
	db  *bolt.DB
	now func() time.Time

	mu sync.Mutex
	// failure is the last write error, cleared by the next success; the
	// health check reports it.
	failure error
	// onFailure, if set, is told of each failed write (the metrics).
	onFailure func()

	// q is the queue's index and leases (queue.go).
	q queueIndex
}

// The buckets.
var (
	bucketQueue = []byte("queue") // sequence number → a queued update
	bucketSeen  = []byte("seen")  // update id → when it was received
	bucketChats = []byte("chats") // chat id (8 bytes) → state.Chat
	bucketPools = []byte("pools") // pool name → []state.Ready
	bucketDaily = []byte("daily") // day/level → state.Ready
	bucketMeta  = []byte("meta")  // the store's own facts: keyOwner, keyLayout
	bucketMenus = []byte("menus") // "menu/<chat>" → the chat's menu button (telegram.Menus)
	// People and challenges, with their indexes (buckets added to layout
	// 3 as they came: a store without them gets them at Open).
	bucketPeople     = []byte("people")     // user id (8 bytes) → state.Person
	bucketReminders  = []byte("reminders")  // next reminder (8 bytes) + user id (8 bytes) → nothing
	bucketChallenges = []byte("challenges") // challenge id → state.Challenge
	bucketChatRaces  = []byte("chatraces")  // chat id (8) + created (8) + challenge id → nothing
	// bucketMemory held the bot's state as keys and values before the
	// state had records of its own (layout 1): moved out at Open.
	bucketMemory = []byte("memory")
)

var (
	// keyOwner holds the id of the bot whose updates and chats the store
	// holds, as 8 bytes (Claim).
	keyOwner = []byte("bot")
	// keyLayout holds the layout of the buckets, as 8 bytes: 2 since the
	// state has buckets of its own, 3 since the queue is keyed by chat
	// (none means 1, or a new store).
	keyLayout = []byte("layout")
)

// layout is the buckets' layout this code writes.
const layout = 3

// File is the name of the store's file in DATA_DIR.
const File = "sudokubot.db"

// Errors of Open and Claim.
var (
	// ErrInUse is returned by Open when another process holds the store.
	ErrInUse = errors.New("in use by another sudokubot process")
	// ErrCorrupt is returned by Open for a file that is not a store.
	ErrCorrupt = errors.New("not a sudokubot store, or damaged")
	// ErrNewer is returned by Open for a store written by a newer
	// sudokubot, whose layout this one does not know.
	ErrNewer = errors.New("written by a newer sudokubot")
	// ErrOtherBot is returned by Claim for a store that holds the data of
	// another bot than the one claiming it.
	ErrOtherBot = errors.New("holds another bot's data")
)

// Open opens the store in dir, creating dir and the store if missing, and
// brings an older store's layout up to date. It waits up to lockWait for
// another process to let go of it.
func Open(dir string, lockWait time.Duration) (*DB, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("DATA_DIR %s: cannot create it: %w", dir, err)
	}
	path := filepath.Join(dir, File)
	db, err := openBolt(path, lockWait)
	switch {
	case errors.Is(err, ErrInUse):
		return nil, fmt.Errorf("DATA_DIR %s: %w (its file lock is held); stop the other process or give this one another DATA_DIR", dir, err)
	case errors.Is(err, ErrCorrupt):
		return nil, fmt.Errorf("DATA_DIR %s: %s is %w; move it away to start afresh (queued updates and chat memory in it are lost)", dir, File, err)
	case errors.Is(err, fs.ErrPermission):
		return nil, fmt.Errorf("DATA_DIR %s: cannot open %s for writing: %w", dir, File, err)
	case err != nil:
		return nil, fmt.Errorf("DATA_DIR %s: opening %s: %w", dir, File, err)
	}
	// Concurrent writes (workers finishing updates, webhook requests)
	// share one sync.
	db.MaxBatchDelay = 2 * time.Millisecond
	if err := db.Update(prepare); err != nil {
		db.Close()
		return nil, fmt.Errorf("DATA_DIR %s: preparing %s: %w", dir, File, err)
	}
	s := &DB{db: db, now: time.Now}
	if err := s.loadQueue(); err != nil {
		db.Close()
		return nil, fmt.Errorf("DATA_DIR %s: reading the queue in %s: %w", dir, File, err)
	}
	return s, nil
}

// prepare creates the buckets and moves an older layout's records.
func prepare(tx *bolt.Tx) error {
	meta, err := tx.CreateBucketIfNotExists(bucketMeta)
	if err != nil {
		return err
	}
	if v := meta.Get(keyLayout); len(v) == 8 && binary.BigEndian.Uint64(v) > layout {
		return fmt.Errorf("%w: its layout is %d, this one knows %d at most", ErrNewer, binary.BigEndian.Uint64(v), layout)
	}
	for _, b := range [][]byte{bucketQueue, bucketSeen, bucketChats, bucketPools, bucketDaily, bucketMenus,
		bucketPeople, bucketReminders, bucketChallenges, bucketChatRaces} {
		if _, err := tx.CreateBucketIfNotExists(b); err != nil {
			return err
		}
	}
	if err := migrateMemory(tx); err != nil {
		return fmt.Errorf("moving the chats' memory to layout %d: %w", layout, err)
	}
	if err := migrateQueue(tx); err != nil {
		return fmt.Errorf("moving the queue to layout %d: %w", layout, err)
	}
	return meta.Put(keyLayout, key64(layout))
}

// Close closes the store, letting go of its lock.
func (s *DB) Close() error { return s.db.Close() }

// OnWriteFailure sets a function told of each failed write (the metrics).
// Call it before using the store.
func (s *DB) OnWriteFailure(f func()) { s.onFailure = f }

// Health returns the last write error, nil if the last write succeeded.
func (s *DB) Health() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.failure
}

// wrote records the outcome of a write, for Health and the metrics.
func (s *DB) wrote(err error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err != nil {
		err = fmt.Errorf("writing the store: %w", err)
		s.failure = err
		if s.onFailure != nil {
			s.onFailure()
		}
		return err
	}
	s.failure = nil
	return nil
}

func key64(n uint64) []byte { return binary.BigEndian.AppendUint64(nil, n) }

// Claim checks that the store is botID's and records it if no bot is
// recorded yet. A store recorded as another bot's is refused with
// ErrOtherBot, and left as it is: its queued updates and its chats'
// memory are that bot's. A store made before owners were recorded is
// claimed if it is empty, or if the claimer is not local (it is the
// deployment the store always belonged to); local mode refuses one that
// holds anything, since it cannot tell whose it is.
func (s *DB) Claim(botID int64, local bool) error {
	err := s.db.Update(func(tx *bolt.Tx) error {
		meta := tx.Bucket(bucketMeta)
		if v := meta.Get(keyOwner); len(v) == 8 {
			if owner := int64(binary.BigEndian.Uint64(v)); owner != botID {
				return fmt.Errorf("%w: bot %d's, not bot %d's", ErrOtherBot, owner, botID)
			}
			return nil
		}
		if local && !emptyStore(tx) {
			return fmt.Errorf("%w: queued updates or chats of a bot it does not name, not this local emulator's bot %d", ErrOtherBot, botID)
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
	for _, b := range [][]byte{bucketQueue, bucketChats, bucketPools, bucketDaily, bucketPeople, bucketChallenges} {
		if k, _ := tx.Bucket(b).Cursor().First(); k != nil {
			return false
		}
	}
	return true
}

// ClearQueue drops every queued update, the ids seen and the chats' menu
// buttons (local mode: they were an emulator's that is gone). Callers
// Claim the store first, and clear it before leasing from it.
func (s *DB) ClearQueue() error {
	s.q.mu.Lock()
	defer s.q.mu.Unlock()
	if len(s.q.held) > 0 {
		return fmt.Errorf("clearing the queue: %w", errQueueHeld)
	}
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
	if err == nil {
		s.q.reset()
	}
	return s.wrote(err)
}
