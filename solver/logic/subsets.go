package logic

import (
	"sudokubot/solver"
)

// Naked subsets: n cells of a house whose candidates, together, are only n
// digits. Those digits must go in those cells, so they leave the house's
// other cells. A locked pair or triple is one inside a box and a row or
// column at once: the digits leave both.

func findLockedPair(v *view, emit func(*Step) bool)   { findLocked(v, 2, emit) }
func findLockedTriple(v *view, emit func(*Step) bool) { findLocked(v, 3, emit) }
func findNakedPair(v *view, emit func(*Step) bool)    { findNaked(v, 2, emit) }
func findNakedTriple(v *view, emit func(*Step) bool)  { findNaked(v, 3, emit) }
func findNakedQuad(v *view, emit func(*Step) bool)    { findNaked(v, 4, emit) }
func findHiddenPair(v *view, emit func(*Step) bool)   { findHidden(v, 2, emit) }
func findHiddenTriple(v *view, emit func(*Step) bool) { findHidden(v, 3, emit) }
func findHiddenQuad(v *view, emit func(*Step) bool)   { findHidden(v, 4, emit) }

var nakedTechniques = [5]Technique{2: NakedPair, 3: NakedTriple, 4: NakedQuad}
var hiddenTechniques = [5]Technique{2: HiddenPair, 3: HiddenTriple, 4: HiddenQuad}

// findLocked finds naked subsets of n cells in a box that also share a row
// or column.
func findLocked(v *view, n int, emit func(*Step) bool) {
	t := LockedPair
	if n == 3 {
		t = LockedTriple
	}
	for b := 18; b < 27; b++ {
		for _, line := range lineSegments(b) {
			cells := emptyWithin(v, houseSets[b].And(houseSets[line]), n)
			ok := eachSubset(cells, n, func(sub []int) bool {
				union := unionOf(v, sub)
				if union.Count() != n {
					return true
				}
				s := nakedStep(v, t, union, sub, b, line)
				return len(s.Eliminations) == 0 || emit(s)
			})
			if !ok {
				return
			}
		}
	}
}

// lineSegments returns the rows and columns crossing box b.
func lineSegments(b int) []int {
	first := houseCells[b][0]
	r, c := first/9, first%9
	return []int{r, r + 1, r + 2, 9 + c, 9 + c + 1, 9 + c + 2}
}

// emptyWithin returns the empty cells of s with 2 to n candidates.
func emptyWithin(v *view, s CellSet, n int) []int {
	var cells []int
	for _, c := range s.Cells() {
		if k := v.Cands[c].Count(); v.Values[c] == 0 && k >= 2 && k <= n {
			cells = append(cells, c)
		}
	}
	return cells
}

func findNaked(v *view, n int, emit func(*Step) bool) {
	for h := range 27 {
		cells := emptyWithin(v, houseSets[h], n)
		ok := eachSubset(cells, n, func(sub []int) bool {
			union := unionOf(v, sub)
			if union.Count() != n {
				return true
			}
			s := nakedStep(v, nakedTechniques[n], union, sub, h)
			return len(s.Eliminations) == 0 || emit(s)
		})
		if !ok {
			return
		}
	}
}

func unionOf(v *view, cells []int) Digits {
	var u Digits
	for _, c := range cells {
		u |= v.Cands[c]
	}
	return u
}

// nakedStep builds the step of a naked subset: the digits leave the other
// cells of the given houses.
func nakedStep(v *view, t Technique, digits Digits, cells []int, houses ...int) *Step {
	s := &Step{Technique: t, Digits: digits, Cells: cells, Size: len(cells)}
	in := CellsOf(cells...)
	var done CellSet
	for _, h := range houses {
		s.Houses = append(s.Houses, houseOf(h))
		for _, c := range houseCells[h] {
			if in.Has(c) || done.Has(c) || v.Values[c] != 0 {
				continue
			}
			done.Add(c)
			for _, d := range (v.Cands[c] & digits).List() {
				s.Eliminations = append(s.Eliminations, Candidate{c, d})
			}
		}
	}
	for _, c := range cells {
		for _, d := range v.Cands[c].List() {
			s.Marks = append(s.Marks, Mark{Candidate{c, d}, RoleKey})
		}
	}
	return s
}

// Hidden subsets: n digits that, in a house, can only go in the same n
// cells. Those cells must hold those digits, so every other candidate
// leaves them.
func findHidden(v *view, n int, emit func(*Step) bool) {
	for h := range 27 {
		var digits []int
		for d := 1; d <= 9; d++ {
			if k := popcount(v.where[h][d]); k >= 2 && k <= n {
				digits = append(digits, d)
			}
		}
		ok := eachSubset(digits, n, func(sub []int) bool {
			var pos uint16
			for _, d := range sub {
				pos |= v.where[h][d]
			}
			if popcount(pos) != n {
				return true
			}
			s := hiddenStep(v, hiddenTechniques[n], DigitSet(sub...), pos, h)
			return len(s.Eliminations) == 0 || emit(s)
		})
		if !ok {
			return
		}
	}
}

func hiddenStep(v *view, t Technique, digits Digits, pos uint16, h int) *Step {
	s := &Step{Technique: t, Digits: digits, Houses: []solver.House{houseOf(h)}, Size: digits.Count()}
	for p := pos; p != 0; p &= p - 1 {
		c := houseCells[h][trailing(p)]
		s.Cells = append(s.Cells, c)
		for _, d := range v.Cands[c].List() {
			if digits.Has(d) {
				s.Marks = append(s.Marks, Mark{Candidate{c, d}, RoleKey})
			} else {
				s.Eliminations = append(s.Eliminations, Candidate{c, d})
			}
		}
	}
	return s
}

// eachSubset calls f with every subset of n items, in lexicographic order,
// until f returns false; it reports whether f always returned true.
func eachSubset(items []int, n int, f func([]int) bool) bool {
	if n > len(items) {
		return true
	}
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	sub := make([]int, n)
	for {
		for i, j := range idx {
			sub[i] = items[j]
		}
		if !f(sub) {
			return false
		}
		i := n - 1
		for i >= 0 && idx[i] == len(items)-n+i {
			i--
		}
		if i < 0 {
			return true
		}
		idx[i]++
		for j := i + 1; j < n; j++ {
			idx[j] = idx[j-1] + 1
		}
	}
}
