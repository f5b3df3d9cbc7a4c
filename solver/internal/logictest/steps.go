package logictest

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"sudokubot/solver"
)

// Candidate is the constraint of a step's candidates: logic.Candidate, or
// any type of its shape.
type Candidate interface{ ~struct{ Cell, Digit int } }

// candidate is a Candidate's shape, to which every Candidate converts.
type candidate = struct{ Cell, Digit int }

// SortedCandidates returns the candidates sorted by cell, then digit,
// without repeats.
func SortedCandidates[C Candidate](cs []C) []C {
	s := slices.Clone(cs)
	slices.SortFunc(s, func(a, b C) int {
		x, y := candidate(a), candidate(b)
		return cmp.Or(cmp.Compare(x.Cell, y.Cell), cmp.Compare(x.Digit, y.Digit))
	})
	return slices.Compact(s)
}

// StepKey names a step by its houses (or, without houses, its cells) and
// its eliminations: "r2 r7 c3 c8 => r6c8 r8c3" (of one digit) or "… =>
// r5c3=4 r9c8=6" (of several): StepKey(s.Houses, s.Cells,
// s.Eliminations).
func StepKey[C Candidate](houses []solver.House, cells []int, elims []C) string {
	var parts []string
	for _, h := range houses {
		parts = append(parts, fmt.Sprintf("%c%d", "rcb"[h.Kind], h.Index+1))
	}
	if len(parts) == 0 {
		names := make([]string, len(cells))
		for i, c := range cells {
			names[i] = solver.CellName(c)
		}
		parts = append(parts, strings.Join(names, " "))
	}
	oneDigit := true
	for _, e := range elims {
		oneDigit = oneDigit && candidate(e).Digit == candidate(elims[0]).Digit
	}
	var names []string
	for _, e := range SortedCandidates(elims) {
		c := candidate(e)
		if oneDigit {
			names = append(names, solver.CellName(c.Cell))
		} else {
			names = append(names, fmt.Sprintf("%s=%d", solver.CellName(c.Cell), c.Digit))
		}
	}
	return strings.Join(parts, " ") + " => " + strings.Join(names, " ")
}
