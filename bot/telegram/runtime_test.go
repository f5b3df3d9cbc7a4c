package telegram_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"sudokubot/bot/boltstore"
	"sudokubot/bot/internal/emulator"
	"sudokubot/bot/messenger"
	"sudokubot/bot/telegram"
)

// The runtime's end-to-end tests run it against the emulator over real
// HTTP, in both modes, with a handler that echoes each message.

// echo is a Handler that answers each message with its text.
type echo struct {
	out messenger.Outbox
	// gate, if set, holds the answers to chat gated until it is closed,
	// as long work would.
	gate  chan struct{}
	gated int64
	// entered, if set, is told of each gated update the handler starts.
	entered chan struct{}
	// inline, if set, answers inline queries (inline_test.go); held, if
	// set, holds the answers until it is closed, and chosen is told of
	// each chosen result's id.
	inline bool
	held   chan struct{}
	chosen chan string
}

func (e *echo) Handle(ctx context.Context, u *messenger.Update) {
	if e.inline {
		e.answerInline(ctx, u)
	}
	m := u.Message
	if m == nil {
		return
	}
	if e.gate != nil && m.Chat.ID == e.gated {
		if e.entered != nil {
			e.entered <- struct{}{}
		}
		select {
		case <-e.gate:
		case <-ctx.Done():
			return
		}
	}
	e.out.SendText(ctx, messenger.Text{Chat: m.Chat.ID, Text: "echo: " + m.Text, ReplyTo: m.ID})
}

func (e *echo) SlowDown(ctx context.Context, u *messenger.Update) {
	chat, _ := u.Chat()
	e.out.SendText(ctx, messenger.Text{Chat: chat.ID, Text: "slow down"})
}

func (e *echo) Failed(ctx context.Context, u *messenger.Update) {}

type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *logBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

func newTestLogger(w io.Writer) *slog.Logger {
	return slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: slog.LevelDebug}))
}

// A rig is a runtime with an echo handler against an emulator.
type rig struct {
	t      testing.TB
	srv    *emulator.Server
	rt     *telegram.Runtime
	h      *echo
	logs   *logBuffer
	hook   string // the webhook's URL, in webhook mode
	stop   context.CancelFunc
	done   chan error
	stored *boltstore.DB // the store, unless the options gave a queue
}

const testSecret = "test-secret_42"

// modes are the runtime's two ways of receiving updates.
var modes = []string{"polling", "webhook"}

// newRig starts a runtime in a mode ("polling" or "webhook") with the
// options (Queue, Menus, Logger and Webhook are filled in) against an
// emulator of its own.
func newRig(t testing.TB, mode string, opts telegram.Options, h *echo) *rig {
	t.Helper()
	srv, err := emulator.Start(context.Background(), emulator.Config{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	return newRigOn(t, srv, mode, opts, h)
}

// newRigOn is newRig against an emulator already started.
func newRigOn(t testing.TB, srv *emulator.Server, mode string, opts telegram.Options, h *echo) *rig {
	t.Helper()
	var err error
	r := &rig{t: t, srv: srv, h: h, logs: &logBuffer{}, done: make(chan error, 1)}
	if opts.Queue == nil {
		r.stored = openStore(t)
		r.stored.OnWriteFailure(opts.Metrics.StoreFailure)
		opts.Queue = r.stored
	}
	if opts.Menus == nil {
		opts.Menus = r.stored
	}
	opts.Logger = newTestLogger(r.logs)
	if opts.Workers == 0 {
		opts.Workers = 4
	}
	if opts.ChatQueue == 0 {
		opts.ChatQueue = 10
	}
	if opts.SendRate == 0 {
		opts.SendRate = 30
	}
	opts.PollTimeout = 5 * time.Second
	if opts.ShutdownTimeout == 0 {
		opts.ShutdownTimeout = 10 * time.Second
	}
	if mode == "webhook" {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		r.hook = "http://" + ln.Addr().String() + "/telegram/hook"
		opts.Webhook = telegram.Webhook{URL: r.hook, Secret: testSecret, Listener: ln, Also: opts.Webhook.Also}
	}
	if r.rt, err = telegram.New(telegram.NewClient(srv.Token(), srv.Endpoint(), &http.Client{Timeout: 30 * time.Second}), opts); err != nil {
		t.Fatal(err)
	}
	h.out = r.rt
	ctx, cancel := context.WithCancel(context.Background())
	r.stop = cancel
	go func() { r.done <- r.rt.Run(ctx, h) }()
	t.Cleanup(func() {
		r.shutdown()
		if r.stored != nil {
			r.stored.Close()
		}
		if t.Failed() {
			t.Logf("runtime logs:\n%s", r.logs.String())
		}
	})
	if mode == "webhook" {
		// Updates flow once the webhook is set.
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if _, err := srv.WaitFor(ctx, func(c emulator.Call) bool { return c.Method == "setWebhook" && c.OK() && c.Params["url"] == r.hook }); err != nil {
			t.Fatalf("the webhook was not set: %v", err)
		}
	}
	return r
}

func (r *rig) shutdown() {
	r.stop()
	select {
	case err := <-r.done:
		if err != nil {
			r.t.Errorf("Run: %v", err)
		}
		r.done <- nil
	case <-time.After(30 * time.Second):
		r.t.Fatal("Run did not return after the context ended")
	}
}

func (r *rig) ctx() context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	r.t.Cleanup(cancel)
	return ctx
}

// answer waits for the echo of an update and returns it.
func (r *rig) answer(u emulator.Update) emulator.Call {
	r.t.Helper()
	c, err := r.srv.WaitFor(r.ctx(), func(c emulator.Call) bool {
		return c.OK() && c.Method == "sendMessage" && c.Message.ReplyToMessage != nil &&
			c.ChatID == u.Message.Chat.ID && c.Message.ReplyToMessage.MessageID == u.Message.MessageID
	})
	if err != nil {
		r.t.Fatalf("no answer to update %d: %v", u.UpdateID, err)
	}
	return c
}

func TestEcho(t *testing.T) {
	for _, mode := range modes {
		t.Run(mode, func(t *testing.T) {
			r := newRig(t, mode, telegram.Options{}, &echo{})
			u, err := r.srv.InjectText(emulator.User{ID: 7, FirstName: "A"}, "hello")
			if err != nil {
				t.Fatal(err)
			}
			if c := r.answer(u); c.Message.Text != "echo: hello" {
				t.Errorf("answer %q", c.Message.Text)
			}
		})
	}
}

// TestFlood has one chat send 300 updates, whose answers take long (held
// until the other chat is answered), then another chat one: the other's
// answer comes while the flood's answers are still held (so it waits
// behind none of them: no wall-clock bound, which a busy machine would
// break), and before the flood's tail; the flood gets one request to
// slow down, at most its queue's worth of answers, and the rest is
// dropped and counted.
func TestFlood(t *testing.T) {
	for _, mode := range modes {
		t.Run(mode, func(t *testing.T) {
			const flooder, queue = 42, 3
			m := telegram.NewMetrics()
			h := &echo{gate: make(chan struct{}), gated: flooder}
			r := newRig(t, mode, telegram.Options{Workers: 2, ChatQueue: queue, Metrics: m}, h)
			var last emulator.Update
			for i := range 300 {
				u, err := r.srv.InjectText(emulator.User{ID: flooder, FirstName: "F"}, fmt.Sprint("flood ", i))
				if err != nil {
					t.Fatal(err)
				}
				last = u
			}
			if err := r.srv.WaitConfirmed(r.ctx(), last.UpdateID); err != nil {
				t.Fatal(err)
			}
			sent := time.Now()
			other, err := r.srv.InjectText(emulator.User{ID: 77, FirstName: "B"}, "me too")
			if err != nil {
				t.Fatal(err)
			}
			c := r.answer(other)
			latency := c.Time.Add(c.Duration).Sub(sent)
			close(h.gate)
			if err := r.rt.WaitIdle(r.ctx()); err != nil {
				t.Fatal(err)
			}
			floodAnswers, slowDowns, lastFlood := 0, 0, 0
			for _, c := range r.srv.Calls() {
				if c.ChatID != flooder || !c.OK() || c.Method != "sendMessage" {
					continue
				}
				if c.Message.Text == "slow down" {
					slowDowns++
				} else {
					floodAnswers++
				}
				lastFlood = c.Seq
			}
			if lastFlood < c.Seq {
				t.Errorf("the other chat (call #%d) was answered after the flood's tail (call #%d)", c.Seq, lastFlood)
			}
			if slowDowns != 1 {
				t.Errorf("%d requests to slow down, want 1", slowDowns)
			}
			// One in hand and the queue.
			if limit := 1 + queue; floodAnswers == 0 || floodAnswers > limit {
				t.Errorf("%d answers to the flood, want 1 to %d", floodAnswers, limit)
			}
			if dropped := counter(t, m, "sudokubot_updates_total", `state="dropped"`); dropped != float64(300-floodAnswers) {
				t.Errorf("%v updates counted as dropped, want %d (300 less the %d answered)", dropped, 300-floodAnswers, floodAnswers)
			}
			t.Logf("%s: the other chat answered %v after it wrote; the flood got %d answers and 1 request to slow down", mode, latency, floodAnswers)
		})
	}
}

// openStore opens a store in a temporary folder, closed at the end of the
// test.
func openStore(t testing.TB) *boltstore.DB {
	t.Helper()
	db, err := boltstore.Open(t.TempDir(), time.Second)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// counter reads a metric's value from the metrics' text.
func counter(t testing.TB, m *telegram.Metrics, name, labels string) float64 {
	t.Helper()
	rec := &responseRecorder{header: http.Header{}}
	m.Handler().ServeHTTP(rec, &http.Request{Method: "GET", Header: http.Header{}})
	for _, line := range strings.Split(rec.body.String(), "\n") {
		if strings.HasPrefix(line, name+"{"+labels+"}") {
			var v float64
			fmt.Sscan(strings.Fields(line)[1], &v)
			return v
		}
	}
	return 0
}

type responseRecorder struct {
	header http.Header
	body   bytes.Buffer
}

func (r *responseRecorder) Header() http.Header         { return r.header }
func (r *responseRecorder) Write(p []byte) (int, error) { return r.body.Write(p) }
func (r *responseRecorder) WriteHeader(int)             {}

// TestOptionsRefused checks that telegram.New refuses options a zero value would
// make misbehave (no worker, no room in a chat's queue, ...), naming them.
func TestOptionsRefused(t *testing.T) {
	store := openStore(t)
	good := telegram.Options{Queue: store, Workers: 1, ChatQueue: 1, RateLimit: true, SendRate: 30, PollTimeout: time.Second, ShutdownTimeout: time.Second}
	client := telegram.NewClient("1:x", "http://127.0.0.1:1/bot%s/%s", http.DefaultClient)
	if _, err := telegram.New(client, good); err != nil {
		t.Fatalf("telegram.New with good options: %v", err)
	}
	tests := []struct {
		name   string
		change func(*telegram.Options)
		want   string
	}{
		{"zero value", func(o *telegram.Options) { *o = telegram.Options{} }, "no Queue"},
		{"no queue", func(o *telegram.Options) { o.Queue = nil }, "no Queue"},
		{"a menu button without menus", func(o *telegram.Options) { o.MenuButton = &telegram.MenuButton{} }, "without Menus"},
		{"negative lease", func(o *telegram.Options) { o.LeaseTTL = -time.Second }, "LeaseTTL -1s"},
		{"no workers", func(o *telegram.Options) { o.Workers = 0 }, "Workers 0"},
		{"negative chat queue", func(o *telegram.Options) { o.ChatQueue = -1 }, "ChatQueue -1"},
		{"no send rate", func(o *telegram.Options) { o.SendRate = 0 }, "SendRate 0"},
		{"no poll timeout", func(o *telegram.Options) { o.PollTimeout = 0 }, "PollTimeout 0s"},
		{"fractional poll timeout", func(o *telegram.Options) { o.PollTimeout = 1500 * time.Millisecond }, "PollTimeout 1.5s"},
		{"no shutdown timeout", func(o *telegram.Options) { o.ShutdownTimeout = 0 }, "ShutdownTimeout 0s"},
		{"negative retry base", func(o *telegram.Options) { o.RetryBase = -time.Second }, "RetryBase -1s"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := good
			tt.change(&o)
			_, err := telegram.New(client, o)
			if !errors.Is(err, telegram.ErrOptions) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("New: %v, want telegram.ErrOptions naming %q", err, tt.want)
			}
		})
	}
	if _, err := telegram.New(nil, good); !errors.Is(err, telegram.ErrOptions) {
		t.Errorf("telegram.New without a client: %v, want telegram.ErrOptions", err)
	}
	// telegram.Webhook mode does not poll: no poll timeout is needed.
	o := good
	o.PollTimeout, o.Webhook = 0, telegram.Webhook{URL: "https://bot.example.com/hook", Secret: "s"}
	if _, err := telegram.New(client, o); err != nil {
		t.Errorf("telegram.New in webhook mode without a poll timeout: %v", err)
	}
}

// TestRuntimesShareTheQueue runs two runtimes on one queue, as two
// replicas would, with updates posted to their webhooks in turn: every
// update is answered once, each chat's in order.
func TestRuntimesShareTheQueue(t *testing.T) {
	srv, err := emulator.Start(context.Background(), emulator.Config{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	store := openStore(t)
	const chats, each = 6, 15
	// Room in each chat's queue for all its updates: posted faster than
	// the workers answer them on a loaded machine, more than the rig's
	// usual 10 made a chat a flood, its last update dropped.
	rigs := []*rig{
		newRigOn(t, srv, "webhook", telegram.Options{Queue: store, Menus: store, Holder: "a", ChatQueue: each}, &echo{}),
		newRigOn(t, srv, "webhook", telegram.Options{Queue: store, Menus: store, Holder: "b", ChatQueue: each}, &echo{}),
	}
	var hello [chats]emulator.Update
	for c := range chats {
		// The chats exist for the emulator (answered by the runtime the
		// webhook was set for last).
		if hello[c], err = srv.InjectText(emulator.User{ID: int64(100 + c), FirstName: "R"}, "hello"); err != nil {
			t.Fatal(err)
		}
	}
	var wg sync.WaitGroup
	for c := range chats {
		wg.Go(func() {
			for i := range each {
				id, chat, msg := 50000+i*chats+c, 100+c, hello[c].Message.MessageID
				body := fmt.Sprintf(`{"update_id":%d,"message":{"message_id":%d,"date":1,"chat":{"id":%d,"type":"private"},"from":{"id":%d,"is_bot":false,"first_name":"R"},"text":"m%02d"}}`, id, msg, chat, chat, i)
				req, err := http.NewRequest("POST", rigs[(i+c)%2].hook, strings.NewReader(body))
				if err != nil {
					t.Error(err)
					return
				}
				req.Header.Set("X-Telegram-Bot-Api-Secret-Token", testSecret)
				res, err := http.DefaultClient.Do(req)
				if err != nil {
					t.Error(err)
					return
				}
				res.Body.Close()
				if res.StatusCode != http.StatusOK {
					t.Errorf("chat %d, update %d: %s", chat, id, res.Status)
				}
			}
		})
	}
	wg.Wait()
	for _, r := range rigs {
		if err := r.rt.WaitIdle(r.ctx()); err != nil {
			t.Fatal(err)
		}
	}
	got := map[int64][]string{}
	for _, c := range srv.CallsTo("sendMessage") {
		if text := c.Params["text"]; c.OK() && strings.HasPrefix(text, "echo: m") {
			got[c.ChatID] = append(got[c.ChatID], strings.TrimPrefix(text, "echo: "))
		}
	}
	for c := range chats {
		var want []string
		for i := range each {
			want = append(want, fmt.Sprintf("m%02d", i))
		}
		if chat := int64(100 + c); !slices.Equal(got[chat], want) {
			t.Errorf("chat %d was answered %v, want %v", chat, got[chat], want)
		}
	}
}

// leaseTable is a PollLease in this process: one holder at a time until
// its lease expires, and renewals that can be made to fail (the database
// away from the poller).
type leaseTable struct {
	mu      sync.Mutex
	holder  string
	until   time.Time
	refuse  map[string]bool // holders whose takes fail
	takes   map[string]int
	changed chan struct{}
}

func (l *leaseTable) TakeLease(_ context.Context, name, holder string, ttl time.Duration) (bool, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.takes[holder]++
	if l.refuse[holder] {
		return false, errors.New("the database is away")
	}
	now := time.Now()
	if l.holder == "" || l.holder == holder || now.After(l.until) {
		if l.holder != holder {
			close(l.changed)
			l.changed = make(chan struct{})
		}
		l.holder, l.until = holder, now.Add(ttl)
		return true, nil
	}
	return false, nil
}

func (l *leaseTable) DropLease(_ context.Context, name, holder string) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.holder == holder {
		l.holder = ""
	}
	return nil
}

// TestPollLease: of two runtimes sharing a queue and a poller's lease,
// one polls; the other takes over when it stops, and Telegram never sees
// two getUpdates at once.
func TestPollLease(t *testing.T) {
	srv, err := emulator.Start(context.Background(), emulator.Config{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	store := openStore(t)
	lease := &leaseTable{refuse: map[string]bool{}, takes: map[string]int{}, changed: make(chan struct{})}
	a := newRigOn(t, srv, "polling", telegram.Options{Queue: store, Menus: store, Holder: "a", PollLease: lease}, &echo{})
	u, err := srv.InjectText(emulator.User{ID: 7, FirstName: "P"}, "one")
	if err != nil {
		t.Fatal(err)
	}
	a.answer(u)
	b := newRigOn(t, srv, "polling", telegram.Options{Queue: store, Menus: store, Holder: "b", PollLease: lease}, &echo{})
	u, err = srv.InjectText(emulator.User{ID: 7, FirstName: "P"}, "two")
	if err != nil {
		t.Fatal(err)
	}
	a.answer(u)
	lease.mu.Lock()
	holder, bTook, changed := lease.holder, lease.takes["b"], lease.changed
	lease.mu.Unlock()
	if holder != "a" || bTook == 0 {
		t.Fatalf("the lease is %q's, b asked %d times; want a's, b asking", holder, bTook)
	}
	// a stops: b takes the lease over and polls.
	a.shutdown()
	select {
	case <-changed:
	case <-a.ctx().Done():
		t.Fatal("b did not take the poller's lease after a stopped")
	}
	u, err = srv.InjectText(emulator.User{ID: 7, FirstName: "P"}, "three")
	if err != nil {
		t.Fatal(err)
	}
	b.answer(u)
	for _, c := range srv.CallsTo("getUpdates") {
		if c.Status == http.StatusConflict {
			t.Errorf("Telegram saw two getUpdates at once: %+v", c.Err)
		}
	}
}
