package explain

import (
	"fmt"
	"slices"
	"strings"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// urDigits names the two digits of a rectangle: "2 and 7", "2和7".
func urDigits(s *logic.Step, lang locale.Lang) string { return digitList(s.Digits, lang) }

// urDeadly says why the four corners cannot hold only the rectangle's
// digits.
func urDeadly(s *logic.Step, lang locale.Lang) string {
	corners := slices.Sorted(slices.Values(s.Cells[:4]))
	ds := urDigits(s, lang)
	return pick(lang,
		fmt.Sprintf("Since the puzzle has a unique solution, %s cannot hold only %s: that would be a deadly pattern (swapping %s in them would give a second solution).",
			join(cellNames(corners), lang), ds, ds),
		fmt.Sprintf("由于本题有唯一解，%s不能只填%s：那会形成致命模式（交换其中的%s会得到第二个解）。",
			join(cellNames(corners), lang), ds, ds),
		fmt.Sprintf("поскольку у судоку единственное решение, в %s не могут стоять только %s: это был бы смертельный шаблон (если поменять в них %s местами, получилось бы второе решение).", join(cellNames(corners), lang), ds, ds))
}

// cellNames returns the names of cells, in order.
func cellNames(cells []int) []string {
	names := make([]string, len(cells))
	for i, c := range cells {
		names[i] = cellName(c)
	}
	return names
}

// digitsOr names digits as alternatives: "2 or 7", "2或7".
func digitsOr(ds logic.Digits, lang locale.Lang) string {
	items := make([]string, 0, ds.Count())
	for _, d := range ds.List() {
		items = append(items, fmt.Sprint(d))
	}
	if len(items) == 1 {
		return items[0]
	}
	switch lang {
	case locale.Chinese:
		return strings.Join(items[:len(items)-1], "、") + "或" + items[len(items)-1]
	case locale.Russian:
		return strings.Join(items[:len(items)-1], ", ") + " или " + items[len(items)-1]
	}
	return strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
}

func explainUniqueRectangle(s *logic.Step, lang locale.Lang) string {
	if len(s.Cells) < 4 || len(s.Eliminations) == 0 {
		return ""
	}
	name := techniqueName(s.Technique, lang)
	ds := s.Digits
	floor := s.Cells[:2]
	roof := s.Cells[2:4]
	intro := pick(lang, name+": ", name+"：", name+": ") + urDeadly(s, lang) + pick(lang, " ", "", " ")
	switch s.Technique {
	case logic.UniqueRectangle1:
		three := slices.Sorted(slices.Values(s.Cells[:3]))
		t := s.Cells[3]
		return intro + pick(lang,
			fmt.Sprintf("%s can only be %s, so %s must be something else: %s.",
				join(cellNames(three), lang), digitsOr(ds, lang), cellName(t), removeText(s.Eliminations, lang)),
			fmt.Sprintf("%s只能是%s，所以%s必须是其他数：%s。",
				join(cellNames(three), lang), digitsOr(ds, lang), cellName(t), removeText(s.Eliminations, lang)),
			fmt.Sprintf("В %s могут быть только %s, поэтому в %s должна стоять другая цифра: %s.", join(cellNames(three), lang), digitsOr(ds, lang), cellName(t), removeText(s.Eliminations, lang)))
	case logic.UniqueRectangle2:
		c := s.Eliminations[0].Digit
		return intro + pick(lang,
			fmt.Sprintf("%s and %s can only be %s, so %s or %s must be %d, their only other candidate. A cell that sees both cannot be %d: %s.",
				cellName(floor[0]), cellName(floor[1]), digitsOr(ds, lang), cellName(roof[0]), cellName(roof[1]), c, c, removeText(s.Eliminations, lang)),
			fmt.Sprintf("%s和%s只能是%s，所以%s或%s中必有一个是%d（它们唯一的其他候选数）。同时看到这两格的格都不能是%d：%s。",
				cellName(floor[0]), cellName(floor[1]), digitsOr(ds, lang), cellName(roof[0]), cellName(roof[1]), c, c, removeText(s.Eliminations, lang)),
			fmt.Sprintf("В %s и %s могут быть только %s, поэтому в %s или %s должна стоять %d — их единственный другой кандидат. Клетка, которая видит обе, не может содержать %d: %s.", cellName(floor[0]), cellName(floor[1]), digitsOr(ds, lang), cellName(roof[0]), cellName(roof[1]), c, c, removeText(s.Eliminations, lang)))
	case logic.UniqueRectangle3:
		var extra, digits logic.Digits
		for _, m := range s.Marks {
			if m.Role == logic.RoleAlt {
				digits |= 1 << m.Digit
				if m.Cell == roof[0] || m.Cell == roof[1] {
					extra |= 1 << m.Digit
				}
			}
		}
		sub := logic.CellsOf(s.Cells[4:]...)
		// Group the houses by the subset cells they hold.
		var withEn, withZh, withRu []string
		done := make([]bool, len(s.Houses))
		for i, h := range s.Houses {
			if done[i] {
				continue
			}
			in := sub.And(houseSets[houseNum(h)])
			names := map[locale.Lang][]string{}
			for j := i; j < len(s.Houses); j++ {
				if hj := houseNum(s.Houses[j]); !done[j] && sub.And(houseSets[hj]) == in {
					done[j] = true
					names[locale.English] = append(names[locale.English], houseName(hj, locale.English))
					names[locale.Chinese] = append(names[locale.Chinese], houseName(hj, locale.Chinese))
					names[locale.Russian] = append(names[locale.Russian], ruHouse(hj, pre))
				}
			}
			withEn = append(withEn, fmt.Sprintf("with %s in %s", cellSetList(in, locale.English), join(names[locale.English], locale.English)))
			withZh = append(withZh, fmt.Sprintf("在%s中与%s", join(names[locale.Chinese], locale.Chinese), cellSetList(in, locale.Chinese)))
			withRu = append(withRu, fmt.Sprintf("вместе с %s в %s", cellSetList(in, locale.Russian), join(names[locale.Russian], locale.Russian)))
		}
		return intro + pick(lang,
			fmt.Sprintf("%s and %s can only be %s, so %s or %s must be %s. Taken together as one cell with the candidates %s, they form a naked subset of %s %s: these digits must go in those cells, so %s.",
				cellName(floor[0]), cellName(floor[1]), digitsOr(ds, lang), cellName(roof[0]), cellName(roof[1]), digitsOr(extra, lang),
				digitList(extra, lang), digitList(digits, lang), join(withEn, lang), removeText(s.Eliminations, lang)),
			fmt.Sprintf("%s和%s只能是%s，所以%s或%s中必有一个是%s。把它们看作一个候选数为%s的格，它%s组成由%s构成的显性数组：这些数必定填在这些格中，所以%s。",
				cellName(floor[0]), cellName(floor[1]), digitsOr(ds, lang), cellName(roof[0]), cellName(roof[1]), digitsOr(extra, lang),
				digitList(extra, lang), strings.Join(withZh, "、"), digitList(digits, lang), removeText(s.Eliminations, lang)),
			fmt.Sprintf("В %s и %s могут быть только %s, поэтому в %s или %s должна стоять %s. Если считать их одной клеткой с кандидатами %s, они %s образуют голое множество из %s: эти цифры должны стоять в этих клетках, поэтому %s.", cellName(floor[0]), cellName(floor[1]), digitsOr(ds, lang), cellName(roof[0]), cellName(roof[1]), digitsOr(extra, lang), digitList(extra, lang), join(withRu, lang), digitList(digits, lang), removeText(s.Eliminations, lang)))
	case logic.UniqueRectangle4:
		h := houseNum(s.Houses[0])
		w := s.Eliminations[0].Digit
		u := (ds &^ (1 << w)).First()
		return intro + pick(lang,
			fmt.Sprintf("%s and %s can only be %s. In %s, %d can only go in %s or %s, so one of them is %d; if the other were %d, the four cells would hold only %s. So neither can be %d: %s.",
				cellName(floor[0]), cellName(floor[1]), digitsOr(ds, lang), houseName(h, lang), u, cellName(roof[0]), cellName(roof[1]), u, w, urDigits(s, lang), w, removeText(s.Eliminations, lang)),
			fmt.Sprintf("%s和%s只能是%s。在%s中，%d只能填在%s或%s，所以其中一格是%d；若另一格是%d，这四格就只有%s。所以两格都不能是%d：%s。",
				cellName(floor[0]), cellName(floor[1]), digitsOr(ds, lang), houseName(h, lang), u, cellName(roof[0]), cellName(roof[1]), u, w, urDigits(s, lang), w, removeText(s.Eliminations, lang)),
			fmt.Sprintf("В %s и %s могут быть только %s. %s цифра %d может стоять только в %s или %s, поэтому в одной из них стоит %d; если бы в другой стояла %d, в четырёх клетках были бы только %s. Значит, ни в одной из них не может быть %d: %s.", cellName(floor[0]), cellName(floor[1]), digitsOr(ds, lang), locale.Capitalize(ruIn(h)), u, cellName(roof[0]), cellName(roof[1]), u, w, urDigits(s, lang), w, removeText(s.Eliminations, lang)))
	}
	return ""
}

func explainBUGPlus1(s *logic.Step, lang locale.Lang) string {
	if len(s.Cells) != 1 || len(s.Eliminations) == 0 {
		return ""
	}
	c := s.Cells[0]
	d := s.Digits.First()
	var others logic.Digits
	for _, e := range s.Eliminations {
		others |= 1 << e.Digit
	}
	row, col, box := houseName(cellHouses[c][0], lang), houseName(cellHouses[c][1], lang), houseName(cellHouses[c][2], lang)
	return pick(lang,
		fmt.Sprintf("BUG+1: every empty cell but %s has exactly two candidates, and every candidate appears exactly twice in each row, column and box, except %d, which appears three times in %s, %s and %s. If %s were not %d, the grid would be a bivalue universal grave, which has no solution or more than one; since the puzzle has a unique solution, %s = %d: %s.",
			cellName(c), d, row, col, box, cellName(c), d, cellName(c), d, removeText(s.Eliminations, lang)),
		fmt.Sprintf("全双值坟墓+1：除%s外，每个空格都恰有两个候选数，且每个候选数在每行、每列、每宫中都恰好出现两次，只有%d在%s、%s和%s中出现三次。若%s不是%d，盘面就成了全双值坟墓，它无解或有多个解；由于本题有唯一解，%s = %d：%s。",
			cellName(c), d, row, col, box, cellName(c), d, cellName(c), d, removeText(s.Eliminations, lang)),
		fmt.Sprintf("BUG+1: во всех пустых клетках, кроме %s, ровно по два кандидата, и каждый кандидат встречается ровно дважды в каждой строке, каждом столбце и каждом блоке, кроме %d: она встречается трижды — %s, %s и %s. Если бы в %s не было %d, сетка превратилась бы в BUG — «всеобщую двузначную могилу», у которой решений нет или их несколько; поскольку у судоку единственное решение, %s = %d: %s.", cellName(c), d, ruIn(cellHouses[c][0]), ruHouse(cellHouses[c][1], pre), ruHouse(cellHouses[c][2], pre), cellName(c), d, cellName(c), d, removeText(s.Eliminations, lang)))
}

// removeText says what a step removes, as removal does, but names the
// digits first when they are all in one cell: "remove 2 and 7 from r4c5",
// "删去r4c5中的2和7".
func removeText(elims []logic.Candidate, lang locale.Lang) string {
	var ds logic.Digits
	for _, e := range elims {
		if e.Cell != elims[0].Cell {
			return removal(elims, lang)
		}
		ds |= 1 << e.Digit
	}
	if len(elims) < 2 {
		return removal(elims, lang)
	}
	c := cellName(elims[0].Cell)
	return pick(lang,
		fmt.Sprintf("remove %s from %s", digitList(ds, lang), c),
		fmt.Sprintf("删去%s中的%s", c, digitList(ds, lang)),
		fmt.Sprintf("уберите %s из %s", digitList(ds, lang), c))
}
