package solver

import (
	"fmt"
	"strings"
)

// A Grid is a 9×9 Sudoku grid stored row by row: Grid[9*r+c] is the digit
// in row r, column c (both counted from 0), and 0 marks an empty cell.
//
// Grid is a value type: it can be copied, compared with == and used as a map
// key. Values above 9 are never produced by this package; a Grid holding
// them is reported as invalid by [Grid.Validate] and has no solution.
type Grid [81]uint8

// String returns the grid as 81 characters, row by row, with '.' for an
// empty cell and '?' for a cell holding a value above 9. The result is
// accepted by [Parse].
func (g Grid) String() string {
	var b [81]byte
	for i, v := range g {
		b[i] = cellChar(v, '.')
	}
	return string(b[:])
}

// Digits returns the grid as 81 characters like [Grid.String] but with '0'
// for an empty cell, the form many other tools expect.
func (g Grid) Digits() string {
	var b [81]byte
	for i, v := range g {
		b[i] = cellChar(v, '0')
	}
	return string(b[:])
}

func cellChar(v uint8, empty byte) byte {
	switch {
	case v == 0:
		return empty
	case v <= 9:
		return '0' + v
	default:
		return '?'
	}
}

// Board returns the grid as nine lines with box separators, for people:
//
//	5 3 . | . 7 . | . . .
//	6 . . | 1 9 5 | . . .
//	...
func (g Grid) Board() string {
	var sb strings.Builder
	sb.Grow(9*22 + 2*22)
	for r := range 9 {
		if r == 3 || r == 6 {
			sb.WriteString("------+-------+------\n")
		}
		for c := range 9 {
			switch {
			case c == 3 || c == 6:
				sb.WriteString(" | ")
			case c > 0:
				sb.WriteByte(' ')
			}
			sb.WriteByte(cellChar(g[9*r+c], '.'))
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// Count returns the number of filled cells.
func (g Grid) Count() int {
	n := 0
	for _, v := range g {
		if v != 0 {
			n++
		}
	}
	return n
}

// Full reports whether every cell holds a digit 1–9.
func (g Grid) Full() bool {
	for _, v := range g {
		if v == 0 || v > 9 {
			return false
		}
	}
	return true
}

// Blocked returns the empty cells where no digit can go, because the
// filled cells of their row, column and box hold all nine: a reason a grid
// has no solution that a person can see at once.
func (g Grid) Blocked() []int {
	var out []int
	for i, v := range g {
		if v != 0 {
			continue
		}
		var seen uint16
		for _, kind := range [...]HouseKind{Row, Column, Box} {
			for _, j := range HouseOf(kind, i).Cells() {
				seen |= 1 << g[j]
			}
		}
		if seen&0x3fe == 0x3fe {
			out = append(out, i)
		}
	}
	return out
}

// Validate reports whether the filled cells obey the rules: every value is
// 0–9 and no digit repeats in a row, column or box. It returns nil for a
// valid grid, a *[ConflictError] listing every repeated digit, or a
// *[ValueError] for a value above 9.
func (g Grid) Validate() error {
	for i, v := range g {
		if v > 9 {
			return &ValueError{Cell: i, Value: v}
		}
	}
	var conflicts []Conflict
	for h := range houses {
		house := House{Kind: HouseKind(h / 9), Index: h % 9}
		var seen [10][]int
		for _, cell := range houseCells[h] {
			if v := g[cell]; v != 0 {
				seen[v] = append(seen[v], int(cell))
			}
		}
		for d := 1; d <= 9; d++ {
			if len(seen[d]) > 1 {
				conflicts = append(conflicts, Conflict{Digit: d, House: house, Cells: seen[d]})
			}
		}
	}
	if conflicts != nil {
		return &ConflictError{Conflicts: conflicts}
	}
	return nil
}

// Consistent reports whether g agrees with solution: every filled cell of g
// holds the digit that solution holds there.
func (g Grid) Consistent(solution Grid) bool {
	for i, v := range g {
		if v != 0 && v != solution[i] {
			return false
		}
	}
	return true
}

// Diff returns the cells, in increasing order, that are filled in g and
// hold a different digit in solution.
func (g Grid) Diff(solution Grid) []int {
	var cells []int
	for i, v := range g {
		if v != 0 && v != solution[i] {
			cells = append(cells, i)
		}
	}
	return cells
}

// CellName returns the name of cell i (0–80) in the rRcC scheme with rows and
// columns counted from 1, e.g. "r5c4" for cell 39.
func CellName(i int) string {
	if i < 0 || i >= 81 {
		return fmt.Sprintf("cell(%d)", i)
	}
	return fmt.Sprintf("r%dc%d", i/9+1, i%9+1)
}

// CellNames returns the names of cells, each as [CellName] gives it.
func CellNames(cells []int) []string {
	names := make([]string, len(cells))
	for i, c := range cells {
		names[i] = CellName(c)
	}
	return names
}

// A HouseKind is one of the three kinds of house: rows, columns and boxes.
type HouseKind uint8

// The kinds of house.
const (
	Row HouseKind = iota
	Column
	Box
)

func (k HouseKind) String() string {
	switch k {
	case Row:
		return "row"
	case Column:
		return "column"
	case Box:
		return "box"
	}
	return fmt.Sprintf("HouseKind(%d)", k)
}

// A House is a row, column or box: nine cells that hold each digit once.
// Index counts from 0; boxes are numbered row by row, box 0 top left.
type House struct {
	Kind  HouseKind
	Index int
}

// String returns the house in the form people read, counting from 1:
// "row 1", "column 9", "box 5".
func (h House) String() string {
	return fmt.Sprintf("%s %d", h.Kind, h.Index+1)
}

// Cells returns the nine cells of the house in reading order.
func (h House) Cells() [9]int {
	var cells [9]int
	if h.Kind > Box || h.Index < 0 || h.Index > 8 {
		return cells
	}
	for i, c := range houseCells[int(h.Kind)*9+h.Index] {
		cells[i] = int(c)
	}
	return cells
}

// HouseOf returns the house of the given kind that contains cell i (0–80).
func HouseOf(kind HouseKind, i int) House {
	r, c := i/9, i%9
	switch kind {
	case Row:
		return House{Row, r}
	case Column:
		return House{Column, c}
	default:
		return House{Box, r/3*3 + c/3}
	}
}

// Peers returns the 20 cells that share a row, column or box with cell i
// (0–80), in reading order.
func Peers(i int) [20]int {
	return cellPeers[i]
}

var cellPeers = func() (p [81][20]int) {
	for i := range 81 {
		n := 0
		for j := range 81 {
			if j != i && (j/9 == i/9 || j%9 == i%9 || HouseOf(Box, j) == HouseOf(Box, i)) {
				p[i][n] = j
				n++
			}
		}
	}
	return p
}()

// houses is the number of houses; houseCells lists the cells of each, rows
// first (0–8), then columns (9–17), then boxes (18–26).
const houses = 27

var houseCells = func() (h [houses][9]uint8) {
	for i := range 9 {
		for j := range 9 {
			h[i][j] = uint8(9*i + j)
			h[9+i][j] = uint8(9*j + i)
			h[18+i][j] = uint8(27*(i/3) + 3*(i%3) + 9*(j/3) + j%3)
		}
	}
	return h
}()
