package explain

import (
	"fmt"
	"strings"
	"sudokubot/solver/logic"
)

// wingWords holds the sentences of wings: XY-Wing, XYZ-Wing and W-Wing, in
// one language (see stepWords).
type wingWords interface {
	seesIn(c int, e logic.Candidate, h string) string
	partSep() string
	cellCands(c int, cands string) string
	seesAll(c int, items []string) string
	xyWing(s *logic.Step, p, a, b, x, y, z int) string
	xyzWing(s *logic.Step, p, a, b, x, y, z int) string
	wWing(s *logic.Step, e1, e2, w1, w2, h, x, y int) string
}

// seenThrough names the house through which cell e sees cell c: their
// row, column or box, in that order.
func seenThrough(e, c int) int {
	for k := range 3 {
		if cellHouses[e][k] == cellHouses[c][k] {
			return cellHouses[e][k]
		}
	}
	return -1
}

// whySees says, for every eliminated cell, through which houses it sees
// each of the cells: "r2c2 sees r2c5 in row 2 and r5c2 in column 2; …"
// or "r2c2与r2c5同在第2行，与r5c2同在第2列；…".
func whySees(w language, elims []logic.Candidate, cells []int) string {
	var parts []string
	var done logic.CellSet
	for _, e := range elims {
		if done.Has(e.Cell) {
			continue
		}
		done.Add(e.Cell)
		items := make([]string, len(cells))
		for i, c := range cells {
			h := w.house(seenThrough(e.Cell, c))
			items[i] = w.seesIn(c, e, h)
		}
		parts = append(parts, w.seesAll(e.Cell, items))
	}
	return strings.Join(parts, w.partSep())
}

// wingCands returns the candidates a step marks in cell c.
func wingCands(s *logic.Step, c int) logic.Digits {
	var ds logic.Digits
	for _, m := range s.Marks {
		if m.Cell == c {
			ds |= 1 << m.Digit
		}
	}
	return ds
}

// cellCands names a cell with its candidates: "r5c2 (1 or 9)",
// "r3c4 (4, 6 or 7)", "r5c2（1或9）".
func cellCands(w language, s *logic.Step, c int) string {
	ds := wingCands(s, c).List()
	var sb strings.Builder
	for i, d := range ds {
		switch {
		case i == 0:
		case i == len(ds)-1:
			sb.WriteString(w.wordOr())
		default:
			sb.WriteString(w.listSep())
		}
		fmt.Fprint(&sb, d)
	}
	return w.cellCands(c, sb.String())
}

func explainXYWing(w language, s *logic.Step) string {
	wd, ok := s.Detail.(*logic.WingDetail)
	if !ok || wd.Pivot < 0 {
		return ""
	}
	a, b, z := wd.Pincers[0], wd.Pincers[1], wd.Digit
	x := (wingCands(s, a) &^ logic.DigitSet(z)).First()
	y := (wingCands(s, b) &^ logic.DigitSet(z)).First()
	return w.xyWing(s, wd.Pivot, a, b, x, y, z)
}

func explainXYZWing(w language, s *logic.Step) string {
	wd, ok := s.Detail.(*logic.WingDetail)
	if !ok || wd.Pivot < 0 {
		return ""
	}
	a, b, z := wd.Pincers[0], wd.Pincers[1], wd.Digit
	x := (wingCands(s, a) &^ logic.DigitSet(z)).First()
	y := (wingCands(s, b) &^ logic.DigitSet(z)).First()
	return w.xyzWing(s, wd.Pivot, a, b, x, y, z)
}

func explainWWing(w language, s *logic.Step) string {
	wd, ok := s.Detail.(*logic.WingDetail)
	if !ok || wd.Pivot >= 0 {
		return ""
	}
	return w.wWing(s, wd.Ends[0], wd.Ends[1], wd.Pincers[0], wd.Pincers[1], houseNum(wd.LinkHouse), wd.Link, wd.Digit)
}
