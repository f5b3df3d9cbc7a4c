package board

import (
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"sudokubot/bot/catalog"
	"sudokubot/bot/game"
	"sudokubot/solver"
	"sudokubot/solver/locale"
)

// TestBrowserRussian plays the board as a person whose Telegram speaks
// Russian: the page's words, its language, its title and the cells'
// accessible names are Russian, no English word is left on it, and the
// refusals and a failed load speak Russian too.
func TestBrowserRussian(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ru := catalog.For(locale.Russian)
	b := newBrowser(t, h, 7, "ru", "light", lightTheme)
	b.open(t, testPuzzle)
	if got := b.eval(t, `document.documentElement.lang + '|' + document.title + '|' + document.querySelector('#grid').getAttribute('aria-label')`); got != "ru|Судоку|Судоку" {
		t.Errorf("lang, title and the grid's name: %q, want ru|Судоку|Судоку", got)
	}
	for action, want := range map[string]string{"undo": ru.BoardUndo(), "redo": ru.BoardRedo(), "erase": ru.BoardErase(), "pencil": ru.BoardPencil(),
		"fill": ru.BoardFill(), "rewind": ru.BoardRewind(), "apply": ru.BoardApply(), "reload": ru.BoardReload(), "send": ru.BoardSend()} {
		if got := b.eval(t, `document.querySelector('[data-action="`+action+`"]').textContent`); got != want {
			t.Errorf("the %s button says %q, want %q", action, got, want)
		}
	}
	if got := b.eval(t, `document.querySelector('[data-action="close"]').getAttribute('aria-label')`); got != "Закрыть" {
		t.Errorf("the hint's close button is labelled %q, want Закрыть", got)
	}
	if got := b.eval(t, `document.querySelector('#keys').textContent`); got != ru.BoardKeys() {
		t.Errorf("the keys: %q", got)
	}
	// The cells' accessible names.
	b.tap(t, `[data-cell="r1c3"]`)
	b.tap(t, `[data-digit="4"]`)
	b.tap(t, `[data-cell="r1c4"]`)
	b.tap(t, `[data-action="pencil"]`)
	b.tap(t, `[data-digit="1"]`)
	b.tap(t, `[data-digit="6"]`)
	if got := b.eval(t, `document.querySelector('[data-digit="6"]').getAttribute('aria-label')`); got != "✏️ Пометки 6" {
		t.Errorf("the pad's 6 in pencil mode is labelled %q", got)
	}
	b.tap(t, `[data-action="pencil"]`)
	b.tap(t, `[data-cell="r1c6"]`)
	b.tap(t, `[data-digit="5"]`)
	for cell, want := range map[string]string{
		"r1c1": "строка 1, столбец 1, 5, исходная цифра, нарушает правила",
		"r1c3": "строка 1, столбец 3, 4",
		"r1c4": "строка 1, столбец 4, пометки 1 6",
		"r1c6": "строка 1, столбец 6, 5, нарушает правила",
		"r1c7": "строка 1, столбец 7, пусто",
	} {
		if got, _ := b.cell(t, cell); got != want {
			t.Errorf("%s is named %q, want %q", cell, got, want)
		}
	}
	b.tap(t, `[data-action="undo"]`)
	b.tap(t, `[data-cell="r1c6"]`)
	b.tap(t, `[data-digit="2"]`)
	b.tap(t, `[data-action="check"]`)
	if _, err := chromedp.Run(b.ctx, chromedp.Poll[bool](`document.querySelector('[data-cell="r1c6"]').getAttribute('aria-label').endsWith(', неверно')`)); err != nil {
		t.Errorf("r1c6 after Check: %q, want it named wrong (неверно): %v", b.eval(t, `document.querySelector('[data-cell="r1c6"]').getAttribute('aria-label')`), err)
	}
	b.tap(t, `[data-action="rewind"]`)
	b.waitText(t, "#status", ru.BoardRewound([]string{"r1c6"}))
	b.hintLevels(t, 3)
	// Nothing of the page is English: its words are the catalog's, but
	// for the chat's buttons (Hint, Check, More: the chat's ButtonHint, ButtonCheck, ButtonMore), whose
	// Russian the chat's catalog gives.
	text := b.eval(t, `(() => {
		const skip = new Set(['hint', 'check', 'more']);
		const parts = [document.title];
		for (const el of document.querySelectorAll('button, #keys, #status, #timer, #banner-text, [aria-label]')) {
			if (skip.has(el.dataset.action) || el.closest('#hint-text, #hint-header')) continue;
			if (el.matches('button, #keys, #status, #timer, #banner-text')) parts.push(el.textContent);
			if (el.hasAttribute('aria-label')) parts.push(el.getAttribute('aria-label'));
		}
		return parts.join('\n');
	})()`)
	for _, w := range regexp.MustCompile(`[A-Za-z]{2,}`).FindAllString(regexp.MustCompile(`\b(Backspace|Shift|Ctrl)\b`).ReplaceAllString(text, ""), -1) {
		t.Errorf("an English word on the Russian page: %q in\n%s", w, text)
		break
	}
	for a, want := range map[string]string{"hint": ru.ButtonHint(), "check": ru.ButtonCheck(), "more": ru.ButtonMore()} {
		if got := b.eval(t, `document.querySelector('[data-action="`+a+`"]').textContent`); got != want {
			t.Errorf("the %s button says %q, want %q", a, got, want)
		}
	}
	// Russian words are longer: at a phone's width, 390 and 360 px,
	// nothing overflows its box.
	for _, width := range []int64{390, 360} {
		if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(width, 800, chromedp.EmulateScale(2), chromedp.EmulateMobile)); err != nil {
			t.Fatal(err)
		}
		if over := b.overflowing(t); len(over) > 0 {
			t.Errorf("at %d px, overflowing: %q", width, over)
		}
		if dir := os.Getenv("BOARD_SHOTS"); dir != "" {
			shot(t, b, filepath.Join(dir, fmt.Sprintf("light-ru-hint3-%d.png", width)))
		}
	}

	// A refused initData is answered in the language it claims.
	v := url.Values{}
	v.Set("tgWebAppData", SignInitData(User{ID: 7, FirstName: "Test", LanguageCode: "ru"}, "1:another-token", h.now))
	plain := startBrowser(t, h, "")
	if err := chromedp.Do(plain.ctx, chromedp.Navigate(h.srv.URL+"/board/#"+v.Encode()), chromedp.WaitReady(chromedp.CSS(`body[data-ready="error"]`))); err != nil {
		t.Fatalf("a forged initData: %v", err)
	}
	plain.waitText(t, "#status", ru.BoardAuth())

	// A failed load: the store's failure in Russian, and Reload labelled.
	h.mem.setFail(true)
	f := newBrowser(t, h, 9, "ru", "dark", darkTheme)
	if err := chromedp.Do(f.ctx, chromedp.Navigate(h.srv.URL+"/board/?p="+url.QueryEscape(testPuzzle)), chromedp.WaitReady(chromedp.CSS(`body[data-ready="error"]`))); err != nil {
		t.Fatal(err)
	}
	h.mem.setFail(false)
	if got := f.eval(t, `document.querySelector('#banner-text').textContent + '|' + document.querySelector('[data-action="reload"]').textContent`); got != ru.BoardFailed()+"|Обновить" {
		t.Errorf("a failed load shows %q, want the failure and Reload in Russian", got)
	}
	if dir := os.Getenv("BOARD_SHOTS"); dir != "" {
		shot(t, f, filepath.Join(dir, "dark-ru-failed.png"))
	}
}

// TestBrowserFixRussian corrects a photo's grid in Russian: the heading,
// the doubtful cell's name and the refusal of a clash.
func TestBrowserFixRussian(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	read, _ := solver.Parse("3" + testPuzzle[1:]) // r1c1 misread as 3
	u := game.FixURL(h.srv.URL+"/board/", read, []int{0}, nil, game.FixToken(FixKey(testToken), 7, read))
	b := newBrowser(t, h, 7, "ru", "light", lightTheme)
	if err := chromedp.Do(b.ctx, chromedp.Navigate(u), chromedp.WaitReady(chromedp.CSS(`body[data-ready="true"]`))); err != nil {
		t.Fatal(err)
	}
	ru := catalog.For(locale.Russian)
	b.waitText(t, "#status", ru.BoardFixHead())
	if label, _ := b.cell(t, "r1c1"); label != "строка 1, столбец 1, 3, нарушает правила, под сомнением" {
		t.Errorf("r1c1 as read: %q", label)
	}
	for _, width := range []int64{390, 360} {
		if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(width, 800, chromedp.EmulateScale(2), chromedp.EmulateMobile)); err != nil {
			t.Fatal(err)
		}
		if over := b.overflowing(t); len(over) > 0 {
			t.Errorf("at %d px, overflowing: %q", width, over)
		}
		if dir := os.Getenv("BOARD_SHOTS"); dir != "" {
			shot(t, b, filepath.Join(dir, fmt.Sprintf("fix-ru-%d.png", width)))
		}
	}
	b.tap(t, `[data-action="send"]`)
	b.waitText(t, "#status", "Цифры повторяются в строке, столбце или блоке: r1c1, r1c2")
	b.tap(t, `[data-cell="r1c1"]`)
	b.tap(t, `[data-digit="5"]`)
	b.tap(t, `[data-action="send"]`)
	b.waitText(t, "#status", ru.BoardSent())
	if s := b.eval(t, `document.querySelector('#status').textContent`); strings.ContainsAny(s, "abcdefghijklmnopqrstuvwxyz") {
		t.Errorf("the status after sending: %q", s)
	}
}

// overflowing returns the page's shown elements whose text overflows
// their box (a word too long for its button), and the page itself if it
// is wider than the screen.
func (b *browser) overflowing(t testing.TB) []string {
	t.Helper()
	got := b.eval(t, `(() => {
		const out = [];
		if (document.documentElement.scrollWidth > innerWidth) out.push('the page: ' + document.documentElement.scrollWidth + ' > ' + innerWidth);
		for (const el of document.querySelectorAll('button, .status, .timer, .keys, .hint p, .hint-head b, .banner')) {
			if (!el.offsetParent) continue; // hidden
			const r = el.getBoundingClientRect();
			if (el.scrollWidth > el.clientWidth + 1 || r.left < 0 || r.right > innerWidth) {
				out.push((el.dataset.action || el.dataset.digit || el.id || el.className) + ' "' + el.textContent + '": ' + el.scrollWidth + ' > ' + el.clientWidth);
			}
		}
		return out.join('\n');
	})()`)
	if got == "" {
		return nil
	}
	return strings.Split(got, "\n")
}
