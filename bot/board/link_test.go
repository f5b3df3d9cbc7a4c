package board

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"sudokubot/solver"
	"sudokubot/solver/sharecode"
)

// isCode reports whether s is a puzzle's code.
func isCode(s string) bool {
	_, err := sharecode.Decode(s)
	return err == nil
}

func testCode(t testing.TB) string {
	t.Helper()
	g, err := solver.Parse(testPuzzle)
	if err != nil {
		t.Fatal(err)
	}
	code, err := sharecode.Encode(g)
	if err != nil {
		t.Fatal(err)
	}
	return code
}

// TestAPIBoardLink opens the board by every form of link: the code, the
// code and a challenge after "_", the 81 characters of old links, and,
// with no p, the start_param of the checked initData (a startapp= link
// whose launch fragment lacked tgWebAppStartParam). A code that does not
// decode is refused with what is wrong.
func TestAPIBoardLink(t *testing.T) {
	code := testCode(t)
	other := "." + testPuzzle[1:] // another puzzle: each link must switch to its own
	for _, tt := range []struct {
		name, path, start string
	}{
		{"code", "api/board?p=" + code, ""},
		{"code and challenge", "api/board?p=" + code + "_ch-1", ""},
		{"81 characters", "api/board?p=" + url.QueryEscape(testPuzzle), ""},
		{"start_param", "api/board", code},
		{"start_param with a challenge", "api/board", code + "_abc"},
		{"p before start_param", "api/board?p=" + code, testCode2(t, other)},
	} {
		h := newHarness(t)
		id := signInitData(User{ID: 7, FirstName: "Test", LanguageCode: "en"}, testToken, h.now, tt.start)
		h.say(7, other) // the current puzzle, which the link replaces
		code, g := h.do(t, "GET", tt.path, id, nil)
		if code != 200 || g["puzzle"] != testPuzzle {
			t.Errorf("%s: GET %s with start_param %q: %d %v, want the link's puzzle", tt.name, tt.path, tt.start, code, g)
		}
	}
	h := newHarness(t)
	id := h.initData(7, "en")
	for _, p := range []string{code[:len(code)-1] + "x", "S58D-w", "hello", strings.Repeat("1", 40)} {
		status, out := h.do(t, "GET", "api/board?p="+url.QueryEscape(p), id, nil)
		if status != http.StatusBadRequest || !strings.Contains(out["error"].(string), "sharecode") {
			t.Errorf("GET api/board?p=%s: %d %v, want 400 saying what is wrong with the code", p, status, out)
		}
	}
}

func testCode2(t *testing.T, puzzle string) string {
	g, err := solver.Parse(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	code, _ := sharecode.Encode(g)
	return code
}

// TestBrowserStartParam opens the board as a t.me/<bot>?startapp=<code>
// link does, in headless Chromium: with tgWebAppStartParam in the launch
// fragment, and with the start_param only in the signed initData (the
// server reads it there). Either way the link's puzzle is drawn and
// becomes the chat's current puzzle.
func TestBrowserStartParam(t *testing.T) {
	t.Parallel()
	code := testCode(t)
	for _, inFragment := range []bool{true, false} {
		h := newHarness(t)
		b := startBrowser(t, h, "")
		h.say(7, "."+testPuzzle[1:]) // another current puzzle
		v := url.Values{}
		v.Set("tgWebAppData", signInitData(User{ID: 7, FirstName: "Test", LanguageCode: "ru"}, testToken, h.now, code+"_ch1"))
		if inFragment {
			v.Set("tgWebAppStartParam", code+"_ch1")
		}
		u := h.srv.URL + "/board/#" + v.Encode()
		if err := chromedp.Do(b.ctx, chromedp.Navigate(u), chromedp.WaitReady(chromedp.CSS(`body[data-ready="true"]`))); err != nil {
			t.Fatalf("in the fragment %v: opening the board: %v", inFragment, err)
		}
		if label, _ := b.cell(t, "r1c1"); !strings.Contains(label, "5") {
			t.Errorf("in the fragment %v: r1c1 is %q, want the link's puzzle's 5", inFragment, label)
		}
		g, err := h.bot.Game(t.Context(), 7)
		if err != nil || g.Puzzle.String() != testPuzzle {
			t.Errorf("in the fragment %v: the chat's puzzle is %s, %v; want the link's", inFragment, g.Puzzle, err)
		}
	}
}

// TestStartAndStartParamAgree checks that a code's two links reach the
// same puzzle: /start <code> in the chat, and the board opened with the
// code as start_param.
func TestStartAndStartParamAgree(t *testing.T) {
	code := testCode(t)
	h := newHarness(t)
	h.say(7, "/start "+code)
	chat, err := h.bot.Game(t.Context(), 7)
	if err != nil {
		t.Fatal(err)
	}
	h.say(7, "."+testPuzzle[1:]) // another puzzle in between
	id := signInitData(User{ID: 7, FirstName: "Test", LanguageCode: "zh"}, testToken, h.now, code)
	status, g := h.do(t, "GET", "api/board", id, nil)
	if status != 200 || g["puzzle"] != chat.Puzzle.String() || g["puzzle"] != testPuzzle {
		t.Errorf("/start %s made %s current; the board with start_param %s: %d %v", code, chat.Puzzle, code, status, g["puzzle"])
	}
}
