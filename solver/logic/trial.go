package logic

import (
	"context"
	"fmt"

	"sudokubot/solver"
)

// TrialStep returns a labelled trial for a board where no technique
// applies: it takes the empty cell with the fewest candidates and places
// the one that a search (the exact solver) finds to be right, marking the
// others as leading to no solution. It is offered instead of a silent
// guess, and says what it is.
//
// It returns ErrSolved for a solved board and ErrBroken when the board has
// no solution.
func TrialStep(ctx context.Context, b *Board) (*Step, error) {
	if b.Solved() {
		return nil, ErrSolved
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	res := solver.Solve(b.Values, solver.Options{MaxSolutions: 1})
	if len(res.Solutions) == 0 {
		return nil, ErrBroken
	}
	sol := res.Solutions[0]
	cell, fewest := -1, 10
	for c := range 81 {
		if n := b.Cands[c].Count(); b.Values[c] == 0 && n < fewest {
			cell, fewest = c, n
		}
	}
	d := int(sol[cell])
	if !b.Cands[cell].Has(d) {
		// A step before removed the true digit: the board is broken.
		return nil, ErrBroken
	}
	s := &Step{
		Technique:  Trial,
		Placements: []Candidate{{cell, d}},
		Digits:     b.Cands[cell],
		Houses:     []solver.House{houseOf(cellHouses[cell][2])},
		Cells:      []int{cell},
	}
	for _, e := range b.Cands[cell].List() {
		role := RoleOff
		if e == d {
			role = RoleOn
		}
		s.Marks = append(s.Marks, Mark{Candidate{cell, e}, role})
	}
	return s, nil
}

func explainTrial(s *Step, lang Lang) string {
	p := s.Placements[0]
	wrong := s.Digits &^ (1 << p.Digit)
	return pick(lang,
		fmt.Sprintf("No technique of logic applies here, so this is a trial: %s, the cell with the fewest candidates, can be %s. Trying each, %s leads to no solution (found by search, not by a chain a person could follow), so %s = %d.",
			cellName(p.Cell), digitList(s.Digits, lang), digitList(wrong, lang), cellName(p.Cell), p.Digit),
		fmt.Sprintf("这里没有可用的逻辑技巧，所以这是一步试探：候选数最少的格%s可以是%s。逐一尝试，%s会导致无解（由搜索得出，而不是人能跟随的推理链），所以%s = %d。",
			cellName(p.Cell), digitList(s.Digits, lang), digitList(wrong, lang), cellName(p.Cell), p.Digit))
}
