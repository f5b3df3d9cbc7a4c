package board

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"sudokubot/bot"
	"sudokubot/bot/messenger"
	"sudokubot/bot/state"
	"sudokubot/render"
)

const testToken = "123456:TEST-token-for-the-board"

// A puzzle with one solution, and its solution.
const (
	testPuzzle   = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	testSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)

// outbox records what the bot sends.
type outbox struct {
	mu    sync.Mutex
	texts []string
	kbs   []messenger.Keyboard
	// photos holds the pictures sent and edited, in order.
	photos []messenger.Photo
}

func (o *outbox) add(s string) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.texts = append(o.texts, s)
	return len(o.texts), nil
}
func (o *outbox) last() string {
	o.mu.Lock()
	defer o.mu.Unlock()
	if len(o.texts) == 0 {
		return ""
	}
	return o.texts[len(o.texts)-1]
}
func (o *outbox) SendText(_ context.Context, t messenger.Text) (int, error) { return o.add(t.Text) }
func (o *outbox) SendPhoto(_ context.Context, p messenger.Photo) (int, error) {
	o.mu.Lock()
	o.kbs = append(o.kbs, p.Keyboard)
	o.photos = append(o.photos, p)
	o.mu.Unlock()
	return o.add(p.Caption)
}
func (o *outbox) EditPhoto(_ context.Context, p messenger.Photo) error {
	o.mu.Lock()
	o.photos = append(o.photos, p)
	o.mu.Unlock()
	return nil
}
func (o *outbox) EditCaption(context.Context, messenger.Caption) error { return nil }
func (o *outbox) lastPhoto() messenger.Photo {
	o.mu.Lock()
	defer o.mu.Unlock()
	if len(o.photos) == 0 {
		return messenger.Photo{}
	}
	return o.photos[len(o.photos)-1]
}
func (o *outbox) AnswerCallback(context.Context, string, string, bool) error { return nil }
func (o *outbox) ChatAction(context.Context, int64, string) error            { return nil }
func (o *outbox) Download(context.Context, string, int64) ([]byte, error)    { return nil, nil }
func (o *outbox) AnswerInline(context.Context, messenger.InlineAnswer) error { return nil }

// memory is the bot's state, which a test can make fail; it counts the
// changes kept.
type memory struct {
	*state.Memory
	mu      sync.Mutex
	fail    bool
	changes int
}

var errStore = errors.New("the store is down")

func (m *memory) failing() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.fail
}

func (m *memory) UpdateChat(ctx context.Context, chat int64, fn func(*state.Chat) error) error {
	if m.failing() {
		return errStore
	}
	kept := false
	err := m.Memory.UpdateChat(ctx, chat, func(c *state.Chat) error {
		err := fn(c)
		kept = err == nil
		return err
	})
	if kept {
		m.mu.Lock()
		m.changes++
		m.mu.Unlock()
	}
	return err
}

func (m *memory) UpdatePool(ctx context.Context, name string, fn func(*[]state.Ready) error) error {
	if m.failing() {
		return errStore
	}
	return m.Memory.UpdatePool(ctx, name, fn)
}

func (m *memory) setFail(f bool) {
	m.mu.Lock()
	m.fail = f
	m.mu.Unlock()
}

// A harness is a bot and its board, served over real HTTP.
type harness struct {
	mem    *memory
	render *render.Renderer
	bot    *bot.Bot
	out    *outbox
	board  *Server
	srv    *httptest.Server
	now    time.Time
	// refuse, when set, is the status the next PUT api/board gets
	// instead of the board's answer.
	refuse atomic.Int32
}

func newHarness(t testing.TB, opts ...func(*Options)) *harness {
	t.Helper()
	r, err := render.New(render.Options{})
	if err != nil {
		t.Fatal(err)
	}
	out := &outbox{}
	mem := &memory{Memory: state.NewMemory(1000)}
	b, err := bot.New(out, r, bot.Options{State: mem, StepLimit: 100000, LogicTimeout: 5 * time.Second, MaxMessageBytes: 16384, WebAppURL: "https://example.org/board/", FixKey: FixKey(testToken)})
	if err != nil {
		t.Fatal(err)
	}
	h := &harness{mem: mem, render: r, bot: b, out: out, now: time.Now()}
	// The store stamps its changes on the board's clock: a game saved
	// "now" is saved at h.now (the finish's time bounds read it).
	mem.SetClock(func() time.Time { return h.now })
	o := Options{Token: testToken, Games: b, Base: "/board/", Now: func() time.Time { return h.now }}
	for _, f := range opts {
		f(&o)
	}
	h.board, err = New(o)
	if err != nil {
		t.Fatal(err)
	}
	h.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == "PUT" {
			if code := h.refuse.Swap(0); code != 0 {
				http.Error(w, `{"error":"refused by the test"}`, int(code))
				return
			}
		}
		h.board.ServeHTTP(w, r)
	}))
	t.Cleanup(h.srv.Close)
	return h
}

// initData returns signed initData for a user.
func (h *harness) initData(id int64, lang string) string {
	return SignInitData(User{ID: id, FirstName: "Test", LanguageCode: lang}, testToken, h.now)
}

// say sends a text message to the bot from a user in their private chat.
func (h *harness) say(id int64, text string) string {
	say(h.bot, id, text)
	return h.out.last()
}

// say sends a text message to b from a user in their private chat.
func say(b *bot.Bot, id int64, text string) {
	m := &messenger.Message{ID: 1, Chat: messenger.Chat{ID: id, Type: "private"}, From: &messenger.User{ID: id, FirstName: "Test"}, Text: text}
	if strings.HasPrefix(text, "/") {
		cmd, _, _ := strings.Cut(text, " ")
		m.Entities = []messenger.Entity{{Type: "bot_command", Offset: 0, Length: len(cmd)}}
	}
	b.Handle(context.Background(), &messenger.Update{ID: 1, Message: m})
}
