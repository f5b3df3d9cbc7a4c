package emulator

import (
	"strings"
	"testing"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

func TestChatMenuButton(t *testing.T) {
	srv, bot := startBot(t, Config{})
	openChat(t, srv, User{ID: 7, FirstName: "A"})
	if mb := srv.ChatMenuButton(7); mb.Type != "commands" {
		t.Errorf("menu button before any is set: %+v, want commands", mb)
	}
	for _, tc := range []struct {
		params tgbotapi.Params
		want   string // error text; "" for success
	}{
		{tgbotapi.Params{"menu_button": `{"type":"web_app","text":"Play","web_app":{"url":"https://example.org/board/"}}`}, ""},
		{tgbotapi.Params{"menu_button": `{"type":"web_app","text":"Play","web_app":{"url":"http://example.org/"}}`}, "BUTTON_URL_INVALID"},
		{tgbotapi.Params{"menu_button": `{"type":"web_app","web_app":{"url":"https://example.org/"}}`}, `"text"`},
		{tgbotapi.Params{"menu_button": `{"type":"other"}`}, "unsupported menu button type"},
		{tgbotapi.Params{"menu_button": `{`}, "can't parse menu button JSON object"},
		{tgbotapi.Params{"chat_id": "999", "menu_button": `{"type":"commands"}`}, "chat not found"},
	} {
		_, err := bot.MakeRequest("setChatMenuButton", tc.params)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("setChatMenuButton(%v): %v", tc.params, err)
		case tc.want != "" && (err == nil || !strings.Contains(apiError(t, err).Message, tc.want)):
			t.Errorf("setChatMenuButton(%v): %v, want an error with %q", tc.params, err, tc.want)
		}
	}
	if mb := srv.ChatMenuButton(7); mb.Type != "web_app" || mb.WebApp == nil || mb.WebApp.URL != "https://example.org/board/" {
		t.Errorf("ChatMenuButton(7) = %+v, want the default web_app button", mb)
	}
}

func TestWebAppButtonsOnlyInPrivateChats(t *testing.T) {
	srv, bot := startBot(t, Config{})
	openChat(t, srv, User{ID: 7, FirstName: "A"})
	group := Chat{ID: -100, Type: "group", Title: "G"}
	if err := srv.addChat(group); err != nil {
		t.Fatal(err)
	}
	kb := `{"inline_keyboard":[[{"text":"Play","web_app":{"url":"https://example.org/"}}]]}`
	if _, err := bot.MakeRequest("sendMessage", tgbotapi.Params{"chat_id": "7", "text": "x", "reply_markup": kb}); err != nil {
		t.Errorf("a web_app button in a private chat: %v", err)
	}
	_, err := bot.MakeRequest("sendMessage", tgbotapi.Params{"chat_id": "-100", "text": "x", "reply_markup": kb})
	if err == nil || !strings.Contains(apiError(t, err).Message, "BUTTON_TYPE_INVALID") {
		t.Errorf("a web_app button in a group: %v, want BUTTON_TYPE_INVALID", err)
	}
}
