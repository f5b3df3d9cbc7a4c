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
	repairCells = 10 // the least confident cells whose reading may change alone
	// repairAlternatives: the values a digit may change to, likeliest
	// first (a cell read empty may become any digit).
	repairAlternatives = 3
	repairChange       = 3    // at most this many moves made at once (see [Reading.Check])
	repairTries        = 2000 // at most this many grids tried (solver calls)
	// repairSteps bounds the exact solver's guesses over all the grids
	// tried ([solver.Result.Steps], about 3 µs each): a grid without a
	// solution can take many to prove so, and a picture chooses its
	// grids, so tries alone do not bound the time.
	repairSteps = 300_000
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
	// proper puzzle. Of a game in progress (see [Reading.Check]), it is
	// what it says of the givens.
	Verdict solver.Verdict
	// Repairs lists the cells changed to make the grid proper ("I read r4c7
	// as 1, not 7"): cells changed alone first, most doubtful first, then
	// the cells of each digit misread alike, in order.
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
// the reading is repaired if it can be: up to three moves at a time, most
// likely first, and the first grid with exactly one solution wins; at
// most 2000 grids are tried, with 300,000 guesses of the solver in all
// (about a second). A move gives one of the ten least confident cells
// another value (one of a digit's three likeliest others, empty among
// them; any digit to a cell read empty), or changes together
// every doubtful cell read as the same digit with the same runner-up: a
// face draws a digit the same way each time, so one it misreads once it
// misreads wherever it appears. What cannot be repaired is left as read,
// with its verdict and conflicts.
//
// A reading with entries whose givens alone have exactly one solution is
// a game in progress: the givens are its puzzle, checked alone, and
// nothing is repaired, since an entry that repeats a digit or is not the
// solution's is the person's mistake, not a misread (repaired, it would
// never be named); its Conflicts are the cells its mistakes clash in,
// and its Doubtful cells also the digits whose layer is doubtful
// ([Reading.CellConfidence]: a given or the person's?).
func (rd *Reading) Check() Checked {
	c, _ := rd.check(repairSteps)
	return c
}

// check is Check with at most budget guesses for the repairs; it returns
// how many they took.
func (rd *Reading) check(budget int) (Checked, int) {
	var s solver.Solver
	c := Checked{Grid: rd.Grid, Verdict: solver.NoSolution}
	_, game, spent := rd.gameSolution(&s, budget)
	if game {
		c.Verdict = solver.Unique
	} else if rd.Grid.Validate() == nil {
		c.Verdict = s.Solve(rd.Grid, solver.Options{}).Verdict()
	}
	verdict := func(g solver.Grid) solver.Verdict {
		if g.Validate() != nil {
			return solver.NoSolution
		}
		r := s.Solve(g, solver.Options{StepLimit: max(1, budget-spent)})
		spent += max(1, r.Steps)
		return r.Verdict()
	}
	if c.Verdict != solver.Unique {
		if g, rs, ok := rd.repair(verdict, func() bool { return spent >= budget }); ok {
			c.Grid, c.Verdict, c.Repairs = g, solver.Unique, rs
		}
	}
	repaired := map[int]bool{}
	for _, r := range c.Repairs {
		repaired[r.Cell] = true
	}
	for i, p := range rd.Confidence {
		if (game && rd.GameDoubtful(i) || !game && p < Doubt) && !repaired[i] {
			c.Doubtful = append(c.Doubtful, i)
		}
	}
	if err := c.Grid.Validate(); err != nil {
		c.Conflicts = conflictCells(err)
	}
	return c, spent
}

// gameSolution reports whether rd is a game in progress (see
// [Reading.Check]): it has entries, and its givens have exactly one
// solution within budget of the solver's guesses. It returns the
// solution, and the guesses it took.
func (rd *Reading) gameSolution(s *solver.Solver, budget int) (solver.Grid, bool, int) {
	givens := rd.Givens()
	if rd.Entries() == (solver.Grid{}) || givens.Validate() != nil {
		return solver.Grid{}, false, 0
	}
	r := s.Solve(givens, solver.Options{MaxSolutions: 2, StepLimit: max(1, budget)})
	if r.Verdict() != solver.Unique {
		return solver.Grid{}, false, r.Steps
	}
	return r.Solutions[0], true, r.Steps
}

// GameDoubtful reports whether cell i of a game in progress (see
// [Reading.Check]) is read in doubt: its value ([Doubt] over its
// Confidence), or for a digit also whose it is ([Reading.CellConfidence],
// a given or the person's?).
func (rd *Reading) GameDoubtful(i int) bool {
	if rd.Grid[i] != 0 {
		return rd.CellConfidence(i) < Doubt // never above Confidence
	}
	return rd.Confidence[i] < Doubt
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

// A move is a set of changes made together: one cell's, or those of every
// doubtful cell that confuses the same two digits.
type move struct {
	changes []change
	cost    float64
}

// repair searches for the most likely grid with exactly one solution that
// differs from the reading by at most repairChange moves (see
// [Reading.Check]), until spent says the solver's budget is.
func (rd *Reading) repair(verdict func(solver.Grid) solver.Verdict, spent func() bool) (solver.Grid, []Repair, bool) {
	changeTo := func(i int, v uint8) change {
		return change{i, v, math.Log(float64(rd.Prob[i][rd.Grid[i]])) - math.Log(float64(rd.Prob[i][v]))}
	}
	cells := make([]int, 81)
	for i := range cells {
		cells[i] = i
	}
	// By the classifier's probability, not the calibrated Confidence: the
	// moves are the classifier's alternatives.
	prob := func(i int) float64 { return float64(rd.Prob[i][rd.Grid[i]]) }
	slices.SortStableFunc(cells, func(a, b int) int { return cmpFloat(prob(a), prob(b)) })
	// Each of the least confident cells' alternatives: at most three of a
	// digit's; of a cell read empty, every digit's, since the ink of a
	// digit too faint or broken to be seen says little about which digit
	// it is (a photo's 7 read empty whose likeliest digits were 1, 8 and 4).
	var moves []move
	for _, i := range cells[:repairCells] {
		var a []change
		for v := range uint8(Classes) {
			if v != rd.Grid[i] && rd.Prob[i][v] >= 1e-4 {
				a = append(a, changeTo(i, v))
			}
		}
		slices.SortFunc(a, func(x, y change) int { return cmpFloat(x.cost, y.cost) })
		keep := repairAlternatives
		if rd.Grid[i] == 0 {
			keep = len(a)
		}
		for _, ch := range a[:min(len(a), keep)] {
			moves = append(moves, move{[]change{ch}, ch.cost})
		}
	}
	// The doubtful cells read as digit a whose runner-up is digit b, for
	// each pair met at least twice: all changed to b in one move.
	var confused [Classes][Classes][]int
	for i := range 81 {
		a, b := rd.Grid[i], runnerUp(rd.Prob[i], rd.Grid[i])
		if rd.Confidence[i] < Doubt && a != 0 && b != 0 && rd.Prob[i][b] >= 1e-4 {
			confused[a][b] = append(confused[a][b], i)
		}
	}
	for a := range confused {
		for b, group := range confused[a] {
			if len(group) < 2 {
				continue
			}
			m := move{}
			for _, i := range group {
				ch := changeTo(i, uint8(b))
				m.changes = append(m.changes, ch)
				m.cost += ch.cost
			}
			moves = append(moves, m)
		}
	}
	// All sets of up to repairChange moves changing no cell twice, tried
	// cheapest first.
	type set struct {
		moves []int
		cost  float64
	}
	var sets []set
	var touched [81]bool
	var build func(from int, cur []int, cost float64)
	build = func(from int, cur []int, cost float64) {
		if len(cur) > 0 {
			sets = append(sets, set{slices.Clone(cur), cost})
		}
		if len(cur) == repairChange {
			return
		}
	next:
		for k := from; k < len(moves); k++ {
			for _, ch := range moves[k].changes {
				if touched[ch.cell] {
					continue next
				}
			}
			for _, ch := range moves[k].changes {
				touched[ch.cell] = true
			}
			build(k+1, append(cur, k), cost+moves[k].cost)
			for _, ch := range moves[k].changes {
				touched[ch.cell] = false
			}
		}
	}
	build(0, nil, 0)
	slices.SortStableFunc(sets, func(a, b set) int { return cmpFloat(a.cost, b.cost) })
	for n, st := range sets {
		if n == repairTries || spent() {
			break
		}
		g := rd.Grid
		for _, k := range st.moves {
			for _, ch := range moves[k].changes {
				g[ch.cell] = ch.v
			}
		}
		if verdict(g) == solver.Unique {
			var rs []Repair
			for _, k := range st.moves {
				for _, ch := range moves[k].changes {
					rs = append(rs, Repair{Cell: ch.cell, Read: rd.Grid[ch.cell], Now: ch.v})
				}
			}
			return g, rs, true
		}
	}
	return rd.Grid, nil, false
}

// runnerUp returns the likeliest value of p other than read.
func runnerUp(p [Classes]float32, read uint8) uint8 {
	b := uint8(0)
	if read == 0 {
		b = 1
	}
	for v := range uint8(Classes) {
		if v != read && p[v] > p[b] {
			b = v
		}
	}
	return b
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
