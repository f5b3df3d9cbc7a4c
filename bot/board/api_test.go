package board

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"sudokubot/bot"
	"sudokubot/bot/catalog"
	"sudokubot/bot/game"
	"sudokubot/bot/messenger"
	"sudokubot/solver"
	"sudokubot/solver/locale"
)

func TestParseInitData(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	good := SignInitData(User{ID: 42, FirstName: "Ann", LanguageCode: "zh"}, testToken, now)
	u, err := ParseInitData(good, testToken, 24*time.Hour, now.Add(time.Hour))
	if err != nil || u.ID != 42 || u.LanguageCode != "zh" {
		t.Fatalf("ParseInitData(signed) = %+v, %v; want user 42", u, err)
	}
	v, _ := url.ParseQuery(good)
	v.Set("user", `{"id":43,"first_name":"Mallory"}`)
	tampered := v.Encode()
	v2, _ := url.ParseQuery(good)
	v2.Del("hash")
	for _, tc := range []struct {
		name, raw, token string
		at               time.Time
		want             error
	}{
		{"empty", "", testToken, now, ErrNoInitData},
		{"tampered", tampered, testToken, now, ErrBadHash},
		{"foreign token", good, "999:other", now, ErrBadHash},
		{"expired", good, testToken, now.Add(25 * time.Hour), ErrExpired},
		{"from the future", good, testToken, now.Add(-time.Hour), ErrExpired},
		{"no hash", v2.Encode(), testToken, now, ErrBadInitData},
		{"not a query", "%zz", testToken, now, ErrBadInitData},
		{"repeated", good + "&user=x", testToken, now, ErrBadInitData},
		{"no user", SignInitData(User{}, testToken, now), testToken, now, ErrNoUser},
	} {
		if _, err := ParseInitData(tc.raw, tc.token, 24*time.Hour, tc.at); !errors.Is(err, tc.want) {
			t.Errorf("%s: ParseInitData = %v, want %v", tc.name, err, tc.want)
		}
	}
}

// do makes an API request as a user ("" initData: none).
func (h *harness) do(t testing.TB, method, path, initData string, body any) (int, map[string]any) {
	t.Helper()
	var rd io.Reader
	if body != nil {
		switch b := body.(type) {
		case []byte:
			rd = bytes.NewReader(b)
		case io.Reader: // of unknown length: sent chunked
			rd = b
		default:
			raw, _ := json.Marshal(b)
			rd = bytes.NewReader(raw)
		}
	}
	req, _ := http.NewRequest(method, h.srv.URL+"/board/"+path, rd)
	if initData != "" {
		req.Header.Set("Authorization", "tma "+initData)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var out map[string]any
	json.NewDecoder(res.Body).Decode(&out)
	if cc := res.Header.Get("Cache-Control"); strings.HasPrefix(path, "api/") && cc != "no-store" {
		t.Errorf("%s %s: Cache-Control %q, want no-store", method, path, cc)
	}
	return res.StatusCode, out
}

func TestAPIAuth(t *testing.T) {
	h := newHarness(t)
	good := h.initData(7, "en")
	forged := SignInitData(User{ID: 7}, "1:another-bot", h.now)
	for _, id := range []string{"", "tma-less", forged, strings.Replace(good, "auth_date=", "auth_date=1", 1)} {
		if code, _ := h.do(t, "GET", "api/board", id, nil); code != http.StatusUnauthorized {
			t.Errorf("GET api/board with initData %.20q…: %d, want 401", id, code)
		}
	}
	if code, out := h.do(t, "GET", "api/board", good, nil); code != http.StatusNotFound {
		t.Errorf("GET api/board with no game: %d %v, want 404", code, out)
	}
	h.now = h.now.Add(25 * time.Hour)
	if code, _ := h.do(t, "GET", "api/board?p="+testPuzzle, good, nil); code != http.StatusUnauthorized {
		t.Errorf("expired initData: %d, want 401", code)
	}
}

func TestAPIGame(t *testing.T) {
	h := newHarness(t)
	id := h.initData(7, "en")
	code, g := h.do(t, "GET", "api/board?p="+testPuzzle, id, nil)
	if code != 200 || g["puzzle"] != testPuzzle || g["entries"] != strings.Repeat(".", 81) {
		t.Fatalf("GET api/board?p=: %d %v", code, g)
	}
	// r1c3 is 4; a save with it, then the chat sees it.
	g["entries"] = ".." + "4" + strings.Repeat(".", 78)
	g["history"] = []string{"S024"}
	code, out := h.do(t, "PUT", "api/board", id, g)
	if code != 200 {
		t.Fatalf("PUT api/board: %d %v", code, out)
	}
	if got := h.say(7, "/check"); !strings.Contains(got, "No mistakes so far: 1 cell") {
		t.Errorf("/check after the board's move: %q, want no mistakes, 1 cell", got)
	}
	// The same version again is stale: the later version won.
	code, out = h.do(t, "PUT", "api/board", id, g)
	if code != http.StatusConflict || out["game"] == nil {
		t.Errorf("PUT of an old version: %d %v, want 409 with the game", code, out)
	}
	// Moves typed in the chat show in the board and make its version old.
	h.say(7, "r1c4=6")
	_, now := h.do(t, "GET", "api/board", id, nil)
	if e := now["entries"].(string); e[3] != '6' || e[2] != '4' {
		t.Errorf("entries after r1c4=6 in the chat: %q", e)
	}
	g["version"] = out["game"].(map[string]any)["version"]
	if code, _ := h.do(t, "PUT", "api/board", id, g); code != http.StatusConflict {
		t.Errorf("PUT over moves typed in the chat: %d, want 409", code)
	}
	// Moves typed in the chat twice: a save that saw the first but not
	// the second is stale too, though the version did not move.
	_, seen := h.do(t, "GET", "api/board", id, nil)
	h.say(7, "r1c6=8")
	seen["seen"] = seen["entries"]
	seen["entries"] = strings.Repeat(".", 81)
	seen["history"] = []string{}
	if code, _ := h.do(t, "PUT", "api/board", id, seen); code != http.StatusConflict {
		t.Errorf("PUT that did not see r1c6=8 typed in the chat: %d, want 409", code)
	}
	// Another person has their own game.
	if code, _ := h.do(t, "GET", "api/board", h.initData(8, "en"), nil); code != http.StatusNotFound {
		t.Errorf("another person's GET: %d, want 404 (no game of their own)", code)
	}
}

func TestAPIBadBoards(t *testing.T) {
	h := newHarness(t)
	id := h.initData(7, "en")
	h.do(t, "GET", "api/board?p="+testPuzzle, id, nil)
	base := map[string]any{"puzzle": testPuzzle, "entries": strings.Repeat(".", 81), "version": 1}
	with := func(k string, v any) map[string]any {
		m := map[string]any{}
		for a, b := range base {
			m[a] = b
		}
		m[k] = v
		return m
	}
	for _, tc := range []struct {
		name string
		body any
		want string
	}{
		{"80 cells", with("entries", strings.Repeat(".", 80)), "entries has 80 cells, want 81"},
		{"a letter", with("entries", "x"+strings.Repeat(".", 80)), `cell r1c1 holds 'x'`},
		{"contradicts a given", with("entries", "6"+strings.Repeat(".", 80)), "r1c1 is given as 5, not 6"},
		{"marks of 10 digits", with("marks", append([]string{"1234567891"}, make([]string, 80)...)), "more than 9 digits"},
		{"bad move", with("history", []string{"S9x1"}), "operation"},
		{"not JSON", []byte("{"), "not the JSON expected"},
	} {
		for _, path := range []string{"api/hint", "api/check", "api/candidates"} {
			code, out := h.do(t, "POST", path, id, tc.body)
			if msg, _ := out["error"].(string); code != 400 || !strings.Contains(msg, tc.want) {
				t.Errorf("%s: POST %s = %d %q, want 400 with %q", tc.name, path, code, msg, tc.want)
			}
		}
	}
	big := bytes.Repeat([]byte(" "), maxBody+1)
	if code, _ := h.do(t, "PUT", "api/board", id, big); code != http.StatusRequestEntityTooLarge {
		t.Errorf("a body over 64 KB: %d, want 413", code)
	}
	// The same with no length given (chunked): refused once 64 KB are read.
	for _, path := range []string{"api/board", "api/hint"} {
		method := map[string]string{"api/board": "PUT", "api/hint": "POST"}[path]
		if code, _ := h.do(t, method, path, id, io.MultiReader(bytes.NewReader(big), strings.NewReader("{}"))); code != http.StatusRequestEntityTooLarge {
			t.Errorf("a chunked body over 64 KB to %s: %d, want 413", path, code)
		}
	}
}

func TestAPIHint(t *testing.T) {
	h := newHarness(t)
	id := h.initData(7, "zh")
	_, g := h.do(t, "GET", "api/board?p="+testPuzzle, id, nil)
	for level := 1; level <= 4; level++ {
		g["level"] = level
		code, out := h.do(t, "POST", "api/hint", id, g)
		if code != 200 || out["kind"] != "step" || out["text"] == "" || !strings.Contains(out["header"].(string), "提示1") {
			t.Fatalf("hint level %d: %d %v", level, code, out)
		}
	}
	// A wrong digit is named first.
	g["entries"] = "..1" + strings.Repeat(".", 78)
	g["level"] = 1
	_, out := h.do(t, "POST", "api/hint", id, g)
	if out["kind"] != "mistake" || !strings.Contains(out["text"].(string), "r1c3") {
		t.Errorf("hint over a wrong digit: %v, want the mistake at r1c3", out)
	}
	if want := catalog.For(locale.Chinese).BoardMistakeHeader(1); out["header"] != want {
		t.Errorf("the header over a wrong digit: %q, want %q", out["header"], want)
	}
	// Pencil marks that leave out the solution are named first, said as
	// the history shows them made: r1c3's marks 1 2, written without its
	// 4, or with the 4 removed.
	g["entries"] = strings.Repeat(".", 81)
	marks := make([]string, 81)
	marks[2] = "12"
	g["marks"] = marks
	say := catalog.For(locale.Chinese)
	for _, tc := range []struct {
		history []string
		want    string
	}{
		{[]string{"A021A022"}, say.BoardMissingCandidate("r1c3")},
		{[]string{"A021A022A024", "R024"}, say.BoardLostCandidate("r1c3")},
	} {
		g["history"] = tc.history
		_, out = h.do(t, "POST", "api/hint", id, g)
		if out["kind"] != "mistake" || out["text"] != tc.want || out["header"] != say.BoardMistakeHeader(1) {
			t.Errorf("hint over the marks of %q: %v, want the text %q under the header %q", tc.history, out, tc.want, say.BoardMistakeHeader(1))
		}
	}
}

func TestAPICheckRewind(t *testing.T) {
	h := newHarness(t)
	id := h.initData(7, "en")
	_, g := h.do(t, "GET", "api/board?p="+testPuzzle, id, nil)
	// r1c3=4 right, r1c4=1 wrong, r1c6=8 right.
	g["entries"] = "..41.8" + strings.Repeat(".", 75)
	g["history"] = []string{"S024", "S031", "S058"}
	code, out := h.do(t, "POST", "api/check", id, g)
	if code != 200 || out["rewind"] != "E030" || len(out["wrong"].([]any)) != 1 || !strings.Contains(out["rewound"].(string), "(r1c4)") {
		t.Errorf("check: %d %v, want the move E030 (r1c4 erased, the rest kept) and one wrong cell", code, out)
	}
	// The mistake erased, two right digits: nothing to go back to.
	g["entries"] = "..4..8" + strings.Repeat(".", 75)
	g["history"] = []string{"S031", "E030", "S024", "S058"}
	if code, out := h.do(t, "POST", "api/check", id, g); code != 200 || out["rewind"] != "" {
		t.Errorf("check after a fixed mistake: %d %v, want no move", code, out)
	}
	_, c := h.do(t, "POST", "api/candidates", id, g)
	if m := c["marks"].([]any); m[2] != "" || m[6] == "" {
		t.Errorf("candidates: %v", m[:9])
	}
}

func TestStaticAndHeaders(t *testing.T) {
	h := newHarness(t)
	res, err := http.Get(h.srv.URL + "/board/")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	csp := res.Header.Get("Content-Security-Policy")
	if res.StatusCode != 200 || !strings.Contains(string(body), `src="app.js"`) || strings.Contains(csp, "unsafe-inline") || !strings.Contains(csp, "script-src 'self'") {
		t.Errorf("GET /board/: %d, CSP %q", res.StatusCode, csp)
	}
	if strings.Contains(string(body), "<script>") {
		t.Error("the page has an inline script")
	}
}

func TestPlayButton(t *testing.T) {
	h := newHarness(t)
	for _, msg := range []string{testPuzzle, "/new"} {
		h.say(7, msg)
		h.out.mu.Lock()
		kb := h.out.kbs[len(h.out.kbs)-1]
		h.out.mu.Unlock()
		var play string
		for _, row := range kb {
			for _, b := range row {
				if b.WebApp != "" {
					play = b.WebApp
				}
			}
		}
		u, err := url.Parse(play)
		if err != nil || !strings.HasPrefix(play, "https://example.org/board/?p=") || !isCode(u.Query().Get("p")) {
			t.Errorf("reply to %.10q…: Play button %q, want the board's URL with the puzzle", msg, play)
		}
	}
	// Telegram takes web_app buttons in private chats only. (A solution
	// asked in a group goes to the person's private chat, with its Play
	// button there.)
	h.out.mu.Lock()
	before := len(h.out.photos)
	h.out.mu.Unlock()
	m := &messenger.Message{ID: 2, Chat: messenger.Chat{ID: -100, Type: "group"}, From: &messenger.User{ID: 7}, Text: "/solve " + testPuzzle,
		Entities: []messenger.Entity{{Type: "bot_command", Length: 6}}}
	h.bot.Handle(context.Background(), &messenger.Update{ID: 2, Message: m})
	h.out.mu.Lock()
	defer h.out.mu.Unlock()
	if len(h.out.photos) == before {
		t.Fatal("/solve in a group: no picture anywhere")
	}
	for _, p := range h.out.photos[before:] {
		for _, row := range p.Keyboard {
			for _, b := range row {
				if b.WebApp != "" && p.Chat < 0 {
					t.Errorf("a group's reply has a web_app button %q", b.Text)
				}
			}
		}
	}
}

func TestAPIFix(t *testing.T) {
	h := newHarness(t)
	id := h.initData(7, "en")
	bad := "55" + testPuzzle[2:]
	fix := func(grid, read string, user int64) map[string]string {
		r, _ := solver.Parse(read)
		return map[string]string{"grid": grid, "read": read, "token": game.FixToken(FixKey(testToken), user, r)}
	}
	code, out := h.do(t, "POST", "api/fix", id, fix(bad, bad, 7))
	if msg, _ := out["error"].(string); code != 400 || !strings.Contains(msg, "r1c1, r1c2") {
		t.Errorf("POST api/fix with a clash: %d %q, want 400 naming r1c1, r1c2", code, msg)
	}
	// Without the link's token, or with another person's, nothing goes
	// to the chat.
	for _, body := range []map[string]string{{"grid": testPuzzle, "read": bad}, fix(testPuzzle, bad, 8)} {
		if code, _ := h.do(t, "POST", "api/fix", id, body); code != http.StatusForbidden {
			t.Errorf("POST api/fix with token %q: %d, want 403", body["token"], code)
		}
	}
	if h.out.last() != "" {
		t.Fatalf("a refused fix sent %q to the chat", h.out.last())
	}
	code, out = h.do(t, "POST", "api/fix", id, fix(testPuzzle, bad, 7))
	if code != 200 || out["text"] == "" {
		t.Fatalf("POST api/fix: %d %v", code, out)
	}
	if got := h.out.last(); !strings.Contains(got, "Solution") && !strings.Contains(got, "solution") {
		t.Errorf("the chat's answer to the fixed grid: %q, want the solution's caption", got)
	}
	if g, err := h.bot.Game(context.Background(), 7); err != nil || g.Puzzle.String() != testPuzzle {
		t.Errorf("after the fix the chat's puzzle is %v (%v), want the fixed grid", g.Puzzle, err)
	}
}

// TestAPIFixGame: a game in progress read from a photo comes back from
// its Fix with the person's digits told from the printed ones: the
// printed ones are the chat's puzzle, the person's its entries. A
// malformed yours is refused.
func TestAPIFixGame(t *testing.T) {
	h := newHarness(t)
	id := h.initData(7, "en")
	puzzle, _ := solver.Parse(testPuzzle)
	sol := solver.Solve(puzzle, solver.Options{}).Solutions[0]
	read := puzzle
	var entries solver.Grid
	yours := []byte(strings.Repeat("0", 81))
	for i, n := 0, 0; i < 81 && n < 5; i++ {
		if puzzle[i] == 0 {
			read[i], entries[i], yours[i] = sol[i], sol[i], '1'
			n++
		}
	}
	body := map[string]string{"grid": read.String(), "read": read.String(), "token": game.FixToken(FixKey(testToken), 7, read)}
	for _, bad := range []string{"01", strings.Repeat("0", 80) + "2"} {
		body["yours"] = bad
		if code, out := h.do(t, "POST", "api/fix", id, body); code != http.StatusBadRequest {
			t.Errorf("POST api/fix with yours %q: %d %v, want 400", bad, code, out)
		}
	}
	body["yours"] = string(yours)
	if code, out := h.do(t, "POST", "api/fix", id, body); code != 200 {
		t.Fatalf("POST api/fix of a game: %d %v", code, out)
	}
	if got := h.out.last(); !strings.Contains(got, "5 digits are yours") {
		t.Errorf("the chat's answer to the fixed game: %q, want the game with 5 digits of yours", got)
	}
	g, err := h.bot.Game(context.Background(), 7)
	if err != nil || g.Puzzle != puzzle || g.Entries != entries {
		t.Errorf("after the fix the chat's game is %v / %v (%v), want the puzzle %v and the entries %v", g.Puzzle, g.Entries, err, puzzle, entries)
	}
}

func TestAPIRateLimitAndLogs(t *testing.T) {
	var logs bytes.Buffer
	var mu sync.Mutex
	h := newHarness(t, func(o *Options) {
		o.Rate, o.Burst = 1, 3
		o.Logger = slog.New(slog.NewTextHandler(lockedWriter{&mu, &logs}, nil))
	})
	id := h.initData(7, "en")
	codes := []int{}
	for range 5 {
		code, _ := h.do(t, "GET", "api/words", id, nil)
		codes = append(codes, code)
	}
	if codes[0] != 200 || codes[4] != http.StatusTooManyRequests {
		t.Errorf("5 requests at once with a burst of 3: %v, want 200s then 429", codes)
	}
	// Another person is not held back by the first.
	if code, _ := h.do(t, "GET", "api/words", h.initData(8, "en"), nil); code != 200 {
		t.Errorf("another person's request: %d, want 200", code)
	}
	forged := SignInitData(User{ID: 9, FirstName: "Secret-Name"}, "1:other", h.now)
	h.do(t, "GET", "api/words", forged, nil)
	mu.Lock()
	defer mu.Unlock()
	if l := logs.String(); !strings.Contains(l, "request refused") || strings.Contains(l, "Secret-Name") || strings.Contains(l, "hash=") {
		t.Errorf("the log of a refused request:\n%s\nwant it logged without the initData", l)
	}
}

type lockedWriter struct {
	mu *sync.Mutex
	w  io.Writer
}

func (l lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

func TestAPIOldPuzzleKeepsItsGame(t *testing.T) {
	h := newHarness(t)
	id := h.initData(7, "en")
	const other = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	_, g := h.do(t, "GET", "api/board?p="+testPuzzle, id, nil)
	g["entries"] = ".." + "4" + strings.Repeat(".", 78)
	g["history"] = []string{"S024"}
	g["elapsed"] = 5000
	if code, out := h.do(t, "PUT", "api/board", id, g); code != 200 {
		t.Fatalf("PUT: %d %v", code, out)
	}
	if _, o := h.do(t, "GET", "api/board?p="+other, id, nil); o["puzzle"] != other || o["entries"] != strings.Repeat(".", 81) {
		t.Fatalf("another puzzle's board: %v", o)
	}
	// The first puzzle's old Play button: its game as it was left.
	_, back := h.do(t, "GET", "api/board?p="+testPuzzle, id, nil)
	if back["entries"] != g["entries"] || back["elapsed"] != 5000.0 || len(back["history"].([]any)) != 1 {
		t.Errorf("back to the first puzzle: %v, want its entries, time and history", back)
	}
	if got := h.say(7, "/check"); !strings.Contains(got, "No mistakes so far: 1 cell") {
		t.Errorf("/check after going back: %q", got)
	}
}

// With ALLOWED_CHATS, anyone else is refused before the store or the
// engine is touched, and the chat gets no message from api/fix.
func TestAPIAllowedChats(t *testing.T) {
	h := newHarness(t, func(o *Options) { o.Allowed = func(id int64) bool { return id == 1 } })
	id := h.initData(7, "en")
	for _, c := range []struct{ method, path string }{
		{"GET", "api/board?p=" + testPuzzle}, {"GET", "api/board"}, {"POST", "api/fix"}, {"POST", "api/hint"}, {"PUT", "api/board"},
	} {
		code, out := h.do(t, c.method, c.path, id, map[string]string{"grid": testPuzzle})
		if code != http.StatusForbidden || out["error"] == "" {
			t.Errorf("%s %s by a person not allowed: %d %v, want 403 with a reason", c.method, c.path, code, out)
		}
	}
	h.mem.mu.Lock()
	n := h.mem.changes
	h.mem.mu.Unlock()
	if n != 0 || h.out.last() != "" {
		t.Errorf("after refused requests: %d changes kept, last message %q; want nothing", n, h.out.last())
	}
	if code, _ := h.do(t, "GET", "api/board?p="+testPuzzle, h.initData(1, "en"), nil); code != 200 {
		t.Errorf("the allowed person's GET: %d, want 200", code)
	}
}

// gatedGames holds api/fix's answer until released, noting its deadline.
type gatedGames struct {
	*bot.Bot
	entered, release chan struct{}
	deadline         chan bool
}

func (g gatedGames) FixedGame(ctx context.Context, user int64, lang string, read, grid solver.Grid, yours [81]bool) {
	g.FixedPuzzle(ctx, user, lang, grid)
}

func (g gatedGames) FixedPuzzle(ctx context.Context, user int64, lang string, grid solver.Grid) {
	_, ok := ctx.Deadline()
	g.deadline <- ok
	close(g.entered)
	<-g.release
}

// The engine's work is bounded for everyone together (503 when full),
// and api/fix is limited per person and has a deadline.
func TestAPIEngineCapAndFixLimit(t *testing.T) {
	var gg gatedGames
	h := newHarness(t, func(o *Options) {
		gg = gatedGames{Bot: o.Games.(*bot.Bot), entered: make(chan struct{}), release: make(chan struct{}), deadline: make(chan bool, 1)}
		o.Games, o.Workers = gg, 1
	})
	id := h.initData(7, "en")
	done := make(chan int)
	go func() {
		code, _ := h.do(t, "POST", "api/fix", id, fixBody(7))
		done <- code
	}()
	<-gg.entered
	if !<-gg.deadline {
		t.Error("api/fix answers the chat without a deadline")
	}
	// The one slot is taken: another person's hint is refused at once.
	other := h.initData(8, "en")
	game := map[string]any{"puzzle": testPuzzle, "entries": strings.Repeat(".", 81), "level": 1}
	if code, out := h.do(t, "POST", "api/hint", other, game); code != http.StatusServiceUnavailable || out["error"] == "" {
		t.Errorf("a hint while the engine is full: %d %v, want 503", code, out)
	}
	if code, _ := h.do(t, "GET", "api/board?p="+testPuzzle, other, nil); code != http.StatusServiceUnavailable {
		t.Errorf("a puzzle opened while the engine is full: %d, want 503", code)
	}
	close(gg.release)
	if code := <-done; code != 200 {
		t.Errorf("api/fix: %d, want 200", code)
	}
	if code, _ := h.do(t, "POST", "api/hint", other, game); code != 200 {
		t.Errorf("a hint once the engine is free: %d, want 200", code)
	}
	// A second grid from the same person within 5 seconds.
	if code, _ := h.do(t, "POST", "api/fix", id, fixBody(7)); code != http.StatusTooManyRequests {
		t.Errorf("a second api/fix at once: %d, want 429", code)
	}
}

// Refused requests are logged a few at a time, with fixed reasons: a
// flood of them does not flood the log, and the sender's text is not in
// it.
func TestAPIRefusedLogsBounded(t *testing.T) {
	var logs bytes.Buffer
	var mu sync.Mutex
	h := newHarness(t, func(o *Options) {
		o.Logger = slog.New(slog.NewTextHandler(lockedWriter{&mu, &logs}, nil))
	})
	for i := range 50 {
		h.do(t, "GET", "api/words", fmt.Sprintf("auth_date=1&Field-%d-Secret=1&Field-%d-Secret=2", i, i), nil)
	}
	mu.Lock()
	defer mu.Unlock()
	if n := strings.Count(logs.String(), "request refused"); n == 0 || n > 10 {
		t.Errorf("50 refused requests at once logged %d times, want 1 to 10", n)
	}
	if strings.Contains(logs.String(), "Secret") {
		t.Errorf("the log holds the sender's text:\n%s", logs.String())
	}
}

// fixBody is the body of api/fix from a user's Fix link for testPuzzle.
func fixBody(user int64) map[string]string {
	p, _ := solver.Parse(testPuzzle)
	return map[string]string{"grid": testPuzzle, "read": testPuzzle, "token": game.FixToken(FixKey(testToken), user, p)}
}

// TestAPIRefusalsInTheirLanguage: a refused initData is answered in the
// language its user claims, else the browser's; the refusals after it in
// the person's language, and a bad request with its detail.
func TestAPIRefusalsInTheirLanguage(t *testing.T) {
	h := newHarness(t)
	ru := catalog.For(locale.Russian)
	for _, tc := range []struct {
		name, initData, accept, want string
	}{
		{"forged, Russian", SignInitData(User{ID: 7, LanguageCode: "ru"}, "1:another-bot", h.now), "", ru.BoardAuth()},
		{"forged, Chinese", SignInitData(User{ID: 7, LanguageCode: "zh-hans"}, "1:another-bot", h.now), "ru", catalog.For(locale.Chinese).BoardAuth()},
		{"none, a Russian browser", "", "ru-RU,ru;q=0.9,en;q=0.8", ru.BoardAuth()},
		{"none", "", "", catalog.For(locale.English).BoardAuth()},
		{"garbage", "%zz", "de-DE", catalog.For(locale.English).BoardAuth()},
	} {
		req, _ := http.NewRequest("GET", h.srv.URL+"/board/api/words", nil)
		if tc.initData != "" {
			req.Header.Set("Authorization", "tma "+tc.initData)
		}
		if tc.accept != "" {
			req.Header.Set("Accept-Language", tc.accept)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var out map[string]any
		json.NewDecoder(res.Body).Decode(&out)
		res.Body.Close()
		if res.StatusCode != http.StatusUnauthorized || out["error"] != tc.want || len(out) != 1 {
			t.Errorf("%s: %d %v, want 401 with %q alone", tc.name, res.StatusCode, out, tc.want)
		}
	}
	id := h.initData(7, "ru")
	code, out := h.do(t, "GET", "api/words", id, nil)
	if w, _ := out["words"].(map[string]any); code != 200 || out["lang"] != "ru" || w["row"] != "строка %r, столбец %c" || w["title"] != "Судоку" {
		t.Errorf("GET api/words in Russian: %d %v", code, out)
	}
	if code, out := h.do(t, "GET", "api/words", h.initData(7, "zh-hant"), nil); code != 200 || out["lang"] != "zh-Hans" {
		t.Errorf("GET api/words for zh-hant: %d lang %v, want zh-Hans", code, out["lang"])
	}
	if code, out := h.do(t, "GET", "api/board", id, nil); code != http.StatusNotFound || out["error"] != ru.BoardNoGame() {
		t.Errorf("GET api/board with no game, in Russian: %d %v", code, out)
	}
	code, out = h.do(t, "GET", "api/board?p="+strings.Repeat("1", 80), id, nil)
	if msg, _ := out["error"].(string); code != 400 || !strings.HasPrefix(msg, "Страница с полем прислала данные") || !strings.Contains(msg, "p has 80 cells, want 81") {
		t.Errorf("a link's puzzle of 80 cells, in Russian: %d %q", code, msg)
	}
}
