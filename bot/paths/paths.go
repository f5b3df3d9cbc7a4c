// Package paths keeps the explained solutions the bot finds and the
// ratings made of them, for the most recently used grids: finding a step
// of a hard puzzle can take milliseconds, so a path grows only as far as
// it is asked (a hint needs it up to its step, the rating and the step
// list all of it), and every request for the same grid shares it.
package paths

import (
	"context"
	"errors"
	"slices"
	"sync"
	"time"

	"sudokubot/bot/game"
	"sudokubot/bot/lru"
	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// A gridKey identifies a person's grid: the puzzle, the cells they had
// filled in, and the pencil marks the path starts from (none: the
// engine's candidates).
type gridKey struct {
	puzzle solver.Grid
	filled [81]bool
	marks  [81]uint16
}

// A Cache keeps the explained solutions found and the ratings made of
// them, each for the most recently used grids.
type Cache struct {
	ratings *lru.Cache[solver.Grid, *logic.Rating]
	paths   *lru.Cache[gridKey, *pathState]
	timeout time.Duration
}

// New returns an empty cache whose searches take at most timeout each
// (the bot's LogicTimeout).
func New(timeout time.Duration) *Cache {
	return &Cache{
		ratings: lru.New[solver.Grid, *logic.Rating](4096),
		paths:   lru.New[gridKey, *pathState](1024),
		timeout: timeout,
	}
}

// Path returns the explained solution from a person's grid up to step n
// (all of it for n < 0), within the time budget: the puzzle, the cells
// they filled in (their digits are the solution's) and the pencil marks
// it starts from (game.PlayerBoard; none: the engine's candidates). Past a
// cut short by the budget it returns what it found, with the context's
// error. solution may be the zero Grid when the grid has no entries.
func (c *Cache) Path(ctx context.Context, puzzle solver.Grid, filled [81]bool, marks [81]uint16, solution solver.Grid, n int) (*logic.Path, error) {
	key := gridKey{puzzle, filled, marks}
	ps, ok := c.paths.Get(key)
	if !ok {
		start := game.PlayerBoard(puzzle, Entries(filled, solution), marks)
		ps = &pathState{start: start, board: start}
		c.paths.Put(key, ps)
	}
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	return ps.extend(ctx, n)
}

// Rating rates a proper puzzle within the time budget, from its whole
// explained solution, which is kept for the hints and steps that may
// follow.
func (c *Cache) Rating(ctx context.Context, g solver.Grid) (*logic.Rating, error) {
	if r, ok := c.ratings.Get(g); ok {
		return r, nil
	}
	p, err := c.Path(ctx, g, [81]bool{}, [81]uint16{}, solver.Grid{}, -1)
	if err != nil {
		return nil, err
	}
	r := logic.RatePath(p)
	c.ratings.Put(g, r)
	return r, nil
}

// Entries returns a person's entries: the solution's digits in the
// cells they filled.
func Entries(filled [81]bool, solution solver.Grid) solver.Grid {
	var e solver.Grid
	for i, f := range filled {
		if f {
			e[i] = solution[i]
		}
	}
	return e
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
