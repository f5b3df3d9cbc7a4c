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
// prove so). A layer's
// confidence is taken between minLayerConf and 1 − minLayerConf when
// weighing a move (near 0 it is a doubt, not a certainty of the other
// layer). A digit moved to the other layer is trusted at most
// layerRepairedConf, below Doubt: the person is asked.
const (
	layerRepairCells  = 8
	layerRepairSteps  = 20_000
	minLayerConf      = 0.02
	layerRepairedConf = 0.9
)

// repairLayers tells givens from entries again when the givens as split
// are no proper puzzle. A published puzzle has exactly one solution, so
// givens with none (a person's wrong entry taken for print) or several
// (a printed digit taken for the person's) were split wrong. Among the
// layerRepairCells digits whose layer is least sure, the moves of one of
// them to the other layer are tried first, then of two, each size the
// likeliest first (by the odds of the layers a move gives its digits,
// from their LayerConfidence; a layer in doubt is not known to be
// wrong, so two moves are never preferred to one); the first that leaves
// givens with exactly one solution is made. Each of those digits' layer
// confidence becomes the probability of its layer now over all the moves
// tried that make a proper puzzle, weighed by their odds (at most what it
// was for a digit not moved, at most layerRepairedConf for one moved).
//
// Nothing changes when no move makes a proper puzzle, when the solver's
// budget runs out first, or when a given's digit is itself in doubt
// (below Doubt): a misread digit also makes givens no puzzle, and the
// check weighs it.
func repairLayers(rd *Reading) {
	if rd.split == splitNone || rd.Entries() == (solver.Grid{}) {
		return
	}
	for i, l := range rd.Layers {
		if l == Given && rd.Confidence[i] < Doubt {
			return
		}
	}
	var s solver.Solver
	spent := 0
	proper := func(g solver.Grid) bool {
		if spent >= layerRepairSteps || g.Validate() != nil {
			return false
		}
		r := s.Solve(g, solver.Options{MaxSolutions: 2, StepLimit: layerRepairSteps - spent})
		spent += max(1, r.Steps)
		return r.Verdict() == solver.Unique
	}
	givens := rd.Givens()
	if proper(givens) {
		return
	}
	var cells []int
	for i, l := range rd.Layers {
		if rd.Grid[i] != 0 && (l == Given || l == Entry) {
			cells = append(cells, i)
		}
	}
	slices.SortStableFunc(cells, func(a, b int) int { return cmp.Compare(rd.LayerConfidence[a], rd.LayerConfidence[b]) })
	cells = cells[:min(len(cells), layerRepairCells)]
	// odds[k] is how much likelier cells[k] is of the other layer than
	// of its own, as split.
	odds := make([]float64, len(cells))
	for k, i := range cells {
		c := min(max(float64(rd.LayerConfidence[i]), minLayerConf), 1-minLayerConf)
		odds[k] = (1 - c) / c
	}
	type move struct {
		ks   []int // indices into cells
		odds float64
	}
	var moves []move
	for a := range cells {
		moves = append(moves, move{[]int{a}, odds[a]})
		for b := a + 1; b < len(cells); b++ {
			moves = append(moves, move{[]int{a, b}, odds[a] * odds[b]})
		}
	}
	slices.SortStableFunc(moves, func(a, b move) int {
		return cmp.Or(cmp.Compare(len(a.ks), len(b.ks)), cmp.Compare(b.odds, a.odds))
	})
	var total float64
	moved := make([]float64, len(cells)) // of each cell, the odds of the proper moves that move it
	best := -1
	for m, mv := range moves {
		g := givens
		for _, k := range mv.ks {
			if i := cells[k]; rd.Layers[i] == Given {
				g[i] = 0
			} else {
				g[i] = rd.Grid[i]
			}
		}
		if !proper(g) {
			continue
		}
		if best < 0 {
			best = m
		}
		total += mv.odds
		for _, k := range mv.ks {
			moved[k] += mv.odds
		}
	}
	if best < 0 {
		return
	}
	for _, k := range moves[best].ks {
		i := cells[k]
		if rd.Layers[i] == Given {
			rd.Layers[i] = Entry
		} else {
			rd.Layers[i] = Given
		}
	}
	for k, i := range cells {
		p := float32(moved[k] / total) // that its layer is the other one as split
		if slices.Contains(moves[best].ks, k) {
			rd.LayerConfidence[i] = min(p, layerRepairedConf)
		} else {
			rd.LayerConfidence[i] = min(rd.LayerConfidence[i], 1-p)
		}
	}
}
