package explain

import (
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

func explainFullHouse(s *logic.Step, lang locale.Lang) string {
	p := s.Placements[0]
	h := houseNum(s.Houses[0])
	return stepWordsFor(lang).fullHouse(h, p)
}

func explainHiddenSingle(s *logic.Step, lang locale.Lang) string {
	p := s.Placements[0]
	h := houseNum(s.Houses[0])
	return stepWordsFor(lang).hiddenSingle(h, p)
}

func explainNakedSingle(s *logic.Step, lang locale.Lang) string {
	p := s.Placements[0]
	if len(s.Houses) == 3 {
		houses := []string{houseName(houseNum(s.Houses[0]), lang), houseName(houseNum(s.Houses[1]), lang), houseName(houseNum(s.Houses[2]), lang)}
		return stepWordsFor(lang).nakedSingleHouses(s, p, houses)
	}
	return stepWordsFor(lang).nakedSingle(p)
}
