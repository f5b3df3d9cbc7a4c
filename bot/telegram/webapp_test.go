package telegram

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"sudokubot/bot/internal/emulator"
	"sudokubot/bot/messenger"
)

func TestWebAppButtonAndMenu(t *testing.T) {
	h := &echo{}
	r := newRig(t, "polling", Options{MenuButton: &MenuButton{Text: "🎮 Play", URL: "https://example.org/board/"}}, h)
	if _, err := r.srv.WaitFor(r.ctx(), func(c emulator.Call) bool { return c.Method == "setChatMenuButton" && c.OK() }); err != nil {
		t.Fatalf("no setChatMenuButton: %v", err)
	}
	if mb := r.srv.ChatMenuButton(0); mb.Type != "web_app" || mb.Text != "🎮 Play" || mb.WebApp == nil || mb.WebApp.URL != "https://example.org/board/" {
		t.Errorf("menu button %+v, want the board's web_app", mb)
	}
	u, err := r.srv.InjectText(emulator.User{ID: 7, FirstName: "A"}, "hello")
	if err != nil {
		t.Fatal(err)
	}
	r.answer(u)
	kb := messenger.Keyboard{messenger.Row(messenger.Button{Text: "💡 Hint", Data: "h"}), messenger.Row(messenger.Button{Text: "🎮 Play", WebApp: "https://example.org/board/?p=1"})}
	if _, err := r.rt.SendText(r.ctx(), messenger.Text{Chat: 7, Text: "a puzzle", Keyboard: kb}); err != nil {
		t.Fatalf("SendText with a web_app button: %v", err)
	}
	c, err := r.srv.WaitFor(r.ctx(), func(c emulator.Call) bool { return c.Method == "sendMessage" && c.OK() && c.Message.Text == "a puzzle" })
	if err != nil {
		t.Fatal(err)
	}
	got := c.Message.ReplyMarkup.InlineKeyboard
	if len(got) != 2 || got[0][0].CallbackData != "h" || !strings.Contains(string(got[1][0].WebApp), `"https://example.org/board/?p=1"`) {
		raw, _ := json.Marshal(got)
		t.Errorf("keyboard sent: %s", raw)
	}
}

func TestWebhookServesAlso(t *testing.T) {
	also := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "board") })
	r := newRig(t, "webhook", Options{Webhook: Webhook{Also: also}}, &echo{})
	res, err := http.Get(strings.Replace(r.hook, "/telegram/hook", "/board/", 1))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if string(body) != "board" {
		t.Errorf("GET /board/ on the webhook's listener: %q, want the board", body)
	}
}

// With Chats (ALLOWED_CHATS), only those private chats get the menu
// button: never every chat, and never a group.
func TestMenuButtonOnlyForChats(t *testing.T) {
	r := newRig(t, "polling", Options{MenuButton: &MenuButton{Text: "🎮 Play", URL: "https://example.org/board/", Chats: []int64{7, -100}}}, &echo{})
	if _, err := r.srv.WaitFor(r.ctx(), func(c emulator.Call) bool { return c.Method == "setChatMenuButton" && c.Params["chat_id"] == "7" }); err != nil {
		t.Fatalf("no setChatMenuButton for chat 7: %v", err)
	}
	for _, c := range r.srv.CallsTo("setChatMenuButton") {
		if c.Params["chat_id"] != "7" {
			t.Errorf("setChatMenuButton with chat_id %q, want only 7's", c.Params["chat_id"])
		}
	}
	if mb := r.srv.ChatMenuButton(0); mb.Type == "web_app" {
		t.Errorf("every chat's menu button is the board's with ALLOWED_CHATS set: %+v", mb)
	}
}

// A menu button with no URL (the board no longer served) puts the
// default back.
func TestMenuButtonReset(t *testing.T) {
	r := newRig(t, "polling", Options{MenuButton: &MenuButton{}}, &echo{})
	if _, err := r.srv.WaitFor(r.ctx(), func(c emulator.Call) bool { return c.Method == "setChatMenuButton" && c.OK() }); err != nil {
		t.Fatalf("no setChatMenuButton: %v", err)
	}
	if mb := r.srv.ChatMenuButton(0); mb.Type != "default" {
		t.Errorf("menu button %+v, want the default back", mb)
	}
}
