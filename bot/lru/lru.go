// Package lru is a map of bounded size that forgets the least recently
// used entries. The bot caches what is costly to compute again (ratings,
// explained solutions, examples of techniques) so that pressing buttons
// is fast; a cache is not state: a restart loses nothing but time.
package lru

import (
	"container/list"
	"sync"
)

// A Cache is a map of at most a number of entries that forgets the least
// recently used ones. It is safe for concurrent use.
type Cache[K comparable, V any] struct {
	mu    sync.Mutex
	max   int
	order *list.List // front: most recent; values are *entry[K, V]
	items map[K]*list.Element
}

type entry[K comparable, V any] struct {
	key K
	val V
}

// New returns an empty cache of at most max entries.
func New[K comparable, V any](max int) *Cache[K, V] {
	return &Cache[K, V]{max: max, order: list.New(), items: map[K]*list.Element{}}
}

// Get returns the value of k, and whether there is one.
func (c *Cache[K, V]) Get(k K) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.items[k]; ok {
		c.order.MoveToFront(e)
		return e.Value.(*entry[K, V]).val, true
	}
	var zero V
	return zero, false
}

// Put sets the value of k, forgetting the least recently used entry when
// the cache is full.
func (c *Cache[K, V]) Put(k K, v V) {
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
