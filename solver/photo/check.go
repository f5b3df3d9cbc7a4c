package photo

import (
	"errors"
	"math"
	"slices"

	"sudokubot/solver"
)

// Doubt is the confidence below which a cell's reading is doubtful: the
// person is asked to check it even if the grid has one solution.
const Doubt = 0.95

// Bounds of the repair search of [Reading.Check].
const (
	repairCells  = 10  // the least confident cells whose reading may change
	repairChange = 3   // at most this many cells changed at once
	repairTries  = 600 // at most this many grids tried (solver calls)
)

// A Repair is a cell whose reading [Reading.Check] changed.
type Repair struct {
	Cell int   // 0 to 80, row by row
	Read uint8 // the most likely value read (0 = empty)
	Now  uint8 // the value that makes the grid proper
}

// A Checked reading: the grid to use and what the person must be told.
type Checked struct {
	// Grid is the reading's grid, repaired if it had to be and could be.
	Grid solver.Grid
	// Verdict is what the exact solver says of Grid: Unique when it is a
	// proper puzzle.
	Verdict solver.Verdict
	// Repairs lists the cells changed to make the grid proper ("I read r4c7
	// as 1, not 7"), most doubtful first.
	Repairs []Repair
	// Doubtful lists the cells, not repaired, read with a confidence below
	// Doubt.
	Doubtful []int
	// Conflicts lists the cells of Grid that repeat a digit in a row,
	// column or box (empty when the grid was repaired or has none).
	Conflicts []int
}

// Sure reports whether the grid can be solved without asking the person
// anything: it has exactly one solution, nothing was repaired, and no
// cell is doubtful.
func (c Checked) Sure() bool {
	return c.Verdict == solver.Unique && len(c.Repairs) == 0 && len(c.Doubtful) == 0
}

// Check checks the reading with the exact solver. A grid with exactly one
// solution is kept as read. Otherwise (a conflict, no solution, several)
// the reading is repaired if it can be: among the ten least confident
// cells, up to three at a time are given their next most likely values
// (or emptied), most likely changes first, and the first grid with
// exactly one solution wins; at most 600 grids are tried. What cannot be
// repaired is left as read, with its verdict and conflicts.
func (rd *Reading) Check() Checked {
	var s solver.Solver
	verdict := func(g solver.Grid) solver.Verdict {
		if g.Validate() != nil {
			return solver.NoSolution
		}
		return s.Solve(g, solver.Options{}).Verdict()
	}
	c := Checked{Grid: rd.Grid, Verdict: verdict(rd.Grid)}
	if c.Verdict != solver.Unique {
		if g, rs, ok := rd.repair(verdict); ok {
			c.Grid, c.Verdict, c.Repairs = g, solver.Unique, rs
		}
	}
	repaired := map[int]bool{}
	for _, r := range c.Repairs {
		repaired[r.Cell] = true
	}
	for i, p := range rd.Confidence {
		if p < Doubt && !repaired[i] {
			c.Doubtful = append(c.Doubtful, i)
		}
	}
	if err := c.Grid.Validate(); err != nil {
		c.Conflicts = conflictCells(err)
	}
	return c
}

// conflictCells returns the cells named by a conflict error.
func conflictCells(err error) []int {
	var ce *solver.ConflictError
	if errors.As(err, &ce) {
		return ce.Cells()
	}
	return nil
}

// A change gives cell a value other than the one read, at a cost: how
// much less likely the value is, −log(p(value)/p(read)).
type change struct {
	cell int
	v    uint8
	cost float64
}

// repair searches for the most likely grid with exactly one solution that
// differs from the reading in at most repairChange of its least confident
// cells.
func (rd *Reading) repair(verdict func(solver.Grid) solver.Verdict) (solver.Grid, []Repair, bool) {
	cells := make([]int, 81)
	for i := range cells {
		cells[i] = i
	}
	slices.SortStableFunc(cells, func(a, b int) int {
		switch {
		case rd.Confidence[a] < rd.Confidence[b]:
			return -1
		case rd.Confidence[a] > rd.Confidence[b]:
			return 1
		}
		return 0
	})
	cells = cells[:repairCells]
	// Each cell's alternatives, cheapest first, at most three.
	var alts [][]change
	for _, i := range cells {
		var a []change
		read := rd.Grid[i]
		for v := range uint8(Classes) {
			p := rd.Prob[i][v]
			if v == read || p < 1e-4 {
				continue
			}
			a = append(a, change{i, v, math.Log(float64(rd.Prob[i][read])) - math.Log(float64(p))})
		}
		slices.SortFunc(a, func(x, y change) int { return cmpFloat(x.cost, y.cost) })
		if len(a) > 3 {
			a = a[:3]
		}
		if len(a) > 0 {
			alts = append(alts, a)
		}
	}
	// All sets of changes (one alternative per cell, up to repairChange
	// cells), tried cheapest first.
	var sets [][]change
	var build func(from int, cur []change)
	build = func(from int, cur []change) {
		if len(cur) > 0 {
			sets = append(sets, slices.Clone(cur))
		}
		if len(cur) == repairChange {
			return
		}
		for k := from; k < len(alts); k++ {
			for _, ch := range alts[k] {
				build(k+1, append(cur, ch))
			}
		}
	}
	build(0, nil)
	cost := func(set []change) float64 {
		s := 0.0
		for _, ch := range set {
			s += ch.cost
		}
		return s
	}
	slices.SortStableFunc(sets, func(a, b []change) int { return cmpFloat(cost(a), cost(b)) })
	for n, set := range sets {
		if n == repairTries {
			break
		}
		g := rd.Grid
		for _, ch := range set {
			g[ch.cell] = ch.v
		}
		if verdict(g) == solver.Unique {
			var rs []Repair
			for _, ch := range set {
				rs = append(rs, Repair{Cell: ch.cell, Read: rd.Grid[ch.cell], Now: ch.v})
			}
			return g, rs, true
		}
	}
	return rd.Grid, nil, false
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}
