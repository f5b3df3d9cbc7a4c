package logic

import (
	"sudokubot/solver"
)

// findFullHouse finds houses with one empty cell left.
func findFullHouse(v *view, emit func(*Step) bool) {
	for h := range 27 {
		empty, cell := 0, -1
		var seen Digits
		for _, c := range houseCells[h] {
			if d := v.Values[c]; d != 0 {
				seen |= 1 << d
			} else {
				empty++
				cell = c
			}
		}
		if empty != 1 {
			continue
		}
		d := (AllDigits &^ seen).First()
		if d == 0 || !v.Cands[cell].Has(d) {
			continue // a broken board; Next has ruled it out
		}
		s := &Step{
			Technique:  FullHouse,
			Placements: []Candidate{{cell, d}},
			Digits:     DigitSet(d),
			Houses:     []solver.House{houseOf(h)},
			Cells:      []int{cell},
		}
		if !emit(s) {
			return
		}
	}
}

// findHiddenSingles finds digits with one place left in a house: boxes
// first, then rows, then columns, the order in which people look.
func findHiddenSingles(v *view, emit func(*Step) bool) {
	for _, h := range housesBoxFirst {
		for d := 1; d <= 9; d++ {
			w := v.where[h][d]
			if popcount(w) != 1 {
				continue
			}
			cell := houseCells[h][trailing(w)]
			s := &Step{
				Technique:  HiddenSingle,
				Placements: []Candidate{{cell, d}},
				Digits:     DigitSet(d),
				Houses:     []solver.House{houseOf(h)},
				Cells:      []int{cell},
			}
			if !emit(s) {
				return
			}
		}
	}
}

// housesBoxFirst lists the houses boxes first, then rows, then columns.
var housesBoxFirst = func() []int {
	var hs []int
	for h := 18; h < 27; h++ {
		hs = append(hs, h)
	}
	for h := range 18 {
		hs = append(hs, h)
	}
	return hs
}()

// findNakedSingles finds cells with one candidate left.
func findNakedSingles(v *view, emit func(*Step) bool) {
	for c := range 81 {
		if v.Values[c] != 0 || v.Cands[c].Count() != 1 {
			continue
		}
		d := v.Cands[c].First()
		s := &Step{
			Technique:  NakedSingle,
			Placements: []Candidate{{c, d}},
			Digits:     DigitSet(d),
			Houses:     []solver.House{houseOf(cellHouses[c][2])},
			Cells:      []int{c},
		}
		// When the other eight digits all stand among the cell's peers,
		// say so: the reason is then plain to see.
		var seen Digits
		for _, p := range peers[c] {
			seen |= 1 << v.Values[p]
		}
		if seen&AllDigits == AllDigits&^(1<<d) {
			s.Houses = []solver.House{houseOf(cellHouses[c][0]), houseOf(cellHouses[c][1]), houseOf(cellHouses[c][2])}
		}
		if !emit(s) {
			return
		}
	}
}
