package verdict

import (
	"strings"
	"testing"

	"sudokubot/bot/catalog"
	"sudokubot/solver"
	"sudokubot/solver/locale"
)

// FuzzBadMovesText checks that explaining moves never panics, is the same
// on every call, and either says nothing or names a move of the text and
// records nothing.
func FuzzBadMovesText(f *testing.F) {
	for _, s := range []string{"r10c1=5", "r1c1=5, r10c1=3", "r3c5=12", "R 3 C 5 : 7", "r99999999999999999999c1=1", "r1c1=", "r1c1 ,", "", "r3c5=семь"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		nothing := map[locale.Lang]string{locale.English: "Nothing recorded.", locale.Chinese: "没有记录。", locale.Russian: "Ничего не записано."}
		for _, lang := range locale.All() {
			got := BadMoves(s, lang)
			if again := BadMoves(s, lang); again != got {
				t.Fatalf("BadMoves(%q) = %q, then %q", s, got, again)
			}
			if got == "" {
				continue
			}
			if !strings.HasSuffix(got, nothing[lang]) {
				t.Fatalf("BadMoves(%q) = %q: does not say nothing was recorded", s, got)
			}
			// The move is what comes before the rest of either message.
			c := catalog.For(lang)
			move := got
			for _, tmpl := range []string{c.MovesOutside("\x00"), c.MovesNotADigit("\x00", 1, 1)} {
				_, rest, _ := strings.Cut(tmpl, "\x00")
				move, _, _ = strings.Cut(move, string([]rune(rest)[:6]))
			}
			if !strings.Contains(s, move) {
				t.Fatalf("BadMoves(%q) = %q: %q is not in the text", s, got, move)
			}
		}
	})
}

// TestCountTextClaims checks that /count says the digits shown are the
// same in every solution only when every cell was settled (the count
// itself may stop at its bound), and says what it could not check.
func TestCountTextClaims(t *testing.T) {
	for _, tt := range []struct {
		c     solver.Count
		claim bool
	}{
		{solver.Count{N: 3, Exact: true}, true},
		{solver.Count{N: 3, Exact: true, Partial: true}, false},
		{solver.Count{N: 10000}, true},
		{solver.Count{N: 52, Limited: true}, true},
		{solver.Count{N: 52, Limited: true, Partial: true}, false},
	} {
		for _, lang := range locale.All() {
			text := Count(tt.c, 4, false, lang)
			claims := strings.Contains(text, "same in all of them") || strings.Contains(text, "在所有解里都相同") || strings.Contains(text, "во всех решениях одинаковы")
			if claims != tt.claim {
				t.Errorf("Count(%+v, %v) = %q: claims the digits are shared %v, want %v", tt.c, lang, text, claims, tt.claim)
			}
			doubts := strings.Contains(text, "may differ too") || strings.Contains(text, "也可能有的不同") || strings.Contains(text, "могут отличаться")
			if doubts != tt.c.Partial {
				t.Errorf("Count(%+v, %v) = %q: says digits may differ %v, want %v", tt.c, lang, text, doubts, tt.c.Partial)
			}
			if strings.Contains(text, "(There may be more") {
				t.Errorf("Count(%+v, %v) = %q contradicts itself", tt.c, lang, text)
			}
		}
	}
	for _, tt := range []struct {
		c          solver.Count
		marked     int
		warn       bool
		en, zh, ru string
	}{
		{solver.Count{N: 3, Exact: true}, 34, true,
			"⚠️ This puzzle has 3 solutions, not one, so logic alone cannot solve it: there is no next step to hint at, no rating and nothing to check against. The 34 marked cells are where the solutions differ; the digits shown are the same in all of them.",
			"⚠️ 这道题有 3 个解，不是唯一解，所以无法只靠逻辑解出：没法提示下一步、评级或核对。标出的 34 个格子是各个解不同的地方；图中的数字在所有解里都相同。",
			"⚠️ У этой головоломки 3 решения, а не одно, поэтому одной логикой её не решить: нет следующего шага для подсказки, нет оценки сложности и не с чем сверять. 34 отмеченные клетки — там, где решения различаются; показанные цифры во всех решениях одинаковы."},
		{solver.Count{N: 10000}, 60, true, "⚠️ This puzzle has at least 10000 solutions, not one,", "⚠️ 这道题至少有 10000 个解，不是唯一解，", "⚠️ У этой головоломки как минимум 10000 решений, а не одно,"},
		{solver.Count{N: 2, Exact: true}, 1, false, "This puzzle has 2 solutions. The marked cell is where the solutions differ;", "这道题有 2 个解。标出的那个格子是各个解不同的地方；", "У этой головоломки 2 решения. Отмеченная клетка — там, где решения различаются;"},
		{solver.Count{N: 21, Exact: true}, 5, false, "This puzzle has 21 solutions. The 5 marked cells", "这道题有 21 个解。标出的 5 个格子", "У этой головоломки 21 решение. 5 отмеченных клеток — там,"},
	} {
		if got := Count(tt.c, tt.marked, tt.warn, locale.English); !strings.HasPrefix(got, tt.en) {
			t.Errorf("Count(%+v, %d, %v) = %q, want %q…", tt.c, tt.marked, tt.warn, got, tt.en)
		}
		if got := Count(tt.c, tt.marked, tt.warn, locale.Chinese); !strings.HasPrefix(got, tt.zh) {
			t.Errorf("Count(%+v, %d, %v) in Chinese = %q, want %q…", tt.c, tt.marked, tt.warn, got, tt.zh)
		}
		if got := Count(tt.c, tt.marked, tt.warn, locale.Russian); !strings.HasPrefix(got, tt.ru) {
			t.Errorf("Count(%+v, %d, %v) in Russian = %q, want %q…", tt.c, tt.marked, tt.warn, got, tt.ru)
		}
	}
}
