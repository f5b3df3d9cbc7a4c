package explain

import (
	"fmt"
	"strings"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// explainChain explains a chain or loop of tier 7 from its links.
func explainChain(s *logic.Step, lang locale.Lang) string {
	if s.Technique == logic.RemotePair {
		return explainRemotePair(s, lang)
	}
	if len(s.Chains) == 0 || len(s.Chains[0]) == 0 {
		return ""
	}
	ch := s.Chains[0]
	first, last := ch[0].From, ch[len(ch)-1].To
	text := chainText(s, ch, lang)
	name := techniqueName(s.Technique, lang)
	switch {
	case sameNode(first, last) && first.On == last.On:
		return pick(lang,
			fmt.Sprintf("%s: the chain closes into a loop. %s, which is where it started. In a closed loop every link holds both ways: exactly one end of each link is true%s. So whatever sees both ends of a link is false: %s.",
				name, capitalize(text, lang), alsNote(s, lang), removal(s.Eliminations, lang)),
			fmt.Sprintf("%s：这条链首尾相接成环。%s，回到了起点。闭合的环中每条链都双向成立：每条链的两端恰有一个为真%s。所以能同时看到某条链两端的候选数都为假：%s。",
				name, text, alsNote(s, lang), removal(s.Eliminations, lang)),
			fmt.Sprintf("%s: цепочка замыкается в петлю. %s — там же, где она началась. В замкнутой петле каждое звено действует в обе стороны: ровно один конец каждого звена истинен%s. Поэтому всё, что видит оба конца одного звена, ложно: %s.", name, text, alsNote(s, lang), removal(s.Eliminations, lang)))
	case sameNode(first, last) && first.On:
		return pick(lang,
			fmt.Sprintf("%s: %s: a contradiction. So %s cannot be %d.",
				name, capitalize(text, lang), cellName(first.Cell()), first.Digit),
			fmt.Sprintf("%s：%s，矛盾。所以%s不能是%d。",
				name, text, cellName(first.Cell()), first.Digit),
			fmt.Sprintf("%s: %s — противоречие. Значит, в %s не может быть %d.", name, text, cellName(first.Cell()), first.Digit))
	case sameNode(first, last):
		c := first.Cell()
		return pick(lang,
			fmt.Sprintf("%s: %s: a contradiction. So %s = %d: %s.",
				name, capitalize(text, lang), cellName(c), first.Digit, removal(s.Eliminations, lang)),
			fmt.Sprintf("%s：%s，矛盾。所以%s = %d：%s。",
				name, text, cellName(c), first.Digit, removal(s.Eliminations, lang)),
			fmt.Sprintf("%s: %s — противоречие. Значит, %s = %d: %s.", name, text, cellName(c), first.Digit, removal(s.Eliminations, lang)))
	case first.Cell() >= 0 && first.Cell() == last.Cell():
		c := first.Cell()
		return pick(lang,
			fmt.Sprintf("%s: %s. So %s is %d or %d: %s.",
				name, capitalize(text, lang), cellName(c), first.Digit, last.Digit, removal(s.Eliminations, lang)),
			fmt.Sprintf("%s：%s。所以%s只能是%d或%d：%s。",
				name, text, cellName(c), first.Digit, last.Digit, removal(s.Eliminations, lang)),
			fmt.Sprintf("%s: %s. Значит, в %s может быть только %d или %d: %s.", name, text, cellName(c), first.Digit, last.Digit, removal(s.Eliminations, lang)))
	}
	a := nodeText(logic.Node{Digit: first.Digit, Cells: first.Cells, On: true}, lang)
	b := nodeText(last, lang)
	return pick(lang,
		fmt.Sprintf("%s: %s. So %s or %s, and either way %s.", name, capitalize(text, lang), a, b, cannot(s.Eliminations, lang)),
		fmt.Sprintf("%s：%s。所以%s或%s（至少一个成立），无论哪种情况，%s。", name, text, a, b, cannot(s.Eliminations, lang)),
		fmt.Sprintf("%s: %s. Значит, %s или %s, и в любом случае %s.", name, text, a, b, cannot(s.Eliminations, lang)))
}

// cannot says that the eliminated candidates are false: "r2c1 and r3c3
// cannot be 5" or, for several digits, "remove r1c9 (5), r2c2 (3)".
func cannot(elims []logic.Candidate, lang locale.Lang) string {
	if len(elims) > 0 && sameDigit(elims) {
		names := make([]string, len(elims))
		for i, e := range elims {
			names[i] = cellName(e.Cell)
		}
		return pick(lang,
			fmt.Sprintf("%s cannot be %d", join(names, lang), elims[0].Digit),
			fmt.Sprintf("%s都不能是%d", list(names, lang), elims[0].Digit),
			fmt.Sprintf("в %s не может быть %d", join(names, lang), elims[0].Digit))
	}
	return pick(lang, "", "都可以", "") + removal(elims, lang)
}

// alsNote adds, for a loop through an almost locked set, that the set
// keeps its other digits.
func alsNote(s *logic.Step, lang locale.Lang) string {
	for _, m := range s.Marks {
		if m.Role == logic.RoleAlt {
			return pick(lang, ", and an almost locked set in the loop keeps all its other digits", "，环中的待定数组必须保留其余所有数字", ", а почти запертое множество в петле сохраняет все свои остальные цифры")
		}
	}
	return ""
}

// chainText writes a chain as a sentence a learner can follow, every link
// of it: "if r1c1 is not 5, then r1c7 is 5 (the only other 5 in row 1), so
// r3c8 is not 5, so r2c2 is 5".
func chainText(s *logic.Step, ch logic.Chain, lang locale.Lang) string {
	var sb strings.Builder
	sb.WriteString(pick(lang, "if ", "若", "если "))
	sb.WriteString(nodeText(ch[0].From, lang))
	house := 0
	for i, l := range ch {
		if i == 0 {
			sb.WriteString(pick(lang, ", then ", "，则", ", то "))
		} else {
			sb.WriteString(pick(lang, ", so ", "，所以", ", значит, "))
		}
		sb.WriteString(nodeText(l.To, lang))
		if !l.Strong() {
			continue
		}
		switch {
		case l.From.Digit == l.To.Digit:
			if house < len(s.Houses) {
				sb.WriteString(strongReason(l, houseNum(s.Houses[house]), lang))
				house++
			}
		case l.From.Cell() >= 0 && l.From.Cell() == l.To.Cell():
			c := l.From.Cell()
			sb.WriteString(pick(lang,
				fmt.Sprintf(" (%s holds only %d and %d)", cellName(c), min(l.From.Digit, l.To.Digit), max(l.From.Digit, l.To.Digit)),
				fmt.Sprintf("（%s只有%d和%d两个候选数：强链）", cellName(c), min(l.From.Digit, l.To.Digit), max(l.From.Digit, l.To.Digit)),
				fmt.Sprintf(" (в %s только %d и %d)", cellName(c), min(l.From.Digit, l.To.Digit), max(l.From.Digit, l.To.Digit))))
		default:
			sb.WriteString(alsReason(s, l, lang))
		}
	}
	return sb.String()
}

// strongReason says why a strong link in a house holds: the two ends are
// the only places of the digit there.
func strongReason(l logic.Link, h int, lang locale.Lang) string {
	if l.To.Cells.Count() == 1 && l.From.Cells.Count() == 1 {
		return pick(lang,
			fmt.Sprintf(" (the only other %d in %s)", l.To.Digit, houseName(h, lang)),
			fmt.Sprintf("（%s中%d只有这两个位置：强链）", houseName(h, lang), l.To.Digit),
			fmt.Sprintf(" (второе и последнее место для %d %s)", l.To.Digit, ruIn(h)))
	}
	return pick(lang,
		fmt.Sprintf(" (the only other places for %d in %s)", l.To.Digit, houseName(h, lang)),
		fmt.Sprintf("（%s中%d的其余位置：强链）", houseName(h, lang), l.To.Digit),
		fmt.Sprintf(" (остальные места для %d %s)", l.To.Digit, ruIn(h)))
}

// alsReason says why the link through an almost locked set holds.
func alsReason(s *logic.Step, l logic.Link, lang locale.Lang) string {
	// The set is the wider of the two nodes (an end of the chain keeps
	// its own cells).
	cells := l.From.Cells.Or(l.To.Cells)
	var ds logic.Digits
	for _, m := range s.Marks {
		if m.Role == logic.RoleAlt && cells.Has(m.Cell) {
			ds |= 1 << m.Digit
		}
	}
	rest := ds &^ (1 << l.From.Digit)
	n := cells.Count()
	return pick(lang,
		fmt.Sprintf(" (%s, %d cells, hold only %s: without %d they must hold all of %s)",
			cellSetList(cells, lang), n, digitList(ds, lang), l.From.Digit, digitList(rest, lang)),
		fmt.Sprintf("（待定数组%s共%d格，只有%s这些候选数：没有%d就必须填入%s）",
			cellSetList(cells, lang), n, digitList(ds, lang), l.From.Digit, digitList(rest, lang)),
		fmt.Sprintf(" (в %s — %d %s — только %s: без %d в них должны стоять все %s)", cellSetList(cells, lang), n, ruForm(n, "клетка", "клетки", "клеток"), digitList(ds, lang), l.From.Digit, digitList(rest, lang)))
}

// nodeText says that a node holds or not: "r1c7 is 5", "r1c7 is not 5",
// "one of r1c7, r1c8 is 5", "none of r1c7, r1c8 is 5".
func nodeText(n logic.Node, lang locale.Lang) string {
	if c := n.Cell(); c >= 0 {
		if n.On {
			return pick(lang, fmt.Sprintf("%s is %d", cellName(c), n.Digit), fmt.Sprintf("%s是%d", cellName(c), n.Digit), fmt.Sprintf("%s = %d", cellName(c), n.Digit))
		}
		return pick(lang, fmt.Sprintf("%s is not %d", cellName(c), n.Digit), fmt.Sprintf("%s不是%d", cellName(c), n.Digit), fmt.Sprintf("%s ≠ %d", cellName(c), n.Digit))
	}
	cells := cellSetList(n.Cells, lang)
	if n.On {
		return pick(lang, fmt.Sprintf("one of %s is %d", cells, n.Digit), fmt.Sprintf("%s中有一格是%d", cells, n.Digit), fmt.Sprintf("%d стоит в одной из клеток %s", n.Digit, cells))
	}
	return pick(lang, fmt.Sprintf("none of %s is %d", cells, n.Digit), fmt.Sprintf("%s都不是%d", cells, n.Digit), fmt.Sprintf("%d нет ни в одной из клеток %s", n.Digit, cells))
}

func explainRemotePair(s *logic.Step, lang locale.Lang) string {
	ds := s.Digits.List()
	a, b := ds[0], ds[1]
	names := make([]string, len(s.Cells))
	var alt1, alt2 []string
	for i, c := range s.Cells {
		names[i] = cellName(c)
		if i%2 == 0 {
			alt1, alt2 = append(alt1, fmt.Sprint(a)), append(alt2, fmt.Sprint(b))
		} else {
			alt1, alt2 = append(alt1, fmt.Sprint(b)), append(alt2, fmt.Sprint(a))
		}
	}
	return pick(lang,
		fmt.Sprintf("Remote Pair: %s all hold only %d and %d, and each sees the next, so the digits alternate along the chain: %s or %s. Two cells an odd number of steps apart hold one %d and one %d, so a cell that sees both can be neither: %s.",
			join(names, lang), a, b, strings.Join(alt1, ", "), strings.Join(alt2, ", "), a, b, removal(s.Eliminations, lang)),
		fmt.Sprintf("远程数对：%s都只有%d和%d两个候选数，且每格都能看到下一格，所以沿着这条链两个数字交替出现：%s或%s。相隔奇数步的两格一个是%d、一个是%d，所以能同时看到这两格的格子既不能是%d也不能是%d：%s。",
			join(names, lang), a, b, strings.Join(alt1, "、"), strings.Join(alt2, "、"), a, b, a, b, removal(s.Eliminations, lang)),
		fmt.Sprintf("%s: в %s только %d и %d, и каждая клетка видит следующую, поэтому цифры вдоль цепочки чередуются: %s или %s. Из двух клеток, разделённых нечётным числом шагов, в одной стоит %d, в другой — %d, поэтому клетка, которая видит обе, не может содержать ни одну из них: %s.", techniqueName(s.Technique, lang), join(names, lang), a, b, strings.Join(alt1, ", "), strings.Join(alt2, ", "), a, b, removal(s.Eliminations, lang)))
}
