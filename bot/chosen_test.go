package bot

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"sudokubot/bot/catalog"
	"sudokubot/bot/game"
	"sudokubot/bot/inline"
	"sudokubot/bot/internal/emulator"
	"sudokubot/bot/messenger"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
	"sudokubot/solver/sharecode"
)

// Races from inline posts, through the emulator over HTTP: a result
// chosen is posted, the bot keeps its challenge and edits the post's Play
// button into the race's link (the caption as posted), and a finish edits
// the post, by its inline_message_id, into the leaderboard.

// choose posts a result of an answer in the club and waits until the bot
// has handled the chosen_inline_result update; it returns the message as
// posted and its inline_message_id.
func (h *harness) choose(query, result string) (emulator.Message, string) {
	h.t.Helper()
	msg, u, err := h.srv.ChooseInlineResult(*club, query, result)
	if err != nil {
		h.t.Fatal(err)
	}
	h.handled(u.UpdateID)
	return msg, u.ChosenInlineResult.InlineMessageID
}

func TestInlinePostIsARace(t *testing.T) {
	h := startRace(t)
	fillPools(t, h.bot.state)
	if c := h.send(alice, "/daily"); c.Method != "sendPhoto" {
		t.Fatalf("/daily: %s", c.Method)
	}
	for _, tt := range []struct {
		who       emulator.User
		technique string
		board     string // the leaderboard's heading
	}{
		{alice, "x-wing", "Leaderboard"},
		{li, "X翼", "排行榜"},
		{ivan, "X-крыло", "Таблица лидеров"},
	} {
		lang := locale.Match(tt.who.LanguageCode)
		c := catalog.For(lang)
		var chosen []emulator.InlineResult
		q, a := h.ask(tt.who, "")
		chosen = append(chosen, a.Results[0], a.Results[len(a.Results)-1]) // the daily, an extreme one
		qt, at := h.ask(tt.who, tt.technique)
		if len(at.Results) != 1 {
			t.Fatalf("%v: %q: results %q", lang, tt.technique, resultIDs(at))
		}
		chosen = append(chosen, at.Results[0])
		for i, r := range chosen {
			query := q
			if i == 2 {
				query = qt
			}
			posted, inline := h.choose(query, r.ID)
			now, ok := h.srv.InlineMessage(inline)
			if !ok {
				t.Fatalf("%v: %s: the inline message %q is gone", lang, r.ID, inline)
			}
			if now.Caption != posted.Caption || len(now.CaptionEntities) != len(posted.CaptionEntities) {
				t.Errorf("%v: %s: the caption went from %q to %q, want it as posted", lang, r.ID, posted.Caption, now.Caption)
			}
			id, g := playButton(t, now)
			if sharecode.Code(g) != r.ID[strings.Index(r.ID, ":")+1:][:len(sharecode.Code(g))] {
				t.Errorf("%v: %s: the race's link names puzzle %s", lang, r.ID, sharecode.Code(g))
			}
			play := now.ReplyMarkup.InlineKeyboard[0][0]
			if play.Text != c.InlinePlay() || play.URL != h.bot.raceLink(g, id) {
				t.Errorf("%v: %s: Play button %+v, want %q to %s", lang, r.ID, play, c.InlinePlay(), h.bot.raceLink(g, id))
			}
			if open, was := now.ReplyMarkup.InlineKeyboard[1][0], posted.ReplyMarkup.InlineKeyboard[1][0]; open.Text != was.Text || open.URL != was.URL {
				t.Errorf("%v: %s: the Open button went from %+v to %+v", lang, r.ID, was, open)
			}
			ch, ok, err := h.bot.state.Challenge(h.ctx(), id)
			if err != nil || !ok || ch.Inline != inline || ch.Puzzle != g || ch.Lang != lang.Code() || ch.Chat != 0 {
				t.Fatalf("%v: %s: challenge %s: %+v %v %v", lang, r.ID, id, ch, ok, err)
			}
			switch i {
			case 0:
				if ch.Daily != time.Now().UTC().Format(time.DateOnly) || ch.Level != logic.Medium {
					t.Errorf("%v: the daily's challenge: day %q, level %v", lang, ch.Daily, ch.Level)
				}
			case 1:
				if ch.Daily != "" || ch.Level != logic.Extreme {
					t.Errorf("%v: an extreme puzzle's challenge: day %q, level %v", lang, ch.Daily, ch.Level)
				}
			}
			if i != 1 {
				continue
			}
			// A finish from the link edits the post into the leaderboard.
			before := len(h.srv.CallsTo("editMessageCaption"))
			who := messenger.User{ID: 4242, FirstName: "Оля & <Ко>"}
			if err := h.bot.raceFinished(h.ctx(), who, game.Finish{Puzzle: g, Challenge: id, ElapsedMS: 61_000, Hints: 1, At: time.Now()}); err != nil {
				t.Fatal(err)
			}
			h.bot.races.Idle()
			edits := h.srv.CallsTo("editMessageCaption")[before:]
			if len(edits) != 1 || !edits[0].OK() || edits[0].Params["inline_message_id"] != inline {
				t.Fatalf("%v: the leaderboard's edits: %s", lang, describe(edits))
			}
			now, _ = h.srv.InlineMessage(inline)
			want := posted.Caption + "\n\n🏆 " + tt.board + "\n🥇 Оля & <Ко> — 1:01 · 💡1"
			if now.Caption != want {
				t.Errorf("%v: the leaderboard:\n%s\nwant\n%s", lang, now.Caption, want)
			}
			if id2, _ := playButton(t, now); id2 != id {
				t.Errorf("%v: after the finish the Play link names challenge %s, want %s", lang, id2, id)
			}
		}
	}
}

// playButton returns the challenge id and the puzzle of an inline post's
// Play link, its first button.
func playButton(t *testing.T, m emulator.Message) (string, solver.Grid) {
	t.Helper()
	if m.ReplyMarkup == nil || len(m.ReplyMarkup.InlineKeyboard) == 0 {
		t.Fatalf("the post has no buttons: %q", m.Caption)
	}
	m.ReplyMarkup = &emulator.InlineKeyboardMarkup{InlineKeyboard: m.ReplyMarkup.InlineKeyboard[:1]}
	return raceButton(t, &m)
}

// TestChosenNoRace chooses results that make no race: what works, a
// puzzle as text without the board; and, as Telegram would deliver them,
// chosen results of ids the bot did not make (a code that does not
// decode, an unknown kind, a level or technique out of range). Each is
// left alone: no edit, no challenge, no panic.
func TestChosenNoRace(t *testing.T) {
	h := startRace(t)
	fillPools(t, h.bot.state)
	q, a := h.ask(alice, "hello there")
	if len(a.Results) != 1 || a.Results[0].ID != inline.KindHelp {
		t.Fatalf("results %q, want what works", resultIDs(a))
	}
	_, posted := h.choose(q, a.Results[0].ID)
	code := sharecode.Code(mustParse(t, classic))
	bad := []string{
		"n:" + code[:len(code)-1] + "x", "n:hello", "n:", "n", "", ":" + code, "zz:" + code, "d:" + code + ":9-1.0",
		"d:" + code + ":1-x", "d:" + code + ":1", "t:" + code, "t99:" + code, "t-1:" + code, "t1x:" + code, inline.KindBad,
		"p:" + strings.ToLower(code), "c:" + code + "\n",
	}
	for _, id := range bad {
		raw, err := json.Marshal(map[string]any{"chosen_inline_result": map[string]any{
			"result_id": id, "from": alice, "query": "x", "inline_message_id": posted}})
		if err != nil {
			t.Fatal(err)
		}
		n, err := h.srv.InjectRaw(raw)
		if err != nil {
			t.Fatal(err)
		}
		h.handled(n)
	}
	for _, m := range []string{"editMessageCaption", "editMessageReplyMarkup", "editMessageText", "sendMessage", "sendPhoto"} {
		if calls := h.srv.CallsTo(m); len(calls) > 0 {
			t.Errorf("chosen results of no race answered with %s", describe(calls))
		}
	}
	if strings.Contains(h.logs.String(), "panic") {
		t.Errorf("a chosen result panicked:\n%s", h.logs.String())
	}
	// Without the board a puzzle is posted as text: no race.
	h2 := start(t, emulator.Config{}, Options{})
	q, a = h2.ask(alice, classic)
	h2.choose(q, a.Results[0].ID)
	if calls := h2.srv.CallsTo("editMessageText"); len(calls) > 0 {
		t.Errorf("a puzzle posted as text edited: %s", describe(calls))
	}
}

// TestChosenEditRefused: Telegram refuses the edit that makes a post a
// race (too old, deleted): it is dropped, not retried, and nothing is
// said; the post stays a puzzle to play alone.
func TestChosenEditRefused(t *testing.T) {
	h := startRace(t)
	fillPools(t, h.bot.state)
	h.srv.AddFault(emulator.Fault{Method: "editMessageCaption", Status: 400, Times: 1})
	q, a := h.ask(ivan, "")
	posted, inline := h.choose(q, a.Results[1].ID)
	edits := h.srv.CallsTo("editMessageCaption")
	if len(edits) != 1 || edits[0].OK() {
		t.Errorf("edits %s, want one, refused", describe(edits))
	}
	for _, m := range []string{"sendMessage", "sendPhoto"} {
		if calls := h.srv.CallsTo(m); len(calls) > 0 {
			t.Errorf("a refused edit answered with %s", describe(calls))
		}
	}
	if now, _ := h.srv.InlineMessage(inline); now.Caption != posted.Caption || now.ReplyMarkup.InlineKeyboard[0][0].URL != posted.ReplyMarkup.InlineKeyboard[0][0].URL {
		t.Errorf("the post after a refused edit: %+v, want it as posted", now)
	}
}
