package telegram_test

import (
	"bytes"
	"image"
	"image/png"
	"strings"
	"testing"
	"unicode/utf16"

	"sudokubot/bot/internal/emulator"
	"sudokubot/bot/messenger"
	"sudokubot/bot/telegram"
)

// TestSendCutToLimits sends a text and a caption past Telegram's limits
// through the runtime: both arrive, cut, and one warning is logged.
func TestSendCutToLimits(t *testing.T) {
	r := newRig(t, "polling", telegram.Options{}, &echo{})
	u, err := r.srv.InjectText(emulator.User{ID: 7, FirstName: "A"}, "hello") // the chat exists
	if err != nil {
		t.Fatal(err)
	}
	r.answer(u)
	var pic bytes.Buffer
	if err := png.Encode(&pic, image.NewGray(image.Rect(0, 0, 10, 10))); err != nil {
		t.Fatal(err)
	}
	if _, err := r.rt.SendText(r.ctx(), messenger.Text{Chat: 7, Text: "<b>" + strings.Repeat("数😀", 2000) + "</b>", HTML: true}); err != nil {
		t.Errorf("SendText of 6,000 characters: %v", err)
	}
	if _, err := r.rt.SendPhoto(r.ctx(), messenger.Photo{Chat: 7, PNG: pic.Bytes(), Caption: strings.Repeat("caption ", 200)}); err != nil {
		t.Errorf("SendPhoto with a caption of 1,600 characters: %v", err)
	}
	sent := 0
	for _, c := range r.srv.Calls() {
		if !c.OK() || c.Method != "sendMessage" && c.Method != "sendPhoto" {
			continue
		}
		sent++
		if n := len(utf16.Encode([]rune(c.Message.Text + c.Message.Caption))); n == 0 || n > telegram.MaxText || c.Method == "sendPhoto" && n > telegram.MaxCaption {
			t.Errorf("%s: %d characters sent", c.Method, n)
		}
	}
	if sent != 3 {
		t.Errorf("%d messages sent, want 3 (the echo of hello, the text, the picture)", sent)
	}
	if n := strings.Count(r.logs.String(), "past Telegram's limit"); n != 1 {
		t.Errorf("%d warnings about cut texts, want 1:\n%s", n, r.logs)
	}
}
