package bot

import (
	"strings"
	"testing"

	"sudokubot/render"
	"sudokubot/solver/locale"
)

// TestStatsTextsDrawable checks that the /stats picture can draw every
// word it may be given, in every language: render's Chinese outlines hold
// only the characters the bot's words need, made from them.
func TestStatsTextsDrawable(t *testing.T) {
	for _, lang := range locale.All() {
		missing, err := render.Missing(strings.Join(StatsTexts(lang), ""))
		if err != nil {
			t.Fatal(err)
		}
		if len(missing) > 0 {
			t.Errorf("%v: the stats picture cannot draw %q: run go generate ./render", lang, string(missing))
		}
	}
}
