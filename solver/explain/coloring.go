package explain

import (
	"fmt"
	"strings"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// colorsOf returns the cells of colour A (RoleOn) and B (RoleOff) of a
// colouring step.
func colorsOf(s *logic.Step) (a, b logic.CellSet) {
	for _, m := range s.Marks {
		switch m.Role {
		case logic.RoleOn:
			a.Add(m.Cell)
		case logic.RoleOff:
			b.Add(m.Cell)
		}
	}
	return a, b
}

func explainSimpleColoring(s *logic.Step, lang locale.Lang) string {
	if len(s.Eliminations) == 0 {
		return ""
	}
	d := s.Digits.First()
	a, b := colorsOf(s)
	var sb strings.Builder
	sb.WriteString(pick(lang,
		fmt.Sprintf("Simple Coloring on %d: in each of %s, %d has only two places, so exactly one of them is %d (a strong link). Following these strong links, colour the cells alternately: colour A is %s, colour B is %s; then one colour holds every %d and the other none. ",
			d, join(linkHouses(s, lang), lang), d, d, cellSetList(a, lang), cellSetList(b, lang), d),
		fmt.Sprintf("简单染色（数字%d）：在%s中，%d都只有两个位置，其中恰有一个是%d（强链）。沿着这些强链交替染色：颜色A为%s，颜色B为%s；两种颜色中一种全是%d，另一种全不是。",
			d, join(linkHouses(s, lang), lang), d, d, cellSetList(a, lang), cellSetList(b, lang), d),
		fmt.Sprintf("Простая раскраска по цифре %d: в каждой из областей (%s) у %d только два места, поэтому ровно в одном из них стоит %d (сильная связь). Пройдите по этим сильным связям и раскрасьте клетки поочерёдно: цвет A — %s, цвет B — %s; тогда в клетках одного цвета стоят все %d, а в клетках другого — ни одной. ", d, join(linkHouses(s, lang), lang), d, d, cellSetList(a, lang), cellSetList(b, lang), d)))
	first := s.Eliminations[0].Cell
	switch {
	case a.Has(first) || b.Has(first):
		// A wrap: the eliminations are the cells of the false colour.
		wrong, name, other := a, "A", "B"
		if b.Has(first) {
			wrong, name, other = b, "B", "A"
		}
		h := houseNum(s.Houses[0])
		pair := wrong.And(houseSets[h]).Cells()
		sb.WriteString(pick(lang,
			fmt.Sprintf("%s and %s both have colour %s and lie in %s, so colour %s would put %d twice in %s: colour %s is false and colour %s is true. Remove %d from every cell of colour %s: %s.",
				cellName(pair[0]), cellName(pair[1]), name, houseName(h, lang), name, d, houseName(h, lang), name, other, d, name, eliminationList(s.Eliminations, lang)),
			fmt.Sprintf("%s和%s颜色都是%s，且同在%s，若颜色%s为真，%s中会有两个%d：所以颜色%s为假，颜色%s为真。删去颜色%s所有格中的%d：%s。",
				cellName(pair[0]), cellName(pair[1]), name, houseName(h, lang), name, houseName(h, lang), d, name, other, name, d, eliminationList(s.Eliminations, lang)),
			fmt.Sprintf("%s и %s обе цвета %s и лежат %s, поэтому при истинном цвете %s цифра %d встала бы %s дважды: цвет %s ложен, а цвет %s истинен. Уберите %d из всех клеток цвета %s: %s.", cellName(pair[0]), cellName(pair[1]), name, ruIn(h), name, d, ruIn(h), name, other, d, name, eliminationList(s.Eliminations, lang))))
	default:
		// A trap: each elimination sees both colours.
		var reasons []string
		for _, e := range s.Eliminations {
			ca := peerSets[e.Cell].And(a).First()
			cb := peerSets[e.Cell].And(b).First()
			reasons = append(reasons, pick(lang,
				fmt.Sprintf("%s sees %s (A) and %s (B)", cellName(e.Cell), cellName(ca), cellName(cb)),
				fmt.Sprintf("%s同时看到%s（A）和%s（B）", cellName(e.Cell), cellName(ca), cellName(cb)),
				fmt.Sprintf("%s видит %s (A) и %s (B)", cellName(e.Cell), cellName(ca), cellName(cb))))
		}
		sb.WriteString(pick(lang,
			fmt.Sprintf("Now %s, so whichever colour is true, %s cannot be %d: %s.",
				join(reasons, lang), pluralCells(s.Eliminations, lang), d, removeText(s.Eliminations, lang)),
			fmt.Sprintf("%s；所以无论哪种颜色为真，%s都不能是%d：%s。",
				strings.Join(reasons, "；"), pluralCells(s.Eliminations, lang), d, removeText(s.Eliminations, lang)),
			fmt.Sprintf("Теперь %s, поэтому, какой бы цвет ни оказался истинным, в %s не может быть %d: %s.", join(reasons, lang), pluralCells(s.Eliminations, lang), d, removeText(s.Eliminations, lang))))
	}
	return sb.String()
}

// linkHouses names the houses of a colouring's strong links (the houses
// after a wrap's clash house).
func linkHouses(s *logic.Step, lang locale.Lang) []string {
	hs := s.Houses
	a, b := colorsOf(s)
	if len(s.Eliminations) > 0 && (a.Has(s.Eliminations[0].Cell) || b.Has(s.Eliminations[0].Cell)) {
		hs = hs[1:]
	}
	var names []string
	for _, h := range hs {
		names = append(names, houseName(houseNum(h), lang))
	}
	return names
}

// pluralCells names the cells of eliminations: the cell if there is one,
// else "they".
func pluralCells(elims []logic.Candidate, lang locale.Lang) string {
	var cells logic.CellSet
	for _, e := range elims {
		cells.Add(e.Cell)
	}
	if cells.Count() == 1 {
		return cellName(cells.First())
	}
	return pick(lang, "they", "它们", "них")
}
