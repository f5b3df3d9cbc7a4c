package board

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"sudokubot/render"
	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// TestBrowserRewind presses "Back to my first mistake" as issue 34 did:
// only the mistakes on the board now go, every right move stays, and with
// none the board says so and changes nothing.
func TestBrowserRewind(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	b := newBrowser(t, h, 7, "en", "light", lightTheme)
	b.open(t, testPuzzle)
	row1 := func() string {
		return b.eval(t, `[...document.querySelectorAll('[data-cell^="r1c"]')].map(c => c.querySelector('.v').textContent || '.').join('')`)
	}
	// A wrong digit (2 in r1c4, whose digit is 6), erased; two right
	// digits; Check; Back to my first mistake: nothing to go back to.
	for _, s := range []string{"r1c4", "2", "erase", "r1c3", "4", "r1c6", "8", "check"} {
		b.press(t, s)
	}
	b.waitText(t, "#status", "No mistakes so far: 2 cells filled in, 49 to go")
	b.press(t, "rewind")
	b.waitText(t, "#status", "There is no mistake on the board to go back to.")
	if got := row1(); got != "534.78..." {
		t.Errorf("row 1 after going back with no mistake on the board: %s, want 534.78... (both right digits kept)", got)
	}
	// A mistake on the board (2 in r1c8, whose digit is 1) and a right
	// digit after it (9 in r1c7): the 2 alone goes, Undo brings it back.
	for _, s := range []string{"r1c8", "2", "r1c7", "9", "check"} {
		b.press(t, s)
	}
	b.waitText(t, "#status", "1 cell is wrong: r1c8")
	// A hint shows the mistake under its own header, not a hint's.
	b.press(t, "hint")
	b.waitText(t, "#hint-header", "A mistake to fix first")
	b.press(t, "close")
	b.press(t, "rewind")
	if got := b.waitText(t, "#status", "(r1c8)"); !strings.Contains(got, "Undo") {
		t.Errorf("the status after going back: %q, want it to name r1c8 and say Undo puts it back", got)
	}
	if got := row1(); got != "534.789.." {
		t.Errorf("row 1 after going back: %s, want 534.789.. (the right 4, 8 and the 9 made after the mistake kept, the 2 gone)", got)
	}
	if label, class := b.cell(t, "r1c8"); label != "row 1, column 8, empty" || strings.Contains(class, "wrong") {
		t.Errorf("r1c8 after going back: %q %q", label, class)
	}
	b.press(t, "undo")
	if got := row1(); got != "534.7892." {
		t.Errorf("row 1 after Undo: %s, want the 2 back in r1c8", got)
	}
}

// press taps a cell ("r1c4"), a digit ("4") or a button ("check").
func (b *browser) press(t testing.TB, what string) {
	t.Helper()
	switch {
	case len(what) == 1 && what >= "1" && what <= "9":
		b.tap(t, `[data-digit="`+what+`"]`)
	case strings.HasPrefix(what, "r") && len(what) == 4:
		b.tap(t, `[data-cell="`+what+`"]`)
	default:
		b.tap(t, `[data-action="`+what+`"]`)
	}
}

// TestBrowserNoGame opens the board of a person with no puzzle: the grid,
// the digits and the tools are disabled (and a tap on the grid throws
// nothing) until a game is loaded.
func TestBrowserNoGame(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	b := newBrowser(t, h, 7, "en", "light", lightTheme)
	if err := chromedp.Do(b.ctx, chromedp.Navigate(h.srv.URL+"/board/"), chromedp.WaitReady(chromedp.CSS(`body[data-ready="error"]`))); err != nil {
		t.Fatal(err)
	}
	b.waitText(t, "#banner-text", "You have no puzzle yet")
	enabled := `[...document.querySelectorAll('[data-digit], .tools button')].filter(b => !b.hidden && !b.disabled).map(b => b.dataset.action || b.dataset.digit).join(' ')`
	if got := b.eval(t, enabled); got != "" {
		t.Errorf("with no game, enabled: %q, want every digit and tool disabled", got)
	}
	if got := b.eval(t, `String(document.querySelector('#grid').getAttribute('aria-disabled'))`); got != "true" {
		t.Errorf("with no game, the grid's aria-disabled is %q, want true", got)
	}
	b.tap(t, `[data-cell="r1c1"]`) // nothing happens, nothing throws
	if got := b.eval(t, `document.querySelector('[data-action="reload"]').disabled ? 'disabled' : 'enabled'`); got != "enabled" {
		t.Error("Reload is disabled with no game")
	}
	// A game loaded: everything but Undo and Redo (nothing to undo yet).
	b.open(t, testPuzzle)
	if got := b.eval(t, enabled); got != "erase pencil 1 2 3 4 5 6 7 8 9 hint check fill rewind" {
		t.Errorf("with a game, enabled: %q, want the digits and the tools but Undo and Redo", got)
	}
	if got := b.eval(t, `String(document.querySelector('#grid').getAttribute('aria-disabled'))`); got != "null" {
		t.Errorf("with a game, the grid's aria-disabled is %q, want none", got)
	}
}

// TestBrowserStatusSpace shows the longest statuses of a game (Check's
// mistakes, going back) in every language at a phone's widths: the grid
// does not move when they appear, and they fit the lines kept for them.
func TestBrowserStatusSpace(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	for _, tc := range []struct{ lang, scheme, theme string }{
		{"en", "light", lightTheme}, {"zh-hans", "dark", darkTheme}, {"ru", "light", lightTheme}, {"ru", "dark", darkTheme},
	} {
		if testing.Short() && tc.lang != "ru" {
			continue // -short: the longest texts (Russian), both themes
		}
		lang := tc.lang
		b := newBrowser(t, h, 7, lang, tc.scheme, tc.theme)
		b.open(t, testPuzzle)
		for _, width := range []int64{390, 360} {
			if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(width, 800, chromedp.EmulateScale(2), chromedp.EmulateMobile)); err != nil {
				t.Fatal(err)
			}
			top := func() string {
				return b.eval(t, `String(document.querySelector('#grid').getBoundingClientRect().top)`)
			}
			b.eval(t, `(() => { document.querySelector('#status').textContent = ''; return ''; })()`)
			before := top()
			for _, s := range []string{"r1c6", "2", "r1c8", "2", "check"} {
				b.press(t, s)
			}
			if _, err := chromedp.Run(b.ctx, chromedp.Poll[bool](`document.querySelector('#status').textContent.includes('r1c8')`)); err != nil {
				t.Fatalf("%s: waiting for Check's answer: %v", lang, err)
			}
			for _, when := range []string{"Check's mistakes", "going back"} {
				if when == "going back" {
					b.press(t, "rewind")
					if _, err := chromedp.Run(b.ctx, chromedp.Poll[bool](`document.querySelector('[data-cell="r1c8"] .v').textContent === ''`)); err != nil {
						t.Fatalf("%s: waiting for the mistakes to go: %v", lang, err)
					}
				}
				status := b.eval(t, `document.querySelector('#status').textContent`)
				if dir := os.Getenv("BOARD_SHOTS"); dir != "" {
					shot(t, b, filepath.Join(dir, fmt.Sprintf("status-%s-%s-%d-%s.png", tc.scheme, lang, width, map[string]string{"Check's mistakes": "check", "going back": "back"}[when])))
				}
				if after := top(); after != before {
					t.Errorf("%s at %d px: the grid's top is %s px with the status of %s (%q), %s px without", lang, width, after, when, status, before)
				}
				if fit := b.eval(t, `(() => { const s = document.querySelector('#status'); return s.scrollHeight + ' ' + s.clientHeight; })()`); func() bool {
					var sh, ch int
					fmt.Sscan(fit, &sh, &ch)
					return sh > ch+1
				}() {
					t.Errorf("%s at %d px: the status of %s (%q) does not fit its lines: scroll and client heights %s", lang, width, when, status, fit)
				}
			}
		}
	}
}

// TestBrowserHintLevel2 shows a single's level 2: the board rings the
// copies the chat's picture rings (render.PlainFigure) and draws the
// lines along which they rule the digit out, not every copy of it.
func TestBrowserHintLevel2(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	b := newBrowser(t, h, 7, "en", "light", lightTheme)
	b.open(t, testPuzzle)
	b.hintLevels(t, 2)
	// What the chat draws for the same step.
	p, _ := solver.Parse(testPuzzle)
	bd := logic.NewBoard(p, solver.Grid{})
	s, err := logic.Next(context.Background(), &bd, logic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	_, rulings, seen, ok := render.PlainFigure(&bd, s, 2)
	if !ok || len(rulings) == 0 {
		t.Fatalf("the first step, %v, is not drawn with rulings: pick another position", s.Technique)
	}
	var want []string
	for _, r := range rulings {
		want = append(want, solver.CellName(r.Cell))
	}
	for _, c := range seen {
		want = append(want, solver.CellName(c))
	}
	got := b.eval(t, `[...document.querySelectorAll('#overlay circle.rule')].map(c => 'r' + (Math.floor(c.getAttribute('cy') / 100) + 1) + 'c' + (Math.floor(c.getAttribute('cx') / 100) + 1)).join(' ')`)
	if got != strings.Join(want, " ") {
		t.Errorf("cells ringed at level 2: %q, want the chat's %q", got, strings.Join(want, " "))
	}
	if n := b.eval(t, `String(document.querySelectorAll('#overlay line.rule, #overlay rect.rule').length)`); n == "0" {
		t.Error("no ruling-out line drawn at level 2")
	}
	if got := b.eval(t, `[...document.querySelectorAll('.cell.ring')].map(c => c.dataset.cell).join(' ')`); got != "" {
		t.Errorf("cells ringed besides the chat's: %q", got)
	}
	// Level 3 draws the reason instead.
	b.press(t, "more")
	b.waitText(t, "#hint-header", "level 3 of 4")
	if n := b.eval(t, `String(document.querySelectorAll('#overlay .rule').length)`); n != "0" {
		t.Errorf("%s ruling-out marks left at level 3", n)
	}
}
