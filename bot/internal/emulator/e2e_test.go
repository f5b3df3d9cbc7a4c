package emulator

import (
	"context"
	"errors"
	"strings"
	"testing"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// runEchoBot runs a small bot on the library until ctx ends: it answers every
// message with "echo: <text>" as a reply and every callback query with "ok".
func runEchoBot(t *testing.T, srv *Server, bot *tgbotapi.BotAPI) {
	t.Helper()
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan struct{})
	go func() {
		defer close(done)
		offset := 0
		for ctx.Err() == nil {
			updates, err := bot.GetUpdates(tgbotapi.UpdateConfig{Offset: offset, Timeout: 30})
			if err != nil {
				return
			}
			for _, u := range updates {
				offset = u.UpdateID + 1
				switch {
				case u.Message != nil:
					reply := tgbotapi.NewMessage(u.Message.Chat.ID, "echo: "+u.Message.Text)
					reply.ReplyToMessageID = u.Message.MessageID
					_, _ = bot.Send(reply) // the test checks the record
				case u.CallbackQuery != nil:
					_, _ = bot.Request(tgbotapi.NewCallback(u.CallbackQuery.ID, "ok"))
				}
			}
		}
	}()
	t.Cleanup(func() {
		cancel()
		_ = srv.Close() // ends the long poll
		<-done
	})
}

func TestWaitReply(t *testing.T) {
	srv, bot := startBot(t, Config{})
	runEchoBot(t, srv, bot)
	ctx := testContext(t)

	for _, text := range []string{"hi", "53..7....", "/solve"} {
		upd, err := srv.InjectText(alice, text)
		if err != nil {
			t.Fatalf("InjectText(%q): %v", text, err)
		}
		reply, err := srv.WaitReply(ctx, upd.UpdateID)
		if err != nil {
			t.Fatalf("WaitReply(%q): %v", text, err)
		}
		if !reply.OK() || reply.Message == nil || reply.Message.Text != "echo: "+text ||
			reply.Message.ReplyToMessage == nil || reply.Message.ReplyToMessage.MessageID != upd.Message.MessageID {
			t.Errorf("reply to %q = %s %+v, want echo: %s replying to message %d", text, reply.Method, reply.Message,
				text, upd.Message.MessageID)
		}
	}
	if n := srv.stored(alice.ID); n != 6 {
		t.Errorf("the chat holds %d messages, want 6 (three from each side)", n)
	}
	if m, ok := srv.message(alice.ID, 6); !ok || m.From == nil || !m.From.IsBot || m.Text != "echo: /solve" {
		t.Errorf("message 6 = %+v, want the bot's last echo", m)
	}
}

func TestGroupPrivacy(t *testing.T) {
	srv, bot := startBot(t, Config{})
	if err := srv.addChat(group); err != nil {
		t.Fatalf("AddChat: %v", err)
	}
	sent, err := bot.Send(tgbotapi.NewMessage(group.ID, "Send me a puzzle"))
	if err != nil {
		t.Fatalf("Send to group: %v", err)
	}
	cases := []struct {
		text      string
		replyTo   int
		delivered bool
	}{
		{"hello everyone", 0, false},
		{"/solve@sudoku_test_bot 53..7....", 0, true},
		{"/solve 53..7....", 0, true},
		{"/solve@other_bot", 0, false},
		{"@sudoku_test_bot help", 0, true},
		{"53..7....", sent.MessageID, true},
	}
	for _, tc := range cases {
		_, err := srv.InjectMessage(UserMessage{From: li, Chat: &group, Text: tc.text, ReplyTo: tc.replyTo})
		if got := err == nil; got != tc.delivered || err != nil && !errors.Is(err, ErrPrivacy) {
			t.Errorf("group message %q (reply to %d): error %v, want delivered %v", tc.text, tc.replyTo, err, tc.delivered)
		}
	}
	if n := srv.stored(group.ID); n != len(cases)+1 {
		t.Errorf("group history has %d messages, want %d (all stored)", n, len(cases)+1)
	}

	all, _ := startBot(t, Config{ReadAllGroupMessages: true})
	if _, err := all.InjectMessage(UserMessage{From: li, Chat: &group, Text: "hello everyone"}); err != nil {
		t.Errorf("privacy off: %v", err)
	}
}

// TestInjectRaw queues updates the emulator does not build: they arrive as given,
// and a raw callback query can be answered and waited for.
func TestInjectRaw(t *testing.T) {
	srv, bot := startBot(t, Config{})
	raw := `{"message":null,"edited_message":{"message_id":7,"date":1700000000,"chat":{"id":1001,"type":"private"},"text":"edited"}}`
	id, err := srv.InjectRaw([]byte(raw))
	if err != nil {
		t.Fatalf("InjectRaw: %v", err)
	}
	press, err := srv.InjectRaw([]byte(`{"callback_query":{"id":"q1","from":{"id":1001,"is_bot":false,"first_name":"Alice"},"chat_instance":"1","data":"old"}}`))
	if err != nil {
		t.Fatalf("InjectRaw(callback query): %v", err)
	}
	if _, err := srv.InjectRaw([]byte(`[1,2]`)); !errors.Is(err, ErrInvalid) {
		t.Errorf("InjectRaw(array) error = %v, want ErrInvalid", err)
	}
	updates, err := bot.GetUpdates(tgbotapi.UpdateConfig{})
	if err != nil || len(updates) != 2 {
		t.Fatalf("GetUpdates = %d updates, %v; want 2", len(updates), err)
	}
	if u := updates[0]; u.UpdateID != id || u.Message != nil || u.EditedMessage == nil || u.EditedMessage.Text != "edited" {
		t.Errorf("first update = %+v, want the edited message with id %d", u, id)
	}
	if u := updates[1]; u.UpdateID != press || u.CallbackQuery == nil || u.CallbackQuery.Data != "old" {
		t.Fatalf("second update = %+v, want the callback query with id %d", u, press)
	}
	if _, err := bot.Request(tgbotapi.NewCallback("q1", "expired")); err != nil {
		t.Fatalf("answerCallbackQuery(q1): %v", err)
	}
	if c, err := srv.WaitReply(testContext(t), press); err != nil || c.Method != "answerCallbackQuery" {
		t.Errorf("WaitReply(raw callback query) = %s, %v; want the answer", c.Method, err)
	}
}

func TestWatcher(t *testing.T) {
	srv, bot := startBot(t, Config{})
	openChat(t, srv, alice)
	ctx := testContext(t)
	w := srv.Watch()
	for _, text := range []string{"one", "two"} {
		if _, err := bot.Send(tgbotapi.NewMessage(alice.ID, text)); err != nil {
			t.Fatalf("Send: %v", err)
		}
	}
	for _, want := range []string{"one", "two"} {
		c, err := w.Next(ctx)
		if err != nil || c.Method != "sendMessage" || c.Params["text"] != want {
			t.Errorf("Next = %s %q, %v; want sendMessage %q", c.Method, c.Params["text"], err, want)
		}
	}
	ended, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := w.Next(ended); !errors.Is(err, context.Canceled) {
		t.Errorf("Next with an ended context: %v, want context.Canceled", err)
	}
	// Calls hold copies: changing one changes nothing in the emulator.
	calls := srv.Calls()
	calls[len(calls)-1].Params["text"] = "changed"
	if got := srv.Calls()[len(calls)-1].Params["text"]; !strings.EqualFold(got, "two") {
		t.Errorf("recorded text after changing a copy = %q, want two", got)
	}
}
