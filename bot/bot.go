// Package bot is the Telegram bot: it takes updates from the Bot API,
// reads puzzles, and answers with solved grids, hints, explained steps,
// ratings and checks, in English or Simplified Chinese.
package bot

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"runtime/debug"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"sudokubot/render"
	"sudokubot/solver/logic"
)

// A Renderer draws the pictures the bot sends. *render.Renderer is one.
type Renderer interface {
	WritePNG(w io.Writer, p render.Picture) error
}

// Options configure a Bot. The zero value of a field means its default.
type Options struct {
	// Username is the bot's username, to recognise mentions in groups.
	Username string
	// StepLimit bounds the exact solver's guesses per puzzle.
	StepLimit int
	// LogicTimeout bounds the human-style engine for one answer.
	LogicTimeout time.Duration
	// Workers is the number of updates handled at once; ChatQueue the
	// updates one chat may have waiting.
	Workers, ChatQueue int
	// MaxMessageBytes bounds the text read from a message.
	MaxMessageBytes int
	// AllowedChats, if not empty, are the only chats answered.
	AllowedChats []int64
	// NoRateLimit turns off the limits on sending (for benchmarks).
	NoRateLimit bool
	// PollTimeout is getUpdates' long-polling timeout; ShutdownTimeout
	// bounds the handling of the updates in hand on shutdown.
	PollTimeout, ShutdownTimeout time.Duration
	// StateFile, if set, records handled updates across restarts.
	StateFile string
	// Memory, if set, is where the bot remembers each chat's current
	// puzzle; nil keeps it in this process only.
	Memory Memory
	// Metrics, if set, records the bot's metrics.
	Metrics *Metrics
	// Logger receives the logs; nil discards them.
	Logger *slog.Logger

	renderer Renderer // tests: replaces the renderer given to New
	limited  bool     // tests: keep the rate limits the harness turns off
	// retryBase scales the waits between retries (tests shorten it);
	// 0 means a second.
	retryBase time.Duration
}

func (o *Options) defaults() {
	setDefault(&o.StepLimit, 100_000)
	setDefault(&o.LogicTimeout, 3*time.Second)
	setDefault(&o.Workers, 4)
	setDefault(&o.ChatQueue, 10)
	setDefault(&o.MaxMessageBytes, 16384)
	setDefault(&o.PollTimeout, 50*time.Second)
	setDefault(&o.ShutdownTimeout, 15*time.Second)
	setDefault(&o.retryBase, time.Second)
	if o.Memory == nil {
		o.Memory = newMapMemory(100_000)
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
}

func setDefault[T comparable](v *T, def T) {
	var zero T
	if *v == zero {
		*v = def
	}
}

// A Bot answers the updates of one Telegram bot.
type Bot struct {
	api     API
	send    *sender
	render  Renderer
	opts    Options
	log     *slog.Logger
	metrics *Metrics
	allowed map[int64]bool
	caches  caches
	memory  Memory
}

// New returns a bot that talks to Telegram through api and draws with r.
func New(api API, r Renderer, opts Options) *Bot {
	opts.defaults()
	b := &Bot{api: api, render: r, opts: opts, log: opts.Logger, metrics: opts.Metrics, memory: opts.Memory}
	b.send = &sender{api: api, log: b.log, metrics: b.metrics, retries: 3, floodRetries: 5, backoff: opts.retryBase / 2}
	if !opts.NoRateLimit {
		b.send.limit = newLimiter()
	}
	if len(opts.AllowedChats) > 0 {
		b.allowed = map[int64]bool{}
		for _, id := range opts.AllowedChats {
			b.allowed[id] = true
		}
	}
	b.caches = newCaches()
	return b
}

// Run polls for updates and handles them until ctx ends. Then it stops
// polling, lets the updates in hand finish within the shutdown timeout,
// confirms the handled ones to Telegram, and returns nil. It returns an
// error only when it cannot start (the state file cannot be opened).
func (b *Bot) Run(ctx context.Context) error {
	var state *stateFile
	if b.opts.StateFile != "" {
		var err error
		if state, err = openState(b.opts.StateFile); err != nil {
			return err
		}
		defer state.close()
	}
	tr := newTracker(state)
	d := newDispatcher(b.opts.ChatQueue)

	// Handling outlives ctx by the shutdown timeout.
	work, stopWork := context.WithCancel(context.WithoutCancel(ctx))
	defer stopWork()
	workers := make(chan struct{})
	go func() {
		defer close(workers)
		d.run(work, b.opts.Workers, func(ctx context.Context, j job) { b.handle(ctx, j) })
	}()

	b.registerCommands(ctx)
	b.poll(ctx, tr, d)

	// Shut down: finish what is in hand, within the bound.
	d.close()
	timer := time.NewTimer(b.opts.ShutdownTimeout)
	defer timer.Stop()
	select {
	case <-workers:
	case <-timer.C:
		b.log.Warn("shutdown timeout: leaving updates unconfirmed for the next start", "waiting", d.waiting())
		stopWork()
		<-workers
	}
	b.confirm(tr)
	b.log.Info("stopped", "last_confirmed_update", tr.acknowledged())
	return nil
}

// poll long-polls getUpdates until ctx ends, handing new updates to the
// dispatcher.
func (b *Bot) poll(ctx context.Context, tr *tracker, d *dispatcher) {
	fails := 0
	for ctx.Err() == nil {
		offset := tr.offset()
		timeout := int(b.opts.PollTimeout / time.Second)
		if tr.inHand() > 0 {
			// Telegram returns the unconfirmed updates at once; a long
			// poll would not wait anyway.
			timeout = 0
		}
		updates, err := b.api.GetUpdates(ctx, tgbotapi.UpdateConfig{Offset: offset, Limit: 100, Timeout: timeout})
		if err != nil {
			if ctx.Err() != nil {
				return
			}
			fails++
			sleep(ctx, b.pollBackoff(err, fails))
			continue
		}
		fails = 0
		if offset > 0 {
			tr.confirmed(offset - 1)
		}
		ids := make([]int, len(updates))
		for i, u := range updates {
			ids[i] = u.UpdateID
		}
		fresh, replayed := tr.admit(ids)
		for range replayed {
			b.metrics.update("replayed")
		}
		isFresh := map[int]bool{}
		for _, id := range fresh {
			isFresh[id] = true
		}
		for _, u := range updates {
			if isFresh[u.UpdateID] {
				b.dispatch(tr, d, u)
			}
		}
		b.metrics.queued(d.waiting())
		if len(fresh) == 0 && tr.inHand() > 0 {
			// Everything returned is in hand: wait for some of it to
			// finish before asking again.
			tr.waitProgress(ctx, time.Second)
		}
	}
}

// pollBackoff logs a failed getUpdates and returns how long to wait:
// what Telegram asked for, or an exponential backoff with jitter.
func (b *Bot) pollBackoff(err error, fails int) time.Duration {
	if wait := retryAfter(err); wait > 0 {
		b.metrics.flood("getUpdates")
		b.log.Warn("getUpdates: telegram asked to slow down", "retry_after", wait)
		return wait
	}
	wait := min(b.opts.retryBase<<min(fails-1, 6), time.Minute)
	wait = wait/2 + rand.N(wait/2+1)
	if tg := asTelegram(err); tg != nil && tg.Code == 409 {
		b.log.Error("getUpdates: conflict: another instance of this bot is polling, or a webhook is set; stop the other one or delete the webhook",
			"telegram", tg.Message, "retry_in", wait)
	} else {
		b.log.Warn("getUpdates failed", "err", err, "attempt", fails, "retry_in", wait)
	}
	b.metrics.failure("getUpdates", errorKind(err))
	return wait
}

// dispatch hands an update to the workers, or refuses it when its chat
// has too many waiting.
func (b *Bot) dispatch(tr *tracker, d *dispatcher, u tgbotapi.Update) {
	b.metrics.update("received")
	chat, _ := chatOf(&u)
	id := u.UpdateID
	j := job{update: u, chat: chat, done: func() { tr.finish(id) }}
	if chat == 0 {
		tr.finish(id) // nothing the bot answers
		return
	}
	accepted, first := d.submit(j)
	if accepted {
		return
	}
	b.metrics.update("refused")
	if first {
		b.log.Info("chat is flooding: asking it to slow down", "chat", chat)
		return // the job queued to ask it is done when it has asked
	}
	tr.finish(id)
}

// handle handles one update, recovering from a panic so that one bad
// update cannot stop the bot.
func (b *Bot) handle(ctx context.Context, j job) {
	start := time.Now()
	defer j.done()
	defer func() {
		if r := recover(); r != nil {
			b.metrics.panicked()
			b.log.Error("panic while handling an update", "update", j.update.UpdateID, "chat", j.chat, "panic", fmt.Sprint(r), "stack", string(debug.Stack()))
			_, lang := chatOf(&j.update)
			b.reply(ctx, j.chat, isGroup(&j.update), 0, internalErrorText(lang))
		}
	}()
	if j.slowDown {
		_, lang := chatOf(&j.update)
		b.reply(ctx, j.chat, isGroup(&j.update), 0, slowDownText(lang))
		return
	}
	b.route(ctx, &j.update)
	b.metrics.handled(time.Since(start).Seconds())
}

// confirm tells Telegram that the handled updates are done, so that they
// are not delivered again: a last getUpdates whose offset confirms them.
func (b *Bot) confirm(tr *tracker) {
	offset := tr.offset()
	if offset <= 0 {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if _, err := b.api.GetUpdates(ctx, tgbotapi.UpdateConfig{Offset: offset, Limit: 1, Timeout: 0}); err != nil {
		b.log.Warn("could not confirm the last updates; they will come again", "err", err)
		return
	}
	tr.confirmed(offset - 1)
}

// registerCommands registers the command menu in both languages.
func (b *Bot) registerCommands(ctx context.Context) {
	for _, lc := range []struct {
		code string
		lang logic.Lang
	}{{"", logic.English}, {"zh", logic.Chinese}} {
		var cmds []tgbotapi.BotCommand
		for _, c := range commandList(lc.lang) {
			cmds = append(cmds, tgbotapi.BotCommand{Command: c[0], Description: c[1]})
		}
		cfg := tgbotapi.NewSetMyCommandsWithScopeAndLanguage(tgbotapi.NewBotCommandScopeDefault(), lc.code, cmds...)
		if err := b.send.request(ctx, target{}, "setMyCommands", cfg); err != nil && !errors.Is(err, context.Canceled) {
			b.log.Warn("could not register the commands", "language", lc.code, "err", err)
		}
	}
}
