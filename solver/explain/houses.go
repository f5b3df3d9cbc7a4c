package explain

import (
	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// The houses by number, as the texts count them: rows 0–8, columns 9–17,
// boxes 18–26.
var (
	houseCells = func() (h [27][9]int) {
		for i := range 27 {
			h[i] = houseOf(i).Cells()
		}
		return h
	}()
	houseSets = func() (hs [27]logic.CellSet) {
		for i := range 27 {
			for _, c := range houseCells[i] {
				hs[i].Add(c)
			}
		}
		return hs
	}()
	// cellHouses holds each cell's row, column and box.
	cellHouses = func() (h [81][3]int) {
		for c := range 81 {
			h[c] = [3]int{c / 9, 9 + c%9, 18 + c/27*3 + c%9/3}
		}
		return h
	}()
)

// houseOf returns house number h.
func houseOf(h int) solver.House { return solver.House{Kind: solver.HouseKind(h / 9), Index: h % 9} }

// houseNum returns the number of a house.
func houseNum(h solver.House) int { return int(h.Kind)*9 + h.Index }

// box returns the number (0–8) of a cell's box.
func box(c int) int { return c/27*3 + c%9/3 }

// peerSets holds, for each cell, the other cells of its row, column and
// box.
var peerSets = func() (p [81]logic.CellSet) {
	for c := range 81 {
		for _, h := range cellHouses[c] {
			p[c] = p[c].Or(houseSets[h])
		}
		p[c].Remove(c)
	}
	return p
}()

// peerHouse returns a house two peers share: row, column, then box.
func peerHouse(a, b int) int {
	switch {
	case a/9 == b/9:
		return a / 9
	case a%9 == b%9:
		return 9 + a%9
	}
	return 18 + box(a)
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

// skLine returns the index (0-3) among lines (two rows, two columns) of
// the line a cell of an SK loop is in.
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
