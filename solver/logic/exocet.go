package logic

import (
	"sudokubot/solver"
)

// A Junior Exocet, as David P Bird's JExocet Compendium (New Sudoku
// Players' Forum, 2012) and SudokuWiki describe it. Drawn for a band of
// rows (a stack of columns is the same, turned):
//
//	B B e | . . . | . . .    B: the base cells, two empty cells of a
//	. . e | T . . | C . .       box's mini-row, with three or four
//	. . e | C . . | T . .       candidates between them (the base digits)
//	. . S | S . . | S . .    T: the targets, in the two other boxes of
//	. . S | S . . | S . .       the band, not in the base row
//	  ...                    C: the companions, in a target's column and
//	                            the band's third row: no base digit, as a
//	                            candidate or as a digit
//	                         S: the three cross-lines (the base box's
//	                            third column and the targets' columns)
//	                            outside the band
//
// The targets may also be in the same row (one in each of the other two
// boxes), the companions then in the band's third row. And, for each base
// digit, its candidates and digits in the S cells lie in at most two rows
// or columns (its cover houses).
//
// Why: say a base cell holds d. Each cross-line holds d once, but not in
// the base row (d is in it) nor, for the base box's column, in that box:
// so d is in the S cells of the base box's column. The S cells hold d at
// most twice (two cover houses, d once in each), so one of the targets'
// columns holds d in the band, in the target's or the companion's rows,
// and the companions have no base digit: d is in a target. The two base
// cells hold two different digits, so the two targets hold exactly those
// two digits. Hence a target holds only base digits, and a base digit
// that neither target can hold is not in the base cells; step gives the
// further rules (mirror cells, the cross-lines below the band).
//
// In a step, Cells lists the base cells, the targets, the companions,
// then the two mirror cells of the first target and the two of the
// second; Houses the base box, the three cross-lines (the base box's
// first), then two cover houses for each base digit in increasing order.
// The base cells' candidates are RoleKey marks, the targets' RoleAlt.

func findJExocet(v *view, emit func(*Step) bool) {
	for turned := range 2 {
		// at returns the cell at line l (a row, or a column when
		// turned), position p along it.
		at := func(l, p int) int {
			if turned == 1 {
				return p*9 + l
			}
			return l*9 + p
		}
		for band := range 3 {
			for baseLine := 3 * band; baseLine < 3*band+3; baseLine++ {
				var others [2]int
				n := 0
				for l := 3 * band; l < 3*band+3; l++ {
					if l != baseLine {
						others[n] = l
						n++
					}
				}
				for seg := range 3 {
					for escape := 3 * seg; escape < 3*seg+3; escape++ {
						if v.done() {
							return
						}
						var bp [2]int
						k := 0
						for p := 3 * seg; p < 3*seg+3; p++ {
							if p != escape {
								bp[k] = p
								k++
							}
						}
						b1, b2 := at(baseLine, bp[0]), at(baseLine, bp[1])
						if v.Values[b1] != 0 || v.Values[b2] != 0 {
							continue
						}
						base := v.Cands[b1] | v.Cands[b2]
						if n := base.Count(); n < 3 || n > 4 {
							continue
						}
						x := exocet{at: at, turned: turned == 1, band: band, baseLine: baseLine, others: others,
							seg: seg, escape: escape, b1: b1, b2: b2, base: base}
						if !x.targets(v, emit) {
							return
						}
					}
				}
			}
		}
	}
}

// An exocet is a Junior Exocet being built.
type exocet struct {
	at             func(l, p int) int
	turned         bool
	band, baseLine int
	others         [2]int
	seg, escape    int
	b1, b2         int
	base           Digits
}

// targets tries every pair of targets for the base cells; it reports
// whether to go on.
func (x *exocet) targets(v *view, emit func(*Step) bool) bool {
	var segs [2]int
	n := 0
	for s := range 3 {
		if s != x.seg {
			segs[n] = s
			n++
		}
	}
	type target struct{ cell, comp, line, pos int }
	var cands [2][]target
	for i, s := range segs {
		for li, l := range x.others {
			for p := 3 * s; p < 3*s+3; p++ {
				t, c := x.at(l, p), x.at(x.others[1-li], p)
				if v.Values[t] != 0 || v.Cands[t]&x.base == 0 {
					continue
				}
				if v.Cands[c]&x.base != 0 || v.Values[c] != 0 && x.base.Has(int(v.Values[c])) {
					continue
				}
				cands[i] = append(cands[i], target{t, c, l, p})
			}
		}
	}
	for _, t1 := range cands[0] {
		for _, t2 := range cands[1] {
			lines := [3]int{x.escape, t1.pos, t2.pos}
			covers, ok := x.covers(v, lines)
			if !ok {
				continue
			}
			m1 := x.mirror(t1.line, t2.pos, t2.cell, t2.comp)
			m2 := x.mirror(t2.line, t1.pos, t1.cell, t1.comp)
			s := x.step(v, [4]int{t1.cell, t2.cell, t1.comp, t2.comp}, [2][2]int{m1, m2}, lines, covers)
			if s != nil && !emit(s) {
				return false
			}
		}
	}
	return true
}

// mirror returns the mirror cells of a target in line l: the cells of the
// other target's box (the other target at position pos, with its
// companion comp) in the band's line that is neither the base line nor l,
// without that target and its companion.
func (x *exocet) mirror(l, pos, other, comp int) [2]int {
	third := 3*x.band + 3 - x.baseLine%3 - l%3 // the band's lines add up to 3 mod 3
	var m [2]int
	n := 0
	for p := pos / 3 * 3; p < pos/3*3+3; p++ {
		if c := x.at(third, p); c != other && c != comp {
			m[n] = c
			n++
		}
	}
	return m
}

// covers returns, for each base digit in increasing order, two houses that
// hold all its candidates and digits in the S cells of the cross-lines at
// the given positions, or false if some base digit needs more.
func (x *exocet) covers(v *view, lines [3]int) ([]int, bool) {
	var out []int
	for ds := x.base; ds != 0; ds &= ds - 1 {
		d := ds.First()
		var cells []int
		for l := range 9 {
			if l/3 == x.band {
				continue
			}
			for _, p := range lines {
				c := x.at(l, p)
				if v.Cands[c].Has(d) || int(v.Values[c]) == d {
					cells = append(cells, c)
				}
			}
		}
		h1, h2, ok := twoLines(cells)
		if !ok {
			return nil, false
		}
		out = append(out, h1, h2)
	}
	return out, true
}

// twoLines returns two lines (rows or columns, as house numbers) that
// hold all the cells, or false if there are none.
func twoLines(cells []int) (int, int, bool) {
	if len(cells) == 0 {
		return 0, 9, true // any two: row 1 and column 1
	}
	first := cells[0]
	for _, h := range cellHouses[first][:2] {
		var rest []int
		for _, c := range cells {
			if !houseSets[h].Has(c) {
				rest = append(rest, c)
			}
		}
		if len(rest) == 0 {
			other := cellHouses[first][1]
			if h == other {
				other = cellHouses[first][0]
			}
			return h, other, true
		}
		for _, h2 := range cellHouses[rest[0]][:2] {
			all := true
			for _, c := range rest {
				if !houseSets[h2].Has(c) {
					all = false
					break
				}
			}
			if all {
				return h, h2, true
			}
		}
	}
	return 0, 0, false
}

// step returns the step of the exocet with targets and companions tc
// (target 1, target 2, their companions) and the targets' mirror cells,
// or nil if it eliminates nothing.
//
// The two targets hold the two base digits, one each. So each base cell
// and each target keeps only the digits of some way to place the base
// digits: a digit x of the first base cell and a different y of the
// second, x in one target and y in the other. And a target's digit x is
// then in the base line (in a base cell) and in the target's line, so in
// the other target's box it can only be in the band's third line; there
// the other target holds the other base digit and the companion none:
// x must be able to go in the target's mirror cells. And the other
// target's cross-line holds x outside the band (its band cells are in the
// base line, the other target or its companion), as does the base box's
// cross-line, in another line: x must be able to go there too.
func (x *exocet) step(v *view, tc [4]int, mirrors [2][2]int, lines [3]int, covers []int) *Step {
	t1, t2, c1, c2 := tc[0], tc[1], tc[2], tc[3]
	fits := func(m [2]int, d int) bool {
		for _, c := range m {
			if v.Cands[c].Has(d) || int(v.Values[c]) == d {
				return true
			}
		}
		return false
	}
	// outside reports whether d can be, outside the band, in a cell of the
	// base box's cross-line and in a cell of the cross-line at position p
	// in two different lines: where the base digit d is when the target
	// of the other cross-line holds it.
	outside := func(d, p int) bool {
		for l := range 9 {
			if l/3 == x.band || !v.Cands[x.at(l, x.escape)].Has(d) && int(v.Values[x.at(l, x.escape)]) != d {
				continue
			}
			for l2 := range 9 {
				if l2 != l && l2/3 != x.band && (v.Cands[x.at(l2, p)].Has(d) || int(v.Values[x.at(l2, p)]) == d) {
					return true
				}
			}
		}
		return false
	}
	fits1 := func(d int) bool { return v.Cands[t1].Has(d) && fits(mirrors[0], d) && outside(d, lines[2]) }
	fits2 := func(d int) bool { return v.Cands[t2].Has(d) && fits(mirrors[1], d) && outside(d, lines[1]) }
	var keep [4]Digits // b1, b2, t1, t2
	for xs := v.Cands[x.b1] & x.base; xs != 0; xs &= xs - 1 {
		a := xs.First()
		for ys := v.Cands[x.b2] & x.base &^ (1 << a); ys != 0; ys &= ys - 1 {
			b := ys.First()
			for _, p := range [2][2]int{{a, b}, {b, a}} {
				if fits1(p[0]) && fits2(p[1]) {
					keep[0] |= 1 << a
					keep[1] |= 1 << b
					keep[2] |= 1 << p[0]
					keep[3] |= 1 << p[1]
				}
			}
		}
	}
	var elims elimSet
	for i, c := range []int{x.b1, x.b2, t1, t2} {
		elims[c] |= v.Cands[c] &^ keep[i]
	}
	if elims.empty() {
		return nil
	}
	lineKind := solver.Column
	if x.turned {
		lineKind = solver.Row
	}
	s := &Step{
		Technique:    JExocet,
		Eliminations: elims.list(),
		Digits:       x.base,
		Cells:        []int{x.b1, x.b2, t1, t2, c1, c2, mirrors[0][0], mirrors[0][1], mirrors[1][0], mirrors[1][1]},
		Houses:       []solver.House{houseOf(cellHouses[x.b1][2])},
		Size:         4,
	}
	for _, p := range lines {
		s.Houses = append(s.Houses, solver.House{Kind: lineKind, Index: p})
	}
	for _, h := range covers {
		s.Houses = append(s.Houses, houseOf(h))
	}
	for _, c := range []int{x.b1, x.b2} {
		for _, d := range v.Cands[c].List() {
			s.Marks = append(s.Marks, Mark{Candidate{c, d}, RoleKey})
		}
	}
	for _, c := range []int{t1, t2} {
		for _, d := range (v.Cands[c] & x.base).List() {
			s.Marks = append(s.Marks, Mark{Candidate{c, d}, RoleAlt})
		}
	}
	return s
}
