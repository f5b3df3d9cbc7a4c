package logic

import (
	"slices"

	"sudokubot/solver"
)

// step turns a found chain into a Step: its links, with the nodes of an
// almost locked set widened to the set's cells, its marks and cells.
func (f chainFinder) step(g *chainGraph, fc foundChain) *Step {
	p := fc.path
	n := len(p)
	nodes := make([]Node, n)
	grouped := false
	for i, l := range p {
		nd := &g.nodes[litNode(l)]
		nodes[i] = Node{Digit: int(nd.digit), Cells: nd.cells, On: litOn(l)}
		grouped = grouped || nd.kind != nodeSingle
	}
	links := n - 1
	if fc.loop {
		links = n
	}
	var alsCells CellSet
	var houses []solver.House
	for i := range links {
		a, b := p[i], p[(i+1)%n]
		via := g.edgeVia(a, b)
		switch {
		case via >= viaALS:
			// Inside the chain, a node of the set stands for all its
			// cells (the others lack the digit), so the text can name
			// the set; the ends keep their own cells.
			als := g.als[via-viaALS]
			if i > 0 || fc.loop {
				nodes[i].Cells = als.cells
			}
			if j := (i + 1) % n; j < n-1 || fc.loop {
				nodes[j].Cells = als.cells
			}
			alsCells = alsCells.Or(als.cells)
			grouped = true
		case via >= 0 && via < viaCell && !litOn(a):
			houses = append(houses, houseOf(via))
		}
	}
	s := &Step{Technique: f.base, Houses: houses, Size: links}
	if grouped && f.grouped != 0 {
		s.Technique = f.grouped
	}
	s.Chains = []Chain{make(Chain, links)}
	for i := range links {
		s.Chains[0][i] = Link{From: nodes[i], To: nodes[(i+1)%n]}
	}
	chainMarks(s, nodes, alsCells, g.v.Board)
	s.Eliminations = fc.elims.list()
	return s
}

// chainMarks fills the marks, cells and digits of a chain step: each
// node's candidates as on or off, the candidates of almost locked sets as
// RoleAlt.
func chainMarks(s *Step, nodes []Node, alsCells CellSet, b *Board) {
	marked := map[Candidate]bool{}
	var cells CellSet
	for _, nd := range nodes {
		s.Digits |= 1 << nd.Digit
		for _, c := range nd.Cells.Cells() {
			if !cells.Has(c) {
				cells.Add(c)
				s.Cells = append(s.Cells, c)
			}
			if alsCells.Has(c) || !b.Cands[c].Has(nd.Digit) {
				continue
			}
			cand := Candidate{c, nd.Digit}
			if marked[cand] {
				continue
			}
			marked[cand] = true
			role := RoleOff
			if nd.On {
				role = RoleOn
			}
			s.Marks = append(s.Marks, Mark{cand, role})
		}
	}
	for _, c := range alsCells.Cells() {
		for _, d := range b.Cands[c].List() {
			if cand := (Candidate{c, d}); !marked[cand] {
				marked[cand] = true
				s.Marks = append(s.Marks, Mark{cand, RoleAlt})
			}
		}
	}
}

// sameNode reports whether two nodes stand for the same digit in the same
// cells.
func sameNode(a, b Node) bool { return a.Digit == b.Digit && a.Cells == b.Cells }

// findRemotePair finds chains of bivalue cells that all hold the same two
// digits, each seeing the next: the digits alternate along the chain, so a
// cell that sees two cells an odd number of steps apart can hold neither.
func findRemotePair(v *view, emit func(*Step) bool) {
	byPair := map[Digits][]int{}
	var pairs []Digits
	for c := range 81 {
		if v.Values[c] == 0 && v.Cands[c].Count() == 2 {
			p := v.Cands[c]
			if byPair[p] == nil {
				pairs = append(pairs, p)
			}
			byPair[p] = append(byPair[p], c)
		}
	}
	slices.Sort(pairs)
	type found struct {
		path  []int
		elims candSet
		n     int
	}
	var all []found
	seen := map[candSet]bool{}
	const maxPaths = 20000
	for _, pr := range pairs {
		cells := byPair[pr]
		if len(cells) < 4 {
			continue
		}
		ds := pr.List()
		var pairCells CellSet
		for _, c := range cells {
			pairCells.Add(c)
		}
		var either CellSet = v.cells[ds[0]].Or(v.cells[ds[1]])
		paths := 0
		path := make([]int, 0, len(cells))
		var on CellSet
		var walk func(c int)
		walk = func(c int) {
			if paths >= maxPaths || v.done() {
				return
			}
			path = append(path, c)
			on.Add(c)
			if len(path) >= 4 {
				paths++
				var e candSet
				for i := range path {
					for j := i + 3; j < len(path); j += 2 {
						see := common(CellsOf(path[i], path[j])).And(either).AndNot(on)
						for _, d := range ds {
							e[d] = e[d].Or(see.And(v.cells[d]))
						}
					}
				}
				if !e.empty() && !seen[e] {
					seen[e] = true
					all = append(all, found{slices.Clone(path), e, e.count()})
				}
			}
			for _, n := range peerSets[c].And(pairCells).AndNot(on).Cells() {
				walk(n)
			}
			path = path[:len(path)-1]
			on.Remove(c)
		}
		for _, c := range cells {
			walk(c)
		}
	}
	slices.SortStableFunc(all, func(a, b found) int {
		if len(a.path) != len(b.path) {
			return len(a.path) - len(b.path)
		}
		return b.n - a.n
	})
	for _, f := range all {
		if !emit(remotePairStep(v, f.path, f.elims)) {
			return
		}
	}
}

func remotePairStep(v *view, path []int, elims candSet) *Step {
	ds := v.Cands[path[0]].List()
	a, b := ds[0], ds[1]
	s := &Step{
		Technique:    RemotePair,
		Eliminations: elims.list(),
		Digits:       DigitSet(a, b),
		Cells:        slices.Clone(path),
		Size:         2*len(path) - 1,
	}
	var ch Chain
	x, y := a, b
	for i, c := range path {
		// In c, x is false so y is true; then y is false in the next cell.
		ch = append(ch, Link{Node{x, CellsOf(c), false}, Node{y, CellsOf(c), true}})
		if i+1 < len(path) {
			ch = append(ch, Link{Node{y, CellsOf(c), true}, Node{y, CellsOf(path[i+1]), false}})
		}
		ra, rb := RoleOn, RoleOff
		if i%2 == 1 {
			ra, rb = rb, ra
		}
		s.Marks = append(s.Marks, Mark{Candidate{c, a}, ra}, Mark{Candidate{c, b}, rb})
		x, y = y, x
	}
	s.Chains = []Chain{ch}
	return s
}
