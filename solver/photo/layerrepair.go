package photo

import (
	"cmp"
	"slices"

	"sudokubot/solver"
)

// Bounds of repairLayers' search: the layerRepairCells least sure digits
// whose layer may change (one or two at a time), and the exact solver's
// guesses spent on all the grids tried (about 3 µs each: a picture
// chooses its digits, and a grid without a solution can take many to
// prove so). A confidence is taken between minRepairConf and
// 1 − minRepairConf when weighing a change (near 0 it is a doubt, not a
// certainty of the other reading). A cell changed is trusted at most
// layerRepairedConf, below Doubt: the person is asked.
const (
	layerRepairCells  = 8
	layerRepairSteps  = 20_000
	minRepairConf     = 0.02
	layerRepairedConf = 0.9
)

// repairLayers tells givens from entries again when the givens as read
// are no proper puzzle. A published puzzle has exactly one solution, so
// givens with none (a person's wrong entry taken for print, a given
// misread, pencil marks read as a printed digit) or several (a printed
// digit taken for the person's) were read wrong. A move makes one change
// or two: a change moves one of the layerRepairCells digits whose layer
// is least sure to the other layer, or reads a given whose digit is in
// doubt (below Doubt) as its runner-up or as no digit at all (two
// changes at once are layers only). Moves of one change are tried first,
// then of two, each the likeliest first (by the odds of the readings
// its changes give their cells against the cells' own, from
// LayerConfidence and the classifier's probabilities; a reading in doubt
// is not known to be wrong, so two changes are never preferred to one);
// the first that leaves givens with exactly one solution is made. Each
// of those cells' confidence, in its layer for a change of layer and in
// its digit otherwise, becomes the probability of its reading now over
// all the moves tried that make a proper puzzle, weighed by their odds
// (at most what it was for a cell not changed, at most layerRepairedConf
// for one changed). Nothing changes when no move makes a proper puzzle
// or the solver's budget runs out first.
//
// It returns the givens' solution when rd, as read or as mended, is a
// game in progress (entries, and givens with exactly one solution).
func repairLayers(rd *Reading) (solver.Grid, bool) {
	if rd.split == splitNone || rd.Entries() == (solver.Grid{}) {
		return solver.Grid{}, false
	}
	var s solver.Solver
	spent := 0
	// solve returns the solution of g if it is the only one.
	solve := func(g solver.Grid) (solver.Grid, bool) {
		if spent >= layerRepairSteps || g.Validate() != nil {
			return solver.Grid{}, false
		}
		r := s.Solve(g, solver.Options{MaxSolutions: 2, StepLimit: layerRepairSteps - spent})
		spent += max(1, r.Steps)
		if r.Verdict() != solver.Unique {
			return solver.Grid{}, false
		}
		return r.Solutions[0], true
	}
	givens := rd.Givens()
	if sol, ok := solve(givens); ok {
		return sol, true
	}
	// The changes a move makes: a digit to the other layer, or a given
	// read in doubt to its runner-up or to no digit at all.
	type change struct {
		cell  int
		layer Layer
		v     uint8
		odds  float64 // how much likelier the change's reading is than the cell's
	}
	var cells []int
	for i, l := range rd.Layers {
		if rd.Grid[i] != 0 && (l == Given || l == Entry) {
			cells = append(cells, i)
		}
	}
	slices.SortStableFunc(cells, func(a, b int) int { return cmp.Compare(rd.LayerConfidence[a], rd.LayerConfidence[b]) })
	cells = cells[:min(len(cells), layerRepairCells)]
	var changes []change
	for _, i := range cells {
		c := min(max(float64(rd.LayerConfidence[i]), minRepairConf), 1-minRepairConf)
		other := Given
		if rd.Layers[i] == Given {
			other = Entry
		}
		changes = append(changes, change{i, other, rd.Grid[i], (1 - c) / c})
	}
	flips := len(changes)
	for i, l := range rd.Layers {
		if l != Given || rd.Confidence[i] >= Doubt {
			continue
		}
		c := min(max(float64(rd.Confidence[i]), minRepairConf), 1-minRepairConf)
		if r := runnerUp(rd.Prob[i], rd.Grid[i]); r != 0 {
			changes = append(changes, change{i, Given, r, float64(rd.Prob[i][r]) / c})
		}
		changes = append(changes, change{i, Empty, 0, (1 - c) / c})
	}
	type move struct {
		ks   []int // indices into changes
		odds float64
	}
	var moves []move
	for a := range changes {
		moves = append(moves, move{[]int{a}, changes[a].odds})
		for b := a + 1; a < flips && b < flips; b++ {
			moves = append(moves, move{[]int{a, b}, changes[a].odds * changes[b].odds})
		}
	}
	slices.SortStableFunc(moves, func(a, b move) int {
		return cmp.Or(cmp.Compare(len(a.ks), len(b.ks)), cmp.Compare(b.odds, a.odds))
	})
	var total float64
	made := make([]float64, len(changes)) // of each change, the odds of the proper moves that make it
	best := -1
	var sol solver.Grid // the solution of the givens after the move made
	for m, mv := range moves {
		g := givens
		for _, k := range mv.ks {
			ch := changes[k]
			g[ch.cell] = 0
			if ch.layer == Given {
				g[ch.cell] = ch.v
			}
		}
		gs, ok := solve(g)
		if !ok {
			continue
		}
		if best < 0 {
			best, sol = m, gs
		}
		total += mv.odds
		for _, k := range mv.ks {
			made[k] += mv.odds
		}
	}
	if best < 0 {
		return solver.Grid{}, false
	}
	for k, ch := range changes {
		p := float32(made[k] / total) // that the cell reads as the change has it
		i := ch.cell
		chosen := slices.Contains(moves[best].ks, k)
		switch {
		case !chosen && k < flips:
			rd.LayerConfidence[i] = min(rd.LayerConfidence[i], 1-p)
		case !chosen:
			rd.Confidence[i] = min(rd.Confidence[i], 1-p)
		case k < flips:
			rd.Layers[i], rd.LayerConfidence[i] = ch.layer, min(p, layerRepairedConf)
		default:
			rd.Layers[i], rd.Grid[i], rd.Confidence[i] = ch.layer, ch.v, min(p, layerRepairedConf)
		}
	}
	return sol, true
}
