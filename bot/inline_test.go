package bot

import (
	"context"
	"html"
	"strings"
	"testing"
	"time"

	"sudokubot/bot/catalog"
	"sudokubot/bot/inline"
	"sudokubot/bot/internal/emulator"
	"sudokubot/bot/messenger"
	"sudokubot/bot/pool"
	"sudokubot/bot/state"
	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/generate"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
	"sudokubot/solver/sharecode"
)

const testBoardURL = "https://example.com/board/"

// renamed returns a puzzle with its digits renamed (d becomes d%9+1): the
// same puzzle to solve, another grid.
func renamed(g solver.Grid, times int) solver.Grid {
	for range times {
		for i, v := range g {
			if v != 0 {
				g[i] = v%9 + 1
			}
		}
	}
	return g
}

// fillPools puts a puzzle in each level's pool (classic renamed, with the
// level claimed) and returns them by level.
func fillPools(t *testing.T, st state.Store) map[logic.Level]solver.Grid {
	t.Helper()
	out := map[logic.Level]solver.Grid{}
	for i, l := range generate.Levels() {
		g := renamed(mustParse(t, classic), i+1)
		out[l] = g
		err := st.UpdatePool(context.Background(), pool.LevelName(l), func(ps *[]state.Ready) error {
			*ps = append(*ps, state.Ready{Puzzle: g, Level: l, Score: 1.5 + float64(i)})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	// And an X-Wing to practise.
	xw := renamed(mustParse(t, classic), 7)
	err := st.UpdatePool(context.Background(), pool.TechniqueName(logic.XWing), func(ps *[]state.Ready) error {
		*ps = append(*ps, state.Ready{Puzzle: xw, Level: logic.Hard, Score: 3.2})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// ask sends an inline query and returns the bot's answer. The runtime's
// clock moves on a second first: a person may ask only a few a second.
func (h *harness) ask(from emulator.User, query string) (string, emulator.InlineAnswer) {
	h.t.Helper()
	h.clock.Sleep(context.Background(), time.Second)
	u, err := h.srv.InjectInlineQuery(from, query, "group")
	if err != nil {
		h.t.Fatal(err)
	}
	c := h.reply(u.UpdateID)
	if c.Method != "answerInlineQuery" {
		h.t.Fatalf("inline query %q answered by %s", query, c.Method)
	}
	a, ok := h.srv.InlineAnswer(u.InlineQuery.ID)
	if !ok {
		h.t.Fatalf("inline query %q: no answer kept", query)
	}
	return u.InlineQuery.ID, a
}

func resultIDs(a emulator.InlineAnswer) []string {
	var ids []string
	for _, r := range a.Results {
		ids = append(ids, r.ID)
	}
	return ids
}

// checkPuzzleResult checks a result offering a puzzle: its picture on the
// board's server, its caption (level, rating, code) and its two URL
// buttons.
func checkPuzzleResult(t *testing.T, r emulator.InlineResult, g solver.Grid, level string, lang locale.Lang) {
	t.Helper()
	code, _ := sharecode.Encode(g)
	c := catalog.For(lang)
	if r.Type != "photo" || r.PhotoURL != testBoardURL+"picture/"+code+".jpg" || r.ThumbnailURL != testBoardURL+"thumb/"+code+".jpg" {
		t.Errorf("%v: result %s: %s %q %q, want the board's picture of %s", lang, r.ID, r.Type, r.PhotoURL, r.ThumbnailURL, code)
	}
	if !strings.Contains(r.ID+":", ":"+code+":") || !strings.Contains(r.Caption, code) || level != "" && !strings.Contains(r.Caption, level) || r.ParseMode != "HTML" {
		t.Errorf("%v: result %s: caption %q, want the level %q and the code %s", lang, r.ID, r.Caption, level, code)
	}
	if r.ReplyMarkup == nil || len(r.ReplyMarkup.InlineKeyboard) != 2 {
		t.Fatalf("%v: result %s: buttons %+v, want two rows", lang, r.ID, r.ReplyMarkup)
	}
	play, open := r.ReplyMarkup.InlineKeyboard[0][0], r.ReplyMarkup.InlineKeyboard[1][0]
	if play.Text != c.InlinePlay() || play.URL != "https://t.me/sudoku_test_bot?startapp="+code {
		t.Errorf("%v: result %s: Play button %+v", lang, r.ID, play)
	}
	if open.Text != c.InlineOpen() || open.URL != "https://t.me/sudoku_test_bot?start="+code {
		t.Errorf("%v: result %s: Open button %+v", lang, r.ID, open)
	}
}

// TestInlineQueries drives inline mode through the emulator in English,
// Chinese and Russian: the empty query's list (today's daily, a puzzle of
// each level from the pools, the person's current puzzle), a typed puzzle
// and its code, a level and a technique in each language, a puzzle with
// several solutions, and text that is none of these.
func TestInlineQueries(t *testing.T) {
	h := start(t, emulator.Config{}, Options{WebAppURL: testBoardURL})
	byLevel := fillPools(t, h.bot.state)
	// Today's daily is offered once kept (made by /daily here; inline
	// mode makes it in the background, not while answering).
	if c := h.send(alice, "/daily"); c.Method != "sendPhoto" {
		t.Fatalf("/daily: %s", c.Method)
	}
	several := mustParse(t, "."+classic[1:len(classic)-2]+"..")
	for _, tt := range []struct {
		who                emulator.User
		level, technique   string
		typoLevel, nothing string
	}{
		{alice, "hard", "x-wing", "hrad", "hello there"},
		{li, "困难", "X翼", "困难", "你好"},
		{ivan, "сложный", "X-крыло", "сложнй", "привет"},
	} {
		lang := locale.Match(tt.who.LanguageCode)
		c := catalog.For(lang)
		x := explain.For(lang)
		// The empty query, before and after a current puzzle.
		_, a := h.ask(tt.who, "")
		if !a.IsPersonal || a.CacheTime > 10 {
			t.Errorf("%v: the empty query's answer: personal %v, cache %d s; want personal, briefly cached", lang, a.IsPersonal, a.CacheTime)
		}
		want := 1 + len(generate.Levels()) // the daily and one per level
		if len(a.Results) != want || !strings.HasPrefix(a.Results[0].ID, inline.KindDaily+":") {
			t.Fatalf("%v: the empty query: results %q, want the daily and one per level", lang, resultIDs(a))
		}
		if !strings.Contains(a.Results[0].Caption, html.EscapeString(c.InlineDailyTitle()+" · "+x.Level(logic.Medium))) {
			t.Errorf("%v: the daily's caption %q", lang, a.Results[0].Caption)
		}
		for i, l := range generate.Levels() {
			checkPuzzleResult(t, a.Results[1+i], byLevel[l], html.EscapeString(c.InlineNewTitle()+" · "+x.Level(l)), lang)
		}
		h.send(tt.who, inkala)
		_, a = h.ask(tt.who, "")
		if len(a.Results) != want+1 || !strings.HasPrefix(a.Results[1].ID+":", inline.KindCurrent+":"+sharecode.Code(mustParse(t, inkala))+":") {
			t.Fatalf("%v: the empty query with a current puzzle: results %q", lang, resultIDs(a))
		}
		checkPuzzleResult(t, a.Results[1], mustParse(t, inkala), html.EscapeString(c.InlineCurrentTitle()), lang)

		// A puzzle typed, and its code.
		for _, q := range []string{classic, sharecode.Code(mustParse(t, classic))} {
			_, a = h.ask(tt.who, q)
			if len(a.Results) != 1 {
				t.Fatalf("%v: query %.20q…: results %q, want the puzzle", lang, q, resultIDs(a))
			}
			checkPuzzleResult(t, a.Results[0], mustParse(t, classic), html.EscapeString(c.InlinePuzzleTitle()), lang)
		}
		// A level, exactly and with a typo.
		for _, q := range []string{tt.level, tt.typoLevel} {
			_, a = h.ask(tt.who, q)
			if len(a.Results) != 1 {
				t.Fatalf("%v: query %q: results %q, want a hard puzzle", lang, q, resultIDs(a))
			}
			checkPuzzleResult(t, a.Results[0], byLevel[logic.Hard], html.EscapeString(c.InlineNewTitle()+" · "+x.Level(logic.Hard)), lang)
		}
		// A technique: from the pool or the stock.
		_, a = h.ask(tt.who, tt.technique)
		if len(a.Results) != 1 || !strings.Contains(a.Results[0].Caption, html.EscapeString(c.InlineTechniqueTitle(x.Technique(logic.XWing)))) {
			t.Errorf("%v: query %q: results %q (%v)", lang, tt.technique, resultIDs(a), a.Results)
		}
		// Several solutions: one result saying so.
		_, a = h.ask(tt.who, several.String())
		if len(a.Results) != 1 || a.Results[0].Type != "article" || a.Results[0].Title != c.InlineBadTitle() || a.Results[0].Description != c.InlineSeveral() {
			t.Errorf("%v: a puzzle with several solutions: %+v", lang, a.Results)
		}
		// A mistyped code: says so.
		code := sharecode.Code(mustParse(t, classic))
		_, a = h.ask(tt.who, code[:5]+"x"+code[6:])
		if len(a.Results) != 1 || a.Results[0].Title != c.InlineBadTitle() {
			t.Errorf("%v: a mistyped code: %+v", lang, a.Results)
		}
		// Nothing the bot knows: what works.
		_, a = h.ask(tt.who, tt.nothing)
		if !a.IsPersonal {
			t.Errorf("%v: query %q: not personal, but in the person's language", lang, tt.nothing)
		}
		if len(a.Results) != 1 || a.Results[0].Title != c.InlineHelpTitle() || a.Results[0].Description != c.InlineHelp() {
			t.Errorf("%v: query %q: %+v, want what works", lang, tt.nothing, a.Results)
		}
	}
}

// TestInlineChosen posts a result in a group, as a person picks it: the
// message is theirs via the bot, with the buttons, and the bot, told of the
// choice, sends nothing (it makes the post a race: chosen_test.go); the
// message can be edited by its inline_message_id.
func TestInlineChosen(t *testing.T) {
	h := start(t, emulator.Config{}, Options{WebAppURL: testBoardURL})
	fillPools(t, h.bot.state)
	id, a := h.ask(alice, "")
	group := emulator.Chat{ID: -100123, Type: "supergroup", Title: "Club"}
	msg, u, err := h.srv.ChooseInlineResult(group, id, a.Results[1].ID)
	if err != nil {
		t.Fatal(err)
	}
	if msg.ViaBot == nil || msg.ViaBot.Username != "sudoku_test_bot" || msg.From.ID != alice.ID || len(msg.Photo) == 0 || msg.ReplyMarkup == nil {
		t.Errorf("the posted message: %+v", msg)
	}
	if u.ChosenInlineResult == nil || u.ChosenInlineResult.InlineMessageID == "" || u.ChosenInlineResult.ResultID != a.Results[1].ID {
		t.Fatalf("the chosen_inline_result update: %+v", u.ChosenInlineResult)
	}
	h.handled(u.UpdateID)
	for _, c := range h.srv.Calls() {
		if c.Method == "sendMessage" || c.Method == "sendPhoto" {
			t.Errorf("the bot answered a chosen result with %s", c.Method)
		}
	}
	if m, ok := h.srv.InlineMessage(u.ChosenInlineResult.InlineMessageID); !ok || m.MessageID != msg.MessageID {
		t.Errorf("InlineMessage(%q) = %+v, %v", u.ChosenInlineResult.InlineMessageID, m, ok)
	}
}

// TestInlineWithoutBoard checks the results without the board's server:
// the puzzle as text, and only the button to the bot's chat.
func TestInlineWithoutBoard(t *testing.T) {
	h := start(t, emulator.Config{}, Options{})
	_, a := h.ask(alice, classic)
	if len(a.Results) != 1 {
		t.Fatalf("results %q", resultIDs(a))
	}
	r := a.Results[0]
	code := sharecode.Code(mustParse(t, classic))
	if r.Type != "article" || !strings.Contains(r.MessageText, code) || !strings.Contains(r.MessageText, "5 3 . | . 7 .") {
		t.Errorf("result %+v, want an article with the grid and the code", r)
	}
	if r.ReplyMarkup == nil || len(r.ReplyMarkup.InlineKeyboard) != 1 || r.ReplyMarkup.InlineKeyboard[0][0].URL != "https://t.me/sudoku_test_bot?start="+code {
		t.Errorf("buttons %+v, want only Open in the bot's chat", r.ReplyMarkup)
	}
}

// TestInlineNeverMakesPuzzles checks that with empty pools the empty
// query answers at once with what there is, making no puzzle.
func TestInlineNeverMakesPuzzles(t *testing.T) {
	c := newConv(t, "en")
	start := time.Now()
	c.handle(&messenger.Update{Inline: &messenger.InlineQuery{ID: "1", From: *c.user(), Query: "extreme"}})
	if d := time.Since(start); d > time.Second {
		t.Errorf("answering took %v", d)
	}
	if len(c.out.inline) != 1 || len(c.out.inline[0].Results) != 1 || c.out.inline[0].Results[0].ID != inline.KindHelp {
		t.Errorf("answer %+v, want what works (the pool is empty)", c.out.inline)
	}
	for _, l := range generate.Levels() {
		if ps, _ := c.bot.state.Pool(context.Background(), pool.LevelName(l)); len(ps) != 0 {
			t.Errorf("pool %s has %d puzzles", pool.LevelName(l), len(ps))
		}
	}
}
