package config

import (
	"bytes"
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	"sudokubot/solver"
)

// The names deployments rely on.
var fixedNames = []string{"TELEGRAM_BOT_TOKEN", "TELEGRAM_API_ENDPOINT", "SOLVER_STEP_LIMIT"}

func TestDefaults(t *testing.T) {
	for _, name := range append(fixedNames, "WORKERS", "LOG_FORMAT") {
		t.Setenv(name, "") // restored after the test
		os.Unsetenv(name)
	}
	c, err := Load()
	if err != nil {
		t.Fatalf("Load() with an empty environment: %v", err)
	}
	if c.Endpoint != "https://api.telegram.org/bot%s/%s" || c.StepLimit != 100000 || !c.Local() || c.Workers != 4 || c.PollTimeout != 50*time.Second {
		t.Errorf("defaults = %+v", c)
	}
}

// TestStepLimitDefault checks that SOLVER_STEP_LIMIT's default, which the
// bot and the command-line tool use, is also what the solver takes for a
// zero step limit, so that a library caller and the programs agree.
func TestStepLimitDefault(t *testing.T) {
	if got := Defaults().StepLimit; got != solver.DefaultStepLimit {
		t.Errorf("SOLVER_STEP_LIMIT defaults to %d, solver.DefaultStepLimit is %d", got, solver.DefaultStepLimit)
	}
}

// TestDefaultsMatchLoad checks that Defaults reads the default tags as
// envconfig does.
func TestDefaultsMatchLoad(t *testing.T) {
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		t.Setenv(name, "")
		os.Unsetenv(name)
	}
	c, err := Load()
	if err != nil {
		t.Fatalf("Load() with an empty environment: %v", err)
	}
	if d := Defaults(); !reflect.DeepEqual(d, *c) {
		t.Errorf("Defaults() = %+v\nLoad() = %+v", d, *c)
	}
}

func TestLoad(t *testing.T) {
	t.Setenv("TELEGRAM_BOT_TOKEN", "123:abc")
	t.Setenv("TELEGRAM_API_ENDPOINT", "http://127.0.0.1:8081/bot%s/%s")
	t.Setenv("SOLVER_STEP_LIMIT", "5000")
	t.Setenv("ALLOWED_CHATS", "1,-1002")
	t.Setenv("LOG_FORMAT", "json")
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if c.Token != "123:abc" || c.Endpoint != "http://127.0.0.1:8081/bot%s/%s" || c.StepLimit != 5000 || c.Local() {
		t.Errorf("Load() = %+v", c)
	}
	if len(c.AllowedChats) != 2 || c.AllowedChats[1] != -1002 {
		t.Errorf("AllowedChats = %v, want [1 -1002]", c.AllowedChats)
	}
}

func TestInvalid(t *testing.T) {
	tests := []struct {
		name, value, want string
	}{
		{"TELEGRAM_API_ENDPOINT", "https://example.org/bot", "TELEGRAM_API_ENDPOINT"},
		{"TELEGRAM_FILE_ENDPOINT", "https://example.org/file/bot", "TELEGRAM_FILE_ENDPOINT"},
		{"SOLVER_STEP_LIMIT", "0", "SOLVER_STEP_LIMIT"},
		{"SOLVER_STEP_LIMIT", "many", "SOLVER_STEP_LIMIT"},
		{"WORKERS", "0", "WORKERS"},
		{"LOG_FORMAT", "xml", "LOG_FORMAT"},
		{"LOG_LEVEL", "loud", "LOG_LEVEL"},
		{"HTTP_ADDR", "8080", "HTTP_ADDR"},
		{"LOGIC_TIMEOUT", "-1s", "LOGIC_TIMEOUT"},
		{"TELEGRAM_BOT_TOKEN", "12 34", "TELEGRAM_BOT_TOKEN"},
		{"POLL_TIMEOUT", "0", "POLL_TIMEOUT"},
		{"POLL_TIMEOUT", "1500ms", "POLL_TIMEOUT"},
		{"SEND_RATE", "0", "SEND_RATE"},
		{"DATA_DIR", "", "DATA_DIR"},
		{"TELEGRAM_WEBHOOK_URL", "https://bot.example.com/hook", "local mode has no webhook"},
		{"TELEGRAM_WEBHOOK_SECRET", "s3cret", "without TELEGRAM_WEBHOOK_URL"},
	}
	for _, tt := range tests {
		t.Run(tt.name+"="+tt.value, func(t *testing.T) {
			t.Setenv(tt.name, tt.value)
			_, err := Load()
			if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Load() with %s=%q: %v, want an ErrInvalid naming %s", tt.name, tt.value, err, tt.want)
			}
		})
	}
}

func TestWebhook(t *testing.T) {
	tests := []struct {
		url, secret, addr, want string // want "" for valid
	}{
		{"https://bot.example.com/telegram", "s3cret_-X", ":8443", ""},
		{"https://bot.example.com/telegram", strings.Repeat("a", 256), ":8443", ""},
		{"https://bot.example.com/telegram", "", ":8443", "TELEGRAM_WEBHOOK_SECRET"},
		{"https://bot.example.com/telegram", strings.Repeat("a", 257), ":8443", "TELEGRAM_WEBHOOK_SECRET"},
		{"https://bot.example.com/telegram", "no spaces", ":8443", "TELEGRAM_WEBHOOK_SECRET"},
		{"https://bot.example.com/telegram", "ok", "8443", "WEBHOOK_ADDR"},
		{"bot.example.com/telegram", "ok", ":8443", "TELEGRAM_WEBHOOK_URL"},
	}
	for _, tt := range tests {
		t.Setenv("TELEGRAM_BOT_TOKEN", "123:abc")
		t.Setenv("TELEGRAM_WEBHOOK_URL", tt.url)
		t.Setenv("TELEGRAM_WEBHOOK_SECRET", tt.secret)
		t.Setenv("WEBHOOK_ADDR", tt.addr)
		c, err := Load()
		switch {
		case tt.want == "" && (err != nil || !c.Webhook()):
			t.Errorf("%q, secret %q, addr %q: %v, want webhook mode", tt.url, tt.secret, tt.addr, err)
		case tt.want != "" && (!errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("%q, secret %q, addr %q: %v, want an error naming %s", tt.url, tt.secret, tt.addr, err, tt.want)
		}
	}
}

func TestUsage(t *testing.T) {
	var buf bytes.Buffer
	if err := Usage(&buf); err != nil {
		t.Fatal(err)
	}
	for _, name := range append(fixedNames, "HTTP_ADDR", "LOGIC_TIMEOUT") {
		if !strings.Contains(buf.String(), name) {
			t.Errorf("Usage does not list %s:\n%s", name, buf.String())
		}
	}
}
