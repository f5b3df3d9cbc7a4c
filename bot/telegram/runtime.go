// Package telegram is the bot's runtime: it receives updates from
// Telegram's Bot API, hands them to the conversation (a Handler) one chat
// at a time, in order, and makes the calls the conversation asks for
// through its Outbox, within Telegram's rate limits, retrying what can be
// retried and keeping the token out of every log. It is the only package
// that knows the client library (go-telegram-bot-api).
package telegram

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"runtime/debug"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// Options configure a Runtime. Every field must be set unless marked
// optional; cmd/sudokubot takes them from the configuration.
type Options struct {
	// Workers is the number of updates handled at once; ChatQueue the
	// updates one chat may have waiting.
	Workers, ChatQueue int
	// RateLimit keeps the messages within Telegram's limits (tests and
	// benchmarks turn it off).
	RateLimit bool
	// PollTimeout is getUpdates' long-polling timeout; ShutdownTimeout
	// bounds the handling of the updates in hand on shutdown.
	PollTimeout, ShutdownTimeout time.Duration
	// StateFile, if set, records handled updates across restarts.
	// Optional.
	StateFile string
	// Commands, if set, are registered as the bot's command menu.
	// Optional.
	Commands []CommandSet
	// Metrics, if set, records the runtime's metrics. Optional.
	Metrics *Metrics
	// Logger receives the logs; nil discards them. Optional.
	Logger *slog.Logger
	// RetryBase scales the waits between retries; 0 means a second.
	// Optional (tests shorten it).
	RetryBase time.Duration
}

// A Runtime runs one Telegram bot. It is also the conversation's Outbox.
type Runtime struct {
	api     API
	send    *sender
	opts    Options
	log     *slog.Logger
	metrics *Metrics
}

var _ Outbox = (*Runtime)(nil)

// New returns a runtime that talks to Telegram through api. It makes no
// call until Run.
func New(api API, opts Options) *Runtime {
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	if opts.RetryBase == 0 {
		opts.RetryBase = time.Second
	}
	rt := &Runtime{api: api, opts: opts, log: opts.Logger, metrics: opts.Metrics}
	rt.send = &sender{api: api, log: rt.log, metrics: rt.metrics, retries: 3, floodRetries: 5, backoff: opts.RetryBase / 2}
	if opts.RateLimit {
		rt.send.limit = newLimiter()
	}
	return rt
}

// Run polls for updates and hands them to h until ctx ends. Then it stops
// polling, lets the updates in hand finish within the shutdown timeout,
// confirms the handled ones to Telegram, and returns nil. It returns an
// error only when it cannot start (the state file cannot be opened).
func (rt *Runtime) Run(ctx context.Context, h Handler) error {
	var state *stateFile
	if rt.opts.StateFile != "" {
		var err error
		if state, err = openState(rt.opts.StateFile); err != nil {
			return err
		}
		defer state.close()
	}
	tr := newTracker(state)
	d := newDispatcher(rt.opts.ChatQueue)

	// Handling outlives ctx by the shutdown timeout.
	work, stopWork := context.WithCancel(context.WithoutCancel(ctx))
	defer stopWork()
	workers := make(chan struct{})
	go func() {
		defer close(workers)
		d.run(work, rt.opts.Workers, func(ctx context.Context, j job) { rt.handle(ctx, h, j) })
	}()

	rt.registerCommands(ctx)
	rt.poll(ctx, tr, d)

	// Shut down: finish what is in hand, within the bound.
	d.close()
	timer := time.NewTimer(rt.opts.ShutdownTimeout)
	defer timer.Stop()
	select {
	case <-workers:
	case <-timer.C:
		rt.log.Warn("shutdown timeout: leaving updates unconfirmed for the next start", "waiting", d.waiting())
		stopWork()
		<-workers
	}
	rt.confirm(tr)
	rt.log.Info("stopped", "last_confirmed_update", tr.acknowledged())
	return nil
}

// poll long-polls getUpdates until ctx ends, handing new updates to the
// dispatcher.
func (rt *Runtime) poll(ctx context.Context, tr *tracker, d *dispatcher) {
	fails := 0
	for ctx.Err() == nil {
		offset := tr.offset()
		timeout := int(rt.opts.PollTimeout / time.Second)
		if tr.inHand() > 0 {
			// Telegram returns the unconfirmed updates at once; a long
			// poll would not wait anyway.
			timeout = 0
		}
		updates, err := rt.api.GetUpdates(ctx, tgbotapi.UpdateConfig{Offset: offset, Limit: 100, Timeout: timeout})
		if err != nil {
			if ctx.Err() != nil {
				return
			}
			fails++
			sleep(ctx, rt.pollBackoff(err, fails))
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
			rt.metrics.update("replayed")
		}
		isFresh := map[int]bool{}
		for _, id := range fresh {
			isFresh[id] = true
		}
		for i := range updates {
			if isFresh[updates[i].UpdateID] {
				rt.dispatch(tr, d, fromLibrary(&updates[i]))
			}
		}
		rt.metrics.queued(d.waiting())
		if len(fresh) == 0 && tr.inHand() > 0 {
			// Everything returned is in hand: wait for some of it to
			// finish before asking again.
			tr.waitProgress(ctx, time.Second)
		}
	}
}

// pollBackoff logs a failed getUpdates and returns how long to wait:
// what Telegram asked for, or an exponential backoff with jitter.
func (rt *Runtime) pollBackoff(err error, fails int) time.Duration {
	if wait := retryAfter(err); wait > 0 {
		rt.metrics.flood("getUpdates")
		rt.log.Warn("getUpdates: telegram asked to slow down", "retry_after", wait)
		return wait
	}
	wait := min(rt.opts.RetryBase<<min(fails-1, 6), time.Minute)
	wait = wait/2 + rand.N(wait/2+1)
	if tg := asTelegram(err); tg != nil && tg.Code == 409 {
		rt.log.Error("getUpdates: conflict: another instance of this bot is polling, or a webhook is set; stop the other one or delete the webhook",
			"telegram", tg.Message, "retry_in", wait)
	} else {
		rt.log.Warn("getUpdates failed", "err", err, "attempt", fails, "retry_in", wait)
	}
	rt.metrics.failure("getUpdates", errorKind(err))
	return wait
}

// dispatch hands an update to the workers, or refuses it when its chat
// has too many waiting.
func (rt *Runtime) dispatch(tr *tracker, d *dispatcher, u *Update) {
	rt.metrics.update("received")
	chat, _ := u.Chat()
	id := u.ID
	j := job{update: u, chat: chat.ID, done: func() { tr.finish(id) }}
	if chat.ID == 0 {
		tr.finish(id) // nothing the bot answers
		return
	}
	accepted, first := d.submit(j)
	if accepted {
		return
	}
	rt.metrics.update("refused")
	if first {
		rt.log.Info("chat is flooding: asking it to slow down", "chat", chat.ID)
		return // the job queued to ask it is done when it has asked
	}
	tr.finish(id)
}

// handle hands one update to h, recovering from a panic so that one bad
// update cannot stop the bot.
func (rt *Runtime) handle(ctx context.Context, h Handler, j job) {
	start := time.Now()
	defer j.done()
	defer func() {
		if r := recover(); r != nil {
			rt.metrics.panicked()
			rt.log.Error("panic while handling an update", "update", j.update.ID, "chat", j.chat, "panic", fmt.Sprint(r), "stack", string(debug.Stack()))
			rt.failed(ctx, h, j.update)
		}
	}()
	if j.slowDown {
		h.SlowDown(ctx, j.update)
		return
	}
	h.Handle(ctx, j.update)
	rt.metrics.handled(time.Since(start).Seconds())
}

// failed tells the chat that its update failed, unless that panics too.
func (rt *Runtime) failed(ctx context.Context, h Handler, u *Update) {
	defer func() {
		if r := recover(); r != nil {
			rt.log.Error("panic while reporting a failed update", "update", u.ID, "panic", fmt.Sprint(r))
		}
	}()
	h.Failed(ctx, u)
}

// confirm tells Telegram that the handled updates are done, so that they
// are not delivered again: a last getUpdates whose offset confirms them.
func (rt *Runtime) confirm(tr *tracker) {
	offset := tr.offset()
	if offset <= 0 {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if _, err := rt.api.GetUpdates(ctx, tgbotapi.UpdateConfig{Offset: offset, Limit: 1, Timeout: 0}); err != nil {
		rt.log.Warn("could not confirm the last updates; they will come again", "err", err)
		return
	}
	tr.confirmed(offset - 1)
}

// registerCommands registers the command menus.
func (rt *Runtime) registerCommands(ctx context.Context) {
	for _, set := range rt.opts.Commands {
		var cmds []tgbotapi.BotCommand
		for _, c := range set.Commands {
			cmds = append(cmds, tgbotapi.BotCommand{Command: c.Command, Description: c.Description})
		}
		cfg := tgbotapi.NewSetMyCommandsWithScopeAndLanguage(tgbotapi.NewBotCommandScopeDefault(), set.Language, cmds...)
		if err := rt.send.request(ctx, target{}, "setMyCommands", cfg); err != nil && !errors.Is(err, context.Canceled) {
			rt.log.Warn("could not register the commands", "language", set.Language, "err", err)
		}
	}
}
