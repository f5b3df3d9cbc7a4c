package solver

// A Count is the number of solutions of a grid, as far as a search went.
type Count struct {
	// N is the number of solutions found.
	N int
	// Exact reports that N is the number of solutions; otherwise there
	// are at least N: more than the search looked for, or more than it
	// could reach within its step limit.
	Exact bool
	// Limited reports that the step limit, rather than the bound on
	// solutions, stopped a count that is not exact.
	Limited bool
	// First is the first solution found; it is the zero Grid when none
	// was.
	First Grid
	// Varies marks the empty cells whose digit is not the same in every
	// solution: where the puzzle is ambiguous. It is all false with fewer
	// than two solutions. It does not depend on the bound: each cell is
	// settled by searches of its own, which share one more step limit.
	Varies [81]bool
	// Partial reports that the step limit stopped the searches for the
	// cells that vary: Varies may miss some.
	Partial bool
	// Steps counts the guesses the searches made (see [Result.Steps]).
	Steps int
}

// CountSolutions counts the solutions of g up to bound (at least 1),
// within stepLimit guesses (0 for [DefaultStepLimit], negative for none).
// The count is exact when the search explored everything; with more than
// bound solutions it is bound and not exact ("at least bound"). It keeps
// the solutions it finds in the Solver's memory (81 bytes each) until the
// next search.
//
// When there are two solutions or more, it finds the cells where they
// differ: a cell differs when some solution has another digit there than
// the first one, which a search with that digit put in the cell finds.
// These searches share a second budget of stepLimit guesses, so the whole
// count makes at most twice stepLimit.
func (s *Solver) CountSolutions(g Grid, bound, stepLimit int) Count {
	bound = max(bound, 1)
	res := s.Solve(g, Options{StepLimit: stepLimit, MaxSolutions: bound + 1})
	c := Count{N: min(len(res.Solutions), bound), Exact: res.Complete, Limited: res.Limited, Steps: res.Steps}
	if len(res.Solutions) == 0 {
		return c
	}
	c.First = res.Solutions[0]
	if len(res.Solutions) == 1 {
		return c
	}
	mark := func(sol Grid) {
		for i := range sol {
			if sol[i] != c.First[i] {
				c.Varies[i] = true
			}
		}
	}
	for _, sol := range res.Solutions[1:] {
		mark(sol)
	}
	budget := stepLimit
	if budget == 0 {
		budget = DefaultStepLimit
	}
	for i, v := range g {
		if v != 0 || c.Varies[i] {
			continue
		}
		for d := uint8(1); d <= 9 && !c.Varies[i]; d++ {
			if d == c.First[i] {
				continue
			}
			if budget == 0 {
				c.Partial = true
				return c
			}
			h := g
			h[i] = d
			r := s.Solve(h, Options{StepLimit: budget, MaxSolutions: 1})
			c.Steps += r.Steps
			if budget > 0 {
				budget -= r.Steps
			}
			if r.Limited {
				c.Partial = true
				return c
			}
			if len(r.Solutions) > 0 {
				mark(r.Solutions[0])
			}
		}
	}
	return c
}
