package board

import (
	"context"
	"html"
	"strings"
	"testing"

	"sudokubot/bot/catalog"
	"sudokubot/bot/messenger"
	"sudokubot/solver/locale"
)

// press presses the button labelled label on the last picture the bot
// sent or edited, in a user's private chat.
func (h *harness) press(t *testing.T, id int64, label string) messenger.Photo {
	t.Helper()
	p := h.out.lastPhoto()
	for _, row := range p.Keyboard {
		for _, btn := range row {
			if btn.Text != label {
				continue
			}
			chat := messenger.Chat{ID: id, Type: "private"}
			m := &messenger.Message{ID: 5, Chat: chat, From: &messenger.User{ID: 1, IsBot: true}, Caption: p.Caption, Keyboard: p.Keyboard}
			h.bot.Handle(context.Background(), &messenger.Update{ID: 2, Callback: &messenger.Callback{ID: "q", From: messenger.User{ID: id, FirstName: "Test"}, Message: m, Data: btn.Data}})
			return h.out.lastPhoto()
		}
	}
	t.Fatalf("no button %q under %q", label, p.Caption)
	return messenger.Photo{}
}

// TestChatHintFromBoardMarks: one game, one position. Pencil marks saved
// on the board (r1c3 marked 4 alone, which takes the 1 out of box 1's
// top row) change the board's first step; /hint in the chat then gives
// the board's step at every level, More after More, and a marks mistake
// the board flags is the chat's mistake too.
func TestChatHintFromBoardMarks(t *testing.T) {
	h := newHarness(t)
	id := h.initData(7, "en")
	_, g := h.do(t, "GET", "api/board?p="+testPuzzle, id, nil)
	g["level"] = 1
	_, plain := h.do(t, "POST", "api/hint", id, g)

	marks := make([]string, 81)
	marks[2] = "4"
	g["marks"], g["history"] = marks, []string{"A024"}
	code, out := h.do(t, "PUT", "api/board", id, g)
	if code != 200 {
		t.Fatalf("PUT api/board with marks: %d %v", code, out)
	}
	g["version"] = out["version"]
	var board []string // the board's hint at each level
	for level := 1; level <= 4; level++ {
		g["level"] = level
		_, out := h.do(t, "POST", "api/hint", id, g)
		if out["kind"] != "step" {
			t.Fatalf("the board's hint at level %d: %v", level, out)
		}
		board = append(board, out["text"].(string))
	}
	if board[0] == plain["text"] {
		t.Fatalf("the marks do not change the board's first step: %q", board[0])
	}

	h.say(7, "/hint")
	for level := 1; level <= 4; level++ {
		if level > 1 {
			h.press(t, 7, catalog.For(locale.English).ButtonMore())
		}
		p := h.out.lastPhoto()
		if got := html.UnescapeString(p.Caption); !strings.Contains(got, board[level-1]) {
			t.Errorf("the chat's hint at level %d: %q, want the board's %q", level, got, board[level-1])
		}
		if len(p.PNG) == 0 {
			t.Errorf("the chat's hint at level %d has no picture", level)
		}
	}

	// Marks that leave out r1c3's 4: the board and the chat both name
	// r1c3 first.
	marks[2] = "12"
	g["marks"], g["history"] = marks, []string{"A021A022"}
	if code, out = h.do(t, "PUT", "api/board", id, g); code != 200 {
		t.Fatalf("PUT api/board with wrong marks: %d %v", code, out)
	}
	g["level"] = 1
	_, mistake := h.do(t, "POST", "api/hint", id, g)
	say := catalog.For(locale.English)
	if mistake["kind"] != "mistake" || !strings.Contains(mistake["text"].(string), "r1c3") {
		t.Fatalf("the board's hint over wrong marks: %v", mistake)
	}
	h.say(7, "/hint")
	p := h.out.lastPhoto()
	if got := html.UnescapeString(p.Caption); !strings.Contains(got, say.BoardMistakeHeader(1)) || !strings.Contains(got, say.MarksMistake("r1c3")) {
		t.Errorf("the chat's hint over wrong marks: %q, want %q and %q", got, say.BoardMistakeHeader(1), say.MarksMistake("r1c3"))
	}
	if len(p.Keyboard) != 0 {
		t.Errorf("the chat's hint over wrong marks has buttons: %v", p.Keyboard)
	}
}
