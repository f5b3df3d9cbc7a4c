package logic

import (
	"math/bits"

	"sudokubot/solver"
)

// An almost locked set (ALS) is n empty cells of one house that have n+1
// candidates between them. Take away any one of those digits and the
// cells have as many candidates as cells: they must then hold every one
// of the others. A single cell with two candidates is an ALS.
//
// Two ALS share a restricted common digit X when every cell of one with
// candidate X sees every cell of the other with candidate X (and no cell
// with X is in both): X can then be in one of them at most.
//
//   - ALS-XZ: two ALS with a restricted common X. One of them does not
//     hold X and so holds all its other candidates; every other digit Z
//     of both is therefore in one of them, and leaves every cell that sees
//     all the cells with Z of both. With two restricted commons (doubly
//     linked), each ALS holds exactly one of them and all its other
//     digits: every digit of each ALS leaves the cells that see all its
//     cells in that ALS, and each restricted common leaves the cells that
//     see all its cells in both.
//   - ALS-XY-Wing: a pivot ALS C with a restricted common X with an ALS A
//     and a different one Y with an ALS B. C cannot lose both X and Y, so
//     A loses X or B loses Y, and a digit Z of both A and B (not X or Y)
//     is in A or in B.
//
// Two ALS with a restricted common never overlap; the two wings of an
// ALS-XY-Wing may (HoDoKu's type 2): the argument holds all the same.
//   - Sue de Coq: see findSueDeCoq.
//
// In a step, the first ALS's candidates are RoleKey marks, the second's
// RoleAlt, a third's (the second wing of an ALS-XY-Wing) RoleFin, and the
// restricted common candidates RoleOn (a candidate in two overlapping
// wings is marked for each). Cells lists the cells of the ALS in that
// order, each once; Houses the house of each ALS. Chains draw the reasoning as an
// alternating chain of groups: within an ALS, "X is not here" implies "Z is
// here" (strong), and across a restricted common, "X is here" implies "X
// is not there" (weak).

// An als is an almost locked set.
type als struct {
	cells  CellSet
	digits Digits
	// elim holds the digits d for which some cell outside the ALS has
	// candidate d and sees every cell of the ALS with d: the digits the ALS
	// could eliminate.
	elim  Digits
	house uint8
}

// size returns the number of cells of the ALS.
func (a *als) size() int { return a.cells.Count() }

// An rcc is a pair of ALS (indexes into the list, a < b) with their
// restricted common digits, linked into the lists of restricted commons of
// both.
type rcc struct {
	a, b         int32
	digits       Digits
	nextA, nextB int32 // the next rcc of ALS a and of ALS b, or -1
}

// alsIndex holds the ALS of a board and the restricted commons between
// those that do not overlap.
type alsIndex struct {
	v    *view
	list []als
	rccs []rcc
	// head[i] is the first rcc of ALS i, or -1.
	head []int32
}

// in returns the cells of ALS a with candidate d.
func (ix *alsIndex) in(a *als, d int) CellSet { return a.cells.And(ix.v.cells[d]) }

// sees returns the cells that see every cell of ALS a with candidate d (a
// digit of a); they do not include those cells.
func (ix *alsIndex) sees(a *als, d int) CellSet {
	lo, hi := seeAll(a.cells[0]&ix.v.cells[d][0], a.cells[1]&ix.v.cells[d][1])
	return CellSet{lo, hi}
}

// targets returns the cells outside both ALS with candidate d that see
// every cell with d of both.
func (ix *alsIndex) targets(a, b *als, d int) CellSet {
	return ix.v.cells[d].And(ix.sees(a, d)).And(ix.sees(b, d)).AndNot(a.cells).AndNot(b.cells)
}

// addALSs adds every ALS of the board, each once: a single cell in its
// row, an ALS of a box that lies in one row or column in that line.
func (ix *alsIndex) addALSs() {
	v := ix.v
	// The hot loops here work on the two words of cell sets directly:
	// copying CellSet values around costs more than the work.
	var union [512]Digits
	var lo, hi [512]uint64
	for h := range 27 {
		var cells [9]int
		m := 0
		for _, c := range houseCells[h] {
			if v.Values[c] == 0 {
				cells[m] = c
				m++
			}
		}
		for mask := 1; mask < 1<<m; mask++ {
			low := mask & -mask
			c := cells[trailing(uint16(low))]
			union[mask] = union[mask^low] | v.Cands[c]
			lo[mask], hi[mask] = lo[mask^low], hi[mask^low]
			if c < 64 {
				lo[mask] |= 1 << c
			} else {
				hi[mask] |= 1 << (c - 64)
			}
			n := popcount(uint16(mask))
			if union[mask].Count() != n+1 {
				continue
			}
			s := CellSet{lo[mask], hi[mask]}
			if n == 1 && h >= 9 || h >= 18 && inOneLine(s) {
				continue // found in its row (one cell) or line already
			}
			a := als{cells: s, digits: union[mask], house: uint8(h)}
			for x := a.digits; x != 0; x &= x - 1 {
				d := x.First()
				cd := &v.cells[d]
				sLo, sHi := seeAll(s[0]&cd[0], s[1]&cd[1])
				if sLo&cd[0]&^s[0]|sHi&cd[1]&^s[1] != 0 {
					a.elim |= 1 << d
				}
			}
			ix.list = append(ix.list, a)
		}
	}
}

// seeAll returns the cells that see every cell of the set with words lo
// and hi, not counting those cells, as the words of a set: common, without
// CellSet values.
func seeAll(lo, hi uint64) (uint64, uint64) {
	a, b := ^uint64(0), uint64(1<<17-1)
	for x := lo; x != 0; x &= x - 1 {
		p := &peerSets[bits.TrailingZeros64(x)]
		a &= p[0]
		b &= p[1]
	}
	for x := hi; x != 0; x &= x - 1 {
		p := &peerSets[64+bits.TrailingZeros64(x)]
		a &= p[0]
		b &= p[1]
	}
	return a &^ lo, b &^ hi
}

// firstOf returns the first cell of the set with words lo and hi, which
// is not empty.
func firstOf(lo, hi uint64) int {
	if lo != 0 {
		return bits.TrailingZeros64(lo)
	}
	return 64 + bits.TrailingZeros64(hi)
}

// inOneLine reports whether the cells of s lie in one row or column.
func inOneLine(s CellSet) bool {
	first := s.First()
	for _, h := range cellHouses[first][:2] {
		if s.AndNot(houseSets[h]).Empty() {
			return true
		}
	}
	return false
}

// newALSIndex finds the ALS of the board, smallest first.
func newALSIndex(v *view) *alsIndex {
	ix := &alsIndex{v: v, list: make([]als, 0, 384)}
	ix.addALSs()
	// Sort by size (a stable counting sort), so that the steps with the
	// smallest sets, the easiest to see, come first.
	var count [10]int
	for i := range ix.list {
		count[ix.list[i].size()+1]++
	}
	for k := 1; k < len(count); k++ {
		count[k] += count[k-1]
	}
	sorted := make([]als, len(ix.list))
	for _, a := range ix.list {
		sorted[count[a.size()]] = a
		count[a.size()]++
	}
	ix.list = sorted
	ix.head = make([]int32, len(sorted))
	for i := range ix.head {
		ix.head[i] = -1
	}
	return ix
}

// scan finds the restricted commons between the ALS: for each ALS i in
// turn, those with the ALS before it, which are as small or smaller; it
// then calls f(i, k), where rccs[k:] are the ones just found. So the
// pairs come with the smallest larger set first. It stops when f returns
// false or the search is cancelled. Unless keep is set, it forgets the
// pairs of ALS i after f(i, k), and rccs holds only the new ones.
//
// To find the partners of an ALS A on digit X without trying every ALS,
// the ALS are bucketed by the first of their cells with X: a partner's
// cells with X all see A's, so its first one is among the cells with X
// that see all of A's. Looking from the larger set of a pair is faster:
// fewer cells see all of its cells with X. The hot loop works on the
// words of cell sets directly.
func (ix *alsIndex) scan(keep bool, f func(i, k int) bool) {
	v := ix.v
	list := ix.list
	// Bucket k = 81*d + c holds the ALS whose first cell with d is c; it
	// runs from start[k] to start[k+1] in bucket.
	var start [10*81 + 1]int32
	for i := range list {
		a := &list[i]
		for x := a.digits; x != 0; x &= x - 1 {
			d := x.First()
			start[81*d+firstOf(a.cells[0]&v.cells[d][0], a.cells[1]&v.cells[d][1])+1]++
		}
	}
	for k := 1; k < len(start); k++ {
		start[k] += start[k-1]
	}
	bucket := make([]int32, start[len(start)-1])
	fill := start
	for i := range list {
		a := &list[i]
		for x := a.digits; x != 0; x &= x - 1 {
			d := x.First()
			k := 81*d + firstOf(a.cells[0]&v.cells[d][0], a.cells[1]&v.cells[d][1])
			bucket[fill[k]] = int32(i)
			fill[k]++
		}
	}
	found := make([]Digits, len(list))
	touched := make([]int32, 0, 64)
	if keep {
		ix.rccs = make([]rcc, 0, 4*len(list))
	} else {
		ix.rccs = make([]rcc, 0, 64)
	}
	for i := range list {
		if i&63 == 0 && v.done() {
			return
		}
		a := &list[i]
		aLo, aHi := a.cells[0], a.cells[1]
		touched = touched[:0]
		for x := a.digits; x != 0; x &= x - 1 {
			d := x.First()
			dLo, dHi := v.cells[d][0], v.cells[d][1]
			sLo, sHi := seeAll(aLo&dLo, aHi&dHi)
			for w, cs := range [2]uint64{sLo & dLo, sHi & dHi} {
				for ; cs != 0; cs &= cs - 1 {
					k := 81*d + 64*w + bits.TrailingZeros64(cs)
					// Buckets list the ALS in increasing order: walk up
					// to i.
					for p := start[k]; p < start[k+1] && int(bucket[p]) < i; p++ {
						j := bucket[p]
						b := &list[j]
						bLo, bHi := b.cells[0], b.cells[1]
						if bLo&dLo&^sLo|bHi&dHi&^sHi|bLo&aLo|bHi&aHi != 0 {
							continue
						}
						if found[j] == 0 {
							touched = append(touched, j)
						}
						found[j] |= 1 << d
					}
				}
			}
		}
		first := len(ix.rccs)
		for _, j := range touched {
			k := len(ix.rccs)
			if k == cap(ix.rccs) {
				ix.rccs = append(ix.rccs, rcc{})[:k]
			}
			// Set the fields one by one: building the struct and copying it
			// is slower.
			ix.rccs = ix.rccs[:k+1]
			r := &ix.rccs[k]
			r.a, r.b, r.digits = j, int32(i), found[j]
			if keep {
				r.nextA, r.nextB = ix.head[j], ix.head[i]
				ix.head[i], ix.head[j] = int32(k), int32(k)
			}
			found[j] = 0
		}
		if !f(i, first) {
			return
		}
		if !keep {
			ix.rccs = ix.rccs[:0]
		}
	}
}

func findALSXZ(v *view, emit func(*Step) bool) {
	ix := newALSIndex(v)
	ix.scan(false, func(_, k int) bool {
		for _, r := range ix.rccs[k:] {
			a, b := &ix.list[r.a], &ix.list[r.b]
			var s *Step
			switch r.digits.Count() {
			case 1:
				if a.digits&b.digits&a.elim&b.elim&^r.digits == 0 {
					continue
				}
				s = ix.xzSingly(a, b, r.digits)
			case 2:
				if (a.elim|b.elim)&^r.digits == 0 && a.elim&b.elim&r.digits == 0 {
					continue
				}
				s = ix.xzDoubly(a, b, r.digits)
			}
			if s != nil && !emit(s) {
				return false
			}
		}
		return true
	})
}

// xzSingly returns the step of two ALS with one restricted common x, or
// nil if it eliminates nothing.
func (ix *alsIndex) xzSingly(a, b *als, x Digits) *Step {
	var elims elimSet
	var zs Digits
	for z := a.digits & b.digits & a.elim & b.elim &^ x; z != 0; z &= z - 1 {
		d := z.First()
		if t := ix.targets(a, b, d); !t.Empty() {
			elims.addCells(t, d)
			zs |= 1 << d
		}
	}
	if zs == 0 {
		return nil
	}
	s := ix.step(ALSXZ, x|zs, []*als{a, b}, []Digits{x, x})
	s.Eliminations = elims.list()
	xd := x.First()
	for z := zs; z != 0; z &= z - 1 {
		d := z.First()
		s.Chains = append(s.Chains, Chain{
			{From: Node{Digit: d, Cells: ix.in(b, d)}, To: Node{Digit: xd, Cells: ix.in(b, xd), On: true}},
			{From: Node{Digit: xd, Cells: ix.in(b, xd), On: true}, To: Node{Digit: xd, Cells: ix.in(a, xd)}},
			{From: Node{Digit: xd, Cells: ix.in(a, xd)}, To: Node{Digit: d, Cells: ix.in(a, d), On: true}},
		})
	}
	return s
}

// xzDoubly returns the step of two ALS with two restricted commons, or nil
// if it eliminates nothing.
func (ix *alsIndex) xzDoubly(a, b *als, xs Digits) *Step {
	var elims elimSet
	for x := xs & a.elim & b.elim; x != 0; x &= x - 1 {
		d := x.First()
		elims.addCells(ix.targets(a, b, d), d)
	}
	both := a.cells.Or(b.cells)
	for _, s := range []*als{a, b} {
		for z := s.elim &^ xs; z != 0; z &= z - 1 {
			d := z.First()
			elims.addCells(ix.v.cells[d].And(ix.sees(s, d)).AndNot(both), d)
		}
	}
	if elims.empty() {
		return nil
	}
	s := ix.step(ALSXZ, xs, []*als{a, b}, []Digits{xs, xs})
	s.Eliminations = elims.list()
	for _, e := range s.Eliminations {
		s.Digits |= 1 << e.Digit
	}
	x1, x2 := xs.First(), (xs &^ (1 << xs.First())).First()
	s.Chains = []Chain{{
		{From: Node{Digit: x1, Cells: ix.in(a, x1), On: true}, To: Node{Digit: x1, Cells: ix.in(b, x1)}},
		{From: Node{Digit: x1, Cells: ix.in(b, x1)}, To: Node{Digit: x2, Cells: ix.in(b, x2), On: true}},
		{From: Node{Digit: x2, Cells: ix.in(b, x2), On: true}, To: Node{Digit: x2, Cells: ix.in(a, x2)}},
		{From: Node{Digit: x2, Cells: ix.in(a, x2)}, To: Node{Digit: x1, Cells: ix.in(a, x1), On: true}},
	}}
	return s
}

// alsRoles are the roles of the candidates of the first, second and third
// ALS of a step.
var alsRoles = [3]Role{RoleKey, RoleAlt, RoleFin}

// step builds a step about the given ALS: their houses, cells and
// marks; links[i] holds the restricted common digits of ALS i.
func (ix *alsIndex) step(t Technique, digits Digits, sets []*als, links []Digits) *Step {
	s := &Step{Technique: t, Digits: digits}
	var cells CellSet
	for i, a := range sets {
		s.Houses = append(s.Houses, houseOf(int(a.house)))
		for _, c := range a.cells.Cells() {
			if !cells.Has(c) { // the wings of an ALS-XY-Wing may overlap
				cells.Add(c)
				s.Cells = append(s.Cells, c)
			}
			for _, d := range ix.v.Cands[c].List() {
				role := alsRoles[i]
				if links[i].Has(d) {
					role = RoleOn
				}
				s.Marks = append(s.Marks, Mark{Candidate{c, d}, role})
			}
		}
	}
	s.Size = len(s.Cells)
	return s
}

// An elimSet is a set of candidates, the eliminations of a step: element c
// holds the digits of cell c.
type elimSet [81]Digits

func (cs *elimSet) addCells(s CellSet, d int) {
	for w := range 2 {
		for x := s[w]; x != 0; x &= x - 1 {
			cs[64*w+trailing64(x)] |= 1 << d
		}
	}
}

func (cs *elimSet) empty() bool {
	for _, d := range cs {
		if d != 0 {
			return false
		}
	}
	return true
}

// list returns the candidates by cell, then digit.
func (cs *elimSet) list() []Candidate {
	var out []Candidate
	for c, ds := range cs {
		for x := ds; x != 0; x &= x - 1 {
			out = append(out, Candidate{c, x.First()})
		}
	}
	return out
}

func findALSXYWing(v *view, emit func(*Step) bool) {
	ix := newALSIndex(v)
	// Each wing (pivot, a, b) is met once, when the last of its three ALS
	// has its restricted commons with the ALS before it.
	ix.scan(true, func(i, k int) bool {
		for n := k; n < len(ix.rccs); n++ {
			r := &ix.rccs[n]
			// i as the pivot, with two wings before it. The wings must
			// share a digit both can eliminate: check that first.
			za := ix.list[r.a].digits & ix.list[r.a].elim
			for m := n + 1; m < len(ix.rccs) && za != 0; m++ {
				rb := &ix.rccs[m]
				if za&ix.list[rb.a].digits&ix.list[rb.a].elim != 0 && !ix.tryWing(i, r, rb, emit) {
					return false
				}
			}
			// i as a wing, with the pivot r.a and the other wing before i.
			zi := ix.list[i].digits & ix.list[i].elim
			if zi == 0 {
				continue
			}
			c := int(r.a)
			for kb := ix.head[c]; kb >= 0; kb = ix.rccs[kb].next(c) {
				rb := &ix.rccs[kb]
				b := &ix.list[rb.other(c)]
				if zi&b.digits&b.elim != 0 && rb.other(c) != int32(i) && !ix.tryWing(c, r, rb, emit) {
					return false
				}
			}
		}
		return true
	})
}

// tryWing emits the ALS-XY-Wings of the pivot ALS ci with the ALS of its
// restricted commons ra and rb; it reports whether to go on.
func (ix *alsIndex) tryWing(ci int, ra, rb *rcc, emit func(*Step) bool) bool {
	a, b := &ix.list[ra.other(ci)], &ix.list[rb.other(ci)]
	// The digits Z that a and b might eliminate together, other than
	// some X and Y: cheap tests first, then the cells.
	maybe := a.digits & b.digits & a.elim & b.elim
	var want Digits
	for xs := ra.digits; xs != 0; xs &= xs - 1 {
		x := xs.First()
		for ys := rb.digits &^ (1 << x); ys != 0; ys &= ys - 1 {
			want |= maybe &^ (1<<x | 1<<ys.First())
		}
	}
	var zs Digits
	for z := want; z != 0; z &= z - 1 {
		if d := z.First(); !ix.targets(a, b, d).Empty() {
			zs |= 1 << d
		}
	}
	if zs == 0 {
		return true
	}
	for xs := ra.digits; xs != 0; xs &= xs - 1 {
		x := xs.First()
		for ys := rb.digits &^ (1 << x); ys != 0; ys &= ys - 1 {
			y := ys.First()
			if zs&^(1<<x|1<<y) == 0 {
				continue
			}
			if !emit(ix.xyWing(&ix.list[ci], a, b, x, y, zs&^(1<<x|1<<y))) {
				return false
			}
		}
	}
	return true
}

// next returns the rcc after r in the list of ALS i, one of its two.
func (r *rcc) next(i int) int32 {
	if int(r.a) == i {
		return r.nextA
	}
	return r.nextB
}

// other returns the ALS of r that is not i.
func (r *rcc) other(i int) int32 { return r.a + r.b - int32(i) }

// xyWing returns the step of the ALS-XY-Wing with pivot c, wings a
// (restricted common x with c) and b (y with c), eliminating the digits
// zs, which have targets.
func (ix *alsIndex) xyWing(c, a, b *als, x, y int, zs Digits) *Step {
	var elims elimSet
	for z := zs; z != 0; z &= z - 1 {
		d := z.First()
		elims.addCells(ix.targets(a, b, d), d)
	}
	s := ix.step(ALSXYWing, DigitSet(x, y)|zs, []*als{c, a, b}, []Digits{DigitSet(x, y), DigitSet(x), DigitSet(y)})
	s.Eliminations = elims.list()
	for z := zs; z != 0; z &= z - 1 {
		d := z.First()
		s.Chains = append(s.Chains, Chain{
			{From: Node{Digit: d, Cells: ix.in(a, d)}, To: Node{Digit: x, Cells: ix.in(a, x), On: true}},
			{From: Node{Digit: x, Cells: ix.in(a, x), On: true}, To: Node{Digit: x, Cells: ix.in(c, x)}},
			{From: Node{Digit: x, Cells: ix.in(c, x)}, To: Node{Digit: y, Cells: ix.in(c, y), On: true}},
			{From: Node{Digit: y, Cells: ix.in(c, y), On: true}, To: Node{Digit: y, Cells: ix.in(b, y)}},
			{From: Node{Digit: y, Cells: ix.in(b, y)}, To: Node{Digit: d, Cells: ix.in(b, d), On: true}},
		})
	}
	return s
}

// Sue de Coq: take two or more empty cells where a box and a line cross
// (the intersection), with at least two candidates more than cells. Add
// some empty cells of the rest of the line and some of the rest of the
// box, such that no candidate of the line cells is a candidate of the box
// cells, and all these cells together have exactly as many candidates as
// cells. Two cells of the line part (intersection and line cells) cannot
// hold the same digit, nor two of the box part, nor a line cell and a box
// cell (they share no candidate): all the cells hold different digits, so
// each of their candidates is in exactly one of them. A candidate of the
// line cells is then in the line part, and leaves the rest of the line; a
// candidate of the box cells leaves the rest of the box; a candidate of
// the intersection only leaves both.
func findSueDeCoq(v *view, emit func(*Step) bool) {
	var lineGroups, boxGroups [63]cellGroup
	for b := 18; b < 27; b++ {
		for _, line := range lineSegments(b) {
			if v.done() {
				return
			}
			inter := houseSets[b].And(houseSets[line]).And(v.empty)
			if inter.Count() < 2 {
				continue
			}
			// The cores: two or three cells of the intersection with at
			// least two candidates more than cells.
			icells := inter.Cells()
			var cores [4]cellGroup
			nc := 0
			for mask := 3; mask < 1<<len(icells); mask++ {
				if popcount(uint16(mask)) < 2 {
					continue
				}
				var g cellGroup
				for i, c := range icells {
					if mask>>i&1 != 0 {
						g.cells.Add(c)
						g.digits |= v.Cands[c]
						g.n++
					}
				}
				if g.digits.Count() >= g.n+2 {
					cores[nc] = g
					nc++
				}
			}
			if nc == 0 {
				continue
			}
			nl := cellGroups(v, houseSets[line].AndNot(houseSets[b]).And(v.empty), &lineGroups)
			nb := cellGroups(v, houseSets[b].AndNot(houseSets[line]).And(v.empty), &boxGroups)
			for _, core := range cores[:nc] {
				if !sueDeCoq(v, emit, b, line, core, lineGroups[:nl], boxGroups[:nb]) {
					return
				}
			}
		}
	}
}

// A cellGroup is a set of cells with the union of their candidates.
type cellGroup struct {
	cells  CellSet
	digits Digits
	n      int
}

// cellGroups puts in out the subsets of the cells of s that could take
// part in a Sue de Coq, with their candidates, and returns their number: a
// group must have more candidates than cells (or it is a locked set by
// itself), and at most two more (or it cannot balance an intersection of
// at most three cells).
func cellGroups(v *view, s CellSet, out *[63]cellGroup) int {
	var cells [6]int
	m := 0
	for w := range 2 {
		for x := s[w]; x != 0 && m < 6; x &= x - 1 {
			cells[m] = 64*w + trailing64(x)
			m++
		}
	}
	var digits [64]Digits
	n := 0
	for mask := 1; mask < 1<<m; mask++ {
		low := mask & -mask
		digits[mask] = digits[mask^low] | v.Cands[cells[trailing(uint16(low))]]
		size := popcount(uint16(mask))
		if k := digits[mask].Count() - size; k < 1 || k > 2 {
			continue
		}
		g := cellGroup{digits: digits[mask], n: size}
		for x := mask; x != 0; x &= x - 1 {
			g.cells.Add(cells[trailing(uint16(x))])
		}
		out[n] = g
		n++
	}
	return n
}

// sueDeCoq emits the Sue de Coq steps of the intersection cells core of
// box b and line; it reports whether to go on.
func sueDeCoq(v *view, emit func(*Step) bool, b, line int, core cellGroup, lineGroups, boxGroups []cellGroup) bool {
	n, vc := core.n, core.digits
	for _, l := range lineGroups {
		// The line cells must use the intersection's candidates, else they
		// take nothing from it; and each group has one candidate more
		// than cells at least, so together they leave n-2 at most for
		// the digits of the intersection alone.
		kl := l.digits.Count() - l.n
		if l.digits&vc == 0 || kl > n-1 {
			continue
		}
		for _, x := range boxGroups {
			if x.digits&l.digits != 0 || x.digits&vc == 0 {
				continue
			}
			if (vc | l.digits | x.digits).Count() != n+l.n+x.n {
				continue
			}
			if s := sdcStep(v, b, line, core.cells, l, x, vc); s != nil && !emit(s) {
				return false
			}
		}
	}
	return true
}

// sdcStep returns the step of a Sue de Coq, or nil if it eliminates
// nothing.
func sdcStep(v *view, b, line int, core CellSet, l, x cellGroup, vc Digits) *Step {
	only := vc &^ (l.digits | x.digits)
	lineDigits := l.digits | only
	boxDigits := x.digits | only
	var elims elimSet
	used := core.Or(l.cells).Or(x.cells)
	for _, c := range houseSets[line].And(v.empty).AndNot(used).Cells() {
		elims[c] |= v.Cands[c] & lineDigits
	}
	for _, c := range houseSets[b].And(v.empty).AndNot(used).Cells() {
		elims[c] |= v.Cands[c] & boxDigits
	}
	if elims.empty() {
		return nil
	}
	s := &Step{
		Technique:    SueDeCoq,
		Eliminations: elims.list(),
		Digits:       vc | l.digits | x.digits,
		Houses:       []solver.House{houseOf(line), houseOf(b)},
		Size:         used.Count(),
	}
	for _, part := range []struct {
		cells CellSet
		role  Role
	}{{core, RoleKey}, {l.cells, RoleAlt}, {x.cells, RoleAlt}} {
		for _, c := range part.cells.Cells() {
			s.Cells = append(s.Cells, c)
			for _, d := range v.Cands[c].List() {
				s.Marks = append(s.Marks, Mark{Candidate{c, d}, part.role})
			}
		}
	}
	return s
}
