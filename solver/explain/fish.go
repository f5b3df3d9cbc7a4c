package explain

import (
	"fmt"
	"slices"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// lineGroup names lines of one kind: "rows 2 and 7", "第2、7行".
func lineGroup(houses []solver.House, lang locale.Lang) string {
	if len(houses) == 0 {
		return ""
	}
	if len(houses) == 1 {
		return houseName(houseNum(houses[0]), lang)
	}
	nums := make([]string, len(houses))
	for i, h := range houses {
		nums[i] = fmt.Sprint(h.Index + 1)
	}
	return stepWordsFor(lang).lineGroup(houses[0].Kind, nums)
}

func explainFish(s *logic.Step, lang locale.Lang) string {
	f, ok := s.Detail.(*logic.FishDetail)
	if !ok || len(s.Eliminations) == 0 {
		return ""
	}
	d := f.Digit
	name := techniqueName(s.Technique, lang)
	base, cover, fins, finBox := f.Base, f.Cover, f.Fins.Cells(), -1
	if len(fins) > 0 {
		finBox = 18 + solver.HouseOf(solver.Box, fins[0]).Index
	}
	bases, covers := lineGroup(base, lang), lineGroup(cover, lang)
	if len(fins) == 0 {
		return stepWordsFor(lang).fishBasic(s, name, d, bases, covers, base, cover)
	}
	box := houseName(finBox, lang)
	basic := techniqueName([...]logic.Technique{2: logic.XWing, 3: logic.Swordfish, 4: logic.Jellyfish}[len(base)], lang)
	var elimCells []int
	var hit []solver.House
	for _, e := range s.Eliminations {
		elimCells = append(elimCells, e.Cell)
		if h := houseOf(coverOf(e.Cell, cover)); !slices.Contains(hit, h) {
			hit = append(hit, h)
		}
	}
	slices.SortFunc(hit, func(a, b solver.House) int { return a.Index - b.Index })
	targets, they := stepWordsFor(lang).fishTargets(elimCells)
	fin, ifNone, ifOne := stepWordsFor(lang).fishFins(len(fins))
	sashimi := sashimiNote(s, base, cover, d, len(fins), lang)
	return stepWordsFor(lang).fishFinned(s, name, d, bases, covers, base, cover, hit, box, finBox, fins, basic, sashimi, fin, ifNone, ifOne, targets, they)
}

// sashimiNote says, for a sashimi fish, which base line would be left
// with fewer than two candidates without its fins: " (sashimi: without
// the fin, row 1 would keep 6 only in r1c1)".
func sashimiNote(s *logic.Step, base, cover []solver.House, d, fins int, lang locale.Lang) string {
	if s.Technique != logic.SashimiXWing && s.Technique != logic.SashimiSwordfish && s.Technique != logic.SashimiJellyfish {
		return ""
	}
	var covered logic.CellSet
	for _, h := range cover {
		covered = covered.Or(logic.HouseCells(h))
	}
	without := stepWordsFor(lang).fishWithout(fins)
	for _, h := range base {
		var left []int
		for _, m := range s.Marks {
			if m.Role == logic.RoleKey && logic.HouseCells(h).Has(m.Cell) && covered.Has(m.Cell) {
				left = append(left, m.Cell)
			}
		}
		if len(left) >= 2 {
			continue
		}
		if len(left) == 0 {
			continue // not a fish a finder reports
		}
		line := houseName(houseNum(h), lang)
		return stepWordsFor(lang).sashimiLine(h, line, without, d, left)
	}
	return ""
}

// coverOf returns the cover line (house number) that holds cell c.
func coverOf(c int, cover []solver.House) int {
	for _, h := range cover {
		if n := houseNum(h); houseSet(n).Has(c) {
			return n
		}
	}
	return cellHouses[c][2]
}
