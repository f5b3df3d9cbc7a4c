package logic

import (
	"fmt"
	"strings"

	"sudokubot/solver"
	"sudokubot/solver/locale"
)

// Wings: a pivot and two pincers that see it, so placed that whatever the
// pivot holds, one of the pincers (or the pivot itself) holds the digit z:
// z leaves every cell that sees them all.
//
// XY-Wing and XYZ-Wing steps have Cells = the pivot then the two pincers,
// Marks = the pivot's candidates (RoleKey) and the pincers' (RoleAlt), and
// no Houses. In a W-Wing the strong link plays the pivot: Houses = the
// house of the link, Cells = the link's two cells then the two wing cells
// (the pincers), Marks = the link's candidates (RoleKey) and the wing
// cells' (RoleAlt), and Chains the chain that proves it.

// findXYWing finds a bivalue pivot {x,y} that sees bivalue pincers {x,z}
// and {y,z}: if the pivot is x the first pincer is z, else the second is.
func findXYWing(v *view, emit func(*Step) bool) {
	for p := range 81 {
		pc := v.Cands[p]
		if v.Values[p] != 0 || pc.Count() != 2 {
			continue
		}
		for i, a := range peers[p] {
			ac := v.Cands[a]
			if ac.Count() != 2 || (ac&pc).Count() != 1 {
				continue
			}
			z := (ac &^ pc).First()
			want := pc&^ac | DigitSet(z)
			for _, b := range peers[p][i+1:] {
				if v.Cands[b] != want {
					continue
				}
				elims := v.cells[z].And(peerSets[a]).And(peerSets[int(b)])
				if elims.Empty() {
					continue
				}
				if !emit(wingStep(v, XYWing, p, int(a), int(b), z, elims)) {
					return
				}
			}
		}
	}
}

// findXYZWing finds a pivot {x,y,z} that sees bivalue pincers {x,z} and
// {y,z}: whatever the pivot holds, one of the three cells is z.
func findXYZWing(v *view, emit func(*Step) bool) {
	for p := range 81 {
		pc := v.Cands[p]
		if v.Values[p] != 0 || pc.Count() != 3 {
			continue
		}
		for i, a := range peers[p] {
			ac := v.Cands[a]
			if ac.Count() != 2 || ac&^pc != 0 {
				continue
			}
			for _, b := range peers[p][i+1:] {
				bc := v.Cands[b]
				if bc.Count() != 2 || bc&^pc != 0 || bc == ac {
					continue
				}
				z := (ac & bc).First()
				elims := v.cells[z].And(peerSets[p]).And(peerSets[a]).And(peerSets[b])
				if elims.Empty() {
					continue
				}
				if !emit(wingStep(v, XYZWing, p, int(a), int(b), z, elims)) {
					return
				}
			}
		}
	}
}

func wingStep(v *view, t Technique, p, a, b, z int, elims CellSet) *Step {
	s := &Step{
		Technique: t,
		Digits:    v.Cands[p] | v.Cands[a] | v.Cands[b],
		Cells:     []int{p, a, b},
	}
	for _, c := range s.Cells {
		role := RoleAlt
		if c == p {
			role = RoleKey
		}
		for _, d := range v.Cands[c].List() {
			s.Marks = append(s.Marks, Mark{Candidate{c, d}, role})
		}
	}
	for _, c := range elims.Cells() {
		s.Eliminations = append(s.Eliminations, Candidate{c, z})
	}
	return s
}

// findWWing finds two cells with the same two candidates x and y that do
// not see each other, and a strong link on x whose ends see one cell each:
// one end is x, so one of the two cells is not x and is y. y leaves every
// cell that sees both.
func findWWing(v *view, emit func(*Step) bool) {
	var pairs [81]int
	n := 0
	for c := range 81 {
		if v.Values[c] == 0 && v.Cands[c].Count() == 2 {
			pairs[n] = c
			n++
		}
	}
	// The strong links of each digit, found when first needed.
	var buf [10][27]conjugate
	var links [10][]conjugate
	for i, w1 := range pairs[:n] {
		for _, w2 := range pairs[i+1 : n] {
			xy := v.Cands[w1]
			if v.Cands[w2] != xy || sees(w1, w2) {
				continue
			}
			lo, hi := xy.First(), (xy &^ DigitSet(xy.First())).First()
			for _, x := range [2]int{lo, hi} {
				y := lo + hi - x
				elims := v.cells[y].And(peerSets[w1]).And(peerSets[w2])
				if elims.Empty() {
					continue
				}
				if links[x] == nil {
					links[x] = conjugates(v, x, 0, 27, buf[x][:])
				}
				for _, l := range links[x] {
					for _, e1 := range [2]int{l.a, l.b} {
						e2 := l.other(e1)
						if e1 == w1 || e1 == w2 || e2 == w1 || e2 == w2 || !sees(e1, w1) || !sees(e2, w2) {
							continue
						}
						if !emit(wWingStep(l.house, e1, e2, w1, w2, x, y, elims)) {
							return
						}
						break // the other way round makes the same step
					}
				}
			}
		}
	}
}

func wWingStep(house, e1, e2, w1, w2, x, y int, elims CellSet) *Step {
	s := &Step{
		Technique: WWing,
		Digits:    DigitSet(x, y),
		Houses:    []solver.House{houseOf(house)},
		Cells:     []int{e1, e2, w1, w2},
		Marks: []Mark{
			{Candidate{e1, x}, RoleKey}, {Candidate{e2, x}, RoleKey},
			{Candidate{w1, x}, RoleAlt}, {Candidate{w1, y}, RoleAlt},
			{Candidate{w2, x}, RoleAlt}, {Candidate{w2, y}, RoleAlt},
		},
		Chains: []Chain{{
			{From: cellNode(w1, y, false), To: cellNode(w1, x, true)},
			{From: cellNode(w1, x, true), To: cellNode(e1, x, false)},
			{From: cellNode(e1, x, false), To: cellNode(e2, x, true)},
			{From: cellNode(e2, x, true), To: cellNode(w2, x, false)},
			{From: cellNode(w2, x, false), To: cellNode(w2, y, true)},
		}},
	}
	for _, c := range elims.Cells() {
		s.Eliminations = append(s.Eliminations, Candidate{c, y})
	}
	return s
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
func whySees(elims []Candidate, cells []int, lang locale.Lang) string {
	var parts []string
	var done CellSet
	for _, e := range elims {
		if done.Has(e.Cell) {
			continue
		}
		done.Add(e.Cell)
		items := make([]string, len(cells))
		for i, c := range cells {
			h := houseName(seenThrough(e.Cell, c), lang)
			items[i] = pick(lang, fmt.Sprintf("%s in %s", cellName(c), h), fmt.Sprintf("与%s同在%s", cellName(c), h))
		}
		if lang == locale.Chinese {
			parts = append(parts, cellName(e.Cell)+strings.Join(items, "，"))
		} else {
			parts = append(parts, cellName(e.Cell)+" sees "+join(items, lang))
		}
	}
	return strings.Join(parts, pick(lang, "; ", "；"))
}

// wingCands returns the candidates a step marks in cell c.
func wingCands(s *Step, c int) Digits {
	var ds Digits
	for _, m := range s.Marks {
		if m.Cell == c {
			ds |= 1 << m.Digit
		}
	}
	return ds
}

// cellCands names a cell with its candidates: "r5c2 (1 or 9)",
// "r3c4 (4, 6 or 7)", "r5c2（1或9）".
func cellCands(s *Step, c int, lang locale.Lang) string {
	ds := wingCands(s, c).List()
	var sb strings.Builder
	for i, d := range ds {
		switch {
		case i == 0:
		case i == len(ds)-1:
			sb.WriteString(pick(lang, " or ", "或"))
		default:
			sb.WriteString(pick(lang, ", ", "、"))
		}
		fmt.Fprint(&sb, d)
	}
	return pick(lang, fmt.Sprintf("%s (%s)", cellName(c), sb.String()), fmt.Sprintf("%s（%s）", cellName(c), sb.String()))
}

func explainXYWing(s *Step, lang locale.Lang) string {
	if len(s.Cells) != 3 || len(s.Eliminations) == 0 {
		return ""
	}
	p, a, b := s.Cells[0], s.Cells[1], s.Cells[2]
	z := s.Eliminations[0].Digit
	x := (wingCands(s, a) &^ DigitSet(z)).First()
	y := (wingCands(s, b) &^ DigitSet(z)).First()
	return pick(lang,
		fmt.Sprintf("XY-Wing: the pivot %s sees the pincers %s and %s. If %s is %d, %s is %d; if it is %d, %s is %d. Either way one of the pincers is %d, so %d leaves every cell that sees both: %s. %s.",
			cellCands(s, p, lang), cellCands(s, a, lang), cellCands(s, b, lang),
			cellName(p), x, cellName(a), z, y, cellName(b), z, z, z,
			whySees(s.Eliminations, []int{a, b}, lang), capitalize(removal(s.Eliminations, lang), lang)),
		fmt.Sprintf("XY翼：枢纽%s看到两翼%s和%s。如果%s是%d，%s就是%d；如果它是%d，%s就是%d。无论哪种情况，两翼中必有一格是%d，所以同时看到两翼的格子都不能是%d：%s。%s。",
			cellCands(s, p, lang), cellCands(s, a, lang), cellCands(s, b, lang),
			cellName(p), x, cellName(a), z, y, cellName(b), z, z, z,
			whySees(s.Eliminations, []int{a, b}, lang), removal(s.Eliminations, lang)))
}

func explainXYZWing(s *Step, lang locale.Lang) string {
	if len(s.Cells) != 3 || len(s.Eliminations) == 0 {
		return ""
	}
	p, a, b := s.Cells[0], s.Cells[1], s.Cells[2]
	z := s.Eliminations[0].Digit
	x := (wingCands(s, a) &^ DigitSet(z)).First()
	y := (wingCands(s, b) &^ DigitSet(z)).First()
	return pick(lang,
		fmt.Sprintf("XYZ-Wing: the pivot %s sees the pincers %s and %s. If %s is %d, %s is %d; if it is %d, %s is %d; otherwise it is %d itself. So one of the three cells is %d, and %d leaves every cell that sees all three: %s. %s.",
			cellCands(s, p, lang), cellCands(s, a, lang), cellCands(s, b, lang),
			cellName(p), x, cellName(a), z, y, cellName(b), z, z, z, z,
			whySees(s.Eliminations, []int{p, a, b}, lang), capitalize(removal(s.Eliminations, lang), lang)),
		fmt.Sprintf("XYZ翼：枢纽%s看到两翼%s和%s。如果%s是%d，%s就是%d；如果它是%d，%s就是%d；否则它自己就是%d。所以这三格中必有一格是%d，同时看到这三格的格子都不能是%d：%s。%s。",
			cellCands(s, p, lang), cellCands(s, a, lang), cellCands(s, b, lang),
			cellName(p), x, cellName(a), z, y, cellName(b), z, z, z, z,
			whySees(s.Eliminations, []int{p, a, b}, lang), removal(s.Eliminations, lang)))
}

func explainWWing(s *Step, lang locale.Lang) string {
	if len(s.Cells) != 4 || len(s.Houses) != 1 || len(s.Eliminations) == 0 {
		return ""
	}
	e1, e2, w1, w2 := s.Cells[0], s.Cells[1], s.Cells[2], s.Cells[3]
	y := s.Eliminations[0].Digit
	x := (s.Digits &^ DigitSet(y)).First()
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
			whySees(s.Eliminations, []int{w1, w2}, lang), removal(s.Eliminations, lang)))
}
