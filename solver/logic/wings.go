package logic

import (
	"sudokubot/solver"
)

// Wings: a pivot and two pincers that see it, so placed that whatever the
// pivot holds, one of the pincers (or the pivot itself) holds the digit z:
// z leaves every cell that sees them all.
//
// XY-Wing and XYZ-Wing steps have Cells = the pivot then the two pincers,
// Marks = the pivot's candidates (RoleKey) and the pincers' (RoleAlt), and
// no Houses. In a W-Wing the strong link plays the pivot: Houses = the
// house of the link, Cells = the link's two cells then the two wing cells
// (the pincers), Marks = the link's candidates (RoleKey) and the wing
// cells' (RoleAlt), and Chains the chain that proves it.

// findXYWing finds a bivalue pivot {x,y} that sees bivalue pincers {x,z}
// and {y,z}: if the pivot is x the first pincer is z, else the second is.
func findXYWing(v *view, emit func(*Step) bool) {
	for p := range 81 {
		pc := v.Cands[p]
		if v.Values[p] != 0 || pc.Count() != 2 {
			continue
		}
		for i, a := range peers[p] {
			ac := v.Cands[a]
			if ac.Count() != 2 || (ac&pc).Count() != 1 {
				continue
			}
			z := (ac &^ pc).First()
			want := pc&^ac | DigitSet(z)
			for _, b := range peers[p][i+1:] {
				if v.Cands[b] != want {
					continue
				}
				elims := v.cells[z].And(peerSets[a]).And(peerSets[int(b)])
				if elims.Empty() {
					continue
				}
				if !emit(wingStep(v, XYWing, p, int(a), int(b), z, elims)) {
					return
				}
			}
		}
	}
}

// findXYZWing finds a pivot {x,y,z} that sees bivalue pincers {x,z} and
// {y,z}: whatever the pivot holds, one of the three cells is z.
func findXYZWing(v *view, emit func(*Step) bool) {
	for p := range 81 {
		pc := v.Cands[p]
		if v.Values[p] != 0 || pc.Count() != 3 {
			continue
		}
		for i, a := range peers[p] {
			ac := v.Cands[a]
			if ac.Count() != 2 || ac&^pc != 0 {
				continue
			}
			for _, b := range peers[p][i+1:] {
				bc := v.Cands[b]
				if bc.Count() != 2 || bc&^pc != 0 || bc == ac {
					continue
				}
				z := (ac & bc).First()
				elims := v.cells[z].And(peerSets[p]).And(peerSets[a]).And(peerSets[b])
				if elims.Empty() {
					continue
				}
				if !emit(wingStep(v, XYZWing, p, int(a), int(b), z, elims)) {
					return
				}
			}
		}
	}
}

func wingStep(v *view, t Technique, p, a, b, z int, elims CellSet) *Step {
	s := &Step{
		Technique: t,
		Digits:    v.Cands[p] | v.Cands[a] | v.Cands[b],
		Cells:     []int{p, a, b},
		Detail:    &WingDetail{Pivot: p, Pincers: [2]int{a, b}, Digit: z},
	}
	for _, c := range s.Cells {
		role := RoleAlt
		if c == p {
			role = RoleKey
		}
		for _, d := range v.Cands[c].List() {
			s.Marks = append(s.Marks, Mark{Candidate{c, d}, role})
		}
	}
	for _, c := range elims.Cells() {
		s.Eliminations = append(s.Eliminations, Candidate{c, z})
	}
	return s
}

// findWWing finds two cells with the same two candidates x and y that do
// not see each other, and a strong link on x whose ends see one cell each:
// one end is x, so one of the two cells is not x and is y. y leaves every
// cell that sees both.
func findWWing(v *view, emit func(*Step) bool) {
	var pairs [81]int
	n := 0
	for c := range 81 {
		if v.Values[c] == 0 && v.Cands[c].Count() == 2 {
			pairs[n] = c
			n++
		}
	}
	// The strong links of each digit, found when first needed.
	var buf [10][27]conjugate
	var links [10][]conjugate
	for i, w1 := range pairs[:n] {
		for _, w2 := range pairs[i+1 : n] {
			xy := v.Cands[w1]
			if v.Cands[w2] != xy || sees(w1, w2) {
				continue
			}
			lo, hi := xy.First(), (xy &^ DigitSet(xy.First())).First()
			for _, x := range [2]int{lo, hi} {
				y := lo + hi - x
				elims := v.cells[y].And(peerSets[w1]).And(peerSets[w2])
				if elims.Empty() {
					continue
				}
				if links[x] == nil {
					links[x] = conjugates(v, x, 0, 27, buf[x][:])
				}
				for _, l := range links[x] {
					for _, e1 := range [2]int{l.a, l.b} {
						e2 := l.other(e1)
						if e1 == w1 || e1 == w2 || e2 == w1 || e2 == w2 || !sees(e1, w1) || !sees(e2, w2) {
							continue
						}
						if !emit(wWingStep(l.house, e1, e2, w1, w2, x, y, elims)) {
							return
						}
						break // the other way round makes the same step
					}
				}
			}
		}
	}
}

func wWingStep(house, e1, e2, w1, w2, x, y int, elims CellSet) *Step {
	s := &Step{
		Technique: WWing,
		Digits:    DigitSet(x, y),
		Houses:    []solver.House{houseOf(house)},
		Cells:     []int{e1, e2, w1, w2},
		Detail: &WingDetail{
			Pivot: -1, Pincers: [2]int{w1, w2}, Digit: y,
			Link: x, LinkHouse: houseOf(house), Ends: [2]int{e1, e2},
		},
		Marks: []Mark{
			{Candidate{e1, x}, RoleKey}, {Candidate{e2, x}, RoleKey},
			{Candidate{w1, x}, RoleAlt}, {Candidate{w1, y}, RoleAlt},
			{Candidate{w2, x}, RoleAlt}, {Candidate{w2, y}, RoleAlt},
		},
		Chains: []Chain{{
			{From: cellNode(w1, y, false), To: cellNode(w1, x, true)},
			{From: cellNode(w1, x, true), To: cellNode(e1, x, false)},
			{From: cellNode(e1, x, false), To: cellNode(e2, x, true)},
			{From: cellNode(e2, x, true), To: cellNode(w2, x, false)},
			{From: cellNode(w2, x, false), To: cellNode(w2, y, true)},
		}},
	}
	for _, c := range elims.Cells() {
		s.Eliminations = append(s.Eliminations, Candidate{c, y})
	}
	return s
}
