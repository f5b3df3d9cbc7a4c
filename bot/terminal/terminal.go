// Package terminal lets a person chat with the bot from a terminal, through
// the Bot API emulator: what they type becomes a Telegram message, the
// bot's replies are printed, its pictures saved to a folder, and its
// buttons pressed by typing their labels.
package terminal

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"sudokubot/bot/catalog"
	"sudokubot/bot/internal/emulator"
	"sudokubot/solver"
	"sudokubot/solver/locale"
)

// Local is what local mode runs against: the Bot API emulator, serving
// on loopback. The emulator's own API stays internal to the bot; the
// command only starts it, points the runtime at it and hands it to a Chat.
type Local struct {
	srv *emulator.Server
}

// StartLocal starts the emulator on a free loopback port. It serves until
// Close is called or ctx ends.
func StartLocal(ctx context.Context) (*Local, error) {
	srv, err := emulator.Start(ctx, emulator.Config{MaxCalls: 1000})
	if err != nil {
		return nil, fmt.Errorf("starting the Bot API emulator: %w", err)
	}
	return &Local{srv: srv}, nil
}

// Token returns the token the emulator accepts.
func (l *Local) Token() string { return l.srv.Token() }

// Endpoint returns the emulator's Bot API endpoint, as TELEGRAM_API_ENDPOINT
// takes it.
func (l *Local) Endpoint() string { return l.srv.Endpoint() }

// Close stops the emulator.
func (l *Local) Close() error { return l.srv.Close() }

// A User is the person typing in the terminal.
type User struct {
	ID        int64 // positive
	FirstName string
	// LanguageCode chooses the bot's language ("en", "zh-hans", "ru"), as
	// Telegram's language_code.
	LanguageCode string
}

func (u User) emulated() emulator.User {
	return emulator.User{ID: u.ID, FirstName: u.FirstName, LanguageCode: u.LanguageCode}
}

// A Chat is a terminal chat with the bot.
type Chat struct {
	// Local is the emulator the bot runs against.
	Local *Local
	// User is the person typing.
	User User
	In   io.Reader
	Out  io.Writer
	// Pictures is the folder where the bot's pictures are saved.
	Pictures string
	// Idle, if set, waits until the bot has handled every update it has
	// received (the emulator sees updates confirmed as soon as the bot
	// has queued them, before it answers).
	Idle func(context.Context) error
	// Open, if set, turns a Mini App button's URL into a link to print
	// (the board, opened in a browser as the chat's user).
	Open func(url string) string
	// Forgets says the bot forgets the conversation when it stops (it
	// keeps its data in a temporary folder): the chat says so at start.
	Forgets bool
	// PasteGap is the longest pause between two lines of one paste (a
	// terminal hands a paste over a line at a time); zero means 30 ms.
	PasteGap time.Duration

	// words are the terminal's own words, in the person's language.
	words catalog.Catalog

	mu         sync.Mutex
	pics       int
	buttons    []shownButton         // the buttons of the bot's messages, newest last
	labels     map[string]shownLabel // every button label shown, by labelKey
	spoiler    string                // the text of the last spoiler shown hidden
	puzzle     string                // the puzzle of the last Play button shown
	lastBot    int                   // the bot's last message that carries buttons
	lastUpdate int                   // the last update sent to the bot
	drained    int                   // the last update whose answers were waited for
	shownSeq   int                   // the last call of the emulator looked at
	shown      chan struct{}         // closed and replaced when shownSeq grows
}

// A shownLabel is a button's label as it was last shown, and the message
// that showed it.
type shownLabel struct {
	label   string
	message int
}

type shownButton struct {
	message int
	label   string
	data    string
	webApp  string // the URL of a Mini App button
}

// playPuzzle returns the puzzle a keyboard's Play button opens on the
// board (the p of its Mini App URL), "" if it has none.
func playPuzzle(kb [][]emulator.InlineKeyboardButton) string {
	for _, row := range kb {
		for _, b := range row {
			if u, err := url.Parse(webAppURL(b.WebApp)); err == nil {
				if p := u.Query().Get("p"); p != "" {
					return p
				}
			}
		}
	}
	return ""
}

// webAppURL returns the url of a button's web_app field, if any.
func webAppURL(raw json.RawMessage) string {
	var w struct {
		URL string `json:"url"`
	}
	if len(raw) == 0 || json.Unmarshal(raw, &w) != nil {
		return ""
	}
	return w.URL
}

// WelcomeFor returns the welcome printed when the chat starts, in the
// language that best serves a language code ("en", "zh-hans", "ru", or a
// LANG such as ru_RU.UTF-8).
func WelcomeFor(languageCode string) string {
	return catalog.For(locale.Match(languageCode)).TerminalWelcome()
}

// Run prints the bot's replies and sends what the person types, until the
// input ends or ctx does.
func (c *Chat) Run(ctx context.Context) error {
	c.shown = make(chan struct{})
	c.words = catalog.For(locale.Match(c.User.LanguageCode))
	if err := os.MkdirAll(c.Pictures, 0o755); err != nil {
		return fmt.Errorf("making the pictures folder: %w", err)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	in := c.In
	var interrupted atomic.Bool
	if f, ok := c.In.(*os.File); ok {
		// Ctrl-C quits at once (see ctrlc.go), from the welcome on.
		if restore, ok := interruptAsInput(f); ok {
			defer restore()
			in = &quitReader{r: f, quit: func() { interrupted.Store(true); cancel() }}
		}
	}
	c.printf("%s\n\n", c.say().TerminalWelcome())
	if c.Forgets {
		c.printf("%s\n\n", c.say().LocalForgets())
	}
	watched := make(chan struct{})
	w := c.Local.srv.Emulator.Watch()
	go func() {
		defer close(watched)
		c.watch(ctx, w)
	}()
	err := c.read(ctx, in)
	if err == nil {
		c.drain(ctx)
	}
	cancel()
	<-watched
	if interrupted.Load() {
		c.printf("\n") // after the ^C the terminal echoed
	}
	return err
}

// drain waits until the bot has handled what was sent and its replies are
// printed. Input piped in comes much faster than the bot answers.
func (c *Chat) drain(ctx context.Context) {
	c.mu.Lock()
	last := c.lastUpdate
	c.mu.Unlock()
	if last == 0 || last == c.drained {
		return
	}
	c.drained = last
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	if err := c.Local.srv.Emulator.WaitConfirmed(ctx, last); err != nil {
		return
	}
	if c.Idle != nil {
		if err := c.Idle(ctx); err != nil {
			return
		}
	}
	calls := c.Local.srv.Emulator.Calls()
	if len(calls) == 0 {
		return
	}
	want := calls[len(calls)-1].Seq
	for {
		c.mu.Lock()
		seen, ch := c.shownSeq, c.shown
		c.mu.Unlock()
		if seen >= want {
			return
		}
		select {
		case <-ch:
		case <-ctx.Done():
			return
		}
	}
}

// A lineReader reads the terminal's lines and tells whether more input
// is there: a paste arrives at once, typing a line at a time. A terminal
// hands a paste over a line at a time too, so a line that comes within
// pasteGap of the one before is taken as pasted with it.
type lineReader struct {
	ctx   context.Context // ends the reading
	lines chan readLine
	carry []readLine // lines read ahead, to be handled next
	gap   time.Duration
	after func(time.Duration) <-chan time.Time // time.After, but in tests
}

// A readLine is a line read, or the end of the input (ok false) or an
// error.
type readLine struct {
	text string
	ok   bool
	err  error
}

// pasteGap is the longest pause within a paste, unless Chat.PasteGap
// says otherwise.
const pasteGap = 30 * time.Millisecond

// maxLine bounds a line read from the terminal; the rest is dropped.
const maxLine = 1 << 20

// newLineReader reads lines from r in the background until its end or
// ctx's.
func newLineReader(ctx context.Context, r io.Reader, gap time.Duration) *lineReader {
	if gap <= 0 {
		gap = pasteGap
	}
	lr := &lineReader{ctx: ctx, lines: make(chan readLine, 256), gap: gap, after: time.After}
	br := bufio.NewReaderSize(r, 64*1024)
	go func() {
		defer close(lr.lines)
		for {
			l := readOne(br)
			select {
			case lr.lines <- l:
			case <-ctx.Done():
				return
			}
			if !l.ok || l.err != nil {
				return
			}
		}
	}()
	return lr
}

func readOne(r *bufio.Reader) readLine {
	var sb strings.Builder
	for {
		chunk, err := r.ReadSlice('\n')
		if sb.Len() < maxLine {
			sb.Write(chunk[:min(len(chunk), maxLine-sb.Len())])
		}
		switch {
		case err == nil:
			return readLine{text: strings.TrimRight(sb.String(), "\r\n"), ok: true}
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF):
			return readLine{text: strings.TrimRight(sb.String(), "\r\n"), ok: sb.Len() > 0}
		default:
			return readLine{err: err}
		}
	}
}

// next returns the next line; ok is false at the end of the input, or
// once the reading's context ends (a read from a terminal goes on until
// Enter, so it is not waited for).
func (lr *lineReader) next() (string, bool, error) {
	if len(lr.carry) > 0 {
		l := lr.carry[0]
		lr.carry = lr.carry[1:]
		return l.text, l.ok, l.err
	}
	select {
	case l, open := <-lr.lines:
		if !open {
			return "", false, nil
		}
		return l.text, l.ok, l.err
	case <-lr.ctx.Done():
		return "", false, nil
	}
}

// unread puts a line back, to be read next.
func (lr *lineReader) unread(text string) {
	lr.carry = append([]readLine{{text: text, ok: true}}, lr.carry...)
}

// pasted reports whether more input has arrived, or arrives within the
// gap of a paste.
func (lr *lineReader) pasted() bool {
	if len(lr.carry) > 0 {
		return lr.carry[0].ok
	}
	select {
	case l, open := <-lr.lines:
		if !open {
			return false
		}
		lr.carry = append(lr.carry, l)
		return l.ok
	case <-lr.after(lr.gap):
		return false
	}
}

// read sends what the person types: each line at once, except the rows
// of a grid, which go together. A grid is recognised by its shape: lines
// of nine cells, with rules and fences between them; it is sent when it
// holds a whole puzzle, or when a line that is no row follows (an empty
// line sends it as it is). A command alone on its line takes the grid
// pasted with it.
func (c *Chat) read(ctx context.Context, in io.Reader) error {
	lr := newLineReader(ctx, in, c.PasteGap)
	for {
		line, ok, err := lr.next()
		if err != nil {
			return fmt.Errorf("reading the terminal: %w", err)
		}
		if !ok || ctx.Err() != nil {
			return nil
		}
		// Like a person, wait for the bot's answer before going on: a
		// button typed next must be one the answer shows.
		c.drain(ctx)
		trimmed := strings.TrimSpace(line)
		if trimmed == "" {
			continue
		}
		replyTo := 0
		if rest, ok := strings.CutPrefix(trimmed, ">"); ok {
			c.mu.Lock()
			replyTo = c.lastBot
			c.mu.Unlock()
			trimmed = strings.TrimSpace(rest)
			if replyTo == 0 {
				c.printf("%s\n\n", c.say().TerminalNoButtons())
			}
			if trimmed == "" {
				continue
			}
		} else if looksLikePicturePath(trimmed) {
			if isPicturePath(trimmed) {
				c.sendPicture(trimmed)
			} else {
				c.printf("%s\n\n", c.say().TerminalNoFile(trimmed))
			}
			continue
		} else if strings.HasPrefix(trimmed, "/") {
			// A command is always the command, never a button.
		} else if b, ok := c.button(trimmed); ok {
			c.press(b)
			continue
		} else if c.staleButton(trimmed) || c.showSpoiler(trimmed) {
			continue
		}
		msg := []string{trimmed}
		command := strings.HasPrefix(trimmed, "/") && !complete(trimmed)
		// "> /check" alone replies with a grid, which follows.
		checking := command && replyTo != 0 && trimmed == "/check"
		if (rowLike(trimmed) || rule(trimmed) || nearRow(trimmed) && lr.pasted() || command && (lr.pasted() || checking)) && !complete(trimmed) {
			msg = c.gather(lr, msg, command && !checking)
		}
		c.send(strings.Join(msg, "\n"), replyTo)
	}
}

// gather reads the rest of a grid whose first line is in msg: rows and
// rules until the lines hold a whole puzzle, then the rules and fences
// pasted right after it. A line of another shape ends the grid and is
// handled next. Rows typed by hand get a prompt for the next one. A
// command alone (alone set) with nothing pasted after it goes at once.
func (c *Chat) gather(lr *lineReader, msg []string, alone bool) []string {
	rows := 0
	for _, l := range msg {
		if rowLike(l) || nearRow(l) {
			rows++
		}
	}
	// Nine rows make a grid, even with a row too short or too long: it
	// goes whole, and the bot names the row that is wrong.
	for rows < 9 && !complete(strings.Join(msg, "\n")) {
		if !lr.pasted() {
			if alone && rows == 0 {
				return msg // a command alone: it acts on the current puzzle
			}
			c.printf("%s\n", c.say().TerminalRows(rows))
		}
		line, ok, err := lr.next()
		if err != nil || !ok {
			return msg
		}
		t := strings.TrimSpace(line)
		switch {
		case t == "":
			return msg
		case rowLike(t), nearRow(t) && rows > 0:
			rows++
			msg = append(msg, t)
		case rule(t):
			msg = append(msg, t)
		default:
			lr.unread(line)
			return msg
		}
	}
	// The grid's closing rule or fence, if it was pasted with it.
	for lr.pasted() {
		line, ok, err := lr.next()
		if err != nil || !ok {
			break
		}
		if t := strings.TrimSpace(line); !rule(t) {
			lr.unread(line)
			break
		}
	}
	return msg
}

// rowLike reports whether a line looks like a row of a grid: nine cells
// (digits, or . 0 _ * for an empty one) with spaces, bars, commas or
// brackets between them, and at most a short label before them ("A",
// "r1:").
func rowLike(line string) bool {
	n, ok := rowCells(line)
	return ok && n == 9
}

// rowCells counts the cells of a line made of cells, separators and at
// most a short label; ok is false for a line of another shape.
func rowCells(line string) (int, bool) {
	rest := line
	// A label: a letter and at most one more character, then a colon, a
	// bar or a space.
	if k := strings.IndexAny(rest, ":|│ "); k > 0 && k <= 2 && unicode.IsLetter(rune(rest[0])) {
		rest = rest[k:]
	}
	cells := 0
	for _, r := range rest {
		switch {
		case r >= '0' && r <= '9' || r == '.' || r == '_' || r == '*':
			cells++
		case isRuleRune(r) || r == ' ' || r == '\t' || r == ',' || r == '[' || r == ']':
		default:
			return 0, false
		}
	}
	return cells, true
}

// nearRow reports whether a line looks like a row of a grid with a cell
// too few or too many (7 to 11 cells): a mistake in a pasted grid.
func nearRow(line string) bool {
	n, ok := rowCells(line)
	return ok && n >= 7 && n <= 11 && n != 9
}

// rule reports whether a line is only the lines drawn around a grid:
// "+---+---+", "-----", a code fence, a bracket.
func rule(line string) bool {
	if line == "" {
		return false
	}
	for _, r := range line {
		if !isRuleRune(r) && r != ' ' && r != '[' && r != ']' && r != ',' {
			return false
		}
	}
	return true
}

func isRuleRune(r rune) bool {
	return strings.ContainsRune("|+-=:`~#", r) || r >= 0x2500 && r <= 0x257f // box drawing
}

// staleButton answers a button label typed when no message shows that
// button any more, such as More after a hint's last level. It reports
// whether it answered.
func (c *Chat) staleButton(typed string) bool {
	key := labelKey(typed)
	c.mu.Lock()
	known, ok := c.labels[key]
	next := ""
	if ok && isMore(known.label) {
		// The hint's message shows its button to the next step, if any.
		for _, b := range c.buttons {
			if b.message == known.message && labelKey(b.label) != key {
				next = strings.TrimLeftFunc(b.label, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
			}
		}
	}
	c.mu.Unlock()
	if key == "" || !ok {
		return false
	}
	if isMore(known.label) {
		c.printf("%s\n\n", c.say().TerminalNoMore(known.label, next))
		return true
	}
	c.printf("%s\n\n", c.say().TerminalGone(known.label))
	return true
}

// isMore reports whether a label is a hint's More, in any language.
func isMore(label string) bool {
	for _, l := range locale.All() {
		if labelKey(label) == labelKey(catalog.For(l).ButtonMore()) {
			return true
		}
	}
	return false
}

// say returns the terminal's words, in the person's language (chosen
// once, when the chat starts).
func (c *Chat) say() catalog.Catalog {
	if c.words == nil {
		return catalog.For(locale.Match(c.User.LanguageCode))
	}
	return c.words
}

// complete reports whether a text holds a whole puzzle.
func complete(text string) bool {
	_, err := solver.Parse(text)
	return err == nil || errors.Is(err, solver.ErrConflict)
}

// send sends a message as the person, replying to a bot message if set.
func (c *Chat) send(text string, replyTo int) {
	u, err := c.Local.srv.Emulator.InjectMessage(emulator.UserMessage{From: c.User.emulated(), Text: text, ReplyTo: replyTo})
	if err != nil {
		c.printf("%s\n", c.say().TerminalCannotSend(err.Error()))
		return
	}
	c.sent(u.UpdateID)
}

func (c *Chat) sent(update int) {
	c.mu.Lock()
	c.lastUpdate = update
	c.mu.Unlock()
}

// button finds the button the person typed: its label, or a whole word
// of it ("next" presses "➡️ Next hint", "下一条" presses "➡️ 下一条提示";
// never a greeting: "hi" is no Hint). It is the latest message's that has
// such a button, as the person reads the terminal from the bottom up: on
// it, a whole label goes before a word of one.
func (c *Chat) button(typed string) (shownButton, bool) {
	want := labelKey(typed)
	if want == "" {
		return shownButton{}, false
	}
	words := !greetings[want]
	c.mu.Lock()
	defer c.mu.Unlock()
	// A message's buttons are side by side in c.buttons, newest last.
	for end := len(c.buttons); end > 0; {
		start := end - 1
		for start > 0 && c.buttons[start-1].message == c.buttons[end-1].message {
			start--
		}
		word := -1
		for i := start; i < end; i++ {
			if labelKey(c.buttons[i].label) == want {
				return c.buttons[i], true
			}
			if word < 0 && words && labelWord(c.buttons[i].label, want) {
				word = i
			}
		}
		if word >= 0 {
			return c.buttons[word], true
		}
		end = start
	}
	return shownButton{}, false
}

// greetings are what people say to the bot, never a button's label: every
// language's greetings (catalog.Words), as labelKey writes them.
var greetings = func() map[string]bool {
	m := map[string]bool{}
	for _, l := range locale.All() {
		c := catalog.For(l)
		for _, g := range append(c.GreetingWords(), c.GreetingPhrases()...) {
			m[labelKey(g)] = true
		}
	}
	return m
}()

// labelWord reports whether want (a labelKey) is a whole word of label,
// of at least 3 letters, or the start of a word in Chinese of at least 2
// characters (Chinese puts no spaces between words).
func labelWord(label, want string) bool {
	n := utf8.RuneCountInString(want)
	han := false
	for _, r := range want {
		han = han || unicode.Is(unicode.Han, r)
	}
	for _, w := range strings.FieldsFunc(fold(label), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		switch {
		case han && n >= 2 && strings.HasPrefix(w, want):
			return true
		case !han && n >= 3 && w == want:
			return true
		}
	}
	return false
}

// labelKey reduces a label to its letters and digits, lower case, so that
// "hint" presses "💡 Hint"; ё is е, as Russians often type it.
func labelKey(s string) string {
	var sb strings.Builder
	for _, r := range fold(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			sb.WriteRune(r)
		}
	}
	return sb.String()
}

// fold returns s in lower case, with ё as е.
func fold(s string) string { return strings.ReplaceAll(strings.ToLower(s), "ё", "е") }

func (c *Chat) press(b shownButton) {
	if b.webApp != "" {
		if c.Open != nil {
			c.printf("%s\n", c.say().TerminalOpen(c.Open(b.webApp)))
		}
		return
	}
	chat := emulator.PrivateChat(c.User.emulated())
	u, err := c.Local.srv.Emulator.PressButton(c.User.emulated(), chat.ID, b.message, b.data)
	if err != nil {
		c.printf("%s\n", c.say().TerminalCannotPress(b.label, err.Error()))
		return
	}
	c.sent(u.UpdateID)
}

// watch prints the bot's messages to the person's chat as they come.
func (c *Chat) watch(ctx context.Context, w *emulator.Watcher) {
	chat := emulator.PrivateChat(c.User.emulated()).ID
	for {
		call, err := w.Next(ctx)
		if err != nil {
			return
		}
		if call.ChatID == chat && call.OK() && call.Message != nil {
			switch call.Method {
			case "sendMessage", "sendPhoto", "editMessageMedia":
				c.show(call)
			}
		}
		c.mu.Lock()
		c.shownSeq = call.Seq
		close(c.shown)
		c.shown = make(chan struct{})
		c.mu.Unlock()
	}
}

// show prints one message of the bot.
func (c *Chat) show(call emulator.Call) {
	m := call.Message
	var sb strings.Builder
	edit := strings.HasPrefix(call.Method, "edit")
	if edit {
		sb.WriteString(c.say().TerminalBotEdited() + "\n")
	} else {
		sb.WriteString(c.say().TerminalBot() + "\n")
	}
	text, ents := m.Text, m.Entities
	if text == "" {
		text, ents = m.Caption, m.CaptionEntities
	}
	text, hidden := c.hideSpoilers(text, ents)
	if hidden != "" {
		c.mu.Lock()
		c.spoiler = hidden
		c.mu.Unlock()
	}
	if text != "" {
		sb.WriteString(indent(text))
		sb.WriteByte('\n')
	}
	for _, f := range call.Files {
		path, err := c.save(f.Data)
		if err != nil {
			fmt.Fprintf(&sb, "  %s\n", c.say().TerminalPictureLost(err.Error()))
			continue
		}
		switch {
		case call.Params["has_spoiler"] == "true":
			fmt.Fprintf(&sb, "  %s\n", c.say().TerminalSpoilerPicture(path))
		default:
			fmt.Fprintf(&sb, "  %s\n", c.say().TerminalPicture(path))
		}
	}
	if edit {
		// An edit replaces the message's buttons; without any, it has none.
		c.mu.Lock()
		c.buttons = slices.DeleteFunc(c.buttons, func(b shownButton) bool { return b.message == m.MessageID })
		c.mu.Unlock()
	}
	if strings.HasPrefix(text, "📷") && !edit {
		// A grid read from a picture: "> r3c5=7" corrects it.
		c.mu.Lock()
		c.lastBot = m.MessageID
		c.mu.Unlock()
	}
	if m.ReplyMarkup != nil && len(m.ReplyMarkup.InlineKeyboard) > 0 {
		sb.WriteString("  " + c.say().TerminalButtons())
		c.mu.Lock()
		if p := playPuzzle(m.ReplyMarkup.InlineKeyboard); p != "" && p != c.puzzle {
			// Another puzzle: the buttons of the messages before it are
			// about the one before (typed, one says so: TerminalGone).
			c.puzzle = p
			c.buttons = slices.DeleteFunc(c.buttons, func(b shownButton) bool { return b.message != m.MessageID })
		}
		for _, row := range m.ReplyMarkup.InlineKeyboard {
			for _, b := range row {
				if b.SwitchInlineQuery != nil {
					continue // Share: inline mode is for Telegram's other chats
				}
				fmt.Fprintf(&sb, " [%s]", b.Text)
				c.buttons = append(c.buttons, shownButton{message: m.MessageID, label: b.Text, data: b.CallbackData, webApp: webAppURL(b.WebApp)})
				if c.labels == nil {
					c.labels = map[string]shownLabel{}
				}
				if _, ok := c.labels[labelKey(b.Text)]; ok || len(c.labels) < 100 {
					c.labels[labelKey(b.Text)] = shownLabel{label: b.Text, message: m.MessageID}
				}
			}
		}
		c.lastBot = m.MessageID
		if len(c.buttons) > 200 {
			c.buttons = c.buttons[len(c.buttons)-200:]
		}
		c.mu.Unlock()
		sb.WriteByte('\n')
	}
	c.printf("%s\n", sb.String())
}

// hideSpoilers replaces the parts of a text that spoiler entities hide,
// as Telegram shows them until tapped, and returns them.
func (c *Chat) hideSpoilers(text string, ents []emulator.MessageEntity) (string, string) {
	u := utf16.Encode([]rune(text))
	var out, hidden []uint16
	k := 0
	for _, e := range ents {
		if e.Type != "spoiler" || e.Offset < k || e.Offset+e.Length > len(u) {
			continue
		}
		out = append(out, u[k:e.Offset]...)
		out = append(out, utf16.Encode([]rune(c.say().TerminalHidden()))...)
		if len(hidden) > 0 {
			hidden = append(hidden, '\n')
		}
		hidden = append(hidden, u[e.Offset:e.Offset+e.Length]...)
		k = e.Offset + e.Length
	}
	if hidden == nil {
		return text, ""
	}
	out = append(out, u[k:]...)
	return string(utf16.Decode(out)), string(utf16.Decode(hidden))
}

// showSpoiler prints the last hidden text, if the person typed "show".
func (c *Chat) showSpoiler(typed string) bool {
	if !isShow(typed) {
		return false
	}
	c.mu.Lock()
	hidden := c.spoiler
	c.mu.Unlock()
	if hidden == "" {
		c.printf("%s\n\n", c.say().TerminalNothingHidden())
		return true
	}
	c.printf("%s\n%s\n\n", c.say().TerminalHiddenText(), indent(hidden))
	return true
}

// isShow reports whether the person typed "show", in any language
// («показать», “显示”).
func isShow(typed string) bool {
	key := labelKey(typed)
	for _, l := range locale.All() {
		for _, w := range catalog.For(l).TerminalShowWords() {
			if key == labelKey(w) {
				return true
			}
		}
	}
	return false
}

// save writes a picture to the folder and returns its path. Pictures are
// numbered on from the highest number in the folder: an earlier run's
// pictures stay (their paths, printed then, still show them), and a file
// already there is never written over.
func (c *Chat) save(data []byte) (string, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.pics == 0 {
		c.pics = lastPicture(c.Pictures)
	}
	for {
		c.pics++
		path := filepath.Join(c.Pictures, fmt.Sprintf("%03d.png", c.pics))
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, fs.ErrExist) {
			continue // another chat's, saved since
		}
		if err != nil {
			return "", err
		}
		_, err = f.Write(data)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return "", err
		}
		if abs, err := filepath.Abs(path); err == nil {
			path = abs
		}
		return path, nil
	}
}

// lastPicture returns the highest number of the pictures saved in a
// folder (001.png, 002.png, …), 0 for none.
func lastPicture(dir string) int {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0
	}
	last := 0
	for _, e := range entries {
		num, ok := strings.CutSuffix(e.Name(), ".png")
		if n, err := strconv.Atoi(num); ok && err == nil && n > last && strings.Trim(num, "0123456789") == "" {
			last = n
		}
	}
	return last
}

func indent(s string) string { return "  " + strings.ReplaceAll(s, "\n", "\n  ") }

func (c *Chat) printf(format string, args ...any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	fmt.Fprintf(c.Out, format, args...)
}

// pictureExts are the extensions of the files a line may name to send a
// picture.
var pictureExts = map[string]bool{".jpg": true, ".jpeg": true, ".png": true, ".webp": true, ".gif": true}

// looksLikePicturePath reports whether a line is meant as the path of a
// picture file: one word (or quoted) ending in a picture's extension.
func looksLikePicturePath(line string) bool {
	unquoted := strings.Trim(line, `"'`)
	if !pictureExts[strings.ToLower(filepath.Ext(unquoted))] {
		return false
	}
	return unquoted != line || !strings.ContainsAny(unquoted, " \t") || strings.ContainsAny(unquoted, `/\`)
}

// isPicturePath reports whether a line is the path of a picture file.
func isPicturePath(line string) bool {
	line = strings.Trim(line, `"'`)
	if !pictureExts[strings.ToLower(filepath.Ext(line))] {
		return false
	}
	st, err := os.Stat(line)
	return err == nil && st.Mode().IsRegular()
}

// sendPicture sends a picture file as the person: JPEG, PNG and GIF as a
// photo, like Telegram's apps, others (WebP) and files over 10 MB (too big
// for a photo) as a document.
func (c *Chat) sendPicture(path string) {
	path = strings.Trim(path, `"'`)
	data, err := os.ReadFile(path)
	if err != nil {
		c.printf("%s\n", c.say().TerminalCannotRead(path, err.Error()))
		return
	}
	m := emulator.UserMessage{From: c.User.emulated()}
	ext := strings.ToLower(filepath.Ext(path))
	if ext != ".webp" && len(data) <= 10<<20 {
		m.Photo = data
	} else {
		m.Document, m.FileName = data, filepath.Base(path)
	}
	u, err := c.Local.srv.Emulator.InjectMessage(m)
	if err != nil && m.Photo != nil {
		// Not a picture Telegram takes as a photo: send it as a file.
		m.Photo, m.Document, m.FileName = nil, data, filepath.Base(path)
		u, err = c.Local.srv.Emulator.InjectMessage(m)
	}
	if err != nil {
		c.printf("%s\n", c.say().TerminalCannotSend(err.Error()))
		return
	}
	c.sent(u.UpdateID)
}
