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

func (w russian) alsDescribe(p alsPart) string {
	return fmt.Sprintf("{%s} %s (кандидаты %s)", setList(w, p.cells), w.in(p.house), digitList(w, p.digits))
}

func (w russian) alsXZIntro(a, b alsPart) string {
	return fmt.Sprintf("ALS-XZ: A = %s и B = %s — почти запертые множества: в каждом кандидатов на один больше, чем клеток, поэтому, лишившись одной своей цифры, множество должно содержать все остальные. ", a.describe(w), b.describe(w))
}

func (w russian) alsXZSingle(s *logic.Step, x int, zs logic.Digits) string {
	return fmt.Sprintf("X = %d — ограниченно общая цифра: каждая %d в A видит каждую %d в B, поэтому %d стоит не более чем в одном из множеств. Множество без %d содержит все свои остальные цифры, значит, Z = %s стоит в A или в B, и клетка, которая видит все %s обоих множеств, не может содержать %s: %s.", x, x, x, x, x, digitList(w, zs), digitsOr(w, zs), digitsOr(w, zs), removeText(w, s.Eliminations))
}

func (w russian) alsXZDouble(s *logic.Step, xs logic.Digits) string {
	return fmt.Sprintf("%s — обе ограниченно общие цифры (каждая такая цифра в A видит каждую такую же в B), поэтому каждая стоит не более чем в одном множестве. Каждому множеству нужна хотя бы одна из них, поэтому в каждом стоит ровно одна и все остальные его цифры: каждый кандидат A стоит в A, каждый кандидат B — в B, а %s стоят каждая в A или в B. Клетка, которая видит все клетки цифры в одном множестве (или в обоих — для %s), не может её содержать: %s.", w.capitalize(digitList(w, xs)), digitList(w, xs), digitList(w, xs), removeText(w, s.Eliminations))
}

func (w russian) alsXYWing(s *logic.Step, a, b, c alsPart, x, y int, zs logic.Digits) string {
	return fmt.Sprintf("ALS-XY-крыло: C = %s, A = %s и B = %s — почти запертые множества (кандидатов на один больше, чем клеток: лишившись одной цифры, множество должно содержать все остальные). Каждая %d в A видит каждую %d в C, а каждая %d в B — каждую %d в C. C не может лишиться и %d, и %d (кандидатов стало бы меньше, чем клеток), поэтому в C есть %d или %d. Если в C есть %d, в A нет %d, и A содержит все остальные свои цифры; если в C есть %d, B содержит все свои цифры, кроме %d. В любом случае Z = %s стоит в A или в B, и клетка, которая видит все %s в A и B, не может содержать %s: %s.", c.describe(w), a.describe(w), b.describe(w), x, x, y, y, x, y, x, y, x, x, y, y, digitList(w, zs), digitsOr(w, zs), digitsOr(w, zs), removeText(w, s.Eliminations))
}

func (w russian) sueDeCoq(s *logic.Step, line, box int, core, lc, bc logic.CellSet, vc, vl, vb logic.Digits, n int, why []string) string {
	return fmt.Sprintf("Сю де Кок: на пересечении %s и %s клетки %s содержат %d %s: %s. Добавим %s из %s и %s из %s — у них нет общих кандидатов: у этих %d клеток ровно %d %s: %s. Две из них %s не могут совпадать, как и две %s или одна из %s и одна из %s, поэтому в них стоят %d %s: каждая из этих цифр стоит ровно в одной из клеток. Значит, %s: %s.", w.houseCase(line, gen), w.houseCase(box, gen), setList(w, core), vc.Count(), w.plural(vc.Count(), "кандидат", "кандидата", "кандидатов"), digitList(w, vc), setList(w, lc), w.houseCase(line, gen), setList(w, bc), w.houseCase(box, gen), n, n, w.plural(n, "кандидат", "кандидата", "кандидатов"), digitList(w, vc|vl|vb), w.in(line), w.in(box), setList(w, lc), setList(w, bc), n, w.plural(n, "разная цифра", "разные цифры", "разных цифр"), join(w, why), removeText(w, s.Eliminations))
}

func (w russian) deathBlossom(s *logic.Step, stem int, ds []int, petals []alsPart, zs logic.Digits) string {
	var each []string
	for i, p := range petals {
		each = append(each, fmt.Sprintf("для %d — %s", ds[i], p.describe(w)))
	}
	return fmt.Sprintf("Цветок смерти: у клетки-стебля %s кандидаты %s. У каждого из них есть лепесток — почти запертое множество (кандидатов на один больше, чем клеток: лишившись одной цифры, оно должно содержать все остальные), все клетки которого с этой цифрой видят стебель: %s. Какую бы цифру ни содержал стебель, лепесток этой цифры её лишается и содержит все остальные свои цифры, поэтому Z = %s стоит в одном из лепестков, и клетка, которая видит все %s трёх лепестков, не может содержать %s: %s.",
		cellName(stem), digitList(w, digitsOf(ds)), join(w, each), digitList(w, zs), digitsOr(w, zs), digitsOr(w, zs), removeText(w, s.Eliminations))
}

func (w russian) coloringIntro(s *logic.Step, d int, a, b logic.CellSet) string {
	return fmt.Sprintf("Простая раскраска по цифре %d: в каждой из областей (%s) у %d только два места, поэтому ровно в одном из них стоит %d (сильная связь). Пройдите по этим сильным связям и раскрасьте клетки поочерёдно: цвет A — %s, цвет B — %s; тогда в клетках одного цвета стоят все %d, а в клетках другого — ни одной. ", d, join(w, linkHouses(w, s)), d, d, setList(w, a), setList(w, b), d)
}

func (w russian) coloringWrap(s *logic.Step, d, h int, name, other string, pair []int) string {
	return fmt.Sprintf("%s и %s обе цвета %s и лежат %s, поэтому при истинном цвете %s цифра %d встала бы %s дважды: цвет %s ложен, а цвет %s истинен. Уберите %d из всех клеток цвета %s: %s.", cellName(pair[0]), cellName(pair[1]), name, w.in(h), name, d, w.in(h), name, other, d, name, eliminationList(w, s.Eliminations))
}

func (w russian) coloringSees(e logic.Candidate, ca, cb int) string {
	return fmt.Sprintf("%s видит %s (A) и %s (B)", cellName(e.Cell), cellName(ca), cellName(cb))
}

func (w russian) coloringTrap(s *logic.Step, d int, reasons []string) string {
	return fmt.Sprintf("Теперь %s, поэтому, какой бы цвет ни оказался истинным, в %s не может быть %d: %s.", join(w, reasons), pluralCells(w, s.Eliminations), d, removeText(w, s.Eliminations))
}

func (w russian) pronounThey() string {
	return "них"
}

func (w russian) exocetCover(d, h1, h2 int) string {
	return fmt.Sprintf("%d %s и %s", d, w.in(h1), w.houseCase(h2, pre))
}

func (w russian) exocet(s *logic.Step, b1, b2, t1, t2, c1, c2 int, m1, m2 []int, box, baseLine int, lines, coverText []string, digits string, stack bool) string {
	bandRu := "яруса"
	if stack {
		bandRu = "вертикального яруса"
	}
	crossRu := make([]string, 3)
	for i := range crossRu {
		crossRu[i] = w.houseCase(houseNum(s.Houses[1+i]), nom)
	}
	return fmt.Sprintf("Младший экзосет: базовые клетки %s и %s %s содержат две разные цифры из %s. Возьмём целевые клетки %s и %s — в двух других блоках того же %s, но не %s, — и клетки-спутники %s и %s на пересекающих линиях целевых клеток, где нет базовых цифр. Вне %s пересекающие линии (%s) содержат каждую базовую цифру не более чем в двух линиях (%s), то есть не более двух раз. Пусть в базовой клетке стоит d: каждая пересекающая линия содержит d один раз, и не %s; %s она тоже не %s, значит, вне %s. Тогда вне %s остаётся не больше одной d, поэтому %s или %s содержит d в пределах %s — не в спутнике, а в своей целевой клетке. Значит, в целевых клетках стоят обе базовые цифры, по одной. Цифра целевой клетки стоит тогда %s и на линии этой клетки, поэтому в блоке другой целевой клетки она должна стоять в оставшихся клетках третьей линии: цифра %s — в %s, цифра %s — в %s. А пересекающая линия другой целевой клетки должна содержать эту цифру вне %s и не на той линии, где она стоит %s. Остаются только цифры, которые можно расставить по этим правилам: %s.",
		cellName(b1), cellName(b2), w.in(box), digits, cellName(t1), cellName(t2), bandRu, w.in(baseLine), cellName(c1), cellName(c2),
		bandRu, join(w, crossRu), list(w, coverText), w.in(baseLine), w.capitalize(w.in(houseNum(s.Houses[1]))), w.in(box), bandRu, bandRu, crossRu[1], crossRu[2], bandRu,
		w.in(baseLine), cellName(t1), cellList(w, m1), cellName(t2), cellList(w, m2), bandRu, w.in(houseNum(s.Houses[1])), removeText(w, s.Eliminations))
}

func (w russian) techniqueLead(s *logic.Step) string {
	return w.technique(s.Technique) + ": "
}

func (w russian) resultLead() string {
	return "Результат: "
}

func (w russian) trialHintArea() string {
	return "Здесь не помогает ни один логический приём: следующий шаг — проба."
}

func (w russian) hintGrid(name string) string {
	return fmt.Sprintf("На поле есть %s.", w.lower(name))
}

func (w russian) hintHouse(a int, name string) string {
	return fmt.Sprintf("%s есть %s.", w.capitalize(w.in(a)), w.lower(name))
}

func (w russian) theDigit() string {
	return "цифру "
}

func (w russian) theDigits() string {
	return "цифры "
}

func (w russian) hintFromCell(s *logic.Step, what string) string {
	return fmt.Sprintf("Рассмотрите %s, начиная с %s.", what, cellList(w, s.Cells[:min(1, len(s.Cells))]))
}

func (w russian) hintWhere(a int, what string) string {
	return fmt.Sprintf("Посмотрите, куда можно поставить %s %s.", what, w.in(a))
}

func (w russian) hintMSLS(rows, cols []string, n int) string {
	return fmt.Sprintf("Посмотрите на %d %s на пересечении строк %s и столбцов %s: для каждой цифры найдите наименьшее число этих строк и столбцов, которые покрывают все её кандидаты в этих клетках, и сравните их сумму с числом клеток.",
		n, w.plural(n, "пустую клетку", "пустые клетки", "пустых клеток"), join(w, rows), join(w, cols))
}

func (w russian) hintSKLoop(s *logic.Step) string {
	return fmt.Sprintf("Посмотрите на 16 клеток в %s вокруг пересечений %s: для каждой цифры найдите наименьшее число этих строк, столбцов и блоков, которые покрывают все её кандидаты в этих клетках, и сравните их сумму с 16.",
		w.houses(s.Houses[4:], pre), w.houses(s.Houses[:4], gen))
}

func (w russian) hintExocet(b1, b2, box, t1, t2 int) string {
	return fmt.Sprintf("Посмотрите на клетки базы %s и %s %s и на клетки-цели %s и %s: цифры базы обязательно появятся снова в целях.",
		cellName(b1), cellName(b2), w.in(box), cellName(t1), cellName(t2))
}

func (w russian) hintSueDeCoq(core, lineCells, boxCells string, line, box int) string {
	return fmt.Sprintf("Посмотрите на %s — пересечение %s и %s, — а также на %s в остальной части %s и %s в остальной части %s: вместе в них столько же возможных цифр, сколько клеток.",
		core, w.houseCase(box, gen), w.houseCase(line, gen), lineCells, w.houseCase(line, gen), boxCells, w.houseCase(box, gen))
}

func (w russian) resultNothing() string {
	return "ничего"
}

func (w russian) resultThen() string {
	return "; затем "
}

func (w russian) colon() string {
	return ": "
}

func (w russian) shortHidden(h int, p logic.Candidate) string {
	return fmt.Sprintf(": единственное место для %d %s", p.Digit, w.in(h))
}

func (w russian) shortFull(h int) string {
	return fmt.Sprintf(": последняя пустая клетка %s", w.houseCase(h, gen))
}

func (w russian) shortNaked() string {
	return ": у клетки остался один кандидат"
}

func (w russian) fishBasic(s *logic.Step, name string, d int, bases, covers string, base, cover []solver.House) string {
	return fmt.Sprintf("%s по цифре %d: в %s цифра %d может стоять только в %s, поэтому, как бы она ни встала, %s получат свои %d именно в %s: %s.", name, d, w.lines(base, pre), d, w.lines(cover, pre), w.lines(cover, nom), d, w.lines(base, pre), removal(w, s.Eliminations))
}

func (w russian) fishFinned(s *logic.Step, name string, d int, bases, covers string, base, cover, hit []solver.House, box string, finBox int, fins []int, basic, sashimi, fin, ifNone, ifOne, targets, they string) string {
	return fmt.Sprintf("%s по цифре %d: в %s цифра %d может стоять только в %s, не считая %s %s %s%s. %s %d, это %s: %s получают свои %d в %s; %s %d, ни одна другая клетка %s не может содержать %d. В любом случае в %s не может быть %d: %s в %s и %s вместе с %s. %s.", name, d, w.lines(base, pre), d, w.lines(cover, pre), [2]string{"плавника", "плавников"}[min(len(fins), 2)-1], cellList(w, fins), w.in(finBox), sashimi, ifNone, d, w.lower(basic), w.lines(cover, nom), d, w.lines(base, pre), ifOne, d, w.houseCase(finBox, gen), d, targets, d, they, w.lines(hit, pre), w.in(finBox), [2]string{"плавником", "плавниками"}[min(len(fins), 2)-1], w.capitalize(removal(w, s.Eliminations)))
}

func (w russian) sashimiLine(h solver.House, line, without string, d int, left []int) string {
	return fmt.Sprintf(" (сашими: %s в %s цифра %d осталась бы только в %s)", without, w.houseCase(houseNum(h), pre), d, cellName(left[0]))
}

func (w russian) intersection(s *logic.Step, d, from, to int) string {
	return fmt.Sprintf("%s: цифра %d может стоять только %s (%s), поэтому больше нигде %s её быть не может: уберите её из %s.", houseTitle(w, from), d, w.in(to), cellList(w, s.Cells), w.in(to), eliminationList(w, s.Eliminations))
}

func (w russian) digitsInHouse(ds logic.Digits, n int) string {
	return fmt.Sprintf("%s %s", digitList(w, ds), w.in(n))
}

func (w russian) twoLinks(s *logic.Step, d int, f1, n1, n2, f2, h1, h2, weak string) string {
	return fmt.Sprintf("%s по цифре %d: %s цифра %d может стоять только в %s или %s; %s — только в %s или %s. %s и %s лежат %s, поэтому не могут обе содержать %d. Если в %s нет %d, то %d стоит в %s, значит, в %s её нет, и она стоит в %s: в %s или в %s стоит %d, и клетка, которая видит обе, не может содержать %d. %s.", w.technique(s.Technique), d, w.in(houseNum(s.Houses[0])), d, f1, n1, w.in(houseNum(s.Houses[1])), n2, f2, n1, n2, w.in(houseNum(s.Houses[2])), d, f1, d, d, n1, n2, f2, f1, f2, d, d, w.capitalize(removal(w, s.Eliminations)))
}

func (w russian) emptyRectangle(s *logic.Step, d, box, link, line, other int, boxCells []int, near, far, target int) string {
	return fmt.Sprintf("%s по цифре %d: %s цифра %d может стоять только %s или %s (%s). %s цифра %d может стоять только в %s или %s. Если в %s нет %d, то %d стоит в %s; тогда %s цифра %d не может стоять %s, значит, она стоит %s, и в %s (%s) %d нет. Если же в %s стоит %d, то и в %s (%s) %d быть не может. %s.", w.technique(s.Technique), d, w.in(box), d, w.in(line), w.in(other), cellList(w, boxCells), w.capitalize(w.in(link)), d, cellName(near), cellName(far), cellName(far), d, d, cellName(near), w.in(box), d, w.in(line), w.in(other), cellName(target), w.in(other), d, cellName(far), d, cellName(target), w.in(sharedLine(far, target)), d, w.capitalize(removal(w, s.Eliminations)))
}

func (w russian) fullHouse(h int, p logic.Candidate) string {
	return fmt.Sprintf("%s: осталась одна пустая клетка, %s, и не хватает цифры %d, значит, %s = %d.", houseTitle(w, h), cellName(p.Cell), p.Digit, cellName(p.Cell), p.Digit)
}

func (w russian) hiddenSingle(h int, p logic.Candidate) string {
	return fmt.Sprintf("%s: цифру %d можно поставить только в %s, значит, %s = %d.", houseTitle(w, h), p.Digit, cellName(p.Cell), cellName(p.Cell), p.Digit)
}

func (w russian) nakedSingleHouses(s *logic.Step, p logic.Candidate, houses []string) string {
	return fmt.Sprintf("Все цифры, кроме %d, уже есть в %s, %s или %s, значит, %s = %d.", p.Digit, w.houseCase(houseNum(s.Houses[0]), pre), w.houseCase(houseNum(s.Houses[1]), pre), w.houseCase(houseNum(s.Houses[2]), pre), cellName(p.Cell), p.Digit)
}

func (w russian) nakedSingle(p logic.Candidate) string {
	return fmt.Sprintf("В %s остался единственный кандидат — %d, значит, %s = %d.", cellName(p.Cell), p.Digit, cellName(p.Cell), p.Digit)
}

func (w russian) naked(s *logic.Step, n int, where string) string {
	return fmt.Sprintf("%s: у %s клеток %s на всех только кандидаты %s, поэтому %s стоят именно в этих клетках, а в остальных клетках %s их быть не может: %s.", w.capitalize(w.houses(s.Houses, nom)), ruSizeGen[n], cellList(w, s.Cells), digitList(w, s.Digits), digitList(w, s.Digits), w.houses(s.Houses, gen), removal(w, s.Eliminations))
}

func (w russian) hidden(s *logic.Step, n, h int) string {
	return fmt.Sprintf("%s: %s могут стоять только в %s клетках %s, поэтому в этих клетках стоят %s и ничего больше: %s.", houseTitle(w, h), digitList(w, s.Digits), ruSizeGen[n], cellList(w, s.Cells), digitList(w, s.Digits), removal(w, s.Eliminations))
}

func (w russian) listSep() string {
	return ", "
}

func (w russian) removeDigit(elims []logic.Candidate) string {
	return fmt.Sprintf("уберите %d из %s", elims[0].Digit, eliminationList(w, elims))
}

func (w russian) removeWord() string {
	return "уберите "
}

func (w russian) urDeadly(s *logic.Step, corners []int, ds string) string {
	return fmt.Sprintf("поскольку у судоку единственное решение, в %s не могут стоять только %s: это был бы смертельный шаблон (если поменять в них %s местами, получилось бы второе решение).", join(w, solver.CellNames(corners)), ds, ds)
}

func (w russian) urSpace() string {
	return " "
}

func (w russian) ur1(s *logic.Step, ds logic.Digits, t int, three []int) string {
	return fmt.Sprintf("В %s могут быть только %s, поэтому в %s должна стоять другая цифра: %s.", join(w, solver.CellNames(three)), digitsOr(w, ds), cellName(t), removeText(w, s.Eliminations))
}

func (w russian) ur2(s *logic.Step, ds logic.Digits, c int, floor, roof []int) string {
	return fmt.Sprintf("В %s и %s могут быть только %s, поэтому в %s или %s должна стоять %d — их единственный другой кандидат. Клетка, которая видит обе, не может содержать %d: %s.", cellName(floor[0]), cellName(floor[1]), digitsOr(w, ds), cellName(roof[0]), cellName(roof[1]), c, c, removeText(w, s.Eliminations))
}

func (w russian) ur3(s *logic.Step, ds, extra, digits logic.Digits, floor, roof []int, with []string) string {
	return fmt.Sprintf("В %s и %s могут быть только %s, поэтому в %s или %s должна стоять %s. Если считать их одной клеткой с кандидатами %s, они %s образуют голое множество из %s: эти цифры должны стоять в этих клетках, поэтому %s.", cellName(floor[0]), cellName(floor[1]), digitsOr(w, ds), cellName(roof[0]), cellName(roof[1]), digitsOr(w, extra), digitList(w, extra), join(w, with), digitList(w, digits), removeText(w, s.Eliminations))
}

func (w russian) ur4(s *logic.Step, ds logic.Digits, h, u, v int, floor, roof []int) string {
	return fmt.Sprintf("В %s и %s могут быть только %s. %s цифра %d может стоять только в %s или %s, поэтому в одной из них стоит %d; если бы в другой стояла %d, в четырёх клетках были бы только %s. Значит, ни в одной из них не может быть %d: %s.", cellName(floor[0]), cellName(floor[1]), digitsOr(w, ds), w.capitalize(w.in(h)), u, cellName(roof[0]), cellName(roof[1]), u, v, urDigits(w, s), v, removeText(w, s.Eliminations))
}

func (w russian) bugPlus1(s *logic.Step, c, d int, row, col, box string) string {
	return fmt.Sprintf("BUG+1: во всех пустых клетках, кроме %s, ровно по два кандидата, и каждый кандидат встречается ровно дважды в каждой строке, каждом столбце и каждом блоке, кроме %d: она встречается трижды — %s, %s и %s. Если бы в %s не было %d, сетка превратилась бы в BUG — «всеобщую двузначную могилу», у которой решений нет или их несколько; поскольку у судоку единственное решение, %s = %d: %s.", cellName(c), d, w.in(cellHouses[c][0]), w.houseCase(cellHouses[c][1], pre), w.houseCase(cellHouses[c][2], pre), cellName(c), d, cellName(c), d, removeText(w, s.Eliminations))
}

func (w russian) removeFromCell(c string, ds logic.Digits) string {
	return fmt.Sprintf("уберите %s из %s", digitList(w, ds), c)
}

func (w russian) seesIn(c int, e logic.Candidate, h string) string {
	return fmt.Sprintf("%s %s", cellName(c), w.in(seenThrough(e.Cell, c)))
}

func (w russian) partSep() string {
	return "; "
}

func (w russian) wordOr() string {
	return " или "
}

func (w russian) cellCands(c int, cands string) string {
	return fmt.Sprintf("%s (%s)", cellName(c), cands)
}

func (w russian) xyWing(s *logic.Step, p, a, b, x, y, z int) string {
	return fmt.Sprintf("XY-крыло: опорная клетка %s видит крылья %s и %s. Если в %s стоит %d, то в %s — %d; если %d, то в %s — %d. В любом случае в одном из крыльев стоит %d, поэтому %d уходит из всех клеток, которые видят оба крыла: %s. %s.", cellCands(w, s, p), cellCands(w, s, a), cellCands(w, s, b), cellName(p), x, cellName(a), z, y, cellName(b), z, z, z, whySees(w, s.Eliminations, []int{a, b}), w.capitalize(removal(w, s.Eliminations)))
}

func (w russian) xyzWing(s *logic.Step, p, a, b, x, y, z int) string {
	return fmt.Sprintf("XYZ-крыло: опорная клетка %s видит крылья %s и %s. Если в %s стоит %d, то в %s — %d; если %d, то в %s — %d; иначе в ней самой стоит %d. Значит, в одной из трёх клеток стоит %d, и %d уходит из всех клеток, которые видят все три: %s. %s.", cellCands(w, s, p), cellCands(w, s, a), cellCands(w, s, b), cellName(p), x, cellName(a), z, y, cellName(b), z, z, z, z, whySees(w, s.Eliminations, []int{p, a, b}), w.capitalize(removal(w, s.Eliminations)))
}

func (w russian) wWing(s *logic.Step, e1, e2, w1, w2, h, x, y int) string {
	return fmt.Sprintf("W-крыло по цифрам %d и %d: в %s и %s могут быть только %d или %d. %s цифра %d может стоять только в %s или %s; %s видит %s (%s), а %s видит %s (%s). В %s или в %s стоит %d, поэтому в %s или в %s нет %d, и там стоит %d. Клетка, которая видит обе, не может содержать %d: %s. %s.", x, y, cellName(w1), cellName(w2), x, y, w.capitalize(w.in(h)), x, cellName(e1), cellName(e2), cellName(e1), cellName(w1), w.in(seenThrough(e1, w1)), cellName(e2), cellName(w2), w.in(seenThrough(e2, w2)), cellName(e1), cellName(e2), x, cellName(w1), cellName(w2), x, y, y, whySees(w, s.Eliminations, []int{w1, w2}), w.capitalize(removal(w, s.Eliminations)))
}

func (w russian) msls(rows, cols []string, n, nLinks int, links, double []string, elims []logic.Candidate) string {
	ru := fmt.Sprintf("Многосекторное запертое множество: строки %s и столбцы %s пересекаются в %d %s, где должно стоять %d %s. Каждый кандидат этих клеток — одна из %d цифр областей: %s. В области каждая цифра встречается один раз, поэтому каждая цифра области может занять не больше одной из этих клеток; клеток %d, цифр областей %d, значит, каждая занимает ровно одну. Поэтому каждая цифра, указанная для строки или столбца, стоит в этих клетках, а не в других клетках этой строки или столбца",
		strings.Join(rows, ", "), strings.Join(cols, ", "), n, w.plural(n, "пустой клетке", "пустых клетках", "пустых клетках"), n, w.plural(n, "цифра", "цифры", "цифр"), nLinks, strings.Join(links, "; "), n, nLinks)
	if len(double) > 0 {
		ru += fmt.Sprintf("; а %s, покрытый и своей строкой, и своим столбцом, занял бы одной клеткой две цифры областей, поэтому он ложен", join(w, double))
	}
	return ru + ": " + removeText(w, elims) + "."
}

func (w russian) skLoop(s *logic.Step, n int, links, double []string) string {
	ru := fmt.Sprintf("SK-петля: %s пересекаются в %s; в каждом из этих блоков две другие клетки строки и две другие клетки столбца дают 16 пустых клеток, %s, каждая — в одной из этих строк или столбцов и в одном из этих блоков. Каждый кандидат этих клеток — одна из %d цифр областей: %s. В области каждая цифра встречается один раз, поэтому каждая цифра области может занять не больше одной из этих клеток; клеток 16, цифр областей %d, значит, каждая занимает ровно одну. Поэтому каждая цифра, указанная для области, стоит в этих клетках, а не в других клетках этой области",
		houseNames(w, s.Houses[:4]), w.houses(s.Houses[4:], pre), cellList(w, s.Cells), n, list(w, links), n)
	if len(double) > 0 {
		ru += fmt.Sprintf("; а %s, покрытый и своей линией, и своим блоком, занял бы одной клеткой две цифры областей, поэтому он ложен", join(w, double))
	}
	return ru + ": " + removeText(w, s.Eliminations) + "."
}

func (w russian) thenClause(then string) string { return " Теперь " + w.lower(then) }

func (w russian) sueDeCoqStay(ds logic.Digits, h int) string {
	where := "на пересечении"
	if h >= 0 {
		where = w.in(h)
	}
	return fmt.Sprintf("%s %s %s", digitList(w, ds), w.plural(ds.Count(), "остаётся", "остаются", "остаются"), where)
}

// lineGroup names lines as English does: the Russian sentences name
// lines by case, with ruLines.
func (w russian) lineGroup(kind solver.HouseKind, nums []string) string {
	return [...]string{"rows ", "columns ", "boxes "}[kind] + join(w, nums)
}

func (w russian) fishTargets(cells []int) (targets, they string) {
	if len(cells) == 1 {
		return cellList(w, cells), "она лежит"
	}
	return cellList(w, cells), "они лежат"
}

func (w russian) fishFins(n int) (fin, ifNone, ifOne string) {
	if n > 1 {
		return "плавники", "Если ни в одном плавнике нет", "если в одном из плавников стоит"
	}
	return "плавник", "Если в плавнике нет", "если в плавнике стоит"
}

func (w russian) fishWithout(n int) string {
	if n > 1 {
		return "без плавников"
	}
	return "без плавника"
}

func (w russian) urWith(in logic.CellSet, hs []int) string {
	names := make([]string, len(hs))
	for i, h := range hs {
		names[i] = w.houseCase(h, pre)
	}
	return fmt.Sprintf("вместе с %s в %s", setList(w, in), join(w, names))
}

func (w russian) seesAll(c int, items []string) string {
	return cellName(c) + " видит " + join(w, items)
}

func (w russian) house(h int) string { return w.houseCase(h, nom) }

func (w russian) andWord() string { return " и " }

func (w russian) cellDigits(c int, digits []string) string {
	return fmt.Sprintf("%s (%s)", cellName(c), strings.Join(digits, ", "))
}

func (w russian) sentence(s string) string { return s + "." }

func (w russian) capitalize(s string) string { return locale.Capitalize(s) }

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

// houseCase names house h in a case: houseCase(2, pre) is
// «строке 3».
func (w russian) houseCase(h int, c ruCase) string {
	return fmt.Sprintf("%s %d", ruHouseForms[h/9][0][c], h%9+1)
}

// in names house h after «в»: «в строке 3», «в столбце 5», «в блоке 2».
func (w russian) in(h int) string { return "в " + w.houseCase(h, pre) }

// plural returns the Russian form of a noun for a count: one («1 клетка»,
// «21 клетка»), few («2 клетки») or many («5 клеток»).
func (w russian) plural(n int, one, few, many string) string {
	switch w.Lang().Plural(n) {
	case locale.One:
		return one
	case locale.Few:
		return few
	}
	return many
}

// lower returns a Russian name or sentence for the middle of a sentence:
// «скрытая одиночка», «в r1c2 …», but «X-крыло», «XY-цепочка», «BUG+1»
// keep their Latin capitals.
func (w russian) lower(name string) string {
	r, size := utf8.DecodeRuneInString(name)
	if !unicode.Is(unicode.Cyrillic, r) || !unicode.IsUpper(r) {
		return name
	}
	return string(unicode.ToLower(r)) + name[size:]
}

// ruSizeGen says how many cells a subset has, in the genitive (and
// prepositional) case: «двух», «трёх», «четырёх».
var ruSizeGen = [5]string{2: "двух", 3: "трёх", 4: "четырёх"}

// houses names houses in a case, joined: «строки 3 и блока 1».
func (w russian) houses(hs []solver.House, c ruCase) string {
	names := make([]string, len(hs))
	for i, h := range hs {
		names[i] = w.houseCase(houseNum(h), c)
	}
	return join(w, names)
}

// lines names lines of one kind in a case: «строке 2» for
// one, «строках 2 и 7» for several (prepositional).
func (w russian) lines(houses []solver.House, c ruCase) string {
	if len(houses) == 1 {
		return w.houseCase(houseNum(houses[0]), c)
	}
	nums := make([]string, len(houses))
	for i, h := range houses {
		nums[i] = fmt.Sprint(h.Index + 1)
	}
	kind := 0
	if len(houses) > 0 {
		kind = int(houses[0].Kind)
	}
	return ruHouseForms[kind][1][c] + " " + join(w, nums)
}

func (w russian) lastResort() string { return "Крайняя мера — " }
