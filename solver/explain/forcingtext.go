package explain

import (
	"fmt"
	"slices"
	"strings"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// The explanations of forcing chains and nets, read from the step's
// NetDetail: each branch's facts, each with the facts it follows from, its
// rule (a naked or hidden single, a plain elimination, locked candidates,
// a nested contradiction) and the houses the rule names.

// A fact of a branch: a node, the nodes it follows from and why.
type branchFact struct {
	node   logic.Node
	causes []logic.Node
	rule   logic.FactRule
	house  int // for a peer, a hidden single or locked candidates, else -1
	house2 int // for locked candidates, the house the digit is locked in
}

// netDetail returns the structure of a forcing step, or nil.
func netDetail(s *logic.Step) *logic.NetDetail {
	d, _ := s.Detail.(*logic.NetDetail)
	return d
}

// branchFacts returns the assumption and the facts of a branch (or of a
// nested contradiction) in order.
func branchFacts(b logic.NetBranch) (assume logic.Node, facts []branchFact) {
	facts = make([]branchFact, len(b.Facts))
	for i, f := range b.Facts {
		facts[i] = branchFact{node: f.Node, causes: f.Causes, rule: f.Rule, house: -1, house2: -1}
		switch f.Rule {
		case logic.FactPeer, logic.FactHidden:
			facts[i].house = houseNum(f.House)
		case logic.FactLocked:
			facts[i].house, facts[i].house2 = houseNum(f.House), houseNum(f.LockedIn)
		}
	}
	return b.Assume, facts
}

// factText says a fact with its reason: "r3c7 = 5 (the only place for 5
// in column 7)".
func factText(f branchFact, lang locale.Lang) string {
	w := netWordsFor(lang)
	s := litText(f.node, lang)
	switch f.rule {
	case logic.FactNaked:
		s += w.netFactNaked()
	case logic.FactHidden:
		s += w.netFactHidden(f.house)
	case logic.FactLocked:
		s += w.netFactLocked(f.node.Digit, f.house, f.house2)
	case logic.FactNested:
		s += w.netFactNested()
	}
	return s
}

// litText says a fact briefly: "r1c1 = 5", "r1c1 ≠ 5", "5 in r1c7/r1c8".
func litText(n logic.Node, lang locale.Lang) string {
	if c := n.Cell(); c >= 0 {
		if n.On {
			return fmt.Sprintf("%s = %d", cellName(c), n.Digit)
		}
		return fmt.Sprintf("%s ≠ %d", cellName(c), n.Digit)
	}
	return nodeText(n, lang)
}

// branchText writes one branch of a forcing chain, every fact of it: "if
// r1c1 = 5, then r1c7 ≠ 5, r3c7 = 5 (only place in column 7)".
func branchText(assume logic.Node, facts []branchFact, lang locale.Lang) string {
	var items []string
	for _, f := range facts {
		items = append(items, factText(f, lang))
	}
	return netWordsFor(lang).netBranch(litText(assume, lang), items)
}

// branchEnd says how a branch ends: in the conclusion, or in a
// contradiction.
func branchEnd(assume logic.Node, facts []branchFact, lang locale.Lang) string {
	if len(facts) == 0 {
		return ""
	}
	last := facts[len(facts)-1].node
	opposite := last
	opposite.On = !last.On
	for _, f := range facts[:len(facts)-1] {
		if f.node == opposite {
			return netWordsFor(lang).netButClash(litText(opposite, lang))
		}
	}
	if assume == opposite {
		return netWordsFor(lang).netOppositeClash()
	}
	return ""
}

// explainForcing explains a forcing chain or net: the start, each branch
// with its chain and conclusion, and what follows.
func explainForcing(s *logic.Step, lang locale.Lang) string {
	d := netDetail(s)
	if d == nil || len(s.Chains) == 0 || len(d.Branches) != len(s.Chains) || slices.ContainsFunc(s.Chains, func(ch logic.Chain) bool { return len(ch) == 0 }) {
		return "" // Explain falls back to saying what the step does
	}
	type branch struct {
		assume logic.Node
		facts  []branchFact
	}
	kind := d.Kind
	first := s.Chains[0][0].From
	main := -1
	if len(s.Houses) > 0 {
		main = houseNum(s.Houses[0])
	}
	if s.Technique == logic.ForcingNet {
		return explainNet(s, d, main, lang)
	}
	var bs []branch
	for _, b := range d.Branches {
		a, facts := branchFacts(b)
		bs = append(bs, branch{a, facts})
	}
	// The single the conclusion leaves is said after it (see Explain).
	own := own(s)
	result := result(own, lang)
	concl := conclusionText(own, lang)
	w := netWordsFor(lang)
	var sb strings.Builder
	sb.WriteString(w.netLastResort(techniqueName(s.Technique, lang)))
	switch kind {
	case logic.ForcingContradiction:
		if len(bs) == 1 {
			b := bs[0]
			sb.WriteString(capitalize(branchText(b.assume, b.facts, lang), lang))
			sb.WriteString(branchEnd(b.assume, b.facts, lang))
		} else {
			// A static contradiction: branches that end in a fact and its
			// opposite, or that empty a cell or a house.
			b := bs[0]
			sb.WriteString(w.netSuppose(litText(b.assume, lang)))
			sb.WriteString(w.netGap())
			for i, b := range bs {
				if i > 0 {
					sb.WriteString(w.netAlso())
				}
				sb.WriteString(capitalizeIf(i == 0, branchText(b.assume, b.facts, lang), lang))
			}
			sb.WriteString(w.netStop())
			sb.WriteString(staticClash(s.Chains, d.NoPlace, lang))
		}
		sb.WriteString(w.netSoConclude(concl, result))
		return sentence(sb.String(), lang)
	case logic.ForcingCell:
		var ds logic.Digits
		for _, b := range bs {
			ds |= 1 << b.assume.Digit
		}
		sb.WriteString(w.netOpenCell(cellName(first.Cell()), orList(ds, lang)))
		sb.WriteString(w.netGap())
	case logic.ForcingHouse:
		var cells []string
		for _, b := range bs {
			cells = append(cells, cellName(b.assume.Cell()))
		}
		sb.WriteString(w.netOpenHouse(main, first.Digit, cells))
		sb.WriteString(w.netGap())
	case logic.ForcingDouble:
		sb.WriteString(w.netOpenDouble(cellName(first.Cell()), first.Digit))
		sb.WriteString(w.netGap())
	}
	for _, b := range bs {
		sb.WriteString(capitalize(branchText(b.assume, b.facts, lang), lang))
		if end := branchEnd(b.assume, b.facts, lang); end != "" {
			sb.WriteString(end)
			sb.WriteString(w.netSoCannotHold(litText(b.assume, lang)))
		}
		sb.WriteString(w.netStop())
	}
	sb.WriteString(w.netEitherWay(concl, result))
	return sentence(sb.String(), lang)
}

func capitalizeIf(b bool, s string, lang locale.Lang) string {
	if b {
		return capitalize(s, lang)
	}
	return s
}

// conclusionText says the conclusion of a forcing step: "r1c1 ≠ 5".
func conclusionText(s *logic.Step, lang locale.Lang) string {
	if len(s.Placements) > 0 {
		p := s.Placements[0]
		return litText(logic.Node{Digit: p.Digit, Cells: logic.CellsOf(p.Cell), On: true}, lang)
	}
	if len(s.Eliminations) > 0 {
		e := s.Eliminations[0]
		return litText(logic.Node{Digit: e.Digit, Cells: logic.CellsOf(e.Cell), On: false}, lang)
	}
	return ""
}

// orList names digits as alternatives: "3, 7 or 9", "3、7或9".
func orList(ds logic.Digits, lang locale.Lang) string {
	items := make([]string, 0, ds.Count())
	for _, d := range ds.List() {
		items = append(items, fmt.Sprint(d))
	}
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return netWordsFor(lang).netOr(items)
}

// staticClash says how the branches of a static contradiction clash: a
// fact and its opposite, a cell without candidates, or a digit without a
// place in a house.
func staticClash(chains []logic.Chain, noPlace *solver.House, lang locale.Lang) string {
	var ends []logic.Node
	for _, ch := range chains {
		ends = append(ends, ch[len(ch)-1].To)
	}
	w := netWordsFor(lang)
	if len(ends) == 2 && ends[0].Cells == ends[1].Cells && ends[0].Digit == ends[1].Digit && ends[0].On != ends[1].On {
		return w.netBothClash(cellSetList(ends[0].Cells, lang), ends[0].Digit)
	}
	sameCell := true
	for _, e := range ends {
		sameCell = sameCell && e.Cell() == ends[0].Cell()
	}
	if sameCell {
		return w.netNoCandidate(cellName(ends[0].Cell()))
	}
	h := -1
	if noPlace != nil {
		h = houseNum(*noPlace)
	}
	return w.netNoPlace(ends[0].Digit, h)
}
