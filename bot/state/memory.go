package state

import (
	"cmp"
	"container/list"
	"context"
	"slices"
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
	// people and challenges, each bounded as the chats are.
	people     *lru[int64]
	challenges *lru[string]
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
		pools: map[string][]byte{}, daily: map[string][]byte{},
		people: newLRU[int64](max(maxChats, 1)), challenges: newLRU[string](max(maxChats, 1))}
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

func (m *Memory) Person(ctx context.Context, user int64) (Person, error) {
	m.mu.Lock()
	raw := m.people.get(user)
	m.mu.Unlock()
	return DecodePerson(raw)
}

func (m *Memory) UpdatePerson(ctx context.Context, user int64, fn func(*Person) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	raw, _, keep, err := ChangePerson(m.people.get(user), m.now(), fn)
	if err != nil || !keep {
		return err
	}
	m.people.put(user, raw)
	return nil
}

func (m *Memory) DueReminders(ctx context.Context, now time.Time, limit int) ([]int64, error) {
	type due struct {
		user int64
		at   int64
	}
	m.mu.Lock()
	var all []due
	for user, e := range m.people.items {
		p, err := DecodePerson(e.Value.(*lruItem[int64]).raw)
		if err == nil && p.NextReminder != 0 && p.NextReminder <= now.Unix() {
			all = append(all, due{user, p.NextReminder})
		}
	}
	m.mu.Unlock()
	slices.SortFunc(all, func(a, b due) int { return cmp.Or(cmp.Compare(a.at, b.at), cmp.Compare(a.user, b.user)) })
	users := make([]int64, 0, min(len(all), max(limit, 0)))
	for _, d := range all[:min(len(all), max(limit, 0))] {
		users = append(users, d.user)
	}
	return users, nil
}

func (m *Memory) Challenge(ctx context.Context, id string) (Challenge, bool, error) {
	m.mu.Lock()
	raw := m.challenges.get(id)
	m.mu.Unlock()
	if raw == nil {
		return Challenge{}, false, nil
	}
	c, err := DecodeChallenge(raw)
	return c, err == nil, err
}

func (m *Memory) UpdateChallenge(ctx context.Context, id string, fn func(*Challenge) error) error {
	if err := CheckChallengeID(id); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	raw, _, keep, err := ChangeChallenge(m.challenges.get(id), m.now(), fn)
	if err != nil || !keep {
		return err
	}
	m.challenges.put(id, raw)
	return nil
}

func (m *Memory) Challenges(ctx context.Context, chat int64, since time.Time, limit int) ([]Challenge, error) {
	m.mu.Lock()
	var out []Challenge
	for _, e := range m.challenges.items {
		c, err := DecodeChallenge(e.Value.(*lruItem[string]).raw)
		if err == nil && c.Chat == chat && c.Created >= since.Unix() {
			out = append(out, c)
		}
	}
	m.mu.Unlock()
	slices.SortFunc(out, func(a, b Challenge) int { return cmp.Compare(b.Created, a.Created) })
	return out[:min(len(out), max(limit, 0))], nil
}

func (m *Memory) Prune(ctx context.Context, before time.Time) (int, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	n := m.people.prune(func(raw []byte) bool {
		p, err := DecodePerson(raw)
		return err != nil || p.Changed < before.Unix()
	})
	n += m.challenges.prune(func(raw []byte) bool {
		c, err := DecodeChallenge(raw)
		return err != nil || c.Changed < before.Unix()
	})
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

// An lru keeps records by key, at most max of them, forgetting the least
// recently changed first.
type lru[K comparable] struct {
	max   int
	items map[K]*list.Element // values: *lruItem[K]
	order *list.List          // front: most recently changed
}

type lruItem[K comparable] struct {
	key K
	raw []byte
}

func newLRU[K comparable](max int) *lru[K] {
	return &lru[K]{max: max, items: map[K]*list.Element{}, order: list.New()}
}

// get returns the record kept under k, nil for none.
func (l *lru[K]) get(k K) []byte {
	if e, ok := l.items[k]; ok {
		return e.Value.(*lruItem[K]).raw
	}
	return nil
}

// put keeps raw under k as the most recently changed record.
func (l *lru[K]) put(k K, raw []byte) {
	if e, ok := l.items[k]; ok {
		e.Value.(*lruItem[K]).raw = raw
		l.order.MoveToFront(e)
		return
	}
	l.items[k] = l.order.PushFront(&lruItem[K]{key: k, raw: raw})
	for l.order.Len() > l.max {
		last := l.order.Back()
		l.order.Remove(last)
		delete(l.items, last.Value.(*lruItem[K]).key)
	}
}

// prune forgets the records old reports, and returns how many went.
func (l *lru[K]) prune(old func(raw []byte) bool) int {
	n := 0
	for e := l.order.Back(); e != nil; {
		prev := e.Prev()
		if it := e.Value.(*lruItem[K]); old(it.raw) {
			l.order.Remove(e)
			delete(l.items, it.key)
			n++
		}
		e = prev
	}
	return n
}
