package bot

import (
	"context"
	"errors"
	"regexp"
	"strings"

	"sudokubot/bot/callback"
	"sudokubot/bot/catalog"
	"sudokubot/bot/hint"
	"sudokubot/bot/messenger"
	"sudokubot/bot/reading"
	"sudokubot/bot/talk"
	"sudokubot/bot/verdict"
	"sudokubot/solver"
	"sudokubot/solver/locale"
)

// A request is what the bot answers: a message or a button press, in a
// chat, in a language.
type request struct {
	chat    int64
	group   bool
	replyTo int // the message answered, 0 for none
	lang    locale.Lang
	from    source // how a puzzle in it arrives
	// user is who sent it (the zero User for none), and title the
	// group's title: a hint asked in a group goes to the person (race.go).
	user  messenger.User
	title string
}

// updateLang picks the language of an update from its sender's
// language_code. It is called once per update, by route, SlowDown and
// Failed; everything below takes the language from the request.
func updateLang(u *messenger.Update) locale.Lang {
	_, from := u.Chat()
	return locale.Match(from.LanguageCode)
}

func withSource(r request, from source) request {
	r.from = from
	return r
}

func (b *Bot) isAllowed(chat int64) bool { return b.allowed == nil || b.allowed[chat] }

// route handles an update by its kind. Kinds the bot does not answer
// (edited messages, channel posts, …) are ignored.
func (b *Bot) route(ctx context.Context, u *messenger.Update) {
	switch lang := updateLang(u); {
	case u.Message != nil:
		b.onMessage(ctx, u.Message, lang)
	case u.Callback != nil:
		b.onCallback(ctx, u.Callback, lang)
	case u.Inline != nil:
		b.inline.Answer(ctx, u.Inline, lang)
	case u.Chosen != nil:
		b.inline.Chosen(ctx, u.Chosen, lang)
	}
}

// onMessage answers a message: a command, or a puzzle. In a group it
// answers only commands, mentions of the bot and replies to the bot.
func (b *Bot) onMessage(ctx context.Context, m *messenger.Message, lang locale.Lang) {
	if !b.isAllowed(m.Chat.ID) {
		b.log.Info("ignoring a chat not allowed", "chat", m.Chat.ID)
		return
	}
	r := request{chat: m.Chat.ID, group: m.Chat.IsGroup(), replyTo: m.ID, lang: lang, title: m.Chat.Title}
	if m.From != nil {
		r.user = *m.From
	}
	cmd, args, forUs := b.command(m)
	if !forUs {
		return // a command for another bot
	}
	text := m.Text
	if text == "" {
		text = m.Caption
	}
	if r.group && cmd == "" && !b.mentioned(m) && !b.repliesToBot(m) {
		return
	}
	if len(text) > b.opts.MaxMessageBytes {
		b.reply(ctx, r.chat, r.replyTo, tooLongText(b.opts.MaxMessageBytes, r.lang))
		return
	}
	if cmd == "" {
		args = b.stripMention(text)
	}
	args = talk.Keycaps(args)
	if cmd == "" && hasPicture(m) {
		b.onPicture(ctx, withSource(r, fromPicture), m)
		return
	}
	if cmd == "" && b.onZoneAnswer(ctx, r, m, args) {
		return
	}
	if cmd == "" && b.onCorrection(ctx, withSource(r, fromPicture), m, args) {
		return
	}
	if cmd != "" {
		c, ok := commandNamed(cmd)
		if ok && m.ReplyTo == nil && strings.TrimSpace(args) == "" {
			switch cmd {
			case "hint", "steps", "check", "solve", "rate", "count":
				// Working on a grid read from a picture confirms it: moves
				// typed after are moves, no longer corrections.
				// A game in progress is confirmed as the person's game
				// (its givens the puzzle), never as a puzzle of all its
				// digits.
				if st := b.loadChat(ctx, r.chat); st.Pending && (st.Layers == nil || !b.confirmGame(ctx, r, st.Puzzle)) {
					b.setCurrent(ctx, r.chat, st.Puzzle, st.Source)
				}
			}
		}
		if !ok {
			b.reply(ctx, r.chat, r.replyTo, catalog.For(r.lang).UnknownCommand())
			return
		}
		c.handle(b, ctx, r, m, args)
		return
	}
	if _, ok := b.reference(m); ok && hasCells(args) {
		// A grid sent as a reply to a puzzle: the person's progress.
		b.cmdCheck(ctx, r, m, args)
		return
	}
	if moves, err := solver.ParseMoves(strings.TrimSpace(args)); err == nil && !isPuzzle(args) {
		// Moves in the current puzzle: "r3c5=7", "r3=4.5..7...". Moves
		// replying to a message go to its puzzle, which becomes the
		// current one; never to another. A puzzle whose givens break the
		// rules takes none: the answer shows where.
		if ref, ok := b.reference(m); ok {
			if err := ref.Puzzle.Validate(); err != nil {
				b.unreadable(ctx, r, ref.Puzzle, err)
				return
			}
			b.setCurrent(ctx, r.chat, ref.Puzzle, fromText)
		} else if m.ReplyTo != nil && m.ReplyTo.From != nil && m.ReplyTo.From.IsBot {
			b.reply(ctx, r.chat, r.replyTo, catalog.For(r.lang).RepliedNoPuzzle())
			return
		}
		b.recordMoves(ctx, r, moves)
		return
	}
	if text := verdict.BadMoves(args, r.lang); text != "" {
		b.reply(ctx, r.chat, r.replyTo, text)
		return
	}
	b.solve(ctx, r, args)
}

// command returns the command of a message without its slash and bot
// name, and its arguments. forUs is false for a command addressed to
// another bot ("/hint@otherbot").
func (b *Bot) command(m *messenger.Message) (cmd, args string, forUs bool) {
	if !m.IsCommand() {
		return "", "", true
	}
	withAt := m.CommandWithAt()
	if _, at, ok := strings.Cut(withAt, "@"); ok && !strings.EqualFold(at, b.opts.Username) {
		return "", "", false
	}
	return strings.ToLower(m.Command()), m.CommandArguments(), true
}

// mentioned reports whether a message mentions the bot.
func (b *Bot) mentioned(m *messenger.Message) bool {
	if b.opts.Username == "" {
		return false
	}
	return strings.Contains(strings.ToLower(m.Text+" "+m.Caption), "@"+strings.ToLower(b.opts.Username))
}

// stripMention removes mentions of the bot from a text.
func (b *Bot) stripMention(text string) string {
	if b.opts.Username == "" {
		return text
	}
	at := "@" + b.opts.Username
	for {
		i := strings.Index(strings.ToLower(text), strings.ToLower(at))
		if i < 0 {
			return text
		}
		text = text[:i] + text[i+len(at):]
	}
}

// repliesToBot reports whether a message replies to one of the bot's.
func (b *Bot) repliesToBot(m *messenger.Message) bool {
	rt := m.ReplyTo
	return rt != nil && rt.From != nil && rt.From.IsBot && strings.EqualFold(rt.From.UserName, b.opts.Username)
}

// reference returns the puzzle a message refers to by replying: the one
// a bot message's buttons carry, or the one written in the message
// replied to.
func (b *Bot) reference(m *messenger.Message) (callback.Data, bool) {
	rt := m.ReplyTo
	if rt == nil {
		return callback.Data{}, false
	}
	if g, ok := reading.Question(m); ok {
		return callback.Data{Puzzle: g}, true
	}
	for _, row := range rt.Keyboard {
		for _, btn := range row {
			if btn.Data == "" {
				continue
			}
			if c, err := callback.Decode(btn.Data); err == nil {
				return c, true
			}
		}
	}
	text := rt.Text
	if text == "" {
		text = rt.Caption
	}
	if rt.From != nil && rt.From.IsBot {
		// The bot's answers without buttons name their puzzle in full
		// (puzzleLine).
		run := gridRun.FindString(text)
		if run == "" {
			return callback.Data{}, false
		}
		g, err := solver.Parse(run)
		if err != nil && !errors.Is(err, solver.ErrConflict) {
			return callback.Data{}, false
		}
		return callback.Data{Puzzle: g}, true
	}
	g, err := solver.Parse(talk.Keycaps(b.stripMention(text)))
	if err != nil && !errors.Is(err, solver.ErrConflict) {
		return callback.Data{}, false
	}
	return callback.Data{Puzzle: g}, true
}

// gridRun finds the 81-character grid a message shows (puzzleLine).
var gridRun = regexp.MustCompile(`[0-9.]{81}`)

// isPuzzle reports whether a text holds a whole puzzle (nine labelled
// rows read as moves too).
func isPuzzle(text string) bool {
	_, err := solver.Parse(text)
	return err == nil || errors.Is(err, solver.ErrConflict)
}

// hasCells reports whether a text holds something like a grid.
func hasCells(text string) bool {
	_, err := solver.Parse(text)
	return err == nil || !errors.Is(err, solver.ErrNoPuzzle)
}

// onCallback answers a button press.
func (b *Bot) onCallback(ctx context.Context, q *messenger.Callback, lang locale.Lang) {
	c, err := callback.Decode(q.Data)
	if err != nil || q.Message == nil {
		b.answer(ctx, q, catalog.For(lang).ButtonExpired())
		return
	}
	if !b.isAllowed(q.Message.Chat.ID) {
		b.answer(ctx, q, "")
		return
	}
	r := request{chat: q.Message.Chat.ID, group: q.Message.Chat.IsGroup(), replyTo: q.Message.ID, lang: lang, user: q.From, title: q.Message.Chat.Title}
	m := q.Message
	if r.group && spoils(c.Action) {
		// Never in the group: in the person's private chat, a new
		// message there (see privately).
		pr, ok := b.privately(ctx, r, c.Puzzle, q.ID)
		if !ok {
			return
		}
		r, m = pr, nil
	} else {
		b.answer(ctx, q, "")
	}
	switch c.Action {
	case callback.Hint:
		b.fromMarks(ctx, r.chat, &c)
		if m == nil || c.Level == 1 && c.Step == 0 && !hint.IsMessage(m) {
			b.hint(ctx, r, c, nil)
		} else {
			b.hint(ctx, r, c, m)
		}
	case callback.Steps:
		b.walk(ctx, r, c, nil)
	case callback.Walk:
		b.walk(ctx, r, c, m)
	case callback.StepsText:
		b.stepsText(ctx, r, c)
	case callback.Check:
		b.checkHow(ctx, r, c)
	case callback.Solve:
		b.showGrid(ctx, r, c.Puzzle)
	case callback.Game:
		// Never solved as a puzzle: its digits are partly the person's.
		if !b.confirmGame(ctx, r, c.Puzzle) {
			b.reply(ctx, r.chat, r.replyTo, catalog.For(r.lang).PhotoGameGone())
		}
	case callback.One:
		b.oneSolution(ctx, r, c.Puzzle)
	}
}

// answer answers a callback query, which stops the button's spinner.
func (b *Bot) answer(ctx context.Context, q *messenger.Callback, text string) {
	if err := b.out.AnswerCallback(ctx, q.ID, text, false); err != nil {
		b.log.Warn("answerCallbackQuery failed", "err", err)
	}
}

// reply sends a plain text message, as a reply when replyTo is set.
func (b *Bot) reply(ctx context.Context, chat int64, replyTo int, text string) {
	if _, err := b.out.SendText(ctx, messenger.Text{Chat: chat, Text: text, ReplyTo: replyTo}); err != nil {
		b.log.Warn("sendMessage failed", "chat", chat, "err", err)
	}
}

// replyWith sends a text message with buttons.
func (b *Bot) replyWith(ctx context.Context, r request, text string, kb messenger.Keyboard) {
	if _, err := b.out.SendText(ctx, messenger.Text{Chat: r.chat, Text: text, ReplyTo: r.replyTo, Keyboard: kb}); err != nil {
		b.log.Warn("sendMessage failed", "chat", r.chat, "err", err)
	}
}

// chatAction shows "uploading photo" while the bot works.
func (b *Bot) chatAction(ctx context.Context, r request, action string) {
	if err := b.out.ChatAction(ctx, r.chat, action); err != nil {
		b.log.Debug("sendChatAction failed", "chat", r.chat, "err", err)
	}
}
