// Package telegram is the bot's runtime: it receives updates from
// Telegram's Bot API (long polling, or a webhook), writes them to a
// durable queue (a Queue, which several runtimes may share) before
// confirming them, hands them to the conversation (a messenger.Handler) one
// chat at a time, in order, and
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
	"os"
	"runtime/debug"
	"slices"
	"sudokubot/bot/messenger"
	"sync"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// Options configure a Runtime. Every field must be set unless marked
// optional (New refuses a zero or negative one); cmd/sudokubot takes them
// from the configuration.
type Options struct {
	// Queue is the durable queue of updates.
	Queue Queue
	// Menus remembers each chat's menu button; needed with MenuButton.
	Menus Menus
	// Workers is the number of updates handled at once; ChatQueue the
	// updates one chat may have in the queue (Queue.Enqueue's limit).
	Workers, ChatQueue int
	// LeaseTTL is how long an update taken from the queue stays this
	// runtime's without news of it: the runtime renews it every third of
	// it while handling the update, and another runtime sharing the queue
	// takes it over once it expires (this one was killed). 0 means 15
	// seconds. Optional.
	LeaseTTL time.Duration
	// Holder names this runtime in the queue's leases; "" means the
	// host's name, the process id and a random number. Optional.
	Holder string
	// RateLimit keeps the messages within Telegram's limits (tests and
	// benchmarks turn it off); SendRate is the limit on messages per
	// second to all chats together.
	RateLimit bool
	SendRate  float64
	// PollLease, if set, elects the one runtime among those sharing the
	// queue that long-polls Telegram (two getUpdates at once are refused
	// by Telegram); the others only work the queue, and one of them takes
	// over within PollLeaseTTL when the poller stops or dies. Optional:
	// without it this runtime polls (one process).
	PollLease PollLease
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
	if o.Queue == nil {
		bad("no Queue")
	}
	if o.MenuButton != nil && o.Menus == nil {
		bad("a MenuButton without Menus")
	}
	if o.LeaseTTL < 0 {
		bad("LeaseTTL %v, want 0 (the default) or positive", o.LeaseTTL)
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
	if o.LeaseTTL == 0 {
		o.LeaseTTL = 15 * time.Second
	}
	if o.Holder == "" {
		host, _ := os.Hostname()
		o.Holder = fmt.Sprintf("%s/%d/%08x", host, os.Getpid(), rand.Uint32())
	}
	return nil
}

// maxWaiting bounds the updates in the queue, over all chats: beyond it
// the runtime stops taking updates from Telegram (which keeps them) until
// the workers catch up. Each chat is bounded by ChatQueue.
const maxWaiting = 10000

// A Runtime runs one Telegram bot. It is also the conversation's Outbox.
type Runtime struct {
	api     api
	clock   Clock
	send    *sender
	opts    Options
	log     *slog.Logger
	metrics *Metrics
	queue   Queue
	menus   Menus
	acts    actions
	inline  *inlineLane // inline queries, beside the queue (inline.go)

	mu sync.Mutex
	// inHand counts the updates this runtime holds (leased, being
	// handled or removed from the queue).
	inHand int
	// progress is closed, and replaced, whenever an update in hand is
	// let go (WaitIdle).
	progress chan struct{}
	// enqueueFailure is the error of the last Enqueue, cleared only by
	// one that succeeds; stuck counts the handled updates that cannot be
	// removed from the queue (Health).
	enqueueFailure error
	stuck          int
	// counted is the queue's last count of its updates and countedAt
	// when it was taken (waiting).
	counted   int
	countedAt time.Time
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
	rt := &Runtime{api: client, clock: opts.Clock, opts: opts, log: opts.Logger, metrics: opts.Metrics, queue: opts.Queue, menus: opts.Menus,
		progress: make(chan struct{})}
	rt.send = &sender{api: client, clock: opts.Clock, log: rt.log, metrics: rt.metrics, retries: 3, floodRetries: 5, backoff: opts.RetryBase / 2}
	if opts.RateLimit {
		rt.send.limit = newLimiter(opts.SendRate)
		rt.send.limit.shared = opts.SharedPace
		rt.send.limit.failed = func(err error) {
			rt.log.Warn("the shared sending pace failed; keeping to SEND_RATE in this process alone", "err", err)
		}
	}
	rt.acts.chats = map[int64]*inHand{}
	rt.inline = newInlineLane()
	return rt, nil
}

// Run receives updates and hands them to h until ctx ends. Then it stops
// receiving, goes on with the updates in hand and those queued within the
// shutdown timeout (those still unanswered then go back to the queue, for
// the next start or another runtime), and returns nil.
// It returns an error when it cannot start: a webhook that cannot be set
// or its address taken, or, in long-polling mode, a webhook still set.
func (rt *Runtime) Run(ctx context.Context, h messenger.Handler) error {
	// Handling outlives ctx by the shutdown timeout; running ends with
	// ctx, or when Run returns.
	work, stopWork := context.WithCancel(context.WithoutCancel(ctx))
	defer stopWork()
	running, stop := context.WithCancel(ctx)
	defer stop()
	workers := make(chan struct{})
	go func() {
		defer close(workers)
		var wg sync.WaitGroup
		for range rt.opts.Workers {
			wg.Go(func() { rt.work(running, work, h) })
		}
		wg.Go(func() { rt.serveInline(running, work, h) })
		wg.Wait()
	}()
	defer func() {
		// Shut down: finish what is in hand and queued, within the
		// bound.
		stop()
		timer := time.NewTimer(rt.opts.ShutdownTimeout)
		defer timer.Stop()
		select {
		case <-workers:
		case <-timer.C:
			rt.log.Warn("shutdown timeout: the updates in hand go back to the queue unanswered", "in_hand", rt.held())
			stopWork()
			<-workers
		}
		wctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		n, _ := rt.queue.Waiting(wctx)
		rt.log.Info("stopped", "queued", n)
	}()

	if n, err := rt.queue.Waiting(ctx); err == nil && n > 0 {
		rt.log.Info("updates queued before the start come first", "updates", n)
	}
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

// WaitIdle waits until every update received so far is handled: the
// queue holds none and this runtime none in hand (another runtime sharing
// the queue may hold some). The terminal chat of local mode uses it to
// know the bot has answered what was typed, and tests to know an update
// was handled once Telegram's side saw it delivered.
func (rt *Runtime) WaitIdle(ctx context.Context) error {
	for {
		rt.mu.Lock()
		held, progress := rt.inHand, rt.progress
		rt.mu.Unlock()
		changed := rt.queue.Ready() // another runtime's progress
		if held == 0 {
			n, err := rt.queue.Waiting(ctx)
			if err != nil {
				return err
			}
			if n == 0 {
				return nil
			}
		}
		select {
		case <-progress:
		case <-changed:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// Health returns nil while the runtime can take updates in, or why not:
// the last Enqueue failed (only one that succeeds clears it), a handled
// update cannot be removed from the queue, or the queue reports a fault.
// /healthz and /readyz report it.
func (rt *Runtime) Health() error {
	rt.mu.Lock()
	enqueue, stuck := rt.enqueueFailure, rt.stuck
	rt.mu.Unlock()
	var errs []error
	if enqueue != nil {
		errs = append(errs, fmt.Errorf("updates cannot be queued: %w", enqueue))
	}
	if stuck > 0 {
		errs = append(errs, fmt.Errorf("%d handled updates cannot be removed from the queue", stuck))
	}
	if err := rt.queue.Health(); err != nil {
		errs = append(errs, err)
	}
	return errors.Join(errs...)
}

// held returns the number of updates in hand.
func (rt *Runtime) held() int {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	return rt.inHand
}

// countEvery is how often waiting asks the queue for its count: a
// shared queue counts with a query, and the count is wanted for every
// update received and handled (backpressure, the metrics).
const countEvery = 250 * time.Millisecond

// waiting returns the number of updates in the queue (of every runtime
// sharing it), at most countEvery old; 0 if the queue cannot say.
func (rt *Runtime) waiting(ctx context.Context) int {
	rt.mu.Lock()
	if n, at := rt.counted, rt.countedAt; !at.IsZero() && time.Since(at) < countEvery {
		rt.mu.Unlock()
		return n
	}
	rt.mu.Unlock()
	n, err := rt.queue.Waiting(ctx)
	if err != nil {
		return 0
	}
	rt.mu.Lock()
	rt.counted, rt.countedAt = n, time.Now()
	rt.mu.Unlock()
	rt.metrics.queued(n)
	return n
}

// waitProgress waits until an update in hand is let go, or ctx ends.
func (rt *Runtime) waitProgress(ctx context.Context) {
	rt.mu.Lock()
	ch := rt.progress
	rt.mu.Unlock()
	select {
	case <-ch:
	case <-ctx.Done():
	}
}

// accept writes updates to the queue. When it returns nil, every update
// is queued durably, or refused (a duplicate, or a flood's), and Telegram
// may be told so.
func (rt *Runtime) accept(ctx context.Context, us []Update) error {
	// An update of no chat is an inline query, answered at once beside
	// the queue, or nothing the bot answers.
	us = slices.DeleteFunc(slices.Clone(us), func(u Update) bool {
		if u.Chat == 0 && !rt.offerInline(u.Raw) {
			rt.metrics.update("received")
		}
		return u.Chat == 0
	})
	if len(us) == 0 {
		return nil
	}
	outs, err := rt.queue.Enqueue(ctx, us, rt.opts.ChatQueue)
	rt.mu.Lock()
	rt.enqueueFailure = err
	rt.mu.Unlock()
	if err != nil {
		rt.log.Error("cannot queue updates; they stay with Telegram, which will deliver them again", "updates", len(us), "err", err)
		return err
	}
	for i, o := range outs {
		switch o {
		case Duplicate:
			rt.metrics.update("duplicate")
			continue
		case SlowDown:
			rt.log.Info("chat is flooding: asking it to slow down, dropping the rest of its flood", "chat", us[i].Chat)
			rt.metrics.update("dropped")
		case Dropped:
			rt.metrics.update("dropped")
		}
		rt.metrics.update("received")
	}
	rt.waiting(ctx)
	return nil
}

// updateFrom returns an update of the client library ready to queue.
func updateFrom(u *tgbotapi.Update) (Update, error) {
	raw, err := json.Marshal(u)
	if err != nil {
		return Update{}, fmt.Errorf("encoding update %d: %w", u.UpdateID, err)
	}
	chat, from := fromLibrary(u).Chat()
	if u.ChosenInlineResult != nil {
		// A chosen result makes a race of the message posted (see
		// inline.go): it is queued durably, in its person's queue.
		chat.ID = from.ID
	}
	return Update{ID: u.UpdateID, Chat: chat.ID, Raw: raw}, nil
}

// A PollLease is a lease that one runtime at a time holds among those
// sharing a queue: the poller's (bot/pgstore keeps it in the database).
type PollLease interface {
	// TakeLease gives holder the named lease until ttl from now, when it
	// is free, expired or holder's already (then it is renewed), and
	// reports whether holder has it.
	TakeLease(ctx context.Context, name, holder string, ttl time.Duration) (bool, error)
	// DropLease lets go of holder's named lease, if holder has it.
	DropLease(ctx context.Context, name, holder string) error
}

// PollLeaseTTL is how long the poller's lease lasts without renewal: a
// poller killed is replaced within it. It is renewed every third of it,
// and a poller that cannot renew it stops polling at once, so that
// Telegram never sees two pollers.
const PollLeaseTTL = 9 * time.Second

// pollLeaseName names the poller's lease.
const pollLeaseName = "poller"

// poll long-polls getUpdates until ctx ends, queuing the updates and
// confirming them as soon as they are queued. With a PollLease it polls
// only while it holds the lease, and waits for it otherwise.
func (rt *Runtime) poll(ctx context.Context) {
	lease := rt.opts.PollLease
	if lease == nil {
		rt.confirm(rt.pollHeld(ctx))
		return
	}
	for ctx.Err() == nil {
		held, err := lease.TakeLease(ctx, pollLeaseName, rt.opts.Holder, PollLeaseTTL)
		if err != nil && ctx.Err() == nil {
			rt.log.Warn("cannot take or check the poller's lease; retrying", "err", err)
		}
		if !held {
			// Real time: the lease expires on the database's clock.
			realClock{}.Sleep(ctx, PollLeaseTTL/3)
			continue
		}
		rt.log.Info("polling Telegram for every replica", "holder", rt.opts.Holder)
		rt.metrics.poller(true)
		// Poll while the lease is renewed; a renewal that fails stops
		// the poll at once, before the lease can pass to another.
		polling, lost := context.WithCancel(ctx)
		renewed := make(chan struct{})
		go func() {
			defer close(renewed)
			defer lost()
			for {
				if (realClock{}).Sleep(polling, PollLeaseTTL/3) != nil {
					return
				}
				if ok, err := lease.TakeLease(polling, pollLeaseName, rt.opts.Holder, PollLeaseTTL); !ok || err != nil {
					if polling.Err() == nil {
						rt.log.Warn("lost the poller's lease; stopping polling", "err", err)
					}
					return
				}
			}
		}()
		offset := rt.pollHeld(polling)
		lost()
		<-renewed
		if ctx.Err() != nil {
			// Stopping, the lease still held: confirm what was queued.
			// (A poller that lost its lease does not: another polls
			// now, and gets those updates again, which the queue
			// recognises.)
			rt.confirm(offset)
		}
		rt.metrics.poller(false)
		dctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		if err := lease.DropLease(dctx, pollLeaseName, rt.opts.Holder); err != nil {
			rt.log.Warn("cannot let go of the poller's lease; another replica takes it when it expires", "err", err)
		}
		cancel()
	}
}

// pollHeld polls until ctx ends, and returns the offset that confirms
// what it queued.
func (rt *Runtime) pollHeld(ctx context.Context) (offset int) {
	fails := 0
	for ctx.Err() == nil {
		if rt.waiting(ctx) >= maxWaiting {
			// Telegram keeps what we do not take.
			rt.waitProgress(ctx)
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
		batch := make([]Update, 0, len(updates))
		for i := range updates {
			q, err := updateFrom(&updates[i])
			if err != nil {
				rt.log.Error("dropping an update that cannot be stored", "update", updates[i].UpdateID, "err", err)
				continue
			}
			batch = append(batch, q)
		}
		for ctx.Err() == nil {
			err := rt.accept(ctx, batch)
			if err == nil {
				break
			}
			// Not confirmed to Telegram: queued again, or delivered
			// again after a restart.
			fails++
			rt.clock.Sleep(ctx, min(rt.opts.RetryBase<<min(fails-1, 6), time.Minute))
		}
		if ctx.Err() != nil {
			break
		}
		fails = 0
		// The next call confirms these to Telegram.
		offset = updates[len(updates)-1].UpdateID + 1
	}
	return offset
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

// work is a worker: it takes updates from the queue and handles them
// until work ends, or, once ctx ended (the runtime is stopping), until it
// finds none to take.
func (rt *Runtime) work(ctx, work context.Context, h messenger.Handler) {
	fails := 0
	for work.Err() == nil {
		if ctx.Err() != nil && rt.opts.PollLease != nil {
			// Stopping, with replicas sharing the queue (a poller's
			// lease says so): they take what is left, this one takes
			// nothing new.
			return
		}
		ready := rt.queue.Ready()
		l, ok, err := rt.queue.Lease(work, rt.opts.Holder, rt.opts.LeaseTTL)
		switch {
		case err != nil && work.Err() != nil:
			return
		case err != nil:
			fails++
			wait := min(rt.opts.RetryBase<<min(fails-1, 6), time.Minute)
			rt.log.Error("cannot take an update from the queue", "err", err, "retry_in", wait)
			if ctx.Err() != nil {
				return
			}
			rt.clock.Sleep(ctx, wait)
			continue
		case !ok && ctx.Err() != nil:
			return // stopping, and nothing left for this worker
		case !ok:
			select {
			case <-ready:
			case <-ctx.Done():
			}
			continue
		}
		fails = 0
		rt.process(work, h, l)
	}
}

// process handles a leased update and removes it from the queue, or, if
// handling was cut short by the shutdown timeout, gives it back.
func (rt *Runtime) process(work context.Context, h messenger.Handler, l Lease) {
	rt.mu.Lock()
	rt.inHand++
	rt.mu.Unlock()
	defer func() {
		rt.mu.Lock()
		rt.inHand--
		close(rt.progress)
		rt.progress = make(chan struct{})
		rt.mu.Unlock()
	}()
	stop := rt.heartbeat(l)
	defer stop()

	var u tgbotapi.Update
	if err := json.Unmarshal(l.Raw, &u); err != nil {
		rt.log.Error("dropping a queued update that cannot be read", "update", l.ID, "err", err)
	} else {
		rt.handle(work, h, l, fromLibrary(&u))
		if work.Err() != nil {
			// Not answered, or not entirely: it stays queued.
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			if err := rt.queue.Release(ctx, l); err != nil {
				rt.log.Warn("could not give back an update cut short; it comes back when its lease expires", "chat", l.Chat, "err", err)
			}
			return
		}
	}
	rt.finish(work, l)
}

// heartbeat renews a lease every third of its time to live until stopped.
func (rt *Runtime) heartbeat(l Lease) (stop func()) {
	done := make(chan struct{})
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		t := time.NewTicker(rt.opts.LeaseTTL / 3)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
			}
			ctx, cancel := context.WithTimeout(context.Background(), rt.opts.LeaseTTL/3)
			err := rt.queue.Extend(ctx, l, rt.opts.LeaseTTL)
			cancel()
			if errors.Is(err, ErrLeaseLost) {
				rt.log.Warn("lost the lease of an update in hand; it may be answered twice", "chat", l.Chat, "update", l.ID)
				return
			}
			if err != nil {
				rt.log.Warn("could not renew the lease of an update in hand", "chat", l.Chat, "err", err)
			}
		}
	}()
	return func() {
		close(done)
		<-stopped
	}
}

// finish removes a handled update from the queue, trying again, with a
// growing wait, while the queue refuses: the chat stays held meanwhile,
// so that its update is not handled again. It gives up when work ends
// (the update is then answered again after the restart).
func (rt *Runtime) finish(work context.Context, l Lease) {
	for attempt := 1; ; attempt++ {
		ctx, cancel := context.WithTimeout(context.WithoutCancel(work), 30*time.Second)
		err := rt.queue.Done(ctx, l)
		cancel()
		if err == nil || errors.Is(err, ErrLeaseLost) {
			if attempt > 1 {
				rt.mu.Lock()
				rt.stuck--
				rt.mu.Unlock()
				rt.log.Info("removed a handled update from the queue at last", "chat", l.Chat, "attempts", attempt)
			}
			if err != nil {
				rt.log.Warn("a handled update was no longer this runtime's; it may be answered twice", "chat", l.Chat, "update", l.ID)
			}
			rt.waiting(work)
			return
		}
		if attempt == 1 {
			rt.mu.Lock()
			rt.stuck++
			rt.mu.Unlock()
		}
		wait := min(rt.opts.RetryBase<<min(attempt-1, 6), time.Minute)
		rt.log.Error("cannot remove a handled update from the queue; retrying", "chat", l.Chat, "err", err, "retry_in", wait)
		if rt.clock.Sleep(work, wait) != nil {
			rt.mu.Lock()
			rt.stuck--
			rt.mu.Unlock()
			rt.log.Error("stopping with a handled update still queued; it will be answered again", "chat", l.Chat, "update", l.ID)
			return
		}
	}
}

// handle hands one update to h, recovering from a panic so that one bad
// update cannot stop the bot.
func (rt *Runtime) handle(ctx context.Context, h messenger.Handler, l Lease, u *messenger.Update) {
	start := time.Now()
	done := rt.acts.begin(ctx, rt, l.Chat)
	defer done()
	defer func() {
		if r := recover(); r != nil {
			rt.metrics.panicked()
			rt.log.Error("panic while handling an update", "update", u.ID, "chat", l.Chat, "panic", fmt.Sprint(r), "stack", string(debug.Stack()))
			rt.failed(ctx, h, u)
		}
	}()
	if l.SlowDown {
		h.SlowDown(ctx, u)
		return
	}
	h.Handle(ctx, u)
	rt.metrics.handled(time.Since(start).Seconds())
	rt.chatMenu(ctx, u) // after the answer, which comes first
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
