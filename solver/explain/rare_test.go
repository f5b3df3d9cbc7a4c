package explain

import (
	"context"
	"strings"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// gridBoard returns a board of nine rows of nine fields each: a field is
// a cell's candidates ("1234"), or "=d" for a filled cell (as in
// solver/logic's tests).
func gridBoard(t *testing.T, rows ...string) logic.Board {
	t.Helper()
	if len(rows) != 9 {
		t.Fatalf("gridBoard: %d rows, want 9", len(rows))
	}
	var b logic.Board
	for r, row := range rows {
		fields := strings.Fields(row)
		if len(fields) != 9 {
			t.Fatalf("gridBoard: row %d has %d fields, want 9", r+1, len(fields))
		}
		for c, f := range fields {
			cell := r*9 + c
			if d, ok := strings.CutPrefix(f, "="); ok {
				b.Values[cell] = d[0] - '0'
				continue
			}
			for _, ch := range f {
				b.Cands[cell] |= 1 << (ch - '0')
			}
		}
	}
	return b
}

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
		{logic.MSLS, gridBoard(t,
			"125 126 17  28  129 =9  =9 =9 =9",
			"35  46  347 38  =9  349 =9 =9 =9",
			"=9  =9  =9  =9  =9  =9  =9 =9 =9",
			"=9  =9  =9  =9  =9  =9  =9 =9 =9",
			"59  =9  =9  =9  =9  =9  =9 =9 =9",
			"=9  =9  =9  =9  =9  =9  =9 =9 =9",
			"=9  =9  =9  =9  =9  =9  =9 =9 =9",
			"=9  =9  =9  =9  =9  =9  =9 =9 =9",
			"=9  =9  =9  =9  =9  =9  =9 =9 =9")},
		{logic.JExocet, gridBoard(t,
			"13    24    56789 56789 56789 56789 56789 56789 56789",
			"56789 56789 56789 12349 1234  56789 5678  =2    56789",
			"56789 56789 56789 5678  =1    56789 12345 1234  56789",
			"56789 56789 1234  56789 56789 56789 56789 56789 56789",
			"56789 56789 56789 1234  56789 56789 1234  56789 56789",
			"56789 56789 56789 56789 56789 56789 56789 56789 56789",
			"56789 56789 56789 56789 56789 56789 56789 56789 56789",
			"56789 56789 56789 56789 56789 56789 56789 56789 56789",
			"56789 56789 56789 56789 56789 56789 56789 56789 56789")},
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
