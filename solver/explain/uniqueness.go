package explain

import (
	"fmt"
	"slices"
	"strings"
	"sudokubot/solver/logic"
)

// uniquenessWords holds the sentences of Unique Rectangles and BUG+1, in one
// language (see stepWords).
type uniquenessWords interface {
	urDeadly(s *logic.Step, corners []int, ds string) string
	urSpace() string
	ur1(s *logic.Step, ds logic.Digits, t int, three []int) string
	ur2(s *logic.Step, ds logic.Digits, c int, floor, roof []int) string
	ur3(s *logic.Step, ds, extra, digits logic.Digits, floor, roof []int, with []string) string
	ur4(s *logic.Step, ds logic.Digits, h, u, v int, floor, roof []int) string
	urWith(in logic.CellSet, hs []int) string
	bugPlus1(s *logic.Step, c, d int, row, col, box string) string
	removeFromCell(c string, ds logic.Digits) string
}

// urDigits names the two digits of a rectangle: "2 and 7", "2和7".
func urDigits(w language, s *logic.Step) string { return digitList(w, s.Digits) }

// urDeadly says why the four corners cannot hold only the rectangle's
// digits.
func urDeadly(w language, s *logic.Step) string {
	corners := slices.Sorted(slices.Values(s.Cells[:4]))
	ds := urDigits(w, s)
	return w.urDeadly(s, corners, ds)
}

// digitsOr names digits as alternatives: "2 or 7", "2或7".
func digitsOr(w language, ds logic.Digits) string {
	items := make([]string, 0, ds.Count())
	for _, d := range ds.List() {
		items = append(items, fmt.Sprint(d))
	}
	if len(items) == 1 {
		return items[0]
	}
	return strings.Join(items[:len(items)-1], w.listSep()) + w.wordOr() + items[len(items)-1]
}

func explainUniqueRectangle(w language, s *logic.Step) string {
	if len(s.Cells) < 4 || len(s.Eliminations) == 0 {
		return ""
	}
	name := w.technique(s.Technique)
	ds := s.Digits
	floor := s.Cells[:2]
	roof := s.Cells[2:4]
	intro := name + w.colon() + urDeadly(w, s) + w.urSpace()
	switch s.Technique {
	case logic.UniqueRectangle1:
		three := slices.Sorted(slices.Values(s.Cells[:3]))
		t := s.Cells[3]
		return intro + w.ur1(s, ds, t, three)
	case logic.UniqueRectangle2:
		c := s.Eliminations[0].Digit
		return intro + w.ur2(s, ds, c, floor, roof)
	case logic.UniqueRectangle3:
		var extra, digits logic.Digits
		for _, m := range s.Marks {
			if m.Role == logic.RoleAlt {
				digits |= 1 << m.Digit
				if m.Cell == roof[0] || m.Cell == roof[1] {
					extra |= 1 << m.Digit
				}
			}
		}
		sub := logic.CellsOf(s.Cells[4:]...)
		// Group the houses by the subset cells they hold.
		var with []string
		done := make([]bool, len(s.Houses))
		for i, h := range s.Houses {
			if done[i] {
				continue
			}
			in := sub.And(logic.HouseCells(h))
			var hs []int
			for j := i; j < len(s.Houses); j++ {
				if hj := houseNum(s.Houses[j]); !done[j] && sub.And(houseSet(hj)) == in {
					done[j] = true
					hs = append(hs, hj)
				}
			}
			with = append(with, w.urWith(in, hs))
		}
		return intro + w.ur3(s, ds, extra, digits, floor, roof, with)
	case logic.UniqueRectangle4:
		h := houseNum(s.Houses[0])
		v := s.Eliminations[0].Digit
		u := (ds &^ (1 << v)).First()
		return intro + w.ur4(s, ds, h, u, v, floor, roof)
	}
	return ""
}

func explainBUGPlus1(w language, s *logic.Step) string {
	if len(s.Cells) != 1 || len(s.Eliminations) == 0 {
		return ""
	}
	c := s.Cells[0]
	d := s.Digits.First()
	var others logic.Digits
	for _, e := range s.Eliminations {
		others |= 1 << e.Digit
	}
	row, col, box := w.house(cellHouses[c][0]), w.house(cellHouses[c][1]), w.house(cellHouses[c][2])
	return w.bugPlus1(s, c, d, row, col, box)
}

// removeText says what a step removes, as removal does, but names the
// digits first when they are all in one cell: "remove 2 and 7 from r4c5",
// "删去r4c5中的2和7".
func removeText(w language, elims []logic.Candidate) string {
	var ds logic.Digits
	for _, e := range elims {
		if e.Cell != elims[0].Cell {
			return removal(w, elims)
		}
		ds |= 1 << e.Digit
	}
	if len(elims) < 2 {
		return removal(w, elims)
	}
	c := cellName(elims[0].Cell)
	return w.removeFromCell(c, ds)
}
