package explain

import (
	"fmt"
	"strings"

	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// The words of the explanations of steps in English (see stepWords).

func (english) alsDescribe(p alsPart) string {
	return fmt.Sprintf("{%s} in %s (candidates %s)", cellSetList(p.cells, locale.English), houseName(p.house, locale.English), digitList(p.digits, locale.English))
}

func (english) alsXZIntro(a, b alsPart) string {
	return fmt.Sprintf("ALS-XZ: A = %s and B = %s are almost locked sets: each has one candidate more than cells, so if it loses one of its digits it must hold all the others. ",
		a.describe(locale.English), b.describe(locale.English))
}

func (english) alsXZSingle(s *logic.Step, x int, zs logic.Digits) string {
	return fmt.Sprintf("X = %d is a restricted common digit: every %d in A sees every %d in B, so at most one of them holds %d. The one without %d holds all its other digits, so Z = %s is in A or in B, and a cell that sees every %s in both sets cannot be %s: %s.",
		x, x, x, x, x, digitList(zs, locale.English), digitsOr(zs, locale.English), digitsOr(zs, locale.English), removeText(s.Eliminations, locale.English))
}

func (english) alsXZDouble(s *logic.Step, xs logic.Digits) string {
	return fmt.Sprintf("%s are both restricted common digits (every one in A sees every one in B), so each is in at most one set. Each set needs at least one of them, so each holds exactly one and then all its other digits: every candidate of A is in A, every candidate of B in B, and %s are each in A or B. A cell that sees all the cells of a digit in a set (or in both sets, for %s) cannot hold it: %s.",
		capitalize(digitList(xs, locale.English), locale.English), digitList(xs, locale.English), digitList(xs, locale.English), removeText(s.Eliminations, locale.English))
}

func (english) alsXYWing(s *logic.Step, a, b, c alsPart, x, y int, zs logic.Digits) string {
	return fmt.Sprintf("ALS-XY-Wing: C = %s, A = %s and B = %s are almost locked sets (one candidate more than cells: losing one digit, a set must hold all the others). Every %d in A sees every %d in C, and every %d in B sees every %d in C. C cannot lose both %d and %d (it would have fewer candidates than cells), so C holds %d or %d. If C holds %d, A has no %d and holds all its other digits; if C holds %d, B holds all its digits but %d. Either way Z = %s is in A or in B, and a cell that sees every %s in A and B cannot be %s: %s.",
		c.describe(locale.English), a.describe(locale.English), b.describe(locale.English), x, x, y, y, x, y, x, y, x, x, y, y, digitList(zs, locale.English), digitsOr(zs, locale.English), digitsOr(zs, locale.English), removeText(s.Eliminations, locale.English))
}

func (english) sueDeCoq(s *logic.Step, line, box int, core, lc, bc logic.CellSet, vc, vl, vb logic.Digits, n int, why []string) string {
	return fmt.Sprintf("Sue de Coq: where %s and %s cross, %s have the %d candidates %s. Add %s of %s and %s of %s, which share no candidate: these %d cells have exactly %d candidates, %s. Two of them in %s cannot be equal, nor two in %s, nor one of %s and one of %s, so they hold %d different digits: each of those digits is in exactly one of them. So %s: %s.",
		houseName(line, locale.English), houseName(box, locale.English), cellSetList(core, locale.English), vc.Count(), digitList(vc, locale.English),
		cellSetList(lc, locale.English), houseName(line, locale.English), cellSetList(bc, locale.English), houseName(box, locale.English), n, n, digitList(vc|vl|vb, locale.English),
		houseName(line, locale.English), houseName(box, locale.English), cellSetList(lc, locale.English), cellSetList(bc, locale.English), n, join(why, locale.English), removeText(s.Eliminations, locale.English))
}

func (english) deathBlossom(s *logic.Step, stem int, ds []int, petals []alsPart, zs logic.Digits) string {
	var each []string
	for i, p := range petals {
		each = append(each, fmt.Sprintf("for %d, %s", ds[i], p.describe(locale.English)))
	}
	return fmt.Sprintf("Death Blossom: the stem %s has the candidates %s. Each of them has a petal, an almost locked set (one candidate more than cells: losing one digit, it must hold all the others) whose cells with that digit all see the stem: %s. Whichever digit the stem holds, the petal of that digit loses it and holds all its other digits, so Z = %s is in one of the petals, and a cell that sees every %s of the three petals cannot be %s: %s.",
		cellName(stem), digitList(digitsOf(ds), locale.English), join(each, locale.English), digitList(zs, locale.English), digitsOr(zs, locale.English), digitsOr(zs, locale.English), removeText(s.Eliminations, locale.English))
}

func (english) coloringIntro(s *logic.Step, d int, a, b logic.CellSet) string {
	return fmt.Sprintf("Simple Coloring on %d: in each of %s, %d has only two places, so exactly one of them is %d (a strong link). Following these strong links, colour the cells alternately: colour A is %s, colour B is %s; then one colour holds every %d and the other none. ",
		d, join(linkHouses(s, locale.English), locale.English), d, d, cellSetList(a, locale.English), cellSetList(b, locale.English), d)
}

func (english) coloringWrap(s *logic.Step, d, h int, name, other string, pair []int) string {
	return fmt.Sprintf("%s and %s both have colour %s and lie in %s, so colour %s would put %d twice in %s: colour %s is false and colour %s is true. Remove %d from every cell of colour %s: %s.",
		cellName(pair[0]), cellName(pair[1]), name, houseName(h, locale.English), name, d, houseName(h, locale.English), name, other, d, name, eliminationList(s.Eliminations, locale.English))
}

func (english) coloringSees(e logic.Candidate, ca, cb int) string {
	return fmt.Sprintf("%s sees %s (A) and %s (B)", cellName(e.Cell), cellName(ca), cellName(cb))
}

func (english) coloringTrap(s *logic.Step, d int, reasons []string) string {
	return fmt.Sprintf("Now %s, so whichever colour is true, %s cannot be %d: %s.",
		join(reasons, locale.English), pluralCells(s.Eliminations, locale.English), d, removeText(s.Eliminations, locale.English))
}

func (english) pronounThey() string {
	return "they"
}

func (english) exocetCover(d, h1, h2 int) string {
	return fmt.Sprintf("%d in %s and %s", d, houseName(h1, locale.English), houseName(h2, locale.English))
}

func (english) exocet(s *logic.Step, b1, b2, t1, t2, c1, c2 int, m1, m2 []int, box, baseLine int, lines, coverText []string, digits string, stack bool) string {
	band := "band"
	if stack {
		band = "stack"
	}
	return fmt.Sprintf("Junior Exocet: the base cells %s and %s in %s hold two different digits among %s. Take the targets %s and %s, in the two other boxes of the %s but not in %s, and the companions %s and %s, in the targets' cross-lines, which hold no base digit. Outside the %s, the cross-lines %s hold each base digit in at most two lines (%s), so at most twice. Say a base cell holds d: each cross-line holds d once, not in %s; %s not in %s either, so outside the %s. That leaves at most one more d outside the %s, so %s or %s holds d inside it, not in its companion: in its target. So the targets hold the two base digits, one each. A target's digit is then in %s and in the target's line, so in the other target's box it must go in the cells left in the third line: %s's digit in %s, %s's in %s. And the other target's cross-line must hold that digit outside the %s, in another line than %s does. Only the digits of a way to place the base digits by these rules stay: %s.",
		cellName(b1), cellName(b2), houseName(box, locale.English), digits, cellName(t1), cellName(t2), band, houseName(baseLine, locale.English), cellName(c1), cellName(c2),
		band, join(lines, locale.English), list(coverText, locale.English), houseName(baseLine, locale.English), lines[0], houseName(box, locale.English), band, band, lines[1], lines[2],
		houseName(baseLine, locale.English), cellName(t1), cellList(m1, locale.English), cellName(t2), cellList(m2, locale.English), band, lines[0], removeText(s.Eliminations, locale.English))
}

func (english) techniqueLead(s *logic.Step) string {
	return "By a " + techniqueName(s.Technique, locale.English) + ": "
}

func (english) resultLead() string {
	return "Result: "
}

func (english) trialHintArea() string {
	return "No technique of logic applies here: the next step is a trial."
}

func (english) hintGrid(name string) string {
	return fmt.Sprintf("There is %s %s on the grid.", article(name), name)
}

func (english) hintHouse(a int, name string) string {
	return fmt.Sprintf("There is %s %s in %s.", article(name), name, houseName(a, locale.English))
}

func (english) theDigit() string {
	return "the digit "
}

func (english) theDigits() string {
	return "the digits "
}

func (english) hintFromCell(s *logic.Step, what string) string {
	return fmt.Sprintf("Look at %s, starting from %s.", what, cellList(s.Cells[:min(1, len(s.Cells))], locale.English))
}

func (english) hintWhere(a int, what string) string {
	return fmt.Sprintf("Look at where %s can go in %s.", what, houseName(a, locale.English))
}

func (english) hintMSLS(rows, cols []string, n int) string {
	return fmt.Sprintf("Look at the %d empty cells where rows %s cross columns %s: for each digit, find the fewest of these rows and columns that hold all its candidates there, and compare their total with the number of cells.",
		n, join(rows, locale.English), join(cols, locale.English))
}

func (english) hintSKLoop(s *logic.Step) string {
	return fmt.Sprintf("Look at the 16 cells of %s around where %s cross: for each digit, find the fewest of these rows, columns and boxes that hold all its candidates there, and compare their total with 16.",
		houseNames(s.Houses[4:], locale.English), houseNames(s.Houses[:4], locale.English))
}

func (english) hintExocet(b1, b2, box, t1, t2 int) string {
	return fmt.Sprintf("Look at the base cells %s and %s in %s and the target cells %s and %s: the base cells' digits must appear again in the targets.",
		cellName(b1), cellName(b2), houseName(box, locale.English), cellName(t1), cellName(t2))
}

func (english) hintSueDeCoq(core, lineCells, boxCells string, line, box int) string {
	b, l := houseName(box, locale.English), houseName(line, locale.English)
	return fmt.Sprintf("Look at %s, where %s crosses %s, with %s in the rest of %s and %s in the rest of %s: together they hold as many digits as cells.",
		core, b, l, lineCells, l, boxCells, b)
}

func (english) resultNothing() string {
	return "nothing"
}

func (english) resultThen() string {
	return "; then "
}

func (english) colon() string {
	return ": "
}

func (english) shortHidden(h int, p logic.Candidate) string {
	return fmt.Sprintf(": last %d in %s", p.Digit, houseName(h, locale.English))
}

func (english) shortFull(h int) string {
	return fmt.Sprintf(": last cell of %s", houseName(h, locale.English))
}

func (english) shortNaked() string {
	return ": last digit for the cell"
}

func (english) fishBasic(s *logic.Step, name string, d int, bases, covers string, base, cover []solver.House) string {
	return fmt.Sprintf("%s on %d: in %s, %d can only go in %s, so whichever way it goes, %s each get their %d in %s: %s.",
		name, d, bases, d, covers, covers, d, bases, removal(s.Eliminations, locale.English))
}

func (english) fishFinned(s *logic.Step, name string, d int, bases, covers string, base, cover, hit []solver.House, box string, finBox int, fins []int, basic, sashimi, fin, ifNone, ifOne, targets, they string) string {
	return fmt.Sprintf("%s on %d: in %s, %d can only go in %s, apart from %s %s in %s%s. %s %d, this is %s %s: %s get their %d in %s; %s %d, no other cell of %s can be %d. Either way, %s cannot be %d: %s in %s and in %s with %s. %s.",
		name, d, bases, d, covers, fin, cellList(fins, locale.English), box, sashimi,
		ifNone, d, article(basic), basic, covers, d, bases, ifOne, d, box, d,
		targets, d, they, lineGroup(hit, locale.English), box, fin, capitalize(removal(s.Eliminations, locale.English), locale.English))
}

func (english) sashimiLine(h solver.House, line, without string, d int, left []int) string {
	return fmt.Sprintf(" (sashimi: %s, %s would keep %d only in %s)", without, line, d, cellName(left[0]))
}

func (english) intersection(s *logic.Step, d, from, to int) string {
	return fmt.Sprintf("%s: %d can only go in %s (%s), so %d cannot go anywhere else in %s: remove it from %s.",
		houseTitle(from, locale.English), d, houseName(to, locale.English), cellList(s.Cells, locale.English), d, houseName(to, locale.English), eliminationList(s.Eliminations, locale.English))
}

func (english) digitsInHouse(ds logic.Digits, n int) string {
	return fmt.Sprintf("%s in %s", digitList(ds, locale.English), houseName(n, locale.English))
}

func (english) twoLinks(s *logic.Step, d int, f1, n1, n2, f2, h1, h2, weak string) string {
	return fmt.Sprintf("%s on %d: in %s, %d can only go in %s or %s; in %s, only in %s or %s. %s and %s share %s, so they cannot both be %d. If %s is not %d, %s is, so %s is not and %s is: one of %s and %s is %d, and a cell that sees both cannot be %d. %s.",
		techniqueName(s.Technique, locale.English), d, h1, d, f1, n1, h2, n2, f2, n1, n2, weak, d,
		f1, d, n1, n2, f2, f1, f2, d, d, capitalize(removal(s.Eliminations, locale.English), locale.English))
}

func (english) emptyRectangle(s *logic.Step, d, box, link, line, other int, boxCells []int, near, far, target int) string {
	return fmt.Sprintf("Empty Rectangle on %d: in %s, %d can only go in %s or %s (%s). In %s, %d can only go in %s or %s. If %s is not %d, %s is; then %s has no %d in %s, so its %d is in %s, and %s (in %s) is not %d. If %s is %d, %s (in %s) is not %d either. %s.",
		d, houseName(box, locale.English), d, houseName(line, locale.English), houseName(other, locale.English), cellList(boxCells, locale.English),
		houseName(link, locale.English), d, cellName(near), cellName(far),
		cellName(far), d, cellName(near), houseName(box, locale.English), d, houseName(line, locale.English), d, houseName(other, locale.English), cellName(target), houseName(other, locale.English), d,
		cellName(far), d, cellName(target), houseName(sharedLine(far, target), locale.English), d,
		capitalize(removal(s.Eliminations, locale.English), locale.English))
}

func (english) fullHouse(h int, p logic.Candidate) string {
	return fmt.Sprintf("%s has one empty cell left, %s, and the digit it lacks is %d, so %s = %d.",
		houseTitle(h, locale.English), cellName(p.Cell), p.Digit, cellName(p.Cell), p.Digit)
}

func (english) hiddenSingle(h int, p logic.Candidate) string {
	return fmt.Sprintf("%s: %d can only go in %s, so %s = %d.",
		houseTitle(h, locale.English), p.Digit, cellName(p.Cell), cellName(p.Cell), p.Digit)
}

func (english) nakedSingleHouses(s *logic.Step, p logic.Candidate, houses []string) string {
	return fmt.Sprintf("Every digit but %d already appears in %s, %s or %s, so %s = %d.",
		p.Digit, houses[0], houses[1], houses[2], cellName(p.Cell), p.Digit)
}

func (english) nakedSingle(p logic.Candidate) string {
	return fmt.Sprintf("%s has only one candidate left, %d, so %s = %d.", cellName(p.Cell), p.Digit, cellName(p.Cell), p.Digit)
}

func (english) naked(s *logic.Step, n int, where string) string {
	return fmt.Sprintf("%s: the %s cells %s have only the candidates %s between them, so %s must go in those cells and can be removed from the rest of %s: %s.",
		capitalize(where, locale.English), sizeEn[n], cellList(s.Cells, locale.English), digitList(s.Digits, locale.English), digitList(s.Digits, locale.English), where, removal(s.Eliminations, locale.English))
}

func (english) hidden(s *logic.Step, n, h int) string {
	return fmt.Sprintf("%s: %s can only go in the %s cells %s, so those cells hold %s and nothing else: %s.",
		houseTitle(h, locale.English), digitList(s.Digits, locale.English), sizeEn[n], cellList(s.Cells, locale.English), digitList(s.Digits, locale.English), removal(s.Eliminations, locale.English))
}

func (english) listSep() string {
	return ", "
}

func (english) removeDigit(elims []logic.Candidate) string {
	return fmt.Sprintf("remove %d from %s", elims[0].Digit, eliminationList(elims, locale.English))
}

func (english) removeWord() string {
	return "remove "
}

func (english) urDeadly(s *logic.Step, corners []int, ds string) string {
	return fmt.Sprintf("Since the puzzle has a unique solution, %s cannot hold only %s: that would be a deadly pattern (swapping %s in them would give a second solution).",
		join(solver.CellNames(corners), locale.English), ds, ds)
}

func (english) urSpace() string {
	return " "
}

func (english) ur1(s *logic.Step, ds logic.Digits, t int, three []int) string {
	return fmt.Sprintf("%s can only be %s, so %s must be something else: %s.",
		join(solver.CellNames(three), locale.English), digitsOr(ds, locale.English), cellName(t), removeText(s.Eliminations, locale.English))
}

func (english) ur2(s *logic.Step, ds logic.Digits, c int, floor, roof []int) string {
	return fmt.Sprintf("%s and %s can only be %s, so %s or %s must be %d, their only other candidate. A cell that sees both cannot be %d: %s.",
		cellName(floor[0]), cellName(floor[1]), digitsOr(ds, locale.English), cellName(roof[0]), cellName(roof[1]), c, c, removeText(s.Eliminations, locale.English))
}

func (english) ur3(s *logic.Step, ds, extra, digits logic.Digits, floor, roof []int, with []string) string {
	return fmt.Sprintf("%s and %s can only be %s, so %s or %s must be %s. Taken together as one cell with the candidates %s, they form a naked subset of %s %s: these digits must go in those cells, so %s.",
		cellName(floor[0]), cellName(floor[1]), digitsOr(ds, locale.English), cellName(roof[0]), cellName(roof[1]), digitsOr(extra, locale.English),
		digitList(extra, locale.English), digitList(digits, locale.English), join(with, locale.English), removeText(s.Eliminations, locale.English))
}

func (english) ur4(s *logic.Step, ds logic.Digits, h, u, w int, floor, roof []int) string {
	return fmt.Sprintf("%s and %s can only be %s. In %s, %d can only go in %s or %s, so one of them is %d; if the other were %d, the four cells would hold only %s. So neither can be %d: %s.",
		cellName(floor[0]), cellName(floor[1]), digitsOr(ds, locale.English), houseName(h, locale.English), u, cellName(roof[0]), cellName(roof[1]), u, w, urDigits(s, locale.English), w, removeText(s.Eliminations, locale.English))
}

func (english) bugPlus1(s *logic.Step, c, d int, row, col, box string) string {
	return fmt.Sprintf("BUG+1: every empty cell but %s has exactly two candidates, and every candidate appears exactly twice in each row, column and box, except %d, which appears three times in %s, %s and %s. If %s were not %d, the grid would be a bivalue universal grave, which has no solution or more than one; since the puzzle has a unique solution, %s = %d: %s.",
		cellName(c), d, row, col, box, cellName(c), d, cellName(c), d, removeText(s.Eliminations, locale.English))
}

func (english) removeFromCell(c string, ds logic.Digits) string {
	return fmt.Sprintf("remove %s from %s", digitList(ds, locale.English), c)
}

func (english) seesIn(c int, e logic.Candidate, h string) string {
	return fmt.Sprintf("%s in %s", cellName(c), h)
}

func (english) partSep() string {
	return "; "
}

func (english) wordOr() string {
	return " or "
}

func (english) cellCands(c int, cands string) string {
	return fmt.Sprintf("%s (%s)", cellName(c), cands)
}

func (english) xyWing(s *logic.Step, p, a, b, x, y, z int) string {
	return fmt.Sprintf("XY-Wing: the pivot %s sees the pincers %s and %s. If %s is %d, %s is %d; if it is %d, %s is %d. Either way one of the pincers is %d, so %d leaves every cell that sees both: %s. %s.",
		cellCands(s, p, locale.English), cellCands(s, a, locale.English), cellCands(s, b, locale.English),
		cellName(p), x, cellName(a), z, y, cellName(b), z, z, z,
		whySees(s.Eliminations, []int{a, b}, locale.English), capitalize(removal(s.Eliminations, locale.English), locale.English))
}

func (english) xyzWing(s *logic.Step, p, a, b, x, y, z int) string {
	return fmt.Sprintf("XYZ-Wing: the pivot %s sees the pincers %s and %s. If %s is %d, %s is %d; if it is %d, %s is %d; otherwise it is %d itself. So one of the three cells is %d, and %d leaves every cell that sees all three: %s. %s.",
		cellCands(s, p, locale.English), cellCands(s, a, locale.English), cellCands(s, b, locale.English),
		cellName(p), x, cellName(a), z, y, cellName(b), z, z, z, z,
		whySees(s.Eliminations, []int{p, a, b}, locale.English), capitalize(removal(s.Eliminations, locale.English), locale.English))
}

func (english) wWing(s *logic.Step, e1, e2, w1, w2, h, x, y int) string {
	return fmt.Sprintf("W-Wing on %d and %d: %s and %s can only be %d or %d. In %s, %d can only go in %s or %s; %s sees %s (in %s) and %s sees %s (in %s). One of %s and %s is %d, so %s or %s is not %d and is therefore %d. A cell that sees both cannot be %d: %s. %s.",
		x, y, cellName(w1), cellName(w2), x, y,
		houseName(h, locale.English), x, cellName(e1), cellName(e2),
		cellName(e1), cellName(w1), houseName(seenThrough(e1, w1), locale.English), cellName(e2), cellName(w2), houseName(seenThrough(e2, w2), locale.English),
		cellName(e1), cellName(e2), x, cellName(w1), cellName(w2), x, y, y,
		whySees(s.Eliminations, []int{w1, w2}, locale.English), capitalize(removal(s.Eliminations, locale.English), locale.English))
}

func (english) msls(rows, cols []string, n, nLinks int, links, double []string, elims []logic.Candidate) string {
	en := fmt.Sprintf("Multi-Sector Locked Set: rows %s and columns %s cross in %d empty cells, which hold %d digits. Every candidate of these cells is one of %d house digits: %s. A digit is once in a house, so each house digit can take at most one of the cells; with %d cells and %d house digits, each takes exactly one. So each digit listed for a row or column is in these cells, not elsewhere in that row or column",
		strings.Join(rows, ", "), strings.Join(cols, ", "), n, n, nLinks, strings.Join(links, "; "), n, nLinks)
	if len(double) > 0 {
		en += fmt.Sprintf("; and %s, covered by both its row and its column, would use up two house digits for one cell, so it is false", join(double, locale.English))
	}
	return en + ": " + removeText(elims, locale.English) + "."
}

func (english) skLoop(s *logic.Step, n int, links, double []string) string {
	en := fmt.Sprintf("SK Loop: %s cross in %s; in each of these boxes, the two other cells of the row and the two other cells of the column make 16 empty cells, %s, each in one of those rows or columns and one of those boxes. Every candidate of these cells is one of %d house digits: %s. A digit is once in a house, so each house digit can take at most one of the cells; with 16 cells and %d house digits, each takes exactly one. So each digit listed for a house is in these cells, not elsewhere in that house",
		houseNames(s.Houses[:4], locale.English), houseNames(s.Houses[4:], locale.English), cellList(s.Cells, locale.English), n, list(links, locale.English), n)
	if len(double) > 0 {
		en += fmt.Sprintf("; and %s, covered by both its line and its box, would use up two house digits for one cell, so it is false", join(double, locale.English))
	}
	return en + ": " + removeText(s.Eliminations, locale.English) + "."
}

func (english) thenClause(then string) string {
	if then != "" {
		then = strings.ToLower(then[:1]) + then[1:]
	}
	return " Now " + then
}

func (english) sueDeCoqStay(ds logic.Digits, h int) string {
	verb := "stay"
	if ds.Count() == 1 {
		verb = "stays"
	}
	where := "the intersection"
	if h >= 0 {
		where = houseName(h, locale.English)
	}
	return fmt.Sprintf("%s %s in %s", digitList(ds, locale.English), verb, where)
}

func (english) lineGroup(kind solver.HouseKind, nums []string) string {
	return [...]string{"rows ", "columns ", "boxes "}[kind] + join(nums, locale.English)
}

func (english) fishTargets(cells []int) (targets, they string) {
	if len(cells) == 1 {
		return cellList(cells, locale.English), "it lies"
	}
	return cellList(cells, locale.English), "they lie"
}

func (english) fishFins(n int) (fin, ifNone, ifOne string) {
	if n > 1 {
		return "the fins", "If no fin is", "if a fin is"
	}
	return "the fin", "If the fin is not", "if the fin is"
}

func (english) fishWithout(n int) string {
	if n > 1 {
		return "without the fins"
	}
	return "without the fin"
}

func (english) urWith(in logic.CellSet, hs []int) string {
	names := make([]string, len(hs))
	for i, h := range hs {
		names[i] = houseName(h, locale.English)
	}
	return fmt.Sprintf("with %s in %s", cellSetList(in, locale.English), join(names, locale.English))
}

func (english) seesAll(c int, items []string) string {
	return cellName(c) + " sees " + join(items, locale.English)
}

func (english) houseWord(h int) string { return houseOf(h).String() }

func (english) andWord() string { return " and " }

func (english) cellDigits(c int, digits []string) string {
	return fmt.Sprintf("%s (%s)", cellName(c), strings.Join(digits, ", "))
}

func (english) endSentence(s string) string { return s + "." }

func (english) capital(s string) string { return locale.Capitalize(s) }

// article returns "an" for an English name said with a vowel sound first
// (an X-Wing, an ALS-XZ), else "a".
func article(name string) string {
	if name != "" && strings.ContainsRune("AEIOX", rune(name[0])) {
		return "an"
	}
	return "a"
}

// sizeEn says how many cells a subset has.
var sizeEn = [5]string{2: "two", 3: "three", 4: "four"}

func (english) lastResort() string { return "Last resort — " }
