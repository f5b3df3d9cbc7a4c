package bot

import (
	"context"
	"errors"
	"fmt"
	"html"
	"time"

	"sudokubot/bot/callback"
	"sudokubot/bot/catalog"
	"sudokubot/bot/game"
	"sudokubot/bot/messenger"
	"sudokubot/bot/race"
	"sudokubot/bot/state"
	"sudokubot/render"
	"sudokubot/solver"
	"sudokubot/solver/sharecode"
)

// Races and groups.
//
// In a group, /daily, /new and /practice post the puzzle as a challenge
// (state.Challenge): its Play button is a link to the board as the bot's
// main Mini App (https://t.me/<bot>?startapp=<code>_<id>: Telegram takes
// web_app buttons only in private chats), whoever opens it plays on their
// own board, and each finish the board reports (raceFinished) is recorded
// on the challenge and shown, by editing the post in place, as its
// leaderboard. /top sums a group's challenges up. A puzzle posted through
// inline mode is a challenge too, its message edited by inline_message_id
// (package bot/inline).
//
// Hints, steps and solutions are never posted in a group, where they
// would spoil the puzzle for the others: asked there (a command, a
// mention, a button under a puzzle), they go to the person's private chat
// (privately), or, when Telegram refuses (the person never opened a chat
// with the bot: 403), the person is told in the group how to get them.

// botLink returns the link to the bot's chat, opened with query
// ("start=<code>", "startapp=<code>_<id>") when it is not empty. A
// puzzle travels in links as its code (package solver/sharecode;
// share.go), which fits the 64 characters of a /start parameter.
func (b *Bot) botLink(query string) string {
	if query == "" {
		return "https://t.me/" + b.opts.Username
	}
	return "https://t.me/" + b.opts.Username + "?" + query
}

// raceLink returns the link that opens the board on a challenge's puzzle,
// as the bot's main Mini App.
func (b *Bot) raceLink(g solver.Grid, id string) string {
	return b.botLink("startapp=" + sharecode.Code(g) + "_" + id)
}

// startLink returns the link that opens the private chat with the bot on a
// puzzle.
func (b *Bot) startLink(g solver.Grid) string { return b.botLink("start=" + sharecode.Code(g)) }

// spoils reports whether a button's answer gives away some of its puzzle's
// solution: a hint, a step, a solution.
func spoils(a callback.Action) bool {
	switch a {
	case callback.Hint, callback.Steps, callback.Walk, callback.StepsText, callback.Solve, callback.One:
		return true
	}
	return false
}

// outOfGroup keeps an answer that spoils a puzzle out of a group: it
// reports false outside groups (the caller answers as usual); in a group
// it has fn answer in the person's private chat, or tells them how to get
// the answer there, and reports true.
func (b *Bot) outOfGroup(ctx context.Context, r request, puzzle solver.Grid, fn func(request)) bool {
	if !r.group {
		return false
	}
	if pr, ok := b.privately(ctx, r, puzzle, ""); ok {
		fn(pr)
	}
	return true
}

// privately opens an answer in the private chat of the person who asked in
// a group: it says there what follows, and in the group that the answer
// went there (as the pressed button's notice when callback, the press's
// id, is set; callback is always answered). It returns the request to
// answer in the private chat, or false when Telegram refused to send there
// (the person never opened a chat with the bot): then the group is told,
// by a reply to the person, how to get the answer.
func (b *Bot) privately(ctx context.Context, r request, puzzle solver.Grid, callback string) (request, bool) {
	say := catalog.For(r.lang)
	pr := request{chat: r.user.ID, lang: r.lang, from: r.from, user: r.user}
	err := errors.New("no person to answer")
	if r.user.ID > 0 && !r.user.IsBot && b.isAllowed(pr.chat) {
		_, err = b.out.SendText(ctx, messenger.Text{Chat: pr.chat, Text: say.PrivateFrom(r.title)})
	}
	if err == nil {
		if callback != "" {
			if err := b.out.AnswerCallback(ctx, callback, say.SentPrivately(), false); err != nil {
				b.log.Warn("answerCallbackQuery failed", "err", err)
			}
		} else {
			b.reply(ctx, r.chat, r.replyTo, say.SentPrivately())
		}
		return pr, true
	}
	b.log.Info("an answer asked in a group could not go privately", "chat", r.chat, "user", r.user.ID, "err", err)
	if callback != "" {
		if err := b.out.AnswerCallback(ctx, callback, "", false); err != nil {
			b.log.Warn("answerCallbackQuery failed", "err", err)
		}
	}
	b.replyHTML(ctx, r, say.StartFirst(html.EscapeString(race.DisplayName(r.user)), html.EscapeString(b.startLink(puzzle))))
	return request{}, false
}

// racing reports whether puzzles posted in groups can be raced: the board
// is served and the bot's username is known (its Mini App link).
func (b *Bot) racing() bool { return b.opts.WebAppURL != "" && b.opts.Username != "" }

// errTaken is a challenge id already in use.
var errTaken = errors.New("challenge id taken")

// postChallenge posts a puzzle in a group as a challenge: caption (HTML)
// with the invitation to race, its Play link and the puzzle's buttons (a
// hint or the solution go privately). It reports false, having sent
// nothing, when the challenge could not be kept.
func (b *Bot) postChallenge(ctx context.Context, r request, p ready, caption, daily string) bool {
	var id string
	var kb messenger.Keyboard
	caption += "\n\n" + html.EscapeString(catalog.For(r.lang).RaceInvite())
	var err error
	for range 3 {
		id = race.NewID(r.chat)
		kb = append(messenger.Keyboard{messenger.Row(messenger.Button{Text: btnPlay(r.lang), URL: b.raceLink(p.Puzzle, id)})}, newKeyboard(p.Puzzle, r.lang)...)
		err = b.state.UpdateChallenge(ctx, id, func(c *state.Challenge) error {
			if c.Created != 0 {
				return errTaken
			}
			*c = state.Challenge{Puzzle: p.Puzzle, Level: p.Level, Score: p.Score, Daily: daily, Chat: r.chat,
				Lang: r.lang.Code(), Caption: caption, Buttons: race.SaveKeyboard(kb)}
			return nil
		})
		if !errors.Is(err, errTaken) {
			break
		}
	}
	if err != nil {
		b.log.Warn("keeping a challenge", "chat", r.chat, "err", err)
		return false
	}
	msg := b.sendPicture(ctx, r, render.Puzzle{Grid: p.Puzzle}, caption, kb, false)
	if msg == 0 {
		return true
	}
	err = b.state.UpdateChallenge(ctx, id, func(c *state.Challenge) error {
		if c.Created == 0 {
			return race.ErrNoChallenge // pruned meanwhile
		}
		c.Message = msg
		return nil
	})
	if err != nil {
		b.log.Warn("noting a challenge's message", "chat", r.chat, "challenge", id, "err", err)
	}
	return true
}

// raceFinished records a finish on the board opened from a challenge
// (f.Challenge) on it: the person's first finish only (a second does not
// replace it), marked when filled in with hints. The challenge's message
// then shows the leaderboard, edited within seconds (race.Races). It
// returns an error wrapping race.ErrNoChallenge or race.ErrOtherPuzzle for a finish
// that does not belong to a challenge it names; a finish of no challenge
// does nothing.
func (b *Bot) raceFinished(ctx context.Context, who messenger.User, f game.Finish) error {
	if f.Challenge == "" {
		return nil
	}
	if err := state.CheckChallengeID(f.Challenge); err != nil {
		return fmt.Errorf("%w: %w", race.ErrNoChallenge, err)
	}
	at := f.At
	if at.IsZero() {
		at = time.Now()
	}
	added := false
	err := b.state.UpdateChallenge(ctx, f.Challenge, func(c *state.Challenge) error {
		var err error
		added, err = race.Add(c, who, f, at)
		return err
	})
	if err != nil {
		return fmt.Errorf("recording a finish of challenge %s: %w", f.Challenge, err)
	}
	if added {
		b.races.Due(f.Challenge)
	}
	return nil
}

// Leaderboard returns the results of a challenge in leaderboard order,
// for the board to show after a finish of its puzzle (race.Races).
func (b *Bot) Leaderboard(ctx context.Context, id string, puzzle solver.Grid) ([]state.Result, error) {
	return b.races.Leaderboard(ctx, id, puzzle)
}

// topLimit bounds the challenges /top reads.
const topLimit = 500

// cmdTop shows a group's leaderboards (race.Top): today's daily puzzle
// and the last seven days.
func (b *Bot) cmdTop(ctx context.Context, r request, _ *messenger.Message, _ string) {
	if !r.group {
		b.reply(ctx, r.chat, r.replyTo, catalog.For(r.lang).TopNotGroup())
		return
	}
	now := b.now().UTC()
	cs, err := b.state.Challenges(ctx, r.chat, now.Add(-7*24*time.Hour), topLimit)
	if err != nil {
		b.log.Warn("reading a group's challenges", "chat", r.chat, "err", err)
		b.reply(ctx, r.chat, r.replyTo, internalErrorText(r.lang))
		return
	}
	b.replyHTML(ctx, r, race.Top(cs, now.Format(time.DateOnly), r.lang))
}
