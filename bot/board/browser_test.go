package board

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	cdpruntime "github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"sudokubot/bot/catalog"
	"sudokubot/bot/game"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// The browser tests drive Debian's Chromium with chromedp: a real page,
// real taps, against the real bot behind the board.

// chromium returns the browser's path, skipping the test without one
// (failing under CI=true, where it must be installed).
func chromium(t testing.TB) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("no Chromium: CI must install it (apt-get install -y chromium fonts-noto-cjk)")
	}
	t.Skip("no Chromium: install Debian's package chromium (apt-get install -y chromium fonts-noto-cjk) to run the board's browser tests")
	return ""
}

// tgStub stands in for telegram-web-app.js: Telegram.WebApp with the
// launch data, recording what the page asks of it in window.tgCalls.
const tgStub = `(() => {
  const calls = [];
  window.tgCalls = calls;
  const rec = (name) => (...a) => { calls.push(name + (a.length ? ':' + a.join(',') : '')); };
  const button = (name) => ({ isVisible: false, text: '',
    show() { this.isVisible = true; calls.push(name + '.show'); return this; },
    hide() { this.isVisible = false; calls.push(name + '.hide'); return this; },
    setText(t) { this.text = t; return this; }, onClick(f) { this.cb = f; } });
  window.Telegram = { WebApp: {
    initData: %q, initDataUnsafe: { user: { id: %d, language_code: %q } },
    colorScheme: %q, themeParams: %s, version: '8.0', platform: 'tdesktop',
    ready: rec('ready'), expand: rec('expand'), disableVerticalSwipes: rec('disableVerticalSwipes'),
    onEvent: rec('onEvent'), BackButton: button('BackButton'), MainButton: button('MainButton'),
    HapticFeedback: { impactOccurred: rec('impact'), notificationOccurred: rec('notification'), selectionChanged: rec('selection') },
  } };
})();`

var (
	lightTheme = `{"bg_color":"#ffffff","text_color":"#000000","hint_color":"#999999","link_color":"#2481cc","button_color":"#2481cc","button_text_color":"#ffffff","secondary_bg_color":"#efeff3"}`
	darkTheme  = `{"bg_color":"#212121","text_color":"#ffffff","hint_color":"#aaaaaa","link_color":"#8774e1","button_color":"#8774e1","button_text_color":"#ffffff","secondary_bg_color":"#181818"}`
)

// A browser is one headless Chromium tab at a phone's size.
type browser struct {
	ctx context.Context
	h   *harness

	mu       sync.Mutex
	requests []string // every URL the page asked for
}

// foreign returns the requests the page made to anyone but the board.
func (b *browser) foreign() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []string
	for _, u := range b.requests {
		if !strings.HasPrefix(u, b.h.srv.URL+"/") && !strings.HasPrefix(u, "data:") {
			out = append(out, u)
		}
	}
	return out
}

func newBrowser(t testing.TB, h *harness, user int64, lang, scheme, theme string) *browser {
	t.Helper()
	return startBrowser(t, h, fmt.Sprintf(tgStub, h.initData(user, lang), user, lang, scheme, theme))
}

// The tests share one Chromium: each browser is a tab in a browser
// context of its own (its own storage and cookies), since starting
// Chromium takes about a second.
var shared struct {
	once   sync.Once
	ctx    context.Context // the browser's; TestMain closes it
	cancel context.CancelFunc
	err    error
}

// sharedChromium returns the context of the shared Chromium, starting it
// the first time.
func sharedChromium(t testing.TB) context.Context {
	t.Helper()
	path := chromium(t)
	shared.once.Do(func() {
		// /dev/shm is not used: a container's is often 64 MB, too
		// little for Chromium, which then dies as it starts. A start
		// that fails anyway (seen once in CI under the race detector's
		// load: Chromium exited before listening) is tried again, twice.
		opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(path), chromedp.NoSandbox,
			chromedp.Flag("lang", "en-US"), chromedp.Flag("disable-dev-shm-usage", true))
		for attempt := 1; attempt <= 3; attempt++ {
			actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
			ctx, cancel := chromedp.NewContext(actx)
			shared.ctx = ctx
			shared.cancel = func() { cancel(); cancelAlloc() }
			shared.err = chromedp.Do(ctx) // starts the browser, bound to ctx (no timeout)
			if shared.err == nil {
				return
			}
			t.Logf("starting Chromium, attempt %d of 3: %v", attempt, shared.err)
			shared.cancel()
		}
	})
	if shared.err != nil {
		t.Fatalf("starting Chromium: %v", shared.err)
	}
	return shared.ctx
}

func TestMain(m *testing.M) {
	code := m.Run()
	if shared.cancel != nil {
		_ = chromedp.Cancel(shared.ctx)
		shared.cancel()
	}
	os.Exit(code)
}

// startBrowser opens a tab of the shared Chromium with a script run
// before the page's ("" for none), telegram.org blocked.
func startBrowser(t testing.TB, h *harness, stub string) *browser {
	t.Helper()
	ctx, cancel := chromedp.NewContext(sharedChromium(t), chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	ctx, cancel2 := context.WithTimeout(ctx, 120*time.Second)
	t.Cleanup(cancel2)
	b := &browser{h: h}
	// The page's uncaught errors fail the test; its requests are kept.
	chromedp.Listen(ctx, func(ev any) {
		if e, ok := ev.(*network.EventRequestWillBeSent); ok {
			b.mu.Lock()
			b.requests = append(b.requests, e.Request.URL)
			b.mu.Unlock()
		}
		if e, ok := ev.(*cdpruntime.EventExceptionThrown); ok {
			d := e.ExceptionDetails
			msg := d.Text
			if d.Exception != nil {
				msg += " " + d.Exception.Description
			}
			t.Errorf("the page threw: %s (line %d)", msg, d.LineNumber+1)
		}
	})
	if err := chromedp.Do(ctx,
		chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2), chromedp.EmulateMobile),
		chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
			if stub != "" {
				if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: stub}); err != nil {
					return err
				}
			}
			if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
				return err
			}
			_, err := chromedp.Call(ctx, network.SetBlockedURLs, network.SetBlockedURLsParams{URLPatterns: []*network.BlockPattern{{URLPattern: "https://telegram.org/*", Block: true}}})
			return err
		}),
	); err != nil {
		t.Fatalf("starting Chromium: %v", err)
	}
	b.ctx = ctx
	return b
}

// open loads the board for a puzzle ("" for the current game) and waits
// until it is drawn.
func (b *browser) open(t testing.TB, puzzle string) {
	t.Helper()
	u := b.h.srv.URL + "/board/"
	if puzzle != "" {
		u += "?p=" + url.QueryEscape(puzzle)
	}
	if err := chromedp.Do(b.ctx, chromedp.Navigate(u), chromedp.WaitReady(chromedp.CSS(`body[data-ready="true"]`))); err != nil {
		t.Fatalf("opening %s: %v", u, err)
	}
}

func (b *browser) tap(t testing.TB, sel string) {
	t.Helper()
	if err := chromedp.Do(b.ctx, chromedp.Click(chromedp.CSS(sel))); err != nil {
		t.Fatalf("tap %s: %v", sel, err)
	}
}

func (b *browser) eval(t testing.TB, js string) string {
	t.Helper()
	s, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](js))
	if err != nil {
		t.Fatalf("%s: %v", js, err)
	}
	return s
}

// cell returns a cell's accessible label and classes.
func (b *browser) cell(t testing.TB, name string) (label, class string) {
	t.Helper()
	s := b.eval(t, fmt.Sprintf(`(() => { const c = document.querySelector('[data-cell="%s"]'); return c.getAttribute('aria-label') + '|' + c.className; })()`, name))
	label, class, _ = strings.Cut(s, "|")
	return label, class
}

// waitSaved waits for the page's last change to be saved.
func (b *browser) waitSaved(t testing.TB) {
	t.Helper()
	if _, err := chromedp.Run(b.ctx, chromedp.Poll[bool](`document.body.dataset.saved !== 'false'`, chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		t.Fatalf("waiting for the save: %v", err)
	}
}

func (b *browser) waitText(t testing.TB, sel, want string) string {
	t.Helper()
	js := fmt.Sprintf(`(document.querySelector(%q)?.textContent || '').includes(%q)`, sel, want)
	if _, err := chromedp.Run(b.ctx, chromedp.Poll[bool](js, chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		t.Fatalf("waiting for %q in %s: %v (it has %q)", want, sel, err, b.eval(t, fmt.Sprintf(`document.querySelector(%q)?.textContent || ''`, sel)))
	}
	return b.eval(t, fmt.Sprintf(`document.querySelector(%q).textContent`, sel))
}

func TestBrowserPlay(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	b := newBrowser(t, h, 7, "en", "light", lightTheme)
	b.open(t, testPuzzle)
	if calls := b.eval(t, `tgCalls.join(' ')`); !strings.Contains(calls, "disableVerticalSwipes") || !strings.Contains(calls, "ready") {
		t.Errorf("Telegram calls %q: want ready and disableVerticalSwipes", calls)
	}
	// Tap r1c3, then 4: the cell shows it, labelled for assistive tools.
	b.tap(t, `[data-cell="r1c3"]`)
	b.tap(t, `[data-digit="4"]`)
	if label, class := b.cell(t, "r1c3"); label != "row 1, column 3, 4" || !strings.Contains(class, "entry") {
		t.Errorf("r1c3 after 4: %q %q", label, class)
	}
	// 5 in r1c4 clashes with the given 5 of r1c1, at once.
	b.tap(t, `[data-cell="r1c4"]`)
	b.tap(t, `[data-digit="5"]`)
	if _, class := b.cell(t, "r1c4"); !strings.Contains(class, "clash") {
		t.Errorf("r1c4 = 5 next to r1c1's 5: class %q, want clash", class)
	}
	if _, class := b.cell(t, "r1c1"); !strings.Contains(class, "clash") {
		t.Errorf("r1c1 beside a clashing 5: class %q, want clash", class)
	}
	// Undo takes it back.
	b.tap(t, `[data-action="undo"]`)
	if label, class := b.cell(t, "r1c4"); label != "row 1, column 4, empty" || strings.Contains(class, "clash") {
		t.Errorf("r1c4 after undo: %q %q", label, class)
	}
	// Pencil marks 1 and 6 in r1c4; placing 6 in r1c6... no: 6 in r1c4's
	// row at r1c6 would clash with nothing, and clears r1c4's mark 6.
	b.tap(t, `[data-action="pencil"]`)
	b.tap(t, `[data-digit="1"]`)
	b.tap(t, `[data-digit="6"]`)
	if label, _ := b.cell(t, "r1c4"); label != "row 1, column 4, pencil marks 1 6" {
		t.Errorf("r1c4 with marks: %q", label)
	}
	b.tap(t, `[data-action="pencil"]`)
	b.tap(t, `[data-cell="r1c7"]`)
	b.tap(t, `[data-digit="9"]`)
	b.tap(t, `[data-cell="r1c8"]`)
	b.tap(t, `[data-digit="1"]`)
	if label, _ := b.cell(t, "r1c4"); label != "row 1, column 4, pencil marks 6" {
		t.Errorf("r1c4 after 1 placed in its row: %q, want only the mark 6 left", label)
	}
	// The keyboard: arrows move, Shift+digit marks, Backspace erases,
	// Ctrl-Z undoes.
	b.tap(t, `[data-cell="r2c2"]`)
	if err := chromedp.Do(b.ctx, chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent("7"), chromedp.KeyEvent(kb.ArrowDown)); err != nil {
		t.Fatal(err)
	}
	if label, _ := b.cell(t, "r2c3"); label != "row 2, column 3, 7" {
		t.Errorf("r2c3 after →, 7: %q", label)
	}
	b.eval(t, `(() => { document.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', code: 'KeyZ', ctrlKey: true, bubbles: true })); return ''; })()`)
	if label, _ := b.cell(t, "r2c3"); label != "row 2, column 3, empty" {
		t.Errorf("r2c3 after Ctrl-Z: %q", label)
	}
	if err := chromedp.Do(b.ctx, chromedp.KeyEvent(kb.ArrowUp)); err != nil {
		t.Fatal(err)
	}
	b.eval(t, `(() => { document.dispatchEvent(new KeyboardEvent('keydown', { key: '@', code: 'Digit2', shiftKey: true, bubbles: true })); return ''; })()`)
	if label, _ := b.cell(t, "r2c3"); label != "row 2, column 3, pencil marks 2" {
		t.Errorf("r2c3 after ↑, Shift+2: %q", label)
	}
	if err := chromedp.Do(b.ctx, chromedp.KeyEvent(kb.Backspace)); err != nil {
		t.Fatal(err)
	}
	if label, _ := b.cell(t, "r2c3"); label != "row 2, column 3, empty" {
		t.Errorf("r2c3 after Backspace: %q", label)
	}
	// Same digit highlighted, in pencil marks too.
	b.tap(t, `[data-cell="r1c8"]`)
	if n := b.eval(t, `String(document.querySelectorAll('.cell.same').length)`); n == "0" || n == "1" {
		t.Errorf("cells highlighted as the same digit as r1c8's 1: %s", n)
	}
	b.tap(t, `[data-cell="r1c3"]`)
	if n := b.eval(t, `String(document.querySelectorAll('.m span.hl').length)`); n != "0" {
		t.Errorf("marks highlighted for 4 with no mark 4: %s", n)
	}
	// r1c4 holds the mark 6: a 6 selected (the given r2c1) highlights it.
	b.tap(t, `[data-cell="r2c1"]`)
	if got := b.eval(t, `[...document.querySelectorAll('[data-cell="r1c4"] .m span.hl')].map(s => s.textContent).join()`); got != "6" {
		t.Errorf("r1c4's marks highlighted with a 6 selected: %q, want its 6", got)
	}
	// r1c7 = 9 is wrong (it is 9? the solution has 9 at r1c7): Check says.
	b.tap(t, `[data-action="check"]`)
	b.waitText(t, "#status", "No mistakes so far: 3 cells")
	b.tap(t, `[data-cell="r1c6"]`)
	b.tap(t, `[data-digit="2"]`)
	b.tap(t, `[data-action="check"]`)
	b.waitText(t, "#status", "1 cell is wrong: r1c6")
	if _, class := b.cell(t, "r1c6"); !strings.Contains(class, "wrong") {
		t.Errorf("r1c6 after Check: %q, want wrong", class)
	}
	// Back to my first mistake: the 2 goes, the rest stays.
	b.tap(t, `[data-action="rewind"]`)
	b.waitText(t, "#status", "Your mistakes are undone (r1c6)")
	if label, _ := b.cell(t, "r1c6"); label != "row 1, column 6, empty" {
		t.Errorf("r1c6 after going back: %q", label)
	}
	// All four hint levels, then Apply.
	b.tap(t, `[data-action="hint"]`)
	b.waitText(t, "#hint-header", "level 1 of 4")
	first := b.eval(t, `document.querySelector('[data-role="hint-text"]').textContent`)
	if first == "" {
		t.Error("the level-1 hint has no text")
	}
	for level := 2; level <= 4; level++ {
		b.tap(t, `[data-action="more"]`)
		b.waitText(t, "#hint-header", fmt.Sprintf("level %d of 4", level))
	}
	if got := b.eval(t, `document.querySelector('[data-role="hint-text"]').textContent`); got == first || !strings.HasPrefix(got, "Result:") {
		t.Errorf("level 4 hint: %q (level 1 was %q)", got, first)
	}
	if !strings.Contains(b.eval(t, `tgCalls.join(' ')`), "MainButton.show") {
		t.Error("the hint's Apply is not on Telegram's MainButton")
	}
	before := b.eval(t, `String(document.querySelectorAll('.cell.entry').length)`)
	b.tap(t, `[data-action="apply"]`)
	if after := b.eval(t, `String(document.querySelectorAll('.cell.entry').length)`); after == before {
		t.Errorf("Apply placed nothing: %s entries before and after", before)
	}
	b.waitSaved(t)
	entries := b.eval(t, `[...document.querySelectorAll('[data-cell]')].map(c => c.getAttribute('aria-label')).join(';')`)
	// Reload: the game is as it was.
	b.open(t, "")
	if again := b.eval(t, `[...document.querySelectorAll('[data-cell]')].map(c => c.getAttribute('aria-label')).join(';')`); again != entries {
		t.Errorf("after reload the board differs:\n%s\nwant\n%s", again, entries)
	}
	// The same game in the chat.
	if got := h.say(7, "/check"); !strings.Contains(got, "No mistakes so far") {
		t.Errorf("/check in the chat: %q", got)
	}
	// A move typed in the chat shows in the board.
	h.say(7, "r9c1=3")
	b.open(t, "")
	if label, _ := b.cell(t, "r9c1"); label != "row 9, column 1, 3" {
		t.Errorf("r9c1 after r9c1=3 in the chat: %q", label)
	}
	// Nothing but the board's own server was asked for anything.
	b.mu.Lock()
	n := len(b.requests)
	b.mu.Unlock()
	if n < 5 {
		t.Errorf("%d requests recorded, want the page, its files and its API calls", n)
	}
	if f := b.foreign(); len(f) > 0 {
		t.Errorf("requests to third parties: %q", f)
	}
}

// TestBrowserWithoutTelegram opens the board as local mode's link does,
// in a plain browser: no Telegram script, launch data in the fragment.
func TestBrowserWithoutTelegram(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	b := startBrowser(t, h, "")
	v := url.Values{}
	v.Set("tgWebAppData", h.initData(7, "zh-hans"))
	u := h.srv.URL + "/board/?p=" + url.QueryEscape(testPuzzle) + "#" + v.Encode()
	if err := chromedp.Do(b.ctx, chromedp.Navigate(u), chromedp.WaitReady(chromedp.CSS(`body[data-ready="true"]`))); err != nil {
		t.Fatalf("the board without Telegram's script: %v", err)
	}
	b.tap(t, `[data-cell="r1c3"]`)
	b.tap(t, `[data-digit="4"]`)
	if label, _ := b.cell(t, "r1c3"); label != "第1行，第3列，4" {
		t.Errorf("r1c3 in Chinese: %q", label)
	}
	b.waitSaved(t)
	// A link without initData gets the page's plea to open it from Telegram.
	if err := chromedp.Do(b.ctx, chromedp.Navigate(h.srv.URL+"/board/"), chromedp.WaitReady(chromedp.CSS(`body[data-ready="error"]`))); err != nil {
		t.Fatal(err)
	}
	b.waitText(t, "#status", "Play")
	// A forged initData (signed with another token) gets the same.
	v.Set("tgWebAppData", SignInitData(User{ID: 7, FirstName: "Test"}, "1:another-token", h.now))
	if err := chromedp.Do(b.ctx, chromedp.Navigate(h.srv.URL+"/board/?x=1#"+v.Encode()), chromedp.WaitReady(chromedp.CSS(`body[data-ready="error"]`))); err != nil {
		t.Fatalf("a forged initData: %v", err)
	}
	b.waitText(t, "#status", "Play")
	// Without Telegram, only the board's own server was asked: Telegram's
	// script is loaded only when Telegram opened the page.
	if f := b.foreign(); len(f) > 0 {
		t.Errorf("requests to third parties without Telegram: %q", f)
	}
}

// TestBrowserLongGame plays 3500 moves: the history is compacted into a
// base move, the position stays, and the server takes the save.
func TestBrowserLongGame(t *testing.T) {
	t.Parallel()
	h := newHarness(t, func(o *Options) { o.Rate = 1000 })
	b := newBrowser(t, h, 7, "en", "light", lightTheme)
	b.open(t, testPuzzle)
	got, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`import('./game.js').then((m) => {
		const g = new m.Game({ puzzle: '`+testPuzzle+`', entries: '.'.repeat(81), history: [] });
		const ref = new m.Game({ puzzle: '`+testPuzzle+`', entries: '.'.repeat(81), history: [] });
		for (let i = 0; i < 3500; i++) {
			const c = [2, 3, 5, 6, 7, 8][i % 6], d = 1 + (i % 9);
			const mv = m.op(i % 3 ? 'A' : 'S', c, d);
			g.push(mv);
			m.apply(ref, mv);
		}
		const same = g.entries.join() === ref.entries.join() && g.marks.join() === ref.marks.join();
		g.replay();
		const again = g.entries.join() === ref.entries.join() && g.marks.join() === ref.marks.join();
		const undo = [];
		while (g.undo()) undo.push(1);
		return [g.history.length, g.history[0].slice(0, 4), same, again, g.undone, JSON.stringify(g.json()).length].join(' ');
	})`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	var n, undone, size int
	var base string
	var same, again bool
	fmt.Sscan(got, &n, &base, &same, &again, &undone, &size)
	if n > 3000 || base != "B000" || !same || !again || undone != n-1 || size > 48000 {
		t.Errorf("after 3500 moves: %q (moves, first, same, same after replay, undone at most, JSON size), want ≤ 3000 moves from a base, the same position, undo to the base", got)
	}
}

func TestBrowserFaults(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	a := newBrowser(t, h, 7, "en", "light", lightTheme)
	a.open(t, testPuzzle)
	a.tap(t, `[data-cell="r1c3"]`)
	a.tap(t, `[data-digit="4"]`)
	a.waitSaved(t)
	// The store fails: the page says the moves are not saved, keeps them,
	// and saves them once it can.
	h.mem.setFail(true)
	a.tap(t, `[data-cell="r1c4"]`)
	a.tap(t, `[data-digit="6"]`)
	a.waitText(t, "#banner-text", "not saved yet")
	if label, _ := a.cell(t, "r1c4"); label != "row 1, column 4, 6" {
		t.Errorf("r1c4 while the store fails: %q, want the 6 kept", label)
	}
	h.mem.setFail(false)
	a.waitSaved(t)
	if hidden := a.eval(t, `String(document.querySelector('#banner').hidden)`); hidden != "true" {
		t.Error("the banner stays after the save went through")
	}
	if g, err := h.bot.Game(context.Background(), 7); err != nil || g.Entries[3] != 6 {
		t.Errorf("the game after the store came back: %v %v, want r1c4 = 6", g.Entries, err)
	}
	// Two devices: the later version wins, the other is told to reload.
	b := newBrowser(t, h, 7, "en", "light", lightTheme)
	b.open(t, "")
	b.tap(t, `[data-cell="r1c6"]`)
	b.tap(t, `[data-digit="8"]`)
	b.waitSaved(t)
	a.tap(t, `[data-cell="r1c7"]`)
	a.tap(t, `[data-digit="9"]`)
	a.waitText(t, "#banner-text", "changed on another device")
	if _, err := chromedp.Run(a.ctx, chromedp.WaitEvent(page.LoadEventFired, nil, chromedp.Click(chromedp.CSS(`[data-action="reload"]`)))); err != nil {
		t.Fatalf("reload: %v", err)
	}
	if err := chromedp.Do(a.ctx, chromedp.WaitReady(chromedp.CSS(`body[data-ready="true"]`))); err != nil {
		t.Fatal(err)
	}
	if label, _ := a.cell(t, "r1c6"); label != "row 1, column 6, 8" {
		t.Errorf("r1c6 after reload: %q, want the other device's 8", label)
	}
	if label, _ := a.cell(t, "r1c7"); label != "row 1, column 7, empty" {
		t.Errorf("r1c7 after reload: %q, want the older device's move gone", label)
	}
	// Someone else's initData plays their own game (a forged one:
	// TestBrowserWithoutTelegram).
	c := newBrowser(t, h, 8, "en", "light", lightTheme)
	c.open(t, testPuzzle)
	if label, _ := c.cell(t, "r1c3"); label != "row 1, column 3, empty" {
		t.Errorf("another person's board: r1c3 %q, want their own empty copy", label)
	}
}

func TestBrowserSolvedAndHintKept(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ctx := context.Background()
	p, _ := solver.Parse(testPuzzle)
	sol, _ := solver.Parse(testSolution)
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
	b := newBrowser(t, h, 7, "en", "light", lightTheme)
	b.open(t, "")
	// A hint shown at level 2 is there again after a reload.
	b.hintLevels(t, 2)
	b.waitSaved(t)
	b.open(t, "")
	b.waitText(t, "#hint-header", "level 2 of 4")
	b.tap(t, `[data-action="close"]`)
	// Hidden, the timer pauses and the game is saved with its time.
	b.eval(t, `(() => { Object.defineProperty(document, 'hidden', { configurable: true, get: () => true }); document.dispatchEvent(new Event('visibilitychange')); return ''; })()`)
	b.waitText(t, "#timer", "Paused")
	b.waitSaved(t)
	if g, _ := h.bot.Game(ctx, 7); g.ElapsedMS < 65_000 {
		t.Errorf("time saved on hiding: %d ms, want at least the 65 000 it had", g.ElapsedMS)
	}
	b.eval(t, `(() => { Object.defineProperty(document, 'hidden', { configurable: true, get: () => false }); document.dispatchEvent(new Event('visibilitychange')); return ''; })()`)
	b.tap(t, `[data-cell="r9c1"]`)
	b.tap(t, `[data-digit="3"]`)
	if got := b.waitText(t, "#status", "Solved in 1:"); !regexp.MustCompile(`Solved in 1:\d\d!`).MatchString(got) {
		t.Errorf("status on finishing: %q, want the time taken, 1:05 or a little more", got)
	}
	if !strings.Contains(b.eval(t, `tgCalls.join(' ')`), "notification:success") {
		t.Error("no success haptic on finishing")
	}
}

func TestBrowserFix(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	read, _ := solver.Parse("3" + testPuzzle[1:]) // r1c1 misread as 3
	u := game.FixURL(h.srv.URL+"/board/", read, []int{0}, nil, game.FixToken(FixKey(testToken), 7, read))
	b := newBrowser(t, h, 7, "en", "light", lightTheme)
	if err := chromedp.Do(b.ctx, chromedp.Navigate(u), chromedp.WaitReady(chromedp.CSS(`body[data-ready="true"]`))); err != nil {
		t.Fatal(err)
	}
	if label, class := b.cell(t, "r1c1"); label != "row 1, column 1, 3, breaks a rule, unsure" || !strings.Contains(class, "doubt") {
		t.Errorf("r1c1 as read: %q %q", label, class)
	}
	if shots := os.Getenv("BOARD_SHOTS"); shots != "" {
		shot(t, b, filepath.Join(shots, "fix.png"))
	}
	// Sending with a clash is refused, on the page and by the server.
	b.tap(t, `[data-action="send"]`)
	b.waitText(t, "#status", "Digits repeat")
	b.tap(t, `[data-cell="r1c1"]`)
	b.tap(t, `[data-digit="5"]`)
	b.tap(t, `[data-action="undo"]`)
	b.tap(t, `[data-action="undo"]`) // the grid as read stays
	if label, _ := b.cell(t, "r1c2"); label != "row 1, column 2, 3, breaks a rule" {
		t.Errorf("r1c2 after undoing past the fix: %q, want the grid as read", label)
	}
	b.tap(t, `[data-action="redo"]`)
	b.tap(t, `[data-action="send"]`)
	b.waitText(t, "#status", "Sent")
	if g, err := h.bot.Game(context.Background(), 7); err != nil || g.Puzzle.String() != testPuzzle {
		t.Errorf("the chat's puzzle after the fix: %v (%v), want the corrected grid", g.Puzzle, err)
	}
}

// TestBrowserFixGame: a game in progress read from a photo is fixed with
// its layers: the person's digits told from the printed ones, on the page
// and for assistive tools; ✍️ (or M) makes a digit theirs or printed; the
// chat gets the printed ones as the puzzle and theirs as their moves.
func TestBrowserFixGame(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	read, _ := solver.Parse("5346" + testPuzzle[4:]) // r1c3=4 is theirs; r1c4=6 too, read as printed
	u := game.FixURL(h.srv.URL+"/board/", read, []int{3}, []int{2}, game.FixToken(FixKey(testToken), 7, read))
	b := newBrowser(t, h, 7, "en", "light", lightTheme)
	if err := chromedp.Do(b.ctx, chromedp.Navigate(u), chromedp.WaitReady(chromedp.CSS(`body[data-ready="true"]`))); err != nil {
		t.Fatal(err)
	}
	b.waitText(t, "#status", "This is your game as I read it")
	if keys := b.eval(t, `document.querySelector('#keys').textContent`); !strings.Contains(keys, "M for mine") || strings.Contains(keys, "pencil") {
		t.Errorf("the keys of a game's fix: %q, want M and no pencil", keys)
	}
	if shots := os.Getenv("BOARD_SHOTS"); shots != "" {
		shot(t, b, filepath.Join(shots, "fix-game.png"))
	}
	for _, c := range []struct{ cell, label, class string }{
		{"r1c3", "row 1, column 3, 4, written in by you", "mine"},
		{"r1c4", "row 1, column 4, 6, given, unsure", "doubt"},
	} {
		if label, class := b.cell(t, c.cell); label != c.label || !strings.Contains(class, c.class) {
			t.Errorf("%s as read: %q %q, want %q with %q", c.cell, label, class, c.label, c.class)
		}
	}
	pressed := func() string {
		return b.eval(t, `document.querySelector('[data-action="whose"]').getAttribute('aria-pressed')`)
	}
	b.tap(t, `[data-cell="r1c4"]`)
	if got := pressed(); got != "false" {
		t.Errorf("✍️ on a printed digit: pressed %s", got)
	}
	b.tap(t, `[data-action="whose"]`)
	if label, class := b.cell(t, "r1c4"); !strings.Contains(label, "written in by you") || !strings.Contains(class, "mine") || pressed() != "true" {
		t.Errorf("r1c4 made theirs: %q %q, pressed %s", label, class, pressed())
	}
	// M does it from the keyboard, and undoes it.
	b.tap(t, `[data-cell="r1c1"]`)
	for _, want := range []string{"written in by you", "given"} {
		if err := chromedp.Do(b.ctx, chromedp.KeyEvent("m")); err != nil {
			t.Fatal(err)
		}
		if label, _ := b.cell(t, "r1c1"); !strings.HasSuffix(label, want) {
			t.Errorf("r1c1 after M: %q, want it %s", label, want)
		}
	}
	b.tap(t, `[data-action="send"]`)
	b.waitText(t, "#status", "Sent")
	puzzle, _ := solver.Parse(testPuzzle)
	var entries solver.Grid
	entries[2], entries[3] = 4, 6
	if g, err := h.bot.Game(context.Background(), 7); err != nil || g.Puzzle != puzzle || g.Entries != entries {
		t.Errorf("the chat's game after the fix: %v / %v (%v), want the puzzle %v and the entries %v", g.Puzzle, g.Entries, err, puzzle, entries)
	}
}

// TestBrowserLook saves screenshots for a person to look at, when
// BOARD_SHOTS names a folder.
func TestBrowserLook(t *testing.T) {
	dir := os.Getenv("BOARD_SHOTS")
	if dir == "" {
		t.Skip("BOARD_SHOTS is not set")
	}
	for _, tc := range []struct {
		name, lang, scheme, theme string
	}{
		{"light-en", "en", "light", lightTheme},
		{"dark-en", "en", "dark", darkTheme},
		{"light-zh", "zh-hans", "light", lightTheme},
		{"dark-zh", "zh-hans", "dark", darkTheme},
		{"light-ru", "ru", "light", lightTheme},
		{"dark-ru", "ru", "dark", darkTheme},
	} {
		h := newHarness(t)
		b := newBrowser(t, h, 7, tc.lang, tc.scheme, tc.theme)
		b.open(t, testPuzzle)
		for _, s := range []string{`[data-cell="r1c3"]`, `[data-digit="4"]`, `[data-cell="r1c4"]`, `[data-digit="5"]`, `[data-action="pencil"]`, `[data-cell="r2c2"]`, `[data-digit="2"]`, `[data-digit="7"]`, `[data-action="pencil"]`, `[data-cell="r5c5"]`} {
			b.tap(t, s)
		}
		shot(t, b, filepath.Join(dir, tc.name+".png"))
		if tc.name == "dark-en" {
			b.tap(t, `[data-action="fill"]`)
			b.waitSaved(t)
			b.tap(t, `[data-cell="r5c2"]`)
			b.tap(t, `[data-digit="5"]`)
			shot(t, b, filepath.Join(dir, tc.name+"-fill.png"))
			b.tap(t, `[data-action="undo"]`)
			b.tap(t, `[data-action="undo"]`)
		}
		b.tap(t, `[data-cell="r1c4"]`)
		b.tap(t, `[data-action="erase"]`)
		b.hintLevels(t, 2)
		shot(t, b, filepath.Join(dir, tc.name+"-hint2.png"))
		b.tap(t, `[data-action="more"]`)
		if _, err := chromedp.Run(b.ctx, chromedp.Poll[bool](`document.body.dataset.hint === '3'`, chromedp.WithPollingTimeout(10*time.Second))); err != nil {
			t.Fatalf("waiting for hint level 3: %v", err)
		}
		shot(t, b, filepath.Join(dir, tc.name+"-hint.png"))
		// A mistake under its own header, then taken off the board.
		b.tap(t, `[data-action="close"]`)
		b.tap(t, `[data-cell="r1c8"]`)
		b.tap(t, `[data-digit="2"]`)
		b.tap(t, `[data-action="hint"]`)
		b.waitText(t, "#hint-header", catalog.For(locale.Match(tc.lang)).BoardMistakeHeader(1))
		shot(t, b, filepath.Join(dir, tc.name+"-mistake.png"))
		b.tap(t, `[data-action="rewind"]`)
		b.waitText(t, "#status", "r1c8")
		shot(t, b, filepath.Join(dir, tc.name+"-rewound.png"))
		// With no game: everything disabled.
		n := newBrowser(t, h, 8, tc.lang, tc.scheme, tc.theme)
		if err := chromedp.Do(n.ctx, chromedp.Navigate(h.srv.URL+"/board/"), chromedp.WaitReady(chromedp.CSS(`body[data-ready="error"]`))); err != nil {
			t.Fatal(err)
		}
		shot(t, n, filepath.Join(dir, tc.name+"-nogame.png"))
	}
	// A hint with a chain, at level 3.
	h := newHarness(t)
	g, ok := chainPosition(t)
	if !ok {
		t.Skip("no chain position: top1465 is not in ../shared/data")
	}
	ctx := context.Background()
	cur, err := h.bot.OpenGame(ctx, 7, g.Puzzle)
	if err != nil {
		t.Fatal(err)
	}
	g.Version = cur.Version
	if _, err := h.bot.SaveGame(ctx, 7, g); err != nil {
		t.Fatal(err)
	}
	b := newBrowser(t, h, 7, "en", "light", lightTheme)
	b.open(t, "")
	b.hintLevels(t, 3)
	shot(t, b, filepath.Join(dir, "chain.png"))
}

// chainPosition returns a position of top1465 whose next step is a chain
// of a few links, with the engine's candidates as pencil marks.
func chainPosition(t testing.TB) (game.Game, bool) {
	raw, err := os.ReadFile(filepath.Join("..", "..", "..", "shared", "data", "exact", "puzzles3_magictour_top1465.txt"))
	if err != nil {
		return game.Game{}, false
	}
	for _, line := range strings.Split(string(raw), "\n") {
		p, err := solver.Parse(line)
		if err != nil {
			continue
		}
		bd := logic.NewBoard(p, solver.Grid{})
		for range 81 {
			s, err := logic.Next(context.Background(), &bd, logic.Options{})
			if err != nil {
				break
			}
			if n := len(s.Chains); n == 1 && len(s.Chains[0]) >= 4 && len(s.Chains[0]) <= 8 {
				g := game.Game{Puzzle: p, Entries: bd.Values}
				for i, c := range bd.Cands {
					g.Marks[i] = uint16(c)
				}
				for i := range g.Entries {
					if p[i] != 0 {
						g.Entries[i] = 0
					}
				}
				return g, true
			}
			bd.Apply(s)
		}
	}
	return game.Game{}, false
}

// hintLevels asks for a hint and More up to a level, each level shown
// before the next is asked (the panel's buttons move as its text changes).
func (b *browser) hintLevels(t testing.TB, level int) {
	t.Helper()
	b.tap(t, `[data-action="hint"]`)
	for l := 1; l <= level; l++ {
		if l > 1 {
			b.tap(t, `[data-action="more"]`)
		}
		if _, err := chromedp.Run(b.ctx, chromedp.Poll[bool](fmt.Sprintf(`document.body.dataset.hint === '%d'`, l), chromedp.WithPollingTimeout(10*time.Second))); err != nil {
			t.Fatalf("waiting for hint level %d: %v", l, err)
		}
	}
}

func shot(t testing.TB, b *browser, path string) {
	t.Helper()
	png, err := chromedp.Run(b.ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestBrowserTiming measures, when BOARD_TIMING is set, the time from
// navigation to the board drawn (median of 10 loads) and a digit's
// tap-to-screen time (median of 20 taps), in headless Chromium.
func TestBrowserTiming(t *testing.T) {
	if os.Getenv("BOARD_TIMING") == "" {
		t.Skip("BOARD_TIMING is not set")
	}
	h := newHarness(t)
	b := newBrowser(t, h, 7, "en", "light", lightTheme)
	b.open(t, testPuzzle)
	var loads []float64
	for range 10 {
		b.open(t, "")
		ms, err := chromedp.Run(b.ctx, chromedp.Evaluate[float64](`+document.body.dataset.drawnAt`))
		if err != nil {
			t.Fatal(err)
		}
		loads = append(loads, ms)
	}
	var taps []float64
	for i := range 20 {
		b.tap(t, fmt.Sprintf(`[data-cell="r9c%d"]`, 1+i%3))
		ms, err := chromedp.Run(b.ctx, chromedp.Evaluate[float64](`new Promise((resolve) => {
			const t0 = performance.now();
			document.querySelector('[data-digit="3"]').click();
			requestAnimationFrame(() => resolve(performance.now() - t0));
		})`, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatal(err)
		}
		taps = append(taps, ms)
	}
	t.Logf("navigation to board drawn: median %.0f ms of %v", median(loads), loads)
	t.Logf("tap to next frame: median %.1f ms of %v", median(taps), taps)
}

func median(xs []float64) float64 {
	s := append([]float64(nil), xs...)
	for i := range s {
		for j := i + 1; j < len(s); j++ {
			if s[j] < s[i] {
				s[i], s[j] = s[j], s[i]
			}
		}
	}
	return s[len(s)/2]
}

// TestBrowserReviewed covers what a review found: the link's puzzle
// opened once, a pad digit highlighted, a hint closed by a move and its
// late answer dropped, saves refused for good (401) or too big (413),
// labels for assistive tools.
func TestBrowserReviewed(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	b := newBrowser(t, h, 7, "en", "light", lightTheme)
	b.open(t, testPuzzle)
	if q := b.eval(t, `location.search`); strings.Contains(q, "p=") {
		t.Errorf("the URL after opening keeps the link's puzzle (%q): a reload would open it again", q)
	}
	// A given selected, then 7 on the pad: every 7 highlighted.
	b.tap(t, `[data-cell="r1c1"]`)
	b.tap(t, `[data-digit="7"]`)
	if _, class := b.cell(t, "r1c5"); !strings.Contains(class, "same") {
		t.Errorf("r1c5 (a given 7) after tapping 7 on the pad: class %q, want it highlighted", class)
	}
	if label, _ := b.cell(t, "r1c1"); label != "row 1, column 1, 5, given" {
		t.Errorf("r1c1's label: %q, want it to say given", label)
	}
	if got := b.eval(t, `document.querySelector('[data-action="close"]').getAttribute('aria-label')`); got != "Close" {
		t.Errorf("the hint's close button is labelled %q, want the words' Close", got)
	}
	if got := b.eval(t, `String(document.querySelector('[data-role="hint-text"]').getAttribute('aria-live'))`); got != "polite" {
		t.Errorf("hint text aria-live %q, want polite", got)
	}
	// A hint, then a move: the hint is about another position, so it goes.
	b.tap(t, `[data-action="hint"]`)
	b.waitText(t, "#hint-header", "level 1 of 4")
	b.tap(t, `[data-cell="r1c3"]`)
	b.tap(t, `[data-digit="4"]`)
	if hidden := b.eval(t, `String(document.querySelector('#hint').hidden)`); hidden != "true" {
		t.Error("the hint stays after a move")
	}
	// A hint asked, then undo before its answer: the answer is dropped.
	b.eval(t, `(() => { document.querySelector('[data-action="hint"]').click(); document.querySelector('[data-action="undo"]').click(); return ''; })()`)
	b.waitSaved(t)
	b.tap(t, `[data-cell="r1c3"]`) // a round trip's worth of time for the answer
	if _, err := chromedp.Run(b.ctx, chromedp.Poll[bool](`performance.now() - (window.since ||= performance.now()) > 300`)); err != nil {
		t.Fatal(err)
	}
	if hidden := b.eval(t, `String(document.querySelector('#hint').hidden)`); hidden != "true" {
		t.Error("a hint asked before an undo is shown after it")
	}
	// A save too big for the server: the history is compacted and saved.
	for _, m := range []string{"r1c3", "r1c4", "r1c6"} {
		b.tap(t, `[data-cell="`+m+`"]`)
		b.tap(t, `[data-action="pencil"]`)
		b.tap(t, `[data-digit="1"]`)
		b.tap(t, `[data-action="pencil"]`)
	}
	b.waitSaved(t)
	h.refuse.Store(413)
	b.tap(t, `[data-cell="r1c7"]`)
	b.tap(t, `[data-digit="9"]`)
	b.waitSaved(t)
	if g, _ := h.bot.Game(context.Background(), 7); len(g.History) == 0 || !strings.HasPrefix(g.History[0], "B000") || g.Entries[6] != 9 {
		t.Errorf("after a 413 the saved game is %v %v, want a compacted history (a base move first) and r1c7 = 9", g.History, g.Entries)
	}
	// initData no longer accepted: the page says to reopen it.
	h.refuse.Store(401)
	b.tap(t, `[data-cell="r1c8"]`)
	b.tap(t, `[data-digit="1"]`)
	b.waitText(t, "#banner-text", "Open the board from the bot's")
}

// A store that fails while the board loads: the page says so and Reload
// tries again, rather than a dead page.
func TestBrowserLoadFails(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	b := newBrowser(t, h, 7, "en", "light", lightTheme)
	h.mem.setFail(true)
	if err := chromedp.Do(b.ctx, chromedp.Navigate(h.srv.URL+"/board/?p="+url.QueryEscape(testPuzzle)), chromedp.WaitReady(chromedp.CSS(`body[data-ready="error"]`))); err != nil {
		t.Fatal(err)
	}
	if hidden := b.eval(t, `String(document.querySelector('[data-action="reload"]').hidden)`); hidden != "false" {
		t.Fatal("no Reload after a failed load")
	}
	h.mem.setFail(false)
	if _, err := chromedp.Run(b.ctx, chromedp.WaitEvent(page.LoadEventFired, nil, chromedp.Click(chromedp.CSS(`[data-action="reload"]`)))); err != nil {
		t.Fatalf("reload: %v", err)
	}
	if err := chromedp.Do(b.ctx, chromedp.WaitReady(chromedp.CSS(`body[data-ready="true"]`))); err != nil {
		t.Fatal(err)
	}
	if label, _ := b.cell(t, "r1c1"); label != "row 1, column 1, 5, given" {
		t.Errorf("r1c1 after Reload: %q, want the puzzle", label)
	}
}
