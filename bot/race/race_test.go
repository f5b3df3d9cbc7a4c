package race

import (
	"html"
	"strings"
	"testing"

	"sudokubot/bot/catalog"
	"sudokubot/bot/state"
	"sudokubot/solver/locale"
)

// A full leaderboard fits under its caption: the lines that fit, then how
// many more finished.
func TestLeaderboardFits(t *testing.T) {
	var results []state.Result
	for i := range state.MaxResults {
		results = append(results, state.Result{User: int64(i), Name: strings.Repeat("Ж<&>", 10), ElapsedMS: int64(i) * 61_000, Hints: i, Mistakes: i})
	}
	for _, room := range []int{0, 40, 300, 1000} {
		for _, lang := range locale.All() {
			text := LeaderboardText(results, lang, room)
			shown := html.UnescapeString(strings.NewReplacer("<b>", "", "</b>", "").Replace(text))
			lines := strings.Split(shown, "\n")
			if n := Units(shown); n > max(room, Units(lines[0])+Units(lines[len(lines)-1])+1) {
				t.Errorf("room %d (%v): %d characters:\n%s", room, lang, n, shown)
			}
			more := catalog.For(lang).MoreResults(state.MaxResults - (len(lines) - 2))
			if lines[len(lines)-1] != more {
				t.Errorf("room %d (%v): the last line %q, want %q", room, lang, lines[len(lines)-1], more)
			}
			if strings.Contains(text, "<&>") || !strings.Contains(text, "&lt;&amp;&gt;") && len(lines) > 2 {
				t.Errorf("room %d (%v): names not escaped:\n%s", room, lang, text)
			}
		}
	}
	for _, tt := range []struct {
		ms   int64
		want string
	}{{0, "0:00"}, {59_999, "0:59"}, {61_000, "1:01"}, {3_599_000, "59:59"}, {3_600_000, "1:00:00"}, {36_061_000, "10:01:01"}, {-5, "0:00"}} {
		if got := formatElapsed(tt.ms); got != tt.want {
			t.Errorf("formatElapsed(%d) = %q, want %q", tt.ms, got, tt.want)
		}
	}
}
