package logic

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"sudokubot/solver"
)

// Errors about the puzzle itself, found before any step is looked for.
var (
	// ErrNoSolution means the puzzle has no solution.
	ErrNoSolution = errors.New("the puzzle has no solution")
	// ErrMultipleSolutions means the puzzle has more than one solution,
	// so logic alone cannot finish it and uniqueness techniques are
	// unsound.
	ErrMultipleSolutions = errors.New("the puzzle has more than one solution")
	// ErrSearchLimit means the exact solver's step limit stopped it before
	// it could tell.
	ErrSearchLimit = errors.New("the exact solver's step limit was reached")
)

// A Report compares a person's entries with the solution of the puzzle.
type Report struct {
	// Solution is the puzzle's only solution.
	Solution solver.Grid
	// Wrong lists, in reading order, the cells whose entry differs from
	// the solution.
	Wrong []int
	// Entries counts the cells filled in besides the givens, and Empty the
	// cells still empty.
	Entries, Empty int
}

// Check solves the puzzle exactly, within stepLimit guesses (0 for the
// solver's default), and compares the entries with the solution. It
// returns a *solver.ConflictError for givens that break the rules,
// ErrNoSolution, ErrMultipleSolutions or ErrSearchLimit.
func Check(puzzle, entries solver.Grid, stepLimit int) (*Report, error) {
	if err := puzzle.Validate(); err != nil {
		return nil, err
	}
	res := solver.Solve(puzzle, solver.Options{StepLimit: stepLimit, MaxSolutions: 2})
	switch res.Verdict() {
	case solver.NoSolution:
		return nil, ErrNoSolution
	case solver.Multiple:
		return nil, ErrMultipleSolutions
	case solver.Unknown:
		return nil, ErrSearchLimit
	}
	r := &Report{Solution: res.Solutions[0]}
	for i, v := range entries {
		switch {
		case puzzle[i] != 0:
		case v == 0 || v > 9:
			r.Empty++
		default:
			r.Entries++
			if v != r.Solution[i] {
				r.Wrong = append(r.Wrong, i)
			}
		}
	}
	return r, nil
}

// A MistakesError reports entries that differ from the solution: a hint
// for a grid with a mistake would build on it, so the mistake is pointed
// out instead.
type MistakesError struct {
	Cells []int // the wrong cells, in reading order
}

func (e *MistakesError) Error() string {
	return fmt.Sprintf("%d wrong entries: %s", len(e.Cells), cellNames(e.Cells))
}

// Hint returns the next step for a person's grid: the puzzle's givens
// plus their entries. It first checks the puzzle (see [Check]) and the
// entries, returning a *MistakesError when an entry is wrong; then it
// returns the easiest step (see [Next]), or a labelled trial step when no
// technique applies. ErrSolved means the grid is complete and right.
func Hint(ctx context.Context, puzzle, entries solver.Grid, opts Options, stepLimit int) (*Step, error) {
	r, err := Check(puzzle, entries, stepLimit)
	if err != nil {
		return nil, err
	}
	if len(r.Wrong) > 0 {
		return nil, &MistakesError{Cells: r.Wrong}
	}
	b := NewBoard(puzzle, entries)
	s, err := Next(ctx, &b, opts)
	if errors.Is(err, ErrStuck) {
		return TrialStep(ctx, &b)
	}
	return s, err
}

// cellNames names cells for an error message: "r1c1, r2c5 and r9c9".
func cellNames(cells []int) string {
	names := make([]string, len(cells))
	for i, c := range cells {
		names[i] = solver.CellName(c)
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
