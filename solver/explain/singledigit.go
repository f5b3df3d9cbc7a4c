package explain

import (
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

func explainSkyscraper(s *logic.Step, lang locale.Lang) string    { return explainTwoLinks(s, lang) }
func explainTwoStringKite(s *logic.Step, lang locale.Lang) string { return explainTwoLinks(s, lang) }

// explainTwoLinks explains a Skyscraper or a 2-String Kite: two strong
// links whose near ends share a house.
func explainTwoLinks(s *logic.Step, lang locale.Lang) string {
	if len(s.Cells) != 4 || len(s.Houses) != 3 || len(s.Eliminations) == 0 {
		return ""
	}
	d := s.Digits.First()
	f1, n1, n2, f2 := cellName(s.Cells[0]), cellName(s.Cells[1]), cellName(s.Cells[2]), cellName(s.Cells[3])
	h1, h2, weak := houseName(houseNum(s.Houses[0]), lang), houseName(houseNum(s.Houses[1]), lang), houseName(houseNum(s.Houses[2]), lang)
	return stepWordsFor(lang).twoLinks(s, d, f1, n1, n2, f2, h1, h2, weak)
}

func explainEmptyRectangle(s *logic.Step, lang locale.Lang) string {
	if len(s.Houses) != 4 || len(s.Cells) < 4 || len(s.Eliminations) != 1 {
		return ""
	}
	d := s.Digits.First()
	box, link, line, other := houseNum(s.Houses[0]), houseNum(s.Houses[1]), houseNum(s.Houses[2]), houseNum(s.Houses[3])
	n := len(s.Cells)
	boxCells, near, far := s.Cells[:n-2], s.Cells[n-2], s.Cells[n-1]
	target := s.Eliminations[0].Cell
	return stepWordsFor(lang).emptyRectangle(s, d, box, link, line, other, boxCells, near, far, target)
}
