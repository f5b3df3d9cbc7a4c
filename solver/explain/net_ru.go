package explain

import (
	"fmt"
	"strings"

	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// The Russian sentences of chains, forcing chains, nets and trials (see
// netWords).

var _ netWords = russian{}

func (russian) netReasonNaked() string { return " (последний кандидат клетки)" }
func (russian) netReasonHidden(d, h int) string {
	return fmt.Sprintf(" (единственное место для %d %s)", d, ruIn(h))
}
func (russian) netReasonLocked(d, h, h2 int) string {
	return fmt.Sprintf(" (все кандидаты %d %s — %s)", d, ruHouse(h, gen), ruIn(h2))
}
func (russian) netReasonCell() string { return " (та же клетка)" }
func (russian) netReasonPeer(h int) string {
	return [...]string{" (та же строка)", " (тот же столбец)", " (тот же блок)"}[h/9]
}
func (russian) netGone(d int, houses []int, cell string, others logic.Digits) string {
	var from string
	if len(houses) > 0 {
		names := make([]string, len(houses))
		for i, h := range houses {
			names[i] = ruHouse(h, gen)
		}
		from = fmt.Sprintf("%d из %s", d, join(names, locale.Russian))
	}
	switch {
	case others == 0:
		return "убираем " + from
	case from == "":
		return fmt.Sprintf("убираем %s из %s", digitList(others, locale.Russian), cell)
	}
	return fmt.Sprintf("убираем %s, а %s — из %s", from, digitList(others, locale.Russian), cell)
}
func (russian) netCauses(causes []string) string { return strings.Join(causes, ", ") }
func (russian) netNestedBecause(opposite string) string {
	return fmt.Sprintf(", потому что %s ведёт к противоречию:", opposite)
}
func (russian) netThen(gone string) string { return ", значит, " + gone }
func (russian) netAnd() string             { return ", " }
func (russian) netNestedWould(opposite string) string {
	return fmt.Sprintf(" (%s привело бы к противоречию)", opposite)
}
func (russian) netLinkClash(cell string, d int, on, off string) string {
	return fmt.Sprintf("Значит, %s было бы и %d (звено %s), и не %d (звено %s) — противоречие.", cell, d, on, d, off)
}
func (r russian) netLastResort(name string) string { return r.lastResort() + name + ": " }
func (russian) netOpenCell(cell, digits string) string {
	return fmt.Sprintf("В %s может быть только %s.", cell, digits)
}
func (russian) netOpenHouse(h, d int, cells []string) string {
	return fmt.Sprintf("%s цифра %d может стоять только в %s.", locale.Capitalize(ruIn(h)), d, join(cells, locale.Russian))
}
func (russian) netOpenDouble(cell string, d int) string {
	return fmt.Sprintf("В %s либо %d, либо нет.", cell, d)
}
func (russian) netGap() string { return " " }
func (russian) netTherefore(conclusion, result string) string {
	return "Следовательно, " + conclusion + ": " + result
}
func (russian) netEitherWay(conclusion, result string) string {
	return "В любом случае " + conclusion + ": " + result
}
func (russian) netSuppose(assumption string) string {
	return fmt.Sprintf("Предположим, что %s.", assumption)
}
func (russian) netIf(assumption string) string { return fmt.Sprintf("\nЕсли %s:", assumption) }
func (russian) netCannotHold(assumption string) string {
	return fmt.Sprintf(" Значит, %s невозможно.", assumption)
}
func (russian) netLinks(from, to int) string { return fmt.Sprintf("(звенья %d–%d)", from, to) }
func (russian) netSeePage(page int) string {
	return fmt.Sprintf(" (почему — на странице %d)", page)
}
func (russian) netNestedHead(fact, assumption string, link, page int) string {
	if link <= 1 {
		return fmt.Sprintf("Почему %s (звено %d на странице %d)? Предположим, что %s.", fact, link, page, assumption)
	}
	if link == 2 {
		return fmt.Sprintf("Почему %s (звено %d на странице %d)? Оставим в силе звено 1 и предположим, что %s.", fact, link, page, assumption)
	}
	return fmt.Sprintf("Почему %s (звено %d на странице %d)? Оставим в силе звенья 1–%d и предположим, что %s.", fact, link, page, link-1, assumption)
}
func (russian) netNestedLinks(fact string, from, to int) string {
	return fmt.Sprintf("Почему %s (звенья %d–%d):", fact, from, to)
}
func (russian) netNestedDone(fact string, link, page int) string {
	return fmt.Sprintf("Значит, %s — это и есть звено %d на странице %d.", fact, link, page)
}

func (russian) netFactNaked() string { return " (единственный кандидат)" }
func (russian) netFactHidden(h int) string {
	return fmt.Sprintf(" (единственное место %s)", ruIn(h))
}
func (x russian) netFactLocked(d, h, h2 int) string { return x.netReasonLocked(d, h, h2) }
func (russian) netFactNested() string               { return " (иначе — противоречие)" }
func (russian) netBranch(assumption string, facts []string) string {
	if len(facts) == 0 {
		return "если " + assumption
	}
	return "если " + assumption + ", то " + strings.Join(facts, ", ")
}
func (russian) netButClash(opposite string) string {
	return fmt.Sprintf(": но %s — противоречие", opposite)
}
func (russian) netOppositeClash() string {
	return ": получилось обратное предположению — противоречие"
}
func (russian) netAlso() string { return "; кроме того, " }
func (russian) netStop() string { return ". " }
func (russian) netSoConclude(conclusion, result string) string {
	return ". Значит, " + conclusion + ": " + result
}
func (russian) netSoCannotHold(assumption string) string {
	return fmt.Sprintf(", значит, %s невозможно", assumption)
}
func (russian) netOr(items []string) string {
	return strings.Join(items[:len(items)-1], ", ") + " или " + items[len(items)-1]
}
func (russian) netBothClash(cells string, d int) string {
	return fmt.Sprintf("Значит, %s одновременно и %d, и не %d — противоречие", cells, d, d)
}
func (russian) netNoCandidate(cell string) string {
	return fmt.Sprintf("Значит, в %s не осталось кандидатов — противоречие", cell)
}
func (russian) netNoPlace(d, h int) string {
	where := "в её области"
	if h >= 0 {
		where = ruIn(h)
	}
	return fmt.Sprintf("Значит, цифре %d не осталось места %s — противоречие", d, where)
}

func (russian) netHintAtCell(name string, h int, cell string) string {
	return fmt.Sprintf("Есть %s с началом в %s, %s.", ruLow(name), cell, ruIn(h))
}
func (russian) netHintForcingIn(name string, h int) string {
	return fmt.Sprintf("Есть %s с началом %s.", ruLow(name), ruIn(h))
}
func (r russian) netHintChainIn(name string, h int) string { return r.netHintForcingIn(name, h) }
func (russian) netCands(ds logic.Digits, cells string) string {
	return digitList(ds, locale.Russian) + " в " + cells
}
func (russian) netFollowLoop(at string) string {
	return fmt.Sprintf("Проследите замкнутую цепочку звеньев, которая начинается и кончается на %s.", at)
}
func (russian) netFollowChain(from, to string) string {
	return fmt.Sprintf("Проследите цепочку звеньев от %s до %s.", from, to)
}
func (russian) netHintContradiction(assumption, at string) string {
	return fmt.Sprintf("Предположите, что %s, и проследите следствия звено за звеном: получится противоречие в %s.", assumption, at)
}
func (russian) netHintDouble(first, second, at string) string {
	return fmt.Sprintf("Предположите сначала, что %s, потом — что %s, и проследите следствия: оба пути ведут к одному и тому же выводу о %s.", first, second, at)
}

// ruAllLead says that the branches lead somewhere: «оба варианта ведут»,
// «все варианты ведут».
func ruAllLead(branches int) string {
	if branches == 2 {
		return "оба варианта ведут"
	}
	return "все варианты ведут"
}

func (russian) netHintCell(cell, digits string, branches int, at string) string {
	return fmt.Sprintf("Переберите кандидаты %s (%s) и проследите, что следует из каждого: %s к одному и тому же выводу о %s.", cell, digits, ruAllLead(branches), at)
}
func (russian) netHintCellMany(cell string, branches int, at string) string {
	return fmt.Sprintf("Переберите все %d %s %s и проследите, что следует из каждого: все варианты ведут к одному и тому же выводу о %s.", branches, ruForm(branches, "кандидат", "кандидата", "кандидатов"), cell, at)
}
func (russian) netHintHouse(d, h int, cells string, branches int, at string) string {
	return fmt.Sprintf("Переберите места для %d %s (%s) и проследите, что следует из каждого: %s к одному и тому же выводу о %s.", d, ruIn(h), cells, ruAllLead(branches), at)
}

func (russian) netLoop(name, chain, alsNote, removal string) string {
	return fmt.Sprintf("%s: цепочка замыкается в петлю. %s — там же, где она началась. В замкнутой петле каждое звено действует в обе стороны: ровно один конец каждого звена истинен%s. Поэтому всё, что видит оба конца одного звена, ложно: %s.", name, chain, alsNote, removal)
}
func (russian) netLoopOff(name, chain, cell string, d int) string {
	return fmt.Sprintf("%s: %s — противоречие. Значит, в %s не может быть %d.", name, chain, cell, d)
}
func (russian) netLoopOn(name, chain, cell string, d int, removal string) string {
	return fmt.Sprintf("%s: %s — противоречие. Значит, %s = %d: %s.", name, chain, cell, d, removal)
}
func (russian) netCellBoth(name, chain, cell string, d1, d2 int, removal string) string {
	return fmt.Sprintf("%s: %s. Значит, в %s может быть только %d или %d: %s.", name, chain, cell, d1, d2, removal)
}
func (russian) netEitherEnd(name, chain, a, b, cannot string) string {
	return fmt.Sprintf("%s: %s. Значит, %s или %s, и в любом случае %s.", name, chain, a, b, cannot)
}
func (russian) netCannot(cells []string, d int) string {
	return fmt.Sprintf("в %s не может быть %d", join(cells, locale.Russian), d)
}
func (russian) netCannotAll(removal string) string { return removal }
func (russian) netAlsNote() string {
	return ", а почти запертое множество в петле сохраняет все свои остальные цифры"
}
func (russian) netChainIf(node string) string   { return "если " + node }
func (russian) netChainThen(node string) string { return ", то " + node }
func (russian) netChainSo(node string) string   { return ", значит, " + node }
func (russian) netBivalue(cell string, d1, d2 int) string {
	return fmt.Sprintf(" (в %s только %d и %d)", cell, d1, d2)
}
func (russian) netStrongOne(d, h int) string {
	return fmt.Sprintf(" (второе и последнее место для %d %s)", d, ruIn(h))
}
func (russian) netStrongMany(d, h int) string {
	return fmt.Sprintf(" (остальные места для %d %s)", d, ruIn(h))
}
func (russian) netAlsReason(cells string, n int, digits string, d int, rest string) string {
	return fmt.Sprintf(" (в %s — %d %s — только %s: без %d в них должны стоять все %s)", cells, n, ruForm(n, "клетка", "клетки", "клеток"), digits, d, rest)
}
func (russian) netNodeOn(cell string, d int) string  { return fmt.Sprintf("%s = %d", cell, d) }
func (russian) netNodeOff(cell string, d int) string { return fmt.Sprintf("%s ≠ %d", cell, d) }
func (russian) netNodesOn(cells string, d int) string {
	return fmt.Sprintf("%d стоит в одной из клеток %s", d, cells)
}
func (russian) netNodesOff(cells string, d int) string {
	return fmt.Sprintf("%d нет ни в одной из клеток %s", d, cells)
}
func (russian) netRemotePair(name string, cells []string, a, b int, alt1, alt2 []string, removal string) string {
	return fmt.Sprintf("%s: в %s только %d и %d, и каждая клетка видит следующую, поэтому цифры вдоль цепочки чередуются: %s или %s. Из двух клеток, разделённых нечётным числом шагов, в одной стоит %d, в другой — %d, поэтому клетка, которая видит обе, не может содержать ни одну из них: %s.",
		name, join(cells, locale.Russian), a, b, strings.Join(alt1, ", "), strings.Join(alt2, ", "), a, b, removal)
}

func (russian) netTrialOpen(cell, digits string) string {
	return fmt.Sprintf("Здесь не помогает ни один логический приём, поэтому это проба: в %s, клетке с наименьшим числом кандидатов, может быть %s.", cell, digits)
}
func (russian) netTrialNoSolution(cell string, d int) string {
	return fmt.Sprintf("%s = %d не даёт решения (это найдено перебором, а не шагами, которые может пройти человек).", cell, d)
}
func (russian) netTrialNoCandidate(cell string) string {
	return fmt.Sprintf("в %s не осталось кандидатов", cell)
}
func (russian) netTrialNoPlace(d, h int) string {
	return fmt.Sprintf("цифре %d не осталось места %s", d, ruIn(h))
}
func (russian) netTrialMore(n int) string { return fmt.Sprintf(" и ещё %d", n) }
func (russian) netTrialFollow(shown, then string) string {
	return "отсюда следует: " + shown + "; затем " + then
}
func (russian) netTrialClash(cell string, d int, why string) string {
	return fmt.Sprintf("Если %s = %d, то %s — противоречие, значит, %s ≠ %d.", cell, d, why, cell, d)
}
func (russian) netTrialSo(cell string, d int) string {
	return fmt.Sprintf(" Значит, %s = %d.", cell, d)
}
