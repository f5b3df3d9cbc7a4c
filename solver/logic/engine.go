package logic

import (
	"context"
	"errors"
)

// Errors of the engine.
var (
	// ErrSolved means the board has no empty cell left.
	ErrSolved = errors.New("the grid is solved")
	// ErrBroken means the board contradicts itself: an empty cell without
	// candidates, or a digit with no place left in a house. It happens
	// after a wrong entry.
	ErrBroken = errors.New("the grid contradicts itself")
	// ErrStuck means no technique up to the highest tier allowed applies.
	ErrStuck = errors.New("no technique applies")
)

// Options control the search for a step.
type Options struct {
	// MaxTier is the highest tier of techniques used, 1–9; 0 means 9.
	MaxTier int
}

func (o Options) maxTier() int {
	if o.MaxTier <= 0 || o.MaxTier > 9 {
		return 9
	}
	return o.MaxTier
}

// A finder looks for steps of one technique and calls emit with each; it
// stops when emit returns false.
type finder func(v *view, emit func(*Step) bool)

// Next returns the easiest step that applies to the board: the first
// technique of the ladder, up to opts.MaxTier, that finds one. A step that
// only eliminates candidates and thereby leaves a single comes with that
// single (Step.Then) and its placement.
//
// It returns ErrSolved for a solved board, ErrBroken for a board that
// contradicts itself, ErrStuck when no technique applies, or the context's
// error when ctx ends first.
func Next(ctx context.Context, b *Board, opts Options) (*Step, error) {
	if b.Solved() {
		return nil, ErrSolved
	}
	if broken(b) {
		return nil, ErrBroken
	}
	v := newView(ctx, b)
	maxTier := opts.maxTier()
	for i := range ladder {
		r := &ladder[i]
		if int(r.tier) > maxTier {
			break
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if r.find == nil {
			continue
		}
		var found *Step
		r.find(v, func(s *Step) bool {
			if len(s.Placements) == 0 && len(s.Eliminations) == 0 {
				return true
			}
			found = s
			return false
		})
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if found != nil {
			if found.Technique.Tier() > 1 && len(found.Placements) == 0 {
				if then := followingSingle(ctx, b, found); then != nil {
					found.Then = then
					found.Placements = append(found.Placements, then.Placements...)
				}
			}
			return found, nil
		}
	}
	return nil, ErrStuck
}

// followingSingle returns the single that the step's eliminations leave,
// if any. The step was found because no single was left before it, so
// any single after it is its doing.
func followingSingle(ctx context.Context, b *Board, s *Step) *Step {
	after := *b
	after.Apply(s)
	v := newView(ctx, &after)
	var single *Step
	for i := 0; i < len(ladder) && ladder[i].tier == 1 && single == nil; i++ {
		ladder[i].find(v, func(x *Step) bool {
			if touches(x, s) {
				single = x
				return false
			}
			return true
		})
	}
	return single
}

// touches reports whether single x is about a cell or house where step s
// eliminated something, so the explanation can say "so".
func touches(x, s *Step) bool {
	p := x.Placements[0]
	for _, e := range s.Eliminations {
		if e.Cell == p.Cell {
			return true
		}
		if e.Digit == p.Digit && len(x.Houses) > 0 && HouseCells(x.Houses[0]).Has(e.Cell) {
			return true
		}
	}
	return false
}

// broken reports whether the board contradicts itself: an empty cell with
// no candidate, a digit twice in a house, or a digit with no place left in
// a house.
func broken(b *Board) bool {
	if b.Values.Validate() != nil {
		return true
	}
	for c, v := range b.Values {
		if v == 0 && b.Cands[c] == 0 {
			return true
		}
	}
	for h := range 27 {
		var seen Digits
		for _, c := range houseCells[h] {
			if v := b.Values[c]; v != 0 {
				seen |= 1 << v
			} else {
				seen |= b.Cands[c]
			}
		}
		if seen != AllDigits {
			return true
		}
	}
	return false
}

// All returns every step of technique t that applies to the board, for
// tests and for tools that list the options. The steps come without a
// following single.
func All(ctx context.Context, b *Board, t Technique) []*Step {
	if t <= 0 || t >= numTechniques || descriptors[t].find == nil {
		return nil
	}
	var steps []*Step
	descriptors[t].find(newView(ctx, b), func(s *Step) bool {
		steps = append(steps, s)
		return ctx.Err() == nil
	})
	return steps
}
