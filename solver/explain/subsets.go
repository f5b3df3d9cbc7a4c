package explain

import (
	"sudokubot/solver/logic"
)

// subsetWords holds the sentences of naked and hidden subsets, in one
// language (see stepWords).
type subsetWords interface {
	naked(s *logic.Step, n int, where string) string
	hidden(s *logic.Step, n, h int) string
}

func explainNaked(w language, s *logic.Step) string {
	n := len(s.Cells)
	houses := make([]string, len(s.Houses))
	for i, h := range s.Houses {
		houses[i] = w.house(houseNum(h))
	}
	where := join(w, houses)
	return w.naked(s, n, where)
}

func explainHidden(w language, s *logic.Step) string {
	n := len(s.Cells)
	h := houseNum(s.Houses[0])
	return w.hidden(s, n, h)
}
