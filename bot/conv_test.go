package bot

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"sudokubot/bot/catalog"
	"sudokubot/bot/markup"
	"sudokubot/bot/messenger"
	"sudokubot/render"
	"sudokubot/solver"
	"sudokubot/solver/generate"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// The conversation tests talk to the bot directly, without the runtime:
// updates go to Handle, and what the bot sends lands in a recording
// outbox. Pictures are not drawn; the recording keeps which puzzle each
// one shows. Each test takes milliseconds.

// A said is what the bot said: a message, or an edit of one.
type said struct {
	Method string // "text", "photo", "edit"
	Msg    *messenger.Message
	// Puzzle is the puzzle a picture shows (its givens).
	Puzzle  solver.Grid
	Picture string // the picture's type: "Hint", "Mistakes", …
	Drawn   render.Picture
	Spoiler bool
	// Inline names the inline message a caption's edit addresses.
	Inline string
}

// Text is the message's text or caption.
func (s said) Text() string { return s.Msg.Text + s.Msg.Caption }

// Buttons are the labels of the message's buttons.
func (s said) Buttons() []string {
	var ls []string
	for _, row := range s.Msg.Keyboard {
		for _, b := range row {
			ls = append(ls, b.Text)
		}
	}
	return ls
}

// recorder is a telegram.Outbox that records, and a Renderer that
// remembers the last picture instead of drawing it.
type recorder struct {
	mu   sync.Mutex
	next int
	log  []said
	pic  render.Picture
	fail func(chat int64) error
	// inline holds the answers to inline queries, in order.
	inline []messenger.InlineAnswer
}

var botUser = &messenger.User{ID: 1, IsBot: true, UserName: "sudokubot"}

func (o *recorder) add(method string, m *messenger.Message, spoiler bool) int {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.next++
	if m.ID == 0 {
		m.ID = 1000 + o.next
	}
	m.From = botUser
	s := said{Method: method, Msg: m, Spoiler: spoiler}
	if method != "text" && o.pic != nil {
		s.Picture = strings.TrimPrefix(fmt.Sprintf("%T", o.pic), "render.")
		s.Drawn = o.pic
		switch p := o.pic.(type) {
		case render.Puzzle:
			s.Puzzle = p.Grid
		case render.Solution:
			s.Puzzle = p.Puzzle
		case render.Mistakes:
			s.Puzzle = p.Puzzle
		case render.Ambiguous:
			s.Puzzle = p.Puzzle
		case render.Conflicts:
			s.Puzzle = p.Puzzle
		case render.Hint:
			s.Puzzle = p.Board.Puzzle
		}
		o.pic = nil
	}
	o.log = append(o.log, s)
	return m.ID
}

// chatOf is the chat of an id as the conversations use them: the group
// (conv.group) has a negative id, a person's private chat their id.
func chatOf(id int64) messenger.Chat {
	if id < 0 {
		return messenger.Chat{ID: id, Type: "group", Title: "Sudoku club"}
	}
	return messenger.Chat{ID: id, Type: "private"}
}

func (o *recorder) WritePNG(w io.Writer, p render.Picture) error {
	o.mu.Lock()
	o.pic = p
	o.mu.Unlock()
	_, err := w.Write([]byte("png"))
	return err
}

func (o *recorder) SendText(_ context.Context, t messenger.Text) (int, error) {
	if err := o.refused(t.Chat); err != nil {
		return 0, err
	}
	return o.add("text", &messenger.Message{Chat: chatOf(t.Chat), Text: t.Text, Keyboard: t.Keyboard}, false), nil
}

func (o *recorder) SendPhoto(_ context.Context, p messenger.Photo) (int, error) {
	if err := o.refused(p.Chat); err != nil {
		return 0, err
	}
	return o.add("photo", &messenger.Message{Chat: chatOf(p.Chat), Caption: markup.Plain(p.Caption), Keyboard: p.Keyboard}, p.Spoiler), nil
}

func (o *recorder) EditPhoto(_ context.Context, p messenger.Photo) error {
	o.add("edit", &messenger.Message{ID: p.Message, Chat: messenger.Chat{ID: p.Chat}, Caption: markup.Plain(p.Caption), Keyboard: p.Keyboard}, false)
	return nil
}

func (o *recorder) EditCaption(_ context.Context, c messenger.Caption) error {
	if err := o.refused(c.Chat); err != nil {
		return err
	}
	o.add("caption", &messenger.Message{ID: c.Message, Chat: messenger.Chat{ID: c.Chat}, Caption: markup.Plain(c.Caption), Keyboard: c.Keyboard}, false)
	o.mu.Lock()
	o.log[len(o.log)-1].Inline = c.Inline
	o.mu.Unlock()
	return nil
}

// refused returns the error a send to chat gets: the recorder's fail, if
// set, says which chats refuse messages (a person who never started the
// bot).
func (o *recorder) refused(chat int64) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.fail != nil {
		return o.fail(chat)
	}
	return nil
}

func (o *recorder) AnswerCallback(context.Context, string, string, bool) error { return nil }
func (o *recorder) ChatAction(context.Context, int64, string) error            { return nil }
func (o *recorder) Download(context.Context, string, int64) ([]byte, error) {
	return nil, fmt.Errorf("no files in the recorder")
}

// A conv is a conversation with a bot through a recorder.
type conv struct {
	t    *testing.T
	bot  *Bot
	out  *recorder
	lang string // the person's language_code
	now  time.Time
	msgs int
	// group makes the chat a group, and member the person who writes
	// next (0 for the first, Alice).
	group  bool
	member int64
}

func newConv(t *testing.T, lang string) *conv {
	t.Helper()
	c := &conv{t: t, out: &recorder{}, lang: lang, now: time.Date(2026, 11, 24, 14, 2, 0, 0, time.UTC)}
	opts := withDefaults(Options{Username: botUser.UserName})
	opts.now = func() time.Time { return c.now }
	opts.Practice.PerLevel, opts.Practice.PerTechnique = -1, -1
	opts.renderer = c.out
	b, err := New(c.out, c.out, opts)
	if err != nil {
		t.Fatal(err)
	}
	c.bot = b
	// The examples a question about a technique shows come from the
	// practice pools, filled in the background in production: here,
	// ready-made.
	for t, g := range readyExamples(t) {
		b.examples.Put(t, g)
	}
	return c
}

var (
	examplesOnce sync.Once
	examples     map[logic.Technique]solver.Grid
	examplesErr  error
)

// readyExamples makes, once, puzzles that need the techniques with no
// stock that the tests ask about.
func readyExamples(t *testing.T) map[logic.Technique]solver.Grid {
	t.Helper()
	examplesOnce.Do(func() {
		examples = map[logic.Technique]solver.Grid{}
		g := generate.New(1)
		for _, tech := range []logic.Technique{logic.XWing, logic.UniqueRectangle1, logic.Pointing, logic.Claiming} {
			p, err := g.Technique(context.Background(), tech, generate.Rotate180)
			if err != nil {
				examplesErr = err
				return
			}
			examples[tech] = p.Grid
		}
	})
	if examplesErr != nil {
		t.Fatal(examplesErr)
	}
	return examples
}

func (c *conv) user() *messenger.User {
	if c.member != 0 {
		return &messenger.User{ID: c.member, FirstName: "Bob", LanguageCode: c.lang}
	}
	return &messenger.User{ID: 42, FirstName: "Alice", LanguageCode: c.lang}
}

// send sends a message as the person, replying to m if it is not nil, and
// returns what the bot said in answer.
func (c *conv) send(text string, replyTo *messenger.Message) []said {
	c.t.Helper()
	c.msgs++
	chat := messenger.Chat{ID: 42, Type: "private"}
	if c.group {
		chat = messenger.Chat{ID: -42, Type: "group", Title: "Sudoku club"}
	}
	m := &messenger.Message{ID: c.msgs, Chat: chat, From: c.user(), Text: text, ReplyTo: replyTo}
	if strings.HasPrefix(text, "/") {
		end := strings.IndexAny(text, " \n")
		if end < 0 {
			end = len(text)
		}
		m.Entities = []messenger.Entity{{Type: "bot_command", Offset: 0, Length: len([]rune(text[:end]))}}
	}
	return c.handle(&messenger.Update{Message: m})
}

// answers leaves out of what the bot said the notes around an answer
// sent privately from a group: the private chat's first line, and the
// group's "sent privately".
func answers(got []said) []said {
	var out []said
	for _, s := range got {
		if s.Method == "text" && (s.Msg.Chat.ID > 0 && isPrivateFrom(s.Text()) || s.Msg.Chat.ID < 0 && isSentPrivately(s.Text())) {
			continue
		}
		out = append(out, s)
	}
	return out
}

func isPrivateFrom(text string) bool {
	for _, l := range locale.All() {
		if text == catalog.For(l).PrivateFrom("Sudoku club") || text == catalog.For(l).PrivateFrom("") {
			return true
		}
	}
	return false
}

func isSentPrivately(text string) bool {
	for _, l := range locale.All() {
		if text == catalog.For(l).SentPrivately() {
			return true
		}
	}
	return false
}

func (c *conv) handle(u *messenger.Update) []said {
	c.out.mu.Lock()
	n := len(c.out.log)
	c.out.mu.Unlock()
	c.bot.Handle(context.Background(), u)
	c.out.mu.Lock()
	defer c.out.mu.Unlock()
	return append([]said(nil), c.out.log[n:]...)
}

// one sends a message and returns the bot's last answer (its only one,
// mostly), failing when there is none.
func (c *conv) one(text string, replyTo *messenger.Message) said {
	c.t.Helper()
	got := c.send(text, replyTo)
	if len(got) == 0 {
		c.t.Fatalf("%q: no answer", text)
	}
	return got[len(got)-1]
}

// press presses the button labelled label (a part of it) on m.
func (c *conv) press(m *messenger.Message, label string) []said {
	c.t.Helper()
	for _, row := range m.Keyboard {
		for _, b := range row {
			if strings.Contains(b.Text, label) {
				return c.handle(&messenger.Update{Callback: &messenger.Callback{ID: "q", From: *c.user(), Message: m, Data: b.Data}})
			}
		}
	}
	c.t.Fatalf("no button %q on %q", label, m.Text+m.Caption)
	return nil
}

func mustParse(t testing.TB, s string) solver.Grid {
	t.Helper()
	g, err := solver.Parse(s)
	if err != nil && !errors.Is(err, solver.ErrConflict) {
		t.Fatal(err)
	}
	return g
}

func (o *recorder) AnswerInline(_ context.Context, a messenger.InlineAnswer) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.inline = append(o.inline, a)
	return nil
}
