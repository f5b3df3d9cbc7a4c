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
	"net/url"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/kelseyhightower/envconfig"

	"sudokubot/solver/locale"
)

// Config is the bot's configuration. Every field comes from the
// environment variable named in its envconfig tag; Usage lists them all.
type Config struct {
	Token    string `envconfig:"TELEGRAM_BOT_TOKEN" desc:"the bot's token from BotFather; required, except in local mode (sudokubot -local, or no token and a terminal), which runs against a built-in Bot API emulator"`
	Endpoint string `envconfig:"TELEGRAM_API_ENDPOINT" default:"https://api.telegram.org/bot%s/%s" desc:"the Bot API endpoint, a format with the token and the method (the library's format)"`
	// FileEndpoint is empty unless set: the runtime then derives it from
	// Endpoint (its final /bot%s/%s becomes /file/bot%s/%s).
	FileEndpoint string `envconfig:"TELEGRAM_FILE_ENDPOINT" desc:"where files (photos sent to the bot) are downloaded, a format with the token and the file path; empty derives it from TELEGRAM_API_ENDPOINT (https://api.telegram.org/file/bot%s/%s by default)"`

	StepLimit    int           `envconfig:"SOLVER_STEP_LIMIT" default:"100000" desc:"the exact solver's step limit: guesses it may make per puzzle"`
	LogicTimeout time.Duration `envconfig:"LOGIC_TIMEOUT" default:"3s" desc:"time budget of the human-style engine for one hint, solution or rating"`

	Workers         int           `envconfig:"WORKERS" default:"4" desc:"updates handled at once (one chat's updates are always handled in order)"`
	ChatQueue       int           `envconfig:"CHAT_QUEUE_LIMIT" default:"10" desc:"updates one chat may have waiting; beyond it the chat is asked to slow down"`
	MaxMessageBytes int           `envconfig:"MAX_MESSAGE_BYTES" default:"16384" desc:"longest message text the bot reads"`
	AllowedChats    []int64       `envconfig:"ALLOWED_CHATS" desc:"comma-separated chat IDs the bot answers; empty answers every chat"`
	RateLimit       bool          `envconfig:"RATE_LIMIT" default:"true" desc:"keep to Telegram's limits on sending (SEND_RATE messages/s overall, 1/s per chat, 20/min per group)"`
	SendRate        float64       `envconfig:"SEND_RATE" default:"30" desc:"messages per second to all chats together, with RATE_LIMIT (Telegram allows about 30)"`
	PollTimeout     time.Duration `envconfig:"POLL_TIMEOUT" default:"50s" desc:"long-polling timeout of getUpdates, whole seconds"`
	ShutdownTimeout time.Duration `envconfig:"SHUTDOWN_TIMEOUT" default:"15s" desc:"how long to let updates in hand finish on shutdown (the rest stay queued for the next start)"`
	DataDir         string        `envconfig:"DATA_DIR" default:"sudokubot-data" desc:"folder of the durable queue of updates and the chats' memory (created if missing; one process at a time); local mode uses a temporary one unless this is set, and never one holding another bot's data; not used with DATABASE_URL"`
	DatabaseURL     string        `envconfig:"DATABASE_URL" desc:"PostgreSQL to keep the queue of updates and the chats' memory in, instead of DATA_DIR: a postgres:// or postgresql:// URL (postgres://user:password@host:5432/dbname?sslmode=require) or key=value settings (host=... dbname=...); the PG* variables fill in what it leaves out; any number of bots with the same token and DATABASE_URL are one bot"`

	StateMaxAge time.Duration `envconfig:"STATE_MAX_AGE" default:"2160h" desc:"a chat's state (its current puzzle, entries and board games) not changed for this long is forgotten (checked hourly); 2160h is 90 days"`

	WebhookURL    string `envconfig:"TELEGRAM_WEBHOOK_URL" desc:"public HTTPS URL for Telegram to post updates to; set, the bot runs in webhook mode instead of long polling"`
	WebhookSecret string `envconfig:"TELEGRAM_WEBHOOK_SECRET" desc:"webhook mode: the secret Telegram sends with each update, 1 to 256 of A-Z a-z 0-9 _ -"`
	WebhookAddr   string `envconfig:"WEBHOOK_ADDR" default:":8443" desc:"webhook mode: address the webhook is served on (plain HTTP: TLS is the load balancer's or reverse proxy's job)"`
	DeleteWebhook bool   `envconfig:"DELETE_WEBHOOK" default:"false" desc:"long-polling mode: remove a webhook left set instead of refusing to start"`

	WebAppURL        string        `envconfig:"WEBAPP_URL" desc:"public HTTPS URL of the board (the Telegram Mini App to play on); set, puzzles get a Play button and the chats a menu button; the board is served under its path (http:// only on a loopback host)"`
	WebAppAddr       string        `envconfig:"WEBAPP_ADDR" default:":8443" desc:"address the board is served on (plain HTTP behind the same TLS proxy as the webhook); equal to WEBHOOK_ADDR, one listener serves both"`
	WebAppAuthMaxAge time.Duration `envconfig:"WEBAPP_AUTH_MAX_AGE" default:"24h" desc:"how old the board's Telegram initData may be before its requests are refused"`

	HTTPAddr  string `envconfig:"HTTP_ADDR" desc:"address of the HTTP listener for /healthz and /metrics, e.g. :8080; empty turns it off"`
	LogFormat string `envconfig:"LOG_FORMAT" default:"text" desc:"log format: text or json"`
	LogLevel  string `envconfig:"LOG_LEVEL" default:"info" desc:"log level: debug, info, warn or error (local mode: warn unless set, the terminal chat being what matters)"`

	PicturesDir string `envconfig:"LOCAL_PICTURES_DIR" default:"sudokubot-pictures" desc:"local mode: folder where the pictures the bot sends are saved"`
	Lang        string `envconfig:"LANG" desc:"local mode: the terminal chat's language, as the locale names it (zh_CN.UTF-8 chats in Chinese, ru_RU.UTF-8 in Russian; any other in English)"`

	// mode is how the bot runs, given to Load; TempDataDir is set in
	// local mode when DATA_DIR is not.
	mode        Mode
	TempDataDir bool `ignored:"true"`
}

// Mode is how the bot runs.
type Mode int

const (
	// Telegram runs against Telegram's Bot API, with TELEGRAM_BOT_TOKEN.
	Telegram Mode = iota + 1
	// Local runs against a built-in Bot API emulator, with a chat in the
	// terminal: asked for with sudokubot -local, or by starting it with no
	// token in a terminal.
	Local
)

// ErrNoToken is the error Load wraps in Telegram mode without a token.
var ErrNoToken = errors.New("TELEGRAM_BOT_TOKEN is not set")

// TokenSet reports whether TELEGRAM_BOT_TOKEN is set and not empty:
// without it, a bot started in a terminal runs locally.
func TokenSet() bool { return os.Getenv("TELEGRAM_BOT_TOKEN") != "" }

// ErrInvalid is the error Load wraps when a value is out of range.
var ErrInvalid = errors.New("invalid configuration")

// Load reads the configuration from the environment for a mode and
// validates it. In Telegram mode a token is required (ErrNoToken); in
// local mode none may be set, since local mode never talks to Telegram,
// and DATA_DIR and LOG_LEVEL have local defaults unless set: a temporary
// folder (TempDataDir) and warn.
func Load(mode Mode) (*Config, error) {
	if mode != Telegram && mode != Local {
		return nil, fmt.Errorf("%w: mode %d", ErrInvalid, mode)
	}
	c := Config{mode: mode}
	if err := envconfig.Process("", &c); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalid, err)
	}
	if mode == Local {
		if _, set := os.LookupEnv("DATA_DIR"); !set {
			c.DataDir, c.TempDataDir = "", true
		}
		if _, set := os.LookupEnv("LOG_LEVEL"); !set {
			c.LogLevel = "warn"
		}
	}
	if err := c.Validate(); err != nil {
		return nil, err
	}
	// The board's URL ends in "/", as its files are served: a Play
	// button without it would be redirected on every open.
	if u, err := url.Parse(c.WebAppURL); err == nil && c.WebAppURL != "" && !strings.HasSuffix(u.Path, "/") {
		u.Path += "/"
		c.WebAppURL = u.String()
	}
	return &c, nil
}

// Defaults returns the configuration with every variable unset: each
// field's default tag, the one place a default is written. Callers that
// do not read the environment (tests, benchmarks) take their settings
// from here.
func Defaults() Config {
	var c Config
	v := reflect.ValueOf(&c).Elem()
	for i := range v.NumField() {
		def, ok := v.Type().Field(i).Tag.Lookup("default")
		if !ok {
			continue
		}
		if err := setDefault(v.Field(i), def); err != nil {
			panic(fmt.Sprintf("config: the default of %s: %v", v.Type().Field(i).Name, err))
		}
	}
	return c
}

// setDefault sets a field from its default tag. It knows the kinds of
// Config's fields with defaults; TestDefaultsMatchLoad checks it agrees
// with envconfig.
func setDefault(f reflect.Value, s string) error {
	switch {
	case f.Type() == reflect.TypeFor[time.Duration]():
		d, err := time.ParseDuration(s)
		f.SetInt(int64(d))
		return err
	case f.Kind() == reflect.String:
		f.SetString(s)
	case f.Kind() == reflect.Bool:
		b, err := strconv.ParseBool(s)
		f.SetBool(b)
		return err
	case f.CanInt():
		n, err := strconv.ParseInt(s, 10, 64)
		f.SetInt(n)
		return err
	case f.CanFloat():
		x, err := strconv.ParseFloat(s, 64)
		f.SetFloat(x)
		return err
	default:
		return fmt.Errorf("no default for a %s", f.Type())
	}
	return nil
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
	if c.FileEndpoint != "" && strings.Count(c.FileEndpoint, "%s") != 2 {
		bad("TELEGRAM_FILE_ENDPOINT", "%q must hold %%s twice, for the token and the file path", c.FileEndpoint)
	}
	switch {
	case c.mode == Telegram && c.Token == "":
		errs = append(errs, fmt.Errorf("%w: set it to the token BotFather gave the bot (123456:ABC-DEF...), or run sudokubot -local for a chat in the terminal against a built-in emulator", ErrNoToken))
	case c.mode == Local && c.Token != "":
		bad("TELEGRAM_BOT_TOKEN", "is set in local mode, which runs against a built-in emulator and never uses a token; unset it, or run without -local")
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
	if c.PollTimeout < time.Second || c.PollTimeout > 10*time.Minute || c.PollTimeout%time.Second != 0 {
		bad("POLL_TIMEOUT", "%v, want whole seconds from 1s to 10m, such as 50s", c.PollTimeout)
	}
	if c.SendRate < 1 || c.SendRate > 1000 {
		bad("SEND_RATE", "%v, want 1 to 1000 messages a second (Telegram allows about 30)", c.SendRate)
	}
	if c.Local() && c.WebhookURL != "" {
		bad("TELEGRAM_WEBHOOK_URL", "is set without TELEGRAM_BOT_TOKEN; local mode has no webhook")
	}
	if c.WebhookURL != "" {
		u, err := url.Parse(c.WebhookURL)
		if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
			bad("TELEGRAM_WEBHOOK_URL", "%q, want an https URL such as https://bot.example.com/telegram", c.WebhookURL)
		} else if p := strings.TrimSuffix(u.Path, "/"); p == "/healthz" || p == "/readyz" || p == "/metrics" {
			bad("TELEGRAM_WEBHOOK_URL", "its path %q is the health check's or the metrics'; use another, such as /telegram", u.Path)
		}
		if !validSecret(c.WebhookSecret) {
			bad("TELEGRAM_WEBHOOK_SECRET", "want 1 to 256 characters of A-Z a-z 0-9 _ - (required in webhook mode)")
		}
		if _, _, err := net.SplitHostPort(c.WebhookAddr); err != nil {
			bad("WEBHOOK_ADDR", "%v", err)
		}
	}
	if c.WebhookURL == "" && c.WebhookSecret != "" {
		bad("TELEGRAM_WEBHOOK_SECRET", "is set without TELEGRAM_WEBHOOK_URL; set both for webhook mode, or neither for long polling")
	}
	if c.DatabaseURL != "" {
		if err := checkDatabaseURL(c.DatabaseURL); err != nil {
			bad("DATABASE_URL", "%v", err)
		}
	} else if c.DataDir == "" && !c.TempDataDir {
		bad("DATA_DIR", "is empty, want a folder such as sudokubot-data")
	}
	if c.StateMaxAge < time.Hour {
		bad("STATE_MAX_AGE", "%v, want 1h or more, such as 2160h (90 days)", c.StateMaxAge)
	}
	if c.ShutdownTimeout <= 0 {
		bad("SHUTDOWN_TIMEOUT", "%v, want a positive duration", c.ShutdownTimeout)
	}
	if c.WebAppURL != "" {
		if err := checkWebAppURL(c.WebAppURL); err != nil {
			bad("WEBAPP_URL", "%v", err)
		} else if strings.HasPrefix(c.WebAppURL, "http:") && !c.Local() {
			// Telegram refuses a web_app button or menu button whose URL is
			// not https: every reply carrying a Play button would be lost.
			bad("WEBAPP_URL", "%q is http://, which Telegram refuses in buttons (every reply with a Play button would fail); use https, or http:// on loopback in local mode only", c.WebAppURL)
		}
		if _, _, err := net.SplitHostPort(c.WebAppAddr); err != nil {
			bad("WEBAPP_ADDR", "%v", err)
		}
		if c.WebhookURL != "" {
			// One HTTP server per process serves both, whatever their
			// addresses: their paths must differ.
			if hook, err := url.Parse(c.WebhookURL); err == nil && (hook.Path == "" || hook.Path == "/" || strings.HasPrefix(hook.Path, c.WebAppBase())) {
				bad("WEBAPP_URL", "its path %q and the webhook's %q overlap (one HTTP server per process serves both); give each its own path, e.g. /board/ and /telegram", c.WebAppBase(), hook.Path)
			}
		}
	}
	if c.WebAppAuthMaxAge < time.Minute || c.WebAppAuthMaxAge > 30*24*time.Hour {
		bad("WEBAPP_AUTH_MAX_AGE", "%v, want a duration from 1m to 720h, such as 24h", c.WebAppAuthMaxAge)
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

// checkDatabaseURL accepts what PostgreSQL's libpq does: a postgres:// or
// postgresql:// URL, or key=value settings. It checks the form, the port
// and sslmode; the bot's store reads the rest when it connects (with its
// own errors, also without the value). Its errors never hold the value.
// (It does not use the driver's parser: config is also the command-line
// tool's, which has no database.)
func checkDatabaseURL(s string) error {
	const hidden = "(its value is not shown: it may hold a password)"
	settings := map[string]string{}
	switch {
	case strings.HasPrefix(s, "postgres://") || strings.HasPrefix(s, "postgresql://"):
		u, err := url.Parse(s)
		if err != nil {
			return fmt.Errorf("is not a valid URL: a user name or password holding @ : / ? # %% or a space must be percent-encoded (%%40 for @) %s", hidden)
		}
		for k, v := range u.Query() {
			settings[k] = v[len(v)-1]
		}
		if p := u.Port(); p != "" {
			settings["port"] = p
		}
	case strings.Contains(s, "="):
		var ok bool
		if settings, ok = keyValues(s); !ok {
			return fmt.Errorf("is not valid key=value settings: each is key=value, a value with spaces or quotes in single quotes ('it\\'s') %s", hidden)
		}
	default:
		return fmt.Errorf("want a postgres:// or postgresql:// URL such as postgres://sudokubot:PASSWORD@db.example.com:5432/sudokubot, or key=value settings such as host=db.example.com dbname=sudokubot %s", hidden)
	}
	if p, ok := settings["port"]; ok {
		for _, port := range strings.Split(p, ",") {
			if n, err := strconv.Atoi(port); err != nil || n < 1 || n > 65535 {
				return fmt.Errorf("has a port that is not a number from 1 to 65535 %s", hidden)
			}
		}
	}
	if m, ok := settings["sslmode"]; ok && !slices.Contains([]string{"disable", "allow", "prefer", "require", "verify-ca", "verify-full"}, m) {
		return fmt.Errorf("sslmode is %q, want disable, allow, prefer, require, verify-ca or verify-full", m)
	}
	return nil
}

// keyValues reads libpq's key=value settings: keys of letters, digits
// and _, values bare (up to a space) or in single quotes, where \ quotes
// the next character.
func keyValues(s string) (map[string]string, bool) {
	settings := map[string]string{}
	for {
		s = strings.TrimLeft(s, " \t\n\r")
		if s == "" {
			return settings, len(settings) > 0
		}
		key, rest, ok := strings.Cut(s, "=")
		key = strings.TrimRight(key, " \t\n\r")
		if !ok || key == "" || strings.TrimLeft(key, "abcdefghijklmnopqrstuvwxyz0123456789_") != "" {
			return nil, false
		}
		rest = strings.TrimLeft(rest, " \t\n\r")
		var value strings.Builder
		if strings.HasPrefix(rest, "'") {
			i, closed := 1, false
			for ; i < len(rest); i++ {
				if rest[i] == '\\' && i+1 < len(rest) {
					i++
				} else if rest[i] == '\'' {
					closed = true
					break
				}
				value.WriteByte(rest[i])
			}
			if !closed {
				return nil, false
			}
			rest = rest[i+1:]
			if rest != "" && !strings.ContainsAny(rest[:1], " \t\n\r") {
				return nil, false
			}
		} else {
			end := strings.IndexAny(rest, " \t\n\r")
			if end < 0 {
				end = len(rest)
			}
			value.WriteString(rest[:end])
			rest = rest[end:]
		}
		settings[key] = value.String()
		s = rest
	}
}

// validSecret reports whether s can be a webhook's secret_token.
func validSecret(s string) bool {
	if len(s) < 1 || len(s) > 256 {
		return false
	}
	for _, r := range s {
		if !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' || r == '-') {
			return false
		}
	}
	return true
}

// checkWebAppURL accepts an https URL, or an http one on a loopback host
// (a board tried out on one machine, in local mode: Validate refuses it
// otherwise).
func checkWebAppURL(s string) error {
	u, err := url.Parse(s)
	if err != nil || u.Host == "" || (u.Scheme != "https" && u.Scheme != "http") {
		return fmt.Errorf("%q, want an https URL such as https://bot.example.com/board/", s)
	}
	if u.Scheme == "http" {
		host := u.Hostname()
		if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
			return fmt.Errorf("%q is http:// on a host that is not loopback; Telegram opens Mini Apps over https only", s)
		}
	}
	if u.RawQuery != "" || u.Fragment != "" || strings.HasSuffix(s, "?") || strings.HasSuffix(s, "#") {
		return fmt.Errorf("%q has a query or fragment; the board adds its own", s)
	}
	// The path becomes the board's routes: only plain characters.
	for _, r := range u.EscapedPath() {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("/-_.~", r)) {
			return fmt.Errorf("%q: its path may hold only letters, digits and / - _ . ~, not %q", s, r)
		}
	}
	if strings.Contains(u.Path, "//") || strings.Contains(u.Path, "/./") || strings.Contains(u.Path, "/../") {
		return fmt.Errorf("%q: its path has an empty, . or .. segment", s)
	}
	return nil
}

// SameListener reports whether two listen addresses (host:port) are one:
// the same port, and the same host or one of them every interface
// (":8443" and "0.0.0.0:8443" are one).
func SameListener(a, b string) bool {
	ha, pa, err1 := net.SplitHostPort(a)
	hb, pb, err2 := net.SplitHostPort(b)
	if err1 != nil || err2 != nil {
		return a == b
	}
	every := func(h string) bool { ip := net.ParseIP(h); return h == "" || ip != nil && ip.IsUnspecified() }
	return pa == pb && (ha == hb || every(ha) || every(hb))
}

// WebAppBase returns the path the board is served under, ending in "/".
func (c *Config) WebAppBase() string {
	u, err := url.Parse(c.WebAppURL)
	if err != nil || u.Path == "" {
		return "/"
	}
	if !strings.HasSuffix(u.Path, "/") {
		return u.Path + "/"
	}
	return u.Path
}

// Webhook reports whether the bot runs in webhook mode.
func (c *Config) Webhook() bool { return c.WebhookURL != "" }

// Local reports whether the bot runs locally, against a built-in
// emulator.
func (c *Config) Local() bool { return c.mode == Local }

// LanguageCode returns the Telegram language_code of local mode's
// terminal chat: the bot's language that best serves the locale LANG
// names (locale.Match: "zh" for zh_CN.UTF-8, "ru" for ru_RU.UTF-8), "en"
// for one it does not speak or none (C, POSIX, empty).
func (c *Config) LanguageCode() string {
	return locale.Match(c.Lang).Code()
}

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
