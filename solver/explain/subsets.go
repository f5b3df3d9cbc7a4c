package explain

import (
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

var sizeWords = [5][2]string{2: {"two", "两"}, 3: {"three", "三"}, 4: {"four", "四"}}

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

// ruSizeGen says how many cells a subset has, in the genitive (and
// prepositional) case: «двух», «трёх», «четырёх».
var ruSizeGen = [5]string{2: "двух", 3: "трёх", 4: "четырёх"}

// ruHouses names houses in Russian in a case, joined: «строки 3 и блока 1».
func ruHouses(hs []solver.House, c ruCase) string {
	names := make([]string, len(hs))
	for i, h := range hs {
		names[i] = ruHouse(houseNum(h), c)
	}
	return join(names, locale.Russian)
}
