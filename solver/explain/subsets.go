package explain

import (
	"fmt"
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
			where, cellList(s.Cells, lang), sizeWords[n][1], digitList(s.Digits, lang), digitList(s.Digits, lang), sizeWords[n][1], where, removal(s.Eliminations, lang)))
}

func explainHidden(s *logic.Step, lang locale.Lang) string {
	n := len(s.Cells)
	h := houseNum(s.Houses[0])
	return pick(lang,
		fmt.Sprintf("%s: %s can only go in the %s cells %s, so those cells hold %s and nothing else: %s.",
			houseTitle(h, lang), digitList(s.Digits, lang), sizeWords[n][0], cellList(s.Cells, lang), digitList(s.Digits, lang), removal(s.Eliminations, lang)),
		fmt.Sprintf("%s中，%s只能填在%s这%s格，所以这%s格只能是%s，其他候选数可以删去：%s。",
			houseName(h, lang), digitList(s.Digits, lang), cellList(s.Cells, lang), sizeWords[n][1], sizeWords[n][1], digitList(s.Digits, lang), removal(s.Eliminations, lang)))
}
