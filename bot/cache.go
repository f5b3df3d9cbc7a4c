package bot

import (
	"container/list"
	"context"
	"errors"
	"slices"
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

// A gridKey identifies a person's grid: the puzzle, the cells they had
// filled in, and the pencil marks the path starts from (none: the
// engine's candidates).
type gridKey struct {
	puzzle solver.Grid
	filled [81]bool
	marks  [81]uint16
}

type caches struct {
	ratings *lru[solver.Grid, *logic.Rating]
	paths   *lru[gridKey, *pathState]
	// examples holds the puzzle that shows each technique at work when
	// someone asks about it (talk.go): one per technique, taken once.
	examples *lru[logic.Technique, solver.Grid]
}

func newCaches() caches {
	return caches{
		ratings:  newLRU[solver.Grid, *logic.Rating](4096),
		paths:    newLRU[gridKey, *pathState](1024),
		examples: newLRU[logic.Technique, solver.Grid](64),
	}
}

// A pathState is an explained solution found as far as it was needed:
// a hint needs the path up to its step, the rating and the step list need
// all of it. Finding a step of a hard puzzle can take milliseconds, so the
// path grows only when asked, and is shared by every request for the same
// grid.
type pathState struct {
	mu     sync.Mutex
	start  logic.Board
	board  logic.Board // after steps
	steps  []*logic.Step
	done   bool // no step follows: solved, or stopped for good
	solved bool
	trials int
}

// extend finds steps until there are more than n, or the path ends. With
// n < 0 it finds them all. It returns a copy of the path found so far and
// the error that stopped it early (the context's, when the time budget
// ran out).
func (p *pathState) extend(ctx context.Context, n int) (*logic.Path, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	var err error
	for !p.done && (n < 0 || len(p.steps) <= n) {
		var s *logic.Step
		s, err = logic.Next(ctx, &p.board, logic.Options{})
		switch {
		case errors.Is(err, logic.ErrSolved):
			p.done, p.solved, err = true, true, nil
			continue
		case errors.Is(err, logic.ErrStuck):
			s, err = logic.TrialStep(ctx, &p.board)
			p.trials++
		}
		if err != nil {
			if !errors.Is(err, context.DeadlineExceeded) && !errors.Is(err, context.Canceled) {
				p.done = true // a broken board: nothing follows
			}
			break
		}
		p.steps = append(p.steps, s)
		p.board.Apply(s)
	}
	return &logic.Path{Steps: slices.Clone(p.steps), Solved: p.solved, Trials: p.trials, Final: p.board}, err
}
