package explain

import (
	"fmt"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

func explainSKLoop(s *logic.Step, lang locale.Lang) string {
	if len(s.Houses) != 8 || len(s.Cells) != 16 || len(s.Eliminations) == 0 {
		return ""
	}
	var lines [4]int
	var boxes [4]int
	for i := range 4 {
		lines[i] = s.Houses[i].Index
		boxes[i] = s.Houses[4+i].Index
	}
	covers := map[int]logic.Digits{} // by house number
	for _, m := range s.Marks {
		line := houseNum(s.Houses[skLine(m.Cell, lines)])
		bx := 18 + box(m.Cell)
		switch m.Role {
		case logic.RoleKey:
			covers[line] |= 1 << m.Digit
		case logic.RoleAlt:
			covers[bx] |= 1 << m.Digit
		case logic.RoleFin:
			covers[line] |= 1 << m.Digit
			covers[bx] |= 1 << m.Digit
		}
	}
	var links []string
	n := 0
	for _, h := range s.Houses {
		ds := covers[houseNum(h)]
		if ds == 0 {
			continue
		}
		n += ds.Count()
		links = append(links, pick(lang,
			fmt.Sprintf("%s in %s", digitList(ds, lang), houseName(houseNum(h), lang)),
			fmt.Sprintf("%s中的%s", houseName(houseNum(h), lang), digitList(ds, lang)),
			fmt.Sprintf("%s %s", digitList(ds, lang), ruIn(houseNum(h)))))
	}
	var double []string
	for _, m := range s.Marks {
		if m.Role == logic.RoleFin {
			double = append(double, m.Candidate.String())
		}
	}
	names := func(hs []solver.House, l locale.Lang) string {
		var out []string
		for _, h := range hs {
			out = append(out, houseName(houseNum(h), l))
		}
		return join(out, l)
	}
	ru := fmt.Sprintf("SK-петля: %s пересекаются в %s; в каждом из этих блоков две другие клетки строки и две другие клетки столбца дают 16 пустых клеток, %s, каждая — в одной из этих строк или столбцов и в одном из этих блоков. Каждый кандидат этих клеток — одна из %d цифр областей: %s. В области каждая цифра встречается один раз, поэтому каждая цифра области может занять не больше одной из этих клеток; клеток 16, цифр областей %d, значит, каждая занимает ровно одну. Поэтому каждая цифра, указанная для области, стоит в этих клетках, а не в других клетках этой области",
		names(s.Houses[:4], locale.Russian), ruHouses(s.Houses[4:], pre), cellList(s.Cells, locale.Russian), n, list(links, locale.Russian), n)
	en := fmt.Sprintf("SK Loop: %s cross in %s; in each of these boxes, the two other cells of the row and the two other cells of the column make 16 empty cells, %s, each in one of those rows or columns and one of those boxes. Every candidate of these cells is one of %d house digits: %s. A digit is once in a house, so each house digit can take at most one of the cells; with 16 cells and %d house digits, each takes exactly one. So each digit listed for a house is in these cells, not elsewhere in that house",
		names(s.Houses[:4], locale.English), names(s.Houses[4:], locale.English), cellList(s.Cells, locale.English), n, list(links, locale.English), n)
	zh := fmt.Sprintf("SK环：%s交叉于%s；在这些宫中，取所在行的另外两格和所在列的另外两格，共16个空格：%s，每格属于其中一行或一列，也属于其中一宫。这些格的每个候选数都属于以下%d个“区域数字”之一：%s。一个数在一个区域中只出现一次，所以每个区域数字至多占这些格中的一格；16格对%d个区域数字，每个恰好占一格。所以为某区域列出的数字都在这些格中，不在该区域的其他格",
		names(s.Houses[:4], locale.Chinese), names(s.Houses[4:], locale.Chinese), cellList(s.Cells, locale.Chinese), n, list(links, locale.Chinese), n)
	if len(double) > 0 {
		en += fmt.Sprintf("; and %s, covered by both its line and its box, would use up two house digits for one cell, so it is false", join(double, locale.English))
		zh += fmt.Sprintf("；而%s同时被所在线和所在宫覆盖，会为一格用掉两个区域数字，所以不成立", join(double, locale.Chinese))
		ru += fmt.Sprintf("; а %s, покрытый и своей линией, и своим блоком, занял бы одной клеткой две цифры областей, поэтому он ложен", join(double, locale.Russian))
	}
	return pick(lang, en+": "+removeText(s.Eliminations, lang)+".", zh+"："+removeText(s.Eliminations, lang)+"。", ru+": "+removeText(s.Eliminations, lang)+".")
}
