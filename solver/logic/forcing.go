package logic

import (
	"encoding/binary"
	"slices"

	"sudokubot/solver"
)

// Tier 9, the last resort: forcing chains and nets.
//
// A forcing chain follows one assumption along links of the chain graph,
// each link resting only on the one before (the same links as an AIC): a
// cell forcing chain starts from every candidate of a cell, a house
// forcing chain from every place of a digit in a house; when every branch
// reaches the same conclusion, it holds. A contradiction chain reaches a
// fact and its opposite (or empties a cell or a house), so its assumption
// is false.
//
// A forcing net (forcingnet.go) follows an assumption through the whole
// board instead: a conclusion may need several earlier ones together, as a
// hidden single needs every other place of its digit gone. Nets come in
// levels, the lowest that finds something first: singles; then locked
// candidates too; then nested contradictions.

// A forcing conclusion: a candidate that is true (a placement) or false.
type conclusion struct {
	cand Candidate
	on   bool
}

func (c conclusion) netLit() netLit { return netLitOf(c.cand.Cell, c.cand.Digit, c.on) }

// forcingKind tells the kinds of forcing steps apart (see ForcingKind).
type forcingKind = ForcingKind

const (
	forcingCell          = ForcingCell          // every candidate of a cell
	forcingHouse         = ForcingHouse         // every place of a digit in a house
	forcingContradiction = ForcingContradiction // an assumption leads to a contradiction
	forcingDouble        = ForcingDouble        // an assumption and its opposite agree
)

// A staticFound is a forcing chain found, waiting to be built.
type staticFound struct {
	concl   conclusion
	sources []int // the sources of the branches
	targets []lit // the literal each branch ends at
	size    int
	kind    forcingKind
	house   int
	empty   int // the house a contradiction leaves without a place, or -1
}

func findCellForcingChain(v *view, emit func(*Step) bool) {
	staticForcing(v, forcingCell, emit)
}

func findHouseForcingChain(v *view, emit func(*Step) bool) {
	staticForcing(v, forcingHouse, emit)
}

func findContradictionChain(v *view, emit func(*Step) bool) {
	staticForcing(v, forcingContradiction, emit)
}

// staticForcing searches forcing chains of one kind: it follows every
// candidate, true and false, through the chain graph at once, then looks
// for conclusions all branches share.
func staticForcing(v *view, kind forcingKind, emit func(*Step) bool) {
	g := v.graph(aicOpts)
	var src []lit
	srcOn := make([]int32, len(g.nodes)) // source of "node is true"
	for n := range g.nodes {
		srcOn[n] = int32(len(src))
		src = append(src, litOf(int32(n), true))
		if kind == forcingContradiction {
			src = append(src, litOf(int32(n), false))
		}
	}
	if len(src) == 0 {
		return
	}
	cs := newChainSearch(g, src)
	for cs.next() {
		if v.done() {
			return
		}
	}
	w := cs.w
	vis := func(l lit) []uint64 { return cs.vis[int(l)*w : int(l+1)*w] }
	depth := func(i int, l lit) int {
		for k := range cs.layers {
			if ws := cs.find(k, l); ws != nil && ws[i/64]>>(i%64)&1 != 0 {
				return k
			}
		}
		return -1
	}
	best := map[conclusion]*staticFound{}
	offer := func(f *staticFound) {
		if b := best[f.concl]; b == nil || f.size < b.size {
			best[f.concl] = f
		}
	}
	mask := make([]uint64, w)
	// agree offers every literal that all the sources reach, outside the
	// cells of the start.
	agree := func(sources []int, start CellSet, house int) {
		clear(mask)
		for _, s := range sources {
			mask[s/64] |= 1 << (s % 64)
		}
		for l := range g.nlits() {
			n := &g.nodes[litNode(lit(l))]
			if n.kind != nodeSingle || start.Has(int(n.cell)) {
				continue
			}
			vs := vis(lit(l))
			all := true
			for k := range w {
				all = all && vs[k]&mask[k] == mask[k]
			}
			if !all {
				continue
			}
			f := &staticFound{concl: conclusion{Candidate{int(n.cell), int(n.digit)}, litOn(lit(l))}, sources: sources, kind: kind, house: house, empty: -1}
			for _, s := range sources {
				f.targets = append(f.targets, lit(l))
				f.size += depth(s, lit(l))
			}
			offer(f)
		}
	}
	switch kind {
	case forcingCell:
		for c := range 81 {
			if v.Values[c] != 0 || v.Cands[c].Count() < 2 {
				continue
			}
			var sources []int
			for _, d := range v.Cands[c].List() {
				sources = append(sources, int(srcOn[g.single[candIndex(c, d)]]))
			}
			agree(sources, CellsOf(c), -1)
		}
	case forcingHouse:
		for h := range 27 {
			for d := 1; d <= 9; d++ {
				cells := v.cells[d].And(houseSets[h])
				if cells.Count() < 2 {
					continue
				}
				var sources []int
				for _, c := range cells.Cells() {
					sources = append(sources, int(srcOn[g.single[candIndex(c, d)]]))
				}
				agree(sources, cells, h)
			}
		}
	case forcingContradiction:
		contradict := func(s int, targets []lit, empty int) {
			l := src[s]
			n := &g.nodes[litNode(l)]
			f := &staticFound{concl: conclusion{Candidate{int(n.cell), int(n.digit)}, !litOn(l)}, sources: make([]int, len(targets)), targets: targets, kind: kind, house: -1, empty: empty}
			for i, t := range targets {
				f.sources[i] = s
				f.size += depth(s, t)
			}
			offer(f)
		}
		// A fact and its opposite.
		for n := range g.nodes {
			on, off := vis(litOf(int32(n), true)), vis(litOf(int32(n), false))
			for k := range w {
				for x := on[k] & off[k]; x != 0; x &= x - 1 {
					s := 64*k + trailing64(x)
					contradict(s, []lit{litOf(int32(n), true), litOf(int32(n), false)}, -1)
				}
			}
		}
		// A cell without candidates, a digit without a place.
		empty := func(lits []lit, house int) {
			clear(mask)
			for k := range w {
				mask[k] = ^uint64(0)
			}
			for _, l := range lits {
				vs := vis(l)
				for k := range w {
					mask[k] &= vs[k]
				}
			}
			forBits(mask, func(s int) {
				if s < len(src) {
					contradict(s, slices.Clone(lits), house)
				}
			})
		}
		for c := range 81 {
			if v.Values[c] != 0 {
				continue
			}
			var lits []lit
			for _, d := range v.Cands[c].List() {
				lits = append(lits, litOf(g.single[candIndex(c, d)], false))
			}
			empty(lits, -1)
		}
		for h := range 27 {
			for d := 1; d <= 9; d++ {
				var lits []lit
				for _, c := range v.cells[d].And(houseSets[h]).Cells() {
					lits = append(lits, litOf(g.single[candIndex(c, d)], false))
				}
				if len(lits) > 0 {
					empty(lits, h)
				}
			}
		}
	}
	found := make([]*staticFound, 0, len(best))
	for _, f := range best {
		found = append(found, f)
	}
	slices.SortFunc(found, func(a, b *staticFound) int {
		if a.size != b.size {
			return a.size - b.size
		}
		if a.concl.cand.Cell != b.concl.cand.Cell {
			return a.concl.cand.Cell - b.concl.cand.Cell
		}
		return a.concl.cand.Digit - b.concl.cand.Digit
	})
	t := map[forcingKind]Technique{forcingCell: CellForcingChain, forcingHouse: HouseForcingChain, forcingContradiction: ContradictionChain}[kind]
	for _, f := range found {
		s := &Step{Technique: t}
		d := &NetDetail{Kind: f.kind}
		var houses []int
		for i, src := range f.sources {
			t := f.targets[i]
			p := cs.path(src, t, depth(src, t))
			if p == nil {
				continue
			}
			a := &g.nodes[litNode(p[0])]
			first := Node{int(a.digit), a.cells, litOn(p[0])}
			ch := Chain{{first, first}}
			vias := []int{-1}
			for j := 0; j+1 < len(p); j++ {
				a, b := &g.nodes[litNode(p[j])], &g.nodes[litNode(p[j+1])]
				ch = append(ch, Link{Node{int(a.digit), a.cells, litOn(p[j])}, Node{int(b.digit), b.cells, litOn(p[j+1])}})
				via := g.edgeVia(p[j], p[j+1])
				vias = append(vias, via)
				if litOn(p[j+1]) && a.digit == b.digit && via >= 0 && via < viaCell {
					houses = append(houses, via)
				}
			}
			s.Chains = append(s.Chains, ch)
			d.Branches = append(d.Branches, staticBranch(ch, vias))
			s.Size += len(p) - 1
		}
		if f.empty >= 0 {
			houses = append(houses, f.empty)
			h := houseOf(f.empty)
			d.NoPlace = &h
		}
		forcingResult(s, f.concl, f.house, houses)
		s.Detail = d
		if !emit(s) {
			return
		}
	}
}

// forcingResult fills what a forcing step concludes, the cells and marks
// of its start, and its houses: the main house first (the house of a house
// forcing step, else the box of the start), then the houses the branches
// use, in order.
func forcingResult(s *Step, concl conclusion, house int, houses []int) {
	if concl.on {
		s.Placements = []Candidate{concl.cand}
	} else {
		s.Eliminations = []Candidate{concl.cand}
	}
	s.Digits = DigitSet(concl.cand.Digit)
	// The main house: the house of a house forcing step, else the box of
	// the start, so that a hint can say where to look.
	if house < 0 && len(s.Chains) > 0 && len(s.Chains[0]) > 0 {
		if c := s.Chains[0][0].From.Cell(); c >= 0 {
			house = cellHouses[c][2]
		}
	}
	if house >= 0 {
		s.Houses = []solver.House{houseOf(house)}
	}
	for _, h := range houses {
		s.Houses = append(s.Houses, houseOf(h))
	}
	seen := map[Candidate]bool{}
	var cells CellSet
	for _, ch := range s.Chains {
		if len(ch) == 0 {
			continue
		}
		st := ch[0].From
		c := st.Cell()
		if c < 0 {
			continue
		}
		cand := Candidate{c, st.Digit}
		s.Digits |= 1 << st.Digit
		if !cells.Has(c) {
			cells.Add(c)
			s.Cells = append(s.Cells, c)
		}
		if !seen[cand] {
			seen[cand] = true
			s.Marks = append(s.Marks, Mark{cand, RoleKey})
		}
	}
	if cand := concl.cand; !seen[cand] {
		role := RoleOff
		if concl.on {
			role = RoleOn
		}
		s.Marks = append(s.Marks, Mark{cand, role})
	}
}

// A netBranch is the outcome of one assumption of a forcing net.
type netBranch struct {
	assume netLit
	ok     bool    // no contradiction
	on     candSet // the candidates it makes true
	off    candSet // the candidates it makes false
	order  []netLit
}

// rank returns how late a branch derives a literal: its place among the
// branch's facts, a measure of the chain behind it. A contradictory branch
// derives everything at the cost of its contradiction.
func (b *netBranch) rank(l netLit) int {
	if !b.ok {
		return len(b.order)
	}
	for i, x := range b.order {
		if x == l {
			return i + 1
		}
	}
	return len(b.order)
}

// A netFound is a forcing net found, waiting to be built.
type netFound struct {
	concl    conclusion
	branches []netLit // the assumptions
	kind     forcingKind
	house    int
	size     int
	// others are other nets of the same conclusion, the next smallest by
	// size: of them all, the net whose text is shortest is shown.
	others []netFound
	// tried is, for a nested net, how many assumptions the search had
	// followed when it met this one's contradiction (see nestedNets).
	tried int
}

// netAlternatives is how many nets of one conclusion, the smallest by
// the search's size, are built to show the one with the shortest text.
const netAlternatives = 4

// findForcingNet searches forcing nets, level by level: it emits the nets
// of the lowest level that has any, smallest first.
func findForcingNet(v *view, emit func(*Step) bool) {
	emit = withNetDetail(emit)
	for level := range numLevels {
		if v.done() {
			return
		}
		found, p := searchNets(v, level)
		// The search ranks nets by how late their facts come; a person
		// looks for the net with the fewest facts, which only its replay
		// tells: the first candidates are built and the smallest goes
		// first. Of the nets that prove its conclusion, the one with the
		// shortest text (NetLines) is shown.
		type candidate struct {
			s     *Step
			nodes int
		}
		var built []candidate
		flush := func() bool {
			slices.SortStableFunc(built, func(a, b candidate) int { return a.nodes - b.nodes })
			for _, c := range built {
				if !emit(c.s) {
					return false
				}
			}
			built = nil
			return true
		}
		for k, f := range found {
			if v.done() {
				return
			}
			if k == netCandidates && !flush() {
				return
			}
			s := netStep(p, f)
			if s == nil {
				continue
			}
			lines, pages := netSize(s)
			if level >= levelNested && (lines > lookOnLines || pages > lookOnPages) {
				s, lines = lookOn(v, p, f, s, lines, pages)
			}
			c := candidate{s, netNodes(s)}
			for _, o := range f.others {
				if v.done() {
					break
				}
				if t := netStep(p, o); t != nil {
					if n := NetLines(t); n < lines {
						c.s, lines = t, n
					}
				}
			}
			if k >= netCandidates {
				if !emit(c.s) {
					return
				}
				continue
			}
			built = append(built, c)
		}
		if !flush() {
			return
		}
		if len(found) > 0 {
			return
		}
	}
}

// lookOnLines is the longest nested net (NetLines) shown without
// looking on for another. The search stops at the first nested
// contradiction it meets; a net written longer than this is past what a
// person follows, so lookOn builds the next ones too. On the first 40
// puzzles of forum_hardest 1106, from 200 lines rather than 300 (nets
// written shorter since: rereason), the longest net is 248 lines rather
// than 279 and the walk-through's longest 40 pages rather than 48, the
// CPU per puzzle at p99 over its 375 6% more, what it was before the
// engine's speed-ups of issue 31. Measured again once a placement's
// other digits lost their places (lookOnNets 3): from 150 the
// walk-through's longest net is 25 pages rather than 31, but p99 0.91 s
// rather than 0.71; from 175, 25 pages for 11% more at p99.
const lookOnLines = 200

// lookOn returns, of nested net s, found by f and written in lines on
// about pages pages (netSize), and the nets the search meets after f, one
// after another, up to lookOnNets of them while none is within
// lookOnLines and lookOnPages, the one of fewest pages, then of fewest
// lines. With one, the longest net of forum_hardest 1106's first 40
// puzzles was 321 lines, the next longest 219; with three, 198. The CPU
// per puzzle at p99 over its 375, in one run: 0.62 s with one, 0.72 s
// with three, 0.73 s before process let a placement's other digits lose
// their places (with one).
func lookOn(v *view, p *propagator, f netFound, s *Step, lines, pages int) (*Step, int) {
	for range lookOnNets {
		p.nested.work = 0 // the replays spent it; the search needs it afresh
		more := nestedNets(v, p, f.tried)
		if len(more) == 0 {
			break
		}
		f = more[0]
		if t := netStep(p, f); t != nil {
			n, k := netSize(t)
			if k < pages || k == pages && n < lines {
				s, lines, pages = t, n, k
			}
		}
		if lines <= lookOnLines && pages <= lookOnPages {
			break
		}
	}
	return s, lines
}

// lookOnPages is the most pages of the walk-through (as netSize counts
// them) a nested net takes without lookOn looking on for another. On the
// first 40 puzzles of forum_hardest 1106, with the pages' shorter lines
// (solver/explain) the walk-through's longest net was 22 pages without
// it, 2 nets over 20; with it, 19 and none. Over its 375, the CPU per
// puzzle in one run (user+sys of sudoku steps, binaries alternating):
// p50 0.230 s, p99 0.670 s, against 0.260 and 0.650 at e237fff, before
// issue 31's engine work; the chain graphs a view shares and a faster
// findMSLS pay for the nets looked past.
const lookOnPages = 20

// nestedPageLines and branchPageLines are about how many lines a page of
// the walk-through holds of a nested contradiction and of a branch (see
// netSize).
const (
	nestedPageLines = 12
	branchPageLines = 14
)

// lookOnNets is how many more nets lookOn builds, one after another,
// while none is within lookOnLines and lookOnPages.
const lookOnNets = 3

// netCandidates is how many nets of a level, in the search's order, are
// built to find the one with the fewest facts.
const netCandidates = 8

// netNodes returns the number of facts of a net: the assumptions and
// every fact its branches derive, each counted once per branch.
func netNodes(s *Step) int {
	n := 0
	for _, nc := range s.Nested {
		n += len(nc.Chain)
	}
	for _, ch := range s.Chains {
		seen := map[Node]bool{}
		for _, l := range ch {
			for _, x := range [2]Node{l.From, l.To} {
				if !seen[x] {
					seen[x] = true
					n++
				}
			}
		}
	}
	return n
}

// NetLines returns how many numbered lines the text of a forcing net
// takes, the nested contradictions' included: a line per fact its
// branches derive, but one for the eliminations a placement makes (on the
// placement's line, or on one line for the assumption's), and one for
// those of one pattern of locked candidates (see solver/explain, which
// writes them so from the step's NetDetail; this reads each fact's
// reason from its causes and the houses of hidden singles and locked
// candidates from Step.Houses, which agree with it).
func NetLines(s *Step) int {
	lines, _ := netSize(s)
	return lines
}

// netSize returns the lines of net s (NetLines) and about how many pages
// the walk-through shows it in: each nested contradiction on pages of its
// own, nestedPageLines of its lines a page, and its branches
// branchPageLines lines a page. explain's NetPages lays them out within
// the text and the links a page holds; on the nets of 15 pages or more of
// forum_hardest 1106's first 40 puzzles, this is within 3 or 4 of its
// count.
func netSize(s *Step) (lines, pages int) {
	for _, nc := range s.Nested {
		k, _ := chainLines(nc.Chain, nc.Houses)
		lines += k
		pages += (k + nestedPageLines - 1) / nestedPageLines
	}
	var houses []solver.House
	if len(s.Houses) > 0 {
		houses = s.Houses[1:] // after the main house
	}
	branches := 0
	for _, ch := range s.Chains {
		var k int
		k, houses = chainLines(ch, houses)
		branches += k
	}
	return lines + branches, pages + (branches+branchPageLines-1)/branchPageLines
}

// chainLines returns how many numbered lines the facts of one branch (or
// nested contradiction) take (see NetLines), and the houses left when
// its hidden singles and locked candidates have taken theirs.
func chainLines(ch Chain, houses []solver.House) (int, []solver.House) {
	if len(ch) == 0 {
		return 0, houses
	}
	type fact struct {
		causes []Node
		nested bool
	}
	var order []Node
	facts := map[Node]*fact{}
	for j, l := range ch {
		if j == 0 && l.From == l.To {
			continue // the assumption
		}
		f := facts[l.To]
		if f == nil {
			f = &fact{}
			facts[l.To] = f
			order = append(order, l.To)
		}
		if l.From == l.To {
			f.nested = true
		} else {
			f.causes = append(f.causes, l.From)
		}
	}
	// A line that writes more facts than one is kept once, by its key:
	// the assumption's plain eliminations, or a pattern of locked
	// candidates (its digit, houses and causes).
	type lineKey struct {
		plain  Node
		digit  int
		houses [2]solver.House
		taken  int
		causes string
	}
	take := func(k int) (out [2]solver.House, n int) {
		for ; n < k && len(houses) > 0; n++ {
			out[n], houses = houses[0], houses[1:]
		}
		return out, n
	}
	assume := ch[0].From
	n := 0
	groups := map[lineKey]bool{}
	for _, x := range order {
		f := facts[x]
		c, d := x.Cell(), x.Digit
		sameCell, sameDigit, allOn, allOff, places := true, true, true, true, true
		for _, y := range f.causes {
			sameCell = sameCell && y.Cell() == c
			sameDigit = sameDigit && y.Digit == d
			allOn = allOn && y.On
			allOff = allOff && !y.On
			places = places && y.Cell() != c && (y.Digit == d && !y.On || y.Digit != d && y.On)
		}
		var key lineKey
		keyed := false
		switch {
		case f.nested:
		case x.On && sameCell && allOff: // a naked single
		case x.On && places: // a hidden single
			take(1)
		case !x.On && len(f.causes) == 1 && allOn && (sameCell || sameDigit):
			// A plain elimination: on its placement's line, or on the
			// line of the assumption's.
			if f.causes[0] != assume || c < 0 || f.causes[0].Cell() < 0 {
				if c >= 0 && f.causes[0].Cell() >= 0 {
					continue
				}
				break
			}
			key, keyed = lineKey{plain: f.causes[0]}, true
		case !x.On && sameDigit && allOff:
			// Locked candidates: a line per pattern.
			key.digit, keyed = d, true
			key.houses, key.taken = take(2)
			b := make([]byte, 0, 17*len(f.causes))
			for _, y := range f.causes {
				b = binary.LittleEndian.AppendUint64(b, y.Cells[0])
				b = binary.LittleEndian.AppendUint64(b, y.Cells[1])
				b = append(b, byte(y.Digit)) // all off
			}
			key.causes = string(b)
		}
		if keyed {
			if groups[key] {
				continue
			}
			groups[key] = true
		}
		n++
	}
	return n, houses
}

// searchNets follows every candidate, true and false, at one level and
// returns the nets found, smallest first.
func searchNets(v *view, level int) ([]netFound, *propagator) {
	p := newPropagator(v, level)
	branch := map[netLit]*netBranch{}
	follow := func(l netLit) *netBranch {
		if b := branch[l]; b != nil {
			return b
		}
		b := &netBranch{assume: l, ok: p.assume(l)}
		if b.ok {
			b.order = make([]netLit, 0, len(p.events))
			for _, e := range p.events {
				if e.lit == l {
					continue
				}
				b.order = append(b.order, e.lit)
				if e.lit.on() {
					b.on.add(e.lit.cell(), e.lit.digit())
				} else {
					b.off.add(e.lit.cell(), e.lit.digit())
				}
			}
		} else {
			b.order = make([]netLit, len(p.events))
		}
		branch[l] = b
		return b
	}
	best := map[conclusion]*netFound{}
	offer := func(f *netFound) {
		b := best[f.concl]
		if b == nil {
			best[f.concl] = f
			return
		}
		if f.size < b.size {
			old := *b
			old.others = nil
			f.others = append(b.others, old)
			best[f.concl], b = f, f
		} else {
			b.others = append(b.others, *f)
		}
		// Keep the smallest others only.
		slices.SortStableFunc(b.others, func(x, y netFound) int { return x.size - y.size })
		if len(b.others) > netAlternatives-1 {
			b.others = b.others[:netAlternatives-1]
		}
	}
	if level >= levelNested {
		return nestedNets(v, p, 0), p
	}
	// Contradictions, and assumptions whose both sides agree.
	for c := range 81 {
		if v.Values[c] != 0 {
			continue
		}
		for _, d := range v.Cands[c].List() {
			if v.done() {
				return nil, p
			}
			on, off := follow(netLitOf(c, d, true)), follow(netLitOf(c, d, false))
			switch {
			case !on.ok && !off.ok:
				// The board has no solution; leave it.
			case !on.ok:
				offer(&netFound{concl: conclusion{Candidate{c, d}, false}, branches: []netLit{on.assume}, kind: forcingContradiction, house: -1, size: len(on.order)})
			case !off.ok:
				offer(&netFound{concl: conclusion{Candidate{c, d}, true}, branches: []netLit{off.assume}, kind: forcingContradiction, house: -1, size: len(off.order)})
			default:
				both := on.on.and(off.on)
				forCands(both, func(cc, dd int) {
					concl := conclusion{Candidate{cc, dd}, true}
					offer(&netFound{concl: concl, branches: []netLit{on.assume, off.assume}, kind: forcingDouble, house: -1, size: on.rank(concl.netLit()) + off.rank(concl.netLit())})
				})
				both = on.off.and(off.off)
				forCands(both, func(cc, dd int) {
					concl := conclusion{Candidate{cc, dd}, false}
					offer(&netFound{concl: concl, branches: []netLit{on.assume, off.assume}, kind: forcingDouble, house: -1, size: on.rank(concl.netLit()) + off.rank(concl.netLit())})
				})
			}
		}
	}
	// Cells and houses: every branch agrees.
	agree := func(lits []netLit, kind forcingKind, house int, start CellSet) {
		var bs []*netBranch
		var on, off candSet
		for i := range on {
			on[i] = CellSet{^uint64(0), ^uint64(0)}
			off[i] = on[i]
		}
		consistent := 0
		for _, l := range lits {
			b := follow(l)
			bs = append(bs, b)
			if b.ok {
				consistent++
				on, off = on.and(b.on), off.and(b.off)
			}
		}
		if consistent < 2 {
			return // the contradictions say it better
		}
		for _, x := range []struct {
			set candSet
			on  bool
		}{{on, true}, {off, false}} {
			for d := 1; d <= 9; d++ {
				for _, c := range x.set[d].AndNot(start).Cells() {
					if c >= 81 {
						continue
					}
					concl := conclusion{Candidate{c, d}, x.on}
					f := &netFound{concl: concl, branches: lits, kind: kind, house: house}
					for _, b := range bs {
						f.size += b.rank(concl.netLit())
					}
					offer(f)
				}
			}
		}
	}
	for c := range 81 {
		if v.Values[c] != 0 || v.Cands[c].Count() < 2 {
			continue
		}
		var lits []netLit
		for _, d := range v.Cands[c].List() {
			lits = append(lits, netLitOf(c, d, true))
		}
		agree(lits, forcingCell, -1, CellsOf(c))
	}
	for h := range 27 {
		for d := 1; d <= 9; d++ {
			cells := v.cells[d].And(houseSets[h])
			if cells.Count() < 2 {
				continue
			}
			var lits []netLit
			for _, c := range cells.Cells() {
				lits = append(lits, netLitOf(c, d, true))
			}
			agree(lits, forcingHouse, h, cells)
		}
	}
	found := make([]netFound, 0, len(best))
	for _, f := range best {
		// Keep only conclusions that change the board.
		c := f.concl.cand
		if v.Values[c.Cell] != 0 || !v.Cands[c.Cell].Has(c.Digit) {
			continue
		}
		found = append(found, *f)
	}
	slices.SortFunc(found, func(a, b netFound) int {
		if a.size != b.size {
			return a.size - b.size
		}
		if a.kind != b.kind {
			return int(a.kind) - int(b.kind)
		}
		if a.concl.cand.Cell != b.concl.cand.Cell {
			return a.concl.cand.Cell - b.concl.cand.Cell
		}
		return a.concl.cand.Digit - b.concl.cand.Digit
	})
	return found, p
}

// netStep builds the step of a forcing net: for each branch, the facts
// its conclusion (or contradiction) rests on, in the order they follow.
// It returns nil if it cannot replay a branch, the time budget being
// spent.
func netStep(p *propagator, f netFound) *Step {
	s := replayNet(p, f) // the search's own way
	if p.nested == nil || len(f.branches) != 1 || s != nil && NetLines(s) <= nestedChoiceLines {
		return s
	}
	// The search takes the first nested contradiction it meets, often
	// a long one that little follows from: aimed at the net's end, the
	// net is mostly shorter, and the shorter of the two ways is shown.
	p.aim = true
	t := replayNet(p, f)
	p.aim = false
	if s == nil || t != nil && NetLines(t) < NetLines(s) {
		s = t
	}
	return shortenNet(p, f, s)
}

// nestedChoiceLines is the longest net (NetLines) netStep shows the
// search's own way without trying to shorten it: the replays cost time,
// and a short net gains little.
const nestedChoiceLines = 60

// shortenNet tries to prove a nested net's conclusion with fewer of its
// nested contradictions: the contradiction may not need them all.
// Leaving out one at a time, the longest first, it replays the net with
// only the others allowed, and keeps a replay that still ends in the
// contradiction and is written shorter. (Aiming these replays too, as
// netStep's, made the longest net of forum_hardest_1106's first 40 three
// lines shorter, for twice the time.)
func shortenNet(p *propagator, f netFound, s *Step) *Step {
	if s == nil {
		return nil
	}
	tried := map[netLit]bool{}
	for {
		used := nestedUsed(s)
		better := false
		for _, u := range used {
			if tried[u] || p.v.done() {
				continue
			}
			tried[u] = true
			p.allowed = map[netLit]bool{}
			for _, o := range used {
				if o != u {
					p.allowed[o] = true
				}
			}
			t := replayNet(p, f)
			p.allowed = nil
			if t != nil && NetLines(t) < NetLines(s) {
				s, better = t, true
				break
			}
		}
		if !better {
			return s
		}
	}
}

// nestedUsed returns the nested assumptions a net's contradiction rests
// on, those with the longest chains first.
func nestedUsed(s *Step) []netLit {
	nested := slices.Clone(s.Nested)
	slices.SortStableFunc(nested, func(a, b NestedChain) int { return len(b.Chain) - len(a.Chain) })
	out := make([]netLit, 0, len(nested))
	for _, n := range nested {
		out = append(out, netLitOf(n.Fact.Cell(), n.Fact.Digit, true))
	}
	return out
}

// replayNet is netStep, following the net's nested contradictions as
// p.aim and p.allowed say.
func replayNet(p *propagator, f netFound) *Step {
	s := &Step{Technique: ForcingNet}
	d := &NetDetail{Kind: f.kind}
	target := f.concl.netLit()
	var houses []int
	for _, a := range f.branches {
		if p.nested != nil {
			// The search may have spent the nested assumptions' budget:
			// the replay needs it afresh to follow the same way.
			p.nested.work = 0
		}
		var ok bool
		if p.held == a+1 && !p.aim && p.allowed == nil {
			// The search's own propagation, recorded: no need to
			// follow it again.
			ok = p.conflict < 0
			p.held = 0
		} else {
			p.record = true
			ok = p.assume(a)
			p.record = false
		}
		end := int32(-1)
		if !ok {
			end = p.conflict
		} else if i := p.ev[target]; i >= 0 {
			end = i
		}
		ch, hs := p.chainTo(end)
		if len(ch) == 0 {
			return nil
		}
		// The chains behind the nested facts the branch uses, in order.
		for _, l := range ch {
			if l.From != l.To || l.To == ch[0].From {
				continue
			}
			i := p.ev[netLitOf(l.To.Cell(), l.To.Digit, l.To.On)]
			r, ok := p.nestedOf[i]
			if i < 0 || !ok || len(r.chain) == 0 {
				continue
			}
			nc := NestedChain{Branch: len(s.Chains), Fact: l.To, Chain: r.chain}
			for _, h := range r.houses {
				nc.Houses = append(nc.Houses, houseOf(h))
			}
			s.Nested = append(s.Nested, nc)
			d.nestedNotes = append(d.nestedNotes, r.notes)
		}
		d.notes = append(d.notes, p.notes(ch))
		s.Chains = append(s.Chains, ch)
		s.Size += len(ch)
		houses = append(houses, hs...)
	}
	forcingResult(s, f.concl, f.house, houses)
	s.Detail = d
	return s
}

// chainTo returns the links behind event end: for every fact it rests on,
// in the order derived, a link from each of its causes; the assumption
// links to itself. A cell left empty, or a house without a place for a
// digit, ends with the single that the other eliminations force on the
// last candidate, which is false: a fact and its opposite. It also
// returns the houses of the hidden singles and locked candidates, in
// order.
func (p *propagator) chainTo(end int32) (Chain, []int) {
	if end < 0 {
		return nil, nil
	}
	p.rereason(end)
	need := p.needed(end)
	node := func(l netLit) Node { return Node{l.digit(), CellsOf(l.cell()), l.on()} }
	var ch Chain
	var houses []int
	for i := range p.events {
		if !need[i] {
			continue
		}
		e := p.events[i]
		causes := p.causesOf(int32(i))
		switch e.rule {
		case ruleClash:
			continue // its two facts are in the chain
		case ruleEmpty, ruleNoPlace:
			// The last candidate or place must hold the digit, yet it
			// does not.
			to := Node{e.lit.digit(), CellsOf(e.lit.cell()), true}
			for _, j := range causes {
				if p.events[j].lit != e.lit {
					ch = append(ch, Link{node(p.events[j].lit), to})
				}
			}
			if e.rule == ruleNoPlace {
				houses = append(houses, int(e.house))
			}
			continue
		}
		to := node(e.lit)
		if len(causes) == 0 {
			// A link to itself marks the assumption and a nested
			// contradiction; any other fact without causes holds in the
			// start state, and the text need not say it.
			if e.rule == ruleAssume || e.rule == ruleNested {
				ch = append(ch, Link{to, to})
			}
			continue
		}
		switch e.rule {
		case ruleHidden:
			houses = append(houses, int(e.house))
		case ruleLocked:
			houses = append(houses, int(e.house), int(e.house2))
		}
		for _, j := range causes {
			ch = append(ch, Link{node(p.events[j].lit), to})
		}
		if e.rule == ruleNested {
			// Its causes could read as locked candidates: say it is
			// nested.
			ch = append(ch, Link{to, to})
		}
	}
	return ch, houses
}

// nestedNets searches contradiction nets with nested contradictions: the
// dearest search, so it stops at the first net it finds, trying the
// candidates of cells with the fewest candidates first, after the first
// skip of them (see lookOn). (Looking on for a smaller one, up to six,
// took twice as long on forum_hardest for nets hardly smaller.)
func nestedNets(v *view, p *propagator, skip int) []netFound {
	var cells []int
	for c := range 81 {
		if v.Values[c] == 0 {
			cells = append(cells, c)
		}
	}
	slices.SortStableFunc(cells, func(a, b int) int { return v.Cands[a].Count() - v.Cands[b].Count() })
	tried := 0
	for _, c := range cells {
		for _, d := range v.Cands[c].List() {
			if v.done() || p.nested.work > maxNestedWork {
				return nil
			}
			if tried++; tried <= skip {
				continue
			}
			l := netLitOf(c, d, true)
			// Each assumption is recorded, as a net is to be shown: the
			// one that ends in a contradiction is then kept (p.held)
			// rather than followed again.
			p.record = true
			ok := p.assume(l)
			p.record = false
			if !ok {
				p.held = l + 1
				return []netFound{{concl: conclusion{Candidate{c, d}, false}, branches: []netLit{netLitOf(c, d, true)}, kind: forcingContradiction, house: -1, tried: tried}}
			}
		}
	}
	return nil
}
