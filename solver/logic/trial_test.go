package logic

import (
	"context"
	"testing"

	"sudokubot/solver"
)

// TestTrialStep checks the labelled trial on a board where only the first
// tiers may be used, so a trial is needed: it places the right digit and
// has a branch for each wrong choice.
func TestTrialStep(t *testing.T) {
	g, _ := solver.Parse("800000000003600000070090200050007000000045700000100030001000068008500010090000400")
	sol := solver.Solve(g, solver.Options{}).Solutions[0]
	b := NewBoard(g, solver.Grid{})
	p, err := SolvePath(context.Background(), b, Options{MaxTier: 2}, false)
	if err != nil || p.Solved {
		t.Fatalf("tiers 1-2 should get stuck: %v, solved %v", err, p.Solved)
	}
	s, err := TrialStep(context.Background(), &p.Final)
	if err != nil {
		t.Fatal(err)
	}
	pl := s.Placements[0]
	if int(sol[pl.Cell]) != pl.Digit || s.Technique != Trial {
		t.Fatalf("trial places %v, the solution has %d", pl, sol[pl.Cell])
	}
	if len(s.Trials) != s.Digits.Count()-1 {
		t.Errorf("%d branches for %d candidates", len(s.Trials), s.Digits.Count())
	}
}

// TestTrialContradiction checks that a wrong choice which the easy steps
// refute reaches its contradiction.
func TestTrialContradiction(t *testing.T) {
	g, _ := solver.Parse("530070000600195000098000060800060003400803001700020006060000280000419005000080079")
	b := NewBoard(g, solver.Grid{})
	br := tryChoice(context.Background(), b, 2, 1) // r1c3 is 4 in the solution
	if !br.Found || br.Cell < 0 && br.Missing == 0 {
		t.Fatalf("r1c3 = 1 reached no contradiction: %+v", br)
	}
}
