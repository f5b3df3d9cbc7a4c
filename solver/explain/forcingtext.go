package explain

import (
	"fmt"
	"slices"
	"strings"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// The explanations of forcing chains and nets. A branch is a list of
// facts, each with the facts it follows from (the From nodes of the links
// into it); the reason of each is read from its causes: a placement that
// follows from eliminations in its own cell is a naked single, from
// eliminations of its digit a hidden single; an elimination that follows
// from a placement in its cell or of its digit is plain, from several
// eliminations of its digit locked candidates, and otherwise a nested
// contradiction, unless a link of the fact to itself marks it nested. The
// houses of hidden singles and locked candidates come from Step.Houses, in
// order, after the main house.

// A fact of a branch: a node and the nodes it follows from.
type branchFact struct {
	node   logic.Node
	causes []logic.Node
	house  int // for a hidden single or locked candidates, else -1
	house2 int // for locked candidates, the house the digit is locked in
	// nested marks a fact that holds because assuming its opposite leads
	// to a contradiction, whatever its causes look like.
	nested bool
	// because asks the text to name the placement behind a plain
	// elimination.
	because bool
}

// branchFacts reads the facts of a branch in order; it consumes houses.
func branchFacts(ch logic.Chain, houses *[]int) (assume logic.Node, facts []branchFact) {
	if len(ch) == 0 {
		return logic.Node{}, nil
	}
	assume = ch[0].From
	index := map[logic.Node]int{}
	for j, l := range ch {
		if l.From == l.To && j == 0 {
			continue // the assumption
		}
		i, ok := index[l.To]
		if !ok {
			i = len(facts)
			index[l.To] = i
			facts = append(facts, branchFact{node: l.To, house: -1, house2: -1})
		}
		if l.From == l.To {
			// A link of a fact to itself marks a nested contradiction.
			facts[i].nested = true
			continue
		}
		facts[i].causes = append(facts[i].causes, l.From)
	}
	next := func() int {
		if len(*houses) == 0 {
			return -1
		}
		h := (*houses)[0]
		*houses = (*houses)[1:]
		return h
	}
	for i := range facts {
		switch factRule(facts[i]) {
		case ruleHidden:
			facts[i].house = next()
		case ruleLocked:
			facts[i].house = next()
			facts[i].house2 = next()
		}
	}
	return assume, facts
}

// factRule infers why a fact holds from its causes.
func factRule(f branchFact) netRule {
	if f.nested {
		return ruleNested
	}
	c, d := f.node.Cell(), f.node.Digit
	sameCell, sameDigit, allOn, allOff, places := true, true, true, true, true
	for _, x := range f.causes {
		sameCell = sameCell && x.Cell() == c
		sameDigit = sameDigit && x.Digit == d
		allOn = allOn && x.On
		allOff = allOff && !x.On
		// A place of the digit gone: eliminated, or filled with another
		// digit.
		places = places && x.Cell() != c && (x.Digit == d && !x.On || x.Digit != d && x.On)
	}
	switch {
	case f.node.On && sameCell && allOff:
		return ruleNaked
	case f.node.On && places:
		return ruleHidden
	case !f.node.On && len(f.causes) == 1 && allOn && sameCell:
		return ruleCell
	case !f.node.On && len(f.causes) == 1 && allOn && sameDigit:
		return rulePeer
	case !f.node.On && sameDigit && allOff:
		return ruleLocked
	}
	return ruleNested
}

// factText says a fact with its reason: "r3c7 = 5 (the only place for 5
// in column 7)".
func factText(f branchFact, lang locale.Lang) string {
	w := netWordsFor(lang)
	s := litText(f.node, lang)
	switch factRule(f) {
	case ruleNaked:
		s += w.netFactNaked()
	case ruleHidden:
		if f.house >= 0 {
			s += w.netFactHidden(f.house)
		}
	case ruleLocked:
		if f.house >= 0 && f.house2 >= 0 {
			s += w.netFactLocked(f.node.Digit, f.house, f.house2)
		}
	case ruleCell, rulePeer:
		if f.because {
			s += w.netFactAs(litText(f.causes[0], lang))
		}
	case ruleNested:
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
	if len(s.Chains) == 0 || slices.ContainsFunc(s.Chains, func(ch logic.Chain) bool { return len(ch) == 0 }) {
		return "" // Explain falls back to saying what the step does
	}
	houses := make([]int, len(s.Houses))
	for i, h := range s.Houses {
		houses[i] = houseNum(h)
	}
	type branch struct {
		assume logic.Node
		facts  []branchFact
	}
	kind := kindOf(s)
	first := s.Chains[0][0].From
	main := -1
	if len(houses) > 0 {
		main, houses = houses[0], houses[1:]
	}
	if s.Technique == logic.ForcingNet {
		return explainNet(s, kind, main, houses, lang)
	}
	var bs []branch
	for _, ch := range s.Chains {
		a, facts := branchFacts(ch, &houses)
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
	case forcingContradiction:
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
			sb.WriteString(staticClash(bs[0].assume, s.Chains, houses, lang))
		}
		sb.WriteString(w.netSoConclude(concl, result))
		return sentence(sb.String(), lang)
	case forcingCell:
		var ds logic.Digits
		for _, b := range bs {
			ds |= 1 << b.assume.Digit
		}
		sb.WriteString(w.netOpenCell(cellName(first.Cell()), orList(ds, lang)))
		sb.WriteString(w.netGap())
	case forcingHouse:
		var cells []string
		for _, b := range bs {
			cells = append(cells, cellName(b.assume.Cell()))
		}
		sb.WriteString(w.netOpenHouse(main, first.Digit, cells))
		sb.WriteString(w.netGap())
	case forcingDouble:
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

// forcingKind tells what kind of forcing step s is, from its branches.
func kindOf(s *logic.Step) forcingKind {
	first := s.Chains[0][0].From
	sameCell, sameDigit := true, true
	for _, ch := range s.Chains {
		a := ch[0].From
		sameCell = sameCell && a.Cell() == first.Cell()
		sameDigit = sameDigit && a.Digit == first.Digit && a.On
	}
	switch {
	case len(s.Chains) == 2 && s.Chains[1][0].From.Cell() == first.Cell() && s.Chains[1][0].From.Digit == first.Digit && s.Chains[1][0].From.On != first.On:
		return forcingDouble
	case len(s.Chains) > 1 && sameCell && first.On && (s.Technique == logic.CellForcingChain || s.Technique == logic.ForcingNet) && !staticContradiction(s):
		return forcingCell
	case len(s.Chains) > 1 && sameDigit && !sameCell && (s.Technique == logic.HouseForcingChain || s.Technique == logic.ForcingNet) && !staticContradiction(s):
		return forcingHouse
	}
	return forcingContradiction
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

// staticContradiction reports whether a static forcing step's branches
// all start from one assumption (a contradiction chain).
func staticContradiction(s *logic.Step) bool {
	a := s.Chains[0][0].From
	for _, ch := range s.Chains[1:] {
		if ch[0].From != a {
			return false
		}
	}
	return true
}

// staticClash says how the branches of a static contradiction clash: a
// fact and its opposite, a cell without candidates, or a digit without a
// place in a house.
func staticClash(assume logic.Node, chains []logic.Chain, houses []int, lang locale.Lang) string {
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
	if len(houses) > 0 {
		h = houses[len(houses)-1]
	}
	return w.netNoPlace(ends[0].Digit, h)
}
