// Package terminal lets a person chat with the bot from a terminal, through
// the Bot API emulator: what they type becomes a Telegram message, the
// bot's replies are printed, its pictures saved to a folder, and its
// buttons pressed by typing their labels.
package terminal

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode"

	"sudokubot/bot/emulator"
	"sudokubot/solver"
)

// A Chat is a terminal chat with the bot.
type Chat struct {
	Emulator *emulator.Emulator
	// User is the person typing; its ID must be positive. LanguageCode
	// chooses the bot's language ("en", "zh-hans").
	User emulator.User
	In   io.Reader
	Out  io.Writer
	// Pictures is the folder where the bot's pictures are saved.
	Pictures string
	// Idle, if set, waits until the bot has handled every update it has
	// received (the emulator sees updates confirmed as soon as the bot
	// has queued them, before it answers).
	Idle func(context.Context) error

	mu         sync.Mutex
	pics       int
	buttons    []shownButton // the buttons of the bot's messages, newest last
	lastBot    int           // the bot's last message that carries buttons
	lastUpdate int           // the last update sent to the bot
	drained    int           // the last update whose answers were waited for
	shownSeq   int           // the last call of the emulator looked at
	shown      chan struct{} // closed and replaced when shownSeq grows
}

type shownButton struct {
	message int
	label   string
	data    string
}

// Welcome is printed when the chat starts.
const Welcome = `Local mode: you are chatting with the bot through a built-in Bot API emulator.
Type or paste a puzzle (81 digits, or nine lines of nine; end a multi-line
puzzle with an empty line). Press a button by typing its label, e.g. Hint.
Start a line with > to reply to the bot's last message with buttons,
e.g. "> /check" followed by your grid. /help lists the commands. Ctrl-D quits.`

// Run prints the bot's replies and sends what the person types, until the
// input ends or ctx does.
func (c *Chat) Run(ctx context.Context) error {
	c.shown = make(chan struct{})
	if err := os.MkdirAll(c.Pictures, 0o755); err != nil {
		return fmt.Errorf("making the pictures folder: %w", err)
	}
	c.printf("%s\n\n", Welcome)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	watched := make(chan struct{})
	w := c.Emulator.Watch()
	go func() {
		defer close(watched)
		c.watch(ctx, w)
	}()
	err := c.read(ctx)
	if err == nil {
		c.drain(ctx)
	}
	cancel()
	<-watched
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
	if err := c.Emulator.WaitConfirmed(ctx, last); err != nil {
		return
	}
	if c.Idle != nil {
		if err := c.Idle(ctx); err != nil {
			return
		}
	}
	calls := c.Emulator.Calls()
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

// read sends what the person types.
func (c *Chat) read(ctx context.Context) error {
	sc := bufio.NewScanner(c.In)
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	var pending []string
	replyTo := 0
	flush := func() {
		if len(pending) > 0 {
			c.send(strings.Join(pending, "\n"), replyTo)
			pending, replyTo = nil, 0
		}
	}
	for sc.Scan() {
		if ctx.Err() != nil {
			return nil
		}
		if len(pending) == 0 {
			// Like a person, wait for the bot's answer before going on:
			// a button typed next must be one the answer shows.
			c.drain(ctx)
		}
		line := sc.Text()
		trimmed := strings.TrimSpace(line)
		if len(pending) == 0 {
			if rest, ok := strings.CutPrefix(trimmed, ">"); ok {
				c.mu.Lock()
				replyTo = c.lastBot
				c.mu.Unlock()
				line, trimmed = rest, strings.TrimSpace(rest)
			} else if b, ok := c.button(trimmed); ok {
				c.press(b)
				continue
			}
		}
		switch {
		case trimmed == "":
			flush()
		case len(pending) == 0 && strings.HasPrefix(trimmed, "/") && !strings.ContainsAny(strings.TrimPrefix(trimmed, "/"), "\n") && !complete(trimmed):
			// A command alone on its line may take its puzzle from the
			// lines that follow, if it has none yet.
			if strings.Contains(trimmed, " ") || replyTo != 0 && !needsGrid(trimmed) {
				pending = append(pending, line)
				flush()
			} else {
				pending = append(pending, line)
				if !needsGrid(trimmed) {
					flush()
				}
			}
		default:
			// A line holding a whole puzzle goes at once; several lines
			// wait for an empty line, so that a board's last rule or a
			// code block's closing fence goes with them.
			pending = append(pending, line)
			if len(pending) == 1 && complete(line) {
				flush()
			}
		}
	}
	flush()
	if err := sc.Err(); err != nil && !errors.Is(err, io.EOF) {
		return fmt.Errorf("reading the terminal: %w", err)
	}
	return nil
}

// needsGrid reports whether a command alone on a line waits for a grid
// on the next lines.
func needsGrid(cmd string) bool {
	switch strings.Fields(cmd)[0] {
	case "/hint", "/steps", "/rate", "/check", "/solve":
		return true
	}
	return false
}

// complete reports whether a text holds a whole puzzle.
func complete(text string) bool {
	_, err := solver.Parse(text)
	return err == nil || errors.Is(err, solver.ErrConflict)
}

// send sends a message as the person, replying to a bot message if set.
func (c *Chat) send(text string, replyTo int) {
	u, err := c.Emulator.InjectMessage(emulator.UserMessage{From: c.User, Text: text, ReplyTo: replyTo})
	if err != nil {
		c.printf("(could not send that: %v)\n", err)
		return
	}
	c.sent(u.UpdateID)
}

func (c *Chat) sent(update int) {
	c.mu.Lock()
	c.lastUpdate = update
	c.mu.Unlock()
}

// button finds the button whose label the person typed, newest first.
func (c *Chat) button(typed string) (shownButton, bool) {
	want := labelKey(typed)
	if want == "" {
		return shownButton{}, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for i := len(c.buttons) - 1; i >= 0; i-- {
		if labelKey(c.buttons[i].label) == want {
			return c.buttons[i], true
		}
	}
	return shownButton{}, false
}

// labelKey reduces a label to its letters and digits, lower case, so that
// "hint" presses "💡 Hint".
func labelKey(s string) string {
	var sb strings.Builder
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			sb.WriteRune(r)
		}
	}
	return sb.String()
}

func (c *Chat) press(b shownButton) {
	chat := emulator.PrivateChat(c.User)
	u, err := c.Emulator.PressButton(c.User, chat.ID, b.message, b.data)
	if err != nil {
		c.printf("(could not press %q: %v)\n", b.label, err)
		return
	}
	c.sent(u.UpdateID)
}

// watch prints the bot's messages to the person's chat as they come.
func (c *Chat) watch(ctx context.Context, w *emulator.Watcher) {
	chat := emulator.PrivateChat(c.User).ID
	for {
		call, err := w.Next(ctx)
		if err != nil {
			return
		}
		if call.ChatID == chat && call.OK() && call.Message != nil {
			switch call.Method {
			case "sendMessage", "sendPhoto", "editMessageText", "editMessageCaption", "editMessageMedia", "editMessageReplyMarkup":
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
		sb.WriteString("bot (edited its message):\n")
	} else {
		sb.WriteString("bot:\n")
	}
	text := m.Text
	if text == "" {
		text = m.Caption
	}
	if text != "" {
		sb.WriteString(indent(text))
		sb.WriteByte('\n')
	}
	for _, f := range call.Files {
		path, err := c.save(f.Data)
		if err != nil {
			fmt.Fprintf(&sb, "  [a picture; could not save it: %v]\n", err)
			continue
		}
		spoiler := ""
		if call.Params["has_spoiler"] == "true" {
			spoiler = " (sent as a spoiler: hidden until tapped)"
		}
		fmt.Fprintf(&sb, "  [picture%s: %s]\n", spoiler, path)
	}
	if edit {
		// An edit replaces the message's buttons; without any, it has none.
		c.mu.Lock()
		c.buttons = slices.DeleteFunc(c.buttons, func(b shownButton) bool { return b.message == m.MessageID })
		c.mu.Unlock()
	}
	if m.ReplyMarkup != nil && len(m.ReplyMarkup.InlineKeyboard) > 0 {
		sb.WriteString("  buttons:")
		c.mu.Lock()
		for _, row := range m.ReplyMarkup.InlineKeyboard {
			for _, b := range row {
				fmt.Fprintf(&sb, " [%s]", b.Text)
				c.buttons = append(c.buttons, shownButton{message: m.MessageID, label: b.Text, data: b.CallbackData})
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

// save writes a picture to the folder and returns its path.
func (c *Chat) save(data []byte) (string, error) {
	c.mu.Lock()
	c.pics++
	n := c.pics
	c.mu.Unlock()
	path := filepath.Join(c.Pictures, fmt.Sprintf("%03d.png", n))
	if err := os.WriteFile(path, data, 0o644); err != nil {
		return "", err
	}
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	return path, nil
}

func indent(s string) string { return "  " + strings.ReplaceAll(s, "\n", "\n  ") }

func (c *Chat) printf(format string, args ...any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	fmt.Fprintf(c.Out, format, args...)
}
