package logic

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
	case s.forcing() && len(s.Chains) > 1 && s.netKind() != ForcingContradiction:
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

// netKind returns the kind of a forcing step, as its detail says;
// ForcingContradiction for a step without one.
func (s *Step) netKind() ForcingKind {
	if d, ok := s.Detail.(*NetDetail); ok {
		return d.Kind
	}
	return ForcingContradiction
}
