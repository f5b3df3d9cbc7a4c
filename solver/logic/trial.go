package logic

import (
	"context"
	"errors"

	"sudokubot/solver"
)

// A TrialBranch is what a wrong choice of a trial leads to: the singles
// that follow it, up to a contradiction when one is reached.
type TrialBranch struct {
	Digit  int         // the wrong choice
	Placed []Candidate // the singles it leads to, in order
	// Found reports whether the singles reach a contradiction: an empty
	// cell with no candidate (Cell ≥ 0), or a digit, Missing, with no
	// place left in House (Missing > 0). When false, the search alone
	// found that the choice has no solution.
	Found   bool
	Cell    int
	House   solver.House
	Missing int
}

// maxTrialSteps bounds the singles followed after a wrong choice.
const maxTrialSteps = 81

// TrialStep returns a labelled trial for a board where no technique
// applies: it takes the empty cell with the fewest candidates and places
// the one that a search (the exact solver) finds to be right. For every
// other candidate it follows the singles and locked candidates that the
// choice leads to, and shows the contradiction they reach, when they reach
// one. It is offered instead of a silent guess, and says what it is.
//
// It returns ErrSolved for a solved board and ErrBroken when the board has
// no solution.
func TrialStep(ctx context.Context, b *Board) (*Step, error) {
	if b.Solved() {
		return nil, ErrSolved
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	res := solver.Solve(b.Values, solver.Options{MaxSolutions: 1})
	if len(res.Solutions) == 0 {
		return nil, ErrBroken
	}
	sol := res.Solutions[0]
	cell, fewest := -1, 10
	for c := range 81 {
		if n := b.Cands[c].Count(); b.Values[c] == 0 && n < fewest {
			cell, fewest = c, n
		}
	}
	d := int(sol[cell])
	if !b.Cands[cell].Has(d) {
		// A step before removed the true digit: the board is broken.
		return nil, ErrBroken
	}
	s := &Step{
		Technique:  Trial,
		Placements: []Candidate{{cell, d}},
		Digits:     b.Cands[cell],
		Houses:     []solver.House{houseOf(cellHouses[cell][2])},
		Cells:      []int{cell},
	}
	for _, e := range b.Cands[cell].List() {
		role := RoleOff
		if e == d {
			role = RoleOn
		} else {
			s.Trials = append(s.Trials, tryChoice(ctx, *b, cell, e))
		}
		s.Marks = append(s.Marks, Mark{Candidate{cell, e}, role})
	}
	return s, nil
}

// tryChoice places digit d in cell of a copy of the board and follows the
// easiest steps until the board contradicts itself or they stop.
func tryChoice(ctx context.Context, b Board, cell, d int) TrialBranch {
	t := TrialBranch{Digit: d, Cell: -1}
	b.Place(cell, d)
	for range maxTrialSteps {
		s, err := Next(ctx, &b, Options{MaxTier: 3})
		if errors.Is(err, ErrBroken) {
			t.Found = true
			var h int
			t.Cell, h, t.Missing = contradiction(&b)
			if h >= 0 {
				t.House = houseOf(h)
			}
			return t
		}
		if err != nil {
			return t
		}
		t.Placed = append(t.Placed, s.Placements...)
		b.Apply(s)
	}
	return t
}

// contradiction describes how a broken board contradicts itself: an empty
// cell without candidates (cell ≥ 0), or a digit with no place in a house.
func contradiction(b *Board) (cell, house, missing int) {
	for c, v := range b.Values {
		if v == 0 && b.Cands[c] == 0 {
			return c, -1, 0
		}
	}
	for h := range 27 {
		var seen Digits
		for _, c := range houseCells[h] {
			if v := b.Values[c]; v != 0 {
				if seen.Has(int(v)) {
					return -1, h, int(v) // twice in the house
				}
				seen |= 1 << v
			} else {
				seen |= b.Cands[c]
			}
		}
		if miss := AllDigits &^ seen; miss != 0 {
			return -1, h, miss.First()
		}
	}
	return -1, -1, 0
}
