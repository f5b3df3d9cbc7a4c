package logic

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"sudokubot/solver"
	"sudokubot/solver/locale"
)

// A trialBranch is what a wrong choice of a trial leads to: the singles
// that follow it, up to a contradiction when one is reached.
type trialBranch struct {
	digit  int
	placed []Candidate
	// The contradiction: an empty cell with no candidate (cell), or a
	// digit with no place left in a house (house, missing); found is false
	// when the singles stop before one.
	found   bool
	cell    int
	house   int
	missing int
}

// maxTrialSteps bounds the singles followed after a wrong choice.
const maxTrialSteps = 81

// TrialStep returns a labelled trial for a board where no technique
// applies: it takes the empty cell with the fewest candidates and places
// the one that a search (the exact solver) finds to be right. For every
// other candidate it follows the singles and locked candidates that the
// choice leads to, and shows the contradiction they reach, when they reach
// one. It is offered instead of a silent guess, and says what it is.
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
		} else {
			s.trials = append(s.trials, tryChoice(ctx, *b, cell, e))
		}
		s.Marks = append(s.Marks, Mark{Candidate{cell, e}, role})
	}
	return s, nil
}

// tryChoice places digit d in cell of a copy of the board and follows the
// easiest steps until the board contradicts itself or they stop.
func tryChoice(ctx context.Context, b Board, cell, d int) trialBranch {
	t := trialBranch{digit: d}
	b.Place(cell, d)
	for range maxTrialSteps {
		s, err := Next(ctx, &b, Options{MaxTier: 3})
		if errors.Is(err, ErrBroken) {
			t.found = true
			t.cell, t.house, t.missing = contradiction(&b)
			return t
		}
		if err != nil {
			return t
		}
		t.placed = append(t.placed, s.Placements...)
		b.Apply(s)
	}
	return t
}

// contradiction describes how a broken board contradicts itself: an empty
// cell without candidates (cell ≥ 0), or a digit with no place in a house.
func contradiction(b *Board) (cell, house, missing int) {
	for c, v := range b.Values {
		if v == 0 && b.Cands[c] == 0 {
			return c, -1, 0
		}
	}
	for h := range 27 {
		var seen Digits
		for _, c := range houseCells[h] {
			if v := b.Values[c]; v != 0 {
				if seen.Has(int(v)) {
					return -1, h, int(v) // twice in the house
				}
				seen |= 1 << v
			} else {
				seen |= b.Cands[c]
			}
		}
		if miss := AllDigits &^ seen; miss != 0 {
			return -1, h, miss.First()
		}
	}
	return -1, -1, 0
}

// maxTrialShown bounds the placements an explanation lists per branch.
const maxTrialShown = 10

func explainTrial(s *Step, lang locale.Lang) string {
	p := s.Placements[0]
	c := cellName(p.Cell)
	var sb strings.Builder
	sb.WriteString(pick(lang,
		fmt.Sprintf("No technique of logic applies here, so this is a trial: %s, the cell with the fewest candidates, can be %s.", c, digitsOr(s.Digits, lang)),
		fmt.Sprintf("这里没有可用的逻辑技巧，所以这是一步试探：候选数最少的格%s可以是%s。", c, digitsOr(s.Digits, lang))))
	for _, t := range s.trials {
		sb.WriteString(pick(lang, " ", ""))
		if !t.found {
			sb.WriteString(pick(lang,
				fmt.Sprintf("%s = %d leads to no solution (found by search, not by steps a person could follow).", c, t.digit),
				fmt.Sprintf("%s = %d会导致无解（由搜索得出，而不是人能跟随的推理）。", c, t.digit)))
			continue
		}
		var why string
		switch {
		case t.cell >= 0:
			why = pick(lang, fmt.Sprintf("%s has no candidate left", cellName(t.cell)), fmt.Sprintf("%s没有候选数了", cellName(t.cell)))
		case t.house >= 0:
			why = pick(lang, fmt.Sprintf("%d has no place left in %s", t.missing, houseName(t.house, lang)), fmt.Sprintf("%s中已无处可填%d", houseName(t.house, lang), t.missing))
		}
		if len(t.placed) > 0 {
			shown := placementList(t.placed[:min(len(t.placed), maxTrialShown)], lang)
			if n := len(t.placed) - maxTrialShown; n > 0 {
				shown += pick(lang, fmt.Sprintf(" and %d more", n), fmt.Sprintf("等（另有%d格）", n))
			}
			why = pick(lang, "these follow: "+shown+"; then "+why, "接着可得"+shown+"；然后"+why)
		}
		sb.WriteString(pick(lang,
			fmt.Sprintf("With %s = %d, %s: a contradiction, so %s ≠ %d.", c, t.digit, why, c, t.digit),
			fmt.Sprintf("若%s = %d，则%s，矛盾，所以%s ≠ %d。", c, t.digit, why, c, t.digit)))
	}
	sb.WriteString(pick(lang, fmt.Sprintf(" So %s = %d.", c, p.Digit), fmt.Sprintf("所以%s = %d。", c, p.Digit)))
	return sb.String()
}
