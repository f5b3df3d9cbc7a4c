package logic

import (
	"fmt"
	"slices"
	"strings"

	"sudokubot/solver"
	"sudokubot/solver/locale"
)

// Uniqueness techniques assume that the puzzle has exactly one solution,
// as every puzzle the bot gives does; on a puzzle with several solutions
// they may remove true candidates.
//
// A unique rectangle is four empty cells at the corners of a rectangle
// that spans two rows, two columns and two boxes. If those four cells
// could only hold two digits a and b, they would hold them crosswise, and
// swapping a and b in them would give a second solution (none of the
// cells is a given, so the swap breaks no clue): a deadly pattern. So in
// the unique solution at least one corner holds a digit other than a and
// b. The types differ in where those other digits are:
//
//   - Type 1: three corners hold only a and b, so the fourth corner is
//     something else: a and b leave it.
//   - Type 2: two corners on one side (the floor) hold only a and b, and
//     the other two (the roof) have one extra candidate c, the same: one
//     roof cell is c, so c leaves every cell that sees both.
//   - Type 3: the roof cells' extra candidates, taken together, act as one
//     cell in a naked subset with other cells of a house they share.
//   - Type 4: one of a and b, say a, can only go in the roof cells within a
//     house they share, so one of them is a; the other then cannot be b,
//     so b leaves both.
//
// As in HoDoKu, a corner may miss a or b (they were eliminated), as long
// as the floor cells hold exactly a and b: any filling of the four cells
// with a and b only is still deadly.

func findUniqueRectangle1(v *view, emit func(*Step) bool) {
	// Every type 1 has a row with two of its three bivalue corners: take
	// those as the floor, so that each rectangle is met once.
	eachFloor(v, true, func(pair Digits, floor, roof [2]int) bool {
		for i, exact := range roof {
			t := roof[1-i]
			if v.Cands[exact] != pair || v.Cands[t]&^pair == 0 {
				continue
			}
			s := urStep(v, UniqueRectangle1, pair, []int{floor[0], floor[1], exact, t})
			s.Houses = []solver.House{houseOf(cellHouses[t][2]), houseOf(cellHouses[floor[0]][2])}
			if s.Houses[1] == s.Houses[0] {
				s.Houses[1] = houseOf(cellHouses[floor[1]][2])
			}
			for _, d := range (v.Cands[t] & pair).List() {
				s.Eliminations = append(s.Eliminations, Candidate{t, d})
			}
			return emit(s)
		}
		return true
	})
}

// urStep builds the step of a unique rectangle on digits pair with the
// given cells (the corners, then other cells of the pattern): the corners'
// candidates among pair are key marks, their other candidates alternates.
func urStep(v *view, t Technique, pair Digits, cells []int) *Step {
	s := &Step{Technique: t, Digits: pair, Cells: cells, Size: 4}
	for _, c := range cells[:4] {
		for _, d := range v.Cands[c].List() {
			role := RoleKey
			if !pair.Has(d) {
				role = RoleAlt
			}
			s.Marks = append(s.Marks, Mark{Candidate{c, d}, role})
		}
	}
	return s
}

// eachFloor calls f with every rectangle of empty cells in two rows, two
// columns and two boxes with a side (the floor: two cells in a row, or in
// a column unless rowsOnly) whose cells hold exactly the same two digits,
// and whose other two cells (the roof) each hold one of those digits or
// both. It stops when f returns false.
func eachFloor(v *view, rowsOnly bool, f func(pair Digits, floor, roof [2]int) bool) {
	lines := 18
	if rowsOnly {
		lines = 9
	}
	for line := range lines {
		var bv [9]int
		n := 0
		for _, c := range houseCells[line] {
			if v.Values[c] == 0 && v.Cands[c].Count() == 2 {
				bv[n] = c
				n++
			}
		}
		for i := range n {
			for j := i + 1; j < n; j++ {
				f0, f1 := bv[i], bv[j]
				pair := v.Cands[f0]
				if v.Cands[f1] != pair {
					continue
				}
				// The floor's two positions along its line, and its line's
				// index among the rows or columns.
				p0, p1, at := f0%9, f1%9, line
				if line >= 9 {
					p0, p1, at = f0/9, f1/9, line-9
				}
				sameBlock := p0/3 == p1/3
				for other := range 9 {
					if other == at || (other/3 == at/3) == sameBlock {
						continue // not two boxes
					}
					g0, g1 := other*9+p0, other*9+p1
					if line >= 9 {
						g0, g1 = p0*9+other, p1*9+other
					}
					if v.Values[g0] != 0 || v.Values[g1] != 0 || v.Cands[g0]&pair == 0 || v.Cands[g1]&pair == 0 {
						continue
					}
					if !f(pair, [2]int{f0, f1}, [2]int{g0, g1}) {
						return
					}
				}
			}
		}
	}
}

// sharedHouses returns the houses that hold both cells, line first.
func sharedHouses(a, b int) []int {
	hs := make([]int, 0, 2)
	for i := range 3 {
		if cellHouses[a][i] == cellHouses[b][i] {
			hs = append(hs, cellHouses[a][i])
		}
	}
	return hs
}

func findUniqueRectangle2(v *view, emit func(*Step) bool) {
	eachFloor(v, false, func(pair Digits, floor, roof [2]int) bool {
		extra := v.Cands[roof[0]] &^ pair
		if extra.Count() != 1 || v.Cands[roof[1]]&^pair != extra {
			return true
		}
		c := extra.First()
		targets := v.cells[c].And(common(CellsOf(roof[0], roof[1])))
		if targets.Empty() {
			return true
		}
		s := urStep(v, UniqueRectangle2, pair, []int{floor[0], floor[1], roof[0], roof[1]})
		for _, h := range sharedHouses(roof[0], roof[1]) {
			s.Houses = append(s.Houses, houseOf(h))
		}
		for _, t := range targets.Cells() {
			s.Eliminations = append(s.Eliminations, Candidate{t, c})
		}
		return emit(s)
	})
}

// urSubsetMax is the largest number of cells, besides the two roof cells,
// in the naked subset of a type 3: with the roof as one cell, up to a
// naked quadruple.
const urSubsetMax = 3

func findUniqueRectangle3(v *view, emit func(*Step) bool) {
	// A subset found in one house shared by the roof cells; HoDoKu makes
	// one step of the subsets of the same digits in the line and in the
	// box, and so do we.
	type subset struct {
		house  int
		cells  []int
		digits Digits
	}
	eachFloor(v, false, func(pair Digits, floor, roof [2]int) bool {
		if v.Cands[roof[0]]&^pair == 0 || v.Cands[roof[1]]&^pair == 0 {
			return true // a type 1
		}
		extra := (v.Cands[roof[0]] | v.Cands[roof[1]]) &^ pair
		if extra.Count() > urSubsetMax+1 {
			return true
		}
		var found []subset
		for _, h := range sharedHouses(roof[0], roof[1]) {
			var others [9]int
			m := 0
			for _, c := range houseCells[h] {
				if c != roof[0] && c != roof[1] && v.Values[c] == 0 && (v.Cands[c]|extra).Count() <= urSubsetMax+1 {
					others[m] = c
					m++
				}
			}
			// Every subset of up to urSubsetMax of the other cells, with
			// the roof's extra digits.
			var union [128]Digits
			union[0] = extra
			for mask := 1; mask < 1<<m; mask++ {
				low := mask & -mask
				union[mask] = union[mask^low] | v.Cands[others[trailing(uint16(low))]]
				n := popcount(uint16(mask))
				if n > urSubsetMax || union[mask].Count() != n+1 {
					continue
				}
				sub := make([]int, 0, n)
				for x := mask; x != 0; x &= x - 1 {
					sub = append(sub, others[trailing(uint16(x))])
				}
				found = append(found, subset{h, sub, union[mask]})
			}
		}
		for i, f := range found {
			if f.digits == 0 {
				continue // merged into an earlier step
			}
			s := urStep(v, UniqueRectangle3, pair, []int{floor[0], floor[1], roof[0], roof[1]})
			var inSub, elims CellSet
			for _, g := range found[i:] {
				if g.digits != f.digits {
					continue
				}
				in := CellsOf(g.cells...)
				in.Add(roof[0])
				in.Add(roof[1])
				e := houseSets[g.house].And(v.empty).AndNot(in)
				var ok bool
				for _, c := range e.Cells() {
					ok = ok || v.Cands[c]&g.digits != 0
				}
				if !ok {
					continue
				}
				s.Houses = append(s.Houses, houseOf(g.house))
				inSub = inSub.Or(CellsOf(g.cells...))
				elims = elims.Or(e)
			}
			for j := i; j < len(found); j++ {
				if found[j].digits == f.digits {
					found[j].digits = 0
				}
			}
			if len(s.Houses) == 0 {
				continue
			}
			for _, c := range elims.AndNot(inSub).Cells() {
				for _, d := range (v.Cands[c] & f.digits).List() {
					s.Eliminations = append(s.Eliminations, Candidate{c, d})
				}
			}
			for _, c := range inSub.Cells() {
				s.Cells = append(s.Cells, c)
				for _, d := range v.Cands[c].List() {
					s.Marks = append(s.Marks, Mark{Candidate{c, d}, RoleAlt})
				}
			}
			if !emit(s) {
				return false
			}
		}
		return true
	})
}

func findUniqueRectangle4(v *view, emit func(*Step) bool) {
	eachFloor(v, false, func(pair Digits, floor, roof [2]int) bool {
		if v.Cands[roof[0]]&^pair == 0 || v.Cands[roof[1]]&^pair == 0 {
			return true // a type 1
		}
		for us := pair; us != 0; us &= us - 1 {
			u := us.First()
			w := (pair &^ (1 << u)).First()
			if !v.Cands[roof[0]].Has(u) || !v.Cands[roof[1]].Has(u) {
				continue
			}
			for i := range 3 {
				h := cellHouses[roof[0]][i]
				// u can only go in the roof cells within house h.
				if h != cellHouses[roof[1]][i] || popcount(v.where[h][u]) != 2 {
					continue
				}
				s := urStep(v, UniqueRectangle4, pair, []int{floor[0], floor[1], roof[0], roof[1]})
				s.Houses = []solver.House{houseOf(h)}
				for _, c := range roof {
					if v.Cands[c].Has(w) {
						s.Eliminations = append(s.Eliminations, Candidate{c, w})
					}
				}
				if len(s.Eliminations) == 0 {
					continue
				}
				for i := range s.Marks {
					if m := &s.Marks[i]; m.Digit == u && (m.Cell == roof[0] || m.Cell == roof[1]) {
						m.Role = RoleAlt
					}
				}
				s.Chains = []Chain{{{
					From: Node{Digit: u, Cells: CellsOf(roof[0])},
					To:   Node{Digit: u, Cells: CellsOf(roof[1]), On: true},
				}}}
				if !emit(s) {
					return false
				}
				break // the box would give the same step
			}
		}
		return true
	})
}

// urDigits names the two digits of a rectangle: "2 and 7", "2和7".
func urDigits(s *Step, lang locale.Lang) string { return digitList(s.Digits, lang) }

// urDeadly says why the four corners cannot hold only the rectangle's
// digits.
func urDeadly(s *Step, lang locale.Lang) string {
	corners := slices.Sorted(slices.Values(s.Cells[:4]))
	ds := urDigits(s, lang)
	return pick(lang,
		fmt.Sprintf("Since the puzzle has a unique solution, %s cannot hold only %s: that would be a deadly pattern (swapping %s in them would give a second solution).",
			join(cellNames(corners), lang), ds, ds),
		fmt.Sprintf("由于本题有唯一解，%s不能只填%s：那会形成致命模式（交换其中的%s会得到第二个解）。",
			join(cellNames(corners), lang), ds, ds))
}

// cellNames returns the names of cells, in order.
func cellNames(cells []int) []string {
	names := make([]string, len(cells))
	for i, c := range cells {
		names[i] = cellName(c)
	}
	return names
}

// digitsOr names digits as alternatives: "2 or 7", "2或7".
func digitsOr(ds Digits, lang locale.Lang) string {
	items := make([]string, 0, ds.Count())
	for _, d := range ds.List() {
		items = append(items, fmt.Sprint(d))
	}
	if len(items) == 1 {
		return items[0]
	}
	if lang == locale.Chinese {
		return strings.Join(items[:len(items)-1], "、") + "或" + items[len(items)-1]
	}
	return strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
}

func explainUniqueRectangle(s *Step, lang locale.Lang) string {
	if len(s.Cells) < 4 || len(s.Eliminations) == 0 {
		return ""
	}
	name := s.Technique.Name(lang)
	ds := s.Digits
	floor := s.Cells[:2]
	roof := s.Cells[2:4]
	intro := pick(lang, name+": ", name+"：") + urDeadly(s, lang) + pick(lang, " ", "")
	switch s.Technique {
	case UniqueRectangle1:
		three := slices.Sorted(slices.Values(s.Cells[:3]))
		t := s.Cells[3]
		return intro + pick(lang,
			fmt.Sprintf("%s can only be %s, so %s must be something else: %s.",
				join(cellNames(three), lang), digitsOr(ds, lang), cellName(t), removeText(s.Eliminations, lang)),
			fmt.Sprintf("%s只能是%s，所以%s必须是其他数：%s。",
				join(cellNames(three), lang), digitsOr(ds, lang), cellName(t), removeText(s.Eliminations, lang)))
	case UniqueRectangle2:
		c := s.Eliminations[0].Digit
		return intro + pick(lang,
			fmt.Sprintf("%s and %s can only be %s, so %s or %s must be %d, their only other candidate. A cell that sees both cannot be %d: %s.",
				cellName(floor[0]), cellName(floor[1]), digitsOr(ds, lang), cellName(roof[0]), cellName(roof[1]), c, c, removeText(s.Eliminations, lang)),
			fmt.Sprintf("%s和%s只能是%s，所以%s或%s中必有一个是%d（它们唯一的其他候选数）。同时看到这两格的格都不能是%d：%s。",
				cellName(floor[0]), cellName(floor[1]), digitsOr(ds, lang), cellName(roof[0]), cellName(roof[1]), c, c, removeText(s.Eliminations, lang)))
	case UniqueRectangle3:
		var extra, digits Digits
		for _, m := range s.Marks {
			if m.Role == RoleAlt {
				digits |= 1 << m.Digit
				if m.Cell == roof[0] || m.Cell == roof[1] {
					extra |= 1 << m.Digit
				}
			}
		}
		sub := CellsOf(s.Cells[4:]...)
		// Group the houses by the subset cells they hold.
		var withEn, withZh []string
		done := make([]bool, len(s.Houses))
		for i, h := range s.Houses {
			if done[i] {
				continue
			}
			in := sub.And(houseSets[houseNum(h)])
			names := map[locale.Lang][]string{}
			for j := i; j < len(s.Houses); j++ {
				if hj := houseNum(s.Houses[j]); !done[j] && sub.And(houseSets[hj]) == in {
					done[j] = true
					names[locale.English] = append(names[locale.English], houseName(hj, locale.English))
					names[locale.Chinese] = append(names[locale.Chinese], houseName(hj, locale.Chinese))
				}
			}
			withEn = append(withEn, fmt.Sprintf("with %s in %s", cellSetList(in, locale.English), join(names[locale.English], locale.English)))
			withZh = append(withZh, fmt.Sprintf("在%s中与%s", join(names[locale.Chinese], locale.Chinese), cellSetList(in, locale.Chinese)))
		}
		return intro + pick(lang,
			fmt.Sprintf("%s and %s can only be %s, so %s or %s must be %s. Taken together as one cell with the candidates %s, they form a naked subset of %s %s: these digits must go in those cells, so %s.",
				cellName(floor[0]), cellName(floor[1]), digitsOr(ds, lang), cellName(roof[0]), cellName(roof[1]), digitsOr(extra, lang),
				digitList(extra, lang), digitList(digits, lang), join(withEn, lang), removeText(s.Eliminations, lang)),
			fmt.Sprintf("%s和%s只能是%s，所以%s或%s中必有一个是%s。把它们看作一个候选数为%s的格，它%s组成由%s构成的显性数组：这些数必定填在这些格中，所以%s。",
				cellName(floor[0]), cellName(floor[1]), digitsOr(ds, lang), cellName(roof[0]), cellName(roof[1]), digitsOr(extra, lang),
				digitList(extra, lang), strings.Join(withZh, "、"), digitList(digits, lang), removeText(s.Eliminations, lang)))
	case UniqueRectangle4:
		h := houseNum(s.Houses[0])
		w := s.Eliminations[0].Digit
		u := (ds &^ (1 << w)).First()
		return intro + pick(lang,
			fmt.Sprintf("%s and %s can only be %s. In %s, %d can only go in %s or %s, so one of them is %d; if the other were %d, the four cells would hold only %s. So neither can be %d: %s.",
				cellName(floor[0]), cellName(floor[1]), digitsOr(ds, lang), houseName(h, lang), u, cellName(roof[0]), cellName(roof[1]), u, w, urDigits(s, lang), w, removeText(s.Eliminations, lang)),
			fmt.Sprintf("%s和%s只能是%s。在%s中，%d只能填在%s或%s，所以其中一格是%d；若另一格是%d，这四格就只有%s。所以两格都不能是%d：%s。",
				cellName(floor[0]), cellName(floor[1]), digitsOr(ds, lang), houseName(h, lang), u, cellName(roof[0]), cellName(roof[1]), u, w, urDigits(s, lang), w, removeText(s.Eliminations, lang)))
	}
	return ""
}

// BUG+1 (bivalue universal grave plus one): every empty cell has two
// candidates except one that has three, and every candidate appears
// exactly twice in each house it is in, except one digit of that cell,
// which appears three times in the cell's row, column and box. Without
// that digit the cell would leave a grave, a grid with no solution or
// several; since the puzzle has a unique solution, the cell holds the
// digit, and its two other candidates go. Like HoDoKu, the step is the
// elimination; the single it leaves follows.
func findBUGPlus1(v *view, emit func(*Step) bool) {
	tri := -1
	for _, c := range v.empty.Cells() {
		switch v.Cands[c].Count() {
		case 2:
		case 3:
			if tri >= 0 {
				return
			}
			tri = c
		default:
			return
		}
	}
	if tri < 0 {
		return
	}
	found := 0
	for _, d := range v.Cands[tri].List() {
		if graveWithout(v, tri, d) {
			if found != 0 {
				return // two ways to a grave: not a BUG+1
			}
			found = d
		}
	}
	if found == 0 {
		return
	}
	s := &Step{
		Technique: BUGPlus1,
		Digits:    DigitSet(found),
		Cells:     []int{tri},
	}
	for _, h := range cellHouses[tri] {
		s.Houses = append(s.Houses, houseOf(h))
	}
	for _, d := range v.Cands[tri].List() {
		if d == found {
			s.Marks = append(s.Marks, Mark{Candidate{tri, d}, RoleKey})
		} else {
			s.Eliminations = append(s.Eliminations, Candidate{tri, d})
		}
	}
	emit(s)
}

// graveWithout reports whether removing digit d from cell tri leaves
// every digit not yet placed in a house exactly two places in it.
func graveWithout(v *view, tri, d int) bool {
	for h := range 27 {
		in := houseSets[h].Has(tri)
		for e := 1; e <= 9; e++ {
			n := popcount(v.where[h][e])
			if in && e == d {
				n--
				if n != 2 {
					return false
				}
			}
			if n != 0 && n != 2 {
				return false
			}
		}
	}
	return true
}

func explainBUGPlus1(s *Step, lang locale.Lang) string {
	if len(s.Cells) != 1 || len(s.Eliminations) == 0 {
		return ""
	}
	c := s.Cells[0]
	d := s.Digits.First()
	var others Digits
	for _, e := range s.Eliminations {
		others |= 1 << e.Digit
	}
	row, col, box := houseName(cellHouses[c][0], lang), houseName(cellHouses[c][1], lang), houseName(cellHouses[c][2], lang)
	return pick(lang,
		fmt.Sprintf("BUG+1: every empty cell but %s has exactly two candidates, and every candidate appears exactly twice in each row, column and box, except %d, which appears three times in %s, %s and %s. If %s were not %d, the grid would be a bivalue universal grave, which has no solution or more than one; since the puzzle has a unique solution, %s = %d: %s.",
			cellName(c), d, row, col, box, cellName(c), d, cellName(c), d, removeText(s.Eliminations, lang)),
		fmt.Sprintf("全双值坟墓+1：除%s外，每个空格都恰有两个候选数，且每个候选数在每行、每列、每宫中都恰好出现两次，只有%d在%s、%s和%s中出现三次。若%s不是%d，盘面就成了全双值坟墓，它无解或有多个解；由于本题有唯一解，%s = %d：%s。",
			cellName(c), d, row, col, box, cellName(c), d, cellName(c), d, removeText(s.Eliminations, lang)))
}

// removeText says what a step removes, as removal does, but names the
// digits first when they are all in one cell: "remove 2 and 7 from r4c5",
// "删去r4c5中的2和7".
func removeText(elims []Candidate, lang locale.Lang) string {
	var ds Digits
	for _, e := range elims {
		if e.Cell != elims[0].Cell {
			return removal(elims, lang)
		}
		ds |= 1 << e.Digit
	}
	if len(elims) < 2 {
		return removal(elims, lang)
	}
	c := cellName(elims[0].Cell)
	return pick(lang,
		fmt.Sprintf("remove %s from %s", digitList(ds, lang), c),
		fmt.Sprintf("删去%s中的%s", c, digitList(ds, lang)))
}
