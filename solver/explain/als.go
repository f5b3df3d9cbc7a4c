package explain

import (
	"sudokubot/solver/logic"
)

// alsWords holds the sentences of almost locked sets: ALS-XZ, ALS-XY-Wing,
// Sue de Coq and Death Blossom, in one language (see stepWords).
type alsWords interface {
	alsDescribe(p alsPart) string
	alsXZIntro(a, b alsPart) string
	alsXZSingle(s *logic.Step, x int, zs logic.Digits) string
	alsXZDouble(s *logic.Step, xs logic.Digits) string
	alsXYWing(s *logic.Step, a, b, c alsPart, x, y int, zs logic.Digits) string
	sueDeCoq(s *logic.Step, line, box int, core, lc, bc logic.CellSet, vc, vl, vb logic.Digits, n int, why []string) string
	sueDeCoqStay(ds logic.Digits, h int) string
	// deathBlossom: petals[i] is the petal of the stem's digit ds[i].
	deathBlossom(s *logic.Step, stem int, ds []int, petals []alsPart, zs logic.Digits) string
}

// alsParts recovers the ALS of an ALS step: the cells of ALS i are those
// with a mark of role alsRoles[i], and those whose marks are all
// restricted commons (RoleOn) that the chains place in ALS i.
func alsParts(s *logic.Step) []alsPart {
	n := len(s.Houses)
	parts := make([]alsPart, n)
	onOnly := map[int]logic.Digits{}
	var other logic.CellSet
	for _, m := range s.Marks {
		for i := range n {
			if m.Role == alsRoles[i] {
				parts[i].cells.Add(m.Cell)
				other.Add(m.Cell)
			}
		}
		if m.Role == logic.RoleOn {
			onOnly[m.Cell] |= 1 << m.Digit
		}
	}
	for c := range onOnly {
		if other.Has(c) {
			delete(onOnly, c)
		}
	}
	if len(onOnly) > 0 {
		// The nodes of the first chain, in the order alsXZSingly,
		// alsXZDoubly and alsXYWing build them, say which ALS they are in.
		var owners []int
		switch {
		case s.Technique == logic.ALSXYWing:
			owners = []int{1, 1, 0, 0, 2, 2}
		case s.Technique == logic.ALSXZ && len(s.Chains) > 0 && len(s.Chains[0]) == 4:
			owners = []int{0, 1, 1, 0}
		default:
			owners = []int{1, 1, 0, 0}
		}
		if len(s.Chains) > 0 {
			for k, l := range s.Chains[0] {
				for j, node := range [2]logic.Node{l.From, l.To} {
					i := k + j
					if i >= len(owners) {
						continue
					}
					for c := range onOnly {
						if node.Cells.Has(c) {
							parts[owners[i]].cells.Add(c)
						}
					}
				}
			}
		}
	}
	for _, m := range s.Marks {
		for i := range n {
			if parts[i].cells.Has(m.Cell) {
				parts[i].digits |= 1 << m.Digit
			}
		}
	}
	for i := range n {
		parts[i].house = houseNum(s.Houses[i])
	}
	return parts
}

type alsPart struct {
	cells  logic.CellSet
	digits logic.Digits
	house  int
}

// describe names an ALS: "{r1c1, r1c2} in row 1 (candidates 1, 2 and 5)".
func (p alsPart) describe(w language) string {
	return w.alsDescribe(p)
}

// rccDigits returns the restricted common digits of a step: the digits
// of its RoleOn marks.
func rccDigits(s *logic.Step) logic.Digits {
	var ds logic.Digits
	for _, m := range s.Marks {
		if m.Role == logic.RoleOn {
			ds |= 1 << m.Digit
		}
	}
	return ds
}

func elimDigits(s *logic.Step) logic.Digits {
	var ds logic.Digits
	for _, e := range s.Eliminations {
		ds |= 1 << e.Digit
	}
	return ds
}

func explainALSXZ(w language, s *logic.Step) string {
	if len(s.Houses) != 2 || len(s.Eliminations) == 0 {
		return ""
	}
	parts := alsParts(s)
	a, b := parts[0], parts[1]
	xs := rccDigits(s)
	zs := elimDigits(s)
	intro := w.alsXZIntro(a, b)
	if xs.Count() == 1 {
		x := xs.First()
		return intro + w.alsXZSingle(s, x, zs)
	}
	return intro + w.alsXZDouble(s, xs)
}

func explainALSXYWing(w language, s *logic.Step) string {
	if len(s.Houses) != 3 || len(s.Eliminations) == 0 || len(s.Chains) == 0 || len(s.Chains[0]) != 5 {
		return ""
	}
	parts := alsParts(s)
	c, a, b := parts[0], parts[1], parts[2]
	x := s.Chains[0][1].To.Digit
	y := s.Chains[0][3].To.Digit
	zs := elimDigits(s)
	return w.alsXYWing(s, a, b, c, x, y, zs)
}

// explainDeathBlossom explains a Death Blossom: its stem is its first
// cell, whose candidates are its RoleOn marks; petal i, the ALS of marks
// of role alsRoles[i], is the petal of the stem's i-th candidate.
func explainDeathBlossom(w language, s *logic.Step) string {
	if len(s.Houses) != 3 || len(s.Cells) == 0 || len(s.Eliminations) == 0 {
		return ""
	}
	stem := s.Cells[0]
	var ds []int
	for _, m := range s.Marks {
		if m.Cell == stem && m.Role == logic.RoleOn {
			ds = append(ds, m.Digit)
		}
	}
	if len(ds) != 3 {
		return ""
	}
	return w.deathBlossom(s, stem, ds, alsParts(s), elimDigits(s))
}

// digitsOf returns the set of the digits ds.
func digitsOf(ds []int) logic.Digits {
	var out logic.Digits
	for _, d := range ds {
		out |= 1 << d
	}
	return out
}

func explainSueDeCoq(w language, s *logic.Step) string {
	if len(s.Houses) != 2 || len(s.Eliminations) == 0 {
		return ""
	}
	line, box := houseNum(s.Houses[0]), houseNum(s.Houses[1])
	cands := map[int]logic.Digits{}
	for _, m := range s.Marks {
		cands[m.Cell] |= 1 << m.Digit
	}
	var core, lc, bc logic.CellSet
	var vc, vl, vb logic.Digits
	for _, c := range s.Cells {
		switch inLine, inBox := houseSet(line).Has(c), houseSet(box).Has(c); {
		case inLine && inBox:
			core.Add(c)
			vc |= cands[c]
		case inLine:
			lc.Add(c)
			vl |= cands[c]
		default:
			bc.Add(c)
			vb |= cands[c]
		}
	}
	only := vc &^ (vl | vb)
	n := len(s.Cells)
	// why says that digits stay in the line, the box and the
	// intersection: "1 and 8 stay in row 5", "1和8留在第5行中".
	why := []string{w.sueDeCoqStay(vl, line), w.sueDeCoqStay(vb, box)}
	if only != 0 {
		why = append(why, w.sueDeCoqStay(only, -1))
	}
	return w.sueDeCoq(s, line, box, core, lc, bc, vc, vl, vb, n, why)
}
