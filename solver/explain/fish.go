package explain

import (
	"fmt"
	"slices"
	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// fishWords holds the sentences of fish, basic, finned and sashimi, in one
// language (see stepWords).
type fishWords interface {
	fishBasic(s *logic.Step, name string, d int, bases, covers string, base, cover []solver.House) string
	fishFinned(s *logic.Step, name string, d int, bases, covers string,
		base, cover, hit []solver.House, box string, finBox int, fins []int,
		basic, sashimi, fin, ifNone, ifOne, targets, they string) string
	sashimiLine(h solver.House, line, without string, d int, left []int) string
	lineGroup(kind solver.HouseKind, nums []string) string
	fishTargets(cells []int) (targets, they string)
	fishFins(n int) (fin, ifNone, ifOne string)
	fishWithout(n int) string
}

// lineGroup names lines of one kind: "rows 2 and 7", "第2、7行".
func lineGroup(w language, houses []solver.House) string {
	if len(houses) == 0 {
		return ""
	}
	if len(houses) == 1 {
		return w.house(houseNum(houses[0]))
	}
	nums := make([]string, len(houses))
	for i, h := range houses {
		nums[i] = fmt.Sprint(h.Index + 1)
	}
	return w.lineGroup(houses[0].Kind, nums)
}

func explainFish(w language, s *logic.Step) string {
	f, ok := s.Detail.(*logic.FishDetail)
	if !ok || len(s.Eliminations) == 0 {
		return ""
	}
	d := f.Digit
	name := w.technique(s.Technique)
	base, cover, fins, finBox := f.Base, f.Cover, f.Fins.Cells(), -1
	if len(fins) > 0 {
		finBox = 18 + solver.HouseOf(solver.Box, fins[0]).Index
	}
	bases, covers := lineGroup(w, base), lineGroup(w, cover)
	if len(fins) == 0 {
		return w.fishBasic(s, name, d, bases, covers, base, cover)
	}
	box := w.house(finBox)
	basic := w.technique([...]logic.Technique{2: logic.XWing, 3: logic.Swordfish, 4: logic.Jellyfish}[len(base)])
	var elimCells []int
	var hit []solver.House
	for _, e := range s.Eliminations {
		elimCells = append(elimCells, e.Cell)
		if h := houseOf(coverOf(e.Cell, cover)); !slices.Contains(hit, h) {
			hit = append(hit, h)
		}
	}
	slices.SortFunc(hit, func(a, b solver.House) int { return a.Index - b.Index })
	targets, they := w.fishTargets(elimCells)
	fin, ifNone, ifOne := w.fishFins(len(fins))
	sashimi := sashimiNote(w, s, base, cover, d, len(fins))
	return w.fishFinned(s, name, d, bases, covers, base, cover, hit, box, finBox, fins, basic, sashimi, fin, ifNone, ifOne, targets, they)
}

// sashimiNote says, for a sashimi fish, which base line would be left
// with fewer than two candidates without its fins: " (sashimi: without
// the fin, row 1 would keep 6 only in r1c1)".
func sashimiNote(w language, s *logic.Step, base, cover []solver.House, d, fins int) string {
	if s.Technique != logic.SashimiXWing && s.Technique != logic.SashimiSwordfish && s.Technique != logic.SashimiJellyfish {
		return ""
	}
	var covered logic.CellSet
	for _, h := range cover {
		covered = covered.Or(logic.HouseCells(h))
	}
	without := w.fishWithout(fins)
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
		line := w.house(houseNum(h))
		return w.sashimiLine(h, line, without, d, left)
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
