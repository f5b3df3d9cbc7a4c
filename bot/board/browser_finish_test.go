package board

import (
	"context"
	"strings"
	"testing"

	"sudokubot/bot/catalog"
	"sudokubot/bot/state"
	"sudokubot/solver"
	"sudokubot/solver/locale"
)

// TestBrowserFinishStreak: in a real browser, the last digit of the day's
// daily puzzle finishes the game; the server checks and records it, and
// the page shows the streak in the person's language. Reopened, the
// finished game is sent again and not counted twice.
func TestBrowserFinishStreak(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		lang, want string
	}{
		{"zh-hans", "🔥 连续3天"},
		{"ru", "🔥 3 дня подряд"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			if testing.Short() && tc.lang != "zh-hans" {
				t.Skip("-short: the streak in Chinese only (TestBrowserFinishRace shows it in Russian)")
			}
			h := newHarness(t)
			ctx := context.Background()
			p, _ := solver.Parse(testPuzzle)
			sol, _ := solver.Parse(testSolution)
			if _, err := h.mem.KeepDaily(ctx, state.DailyKey(h.now, "easy"), state.Ready{Puzzle: p, Score: 2}); err != nil {
				t.Fatal(err)
			}
			yesterday := h.now.UTC().AddDate(0, 0, -1).Format("2006-01-02")
			h.mem.UpdatePerson(ctx, 7, func(pp *state.Person) error {
				pp.Streak = state.Streak{Now: 2, Longest: 2, Last: yesterday}
				return nil
			})
			g, err := h.bot.OpenGame(ctx, 7, p)
			if err != nil {
				t.Fatal(err)
			}
			g.Entries = sol
			g.Entries[72] = 0 // r9c1 left, a 3
			g.ElapsedMS = 65_000
			if _, err := h.bot.SaveGame(ctx, 7, g); err != nil {
				t.Fatal(err)
			}
			b := newBrowser(t, h, 7, tc.lang, "light", lightTheme)
			b.open(t, "")
			b.tap(t, `[data-cell="r9c1"]`)
			b.tap(t, `[data-digit="3"]`)
			if got := b.waitText(t, "#status", tc.want); !strings.Contains(got, "1:0") {
				t.Errorf("status on finishing: %q, want the time and %q", got, tc.want)
			}
			if f := b.eval(t, `document.body.dataset.finished`); f != "true" {
				t.Errorf("body.dataset.finished = %q, want true", f)
			}
			pp, _ := h.mem.Person(ctx, 7)
			if len(pp.Finishes) != 1 || pp.Streak.Now != 3 || pp.Finishes[0].ElapsedMS < 65_000 || !pp.ZoneKnown {
				t.Fatalf("the person after the finish: %d finishes, streak %+v, zone known %v", len(pp.Finishes), pp.Streak, pp.ZoneKnown)
			}
			// Reopened: the finished game is checked again, not counted again.
			b.waitSaved(t)
			b.open(t, "")
			b.waitText(t, "#status", catalog.For(locale.Match(tc.lang)).FinishAgain())
			if pp, _ := h.mem.Person(ctx, 7); len(pp.Finishes) != 1 || pp.Streak.Now != 3 {
				t.Errorf("after a reload: %d finishes, streak %+v; want 1 and 3", len(pp.Finishes), pp.Streak)
			}
		})
	}
}
