package bot

import (
	"container/list"
	"sync"

	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// An lru is a map of bounded size that forgets the least recently used
// entries. The bot caches what is costly to compute again (ratings and
// explained solutions) so that pressing buttons is fast; a cache is not
// state: a restart loses nothing but time.
type lru[K comparable, V any] struct {
	mu    sync.Mutex
	max   int
	order *list.List // front: most recent; values are *entry[K, V]
	items map[K]*list.Element
}

type entry[K comparable, V any] struct {
	key K
	val V
}

func newLRU[K comparable, V any](max int) *lru[K, V] {
	return &lru[K, V]{max: max, order: list.New(), items: map[K]*list.Element{}}
}

func (c *lru[K, V]) get(k K) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.items[k]; ok {
		c.order.MoveToFront(e)
		return e.Value.(*entry[K, V]).val, true
	}
	var zero V
	return zero, false
}

func (c *lru[K, V]) put(k K, v V) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.items[k]; ok {
		e.Value.(*entry[K, V]).val = v
		c.order.MoveToFront(e)
		return
	}
	c.items[k] = c.order.PushFront(&entry[K, V]{k, v})
	for c.order.Len() > c.max {
		old := c.order.Back()
		c.order.Remove(old)
		delete(c.items, old.Value.(*entry[K, V]).key)
	}
}

// A gridKey identifies a person's grid: the puzzle and the cells they had
// filled in.
type gridKey struct {
	puzzle solver.Grid
	filled [81]bool
}

type caches struct {
	ratings *lru[solver.Grid, *logic.Rating]
	paths   *lru[gridKey, *logic.Path]
}

func newCaches() caches {
	return caches{ratings: newLRU[solver.Grid, *logic.Rating](4096), paths: newLRU[gridKey, *logic.Path](1024)}
}
