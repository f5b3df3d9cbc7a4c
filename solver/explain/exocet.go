package explain

import (
	"fmt"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

func explainJExocet(s *logic.Step, lang locale.Lang) string {
	if len(s.Cells) != 10 || len(s.Houses) != 4+2*s.Digits.Count() || len(s.Eliminations) == 0 {
		return ""
	}
	b1, b2, t1, t2, c1, c2 := s.Cells[0], s.Cells[1], s.Cells[2], s.Cells[3], s.Cells[4], s.Cells[5]
	m1, m2 := s.Cells[6:8], s.Cells[8:10]
	box := houseNum(s.Houses[0])
	lines := []string{houseName(houseNum(s.Houses[1]), lang), houseName(houseNum(s.Houses[2]), lang), houseName(houseNum(s.Houses[3]), lang)}
	baseLine := cellHouses[b1][0]
	if cellHouses[b1][0] != cellHouses[b2][0] {
		baseLine = cellHouses[b1][1]
	}
	var coverText []string
	for i, d := range s.Digits.List() {
		h1, h2 := houseNum(s.Houses[4+2*i]), houseNum(s.Houses[5+2*i])
		coverText = append(coverText, pick(lang,
			fmt.Sprintf("%d in %s and %s", d, houseName(h1, lang), houseName(h2, lang)),
			fmt.Sprintf("%d在%s和%s", d, houseName(h1, lang), houseName(h2, lang)),
			fmt.Sprintf("%d %s и %s", d, ruIn(h1), ruHouse(h2, pre))))
	}
	digits := digitList(s.Digits, lang)
	band, bandZh, bandRu := "band", "大行", "яруса"
	if s.Houses[1].Kind == solver.Row {
		band, bandZh, bandRu = "stack", "大列", "вертикального яруса"
	}
	crossRu := make([]string, 3)
	for i := range crossRu {
		crossRu[i] = ruHouse(houseNum(s.Houses[1+i]), nom)
	}
	return pick(lang,
		fmt.Sprintf("Junior Exocet: the base cells %s and %s in %s hold two different digits among %s. Take the targets %s and %s, in the two other boxes of the %s but not in %s, and the companions %s and %s, in the targets' cross-lines, which hold no base digit. Outside the %s, the cross-lines %s hold each base digit in at most two lines (%s), so at most twice. Say a base cell holds d: each cross-line holds d once, not in %s; %s not in %s either, so outside the %s. That leaves at most one more d outside the %s, so %s or %s holds d inside it, not in its companion: in its target. So the targets hold the two base digits, one each. A target's digit is then in %s and in the target's line, so in the other target's box it must go in the cells left in the third line: %s's digit in %s, %s's in %s. And the other target's cross-line must hold that digit outside the %s, in another line than %s does. Only the digits of a way to place the base digits by these rules stay: %s.",
			cellName(b1), cellName(b2), houseName(box, lang), digits, cellName(t1), cellName(t2), band, houseName(baseLine, lang), cellName(c1), cellName(c2),
			band, join(lines, lang), list(coverText, lang), houseName(baseLine, lang), lines[0], houseName(box, lang), band, band, lines[1], lines[2],
			houseName(baseLine, lang), cellName(t1), cellList(m1, lang), cellName(t2), cellList(m2, lang), band, lines[0], removeText(s.Eliminations, lang)),
		fmt.Sprintf("初级飞鱼导弹：%s中的基格%s和%s填的是%s中两个不同的数。取目标格%s和%s（在同一%s的另外两宫中，但不在%s），以及与目标格同线的伴随格%s和%s（其中没有基数）。在该%s之外，交叉线%s中每个基数至多出现在两条线上（%s），所以至多出现两次。设某基格为d：每条交叉线都有一个d，且不在%s；%s中的d也不在%s，所以在该%s之外。这样该%s之外至多还剩一个d，所以%s或%s在%s之内含有d，且不在伴随格，只能在目标格。所以两个目标格各填一个基数。目标格的数既在%s中，也在目标格所在的线上，所以在另一个目标格的宫里，它只能填在第三条线上剩下的格中：%s的数在%s中，%s的数在%s中。而且另一个目标格的交叉线必须在该%s之外含有这个数，且与%s中的这个数不在同一条线上。按这些规则，只有能放下两个基数的填法中的数才能保留：%s。",
			houseName(box, lang), cellName(b1), cellName(b2), digits, cellName(t1), cellName(t2), bandZh, houseName(baseLine, lang), cellName(c1), cellName(c2),
			bandZh, join(lines, lang), list(coverText, lang), houseName(baseLine, lang), lines[0], houseName(box, lang), bandZh, bandZh, lines[1], lines[2], bandZh,
			houseName(baseLine, lang), cellName(t1), cellList(m1, lang), cellName(t2), cellList(m2, lang), bandZh, lines[0], removeText(s.Eliminations, lang)),
		fmt.Sprintf("Младший экзосет: базовые клетки %s и %s %s содержат две разные цифры из %s. Возьмём целевые клетки %s и %s — в двух других блоках того же %s, но не %s, — и клетки-спутники %s и %s на пересекающих линиях целевых клеток, где нет базовых цифр. Вне %s пересекающие линии (%s) содержат каждую базовую цифру не более чем в двух линиях (%s), то есть не более двух раз. Пусть в базовой клетке стоит d: каждая пересекающая линия содержит d один раз, и не %s; %s она тоже не %s, значит, вне %s. Тогда вне %s остаётся не больше одной d, поэтому %s или %s содержит d в пределах %s — не в спутнике, а в своей целевой клетке. Значит, в целевых клетках стоят обе базовые цифры, по одной. Цифра целевой клетки стоит тогда %s и на линии этой клетки, поэтому в блоке другой целевой клетки она должна стоять в оставшихся клетках третьей линии: цифра %s — в %s, цифра %s — в %s. А пересекающая линия другой целевой клетки должна содержать эту цифру вне %s и не на той линии, где она стоит %s. Остаются только цифры, которые можно расставить по этим правилам: %s.",
			cellName(b1), cellName(b2), ruIn(box), digits, cellName(t1), cellName(t2), bandRu, ruIn(baseLine), cellName(c1), cellName(c2),
			bandRu, join(crossRu, lang), list(coverText, lang), ruIn(baseLine), locale.Capitalize(ruIn(houseNum(s.Houses[1]))), ruIn(box), bandRu, bandRu, crossRu[1], crossRu[2], bandRu,
			ruIn(baseLine), cellName(t1), cellList(m1, lang), cellName(t2), cellList(m2, lang), bandRu, ruIn(houseNum(s.Houses[1])), removeText(s.Eliminations, lang)))
}
