package logic

import (
	"fmt"
	"strings"

	"sudokubot/solver"
	"sudokubot/solver/locale"
)

// Simple colouring works on one digit. Where a house has only two places
// left for the digit, exactly one of them holds it: a strong link. Strong
// links that share cells form a cluster, and colouring its cells
// alternately, colour A and colour B, splits it so that in every link the
// two ends have different colours. Then either every cell of colour A
// holds the digit or every cell of colour B does.
//
//   - Trap (HoDoKu's Simple Colors Trap): a cell outside the cluster that
//     sees a cell of each colour cannot hold the digit, whichever colour is
//     true.
//   - Wrap (Simple Colors Wrap): when two cells of one colour see each
//     other, that colour would put the digit twice in a house, so it is
//     false: the digit leaves every cell of that colour.

// A strongLink is a house with only two places for a digit.
type strongLink struct {
	a, b  int
	house int
}

// strongLinks puts the strong links on digit d in links and returns their
// number.
func strongLinks(v *view, d int, links *[27]strongLink) int {
	n := 0
	for h := range 27 {
		w := v.where[h][d]
		if popcount(w) != 2 {
			continue
		}
		a := houseCells[h][trailing(w)]
		b := houseCells[h][trailing(w&(w-1))]
		dup := false
		for _, l := range links[:n] {
			dup = dup || l.a == a && l.b == b
		}
		if !dup { // a pair in a line and a box is one link
			links[n] = strongLink{a, b, h}
			n++
		}
	}
	return n
}

// colorClusters splits strong links into clusters and colours them,
// putting the colours of each in colors; it returns their number. A
// cluster with a cell of both colours (an odd loop of strong links, on a
// broken board) is left out.
func colorClusters(links []strongLink, colors *[27][2]CellSet) int {
	var used [27]bool
	nc := 0
	for i := range links {
		if used[i] {
			continue
		}
		// Grow the cluster from link i until no link touches it.
		used[i] = true
		var c [2]CellSet
		c[0].Add(links[i].a)
		c[1].Add(links[i].b)
		for grown := true; grown; {
			grown = false
			for j := i + 1; j < len(links); j++ {
				l := links[j]
				if used[j] {
					continue
				}
				switch {
				case c[0].Has(l.a) || c[1].Has(l.b):
					c[0].Add(l.a)
					c[1].Add(l.b)
				case c[1].Has(l.a) || c[0].Has(l.b):
					c[1].Add(l.a)
					c[0].Add(l.b)
				default:
					continue
				}
				used[j] = true
				grown = true
			}
		}
		if c[0].And(c[1]).Empty() {
			colors[nc] = c
			nc++
		}
	}
	return nc
}

// seenBy returns the cells that see at least one cell of s.
func seenBy(s CellSet) CellSet {
	var out CellSet
	for w := range 2 {
		for x := s[w]; x != 0; x &= x - 1 {
			out = out.Or(peerSets[64*w+trailing64(x)])
		}
	}
	return out
}

// clash returns a house holding two cells of s, or -1.
func clash(s CellSet) int {
	for w := range 2 {
		for x := s[w]; x != 0; x &= x - 1 {
			c := 64*w + trailing64(x)
			if peerSets[c].And(s).Empty() {
				continue
			}
			for _, h := range cellHouses[c] {
				if s.And(houseSets[h]).Count() >= 2 {
					return h
				}
			}
		}
	}
	return -1
}

func findSimpleColoring(v *view, emit func(*Step) bool) {
	var links [27]strongLink
	var colors [27][2]CellSet
	for d := 1; d <= 9; d++ {
		if v.done() {
			return
		}
		nl := strongLinks(v, d, &links)
		nc := colorClusters(links[:nl], &colors)
		for _, c := range colors[:nc] {
			// Wrap: a colour that sees itself is false.
			h0, h1 := clash(c[0]), clash(c[1])
			if h0 >= 0 && h1 >= 0 {
				continue // both colours false: a broken board
			}
			for k, h := range [2]int{h0, h1} {
				if h < 0 {
					continue
				}
				s := coloringStep(d, c, links[:nl])
				s.Houses = append([]solver.House{houseOf(h)}, s.Houses...)
				for _, cell := range c[k].Cells() {
					s.Eliminations = append(s.Eliminations, Candidate{cell, d})
				}
				if !emit(s) {
					return
				}
			}
			// Trap: a cell that sees both colours.
			traps := v.cells[d].And(seenBy(c[0])).And(seenBy(c[1])).AndNot(c[0].Or(c[1]))
			if traps.Empty() {
				continue
			}
			s := coloringStep(d, c, links[:nl])
			for _, cell := range traps.Cells() {
				s.Eliminations = append(s.Eliminations, Candidate{cell, d})
			}
			if !emit(s) {
				return
			}
		}
	}
}

// coloringStep builds the step of the cluster of digit d with the given
// colours, without its eliminations; all holds the digit's strong links.
func coloringStep(d int, colors [2]CellSet, all []strongLink) *Step {
	cells := colors[0].Or(colors[1])
	s := &Step{
		Technique: SimpleColoring,
		Digits:    DigitSet(d),
		Cells:     cells.Cells(),
		Size:      cells.Count(),
	}
	var links []strongLink
	var seen [27]bool
	for _, l := range all {
		if !cells.Has(l.a) {
			continue
		}
		links = append(links, l)
		if !seen[l.house] {
			seen[l.house] = true
			s.Houses = append(s.Houses, houseOf(l.house))
		}
	}
	for _, c := range s.Cells {
		role := RoleOn
		if colors[1].Has(c) {
			role = RoleOff
		}
		s.Marks = append(s.Marks, Mark{Candidate{c, d}, role})
	}
	for _, l := range links {
		s.Chains = append(s.Chains, Chain{{
			From: Node{Digit: d, Cells: CellsOf(l.a)},
			To:   Node{Digit: d, Cells: CellsOf(l.b), On: true},
		}})
	}
	return s
}

// colorsOf returns the cells of colour A (RoleOn) and B (RoleOff) of a
// colouring step.
func colorsOf(s *Step) (a, b CellSet) {
	for _, m := range s.Marks {
		switch m.Role {
		case RoleOn:
			a.Add(m.Cell)
		case RoleOff:
			b.Add(m.Cell)
		}
	}
	return a, b
}

func explainSimpleColoring(s *Step, lang locale.Lang) string {
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
			d, join(linkHouses(s, lang), lang), d, d, cellSetList(a, lang), cellSetList(b, lang), d)))
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
				cellName(pair[0]), cellName(pair[1]), name, houseName(h, lang), name, houseName(h, lang), d, name, other, name, d, eliminationList(s.Eliminations, lang))))
	default:
		// A trap: each elimination sees both colours.
		var reasons []string
		for _, e := range s.Eliminations {
			ca := peerSets[e.Cell].And(a).First()
			cb := peerSets[e.Cell].And(b).First()
			reasons = append(reasons, pick(lang,
				fmt.Sprintf("%s sees %s (A) and %s (B)", cellName(e.Cell), cellName(ca), cellName(cb)),
				fmt.Sprintf("%s同时看到%s（A）和%s（B）", cellName(e.Cell), cellName(ca), cellName(cb))))
		}
		sb.WriteString(pick(lang,
			fmt.Sprintf("Now %s, so whichever colour is true, %s cannot be %d: %s.",
				join(reasons, lang), pluralCells(s.Eliminations, lang), d, removeText(s.Eliminations, lang)),
			fmt.Sprintf("%s；所以无论哪种颜色为真，%s都不能是%d：%s。",
				strings.Join(reasons, "；"), pluralCells(s.Eliminations, lang), d, removeText(s.Eliminations, lang))))
	}
	return sb.String()
}

// linkHouses names the houses of a colouring's strong links (the houses
// after a wrap's clash house).
func linkHouses(s *Step, lang locale.Lang) []string {
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
func pluralCells(elims []Candidate, lang locale.Lang) string {
	var cells CellSet
	for _, e := range elims {
		cells.Add(e.Cell)
	}
	if cells.Count() == 1 {
		return cellName(cells.First())
	}
	return pick(lang, "they", "它们")
}
