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
	c, d := f.node.Cell(), f.node.Digit
	switch factRule(f) {
	case ruleNaked:
		return pick(lang, " (last candidate of the cell)", "（该格唯一的候选数）", " (последний кандидат клетки)")
	case ruleHidden:
		if f.house >= 0 {
			return pick(lang, fmt.Sprintf(" (only place for %d in %s)", d, houseName(f.house, lang)),
				fmt.Sprintf("（%s中%d唯一的位置）", houseName(f.house, lang), d),
				fmt.Sprintf(" (единственное место для %d %s)", d, ruIn(f.house)))
		}
		return pick(lang, fmt.Sprintf(" (only place left for %d)", d), fmt.Sprintf("（%d唯一剩下的位置）", d), fmt.Sprintf(" (последнее место для %d)", d))
	case ruleLocked:
		if f.house >= 0 && f.house2 >= 0 {
			return pick(lang, fmt.Sprintf(" (the %ds of %s all lie in %s)", d, houseName(f.house, lang), houseName(f.house2, lang)),
				fmt.Sprintf("（%s的%d都在%s中）", houseName(f.house, lang), d, houseName(f.house2, lang)),
				fmt.Sprintf(" (все кандидаты %d %s — %s)", d, ruHouse(f.house, gen), ruIn(f.house2)))
		}
	case ruleCell:
		return pick(lang, " (same cell)", "（同一格）", " (та же клетка)")
	case rulePeer:
		if len(f.causes) == 1 && c >= 0 {
			if o := f.causes[0].Cell(); o >= 0 {
				switch peerHouse(o, c) / 9 {
				case 0:
					return pick(lang, " (same row)", "（同行）", " (та же строка)")
				case 1:
					return pick(lang, " (same column)", "（同列）", " (тот же столбец)")
				}
				return pick(lang, " (same box)", "（同宫）", " (тот же блок)")
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
			line += strings.Join(causes, pick(lang, ", ", "，", ", ")) + " → "
		}
		line += netLitText(f.node, lang)
		nc, ok := nested[f.node]
		if factRule(f) == ruleNested && ok {
			opp := f.node
			opp.On = !opp.On
			line += pick(lang, fmt.Sprintf(", because %s leads to a contradiction:", netLitText(opp, lang)),
				fmt.Sprintf("，因为%s会导致矛盾：", netLitText(opp, lang)),
				fmt.Sprintf(", потому что %s ведёт к противоречию:", netLitText(opp, lang)))
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
			line += pick(lang, fmt.Sprintf(" (%s would lead to a contradiction)", netLitText(opp, lang)),
				fmt.Sprintf("（%s会导致矛盾）", netLitText(opp, lang)),
				fmt.Sprintf(" (%s привело бы к противоречию)", netLitText(opp, lang)))
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
		end = append(end, indent+pick(lang,
			fmt.Sprintf("So %s would be %d (link %s) and not %d (link %s): a contradiction.", cellName(last.Cell()), last.Digit, on, last.Digit, off),
			fmt.Sprintf("于是%s既是%d（第%s条）又不是%d（第%s条），矛盾。", cellName(last.Cell()), last.Digit, on, last.Digit, off),
			fmt.Sprintf("Значит, %s было бы и %d (звено %s), и не %d (звено %s) — противоречие.", cellName(last.Cell()), last.Digit, on, last.Digit, off)))
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
	sb.WriteString(pick(lang, "Last resort — ", "最后手段——", lastResortRu))
	sb.WriteString(techniqueName(s.Technique, lang))
	sb.WriteString(pick(lang, ": ", "：", ": "))
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
	first := s.Chains[0][0].From
	switch kind {
	case forcingCell:
		var ds logic.Digits
		for _, ch := range s.Chains {
			ds |= 1 << ch[0].From.Digit
		}
		return pick(lang, fmt.Sprintf("%s can only be %s.", cellName(first.Cell()), orList(ds, lang)),
			fmt.Sprintf("%s只能是%s。", cellName(first.Cell()), orList(ds, lang)),
			fmt.Sprintf("В %s может быть только %s.", cellName(first.Cell()), orList(ds, lang)))
	case forcingHouse:
		var cells []string
		for _, ch := range s.Chains {
			cells = append(cells, cellName(ch[0].From.Cell()))
		}
		return pick(lang, capitalize(fmt.Sprintf("in %s, %d can only go in %s.", houseName(main, lang), first.Digit, join(cells, lang)), lang),
			fmt.Sprintf("%s中，%d只能填在%s。", houseName(main, lang), first.Digit, list(cells, lang)),
			fmt.Sprintf("%s цифра %d может стоять только в %s.", locale.Capitalize(ruIn(main)), first.Digit, join(cells, lang)))
	case forcingDouble:
		return pick(lang, fmt.Sprintf("%s is %d or not.", cellName(first.Cell()), first.Digit),
			fmt.Sprintf("%s要么是%d，要么不是。", cellName(first.Cell()), first.Digit),
			fmt.Sprintf("В %s либо %d, либо нет.", cellName(first.Cell()), first.Digit))
	}
	return ""
}

// netClosing says what a net concludes.
func netClosing(s *logic.Step, kind forcingKind, lang locale.Lang) string {
	own := own(s)
	var sb strings.Builder
	if kind == forcingContradiction {
		sb.WriteString(pick(lang, "Therefore ", "因此", "Следовательно, "))
	} else {
		sb.WriteString(pick(lang, "Either way, ", "无论哪种情况，", "В любом случае "))
	}
	sb.WriteString(conclusionText(own, lang))
	sb.WriteString(pick(lang, ": ", "：", ": "))
	sb.WriteString(result(own, lang))
	return sentence(sb.String(), lang)
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
			t.head = pick(lang, fmt.Sprintf("Suppose %s.", litText(assume, lang)), fmt.Sprintf("假设%s。", litText(assume, lang)), fmt.Sprintf("Предположим, что %s.", litText(assume, lang)))
		} else {
			t.head = pick(lang, fmt.Sprintf("\nIf %s:", litText(assume, lang)), fmt.Sprintf("\n若%s：", litText(assume, lang)), fmt.Sprintf("\nЕсли %s:", litText(assume, lang)))
		}
		t.per, t.end = netFactLines(facts, "", netIndent, nested, lang)
		if kind != forcingContradiction && len(facts) > 0 {
			last := facts[len(facts)-1].node
			opposite := last
			opposite.On = !last.On
			if slicesContainsNode(facts, opposite) {
				t.after = pick(lang, fmt.Sprintf(" So %s cannot hold.", litText(assume, lang)), fmt.Sprintf("所以%s不成立。", litText(assume, lang)), fmt.Sprintf(" Значит, %s невозможно.", litText(assume, lang)))
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
				lines = append(lines, pick(lang, fmt.Sprintf("(links %d to %d)", from+1, to), fmt.Sprintf("（第%d至%d条）", from+1, to), fmt.Sprintf("(звенья %d–%d)", from+1, to)))
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
