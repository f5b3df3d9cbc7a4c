package explain

import (
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

func explainNaked(s *logic.Step, lang locale.Lang) string {
	n := len(s.Cells)
	houses := make([]string, len(s.Houses))
	for i, h := range s.Houses {
		houses[i] = houseName(houseNum(h), lang)
	}
	where := join(houses, lang)
	return stepWordsFor(lang).naked(s, n, where)
}

func explainHidden(s *logic.Step, lang locale.Lang) string {
	n := len(s.Cells)
	h := houseNum(s.Houses[0])
	return stepWordsFor(lang).hidden(s, n, h)
}
