package logic

import (
	"fmt"
	"strings"
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
func netLitText(n Node, lang Lang) string {
	if c := n.Cell(); c >= 0 {
		if n.On {
			return fmt.Sprintf("%s=%d", cellName(c), n.Digit)
		}
		return fmt.Sprintf("%s≠%d", cellName(c), n.Digit)
	}
	return nodeText(n, lang)
}

// netReason says why a fact of a net holds, in brackets.
func netReason(f branchFact, lang Lang) string {
	c, d := f.node.Cell(), f.node.Digit
	switch factRule(f) {
	case ruleNaked:
		return pick(lang, " (last candidate of the cell)", "（该格唯一的候选数）")
	case ruleHidden:
		if f.house >= 0 {
			return pick(lang, fmt.Sprintf(" (only place for %d in %s)", d, houseName(f.house, lang)),
				fmt.Sprintf("（%s中%d唯一的位置）", houseName(f.house, lang), d))
		}
		return pick(lang, fmt.Sprintf(" (only place left for %d)", d), fmt.Sprintf("（%d唯一剩下的位置）", d))
	case ruleLocked:
		if f.house >= 0 && f.house2 >= 0 {
			return pick(lang, fmt.Sprintf(" (the %ds of %s all lie in %s)", d, houseName(f.house, lang), houseName(f.house2, lang)),
				fmt.Sprintf("（%s的%d都在%s中）", houseName(f.house, lang), d, houseName(f.house2, lang)))
		}
	case ruleCell:
		return pick(lang, " (same cell)", "（同一格）")
	case rulePeer:
		if len(f.causes) == 1 && c >= 0 {
			if o := f.causes[0].Cell(); o >= 0 {
				switch peerHouse(o, c) / 9 {
				case 0:
					return pick(lang, " (same row)", "（同行）")
				case 1:
					return pick(lang, " (same column)", "（同列）")
				}
				return pick(lang, " (same box)", "（同宫）")
			}
		}
	}
	return ""
}

// netLines writes the facts of a branch (or of a nested contradiction) as
// numbered lines, prefix before each number ("" or "7."), indent before
// each line, and says how it ends: in a contradiction, or in the fact
// it ends at. nested holds the chains behind the branch's nested facts.
func netLines(facts []branchFact, prefix, indent string, nested map[Node]NestedChain, lang Lang) []string {
	var lines []string
	num := map[Node]string{}
	for i, f := range facts {
		n := fmt.Sprintf("%s%d", prefix, i+1)
		num[f.node] = n
		var causes []string
		for _, c := range f.causes {
			causes = append(causes, netLitText(c, lang))
		}
		line := indent + n + ". "
		if len(causes) > 0 {
			line += strings.Join(causes, pick(lang, ", ", "，")) + " → "
		}
		line += netLitText(f.node, lang)
		nc, ok := nested[f.node]
		if factRule(f) == ruleNested && ok {
			opp := f.node
			opp.On = !opp.On
			line += pick(lang, fmt.Sprintf(", because %s leads to a contradiction:", netLitText(opp, lang)),
				fmt.Sprintf("，因为%s会导致矛盾：", netLitText(opp, lang)))
			lines = append(lines, line)
			houses := make([]int, len(nc.Houses))
			for k, h := range nc.Houses {
				houses[k] = houseNum(h)
			}
			_, sub := branchFacts(nc.Chain, &houses)
			lines = append(lines, netLines(sub, n+".", indent+"    ", nil, lang)...)
			continue
		}
		if factRule(f) == ruleNested {
			opp := f.node
			opp.On = !opp.On
			line += pick(lang, fmt.Sprintf(" (%s would lead to a contradiction)", netLitText(opp, lang)),
				fmt.Sprintf("（%s会导致矛盾）", netLitText(opp, lang)))
		} else {
			line += netReason(f, lang)
		}
		lines = append(lines, line)
	}
	if len(facts) == 0 {
		return lines
	}
	last := facts[len(facts)-1].node
	opposite := last
	opposite.On = !last.On
	if _, ok := num[opposite]; ok && last.Cell() >= 0 {
		on, off := num[onOf(last, opposite)], num[offOf(last, opposite)]
		lines = append(lines, indent+pick(lang,
			fmt.Sprintf("So %s would be %d (link %s) and not %d (link %s): a contradiction.", cellName(last.Cell()), last.Digit, on, last.Digit, off),
			fmt.Sprintf("于是%s既是%d（第%s条）又不是%d（第%s条），矛盾。", cellName(last.Cell()), last.Digit, on, last.Digit, off)))
	}
	return lines
}

func onOf(a, b Node) Node {
	if a.On {
		return a
	}
	return b
}

func offOf(a, b Node) Node {
	if a.On {
		return b
	}
	return a
}

// explainNet explains a forcing net: what it starts from, each branch
// link by link, and what follows.
func explainNet(s *Step, kind forcingKind, main int, houses []int, lang Lang) string {
	var sb strings.Builder
	sb.WriteString(pick(lang, "Last resort — ", "最后手段——"))
	sb.WriteString(s.Technique.Name(lang))
	sb.WriteString(pick(lang, ": ", "："))
	first := s.Chains[0][0].From
	switch kind {
	case forcingCell:
		var ds Digits
		for _, ch := range s.Chains {
			ds |= 1 << ch[0].From.Digit
		}
		sb.WriteString(pick(lang, fmt.Sprintf("%s can only be %s.", cellName(first.Cell()), orList(ds, lang)),
			fmt.Sprintf("%s只能是%s。", cellName(first.Cell()), orList(ds, lang))))
	case forcingHouse:
		var cells []string
		for _, ch := range s.Chains {
			cells = append(cells, cellName(ch[0].From.Cell()))
		}
		sb.WriteString(pick(lang, capitalize(fmt.Sprintf("in %s, %d can only go in %s.", houseName(main, lang), first.Digit, join(cells, lang)), lang),
			fmt.Sprintf("%s中，%d只能填在%s。", houseName(main, lang), first.Digit, list(cells, lang))))
	case forcingDouble:
		sb.WriteString(pick(lang, fmt.Sprintf("%s is %d or not.", cellName(first.Cell()), first.Digit),
			fmt.Sprintf("%s要么是%d，要么不是。", cellName(first.Cell()), first.Digit)))
	}
	own := s.own()
	for b, ch := range s.Chains {
		assume, facts := branchFacts(ch, &houses)
		nested := map[Node]NestedChain{}
		for _, nc := range s.Nested {
			if nc.Branch == b {
				nested[nc.Fact] = nc
			}
		}
		if kind == forcingContradiction {
			sb.WriteString(pick(lang, fmt.Sprintf("Suppose %s.", litText(assume, lang)), fmt.Sprintf("假设%s。", litText(assume, lang))))
		} else {
			sb.WriteString(pick(lang, fmt.Sprintf("\nIf %s:", litText(assume, lang)), fmt.Sprintf("\n若%s：", litText(assume, lang))))
		}
		for _, l := range netLines(facts, "", netIndent, nested, lang) {
			sb.WriteString("\n")
			sb.WriteString(l)
		}
		if kind != forcingContradiction && len(facts) > 0 {
			last := facts[len(facts)-1].node
			opposite := last
			opposite.On = !last.On
			if slicesContainsNode(facts, opposite) {
				sb.WriteString(pick(lang, fmt.Sprintf(" So %s cannot hold.", litText(assume, lang)), fmt.Sprintf("所以%s不成立。", litText(assume, lang))))
			}
		}
	}
	sb.WriteString("\n")
	if kind == forcingContradiction {
		sb.WriteString(pick(lang, "Therefore ", "因此"))
	} else {
		sb.WriteString(pick(lang, "Either way, ", "无论哪种情况，"))
	}
	sb.WriteString(own.conclusionText(lang))
	sb.WriteString(pick(lang, ": ", "："))
	sb.WriteString(own.result(lang))
	return sentence(sb.String(), lang)
}

func slicesContainsNode(facts []branchFact, n Node) bool {
	for _, f := range facts {
		if f.node == n {
			return true
		}
	}
	return false
}
