package explain

import (
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

func explainIntersection(s *logic.Step, lang locale.Lang) string {
	d := s.Digits.First()
	from, to := houseNum(s.Houses[0]), houseNum(s.Houses[1])
	return stepWordsFor(lang).intersection(s, d, from, to)
}
