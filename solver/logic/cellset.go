package logic

import (
	"math/bits"

	"sudokubot/solver"
)

// A CellSet is a set of cells 0–80.
type CellSet [2]uint64

// CellsOf returns the set holding the given cells.
func CellsOf(cells ...int) CellSet {
	var s CellSet
	for _, c := range cells {
		s.Add(c)
	}
	return s
}

// Add adds cell i to the set.
func (s *CellSet) Add(i int) { s[i>>6&1] |= 1 << (i & 63) }

// Remove removes cell i from the set.
func (s *CellSet) Remove(i int) { s[i>>6&1] &^= 1 << (i & 63) }

// Has reports whether the set holds cell i.
func (s CellSet) Has(i int) bool { return i >= 0 && i < 81 && s[i>>6]>>(i&63)&1 != 0 }

// Count returns the number of cells in the set.
func (s CellSet) Count() int { return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) }

// Empty reports whether the set is empty.
func (s CellSet) Empty() bool { return s[0]|s[1] == 0 }

// And returns the cells in both sets.
func (s CellSet) And(t CellSet) CellSet { return CellSet{s[0] & t[0], s[1] & t[1]} }

// Or returns the cells in either set.
func (s CellSet) Or(t CellSet) CellSet { return CellSet{s[0] | t[0], s[1] | t[1]} }

// AndNot returns the cells of s that are not in t.
func (s CellSet) AndNot(t CellSet) CellSet { return CellSet{s[0] &^ t[0], s[1] &^ t[1]} }

// First returns the smallest cell of the set, or -1 if it is empty.
func (s CellSet) First() int {
	if s[0] != 0 {
		return bits.TrailingZeros64(s[0])
	}
	if s[1] != 0 {
		return 64 + bits.TrailingZeros64(s[1])
	}
	return -1
}

// Cells returns the cells in increasing order.
func (s CellSet) Cells() []int {
	cells := make([]int, 0, s.Count())
	for w := range 2 {
		for x := s[w]; x != 0; x &= x - 1 {
			cells = append(cells, 64*w+bits.TrailingZeros64(x))
		}
	}
	return cells
}

// HouseCells returns the cells of house h as a set.
func HouseCells(h solver.House) CellSet {
	if h.Kind > solver.Box || h.Index < 0 || h.Index > 8 {
		return CellSet{}
	}
	return houseSets[int(h.Kind)*9+h.Index]
}

// houseSets holds the cells of the 27 houses: rows, columns, boxes.
var houseSets = func() (hs [27]CellSet) {
	for h := range 27 {
		for _, c := range (solver.House{Kind: solver.HouseKind(h / 9), Index: h % 9}).Cells() {
			hs[h].Add(c)
		}
	}
	return hs
}()

// Peers returns the other cells of cell c's row, column and box.
func Peers(c int) CellSet { return peerSets[c] }
