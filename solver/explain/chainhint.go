package explain

import (
	"sudokubot/solver/logic"
)

// chainHintArea is level 1 of a chain or net.
func chainHintArea(w language, s *logic.Step) string {
	name := w.technique(s.Technique)
	start := s.StartCells()
	switch {
	case forcing(s) && start.Count() == 1:
		return w.netHintAtCell(name, chainArea(s), cellName(start.First()))
	case forcing(s):
		return w.netHintForcingIn(name, chainArea(s))
	}
	return w.netHintChainIn(name, chainArea(s))
}

// chainHintDigits is level 2 of a chain or net.
func chainHintDigits(w language, s *logic.Step) string {
	start, end := s.StartCells(), s.EndCells()
	if forcing(s) {
		return forcingHintDigits(w, s, start, end)
	}
	// A chain turns on its ends: name their digits and cells, not every
	// digit it passes through (an XY-Chain's are often six or more).
	ch := s.Chains[0]
	first, last := ch[0].From, ch[len(ch)-1].To
	if start == end {
		ds := logic.Digits(1 << first.Digit)
		if last.Cells == first.Cells {
			ds |= 1 << last.Digit
		}
		return w.netFollowLoop(w.netCands(ds, setList(w, start)))
	}
	return w.netFollowChain(w.netCands(1<<first.Digit, setList(w, start)), w.netCands(1<<last.Digit, setList(w, end)))
}

// forcingHintDigits is level 2 of a forcing chain or net: the assumption
// and where it leads.
func forcingHintDigits(w language, s *logic.Step, start, end logic.CellSet) string {
	first := s.Chains[0][0].From
	at := setList(w, end)
	kind := logic.ForcingContradiction
	if d := netDetail(s); d != nil {
		kind = d.Kind
	}
	if len(s.Chains) == 1 || kind == logic.ForcingContradiction {
		return w.netHintContradiction(litText(first, w.Lang()), at)
	}
	if kind == logic.ForcingDouble {
		return w.netHintDouble(litText(first, w.Lang()), litText(s.Chains[1][0].From, w.Lang()), at)
	}
	if kind == logic.ForcingCell {
		var ds logic.Digits
		for _, ch := range s.Chains {
			ds |= 1 << ch[0].From.Digit
		}
		if ds.Count() > 3 {
			return w.netHintCellMany(cellName(start.First()), len(s.Chains), at)
		}
		return w.netHintCell(cellName(start.First()), orList(ds, w.Lang()), len(s.Chains), at)
	}
	var cells []string
	for _, ch := range s.Chains {
		cells = append(cells, cellName(ch[0].From.Cell()))
	}
	return w.netHintHouse(first.Digit, chainArea(s), orCells(w, cells), len(s.Chains), at)
}

// orCells names cells as alternatives: "r3c1, r3c4 or r3c7".
func orCells(w language, items []string) string {
	if len(items) < 2 {
		return join(w, items)
	}
	return w.netOr(items)
}
