package logic

import (
	"sudokubot/solver"
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
