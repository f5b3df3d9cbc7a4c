package explain

import (
	"fmt"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

func explainIntersection(s *logic.Step, lang locale.Lang) string {
	d := s.Digits.First()
	from, to := houseNum(s.Houses[0]), houseNum(s.Houses[1])
	return pick(lang,
		fmt.Sprintf("%s: %d can only go in %s (%s), so %d cannot go anywhere else in %s: remove it from %s.",
			houseTitle(from, lang), d, houseName(to, lang), cellList(s.Cells, lang), d, houseName(to, lang), eliminationList(s.Eliminations, lang)),
		fmt.Sprintf("%s中，%d只能在%s（%s），所以%s的其他格都不能是%d：删去%s中的%d。",
			houseName(from, lang), d, houseName(to, lang), cellList(s.Cells, lang), houseName(to, lang), d, eliminationList(s.Eliminations, lang), d),
		fmt.Sprintf("%s: цифра %d может стоять только %s (%s), поэтому больше нигде %s её быть не может: уберите её из %s.", houseTitle(from, lang), d, ruIn(to), cellList(s.Cells, lang), ruIn(to), eliminationList(s.Eliminations, lang)))
}
