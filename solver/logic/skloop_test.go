package logic

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/internal/logictest"
)

// easterMonster is the puzzle in which Steve Kurzhals found the SK loop.
const easterMonster = "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"

func TestSKLoop(t *testing.T) {
	g, err := solver.Parse(easterMonster)
	if err != nil {
		t.Fatal(err)
	}
	// Rows 2 and 8 and columns 2 and 8 cross in boxes 1, 3, 7 and 9 (at
	// the givens r2c2 = 9, r2c8 = 5, r8c2 = 3, r8c8 = 9). Around them, the
	// sixteen empty cells r1c2, r3c2, r2c1, r2c3 (box 1), and so on, have
	// as candidates only 3 and 8 of row 2, 4 and 5 of row 8, 4 and 8 of
	// column 2, 3 and 9 of column 8, 2 and 7 of boxes 1 and 9, 1 and 6 of
	// boxes 3 and 7: sixteen house digits for sixteen cells, so each is in
	// them. Row 2's 3 and 8 leave r2c5 and r2c6, column 2's 4 and 8 leave
	// r5c2, box 1's 2 and 7 leave r1c3 and r3c1, and so on.
	want := cands(t, "r1c3=7 r2c5=3 r2c5=8 r2c6=8 r3c1=2 r5c2=4 r5c2=8 r5c8=3 r5c8=9 r7c3=1 r8c4=5 r8c5=4 r9c1=6")
	for _, turned := range []bool{false, true} {
		b := NewBoard(g, solver.Grid{})
		w := want
		if turned {
			b = transposeBoard(b)
			w = transposeCands(want)
		}
		steps := All(context.Background(), &b, SKLoop)
		var got []string
		for _, s := range steps {
			got = append(got, fmt.Sprint(logictest.SortedCandidates(s.Eliminations)))
		}
		i := slices.IndexFunc(steps, func(s *Step) bool { return slices.Equal(logictest.SortedCandidates(s.Eliminations), w) })
		if i < 0 {
			t.Fatalf("turned=%v: no SK loop eliminates exactly %v; found %d: %v", turned, w, len(steps), got)
		}
		// One more candidate, 5, in the loop cell r1c2: none of its
		// loop houses (column 2, box 1) covers 5, so the cells need a
		// seventeenth house digit: no loop.
		c := 1
		if turned {
			c = 9
		}
		b.Cands[c] |= 1 << 5
		if steps := All(context.Background(), &b, SKLoop); len(steps) != 0 {
			t.Errorf("turned=%v: with 5 in %s, %d SK loops found, want none", turned, solver.CellName(c), len(steps))
		}
	}
}
