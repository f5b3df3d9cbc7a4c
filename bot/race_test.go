package bot

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"

	"sudokubot/bot/catalog"
	"sudokubot/bot/game"
	"sudokubot/bot/internal/emulator"
	"sudokubot/bot/messenger"
	"sudokubot/bot/race"
	"sudokubot/bot/state"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/sharecode"
)

// The races and the groups, through the emulator over HTTP: a group's
// puzzle is a challenge with a link to the board (never a web_app button),
// hints and solutions asked in the group go privately, a finish edits the
// group's message into a leaderboard, and /top sums the group up.

var club = &emulator.Chat{ID: -100777, Type: emulator.ChatSupergroup, Title: "Sudoku <club>"}

// startRace runs a bot with the board served, so that puzzles posted in
// groups are challenges; its leaderboards are edited without race.Delay.
func startRace(t *testing.T) *harness {
	t.Helper()
	h := start(t, emulator.Config{}, Options{WebAppURL: "https://board.example/"})
	h.bot.races.Wait = func(context.Context, string) error { return nil }
	return h
}

// inGroup sends a message to the club and returns every call the bot made
// in answer, in any chat.
func (h *harness) inGroup(from emulator.User, text string, replyTo int) []emulator.Call {
	h.t.Helper()
	before := len(h.srv.Calls())
	u, err := h.srv.InjectMessage(emulator.UserMessage{From: from, Chat: club, Text: text, ReplyTo: replyTo})
	if err != nil {
		h.t.Fatal(err)
	}
	h.handled(u.UpdateID)
	return h.srv.Calls()[before:]
}

// pressAll presses a button and returns every call the bot made in
// answer, in any chat.
func (h *harness) pressAll(from emulator.User, m *emulator.Message, label string) []emulator.Call {
	h.t.Helper()
	before := len(h.srv.Calls())
	u, err := h.srv.PressButton(from, m.Chat.ID, m.MessageID, buttonData(h.t, m, label))
	if err != nil {
		h.t.Fatal(err)
	}
	h.handled(u.UpdateID)
	return h.srv.Calls()[before:]
}

// only returns the one call of a method to a chat among calls, failing
// the test unless there is exactly one.
func only(t *testing.T, calls []emulator.Call, method string, chat int64) emulator.Call {
	t.Helper()
	var found []emulator.Call
	for _, c := range calls {
		if c.Method == method && c.ChatID == chat {
			found = append(found, c)
		}
	}
	if len(found) != 1 {
		t.Fatalf("%d calls of %s to chat %d, want 1; calls: %s", len(found), method, chat, describe(calls))
	}
	if !found[0].OK() {
		t.Fatalf("%s to chat %d failed: %v", method, chat, found[0].Err)
	}
	return found[0]
}

func describe(calls []emulator.Call) string {
	var parts []string
	for _, c := range calls {
		s := c.Method + "@" + strconv.FormatInt(c.ChatID, 10)
		if c.Message != nil {
			s += " " + strings.ReplaceAll(c.Message.Text+c.Message.Caption, "\n", " ")
		}
		if c.Err != nil {
			s += " (" + c.Err.Description + ")"
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, "; ")
}

// raceButton returns the challenge id and the puzzle of a group post's
// Play link, failing the test unless the post has exactly the buttons a
// group may show: a link to the Mini App, and callback buttons.
func raceButton(t *testing.T, m *emulator.Message) (string, solver.Grid) {
	t.Helper()
	if m.ReplyMarkup == nil {
		t.Fatalf("the group's puzzle has no buttons: %q", m.Caption)
	}
	var link string
	for _, row := range m.ReplyMarkup.InlineKeyboard {
		for _, b := range row {
			if len(b.WebApp) > 0 {
				t.Errorf("a web_app button %q in a group", b.Text)
			}
			if b.URL != "" {
				link = b.URL
			}
		}
	}
	const prefix = "https://t.me/sudoku_test_bot?startapp="
	param, ok := strings.CutPrefix(link, prefix)
	if !ok {
		t.Fatalf("the group's puzzle links to %q, want %s<code>_<challenge>", link, prefix)
	}
	code, id, ok := strings.Cut(param, "_")
	if !ok || state.CheckChallengeID(id) != nil || strings.ContainsFunc(id, func(r rune) bool { return r == '_' }) {
		t.Fatalf("start parameter %q: want <code>_<challenge id of A-Z a-z 0-9 ->", param)
	}
	g, err := sharecode.Decode(code)
	if err != nil {
		t.Fatalf("start parameter %q: the code does not read as a puzzle: %v", param, err)
	}
	return id, g
}

func TestGroupPuzzleIsARace(t *testing.T) {
	h := startRace(t)
	for _, tt := range []struct {
		who  emulator.User
		cmd  string
		lang locale.Lang
	}{
		{alice, "/daily", locale.English},
		{li, "/new easy", locale.Chinese},
		{ivan, "/daily@sudoku_test_bot", locale.Russian},
	} {
		calls := h.inGroup(tt.who, tt.cmd, 0)
		post := only(t, calls, "sendPhoto", club.ID)
		if !strings.Contains(post.Message.Caption, catalog.For(tt.lang).RaceInvite()) {
			t.Errorf("%s (%v): caption %q, want the invitation to race", tt.cmd, tt.lang, post.Message.Caption)
		}
		id, g := raceButton(t, post.Message)
		c, ok, err := h.bot.state.Challenge(h.ctx(), id)
		if err != nil || !ok {
			t.Fatalf("%s: challenge %s not kept: %v", tt.cmd, id, err)
		}
		if c.Puzzle != g || c.Chat != club.ID || c.Message != post.Message.MessageID || c.Lang != tt.lang.Code() {
			t.Errorf("%s: challenge %+v, want puzzle %s in message %d of chat %d in %s", tt.cmd, c, g, post.Message.MessageID, club.ID, tt.lang.Code())
		}
		if daily := strings.HasPrefix(tt.cmd, "/daily"); daily != (c.Daily == time.Now().UTC().Format(time.DateOnly)) {
			t.Errorf("%s: challenge's day %q", tt.cmd, c.Daily)
		}
	}
	// The same command in a private chat keeps its board button.
	c := h.send(alice, "/daily")
	if c.Message.ReplyMarkup == nil || !strings.Contains(string(c.Message.ReplyMarkup.InlineKeyboard[len(c.Message.ReplyMarkup.InlineKeyboard)-1][0].WebApp), "board.example") {
		t.Errorf("/daily in a private chat: want its web_app Play button, got %+v", c.Message.ReplyMarkup)
	}
}

// TestGroupHintsGoPrivately presses every button of a group's puzzle and
// sends every command that could show a hint, a step or a solution: none
// lands in the group.
func TestGroupHintsGoPrivately(t *testing.T) {
	h := startRace(t)
	post := only(t, h.inGroup(alice, "/daily", 0), "sendPhoto", club.ID).Message
	_, g := raceButton(t, post)

	// Alice never opened a chat with the bot: Telegram refuses (403), and
	// the group is told how to get a hint.
	calls := h.pressAll(alice, post, "Hint")
	how := only(t, calls, "sendMessage", club.ID)
	link := "https://t.me/sudoku_test_bot?start=" + sharecode.Code(g)
	if !strings.Contains(how.Message.Text, "Alice, I don't post hints or solutions in the group") || !hasLink(how.Message, link) {
		t.Errorf("a hint asked by someone who never started the bot: %q, want how to get one with a link to %s", how.Message.Text, link)
	}

	// Once she has, everything goes to her private chat.
	h.send(alice, "/start")
	for _, ask := range []struct {
		name  string
		calls func() []emulator.Call
		want  string // in the private answer
	}{
		{"the Hint button", func() []emulator.Call { return h.pressAll(alice, post, "Hint") }, "Hint 1"},
		{"the Solution button", func() []emulator.Call { return h.pressAll(alice, post, "Solution") }, "Solved!"},
		{"/hint replying to the puzzle", func() []emulator.Call { return h.inGroup(alice, "/hint", post.MessageID) }, "Hint 1"},
		{"/hint on the group's current puzzle", func() []emulator.Call { return h.inGroup(alice, "/hint", 0) }, "Hint 1"},
		{"/steps", func() []emulator.Call { return h.inGroup(alice, "/steps", post.MessageID) }, "Step 1"},
		{"/solve", func() []emulator.Call { return h.inGroup(alice, "/solve", post.MessageID) }, "Solved!"},
		{"a puzzle mentioning the bot", func() []emulator.Call { return h.inGroup(alice, "@sudoku_test_bot "+classic, 0) }, "Solved!"},
		{"/count of a puzzle with several solutions", func() []emulator.Call { return h.inGroup(alice, "/count "+threeSolutions, 0) }, "One of them"},
	} {
		calls := ask.calls()
		var private []string
		for _, c := range calls {
			if c.ChatID == club.ID && c.Method != "sendMessage" && c.Method != "answerCallbackQuery" && c.Method != "sendChatAction" {
				t.Errorf("%s: %s in the group: %s", ask.name, c.Method, describe([]emulator.Call{c}))
			}
			if c.ChatID == club.ID && c.Method == "sendMessage" && c.Message != nil && c.Message.Text != catalog.For(locale.English).SentPrivately() {
				t.Errorf("%s: the group got %q, want only that it went privately", ask.name, c.Message.Text)
			}
			if c.ChatID == alice.ID && c.Message != nil {
				private = append(private, c.Message.Text+c.Message.Caption)
			}
		}
		if len(private) < 2 || private[0] != catalog.For(locale.English).PrivateFrom(club.Title) || !strings.Contains(strings.Join(private[1:], "\n"), ask.want) {
			t.Errorf("%s: privately %q, want the note and %q", ask.name, private, ask.want)
		}
		for _, c := range calls {
			if c.Method == "answerCallbackQuery" && c.Params["text"] != catalog.For(locale.English).SentPrivately() {
				t.Errorf("%s: the button's notice %q, want %q", ask.name, c.Params["text"], catalog.For(locale.English).SentPrivately())
			}
		}
	}
	// Nothing of the whole test showed a solution in the group: its only
	// pictures are the puzzle posted.
	for _, c := range h.srv.Calls() {
		if c.ChatID == club.ID && (c.Method == "sendPhoto" || c.Method == "editMessageMedia") && c.Message != nil && c.Message.MessageID != post.MessageID {
			t.Errorf("a picture in the group: %s", describe([]emulator.Call{c}))
		}
	}
}

// hasLink reports whether a message links to url (a text_link entity, or
// the URL in its text).
func hasLink(m *emulator.Message, url string) bool {
	for _, e := range m.Entities {
		if e.Type == "text_link" && e.URL == url {
			return true
		}
	}
	return strings.Contains(m.Text, url)
}

func TestFinishEditsLeaderboard(t *testing.T) {
	h := startRace(t)
	post := only(t, h.inGroup(ivan, "/daily", 0), "sendPhoto", club.ID).Message
	id, g := raceButton(t, post)
	ctx := h.ctx()
	finish := func(who messenger.User, f game.Finish) error {
		f.Puzzle, f.Challenge = g, id
		if f.At.IsZero() {
			f.At = time.Now()
		}
		return h.bot.raceFinished(ctx, who, f)
	}
	before := len(h.srv.CallsTo("editMessageCaption"))
	sent := time.Now()
	if err := finish(messenger.User{ID: alice.ID, FirstName: "Alice"}, game.Finish{ElapsedMS: 182_400}); err != nil {
		t.Fatal(err)
	}
	if err := finish(messenger.User{ID: 77, FirstName: "<b>Bob</b> & a very long name that goes on and on"}, game.Finish{ElapsedMS: 95_000, Hints: 2, Mistakes: 1}); err != nil {
		t.Fatal(err)
	}
	if err := finish(messenger.User{ID: li.ID, FirstName: "李"}, game.Finish{ElapsedMS: 60_000, Hints: 40, FilledIn: true}); err != nil {
		t.Fatal(err)
	}
	// A second finish of the same person does not replace the first.
	if err := finish(messenger.User{ID: alice.ID, FirstName: "Alice"}, game.Finish{ElapsedMS: 1_000}); err != nil {
		t.Fatal(err)
	}
	h.bot.races.Idle()
	edits := h.srv.CallsTo("editMessageCaption")[before:]
	if len(edits) == 0 {
		t.Fatal("no edit of the leaderboard")
	}
	t.Logf("the leaderboard edited %v after the first finish (%d edits for 4 finishes, no delay in this test)", edits[len(edits)-1].Time.Sub(sent), len(edits))
	last := edits[len(edits)-1]
	if !last.OK() || last.ChatID != club.ID || last.Message.MessageID != post.MessageID {
		t.Fatalf("the last edit: %s", describe([]emulator.Call{last}))
	}
	caption := last.Message.Caption
	want := []string{
		"Таблица лидеров",
		"🥇 <b>Bob</b> & a very lon… — 1:35 · 💡2 · ❌1",
		"🥈 Alice — 3:02",
		"🥉 李 — 1:00 · 💡40 · ✋ с автопометками",
	}
	for _, w := range want {
		if !strings.Contains(caption, w) {
			t.Errorf("the leaderboard:\n%s\nwant a line %q", caption, w)
		}
	}
	if !strings.HasPrefix(caption, strings.Split(post.Caption, "\n")[0]) || strings.Count(caption, "Alice") != 1 {
		t.Errorf("the leaderboard:\n%s\nwant the puzzle's caption, then each person once", caption)
	}
	if id2, _ := raceButton(t, last.Message); id2 != id {
		t.Errorf("the edit's Play link names challenge %s, want %s", id2, id)
	}
	// Finishes that do not belong: another puzzle, no such challenge.
	other := solved(t, g) // the solution: not the challenge's puzzle
	if err := h.bot.raceFinished(ctx, messenger.User{ID: 5}, game.Finish{Puzzle: other, Challenge: id}); !errors.Is(err, race.ErrOtherPuzzle) {
		t.Errorf("a finish of another puzzle: %v, want race.ErrOtherPuzzle", err)
	}
	for _, bad := range []string{"nope", "a_b\n", strings.Repeat("x", 65)} {
		if err := h.bot.raceFinished(ctx, messenger.User{ID: 5}, game.Finish{Puzzle: g, Challenge: bad}); !errors.Is(err, race.ErrNoChallenge) {
			t.Errorf("a finish of challenge %q: %v, want race.ErrNoChallenge", bad, err)
		}
	}
	h.bot.races.Idle()
	if n := len(h.srv.CallsTo("editMessageCaption")) - before; n != len(edits) {
		t.Errorf("%d edits after finishes that do not belong, want still %d", n, len(edits))
	}
	got, _, _ := h.bot.state.Challenge(ctx, id)
	if len(got.Results) != 3 {
		t.Errorf("%d results kept, want 3: %+v", len(got.Results), got.Results)
	}
}

// solved returns the solution of a puzzle, as a finish on the board sends
// it.
func solved(t *testing.T, g solver.Grid) solver.Grid {
	t.Helper()
	res := solver.Solve(g, solver.Options{StepLimit: 1_000_000, MaxSolutions: 2})
	if len(res.Solutions) != 1 {
		t.Fatalf("%s has %d solutions", g, len(res.Solutions))
	}
	return res.Solutions[0]
}

// An edit Telegram refuses (the message is gone) is dropped, not retried.
func TestLeaderboardEditRefused(t *testing.T) {
	h := startRace(t)
	post := only(t, h.inGroup(alice, "/new easy", 0), "sendPhoto", club.ID).Message
	id, g := raceButton(t, post)
	// The message is gone: the challenge names one that never was.
	if err := h.bot.state.UpdateChallenge(h.ctx(), id, func(c *state.Challenge) error { c.Message = 9999; return nil }); err != nil {
		t.Fatal(err)
	}
	if err := h.bot.raceFinished(h.ctx(), messenger.User{ID: alice.ID, FirstName: "Alice"}, game.Finish{Puzzle: g, Challenge: id, ElapsedMS: 1000}); err != nil {
		t.Fatalf("a finish whose leaderboard cannot be shown: %v, want it recorded", err)
	}
	h.bot.races.Idle()
	edits := h.srv.CallsTo("editMessageCaption")
	if len(edits) != 1 || edits[0].Err == nil || !strings.Contains(edits[0].Err.Description, "message to edit not found") {
		t.Errorf("edits: %s, want one, refused", describe(edits))
	}
}

// Finishes that come while an edit waits make one edit.
func TestLeaderboardEditsCoalesce(t *testing.T) {
	c := newConv(t, "en")
	c.group = true
	c.bot.opts.WebAppURL = "https://board.example/"
	gate := make(chan struct{})
	waits := make(chan struct{}, 10)
	c.bot.races.Wait = func(ctx context.Context, _ string) error {
		waits <- struct{}{}
		select {
		case <-gate:
			return nil
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	post := c.one("/new easy", nil)
	var id string
	for _, row := range post.Msg.Keyboard {
		for _, b := range row {
			if _, param, ok := strings.Cut(b.URL, "?startapp="); ok {
				_, id, _ = strings.Cut(param, "_")
			}
		}
	}
	if id == "" {
		t.Fatalf("the group's puzzle has no Play link: %+v", post.Msg.Keyboard)
	}
	ctx := context.Background()
	for i, name := range []string{"Ann", "Ben", "Cat"} {
		if err := c.bot.raceFinished(ctx, messenger.User{ID: int64(100 + i), FirstName: name}, game.Finish{Puzzle: post.Puzzle, Challenge: id, ElapsedMS: int64(60_000 * (i + 1))}); err != nil {
			t.Fatal(err)
		}
	}
	<-waits // the edit waits for more finishes: the three came meanwhile
	close(gate)
	c.bot.races.Idle()
	var edits []said
	for _, s := range c.out.log {
		if s.Method == "caption" {
			edits = append(edits, s)
		}
	}
	if len(edits) != 1 {
		t.Fatalf("%d edits for three finishes in a burst, want 1", len(edits))
	}
	for _, line := range []string{"🥇 Ann — 1:00", "🥈 Ben — 2:00", "🥉 Cat — 3:00"} {
		if !strings.Contains(edits[0].Text(), line) {
			t.Errorf("the leaderboard %q lacks %q", edits[0].Text(), line)
		}
	}
	if edits[0].Msg.ID != post.Msg.ID || edits[0].Msg.Chat.ID != -42 || len(edits[0].Msg.Keyboard) == 0 {
		t.Errorf("the edit: message %d of chat %d with %d rows of buttons, want message %d of the group with its buttons",
			edits[0].Msg.ID, edits[0].Msg.Chat.ID, len(edits[0].Msg.Keyboard), post.Msg.ID)
	}
}

func TestTop(t *testing.T) {
	h := startRace(t)
	// In a private chat: what /top is for.
	if c := h.send(li, "/top"); !strings.Contains(c.Message.Text, "/top 显示群的排行榜") {
		t.Errorf("/top in a private chat: %q", c.Message.Text)
	}
	daily := only(t, h.inGroup(alice, "/daily", 0), "sendPhoto", club.ID).Message
	other := only(t, h.inGroup(alice, "/new easy", 0), "sendPhoto", club.ID).Message
	again := only(t, h.inGroup(ivan, "/daily", 0), "sendPhoto", club.ID).Message // the same puzzle, posted again
	ctx := h.ctx()
	for _, f := range []struct {
		post *emulator.Message
		who  messenger.User
		ms   int64
		fill bool
	}{
		{daily, messenger.User{ID: alice.ID, FirstName: "Alice"}, 300_000, false},
		{daily, messenger.User{ID: ivan.ID, FirstName: "Иван <3"}, 240_000, false},
		{daily, messenger.User{ID: li.ID, FirstName: "Li"}, 100_000, true},
		{other, messenger.User{ID: alice.ID, FirstName: "Alice"}, 90_000, false},
		{again, messenger.User{ID: alice.ID, FirstName: "Alice"}, 200_000, false},
	} {
		id, g := raceButton(t, f.post)
		if err := h.bot.raceFinished(ctx, f.who, game.Finish{Puzzle: g, Challenge: id, ElapsedMS: f.ms, FilledIn: f.fill, At: time.Now()}); err != nil {
			t.Fatal(err)
		}
	}
	h.bot.races.Idle()
	calls := h.inGroup(ivan, "/top", 0)
	top := only(t, calls, "sendMessage", club.ID).Message.Text
	today := time.Now().UTC().Format(time.DateOnly)
	// Alice's best of the daily's two posts; the daily counted once in
	// her week.
	want := "🏆 Головоломка дня, " + today + "\n" +
		"🥇 Alice — 3:20\n" +
		"🥈 Иван <3 — 4:00\n" +
		"🥉 Li — 1:40 · ✋ с автопометками\n\n" +
		"📅 За неделю\n" +
		"🥇 Alice — 2 головоломки, лучшее время 1:30\n" +
		"🥈 Иван <3 — 1 головоломка, лучшее время 4:00"
	if top != want {
		t.Errorf("/top in Russian:\n%s\nwant\n%s", top, want)
	}
	// Another group has nothing yet.
	empty := &emulator.Chat{ID: -100888, Type: emulator.ChatGroup, Title: "new"}
	u, err := h.srv.InjectMessage(emulator.UserMessage{From: alice, Chat: empty, Text: "/top"})
	if err != nil {
		t.Fatal(err)
	}
	if c := h.reply(u.UpdateID); !strings.Contains(c.Message.Text, "Nobody here has finished today's daily yet") || !strings.Contains(c.Message.Text, "Nobody has finished a puzzle posted here in the last 7 days") {
		t.Errorf("/top in a new group: %q", c.Message.Text)
	}
}

// A challenge posted through inline mode is edited by its
// inline_message_id, with the caption and buttons it was posted with.
func TestInlineLeaderboard(t *testing.T) {
	c := newConv(t, "ru")
	c.bot.races.Wait = func(context.Context, string) error { return nil }
	g := mustParse(t, classic)
	kb := messenger.Keyboard{messenger.Row(messenger.Button{Text: "🎮", URL: "https://t.me/sudokubot?startapp=x_in-1"})}
	ctx := context.Background()
	err := c.bot.state.UpdateChallenge(ctx, "in-1", func(ch *state.Challenge) error {
		*ch = state.Challenge{Puzzle: g, Inline: "AgAAAInline", Lang: "ru", Caption: "<b>Судоку</b> от друга", Buttons: race.SaveKeyboard(kb)}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.bot.raceFinished(ctx, messenger.User{ID: 9, FirstName: "Оля & Ко"}, game.Finish{Puzzle: g, Challenge: "in-1", ElapsedMS: 61_000}); err != nil {
		t.Fatal(err)
	}
	c.bot.races.Idle()
	var edit *said
	for i := range c.out.log {
		if c.out.log[i].Method == "caption" {
			edit = &c.out.log[i]
		}
	}
	switch {
	case edit == nil:
		t.Fatal("no edit")
	case edit.Inline != "AgAAAInline" || edit.Msg.Chat.ID != 0:
		t.Errorf("the edit addresses inline %q, chat %d; want the inline message only", edit.Inline, edit.Msg.Chat.ID)
	case edit.Text() != "Судоку от друга\n\n🏆 Таблица лидеров\n🥇 Оля & Ко — 1:01":
		t.Errorf("the edit's caption %q", edit.Text())
	case len(edit.Msg.Keyboard) != 1 || edit.Msg.Keyboard[0][0].URL != kb[0][0].URL:
		t.Errorf("the edit's buttons %+v, want the post's", edit.Msg.Keyboard)
	}
}

// The first finish of a burst waits race.Delay for others, then the edit
// goes out: the delay a player sees.
func TestLeaderboardEditDelay(t *testing.T) {
	h := start(t, emulator.Config{}, Options{WebAppURL: "https://board.example/"})
	post := only(t, h.inGroup(alice, "/new easy", 0), "sendPhoto", club.ID).Message
	id, g := raceButton(t, post)
	at := time.Now()
	if err := h.bot.raceFinished(h.ctx(), messenger.User{ID: alice.ID, FirstName: "Alice"}, game.Finish{Puzzle: g, Challenge: id, ElapsedMS: 1000, At: at}); err != nil {
		t.Fatal(err)
	}
	h.bot.races.Idle()
	edits := h.srv.CallsTo("editMessageCaption")
	if len(edits) != 1 || !edits[0].OK() {
		t.Fatalf("edits: %s, want one", describe(edits))
	}
	delay := edits[0].Time.Add(edits[0].Duration).Sub(at)
	if delay < race.Delay {
		t.Errorf("the leaderboard edited %v after the finish, want race.Delay (%v) at least", delay, race.Delay)
	}
	t.Logf("the leaderboard edited %v after the finish (race.Delay %v)", delay, race.Delay)
}

// A hundred finishes with long names: Telegram takes the edit (the
// emulator counts the caption as Telegram does).
func TestFullLeaderboardEdit(t *testing.T) {
	h := startRace(t)
	post := only(t, h.inGroup(li, "/daily", 0), "sendPhoto", club.ID).Message
	id, g := raceButton(t, post)
	gate := make(chan struct{})
	h.bot.races.Wait = func(ctx context.Context, _ string) error { <-gate; return nil }
	for i := range state.MaxResults + 5 {
		who := messenger.User{ID: int64(1000 + i), FirstName: strings.Repeat("🧩長<", 12)}
		if err := h.bot.raceFinished(h.ctx(), who, game.Finish{Puzzle: g, Challenge: id, ElapsedMS: int64(i) * 7_000, Hints: i, Mistakes: i % 3, FilledIn: i%4 == 0}); err != nil {
			t.Fatal(err)
		}
	}
	close(gate)
	h.bot.races.Idle()
	edits := h.srv.CallsTo("editMessageCaption")
	if len(edits) != 1 || !edits[0].OK() {
		t.Fatalf("edits: %s, want one, taken", describe(edits))
	}
	if c := edits[0].Message.Caption; !strings.HasSuffix(c, catalog.For(locale.Chinese).MoreResults(state.MaxResults-strings.Count(c, " — "))) {
		t.Errorf("the leaderboard of %d does not end saying how many more:\n%s", state.MaxResults, c)
	}
}
