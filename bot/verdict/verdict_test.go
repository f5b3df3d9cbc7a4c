package verdict

import (
	"strings"
	"testing"

	"sudokubot/bot/catalog"
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
