package logictest

import (
	"strings"
	"testing"

	"sudokubot/solver"
)

type cands uint16

func TestCell(t *testing.T) {
	for name, want := range map[string]int{"r1c1": 0, "r5c4": 39, "r9c9": 80} {
		if got := Cell(t, name); got != want {
			t.Errorf("Cell(%q) = %d, want %d", name, got, want)
		}
	}
}

// TestTemplates counts the placements of a digit on an empty board with
// every candidate, the known 46,656; and on the X-Wing picture that
// each placement fills every row, column and box once.
func TestTemplates(t *testing.T) {
	b := CandBoard[cands](t, "")
	if n := len(b.Templates(1)); n != 46656 {
		t.Errorf("placements of 1 on an empty board: %d, want 46656", n)
	}
	x := DigitBoard[cands](t, 4, XWingPicture...)
	ts := x.Templates(4)
	if len(ts) == 0 {
		t.Fatal("no placement of 4 on the X-Wing picture")
	}
	for _, tm := range ts {
		var rows, cols, boxes [9]int
		for i, in := range tm {
			if in || x.Values[i] == 4 {
				rows[i/9]++
				cols[i%9]++
				boxes[i/27*3+i%9/3]++
			}
		}
		if rows != [9]int{1, 1, 1, 1, 1, 1, 1, 1, 1} || cols != rows || boxes != rows {
			t.Fatalf("placement %v: rows %v, columns %v, boxes %v", tm, rows, cols, boxes)
		}
	}
}

func TestBoards(t *testing.T) {
	c := CanvasBoard[cands](t, "r1c1", "27", "*r9c9", "")
	if c.Values[0] != 0 || c.Cands[0] != 1<<2|1<<7 || c.Puzzle[80] != Canvas[80] || c.Values[80] != Canvas[80] {
		t.Errorf("CanvasBoard: r1c1 = %d (candidates %b), r9c9 given %d", c.Values[0], c.Cands[0], c.Puzzle[80])
	}
	pm := PencilMarks[cands](t, "[5] 12"+strings.Repeat(" 3", 79))
	if pm.Values[0] != 5 || pm.Puzzle[0] != 5 || pm.Cands[1] != 1<<1|1<<2 || pm.Cands[80] != 1<<3 {
		t.Errorf("PencilMarks: r1c1 %d given %d, r1c2 %b, r9c9 %b", pm.Values[0], pm.Puzzle[0], pm.Cands[1], pm.Cands[80])
	}
	cb := CandBoard[cands](t, "c5-1 r5c5=16")
	if cb.Cands[4]>>1&1 != 0 || cb.Cands[40] != 1<<1|1<<6 || cb.Cands[3] != allDigits {
		t.Errorf("CandBoard: r1c5 %b, r5c5 %b, r1c4 %b", cb.Cands[4], cb.Cands[40], cb.Cands[3])
	}
	g := GridBoard[cands](t, MSLSRows...)
	if g.Cands[0] != 1<<1|1<<2|1<<5 || g.Values[5] != 9 {
		t.Errorf("GridBoard: r1c1 %b, r1c6 %d", g.Cands[0], g.Values[5])
	}
}

func TestStepKey(t *testing.T) {
	type cand struct{ Cell, Digit int }
	rows := []solver.House{{Kind: solver.Row, Index: 1}, {Kind: solver.Column, Index: 7}}
	for _, tc := range []struct {
		houses []solver.House
		cells  []int
		elims  []cand
		want   string
	}{
		{rows, nil, []cand{{80, 4}, {41, 4}, {80, 4}}, "r2 c8 => r5c6 r9c9"},
		{nil, []int{0, 10}, []cand{{80, 4}, {41, 2}}, "r1c1 r2c2 => r5c6=2 r9c9=4"},
	} {
		if got := StepKey(tc.houses, tc.cells, tc.elims); got != tc.want {
			t.Errorf("StepKey(%v, %v, %v) = %q, want %q", tc.houses, tc.cells, tc.elims, got, tc.want)
		}
	}
}

func TestReglibGrid(t *testing.T) {
	givens, entries, ok := ReglibGrid("+12" + strings.Repeat(".", 78) + "9")
	if !ok || entries[0] != 1 || givens[0] != 0 || givens[1] != 2 || givens[80] != 9 || entries.Count() != 1 || givens.Count() != 2 {
		t.Errorf("ReglibGrid: givens %v, entries %v, %v", givens, entries, ok)
	}
	if _, _, ok := ReglibGrid(strings.Repeat(".", 80)); ok {
		t.Error("ReglibGrid of 80 cells: ok")
	}
}
