package logic

// A Death Blossom is a stem cell and, for each of its candidates d, an
// almost locked set (a petal) with candidate d, every d of which sees the
// stem. Whatever digit d the stem holds, the petal of d loses d and so
// holds all its other digits. A digit Z of every petal, not a candidate
// of the stem, is therefore in one of the petals, and a cell that sees
// every Z of every petal cannot be Z.
//
// A stem with two candidates makes an ALS-XY-Wing (the stem is its pivot
// ALS), found before: the finder looks at stems with three candidates,
// whose three petals the step marks as the three ALS of an ALS-XY-Wing:
// the first petal's candidates RoleKey, the second's RoleAlt, the third's
// RoleFin (petal i is the petal of the stem's i-th candidate), and the
// stem's candidates RoleOn. Cells lists the stem, then the petals' cells;
// Houses the house of each petal.

func findDeathBlossom(v *view, emit func(*Step) bool) {
	var ix *alsIndex
	for stem := range 81 {
		ds := v.Cands[stem] & AllDigits
		if v.Values[stem] != 0 || ds.Count() != 3 {
			continue
		}
		if ix == nil {
			ix = newALSIndex(v)
		}
		if v.done() {
			return
		}
		// The petals of each candidate of the stem: the ALS with the
		// digit, all of whose cells with it see the stem, without the
		// stem, and with a digit to eliminate besides the stem's.
		var petals [3][]int32
		digits := ds.List()
		peers := peerSets[stem]
		for i := range ix.list {
			a := &ix.list[i]
			if a.cells.Has(stem) || a.elim&^ds == 0 {
				continue
			}
			for k, d := range digits {
				if a.digits.Has(d) && ix.in(a, d).AndNot(peers).Empty() {
					petals[k] = append(petals[k], int32(i))
				}
			}
		}
		for _, i := range petals[0] {
			a := &ix.list[i]
			za := a.digits & a.elim &^ ds
			for _, j := range petals[1] {
				b := &ix.list[j]
				zb := za & b.digits & b.elim
				if zb == 0 {
					continue
				}
				for _, k := range petals[2] {
					c := &ix.list[k]
					zs := zb & c.digits & c.elim
					if zs == 0 {
						continue
					}
					if s := ix.deathBlossom(stem, digits, [3]*als{a, b, c}, zs); s != nil && !emit(s) {
						return
					}
				}
			}
		}
	}
}

// deathBlossom returns the step of a stem and its three petals with the
// common digits zs, or nil if it eliminates nothing.
func (ix *alsIndex) deathBlossom(stem int, digits []int, petals [3]*als, zs Digits) *Step {
	var elims elimSet
	var found Digits
	all := petals[0].cells.Or(petals[1].cells).Or(petals[2].cells)
	for z := zs; z != 0; z &= z - 1 {
		d := z.First()
		t := ix.v.cells[d].AndNot(all)
		for _, p := range petals {
			t = t.And(ix.sees(p, d))
		}
		if !t.Empty() {
			elims.addCells(t, d)
			found |= 1 << d
		}
	}
	if found == 0 {
		return nil
	}
	// The petals' marks by petal, none RoleOn: a petal's digit of the stem
	// has its petal's role, as the rest of its candidates.
	s := ix.step(DeathBlossom, found, petals[:], []Digits{0, 0, 0})
	s.Cells = append([]int{stem}, s.Cells...)
	marks := make([]Mark, 0, len(s.Marks)+3)
	for _, d := range digits {
		marks = append(marks, Mark{Candidate{stem, d}, RoleOn})
	}
	s.Marks = append(marks, s.Marks...)
	s.Eliminations = elims.list()
	s.Size = len(s.Cells)
	return s
}
