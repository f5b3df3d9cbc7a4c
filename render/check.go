package render

import (
	"fmt"
	"math/bits"

	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// MaxLinks is the most links a [Hint] can draw: more would hide the
// board under arrows, and take long to draw.
const MaxLinks = 200

// The checks below return nil, or a *FieldError whose Field is relative
// to the value checked ("" for the value itself, ".Cell" for a field of
// it); the caller names the value with [FieldError.in]. Names are only
// formatted for errors, so checking a valid picture allocates nothing.

// in prefixes e's field with name, the name of the value that holds it;
// it returns nil for a nil e.
func (e *FieldError) in(name string) *FieldError {
	if e != nil {
		e.Field = name + e.Field
	}
	return e
}

func checkGrid(name string, g *solver.Grid) error {
	for i, v := range g {
		if v > 9 {
			return &FieldError{Field: fmt.Sprintf("%s[%d]", name, i), Value: int(v), Want: "0-9"}
		}
	}
	return nil
}

func checkCell(i int) *FieldError {
	if i < 0 || i > 80 {
		return &FieldError{Value: i, Want: "0-80"}
	}
	return nil
}

func checkDigit(d int) *FieldError {
	if d < 1 || d > 9 {
		return &FieldError{Value: d, Want: "1-9"}
	}
	return nil
}

func checkCandidate(c logic.Candidate) *FieldError {
	if e := checkCell(c.Cell); e != nil {
		return e.in(".Cell")
	}
	if e := checkDigit(c.Digit); e != nil {
		return e.in(".Digit")
	}
	return nil
}

func checkHouse(h solver.House) *FieldError {
	if h.Kind > solver.Box {
		return &FieldError{Field: ".Kind", Value: int(h.Kind), Want: "Row, Column or Box"}
	}
	if h.Index < 0 || h.Index > 8 {
		return &FieldError{Field: ".Index", Value: h.Index, Want: "0-8"}
	}
	return nil
}

// checkNode checks a node of a chain: a digit and one or more cells.
func checkNode(n logic.Node) *FieldError {
	if e := checkDigit(n.Digit); e != nil {
		return e.in(".Digit")
	}
	if n.Cells.Empty() {
		return &FieldError{Field: ".Cells", Value: 0, Want: "1 or more cells"}
	}
	if beyond := n.Cells[1] >> (81 - 64); beyond != 0 {
		return &FieldError{Field: ".Cells", Value: 81 + bits.TrailingZeros64(beyond), Want: "cells 0-80"}
	}
	return nil
}

func checkBoard(name string, b *logic.Board) error {
	if err := checkGrid(name+".Puzzle", &b.Puzzle); err != nil {
		return err
	}
	return checkGrid(name+".Values", &b.Values)
}

func checkStep(name string, s *logic.Step) error {
	if extra := s.Digits &^ logic.AllDigits; extra != 0 {
		return &FieldError{Field: name + ".Digits", Value: int(s.Digits), Want: "digits 1-9 (bits 1-9)"}
	}
	for k, c := range s.Placements {
		if e := checkCandidate(c); e != nil {
			return e.in(fmt.Sprintf("%s.Placements[%d]", name, k))
		}
	}
	for k, c := range s.Eliminations {
		if e := checkCandidate(c); e != nil {
			return e.in(fmt.Sprintf("%s.Eliminations[%d]", name, k))
		}
	}
	for k, h := range s.Houses {
		if e := checkHouse(h); e != nil {
			return e.in(fmt.Sprintf("%s.Houses[%d]", name, k))
		}
	}
	for k, i := range s.Cells {
		if e := checkCell(i); e != nil {
			return e.in(fmt.Sprintf("%s.Cells[%d]", name, k))
		}
	}
	for k, m := range s.Marks {
		e := checkCandidate(m.Candidate)
		if e == nil && m.Role > logic.RoleOff {
			e = &FieldError{Field: ".Role", Value: int(m.Role), Want: "a logic.Role"}
		}
		if e != nil {
			return e.in(fmt.Sprintf("%s.Marks[%d]", name, k))
		}
	}
	if n := LinkCount(s.Chains); n > MaxLinks {
		return &FieldError{Field: name + ".Chains", Value: n, Want: fmt.Sprintf("at most %d links", MaxLinks)}
	}
	for k, ch := range s.Chains {
		for j, l := range ch {
			e := checkNode(l.From).in(".From")
			if e == nil {
				e = checkNode(l.To).in(".To")
			}
			if e != nil {
				return e.in(fmt.Sprintf("%s.Chains[%d][%d]", name, k, j))
			}
		}
	}
	return nil
}

// Outline returns chains cut to what a [Hint] reads of them at levels 1,
// 2 and 4, which draw no links: each chain's first two links and its last
// (where it starts, the house its level 1 names, where it ends). A net too
// big to draw whole keeps its place on those levels' pictures that way,
// rather than losing its chains and being shaded as all its houses.
func Outline(chains []logic.Chain) []logic.Chain {
	out := make([]logic.Chain, len(chains))
	for k, ch := range chains {
		if len(ch) > 3 {
			ch = logic.Chain{ch[0], ch[1], ch[len(ch)-1]}
		}
		out[k] = ch
	}
	return out
}

// LinkCount returns the number of links of chains, which a [Hint] can
// draw at most [MaxLinks] of.
func LinkCount(chains []logic.Chain) int {
	n := 0
	for _, ch := range chains {
		n += len(ch)
	}
	return n
}
