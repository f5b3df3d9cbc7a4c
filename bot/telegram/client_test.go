package telegram

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// TestClientRedacts checks that the client's errors do not hold the
// token, though net/http's errors hold the request URL.
func TestClientRedacts(t *testing.T) {
	const token = "123456:SECRET-token-never-to-be-logged"
	c := NewClient(token, "http://127.0.0.1:1/bot%s/%s", &http.Client{Timeout: time.Second})
	_, err := c.Send(context.Background(), tgbotapi.NewMessage(1, "hi"))
	if err == nil || strings.Contains(err.Error(), "SECRET") || !strings.Contains(err.Error(), redacted) {
		t.Errorf("client error %v: want it without the token", err)
	}
	_, err = c.Download(context.Background(), "file", 1<<20)
	if err == nil || strings.Contains(err.Error(), "SECRET") {
		t.Errorf("download error %v: want it without the token", err)
	}
}

func TestFileEndpoint(t *testing.T) {
	for _, tt := range []struct{ api, want string }{
		{"https://api.telegram.org/bot%s/%s", "https://api.telegram.org/file/bot%s/%s"},
		{"http://127.0.0.1:8081/bot%s/%s", "http://127.0.0.1:8081/file/bot%s/%s"},
	} {
		if got := fileEndpoint(tt.api); got != tt.want {
			t.Errorf("fileEndpoint(%q) = %q, want %q", tt.api, got, tt.want)
		}
	}
}

func TestRedactKeepsTelegramError(t *testing.T) {
	tg := &tgbotapi.Error{Code: 429, Message: "flood with SECRET", ResponseParameters: tgbotapi.ResponseParameters{RetryAfter: 7}}
	err := redactToken(tg, "SECRET")
	if strings.Contains(err.Error(), "SECRET") {
		t.Errorf("redactToken left the token: %v", err)
	}
	var got *tgbotapi.Error
	if !errors.As(err, &got) || retryAfter(err) != 7*time.Second {
		t.Errorf("redactToken lost the Telegram error: %#v", err)
	}
}
