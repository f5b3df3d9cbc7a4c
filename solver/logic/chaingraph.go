package logic

import "math/bits"

// This file holds the graph the chain techniques search: nodes are
// candidates, groups (the candidates of one digit in a box∩line segment)
// and the digits of almost locked sets; each node has two literals, "on"
// (the digit is in one of the node's cells) and "off" (it is in none).
// Edges go from a literal to the literal it implies: a weak link from an on
// literal to an off one, a strong link from an off literal to an on one.
// Any path in the graph therefore alternates strong and weak links, and is
// an alternating inference chain.

// nodeKind says what a node of the chain graph stands for.
type nodeKind uint8

const (
	nodeSingle nodeKind = iota // a candidate
	nodeGroup                  // a digit in a box∩line segment, 2–3 cells
	nodeALS                    // a digit in the cells of an almost locked set
)

// A cnode is a node of the chain graph: a digit in a set of cells.
type cnode struct {
	digit uint8
	kind  nodeKind
	cell  int8 // the cell of a single, else -1
	cells CellSet
}

// A lit is a literal of the chain graph: node<<1 | on.
type lit = int32

func litOf(node int32, on bool) lit {
	if on {
		return node<<1 | 1
	}
	return node << 1
}

func litNode(l lit) int32 { return l >> 1 }
func litOn(l lit) bool    { return l&1 == 1 }

// Link reasons, stored with each edge: for a strong link, the house 0–26,
// the cell itself, or an almost locked set (viaALS + its index); weak links
// between cells have no reason stored.
const (
	viaWeak = -1
	viaCell = 27
	viaALS  = 28
)

// An alsSet is an almost locked set: n cells of one house with n+1
// candidates between them.
type alsSet struct {
	cells  CellSet
	digits Digits
	house  int
}

// graphOpts chooses the links and nodes of a chain graph.
type graphOpts struct {
	houseStrong bool // conjugate pairs in a house
	houseWeak   bool // two candidates of a digit that see each other
	cellStrong  bool // the two candidates of a bivalue cell
	cellWeak    bool // two candidates of one cell
	bivalueOnly bool // nodes only for candidates of bivalue cells
	groups      bool // group nodes
	als         bool // almost locked sets
}

var (
	xChainOpts  = graphOpts{houseStrong: true, houseWeak: true}
	xyChainOpts = graphOpts{houseWeak: true, cellStrong: true, bivalueOnly: true}
	aicOpts     = graphOpts{houseStrong: true, houseWeak: true, cellStrong: true, cellWeak: true}
	groupOpts   = graphOpts{houseStrong: true, houseWeak: true, cellStrong: true, cellWeak: true, groups: true}
	groupedOpts = graphOpts{houseStrong: true, houseWeak: true, cellStrong: true, cellWeak: true, groups: true, als: true}
)

// maxChainALS is the largest almost locked set used in a chain.
const maxChainALS = 7

type edge struct {
	from, to lit
	via      int16
}

// A chainGraph is the graph of one board for one family of chains.
type chainGraph struct {
	v      *view
	opts   graphOpts
	nodes  []cnode
	single [81 * 9]int32 // node of candidate c*9+d-1, or -1
	keys   map[nodeKey]int32
	// groups[d] and alsOf[d] list the group nodes and the other nodes of
	// almost locked sets of digit d.
	groups, alsOf [10][]int32
	als           []alsSet
	// alsNodes lists the nodes of each almost locked set, one per digit.
	alsNodes [][]int32
	// Edges in compressed rows: the edges out of literal l are
	// to[start[l]:start[l+1]], with their reasons in via.
	start []int32
	to    []lit
	via   []int16
	// Reverse edges, for rebuilding paths (built when first needed).
	rstart []int32
	from   []lit
}

type nodeKey struct {
	digit uint8
	cells CellSet
}

func candIndex(c, d int) int { return c*9 + d - 1 }

func (g *chainGraph) nlits() int { return 2 * len(g.nodes) }

// node returns the node for a digit in a set of cells, adding it if new.
func (g *chainGraph) node(d int, cells CellSet, kind nodeKind) int32 {
	if cells.Count() == 1 {
		c := cells.First()
		if n := g.single[candIndex(c, d)]; n >= 0 {
			return n
		}
	}
	k := nodeKey{uint8(d), cells}
	if n, ok := g.keys[k]; ok && g.keys != nil {
		return n
	}
	n := int32(len(g.nodes))
	cell := int8(-1)
	if cells.Count() == 1 {
		cell = int8(cells.First())
		kind = nodeSingle
		g.single[candIndex(int(cell), d)] = n
	} else if kind == nodeGroup {
		g.groups[d] = append(g.groups[d], n)
	} else {
		g.alsOf[d] = append(g.alsOf[d], n)
	}
	g.nodes = append(g.nodes, cnode{digit: uint8(d), kind: kind, cell: cell, cells: cells})
	if g.keys != nil && cell < 0 {
		g.keys[k] = n
	}
	return n
}

// lookup returns the node for a digit in a set of cells, or -1.
func (g *chainGraph) lookup(d int, cells CellSet) int32 {
	if cells.Count() == 1 {
		return g.single[candIndex(cells.First(), d)]
	}
	if g.keys == nil {
		return -1
	}
	if n, ok := g.keys[nodeKey{uint8(d), cells}]; ok {
		return n
	}
	return -1
}

// newChainGraph builds the chain graph of a view.
func newChainGraph(v *view, opts graphOpts) *chainGraph {
	g := &chainGraph{v: v, opts: opts}
	for i := range g.single {
		g.single[i] = -1
	}
	if opts.groups || opts.als {
		g.keys = make(map[nodeKey]int32, 512)
	}
	g.nodes = make([]cnode, 0, 256)
	for c := range 81 {
		cands := v.Cands[c]
		if v.Values[c] != 0 || (opts.bivalueOnly && cands.Count() != 2) {
			continue
		}
		for x := cands; x != 0; x &= x - 1 {
			d := Digits(x).First()
			g.node(d, CellsOf(c), nodeSingle)
		}
	}
	if opts.groups {
		for d := 1; d <= 9; d++ {
			for b := 18; b < 27; b++ {
				in := v.cells[d].And(houseSets[b])
				if in.Count() < 2 {
					continue
				}
				for _, line := range boxLines[b-18] {
					seg := in.And(houseSets[line])
					if seg.Count() >= 2 {
						g.node(d, seg, nodeGroup)
					}
				}
			}
		}
	}
	if opts.als {
		g.als = findALSs(v, maxChainALS)
		g.alsNodes = make([][]int32, len(g.als))
		for i, a := range g.als {
			for _, d := range a.digits.List() {
				g.alsNodes[i] = append(g.alsNodes[i], g.node(d, a.cells.And(v.cells[d]), nodeALS))
			}
		}
	}
	// The links, then sorted by their first literal.
	edges := make([]edge, 0, 16*len(g.nodes))
	g.links(func(from, to lit, via int16) { edges = append(edges, edge{from, to, via}) })
	n := g.nlits()
	g.start = make([]int32, n+1)
	for _, e := range edges {
		g.start[e.from+1]++
	}
	for i := range n {
		g.start[i+1] += g.start[i]
	}
	g.to = make([]lit, len(edges))
	g.via = make([]int16, len(edges))
	fill := make([]int32, n)
	copy(fill, g.start[:n])
	for _, e := range edges {
		g.to[fill[e.from]], g.via[fill[e.from]] = e.to, e.via
		fill[e.from]++
	}
	return g
}

// boxLines lists the three rows and three columns through each box.
var boxLines = func() (l [9][6]int) {
	for b := range 9 {
		r, c := b/3*3, b%3*3
		l[b] = [6]int{r, r + 1, r + 2, 9 + c, 9 + c + 1, 9 + c + 2}
	}
	return l
}()

// links calls add with every strong and weak link between the nodes.
func (g *chainGraph) links(add func(from, to lit, via int16)) {
	v, opts := g.v, g.opts
	for i, ns := range g.alsNodes {
		for _, x := range ns {
			for _, y := range ns {
				if x != y {
					add(litOf(x, false), litOf(y, true), int16(viaALS+i))
				}
			}
		}
	}
	for n := range g.nodes {
		nd := &g.nodes[n]
		d := int(nd.digit)
		on := litOf(int32(n), true)
		if nd.kind == nodeSingle {
			c := int(nd.cell)
			// Links inside the cell.
			others := v.Cands[c] &^ (1 << d)
			if opts.cellWeak {
				for x := others; x != 0; x &= x - 1 {
					if m := g.single[candIndex(c, Digits(x).First())]; m >= 0 {
						add(on, litOf(m, false), viaCell)
					}
				}
			}
			if opts.cellStrong && others.Count() == 1 {
				if m := g.single[candIndex(c, others.First())]; m >= 0 {
					add(litOf(int32(n), false), litOf(m, true), viaCell)
				}
			}
		}
		if !opts.houseWeak {
			continue
		}
		// Weak links between candidates of a digit that see each other.
		if nd.kind == nodeSingle {
			seen := v.cells[d].And(peerSets[nd.cell])
			for w := range 2 {
				for x := seen[w]; x != 0; x &= x - 1 {
					c := 64*w + trailing64(x)
					if m := g.single[candIndex(c, d)]; m >= 0 {
						add(on, litOf(m, false), viaWeak)
					}
				}
			}
		}
	}
	if opts.houseWeak {
		// Weak links, both ways, between a group or a set's cells and
		// the nodes that see all their cells: singles, groups, and sets
		// (but not two sets).
		for d := 1; d <= 9; d++ {
			link := func(a, b int32) {
				add(litOf(a, true), litOf(b, false), viaWeak)
				add(litOf(b, true), litOf(a, false), viaWeak)
			}
			for i, m := range g.groups[d] {
				seen := v.cells[d].And(common(g.nodes[m].cells))
				g.weakSingles(m, seen, link)
				for _, o := range g.groups[d][i+1:] {
					if g.nodes[o].cells.AndNot(seen).Empty() {
						link(m, o)
					}
				}
				for _, o := range g.alsOf[d] {
					if g.nodes[o].cells.AndNot(seen).Empty() {
						link(m, o)
					}
				}
			}
			for _, m := range g.alsOf[d] {
				g.weakSingles(m, v.cells[d].And(common(g.nodes[m].cells)), link)
			}
		}
	}
	if opts.houseStrong {
		for h := range 27 {
			for d := 1; d <= 9; d++ {
				w := v.where[h][d]
				if w == 0 || (!opts.groups && popcount(w) != 2) {
					continue
				}
				in := v.cells[d].And(houseSets[h])
				if sharedEarlier(v, h, d, in) {
					continue // linked already in a row or column
				}
				if !opts.groups {
					a := in.First()
					b := in.AndNot(CellsOf(a)).First()
					na, nb := g.single[candIndex(a, d)], g.single[candIndex(b, d)]
					if na >= 0 && nb >= 0 {
						add(litOf(na, false), litOf(nb, true), int16(h))
						add(litOf(nb, false), litOf(na, true), int16(h))
					}
					continue
				}
				// Every split of the house's candidates into two nodes.
				try := func(x int32) {
					if x < 0 || g.nodes[x].kind == nodeALS {
						return
					}
					rest := in.AndNot(g.nodes[x].cells)
					if rest.Empty() {
						return
					}
					if y := g.lookup(d, rest); y >= 0 && g.nodes[y].kind != nodeALS {
						add(litOf(x, false), litOf(y, true), int16(h))
					}
				}
				for _, c := range in.Cells() {
					try(g.single[candIndex(c, d)])
				}
				for _, m := range g.groups[d] {
					if g.nodes[m].cells.AndNot(in).Empty() {
						try(m)
					}
				}
			}
		}
	}
}

// sharedEarlier reports whether the candidates of digit d in box h all
// lie in a row or column that has no others: that line links them
// already.
func sharedEarlier(v *view, h, d int, in CellSet) bool {
	if h < 18 {
		return false
	}
	for _, line := range linesThrough(in) {
		if v.cells[d].And(houseSets[line]) == in {
			return true
		}
	}
	return false
}

// weakSingles links node m with the singles of its digit in seen.
func (g *chainGraph) weakSingles(m int32, seen CellSet, link func(a, b int32)) {
	d := int(g.nodes[m].digit)
	for w := range 2 {
		for x := seen[w]; x != 0; x &= x - 1 {
			if s := g.single[candIndex(64*w+trailing64(x), d)]; s >= 0 {
				link(m, s)
			}
		}
	}
}

// reverse builds the reverse links, for rebuilding paths, once.
func (g *chainGraph) reverse() {
	if g.rstart != nil {
		return
	}
	n := g.nlits()
	g.rstart = make([]int32, n+1)
	for _, t := range g.to {
		g.rstart[t+1]++
	}
	for i := range n {
		g.rstart[i+1] += g.rstart[i]
	}
	g.from = make([]lit, len(g.to))
	fill := make([]int32, n)
	copy(fill, g.rstart[:n])
	for l := range n {
		for i := g.start[l]; i < g.start[l+1]; i++ {
			t := g.to[i]
			g.from[fill[t]] = lit(l)
			fill[t]++
		}
	}
}

// edgeVia returns the reason of the edge from a to b.
func (g *chainGraph) edgeVia(a, b lit) int {
	for i := g.start[a]; i < g.start[a+1]; i++ {
		if g.to[i] == b {
			return int(g.via[i])
		}
	}
	return -1
}

// findALSs returns the almost locked sets of 2 to max cells: n cells of a
// house with n+1 candidates between them. Each set of cells comes once.
func findALSs(v *view, max int) []alsSet {
	var out []alsSet
	seen := map[CellSet]bool{}
	for h := range 27 {
		var cells []int
		for _, c := range houseCells[h] {
			if v.Values[c] == 0 {
				cells = append(cells, c)
			}
		}
		var rec func(i int, set CellSet, n int, ds Digits)
		rec = func(i int, set CellSet, n int, ds Digits) {
			if n >= 2 && ds.Count() == n+1 && !seen[set] {
				seen[set] = true
				out = append(out, alsSet{cells: set, digits: ds, house: h})
			}
			if n == max {
				return
			}
			for j := i; j < len(cells); j++ {
				nds := ds | v.Cands[cells[j]]
				if nds.Count() > max+1 {
					continue
				}
				next := set
				next.Add(cells[j])
				rec(j+1, next, n+1, nds)
			}
		}
		rec(0, CellSet{}, 0, 0)
	}
	return out
}

// A candSet is a set of candidates: for each digit, the cells.
type candSet [10]CellSet

func (s *candSet) add(c, d int) { s[d].Add(c) }

func (s candSet) and(t candSet) candSet {
	for d := range s {
		s[d] = s[d].And(t[d])
	}
	return s
}

func (s candSet) empty() bool {
	for d := 1; d <= 9; d++ {
		if !s[d].Empty() {
			return false
		}
	}
	return true
}

func (s candSet) count() int {
	n := 0
	for d := 1; d <= 9; d++ {
		n += s[d].Count()
	}
	return n
}

// list returns the candidates in order of cell, then digit.
func (s candSet) list() []Candidate {
	var out []Candidate
	var all CellSet
	for d := 1; d <= 9; d++ {
		all = all.Or(s[d])
	}
	for w := range 2 {
		for x := all[w]; x != 0; x &= x - 1 {
			c := 64*w + bits.TrailingZeros64(x)
			for d := 1; d <= 9; d++ {
				if s[d].Has(c) {
					out = append(out, Candidate{c, d})
				}
			}
		}
	}
	return out
}

// weakCands returns the candidates of the board that are false when the
// node is true: the other candidates of its cell, if it has one, and the
// candidates of its digit that see all its cells.
func (g *chainGraph) weakCands(n int32) candSet {
	var s candSet
	nd := &g.nodes[n]
	d := int(nd.digit)
	s[d] = g.v.cells[d].And(common(nd.cells))
	if nd.kind == nodeSingle {
		c := int(nd.cell)
		for x := g.v.Cands[c] &^ (1 << d); x != 0; x &= x - 1 {
			s.add(c, Digits(x).First())
		}
	}
	return s
}
