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
	c, err := Load(Local)
	if err != nil {
		t.Fatalf("Load(Local) with an empty environment: %v", err)
	}
	if c.Endpoint != "https://api.telegram.org/bot%s/%s" || c.StepLimit != 100000 || !c.Local() || c.Workers != 4 || c.PollTimeout != 50*time.Second {
		t.Errorf("defaults = %+v", c)
	}
}

// TestModes checks what each mode requires and defaults: Telegram mode
// needs a token, local mode refuses one, and local mode's DATA_DIR and
// LOG_LEVEL default to a temporary folder and warn unless set.
func TestModes(t *testing.T) {
	for _, name := range []string{"TELEGRAM_BOT_TOKEN", "DATA_DIR", "LOG_LEVEL"} {
		t.Setenv(name, "")
		os.Unsetenv(name)
	}
	if _, err := Load(Telegram); !errors.Is(err, ErrNoToken) || !strings.Contains(err.Error(), "sudokubot -local") {
		t.Errorf("Load(Telegram) without a token: %v, want ErrNoToken pointing to -local", err)
	}
	if _, err := Load(Mode(0)); !errors.Is(err, ErrInvalid) {
		t.Errorf("Load(0): %v, want ErrInvalid", err)
	}
	c, err := Load(Local)
	if err != nil {
		t.Fatal(err)
	}
	if !c.TempDataDir || c.DataDir != "" || c.LogLevel != "warn" {
		t.Errorf("local mode's defaults: DATA_DIR %q (temporary %v), LOG_LEVEL %q; want a temporary folder and warn", c.DataDir, c.TempDataDir, c.LogLevel)
	}
	t.Setenv("DATA_DIR", "/srv/bot")
	t.Setenv("LOG_LEVEL", "debug")
	if c, err = Load(Local); err != nil || c.TempDataDir || c.DataDir != "/srv/bot" || c.LogLevel != "debug" {
		t.Errorf("local mode with DATA_DIR and LOG_LEVEL set: %+v, %v; want them as set", c, err)
	}
	t.Setenv("TELEGRAM_BOT_TOKEN", "123:abc")
	if _, err := Load(Local); !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "TELEGRAM_BOT_TOKEN") {
		t.Errorf("Load(Local) with a token: %v, want a refusal naming TELEGRAM_BOT_TOKEN", err)
	}
	if c, err = Load(Telegram); err != nil || c.Local() || c.DataDir != "/srv/bot" {
		t.Errorf("Load(Telegram) with a token: %+v, %v", c, err)
	}
}

func TestLanguageCode(t *testing.T) {
	for lang, want := range map[string]string{"": "en", "C": "en", "POSIX": "en", "C.UTF-8": "en", "en_GB.UTF-8": "en",
		"zh_CN.UTF-8": "zh", "zh_TW": "zh", "ru_RU.UTF-8": "ru", "ru_UA.UTF-8": "ru", "ru": "ru", "de_DE.UTF-8": "en", "de": "en", "../x": "en"} {
		if got := (&Config{Lang: lang}).LanguageCode(); got != want {
			t.Errorf("LANG=%q: LanguageCode() = %q, want %q", lang, got, want)
		}
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
	t.Setenv("TELEGRAM_BOT_TOKEN", "1:x")
	c, err := Load(Telegram)
	if err != nil {
		t.Fatalf("Load(Telegram) with only a token: %v", err)
	}
	d := Defaults()
	d.Token, d.mode = c.Token, c.mode
	if !reflect.DeepEqual(d, *c) {
		t.Errorf("Defaults() = %+v\nLoad(Telegram) = %+v", d, *c)
	}
}

func TestLoad(t *testing.T) {
	t.Setenv("TELEGRAM_BOT_TOKEN", "123:abc")
	t.Setenv("TELEGRAM_API_ENDPOINT", "http://127.0.0.1:8081/bot%s/%s")
	t.Setenv("SOLVER_STEP_LIMIT", "5000")
	t.Setenv("ALLOWED_CHATS", "1,-1002")
	t.Setenv("LOG_FORMAT", "json")
	c, err := Load(Telegram)
	if err != nil {
		t.Fatal(err)
	}
	if c.Token != "123:abc" || c.Endpoint != "http://127.0.0.1:8081/bot%s/%s" || c.StepLimit != 5000 || c.Local() {
		t.Errorf("Load(Telegram) = %+v", c)
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
		{"STATE_MAX_AGE", "30m", "STATE_MAX_AGE"},
		{"SEND_RATE", "0", "SEND_RATE"},
		{"DATA_DIR", "", "DATA_DIR"},
		{"TELEGRAM_WEBHOOK_URL", "https://bot.example.com/hook", "local mode has no webhook"},
		{"TELEGRAM_WEBHOOK_SECRET", "s3cret", "without TELEGRAM_WEBHOOK_URL"},
	}
	for _, tt := range tests {
		t.Run(tt.name+"="+tt.value, func(t *testing.T) {
			t.Setenv(tt.name, tt.value)
			_, err := Load(Local)
			if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Load(Local) with %s=%q: %v, want an ErrInvalid naming %s", tt.name, tt.value, err, tt.want)
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
		c, err := Load(Telegram)
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

// TestDatabaseURL: DATABASE_URL takes a PostgreSQL URL or key=value
// settings, replaces DATA_DIR, and a bad one is refused naming the
// variable, never showing the password.
func TestDatabaseURL(t *testing.T) {
	const pw = "s3cr3tPW"
	tests := []struct {
		value string
		ok    bool
	}{
		{"postgres://bot:" + pw + "@db.example.com:5432/sudokubot", true},
		{"postgresql://db.example.com/sudokubot?sslmode=require", true},
		{"postgres:///sudokubot", true}, // the default host: the local socket
		{"postgres://bot:p%40ss@db.example.com/sudokubot", true},
		{"host=db.example.com port=5432 dbname=sudokubot user=bot password=" + pw, true},
		{"host=a.example.com,b.example.com port=5432,5433 password='a b\\'c' sslmode=verify-full", true},
		{"postgres://bot@a.example.com:5432,b.example.com:5433/sudokubot", true},
		{"mysql://bot:" + pw + "@db.example.com/sudokubot", false},
		{"bot:" + pw + "@db.example.com/sudokubot", false},
		{"db.example.com", false},
		{"postgres://bot:" + pw + "@db.example.com:port/sudokubot", false},
		{"postgres://bot:" + pw + "%zz@db.example.com/sudokubot", false},
		{"postgres://bot:" + pw + "@db.example.com/sudokubot?sslmode=maybe", false},
		{"postgres://bot:" + pw + "@db.example.com:99999/sudokubot", false},
		{"host=db.example.com password=" + pw + " port=x", false},
		{"host=db.example.com password='" + pw, false},
		{"host=db.example.com password=a " + pw, false}, // a space not quoted
		{"host=db.example.com password='" + pw + "'x", false},
		{"host=db.example.com =" + pw, false},
		{"host=db.example.com sslmode=on password=" + pw, false},
	}
	t.Setenv("TELEGRAM_BOT_TOKEN", "123:abc")
	t.Setenv("DATA_DIR", "") // not needed with DATABASE_URL
	for _, tt := range tests {
		t.Setenv("DATABASE_URL", tt.value)
		c, err := Load(Telegram)
		if tt.ok {
			if err != nil || c.DatabaseURL != tt.value {
				t.Errorf("DATABASE_URL=%q: %v, want it accepted", tt.value, err)
			}
			continue
		}
		if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "DATABASE_URL") {
			t.Errorf("DATABASE_URL=%q: %v, want an ErrInvalid naming DATABASE_URL", tt.value, err)
		}
		if err != nil && strings.Contains(err.Error(), pw) {
			t.Errorf("DATABASE_URL=%q: the error shows the password: %v", tt.value, err)
		}
	}
}
