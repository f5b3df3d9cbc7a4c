package explain

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// The words of the explanations of steps in Russian (see stepWords).

func (russian) alsDescribe(p alsPart) string {
	return fmt.Sprintf("{%s} %s (кандидаты %s)", cellSetList(p.cells, locale.Russian), ruIn(p.house), digitList(p.digits, locale.Russian))
}

func (russian) alsXZIntro(a, b alsPart) string {
	return fmt.Sprintf("ALS-XZ: A = %s и B = %s — почти запертые множества: в каждом кандидатов на один больше, чем клеток, поэтому, лишившись одной своей цифры, множество должно содержать все остальные. ", a.describe(locale.Russian), b.describe(locale.Russian))
}

func (russian) alsXZSingle(s *logic.Step, x int, zs logic.Digits) string {
	return fmt.Sprintf("X = %d — ограниченно общая цифра: каждая %d в A видит каждую %d в B, поэтому %d стоит не более чем в одном из множеств. Множество без %d содержит все свои остальные цифры, значит, Z = %s стоит в A или в B, и клетка, которая видит все %s обоих множеств, не может содержать %s: %s.", x, x, x, x, x, digitList(zs, locale.Russian), digitsOr(zs, locale.Russian), digitsOr(zs, locale.Russian), removeText(s.Eliminations, locale.Russian))
}

func (russian) alsXZDouble(s *logic.Step, xs logic.Digits) string {
	return fmt.Sprintf("%s — обе ограниченно общие цифры (каждая такая цифра в A видит каждую такую же в B), поэтому каждая стоит не более чем в одном множестве. Каждому множеству нужна хотя бы одна из них, поэтому в каждом стоит ровно одна и все остальные его цифры: каждый кандидат A стоит в A, каждый кандидат B — в B, а %s стоят каждая в A или в B. Клетка, которая видит все клетки цифры в одном множестве (или в обоих — для %s), не может её содержать: %s.", capitalize(digitList(xs, locale.Russian), locale.Russian), digitList(xs, locale.Russian), digitList(xs, locale.Russian), removeText(s.Eliminations, locale.Russian))
}

func (russian) alsXYWing(s *logic.Step, a, b, c alsPart, x, y int, zs logic.Digits) string {
	return fmt.Sprintf("ALS-XY-крыло: C = %s, A = %s и B = %s — почти запертые множества (кандидатов на один больше, чем клеток: лишившись одной цифры, множество должно содержать все остальные). Каждая %d в A видит каждую %d в C, а каждая %d в B — каждую %d в C. C не может лишиться и %d, и %d (кандидатов стало бы меньше, чем клеток), поэтому в C есть %d или %d. Если в C есть %d, в A нет %d, и A содержит все остальные свои цифры; если в C есть %d, B содержит все свои цифры, кроме %d. В любом случае Z = %s стоит в A или в B, и клетка, которая видит все %s в A и B, не может содержать %s: %s.", c.describe(locale.Russian), a.describe(locale.Russian), b.describe(locale.Russian), x, x, y, y, x, y, x, y, x, x, y, y, digitList(zs, locale.Russian), digitsOr(zs, locale.Russian), digitsOr(zs, locale.Russian), removeText(s.Eliminations, locale.Russian))
}

func (russian) sueDeCoq(s *logic.Step, line, box int, core, lc, bc logic.CellSet, vc, vl, vb logic.Digits, n int, why []string) string {
	return fmt.Sprintf("Сю де Кок: на пересечении %s и %s клетки %s содержат %d %s: %s. Добавим %s из %s и %s из %s — у них нет общих кандидатов: у этих %d клеток ровно %d %s: %s. Две из них %s не могут совпадать, как и две %s или одна из %s и одна из %s, поэтому в них стоят %d %s: каждая из этих цифр стоит ровно в одной из клеток. Значит, %s: %s.", ruHouse(line, gen), ruHouse(box, gen), cellSetList(core, locale.Russian), vc.Count(), ruForm(vc.Count(), "кандидат", "кандидата", "кандидатов"), digitList(vc, locale.Russian), cellSetList(lc, locale.Russian), ruHouse(line, gen), cellSetList(bc, locale.Russian), ruHouse(box, gen), n, n, ruForm(n, "кандидат", "кандидата", "кандидатов"), digitList(vc|vl|vb, locale.Russian), ruIn(line), ruIn(box), cellSetList(lc, locale.Russian), cellSetList(bc, locale.Russian), n, ruForm(n, "разная цифра", "разные цифры", "разных цифр"), join(why, locale.Russian), removeText(s.Eliminations, locale.Russian))
}

func (russian) deathBlossom(s *logic.Step, stem int, ds []int, petals []alsPart, zs logic.Digits) string {
	var each []string
	for i, p := range petals {
		each = append(each, fmt.Sprintf("для %d — %s", ds[i], p.describe(locale.Russian)))
	}
	return fmt.Sprintf("Цветок смерти: у клетки-стебля %s кандидаты %s. У каждого из них есть лепесток — почти запертое множество (кандидатов на один больше, чем клеток: лишившись одной цифры, оно должно содержать все остальные), все клетки которого с этой цифрой видят стебель: %s. Какую бы цифру ни содержал стебель, лепесток этой цифры её лишается и содержит все остальные свои цифры, поэтому Z = %s стоит в одном из лепестков, и клетка, которая видит все %s трёх лепестков, не может содержать %s: %s.",
		cellName(stem), digitList(digitsOf(ds), locale.Russian), join(each, locale.Russian), digitList(zs, locale.Russian), digitsOr(zs, locale.Russian), digitsOr(zs, locale.Russian), removeText(s.Eliminations, locale.Russian))
}

func (russian) coloringIntro(s *logic.Step, d int, a, b logic.CellSet) string {
	return fmt.Sprintf("Простая раскраска по цифре %d: в каждой из областей (%s) у %d только два места, поэтому ровно в одном из них стоит %d (сильная связь). Пройдите по этим сильным связям и раскрасьте клетки поочерёдно: цвет A — %s, цвет B — %s; тогда в клетках одного цвета стоят все %d, а в клетках другого — ни одной. ", d, join(linkHouses(s, locale.Russian), locale.Russian), d, d, cellSetList(a, locale.Russian), cellSetList(b, locale.Russian), d)
}

func (russian) coloringWrap(s *logic.Step, d, h int, name, other string, pair []int) string {
	return fmt.Sprintf("%s и %s обе цвета %s и лежат %s, поэтому при истинном цвете %s цифра %d встала бы %s дважды: цвет %s ложен, а цвет %s истинен. Уберите %d из всех клеток цвета %s: %s.", cellName(pair[0]), cellName(pair[1]), name, ruIn(h), name, d, ruIn(h), name, other, d, name, eliminationList(s.Eliminations, locale.Russian))
}

func (russian) coloringSees(e logic.Candidate, ca, cb int) string {
	return fmt.Sprintf("%s видит %s (A) и %s (B)", cellName(e.Cell), cellName(ca), cellName(cb))
}

func (russian) coloringTrap(s *logic.Step, d int, reasons []string) string {
	return fmt.Sprintf("Теперь %s, поэтому, какой бы цвет ни оказался истинным, в %s не может быть %d: %s.", join(reasons, locale.Russian), pluralCells(s.Eliminations, locale.Russian), d, removeText(s.Eliminations, locale.Russian))
}

func (russian) pronounThey() string {
	return "них"
}

func (russian) exocetCover(d, h1, h2 int) string {
	return fmt.Sprintf("%d %s и %s", d, ruIn(h1), ruHouse(h2, pre))
}

func (russian) exocet(s *logic.Step, b1, b2, t1, t2, c1, c2 int, m1, m2 []int, box, baseLine int, lines, coverText []string, digits string, stack bool) string {
	bandRu := "яруса"
	if stack {
		bandRu = "вертикального яруса"
	}
	crossRu := make([]string, 3)
	for i := range crossRu {
		crossRu[i] = ruHouse(houseNum(s.Houses[1+i]), nom)
	}
	return fmt.Sprintf("Младший экзосет: базовые клетки %s и %s %s содержат две разные цифры из %s. Возьмём целевые клетки %s и %s — в двух других блоках того же %s, но не %s, — и клетки-спутники %s и %s на пересекающих линиях целевых клеток, где нет базовых цифр. Вне %s пересекающие линии (%s) содержат каждую базовую цифру не более чем в двух линиях (%s), то есть не более двух раз. Пусть в базовой клетке стоит d: каждая пересекающая линия содержит d один раз, и не %s; %s она тоже не %s, значит, вне %s. Тогда вне %s остаётся не больше одной d, поэтому %s или %s содержит d в пределах %s — не в спутнике, а в своей целевой клетке. Значит, в целевых клетках стоят обе базовые цифры, по одной. Цифра целевой клетки стоит тогда %s и на линии этой клетки, поэтому в блоке другой целевой клетки она должна стоять в оставшихся клетках третьей линии: цифра %s — в %s, цифра %s — в %s. А пересекающая линия другой целевой клетки должна содержать эту цифру вне %s и не на той линии, где она стоит %s. Остаются только цифры, которые можно расставить по этим правилам: %s.",
		cellName(b1), cellName(b2), ruIn(box), digits, cellName(t1), cellName(t2), bandRu, ruIn(baseLine), cellName(c1), cellName(c2),
		bandRu, join(crossRu, locale.Russian), list(coverText, locale.Russian), ruIn(baseLine), locale.Capitalize(ruIn(houseNum(s.Houses[1]))), ruIn(box), bandRu, bandRu, crossRu[1], crossRu[2], bandRu,
		ruIn(baseLine), cellName(t1), cellList(m1, locale.Russian), cellName(t2), cellList(m2, locale.Russian), bandRu, ruIn(houseNum(s.Houses[1])), removeText(s.Eliminations, locale.Russian))
}

func (russian) techniqueLead(s *logic.Step) string {
	return techniqueName(s.Technique, locale.Russian) + ": "
}

func (russian) resultLead() string {
	return "Результат: "
}

func (russian) trialHintArea() string {
	return "Здесь не помогает ни один логический приём: следующий шаг — проба."
}

func (russian) hintGrid(name string) string {
	return fmt.Sprintf("На поле есть %s.", ruLow(name))
}

func (russian) hintHouse(a int, name string) string {
	return fmt.Sprintf("%s есть %s.", locale.Capitalize(ruIn(a)), ruLow(name))
}

func (russian) theDigit() string {
	return "цифру "
}

func (russian) theDigits() string {
	return "цифры "
}

func (russian) hintFromCell(s *logic.Step, what string) string {
	return fmt.Sprintf("Рассмотрите %s, начиная с %s.", what, cellList(s.Cells[:min(1, len(s.Cells))], locale.Russian))
}

func (russian) hintWhere(a int, what string) string {
	return fmt.Sprintf("Посмотрите, куда можно поставить %s %s.", what, ruIn(a))
}

func (russian) hintMSLS(rows, cols []string, n int) string {
	return fmt.Sprintf("Посмотрите на %d %s на пересечении строк %s и столбцов %s: для каждой цифры найдите наименьшее число этих строк и столбцов, которые покрывают все её кандидаты в этих клетках, и сравните их сумму с числом клеток.",
		n, ruForm(n, "пустую клетку", "пустые клетки", "пустых клеток"), join(rows, locale.Russian), join(cols, locale.Russian))
}

func (russian) hintSKLoop(s *logic.Step) string {
	return fmt.Sprintf("Посмотрите на 16 клеток в %s вокруг пересечений %s: для каждой цифры найдите наименьшее число этих строк, столбцов и блоков, которые покрывают все её кандидаты в этих клетках, и сравните их сумму с 16.",
		ruHouses(s.Houses[4:], pre), ruHouses(s.Houses[:4], gen))
}

func (russian) hintExocet(b1, b2, box, t1, t2 int) string {
	return fmt.Sprintf("Посмотрите на клетки базы %s и %s %s и на клетки-цели %s и %s: цифры базы обязательно появятся снова в целях.",
		cellName(b1), cellName(b2), ruIn(box), cellName(t1), cellName(t2))
}

func (russian) hintSueDeCoq(core, lineCells, boxCells string, line, box int) string {
	return fmt.Sprintf("Посмотрите на %s — пересечение %s и %s, — а также на %s в остальной части %s и %s в остальной части %s: вместе в них столько же возможных цифр, сколько клеток.",
		core, ruHouse(box, gen), ruHouse(line, gen), lineCells, ruHouse(line, gen), boxCells, ruHouse(box, gen))
}

func (russian) resultNothing() string {
	return "ничего"
}

func (russian) resultThen() string {
	return "; затем "
}

func (russian) colon() string {
	return ": "
}

func (russian) shortHidden(h int, p logic.Candidate) string {
	return fmt.Sprintf(": единственное место для %d %s", p.Digit, ruIn(h))
}

func (russian) shortFull(h int) string {
	return fmt.Sprintf(": последняя пустая клетка %s", ruHouse(h, gen))
}

func (russian) shortNaked() string {
	return ": у клетки остался один кандидат"
}

func (russian) fishBasic(s *logic.Step, name string, d int, bases, covers string, base, cover []solver.House) string {
	return fmt.Sprintf("%s по цифре %d: в %s цифра %d может стоять только в %s, поэтому, как бы она ни встала, %s получат свои %d именно в %s: %s.", name, d, ruLines(base, pre), d, ruLines(cover, pre), ruLines(cover, nom), d, ruLines(base, pre), removal(s.Eliminations, locale.Russian))
}

func (russian) fishFinned(s *logic.Step, name string, d int, bases, covers string, base, cover, hit []solver.House, box string, finBox int, fins []int, basic, sashimi, fin, ifNone, ifOne, targets, they string) string {
	return fmt.Sprintf("%s по цифре %d: в %s цифра %d может стоять только в %s, не считая %s %s %s%s. %s %d, это %s: %s получают свои %d в %s; %s %d, ни одна другая клетка %s не может содержать %d. В любом случае в %s не может быть %d: %s в %s и %s вместе с %s. %s.", name, d, ruLines(base, pre), d, ruLines(cover, pre), [2]string{"плавника", "плавников"}[min(len(fins), 2)-1], cellList(fins, locale.Russian), ruIn(finBox), sashimi, ifNone, d, ruLow(basic), ruLines(cover, nom), d, ruLines(base, pre), ifOne, d, ruHouse(finBox, gen), d, targets, d, they, ruLines(hit, pre), ruIn(finBox), [2]string{"плавником", "плавниками"}[min(len(fins), 2)-1], capitalize(removal(s.Eliminations, locale.Russian), locale.Russian))
}

func (russian) sashimiLine(h solver.House, line, without string, d int, left []int) string {
	return fmt.Sprintf(" (сашими: %s в %s цифра %d осталась бы только в %s)", without, ruHouse(houseNum(h), pre), d, cellName(left[0]))
}

func (russian) intersection(s *logic.Step, d, from, to int) string {
	return fmt.Sprintf("%s: цифра %d может стоять только %s (%s), поэтому больше нигде %s её быть не может: уберите её из %s.", houseTitle(from, locale.Russian), d, ruIn(to), cellList(s.Cells, locale.Russian), ruIn(to), eliminationList(s.Eliminations, locale.Russian))
}

func (russian) digitsInHouse(ds logic.Digits, n int) string {
	return fmt.Sprintf("%s %s", digitList(ds, locale.Russian), ruIn(n))
}

func (russian) twoLinks(s *logic.Step, d int, f1, n1, n2, f2, h1, h2, weak string) string {
	return fmt.Sprintf("%s по цифре %d: %s цифра %d может стоять только в %s или %s; %s — только в %s или %s. %s и %s лежат %s, поэтому не могут обе содержать %d. Если в %s нет %d, то %d стоит в %s, значит, в %s её нет, и она стоит в %s: в %s или в %s стоит %d, и клетка, которая видит обе, не может содержать %d. %s.", techniqueName(s.Technique, locale.Russian), d, ruIn(houseNum(s.Houses[0])), d, f1, n1, ruIn(houseNum(s.Houses[1])), n2, f2, n1, n2, ruIn(houseNum(s.Houses[2])), d, f1, d, d, n1, n2, f2, f1, f2, d, d, capitalize(removal(s.Eliminations, locale.Russian), locale.Russian))
}

func (russian) emptyRectangle(s *logic.Step, d, box, link, line, other int, boxCells []int, near, far, target int) string {
	return fmt.Sprintf("%s по цифре %d: %s цифра %d может стоять только %s или %s (%s). %s цифра %d может стоять только в %s или %s. Если в %s нет %d, то %d стоит в %s; тогда %s цифра %d не может стоять %s, значит, она стоит %s, и в %s (%s) %d нет. Если же в %s стоит %d, то и в %s (%s) %d быть не может. %s.", techniqueName(s.Technique, locale.Russian), d, ruIn(box), d, ruIn(line), ruIn(other), cellList(boxCells, locale.Russian), locale.Capitalize(ruIn(link)), d, cellName(near), cellName(far), cellName(far), d, d, cellName(near), ruIn(box), d, ruIn(line), ruIn(other), cellName(target), ruIn(other), d, cellName(far), d, cellName(target), ruIn(sharedLine(far, target)), d, capitalize(removal(s.Eliminations, locale.Russian), locale.Russian))
}

func (russian) fullHouse(h int, p logic.Candidate) string {
	return fmt.Sprintf("%s: осталась одна пустая клетка, %s, и не хватает цифры %d, значит, %s = %d.", houseTitle(h, locale.Russian), cellName(p.Cell), p.Digit, cellName(p.Cell), p.Digit)
}

func (russian) hiddenSingle(h int, p logic.Candidate) string {
	return fmt.Sprintf("%s: цифру %d можно поставить только в %s, значит, %s = %d.", houseTitle(h, locale.Russian), p.Digit, cellName(p.Cell), cellName(p.Cell), p.Digit)
}

func (russian) nakedSingleHouses(s *logic.Step, p logic.Candidate, houses []string) string {
	return fmt.Sprintf("Все цифры, кроме %d, уже есть в %s, %s или %s, значит, %s = %d.", p.Digit, ruHouse(houseNum(s.Houses[0]), pre), ruHouse(houseNum(s.Houses[1]), pre), ruHouse(houseNum(s.Houses[2]), pre), cellName(p.Cell), p.Digit)
}

func (russian) nakedSingle(p logic.Candidate) string {
	return fmt.Sprintf("В %s остался единственный кандидат — %d, значит, %s = %d.", cellName(p.Cell), p.Digit, cellName(p.Cell), p.Digit)
}

func (russian) naked(s *logic.Step, n int, where string) string {
	return fmt.Sprintf("%s: у %s клеток %s на всех только кандидаты %s, поэтому %s стоят именно в этих клетках, а в остальных клетках %s их быть не может: %s.", locale.Capitalize(ruHouses(s.Houses, nom)), ruSizeGen[n], cellList(s.Cells, locale.Russian), digitList(s.Digits, locale.Russian), digitList(s.Digits, locale.Russian), ruHouses(s.Houses, gen), removal(s.Eliminations, locale.Russian))
}

func (russian) hidden(s *logic.Step, n, h int) string {
	return fmt.Sprintf("%s: %s могут стоять только в %s клетках %s, поэтому в этих клетках стоят %s и ничего больше: %s.", houseTitle(h, locale.Russian), digitList(s.Digits, locale.Russian), ruSizeGen[n], cellList(s.Cells, locale.Russian), digitList(s.Digits, locale.Russian), removal(s.Eliminations, locale.Russian))
}

func (russian) listSep() string {
	return ", "
}

func (russian) removeDigit(elims []logic.Candidate) string {
	return fmt.Sprintf("уберите %d из %s", elims[0].Digit, eliminationList(elims, locale.Russian))
}

func (russian) removeWord() string {
	return "уберите "
}

func (russian) urDeadly(s *logic.Step, corners []int, ds string) string {
	return fmt.Sprintf("поскольку у судоку единственное решение, в %s не могут стоять только %s: это был бы смертельный шаблон (если поменять в них %s местами, получилось бы второе решение).", join(solver.CellNames(corners), locale.Russian), ds, ds)
}

func (russian) urSpace() string {
	return " "
}

func (russian) ur1(s *logic.Step, ds logic.Digits, t int, three []int) string {
	return fmt.Sprintf("В %s могут быть только %s, поэтому в %s должна стоять другая цифра: %s.", join(solver.CellNames(three), locale.Russian), digitsOr(ds, locale.Russian), cellName(t), removeText(s.Eliminations, locale.Russian))
}

func (russian) ur2(s *logic.Step, ds logic.Digits, c int, floor, roof []int) string {
	return fmt.Sprintf("В %s и %s могут быть только %s, поэтому в %s или %s должна стоять %d — их единственный другой кандидат. Клетка, которая видит обе, не может содержать %d: %s.", cellName(floor[0]), cellName(floor[1]), digitsOr(ds, locale.Russian), cellName(roof[0]), cellName(roof[1]), c, c, removeText(s.Eliminations, locale.Russian))
}

func (russian) ur3(s *logic.Step, ds, extra, digits logic.Digits, floor, roof []int, with []string) string {
	return fmt.Sprintf("В %s и %s могут быть только %s, поэтому в %s или %s должна стоять %s. Если считать их одной клеткой с кандидатами %s, они %s образуют голое множество из %s: эти цифры должны стоять в этих клетках, поэтому %s.", cellName(floor[0]), cellName(floor[1]), digitsOr(ds, locale.Russian), cellName(roof[0]), cellName(roof[1]), digitsOr(extra, locale.Russian), digitList(extra, locale.Russian), join(with, locale.Russian), digitList(digits, locale.Russian), removeText(s.Eliminations, locale.Russian))
}

func (russian) ur4(s *logic.Step, ds logic.Digits, h, u, w int, floor, roof []int) string {
	return fmt.Sprintf("В %s и %s могут быть только %s. %s цифра %d может стоять только в %s или %s, поэтому в одной из них стоит %d; если бы в другой стояла %d, в четырёх клетках были бы только %s. Значит, ни в одной из них не может быть %d: %s.", cellName(floor[0]), cellName(floor[1]), digitsOr(ds, locale.Russian), locale.Capitalize(ruIn(h)), u, cellName(roof[0]), cellName(roof[1]), u, w, urDigits(s, locale.Russian), w, removeText(s.Eliminations, locale.Russian))
}

func (russian) bugPlus1(s *logic.Step, c, d int, row, col, box string) string {
	return fmt.Sprintf("BUG+1: во всех пустых клетках, кроме %s, ровно по два кандидата, и каждый кандидат встречается ровно дважды в каждой строке, каждом столбце и каждом блоке, кроме %d: она встречается трижды — %s, %s и %s. Если бы в %s не было %d, сетка превратилась бы в BUG — «всеобщую двузначную могилу», у которой решений нет или их несколько; поскольку у судоку единственное решение, %s = %d: %s.", cellName(c), d, ruIn(cellHouses[c][0]), ruHouse(cellHouses[c][1], pre), ruHouse(cellHouses[c][2], pre), cellName(c), d, cellName(c), d, removeText(s.Eliminations, locale.Russian))
}

func (russian) removeFromCell(c string, ds logic.Digits) string {
	return fmt.Sprintf("уберите %s из %s", digitList(ds, locale.Russian), c)
}

func (russian) seesIn(c int, e logic.Candidate, h string) string {
	return fmt.Sprintf("%s %s", cellName(c), ruIn(seenThrough(e.Cell, c)))
}

func (russian) partSep() string {
	return "; "
}

func (russian) wordOr() string {
	return " или "
}

func (russian) cellCands(c int, cands string) string {
	return fmt.Sprintf("%s (%s)", cellName(c), cands)
}

func (russian) xyWing(s *logic.Step, p, a, b, x, y, z int) string {
	return fmt.Sprintf("XY-крыло: опорная клетка %s видит крылья %s и %s. Если в %s стоит %d, то в %s — %d; если %d, то в %s — %d. В любом случае в одном из крыльев стоит %d, поэтому %d уходит из всех клеток, которые видят оба крыла: %s. %s.", cellCands(s, p, locale.Russian), cellCands(s, a, locale.Russian), cellCands(s, b, locale.Russian), cellName(p), x, cellName(a), z, y, cellName(b), z, z, z, whySees(s.Eliminations, []int{a, b}, locale.Russian), capitalize(removal(s.Eliminations, locale.Russian), locale.Russian))
}

func (russian) xyzWing(s *logic.Step, p, a, b, x, y, z int) string {
	return fmt.Sprintf("XYZ-крыло: опорная клетка %s видит крылья %s и %s. Если в %s стоит %d, то в %s — %d; если %d, то в %s — %d; иначе в ней самой стоит %d. Значит, в одной из трёх клеток стоит %d, и %d уходит из всех клеток, которые видят все три: %s. %s.", cellCands(s, p, locale.Russian), cellCands(s, a, locale.Russian), cellCands(s, b, locale.Russian), cellName(p), x, cellName(a), z, y, cellName(b), z, z, z, z, whySees(s.Eliminations, []int{p, a, b}, locale.Russian), capitalize(removal(s.Eliminations, locale.Russian), locale.Russian))
}

func (russian) wWing(s *logic.Step, e1, e2, w1, w2, h, x, y int) string {
	return fmt.Sprintf("W-крыло по цифрам %d и %d: в %s и %s могут быть только %d или %d. %s цифра %d может стоять только в %s или %s; %s видит %s (%s), а %s видит %s (%s). В %s или в %s стоит %d, поэтому в %s или в %s нет %d, и там стоит %d. Клетка, которая видит обе, не может содержать %d: %s. %s.", x, y, cellName(w1), cellName(w2), x, y, locale.Capitalize(ruIn(h)), x, cellName(e1), cellName(e2), cellName(e1), cellName(w1), ruIn(seenThrough(e1, w1)), cellName(e2), cellName(w2), ruIn(seenThrough(e2, w2)), cellName(e1), cellName(e2), x, cellName(w1), cellName(w2), x, y, y, whySees(s.Eliminations, []int{w1, w2}, locale.Russian), capitalize(removal(s.Eliminations, locale.Russian), locale.Russian))
}

func (russian) msls(rows, cols []string, n, nLinks int, links, double []string, elims []logic.Candidate) string {
	ru := fmt.Sprintf("Многосекторное запертое множество: строки %s и столбцы %s пересекаются в %d %s, где должно стоять %d %s. Каждый кандидат этих клеток — одна из %d цифр областей: %s. В области каждая цифра встречается один раз, поэтому каждая цифра области может занять не больше одной из этих клеток; клеток %d, цифр областей %d, значит, каждая занимает ровно одну. Поэтому каждая цифра, указанная для строки или столбца, стоит в этих клетках, а не в других клетках этой строки или столбца",
		strings.Join(rows, ", "), strings.Join(cols, ", "), n, ruForm(n, "пустой клетке", "пустых клетках", "пустых клетках"), n, ruForm(n, "цифра", "цифры", "цифр"), nLinks, strings.Join(links, "; "), n, nLinks)
	if len(double) > 0 {
		ru += fmt.Sprintf("; а %s, покрытый и своей строкой, и своим столбцом, занял бы одной клеткой две цифры областей, поэтому он ложен", join(double, locale.Russian))
	}
	return ru + ": " + removeText(elims, locale.Russian) + "."
}

func (russian) skLoop(s *logic.Step, n int, links, double []string) string {
	ru := fmt.Sprintf("SK-петля: %s пересекаются в %s; в каждом из этих блоков две другие клетки строки и две другие клетки столбца дают 16 пустых клеток, %s, каждая — в одной из этих строк или столбцов и в одном из этих блоков. Каждый кандидат этих клеток — одна из %d цифр областей: %s. В области каждая цифра встречается один раз, поэтому каждая цифра области может занять не больше одной из этих клеток; клеток 16, цифр областей %d, значит, каждая занимает ровно одну. Поэтому каждая цифра, указанная для области, стоит в этих клетках, а не в других клетках этой области",
		houseNames(s.Houses[:4], locale.Russian), ruHouses(s.Houses[4:], pre), cellList(s.Cells, locale.Russian), n, list(links, locale.Russian), n)
	if len(double) > 0 {
		ru += fmt.Sprintf("; а %s, покрытый и своей линией, и своим блоком, занял бы одной клеткой две цифры областей, поэтому он ложен", join(double, locale.Russian))
	}
	return ru + ": " + removeText(s.Eliminations, locale.Russian) + "."
}

func (russian) thenClause(then string) string { return " Теперь " + ruLow(then) }

func (russian) sueDeCoqStay(ds logic.Digits, h int) string {
	where := "на пересечении"
	if h >= 0 {
		where = ruIn(h)
	}
	return fmt.Sprintf("%s %s %s", digitList(ds, locale.Russian), ruForm(ds.Count(), "остаётся", "остаются", "остаются"), where)
}

// lineGroup names lines as English does: the Russian sentences name
// lines by case, with ruLines.
func (russian) lineGroup(kind solver.HouseKind, nums []string) string {
	return [...]string{"rows ", "columns ", "boxes "}[kind] + join(nums, locale.Russian)
}

func (russian) fishTargets(cells []int) (targets, they string) {
	if len(cells) == 1 {
		return cellList(cells, locale.Russian), "она лежит"
	}
	return cellList(cells, locale.Russian), "они лежат"
}

func (russian) fishFins(n int) (fin, ifNone, ifOne string) {
	if n > 1 {
		return "плавники", "Если ни в одном плавнике нет", "если в одном из плавников стоит"
	}
	return "плавник", "Если в плавнике нет", "если в плавнике стоит"
}

func (russian) fishWithout(n int) string {
	if n > 1 {
		return "без плавников"
	}
	return "без плавника"
}

func (russian) urWith(in logic.CellSet, hs []int) string {
	names := make([]string, len(hs))
	for i, h := range hs {
		names[i] = ruHouse(h, pre)
	}
	return fmt.Sprintf("вместе с %s в %s", cellSetList(in, locale.Russian), join(names, locale.Russian))
}

func (russian) seesAll(c int, items []string) string {
	return cellName(c) + " видит " + join(items, locale.Russian)
}

func (russian) houseWord(h int) string { return ruHouse(h, nom) }

func (russian) andWord() string { return " и " }

func (russian) cellDigits(c int, digits []string) string {
	return fmt.Sprintf("%s (%s)", cellName(c), strings.Join(digits, ", "))
}

func (russian) endSentence(s string) string { return s + "." }

func (russian) capital(s string) string { return locale.Capitalize(s) }

// A ruCase is a Russian grammatical case: a house is «строка 3» as a
// subject, «в строке 3» after «в», «из строки 3» after «из».
type ruCase uint8

const (
	nom ruCase = iota // именительный: строка 3
	gen               // родительный: строки 3
	dat               // дательный: строке 3
	acc               // винительный: строку 3
	ins               // творительный: строкой 3
	pre               // предложный: (в) строке 3
)

// ruHouseForms holds the forms of «строка», «столбец» and «блок» by case,
// singular and plural.
var ruHouseForms = [3][2][6]string{
	{{"строка", "строки", "строке", "строку", "строкой", "строке"}, {"строки", "строк", "строкам", "строки", "строками", "строках"}},
	{{"столбец", "столбца", "столбцу", "столбец", "столбцом", "столбце"}, {"столбцы", "столбцов", "столбцам", "столбцы", "столбцами", "столбцах"}},
	{{"блок", "блока", "блоку", "блок", "блоком", "блоке"}, {"блоки", "блоков", "блокам", "блоки", "блоками", "блоках"}},
}

// ruHouse names house h in Russian in a case: ruHouse(2, pre) is
// «строке 3».
func ruHouse(h int, c ruCase) string {
	return fmt.Sprintf("%s %d", ruHouseForms[h/9][0][c], h%9+1)
}

// ruIn names house h after «в»: «в строке 3», «в столбце 5», «в блоке 2».
func ruIn(h int) string { return "в " + ruHouse(h, pre) }

// ruForm returns the Russian form of a noun for a count: one («1 клетка»,
// «21 клетка»), few («2 клетки») or many («5 клеток»).
func ruForm(n int, one, few, many string) string {
	switch locale.Russian.Plural(n) {
	case locale.One:
		return one
	case locale.Few:
		return few
	}
	return many
}

// ruLow returns a Russian name or sentence for the middle of a sentence:
// «скрытая одиночка», «в r1c2 …», but «X-крыло», «XY-цепочка», «BUG+1»
// keep their Latin capitals.
func ruLow(name string) string {
	r, size := utf8.DecodeRuneInString(name)
	if !unicode.Is(unicode.Cyrillic, r) || !unicode.IsUpper(r) {
		return name
	}
	return string(unicode.ToLower(r)) + name[size:]
}

// ruSizeGen says how many cells a subset has, in the genitive (and
// prepositional) case: «двух», «трёх», «четырёх».
var ruSizeGen = [5]string{2: "двух", 3: "трёх", 4: "четырёх"}

// ruHouses names houses in Russian in a case, joined: «строки 3 и блока 1».
func ruHouses(hs []solver.House, c ruCase) string {
	names := make([]string, len(hs))
	for i, h := range hs {
		names[i] = ruHouse(houseNum(h), c)
	}
	return join(names, locale.Russian)
}

// ruLines names lines of one kind in Russian in a case: «строке 2» for
// one, «строках 2 и 7» for several (prepositional).
func ruLines(houses []solver.House, c ruCase) string {
	if len(houses) == 1 {
		return ruHouse(houseNum(houses[0]), c)
	}
	nums := make([]string, len(houses))
	for i, h := range houses {
		nums[i] = fmt.Sprint(h.Index + 1)
	}
	kind := 0
	if len(houses) > 0 {
		kind = int(houses[0].Kind)
	}
	return ruHouseForms[kind][1][c] + " " + join(nums, locale.Russian)
}

func (russian) lastResort() string { return "Крайняя мера — " }
