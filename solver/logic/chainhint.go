package logic

import (
	"fmt"
	"sudokubot/solver/locale"
)

// The first two hint levels of chains and nets. A chain's level 1 names
// the house of its first cell (the house of its first link, if the link
// lies in one), level 2 its digits and the cells where it starts and
// ends. A forcing chain's or net's level 1 names where it starts, its
// first cell and that cell's box (or the house whose places of a digit
// it tries); level 2 the assumption and the cell of the contradiction it
// leads to, or the branches and the cell of the conclusion they share.

// chained reports whether the step's hints read its chains.
func (s *Step) chained() bool {
	return s.Technique.Tier() >= 7 && len(s.Chains) > 0 && len(s.Chains[0]) > 0
}

// forcing reports whether the step is a forcing chain or net.
func (s *Step) forcing() bool {
	switch s.Technique {
	case CellForcingChain, HouseForcingChain, ContradictionChain, ForcingNet:
		return true
	}
	return false
}

// linkHouse returns the house that holds both ends of a link, or -1.
func linkHouse(l Link) int {
	cells := l.From.Cells.Or(l.To.Cells)
	if cells.Count() < 2 {
		return -1
	}
	for h := range 27 {
		if cells.AndNot(houseSets[h]).Empty() {
			return h
		}
	}
	return -1
}

// chainArea returns the house a chain's level 1 names: for a forcing
// step its main house, for a chain the house of its first link that lies
// in one (of the first two), else the box of its first cell.
func (s *Step) chainArea() int {
	if s.forcing() {
		if len(s.Houses) > 0 {
			return houseNum(s.Houses[0])
		}
	}
	ch := s.Chains[0]
	if !s.forcing() {
		for _, l := range ch[:min(2, len(ch))] {
			if h := linkHouse(l); h >= 0 && !l.From.Cells.And(houseSets[h]).Empty() {
				return h
			}
		}
	}
	return cellHouses[ch[0].From.Cells.First()][2]
}

// StartCells returns the cells where the step's chain starts: the first
// node of a chain, the start of each branch of a forcing chain or net;
// empty for other steps. Level 1 of a hint names and shows them.
func (s *Step) StartCells() CellSet {
	var cells CellSet
	if !s.chained() {
		return cells
	}
	for _, ch := range s.Chains {
		if len(ch) > 0 {
			cells = cells.Or(ch[0].From.Cells)
		}
		if !s.forcing() {
			break
		}
	}
	return cells
}

// EndCells returns the cells where the step's chain ends: the last node
// of a chain, the cell of a net's contradiction or of the conclusion its
// branches share. Level 2 of a hint names and shows them.
func (s *Step) EndCells() CellSet {
	var cells CellSet
	switch {
	case !s.chained():
	case s.forcing() && len(s.Chains) > 1 && !staticContradiction(s):
		if len(s.Placements) > 0 {
			cells.Add(s.Placements[0].Cell)
		} else if len(s.Eliminations) > 0 {
			cells.Add(s.Eliminations[0].Cell)
		}
	default:
		ch := s.Chains[0]
		cells = ch[len(ch)-1].To.Cells
	}
	return cells
}

// chainHintArea is level 1 of a chain or net.
func (s *Step) chainHintArea(lang locale.Lang) string {
	name := s.Technique.Name(lang)
	h := houseName(s.chainArea(), lang)
	start := s.StartCells()
	switch {
	case s.forcing() && start.Count() == 1:
		return pick(lang,
			fmt.Sprintf("There is %s %s starting at %s, in %s.", article(name), name, cellName(start.First()), h),
			fmt.Sprintf("有一个%s从%s的%s开始。", name, h, cellName(start.First())))
	case s.forcing():
		return pick(lang,
			fmt.Sprintf("There is %s %s starting in %s.", article(name), name, h),
			fmt.Sprintf("有一个%s从%s开始。", name, h))
	}
	return pick(lang,
		fmt.Sprintf("There is %s %s starting in %s.", article(name), name, h),
		fmt.Sprintf("有一条%s从%s开始。", name, h))
}

// chainHintDigits is level 2 of a chain or net.
func (s *Step) chainHintDigits(lang locale.Lang) string {
	start, end := s.StartCells(), s.EndCells()
	if s.forcing() {
		return s.forcingHintDigits(start, end, lang)
	}
	var digits Digits
	for _, l := range s.Chains[0] {
		digits |= 1<<l.From.Digit | 1<<l.To.Digit
	}
	what := pick(lang, "the digit ", "数字") + digitList(digits, lang)
	if digits.Count() > 1 {
		what = pick(lang, "the digits ", "数字") + digitList(digits, lang)
	}
	if start == end {
		return pick(lang,
			fmt.Sprintf("Follow %s along a loop through %s.", what, cellSetList(start, lang)),
			fmt.Sprintf("顺着一个经过%s的环，看%s。", cellSetList(start, lang), what))
	}
	return pick(lang,
		fmt.Sprintf("Follow %s along a chain from %s to %s.", what, cellSetList(start, lang), cellSetList(end, lang)),
		fmt.Sprintf("顺着一条从%s到%s的链，看%s。", cellSetList(start, lang), cellSetList(end, lang), what))
}

// forcingHintDigits is level 2 of a forcing chain or net: the assumption
// and where it leads.
func (s *Step) forcingHintDigits(start, end CellSet, lang locale.Lang) string {
	first := s.Chains[0][0].From
	at := cellSetList(end, lang)
	if len(s.Chains) == 1 || staticContradiction(s) {
		return pick(lang,
			fmt.Sprintf("Suppose %s and follow what it forces, link by link: it leads to a contradiction in %s.", litText(first, lang), at),
			fmt.Sprintf("假设%s，顺着它一步步推出的结论走下去：会在%s产生矛盾。", litText(first, lang), at))
	}
	second := s.Chains[1][0].From
	if len(s.Chains) == 2 && second.Cells == first.Cells && second.Digit == first.Digit && second.On != first.On {
		return pick(lang,
			fmt.Sprintf("Suppose %s, then suppose %s, and follow what each forces: both lead to the same fact about %s.", litText(first, lang), litText(second, lang), at),
			fmt.Sprintf("先假设%s，再假设%s，分别推下去：两种情况都会得出关于%s的同一结论。", litText(first, lang), litText(second, lang), at))
	}
	all := pick(lang, "all lead", "每种情况都会")
	if len(s.Chains) == 2 {
		all = pick(lang, "both lead", "两种情况都会")
	}
	if start.Count() == 1 {
		var ds Digits
		for _, ch := range s.Chains {
			ds |= 1 << ch[0].From.Digit
		}
		return pick(lang,
			fmt.Sprintf("Try each candidate of %s (%s) and follow what each forces: %s to the same fact about %s.", cellName(start.First()), orList(ds, lang), all, at),
			fmt.Sprintf("分别假设%s是%s，顺着推下去：%s得出关于%s的同一结论。", cellName(start.First()), orList(ds, lang), all, at))
	}
	var cells []string
	for _, ch := range s.Chains {
		cells = append(cells, cellName(ch[0].From.Cell()))
	}
	h := houseName(s.chainArea(), lang)
	return pick(lang,
		fmt.Sprintf("Try each place of %d in %s (%s) and follow what each forces: %s to the same fact about %s.", first.Digit, h, orCells(cells, lang), all, at),
		fmt.Sprintf("分别假设%s中的%d填在%s，顺着推下去：%s得出关于%s的同一结论。", h, first.Digit, orCells(cells, lang), all, at))
}

// orCells names cells as alternatives: "r3c1, r3c4 or r3c7".
func orCells(items []string, lang locale.Lang) string {
	if len(items) < 2 {
		return join(items, lang)
	}
	head := items[:len(items)-1]
	sep, or := ", ", " or "
	if lang == locale.Chinese {
		sep, or = "、", "或"
	}
	out := head[0]
	for _, it := range head[1:] {
		out += sep + it
	}
	return out + or + items[len(items)-1]
}
