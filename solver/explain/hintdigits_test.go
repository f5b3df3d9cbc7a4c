package explain

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"sudokubot/solver"
	"sudokubot/solver/internal/logictest"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// inkalaMSLS is the puzzle of issue 31 whose level 2 said "Look at the
// digits 1, 2, 3, 4, 5, 6, 7, 8 and 9, starting from r3c1": its first step
// is a multi-sector locked set.
const inkalaMSLS = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."

// houseRefs match the names of houses, whose numbers are no digits of a
// step: "rows 3, 4 and 9", "第3、4行", "строках 3 и 4".
var houseRefs = map[locale.Lang]*regexp.Regexp{
	locale.English: regexp.MustCompile(`(?:rows?|columns?|box(?:es)?) \d(?:(?:, | and | or )\d)*`),
	locale.Chinese: regexp.MustCompile(`第\d(?:、\d)*[行列宫]`),
	locale.Russian: regexp.MustCompile(`(?:строк|столбц|столбец|блок)[а-я]* \d(?:(?:, | и | или )\d)*`),
}

var cellRefs = regexp.MustCompile(`r\dc\d`)

// hintDigitsNamed returns the digits a hint's text names: the lone digits
// 1–9 left once cell and house names are taken out.
func hintDigitsNamed(text string, lang locale.Lang) logic.Digits {
	text = houseRefs[lang].ReplaceAllString(cellRefs.ReplaceAllString(text, ""), "")
	var ds logic.Digits
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c < '1' || c > '9' {
			continue
		}
		if (i > 0 && isDigit(text[i-1])) || (i+1 < len(text) && isDigit(text[i+1])) {
			continue
		}
		ds |= 1 << (c - '0')
	}
	return ds
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// maxLevel2Digits is the most digits a level-2 hint may name: what the step
// turns on (a single's digit, a pair's or a triple's, the digits at a
// chain's two ends, an assumption's), three at most; four only for a quad,
// whose pattern is four digits. A locked set or an exocet names its cells
// instead of its digits.
func maxLevel2Digits(t logic.Technique) int {
	if t == logic.NakedQuad || t == logic.HiddenQuad {
		return 4
	}
	return 3
}

// TestLevelTwoNamesFewDigits: level 2 names the digits and cells a step
// turns on, never all nine: on issue 31's puzzle, and on every step of a
// sample of hard puzzles, in every language.
func TestLevelTwoNamesFewDigits(t *testing.T) {
	hardest, top := 40, 100
	if testing.Short() {
		hardest, top = 4, 8
	}
	puzzles := []string{inkalaMSLS}
	puzzles = append(puzzles, logictest.ReadLines(t, logictest.SharedData(t, "exact/puzzles6_forum_hardest_1106.txt"))[:hardest]...)
	puzzles = append(puzzles, logictest.ReadLines(t, logictest.SharedData(t, "exact/puzzles3_magictour_top1465.txt"))[:top]...)
	checked := map[logic.Technique]int{}
	for i, line := range puzzles {
		g, err := solver.Parse(line)
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		p, err := logic.SolvePath(ctx, logic.NewBoard(g, solver.Grid{}), logic.Options{}, true)
		cancel()
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		if i == 0 && p.Steps[0].Technique != logic.MSLS {
			t.Fatalf("%s: the first step is a %v, not the multi-sector locked set this test is about", line, p.Steps[0].Technique)
		}
		for _, s := range p.Steps {
			checked[s.Technique]++
			for _, lang := range locale.All() {
				text := For(lang).Hint(s, 2)
				if ds := hintDigitsNamed(text, lang); ds.Count() > maxLevel2Digits(s.Technique) {
					t.Errorf("%s, a %v: level 2 in %s names %d digits (%s), want at most %d:\n%s",
						line, s.Technique, lang, ds.Count(), digitList(words(locale.English), ds), maxLevel2Digits(s.Technique), text)
				}
				if strings.Contains(text, "1, 2, 3, 4, 5, 6, 7, 8") || strings.Contains(text, "1、2、3、4、5、6、7、8") {
					t.Errorf("%s, a %v: level 2 in %s lists the digits:\n%s", line, s.Technique, lang, text)
				}
			}
		}
	}
	for _, tech := range []logic.Technique{logic.MSLS, logic.XYChain, logic.NiceLoop} {
		if checked[tech] == 0 {
			t.Errorf("the sample has no %v, which this test is meant to check", tech)
		}
	}
}

// TestHintDigitsNamed: the counter of the test above, on texts of each language.
func TestHintDigitsNamed(t *testing.T) {
	for _, tt := range []struct {
		lang locale.Lang
		text string
		want logic.Digits
	}{
		{locale.English, "Look at the digits 1, 2, 3, 4, 5, 6, 7, 8 and 9, starting from r3c1.", 0x3fe},
		{locale.English, "Look at the 20 empty cells where rows 3, 4, 5 and 9 cross columns 1, 3 and 9: count.", 0},
		{locale.English, "Follow a chain of links from 4 in r7c5 to 7 in box 3.", 1<<4 | 1<<7},
		{locale.Chinese, "看第3、4、5、9行与第1、3列交叉处的20个空格：数字2", 1 << 2},
		{locale.Russian, "Посмотрите на 20 пустых клеток на пересечении строк 3, 4, 5 и 9 и столбцов 1 и 3: 6 в r1c1", 1 << 6},
	} {
		if got := hintDigitsNamed(tt.text, tt.lang); got != tt.want {
			t.Errorf("hintDigitsNamed(%q) = %s, want %s", tt.text, digitList(words(locale.English), got), digitList(words(locale.English), tt.want))
		}
	}
}
