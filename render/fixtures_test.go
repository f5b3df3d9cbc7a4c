package render

import (
	"errors"
	"slices"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// The puzzles and steps the tests draw. The steps were found by hand on
// the boards logic.NewBoard makes of the puzzles, except the two marked as
// drawn for their shapes.
const (
	inkala         = "800000000003600000070090200050007000000045700000100030001000068008500010090000400"
	inkalaSolution = "812753649943682175675491283154237896369845721287169534521974368438526917796318452"
	// top1465 #499: an XY-chain, a hidden single and pointing on digit 4.
	chainPuzzle = ".139.....7...........24..1......1...48..6.........39.6.........2.5...74..6...489."
	// top1465 #116: an X-Wing on digit 2.
	xwingPuzzle = "..1....8....2..5.....6.........41.3.62....7..........927.8.........3...45........"
)

func grid(t testing.TB, s string) solver.Grid {
	t.Helper()
	g, err := solver.Parse(s)
	if err != nil {
		t.Fatalf("solver.Parse(%q): %v", s, err)
	}
	return g
}

func board(t testing.TB, s string) logic.Board {
	return logic.NewBoard(grid(t, s), solver.Grid{})
}

// cell returns the index of the cell in row r, column c, both from 1.
func cell(r, c int) int { return 9*(r-1) + c - 1 }

func cand(r, c, d int) logic.Candidate { return logic.Candidate{Cell: cell(r, c), Digit: d} }

func mark(r, c, d int, role logic.Role) logic.Mark {
	return logic.Mark{Candidate: cand(r, c, d), Role: role}
}

func node(d int, on bool, cells ...int) logic.Node {
	return logic.Node{Digit: d, Cells: logic.CellsOf(cells...), On: on}
}

func row(i int) solver.House { return solver.House{Kind: solver.Row, Index: i - 1} }
func col(i int) solver.House { return solver.House{Kind: solver.Column, Index: i - 1} }
func box(i int) solver.House { return solver.House{Kind: solver.Box, Index: i - 1} }

// hiddenSingle: 4 appears in row 6 only in r6c4.
func hiddenSingle(t testing.TB) Hint {
	return Hint{Board: board(t, chainPuzzle), Step: logic.Step{
		Technique:  logic.HiddenSingle,
		Placements: []logic.Candidate{cand(6, 4, 4)},
		Digits:     logic.DigitSet(4),
		Houses:     []solver.House{row(6)},
		Cells:      []int{cell(6, 4)},
	}}
}

// pointing: in box 1, 4 is only in row 2, so row 2 has no 4 outside box 1.
func pointing(t testing.TB) Hint {
	return Hint{Board: board(t, chainPuzzle), Step: logic.Step{
		Technique:    logic.Pointing,
		Eliminations: []logic.Candidate{cand(2, 7, 4), cand(2, 9, 4)},
		Digits:       logic.DigitSet(4),
		Houses:       []solver.House{box(1), row(2)},
		Cells:        []int{cell(2, 2), cell(2, 3)},
		Marks:        []logic.Mark{mark(2, 2, 4, logic.RoleKey), mark(2, 3, 4, logic.RoleKey)},
	}}
}

// xWing: 2 in rows 1 and 4 only in columns 7 and 9.
func xWing(t testing.TB) Hint {
	return Hint{Board: board(t, xwingPuzzle), Step: logic.Step{
		Technique: logic.XWing,
		Eliminations: []logic.Candidate{
			cand(3, 7, 2), cand(3, 9, 2), cand(6, 7, 2), cand(8, 7, 2), cand(9, 7, 2), cand(9, 9, 2),
		},
		Digits: logic.DigitSet(2),
		Houses: []solver.House{row(1), row(4), col(7), col(9)},
		Cells:  []int{cell(1, 7), cell(1, 9), cell(4, 7), cell(4, 9)},
		Marks: []logic.Mark{
			mark(1, 7, 2, logic.RoleKey), mark(1, 9, 2, logic.RoleKey),
			mark(4, 7, 2, logic.RoleKey), mark(4, 9, 2, logic.RoleKey),
		},
		Size:   2,
		Detail: &logic.FishDetail{Digit: 2, Base: []solver.House{row(1), row(4)}, Cover: []solver.House{col(7), col(9)}},
	}}
}

// xyChain: r3c2 is 9 unless it is 5, and then r8c2 is 3, r9c1 is 1 and
// r6c1 is 5: either r3c2 or r6c1 is 5, so no cell seeing both is.
func xyChain(t testing.TB) Hint {
	type hop struct{ r, c, off, on int }
	hops := []hop{{3, 2, 5, 9}, {8, 2, 9, 3}, {9, 1, 3, 1}, {6, 1, 1, 5}}
	var chain logic.Chain
	var marks []logic.Mark
	var cells []int
	for k, h := range hops {
		i := cell(h.r, h.c)
		cells = append(cells, i)
		chain = append(chain, logic.Link{From: node(h.off, false, i), To: node(h.on, true, i)})
		if k+1 < len(hops) {
			next := cell(hops[k+1].r, hops[k+1].c)
			chain = append(chain, logic.Link{From: node(h.on, true, i), To: node(h.on, false, next)})
		}
		marks = append(marks, logic.Mark{Candidate: cand(h.r, h.c, h.off), Role: logic.RoleOff},
			logic.Mark{Candidate: cand(h.r, h.c, h.on), Role: logic.RoleOn})
	}
	return Hint{Board: board(t, chainPuzzle), Step: logic.Step{
		Technique:    logic.XYChain,
		Eliminations: []logic.Candidate{cand(1, 1, 5), cand(3, 1, 5), cand(4, 2, 5), cand(6, 2, 5)},
		Digits:       logic.DigitSet(5),
		Cells:        cells,
		Marks:        marks,
		Chains:       []logic.Chain{chain},
		Size:         len(chain),
	}}
}

// groupedChain is drawn for its shapes: strong and weak links into and out
// of nodes of two cells, on digit 4, and a link within one cell.
func groupedChain(t testing.TB) Hint {
	g1 := node(4, false, cell(2, 2), cell(2, 3))
	g2 := node(4, true, cell(2, 7), cell(2, 9))
	return Hint{Board: board(t, chainPuzzle), Step: logic.Step{
		Technique: logic.GroupedAIC,
		Digits:    logic.DigitSet(4),
		Marks: []logic.Mark{
			mark(2, 2, 4, logic.RoleOff), mark(2, 3, 4, logic.RoleOff),
			mark(2, 7, 4, logic.RoleOn), mark(2, 9, 4, logic.RoleOn),
			mark(1, 7, 4, logic.RoleOff), mark(1, 9, 4, logic.RoleOn),
			mark(4, 9, 4, logic.RoleOff), mark(4, 9, 7, logic.RoleOn),
		},
		Chains: []logic.Chain{{
			{From: g1, To: g2},
			{From: g2, To: node(4, false, cell(1, 7))},
			{From: node(4, false, cell(1, 7)), To: node(4, true, cell(1, 9))},
			{From: node(4, true, cell(1, 9)), To: node(4, false, cell(4, 9))},
			{From: node(4, false, cell(4, 9)), To: node(7, true, cell(4, 9))},
		}},
	}}
}

// roles is drawn for its colours: one mark of every role, a placement and
// an elimination, side by side.
func roles(t testing.TB) Hint {
	return Hint{Board: board(t, chainPuzzle), Step: logic.Step{
		Placements:   []logic.Candidate{cand(6, 4, 4)},
		Eliminations: []logic.Candidate{cand(5, 7, 2), cand(5, 8, 2)},
		Marks: []logic.Mark{
			mark(5, 7, 1, logic.RoleKey), mark(5, 7, 3, logic.RoleAlt),
			mark(5, 7, 5, logic.RoleFin), mark(5, 7, 7, logic.RoleOn),
			mark(5, 7, 8, logic.RoleOff),
		},
	}}
}

// mistakes: the inkala puzzle half filled in, with three wrong entries.
func mistakes(t testing.TB) Mistakes {
	p, s := grid(t, inkala), grid(t, inkalaSolution)
	entries := p
	for i := range 45 {
		entries[i] = s[i]
	}
	entries[cell(2, 2)], entries[cell(3, 9)], entries[cell(5, 1)] = 7, 1, 6
	return Mistakes{Puzzle: p, Entries: entries, Wrong: entries.Diff(s)}
}

// mistakesMarks: mistakes with the person's pencil marks in a few empty
// cells, as a game read from a picture has them, and one under a filled
// cell, which is not drawn.
func mistakesMarks(t testing.TB) Mistakes {
	m := mistakes(t)
	m.Marks[cell(6, 1)] = 1<<1 | 1<<3 | 1<<9
	m.Marks[cell(6, 2)] = 1<<2 | 1<<4 | 1<<5 | 1<<6 | 1<<7 | 1<<8
	m.Marks[cell(7, 5)] = 1<<2 | 1<<8
	m.Marks[cell(1, 1)] = 1 << 4 // under a filled cell: not drawn
	return m
}

// conflicts: the inkala puzzle with a 5 in r1c1 and r1c2, next to the 5
// in r4c2.
func conflicts(t testing.TB) Conflicts {
	text := "55" + inkala[2:]
	g, err := solver.Parse(text)
	var ce *solver.ConflictError
	if !errors.As(err, &ce) {
		t.Fatalf("solver.Parse(%q) = %v, want a conflict", text, err)
	}
	return Conflicts{Puzzle: g, Conflicts: ce.Conflicts}
}

// blocked: the inkala puzzle with five givens added (r2c1=1, r4c3=9,
// r5c2=3, r6c2=2, r9c1=6), none repeating, so that the row, column and
// box of r5c1 hold all nine digits between them.
func blocked(t testing.TB) Blocked {
	g := grid(t, "800000000"+"103600000"+"070090200"+"059007000"+"030045700"+"020100030"+"001000068"+"008500010"+"690000400")
	if !slices.Equal(g.Blocked(), []int{cell(5, 1)}) {
		t.Fatalf("%s: Blocked() = %v, want [%d] (r5c1)", g, g.Blocked(), cell(5, 1))
	}
	return Blocked{Puzzle: g, Cells: g.Blocked()}
}

// ambiguous is a puzzle of two solutions as /count shows it: the solution
// of Inkala's puzzle with the four cells of a rectangle whose two digits can swap left
// empty, and, one by one, every other cell of the first five rows that
// keeps the count at two.
func ambiguous(t testing.TB) Ambiguous {
	sol := grid(t, inkalaSolution)
	var s solver.Solver
	p := sol
	found := false
	for i := 0; i < 81 && !found; i++ {
		for j := i + 1; j < 81 && !found; j++ {
			r1, c1, r2, c2 := i/9, i%9, j/9, j%9
			if r1 == r2 || c1 == c2 || (r1/3 == r2/3) == (c1/3 == c2/3) {
				continue
			}
			if sol[i] == sol[j] && sol[r1*9+c2] == sol[r2*9+c1] {
				for _, k := range []int{i, j, r1*9 + c2, r2*9 + c1} {
					p[k] = 0
				}
				found = true
			}
		}
	}
	if !found {
		t.Fatal("no rectangle of two digits in the solution")
	}
	for k := range 45 {
		if p[k] == 0 {
			continue
		}
		q := p
		q[k] = 0
		if c := s.CountSolutions(q, 10, 0); c.Exact && c.N == 2 {
			p = q
		}
	}
	c := s.CountSolutions(p, 10, 0)
	if !c.Exact || c.N != 2 {
		t.Fatalf("the fixture has %d solutions (exact %v), want 2", c.N, c.Exact)
	}
	var varies []int
	for i, v := range c.Varies {
		if v {
			varies = append(varies, i)
		}
	}
	return Ambiguous{Puzzle: p, Shared: c.First, Varies: varies}
}
