package logic

import (
	"sudokubot/solver"
)

// Area returns the house the level-1 hint names, if it names one: the
// step's main house, or the box of its first cell; for a chain, the house
// of its first cell (see chainArea), for a forcing chain or net, the box
// of its start. Other steps of tier 7 and up are said to be on the grid.
func (s *Step) Area() (solver.House, bool) {
	if s.chained() {
		return houseOf(s.chainArea()), true
	}
	if s.Technique.Tier() >= 7 {
		return solver.House{}, false
	}
	return s.Where()
}

// Where returns where the step is: its main house, or the box of its
// first cell; false for a step on the whole grid.
func (s *Step) Where() (solver.House, bool) {
	switch {
	case len(s.Houses) > 0:
		return s.Houses[0], true
	case len(s.Cells) > 0 && s.Cells[0] >= 0 && s.Cells[0] < 81:
		return houseOf(cellHouses[s.Cells[0]][2]), true
	}
	return solver.House{}, false
}
