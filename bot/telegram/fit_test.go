package telegram

import (
	"bytes"
	"image"
	"image/png"
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"

	"sudokubot/bot/internal/emulator"
	"sudokubot/bot/messenger"
)

func TestFit(t *testing.T) {
	tests := []struct {
		name  string
		in    string
		html  bool
		limit int
		want  string
	}{
		{"short", "hello", false, 5, "hello"},
		{"plain", "abcdef", false, 4, "abc…"},
		{"plain, a tag is text", "a<b>cdef", false, 4, "a<b…"},
		{"plain, Chinese", "数独数独数独", false, 4, "数独数…"},
		{"plain, an emoji is two", "a😀b", false, 3, "a…"},
		{"plain, emoji", "😀😀😀", false, 5, "😀😀…"},
		{"HTML, tags count nothing", "<b>abc</b>de", true, 5, "<b>abc</b>de"},
		{"HTML, cut after a tag", "<b>abc</b>def", true, 4, "<b>abc</b>…"},
		{"HTML, cut inside a tag's text", "<b>abcdef</b>", true, 4, "<b>abc…</b>"},
		{"HTML, nested tags closed", "<b>ab<i>cd<code>ef</code></i></b>", true, 4, "<b>ab<i>c…</i></b>"},
		{"HTML, an entity is one", "a&lt;b&gt;c&amp;d", true, 4, "a&lt;b…"},
		{"HTML, never inside an entity", "ab&quot;cd", true, 3, "ab…"},
		{"HTML, a numeric entity past U+FFFF is two", "&#128512;&#128512;&#128512;", true, 4, "&#128512;…"},
		{"HTML, hexadecimal", "&#x1F600;&#x1F600;&#x41;", true, 3, "&#x1F600;…"},
		{"HTML, a link's address counts nothing", `<a href="https://example.org/?a=1&amp;b=2">link text</a>`, true, 5, `<a href="https://example.org/?a=1&amp;b=2">link…</a>`},
		{"HTML, spoiler with Chinese and emoji", "<tg-spoiler>数独😀😀</tg-spoiler>", true, 4, "<tg-spoiler>数独…</tg-spoiler>"},
		{"HTML, fits exactly", "<i>数独😀</i>", true, 4, "<i>数独😀</i>"},
	}
	for _, tt := range tests {
		got, cut := fit(tt.in, tt.html, tt.limit)
		if got != tt.want || cut != (got != tt.in) {
			t.Errorf("%s: fit(%q, %v, %d) = %q, %v; want %q", tt.name, tt.in, tt.html, tt.limit, got, cut, tt.want)
		}
		if n := shown(got, tt.html); n > tt.limit {
			t.Errorf("%s: fit(%q, %v, %d) = %q, %d long", tt.name, tt.in, tt.html, tt.limit, got, n)
		}
	}
}

// TestFitLimits cuts long texts to Telegram's own limits: never past
// them, never a half of a surrogate pair or of a UTF-8 sequence.
func TestFitLimits(t *testing.T) {
	tests := []struct {
		name  string
		in    string
		html  bool
		limit int
		want  int // the length after cutting
	}{
		{"ASCII text", strings.Repeat("a", 5000), false, maxText, maxText},
		{"Chinese text", strings.Repeat("数", 5000), false, maxText, maxText},
		{"emoji text", strings.Repeat("😀", 3000), false, maxText, maxText - 1},                             // 2047 emoji and "…"
		{"HTML caption", "<b>" + strings.Repeat("数&lt;😀", 500) + "</b>", true, maxCaption, maxCaption - 1}, // the emoji after 1,022 does not fit
		{"HTML caption ending in an emoji", "<b>" + strings.Repeat("a😀", 500) + "</b>", true, maxCaption, maxCaption},
		{"a text at the limit", strings.Repeat("😀", maxText/2), false, maxText, maxText},
	}
	for _, tt := range tests {
		got, _ := fit(tt.in, tt.html, tt.limit)
		if n := shown(got, tt.html); n != tt.want || !utf8.ValidString(got) {
			t.Errorf("%s: cut to %d characters (valid UTF-8: %v), want %d", tt.name, n, utf8.ValidString(got), tt.want)
		}
		if tt.html && !strings.HasSuffix(got, "</b>") {
			t.Errorf("%s: %q does not close its tag", tt.name, got[max(len(got)-20, 0):])
		}
	}
}

// TestSendCutToLimits sends a text and a caption past Telegram's limits
// through the runtime: both arrive, cut, and one warning is logged.
func TestSendCutToLimits(t *testing.T) {
	r := newRig(t, "polling", Options{}, &echo{})
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
		if n := len(utf16.Encode([]rune(c.Message.Text + c.Message.Caption))); n == 0 || n > maxText || c.Method == "sendPhoto" && n > maxCaption {
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
