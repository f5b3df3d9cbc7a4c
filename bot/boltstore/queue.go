package boltstore

import (
	"bytes"
	"container/heap"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"sync"
	"time"

	bolt "go.etcd.io/bbolt"

	"sudokubot/bot/telegram"
)

// The queue of updates (telegram.Queue). Its records, in bucketQueue, are
// keyed by chat and update id (8 bytes each, big-endian), so that a
// chat's updates are together, in order; each holds the update's place in
// the queue (8 bytes: the bucket's sequence), its flags (1 byte), then
// the update's JSON. bucketSeen holds the ids seen lately.
//
// One process holds the file (its lock), so the leases live in memory,
// in an index of the records kept beside them: which chats have updates
// waiting, in what order, and which are held. The index changes only
// once a write is committed; the flood limit is counted in the write's
// own transaction, from the records.

var (
	_ telegram.Queue = (*DB)(nil)
	_ telegram.Menus = (*DB)(nil)
)

// flagSlowDown marks a record queued to ask its chat to slow down.
const flagSlowDown = 1

// maxSeen bounds the update ids remembered against duplicates: far more
// than Telegram ever delivers twice (the last unconfirmed batch).
const maxSeen = 10000

func rowKey(chat int64, id int) []byte {
	return binary.BigEndian.AppendUint64(key64(uint64(chat)), uint64(int64(id)))
}

// A row is a record of the queue as the index knows it.
type row struct {
	id   int
	seq  uint64
	slow bool
}

// value returns a record's value: its place, its flags, the update.
func (r row) value(raw []byte) []byte {
	v := binary.BigEndian.AppendUint64(make([]byte, 0, 9+len(raw)), r.seq)
	var flags byte
	if r.slow {
		flags |= flagSlowDown
	}
	return append(append(v, flags), raw...)
}

// decodeRow reads a record of the queue: its chat, what the index keeps
// of it, and the update's JSON (not copied). It reports false for one
// this code did not write.
func decodeRow(k, v []byte) (chat int64, r row, raw []byte, ok bool) {
	if len(k) != 16 || len(v) < 9 {
		return 0, row{}, nil, false
	}
	chat = int64(binary.BigEndian.Uint64(k))
	r = row{id: int(int64(binary.BigEndian.Uint64(k[8:]))), seq: binary.BigEndian.Uint64(v), slow: v[8]&flagSlowDown != 0}
	return chat, r, v[9:], true
}

// A chatRows is a chat's records in the index, lowest id first, and its
// lease, if any.
type chatRows struct {
	chat  int64
	rows  []row
	lease *lease
	index int // in the index's heap; -1 when not in it
}

type lease struct {
	token   int64
	holder  string
	id      int
	expires time.Time
	// closing is set while the lease's Done is being written: the lease
	// cannot expire then.
	closing bool
}

// A queueIndex is the queue as this process knows it.
type queueIndex struct {
	mu    sync.Mutex
	chats map[int64]*chatRows
	// free holds the chats with records and no lease, the one whose
	// first record was queued first on top.
	free  chatHeap
	held  map[int64]*chatRows
	total int
	// incoming counts, per chat, the Enqueues under way: its records are
	// not leased meanwhile, so that an update committed before another
	// is not passed by it on its way into the index.
	incoming map[int64]int
	token    int64
	// ready is closed, and replaced, when something may be leased.
	ready chan struct{}
	timer *time.Timer
	// added counts the ids recorded as seen since the last pruning.
	added int
}

func (x *queueIndex) reset() {
	x.chats, x.held, x.incoming = map[int64]*chatRows{}, map[int64]*chatRows{}, map[int64]int{}
	x.free, x.total = nil, 0
	if x.ready == nil {
		x.ready = make(chan struct{})
	}
}

// signalLocked wakes those waiting on Ready.
func (x *queueIndex) signalLocked() {
	close(x.ready)
	x.ready = make(chan struct{})
}

func (x *queueIndex) chat(chat int64) *chatRows {
	c := x.chats[chat]
	if c == nil {
		c = &chatRows{chat: chat, index: -1}
		x.chats[chat] = c
	}
	return c
}

// addLocked puts a committed record in the index.
func (x *queueIndex) addLocked(chat int64, r row) {
	c := x.chat(chat)
	i, _ := slices.BinarySearchFunc(c.rows, r.id, func(r row, id int) int { return r.id - id })
	c.rows = slices.Insert(c.rows, i, r)
	x.total++
	switch {
	case c.lease != nil:
	case c.index < 0:
		heap.Push(&x.free, c)
	default:
		heap.Fix(&x.free, c.index)
	}
}

// removeLocked takes a record out of the index.
func (x *queueIndex) removeLocked(c *chatRows, id int) {
	if i, ok := slices.BinarySearchFunc(c.rows, id, func(r row, id int) int { return r.id - id }); ok {
		c.rows = slices.Delete(c.rows, i, i+1)
		x.total--
	}
}

// freeLocked ends a chat's lease.
func (x *queueIndex) freeLocked(c *chatRows) {
	c.lease = nil
	delete(x.held, c.chat)
	x.signalLocked()
	if len(c.rows) == 0 {
		delete(x.chats, c.chat)
		return
	}
	heap.Push(&x.free, c)
}

// lease returns a chat's lease if it is still l's.
func (x *queueIndex) leaseOf(l telegram.Lease) (*chatRows, bool) {
	c := x.chats[l.Chat]
	if c == nil || c.lease == nil || c.lease.token != l.Token || c.lease.id != l.ID {
		return nil, false
	}
	return c, true
}

// A chatHeap orders chats by the place of their first record.
type chatHeap []*chatRows

func (h chatHeap) Len() int           { return len(h) }
func (h chatHeap) Less(i, j int) bool { return h[i].rows[0].seq < h[j].rows[0].seq }
func (h chatHeap) Swap(i, j int) {
	h[i], h[j] = h[j], h[i]
	h[i].index, h[j].index = i, j
}
func (h *chatHeap) Push(v any) {
	c := v.(*chatRows)
	c.index = len(*h)
	*h = append(*h, c)
}
func (h *chatHeap) Pop() any {
	old := *h
	c := old[len(old)-1]
	old[len(old)-1] = nil
	c.index = -1
	*h = old[:len(old)-1]
	return c
}

// loadQueue builds the index from the records.
func (s *DB) loadQueue() error {
	s.q.mu.Lock()
	defer s.q.mu.Unlock()
	s.q.reset()
	return s.db.View(func(tx *bolt.Tx) error {
		return tx.Bucket(bucketQueue).ForEach(func(k, v []byte) error {
			if chat, r, _, ok := decodeRow(k, v); ok {
				s.q.addLocked(chat, r)
			}
			return nil // else not a record this code wrote
		})
	})
}

// migrateQueue moves the records of layouts 1 and 2 (keyed by their
// place in the queue, holding the chat, the id and the JSON) to the keys
// of layout 3.
func migrateQueue(tx *bolt.Tx) error {
	q := tx.Bucket(bucketQueue)
	type old struct{ k, v []byte }
	var olds []old
	err := q.ForEach(func(k, v []byte) error {
		if len(k) == 8 {
			olds = append(olds, old{append([]byte(nil), k...), append([]byte(nil), v...)})
		}
		return nil
	})
	if err != nil {
		return err
	}
	for _, o := range olds {
		if err := q.Delete(o.k); err != nil {
			return err
		}
		if len(o.v) < 16 {
			continue
		}
		chat, id := int64(binary.BigEndian.Uint64(o.v)), int(int64(binary.BigEndian.Uint64(o.v[8:])))
		v := append(append(slices.Clone(o.k), 0), o.v[16:]...)
		if err := q.Put(rowKey(chat, id), v); err != nil {
			return err
		}
	}
	return nil
}

// Enqueue implements telegram.Queue. Concurrent calls share a sync.
func (s *DB) Enqueue(ctx context.Context, updates []telegram.Update, chatLimit int) ([]telegram.Outcome, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if chatLimit < 1 {
		return nil, fmt.Errorf("enqueue: chat limit %d, want 1 or more", chatLimit)
	}
	s.q.mu.Lock()
	for _, u := range updates {
		s.q.incoming[u.Chat]++
	}
	s.q.mu.Unlock()
	type added struct {
		chat int64
		row  row
	}
	var (
		out  []telegram.Outcome
		rows []added
	)
	err := s.db.Batch(func(tx *bolt.Tx) error {
		out, rows = out[:0], rows[:0]
		q, seen := tx.Bucket(bucketQueue), tx.Bucket(bucketSeen)
		now := key64(uint64(s.now().Unix()))
		for _, u := range updates {
			id := key64(uint64(int64(u.ID)))
			if seen.Get(id) != nil {
				out = append(out, telegram.Duplicate)
				continue
			}
			if err := seen.Put(id, now); err != nil {
				return err
			}
			n, flooding := countChat(q, u.Chat)
			outcome := telegram.Queued
			switch {
			case n >= chatLimit && flooding:
				out = append(out, telegram.Dropped)
				continue
			case n >= chatLimit:
				outcome = telegram.SlowDown
			}
			seq, err := q.NextSequence()
			if err != nil {
				return err
			}
			r := row{id: u.ID, seq: seq, slow: outcome == telegram.SlowDown}
			if err := q.Put(rowKey(u.Chat, u.ID), r.value(u.Raw)); err != nil {
				return err
			}
			out = append(out, outcome)
			rows = append(rows, added{u.Chat, r})
		}
		return nil
	})
	err = s.wrote(err)
	s.q.mu.Lock()
	for _, u := range updates {
		if s.q.incoming[u.Chat]--; s.q.incoming[u.Chat] <= 0 {
			delete(s.q.incoming, u.Chat)
		}
	}
	if err == nil {
		for _, a := range rows {
			s.q.addLocked(a.chat, a.row)
		}
		s.q.added += len(updates)
	}
	prune := s.q.added > maxSeen/10
	if prune {
		s.q.added = 0
	}
	s.q.signalLocked()
	s.q.mu.Unlock()
	if err != nil {
		return nil, fmt.Errorf("enqueue: %w", err)
	}
	if prune {
		s.wrote(s.pruneSeen())
	}
	return out, nil
}

// countChat returns the number of records a chat has in the queue and
// whether one of them asks it to slow down.
func countChat(q *bolt.Bucket, chat int64) (n int, flooding bool) {
	prefix := key64(uint64(chat))
	c := q.Cursor()
	for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
		n++
		flooding = flooding || len(v) > 8 && v[8]&flagSlowDown != 0
	}
	return n, flooding
}

// pruneSeen forgets the oldest ids beyond maxSeen. Telegram's update ids
// grow, so the smallest are the oldest (after a reset they may not be:
// then an id is forgotten early, which risks at most one update handled
// twice).
func (s *DB) pruneSeen() error {
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

// Lease implements telegram.Queue.
func (s *DB) Lease(ctx context.Context, holder string, ttl time.Duration) (telegram.Lease, bool, error) {
	if err := ctx.Err(); err != nil {
		return telegram.Lease{}, false, err
	}
	if ttl <= 0 {
		return telegram.Lease{}, false, fmt.Errorf("lease: ttl %v, want more than 0", ttl)
	}
	s.q.mu.Lock()
	now := s.now()
	c := s.q.pickLocked(now)
	if c == nil {
		s.q.wakeAtExpiryLocked(now)
		s.q.mu.Unlock()
		return telegram.Lease{}, false, nil
	}
	r := c.rows[0]
	s.q.token++
	c.lease = &lease{token: s.q.token, holder: holder, id: r.id, expires: now.Add(ttl)}
	s.q.held[c.chat] = c
	l := telegram.Lease{Update: telegram.Update{ID: r.id, Chat: c.chat}, SlowDown: r.slow, Holder: holder, Token: s.q.token}
	s.q.mu.Unlock()

	err := s.db.View(func(tx *bolt.Tx) error {
		v := tx.Bucket(bucketQueue).Get(rowKey(l.Chat, l.ID))
		if len(v) < 9 {
			return fmt.Errorf("update %d of chat %d is not in the queue", l.ID, l.Chat)
		}
		l.Raw = append([]byte(nil), v[9:]...)
		return nil
	})
	if err != nil {
		s.q.mu.Lock()
		if c, ok := s.q.leaseOf(l); ok {
			s.q.freeLocked(c)
		}
		s.q.mu.Unlock()
		return telegram.Lease{}, false, fmt.Errorf("lease: reading the queue: %w", err)
	}
	return l, true, nil
}

// pickLocked takes the chat to lease next out of the free ones (or those
// whose lease expired), nil if none.
func (x *queueIndex) pickLocked(now time.Time) *chatRows {
	var best *chatRows
	for _, c := range x.held {
		if !c.lease.closing && !now.Before(c.lease.expires) && x.incoming[c.chat] == 0 &&
			(best == nil || c.rows[0].seq < best.rows[0].seq) {
			best = c
		}
	}
	// The free chats on top, those with updates on their way in set
	// aside meanwhile.
	var aside []*chatRows
	defer func() {
		for _, c := range aside {
			heap.Push(&x.free, c)
		}
	}()
	for x.free.Len() > 0 {
		c := x.free[0]
		if x.incoming[c.chat] > 0 {
			aside = append(aside, heap.Pop(&x.free).(*chatRows))
			continue
		}
		if best == nil || c.rows[0].seq < best.rows[0].seq {
			heap.Pop(&x.free)
			return c
		}
		break
	}
	return best
}

// wakeAtExpiryLocked makes Ready's channel close when the first lease
// expires, for the Lease that found nothing.
func (x *queueIndex) wakeAtExpiryLocked(now time.Time) {
	var first time.Time
	for _, c := range x.held {
		if !c.lease.closing && (first.IsZero() || c.lease.expires.Before(first)) {
			first = c.lease.expires
		}
	}
	if first.IsZero() {
		return
	}
	if x.timer != nil {
		x.timer.Stop()
	}
	x.timer = time.AfterFunc(first.Sub(now), func() {
		x.mu.Lock()
		defer x.mu.Unlock()
		x.signalLocked()
	})
}

// Ready implements telegram.Queue.
func (s *DB) Ready() <-chan struct{} {
	s.q.mu.Lock()
	defer s.q.mu.Unlock()
	return s.q.ready
}

// Extend implements telegram.Queue.
func (s *DB) Extend(ctx context.Context, l telegram.Lease, ttl time.Duration) error {
	if ttl <= 0 {
		return fmt.Errorf("extend: ttl %v, want more than 0", ttl)
	}
	s.q.mu.Lock()
	defer s.q.mu.Unlock()
	c, ok := s.q.leaseOf(l)
	if !ok {
		return fmt.Errorf("extend: update %d of chat %d: %w", l.ID, l.Chat, telegram.ErrLeaseLost)
	}
	c.lease.expires = s.now().Add(ttl)
	return nil
}

// Done implements telegram.Queue. Concurrent calls share a sync.
func (s *DB) Done(ctx context.Context, l telegram.Lease) error {
	s.q.mu.Lock()
	c, ok := s.q.leaseOf(l)
	if ok {
		if c.lease.closing {
			ok = false // another Done of the same lease is under way
		}
		c.lease.closing = true
	}
	s.q.mu.Unlock()
	if !ok {
		return fmt.Errorf("done: update %d of chat %d: %w", l.ID, l.Chat, telegram.ErrLeaseLost)
	}
	err := ctx.Err()
	if err == nil {
		err = s.wrote(s.db.Batch(func(tx *bolt.Tx) error {
			return tx.Bucket(bucketQueue).Delete(rowKey(l.Chat, l.ID))
		}))
	}
	s.q.mu.Lock()
	defer s.q.mu.Unlock()
	if err != nil {
		c.lease.closing = false
		return fmt.Errorf("done: update %d of chat %d: %w", l.ID, l.Chat, err)
	}
	s.q.removeLocked(c, l.ID)
	s.q.freeLocked(c)
	return nil
}

// Release implements telegram.Queue.
func (s *DB) Release(ctx context.Context, l telegram.Lease) error {
	s.q.mu.Lock()
	defer s.q.mu.Unlock()
	c, ok := s.q.leaseOf(l)
	if !ok || c.lease.closing {
		return fmt.Errorf("release: update %d of chat %d: %w", l.ID, l.Chat, telegram.ErrLeaseLost)
	}
	s.q.freeLocked(c)
	return nil
}

// Waiting implements telegram.Queue.
func (s *DB) Waiting(ctx context.Context) (int, error) {
	s.q.mu.Lock()
	defer s.q.mu.Unlock()
	return s.q.total, nil
}

// menuKey is the key of a chat's menu button in bucketMenus.
func menuKey(chat int64) []byte { return strconv.AppendInt([]byte("menu/"), chat, 10) }

// Menu implements telegram.Menus.
func (s *DB) Menu(ctx context.Context, chat int64) (string, error) {
	var v string
	err := s.db.View(func(tx *bolt.Tx) error {
		v = string(tx.Bucket(bucketMenus).Get(menuKey(chat)))
		return nil
	})
	if err != nil {
		return "", fmt.Errorf("reading chat %d's menu: %w", chat, err)
	}
	return v, nil
}

// SetMenu implements telegram.Menus. Concurrent calls share a sync.
func (s *DB) SetMenu(ctx context.Context, chat int64, menu string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	err := s.db.Batch(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketMenus)
		if menu == "" {
			return b.Delete(menuKey(chat))
		}
		return b.Put(menuKey(chat), []byte(menu))
	})
	return s.wrote(err)
}

// errQueueHeld is returned by ClearQueue while updates are leased.
var errQueueHeld = errors.New("updates of the queue are leased")
