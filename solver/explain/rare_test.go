package explain

import (
	"context"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/internal/logictest"
	"sudokubot/solver/logic"
)

// TestRareTechniquesEveryLanguage checks, in every language, the texts of
// the techniques the shared sets seldom or never reach: an SK loop (Easter
// Monster), a multi-sector locked set and a Junior Exocet (boards of
// solver/logic's tests), a remote pair, and a trial.
func TestRareTechniquesEveryLanguage(t *testing.T) {
	ctx := context.Background()
	easter, err := solver.Parse("1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		tech  logic.Technique
		board logic.Board
	}{
		{logic.SKLoop, logic.NewBoard(easter, solver.Grid{})},
		{logic.MSLS, gridBoard(t, logictest.MSLSRows...)},
		{logic.JExocet, gridBoard(t, logictest.JExocetRows...)},
	} {
		b := tc.board
		steps := logic.All(ctx, &b, tc.tech)
		if len(steps) == 0 {
			t.Errorf("%v: no step", tc.tech)
			continue
		}
		for _, s := range steps {
			checkLanguages(t, tc.tech.String(), s)
			checkStepTexts(t, tc.tech.String(), s)
		}
	}
	for _, tc := range chainCases {
		b := pmBoard(t, tc.pm)
		for _, s := range logic.All(ctx, &b, tc.tech) {
			checkLanguages(t, tc.name, s)
		}
	}
	g, _ := solver.Parse("800000000003600000070090200050007000000045700000100030001000068008500010090000400")
	p, err := logic.SolvePath(ctx, logic.NewBoard(g, solver.Grid{}), logic.Options{MaxTier: 2}, false)
	if err != nil {
		t.Fatal(err)
	}
	s, err := logic.TrialStep(ctx, &p.Final)
	if err != nil {
		t.Fatal(err)
	}
	checkLanguages(t, "trial", s)
}
