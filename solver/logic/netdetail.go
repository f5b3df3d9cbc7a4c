package logic

import "sudokubot/solver"

// ForcingKind tells the kinds of forcing chains and nets apart, by what
// their branches start from.
type ForcingKind uint8

// The kinds of forcing steps.
const (
	// ForcingCell starts a branch from every candidate of a cell.
	ForcingCell ForcingKind = iota
	// ForcingHouse starts a branch from every place of a digit in a
	// house, the step's first house.
	ForcingHouse
	// ForcingContradiction follows one assumption to a contradiction: in
	// one branch, or (a contradiction chain) in several from the same
	// assumption that end in a fact and its opposite, or leave a cell
	// without candidates or a digit without a place in a house together.
	ForcingContradiction
	// ForcingDouble follows an assumption and its opposite, which lead to
	// the same fact.
	ForcingDouble
)

// A FactRule says why a fact of a forcing chain or net holds, given its
// causes.
type FactRule uint8

// The rules of the facts of forcing chains and nets.
const (
	// FactCell is an elimination: its cell holds another digit, its one
	// cause.
	FactCell FactRule = iota + 1
	// FactPeer is an elimination: a cell that shares House with it holds
	// its digit, its one cause.
	FactPeer
	// FactNaked is a placement, its cell's last candidate: its causes are
	// the other candidates of the cell gone.
	FactNaked
	// FactHidden is a placement, the last place of its digit in House:
	// its causes are the other places gone (eliminated, or filled with
	// another digit).
	FactHidden
	// FactLocked is an elimination by locked candidates: the places of
	// its digit in House outside LockedIn are gone (its causes), so the
	// digit is in LockedIn's cells of House, and the rest of LockedIn,
	// where the fact is, loses it.
	FactLocked
	// FactNested is an elimination: assuming its opposite leads to a
	// contradiction (the step's NestedChain for it), which rests on its
	// causes, facts of the branch.
	FactNested
)

// A NetFact is one fact of a branch of a forcing chain or net: a node,
// why it holds and the facts it follows from (the From nodes of the
// links into it, in order).
type NetFact struct {
	Node   Node
	Rule   FactRule
	Causes []Node
	// House is the house of a FactPeer (the first of row, column and box
	// it shares with its cause), a FactHidden or a FactLocked; LockedIn
	// the house a FactLocked's digit is locked in. Otherwise both are
	// the zero House and mean nothing.
	House, LockedIn solver.House
}

// A NetBranch is the structure of one branch of a forcing chain or net,
// or of the nested contradiction behind a fact of one: the assumption
// and the facts that follow from it, in the order they follow.
type NetBranch struct {
	Assume Node
	Facts  []NetFact
	// NoPlace is, for a branch whose last fact removes the last place of
	// its digit in a house without a fact saying the digit's other places
	// are gone (the start state, a nested contradiction's net, lacks
	// them already), that house; nil otherwise. A branch that empties a
	// house with facts of its own ends instead in a FactHidden on the
	// last place and the opposite fact.
	NoPlace *solver.House
}

// NetDetail is the structure of a forcing chain or net: its kind, each
// branch's facts, and the facts of each nested contradiction, so that
// texts read why each fact holds instead of inferring it from the links.
type NetDetail struct {
	Kind ForcingKind
	// Branches holds the structure of each of Step.Chains.
	Branches []NetBranch
	// Nested holds the structure of each of Step.Nested, its assumption
	// the opposite of the fact it proves.
	Nested []NetBranch
	// NoPlace is, for a contradiction chain whose branches together leave
	// a digit without a place in a house, that house; nil otherwise.
	NoPlace *solver.House

	// notes and nestedNotes hold, for a net found but not yet emitted,
	// what Branches and Nested are built from (see complete).
	notes, nestedNotes []netNotes
}

func (*NetDetail) detail() {}

// Houses returns the houses the facts of branch b name, in order: a
// FactHidden's House, a FactLocked's House and LockedIn, then NoPlace.
// These are the houses Step.Houses lists after the main one, branch
// after branch, and NestedChain.Houses lists for a nested contradiction.
func (b *NetBranch) Houses() []solver.House {
	var out []solver.House
	for _, f := range b.Facts {
		switch f.Rule {
		case FactHidden:
			out = append(out, f.House)
		case FactLocked:
			out = append(out, f.House, f.LockedIn)
		}
	}
	if b.NoPlace != nil {
		out = append(out, *b.NoPlace)
	}
	return out
}

// branchOf groups the links of ch by the fact they lead to, in order,
// into a NetBranch: fact(j, k) gives the rule and houses of fact k, which
// link j, the first into it, leads to. A link of the assumption to itself
// starts ch; a link of another fact to itself marks it nested and is no
// cause.
func branchOf(ch Chain, fact func(j, k int) NetFact) NetBranch {
	if len(ch) == 0 {
		return NetBranch{}
	}
	b := NetBranch{Assume: ch[0].From, Facts: make([]NetFact, 0, len(ch))}
	at := make(map[Node]int, len(ch))
	for j, l := range ch {
		if j == 0 && l.From == l.To {
			continue
		}
		i, ok := at[l.To]
		if !ok {
			i = len(b.Facts)
			at[l.To] = i
			b.Facts = append(b.Facts, fact(j, i))
		}
		if l.From != l.To {
			b.Facts[i].Causes = append(b.Facts[i].Causes, l.From)
		}
	}
	return b
}

// A netNote is what a propagation knows of a fact of a net beyond the
// links into it: its rule and houses (numbers, see NetFact).
type netNote struct {
	rule          FactRule
	house, house2 int8
}

// netNotes are the notes of the facts of a branch of a net, in order, and
// the house of its NoPlace, or -1: what its NetBranch is built from once
// the net is emitted, so that the nets the search builds and drops cost
// little more.
type netNotes struct {
	facts   []netNote
	noPlace int8
}

// notes returns the notes of ch, the chain chainTo returned for the
// propagation p holds: each fact's rule and houses are those of the event
// that derived it.
func (p *propagator) notes(ch Chain) netNotes {
	out := netNotes{facts: make([]netNote, 0, len(ch)), noPlace: -1}
	conflict := netEvent{rule: ruleAssume}
	if p.conflict >= 0 {
		conflict = p.events[p.conflict]
	}
	var seen [(len(p.ev) + 63) / 64]uint64
	for j, l := range ch {
		if j == 0 && l.From == l.To {
			continue
		}
		x := netLitOf(l.To.Cell(), l.To.Digit, l.To.On)
		if seen[x/64]>>(x%64)&1 != 0 {
			continue
		}
		seen[x/64] |= 1 << (x % 64)
		e := conflict // a cell emptied or a house: the last one must hold
		if i := p.ev[x]; i >= 0 {
			e = p.events[i]
		}
		n := netNote{house: e.house, house2: e.house2}
		switch e.rule {
		case ruleCell:
			n.rule = FactCell
		case rulePeer:
			n.rule = FactPeer
		case ruleNaked, ruleEmpty:
			n.rule = FactNaked
		case ruleHidden, ruleNoPlace:
			n.rule = FactHidden
		case ruleLocked:
			n.rule = FactLocked
		case ruleNested:
			n.rule = FactNested
		}
		out.facts = append(out.facts, n)
	}
	if conflict.rule == ruleNoPlace {
		// The last place must hold the digit: a fact unless no other
		// place was gone in this propagation (see chainTo).
		if x := conflict.lit | 1; seen[x/64]>>(x%64)&1 == 0 {
			out.noPlace = conflict.house
		}
	}
	return out
}

// branch returns the structure of ch from its notes.
func (n netNotes) branch(ch Chain) NetBranch {
	b := branchOf(ch, func(j, k int) NetFact {
		f := NetFact{Node: ch[j].To}
		if k >= len(n.facts) {
			return f
		}
		note := n.facts[k]
		f.Rule = note.rule
		switch note.rule {
		case FactPeer, FactHidden:
			f.House = houseOf(int(note.house))
		case FactLocked:
			f.House, f.LockedIn = houseOf(int(note.house)), houseOf(int(note.house2))
		}
		return f
	})
	if n.noPlace >= 0 {
		h := houseOf(int(n.noPlace))
		b.NoPlace = &h
	}
	return b
}

// complete builds the Branches and Nested of the detail of a net found,
// s's, from their notes.
func (d *NetDetail) complete(s *Step) {
	if d.notes == nil {
		return
	}
	d.Branches = make([]NetBranch, len(d.notes))
	for i, n := range d.notes {
		d.Branches[i] = n.branch(s.Chains[i])
	}
	d.Nested = make([]NetBranch, len(d.nestedNotes))
	for k, n := range d.nestedNotes {
		d.Nested[k] = n.branch(s.Nested[k].Chain)
	}
	d.notes, d.nestedNotes = nil, nil
}

// withNetDetail returns emit, which first completes the detail of the net
// it is given.
func withNetDetail(emit func(*Step) bool) func(*Step) bool {
	return func(s *Step) bool {
		if d, ok := s.Detail.(*NetDetail); ok {
			d.complete(s)
		}
		return emit(s)
	}
}

// staticBranch returns the structure of a forcing chain's branch ch,
// whose links are those of the chain graph, via[j] the reason of link j
// (see edgeVia): a strong link in a house makes a hidden single, in a
// cell a naked one; a weak link in a cell, or between peers, an
// elimination.
func staticBranch(ch Chain, via []int) NetBranch {
	return branchOf(ch, func(j, _ int) NetFact {
		n, from := ch[j].To, ch[j].From
		f := NetFact{Node: n}
		c, q := n.Cell(), from.Cell()
		switch {
		case n.On && c == q:
			f.Rule = FactNaked
		case n.On:
			f.Rule, f.House = FactHidden, houseOf(via[j])
		case c == q:
			f.Rule = FactCell
		default:
			f.Rule, f.House = FactPeer, houseOf(peerHouse(q, c))
		}
		return f
	})
}
