package state

import (
	"container/list"
	"context"
	"sync"
	"time"
)

// Memory is a Store in this process, for a bot without a durable store
// (tests, a library user): what a chat remembers is lost on restart, and
// at most a bounded number of chats is kept, the least recently changed
// forgotten first. Its update functions run under one lock.
type Memory struct {
	mu    sync.Mutex
	max   int
	now   func() time.Time
	chats map[int64]*list.Element // values: *memChat
	order *list.List              // front: most recently changed
	pools map[string][]byte
	daily map[string][]byte
}

type memChat struct {
	id  int64
	raw []byte
}

var _ Store = (*Memory)(nil)

// NewMemory returns a Store in this process that keeps at most maxChats
// chats (at least one).
func NewMemory(maxChats int) *Memory {
	return &Memory{max: max(maxChats, 1), now: time.Now, chats: map[int64]*list.Element{}, order: list.New(),
		pools: map[string][]byte{}, daily: map[string][]byte{}}
}

// SetClock sets the clock that stamps the chats' changes (tests).
func (m *Memory) SetClock(now func() time.Time) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.now = now
}

func (m *Memory) Chat(ctx context.Context, chat int64) (Chat, error) {
	m.mu.Lock()
	var raw []byte
	if e, ok := m.chats[chat]; ok {
		raw = e.Value.(*memChat).raw
	}
	m.mu.Unlock()
	return DecodeChat(raw)
}

func (m *Memory) UpdateChat(ctx context.Context, chat int64, fn func(*Chat) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	e, ok := m.chats[chat]
	var old []byte
	if ok {
		old = e.Value.(*memChat).raw
	}
	raw, keep, err := ChangeChat(old, m.now(), fn)
	if err != nil || !keep {
		return err
	}
	if ok {
		e.Value.(*memChat).raw = raw
		m.order.MoveToFront(e)
		return nil
	}
	m.chats[chat] = m.order.PushFront(&memChat{id: chat, raw: raw})
	for m.order.Len() > m.max {
		last := m.order.Back()
		m.order.Remove(last)
		delete(m.chats, last.Value.(*memChat).id)
	}
	return nil
}

func (m *Memory) Pool(ctx context.Context, name string) ([]Ready, error) {
	m.mu.Lock()
	raw := m.pools[name]
	m.mu.Unlock()
	return DecodePool(raw)
}

func (m *Memory) UpdatePool(ctx context.Context, name string, fn func(*[]Ready) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	raw, keep, err := ChangePool(m.pools[name], fn)
	if err != nil || !keep {
		return err
	}
	if raw == nil {
		delete(m.pools, name)
	} else {
		m.pools[name] = raw
	}
	return nil
}

func (m *Memory) Daily(ctx context.Context, key string) (Ready, bool, error) {
	m.mu.Lock()
	raw, ok := m.daily[key]
	m.mu.Unlock()
	if !ok {
		return Ready{}, false, nil
	}
	r, err := DecodeReady(raw)
	return r, err == nil, err
}

func (m *Memory) KeepDaily(ctx context.Context, key string, p Ready) (Ready, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if raw, ok := m.daily[key]; ok {
		if r, err := DecodeReady(raw); err == nil {
			return r, nil
		}
	}
	raw, err := EncodeReady(p)
	if err != nil {
		return Ready{}, err
	}
	m.daily[key] = raw
	return p, nil
}

func (m *Memory) Prune(ctx context.Context, before time.Time) (int, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	n := 0
	for e := m.order.Back(); e != nil; {
		prev := e.Prev()
		c, err := DecodeChat(e.Value.(*memChat).raw)
		if err != nil || c.Changed < before.Unix() {
			m.order.Remove(e)
			delete(m.chats, e.Value.(*memChat).id)
			n++
		}
		e = prev
	}
	for k := range m.daily {
		if DailyBefore(k, before) {
			delete(m.daily, k)
			n++
		}
	}
	return n, nil
}

// DailyKey is the key of a day's puzzle of a level (its pool's name).
func DailyKey(day time.Time, level string) string {
	return day.UTC().Format(time.DateOnly) + "/" + level
}

// DailyBefore reports whether a daily key is of a day before t's.
func DailyBefore(key string, t time.Time) bool {
	if len(key) < len(time.DateOnly) {
		return true
	}
	day, err := time.Parse(time.DateOnly, key[:len(time.DateOnly)])
	return err != nil || day.Before(t.UTC().Truncate(24*time.Hour))
}
