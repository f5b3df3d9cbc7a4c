package explain

import (
	"fmt"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

func explainSkyscraper(s *logic.Step, lang locale.Lang) string    { return explainTwoLinks(s, lang) }
func explainTwoStringKite(s *logic.Step, lang locale.Lang) string { return explainTwoLinks(s, lang) }

// explainTwoLinks explains a Skyscraper or a 2-String Kite: two strong
// links whose near ends share a house.
func explainTwoLinks(s *logic.Step, lang locale.Lang) string {
	if len(s.Cells) != 4 || len(s.Houses) != 3 || len(s.Eliminations) == 0 {
		return ""
	}
	d := s.Digits.First()
	f1, n1, n2, f2 := cellName(s.Cells[0]), cellName(s.Cells[1]), cellName(s.Cells[2]), cellName(s.Cells[3])
	h1, h2, weak := houseName(houseNum(s.Houses[0]), lang), houseName(houseNum(s.Houses[1]), lang), houseName(houseNum(s.Houses[2]), lang)
	return pick(lang,
		fmt.Sprintf("%s on %d: in %s, %d can only go in %s or %s; in %s, only in %s or %s. %s and %s share %s, so they cannot both be %d. If %s is not %d, %s is, so %s is not and %s is: one of %s and %s is %d, and a cell that sees both cannot be %d. %s.",
			techniqueName(s.Technique, lang), d, h1, d, f1, n1, h2, n2, f2, n1, n2, weak, d,
			f1, d, n1, n2, f2, f1, f2, d, d, capitalize(removal(s.Eliminations, lang), lang)),
		fmt.Sprintf("%s（数字%d）：%s的%d只能在%s或%s，%s的%d只能在%s或%s（两条强链）。%s和%s同在%s，不能都是%d。如果%s不是%d，那么%s是%d，%s就不是%d，于是%s是%d：所以%s和%s中必有一个是%d，同时看到这两格的格子都不能是%d。%s。",
			techniqueName(s.Technique, lang), d, h1, d, f1, n1, h2, d, n2, f2, n1, n2, weak, d,
			f1, d, n1, d, n2, d, f2, d, f1, f2, d, d, removal(s.Eliminations, lang)),
		fmt.Sprintf("%s по цифре %d: %s цифра %d может стоять только в %s или %s; %s — только в %s или %s. %s и %s лежат %s, поэтому не могут обе содержать %d. Если в %s нет %d, то %d стоит в %s, значит, в %s её нет, и она стоит в %s: в %s или в %s стоит %d, и клетка, которая видит обе, не может содержать %d. %s.", techniqueName(s.Technique, lang), d, ruIn(houseNum(s.Houses[0])), d, f1, n1, ruIn(houseNum(s.Houses[1])), n2, f2, n1, n2, ruIn(houseNum(s.Houses[2])), d, f1, d, d, n1, n2, f2, f1, f2, d, d, capitalize(removal(s.Eliminations, lang), lang)))
}

func explainEmptyRectangle(s *logic.Step, lang locale.Lang) string {
	if len(s.Houses) != 4 || len(s.Cells) < 4 || len(s.Eliminations) != 1 {
		return ""
	}
	d := s.Digits.First()
	box, link, line, other := houseNum(s.Houses[0]), houseNum(s.Houses[1]), houseNum(s.Houses[2]), houseNum(s.Houses[3])
	n := len(s.Cells)
	boxCells, near, far := s.Cells[:n-2], s.Cells[n-2], s.Cells[n-1]
	target := s.Eliminations[0].Cell
	return pick(lang,
		fmt.Sprintf("Empty Rectangle on %d: in %s, %d can only go in %s or %s (%s). In %s, %d can only go in %s or %s. If %s is not %d, %s is; then %s has no %d in %s, so its %d is in %s, and %s (in %s) is not %d. If %s is %d, %s (in %s) is not %d either. %s.",
			d, houseName(box, lang), d, houseName(line, lang), houseName(other, lang), cellList(boxCells, lang),
			houseName(link, lang), d, cellName(near), cellName(far),
			cellName(far), d, cellName(near), houseName(box, lang), d, houseName(line, lang), d, houseName(other, lang), cellName(target), houseName(other, lang), d,
			cellName(far), d, cellName(target), houseName(sharedLine(far, target), lang), d,
			capitalize(removal(s.Eliminations, lang), lang)),
		fmt.Sprintf("空矩形（数字%d）：%s的%d只能在%s或%s上（%s）。%s的%d只能在%s或%s（强链）。如果%s不是%d，那么%s是%d，%s在%s上就没有%d，它的%d必定在%s上，所以%s（在%s）不是%d；如果%s是%d，%s（在%s）也不能是%d。%s。",
			d, houseName(box, lang), d, houseName(line, lang), houseName(other, lang), cellList(boxCells, lang),
			houseName(link, lang), d, cellName(near), cellName(far),
			cellName(far), d, cellName(near), d, houseName(box, lang), houseName(line, lang), d, d, houseName(other, lang), cellName(target), houseName(other, lang), d,
			cellName(far), d, cellName(target), houseName(sharedLine(far, target), lang), d,
			removal(s.Eliminations, lang)),
		fmt.Sprintf("%s по цифре %d: %s цифра %d может стоять только %s или %s (%s). %s цифра %d может стоять только в %s или %s. Если в %s нет %d, то %d стоит в %s; тогда %s цифра %d не может стоять %s, значит, она стоит %s, и в %s (%s) %d нет. Если же в %s стоит %d, то и в %s (%s) %d быть не может. %s.", techniqueName(s.Technique, lang), d, ruIn(box), d, ruIn(line), ruIn(other), cellList(boxCells, lang), locale.Capitalize(ruIn(link)), d, cellName(near), cellName(far), cellName(far), d, d, cellName(near), ruIn(box), d, ruIn(line), ruIn(other), cellName(target), ruIn(other), d, cellName(far), d, cellName(target), ruIn(sharedLine(far, target)), d, capitalize(removal(s.Eliminations, lang), lang)))
}
