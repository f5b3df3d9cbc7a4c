package emulator

import (
	"strconv"
	"strings"
	"testing"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

func TestEditMessageCaption(t *testing.T) {
	srv, bot := startBot(t, Config{})
	if _, err := srv.InjectMessage(UserMessage{From: alice, Chat: &group, Text: "/daily"}); err != nil {
		t.Fatal(err)
	}
	sent, err := bot.Send(tgbotapi.NewPhoto(group.ID, tgbotapi.FileBytes{Name: "p.png", Bytes: pngBytes(t, 8, 8)}))
	if err != nil {
		t.Fatal(err)
	}
	text, _ := bot.Send(tgbotapi.NewMessage(group.ID, "no photo"))
	kb := `{"inline_keyboard":[[{"text":"Play","url":"https://t.me/sudoku_test_bot?startapp=x"}]]}`
	edit := func(id int, caption, markup string) error {
		p := tgbotapi.Params{"chat_id": "-1001234567890", "message_id": strconv.Itoa(id), "caption": caption, "parse_mode": "HTML"}
		p.AddNonEmpty("reply_markup", markup)
		_, err := bot.MakeRequest("editMessageCaption", p)
		return err
	}
	for _, tc := range []struct {
		name    string
		id      int
		caption string
		markup  string
		want    string // an error's text, "" for none
	}{
		{"a new caption", sent.MessageID, "<b>1.</b> Alice 3:02", kb, ""},
		{"the same again", sent.MessageID, "<b>1.</b> Alice 3:02", kb, "message is not modified"},
		{"the same caption, no keyboard", sent.MessageID, "<b>1.</b> Alice 3:02", "", ""},
		{"broken HTML", sent.MessageID, "<b>1.", kb, "can't parse entities"},
		{"a web_app button in a group", sent.MessageID, "x", `{"inline_keyboard":[[{"text":"Play","web_app":{"url":"https://example.org/"}}]]}`, "BUTTON_TYPE_INVALID"},
		{"no such message", 999, "x", "", "message to edit not found"},
		{"a text message", text.MessageID, "x", "", "there is no caption"},
	} {
		err := edit(tc.id, tc.caption, tc.markup)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.want != "" && (err == nil || !strings.Contains(apiError(t, err).Message, tc.want)):
			t.Errorf("%s: %v, want an error with %q", tc.name, err, tc.want)
		}
	}
	calls := srv.CallsTo("editMessageCaption")
	if len(calls) == 0 || calls[0].Message == nil || calls[0].Message.Caption != "1. Alice 3:02" || calls[0].Message.ReplyMarkup == nil {
		t.Errorf("the first edit recorded %+v, want the caption and the keyboard", calls)
	}
}

// A person seen only in a group has no private chat with the bot yet:
// Telegram refuses to start one (403), unlike an id it has never seen.
func TestNoPrivateChatBeforeStart(t *testing.T) {
	srv, bot := startBot(t, Config{})
	if _, err := srv.InjectMessage(UserMessage{From: alice, Chat: &group, Text: "/hint"}); err != nil {
		t.Fatal(err)
	}
	_, err := bot.Send(tgbotapi.NewMessage(alice.ID, "a hint"))
	if e := apiError(t, err); e.Code != 403 || !strings.Contains(e.Message, "can't initiate conversation") {
		t.Errorf("sending to a person met in a group: %v, want 403 bot can't initiate conversation", err)
	}
	_, err = bot.Send(tgbotapi.NewMessage(4242, "x"))
	if e := apiError(t, err); e.Code != 400 || !strings.Contains(e.Message, "chat not found") {
		t.Errorf("sending to an unknown id: %v, want 400 chat not found", err)
	}
	openChat(t, srv, alice)
	if _, err := bot.Send(tgbotapi.NewMessage(alice.ID, "a hint")); err != nil {
		t.Errorf("sending after /start: %v", err)
	}
}
