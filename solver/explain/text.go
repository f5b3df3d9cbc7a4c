package explain

import (
	"fmt"
	"slices"
	"strings"

	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// textWords holds the words of houses, lists, removals and sentences, in one
// language (see stepWords).
type textWords interface {
	house(h int) string
	andWord() string
	wordOr() string
	listSep() string
	cellDigits(c int, digits []string) string
	removeDigit(elims []logic.Candidate) string
	removeWord() string
	sentence(s string) string
	capitalize(s string) string
}

// This file holds the pieces the explanations are written with, in each
// language: names of cells and houses, lists, and the generic hint levels.

// cellName returns "r5c4".
func cellName(c int) string { return solver.CellName(c) }

// houseTitle returns the name of house h with a capital letter: "Row 5",
// "第5行", «Строка 5».
func houseTitle(w language, h int) string { return w.capitalize(w.house(h)) }

// join joins items as a list: "a, b and c" or "a、b和c".
func join(w language, items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], w.listSep()) + w.andWord() + items[len(items)-1]
}

// list joins items with commas only: "a, b, c" or "a、b、c".
func list(w language, items []string) string {
	return strings.Join(items, w.listSep())
}

// cellList names cells in order: "r4c1, r4c5 and r4c8", "r4c1、r4c5和r4c8".
func cellList(w language, cells []int) string {
	s := slices.Clone(cells)
	slices.Sort(s)
	names := make([]string, len(s))
	for i, c := range s {
		names[i] = cellName(c)
	}
	return join(w, names)
}

// setList names the cells of a set, as cellList does.
func setList(w language, s logic.CellSet) string { return cellList(w, s.Cells()) }

// digitList names digits: "3 and 8", "3和8".
func digitList(w language, ds logic.Digits) string {
	items := make([]string, 0, ds.Count())
	for _, d := range ds.List() {
		items = append(items, fmt.Sprint(d))
	}
	return join(w, items)
}

// eliminationList names eliminations grouped by cell. When they all
// remove the same single digit it names just the cells (the caller names
// the digit); otherwise each cell is followed by its digits:
// "r4c1 (3), r4c5 (3, 8)" or "r4c1（3）、r4c5（3、8）".
func eliminationList(w language, elims []logic.Candidate) string {
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
		return cellList(w, cells)
	}
	items := make([]string, len(cells))
	for i, c := range cells {
		ds := byCell[c].List()
		digits := make([]string, len(ds))
		for j, d := range ds {
			digits[j] = fmt.Sprint(d)
		}
		items[i] = w.cellDigits(c, digits)
	}
	return join(w, items)
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
func removal(w language, elims []logic.Candidate) string {
	if len(elims) == 0 {
		return ""
	}
	if sameDigit(elims) {
		return w.removeDigit(elims)
	}
	return w.removeWord() + eliminationList(w, elims)
}

// placementList names placements: "r5c4 = 7, r6c1 = 2".
func placementList(w language, ps []logic.Candidate) string {
	items := make([]string, len(ps))
	for i, p := range ps {
		items[i] = fmt.Sprintf("%s = %d", cellName(p.Cell), p.Digit)
	}
	return list(w, items)
}
