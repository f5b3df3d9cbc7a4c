package explain

import (
	"fmt"
	"slices"
	"strings"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// lineGroup names lines of one kind: "rows 2 and 7", "第2、7行".
func lineGroup(houses []solver.House, lang locale.Lang) string {
	if len(houses) == 0 {
		return ""
	}
	if len(houses) == 1 {
		return houseName(houseNum(houses[0]), lang)
	}
	nums := make([]string, len(houses))
	for i, h := range houses {
		nums[i] = fmt.Sprint(h.Index + 1)
	}
	if lang == locale.Chinese {
		return "第" + strings.Join(nums, "、") + [...]string{"行", "列", "宫"}[houses[0].Kind]
	}
	return [...]string{"rows ", "columns ", "boxes "}[houses[0].Kind] + join(nums, lang)
}

func explainFish(s *logic.Step, lang locale.Lang) string {
	if len(s.Houses) < 4 || len(s.Eliminations) == 0 {
		return ""
	}
	d := s.Digits.First()
	name := techniqueName(s.Technique, lang)
	base, cover, fins, finBox := fishParts(s)
	bases, covers := lineGroup(base, lang), lineGroup(cover, lang)
	if len(fins) == 0 {
		return pick(lang,
			fmt.Sprintf("%s on %d: in %s, %d can only go in %s, so whichever way it goes, %s each get their %d in %s: %s.",
				name, d, bases, d, covers, covers, d, bases, removal(s.Eliminations, lang)),
			fmt.Sprintf("%s（数字%d）：在%s中，%d只能填在%s，所以无论怎样填，%s的%d都必定落在%s中：%s。",
				name, d, bases, d, covers, covers, d, bases, removal(s.Eliminations, lang)),
			fmt.Sprintf("%s по цифре %d: в %s цифра %d может стоять только в %s, поэтому, как бы она ни встала, %s получат свои %d именно в %s: %s.", name, d, ruLines(base, pre), d, ruLines(cover, pre), ruLines(cover, nom), d, ruLines(base, pre), removal(s.Eliminations, lang)))
	}
	box := houseName(finBox, lang)
	basic := techniqueName([...]logic.Technique{2: logic.XWing, 3: logic.Swordfish, 4: logic.Jellyfish}[len(base)], lang)
	var elimCells []int
	var hit []solver.House
	for _, e := range s.Eliminations {
		elimCells = append(elimCells, e.Cell)
		if h := houseOf(coverOf(e.Cell, cover)); !slices.Contains(hit, h) {
			hit = append(hit, h)
		}
	}
	slices.SortFunc(hit, func(a, b solver.House) int { return a.Index - b.Index })
	targets := cellList(elimCells, lang)
	they := pick(lang, "they lie", "它们", "они лежат")
	if len(elimCells) == 1 {
		they = pick(lang, "it lies", "它", "она лежит")
	} else if lang == locale.Chinese {
		targets += "都"
	}
	// The wording for one fin, then for several.
	fin, ifNone, ifOne := pick(lang, "the fin", "鳍", "плавник"), pick(lang, "If the fin is not", "如果鳍不是", "Если в плавнике нет"), pick(lang, "if the fin is", "如果鳍是", "если в плавнике стоит")
	if len(fins) > 1 {
		fin, ifNone, ifOne = pick(lang, "the fins", "鳍", "плавники"), pick(lang, "If no fin is", "如果鳍都不是", "Если ни в одном плавнике нет"), pick(lang, "if a fin is", "如果某个鳍是", "если в одном из плавников стоит")
	}
	sashimi := sashimiNote(s, base, cover, d, len(fins), lang)
	return pick(lang,
		fmt.Sprintf("%s on %d: in %s, %d can only go in %s, apart from %s %s in %s%s. %s %d, this is %s %s: %s get their %d in %s; %s %d, no other cell of %s can be %d. Either way, %s cannot be %d: %s in %s and in %s with %s. %s.",
			name, d, bases, d, covers, fin, cellList(fins, lang), box, sashimi,
			ifNone, d, article(basic), basic, covers, d, bases, ifOne, d, box, d,
			targets, d, they, lineGroup(hit, lang), box, fin, capitalize(removal(s.Eliminations, lang), lang)),
		fmt.Sprintf("%s（数字%d）：在%s中，除了%s中的%s%s以外，%d只能填在%s%s。%s%d，就构成%s，%s的%d必定落在%s中；%s%d，%s的其他格都不能是%d。无论哪种情况，%s不能是%d：%s在%s上，并与%s同在%s。%s。",
			name, d, bases, box, fin, cellList(fins, lang), d, covers, sashimi,
			ifNone, d, basic, covers, d, bases, ifOne, d, box, d,
			targets, d, they, lineGroup(hit, lang), fin, box, removal(s.Eliminations, lang)),
		fmt.Sprintf("%s по цифре %d: в %s цифра %d может стоять только в %s, не считая %s %s %s%s. %s %d, это %s: %s получают свои %d в %s; %s %d, ни одна другая клетка %s не может содержать %d. В любом случае в %s не может быть %d: %s в %s и %s вместе с %s. %s.", name, d, ruLines(base, pre), d, ruLines(cover, pre), [2]string{"плавника", "плавников"}[min(len(fins), 2)-1], cellList(fins, lang), ruIn(finBox), sashimi, ifNone, d, ruLow(basic), ruLines(cover, nom), d, ruLines(base, pre), ifOne, d, ruHouse(finBox, gen), d, targets, d, they, ruLines(hit, pre), ruIn(finBox), [2]string{"плавником", "плавниками"}[min(len(fins), 2)-1], capitalize(removal(s.Eliminations, lang), lang)))
}

// sashimiNote says, for a sashimi fish, which base line would be left
// with fewer than two candidates without its fins: " (sashimi: without
// the fin, row 1 would keep 6 only in r1c1)".
func sashimiNote(s *logic.Step, base, cover []solver.House, d, fins int, lang locale.Lang) string {
	if s.Technique != logic.SashimiXWing && s.Technique != logic.SashimiSwordfish && s.Technique != logic.SashimiJellyfish {
		return ""
	}
	var covered logic.CellSet
	for _, h := range cover {
		covered = covered.Or(houseSets[houseNum(h)])
	}
	without := pick(lang, "without the fin", "去掉鳍", "без плавника")
	if fins > 1 {
		without = pick(lang, "without the fins", "去掉鳍", "без плавников")
	}
	for _, h := range base {
		var left []int
		for _, m := range s.Marks {
			if m.Role == logic.RoleKey && logic.HouseCells(h).Has(m.Cell) && covered.Has(m.Cell) {
				left = append(left, m.Cell)
			}
		}
		if len(left) >= 2 {
			continue
		}
		if len(left) == 0 {
			continue // not a fish a finder reports
		}
		line := houseName(houseNum(h), lang)
		return pick(lang,
			fmt.Sprintf(" (sashimi: %s, %s would keep %d only in %s)", without, line, d, cellName(left[0])),
			fmt.Sprintf("（退化：%s后，%s的%d只剩%s）", without, line, d, cellName(left[0])),
			fmt.Sprintf(" (сашими: %s в %s цифра %d осталась бы только в %s)", without, ruHouse(houseNum(h), pre), d, cellName(left[0])))
	}
	return ""
}

// fishParts returns what the explanation of a fish step needs: the base
// and cover lines, the fins, and the box of the fins (-1 without fins).
func fishParts(s *logic.Step) (base, cover []solver.House, fins []int, finBox int) {
	n := s.Size
	if n <= 0 || len(s.Houses) < 2*n {
		n = len(s.Houses) / 2
	}
	base, cover = s.Houses[:n], s.Houses[n:2*n]
	finBox = -1
	for _, m := range s.Marks {
		if m.Role == logic.RoleFin {
			fins = append(fins, m.Cell)
			finBox = cellHouses[m.Cell][2]
		}
	}
	return base, cover, fins, finBox
}

// coverOf returns the cover line (house number) that holds cell c.
func coverOf(c int, cover []solver.House) int {
	for _, h := range cover {
		if n := houseNum(h); houseSets[n].Has(c) {
			return n
		}
	}
	return cellHouses[c][2]
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
