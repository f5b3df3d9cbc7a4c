// Package telegram is the bot's runtime: it receives updates from
// Telegram's Bot API (long polling, or a webhook), writes them to a
// durable queue (Store) before confirming them, hands them to the
// conversation (a messenger.Handler) one chat at a time, in order, and
// makes the calls the conversation asks for through its messenger.Outbox,
// which it implements by adapting the client library, within Telegram's
// rate limits, retrying what can be retried and keeping the token out of
// every log. It is the only package that knows the client library
// (go-telegram-bot-api).
package telegram

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"runtime/debug"
	"sudokubot/bot/messenger"
	"sync"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// Options configure a Runtime. Every field must be set unless marked
// optional (New refuses a zero or negative one); cmd/sudokubot takes them
// from the configuration.
type Options struct {
	// Store is the durable queue (and the conversation's memory).
	Store *Store
	// Workers is the number of updates handled at once; ChatQueue the
	// updates one chat may have waiting.
	Workers, ChatQueue int
	// RateLimit keeps the messages within Telegram's limits (tests and
	// benchmarks turn it off); SendRate is the limit on messages per
	// second to all chats together.
	RateLimit bool
	SendRate  float64
	// SharedPace, if set with RateLimit, paces the messages of every
	// process of the bot together at SendRate (replicas on one shared
	// store). Optional: without it, SendRate holds for this process.
	SharedPace SharedPace
	// PollTimeout is getUpdates' long-polling timeout; ShutdownTimeout
	// bounds the handling of the updates in hand on shutdown.
	PollTimeout, ShutdownTimeout time.Duration
	// Webhook, if its URL is set, receives updates by webhook instead of
	// long polling. Optional.
	Webhook Webhook
	// DeleteWebhook lets long polling remove a webhook left set.
	// Optional.
	DeleteWebhook bool
	// Commands, if set, are registered as the bot's command menu.
	// Optional.
	Commands []messenger.CommandSet
	// MenuButton, if set, becomes every private chat's menu button
	// (webapp.go). Optional.
	MenuButton *MenuButton
	// Metrics, if set, records the runtime's metrics. Optional.
	Metrics *Metrics
	// Logger receives the logs; nil discards them. Optional.
	Logger *slog.Logger
	// RetryBase scales the waits between retries; 0 means a second.
	// Optional (tests shorten it).
	RetryBase time.Duration
	// ActionDelay is how long an answer may take before the chat is shown
	// "sending photo…" (or what the conversation asked for); 0 means a
	// second. Optional (tests change it).
	ActionDelay time.Duration
	// Clock, if set, is what the runtime waits on; nil is the wall clock.
	// Optional (tests record the waits instead of waiting).
	Clock Clock
}

// ErrOptions is the error New wraps when an option is missing or out of
// range.
var ErrOptions = errors.New("invalid runtime options")

// validate checks the options and fills in the documented defaults of
// the optional ones.
func (o *Options) validate() error {
	var errs []error
	bad := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf("%w: %s", ErrOptions, fmt.Sprintf(format, args...)))
	}
	if o.Store == nil {
		bad("no Store")
	}
	if o.Workers < 1 {
		bad("Workers %d, want 1 or more", o.Workers)
	}
	if o.ChatQueue < 1 {
		bad("ChatQueue %d, want 1 or more", o.ChatQueue)
	}
	if o.RateLimit && o.SendRate <= 0 {
		bad("SendRate %v with RateLimit, want a positive rate", o.SendRate)
	}
	if o.Webhook.URL == "" && (o.PollTimeout < time.Second || o.PollTimeout%time.Second != 0) {
		bad("PollTimeout %v, want whole seconds, 1s or more", o.PollTimeout)
	}
	if o.ShutdownTimeout <= 0 {
		bad("ShutdownTimeout %v, want a positive duration", o.ShutdownTimeout)
	}
	if o.RetryBase < 0 || o.ActionDelay < 0 {
		bad("RetryBase %v, ActionDelay %v: want 0 (the default) or positive", o.RetryBase, o.ActionDelay)
	}
	if err := errors.Join(errs...); err != nil {
		return err
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	if o.RetryBase == 0 {
		o.RetryBase = time.Second
	}
	if o.ActionDelay == 0 {
		o.ActionDelay = time.Second
	}
	if o.Clock == nil {
		o.Clock = realClock{}
	}
	return nil
}

// maxWaiting bounds the updates waiting for a worker, over all chats:
// beyond it the runtime stops taking updates from Telegram (which keeps
// them) until the workers catch up. Each chat is bounded by ChatQueue.
const maxWaiting = 10000

// A Runtime runs one Telegram bot. It is also the conversation's Outbox.
type Runtime struct {
	api     api
	clock   Clock
	send    *sender
	opts    Options
	log     *slog.Logger
	metrics *Metrics
	store   *Store
	d       *dispatcher
	acts    actions
	// accepting keeps concurrent webhook requests from handing their
	// updates to the workers in another order than the store's.
	accepting sync.Mutex
}

var _ messenger.Outbox = (*Runtime)(nil)

// New returns a runtime that talks to Telegram through client, or an error
// wrapping ErrOptions if an option is missing or out of range. It makes no
// call until Run.
func New(client *Client, opts Options) (*Runtime, error) {
	if client == nil {
		return nil, fmt.Errorf("%w: no Client", ErrOptions)
	}
	if err := opts.validate(); err != nil {
		return nil, err
	}
	rt := &Runtime{api: client, clock: opts.Clock, opts: opts, log: opts.Logger, metrics: opts.Metrics, store: opts.Store}
	rt.send = &sender{api: client, clock: opts.Clock, log: rt.log, metrics: rt.metrics, retries: 3, floodRetries: 5, backoff: opts.RetryBase / 2}
	if opts.RateLimit {
		rt.send.limit = newLimiter(opts.SendRate)
		rt.send.limit.shared = opts.SharedPace
		rt.send.limit.failed = func(err error) {
			rt.log.Warn("the shared sending pace failed; keeping to SEND_RATE in this process alone", "err", err)
		}
	}
	rt.d = newDispatcher(opts.ChatQueue)
	rt.acts.chats = map[int64]*inHand{}
	return rt, nil
}

// Run receives updates and hands them to h until ctx ends. Then it stops
// receiving, lets the updates in hand finish within the shutdown timeout
// (the rest stay queued for the next start), and returns nil. It returns
// an error when it cannot start: no store, a webhook that cannot be set
// or its address taken, or, in long-polling mode, a webhook still set.
func (rt *Runtime) Run(ctx context.Context, h messenger.Handler) error {
	// Handling outlives ctx by the shutdown timeout.
	work, stopWork := context.WithCancel(context.WithoutCancel(ctx))
	defer stopWork()
	workers := make(chan struct{})
	go func() {
		defer close(workers)
		rt.d.run(work, rt.opts.Workers, func(ctx context.Context, j job) { rt.handle(ctx, h, j) })
	}()
	defer func() {
		// Shut down: finish what is in hand, within the bound.
		rt.d.close()
		timer := time.NewTimer(rt.opts.ShutdownTimeout)
		defer timer.Stop()
		select {
		case <-workers:
		case <-timer.C:
			rt.log.Warn("shutdown timeout: leaving updates queued for the next start", "waiting", rt.d.waiting())
			stopWork()
			<-workers
		}
		rt.log.Info("stopped", "queued", rt.d.waiting())
	}()

	// What was queued before a restart comes first.
	pending, err := rt.store.pending()
	if err != nil {
		return err
	}
	if len(pending) > 0 {
		rt.log.Info("resuming the updates queued before the restart", "updates", len(pending))
	}
	rt.dispatchAll(pending, "")

	if rt.opts.Webhook.URL != "" {
		return rt.serveWebhook(ctx)
	}
	if err := rt.checkWebhook(ctx); err != nil {
		return err
	}
	rt.registerCommands(ctx)
	rt.poll(ctx)
	return nil
}

// WaitIdle waits until every update received so far is handled: none
// waits and none is in hand. The terminal chat of local mode uses it to
// know the bot has answered what was typed, and tests to know an update
// was handled once Telegram's side saw it delivered.
func (rt *Runtime) WaitIdle(ctx context.Context) error { return rt.d.waitIdle(ctx) }

// accept writes updates to the store, then hands the new ones to the
// workers. When it returns nil, every update is either queued durably or
// a duplicate.
func (rt *Runtime) accept(us []queued) error {
	rt.accepting.Lock()
	defer rt.accepting.Unlock()
	added, err := rt.store.enqueue(us)
	if err != nil {
		rt.log.Error("cannot queue updates; they stay with Telegram, which will deliver them again", "updates", len(us), "err", err)
		return err
	}
	for range len(us) - len(added) {
		rt.metrics.update("duplicate")
	}
	rt.dispatchAll(added, "received")
	return nil
}

// dispatchAll hands queued updates to the workers, and removes those
// dropped (a flood, nothing to answer) from the store in one write.
func (rt *Runtime) dispatchAll(qs []queued, metric string) {
	var dropped []uint64
	for _, q := range qs {
		if metric != "" {
			rt.metrics.update(metric)
		}
		if !rt.dispatch(q) {
			dropped = append(dropped, q.seq)
		}
	}
	if len(dropped) > 0 {
		if err := rt.store.done(dropped...); err != nil {
			rt.log.Error("cannot remove dropped updates from the queue", "updates", len(dropped), "err", err)
		}
	}
	rt.metrics.queued(rt.d.waiting())
}

// queuedFrom returns an update of the client library ready to store.
func queuedFrom(u *tgbotapi.Update) (queued, error) {
	raw, err := json.Marshal(u)
	if err != nil {
		return queued{}, fmt.Errorf("encoding update %d: %w", u.UpdateID, err)
	}
	chat, _ := fromLibrary(u).Chat()
	return queued{id: u.UpdateID, chat: chat.ID, raw: raw}, nil
}

// poll long-polls getUpdates until ctx ends, queuing the updates and
// confirming them as soon as they are queued.
func (rt *Runtime) poll(ctx context.Context) {
	fails, offset := 0, 0
	for ctx.Err() == nil {
		if rt.d.waiting() >= maxWaiting {
			// Telegram keeps what we do not take.
			rt.d.waitProgress(ctx)
			continue
		}
		updates, err := rt.api.GetUpdates(ctx, tgbotapi.UpdateConfig{Offset: offset, Limit: 100, Timeout: int(rt.opts.PollTimeout / time.Second)})
		if err != nil {
			if ctx.Err() != nil {
				break
			}
			fails++
			rt.clock.Sleep(ctx, rt.pollBackoff(err, fails))
			continue
		}
		fails = 0
		if len(updates) == 0 {
			continue
		}
		batch := make([]queued, 0, len(updates))
		for i := range updates {
			q, err := queuedFrom(&updates[i])
			if err != nil {
				rt.log.Error("dropping an update that cannot be stored", "update", updates[i].UpdateID, "err", err)
				continue
			}
			batch = append(batch, q)
		}
		if err := rt.accept(batch); err != nil {
			fails++
			rt.clock.Sleep(ctx, min(rt.opts.RetryBase<<min(fails-1, 6), time.Minute))
			continue
		}
		// The next call confirms these to Telegram.
		offset = updates[len(updates)-1].UpdateID + 1
	}
	rt.confirm(offset)
}

// confirm tells Telegram that the updates before offset are queued, so
// that they are not delivered again.
func (rt *Runtime) confirm(offset int) {
	if offset <= 0 {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if _, err := rt.api.GetUpdates(ctx, tgbotapi.UpdateConfig{Offset: offset, Limit: 1, Timeout: 0}); err != nil {
		rt.log.Warn("could not confirm the last updates; they will come again and be recognised", "err", err)
	}
}

// dispatch hands a queued update to the workers, or refuses it when its
// chat has too many waiting. It reports false for an update to drop from
// the store unanswered.
func (rt *Runtime) dispatch(q queued) bool {
	if q.chat == 0 {
		return false // nothing the bot answers
	}
	var u tgbotapi.Update
	if err := json.Unmarshal(q.raw, &u); err != nil {
		rt.log.Error("dropping a queued update that cannot be read", "update", q.id, "err", err)
		return false
	}
	accepted, first := rt.d.submit(job{seq: q.seq, chat: q.chat, update: fromLibrary(&u)})
	if accepted || rt.d.isClosed() {
		return true // (once closed, it stays queued for the next start)
	}
	rt.metrics.update("dropped")
	if first {
		rt.log.Info("chat is flooding: asking it to slow down, dropping the rest of its flood", "chat", q.chat)
		return true // the job queued to ask it is done when it has asked
	}
	return false
}

// finish removes a handled update from the store.
func (rt *Runtime) finish(j job) {
	rt.metrics.queued(rt.d.waiting())
	if err := rt.store.done(j.seq); err != nil {
		rt.log.Error("cannot remove a handled update from the queue; it will be handled again after a restart", "chat", j.chat, "err", err)
	}
}

// handle hands one update to h, recovering from a panic so that one bad
// update cannot stop the bot.
func (rt *Runtime) handle(ctx context.Context, h messenger.Handler, j job) {
	start := time.Now()
	defer rt.finish(j)
	done := rt.acts.begin(ctx, rt, j.chat)
	defer done()
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
	rt.chatMenu(ctx, j.update) // after the answer, which comes first
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

// failed tells the chat that its update failed, unless that panics too.
func (rt *Runtime) failed(ctx context.Context, h messenger.Handler, u *messenger.Update) {
	defer func() {
		if r := recover(); r != nil {
			rt.log.Error("panic while reporting a failed update", "update", u.ID, "panic", fmt.Sprint(r))
		}
	}()
	h.Failed(ctx, u)
}

// registerCommands registers the command menus.
func (rt *Runtime) registerCommands(ctx context.Context) {
	rt.setMenuButton(ctx)
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
