package explain

import (
	"fmt"
	"strings"
	"sudokubot/solver/logic"
)

// explainChain explains a chain or loop of tier 7 from its links.
func explainChain(w language, s *logic.Step) string {
	if s.Technique == logic.RemotePair {
		return explainRemotePair(w, s)
	}
	if len(s.Chains) == 0 || len(s.Chains[0]) == 0 {
		return ""
	}
	ch := s.Chains[0]
	first, last := ch[0].From, ch[len(ch)-1].To
	text := chainText(w, s, ch)
	name := w.technique(s.Technique)
	switch {
	case sameNode(first, last) && first.On == last.On:
		return w.netLoop(name, text, alsNote(w, s), removal(w, s.Eliminations))
	case sameNode(first, last) && first.On:
		return w.netLoopOff(name, text, cellName(first.Cell()), first.Digit)
	case sameNode(first, last):
		return w.netLoopOn(name, text, cellName(first.Cell()), first.Digit, removal(w, s.Eliminations))
	case first.Cell() >= 0 && first.Cell() == last.Cell():
		return w.netCellBoth(name, text, cellName(first.Cell()), first.Digit, last.Digit, removal(w, s.Eliminations))
	}
	a := nodeName(w, logic.Node{Digit: first.Digit, Cells: first.Cells, On: true})
	b := nodeName(w, last)
	return w.netEitherEnd(name, text, a, b, cannot(w, s.Eliminations))
}

// cannot says that the eliminated candidates are false: "r2c1 and r3c3
// cannot be 5" or, for several digits, "remove r1c9 (5), r2c2 (3)".
func cannot(w language, elims []logic.Candidate) string {
	if len(elims) > 0 && sameDigit(elims) {
		names := make([]string, len(elims))
		for i, e := range elims {
			names[i] = cellName(e.Cell)
		}
		return w.netCannot(names, elims[0].Digit)
	}
	return w.netCannotAll(removal(w, elims))
}

// alsNote adds, for a loop through an almost locked set, that the set
// keeps its other digits.
func alsNote(w language, s *logic.Step) string {
	for _, m := range s.Marks {
		if m.Role == logic.RoleAlt {
			return w.netAlsNote()
		}
	}
	return ""
}

// chainText writes a chain as a sentence a learner can follow, every link
// of it: "if r1c1 is not 5, then r1c7 is 5 (the only other 5 in row 1), so
// r3c8 is not 5, so r2c2 is 5".
func chainText(w language, s *logic.Step, ch logic.Chain) string {
	var sb strings.Builder
	sb.WriteString(w.netChainIf(nodeName(w, ch[0].From)))
	house := 0
	for i, l := range ch {
		if i == 0 {
			sb.WriteString(w.netChainThen(nodeName(w, l.To)))
		} else {
			sb.WriteString(w.netChainSo(nodeName(w, l.To)))
		}
		if !l.Strong() {
			continue
		}
		switch {
		case l.From.Digit == l.To.Digit:
			if house < len(s.Houses) {
				sb.WriteString(strongReason(w, l, houseNum(s.Houses[house])))
				house++
			}
		case l.From.Cell() >= 0 && l.From.Cell() == l.To.Cell():
			sb.WriteString(w.netBivalue(cellName(l.From.Cell()), min(l.From.Digit, l.To.Digit), max(l.From.Digit, l.To.Digit)))
		default:
			sb.WriteString(alsReason(w, s, l))
		}
	}
	return sb.String()
}

// strongReason says why a strong link in a house holds: the two ends are
// the only places of the digit there.
func strongReason(w language, l logic.Link, h int) string {
	if l.To.Cells.Count() == 1 && l.From.Cells.Count() == 1 {
		return w.netStrongOne(l.To.Digit, h)
	}
	return w.netStrongMany(l.To.Digit, h)
}

// alsReason says why the link through an almost locked set holds.
func alsReason(w language, s *logic.Step, l logic.Link) string {
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
	return w.netAlsReason(setList(w, cells), cells.Count(), digitList(w, ds), l.From.Digit, digitList(w, rest))
}

// nodeName says that a node holds or not: "r1c7 is 5", "r1c7 is not 5",
// "one of r1c7, r1c8 is 5", "none of r1c7, r1c8 is 5".
func nodeName(w language, n logic.Node) string {
	if c := n.Cell(); c >= 0 {
		if n.On {
			return w.netNodeOn(cellName(c), n.Digit)
		}
		return w.netNodeOff(cellName(c), n.Digit)
	}
	cells := setList(w, n.Cells)
	if n.On {
		return w.netNodesOn(cells, n.Digit)
	}
	return w.netNodesOff(cells, n.Digit)
}

func explainRemotePair(w language, s *logic.Step) string {
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
	return w.netRemotePair(w.technique(s.Technique), names, a, b, alt1, alt2, removal(w, s.Eliminations))
}
