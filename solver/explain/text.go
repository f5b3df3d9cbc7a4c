package explain

import (
	"fmt"
	"slices"
	"strings"

	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// This file holds the pieces the explanations are written with, in each
// language: names of cells and houses, lists, and the generic hint levels.

// cellName returns "r5c4".
func cellName(c int) string { return solver.CellName(c) }

// houseName returns "row 5", "column 4", "box 5", or "第5行", "第4列",
// "第5宫", or «строка 5», «столбец 4», «блок 5».
func houseName(h int, lang locale.Lang) string {
	return stepWordsFor(lang).houseWord(h)
}

// houseTitle returns houseName with a capital letter.
func houseTitle(h int, lang locale.Lang) string { return locale.Capitalize(houseName(h, lang)) }

// join joins items as a list: "a, b and c" or "a、b和c".
func join(items []string, lang locale.Lang) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	w := stepWordsFor(lang)
	return strings.Join(items[:len(items)-1], w.listSep()) + w.andWord() + items[len(items)-1]
}

// list joins items with commas only: "a, b, c" or "a、b、c".
func list(items []string, lang locale.Lang) string {
	return strings.Join(items, stepWordsFor(lang).listSep())
}

// cellList names cells in order: "r4c1, r4c5 and r4c8", "r4c1、r4c5和r4c8".
func cellList(cells []int, lang locale.Lang) string {
	s := slices.Clone(cells)
	slices.Sort(s)
	names := make([]string, len(s))
	for i, c := range s {
		names[i] = cellName(c)
	}
	return join(names, lang)
}

// cellSetList names the cells of a set.
func cellSetList(s logic.CellSet, lang locale.Lang) string { return cellList(s.Cells(), lang) }

// digitList names digits: "3 and 8", "3和8".
func digitList(ds logic.Digits, lang locale.Lang) string {
	items := make([]string, 0, ds.Count())
	for _, d := range ds.List() {
		items = append(items, fmt.Sprint(d))
	}
	return join(items, lang)
}

// eliminationList names eliminations grouped by cell. When they all
// remove the same single digit it names just the cells (the caller names
// the digit); otherwise each cell is followed by its digits:
// "r4c1 (3), r4c5 (3, 8)" or "r4c1（3）、r4c5（3、8）".
func eliminationList(elims []logic.Candidate, lang locale.Lang) string {
	byCell := map[int]logic.Digits{}
	var cells []int
	for _, e := range elims {
		if _, ok := byCell[e.Cell]; !ok {
			cells = append(cells, e.Cell)
		}
		byCell[e.Cell] |= 1 << e.Digit
	}
	slices.Sort(cells)
	if sameDigit(elims) {
		return cellList(cells, lang)
	}
	items := make([]string, len(cells))
	for i, c := range cells {
		ds := byCell[c].List()
		digits := make([]string, len(ds))
		for j, d := range ds {
			digits[j] = fmt.Sprint(d)
		}
		items[i] = stepWordsFor(lang).cellDigits(c, digits)
	}
	return join(items, lang)
}

// sameDigit reports whether all candidates have one digit.
func sameDigit(cs []logic.Candidate) bool {
	for _, c := range cs[min(1, len(cs)):] {
		if c.Digit != cs[0].Digit {
			return false
		}
	}
	return true
}

// removal says what a step removes: "7 can be removed from r4c1 and r4c8"
// style endings, as "remove 7 from r4c1, r4c8" or "删去r4c1、r4c8中的7"
// when one digit, else "remove r4c1 (3), r4c5 (3, 8)" / "删去r4c1（3）、
// r4c5（3、8）".
func removal(elims []logic.Candidate, lang locale.Lang) string {
	if len(elims) == 0 {
		return ""
	}
	if sameDigit(elims) {
		return stepWordsFor(lang).removeDigit(elims)
	}
	return stepWordsFor(lang).removeWord() + eliminationList(elims, lang)
}

// placementList names placements: "r5c4 = 7, r6c1 = 2".
func placementList(ps []logic.Candidate, lang locale.Lang) string {
	items := make([]string, len(ps))
	for i, p := range ps {
		items[i] = fmt.Sprintf("%s = %d", cellName(p.Cell), p.Digit)
	}
	return list(items, lang)
}

// sentence ends a sentence: a period or a Chinese full stop.
func sentence(s string, lang locale.Lang) string {
	return stepWordsFor(lang).endSentence(s)
}

// capitalize upper-cases the first letter of a sentence.
func capitalize(s string, lang locale.Lang) string {
	return stepWordsFor(lang).capital(s)
}
