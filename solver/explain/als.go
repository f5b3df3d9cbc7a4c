package explain

import (
	"fmt"
	"strings"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

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
func (p alsPart) describe(lang locale.Lang) string {
	return pick(lang,
		fmt.Sprintf("{%s} in %s (candidates %s)", cellSetList(p.cells, lang), houseName(p.house, lang), digitList(p.digits, lang)),
		fmt.Sprintf("%s中的{%s}（候选数%s）", houseName(p.house, lang), cellSetList(p.cells, lang), digitList(p.digits, lang)),
		fmt.Sprintf("{%s} %s (кандидаты %s)", cellSetList(p.cells, lang), ruIn(p.house), digitList(p.digits, lang)))
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

func explainALSXZ(s *logic.Step, lang locale.Lang) string {
	if len(s.Houses) != 2 || len(s.Eliminations) == 0 {
		return ""
	}
	parts := alsParts(s)
	a, b := parts[0], parts[1]
	xs := rccDigits(s)
	zs := elimDigits(s)
	intro := pick(lang,
		fmt.Sprintf("ALS-XZ: A = %s and B = %s are almost locked sets: each has one candidate more than cells, so if it loses one of its digits it must hold all the others. ",
			a.describe(lang), b.describe(lang)),
		fmt.Sprintf("ALS-XZ：A = %s，B = %s，它们都是待定数组（候选数比格数多一个），所以若失去其中一个数，就必须填入其余所有数。",
			a.describe(lang), b.describe(lang)),
		fmt.Sprintf("ALS-XZ: A = %s и B = %s — почти запертые множества: в каждом кандидатов на один больше, чем клеток, поэтому, лишившись одной своей цифры, множество должно содержать все остальные. ", a.describe(lang), b.describe(lang)))
	if xs.Count() == 1 {
		x := xs.First()
		return intro + pick(lang,
			fmt.Sprintf("X = %d is a restricted common digit: every %d in A sees every %d in B, so at most one of them holds %d. The one without %d holds all its other digits, so Z = %s is in A or in B, and a cell that sees every %s in both sets cannot be %s: %s.",
				x, x, x, x, x, digitList(zs, lang), digitsOr(zs, lang), digitsOr(zs, lang), removeText(s.Eliminations, lang)),
			fmt.Sprintf("X = %d是受限公共数：A中每个%d都能看到B中每个%d，所以至多一组含有%d。不含%d的那一组必须填入其余所有数，所以Z = %s一定在A或B中，能看到两组中所有%s的格都不能是%s：%s。",
				x, x, x, x, x, digitList(zs, lang), digitsOr(zs, lang), digitsOr(zs, lang), removeText(s.Eliminations, lang)),
			fmt.Sprintf("X = %d — ограниченно общая цифра: каждая %d в A видит каждую %d в B, поэтому %d стоит не более чем в одном из множеств. Множество без %d содержит все свои остальные цифры, значит, Z = %s стоит в A или в B, и клетка, которая видит все %s обоих множеств, не может содержать %s: %s.", x, x, x, x, x, digitList(zs, lang), digitsOr(zs, lang), digitsOr(zs, lang), removeText(s.Eliminations, lang)))
	}
	return intro + pick(lang,
		fmt.Sprintf("%s are both restricted common digits (every one in A sees every one in B), so each is in at most one set. Each set needs at least one of them, so each holds exactly one and then all its other digits: every candidate of A is in A, every candidate of B in B, and %s are each in A or B. A cell that sees all the cells of a digit in a set (or in both sets, for %s) cannot hold it: %s.",
			capitalize(digitList(xs, lang), lang), digitList(xs, lang), digitList(xs, lang), removeText(s.Eliminations, lang)),
		fmt.Sprintf("%s都是受限公共数（A中的每个都能看到B中的每个），所以每个数至多在一组中。每组至少需要其中一个，所以每组恰含一个，并填入其余所有数：A的候选数都在A中，B的候选数都在B中，%s各在A或B中。能看到一组中某数所有位置（对%s则是两组中所有位置）的格不能是该数：%s。",
			digitList(xs, lang), digitList(xs, lang), digitList(xs, lang), removeText(s.Eliminations, lang)),
		fmt.Sprintf("%s — обе ограниченно общие цифры (каждая такая цифра в A видит каждую такую же в B), поэтому каждая стоит не более чем в одном множестве. Каждому множеству нужна хотя бы одна из них, поэтому в каждом стоит ровно одна и все остальные его цифры: каждый кандидат A стоит в A, каждый кандидат B — в B, а %s стоят каждая в A или в B. Клетка, которая видит все клетки цифры в одном множестве (или в обоих — для %s), не может её содержать: %s.", capitalize(digitList(xs, lang), lang), digitList(xs, lang), digitList(xs, lang), removeText(s.Eliminations, lang)))
}

func explainALSXYWing(s *logic.Step, lang locale.Lang) string {
	if len(s.Houses) != 3 || len(s.Eliminations) == 0 || len(s.Chains) == 0 || len(s.Chains[0]) != 5 {
		return ""
	}
	parts := alsParts(s)
	c, a, b := parts[0], parts[1], parts[2]
	x := s.Chains[0][1].To.Digit
	y := s.Chains[0][3].To.Digit
	zs := elimDigits(s)
	return pick(lang,
		fmt.Sprintf("ALS-XY-Wing: C = %s, A = %s and B = %s are almost locked sets (one candidate more than cells: losing one digit, a set must hold all the others). Every %d in A sees every %d in C, and every %d in B sees every %d in C. C cannot lose both %d and %d (it would have fewer candidates than cells), so C holds %d or %d. If C holds %d, A has no %d and holds all its other digits; if C holds %d, B holds all its digits but %d. Either way Z = %s is in A or in B, and a cell that sees every %s in A and B cannot be %s: %s.",
			c.describe(lang), a.describe(lang), b.describe(lang), x, x, y, y, x, y, x, y, x, x, y, y, digitList(zs, lang), digitsOr(zs, lang), digitsOr(zs, lang), removeText(s.Eliminations, lang)),
		fmt.Sprintf("ALS-XY翼：C = %s，A = %s，B = %s，它们都是待定数组（候选数比格数多一个：失去一个数后必须填入其余所有数）。A中每个%d都能看到C中每个%d，B中每个%d都能看到C中每个%d。C不能同时失去%d和%d（否则候选数少于格数），所以C含有%d或%d。若C含%d，A中没有%d，必须填入其余所有数；若C含%d，B必须填入除%d外的所有数。无论哪种情况，Z = %s都在A或B中，能看到A和B中所有%s的格都不能是%s：%s。",
			c.describe(lang), a.describe(lang), b.describe(lang), x, x, y, y, x, y, x, y, x, x, y, y, digitList(zs, lang), digitsOr(zs, lang), digitsOr(zs, lang), removeText(s.Eliminations, lang)),
		fmt.Sprintf("ALS-XY-крыло: C = %s, A = %s и B = %s — почти запертые множества (кандидатов на один больше, чем клеток: лишившись одной цифры, множество должно содержать все остальные). Каждая %d в A видит каждую %d в C, а каждая %d в B — каждую %d в C. C не может лишиться и %d, и %d (кандидатов стало бы меньше, чем клеток), поэтому в C есть %d или %d. Если в C есть %d, в A нет %d, и A содержит все остальные свои цифры; если в C есть %d, B содержит все свои цифры, кроме %d. В любом случае Z = %s стоит в A или в B, и клетка, которая видит все %s в A и B, не может содержать %s: %s.", c.describe(lang), a.describe(lang), b.describe(lang), x, x, y, y, x, y, x, y, x, x, y, y, digitList(zs, lang), digitsOr(zs, lang), digitsOr(zs, lang), removeText(s.Eliminations, lang)))
}

func explainSueDeCoq(s *logic.Step, lang locale.Lang) string {
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
		switch inLine, inBox := houseSets[line].Has(c), houseSets[box].Has(c); {
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
	// stay says that digits ds are in the given place: "1 and 8 stay in
	// row 5", "1和8留在第5行中".
	stay := func(ds logic.Digits, where, whereZh, whereRu string) string {
		verb := "stay"
		if ds.Count() == 1 {
			verb = "stays"
		}
		return pick(lang,
			fmt.Sprintf("%s %s in %s", digitList(ds, lang), verb, where),
			fmt.Sprintf("%s留在%s中", digitList(ds, lang), whereZh),
			fmt.Sprintf("%s %s %s", digitList(ds, lang), ruForm(ds.Count(), "остаётся", "остаются", "остаются"), whereRu))
	}
	why := []string{
		stay(vl, houseName(line, locale.English), houseName(line, locale.Chinese), ruIn(line)),
		stay(vb, houseName(box, locale.English), houseName(box, locale.Chinese), ruIn(box)),
	}
	if only != 0 {
		why = append(why, stay(only, "the intersection", "交叉格", "на пересечении"))
	}
	return pick(lang,
		fmt.Sprintf("Sue de Coq: where %s and %s cross, %s have the %d candidates %s. Add %s of %s and %s of %s, which share no candidate: these %d cells have exactly %d candidates, %s. Two of them in %s cannot be equal, nor two in %s, nor one of %s and one of %s, so they hold %d different digits: each of those digits is in exactly one of them. So %s: %s.",
			houseName(line, lang), houseName(box, lang), cellSetList(core, lang), vc.Count(), digitList(vc, lang),
			cellSetList(lc, lang), houseName(line, lang), cellSetList(bc, lang), houseName(box, lang), n, n, digitList(vc|vl|vb, lang),
			houseName(line, lang), houseName(box, lang), cellSetList(lc, lang), cellSetList(bc, lang), n, join(why, lang), removeText(s.Eliminations, lang)),
		fmt.Sprintf("Sue de Coq（融合）：%s与%s的交叉格%s共有%d个候选数%s。再加上%s中的%s和%s中的%s（两者没有公共候选数）：这%d格恰有%d个候选数%s。%s中的两格不能相同，%s中的两格也不能相同，%s与%s之间也不能相同，所以它们填的是%d个不同的数：每个数恰好在其中一格。所以%s：%s。",
			houseName(line, lang), houseName(box, lang), cellSetList(core, lang), vc.Count(), digitList(vc, lang),
			houseName(line, lang), cellSetList(lc, lang), houseName(box, lang), cellSetList(bc, lang), n, n, digitList(vc|vl|vb, lang),
			houseName(line, lang), houseName(box, lang), cellSetList(lc, lang), cellSetList(bc, lang), n, strings.Join(why, "，"), removeText(s.Eliminations, lang)),
		fmt.Sprintf("Сю де Кок: на пересечении %s и %s клетки %s содержат %d %s: %s. Добавим %s из %s и %s из %s — у них нет общих кандидатов: у этих %d клеток ровно %d %s: %s. Две из них %s не могут совпадать, как и две %s или одна из %s и одна из %s, поэтому в них стоят %d %s: каждая из этих цифр стоит ровно в одной из клеток. Значит, %s: %s.", ruHouse(line, gen), ruHouse(box, gen), cellSetList(core, lang), vc.Count(), ruForm(vc.Count(), "кандидат", "кандидата", "кандидатов"), digitList(vc, lang), cellSetList(lc, lang), ruHouse(line, gen), cellSetList(bc, lang), ruHouse(box, gen), n, n, ruForm(n, "кандидат", "кандидата", "кандидатов"), digitList(vc|vl|vb, lang), ruIn(line), ruIn(box), cellSetList(lc, lang), cellSetList(bc, lang), n, ruForm(n, "разная цифра", "разные цифры", "разных цифр"), join(why, lang), removeText(s.Eliminations, lang)))
}
