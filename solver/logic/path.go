package logic

import (
	"context"
	"errors"
)

// A Path is the explained solution of a board: the steps from the board as
// given to the solved grid, or as far as logic went.
type Path struct {
	Steps []*Step
	// Solved reports that the steps reach the solved grid.
	Solved bool
	// Trials counts the trial steps among Steps (0 unless Options allowed
	// them by tier 10).
	Trials int
	// Final is the board after the last step.
	Final Board
}

// BoardAt returns the board before step i of the path from start (after
// its last step, for i past it).
func (p *Path) BoardAt(start Board, i int) Board {
	for _, s := range p.Steps[:min(max(i, 0), len(p.Steps))] {
		start.Apply(s)
	}
	return start
}

// SolvePath applies steps to a copy of b until the grid is solved, no
// technique applies, or ctx ends. With trial true, it takes a labelled
// trial step whenever logic is stuck, so the path always reaches the end
// of a puzzle that has a solution.
//
// The error is nil when the path ends because the grid is solved or logic
// is stuck (Path.Solved tells which); it is ErrBroken for a board that
// contradicts itself, or the context's error.
func SolvePath(ctx context.Context, b Board, opts Options, trial bool) (*Path, error) {
	p := &Path{}
	for {
		s, err := Next(ctx, &b, opts)
		switch {
		case errors.Is(err, ErrSolved):
			p.Solved = true
			p.Final = b
			return p, nil
		case errors.Is(err, ErrStuck) && trial:
			s, err = TrialStep(ctx, &b)
			if err != nil {
				p.Final = b
				return p, err
			}
			p.Trials++
		case errors.Is(err, ErrStuck):
			p.Final = b
			return p, nil
		case err != nil:
			p.Final = b
			return p, err
		}
		p.Steps = append(p.Steps, s)
		b.Apply(s)
	}
}
