package board

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"sudokubot/bot/catalog"
	"sudokubot/bot/state"
	"sudokubot/solver"
	"sudokubot/solver/locale"
)

// TestBrowserFinishRace: in a real browser, the board opened from a
// challenge's link (start_param <code>_<challenge>) of today's daily,
// which two others finished already, is finished: the page shows the
// streak and, under it, the challenge's leaderboard as a table, the
// person's own row marked for the eye and for screen readers, the names
// as text (a name holding HTML is shown as typed). Reopened, the game is
// counted already and the leaderboard is shown again. With BOARD_SHOTS
// set, screenshots at 390 px go there.
func TestBrowserFinishRace(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		lang, scheme, theme, streak string
	}{
		{"en", "light", lightTheme, "🔥 3 days in a row"},
		{"ru", "dark", darkTheme, "🔥 3 дня подряд"},
		{"zh-hans", "light", lightTheme, "🔥 连续3天"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			if testing.Short() && tc.lang != "ru" {
				t.Skip("-short: the race's finish in Russian on the dark theme only")
			}
			h := newHarness(t)
			ctx := context.Background()
			p, _ := solver.Parse(testPuzzle)
			sol, _ := solver.Parse(testSolution)
			today := h.now.UTC().Format("2006-01-02")
			if _, err := h.mem.KeepDaily(ctx, state.DailyKey(h.now, "easy"), state.Ready{Puzzle: p, Score: 2}); err != nil {
				t.Fatal(err)
			}
			h.mem.UpdatePerson(ctx, 7, func(pp *state.Person) error {
				pp.Streak = state.Streak{Now: 2, Longest: 2, Last: h.now.UTC().AddDate(0, 0, -1).Format("2006-01-02")}
				return nil
			})
			const race = "2s-Race01"
			const evil = `<img src=x onerror="document.body.dataset.pwned=1">Bob`
			if err := h.mem.UpdateChallenge(ctx, race, func(c *state.Challenge) error {
				c.Puzzle, c.Daily, c.Chat, c.Message = p, today, -100, 5
				c.Results = []state.Result{
					{User: 20, Name: evil, At: 1, ElapsedMS: 190_000, Hints: 4, FilledIn: true},
					{User: 21, Name: "Анна-Мария", At: 2, ElapsedMS: 65_000, Hints: 1, Mistakes: 2},
				}
				return nil
			}); err != nil {
				t.Fatal(err)
			}
			g, err := h.bot.OpenGame(ctx, 7, p)
			if err != nil {
				t.Fatal(err)
			}
			g.Entries = sol
			g.Entries[72] = 0 // r9c1 left, a 3
			g.ElapsedMS = 95_000
			if _, err := h.bot.SaveGame(ctx, 7, g); err != nil {
				t.Fatal(err)
			}
			start := testCode(t) + "_" + race
			init := signInitData(User{ID: 7, FirstName: "Test", LanguageCode: tc.lang}, testToken, h.now, start)
			b := startBrowser(t, h, fmt.Sprintf(tgStub, init, 7, tc.lang, tc.scheme, tc.theme))
			v := url.Values{}
			v.Set("tgWebAppData", init)
			v.Set("tgWebAppStartParam", start)
			u := h.srv.URL + "/board/#" + v.Encode()
			open := func(u string) {
				t.Helper()
				if err := chromedp.Do(b.ctx, chromedp.Navigate(u), chromedp.WaitReady(chromedp.CSS(`body[data-ready="true"]`))); err != nil {
					t.Fatalf("opening the board from the challenge's link: %v", err)
				}
			}
			open(u)
			b.tap(t, `[data-cell="r9c1"]`)
			b.tap(t, `[data-digit="3"]`)
			b.waitText(t, "#status", tc.streak)
			say := catalog.For(locale.Match(tc.lang))
			// The person's time is the page's: 1:35 and the time the
			// taps took.
			mine := "?"
			if c, _, _ := h.mem.Challenge(ctx, race); len(c.Results) == 3 {
				ms := c.Results[2].ElapsedMS
				mine = fmt.Sprintf("%d:%02d", ms/60_000, ms/1000%60)
			}
			if !strings.HasPrefix(mine, "1:") {
				t.Errorf("the person's result: %s, want 1:35 and the taps' time", mine)
			}
			want := strings.Join([]string{
				say.Leaderboard(),
				strings.Join([]string{say.BoardRacePlace(), say.BoardRacePlayer(), say.BoardRaceTime(), say.BoardRaceHints(), say.BoardRaceMistakes()}, "|"),
				"1|Анна-Мария|1:05|1|2",
				"2|Test " + say.BoardRaceYou() + "|" + mine + "|0|0|you",
				"3|" + evil + "✋ " + say.FilledIn() + "|3:10|4|0",
			}, "\n")
			// The table as a screen reader has it: caption, heads, and
			// each row's cells (a medal's place as its number), the row
			// marked aria-current "you".
			table := `(() => {
				const t = document.querySelector('#race:not([hidden]) table');
				if (!t) return '';
				const text = (c) => [...c.childNodes].filter((n) => !(n.getAttribute?.('aria-hidden'))).map((n) => n.textContent).join('');
				const out = [t.caption.textContent];
				for (const tr of t.rows) out.push([...tr.cells].map(text).join('|') + (tr.getAttribute('aria-current') === 'true' ? '|you' : ''));
				return out.join('\n');
			})()`
			check := func(when string) {
				t.Helper()
				if _, err := chromedp.Run(b.ctx, chromedp.Poll[bool](`!!document.querySelector('#race:not([hidden]) tr.you')`)); err != nil {
					t.Fatalf("%s: no leaderboard with the person's row: %v", when, err)
				}
				if got := b.eval(t, table); got != want {
					t.Errorf("%s: the leaderboard reads\n%s\nwant\n%s", when, got, want)
				}
				if got := b.eval(t, `document.querySelectorAll('#race img').length + '|' + (document.body.dataset.pwned || '')`); got != "0|" {
					t.Errorf("%s: a name's HTML made elements: %s", when, got)
				}
				// Marked for the eye: the person's row has its own background.
				if got := b.eval(t, `(() => { const r = document.querySelectorAll('#race tbody tr'); return String(getComputedStyle(r[1]).backgroundColor !== getComputedStyle(r[0]).backgroundColor); })()`); got != "true" {
					t.Errorf("%s: the person's row looks like the others", when)
				}
			}
			check("finished")
			for _, width := range []int64{390, 360} {
				if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(width, 844, chromedp.EmulateScale(2), chromedp.EmulateMobile)); err != nil {
					t.Fatal(err)
				}
				if over := b.overflowing(t); len(over) > 0 {
					t.Errorf("at %d px, overflowing: %q", width, over)
				}
				if got := b.eval(t, `String(document.querySelector('#race table').getBoundingClientRect().right <= innerWidth)`); got != "true" {
					t.Errorf("at %d px, the leaderboard is wider than the screen", width)
				}
				if dir := os.Getenv("BOARD_SHOTS"); dir != "" {
					shot(t, b, filepath.Join(dir, fmt.Sprintf("race-%s-%s-%d.png", tc.scheme, tc.lang, width)))
				}
			}
			// Reopened: counted already, and the leaderboard again.
			b.waitSaved(t)
			open(strings.Replace(u, "/board/#", "/board/?again#", 1)) // a load, not the same document's fragment
			b.waitText(t, "#status", say.FinishAgain())
			check("reopened")
			c, _, _ := h.mem.Challenge(ctx, race)
			if len(c.Results) != 3 {
				t.Errorf("the challenge has %d results, want 3 (the person's once)", len(c.Results))
			}
		})
	}
}
