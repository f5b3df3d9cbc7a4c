package logic

import (
	"sudokubot/solver"
)

// Single-digit patterns: short chains of strong links on one digit. A
// strong link is a conjugate pair: a house where the digit can only go in
// two cells, so one of them holds it. Two strong links joined by a weak
// link (two cells that see each other cannot both hold the digit) force
// the digit into one of the two far ends, and every cell that sees both
// ends loses it.
//
// The steps show the chain in Chains: far end off => near end on (strong),
// near end on => other near end off (weak), other near end off => other far
// end on (strong). For a Skyscraper and a 2-String Kite, Houses holds the
// houses of the two strong links then the house of the weak one, Cells the
// four cells in the order of the chain, and Marks the near ends (joined by
// the weak link) as RoleKey and the far ends, one of which holds the
// digit, as RoleAlt. For an Empty Rectangle, Houses holds the box, the
// house of the strong link, then the box's row and column the rectangle
// lies in (the one the link crosses first), Cells the box's candidates then
// the link's near and far ends, and Marks the box's candidates as RoleKey
// and the link's as RoleAlt; the chain goes from the link's far end to its
// near end, to the box's candidates in the crossed line (off), to the
// others (on).

// A conjugate is a strong link: the only two cells of a house with a
// digit.
type conjugate struct {
	house int
	a, b  int
}

// conjugates returns the strong links of digit d in the houses from, to-1.
func conjugates(v *view, d, from, to int, buf []conjugate) []conjugate {
	out := buf[:0]
	for h := from; h < to; h++ {
		w := v.where[h][d]
		if popcount(w) != 2 {
			continue
		}
		a := houseCells[h][trailing(w)]
		b := houseCells[h][trailing(w&(w-1))]
		out = append(out, conjugate{h, a, b})
	}
	return out
}

// other returns the end of the link that is not c.
func (l conjugate) other(c int) int {
	if c == l.a {
		return l.b
	}
	return l.a
}

func cellNode(c, d int, on bool) Node { return Node{Digit: d, Cells: CellsOf(c), On: on} }

// xChain returns the chain far1 = near1 - near2 = far2: two strong links
// joined by a weak one.
func xChain(far1, near1, near2, far2 Node) Chain {
	return Chain{
		{From: far1, To: near1},
		{From: near1, To: near2},
		{From: near2, To: far2},
	}
}

// twoLinkStep builds the step of two strong links l1 (ends far1, near1)
// and l2 (ends near2, far2) whose near ends see each other through house
// weak.
func twoLinkStep(t Technique, d int, l1, l2 conjugate, near1, near2, weak int, elims CellSet) *Step {
	far1, far2 := l1.other(near1), l2.other(near2)
	s := &Step{
		Technique: t,
		Digits:    DigitSet(d),
		Houses:    []solver.House{houseOf(l1.house), houseOf(l2.house), houseOf(weak)},
		Cells:     []int{far1, near1, near2, far2},
		Marks: []Mark{
			{Candidate{far1, d}, RoleAlt},
			{Candidate{near1, d}, RoleKey},
			{Candidate{near2, d}, RoleKey},
			{Candidate{far2, d}, RoleAlt},
		},
		Chains: []Chain{xChain(cellNode(far1, d, false), cellNode(near1, d, true), cellNode(near2, d, false), cellNode(far2, d, true))},
	}
	for _, c := range elims.Cells() {
		s.Eliminations = append(s.Eliminations, Candidate{c, d})
	}
	return s
}

// sharedLine returns the row or column (house number) holding cells a and
// b, or -1.
func sharedLine(a, b int) int {
	switch {
	case a/9 == b/9:
		return a / 9
	case a%9 == b%9:
		return 9 + a%9
	}
	return -1
}

// findSkyscraper finds two strong links in parallel rows (or columns)
// whose ends on one side share a column (or row), the other ends not: one
// of the other ends holds the digit.
func findSkyscraper(v *view, emit func(*Step) bool) {
	var buf [9]conjugate
	for d := 1; d <= 9; d++ {
		for _, lines := range [2][2]int{{0, 9}, {9, 18}} {
			links := conjugates(v, d, lines[0], lines[1], buf[:])
			for i, l1 := range links {
				for _, l2 := range links[i+1:] {
					if !skyscraper(v, d, l1, l2, emit) {
						return
					}
				}
			}
		}
	}
}

func skyscraper(v *view, d int, l1, l2 conjugate, emit func(*Step) bool) bool {
	for _, n1 := range [2]int{l1.a, l1.b} {
		for _, n2 := range [2]int{l2.a, l2.b} {
			cross := sharedLine(n1, n2)
			if cross < 0 {
				continue
			}
			f1, f2 := l1.other(n1), l2.other(n2)
			if sharedLine(f1, f2) >= 0 {
				return true // an X-Wing
			}
			elims := v.cells[d].And(peerSets[f1]).And(peerSets[f2])
			if elims.Empty() {
				return true
			}
			return emit(twoLinkStep(Skyscraper, d, l1, l2, n1, n2, cross, elims))
		}
	}
	return true
}

// findTwoStringKite finds a strong link in a row and one in a column with
// an end of each in the same box, the other ends outside it: one of the
// other ends holds the digit.
func findTwoStringKite(v *view, emit func(*Step) bool) {
	var rbuf, cbuf [9]conjugate
	for d := 1; d <= 9; d++ {
		rows := conjugates(v, d, 0, 9, rbuf[:])
		cols := conjugates(v, d, 9, 18, cbuf[:])
		for _, r := range rows {
			for _, c := range cols {
				if !kite(v, d, r, c, emit) {
					return
				}
			}
		}
	}
}

func kite(v *view, d int, r, c conjugate, emit func(*Step) bool) bool {
	for _, n1 := range [2]int{r.a, r.b} {
		for _, n2 := range [2]int{c.a, c.b} {
			b := cellHouses[n1][2]
			f1, f2 := r.other(n1), c.other(n2)
			if n1 == n2 || cellHouses[n2][2] != b || houseSets[b].Has(f1) || houseSets[b].Has(f2) {
				continue
			}
			elims := v.cells[d].And(peerSets[f1]).And(peerSets[f2])
			if elims.Empty() {
				continue
			}
			if !emit(twoLinkStep(TwoStringKite, d, r, c, n1, n2, b, elims)) {
				return false
			}
		}
	}
	return true
}

// findEmptyRectangle finds boxes whose candidates for a digit all lie in
// one row and one column of the box (each holding some outside the other),
// with a strong link in a line crossing that row (or column) outside the
// box: if the link's end in the row is false its far end holds the digit;
// if it is true, the box's digit is in the column. Either way the cell
// where the far end's line meets the column loses the digit.
func findEmptyRectangle(v *view, emit func(*Step) bool) {
	for d := 1; d <= 9; d++ {
		for b := range 9 {
			w := v.where[18+b][d] // bit 3*r+c: row r, column c of the box
			if popcount(w) < 2 {
				continue
			}
			for r := range 3 {
				for c := range 3 {
					row, col, corner := uint16(7)<<(3*r), uint16(0x49)<<c, uint16(1)<<(3*r+c)
					if w&^(row|col) != 0 || w&row&^corner == 0 || w&col&^corner == 0 {
						continue
					}
					R, C := b/3*3+r, b%3*3+c
					if !emptyRectangle(v, d, 18+b, R, 9+C, emit) || !emptyRectangle(v, d, 18+b, 9+C, R, emit) {
						return
					}
				}
			}
		}
	}
}

// emptyRectangle looks for the strong links that cross line (the box's
// row or column, a house number) outside box b; other is the box's line
// of the other kind.
func emptyRectangle(v *view, d, b, line, other int, emit func(*Step) bool) bool {
	at := line % 9        // the position of line along a crossing line
	cross := 9 - line/9*9 // the first crossing line: columns for a row
	// The crossing lines through the box (x/3 == through) and their
	// positions inside it (p/3 == inside).
	through, inside := houseCells[b][0]%9/3, houseCells[b][0]/27
	if line >= 9 {
		through, inside = inside, through
	}
	for x := range 9 {
		if x/3 == through {
			continue
		}
		w := v.where[cross+x][d]
		if popcount(w) != 2 || w>>at&1 == 0 {
			continue
		}
		farAt := trailing(w &^ (1 << at))
		if farAt/3 == inside {
			continue // the target would be in the box
		}
		near, far := houseCells[cross+x][at], houseCells[cross+x][farAt]
		target := houseCells[other][farAt]
		if !v.cells[d].Has(target) {
			continue
		}
		if !emit(emptyRectangleStep(v, d, b, line, other, cross+x, near, far, target)) {
			return false
		}
	}
	return true
}

// emptyRectangleStep builds the step of box b, whose candidates lie in
// line and other, and of the strong link near-far in house link.
func emptyRectangleStep(v *view, d, b, line, other, link, near, far, target int) *Step {
	in := v.cells[d].And(houseSets[b])
	onLine := in.And(houseSets[line])
	rest := in.AndNot(houseSets[line])
	s := &Step{
		Technique:    EmptyRectangle,
		Eliminations: []Candidate{{target, d}},
		Digits:       DigitSet(d),
		Houses:       []solver.House{houseOf(b), houseOf(link), houseOf(line), houseOf(other)},
		Cells:        append(in.Cells(), near, far),
		Chains: []Chain{{
			{From: cellNode(far, d, false), To: cellNode(near, d, true)},
			{From: cellNode(near, d, true), To: Node{Digit: d, Cells: onLine, On: false}},
			{From: Node{Digit: d, Cells: onLine, On: false}, To: Node{Digit: d, Cells: rest, On: true}},
		}},
	}
	for _, c := range in.Cells() {
		s.Marks = append(s.Marks, Mark{Candidate{c, d}, RoleKey})
	}
	s.Marks = append(s.Marks, Mark{Candidate{near, d}, RoleAlt}, Mark{Candidate{far, d}, RoleAlt})
	return s
}
