package logic

import (
	"context"
	"testing"

	"sudokubot/solver"
)

// deathBlossomPuzzle is #491 of Sudoku Explainer's top1465: its sixth step
// is a Death Blossom, before any forcing chain.
const deathBlossomPuzzle = "..3...6.......1.9..7..5.....18....5..2..7.1..6.9....72...83..1....2.....4...673.."

// TestDeathBlossom solves deathBlossomPuzzle, checks every step against
// the solution, and checks the Death Blossoms of its path as the technique
// defines them: a stem of three candidates; for each, a petal (an almost
// locked set without the stem) whose cells with that digit all see the
// stem; each eliminated digit in every petal, not in the stem, and each
// elimination outside the petals, seeing every cell of every petal with
// that digit.
func TestDeathBlossom(t *testing.T) {
	g, err := solver.Parse(deathBlossomPuzzle)
	if err != nil {
		t.Fatal(err)
	}
	sol := solver.Solve(g, solver.Options{}).Solutions[0]
	start := NewBoard(g, solver.Grid{})
	p, err := SolvePath(context.Background(), start, Options{}, false)
	if err != nil || !p.Solved {
		t.Fatalf("SolvePath: %v, solved %v", err, p != nil && p.Solved)
	}
	checkPath(t, "top1465 #491", p, start, sol)
	b := start
	found := 0
	for i, s := range p.Steps {
		if s.Technique == DeathBlossom {
			found++
			checkDeathBlossom(t, i+1, s, &b)
		}
		b.Apply(s)
	}
	if found == 0 || p.Steps[5].Technique != DeathBlossom {
		t.Errorf("%d Death Blossoms on the path, step 6 is %v: want one at step 6", found, p.Steps[5].Technique)
	}
}

func checkDeathBlossom(t *testing.T, n int, s *Step, b *Board) {
	t.Helper()
	stem := s.Cells[0]
	var ds []int
	petals := make([]CellSet, 3)
	for _, m := range s.Marks {
		switch {
		case m.Cell == stem && m.Role == RoleOn:
			ds = append(ds, m.Digit)
		case m.Role == RoleKey:
			petals[0].Add(m.Cell)
		case m.Role == RoleAlt:
			petals[1].Add(m.Cell)
		case m.Role == RoleFin:
			petals[2].Add(m.Cell)
		}
	}
	if len(ds) != 3 || b.Cands[stem]&AllDigits != digitSet(ds) {
		t.Fatalf("step %d: stem %s marked %v, its candidates %v", n, solver.CellName(stem), ds, b.Cands[stem]&AllDigits)
	}
	var union CellSet
	for i, p := range petals {
		var digits Digits
		for _, c := range p.Cells() {
			digits |= b.Cands[c] & AllDigits
			if !peerSets[stem].Has(c) && b.Cands[c].Has(ds[i]) {
				t.Errorf("step %d: %s of the petal of %d does not see the stem %s", n, solver.CellName(c), ds[i], solver.CellName(stem))
			}
		}
		if p.Has(stem) || digits.Count() != p.Count()+1 || !digits.Has(ds[i]) {
			t.Errorf("step %d: petal %v of %d has the candidates %v: not an almost locked set with %d, without the stem", n, p.Cells(), ds[i], digits, ds[i])
		}
		union = union.Or(p)
	}
	for _, e := range s.Eliminations {
		if union.Has(e.Cell) || digitSet(ds).Has(e.Digit) {
			t.Errorf("step %d: eliminates %v, in a petal or a digit of the stem", n, e)
		}
		for _, p := range petals {
			in := false
			for _, c := range p.Cells() {
				if b.Cands[c].Has(e.Digit) {
					in = true
					if !peerSets[e.Cell].Has(c) {
						t.Errorf("step %d: eliminates %v, which does not see %s", n, e, solver.CellName(c))
					}
				}
			}
			if !in {
				t.Errorf("step %d: eliminates %v, not in petal %v", n, e, p.Cells())
			}
		}
	}
}

func digitSet(ds []int) Digits {
	var out Digits
	for _, d := range ds {
		out |= 1 << d
	}
	return out
}
