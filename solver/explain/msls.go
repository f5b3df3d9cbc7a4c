package explain

import (
	"fmt"
	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// mslsWords holds the sentences of a Multi-Sector Locked Set (and the digits
// covering a house, which an SK Loop lists too), in one language (see
// stepWords).
type mslsWords interface {
	digitsInHouse(ds logic.Digits, n int) string
	msls(rows, cols []string, n, nLinks int, links, double []string, elims []logic.Candidate) string
}

func explainMSLS(w language, s *logic.Step) string {
	detail, ok := s.Detail.(*logic.MSLSDetail)
	if !ok || len(s.Houses) < 4 || len(s.Eliminations) == 0 {
		return ""
	}
	var rows, cols []string
	var links []string
	nLinks := 0
	for _, h := range s.Houses {
		name := fmt.Sprint(h.Index + 1)
		if h.Kind == solver.Row {
			rows = append(rows, name)
		} else {
			cols = append(cols, name)
		}
		ds := detail.Covers(h)
		if ds == 0 {
			continue
		}
		nLinks += ds.Count()
		links = append(links, w.digitsInHouse(ds, houseNum(h)))
	}
	n := len(s.Cells)
	var double []string
	for _, m := range s.Marks {
		if detail.Role(m.Cell, m.Digit) == logic.RoleFin {
			double = append(double, m.Candidate.String())
		}
	}
	return w.msls(rows, cols, n, nLinks, links, double, s.Eliminations)
}
