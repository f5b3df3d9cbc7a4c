package bot

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image/png"
	"io"
	"log/slog"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"sudokubot/bot/boltstore"
	"sudokubot/bot/catalog"
	"sudokubot/bot/hint"
	"sudokubot/bot/internal/emulator"
	"sudokubot/bot/stepstext"
	"sudokubot/bot/telegram"
	"sudokubot/config"
	"sudokubot/render"
	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
	"sudokubot/solver/photo"
)

// The tests run the bot against the fake Bot API server over real HTTP,
// through the go-telegram-bot-api library, and look at what it sent.

const (
	inkala         = "800000000003600000070090200050007000000045700000100030001000068008500010090000400"
	inkalaSolution = "812753649943682175675491283154237896369845721287169534521974368438526917796318452"
	classic        = "530070000600195000098000060800060003400803001700020006060000280000419005000080079"
	classicSol     = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)

var (
	alice = emulator.User{ID: 42, FirstName: "Alice", LanguageCode: "en"}
	li    = emulator.User{ID: 43, FirstName: "Li", LanguageCode: "zh-hans"}
	ivan  = emulator.User{ID: 44, FirstName: "Иван", LanguageCode: "ru"}
)

var sharedRenderer = sync.OnceValues(func() (*render.Renderer, error) { return render.New(render.Options{}) })

// sharedReader is the photo reader of every Bot the tests make (a Reader
// is safe for concurrent use): decoding the classifier for each would
// take a tenth of the package's time under the race detector.
var sharedReader = sync.OnceValues(photo.NewReader)

// A harness is a bot running against an emulator, through the runtime.
type harness struct {
	t     testing.TB
	srv   *emulator.Server
	bot   *Bot
	rt    *telegram.Runtime
	clock telegram.Clock // the runtime's: a *recordingClock unless a test gave another
	logs  *syncBuffer
	stop  context.CancelFunc
	done  chan error
}

type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// defaults are the configuration's defaults, which cmd/sudokubot passes.
var defaults = config.Defaults()

// withDefaults fills the bot's settings left zero with the
// configuration's defaults.
func withDefaults(o Options) Options {
	if o.photos == nil {
		o.photos, _ = sharedReader() // nil if broken: New then logs it, as in production
	}
	if o.StepLimit == 0 {
		o.StepLimit = defaults.StepLimit
	}
	if o.LogicTimeout == 0 {
		o.LogicTimeout = defaults.LogicTimeout
	}
	if o.MaxMessageBytes == 0 {
		o.MaxMessageBytes = defaults.MaxMessageBytes
	}
	return o
}

// runtimeOptions returns the runtime's settings for the tests: the
// configuration's defaults, without the rate limits (limiter_test.go
// tests them), and a shorter long poll.
func runtimeOptions() telegram.Options {
	return telegram.Options{
		Workers:         defaults.Workers,
		ChatQueue:       defaults.ChatQueue,
		SendRate:        defaults.SendRate,
		PollTimeout:     5 * time.Second,
		ShutdownTimeout: defaults.ShutdownTimeout,
		Commands:        Commands(),
	}
}

// start runs a bot with the options (defaults filled in) against a new
// emulator, and stops both when the test ends.
func start(t testing.TB, cfg emulator.Config, opts Options) *harness {
	t.Helper()
	srv, err := emulator.Start(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	return startOn(t, srv, opts, runtimeOptions())
}

// startOn runs a bot against an emulator already started.
func startOn(t testing.TB, srv *emulator.Server, opts Options, ro telegram.Options) *harness {
	return startOnWith(t, srv, opts, ro, &http.Client{Timeout: 30 * time.Second})
}

// startOnWith runs a bot against an emulator with an HTTP client.
func startOnWith(t testing.TB, srv *emulator.Server, opts Options, ro telegram.Options, hc *http.Client) *harness {
	t.Helper()
	r, err := sharedRenderer()
	if err != nil {
		t.Fatal(err)
	}
	h := &harness{t: t, srv: srv, logs: &syncBuffer{}, done: make(chan error, 1)}
	opts = withDefaults(opts)
	opts.Username = srv.Bot().Username
	log := slog.New(slog.NewTextHandler(h.logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	opts.Logger, ro.Logger = log, log
	client := telegram.NewClient(srv.Token(), srv.Endpoint(), hc)
	if ro.Queue == nil {
		store, err := boltstore.Open(t.TempDir(), time.Second)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { store.Close() })
		ro.Queue, ro.Menus = store, store
	}
	if ro.Clock == nil {
		ro.Clock = &recordingClock{}
	}
	h.clock = ro.Clock
	if h.rt, err = telegram.New(client, ro); err != nil {
		t.Fatal(err)
	}
	var rr Renderer = r
	if opts.renderer != nil {
		rr = opts.renderer
	}
	if h.bot, err = New(h.rt, rr, opts); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	h.stop = cancel
	go func() { h.done <- h.rt.Run(ctx, h.bot) }()
	t.Cleanup(func() {
		h.shutdown()
		srv.Close()
		if t.Failed() {
			t.Logf("bot logs:\n%s", h.logs.String())
		}
	})
	return h
}

// shutdown stops the bot and waits for Run to return.
func (h *harness) shutdown() {
	h.stop()
	select {
	case err := <-h.done:
		if err != nil {
			h.t.Errorf("Run: %v", err)
		}
		h.done <- nil // for a second call
	case <-time.After(30 * time.Second):
		h.t.Fatal("Run did not return after the context ended")
	}
}

// handled waits until the bot has handled an update: Telegram's side sees
// it confirmed once queued, then the runtime has nothing in hand.
func (h *harness) handled(update int) {
	h.t.Helper()
	if err := h.srv.WaitConfirmed(h.ctx(), update); err != nil {
		h.t.Fatalf("update %d not confirmed: %v", update, err)
	}
	if err := h.rt.WaitIdle(h.ctx()); err != nil {
		h.t.Fatalf("update %d not handled: %v", update, err)
	}
}

func (h *harness) ctx() context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	h.t.Cleanup(cancel)
	return ctx
}

// send injects a message and returns the bot's first reply to it.
func (h *harness) send(from emulator.User, text string) emulator.Call {
	h.t.Helper()
	u, err := h.srv.InjectText(from, text)
	if err != nil {
		h.t.Fatal(err)
	}
	return h.reply(u.UpdateID)
}

func (h *harness) reply(update int) emulator.Call {
	h.t.Helper()
	c, err := h.srv.WaitReply(h.ctx(), update)
	if err != nil {
		h.t.Fatalf("no reply to update %d: %v", update, err)
	}
	if !c.OK() {
		h.t.Fatalf("the reply to update %d failed: %s %v", update, c.Method, c.Err)
	}
	return c
}

// replies returns every reply the bot made to an update, once it is
// handled.
func (h *harness) replies(update int) []emulator.Call {
	h.t.Helper()
	h.handled(update)
	cs, err := h.srv.WaitReplies(h.ctx(), update)
	if err != nil {
		h.t.Fatal(err)
	}
	return cs
}

// noReply fails the test if the bot answers the message: it waits until
// the bot has handled it, then looks for replies.
func (h *harness) noReply(m emulator.UserMessage) {
	h.t.Helper()
	before := len(h.srv.Calls())
	u, err := h.srv.InjectMessage(m)
	if err != nil {
		h.t.Fatal(err)
	}
	h.handled(u.UpdateID)
	for _, c := range h.srv.Calls()[before:] {
		if c.Method == "sendMessage" || c.Method == "sendPhoto" {
			h.t.Errorf("the bot answered %q with %s", m.Text, c.Method)
		}
	}
}

// press presses the button with the label on a bot message and returns
// the bot's first reply that is not the callback answer.
func (h *harness) press(from emulator.User, m *emulator.Message, label string) emulator.Call {
	h.t.Helper()
	data := buttonData(h.t, m, label)
	u, err := h.srv.PressButton(from, m.Chat.ID, m.MessageID, data)
	if err != nil {
		h.t.Fatal(err)
	}
	h.handled(u.UpdateID)
	cs, err := h.srv.WaitReplies(h.ctx(), u.UpdateID)
	if err != nil {
		h.t.Fatal(err)
	}
	for _, c := range cs {
		if c.Method != "answerCallbackQuery" {
			if !c.OK() {
				h.t.Fatalf("pressing %q: %s failed: %v", label, c.Method, c.Err)
			}
			return c
		}
	}
	h.t.Fatalf("pressing %q: no reply but the callback answer (%d calls)", label, len(cs))
	return emulator.Call{}
}

func buttonData(t testing.TB, m *emulator.Message, label string) string {
	t.Helper()
	if m.ReplyMarkup == nil {
		t.Fatalf("message %d has no buttons", m.MessageID)
	}
	var labels []string
	for _, row := range m.ReplyMarkup.InlineKeyboard {
		for _, b := range row {
			if strings.Contains(b.Text, label) {
				return b.CallbackData
			}
			labels = append(labels, b.Text)
		}
	}
	t.Fatalf("no button %q among %q", label, labels)
	return ""
}

// checkPNG fails unless a call uploaded a PNG photo.
func checkPNG(t testing.TB, c emulator.Call) {
	t.Helper()
	if len(c.Files) != 1 {
		t.Fatalf("%s uploaded %d files, want a photo", c.Method, len(c.Files))
	}
	if _, err := png.Decode(bytes.NewReader(c.Files[0].Data)); err != nil {
		t.Fatalf("%s: the photo is not a PNG: %v", c.Method, err)
	}
}

func TestStartAndHelp(t *testing.T) {
	h := start(t, emulator.Config{}, Options{})
	for _, cmd := range []string{"/start", "/help"} {
		c := h.send(alice, cmd)
		if c.Method != "sendMessage" || !strings.Contains(c.Message.Text, "Send me a puzzle") || !strings.Contains(c.Message.Text, examplePuzzle) {
			t.Errorf("%s: %s %q, want help with an example", cmd, c.Method, c.Message.Text)
		}
	}
	c := h.send(li, "/help")
	if !strings.Contains(c.Message.Text, "数独") {
		t.Errorf("/help in Chinese: %q", c.Message.Text)
	}
	for _, cmd := range []string{"/start", "/help"} {
		c := h.send(ivan, cmd)
		if !strings.Contains(c.Message.Text, "Пришлите мне головоломку в любом виде") || !strings.Contains(c.Message.Text, "/hint — следующий логический шаг") || !strings.Contains(c.Message.Text, examplePuzzle) {
			t.Errorf("%s in Russian: %q", cmd, c.Message.Text)
		}
	}
	if cmds := h.srv.Commands(emulator.BotCommandScope{Type: "default"}, "ru"); len(cmds) == 0 || cmds[0].Description != "подсказка к следующему шагу" {
		t.Errorf("commands registered in Russian: %v", cmds)
	}
	for _, lang := range []string{"", "zh", "ru"} {
		cmds := h.srv.Commands(emulator.BotCommandScope{Type: "default"}, lang)
		if len(cmds) < 5 {
			t.Errorf("commands registered for language %q: %v", lang, cmds)
		}
	}
}

func TestSolvePuzzle(t *testing.T) {
	h := start(t, emulator.Config{}, Options{})
	c := h.send(alice, "please solve:\n"+boardOf(t, inkala))
	if c.Method != "sendPhoto" {
		t.Fatalf("reply %s %q, want a photo", c.Method, c.Message.Text)
	}
	checkPNG(t, c)
	if c.Params["has_spoiler"] != "true" {
		t.Errorf("has_spoiler = %q, want true", c.Params["has_spoiler"])
	}
	caption := c.Message.Caption
	if !strings.Contains(caption, "Difficulty") || !strings.Contains(caption, inkalaSolution[:9]) || !strings.Contains(caption, inkalaSolution[72:]) {
		t.Errorf("caption %q, want the difficulty and the solution", caption)
	}
	if got := strings.ReplaceAll(between(caption, "Solved!", ""), "\n", ""); !strings.Contains(got, inkalaSolution) {
		t.Errorf("caption %q does not hold the solution %s", caption, inkalaSolution)
	}
	for _, label := range []string{"Hint", "Steps", "Check my progress"} {
		if d := buttonData(t, c.Message, label); len(d) > 64 {
			t.Errorf("button %q: %d bytes of callback data", label, len(d))
		}
	}
	if c.Message.ReplyToMessage == nil {
		t.Error("the photo is not a reply to the puzzle")
	}
}

// TestFastAnswerShowsNoAction checks that an answer within the action
// delay is not preceded by a chat action, which would cost a call.
func TestFastAnswerShowsNoAction(t *testing.T) {
	srv, err := emulator.Start(context.Background(), emulator.Config{})
	if err != nil {
		t.Fatal(err)
	}
	ro := runtimeOptions()
	ro.ActionDelay = time.Hour // every answer is fast
	h := startOn(t, srv, Options{}, ro)
	if c := h.send(alice, classic); c.Method != "sendPhoto" {
		t.Fatalf("reply %s, want a photo", c.Method)
	}
	if n := len(srv.CallsTo("sendChatAction")); n != 0 {
		t.Errorf("%d chat actions before a fast answer, want none", n)
	}
}

// TestSlowAnswerShowsAction checks that an answer slower than the action
// delay is preceded by "sending photo".
func TestSlowAnswerShowsAction(t *testing.T) {
	srv, err := emulator.Start(context.Background(), emulator.Config{})
	if err != nil {
		t.Fatal(err)
	}
	ro := runtimeOptions()
	ro.ActionDelay = time.Nanosecond // every answer is slow
	r, err := sharedRenderer()
	if err != nil {
		t.Fatal(err)
	}
	// Drawing waits until the action is shown, as a slow drawing would.
	slow := waitingRenderer{r: r, wait: func() error {
		_, err := srv.WaitFor(context.Background(), func(c emulator.Call) bool { return c.Method == "sendChatAction" })
		return err
	}}
	h := startOn(t, srv, Options{renderer: slow}, ro)
	u, err := srv.InjectText(alice, classic)
	if err != nil {
		t.Fatal(err)
	}
	cs := h.replies(u.UpdateID)
	actions := srv.CallsTo("sendChatAction")
	if len(actions) != 1 || actions[0].Params["action"] != "upload_photo" {
		t.Fatalf("chat actions %v, want one upload_photo", actions)
	}
	if last := cs[len(cs)-1]; last.Method != "sendPhoto" || !actions[0].Time.Before(last.Time) {
		t.Errorf("the action at %v does not come before the photo at %v (%s)", actions[0].Time, last.Time, last.Method)
	}
}

// boardOf writes a puzzle as an ASCII board.
func boardOf(t *testing.T, s string) string {
	g, err := solver.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return g.Board()
}

// between returns the text after start.
func between(s, start, _ string) string {
	_, after, _ := strings.Cut(s, start)
	return after
}

func TestHintProgression(t *testing.T) {
	h := start(t, emulator.Config{}, Options{})
	sol := h.send(alice, classic)
	hint := h.press(alice, sol.Message, "Hint")
	if hint.Method != "sendPhoto" || !strings.Contains(hint.Message.Caption, "Hint 1 · level 1") {
		t.Fatalf("Hint: %s %q", hint.Method, hint.Message.Caption)
	}
	checkPNG(t, hint)
	msg := hint.Message
	for level := 2; level <= 4; level++ {
		c := h.press(alice, msg, "More")
		if c.Method != "editMessageMedia" || !strings.Contains(c.Message.Caption, "level "+string(rune('0'+level))) {
			t.Fatalf("More to level %d: %s %q", level, c.Method, c.Message.Caption)
		}
		checkPNG(t, c)
		msg = c.Message
	}
	// Level 3 names the cell; level 4 gives the result.
	if !strings.Contains(msg.Caption, "Result") {
		t.Errorf("level 4 caption %q, want the result", msg.Caption)
	}
	for _, row := range msg.ReplyMarkup.InlineKeyboard {
		for _, b := range row {
			if strings.Contains(b.Text, "More") {
				t.Error("level 4 still offers More")
			}
		}
	}
	next := h.press(alice, msg, "Next hint")
	if next.Method != "editMessageMedia" || !strings.Contains(next.Message.Caption, "Hint 2 · level 1") {
		t.Errorf("Next hint: %s %q", next.Method, next.Message.Caption)
	}
}

// TestStepsButton checks that Steps answers with one message: the
// picture of the first step, its explanation, and the walk-through's
// buttons.
func TestStepsButton(t *testing.T) {
	h := start(t, emulator.Config{}, Options{})
	sol := h.send(alice, classic)
	data := buttonData(t, sol.Message, "Steps")
	u, err := h.srv.PressButton(alice, sol.Message.Chat.ID, sol.Message.MessageID, data)
	if err != nil {
		t.Fatal(err)
	}
	var sent []emulator.Call
	for _, c := range h.replies(u.UpdateID) {
		if c.Method == "sendMessage" || c.Method == "sendPhoto" {
			sent = append(sent, c)
		}
	}
	if len(sent) != 1 || sent[0].Method != "sendPhoto" {
		t.Fatalf("Steps sent %d messages, want one photo", len(sent))
	}
	c := sent[0]
	checkPNG(t, c)
	if !strings.HasPrefix(c.Message.Caption, "Step 1 of ") {
		t.Errorf("caption %q, want the first step", c.Message.Caption)
	}
	for _, label := range []string{"Next", "All steps as text"} {
		buttonData(t, c.Message, label)
	}
}

// TestStepsContinue follows a long solution as text (Inkala's, in
// English, whose explanations do not fit in one batch of messages) through
// its "More steps" buttons: every step is told once, in order, up to
// "Solved!".
func TestStepsContinue(t *testing.T) {
	// The whole path must be found within the time budget, on a loaded
	// machine under the race detector too.
	h := start(t, emulator.Config{}, Options{LogicTimeout: time.Minute})
	sol := h.send(alice, inkala)
	walk := h.press(alice, sol.Message, "Steps")
	msg, label := walk.Message, "All steps as text"
	total, told, batches := 0, 0, 0
	lineNum := regexp.MustCompile(`(?m)^(\d+)(?:–(\d+))?\. `)
	for msg != nil {
		batches++
		// Inkala's nested forcing nets, written link by link, take
		// several batches each.
		if batches > 40 {
			t.Fatal("more than 40 batches of steps")
		}
		u, err := h.srv.PressButton(alice, msg.Chat.ID, msg.MessageID, buttonData(t, msg, label))
		if err != nil {
			t.Fatal(err)
		}
		label = "More steps"
		var texts []string
		msg = nil
		for _, c := range h.replies(u.UpdateID) {
			if c.Method != "sendMessage" {
				continue
			}
			texts = append(texts, c.Message.Text)
			if c.Message.ReplyMarkup != nil {
				msg = c.Message
			}
			if n := len([]rune(c.Message.Text)); n > 4096 {
				t.Errorf("batch %d: a message of %d characters", batches, n)
			}
		}
		// The last part of a step too long for stepstext.MaxParts batches sends
		// what is left of it, however long.
		lastPart := len(texts) > 0 && strings.HasPrefix(texts[0], catalog.For(locale.English).StepPart(told, stepstext.MaxParts))
		if len(texts) == 0 || len(texts) > stepstext.MaxMessages && !lastPart {
			t.Fatalf("batch %d: %d messages, want 1 to %d", batches, len(texts), stepstext.MaxMessages)
		}
		all := strings.Join(texts, "\n")
		if batches == 1 {
			if _, err := fmt.Sscanf(all, "The solution in %d steps:", &total); err != nil {
				t.Fatalf("first batch starts %q", all[:min(len(all), 80)])
			}
		}
		for _, m := range lineNum.FindAllStringSubmatch(all, -1) {
			from, _ := strconv.Atoi(m[1])
			to := from
			if m[2] != "" {
				to, _ = strconv.Atoi(m[2])
			}
			if from != told+1 {
				t.Fatalf("batch %d: steps %d–%d follow step %d", batches, from, to, told)
			}
			told = to
		}
		if msg == nil && !strings.Contains(all, "Solved!") {
			t.Errorf("the last batch neither ends in Solved! nor offers more steps:\n%s", all)
		}
	}
	if batches < 2 || told != total {
		t.Errorf("%d batches told %d of %d steps, want at least 2 batches and every step", batches, told, total)
	}
}

func TestCheckProgress(t *testing.T) {
	h := start(t, emulator.Config{}, Options{})
	sol := h.send(alice, classic)
	how := h.press(alice, sol.Message, "Check my progress")
	if !strings.Contains(how.Message.Text, "reply") {
		t.Fatalf("Check: %q", how.Message.Text)
	}
	// A correct partial grid, then one with a mistake in r1c6.
	good := []byte(classic)
	good[2], good[3] = classicSol[2], classicSol[3]
	bad := []byte(string(good))
	bad[5] = '2' // r1c6 is 8
	u, err := h.srv.InjectMessage(emulator.UserMessage{From: alice, Text: string(good), ReplyTo: how.Message.MessageID})
	if err != nil {
		t.Fatal(err)
	}
	c := h.reply(u.UpdateID)
	if !strings.Contains(c.Message.Text, "No mistakes so far: 2 cells filled in") {
		t.Errorf("a good grid: %q", c.Message.Text)
	}
	u, err = h.srv.InjectMessage(emulator.UserMessage{From: alice, Text: "/check " + string(bad), ReplyTo: sol.Message.MessageID})
	if err != nil {
		t.Fatal(err)
	}
	c = h.reply(u.UpdateID)
	if c.Method != "sendPhoto" || !strings.Contains(c.Message.Caption, "r1c6") {
		t.Errorf("a grid with a mistake: %s %q, want a picture naming r1c6", c.Method, c.Message.Caption)
	}
	// A hint for a grid with a mistake points out the mistake instead.
	u, err = h.srv.InjectMessage(emulator.UserMessage{From: alice, Text: "/hint " + string(bad), ReplyTo: sol.Message.MessageID})
	if err != nil {
		t.Fatal(err)
	}
	if c := h.reply(u.UpdateID); !strings.Contains(c.Message.Caption, "wrong") {
		t.Errorf("/hint with a mistake: %q", c.Message.Caption)
	}
}

func TestBadInput(t *testing.T) {
	t.Parallel()
	h := start(t, emulator.Config{}, Options{})
	noSolution := "12345678." + strings.Repeat(".", 71) + "9"
	// Row 1 needs an 8 in r1c8 or r1c9, but columns 8 and 9 have theirs.
	noPlace := []byte("1234567.." + strings.Repeat(".", 72))
	noPlace[3*9+7], noPlace[6*9+8] = '8', '8'
	tests := []struct {
		name, text, method, want string
	}{
		{"a greeting", "hello there", "sendMessage", "Hello!"},
		{"no puzzle", "53..7..xx..", "sendMessage", "found 11 cells"},
		{"short", classic[:80], "sendMessage", "found 80 cells"},
		{"short row", "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..7", "sendMessage", "Line 9 has 8 cells"},
		{"bad character", "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8.a79", "sendMessage", "line 9, column 7"},
		{"conflict", "55" + classic[2:], "sendPhoto", "5 appears 2 times in row 1"},
		{"no solution", noSolution, "sendPhoto", "no digit can go in r1c9, since its row, column and box"},
		{"no solution, no blocked cell", string(noPlace), "sendPhoto", "the givens cannot all be right together"},
		{"complete grid", "534678912672195348198342567859761423426853791713924856961537284287419635345286179", "sendMessage", "already complete"},
		{"the longest message, in Chinese", strings.Repeat("数", 4096), "sendMessage", "does not look like a puzzle"},
		{"several solutions", strings.Repeat(".", 81), "sendPhoto", "solutions, not one"},
		{"check a grid that breaks the rules", "/check 55" + classic[2:], "sendPhoto", "Your grid breaks the rules:\n• 5 appears 2 times in row 1"},
		{"two puzzles", classic + "\n" + inkala, "sendMessage", "looks like 2 puzzles"},
		{"unknown command", "/frobnicate", "sendMessage", "/help"},
		{"hint without a puzzle", "/hint", "sendMessage", "Send me a puzzle first"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := h.send(alice, tt.text)
			text := c.Message.Text + c.Message.Caption
			if c.Method != tt.method || !strings.Contains(text, tt.want) {
				t.Errorf("%s: %s %q, want %s containing %q", tt.name, c.Method, text, tt.method, tt.want)
			}
			if c.Method == "sendPhoto" {
				checkPNG(t, c)
			}
		})
	}
}

// TestUnsolvablePictures: the picture of a typed puzzle without a
// solution marks why: the givens that repeat a digit, the houses of a
// cell where no digit can go, or nothing when the reason lies deeper.
func TestUnsolvablePictures(t *testing.T) {
	t.Parallel()
	h := start(t, emulator.Config{}, Options{})
	grid := func(text string) solver.Grid {
		g, err := solver.Parse(text)
		if err != nil && !errors.Is(err, solver.ErrConflict) {
			t.Fatal(err)
		}
		return g
	}
	repeat := grid("55" + classic[2:])
	// Row 1 and column 9 hold 1 to 9 around r1c9.
	blocked := grid("12345678." + strings.Repeat(".", 71) + "9")
	// Row 1 needs an 8 in r1c8 or r1c9, but columns 8 and 9 have theirs.
	noPlace := []byte("1234567.." + strings.Repeat(".", 72))
	noPlace[3*9+7], noPlace[6*9+8] = '8', '8'
	deep := grid(string(noPlace))
	var ce *solver.ConflictError
	if !errors.As(repeat.Validate(), &ce) {
		t.Fatal("the puzzle with a repeat should not be valid")
	}
	for _, tt := range []struct {
		name string
		g    solver.Grid
		pic  render.Picture
	}{
		{"a repeat", repeat, render.Conflicts{Puzzle: repeat, Conflicts: ce.Conflicts}},
		{"no digit for r1c9", blocked, render.Blocked{Puzzle: blocked, Cells: []int{8}}},
		{"no solution deeper", deep, render.Puzzle{Grid: deep}},
	} {
		users := []emulator.User{alice, li, ivan}
		if testing.Short() {
			users = users[:1] // the pictures have no words: the same in every language
		}
		for _, user := range users {
			c := h.send(user, tt.g.String())
			if c.Method != "sendPhoto" {
				t.Fatalf("%s, %s: %s %q, want a picture", tt.name, user.LanguageCode, c.Method, c.Message.Text)
			}
			samePicture(t, c, tt.pic)
		}
	}
}

// TestCheckAnotherPuzzle replies to one puzzle with another: the answer
// asks whether it is another puzzle rather than listing thirty cells.
func TestCheckAnotherPuzzle(t *testing.T) {
	h := start(t, emulator.Config{}, Options{})
	sol := h.send(alice, classic)
	u, err := h.srv.InjectMessage(emulator.UserMessage{From: alice, Text: "/check " + inkala, ReplyTo: sol.Message.MessageID})
	if err != nil {
		t.Fatal(err)
	}
	if c := h.reply(u.UpdateID); !strings.Contains(c.Message.Text, "is it another puzzle?") {
		t.Errorf("/check with another puzzle: %q", c.Message.Text)
	}
}

func TestTooLong(t *testing.T) {
	h := start(t, emulator.Config{}, Options{MaxMessageBytes: 300})
	c := h.send(alice, strings.Repeat("数独", 100))
	if !strings.Contains(c.Message.Text, "too long") {
		t.Errorf("a long message: %q", c.Message.Text)
	}
}

func TestChinese(t *testing.T) {
	h := start(t, emulator.Config{}, Options{})
	c := h.send(li, classic)
	if !strings.Contains(c.Message.Caption, "解好了") || !strings.Contains(c.Message.Caption, "难度") {
		t.Errorf("caption in Chinese: %q", c.Message.Caption)
	}
	if d := buttonData(t, c.Message, "提示"); d == "" {
		t.Error("no 提示 button")
	}
	bad := h.send(li, "你好")
	if !strings.Contains(bad.Message.Text, "你好！") {
		t.Errorf("no puzzle, in Chinese: %q", bad.Message.Text)
	}
}

// TestRussian: a person whose Telegram speaks Russian gets the solution,
// its buttons and the answers to what cannot be read or solved in
// Russian.
func TestRussian(t *testing.T) {
	h := start(t, emulator.Config{}, Options{})
	if c := h.send(ivan, "/hint"); !strings.HasPrefix(c.Message.Text, "Сначала пришлите головоломку — тогда эта команда будет работать с ней.") {
		t.Errorf("/hint without a puzzle, in Russian: %q", c.Message.Text)
	}
	c := h.send(ivan, classic)
	if !strings.HasPrefix(c.Message.Caption, "Решено! Уровень: ") || !strings.Contains(c.Message.Caption, "Решение текстом (нажмите, чтобы показать):") {
		t.Errorf("caption in Russian: %q", c.Message.Caption)
	}
	for _, label := range []string{"💡 Подсказка", "📋 По шагам", "✅ Проверить мои ходы"} {
		if d := buttonData(t, c.Message, label); d == "" {
			t.Errorf("no %s button", label)
		}
	}
	noSolution := "12345678." + strings.Repeat(".", 71) + "9"
	for _, tt := range []struct{ name, text, method, want string }{
		{"short", classic[:80], "sendMessage", "В сообщении 80 клеток, а в судоку их 81. Обозначайте каждую пустую клетку нулём или точкой.\n\nНапример:\n"},
		{"short row", "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..7", "sendMessage", "В строке 9 — 8 клеток, а в остальных — по 9."},
		{"two puzzles", classic + "\n" + inkala, "sendMessage", "Похоже, здесь 2 головоломки: пришлите их, пожалуйста, по одной."},
		{"conflict", "55" + classic[2:], "sendPhoto", "Эта головоломка нарушает правила, поэтому решения у неё нет:\n• 5 встречается 2 раза в строке 1: r1c1, r1c2"},
		{"no solution", noSolution, "sendPhoto", "в клетку r1c9 нельзя поставить ни одной цифры — в её строке, столбце и блоке"},
		{"unknown command", "/frobnicate", "sendMessage", "Я не знаю такой команды. Отправьте /help"},
	} {
		c := h.send(ivan, tt.text)
		if text := c.Message.Text + c.Message.Caption; c.Method != tt.method || !strings.Contains(text, tt.want) {
			t.Errorf("%s in Russian: %s %q, want %s containing %q", tt.name, c.Method, text, tt.method, tt.want)
		}
	}
}

func TestGroup(t *testing.T) {
	h := start(t, emulator.Config{ReadAllGroupMessages: true}, Options{})
	group := &emulator.Chat{ID: -100123, Type: "supergroup", Title: "Sudoku club"}
	// Plain chatter, even a puzzle, is not for the bot.
	h.noReply(emulator.UserMessage{From: alice, Chat: group, Text: classic})
	// A command and a mention are; so is a reply to the bot. A solution
	// is never posted in the group: Alice, who never opened a chat with
	// the bot, is told how to get it.
	var last *emulator.Message
	for _, text := range []string{"/solve " + classic, "@" + h.srv.Bot().Username + " " + classic} {
		u, err := h.srv.InjectMessage(emulator.UserMessage{From: alice, Chat: group, Text: text})
		if err != nil {
			t.Fatal(err)
		}
		c := h.reply(u.UpdateID)
		if c.Method != "sendMessage" || !strings.Contains(c.Message.Text, "Open a chat with me") {
			t.Errorf("%q in a group: %s %q, want how to get the solution privately", text, c.Method, c.Message.Text)
		}
		last = c.Message
	}
	h.send(alice, "/start")
	u, err := h.srv.InjectMessage(emulator.UserMessage{From: alice, Chat: group, Text: "/solve", ReplyTo: last.MessageID})
	if err != nil {
		t.Fatal(err)
	}
	if c := h.reply(u.UpdateID); c.Method != "sendMessage" || c.Message.Text != "📬 Sent to you in a private chat." {
		t.Errorf("/solve in reply to the bot in a group: %s %q, want that it went privately", c.Method, c.Message.Text)
	}
	h.handled(u.UpdateID)
	if photos := h.srv.CallsTo("sendPhoto"); len(photos) != 1 || photos[0].ChatID != alice.ID || !strings.Contains(photos[0].Message.Caption, "Solved!") {
		t.Errorf("the solution: %d pictures, want one, in Alice's chat", len(photos))
	}
	// A command for another bot is not.
	h.noReply(emulator.UserMessage{From: alice, Chat: group, Text: "/solve@other_bot " + classic})
}

func TestRateAndHintCommands(t *testing.T) {
	h := start(t, emulator.Config{}, Options{})
	c := h.send(alice, "/rate "+classic)
	if !strings.Contains(c.Message.Text, "Difficulty: Easy") {
		t.Errorf("/rate: %q", c.Message.Text)
	}
	c = h.send(alice, "/hint "+classic)
	if c.Method != "sendPhoto" || !strings.Contains(c.Message.Caption, "Hint 1") {
		t.Errorf("/hint: %s %q", c.Method, c.Message.Caption)
	}
	// /hint as a reply to a puzzle message.
	u, err := h.srv.InjectText(alice, "a puzzle for later: "+classic)
	if err != nil {
		t.Fatal(err)
	}
	puzzleMsg := h.reply(u.UpdateID).Message.ReplyToMessage
	u, err = h.srv.InjectMessage(emulator.UserMessage{From: alice, Text: "/hint", ReplyTo: puzzleMsg.MessageID})
	if err != nil {
		t.Fatal(err)
	}
	if c := h.reply(u.UpdateID); c.Method != "sendPhoto" || !strings.Contains(c.Message.Caption, "Hint 1") {
		t.Errorf("/hint in reply: %s %q", c.Method, c.Message.Caption)
	}
}

func TestStaleButton(t *testing.T) {
	h := start(t, emulator.Config{}, Options{})
	sol := h.send(alice, classic)
	// A keyboard the bot never made: the emulator lets us press only real
	// buttons, so inject the callback as a raw update.
	_, err := h.srv.InjectRaw([]byte(`{"callback_query":{"id":"q1","from":{"id":42,"is_bot":false,"first_name":"Alice"},"message":{"message_id":` +
		strconv.Itoa(sol.Message.MessageID) + `,"date":1,"chat":{"id":42,"type":"private"}},"chat_instance":"1","data":"garbage!"}}`))
	if err != nil {
		t.Fatal(err)
	}
	c, err := h.srv.WaitFor(h.ctx(), func(c emulator.Call) bool {
		return c.Method == "answerCallbackQuery" && c.Params["callback_query_id"] == "q1"
	})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(c.Params["text"], "no longer works") {
		t.Errorf("a stale button: %q", c.Params["text"])
	}
	// In the language of the person who pressed it.
	_, err = h.srv.InjectRaw([]byte(`{"callback_query":{"id":"q2","from":{"id":42,"is_bot":false,"first_name":"Alice","language_code":"ru"},"message":{"message_id":` +
		strconv.Itoa(sol.Message.MessageID) + `,"date":1,"chat":{"id":42,"type":"private"}},"chat_instance":"1","data":"garbage!"}}`))
	if err != nil {
		t.Fatal(err)
	}
	c, err = h.srv.WaitFor(h.ctx(), func(c emulator.Call) bool {
		return c.Method == "answerCallbackQuery" && c.Params["callback_query_id"] == "q2"
	})
	if err != nil {
		t.Fatal(err)
	}
	if want := "Эта кнопка больше не работает. Пришлите головоломку ещё раз."; c.Params["text"] != want {
		t.Errorf("a stale button pressed in Russian: %q, want %q", c.Params["text"], want)
	}
}

// waitingRenderer draws once wait returns.
type waitingRenderer struct {
	r    Renderer
	wait func() error
}

func (w waitingRenderer) WritePNG(out io.Writer, pic render.Picture) error {
	if err := w.wait(); err != nil {
		return err
	}
	return w.r.WritePNG(out, pic)
}

// panicOnce is a renderer whose first drawing panics, to test recovery.
type panicOnce struct {
	done atomic.Bool
	r    Renderer
}

func (p *panicOnce) WritePNG(w io.Writer, pic render.Picture) error {
	if !p.done.Swap(true) {
		panic("drawing exploded")
	}
	return p.r.WritePNG(w, pic)
}

func TestPanicRecovered(t *testing.T) {
	t.Parallel()
	r, _ := sharedRenderer()
	h := start(t, emulator.Config{}, Options{renderer: &panicOnce{r: r}})
	c := h.send(alice, classic)
	if !strings.Contains(c.Message.Text, "something went wrong") {
		t.Errorf("after a panic: %s %q", c.Method, c.Message.Text)
	}
	if !strings.Contains(h.logs.String(), "drawing exploded") {
		t.Error("the panic was not logged")
	}
	// The bot keeps running.
	if c := h.send(alice, classic); c.Method != "sendPhoto" {
		t.Errorf("after recovering: %s", c.Method)
	}
}

// TestHintPictureBigNet draws the hint pictures of a forcing net with
// more links than a picture can show: they must still draw, without the
// links. The first step of this puzzle, #111 of the forum's hardest 1106,
// had hundreds of links; since nested contradictions are chosen to aim at
// the net's end it has about 200, and none of the 1106's nets is too big
// to draw, so its branch is taken twice, as a net of two branches.
func TestHintPictureBigNet(t *testing.T) {
	g, err := solver.Parse("1.3.....9..71.9....9.....4..1...7..3....2.8.....5...6.....6.5..6..8...2..7...4...")
	if err != nil {
		t.Fatal(err)
	}
	s, err := logic.Hint(context.Background(), g, solver.Grid{}, logic.Options{}, 0)
	if err != nil {
		t.Fatal(err)
	}
	s.Chains = append(s.Chains, s.Chains...)
	if links := render.LinkCount(s.Chains); links <= render.MaxLinks {
		// The search is bounded by work, not time, so this step is fixed.
		t.Fatalf("the step has %d links, not more than %d: choose a puzzle with a bigger net", links, render.MaxLinks)
	}
	rend, err := sharedRenderer()
	if err != nil {
		t.Fatal(err)
	}
	for level := 1; level <= explain.HintLevels; level++ {
		if err := rend.WritePNG(io.Discard, hint.Picture(logic.NewBoard(g, solver.Grid{}), s, level)); err != nil {
			t.Errorf("level %d: %v", level, err)
		}
	}
}
