package board

import (
	"strings"
	"testing"
)

// TestBrowserRewind presses "Back to my first mistake" as issue 34 did:
// only the mistakes on the board now go, every right move stays, and with
// none the board says so and changes nothing.
func TestBrowserRewind(t *testing.T) {
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
