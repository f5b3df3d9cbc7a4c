package explain

import (
	"context"
	"strings"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// TestTrialStep checks the text of a labelled trial on a board where only
// the first tiers may be used: it names the cell and says it is a trial.
func TestTrialStep(t *testing.T) {
	g, _ := solver.Parse("800000000003600000070090200050007000000045700000100030001000068008500010090000400")
	p, err := logic.SolvePath(context.Background(), logic.NewBoard(g, solver.Grid{}), logic.Options{MaxTier: 2}, false)
	if err != nil || p.Solved {
		t.Fatalf("tiers 1-2 should get stuck: %v, solved %v", err, p.Solved)
	}
	s, err := logic.TrialStep(context.Background(), &p.Final)
	if err != nil {
		t.Fatal(err)
	}
	pl := s.Placements[0]
	for _, lang := range locale.All() {
		text := For(lang).Explain(s)
		word := [...]string{"trial", "试探", "проб"}[lang]
		if !strings.Contains(text, cellName(pl.Cell)) || !strings.Contains(text, word) {
			t.Errorf("trial explanation (%v) without %s or %q: %s", lang, cellName(pl.Cell), word, text)
		}
	}
}

// TestTrialContradiction checks that a wrong choice which the easy steps
// refute is shown with its contradiction.
func TestTrialContradiction(t *testing.T) {
	s := &logic.Step{
		Technique:  logic.Trial,
		Placements: []logic.Candidate{{Cell: 2, Digit: 4}},
		Digits:     logic.DigitSet(1, 2, 4),
		Cells:      []int{2},
		Trials: []logic.TrialBranch{
			{Digit: 1, Placed: []logic.Candidate{{Cell: 20, Digit: 4}}, Found: true, Cell: -1, House: solver.HouseOf(solver.Box, 2), Missing: 2},
			{Digit: 2, Found: true, Cell: 11},
		},
	}
	for _, tc := range []struct {
		lang locale.Lang
		want []string
	}{
		{locale.English, []string{"a contradiction, so r1c3 ≠ 1", "2 has no place left in box 1", "r2c3 has no candidate left", "So r1c3 = 4."}},
		{locale.Chinese, []string{"矛盾，所以r1c3 ≠ 1", "第1宫中已无处可填2", "r2c3没有候选数了", "所以r1c3 = 4。"}},
		{locale.Russian, []string{"противоречие, значит, r1c3 ≠ 1", "цифре 2 не осталось места в блоке 1", "в r2c3 не осталось кандидатов", "Значит, r1c3 = 4."}},
	} {
		text := For(tc.lang).Explain(s)
		for _, want := range tc.want {
			if !strings.Contains(text, want) {
				t.Errorf("trial explanation in %v without %q: %s", tc.lang, want, text)
			}
		}
	}
}
