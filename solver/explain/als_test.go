package explain

import (
	"context"
	"strings"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
	"testing"
)

func TestALSExplained(t *testing.T) {
	for _, tc := range []struct {
		tech  logic.Technique
		board []string
		cells []string
		words []string
	}{
		{logic.ALSXZ, []string{"r1c1", "12", "r1c5", "13", "r3c6", "23", "r3c2", "259", "r1c6", "268"},
			[]string{"r1c1", "r1c5", "r3c6"}, []string{"X = ", "Z = 2", "restricted common"}},
		{logic.ALSXZ, []string{"r1c1", "12", "r1c5", "13", "r1c6", "23", "r1c8", "1239", "r2c4", "37"},
			[]string{"r1c1", "r1c5", "r1c6"}, []string{"are both restricted common digits"}},
		{logic.ALSXYWing, []string{"r5c5", "12", "r5c1", "13", "r1c5", "23", "r1c1", "346"},
			[]string{"r5c5", "r5c1", "r1c5"}, []string{"C = {r5c5}", "Z = 3"}},
		{logic.SueDeCoq, []string{"r1c1", "1234", "r1c2", "1234", "r1c5", "12", "r2c1", "34", "r1c7", "156", "r3c3", "378"},
			[]string{"r1c1", "r1c2", "r1c5", "r2c1"}, []string{"row 1", "box 1"}},
	} {
		b := canvasBoard(t, tc.board...)
		steps := logic.All(context.Background(), &b, tc.tech)
		if len(steps) == 0 {
			t.Errorf("%v: no step on %v", tc.tech, tc.board)
			continue
		}
		// The step of the smallest sets comes first.
		s := steps[0]
		checkExplained(t, s, tc.cells...)
		en := For(locale.English).Explain(s)
		for _, w := range tc.words {
			if !strings.Contains(en, w) {
				t.Errorf("%v: the explanation does not say %q: %s", tc.tech, w, en)
			}
		}
	}
}

// TestALSParts checks that the explainers recover each ALS of a step from
// its marks and chains, and that the marks follow the documented roles.
func TestALSParts(t *testing.T) {
	b := canvasBoard(t, "r1c1", "12", "r1c5", "13", "r1c6", "23", "r1c8", "1239", "r2c4", "37")
	for _, s := range logic.All(context.Background(), &b, logic.ALSXZ) {
		parts := alsParts(s)
		var all logic.CellSet
		n := 0
		for _, p := range parts {
			all = all.Or(p.cells)
			n += p.cells.Count()
			if p.digits.Count() != p.cells.Count()+1 {
				t.Errorf("%v: part %v has digits %v: not an ALS", s.Technique, p.cells.Cells(), p.digits)
			}
		}
		if all != logic.CellsOf(s.Cells...) || n != len(s.Cells) {
			t.Errorf("%v: parts %v do not cover the cells %v once", s.Technique, parts, s.Cells)
		}
		if rccDigits(s) == 0 {
			t.Errorf("%v: no restricted common marked", s.Technique)
		}
	}
}
