package explain

import (
	"fmt"
	"strings"

	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// The words of the explanations of steps in English (see stepWords).

func (w english) alsDescribe(p alsPart) string {
	return fmt.Sprintf("{%s} in %s (candidates %s)", setList(w, p.cells), w.house(p.house), digitList(w, p.digits))
}

func (w english) alsXZIntro(a, b alsPart) string {
	return fmt.Sprintf("ALS-XZ: A = %s and B = %s are almost locked sets: each has one candidate more than cells, so if it loses one of its digits it must hold all the others. ",
		a.describe(w), b.describe(w))
}

func (w english) alsXZSingle(s *logic.Step, x int, zs logic.Digits) string {
	return fmt.Sprintf("X = %d is a restricted common digit: every %d in A sees every %d in B, so at most one of them holds %d. The one without %d holds all its other digits, so Z = %s is in A or in B, and a cell that sees every %s in both sets cannot be %s: %s.",
		x, x, x, x, x, digitList(w, zs), digitsOr(w, zs), digitsOr(w, zs), removeText(w, s.Eliminations))
}

func (w english) alsXZDouble(s *logic.Step, xs logic.Digits) string {
	return fmt.Sprintf("%s are both restricted common digits (every one in A sees every one in B), so each is in at most one set. Each set needs at least one of them, so each holds exactly one and then all its other digits: every candidate of A is in A, every candidate of B in B, and %s are each in A or B. A cell that sees all the cells of a digit in a set (or in both sets, for %s) cannot hold it: %s.",
		w.capitalize(digitList(w, xs)), digitList(w, xs), digitList(w, xs), removeText(w, s.Eliminations))
}

func (w english) alsXYWing(s *logic.Step, a, b, c alsPart, x, y int, zs logic.Digits) string {
	return fmt.Sprintf("ALS-XY-Wing: C = %s, A = %s and B = %s are almost locked sets (one candidate more than cells: losing one digit, a set must hold all the others). Every %d in A sees every %d in C, and every %d in B sees every %d in C. C cannot lose both %d and %d (it would have fewer candidates than cells), so C holds %d or %d. If C holds %d, A has no %d and holds all its other digits; if C holds %d, B holds all its digits but %d. Either way Z = %s is in A or in B, and a cell that sees every %s in A and B cannot be %s: %s.",
		c.describe(w), a.describe(w), b.describe(w), x, x, y, y, x, y, x, y, x, x, y, y, digitList(w, zs), digitsOr(w, zs), digitsOr(w, zs), removeText(w, s.Eliminations))
}

func (w english) sueDeCoq(s *logic.Step, line, box int, core, lc, bc logic.CellSet, vc, vl, vb logic.Digits, n int, why []string) string {
	return fmt.Sprintf("Sue de Coq: where %s and %s cross, %s have the %d candidates %s. Add %s of %s and %s of %s, which share no candidate: these %d cells have exactly %d candidates, %s. Two of them in %s cannot be equal, nor two in %s, nor one of %s and one of %s, so they hold %d different digits: each of those digits is in exactly one of them. So %s: %s.",
		w.house(line), w.house(box), setList(w, core), vc.Count(), digitList(w, vc),
		setList(w, lc), w.house(line), setList(w, bc), w.house(box), n, n, digitList(w, vc|vl|vb),
		w.house(line), w.house(box), setList(w, lc), setList(w, bc), n, join(w, why), removeText(w, s.Eliminations))
}

func (w english) deathBlossom(s *logic.Step, stem int, ds []int, petals []alsPart, zs logic.Digits) string {
	var each []string
	for i, p := range petals {
		each = append(each, fmt.Sprintf("for %d, %s", ds[i], p.describe(w)))
	}
	return fmt.Sprintf("Death Blossom: the stem %s has the candidates %s. Each of them has a petal, an almost locked set (one candidate more than cells: losing one digit, it must hold all the others) whose cells with that digit all see the stem: %s. Whichever digit the stem holds, the petal of that digit loses it and holds all its other digits, so Z = %s is in one of the petals, and a cell that sees every %s of the three petals cannot be %s: %s.",
		cellName(stem), digitList(w, digitsOf(ds)), join(w, each), digitList(w, zs), digitsOr(w, zs), digitsOr(w, zs), removeText(w, s.Eliminations))
}

func (w english) coloringIntro(s *logic.Step, d int, a, b logic.CellSet) string {
	return fmt.Sprintf("Simple Coloring on %d: in each of %s, %d has only two places, so exactly one of them is %d (a strong link). Following these strong links, colour the cells alternately: colour A is %s, colour B is %s; then one colour holds every %d and the other none. ",
		d, join(w, linkHouses(w, s)), d, d, setList(w, a), setList(w, b), d)
}

func (w english) coloringWrap(s *logic.Step, d, h int, name, other string, pair []int) string {
	return fmt.Sprintf("%s and %s both have colour %s and lie in %s, so colour %s would put %d twice in %s: colour %s is false and colour %s is true. Remove %d from every cell of colour %s: %s.",
		cellName(pair[0]), cellName(pair[1]), name, w.house(h), name, d, w.house(h), name, other, d, name, eliminationList(w, s.Eliminations))
}

func (w english) coloringSees(e logic.Candidate, ca, cb int) string {
	return fmt.Sprintf("%s sees %s (A) and %s (B)", cellName(e.Cell), cellName(ca), cellName(cb))
}

func (w english) coloringTrap(s *logic.Step, d int, reasons []string) string {
	return fmt.Sprintf("Now %s, so whichever colour is true, %s cannot be %d: %s.",
		join(w, reasons), pluralCells(w, s.Eliminations), d, removeText(w, s.Eliminations))
}

func (w english) pronounThey() string {
	return "they"
}

func (w english) exocetCover(d, h1, h2 int) string {
	return fmt.Sprintf("%d in %s and %s", d, w.house(h1), w.house(h2))
}

func (w english) exocet(s *logic.Step, b1, b2, t1, t2, c1, c2 int, m1, m2 []int, box, baseLine int, lines, coverText []string, digits string, stack bool) string {
	band := "band"
	if stack {
		band = "stack"
	}
	return fmt.Sprintf("Junior Exocet: the base cells %s and %s in %s hold two different digits among %s. Take the targets %s and %s, in the two other boxes of the %s but not in %s, and the companions %s and %s, in the targets' cross-lines, which hold no base digit. Outside the %s, the cross-lines %s hold each base digit in at most two lines (%s), so at most twice. Say a base cell holds d: each cross-line holds d once, not in %s; %s not in %s either, so outside the %s. That leaves at most one more d outside the %s, so %s or %s holds d inside it, not in its companion: in its target. So the targets hold the two base digits, one each. A target's digit is then in %s and in the target's line, so in the other target's box it must go in the cells left in the third line: %s's digit in %s, %s's in %s. And the other target's cross-line must hold that digit outside the %s, in another line than %s does. Only the digits of a way to place the base digits by these rules stay: %s.",
		cellName(b1), cellName(b2), w.house(box), digits, cellName(t1), cellName(t2), band, w.house(baseLine), cellName(c1), cellName(c2),
		band, join(w, lines), list(w, coverText), w.house(baseLine), lines[0], w.house(box), band, band, lines[1], lines[2],
		w.house(baseLine), cellName(t1), cellList(w, m1), cellName(t2), cellList(w, m2), band, lines[0], removeText(w, s.Eliminations))
}

func (w english) techniqueLead(s *logic.Step) string {
	return "By a " + w.technique(s.Technique) + ": "
}

func (w english) resultLead() string {
	return "Result: "
}

func (w english) trialHintArea() string {
	return "No technique of logic applies here: the next step is a trial."
}

func (w english) hintGrid(name string) string {
	return fmt.Sprintf("There is %s %s on the grid.", w.article(name), name)
}

func (w english) hintHouse(a int, name string) string {
	return fmt.Sprintf("There is %s %s in %s.", w.article(name), name, w.house(a))
}

func (w english) theDigit() string {
	return "the digit "
}

func (w english) theDigits() string {
	return "the digits "
}

func (w english) hintFromCell(s *logic.Step, what string) string {
	return fmt.Sprintf("Look at %s, starting from %s.", what, cellList(w, s.Cells[:min(1, len(s.Cells))]))
}

func (w english) hintWhere(a int, what string) string {
	return fmt.Sprintf("Look at where %s can go in %s.", what, w.house(a))
}

func (w english) hintMSLS(rows, cols []string, n int) string {
	return fmt.Sprintf("Look at the %d empty cells where rows %s cross columns %s: for each digit, find the fewest of these rows and columns that hold all its candidates there, and compare their total with the number of cells.",
		n, join(w, rows), join(w, cols))
}

func (w english) hintSKLoop(s *logic.Step) string {
	return fmt.Sprintf("Look at the 16 cells of %s around where %s cross: for each digit, find the fewest of these rows, columns and boxes that hold all its candidates there, and compare their total with 16.",
		houseNames(w, s.Houses[4:]), houseNames(w, s.Houses[:4]))
}

func (w english) hintExocet(b1, b2, box, t1, t2 int) string {
	return fmt.Sprintf("Look at the base cells %s and %s in %s and the target cells %s and %s: the base cells' digits must appear again in the targets.",
		cellName(b1), cellName(b2), w.house(box), cellName(t1), cellName(t2))
}

func (w english) hintSueDeCoq(core, lineCells, boxCells string, line, box int) string {
	b, l := w.house(box), w.house(line)
	return fmt.Sprintf("Look at %s, where %s crosses %s, with %s in the rest of %s and %s in the rest of %s: together they hold as many digits as cells.",
		core, b, l, lineCells, l, boxCells, b)
}

func (w english) resultNothing() string {
	return "nothing"
}

func (w english) resultThen() string {
	return "; then "
}

func (w english) colon() string {
	return ": "
}

func (w english) shortHidden(h int, p logic.Candidate) string {
	return fmt.Sprintf(": last %d in %s", p.Digit, w.house(h))
}

func (w english) shortFull(h int) string {
	return fmt.Sprintf(": last cell of %s", w.house(h))
}

func (w english) shortNaked() string {
	return ": last digit for the cell"
}

func (w english) fishBasic(s *logic.Step, name string, d int, bases, covers string, base, cover []solver.House) string {
	return fmt.Sprintf("%s on %d: in %s, %d can only go in %s, so whichever way it goes, %s each get their %d in %s: %s.",
		name, d, bases, d, covers, covers, d, bases, removal(w, s.Eliminations))
}

func (w english) fishFinned(s *logic.Step, name string, d int, bases, covers string, base, cover, hit []solver.House, box string, finBox int, fins []int, basic, sashimi, fin, ifNone, ifOne, targets, they string) string {
	return fmt.Sprintf("%s on %d: in %s, %d can only go in %s, apart from %s %s in %s%s. %s %d, this is %s %s: %s get their %d in %s; %s %d, no other cell of %s can be %d. Either way, %s cannot be %d: %s in %s and in %s with %s. %s.",
		name, d, bases, d, covers, fin, cellList(w, fins), box, sashimi,
		ifNone, d, w.article(basic), basic, covers, d, bases, ifOne, d, box, d,
		targets, d, they, lineGroup(w, hit), box, fin, w.capitalize(removal(w, s.Eliminations)))
}

func (w english) sashimiLine(h solver.House, line, without string, d int, left []int) string {
	return fmt.Sprintf(" (sashimi: %s, %s would keep %d only in %s)", without, line, d, cellName(left[0]))
}

func (w english) intersection(s *logic.Step, d, from, to int) string {
	return fmt.Sprintf("%s: %d can only go in %s (%s), so %d cannot go anywhere else in %s: remove it from %s.",
		houseTitle(w, from), d, w.house(to), cellList(w, s.Cells), d, w.house(to), eliminationList(w, s.Eliminations))
}

func (w english) digitsInHouse(ds logic.Digits, n int) string {
	return fmt.Sprintf("%s in %s", digitList(w, ds), w.house(n))
}

func (w english) twoLinks(s *logic.Step, d int, f1, n1, n2, f2, h1, h2, weak string) string {
	return fmt.Sprintf("%s on %d: in %s, %d can only go in %s or %s; in %s, only in %s or %s. %s and %s share %s, so they cannot both be %d. If %s is not %d, %s is, so %s is not and %s is: one of %s and %s is %d, and a cell that sees both cannot be %d. %s.",
		w.technique(s.Technique), d, h1, d, f1, n1, h2, n2, f2, n1, n2, weak, d,
		f1, d, n1, n2, f2, f1, f2, d, d, w.capitalize(removal(w, s.Eliminations)))
}

func (w english) emptyRectangle(s *logic.Step, d, box, link, line, other int, boxCells []int, near, far, target int) string {
	return fmt.Sprintf("Empty Rectangle on %d: in %s, %d can only go in %s or %s (%s). In %s, %d can only go in %s or %s. If %s is not %d, %s is; then %s has no %d in %s, so its %d is in %s, and %s (in %s) is not %d. If %s is %d, %s (in %s) is not %d either. %s.",
		d, w.house(box), d, w.house(line), w.house(other), cellList(w, boxCells),
		w.house(link), d, cellName(near), cellName(far),
		cellName(far), d, cellName(near), w.house(box), d, w.house(line), d, w.house(other), cellName(target), w.house(other), d,
		cellName(far), d, cellName(target), w.house(sharedLine(far, target)), d,
		w.capitalize(removal(w, s.Eliminations)))
}

func (w english) fullHouse(h int, p logic.Candidate) string {
	return fmt.Sprintf("%s has one empty cell left, %s, and the digit it lacks is %d, so %s = %d.",
		houseTitle(w, h), cellName(p.Cell), p.Digit, cellName(p.Cell), p.Digit)
}

func (w english) hiddenSingle(h int, p logic.Candidate) string {
	return fmt.Sprintf("%s: %d can only go in %s, so %s = %d.",
		houseTitle(w, h), p.Digit, cellName(p.Cell), cellName(p.Cell), p.Digit)
}

func (w english) nakedSingleHouses(s *logic.Step, p logic.Candidate, houses []string) string {
	return fmt.Sprintf("Every digit but %d already appears in %s, %s or %s, so %s = %d.",
		p.Digit, houses[0], houses[1], houses[2], cellName(p.Cell), p.Digit)
}

func (w english) nakedSingle(p logic.Candidate) string {
	return fmt.Sprintf("%s has only one candidate left, %d, so %s = %d.", cellName(p.Cell), p.Digit, cellName(p.Cell), p.Digit)
}

func (w english) naked(s *logic.Step, n int, where string) string {
	return fmt.Sprintf("%s: the %s cells %s have only the candidates %s between them, so %s must go in those cells and can be removed from the rest of %s: %s.",
		w.capitalize(where), sizeEn[n], cellList(w, s.Cells), digitList(w, s.Digits), digitList(w, s.Digits), where, removal(w, s.Eliminations))
}

func (w english) hidden(s *logic.Step, n, h int) string {
	return fmt.Sprintf("%s: %s can only go in the %s cells %s, so those cells hold %s and nothing else: %s.",
		houseTitle(w, h), digitList(w, s.Digits), sizeEn[n], cellList(w, s.Cells), digitList(w, s.Digits), removal(w, s.Eliminations))
}

func (w english) listSep() string {
	return ", "
}

func (w english) removeDigit(elims []logic.Candidate) string {
	return fmt.Sprintf("remove %d from %s", elims[0].Digit, eliminationList(w, elims))
}

func (w english) removeWord() string {
	return "remove "
}

func (w english) urDeadly(s *logic.Step, corners []int, ds string) string {
	return fmt.Sprintf("Since the puzzle has a unique solution, %s cannot hold only %s: that would be a deadly pattern (swapping %s in them would give a second solution).",
		join(w, solver.CellNames(corners)), ds, ds)
}

func (w english) urSpace() string {
	return " "
}

func (w english) ur1(s *logic.Step, ds logic.Digits, t int, three []int) string {
	return fmt.Sprintf("%s can only be %s, so %s must be something else: %s.",
		join(w, solver.CellNames(three)), digitsOr(w, ds), cellName(t), removeText(w, s.Eliminations))
}

func (w english) ur2(s *logic.Step, ds logic.Digits, c int, floor, roof []int) string {
	return fmt.Sprintf("%s and %s can only be %s, so %s or %s must be %d, their only other candidate. A cell that sees both cannot be %d: %s.",
		cellName(floor[0]), cellName(floor[1]), digitsOr(w, ds), cellName(roof[0]), cellName(roof[1]), c, c, removeText(w, s.Eliminations))
}

func (w english) ur3(s *logic.Step, ds, extra, digits logic.Digits, floor, roof []int, with []string) string {
	return fmt.Sprintf("%s and %s can only be %s, so %s or %s must be %s. Taken together as one cell with the candidates %s, they form a naked subset of %s %s: these digits must go in those cells, so %s.",
		cellName(floor[0]), cellName(floor[1]), digitsOr(w, ds), cellName(roof[0]), cellName(roof[1]), digitsOr(w, extra),
		digitList(w, extra), digitList(w, digits), join(w, with), removeText(w, s.Eliminations))
}

func (w english) ur4(s *logic.Step, ds logic.Digits, h, u, v int, floor, roof []int) string {
	return fmt.Sprintf("%s and %s can only be %s. In %s, %d can only go in %s or %s, so one of them is %d; if the other were %d, the four cells would hold only %s. So neither can be %d: %s.",
		cellName(floor[0]), cellName(floor[1]), digitsOr(w, ds), w.house(h), u, cellName(roof[0]), cellName(roof[1]), u, v, urDigits(w, s), v, removeText(w, s.Eliminations))
}

func (w english) bugPlus1(s *logic.Step, c, d int, row, col, box string) string {
	return fmt.Sprintf("BUG+1: every empty cell but %s has exactly two candidates, and every candidate appears exactly twice in each row, column and box, except %d, which appears three times in %s, %s and %s. If %s were not %d, the grid would be a bivalue universal grave, which has no solution or more than one; since the puzzle has a unique solution, %s = %d: %s.",
		cellName(c), d, row, col, box, cellName(c), d, cellName(c), d, removeText(w, s.Eliminations))
}

func (w english) removeFromCell(c string, ds logic.Digits) string {
	return fmt.Sprintf("remove %s from %s", digitList(w, ds), c)
}

func (w english) seesIn(c int, e logic.Candidate, h string) string {
	return fmt.Sprintf("%s in %s", cellName(c), h)
}

func (w english) partSep() string {
	return "; "
}

func (w english) wordOr() string {
	return " or "
}

func (w english) cellCands(c int, cands string) string {
	return fmt.Sprintf("%s (%s)", cellName(c), cands)
}

func (w english) xyWing(s *logic.Step, p, a, b, x, y, z int) string {
	return fmt.Sprintf("XY-Wing: the pivot %s sees the pincers %s and %s. If %s is %d, %s is %d; if it is %d, %s is %d. Either way one of the pincers is %d, so %d leaves every cell that sees both: %s. %s.",
		cellCands(w, s, p), cellCands(w, s, a), cellCands(w, s, b),
		cellName(p), x, cellName(a), z, y, cellName(b), z, z, z,
		whySees(w, s.Eliminations, []int{a, b}), w.capitalize(removal(w, s.Eliminations)))
}

func (w english) xyzWing(s *logic.Step, p, a, b, x, y, z int) string {
	return fmt.Sprintf("XYZ-Wing: the pivot %s sees the pincers %s and %s. If %s is %d, %s is %d; if it is %d, %s is %d; otherwise it is %d itself. So one of the three cells is %d, and %d leaves every cell that sees all three: %s. %s.",
		cellCands(w, s, p), cellCands(w, s, a), cellCands(w, s, b),
		cellName(p), x, cellName(a), z, y, cellName(b), z, z, z, z,
		whySees(w, s.Eliminations, []int{p, a, b}), w.capitalize(removal(w, s.Eliminations)))
}

func (w english) wWing(s *logic.Step, e1, e2, w1, w2, h, x, y int) string {
	return fmt.Sprintf("W-Wing on %d and %d: %s and %s can only be %d or %d. In %s, %d can only go in %s or %s; %s sees %s (in %s) and %s sees %s (in %s). One of %s and %s is %d, so %s or %s is not %d and is therefore %d. A cell that sees both cannot be %d: %s. %s.",
		x, y, cellName(w1), cellName(w2), x, y,
		w.house(h), x, cellName(e1), cellName(e2),
		cellName(e1), cellName(w1), w.house(seenThrough(e1, w1)), cellName(e2), cellName(w2), w.house(seenThrough(e2, w2)),
		cellName(e1), cellName(e2), x, cellName(w1), cellName(w2), x, y, y,
		whySees(w, s.Eliminations, []int{w1, w2}), w.capitalize(removal(w, s.Eliminations)))
}

func (w english) msls(rows, cols []string, n, nLinks int, links, double []string, elims []logic.Candidate) string {
	en := fmt.Sprintf("Multi-Sector Locked Set: rows %s and columns %s cross in %d empty cells, which hold %d digits. Every candidate of these cells is one of %d house digits: %s. A digit is once in a house, so each house digit can take at most one of the cells; with %d cells and %d house digits, each takes exactly one. So each digit listed for a row or column is in these cells, not elsewhere in that row or column",
		strings.Join(rows, ", "), strings.Join(cols, ", "), n, n, nLinks, strings.Join(links, "; "), n, nLinks)
	if len(double) > 0 {
		en += fmt.Sprintf("; and %s, covered by both its row and its column, would use up two house digits for one cell, so it is false", join(w, double))
	}
	return en + ": " + removeText(w, elims) + "."
}

func (w english) skLoop(s *logic.Step, n int, links, double []string) string {
	en := fmt.Sprintf("SK Loop: %s cross in %s; in each of these boxes, the two other cells of the row and the two other cells of the column make 16 empty cells, %s, each in one of those rows or columns and one of those boxes. Every candidate of these cells is one of %d house digits: %s. A digit is once in a house, so each house digit can take at most one of the cells; with 16 cells and %d house digits, each takes exactly one. So each digit listed for a house is in these cells, not elsewhere in that house",
		houseNames(w, s.Houses[:4]), houseNames(w, s.Houses[4:]), cellList(w, s.Cells), n, list(w, links), n)
	if len(double) > 0 {
		en += fmt.Sprintf("; and %s, covered by both its line and its box, would use up two house digits for one cell, so it is false", join(w, double))
	}
	return en + ": " + removeText(w, s.Eliminations) + "."
}

func (w english) thenClause(then string) string {
	if then != "" {
		then = strings.ToLower(then[:1]) + then[1:]
	}
	return " Now " + then
}

func (w english) sueDeCoqStay(ds logic.Digits, h int) string {
	verb := "stay"
	if ds.Count() == 1 {
		verb = "stays"
	}
	where := "the intersection"
	if h >= 0 {
		where = w.house(h)
	}
	return fmt.Sprintf("%s %s in %s", digitList(w, ds), verb, where)
}

func (w english) lineGroup(kind solver.HouseKind, nums []string) string {
	return [...]string{"rows ", "columns ", "boxes "}[kind] + join(w, nums)
}

func (w english) fishTargets(cells []int) (targets, they string) {
	if len(cells) == 1 {
		return cellList(w, cells), "it lies"
	}
	return cellList(w, cells), "they lie"
}

func (w english) fishFins(n int) (fin, ifNone, ifOne string) {
	if n > 1 {
		return "the fins", "If no fin is", "if a fin is"
	}
	return "the fin", "If the fin is not", "if the fin is"
}

func (w english) fishWithout(n int) string {
	if n > 1 {
		return "without the fins"
	}
	return "without the fin"
}

func (w english) urWith(in logic.CellSet, hs []int) string {
	names := make([]string, len(hs))
	for i, h := range hs {
		names[i] = w.house(h)
	}
	return fmt.Sprintf("with %s in %s", setList(w, in), join(w, names))
}

func (w english) seesAll(c int, items []string) string {
	return cellName(c) + " sees " + join(w, items)
}

func (w english) house(h int) string { return houseOf(h).String() }

func (w english) andWord() string { return " and " }

func (w english) cellDigits(c int, digits []string) string {
	return fmt.Sprintf("%s (%s)", cellName(c), strings.Join(digits, ", "))
}

func (w english) sentence(s string) string { return s + "." }

func (w english) capitalize(s string) string { return locale.Capitalize(s) }

// article returns "an" for an English name said with a vowel sound first
// (an X-Wing, an ALS-XZ), else "a".
func (w english) article(name string) string {
	if name != "" && strings.ContainsRune("AEIOX", rune(name[0])) {
		return "an"
	}
	return "a"
}

// sizeEn says how many cells a subset has.
var sizeEn = [5]string{2: "two", 3: "three", 4: "four"}

func (w english) lastResort() string { return "Last resort — " }
