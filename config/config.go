// Package config reads the bot's configuration from the environment and
// validates it.
package config

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"strings"
	"time"

	"github.com/kelseyhightower/envconfig"
)

// Config is the bot's configuration. Every field comes from the
// environment variable named in its envconfig tag; Usage lists them all.
type Config struct {
	Token    string `envconfig:"TELEGRAM_BOT_TOKEN" desc:"the bot's token from BotFather; empty runs the bot locally against a built-in Bot API emulator and a terminal chat"`
	Endpoint string `envconfig:"TELEGRAM_API_ENDPOINT" default:"https://api.telegram.org/bot%s/%s" desc:"the Bot API endpoint, a format with the token and the method (the library's format)"`

	StepLimit    int           `envconfig:"SOLVER_STEP_LIMIT" default:"100000" desc:"the exact solver's step limit: guesses it may make per puzzle"`
	LogicTimeout time.Duration `envconfig:"LOGIC_TIMEOUT" default:"3s" desc:"time budget of the human-style engine for one hint, solution or rating"`

	Workers         int           `envconfig:"WORKERS" default:"4" desc:"updates handled at once (one chat's updates are always handled in order)"`
	ChatQueue       int           `envconfig:"CHAT_QUEUE_LIMIT" default:"10" desc:"updates one chat may have waiting; beyond it the chat is asked to slow down"`
	MaxMessageBytes int           `envconfig:"MAX_MESSAGE_BYTES" default:"16384" desc:"longest message text the bot reads"`
	AllowedChats    []int64       `envconfig:"ALLOWED_CHATS" desc:"comma-separated chat IDs the bot answers; empty answers every chat"`
	RateLimit       bool          `envconfig:"RATE_LIMIT" default:"true" desc:"keep to Telegram's limits on sending (30 messages/s, 1/s per chat, 20/min per group)"`
	PollTimeout     time.Duration `envconfig:"POLL_TIMEOUT" default:"50s" desc:"long-polling timeout of getUpdates"`
	ShutdownTimeout time.Duration `envconfig:"SHUTDOWN_TIMEOUT" default:"15s" desc:"how long to let updates in hand finish on shutdown"`
	StateFile       string        `envconfig:"STATE_FILE" desc:"file recording the updates handled, so that a restart after a crash does not answer one twice; empty keeps that in memory only"`

	HTTPAddr  string `envconfig:"HTTP_ADDR" desc:"address of the HTTP listener for /healthz and /metrics, e.g. :8080; empty turns it off"`
	LogFormat string `envconfig:"LOG_FORMAT" default:"text" desc:"log format: text or json"`
	LogLevel  string `envconfig:"LOG_LEVEL" default:"info" desc:"log level: debug, info, warn or error"`

	PicturesDir string `envconfig:"LOCAL_PICTURES_DIR" default:"sudokubot-pictures" desc:"local mode: folder where the pictures the bot sends are saved"`
}

// ErrInvalid is the error Load wraps when a value is out of range.
var ErrInvalid = errors.New("invalid configuration")

// Load reads the configuration from the environment and validates it.
func Load() (*Config, error) {
	var c Config
	if err := envconfig.Process("", &c); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalid, err)
	}
	if err := c.Validate(); err != nil {
		return nil, err
	}
	return &c, nil
}

// Validate checks every value and reports all problems at once.
func (c *Config) Validate() error {
	var errs []error
	bad := func(name, format string, args ...any) {
		errs = append(errs, fmt.Errorf("%w: %s: %s", ErrInvalid, name, fmt.Sprintf(format, args...)))
	}
	if strings.Count(c.Endpoint, "%s") != 2 {
		bad("TELEGRAM_API_ENDPOINT", "%q must hold %%s twice, for the token and the method", c.Endpoint)
	}
	if strings.ContainsAny(c.Token, " \t\n/") {
		bad("TELEGRAM_BOT_TOKEN", "has spaces or slashes; it looks like 123456:ABC-DEF...")
	}
	if c.StepLimit < 1 {
		bad("SOLVER_STEP_LIMIT", "%d, want 1 or more", c.StepLimit)
	}
	if c.LogicTimeout <= 0 {
		bad("LOGIC_TIMEOUT", "%v, want a positive duration such as 3s", c.LogicTimeout)
	}
	if c.Workers < 1 || c.Workers > 1024 {
		bad("WORKERS", "%d, want 1 to 1024", c.Workers)
	}
	if c.ChatQueue < 1 || c.ChatQueue > 10000 {
		bad("CHAT_QUEUE_LIMIT", "%d, want 1 to 10000", c.ChatQueue)
	}
	if c.MaxMessageBytes < 256 {
		bad("MAX_MESSAGE_BYTES", "%d, want 256 or more", c.MaxMessageBytes)
	}
	if c.PollTimeout < 0 || c.PollTimeout > 10*time.Minute {
		bad("POLL_TIMEOUT", "%v, want 0 to 10m", c.PollTimeout)
	}
	if c.ShutdownTimeout <= 0 {
		bad("SHUTDOWN_TIMEOUT", "%v, want a positive duration", c.ShutdownTimeout)
	}
	if c.HTTPAddr != "" {
		if _, _, err := net.SplitHostPort(c.HTTPAddr); err != nil {
			bad("HTTP_ADDR", "%v", err)
		}
	}
	if c.LogFormat != "text" && c.LogFormat != "json" {
		bad("LOG_FORMAT", "%q, want text or json", c.LogFormat)
	}
	if _, err := c.Level(); err != nil {
		bad("LOG_LEVEL", "%q, want debug, info, warn or error", c.LogLevel)
	}
	return errors.Join(errs...)
}

// Local reports whether the bot runs locally: no token was given.
func (c *Config) Local() bool { return c.Token == "" }

// Level returns the log level.
func (c *Config) Level() (slog.Level, error) {
	var l slog.Level
	err := l.UnmarshalText([]byte(c.LogLevel))
	return l, err
}

// Usage writes every variable, its type, default and meaning: the names,
// types and defaults in aligned columns, each meaning indented below.
func Usage(w io.Writer) error {
	var c Config
	var buf bytes.Buffer
	const row = "{{range .}}{{usage_key .}}\t{{usage_type .}}\t{{usage_default .}}\t{{usage_description .}}\n{{end}}"
	if err := envconfig.Usagef("", &c, &buf, row); err != nil {
		return fmt.Errorf("config: usage: %w", err)
	}
	var rows [][]string
	widths := [2]int{len("VARIABLE"), len("TYPE")}
	for line := range strings.Lines(buf.String()) {
		f := strings.SplitN(strings.TrimSuffix(line, "\n"), "\t", 4)
		if len(f) != 4 {
			continue
		}
		f[1] = strings.NewReplacer("Comma-separated list of Integer", "integers, comma-separated", "True or False", "true/false").Replace(f[1])
		f[1] = strings.ToLower(f[1])
		widths[0], widths[1] = max(widths[0], len(f[0])), max(widths[1], len(f[1]))
		rows = append(rows, f)
	}
	var out strings.Builder
	fmt.Fprintf(&out, "%-*s  %-*s  %s\n", widths[0], "VARIABLE", widths[1], "TYPE", "DEFAULT")
	for _, f := range rows {
		def := f[2]
		if def == "" {
			def = "-"
		}
		fmt.Fprintf(&out, "%-*s  %-*s  %s\n      %s\n", widths[0], f[0], widths[1], f[1], def, f[3])
	}
	_, err := io.WriteString(w, out.String())
	return err
}
