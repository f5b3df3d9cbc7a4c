package explain

import (
	"fmt"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// chainHintArea is level 1 of a chain or net.
func chainHintArea(s *logic.Step, lang locale.Lang) string {
	name := techniqueName(s.Technique, lang)
	h := houseName(chainArea(s), lang)
	start := s.StartCells()
	switch {
	case forcing(s) && start.Count() == 1:
		return pick(lang,
			fmt.Sprintf("There is %s %s starting at %s, in %s.", article(name), name, cellName(start.First()), h),
			fmt.Sprintf("有一个%s从%s的%s开始。", name, h, cellName(start.First())),
			fmt.Sprintf("Есть %s с началом в %s, %s.", ruLow(name), cellName(start.First()), ruIn(chainArea(s))))
	case forcing(s):
		return pick(lang,
			fmt.Sprintf("There is %s %s starting in %s.", article(name), name, h),
			fmt.Sprintf("有一个%s从%s开始。", name, h),
			fmt.Sprintf("Есть %s с началом %s.", ruLow(name), ruIn(chainArea(s))))
	}
	return pick(lang,
		fmt.Sprintf("There is %s %s starting in %s.", article(name), name, h),
		fmt.Sprintf("有一条%s从%s开始。", name, h),
		fmt.Sprintf("Есть %s с началом %s.", ruLow(name), ruIn(chainArea(s))))
}

// chainHintDigits is level 2 of a chain or net.
func chainHintDigits(s *logic.Step, lang locale.Lang) string {
	start, end := s.StartCells(), s.EndCells()
	if forcing(s) {
		return forcingHintDigits(s, start, end, lang)
	}
	var digits logic.Digits
	for _, l := range s.Chains[0] {
		digits |= 1<<l.From.Digit | 1<<l.To.Digit
	}
	what := pick(lang, "the digit ", "数字", "цифру ") + digitList(digits, lang)
	if digits.Count() > 1 {
		what = pick(lang, "the digits ", "数字", "цифры ") + digitList(digits, lang)
	}
	if start == end {
		return pick(lang,
			fmt.Sprintf("Follow %s along a loop through %s.", what, cellSetList(start, lang)),
			fmt.Sprintf("顺着一个经过%s的环，看%s。", cellSetList(start, lang), what),
			fmt.Sprintf("Посмотрите на %s вдоль замкнутой цепочки через %s.", what, cellSetList(start, lang)))
	}
	return pick(lang,
		fmt.Sprintf("Follow %s along a chain from %s to %s.", what, cellSetList(start, lang), cellSetList(end, lang)),
		fmt.Sprintf("顺着一条从%s到%s的链，看%s。", cellSetList(start, lang), cellSetList(end, lang), what),
		fmt.Sprintf("Посмотрите на %s вдоль цепочки от %s до %s.", what, cellSetList(start, lang), cellSetList(end, lang)))
}

// forcingHintDigits is level 2 of a forcing chain or net: the assumption
// and where it leads.
func forcingHintDigits(s *logic.Step, start, end logic.CellSet, lang locale.Lang) string {
	first := s.Chains[0][0].From
	at := cellSetList(end, lang)
	if len(s.Chains) == 1 || staticContradiction(s) {
		return pick(lang,
			fmt.Sprintf("Suppose %s and follow what it forces, link by link: it leads to a contradiction in %s.", litText(first, lang), at),
			fmt.Sprintf("假设%s，顺着它一步步推出的结论走下去：会在%s产生矛盾。", litText(first, lang), at),
			fmt.Sprintf("Предположите, что %s, и проследите следствия звено за звеном: получится противоречие в %s.", litText(first, lang), at))
	}
	second := s.Chains[1][0].From
	if len(s.Chains) == 2 && second.Cells == first.Cells && second.Digit == first.Digit && second.On != first.On {
		return pick(lang,
			fmt.Sprintf("Suppose %s, then suppose %s, and follow what each forces: both lead to the same fact about %s.", litText(first, lang), litText(second, lang), at),
			fmt.Sprintf("先假设%s，再假设%s，分别推下去：两种情况都会得出关于%s的同一结论。", litText(first, lang), litText(second, lang), at),
			fmt.Sprintf("Предположите сначала, что %s, потом — что %s, и проследите следствия: оба пути ведут к одному и тому же выводу о %s.", litText(first, lang), litText(second, lang), at))
	}
	all := pick(lang, "all lead", "每种情况都会", "все варианты ведут")
	if len(s.Chains) == 2 {
		all = pick(lang, "both lead", "两种情况都会", "оба варианта ведут")
	}
	if start.Count() == 1 {
		var ds logic.Digits
		for _, ch := range s.Chains {
			ds |= 1 << ch[0].From.Digit
		}
		return pick(lang,
			fmt.Sprintf("Try each candidate of %s (%s) and follow what each forces: %s to the same fact about %s.", cellName(start.First()), orList(ds, lang), all, at),
			fmt.Sprintf("分别假设%s是%s，顺着推下去：%s得出关于%s的同一结论。", cellName(start.First()), orList(ds, lang), all, at),
			fmt.Sprintf("Переберите кандидаты %s (%s) и проследите, что следует из каждого: %s к одному и тому же выводу о %s.", cellName(start.First()), orList(ds, lang), all, at))
	}
	var cells []string
	for _, ch := range s.Chains {
		cells = append(cells, cellName(ch[0].From.Cell()))
	}
	h := houseName(chainArea(s), lang)
	return pick(lang,
		fmt.Sprintf("Try each place of %d in %s (%s) and follow what each forces: %s to the same fact about %s.", first.Digit, h, orCells(cells, lang), all, at),
		fmt.Sprintf("分别假设%s中的%d填在%s，顺着推下去：%s得出关于%s的同一结论。", h, first.Digit, orCells(cells, lang), all, at),
		fmt.Sprintf("Переберите места для %d %s (%s) и проследите, что следует из каждого: %s к одному и тому же выводу о %s.", first.Digit, ruIn(chainArea(s)), orCells(cells, lang), all, at))
}

// orCells names cells as alternatives: "r3c1, r3c4 or r3c7".
func orCells(items []string, lang locale.Lang) string {
	if len(items) < 2 {
		return join(items, lang)
	}
	head := items[:len(items)-1]
	sep, or := ", ", " or "
	switch lang {
	case locale.Chinese:
		sep, or = "、", "或"
	case locale.Russian:
		or = " или "
	}
	out := head[0]
	for _, it := range head[1:] {
		out += sep + it
	}
	return out + or + items[len(items)-1]
}
