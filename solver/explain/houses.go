package explain

import (
	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// The houses by number, as the texts count them: rows 0–8, columns 9–17,
// boxes 18–26.

// cellHouses holds each cell's row, column and box.
var cellHouses = func() (h [81][3]int) {
	for c := range 81 {
		for k := range 3 {
			h[c][k] = houseNum(solver.HouseOf(solver.HouseKind(k), c))
		}
	}
	return h
}()

// houseSet returns the cells of house number h.
func houseSet(h int) logic.CellSet { return logic.HouseCells(houseOf(h)) }

// houseOf returns house number h.
func houseOf(h int) solver.House { return solver.House{Kind: solver.HouseKind(h / 9), Index: h % 9} }

// houseNum returns the number of a house.
func houseNum(h solver.House) int { return int(h.Kind)*9 + h.Index }

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
