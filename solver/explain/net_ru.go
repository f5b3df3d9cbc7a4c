package explain

import (
	"fmt"
	"strings"

	"sudokubot/solver/logic"
)

// The Russian sentences of chains, forcing chains, nets and trials (see
// netWords).

var _ netWords = russian{}

func (w russian) netReasonLocked(d, h, h2 int) string {
	return fmt.Sprintf(" (все кандидаты %[1]d %[2]s — %[3]s)", d, w.houseCase(h, gen), w.in(h2))
}
func (w russian) netReasonCell() string { return " (та же клетка)" }
func (w russian) netReasonPeer(h int) string {
	return [...]string{" (та же строка)", " (тот же столбец)", " (тот же блок)"}[h/9]
}
func (w russian) netGone(d int, houses []int, cell string, others logic.Digits) string {
	var from string
	if len(houses) > 0 {
		names := make([]string, len(houses))
		for i, h := range houses {
			names[i] = w.houseCase(h, gen)
		}
		from = fmt.Sprintf("%[1]d из %[2]s", d, join(w, names))
	}
	switch {
	case others == 0:
		return "убираем " + from
	case from == "":
		return fmt.Sprintf("убираем %[1]s из %[2]s", digitList(w, others), cell)
	}
	return fmt.Sprintf("убираем %[1]s, а %[2]s — из %[3]s", from, digitList(w, others), cell)
}
func (w russian) netCauses(causes []string) string { return strings.Join(causes, ", ") }
func (w russian) netNestedBecause(opposite string) string {
	return fmt.Sprintf(", потому что %s ведёт к противоречию:", opposite)
}
func (w russian) netThen(gone string) string { return ": " + gone }
func (w russian) netAnd() string             { return ", " }
func (w russian) netNestedWould(opposite string) string {
	return fmt.Sprintf(" (%s привело бы к противоречию)", opposite)
}
func (w russian) netLinkClash(cell string, d int, on, off string) string {
	return fmt.Sprintf("Значит, %[1]s было бы и %[2]d (звено %[3]s), и не %[2]d (звено %[4]s) — противоречие.",
		cell, d, on, off)
}
func (w russian) netLastResort(name string) string { return w.lastResort() + name + ": " }
func (w russian) netOpenCell(cell, digits string) string {
	return fmt.Sprintf("В %[1]s может быть только %[2]s.", cell, digits)
}
func (w russian) netOpenHouse(h, d int, cells []string) string {
	return fmt.Sprintf("%[1]s цифра %[2]d может стоять только в %[3]s.",
		w.capitalize(w.in(h)), d, join(w, cells))
}
func (w russian) netOpenDouble(cell string, d int) string {
	return fmt.Sprintf("В %[1]s либо %[2]d, либо нет.", cell, d)
}
func (w russian) netGap() string { return " " }
func (w russian) netTherefore(conclusion, result string) string {
	return "Следовательно, " + conclusion + ": " + result
}
func (w russian) netEitherWay(conclusion, result string) string {
	return "В любом случае " + conclusion + ": " + result
}
func (w russian) netSuppose(assumption string) string {
	return fmt.Sprintf("Предположим, что %s.", assumption)
}
func (w russian) netIf(assumption string) string { return fmt.Sprintf("\nЕсли %s:", assumption) }
func (w russian) netCannotHold(assumption string) string {
	return fmt.Sprintf(" Значит, %s невозможно.", assumption)
}
func (w russian) netLinks(from, to int) string {
	return fmt.Sprintf("(звенья %[1]d–%[2]d)", from, to)
}
func (w russian) netSeePage(page int) string {
	return fmt.Sprintf(" (почему — на странице %d)", page)
}
func (w russian) netNestedHead(fact, assumption string, link, page int) string {
	if link <= 1 {
		return fmt.Sprintf("Почему %[1]s (звено %[2]d на странице %[3]d)? Пусть %[4]s.",
			fact, link, page, assumption)
	}
	if link == 2 {
		return fmt.Sprintf("Почему %[1]s (звено %[2]d на странице %[3]d)? Пусть %[4]s и верно звено 1.",
			fact, link, page, assumption)
	}
	return fmt.Sprintf("Почему %[1]s (звено %[2]d на странице %[3]d)? Пусть %[4]s и верны звенья 1–%[5]d.",
		fact, link, page, assumption, link-1)
}
func (w russian) netNestedLinks(fact string, from, to int) string {
	return fmt.Sprintf("Почему %[1]s (звенья %[2]d–%[3]d):", fact, from, to)
}
func (w russian) netNestedDone(fact string, link, page int) string {
	return fmt.Sprintf("Итак, %[1]s — это звено %[2]d на странице %[3]d.", fact, link, page)
}

func (w russian) netFactNaked() string { return " (последний кандидат)" }
func (w russian) netFactHidden(h int) string {
	return fmt.Sprintf(" (только здесь %s)", w.in(h))
}
func (w russian) netFactLocked(d, h, h2 int) string { return w.netReasonLocked(d, h, h2) }
func (w russian) netFactNested() string             { return " (иначе — противоречие)" }
func (w russian) netBranch(assumption string, facts []string) string {
	if len(facts) == 0 {
		return "если " + assumption
	}
	return "если " + assumption + ", то " + strings.Join(facts, ", ")
}
func (w russian) netButClash(opposite string) string {
	return fmt.Sprintf(": но %s — противоречие", opposite)
}
func (w russian) netOppositeClash() string {
	return ": получилось обратное предположению — противоречие"
}
func (w russian) netAlso() string { return "; кроме того, " }
func (w russian) netStop() string { return ". " }
func (w russian) netSoConclude(conclusion, result string) string {
	return ". Значит, " + conclusion + ": " + result
}
func (w russian) netSoCannotHold(assumption string) string {
	return fmt.Sprintf(", значит, %s невозможно", assumption)
}
func (w russian) netOr(items []string) string {
	return strings.Join(items[:len(items)-1], ", ") + " или " + items[len(items)-1]
}
func (w russian) netBothClash(cells string, d int) string {
	return fmt.Sprintf("Значит, %[1]s одновременно и %[2]d, и не %[2]d — противоречие", cells, d)
}
func (w russian) netNoCandidate(cell string) string {
	return fmt.Sprintf("Значит, в %s не осталось кандидатов — противоречие", cell)
}
func (w russian) netNoPlace(d, h int) string {
	where := "в её области"
	if h >= 0 {
		where = w.in(h)
	}
	return fmt.Sprintf("Значит, цифре %[1]d не осталось места %[2]s — противоречие", d, where)
}

func (w russian) netHintAtCell(name string, h int, cell string) string {
	return fmt.Sprintf("Есть %[1]s с началом в %[2]s, %[3]s.", w.lower(name), cell, w.in(h))
}
func (w russian) netHintForcingIn(name string, h int) string {
	return fmt.Sprintf("Есть %[1]s с началом %[2]s.", w.lower(name), w.in(h))
}
func (w russian) netHintChainIn(name string, h int) string { return w.netHintForcingIn(name, h) }
func (w russian) netCands(ds logic.Digits, cells string) string {
	return digitList(w, ds) + " в " + cells
}
func (w russian) netFollowLoop(at string) string {
	return fmt.Sprintf("Проследите замкнутую цепочку звеньев, "+
		"которая начинается и кончается на %s.",
		at)
}
func (w russian) netFollowChain(from, to string) string {
	return fmt.Sprintf("Проследите цепочку звеньев от %[1]s до %[2]s.", from, to)
}
func (w russian) netHintContradiction(assumption, at string) string {
	return fmt.Sprintf("Предположите, что %[1]s, и проследите следствия звено за звеном: "+
		"получится противоречие в %[2]s.",
		assumption, at)
}
func (w russian) netHintDouble(first, second, at string) string {
	return fmt.Sprintf("Предположите сначала, что %[1]s, потом — что %[2]s, и проследите следствия: "+
		"оба пути ведут к одному и тому же выводу о %[3]s.",
		first, second, at)
}

// allLead says that the branches lead somewhere: «оба варианта ведут»,
// «все варианты ведут».
func (w russian) allLead(branches int) string {
	if branches == 2 {
		return "оба варианта ведут"
	}
	return "все варианты ведут"
}

func (w russian) netHintCell(cell, digits string, branches int, at string) string {
	return fmt.Sprintf("Переберите кандидаты %[1]s (%[2]s) и проследите, что следует из каждого: "+
		"%[3]s к одному и тому же выводу о %[4]s.",
		cell, digits, w.allLead(branches), at)
}
func (w russian) netHintCellMany(cell string, branches int, at string) string {
	return fmt.Sprintf("Переберите все %[1]d %[2]s %[3]s и проследите, что следует из каждого: "+
		"все варианты ведут к одному и тому же выводу о %[4]s.",
		branches,
		w.plural(branches, "кандидат", "кандидата", "кандидатов"),
		cell,
		at,
	)
}
func (w russian) netHintHouse(d, h int, cells string, branches int, at string) string {
	return fmt.Sprintf("Переберите места для %[1]d %[2]s (%[3]s) и проследите, что следует из каждого: "+
		"%[4]s к одному и тому же выводу о %[5]s.",
		d, w.in(h), cells, w.allLead(branches), at)
}

func (w russian) netLoop(name, chain, alsNote, removal string) string {
	return fmt.Sprintf("%[1]s: цепочка замыкается в петлю. "+
		"%[2]s — там же, где она началась. "+
		"В замкнутой петле каждое звено действует в обе стороны: "+
		"ровно один конец каждого звена истинен%[3]s. "+
		"Поэтому всё, что видит оба конца одного звена, ложно: %[4]s.",
		name, chain, alsNote, removal)
}
func (w russian) netLoopOff(name, chain, cell string, d int) string {
	return fmt.Sprintf("%[1]s: %[2]s — противоречие. Значит, в %[3]s не может быть %[4]d.",
		name, chain, cell, d)
}
func (w russian) netLoopOn(name, chain, cell string, d int, removal string) string {
	return fmt.Sprintf("%[1]s: %[2]s — противоречие. Значит, %[3]s = %[4]d: %[5]s.", name, chain, cell, d, removal)
}
func (w russian) netCellBoth(name, chain, cell string, d1, d2 int, removal string) string {
	return fmt.Sprintf("%[1]s: %[2]s. Значит, в %[3]s может быть только %[4]d или %[5]d: %[6]s.",
		name,
		chain,
		cell,
		d1,
		d2,
		removal,
	)
}
func (w russian) netEitherEnd(name, chain, a, b, cannot string) string {
	return fmt.Sprintf("%[1]s: %[2]s. Значит, %[3]s или %[4]s, и в любом случае %[5]s.",
		name, chain, a, b, cannot)
}
func (w russian) netCannot(cells []string, d int) string {
	return fmt.Sprintf("в %[1]s не может быть %[2]d", join(w, cells), d)
}
func (w russian) netCannotAll(removal string) string { return removal }
func (w russian) netAlsNote() string {
	return ", а почти запертое множество в петле сохраняет все свои остальные цифры"
}
func (w russian) netChainIf(node string) string   { return "если " + node }
func (w russian) netChainThen(node string) string { return ", то " + node }
func (w russian) netChainSo(node string) string   { return ", значит, " + node }
func (w russian) netBivalue(cell string, d1, d2 int) string {
	return fmt.Sprintf(" (в %[1]s только %[2]d и %[3]d)", cell, d1, d2)
}
func (w russian) netStrongOne(d, h int) string {
	return fmt.Sprintf(" (второе и последнее место для %[1]d %[2]s)", d, w.in(h))
}
func (w russian) netStrongMany(d, h int) string {
	return fmt.Sprintf(" (остальные места для %[1]d %[2]s)", d, w.in(h))
}
func (w russian) netAlsReason(cells string, n int, digits string, d int, rest string) string {
	return fmt.Sprintf(" (в %[1]s — %[2]d %[3]s — только %[4]s: без %[5]d в них должны стоять все %[6]s)",
		cells,
		n,
		w.plural(n, "клетка", "клетки", "клеток"),
		digits,
		d,
		rest,
	)
}
func (w russian) netNodeOn(cell string, d int) string { return fmt.Sprintf("%[1]s = %[2]d", cell, d) }
func (w russian) netNodeOff(cell string, d int) string {
	return fmt.Sprintf("%[1]s ≠ %[2]d", cell, d)
}
func (w russian) netNodesOn(cells string, d int) string {
	return fmt.Sprintf("%[1]d стоит в одной из клеток %[2]s", d, cells)
}
func (w russian) netNodesOff(cells string, d int) string {
	return fmt.Sprintf("%[1]d нет ни в одной из клеток %[2]s", d, cells)
}
func (w russian) netRemotePair(name string, cells []string, a, b int, alt1, alt2 []string, removal string) string {
	return fmt.Sprintf("%[1]s: в %[2]s только %[3]d и %[4]d, и каждая клетка видит следующую, "+
		"поэтому цифры вдоль цепочки чередуются: %[5]s или %[6]s. "+
		"Из двух клеток, разделённых нечётным числом шагов, в одной стоит %[3]d, "+
		"в другой — %[4]d, поэтому клетка, которая видит обе, "+
		"не может содержать ни одну из них: %[7]s.",
		name,
		join(w, cells),
		a,
		b,
		strings.Join(alt1, ", "),
		strings.Join(alt2, ", "),
		removal,
	)
}

func (w russian) netTrialOpen(cell, digits string) string {
	return fmt.Sprintf("Здесь не помогает ни один логический приём, поэтому это проба: в %[1]s, "+
		"клетке с наименьшим числом кандидатов, может быть %[2]s.",
		cell, digits)
}
func (w russian) netTrialNoSolution(cell string, d int) string {
	return fmt.Sprintf("%[1]s = %[2]d не даёт решения (это найдено перебором, а не шагами, "+
		"которые может пройти человек).",
		cell, d)
}
func (w russian) netTrialNoCandidate(cell string) string {
	return fmt.Sprintf("в %s не осталось кандидатов", cell)
}
func (w russian) netTrialNoPlace(d, h int) string {
	return fmt.Sprintf("цифре %[1]d не осталось места %[2]s", d, w.in(h))
}
func (w russian) netTrialMore(n int) string { return fmt.Sprintf(" и ещё %d", n) }
func (w russian) netTrialFollow(shown, then string) string {
	return "отсюда следует: " + shown + "; затем " + then
}
func (w russian) netTrialClash(cell string, d int, why string) string {
	return fmt.Sprintf("Если %[1]s = %[2]d, то %[3]s — противоречие, значит, %[1]s ≠ %[2]d.", cell, d, why)
}
func (w russian) netTrialSo(cell string, d int) string {
	return fmt.Sprintf(" Значит, %[1]s = %[2]d.", cell, d)
}

func (w russian) netClashLink(link, opposite string) string {
	return fmt.Sprintf(", что противоречит звену %[1]s (%[2]s)", link, opposite)
}

func (w russian) netProve(conclusion, result, assumption, then string) string {
	return fmt.Sprintf("Чтобы доказать, что %[1]s (%[2]s), предположим, что %[3]s%[4]s.", conclusion, result, assumption, then)
}
