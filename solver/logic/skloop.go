package logic

// An SK loop, as Steve Kurzhals found it in Easter Monster (New Sudoku
// Players' Forum, 2007) and the forum has described it since: two rows of
// different bands and two columns of different stacks cross in four
// boxes. In each of these boxes take the two other cells of the box's row
// and the two other cells of its column: sixteen empty cells, each in one
// of the two rows or two columns and in one of the four boxes.
//
// It is a locked set as in msls.go, with the four lines on one side and
// the four boxes on the other: every candidate of the cells is covered by
// a "house digit", d in one of the lines or d in one of the boxes, each
// house digit takes at most one of the cells, and when the cells need as
// many house digits as there are cells (sixteen), each takes exactly one:
// d leaves the rest of a house that covers it, and a candidate covered by
// both its line and its box is false. The fewest covers come, digit by
// digit, from a largest matching between the lines and the boxes, as for
// the multi-sector locked sets.
//
// In a step, Houses lists the two rows, the two columns, then the four
// boxes; Cells the sixteen cells. A candidate is marked RoleKey when its
// line covers it, RoleAlt when its box does, RoleFin when both do (it is
// eliminated).

func findSKLoop(v *view, emit func(*Step) bool) {
	for ba := range 3 {
		for bb := ba + 1; bb < 3; bb++ {
			for sa := range 3 {
				for sb := sa + 1; sb < 3; sb++ {
					if v.done() {
						return
					}
					for r1 := 3 * ba; r1 < 3*ba+3; r1++ {
						for r2 := 3 * bb; r2 < 3*bb+3; r2++ {
							for c1 := 3 * sa; c1 < 3*sa+3; c1++ {
								for c2 := 3 * sb; c2 < 3*sb+3; c2++ {
									if !skLoop(v, [4]int{r1, r2, c1, c2}, emit) {
										return
									}
								}
							}
						}
					}
				}
			}
		}
	}
}

// skLoop emits the steps of the SK loop of rows r1, r2 and columns c1, c2
// (lines), if it is one; it reports whether to go on.
func skLoop(v *view, lines [4]int, emit func(*Step) bool) bool {
	r := [2]int{lines[0], lines[1]}
	c := [2]int{lines[2], lines[3]}
	var cells []int
	var lineOf, boxOf [81]int8
	var boxes [4]int
	for i := range 2 {
		for j := range 2 {
			k := 2*i + j
			boxes[k] = r[i]/3*3 + c[j]/3
			for x := c[j] / 3 * 3; x < c[j]/3*3+3; x++ {
				if x != c[j] {
					cells = append(cells, r[i]*9+x)
					lineOf[r[i]*9+x], boxOf[r[i]*9+x] = int8(i), int8(k)
				}
			}
			for y := r[i] / 3 * 3; y < r[i]/3*3+3; y++ {
				if y != r[i] {
					cells = append(cells, y*9+c[j])
					lineOf[y*9+c[j]], boxOf[y*9+c[j]] = int8(2+j), int8(k)
				}
			}
		}
	}
	// adj[d][line] holds the boxes (a bit each) linked by a cell with d.
	var adj [10][9]uint16
	for _, cell := range cells {
		if v.Values[cell] != 0 {
			return true
		}
		for x := v.Cands[cell]; x != 0; x &= x - 1 {
			adj[x.First()][lineOf[cell]] |= 1 << boxOf[cell]
		}
	}
	total := 0
	for d := 1; d <= 9 && total <= len(cells); d++ {
		total += matchSize(&adj[d], 0xf, 0xf, nil)
	}
	if total != len(cells) {
		return true
	}
	for _, fromBoxes := range [2]bool{false, true} {
		if s := skLoopStep(v, lines, boxes, cells, &adj, fromBoxes); s != nil && !emit(s) {
			return false
		}
	}
	return true
}

// skLoopStep returns the step of an SK loop, or nil if it eliminates
// nothing (or, fromBoxes, if it is the same as the step of the lines'
// side). The covers of each digit are Kőnig's from the lines' side of its
// matching, or, fromBoxes, from the boxes'.
func skLoopStep(v *view, lines [4]int, boxes [4]int, cells []int, adj *[10][9]uint16, fromBoxes bool) *Step {
	// houses[i] is the house number of line i (0-3) or box i-4.
	var houses [8]int
	houses[0], houses[1] = lines[0], lines[1]
	houses[2], houses[3] = 9+lines[2], 9+lines[3]
	for k, b := range boxes {
		houses[4+k] = 18 + b
	}
	var in CellSet
	for _, c := range cells {
		in.Add(c)
	}
	var byLine, byBox [10]uint16
	same := true
	for d := 1; d <= 9; d++ {
		byLine[d], byBox[d] = cover(&adj[d], 0xf, 0xf)
		if fromBoxes {
			var t [9]uint16
			for l := range 4 {
				for x := adj[d][l]; x != 0; x &= x - 1 {
					t[trailing(x)] |= 1 << l
				}
			}
			b, l := cover(&t, 0xf, 0xf)
			if b != byBox[d] || l != byLine[d] {
				same = false
			}
			byLine[d], byBox[d] = l, b
		}
	}
	if fromBoxes && same {
		return nil
	}
	var elims elimSet
	for d := 1; d <= 9; d++ {
		for i := range 8 {
			covered := byLine[d]&(1<<i) != 0
			if i >= 4 {
				covered = byBox[d]&(1<<(i-4)) != 0
			}
			if covered {
				elims.addCells(houseSets[houses[i]].And(v.cells[d]).AndNot(in), d)
			}
		}
	}
	s := &Step{Technique: SKLoop, Size: len(cells)}
	for _, h := range houses {
		s.Houses = append(s.Houses, houseOf(h))
	}
	for _, c := range cells {
		s.Cells = append(s.Cells, c)
		line, box := skLine(c, lines), skBox(c, boxes)
		for _, d := range v.Cands[c].List() {
			s.Digits |= 1 << d
			byL, byB := byLine[d]&(1<<line) != 0, byBox[d]&(1<<box) != 0
			role := RoleKey
			switch {
			case byL && byB:
				role = RoleFin
				elims[c] |= 1 << d
			case byB:
				role = RoleAlt
			}
			s.Marks = append(s.Marks, Mark{Candidate{c, d}, role})
		}
	}
	if elims.empty() {
		return nil
	}
	s.Eliminations = elims.list()
	return s
}

// skLine returns the index (0-3) among lines (two rows, two columns) of
// the line a loop cell is in.
func skLine(c int, lines [4]int) int {
	switch {
	case c/9 == lines[0]:
		return 0
	case c/9 == lines[1]:
		return 1
	case c%9 == lines[2]:
		return 2
	}
	return 3
}

// skBox returns the index (0-3) among boxes of a loop cell's box.
func skBox(c int, boxes [4]int) int {
	for k, b := range boxes {
		if box(c) == b {
			return k
		}
	}
	return -1
}
