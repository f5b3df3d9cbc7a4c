package explain

import (
	"strings"
	"sudokubot/solver/logic"
)

// coloringWords holds the sentences of Simple Coloring, in one language (see
// stepWords).
type coloringWords interface {
	coloringIntro(s *logic.Step, d int, a, b logic.CellSet) string
	coloringWrap(s *logic.Step, d, h int, name, other string, pair []int) string
	coloringSees(e logic.Candidate, ca, cb int) string
	coloringTrap(s *logic.Step, d int, reasons []string) string
	pronounThey() string
}

// colorsOf returns the cells of colour A (RoleOn) and B (RoleOff) of a
// colouring step.
func colorsOf(s *logic.Step) (a, b logic.CellSet) {
	for _, m := range s.Marks {
		switch m.Role {
		case logic.RoleOn:
			a.Add(m.Cell)
		case logic.RoleOff:
			b.Add(m.Cell)
		}
	}
	return a, b
}

func explainSimpleColoring(w language, s *logic.Step) string {
	if len(s.Eliminations) == 0 {
		return ""
	}
	d := s.Digits.First()
	a, b := colorsOf(s)
	var sb strings.Builder
	sb.WriteString(w.coloringIntro(s, d, a, b))
	first := s.Eliminations[0].Cell
	switch {
	case a.Has(first) || b.Has(first):
		// A wrap: the eliminations are the cells of the false colour.
		wrong, name, other := a, "A", "B"
		if b.Has(first) {
			wrong, name, other = b, "B", "A"
		}
		h := houseNum(s.Houses[0])
		pair := wrong.And(houseSet(h)).Cells()
		sb.WriteString(w.coloringWrap(s, d, h, name, other, pair))
	default:
		// A trap: each elimination sees both colours.
		var reasons []string
		for _, e := range s.Eliminations {
			ca := logic.Peers(e.Cell).And(a).First()
			cb := logic.Peers(e.Cell).And(b).First()
			reasons = append(reasons, w.coloringSees(e, ca, cb))
		}
		sb.WriteString(w.coloringTrap(s, d, reasons))
	}
	return sb.String()
}

// linkHouses names the houses of a colouring's strong links (the houses
// after a wrap's clash house).
func linkHouses(w language, s *logic.Step) []string {
	hs := s.Houses
	a, b := colorsOf(s)
	if len(s.Eliminations) > 0 && (a.Has(s.Eliminations[0].Cell) || b.Has(s.Eliminations[0].Cell)) {
		hs = hs[1:]
	}
	var names []string
	for _, h := range hs {
		names = append(names, w.house(houseNum(h)))
	}
	return names
}

// pluralCells names the cells of eliminations: the cell if there is one,
// else "they".
func pluralCells(w language, elims []logic.Candidate) string {
	var cells logic.CellSet
	for _, e := range elims {
		cells.Add(e.Cell)
	}
	if cells.Count() == 1 {
		return cellName(cells.First())
	}
	return w.pronounThey()
}
