package logic

import (
	"math/bits"
	"strings"

	"sudokubot/solver"
)

// A Digits is a set of digits 1–9: bit d stands for digit d.
type Digits uint16

// AllDigits holds every digit 1–9.
const AllDigits Digits = 0x3fe

// DigitSet returns the set holding the given digits.
func DigitSet(ds ...int) Digits {
	var s Digits
	for _, d := range ds {
		s |= 1 << d
	}
	return s
}

// Has reports whether the set holds digit d.
func (s Digits) Has(d int) bool { return s>>d&1 != 0 }

// Count returns the number of digits in the set.
func (s Digits) Count() int { return bits.OnesCount16(uint16(s)) }

// First returns the smallest digit of the set, or 0 if it is empty.
func (s Digits) First() int {
	if s == 0 {
		return 0
	}
	return bits.TrailingZeros16(uint16(s))
}

// List returns the digits in increasing order.
func (s Digits) List() []int {
	ds := make([]int, 0, s.Count())
	for d := 1; d <= 9; d++ {
		if s.Has(d) {
			ds = append(ds, d)
		}
	}
	return ds
}

// String returns the digits in increasing order, e.g. "147".
func (s Digits) String() string {
	var sb strings.Builder
	for d := 1; d <= 9; d++ {
		if s.Has(d) {
			sb.WriteByte('0' + byte(d))
		}
	}
	return sb.String()
}

// A Board is a grid with pencil marks: the givens, the filled cells, and
// the candidates left in every empty cell.
type Board struct {
	// Puzzle holds the givens.
	Puzzle solver.Grid
	// Values holds every filled cell: the givens, the entries a person made
	// and the digits placed by steps.
	Values solver.Grid
	// Cands holds the candidates of each empty cell; it is 0 for a filled
	// cell. An empty cell with no candidate is a contradiction.
	Cands [81]Digits
}

// NewBoard returns the board for a puzzle and the entries a person made in
// it (entries may be the zero Grid; cells given in the puzzle are ignored
// in it). Every empty cell gets as candidates the digits that do not
// appear among its peers.
func NewBoard(puzzle, entries solver.Grid) Board {
	b := Board{Puzzle: puzzle, Values: puzzle}
	for i, v := range entries {
		if b.Values[i] == 0 && v >= 1 && v <= 9 {
			b.Values[i] = v
		}
	}
	for i := range b.Values {
		if b.Values[i] > 9 {
			b.Values[i] = 0
		}
	}
	for i, v := range b.Values {
		if v != 0 {
			continue
		}
		c := AllDigits
		for _, p := range peers[i] {
			c &^= 1 << b.Values[p]
		}
		b.Cands[i] = c
	}
	return b
}

// Given reports whether cell i holds a given.
func (b *Board) Given(i int) bool { return b.Puzzle[i] != 0 }

// Solved reports whether every cell is filled.
func (b *Board) Solved() bool { return b.Values.Full() }

// Place puts digit d in cell i and removes d from the candidates of its
// peers.
func (b *Board) Place(i, d int) {
	b.Values[i] = uint8(d)
	b.Cands[i] = 0
	for _, p := range peers[i] {
		b.Cands[p] &^= 1 << d
	}
}

// Eliminate removes digit d from the candidates of cell i.
func (b *Board) Eliminate(i, d int) { b.Cands[i] &^= 1 << d }

// Apply makes the placements and eliminations of a step.
func (b *Board) Apply(s *Step) {
	for _, c := range s.Eliminations {
		b.Eliminate(int(c.Cell), int(c.Digit))
	}
	for _, c := range s.Placements {
		b.Place(int(c.Cell), int(c.Digit))
	}
}

// peers lists, for each cell, the 20 other cells that share its row,
// column or box.
var peers = func() (p [81][20]uint8) {
	for i := range 81 {
		n := 0
		for j := range 81 {
			if j != i && (j/9 == i/9 || j%9 == i%9 || box(j) == box(i)) {
				p[i][n] = uint8(j)
				n++
			}
		}
	}
	return p
}()

func box(i int) int { return i/27*3 + i%9/3 }
