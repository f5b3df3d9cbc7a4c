// Package bot is the Sudoku conversation: it reads puzzles from the
// updates the runtime (package telegram) hands it, and answers with solved
// grids, hints, explained steps, ratings and checks, in English or
// Simplified Chinese, through the runtime's Outbox.
package bot

import (
	"context"
	"io"
	"log/slog"
	"sync"
	"time"

	"sudokubot/bot/telegram"
	"sudokubot/render"
	"sudokubot/solver/logic"
	"sudokubot/solver/photo"
)

// A Renderer draws the pictures the bot sends. *render.Renderer is one.
type Renderer interface {
	WritePNG(w io.Writer, p render.Picture) error
}

// Options configure a Bot. The settings that come from the configuration
// (StepLimit, LogicTimeout, MaxMessageBytes) must be set: cmd/sudokubot
// passes the configuration's values, which hold the defaults.
type Options struct {
	// Username is the bot's username, to recognise mentions in groups.
	Username string
	// StepLimit bounds the exact solver's guesses per puzzle.
	StepLimit int
	// LogicTimeout bounds the human-style engine for one answer.
	LogicTimeout time.Duration
	// MaxMessageBytes bounds the text read from a message.
	MaxMessageBytes int
	// AllowedChats, if not empty, are the only chats answered.
	AllowedChats []int64
	// Memory, if set, is where the bot remembers each chat's current
	// puzzle; nil keeps it in this process only.
	Memory Memory
	// Logger receives the logs; nil discards them.
	Logger *slog.Logger
	// Practice configures the puzzles handed out by /new, /practice and
	// /daily (see practice.go).
	Practice PracticeOptions
	// WebAppURL, if set, is the board's public URL: puzzles get a Play
	// button that opens it (game.go).
	WebAppURL string

	renderer Renderer // tests: replaces the renderer given to New
}

// A Bot is the conversation. It implements telegram.Handler.
type Bot struct {
	out     telegram.Outbox
	render  Renderer
	opts    Options
	log     *slog.Logger
	allowed map[int64]bool
	caches  caches
	memory  Memory
	pools   *pools
	photos  *photo.Reader // nil if the embedded classifier is broken
	games   sync.Mutex    // serialises the board's game saves (game.go)
}

var _ telegram.Handler = (*Bot)(nil)

// New returns a bot that answers through out and draws with r.
func New(out telegram.Outbox, r Renderer, opts Options) *Bot {
	if opts.Memory == nil {
		opts.Memory = newMapMemory(100_000)
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	b := &Bot{out: out, render: r, opts: opts, log: opts.Logger, memory: opts.Memory}
	if len(opts.AllowedChats) > 0 {
		b.allowed = map[int64]bool{}
		for _, id := range opts.AllowedChats {
			b.allowed[id] = true
		}
	}
	b.caches = newCaches()
	b.pools = newPools(b.memory, opts.Practice)
	if rd, err := photo.NewReader(); err == nil {
		b.photos = rd
	} else {
		b.log.Error("the photo reader's classifier", "err", err)
	}
	return b
}

// Handle implements telegram.Handler.
func (b *Bot) Handle(ctx context.Context, u *telegram.Update) { b.route(ctx, u) }

// SlowDown implements telegram.Handler: it asks a flooding chat to slow
// down.
func (b *Bot) SlowDown(ctx context.Context, u *telegram.Update) {
	chat, from := u.Chat()
	b.reply(ctx, chat.ID, chat.IsGroup(), 0, slowDownText(langOf(from.LanguageCode)))
}

// Failed implements telegram.Handler: it apologises for an update whose
// handling failed.
func (b *Bot) Failed(ctx context.Context, u *telegram.Update) {
	chat, from := u.Chat()
	if chat.ID == 0 {
		return
	}
	b.reply(ctx, chat.ID, chat.IsGroup(), 0, internalErrorText(langOf(from.LanguageCode)))
}

// Commands returns the command menus to register, in both languages.
func Commands() []telegram.CommandSet {
	var sets []telegram.CommandSet
	for _, lc := range []struct {
		code string
		lang logic.Lang
	}{{"", logic.English}, {"zh", logic.Chinese}} {
		set := telegram.CommandSet{Language: lc.code}
		for _, c := range allCommands(lc.lang) {
			set.Commands = append(set.Commands, telegram.Command{Command: c[0], Description: c[1]})
		}
		sets = append(sets, set)
	}
	return sets
}
