package bot

import (
	"context"
	"errors"
	"strings"
	"time"

	"sudokubot/bot/callback"
	"sudokubot/bot/catalog"
	"sudokubot/bot/messenger"
	"sudokubot/bot/pool"
	"sudokubot/bot/state"
	"sudokubot/bot/talk"
	"sudokubot/bot/verdict"
	"sudokubot/render"
	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/generate"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// The practice commands: /new, /practice, /daily and /count.

// A ready is a puzzle kept ready to send (package bot/pool).
type ready = state.Ready

// countBound is the number of solutions /count counts up to.
const countBound = 10_000

// levelArg reads a level argument; empty means Medium. It answers the
// person and returns false for a level it does not know.
func (b *Bot) levelArg(ctx context.Context, r request, cmd, args string) (logic.Level, bool) {
	name := strings.TrimSpace(args)
	if name == "" {
		return logic.Medium, true
	}
	level, ok, suggest := talk.MatchLevel(name)
	if !ok {
		text := talk.UnknownLevel(name, cmd, r.lang)
		if suggest != "" {
			text = talk.DidYouMean(name, "/"+cmd+" "+strings.ToLower(suggest), suggest, r.lang)
		}
		b.reply(ctx, r.chat, r.replyTo, text)
		return 0, false
	}
	return level, true
}

// cmdNew sends a new puzzle of a level, from its pool when it has one.
func (b *Bot) cmdNew(ctx context.Context, r request, args string) {
	level, ok := b.levelArg(ctx, r, "new", args)
	if !ok {
		return
	}
	b.chatAction(ctx, r, messenger.UploadPhoto)
	p, err := b.pools.Get(ctx, pool.LevelName(level), func(ctx context.Context, g *generate.Generator) (*generate.Puzzle, error) {
		return g.Level(ctx, level, generate.Rotate180)
	})
	if err != nil {
		b.makeFailed(ctx, r, err)
		return
	}
	b.sendNew(ctx, r, p, newCaption(p, r.lang), "")
}

// cmdPractice sends a puzzle to drill a technique: from its pool or made
// now when it is common enough, else from the stock of rare ones.
func (b *Bot) cmdPractice(ctx context.Context, r request, args string) {
	name := strings.TrimSpace(args)
	if name == "" {
		b.reply(ctx, r.chat, r.replyTo, talk.PracticeList(r.lang))
		return
	}
	ts, suggest := talk.MatchTechnique(name)
	if len(ts) == 0 {
		text := talk.UnknownTechnique(name, r.lang)
		if suggest != 0 {
			text = talk.DidYouMean(name, "/practice "+talk.PracticeArg(suggest, r.lang), explain.For(r.lang).Technique(suggest), r.lang)
		}
		b.reply(ctx, r.chat, r.replyTo, text)
		return
	}
	t := pool.Pick(ts)
	b.chatAction(ctx, r, messenger.UploadPhoto)
	p, err := b.pools.Practice(ctx, t)
	switch {
	case errors.Is(err, pool.ErrTooRare):
		b.reply(ctx, r.chat, r.replyTo, talk.TooRare(t, r.lang))
	case err != nil:
		b.makeFailed(ctx, r, err)
	default:
		b.sendNew(ctx, r, p, practiceCaption(t, p, r.lang), "")
	}
}

func (b *Bot) makeFailed(ctx context.Context, r request, err error) {
	b.log.Warn("making a puzzle", "err", err)
	b.reply(ctx, r.chat, r.replyTo, catalog.For(r.lang).PracticeMakeFailed())
}

// sendNew sends a puzzle to solve, not solved, with buttons for a hint,
// checking one's progress and the solution, and makes it the chat's
// current puzzle. In a group it is a challenge to race on (race.go);
// daily is the day ("2026-11-27") when it is that day's daily puzzle.
func (b *Bot) sendNew(ctx context.Context, r request, p ready, caption, daily string) {
	b.setCurrent(ctx, r.chat, p.Puzzle, fromBot)
	caption += "\n<code>" + p.Puzzle.String() + "</code>"
	if r.group && b.racing() && b.postChallenge(ctx, r, p, caption, daily) {
		return
	}
	b.sendPicture(ctx, r, render.Puzzle{Grid: p.Puzzle}, caption, b.withShare(b.withPlay(newKeyboard(p.Puzzle, r.lang), r, p.Puzzle), r, p.Puzzle), false)
}

func newKeyboard(g solver.Grid, lang locale.Lang) messenger.Keyboard {
	return messenger.Keyboard{
		messenger.Row(
			messenger.Button{Text: btnHint(lang), Data: callback.Data{Action: callback.Hint, Puzzle: g, Level: 1}.Encode()},
			messenger.Button{Text: btnCheck(lang), Data: callback.Data{Action: callback.Check, Puzzle: g, Level: 1}.Encode()},
		),
		messenger.Row(
			messenger.Button{Text: btnSolve(lang), Data: callback.Data{Action: callback.Solve, Puzzle: g, Level: 1}.Encode()},
		),
	}
}

// cmdDaily sends the puzzle of the day for a level: the same for every
// chat on a UTC calendar day. It is kept in the state for the day, and made
// from the date if it is not there.
func (b *Bot) cmdDaily(ctx context.Context, r request, args string) {
	level, ok := b.levelArg(ctx, r, "daily", args)
	if !ok {
		return
	}
	b.chatAction(ctx, r, messenger.UploadPhoto)
	day := b.now().UTC()
	p, err := b.pools.Daily(ctx, day, level)
	if err != nil {
		b.makeFailed(ctx, r, err)
		return
	}
	b.sendNew(ctx, r, p, dailyCaption(day, p, r.lang), day.Format(time.DateOnly))
}

// cmdCount counts the solutions of a puzzle: the one in the message, the
// one it replies to, or the chat's current puzzle (see several).
func (b *Bot) cmdCount(ctx context.Context, r request, m *messenger.Message, args string) {
	var g solver.Grid
	about := ""
	switch ref, hasRef := b.reference(m); {
	case strings.TrimSpace(args) != "":
		var err error
		g, err = solver.Parse(args)
		if errors.Is(err, solver.ErrConflict) {
			b.setCurrent(ctx, r.chat, g, fromText)
		}
		if err != nil {
			b.unreadable(ctx, r, g, err)
			return
		}
		b.setCurrent(ctx, r.chat, g, fromText)
	case hasRef:
		g, about = ref.Puzzle, b.aboutReply(ctx, r, ref.Puzzle)
	default:
		s := b.loadChat(ctx, r.chat)
		if !s.HasPuzzle() {
			b.reply(ctx, r.chat, r.replyTo, countHowText(r.lang))
			return
		}
		g, about = s.Puzzle, b.aboutCurrent(s, r)
	}
	if g.Count() == 0 {
		b.reply(ctx, r.chat, r.replyTo, countEmptyText(countBound, r.lang))
		return
	}
	if err := g.Validate(); err != nil {
		b.unreadable(ctx, r, g, err)
		return
	}
	b.several(ctx, r, g, about, false)
}

// Texts of the practice commands.

func newCaption(p ready, lang locale.Lang) string {
	return catalog.For(lang).PracticeNewCaption(verdict.RatingLine(p, lang))
}

func practiceCaption(t logic.Technique, p ready, lang locale.Lang) string {
	return catalog.For(lang).PracticeCaption(explain.For(lang).Technique(t), verdict.RatingLine(p, lang))
}

func dailyCaption(day time.Time, p ready, lang locale.Lang) string {
	return catalog.For(lang).PracticeDailyCaption(day.Format(time.DateOnly), verdict.RatingLine(p, lang))
}

func countHowText(lang locale.Lang) string {
	return catalog.For(lang).PracticeCountHow()
}

func countEmptyText(bound int, lang locale.Lang) string {
	return catalog.For(lang).PracticeCountEmpty(bound)
}
