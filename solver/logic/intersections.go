package logic

import (
	"sudokubot/solver"
)

// findPointing finds digits whose candidates in a box all lie in one row or
// column: the digit can be removed from the rest of that row or column.
func findPointing(v *view, emit func(*Step) bool) {
	for b := 18; b < 27; b++ {
		for d := 1; d <= 9; d++ {
			in := v.cells[d].And(houseSets[b])
			if in.Count() < 2 {
				continue
			}
			for _, line := range linesThrough(in) {
				elims := v.cells[d].And(houseSets[line]).AndNot(houseSets[b])
				if elims.Empty() {
					continue
				}
				if !emit(intersectionStep(Pointing, d, b, line, in, elims)) {
					return
				}
			}
		}
	}
}

// findClaiming finds digits whose candidates in a row or column all lie in
// one box: the digit can be removed from the rest of that box.
func findClaiming(v *view, emit func(*Step) bool) {
	for line := range 18 {
		for d := 1; d <= 9; d++ {
			in := v.cells[d].And(houseSets[line])
			if in.Count() < 2 {
				continue
			}
			b := 18 + box(in.First())
			if !in.AndNot(houseSets[b]).Empty() {
				continue
			}
			elims := v.cells[d].And(houseSets[b]).AndNot(houseSets[line])
			if elims.Empty() {
				continue
			}
			if !emit(intersectionStep(Claiming, d, line, b, in, elims)) {
				return
			}
		}
	}
}

// linesThrough returns the row and the column (house numbers) that contain
// every cell of s, if any.
func linesThrough(s CellSet) []int {
	var lines []int
	first := s.First()
	for _, h := range cellHouses[first][:2] {
		if s.AndNot(houseSets[h]).Empty() {
			lines = append(lines, h)
		}
	}
	return lines
}

func intersectionStep(t Technique, d, from, to int, in, elims CellSet) *Step {
	s := &Step{
		Technique: t,
		Digits:    DigitSet(d),
		Houses:    []solver.House{houseOf(from), houseOf(to)},
		Cells:     in.Cells(),
	}
	for _, c := range in.Cells() {
		s.Marks = append(s.Marks, Mark{Candidate{c, d}, RoleKey})
	}
	for _, c := range elims.Cells() {
		s.Eliminations = append(s.Eliminations, Candidate{c, d})
	}
	return s
}
