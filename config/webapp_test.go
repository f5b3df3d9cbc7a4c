package config

import (
	"errors"
	"strings"
	"testing"
)

func TestWebApp(t *testing.T) {
	tests := []struct {
		url, addr, maxAge, want, base string // want "" for valid
	}{
		{"https://bot.example.com/board/", ":8443", "24h", "", "/board/"},
		{"https://bot.example.com/board", ":8443", "1h", "", "/board/"},
		{"https://bot.example.com", ":9000", "24h", "", "/"},
		{"http://127.0.0.1:8443/", "127.0.0.1:8443", "24h", "", "/"},
		{"http://localhost:8443/b/", ":8443", "24h", "", "/b/"},
		{"http://[::1]:8443/", ":8443", "24h", "", "/"},
		{"http://bot.example.com/board/", ":8443", "24h", "not loopback", ""},
		{"ftp://bot.example.com/", ":8443", "24h", "WEBAPP_URL", ""},
		{"https://bot.example.com/?p=1", ":8443", "24h", "query", ""},
		{"https://bot.example.com/", "8443", "24h", "WEBAPP_ADDR", ""},
		{"", ":8443", "10s", "WEBAPP_AUTH_MAX_AGE", ""},
		{"https://bot.example.com/{x}/", ":8443", "24h", "only letters", ""},
		{"https://bot.example.com/my board/", ":8443", "24h", "only letters", ""},
		{"https://bot.example.com/a%2Fb/", ":8443", "24h", "only letters", ""},
		{"https://bot.example.com/a//b/", ":8443", "24h", "empty", ""},
	}
	for _, tt := range tests {
		t.Setenv("WEBAPP_URL", tt.url)
		t.Setenv("WEBAPP_ADDR", tt.addr)
		t.Setenv("WEBAPP_AUTH_MAX_AGE", tt.maxAge)
		mode := Telegram
		t.Setenv("TELEGRAM_BOT_TOKEN", "123:abc")
		if strings.HasPrefix(tt.url, "http:") && tt.want == "" {
			mode = Local // http:// on loopback: only in local mode
			t.Setenv("TELEGRAM_BOT_TOKEN", "")
		}
		c, err := Load(mode)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("WEBAPP_URL=%q WEBAPP_ADDR=%q: %v, want valid", tt.url, tt.addr, err)
		case tt.want == "" && c.WebAppBase() != tt.base:
			t.Errorf("WEBAPP_URL=%q: base %q, want %q", tt.url, c.WebAppBase(), tt.base)
		case tt.want == "" && tt.url != "" && !strings.HasSuffix(c.WebAppURL, "/"):
			t.Errorf("WEBAPP_URL=%q read as %q, want it ending in / (no redirect on every open)", tt.url, c.WebAppURL)
		case tt.want != "" && (!errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("WEBAPP_URL=%q WEBAPP_ADDR=%q: %v, want an error naming %s", tt.url, tt.addr, err, tt.want)
		}
	}
}

// TestWebAppHTTPOnlyLocally checks that an http:// board, even on
// loopback, is refused outside local mode: Telegram refuses such buttons.
func TestWebAppHTTPOnlyLocally(t *testing.T) {
	t.Setenv("TELEGRAM_BOT_TOKEN", "123:abc")
	t.Setenv("WEBAPP_URL", "http://127.0.0.1:8443/")
	if _, err := Load(Telegram); !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "local mode only") {
		t.Errorf("an http:// loopback board with a token: %v, want a refusal", err)
	}
}

func TestWebAppBesideWebhook(t *testing.T) {
	t.Setenv("TELEGRAM_BOT_TOKEN", "123:abc")
	t.Setenv("TELEGRAM_WEBHOOK_SECRET", "s3cret")
	for _, tt := range []struct{ hook, board, want string }{
		{"https://bot.example.com/telegram", "https://bot.example.com/board/", ""},
		{"https://bot.example.com/", "https://bot.example.com/board/", "overlap"},
		{"https://bot.example.com/board/hook", "https://bot.example.com/board/", "overlap"},
	} {
		t.Setenv("TELEGRAM_WEBHOOK_URL", tt.hook)
		t.Setenv("WEBAPP_URL", tt.board)
		_, err := Load(Telegram)
		if tt.want == "" && err != nil || tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("webhook %q, board %q on one listener: %v, want %q", tt.hook, tt.board, err, tt.want)
		}
	}
}

// One listener written two ways is still one: the overlap is found.
func TestWebAppBesideWebhookOneAddress(t *testing.T) {
	t.Setenv("TELEGRAM_BOT_TOKEN", "123:abc")
	t.Setenv("TELEGRAM_WEBHOOK_SECRET", "s3cret")
	t.Setenv("TELEGRAM_WEBHOOK_URL", "https://bot.example.com/")
	t.Setenv("WEBAPP_URL", "https://bot.example.com/board/")
	t.Setenv("WEBHOOK_ADDR", ":8443")
	t.Setenv("WEBAPP_ADDR", "0.0.0.0:8443")
	if _, err := Load(Telegram); err == nil || !strings.Contains(err.Error(), "overlap") {
		t.Errorf("webhook on :8443, board on 0.0.0.0:8443: %v, want the overlap refused", err)
	}
	for _, tt := range []struct {
		a, b string
		want bool
	}{{":8443", "0.0.0.0:8443", true}, {"[::]:8443", ":8443", true}, {"127.0.0.1:8443", "127.0.0.1:8443", true},
		{"127.0.0.1:8443", "127.0.0.2:8443", false}, {":8443", ":9000", false}} {
		if got := SameListener(tt.a, tt.b); got != tt.want {
			t.Errorf("SameListener(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}
