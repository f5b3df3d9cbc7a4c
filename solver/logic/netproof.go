package logic

import "slices"

// A propagation records each fact with the first reason it met: a
// placement's last candidate rather than the digit's last place in a
// house, an elimination by the first placed peer. The first reason is
// not the one that makes the shortest text: a fact often follows as well
// from facts the net shows anyway. rereason rewrites, for a net that is
// shown, the reasons of the facts an event rests on so that it rests on
// fewer of them.

// rereason gives the facts event end rests on reasons that need fewer
// other facts: from the last back, each fact needed takes, of the reasons
// it has among the facts before it (the cell's last candidate, the
// digit's last place in each of the cell's houses, each placed peer, the
// cell's placement), the one that adds the fewest facts not needed yet,
// then the one that rests on the fewest, its own reason on a tie; if
// event end then rests on more facts than before, the reasons are put
// back. Only the reasons change, never the facts, so the propagation's
// conclusion stands; assumptions, nested contradictions and the
// contradiction itself keep theirs, and locked candidates theirs unless
// a placement removes the digit as well. It is done once per
// propagation, and only on propagations recorded to be shown: chainTo's,
// and a nested contradiction's when the net that takes it is recorded
// (addNested). (Counting every fact a reason brings along, not only the
// new facts it rests on directly, wrote the nets of forum_hardest_1106's
// first 40 puzzles no shorter and took 13% more time at p99 over its
// 375; rewriting each nested contradiction nestedStrongest weighs before
// it weighs it, 1% fewer lines for 14% more.) On the locked-level
// propagations of TestRereason, the facts needed fall by 18%.
func (p *propagator) rereason(end int32) {
	if end < 0 || p.rereasoned {
		return
	}
	p.rereasoned = true
	was := slices.Clone(p.events[:end+1])
	before := countNeeded(p.needed(end))
	// Each fact's reason is final before its causes are marked, so need
	// ends as what end rests on now.
	need := make([]bool, end+1)
	need[end] = true
	for i := end; i >= 0; i-- {
		if !need[i] {
			continue
		}
		for _, j := range p.cheapest(i, need) {
			need[j] = true
		}
	}
	// A reason chosen for the facts it adds directly may bring more
	// along: rarely, the whole rests on more facts than it did.
	if countNeeded(need) > before {
		copy(p.events, was)
	}
}

// countNeeded returns how many events need marks (see needed).
func countNeeded(need []bool) int {
	n := 0
	for _, x := range need {
		if x {
			n++
		}
	}
	return n
}

// cheapest gives event i, of the reasons it has among the events before
// it, the one that adds the fewest events not needed yet, then the one
// of fewest causes (see rereason), and returns its causes.
func (p *propagator) cheapest(i int32, need []bool) []int32 {
	e := p.events[i]
	switch e.rule {
	case ruleNaked, ruleHidden, ruleCell, rulePeer, ruleLocked:
	default:
		return p.causesOf(i)
	}
	// cost counts the causes not needed yet, then (less) all of them.
	cost := func(causes []int32) int {
		n := len(causes)
		for _, j := range causes {
			if !need[j] {
				n += 100
			}
		}
		return n
	}
	causes := p.causesOf(i)
	best, bestCost := e, cost(causes)
	try := func(alt netEvent) {
		p.events[i] = alt
		if cs := p.causesOf(i); cost(cs) < bestCost {
			best, bestCost, causes = alt, cost(cs), cs
		}
	}
	c, d := e.lit.cell(), e.lit.digit()
	if e.lit.on() {
		if e.rule != ruleNaked && p.singleHolds(i, ruleNaked, -1) {
			try(netEvent{lit: e.lit, rule: ruleNaked, house: -1, cause: -1})
		}
		for _, h := range cellHouses[c] {
			if (e.rule != ruleHidden || int(e.house) != h) && p.singleHolds(i, ruleHidden, h) {
				try(netEvent{lit: e.lit, rule: ruleHidden, house: int8(h), cause: -1})
			}
		}
	} else {
		for f := 1; f <= 9; f++ {
			if j := p.ev[netLitOf(c, f, true)]; f != d && j >= 0 && j < i && j != e.cause {
				try(netEvent{lit: e.lit, rule: ruleCell, house: -1, cause: j})
			}
		}
		for w, x := range peerSets[c] {
			for ; x != 0; x &= x - 1 {
				q := 64*w + trailing64(x)
				if j := p.ev[netLitOf(q, d, true)]; j >= 0 && j < i && j != e.cause {
					try(netEvent{lit: e.lit, rule: rulePeer, house: int8(peerHouse(c, q)), cause: j})
				}
			}
		}
	}
	p.events[i] = best
	return causes
}

// singleHolds reports whether event i, a placement, follows as a single
// of kind rule (ruleNaked, or ruleHidden in house h) from the events
// before it: every other candidate of its cell, or every other place of
// its digit in the house, as the start state has them (singleLits), is
// gone by then.
func (p *propagator) singleHolds(i int32, rule netRule, h int) bool {
	e := p.events[i]
	c, d := e.lit.cell(), e.lit.digit()
	if rule == ruleNaked {
		for x := p.startCands(c) &^ (1 << d); x != 0; x &= x - 1 {
			if p.before(netLitOf(c, Digits(x).First(), false), i) < 0 {
				return false
			}
		}
		return true
	}
	for _, q := range houseCells[h] {
		switch {
		case q == c:
		case p.startPlaced(q) == uint8(d):
			return false
		case p.startPlaced(q) == 0 && p.startCands(q).Has(d) && p.before(netLitOf(q, d, false), i) < 0:
			return false
		}
	}
	return true
}

// before returns the event before event i that makes elimination l
// hold, as causesOf reads a single's: l itself, or the placement of
// another digit in its cell; or -1.
func (p *propagator) before(l netLit, i int32) int32 {
	if j := p.ev[l]; j >= 0 && j < i {
		return j
	}
	c := l.cell()
	if f := p.placed[c]; f != 0 && int(f) != l.digit() {
		if k := p.ev[netLitOf(c, int(f), true)]; k >= 0 && k < i {
			return k
		}
	}
	return -1
}
