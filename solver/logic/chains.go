package logic

import (
	"slices"
)

// Tier 7: chains and loops. Every finder here but Remote Pair searches the
// chain graph (chaingraph.go) breadth first from many sources at once
// (chainsearch.go), so it finds the shortest chains first:
//
//   - an alternating inference chain (AIC) from "A is false" to "B is
//     true" proves that A or B is true, so every candidate that is false
//     when A is true and false when B is true can go (X-Chain: one digit;
//     XY-Chain: bivalue cells; AIC: any; Grouped AIC: with groups and
//     almost locked sets);
//   - a discontinuous nice loop returns to its start cell: from "A is
//     false" to "A is true" (A is true), or to another candidate of A's
//     cell (the cell holds one of the two), or, as an AIC whose ends both
//     see a candidate Z, from "Z is true" to "Z is false" (Z goes);
//   - a continuous nice loop is an AIC whose ends are weakly linked: the
//     chain closes, every link holds both ways, and every candidate that
//     sees both ends of a link goes.

// A chainFinder says what one chain technique looks for.
type chainFinder struct {
	passes   []graphOpts // the graphs searched, one after the other
	base     Technique   // the label of a chain without groups or sets
	grouped  Technique   // the label of a chain with them, if any
	aic      bool        // AICs between two cells
	loops    bool        // nice loops
	sameEnds bool        // both ends of an AIC hold the same digit
	minDepth int         // the fewest links of an AIC
}

func findXChain(v *view, emit func(*Step) bool) {
	chainFinder{passes: []graphOpts{xChainOpts}, base: XChain, aic: true, sameEnds: true, minDepth: 3}.find(v, emit)
}

func findXYChain(v *view, emit func(*Step) bool) {
	chainFinder{passes: []graphOpts{xyChainOpts}, base: XYChain, aic: true, sameEnds: true, minDepth: 5}.find(v, emit)
}

func findNiceLoop(v *view, emit func(*Step) bool) {
	chainFinder{passes: []graphOpts{aicOpts}, base: NiceLoop, loops: true, minDepth: 3}.find(v, emit)
}

func findAIC(v *view, emit func(*Step) bool) {
	chainFinder{passes: []graphOpts{aicOpts}, base: AIC, aic: true, minDepth: 3}.find(v, emit)
}

func findGroupedNiceLoop(v *view, emit func(*Step) bool) {
	chainFinder{passes: []graphOpts{groupOpts, groupedOpts}, base: NiceLoop, grouped: GroupedNiceLoop, loops: true, minDepth: 3}.find(v, emit)
}

func findGroupedAIC(v *view, emit func(*Step) bool) {
	chainFinder{passes: []graphOpts{groupOpts, groupedOpts}, base: AIC, grouped: GroupedAIC, aic: true, minDepth: 3}.find(v, emit)
}

// A found chain, waiting to be emitted in order of size.
type foundChain struct {
	path  []lit // the literals of the chain, in order
	loop  bool  // the last literal links back to the first
	elims candSet
	n     int // number of eliminations
	size  int // number of links
}

// find searches each pass's graph in turn, shortest chains first, and
// emits each set of eliminations once.
func (f chainFinder) find(v *view, emit func(*Step) bool) {
	seen := map[candSet]bool{}
	for _, opts := range f.passes {
		if !f.search(v, opts, seen, emit) {
			return
		}
	}
}

// search searches one graph; it reports false when emit asks to stop.
func (f chainFinder) search(v *view, opts graphOpts, seen map[candSet]bool, emit func(*Step) bool) bool {
	g := v.graph(opts)
	// The sources: "A is false" for every candidate and group A. The ends
	// of the chains found may be any node, so every chain with a
	// candidate or a group at one end is found.
	var src []lit
	srcOf := make([]int32, len(g.nodes)) // source index of a node, or -1
	for n := range g.nodes {
		srcOf[n] = -1
		if g.nodes[n].kind != nodeALS {
			srcOf[n] = int32(len(src))
			src = append(src, litOf(int32(n), false))
		}
	}
	if len(src) == 0 {
		return true
	}
	cs := newChainSearch(g, src)
	w := cs.w
	// weakSrc[c*9+d-1] holds the sources whose node, when true, makes
	// candidate (c, d) false.
	weakSrc := make([]uint64, 81*9*w)
	for i, l := range src {
		forCands(g.weakCands(litNode(l)), func(c, d int) {
			weakSrc[candIndex(c, d)*w+i/64] |= 1 << (i % 64)
		})
	}
	// pairs returns, for an end node, the sources that share a weakly
	// linked candidate with it: the other ends of AICs that eliminate
	// something.
	pairOf := make([][]uint64, len(g.nodes))
	pairs := func(b int32, weak candSet) []uint64 {
		if pairOf[b] == nil {
			ps := make([]uint64, w)
			forCands(weak, func(c, d int) {
				ws := weakSrc[candIndex(c, d)*w : (candIndex(c, d)+1)*w]
				for k := range ps {
					ps[k] |= ws[k]
				}
			})
			pairOf[b] = ps
		}
		return pairOf[b]
	}

	// best holds the size of the shortest chain found for each set of
	// eliminations.
	best := map[candSet]int{}
	better := func(e candSet, size int) bool {
		b, ok := best[e]
		return !ok || size < b
	}
	var pending []foundChain
	add := func(fc foundChain) {
		if fc.elims.empty() || !better(fc.elims, fc.size) {
			return
		}
		best[fc.elims] = fc.size
		fc.n = fc.elims.count()
		pending = append(pending, fc)
	}
	// flush emits the pending chains of at most max links, shortest
	// first; it reports false when emit asks to stop.
	flush := func(max int) bool {
		slices.SortStableFunc(pending, func(a, b foundChain) int {
			if a.size != b.size {
				return a.size - b.size
			}
			return b.n - a.n
		})
		k := 0
		for ; k < len(pending) && pending[k].size <= max; k++ {
			fc := pending[k]
			if seen[fc.elims] {
				continue
			}
			seen[fc.elims] = true
			if !emit(f.step(g, fc)) {
				return false
			}
		}
		pending = pending[k:]
		return true
	}

	for cs.next() {
		if v.done() {
			return false
		}
		depth := cs.depth
		for k, t := range cs.active {
			if !litOn(t) {
				continue
			}
			b := litNode(t)
			nb := &g.nodes[b]
			reached := cs.reached(k)
			has := func(i int32) bool { return i >= 0 && reached[i/64]>>(i%64)&1 != 0 }
			if f.loops {
				// A is false ⇒ A is true: A is true.
				if nb.kind == nodeSingle && depth >= f.minDepth && has(srcOf[b]) {
					var e candSet
					c := int(nb.cell)
					for x := v.Cands[c] &^ (1 << nb.digit); x != 0; x &= x - 1 {
						e.add(c, Digits(x).First())
					}
					add(foundChain{path: cs.path(int(srcOf[b]), t, depth), elims: e, size: depth})
				}
				// A continuous loop: A is false ⇒ B is true, and B true
				// makes A false.
				if depth+1 >= 4 {
					for e := g.start[t]; e < g.start[t+1]; e++ {
						i := srcOf[litNode(g.to[e])]
						if !has(i) {
							continue
						}
						if p := cs.path(int(i), t, depth); p != nil {
							add(foundChain{path: p, loop: true, elims: g.loopElims(p), size: depth + 1})
						}
					}
				}
			}
			if depth < f.minDepth {
				continue
			}
			wb := g.weakCands(b)
			ps := pairs(b, wb)
			for k := range w {
				x := reached[k] & ps[k]
				for ; x != 0; x &= x - 1 {
					i := 64*k + trailing64(x)
					a := litNode(src[i])
					if a == b {
						continue
					}
					na := &g.nodes[a]
					if f.sameEnds && na.digit != nb.digit {
						continue
					}
					sameCell := na.cell >= 0 && na.cell == nb.cell
					e := g.weakCands(a).and(wb)
					switch {
					case sameCell && f.loops:
						// The cell holds one of the two ends.
						add(foundChain{path: cs.path(i, t, depth), elims: e, size: depth})
					case !sameCell && f.aic:
						add(foundChain{path: cs.path(i, t, depth), elims: e, size: depth})
					case !sameCell && f.loops && e.count() == 1:
						// A discontinuous loop through the one candidate
						// both ends see.
						z := e.list()[0]
						zn := g.single[candIndex(z.Cell, z.Digit)]
						if zn < 0 || !better(e, depth+2) {
							continue
						}
						p := append([]lit{litOf(zn, true)}, cs.path(i, t, depth)...)
						p = append(p, litOf(zn, false))
						add(foundChain{path: p, elims: e, size: depth + 2})
					}
				}
			}
		}
		if !flush(depth + 1) {
			return false
		}
	}
	return flush(1 << 30)
}

// forCands calls f with every candidate of a set.
func forCands(s candSet, f func(c, d int)) {
	for d := 1; d <= 9; d++ {
		for w := range 2 {
			for x := s[d][w]; x != 0; x &= x - 1 {
				f(64*w+trailing64(x), d)
			}
		}
	}
}

// loopElims returns what a continuous loop eliminates: in a closed loop
// each link holds both ways, so exactly one of its ends is true, and
// whatever is false when either end is true goes.
func (g *chainGraph) loopElims(p []lit) candSet {
	var e candSet
	v := g.v
	// Cells of the loop keep their candidates, except for what a link
	// inside a cell removes (as HoDoKu does).
	var loopCells CellSet
	for i, l := range p {
		if g.edgeVia(p[(i+len(p)-1)%len(p)], l) < viaALS && g.edgeVia(l, p[(i+1)%len(p)]) < viaALS {
			loopCells = loopCells.Or(g.nodes[litNode(l)].cells)
		}
	}
	for i := range p {
		a, b := p[i], p[(i+1)%len(p)]
		na, nb := &g.nodes[litNode(a)], &g.nodes[litNode(b)]
		via := g.edgeVia(a, b)
		switch {
		case via >= viaALS:
			// Exactly one of the two digits is missing from the set, so
			// the others are locked in it.
			als := g.als[via-viaALS]
			for x := als.digits &^ (1<<na.digit | 1<<nb.digit); x != 0; x &= x - 1 {
				d := Digits(x).First()
				e[d] = e[d].Or(v.cells[d].And(common(als.cells.And(v.cells[d]))).AndNot(loopCells))
			}
		case na.digit == nb.digit:
			d := int(na.digit)
			e[d] = e[d].Or(v.cells[d].And(common(na.cells.Or(nb.cells))).AndNot(loopCells))
		case na.kind == nodeSingle && na.cell == nb.cell:
			c := int(na.cell)
			for x := v.Cands[c] &^ (1<<na.digit | 1<<nb.digit); x != 0; x &= x - 1 {
				e.add(c, Digits(x).First())
			}
		}
	}
	return e
}
