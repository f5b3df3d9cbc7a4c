package logic

import (
	"fmt"
	"strings"

	"sudokubot/solver"
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

// A cluster is one connected set of strong links on a digit, coloured.
type cluster struct {
	digit  int
	colors [2]CellSet // colour A, colour B
	links  []strongLink
}

// A strongLink is a house with only two places for a digit.
type strongLink struct {
	a, b  int
	house int
}

func (cl *cluster) cells() CellSet { return cl.colors[0].Or(cl.colors[1]) }

// eachCluster calls f with every cluster of strong links on digit d, until
// f returns false; it reports whether f always returned true.
func eachCluster(v *view, d int, f func(cl *cluster) bool) bool {
	var links [27]strongLink
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
	var used [27]bool
	for i := range n {
		if used[i] {
			continue
		}
		// Grow the cluster from link i until no link touches it.
		used[i] = true
		var colors [2]CellSet
		colors[0].Add(links[i].a)
		colors[1].Add(links[i].b)
		for grown := true; grown; {
			grown = false
			for j := i + 1; j < n; j++ {
				l := links[j]
				if used[j] {
					continue
				}
				switch {
				case colors[0].Has(l.a) || colors[1].Has(l.b):
					colors[0].Add(l.a)
					colors[1].Add(l.b)
				case colors[1].Has(l.a) || colors[0].Has(l.b):
					colors[1].Add(l.a)
					colors[0].Add(l.b)
				default:
					continue
				}
				used[j] = true
				grown = true
			}
		}
		if !colors[0].And(colors[1]).Empty() {
			continue // an odd loop of strong links: a broken board
		}
		cl := cluster{digit: d, colors: colors}
		all := colors[0].Or(colors[1])
		for _, l := range links[i:n] {
			if all.Has(l.a) {
				cl.links = append(cl.links, l)
			}
		}
		if !f(&cl) {
			return false
		}
	}
	return true
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
	for d := 1; d <= 9; d++ {
		if v.done() {
			return
		}
		ok := eachCluster(v, d, func(cl *cluster) bool {
			// Wrap: a colour that sees itself is false.
			h0, h1 := clash(cl.colors[0]), clash(cl.colors[1])
			if h0 >= 0 && h1 >= 0 {
				return true // both colours false: a broken board
			}
			for k, h := range [2]int{h0, h1} {
				if h < 0 {
					continue
				}
				s := coloringStep(cl)
				s.Houses = append([]solver.House{houseOf(h)}, s.Houses...)
				for _, c := range cl.colors[k].Cells() {
					s.Eliminations = append(s.Eliminations, Candidate{c, d})
				}
				if !emit(s) {
					return false
				}
			}
			// Trap: a cell that sees both colours.
			traps := v.cells[d].And(seenBy(cl.colors[0])).And(seenBy(cl.colors[1])).AndNot(cl.cells())
			if traps.Empty() {
				return true
			}
			s := coloringStep(cl)
			for _, c := range traps.Cells() {
				s.Eliminations = append(s.Eliminations, Candidate{c, d})
			}
			return emit(s)
		})
		if !ok {
			return
		}
	}
}

// coloringStep builds the step of a cluster, without its eliminations.
func coloringStep(cl *cluster) *Step {
	d := cl.digit
	s := &Step{
		Technique: SimpleColoring,
		Digits:    DigitSet(d),
		Cells:     cl.cells().Cells(),
		Size:      cl.cells().Count(),
	}
	var seen [27]bool
	for _, l := range cl.links {
		if !seen[l.house] {
			seen[l.house] = true
			s.Houses = append(s.Houses, houseOf(l.house))
		}
	}
	for _, c := range s.Cells {
		role := RoleOn
		if cl.colors[1].Has(c) {
			role = RoleOff
		}
		s.Marks = append(s.Marks, Mark{Candidate{c, d}, role})
	}
	for _, l := range cl.links {
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

func explainSimpleColoring(s *Step, lang Lang) string {
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
func linkHouses(s *Step, lang Lang) []string {
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
func pluralCells(elims []Candidate, lang Lang) string {
	var cells CellSet
	for _, e := range elims {
		cells.Add(e.Cell)
	}
	if cells.Count() == 1 {
		return cellName(cells.First())
	}
	return pick(lang, "they", "它们")
}
