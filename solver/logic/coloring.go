package logic

import (
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
