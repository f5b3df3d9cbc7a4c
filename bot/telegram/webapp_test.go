package telegram_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"sudokubot/bot/boltstore"
	"sudokubot/bot/internal/emulator"
	"sudokubot/bot/messenger"
	"sudokubot/bot/telegram"
)

func TestWebAppButtonAndMenu(t *testing.T) {
	h := &echo{}
	r := newRig(t, "polling", telegram.Options{MenuButton: &telegram.MenuButton{Text: "🎮 Play", URL: "https://example.org/board/"}}, h)
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
	r := newRig(t, "webhook", telegram.Options{Webhook: telegram.Webhook{Also: also}}, &echo{})
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
	r := newRig(t, "polling", telegram.Options{MenuButton: &telegram.MenuButton{Text: "🎮 Play", URL: "https://example.org/board/", Chats: []int64{7, -100}}}, &echo{})
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
	r := newRig(t, "polling", telegram.Options{MenuButton: &telegram.MenuButton{}}, &echo{})
	if _, err := r.srv.WaitFor(r.ctx(), func(c emulator.Call) bool { return c.Method == "setChatMenuButton" && c.OK() }); err != nil {
		t.Fatalf("no setChatMenuButton: %v", err)
	}
	if mb := r.srv.ChatMenuButton(0); mb.Type != "default" {
		t.Errorf("menu button %+v, want the default back", mb)
	}
}

// menuLabel stands in for the catalog's labels.
func menuLabel(code string) string {
	switch {
	case strings.HasPrefix(code, "ru"):
		return "🎮 Играть"
	case strings.HasPrefix(code, "zh"):
		return "🎮 开始玩"
	}
	return "🎮 Play"
}

// menuCalls returns the setChatMenuButton calls for a chat.
func menuCalls(r *rig, chat string) []emulator.Call {
	var cs []emulator.Call
	for _, c := range r.srv.CallsTo("setChatMenuButton") {
		if c.Params["chat_id"] == chat {
			cs = append(cs, c)
		}
	}
	return cs
}

// say sends a text from a person and waits until the bot has handled it.
func (r *rig) say(u emulator.User, text string) {
	r.t.Helper()
	up, err := r.srv.InjectText(u, text)
	if err != nil {
		r.t.Fatal(err)
	}
	r.answer(up)
	if err := r.rt.WaitIdle(r.ctx()); err != nil {
		r.t.Fatal(err)
	}
}

// Each private chat gets the menu button in its person's language, once,
// and again when the language changes; a person whose label is the
// default gets none of their own.
func TestMenuButtonInEachLanguage(t *testing.T) {
	const url = "https://example.org/board/"
	r := newRig(t, "polling", telegram.Options{MenuButton: &telegram.MenuButton{Text: "🎮 Play", URL: url, Label: menuLabel}}, &echo{})
	ru := emulator.User{ID: 7, FirstName: "Аня", LanguageCode: "ru"}
	r.say(ru, "привет")
	r.say(ru, "ещё раз")
	if cs := menuCalls(r, "7"); len(cs) != 1 {
		t.Errorf("%d setChatMenuButton calls for the Russian chat, want 1", len(cs))
	}
	if mb := r.srv.ChatMenuButton(7); mb.Type != "web_app" || mb.Text != "🎮 Играть" || mb.WebApp == nil || mb.WebApp.URL != url {
		t.Errorf("the Russian chat's menu button: %+v", mb)
	}
	if v, _ := r.stored.Menu(r.ctx(), 7); v != "🎮 Играть\n"+url {
		t.Errorf("menu/7 holds %q", v)
	}
	r.say(emulator.User{ID: 8, FirstName: "Ann", LanguageCode: "en"}, "hello")
	if cs := menuCalls(r, "8"); len(cs) != 0 {
		t.Errorf("an English chat got a button of its own: %d calls", len(cs))
	}
	ru.LanguageCode = "zh-hans"
	r.say(ru, "你好")
	if mb := r.srv.ChatMenuButton(7); mb.Text != "🎮 开始玩" {
		t.Errorf("the chat's menu button after the person changed to Chinese: %+v", mb)
	}
}

// A chat's own button follows the board: set again for a new URL, and
// put back to the default once the board is no longer served.
func TestMenuButtonFollowsTheBoard(t *testing.T) {
	ctx := context.Background()
	storeWith := func(chat int64, value string) *boltstore.DB {
		store := openStore(t)
		if err := store.SetMenu(ctx, chat, value); err != nil {
			t.Fatal(err)
		}
		return store
	}
	store := storeWith(7, "🎮 Играть\nhttps://old.example.org/board/")
	r := newRig(t, "polling", telegram.Options{Queue: store, Menus: store, MenuButton: &telegram.MenuButton{Text: "🎮 Play", URL: "https://example.org/board/", Label: menuLabel}}, &echo{})
	r.say(emulator.User{ID: 7, FirstName: "Аня", LanguageCode: "ru"}, "привет")
	if mb := r.srv.ChatMenuButton(7); mb.WebApp == nil || mb.WebApp.URL != "https://example.org/board/" || mb.Text != "🎮 Играть" {
		t.Errorf("the chat's menu button after the board moved: %+v", mb)
	}

	store = storeWith(9, "🎮 Играть\nhttps://old.example.org/board/")
	r = newRig(t, "polling", telegram.Options{Queue: store, Menus: store, MenuButton: &telegram.MenuButton{Label: menuLabel}}, &echo{})
	r.say(emulator.User{ID: 9, FirstName: "Ира", LanguageCode: "ru"}, "привет")
	if mb := r.srv.ChatMenuButton(9); mb.Type != "default" {
		t.Errorf("the chat's menu button once the board is gone: %+v, want the default", mb)
	}
	if v, _ := store.Menu(ctx, 9); v != "" {
		t.Errorf("menu/9 still holds %q", v)
	}
}

// With Chats (ALLOWED_CHATS), a chat keeps its language across restarts.
func TestMenuButtonForChatsKeepsLanguage(t *testing.T) {
	store := openStore(t)
	const url = "https://example.org/board/"
	store.SetMenu(context.Background(), 7, "🎮 Играть\n"+url)
	r := newRig(t, "polling", telegram.Options{Queue: store, Menus: store, MenuButton: &telegram.MenuButton{Text: "🎮 Play", URL: url, Chats: []int64{7}, Label: menuLabel}}, &echo{})
	c, err := r.srv.WaitFor(r.ctx(), func(c emulator.Call) bool { return c.Method == "setChatMenuButton" && c.Params["chat_id"] == "7" })
	if err != nil {
		t.Fatalf("no setChatMenuButton for chat 7: %v", err)
	}
	if !strings.Contains(c.Params["menu_button"], `"text":"🎮 Играть"`) {
		t.Errorf("chat 7's button after a restart: %s, want its Russian label", c.Params["menu_button"])
	}
	r.say(emulator.User{ID: 8, FirstName: "Bob", LanguageCode: "ru"}, "привет")
	if cs := menuCalls(r, "8"); len(cs) != 0 {
		t.Errorf("a chat outside Chats got a menu button: %d calls", len(cs))
	}
}
