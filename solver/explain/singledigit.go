package explain

import (
	"sudokubot/solver/logic"
)

// singleDigitWords holds the sentences of Skyscraper, 2-String Kite and
// Empty Rectangle, in one language (see stepWords).
type singleDigitWords interface {
	twoLinks(s *logic.Step, d int, f1, n1, n2, f2, h1, h2, weak string) string
	emptyRectangle(s *logic.Step, d, box, link, line, other int, boxCells []int, near, far, target int) string
}

func explainSkyscraper(w language, s *logic.Step) string    { return explainTwoLinks(w, s) }
func explainTwoStringKite(w language, s *logic.Step) string { return explainTwoLinks(w, s) }

// explainTwoLinks explains a Skyscraper or a 2-String Kite: two strong
// links whose near ends share a house.
func explainTwoLinks(w language, s *logic.Step) string {
	if len(s.Cells) != 4 || len(s.Houses) != 3 || len(s.Eliminations) == 0 {
		return ""
	}
	d := s.Digits.First()
	f1, n1, n2, f2 := cellName(s.Cells[0]), cellName(s.Cells[1]), cellName(s.Cells[2]), cellName(s.Cells[3])
	h1, h2, weak := w.house(houseNum(s.Houses[0])), w.house(houseNum(s.Houses[1])), w.house(houseNum(s.Houses[2]))
	return w.twoLinks(s, d, f1, n1, n2, f2, h1, h2, weak)
}

func explainEmptyRectangle(w language, s *logic.Step) string {
	if len(s.Houses) != 4 || len(s.Cells) < 4 || len(s.Eliminations) != 1 {
		return ""
	}
	d := s.Digits.First()
	box, link, line, other := houseNum(s.Houses[0]), houseNum(s.Houses[1]), houseNum(s.Houses[2]), houseNum(s.Houses[3])
	n := len(s.Cells)
	boxCells, near, far := s.Cells[:n-2], s.Cells[n-2], s.Cells[n-1]
	target := s.Eliminations[0].Cell
	return w.emptyRectangle(s, d, box, link, line, other, boxCells, near, far, target)
}
