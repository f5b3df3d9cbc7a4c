package explain

import (
	"fmt"
	"strings"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// mslsCovers recovers the covers of an MSLS step from its marks: for each
// row and column of the step, the digits that cover it.
func mslsCovers(s *logic.Step) map[int]logic.Digits {
	covers := map[int]logic.Digits{}
	for _, m := range s.Marks {
		r, c := m.Cell/9, 9+m.Cell%9
		switch m.Role {
		case logic.RoleKey:
			covers[r] |= 1 << m.Digit
		case logic.RoleAlt:
			covers[c] |= 1 << m.Digit
		case logic.RoleFin:
			covers[r] |= 1 << m.Digit
			covers[c] |= 1 << m.Digit
		}
	}
	return covers
}

func explainMSLS(s *logic.Step, lang locale.Lang) string {
	if len(s.Houses) < 4 || len(s.Eliminations) == 0 {
		return ""
	}
	covers := mslsCovers(s)
	var rows, cols []string
	var links []string
	nLinks := 0
	for _, h := range s.Houses {
		n := houseNum(h)
		name := fmt.Sprint(h.Index + 1)
		if h.Kind == solver.Row {
			rows = append(rows, name)
		} else {
			cols = append(cols, name)
		}
		ds := covers[n]
		if ds == 0 {
			continue
		}
		nLinks += ds.Count()
		links = append(links, pick(lang,
			fmt.Sprintf("%s in %s", digitList(ds, lang), houseName(n, lang)),
			fmt.Sprintf("%s中的%s", houseName(n, lang), digitList(ds, lang)),
			fmt.Sprintf("%s %s", digitList(ds, lang), ruIn(n))))
	}
	n := len(s.Cells)
	var double []string
	for _, m := range s.Marks {
		if m.Role == logic.RoleFin {
			double = append(double, m.Candidate.String())
		}
	}
	ru := fmt.Sprintf("Многосекторное запертое множество: строки %s и столбцы %s пересекаются в %d %s, где должно стоять %d %s. Каждый кандидат этих клеток — одна из %d цифр областей: %s. В области каждая цифра встречается один раз, поэтому каждая цифра области может занять не больше одной из этих клеток; клеток %d, цифр областей %d, значит, каждая занимает ровно одну. Поэтому каждая цифра, указанная для строки или столбца, стоит в этих клетках, а не в других клетках этой строки или столбца",
		strings.Join(rows, ", "), strings.Join(cols, ", "), n, ruForm(n, "пустой клетке", "пустых клетках", "пустых клетках"), n, ruForm(n, "цифра", "цифры", "цифр"), nLinks, strings.Join(links, "; "), n, nLinks)
	en := fmt.Sprintf("Multi-Sector Locked Set: rows %s and columns %s cross in %d empty cells, which hold %d digits. Every candidate of these cells is one of %d house digits: %s. A digit is once in a house, so each house digit can take at most one of the cells; with %d cells and %d house digits, each takes exactly one. So each digit listed for a row or column is in these cells, not elsewhere in that row or column",
		strings.Join(rows, ", "), strings.Join(cols, ", "), n, n, nLinks, strings.Join(links, "; "), n, nLinks)
	zh := fmt.Sprintf("多区块锁定集：第%s行与第%s列交叉处有%d个空格，要填%d个数。这些格的每个候选数都属于以下%d个“区域数字”之一：%s。一个数在一个区域中只出现一次，所以每个区域数字至多占这些格中的一格；%d格对%d个区域数字，每个恰好占一格。所以为某行或某列列出的数字都在这些格中，不在该行或该列的其他格",
		strings.Join(rows, "、"), strings.Join(cols, "、"), n, n, nLinks, strings.Join(links, "；"), n, nLinks)
	if len(double) > 0 {
		en += fmt.Sprintf("; and %s, covered by both its row and its column, would use up two house digits for one cell, so it is false", join(double, locale.English))
		zh += fmt.Sprintf("；而%s同时被所在行和所在列覆盖，会为一格用掉两个区域数字，所以不成立", join(double, locale.Chinese))
		ru += fmt.Sprintf("; а %s, покрытый и своей строкой, и своим столбцом, занял бы одной клеткой две цифры областей, поэтому он ложен", join(double, locale.Russian))
	}
	return pick(lang, en+": "+removeText(s.Eliminations, lang)+".", zh+"："+removeText(s.Eliminations, lang)+"。", ru+": "+removeText(s.Eliminations, lang)+".")
}
