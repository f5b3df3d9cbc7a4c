package explain

import (
	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// exocetWords holds the sentences of a Junior Exocet, in one language (see
// stepWords).
type exocetWords interface {
	exocetCover(d, h1, h2 int) string
	exocet(s *logic.Step, b1, b2, t1, t2, c1, c2 int, m1, m2 []int, box, baseLine int,
		lines, coverText []string, digits string, stack bool) string
}

func explainJExocet(w language, s *logic.Step) string {
	if len(s.Cells) != 10 || len(s.Houses) != 4+2*s.Digits.Count() || len(s.Eliminations) == 0 {
		return ""
	}
	b1, b2, t1, t2, c1, c2 := s.Cells[0], s.Cells[1], s.Cells[2], s.Cells[3], s.Cells[4], s.Cells[5]
	m1, m2 := s.Cells[6:8], s.Cells[8:10]
	box := houseNum(s.Houses[0])
	lines := []string{w.house(houseNum(s.Houses[1])), w.house(houseNum(s.Houses[2])), w.house(houseNum(s.Houses[3]))}
	baseLine := cellHouses[b1][0]
	if cellHouses[b1][0] != cellHouses[b2][0] {
		baseLine = cellHouses[b1][1]
	}
	var coverText []string
	for i, d := range s.Digits.List() {
		h1, h2 := houseNum(s.Houses[4+2*i]), houseNum(s.Houses[5+2*i])
		coverText = append(coverText, w.exocetCover(d, h1, h2))
	}
	digits := digitList(w, s.Digits)
	return w.exocet(s, b1, b2, t1, t2, c1, c2, m1, m2, box, baseLine, lines, coverText, digits, s.Houses[1].Kind == solver.Row)
}
