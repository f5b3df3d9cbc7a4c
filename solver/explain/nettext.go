package explain

import (
	"fmt"
	"slices"
	"strings"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// The explanation of a forcing net, written out link by link: each fact a
// branch derives on its own numbered line, with the facts it follows from
// and why ("1. r1c4=3 → r1c7≠3 (same row)"), a nested contradiction as
// numbered lines of its own under the fact it proves, and nothing left
// out, so that the text can be followed without a picture.

// netIndent starts each line of a net's links, to set them apart from the
// numbered steps of a solution.
const netIndent = "   "

// netLitText says a fact tightly, as a link of a net does: "r1c4=3",
// "r1c7≠3".
func netLitText(n logic.Node, lang locale.Lang) string {
	if c := n.Cell(); c >= 0 {
		if n.On {
			return fmt.Sprintf("%s=%d", cellName(c), n.Digit)
		}
		return fmt.Sprintf("%s≠%d", cellName(c), n.Digit)
	}
	return nodeText(n, lang)
}

// netReason says why a fact of a net holds, in brackets.
func netReason(f branchFact, lang locale.Lang) string {
	w := netWordsFor(lang)
	c, d := f.node.Cell(), f.node.Digit
	switch factRule(f) {
	case ruleNaked:
		return w.netReasonNaked()
	case ruleHidden:
		if f.house >= 0 {
			return w.netReasonHidden(d, f.house)
		}
		return w.netReasonHiddenLeft(d)
	case ruleLocked:
		if f.house >= 0 && f.house2 >= 0 {
			return w.netReasonLocked(d, f.house, f.house2)
		}
	case ruleCell:
		return w.netReasonCell()
	case rulePeer:
		if len(f.causes) == 1 && c >= 0 {
			if o := f.causes[0].Cell(); o >= 0 {
				return w.netReasonPeer(peerHouse(o, c))
			}
		}
	}
	return ""
}

// netLines writes the facts of a branch (or of a nested contradiction) as
// numbered lines, prefix before each number ("" or "7."), indent before
// each line, and says how it ends: in a contradiction, or in the fact
// it ends at. nested holds the chains behind the branch's nested facts.
func netLines(facts []branchFact, prefix, indent string, nested map[logic.Node]logic.NestedChain, lang locale.Lang) []string {
	per, end := netFactLines(facts, prefix, indent, nested, lang)
	var lines []string
	for _, l := range per {
		lines = append(lines, l...)
	}
	return append(lines, end...)
}

// netFactLines is netLines with the lines of each fact apart (a nested
// fact has the lines of its contradiction too), and the closing lines.
func netFactLines(facts []branchFact, prefix, indent string, nested map[logic.Node]logic.NestedChain, lang locale.Lang) (per [][]string, end []string) {
	w := netWordsFor(lang)
	num := map[logic.Node]string{}
	for i, f := range facts {
		n := fmt.Sprintf("%s%d", prefix, i+1)
		num[f.node] = n
		var causes []string
		for _, c := range f.causes {
			causes = append(causes, netLitText(c, lang))
		}
		line := indent + n + ". "
		if len(causes) > 0 {
			line += w.netCauses(causes) + " → "
		}
		line += netLitText(f.node, lang)
		nc, ok := nested[f.node]
		if factRule(f) == ruleNested && ok {
			opp := f.node
			opp.On = !opp.On
			line += w.netNestedBecause(netLitText(opp, lang))
			houses := make([]int, len(nc.Houses))
			for k, h := range nc.Houses {
				houses[k] = houseNum(h)
			}
			_, sub := branchFacts(nc.Chain, &houses)
			per = append(per, append([]string{line}, netLines(sub, n+".", indent+"    ", nil, lang)...))
			continue
		}
		if factRule(f) == ruleNested {
			opp := f.node
			opp.On = !opp.On
			line += w.netNestedWould(netLitText(opp, lang))
		} else {
			line += netReason(f, lang)
		}
		per = append(per, []string{line})
	}
	if len(facts) == 0 {
		return per, nil
	}
	last := facts[len(facts)-1].node
	opposite := last
	opposite.On = !last.On
	if _, ok := num[opposite]; ok && last.Cell() >= 0 {
		on, off := num[onOf(last, opposite)], num[offOf(last, opposite)]
		end = append(end, indent+w.netLinkClash(cellName(last.Cell()), last.Digit, on, off))
	}
	return per, end
}

func onOf(a, b logic.Node) logic.Node {
	if a.On {
		return a
	}
	return b
}

func offOf(a, b logic.Node) logic.Node {
	if a.On {
		return b
	}
	return a
}

// explainNet explains a forcing net: what it starts from, each branch
// link by link, and what follows.
func explainNet(s *logic.Step, kind forcingKind, main int, houses []int, lang locale.Lang) string {
	var sb strings.Builder
	sb.WriteString(netWordsFor(lang).netLastResort(techniqueName(s.Technique, lang)))
	sb.WriteString(netOpening(s, kind, main, lang))
	for _, b := range netBranches(s, houses, lang) {
		sb.WriteString(b.head)
		for _, l := range b.per {
			for _, x := range l {
				sb.WriteString("\n")
				sb.WriteString(x)
			}
		}
		for _, x := range b.end {
			sb.WriteString("\n")
			sb.WriteString(x)
		}
		sb.WriteString(b.after)
	}
	sb.WriteString("\n")
	sb.WriteString(netClosing(s, kind, lang))
	return sb.String()
}

// netOpening says what a net starts from: a cell's candidates, a digit's
// places in a house, an assumption and its opposite; nothing for a
// contradiction, whose branch says it.
func netOpening(s *logic.Step, kind forcingKind, main int, lang locale.Lang) string {
	w := netWordsFor(lang)
	first := s.Chains[0][0].From
	switch kind {
	case forcingCell:
		var ds logic.Digits
		for _, ch := range s.Chains {
			ds |= 1 << ch[0].From.Digit
		}
		return w.netOpenCell(cellName(first.Cell()), orList(ds, lang))
	case forcingHouse:
		var cells []string
		for _, ch := range s.Chains {
			cells = append(cells, cellName(ch[0].From.Cell()))
		}
		return w.netOpenHouse(main, first.Digit, cells)
	case forcingDouble:
		return w.netOpenDouble(cellName(first.Cell()), first.Digit)
	}
	return ""
}

// netClosing says what a net concludes.
func netClosing(s *logic.Step, kind forcingKind, lang locale.Lang) string {
	w := netWordsFor(lang)
	own := own(s)
	if kind == forcingContradiction {
		return sentence(w.netTherefore(conclusionText(own, lang), result(own, lang)), lang)
	}
	return sentence(w.netEitherWay(conclusionText(own, lang), result(own, lang)), lang)
}

// A netBranchText is the text of one branch of a net: its head (the
// assumption), the lines of each fact, the closing lines, and what
// follows them.
type netBranchText struct {
	head  string
	facts []branchFact
	per   [][]string
	end   []string
	after string
}

// netBranches writes each branch of a net; it consumes houses.
func netBranches(s *logic.Step, houses []int, lang locale.Lang) []netBranchText {
	w := netWordsFor(lang)
	kind := kindOf(s)
	var out []netBranchText
	for b, ch := range s.Chains {
		assume, facts := branchFacts(ch, &houses)
		nested := map[logic.Node]logic.NestedChain{}
		for _, nc := range s.Nested {
			if nc.Branch == b {
				nested[nc.Fact] = nc
			}
		}
		var t netBranchText
		t.facts = facts
		if kind == forcingContradiction {
			t.head = w.netSuppose(litText(assume, lang))
		} else {
			t.head = w.netIf(litText(assume, lang))
		}
		t.per, t.end = netFactLines(facts, "", netIndent, nested, lang)
		if kind != forcingContradiction && len(facts) > 0 {
			last := facts[len(facts)-1].node
			opposite := last
			opposite.On = !last.On
			if slicesContainsNode(facts, opposite) {
				t.after = w.netCannotHold(litText(assume, lang))
			}
		}
		out = append(out, t)
	}
	return out
}

func slicesContainsNode(facts []branchFact, n logic.Node) bool {
	for _, f := range facts {
		if f.node == n {
			return true
		}
	}
	return false
}

// A NetPage is one page of a forcing net as the walk-through shows it: a
// branch, or a part of one, as a picture of numbered links and as the
// same links in text.
type NetPage struct {
	// Branch is the page's branch, an index into Step.Chains.
	Branch int
	// Links are the links into the page's facts, from the facts they
	// follow from; Labels holds, for each, the number of the fact it
	// leads to on the first link into that fact, and 0 on the others.
	Links  logic.Chain
	Labels []int
	// Marks are the page's facts as pencil marks: the assumption as the
	// key, each fact of the page true or false, and the conclusion.
	Marks []logic.Mark
	// Text is the page's numbered links, a line each, after the
	// assumption on the branch's first page and followed by the
	// contradiction or conclusion on its last.
	Text string
}

// NetPages splits a forcing net into at most maxPages pages: each branch
// into parts with about as many facts each, in order, so that a long net
// is read a part at a time. It returns nil for other steps (a forcing
// chain is shown a branch at a time), or when the branches are more than
// maxPages.
func netPages(s *logic.Step, maxPages int, lang locale.Lang) []NetPage {
	if s.Technique != logic.ForcingNet || len(s.Chains) == 0 || len(s.Chains) > maxPages || slices.ContainsFunc(s.Chains, func(ch logic.Chain) bool { return len(ch) == 0 }) {
		return nil
	}
	houses := make([]int, len(s.Houses))
	for i, h := range s.Houses {
		houses[i] = houseNum(h)
	}
	main := -1
	if len(houses) > 0 {
		main, houses = houses[0], houses[1:]
	}
	kind := kindOf(s)
	branches := netBranches(s, houses, lang)
	total := 0
	for _, b := range branches {
		total += len(b.facts)
	}
	// The fewest facts a page holds that keeps the pages within
	// maxPages.
	size := max(1, (total+maxPages-1)/maxPages)
	count := func(size int) int {
		n := 0
		for _, b := range branches {
			n += max(1, (len(b.facts)+size-1)/size)
		}
		return n
	}
	for count(size) > maxPages {
		size++
	}
	var pages []NetPage
	for bi, b := range branches {
		// The links into each fact, in order.
		into := map[logic.Node][]logic.Link{}
		for _, l := range s.Chains[bi] {
			if l.From != l.To {
				into[l.To] = append(into[l.To], l)
			}
		}
		n := max(1, (len(b.facts)+size-1)/size)
		per := (len(b.facts) + n - 1) / n
		for k := range n {
			from, to := k*per, min(len(b.facts), (k+1)*per)
			var pg NetPage
			pg.Branch = bi
			var lines []string
			if k == 0 {
				if bi == 0 {
					if o := netOpening(s, kind, main, lang); o != "" {
						lines = append(lines, o)
					}
				}
				lines = append(lines, strings.TrimPrefix(b.head, "\n"))
			} else {
				lines = append(lines, netWordsFor(lang).netLinks(from+1, to))
			}
			seen := map[logic.Candidate]bool{}
			mark := func(n logic.Node, r logic.Role) {
				if c := n.Cell(); c >= 0 && !seen[logic.Candidate{Cell: c, Digit: n.Digit}] {
					seen[logic.Candidate{Cell: c, Digit: n.Digit}] = true
					pg.Marks = append(pg.Marks, logic.Mark{Candidate: logic.Candidate{Cell: c, Digit: n.Digit}, Role: r})
				}
			}
			mark(s.Chains[bi][0].From, logic.RoleKey)
			for i := from; i < to; i++ {
				f := b.facts[i]
				if f.node.On {
					mark(f.node, logic.RoleOn)
				} else {
					mark(f.node, logic.RoleOff)
				}
				for j, l := range into[f.node] {
					pg.Links = append(pg.Links, l)
					label := 0
					if j == 0 {
						label = i + 1
					}
					pg.Labels = append(pg.Labels, label)
				}
				lines = append(lines, b.per[i]...)
			}
			if k == n-1 {
				lines = append(lines, b.end...)
				if b.after != "" {
					lines = append(lines, strings.TrimSpace(b.after))
				}
				if bi == len(branches)-1 {
					lines = append(lines, netClosing(s, kind, lang))
				}
			}
			pg.Text = strings.Join(lines, "\n")
			pages = append(pages, pg)
		}
	}
	return pages
}
