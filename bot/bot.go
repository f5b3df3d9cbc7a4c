// Package bot is the Sudoku conversation: it reads puzzles from the
// updates the runtime (package telegram) hands it as a messenger.Handler,
// and answers with solved grids, hints, explained steps, ratings, checks,
// practice puzzles, races and progress, in English, Simplified Chinese or
// Russian (package catalog), through a messenger.Outbox. Its parts are
// packages of their own: what people type besides puzzles and moves
// (bot/talk), a button's data (bot/callback), what it keeps of chats and
// people (bot/state), the game the chat shares with the board (bot/game),
// what it says of a grid read from a picture (bot/reading) or of a
// puzzle it cannot solve (bot/verdict), hints (bot/hint), puzzles kept
// ready (bot/pool), races (bot/race) and inline mode (bot/inline).
//
// # The chat's current puzzle
//
// Each chat has a current puzzle (chatState, kept in the state store,
// package state): whatever the person last sent as text (alone or with a
// command), had read from a picture, or was given by /new, /practice or
// /daily, whatever its
// verdict: one solution, several, none, givens that break the rules, or a
// grid read from a picture that waits for the person's corrections. It
// stays current until another puzzle arrives; moves, hints and checks do
// not change it. The time it arrived and how are kept with it.
//
//   - A command without a reply (/hint, /steps, /rate, /check, /solve,
//     /count) acts on the current puzzle. An answer that does not show the
//     grid names it on its first line: "About the puzzle you sent 5
//     minutes ago (53..7....6..195…):" ("sent here" in a group, where
//     another member may have sent it). A puzzle that is not proper gets the
//     answer to its verdict (how many solutions and where they differ,
//     where no digit fits, which givens repeat) rather than the command's.
//   - A command replying to a message acts on that message's puzzle: the
//     one its buttons carry, the one read from a picture it asks about, or
//     the one written in it (every answer of the bot about a puzzle that
//     carries no button with it names the puzzle in full on its last line). The current puzzle does not change; an answer
//     without the grid names the puzzle replied to when it is not the
//     current one.
//   - A command with a puzzle acts on that puzzle, which becomes current;
//     with a grid that keeps the current puzzle's givens, it is the
//     person's progress in the current puzzle. The exception is /check
//     with the grid of another puzzle: a person's grid, whose givens
//     cannot be told from their entries, checked alone (can it still be
//     completed?); it does not become current.
//   - /hint, /steps, /check, /solve, /rate or /count on a grid read from a
//     picture that waits for corrections confirms it: moves typed after
//     are moves in it, no longer corrections.
//   - Moves typed without a reply ("r3c5=7", "r3=4.5..7...") are recorded
//     in the current puzzle; while it is a grid read from a picture that
//     waits for corrections, they correct it instead. Moves replying to a
//     message with a puzzle are recorded in that puzzle, which becomes the
//     current one (they correct it when it is a grid read from a picture);
//     never in another: moves replying to a puzzle whose givens break the
//     rules, or to a message of the bot without a puzzle, are refused.
//   - A complete grid that keeps the current puzzle's givens is the
//     person's solution of it: it is checked, and the puzzle stays current.
//   - Buttons carry their puzzle in their callback data and act on it,
//     whatever the current puzzle is; they do not change it.
//   - The example the bot shows to explain a technique (talk.go) is not a
//     puzzle to solve: it does not become current.
package bot

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"time"

	"sudokubot/bot/inline"
	"sudokubot/bot/lru"
	"sudokubot/bot/messenger"
	"sudokubot/bot/paths"
	"sudokubot/bot/pool"
	"sudokubot/bot/progress"
	"sudokubot/bot/race"
	"sudokubot/bot/remind"
	"sudokubot/bot/state"
	"sudokubot/render"
	"sudokubot/solver"
	"sudokubot/solver/logic"
	"sudokubot/solver/photo"
)

// A Renderer draws the pictures the bot sends. *render.Renderer is one.
type Renderer interface {
	WritePNG(w io.Writer, p render.Picture) error
}

// Options configure a Bot. The settings that come from the configuration
// (StepLimit, LogicTimeout, MaxMessageBytes) must be set, New refuses
// them zero or negative: cmd/sudokubot passes the configuration's values,
// which hold the defaults.
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
	// State, if set, is where the bot keeps each chat's current puzzle and
	// game, the pools of ready puzzles and the daily puzzles (a durable
	// store: bot/boltstore, bot/pgstore); nil keeps them in this process
	// only (state.NewMemory).
	State state.Store
	// Logger receives the logs; nil discards them.
	Logger *slog.Logger
	// Practice configures the puzzles handed out by /new, /practice and
	// /daily (package bot/pool).
	Practice pool.Options
	// WebAppURL, if set, is the board's public URL: puzzles get a Play
	// button that opens it (game.go).
	WebAppURL string
	// FixKey signs the board's "Fix in the board" links (game.FixToken), so
	// that only a grid the bot read for a person goes back to their chat.
	FixKey []byte
	// PhotoBudget is the memory the decodes of the pictures sent may take
	// together (photo.NewBudget); nil gives the bot a budget of its own of
	// DefaultPhotoBudget.
	PhotoBudget *photo.Budget

	now      func() time.Time // tests: the bot's clock (/daily, reminders, ages)
	renderer Renderer         // tests: replaces the renderer given to New
	photos   *photo.Reader    // tests: one reader for all, not a classifier decoded per Bot
}

// A Bot is the conversation. It implements telegram.Handler.
type Bot struct {
	out     messenger.Outbox
	render  Renderer
	opts    Options
	log     *slog.Logger
	allowed map[int64]bool
	paths   *paths.Cache
	// examples holds the puzzle that shows each technique at work when
	// someone asks about it (talk.go): one per technique, taken once.
	examples *lru.Cache[logic.Technique, solver.Grid]
	state    state.Store
	pools    *pool.Pools
	photos   *photo.Reader // nil if the embedded classifier is broken
	races    *race.Races   // the leaderboards to edit (race.go)
	// record keeps finishes and hints on people's records (progress.go).
	record *progress.Recorder
	// reminders sends the reminders due (remind.go).
	reminders *remind.Sender
	// inline answers inline queries (package bot/inline).
	inline *inline.Mode
}

var _ messenger.Handler = (*Bot)(nil)

// DefaultPhotoBudget is the memory, in bytes, that the decodes of pictures
// and their readings take together at most when Options.PhotoBudget is
// nil: one picture of the costliest kind accepted (photo.MinBudget) and
// ordinary ones beside it. With it, and cmd/sudokubot's soft memory limit
// 96 MB above it, the process stays under 400 MB with four workers
// reading the costliest pictures at once (README, "Reading photos").
const DefaultPhotoBudget = 224 << 20

// ErrOptions is the error New wraps when an option is missing or out of
// range.
var ErrOptions = errors.New("invalid bot options")

// validate checks the options that have no default.
func (o *Options) validate() error {
	var errs []error
	if o.StepLimit < 1 {
		errs = append(errs, fmt.Errorf("%w: StepLimit %d, want 1 or more", ErrOptions, o.StepLimit))
	}
	if o.LogicTimeout <= 0 {
		errs = append(errs, fmt.Errorf("%w: LogicTimeout %v, want a positive duration", ErrOptions, o.LogicTimeout))
	}
	// The configuration's minimum: a puzzle in a common form (81 cells
	// with spaces, a 9×9 block) fits with room to spare.
	if o.MaxMessageBytes < 256 {
		errs = append(errs, fmt.Errorf("%w: MaxMessageBytes %d, want 256 or more", ErrOptions, o.MaxMessageBytes))
	}
	if o.PhotoBudget != nil && o.PhotoBudget.Size() == 0 {
		errs = append(errs, fmt.Errorf("%w: PhotoBudget not made by photo.NewBudget", ErrOptions))
	}
	return errors.Join(errs...)
}

// New returns a bot that answers through out and draws with r, or an
// error wrapping ErrOptions if an option is missing or out of range.
func New(out messenger.Outbox, r Renderer, opts Options) (*Bot, error) {
	if err := opts.validate(); err != nil {
		return nil, err
	}
	if opts.State == nil {
		opts.State = state.NewMemory(100_000)
	}
	if opts.now == nil {
		opts.now = time.Now
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	if opts.PhotoBudget == nil {
		pb, err := photo.NewBudget(DefaultPhotoBudget)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrOptions, err)
		}
		opts.PhotoBudget = pb
	}
	b := &Bot{out: out, render: r, opts: opts, log: opts.Logger, state: opts.State}
	if len(opts.AllowedChats) > 0 {
		b.allowed = map[int64]bool{}
		for _, id := range opts.AllowedChats {
			b.allowed[id] = true
		}
	}
	b.paths = paths.New(opts.LogicTimeout)
	b.record = &progress.Recorder{State: b.state, Paths: b.paths, Log: b.log}
	b.examples = lru.New[logic.Technique, solver.Grid](64)
	b.races = &race.Races{State: b.state, Out: out, Log: b.log}
	b.pools = pool.New(b.state, opts.Practice, b.log)
	b.inline = &inline.Mode{State: b.state, Pools: b.pools, Out: out, Log: b.log, Now: b.now, Rate: b.rating,
		Allowed: b.isAllowed, Puzzle: b.inlinePuzzle, Username: opts.Username, WebAppURL: opts.WebAppURL}
	b.reminders = &remind.Sender{State: b.state, Out: out, Log: b.log, Now: b.now, Daily: b.pools.Daily, WebAppURL: opts.WebAppURL}
	if opts.photos != nil {
		b.photos = opts.photos
	} else if rd, err := photo.NewReader(); err == nil {
		b.photos = rd
	} else {
		b.log.Error("the photo reader's classifier", "err", err)
	}
	return b, nil
}

// RefillPools keeps the pools of ready puzzles full until ctx ends
// (pool.Pools.Refill).
func (b *Bot) RefillPools(ctx context.Context) { b.pools.Refill(ctx) }

// now is the bot's clock (the tests set it: Options.now).
func (b *Bot) now() time.Time { return b.opts.now() }

// Handle implements telegram.Handler.
func (b *Bot) Handle(ctx context.Context, u *messenger.Update) { b.route(ctx, u) }

// SlowDown implements telegram.Handler: it asks a flooding chat to slow
// down.
func (b *Bot) SlowDown(ctx context.Context, u *messenger.Update) {
	chat, _ := u.Chat()
	if chat.ID == 0 {
		return // a chosen inline result: no chat to tell
	}
	b.reply(ctx, chat.ID, 0, slowDownText(updateLang(u)))
}

// Failed implements telegram.Handler: it apologises for an update whose
// handling failed.
func (b *Bot) Failed(ctx context.Context, u *messenger.Update) {
	chat, _ := u.Chat()
	if chat.ID == 0 {
		return
	}
	b.reply(ctx, chat.ID, 0, internalErrorText(updateLang(u)))
}
