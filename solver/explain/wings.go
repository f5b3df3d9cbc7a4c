package explain

import (
	"fmt"
	"strings"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

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
func whySees(elims []logic.Candidate, cells []int, lang locale.Lang) string {
	var parts []string
	var done logic.CellSet
	for _, e := range elims {
		if done.Has(e.Cell) {
			continue
		}
		done.Add(e.Cell)
		items := make([]string, len(cells))
		for i, c := range cells {
			h := houseName(seenThrough(e.Cell, c), lang)
			items[i] = stepWordsFor(lang).seesIn(c, e, h)
		}
		parts = append(parts, stepWordsFor(lang).seesAll(e.Cell, items))
	}
	return strings.Join(parts, stepWordsFor(lang).partSep())
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
func cellCands(s *logic.Step, c int, lang locale.Lang) string {
	ds := wingCands(s, c).List()
	var sb strings.Builder
	for i, d := range ds {
		switch {
		case i == 0:
		case i == len(ds)-1:
			sb.WriteString(stepWordsFor(lang).wordOr())
		default:
			sb.WriteString(stepWordsFor(lang).listSep())
		}
		fmt.Fprint(&sb, d)
	}
	return stepWordsFor(lang).cellCands(c, sb.String())
}

func explainXYWing(s *logic.Step, lang locale.Lang) string {
	w, ok := s.Detail.(*logic.WingDetail)
	if !ok || w.Pivot < 0 {
		return ""
	}
	a, b, z := w.Pincers[0], w.Pincers[1], w.Digit
	x := (wingCands(s, a) &^ logic.DigitSet(z)).First()
	y := (wingCands(s, b) &^ logic.DigitSet(z)).First()
	return stepWordsFor(lang).xyWing(s, w.Pivot, a, b, x, y, z)
}

func explainXYZWing(s *logic.Step, lang locale.Lang) string {
	w, ok := s.Detail.(*logic.WingDetail)
	if !ok || w.Pivot < 0 {
		return ""
	}
	a, b, z := w.Pincers[0], w.Pincers[1], w.Digit
	x := (wingCands(s, a) &^ logic.DigitSet(z)).First()
	y := (wingCands(s, b) &^ logic.DigitSet(z)).First()
	return stepWordsFor(lang).xyzWing(s, w.Pivot, a, b, x, y, z)
}

func explainWWing(s *logic.Step, lang locale.Lang) string {
	w, ok := s.Detail.(*logic.WingDetail)
	if !ok || w.Pivot >= 0 {
		return ""
	}
	return stepWordsFor(lang).wWing(s, w.Ends[0], w.Ends[1], w.Pincers[0], w.Pincers[1], houseNum(w.LinkHouse), w.Link, w.Digit)
}
