package explain

import (
	"fmt"
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
	return pick(lang,
		fmt.Sprintf("%s: the %s cells %s have only the candidates %s between them, so %s must go in those cells and can be removed from the rest of %s: %s.",
			capitalize(where, lang), sizeWords[n][0], cellList(s.Cells, lang), digitList(s.Digits, lang), digitList(s.Digits, lang), where, removal(s.Eliminations, lang)),
		fmt.Sprintf("%s中，%s这%s格只有候选数%s，所以%s必定填在这%s格中，%s的其他格可以删去它们：%s。",
			where, cellList(s.Cells, lang), sizeWords[n][1], digitList(s.Digits, lang), digitList(s.Digits, lang), sizeWords[n][1], where, removal(s.Eliminations, lang)),
		fmt.Sprintf("%s: у %s клеток %s на всех только кандидаты %s, поэтому %s стоят именно в этих клетках, а в остальных клетках %s их быть не может: %s.", locale.Capitalize(ruHouses(s.Houses, nom)), ruSizeGen[n], cellList(s.Cells, lang), digitList(s.Digits, lang), digitList(s.Digits, lang), ruHouses(s.Houses, gen), removal(s.Eliminations, lang)))
}

func explainHidden(s *logic.Step, lang locale.Lang) string {
	n := len(s.Cells)
	h := houseNum(s.Houses[0])
	return pick(lang,
		fmt.Sprintf("%s: %s can only go in the %s cells %s, so those cells hold %s and nothing else: %s.",
			houseTitle(h, lang), digitList(s.Digits, lang), sizeWords[n][0], cellList(s.Cells, lang), digitList(s.Digits, lang), removal(s.Eliminations, lang)),
		fmt.Sprintf("%s中，%s只能填在%s这%s格，所以这%s格只能是%s，其他候选数可以删去：%s。",
			houseName(h, lang), digitList(s.Digits, lang), cellList(s.Cells, lang), sizeWords[n][1], sizeWords[n][1], digitList(s.Digits, lang), removal(s.Eliminations, lang)),
		fmt.Sprintf("%s: %s могут стоять только в %s клетках %s, поэтому в этих клетках стоят %s и ничего больше: %s.", houseTitle(h, lang), digitList(s.Digits, lang), ruSizeGen[n], cellList(s.Cells, lang), digitList(s.Digits, lang), removal(s.Eliminations, lang)))
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
