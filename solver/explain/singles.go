package explain

import (
	"fmt"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

func explainFullHouse(s *logic.Step, lang locale.Lang) string {
	p := s.Placements[0]
	h := houseNum(s.Houses[0])
	return pick(lang,
		fmt.Sprintf("%s has one empty cell left, %s, and the digit it lacks is %d, so %s = %d.",
			houseTitle(h, lang), cellName(p.Cell), p.Digit, cellName(p.Cell), p.Digit),
		fmt.Sprintf("%s只剩%s一个空格，缺少的数字是%d，所以%s = %d。",
			houseName(h, lang), cellName(p.Cell), p.Digit, cellName(p.Cell), p.Digit),
		fmt.Sprintf("%s: осталась одна пустая клетка, %s, и не хватает цифры %d, значит, %s = %d.", houseTitle(h, lang), cellName(p.Cell), p.Digit, cellName(p.Cell), p.Digit))
}

func explainHiddenSingle(s *logic.Step, lang locale.Lang) string {
	p := s.Placements[0]
	h := houseNum(s.Houses[0])
	return pick(lang,
		fmt.Sprintf("%s: %d can only go in %s, so %s = %d.",
			houseTitle(h, lang), p.Digit, cellName(p.Cell), cellName(p.Cell), p.Digit),
		fmt.Sprintf("%s中，%d只能填在%s，所以%s = %d。",
			houseName(h, lang), p.Digit, cellName(p.Cell), cellName(p.Cell), p.Digit),
		fmt.Sprintf("%s: цифру %d можно поставить только в %s, значит, %s = %d.", houseTitle(h, lang), p.Digit, cellName(p.Cell), cellName(p.Cell), p.Digit))
}

func explainNakedSingle(s *logic.Step, lang locale.Lang) string {
	p := s.Placements[0]
	if len(s.Houses) == 3 {
		houses := []string{houseName(houseNum(s.Houses[0]), lang), houseName(houseNum(s.Houses[1]), lang), houseName(houseNum(s.Houses[2]), lang)}
		return pick(lang,
			fmt.Sprintf("Every digit but %d already appears in %s, %s or %s, so %s = %d.",
				p.Digit, houses[0], houses[1], houses[2], cellName(p.Cell), p.Digit),
			fmt.Sprintf("除%d以外的数字都已出现在%s、%s或%s中，所以%s = %d。",
				p.Digit, houses[0], houses[1], houses[2], cellName(p.Cell), p.Digit),
			fmt.Sprintf("Все цифры, кроме %d, уже есть в %s, %s или %s, значит, %s = %d.", p.Digit, ruHouse(houseNum(s.Houses[0]), pre), ruHouse(houseNum(s.Houses[1]), pre), ruHouse(houseNum(s.Houses[2]), pre), cellName(p.Cell), p.Digit))
	}
	return pick(lang,
		fmt.Sprintf("%s has only one candidate left, %d, so %s = %d.", cellName(p.Cell), p.Digit, cellName(p.Cell), p.Digit),
		fmt.Sprintf("%s只剩一个候选数%d，所以%s = %d。", cellName(p.Cell), p.Digit, cellName(p.Cell), p.Digit),
		fmt.Sprintf("В %s остался единственный кандидат — %d, значит, %s = %d.", cellName(p.Cell), p.Digit, cellName(p.Cell), p.Digit))
}
