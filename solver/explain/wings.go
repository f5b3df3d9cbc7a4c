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
			items[i] = pick(lang, fmt.Sprintf("%s in %s", cellName(c), h), fmt.Sprintf("与%s同在%s", cellName(c), h), fmt.Sprintf("%s %s", cellName(c), ruIn(seenThrough(e.Cell, c))))
		}
		switch lang {
		case locale.Chinese:
			parts = append(parts, cellName(e.Cell)+strings.Join(items, "，"))
		case locale.Russian:
			parts = append(parts, cellName(e.Cell)+" видит "+join(items, lang))
		default:
			parts = append(parts, cellName(e.Cell)+" sees "+join(items, lang))
		}
	}
	return strings.Join(parts, pick(lang, "; ", "；", "; "))
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
			sb.WriteString(pick(lang, " or ", "或", " или "))
		default:
			sb.WriteString(pick(lang, ", ", "、", ", "))
		}
		fmt.Fprint(&sb, d)
	}
	return pick(lang, fmt.Sprintf("%s (%s)", cellName(c), sb.String()), fmt.Sprintf("%s（%s）", cellName(c), sb.String()), fmt.Sprintf("%s (%s)", cellName(c), sb.String()))
}

func explainXYWing(s *logic.Step, lang locale.Lang) string {
	if len(s.Cells) != 3 || len(s.Eliminations) == 0 {
		return ""
	}
	p, a, b := s.Cells[0], s.Cells[1], s.Cells[2]
	z := s.Eliminations[0].Digit
	x := (wingCands(s, a) &^ logic.DigitSet(z)).First()
	y := (wingCands(s, b) &^ logic.DigitSet(z)).First()
	return pick(lang,
		fmt.Sprintf("XY-Wing: the pivot %s sees the pincers %s and %s. If %s is %d, %s is %d; if it is %d, %s is %d. Either way one of the pincers is %d, so %d leaves every cell that sees both: %s. %s.",
			cellCands(s, p, lang), cellCands(s, a, lang), cellCands(s, b, lang),
			cellName(p), x, cellName(a), z, y, cellName(b), z, z, z,
			whySees(s.Eliminations, []int{a, b}, lang), capitalize(removal(s.Eliminations, lang), lang)),
		fmt.Sprintf("XY翼：枢纽%s看到两翼%s和%s。如果%s是%d，%s就是%d；如果它是%d，%s就是%d。无论哪种情况，两翼中必有一格是%d，所以同时看到两翼的格子都不能是%d：%s。%s。",
			cellCands(s, p, lang), cellCands(s, a, lang), cellCands(s, b, lang),
			cellName(p), x, cellName(a), z, y, cellName(b), z, z, z,
			whySees(s.Eliminations, []int{a, b}, lang), removal(s.Eliminations, lang)),
		fmt.Sprintf("XY-крыло: опорная клетка %s видит крылья %s и %s. Если в %s стоит %d, то в %s — %d; если %d, то в %s — %d. В любом случае в одном из крыльев стоит %d, поэтому %d уходит из всех клеток, которые видят оба крыла: %s. %s.", cellCands(s, p, lang), cellCands(s, a, lang), cellCands(s, b, lang), cellName(p), x, cellName(a), z, y, cellName(b), z, z, z, whySees(s.Eliminations, []int{a, b}, lang), capitalize(removal(s.Eliminations, lang), lang)))
}

func explainXYZWing(s *logic.Step, lang locale.Lang) string {
	if len(s.Cells) != 3 || len(s.Eliminations) == 0 {
		return ""
	}
	p, a, b := s.Cells[0], s.Cells[1], s.Cells[2]
	z := s.Eliminations[0].Digit
	x := (wingCands(s, a) &^ logic.DigitSet(z)).First()
	y := (wingCands(s, b) &^ logic.DigitSet(z)).First()
	return pick(lang,
		fmt.Sprintf("XYZ-Wing: the pivot %s sees the pincers %s and %s. If %s is %d, %s is %d; if it is %d, %s is %d; otherwise it is %d itself. So one of the three cells is %d, and %d leaves every cell that sees all three: %s. %s.",
			cellCands(s, p, lang), cellCands(s, a, lang), cellCands(s, b, lang),
			cellName(p), x, cellName(a), z, y, cellName(b), z, z, z, z,
			whySees(s.Eliminations, []int{p, a, b}, lang), capitalize(removal(s.Eliminations, lang), lang)),
		fmt.Sprintf("XYZ翼：枢纽%s看到两翼%s和%s。如果%s是%d，%s就是%d；如果它是%d，%s就是%d；否则它自己就是%d。所以这三格中必有一格是%d，同时看到这三格的格子都不能是%d：%s。%s。",
			cellCands(s, p, lang), cellCands(s, a, lang), cellCands(s, b, lang),
			cellName(p), x, cellName(a), z, y, cellName(b), z, z, z, z,
			whySees(s.Eliminations, []int{p, a, b}, lang), removal(s.Eliminations, lang)),
		fmt.Sprintf("XYZ-крыло: опорная клетка %s видит крылья %s и %s. Если в %s стоит %d, то в %s — %d; если %d, то в %s — %d; иначе в ней самой стоит %d. Значит, в одной из трёх клеток стоит %d, и %d уходит из всех клеток, которые видят все три: %s. %s.", cellCands(s, p, lang), cellCands(s, a, lang), cellCands(s, b, lang), cellName(p), x, cellName(a), z, y, cellName(b), z, z, z, z, whySees(s.Eliminations, []int{p, a, b}, lang), capitalize(removal(s.Eliminations, lang), lang)))
}

func explainWWing(s *logic.Step, lang locale.Lang) string {
	if len(s.Cells) != 4 || len(s.Houses) != 1 || len(s.Eliminations) == 0 {
		return ""
	}
	e1, e2, w1, w2 := s.Cells[0], s.Cells[1], s.Cells[2], s.Cells[3]
	y := s.Eliminations[0].Digit
	x := (s.Digits &^ logic.DigitSet(y)).First()
	h := houseNum(s.Houses[0])
	return pick(lang,
		fmt.Sprintf("W-Wing on %d and %d: %s and %s can only be %d or %d. In %s, %d can only go in %s or %s; %s sees %s (in %s) and %s sees %s (in %s). One of %s and %s is %d, so %s or %s is not %d and is therefore %d. A cell that sees both cannot be %d: %s. %s.",
			x, y, cellName(w1), cellName(w2), x, y,
			houseName(h, lang), x, cellName(e1), cellName(e2),
			cellName(e1), cellName(w1), houseName(seenThrough(e1, w1), lang), cellName(e2), cellName(w2), houseName(seenThrough(e2, w2), lang),
			cellName(e1), cellName(e2), x, cellName(w1), cellName(w2), x, y, y,
			whySees(s.Eliminations, []int{w1, w2}, lang), capitalize(removal(s.Eliminations, lang), lang)),
		fmt.Sprintf("W翼（数字%d和%d）：%s和%s都只能是%d或%d。%s的%d只能在%s或%s（强链）；%s与%s同在%s，%s与%s同在%s。%s和%s中必有一个是%d，所以%s和%s中至少有一格不是%d，那一格就是%d。同时看到这两格的格子都不能是%d：%s。%s。",
			x, y, cellName(w1), cellName(w2), x, y,
			houseName(h, lang), x, cellName(e1), cellName(e2),
			cellName(e1), cellName(w1), houseName(seenThrough(e1, w1), lang), cellName(e2), cellName(w2), houseName(seenThrough(e2, w2), lang),
			cellName(e1), cellName(e2), x, cellName(w1), cellName(w2), x, y, y,
			whySees(s.Eliminations, []int{w1, w2}, lang), removal(s.Eliminations, lang)),
		fmt.Sprintf("W-крыло по цифрам %d и %d: в %s и %s могут быть только %d или %d. %s цифра %d может стоять только в %s или %s; %s видит %s (%s), а %s видит %s (%s). В %s или в %s стоит %d, поэтому в %s или в %s нет %d, и там стоит %d. Клетка, которая видит обе, не может содержать %d: %s. %s.", x, y, cellName(w1), cellName(w2), x, y, locale.Capitalize(ruIn(h)), x, cellName(e1), cellName(e2), cellName(e1), cellName(w1), ruIn(seenThrough(e1, w1)), cellName(e2), cellName(w2), ruIn(seenThrough(e2, w2)), cellName(e1), cellName(e2), x, cellName(w1), cellName(w2), x, y, y, whySees(s.Eliminations, []int{w1, w2}, lang), capitalize(removal(s.Eliminations, lang), lang)))
}
