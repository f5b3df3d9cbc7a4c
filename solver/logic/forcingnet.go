package logic

// This file holds the propagation behind forcing nets: on a copy of the
// candidates, an assumption ("r1c1 is 5" or "r1c1 is not 5") is followed
// to everything it forces with singles (and, at higher levels, locked
// candidates and nested contradictions) until nothing more follows or a
// contradiction appears. Each derived fact remembers why it holds, so the
// net behind a conclusion can be shown.

// A netLit is a literal of a forcing net: candidate c*9+d-1, times two,
// plus one when the candidate is true.
type netLit int16

func netLitOf(c, d int, on bool) netLit {
	l := netLit(candIndex(c, d) * 2)
	if on {
		l++
	}
	return l
}

func (l netLit) cell() int  { return int(l/2) / 9 }
func (l netLit) digit() int { return int(l/2)%9 + 1 }
func (l netLit) on() bool   { return l&1 == 1 }

// Why a fact of a net holds.
type netRule uint8

const (
	ruleAssume  netRule = iota // the assumption
	ruleCell                   // the cell holds another digit
	rulePeer                   // a peer holds the digit
	ruleNaked                  // the cell's last candidate
	ruleHidden                 // the digit's last place in a house
	ruleLocked                 // locked candidates
	ruleNested                 // assuming the candidate leads to a contradiction
	ruleEmpty                  // contradiction: a cell without candidates
	ruleNoPlace                // contradiction: a digit without a place in a house
	ruleClash                  // contradiction: a fact and its opposite
)

// A netEvent is one fact of a net and why it holds.
type netEvent struct {
	lit   netLit
	rule  netRule
	house int8 // the house of a peer, hidden single, locked set or empty house
	// house2 is, for locked candidates, the house the digit is locked in.
	house2 int8
	// cause is the event a cell or peer elimination follows from; for
	// locked candidates and nested contradictions, causes[from:to] of the
	// propagator lists the events they follow from.
	cause    int32
	from, to int32
}

// maxNestedWork bounds the nested assumptions of one search for nested
// nets: the top1465 boards that need them take a few hundred, the hardest
// of forum_hardest_1106 up to about 20,000 (at 5,000, 22 of its 375
// puzzles needed a trial; at 10,000, 4; at 20,000 none, with the CPU time
// per puzzle at p99 under 0.8 s); a nearly empty grid would take hundreds
// of thousands.
const maxNestedWork = 20000

// Levels of propagation.
const (
	levelSingles = iota // singles only
	levelLocked         // and locked candidates
	levelNested         // and nested contradictions (at the locked level)
	numLevels
)

// A propagator follows assumptions on a board. It is built once per search
// and reused for every assumption.
type propagator struct {
	v     *view
	level int
	base  *propagator // the state propagations start from; nil: the board
	// The state of the current propagation: the candidates and digits of
	// the cells and, per digit, the open cells that have it and the cells
	// that hold it.
	cands  [81]Digits
	placed [81]uint8
	open   [10]CellSet
	filled [10]CellSet
	// ev[l] is the index of the event that derived literal l, or -1.
	ev       [81 * 9 * 2]int32
	events   []netEvent
	causes   []int32
	next     int   // the next event to process
	conflict int32 // the event of the contradiction, or -1
	touched  []netLit
	nested   *propagator
	// work counts the assumptions followed, nested ones included, to
	// bound the dearest searches.
	work int
	// record asks nestedCell to keep the chain behind each nested
	// contradiction, by the event it derives: only when a found net is
	// replayed to be shown.
	record   bool
	nestedOf map[int32]nestedRecord
	// aim, when set, asks a recording propagation to choose its nested
	// contradictions with nestedStrongest rather than take the first.
	aim bool
	// held is the assumption whose recorded propagation the state holds
	// (the nested search's net, kept so that it need not be replayed),
	// held+1 to tell it from none (0).
	held netLit
	// changed holds, per digit, the houses (a bit each, as houseSets)
	// whose open cells with the digit the propagation changed since
	// lockedCandidates last looked: a pattern of locked candidates rests
	// on eliminations the propagation made, so only those houses can
	// show a new one (lockedCandidates took 36% of the time to solve
	// forum_hardest_1106 looking at all 27 houses of all nine digits
	// after every fact).
	changed [10]uint32
	// allowed, when set, is the only nested assumptions (true literals)
	// nestedCell tries: shortenNet's replays of a found net with fewer
	// nested contradictions.
	allowed map[netLit]bool
	// probe follows, for nestedStrongest, what a nested contradiction's
	// elimination forces; quiet keeps, per nested assumption that led to
	// no contradiction, where it ended.
	probe *propagator
	quiet map[netLit]*quietState
	// rereasoned says that the propagation's reasons were rewritten for
	// its text (rereason).
	rereasoned bool
}

// A nestedRecord is the chain behind a nested contradiction, the houses
// its text names and its structure.
type nestedRecord struct {
	chain  Chain
	houses []int
	notes  netNotes
}

func newPropagator(v *view, level int) *propagator {
	p := &propagator{v: v, level: level, conflict: -1}
	for i := range p.ev {
		p.ev[i] = -1
	}
	p.cands, p.placed = v.Cands, v.Values
	p.open, p.filled = boardSets(v)
	if level >= levelNested {
		p.nested = newPropagator(v, levelLocked)
		p.nested.base = p
	}
	return p
}

// startCands and startPlaced give the state a propagation starts from.
func (p *propagator) startCands(c int) Digits {
	if p.base != nil {
		return p.base.cands[c]
	}
	return p.v.Cands[c]
}

func (p *propagator) startPlaced(c int) uint8 {
	if p.base != nil {
		return p.base.placed[c]
	}
	return p.v.Values[c]
}

// reset starts a new propagation from the start state.
func (p *propagator) reset() {
	p.held = 0
	p.rereasoned = false
	p.changed = [10]uint32{}
	for _, l := range p.touched {
		p.ev[l] = -1
	}
	p.touched = p.touched[:0]
	p.events = p.events[:0]
	clear(p.nestedOf)
	clear(p.quiet)
	p.causes = p.causes[:0]
	p.next = 0
	p.conflict = -1
	if p.base != nil {
		p.cands, p.placed = p.base.cands, p.base.placed
		p.open, p.filled = p.base.open, p.base.filled
	} else {
		p.cands, p.placed = p.v.Cands, p.v.Values
		p.open, p.filled = boardSets(p.v)
	}
}

// boardSets returns, per digit, the open cells with the digit and the
// cells that hold it on the view's board.
func boardSets(v *view) (open, filled [10]CellSet) {
	open = v.cells
	for c, d := range v.Values {
		if d != 0 {
			filled[d].Add(c)
		}
	}
	return open, filled
}

// add records a fact and applies it to the state at once, unless it is
// known already; it returns the fact's event, or -1 for a fact the start
// state holds already.
func (p *propagator) add(l netLit, rule netRule, house int, cause int32) int32 {
	return p.addEvent(netEvent{lit: l, rule: rule, house: int8(house), cause: cause})
}

// addEvent is add with every field of the event given.
func (p *propagator) addEvent(e netEvent) int32 {
	l := e.lit
	if i := p.ev[l]; i >= 0 {
		return i
	}
	c, d := l.cell(), l.digit()
	if !l.on() && !p.cands[c].Has(d) && p.placed[c] != uint8(d) {
		return -1 // false already
	}
	i := int32(len(p.events))
	p.events = append(p.events, e)
	p.ev[l] = i
	p.touched = append(p.touched, l)
	if l.on() {
		if p.placed[c] != 0 || !p.cands[c].Has(d) {
			p.clash(l)
			return i
		}
		p.placed[c] = uint8(d)
		for x := p.cands[c]; x != 0; x &= x - 1 {
			p.open[Digits(x).First()].Remove(c)
		}
		for x := p.cands[c]; x != 0; x &= x - 1 {
			p.changed[Digits(x).First()] |= cellHouseBits[c]
		}
		p.filled[d].Add(c)
		return i
	}
	if p.placed[c] == uint8(d) {
		p.clash(l)
		return i
	}
	p.cands[c] &^= 1 << d
	p.open[d].Remove(c)
	p.changed[d] |= cellHouseBits[c]
	return i
}

// clash records the contradiction of literal l and its opposite (or of a
// cell given two digits).
func (p *propagator) clash(l netLit) {
	if p.conflict >= 0 {
		return
	}
	p.conflict = int32(len(p.events))
	p.events = append(p.events, netEvent{lit: l, rule: ruleClash, house: -1, cause: -1})
}

// conflictAt records an empty cell or a digit without a place.
func (p *propagator) conflictAt(l netLit, rule netRule, house int) {
	if p.conflict >= 0 {
		return
	}
	p.conflict = int32(len(p.events))
	p.events = append(p.events, netEvent{lit: l, rule: rule, house: int8(house), cause: -1})
}

// assume propagates one assumption from the start state; it reports false
// on a contradiction.
func (p *propagator) assume(l netLit) bool {
	p.work++
	p.reset()
	p.add(l, ruleAssume, -1, -1)
	return p.run()
}

// run processes the facts until nothing follows or a contradiction appears.
func (p *propagator) run() bool {
	for p.conflict < 0 {
		for p.next < len(p.events) && p.conflict < 0 {
			i := int32(p.next)
			p.next++
			p.process(i)
		}
		if p.conflict >= 0 {
			break
		}
		if p.level >= levelLocked && p.lockedCandidates() {
			continue
		}
		if p.level >= levelNested && p.nestedContradiction() {
			continue
		}
		break
	}
	return p.conflict < 0
}

// process derives what follows at once from one fact.
func (p *propagator) process(i int32) {
	e := p.events[i]
	c, d := e.lit.cell(), e.lit.digit()
	if e.lit.on() {
		for x := p.cands[c] &^ (1 << d); x != 0; x &= x - 1 {
			p.add(netLitOf(c, Digits(x).First(), false), ruleCell, -1, i)
			if p.conflict >= 0 {
				return
			}
		}
		p.cands[c] = 1 << d
		// A peer holding d already clashes; the others lose d.
		targets := p.open[d].And(peerSets[c]).Or(p.filled[d].And(peerSets[c]))
		for w := range 2 {
			for x := targets[w]; x != 0; x &= x - 1 {
				q := 64*w + trailing64(x)
				p.add(netLitOf(q, d, false), rulePeer, peerHouse(c, q), i)
				if p.conflict >= 0 {
					return
				}
			}
		}
		return
	}
	// A cell that holds another digit has no candidate left to lose,
	// but its houses have one place fewer for d: a placement can leave
	// another digit one place in a house (at forum_hardest_1106's #7,
	// r7c1=8 leaves 1 only r8c1 in column 1, which the net then proved
	// with four nested contradictions).
	if p.placed[c] == 0 {
		switch left := p.cands[c]; left.Count() {
		case 0:
			p.conflictAt(netLitOf(c, d, false), ruleEmpty, -1)
			return
		case 1:
			p.add(netLitOf(c, left.First(), true), ruleNaked, -1, -1)
			if p.conflict >= 0 {
				return
			}
		}
	}
	for _, h := range cellHouses[c] {
		if !p.filled[d].And(houseSets[h]).Empty() {
			continue
		}
		switch places := p.open[d].And(houseSets[h]); places.Count() {
		case 0:
			p.conflictAt(netLitOf(c, d, false), ruleNoPlace, h)
			return
		case 1:
			p.add(netLitOf(places.First(), d, true), ruleHidden, h, -1)
			if p.conflict >= 0 {
				return
			}
		}
	}
}

// peerHouse returns a house two peers share: row, column, then box.
func peerHouse(a, b int) int {
	switch {
	case a/9 == b/9:
		return a / 9
	case a%9 == b%9:
		return 9 + a%9
	}
	return 18 + box(a)
}

// lockedCandidates applies pointing and claiming to the state where the
// net's own eliminations made them; it reports whether it eliminated
// anything.
func (p *propagator) lockedCandidates() bool {
	found := false
	for d := 1; d <= 9 && p.conflict < 0; d++ {
		changed := p.changed[d]
		if changed == 0 {
			continue // as it was when last looked at
		}
		p.changed[d] = 0
		cells := p.open[d]
		for b := 18; b < 27; b++ {
			if changed&(1<<b) == 0 {
				continue
			}
			in := cells.And(houseSets[b])
			if in.Count() < 2 {
				continue
			}
			for _, line := range linesThrough(in) {
				found = p.lock(d, b, line, cells.And(houseSets[line]).AndNot(houseSets[b])) || found
			}
		}
		for line := range 18 {
			if changed&(1<<line) == 0 {
				continue
			}
			in := cells.And(houseSets[line])
			if in.Count() < 2 {
				continue
			}
			if b := 18 + box(in.First()); in.AndNot(houseSets[b]).Empty() {
				found = p.lock(d, line, b, cells.And(houseSets[b]).AndNot(houseSets[line])) || found
			}
		}
	}
	return found
}

// cellHouseBits holds, per cell, its row, column and box, a bit each.
var cellHouseBits = func() (bits [81]uint32) {
	for c := range 81 {
		for _, h := range cellHouses[c] {
			bits[c] |= 1 << h
		}
	}
	return bits
}()

// lock eliminates d from the cells elims: in house from, d is locked in
// house to. It follows from the eliminations of d in from outside to that
// this propagation made; a pattern the start state holds already is left
// to the techniques of lower tiers.
func (p *propagator) lock(d, from, to int, elims CellSet) bool {
	if elims.Empty() {
		return false
	}
	start := int32(len(p.causes))
	for _, q := range houseCells[from] {
		if houseSets[to].Has(q) {
			continue
		}
		if i := p.ev[netLitOf(q, d, false)]; i >= 0 {
			p.causes = append(p.causes, i)
		}
	}
	end := int32(len(p.causes))
	if end == start {
		return false
	}
	for _, c := range elims.Cells() {
		p.addEvent(netEvent{lit: netLitOf(c, d, false), rule: ruleLocked, house: int8(from), house2: int8(to), cause: -1, from: start, to: end})
		if p.conflict >= 0 {
			break
		}
	}
	return true
}

// nestedContradiction tries, for each candidate left, whether assuming it
// leads to a contradiction at the locked level; it eliminates the first
// one that does and reports whether it found one.
func (p *propagator) nestedContradiction() bool {
	q := p.nested
	if p.record && p.aim {
		return p.nestedStrongest(q)
	}
	for n := Digits(2); n <= 9; n++ {
		for c := range 81 {
			if p.placed[c] != 0 || p.cands[c].Count() != int(n) {
				continue
			}
			if p.nestedCell(q, c) {
				return true
			}
		}
	}
	return false
}

// nestedCell tries the candidates of one cell for nestedContradiction.
func (p *propagator) nestedCell(q *propagator, c int) bool {
	for x := p.cands[c]; x != 0; x &= x - 1 {
		if p.v.done() || q.work > maxNestedWork {
			return false
		}
		d := Digits(x).First()
		if p.allowed != nil && !p.allowed[netLitOf(c, d, true)] {
			continue
		}
		if q.assume(netLitOf(c, d, true)) {
			continue
		}
		p.addNested(q, netLitOf(c, d, true))
		return true
	}
	return false
}

// addNested eliminates the candidate of assumption l, which q has just
// followed to a contradiction: a nested contradiction, resting on the
// facts of this net that q used; a recording propagation keeps its chain.
func (p *propagator) addNested(q *propagator, l netLit) {
	if p.record {
		q.rereason(q.conflict)
	}
	start := int32(len(p.causes))
	for _, f := range q.baseFacts() {
		if i := p.ev[f]; i >= 0 {
			p.causes = append(p.causes, i)
		}
	}
	i := p.addEvent(netEvent{lit: l ^ 1, rule: ruleNested, house: -1, cause: -1, from: start, to: int32(len(p.causes))})
	if p.record && i >= 0 {
		ch, hs := q.chainTo(q.conflict)
		if p.nestedOf == nil {
			p.nestedOf = map[int32]nestedRecord{}
		}
		p.nestedOf[i] = nestedRecord{ch, hs, q.notes(ch)}
	}
}

// nestedStrongest is nestedContradiction for a net that is shown, aiming
// at the net's contradiction: of all nested contradictions it finds, it
// eliminates one that lets the net's propagation (without further nested
// ones) reach the contradiction, the shortest such, or else the one whose
// elimination forces the most facts per line of its own chain (lines).
// Trying every candidate each time is dear; a candidate that did not
// lead to a contradiction is not tried again while everything the net
// derived since follows from it too (quiet).
func (p *propagator) nestedStrongest(q *propagator) bool {
	if p.probe == nil {
		p.probe = newPropagator(p.v, levelLocked)
		p.probe.base = p
		p.quiet = map[netLit]*quietState{}
	}
	r := p.probe
	type pick struct {
		lit         netLit
		ends        bool
		gain, lines int
	}
	var best pick
	found := false
	for n := Digits(2); n <= 9; n++ {
		for c := range 81 {
			if p.placed[c] != 0 || p.cands[c].Count() != int(n) {
				continue
			}
			for x := p.cands[c]; x != 0; x &= x - 1 {
				if p.v.done() || q.work > maxNestedWork {
					return false
				}
				l := netLitOf(c, Digits(x).First(), true)
				if s := p.quiet[l]; s != nil && s.holds(p.events) {
					continue
				}
				if q.assume(l) {
					s := p.quiet[l]
					if s == nil {
						s = &quietState{}
						p.quiet[l] = s
					}
					s.at, s.cands = len(p.events), q.cands
					continue
				}
				k := q.lines(q.conflict)
				ends := !r.assume(l ^ 1)
				gain := len(r.events)
				better := !found
				switch {
				case better:
				case ends != best.ends:
					better = ends
				case ends:
					better = k < best.lines
				default:
					better = gain*best.lines > best.gain*k || gain*best.lines == best.gain*k && k < best.lines
				}
				if better {
					best, found = pick{l, ends, gain, k}, true
				}
			}
		}
	}
	if !found {
		return false
	}
	q.assume(best.lit) // again, to record its chain
	p.addNested(q, best.lit)
	return true
}

// A quietState is where a nested assumption that led to no contradiction
// ended: the candidates left when the net had at events. While every
// fact the net derives after that holds there too, the assumption leads
// to the same place, and to no contradiction.
type quietState struct {
	at    int
	cands [81]Digits
}

// holds reports whether the net's facts from s.at on hold in s.
func (s *quietState) holds(events []netEvent) bool {
	if s.at > len(events) {
		return false // another propagation's
	}
	for _, e := range events[s.at:] {
		c, d := e.lit.cell(), e.lit.digit()
		if e.lit.on() && s.cands[c] != 1<<d || !e.lit.on() && s.cands[c].Has(d) {
			return false
		}
	}
	return true
}

// needed marks the events event end rests on, itself included.
func (p *propagator) needed(end int32) []bool {
	need := make([]bool, len(p.events))
	var mark func(i int32)
	mark = func(i int32) {
		if i < 0 || need[i] {
			return
		}
		need[i] = true
		for _, j := range p.causesOf(i) {
			mark(j)
		}
	}
	mark(end)
	return need
}

// lines estimates, from the events alone, the numbered lines of the chain
// behind event end (chainTo, then chainLines, which cost more): a line
// per placement and nested contradiction, one per pattern of locked
// candidates, and one for the assumption's eliminations.
func (p *propagator) lines(end int32) int {
	need := p.needed(end)
	n, plain, lastLock := 0, 0, int32(-1)
	for i, e := range p.events {
		if !need[i] {
			continue
		}
		switch e.rule {
		case ruleNaked, ruleHidden, ruleNested, ruleEmpty, ruleNoPlace:
			n++
		case ruleLocked:
			if e.from != lastLock {
				n, lastLock = n+1, e.from
			}
		case ruleCell, rulePeer:
			if e.cause >= 0 && p.events[e.cause].rule == ruleAssume {
				plain = 1
			}
		}
	}
	return n + plain
}

// causesOf returns the events that event i follows from directly.
func (p *propagator) causesOf(i int32) []int32 {
	e := p.events[i]
	switch e.rule {
	case ruleAssume, ruleClash:
		if e.rule == ruleClash {
			// A fact and its opposite: both are events.
			var out []int32
			if j := p.ev[e.lit^1]; j >= 0 {
				out = append(out, j)
			}
			if j := p.ev[e.lit]; j >= 0 && j != i {
				out = append(out, j)
			}
			return out
		}
		return nil
	case ruleCell, rulePeer:
		return []int32{e.cause}
	case ruleLocked, ruleNested:
		return p.causes[e.from:e.to]
	}
	// A single rests on the eliminations before it; a place of the digit
	// in the house may instead be gone by a placement of another digit
	// there, made before its eliminations are.
	var out []int32
	for _, l := range p.singleLits(i) {
		j := p.ev[l]
		if j < 0 || j >= i {
			if k := p.ev[netLitOf(l.cell(), int(p.placed[l.cell()]), true)]; p.placed[l.cell()] != 0 && k >= 0 && k < i {
				j = k
			}
		}
		if j >= 0 {
			out = append(out, j)
		}
	}
	return out
}

// singleLits returns the eliminations behind a single or an empty cell or
// house (event i): the other candidates of the cell or the other places of
// the digit in the house, as they were at the start of the propagation.
// Those the start state lacks already are left out.
func (p *propagator) singleLits(i int32) []netLit {
	e := p.events[i]
	c, d := e.lit.cell(), e.lit.digit()
	var out []netLit
	switch e.rule {
	case ruleNaked, ruleEmpty:
		for x := p.startCands(c); x != 0; x &= x - 1 {
			if f := Digits(x).First(); f != d || e.rule == ruleEmpty {
				out = append(out, netLitOf(c, f, false))
			}
		}
	case ruleHidden, ruleNoPlace:
		for _, q := range houseCells[e.house] {
			if (q == c && e.rule == ruleHidden) || p.startPlaced(q) != 0 || !p.startCands(q).Has(d) {
				continue
			}
			out = append(out, netLitOf(q, d, false))
		}
	}
	return out
}

// baseFacts returns the facts of the start state (made by the base
// propagation) that the contradiction of this propagation rests on.
func (p *propagator) baseFacts() []netLit {
	var out []netLit
	seen := map[netLit]bool{}
	visited := make([]bool, len(p.events))
	var walk func(i int32)
	walk = func(i int32) {
		if i < 0 || visited[i] {
			return
		}
		visited[i] = true
		for _, j := range p.causesOf(i) {
			walk(j)
		}
		for _, l := range p.baseLits(i) {
			if !seen[l] {
				seen[l] = true
				out = append(out, l)
			}
		}
	}
	walk(p.conflict)
	return out
}

// baseLits returns the facts of the start state behind event i: for a
// single or an empty cell or house, the candidates the board has but the
// start state lacks; for a placement in a cell whose start state was
// reduced, those eliminations too; for locked candidates, the places of
// the digit the start state lacks.
func (p *propagator) baseLits(i int32) []netLit {
	if p.base == nil {
		return nil
	}
	e := p.events[i]
	c, d := e.lit.cell(), e.lit.digit()
	var out []netLit
	lacks := func(q, f int) bool { return p.v.Values[q] == 0 && p.v.Cands[q].Has(f) && !p.startCands(q).Has(f) }
	switch e.rule {
	case ruleNaked, ruleEmpty:
		for x := p.v.Cands[c]; x != 0; x &= x - 1 {
			if f := Digits(x).First(); (f != d || e.rule == ruleEmpty) && lacks(c, f) {
				out = append(out, netLitOf(c, f, false))
			}
		}
	case ruleHidden, ruleNoPlace, ruleLocked:
		h := int(e.house)
		for _, q := range houseCells[h] {
			if (q == c && e.rule == ruleHidden) || (e.rule == ruleLocked && houseSets[e.house2].Has(q)) {
				continue
			}
			if lacks(q, d) {
				out = append(out, netLitOf(q, d, false))
			}
		}
	case ruleClash:
		// A placement against a start state that lacks the digit, or
		// that holds another digit there.
		if e.lit.on() && lacks(c, d) {
			out = append(out, netLitOf(c, d, false))
		}
		if f := p.startPlaced(c); e.lit.on() && f != 0 && int(f) != d && p.v.Values[c] == 0 {
			out = append(out, netLitOf(c, int(f), true))
		}
	}
	return out
}
