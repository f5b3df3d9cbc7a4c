package explain

import (
	"strings"
	"sudokubot/solver/internal/logictest"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
	"testing"
)

func TestSingleDigitExplanations(t *testing.T) {
	b := digitBoard(t, 6, logictest.SkyscraperPicture...)
	for _, s := range logic.All(t.Context(), &b, logic.Skyscraper) {
		if stepKey(s) != "r3 r8 c2 => r1c9 r2c9 r7c7" {
			continue
		}
		for _, want := range []string{
			"Skyscraper on 6: in row 3, 6 can only go in r3c7 or r3c2; in row 8, only in r8c2 or r8c9. r3c2 and r8c2 share column 2",
			"Remove 6 from r1c9, r2c9 and r7c7.",
		} {
			if got := For(locale.English).Explain(s); !strings.Contains(got, want) {
				t.Errorf("Explain(English) = %q, want it to contain %q", got, want)
			}
		}
		if got, want := For(locale.Chinese).Explain(s), "摩天楼（数字6）：第3行的6只能在r3c7或r3c2，第8行的6只能在r8c2或r8c9（两条强链）。r3c2和r8c2同在第2列"; !strings.HasPrefix(got, want) {
			t.Errorf("Explain(Chinese) = %q, want it to start with %q", got, want)
		}
	}
}
