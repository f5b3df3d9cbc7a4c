package bot

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"

	"sudokubot/bot/catalog"
	"sudokubot/bot/messenger"
	"sudokubot/bot/state"
	"sudokubot/solver/explain"
	"sudokubot/solver/generate"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
	"sudokubot/solver/sharecode"
)

// Races from inline posts: a puzzle posted through inline mode is a
// challenge like a group's (race.go), kept by the message's
// inline_message_id. Telegram says which result was posted, and where,
// only with inline feedback on in @BotFather (/setinlinefeedback); without
// it an inline post stays a puzzle to play alone.

// inlineID is the id of the result that offers o: its kind (a
// technique's with the technique's number), ":" and the puzzle's code,
// and, when rated, ":", the level's number, "-" and the score as the
// caption shows it. At most 4 + 48 + 7 bytes: Telegram takes 64.
func inlineID(o offer, code string) string {
	id := o.kind
	if o.kind == inlineTechnique {
		id += strconv.Itoa(int(o.technique))
	}
	id += ":" + code
	if o.rated {
		id += ":" + strconv.Itoa(int(o.level)) + "-" + strconv.FormatFloat(o.score, 'f', 1, 64)
	}
	return id
}

// chosenOffer reads a result's id back into the offer it was made of, in
// lang: false for a result that offers no puzzle, or an id the bot did
// not make.
func chosenOffer(id string, lang locale.Lang) (offer, bool) {
	kind, rest, _ := strings.Cut(id, ":")
	code, rating, rated := strings.Cut(rest, ":")
	g, err := sharecode.Decode(code)
	if err != nil || codeOf(g) != code {
		return offer{}, false
	}
	o := offer{kind: kind, puzzle: g}
	c := catalog.For(lang)
	switch {
	case kind == inlineDaily:
		o.title = c.InlineDailyTitle()
	case kind == inlineNew:
		o.title = c.InlineNewTitle()
	case kind == inlineCurrent:
		o.title = c.InlineCurrentTitle()
	case kind == inlinePuzzle:
		o.title = c.InlinePuzzleTitle()
	case strings.HasPrefix(kind, inlineTechnique):
		n, err := strconv.ParseUint(kind[len(inlineTechnique):], 10, 8)
		if err != nil || !slices.Contains(generate.Techniques(), logic.Technique(n)) {
			return offer{}, false
		}
		o.kind, o.technique = inlineTechnique, logic.Technique(n)
		o.title = c.InlineTechniqueTitle(explain.For(lang).Technique(o.technique))
	default:
		return offer{}, false
	}
	if rated {
		l, s, ok := strings.Cut(rating, "-")
		level, err1 := strconv.Atoi(l)
		score, err2 := strconv.ParseFloat(s, 64)
		levels := generate.Levels()
		if !ok || err1 != nil || err2 != nil || level < int(levels[0]) || level > int(levels[len(levels)-1]) || score < 0 || score > 100 {
			return offer{}, false
		}
		o.level, o.score, o.rated = logic.Level(level), score, true
	}
	return o, true
}

// inlineChallengeID is the id of the challenge of an inline message: its
// poster's number in base 36, "-i" and the start of a hash of the
// message's inline_message_id (which may hold "_", the start parameter's
// separator). The same message always has the same id: a chosen result
// handled twice makes one challenge.
func inlineChallengeID(user int64, inline string) string {
	sum := sha256.Sum256([]byte(inline))
	return strconv.FormatUint(uint64(max(user, -user)), 36) + "-i" + hex.EncodeToString(sum[:6])
}

// onChosen makes a race of a puzzle posted through inline mode: it keeps
// the challenge, and edits the message's Play button into the race's link
// (raceLink), the caption as posted. A result that offers no puzzle to
// race on (what works, what is wrong, a puzzle as text without the board)
// does nothing; so does an edit Telegram refuses (the message is then a
// puzzle to play alone).
func (b *Bot) onChosen(ctx context.Context, ch *messenger.ChosenInline, lang locale.Lang) {
	if ch.InlineMessage == "" || !b.racing() || !b.isAllowed(ch.From.ID) {
		return
	}
	o, ok := chosenOffer(ch.ResultID, lang)
	if !ok {
		b.log.Debug("a chosen inline result that is no race", "result", ch.ResultID)
		return
	}
	posted := b.inlineResult(o, lang)
	code := codeOf(o.puzzle)
	id := inlineChallengeID(ch.From.ID, ch.InlineMessage)
	kb := make(messenger.Keyboard, 0, len(posted.Keyboard))
	for _, row := range posted.Keyboard {
		r := make([]messenger.Button, 0, len(row))
		for _, btn := range row {
			if strings.HasSuffix(btn.URL, "?startapp="+code) {
				btn.URL = b.raceLink(o.puzzle, id)
			}
			r = append(r, btn)
		}
		kb = append(kb, r)
	}
	daily := ""
	if o.kind == inlineDaily {
		day := b.pools.opts.now().UTC()
		if p, ok, err := b.state.Daily(ctx, state.DailyKey(day, levelPool(logic.Medium))); err == nil && ok && p.Puzzle == o.puzzle {
			daily = day.Format(time.DateOnly)
		}
	}
	err := b.state.UpdateChallenge(ctx, id, func(c *state.Challenge) error {
		switch {
		case c.Created != 0 && c.Inline == ch.InlineMessage:
			return state.ErrNoChange // handled before: edit again
		case c.Created != 0:
			return errTaken
		}
		*c = state.Challenge{Puzzle: o.puzzle, Level: o.level, Score: o.score, Daily: daily, Inline: ch.InlineMessage,
			Lang: lang.Code(), Caption: posted.Caption, Buttons: stateButtons(kb)}
		return nil
	})
	if err != nil && !errors.Is(err, state.ErrNoChange) {
		b.log.Warn("keeping an inline post's challenge", "challenge", id, "err", err)
		return
	}
	edit := messenger.Caption{Inline: ch.InlineMessage, Caption: posted.Caption, HTML: true, Keyboard: kb}
	if err := b.out.EditCaption(ctx, edit); err != nil {
		b.log.Info("making an inline post a race", "challenge", id, "err", err)
	}
}
