package explain

import (
	"fmt"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// mslsCovers recovers the covers of an MSLS step from its marks: for each
// row and column of the step, the digits that cover it.
func mslsCovers(s *logic.Step) map[int]logic.Digits {
	covers := map[int]logic.Digits{}
	for _, m := range s.Marks {
		r, c := m.Cell/9, 9+m.Cell%9
		switch m.Role {
		case logic.RoleKey:
			covers[r] |= 1 << m.Digit
		case logic.RoleAlt:
			covers[c] |= 1 << m.Digit
		case logic.RoleFin:
			covers[r] |= 1 << m.Digit
			covers[c] |= 1 << m.Digit
		}
	}
	return covers
}

func explainMSLS(s *logic.Step, lang locale.Lang) string {
	if len(s.Houses) < 4 || len(s.Eliminations) == 0 {
		return ""
	}
	covers := mslsCovers(s)
	var rows, cols []string
	var links []string
	nLinks := 0
	for _, h := range s.Houses {
		n := houseNum(h)
		name := fmt.Sprint(h.Index + 1)
		if h.Kind == solver.Row {
			rows = append(rows, name)
		} else {
			cols = append(cols, name)
		}
		ds := covers[n]
		if ds == 0 {
			continue
		}
		nLinks += ds.Count()
		links = append(links, stepWordsFor(lang).digitsInHouse(ds, n))
	}
	n := len(s.Cells)
	var double []string
	for _, m := range s.Marks {
		if m.Role == logic.RoleFin {
			double = append(double, m.Candidate.String())
		}
	}
	return stepWordsFor(lang).msls(rows, cols, n, nLinks, links, double, s.Eliminations)
}
