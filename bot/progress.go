package bot

import (
	"context"

	"sudokubot/bot/catalog"
	"sudokubot/bot/game"
	"sudokubot/bot/messenger"
	"sudokubot/bot/remind"
	"sudokubot/bot/state"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// A person's progress: the finishes the board checked (Finished), kept on
// their record (state.Person) with the level and rating of each puzzle,
// the techniques its explained path uses and those they needed a hint
// for, and their streak of daily puzzles (package bot/progress); /stats
// shows it (stats.go).

// Hinted notes that a person was shown a hint of technique t in a puzzle
// (progress.Recorder.Hinted).
func (b *Bot) Hinted(ctx context.Context, user int64, puzzle solver.Grid, t logic.Technique) {
	b.record.Hinted(ctx, user, puzzle, t)
}

// Finished records a finish the board checked on the person's record, and
// returns what the board shows after it, in the person's language: their
// streak after a daily puzzle, or that the game was counted already (a
// puzzle finished before, as a reload of a finished game sends it again,
// counts once).
func (b *Bot) Finished(ctx context.Context, who messenger.User, f game.Finish) (string, error) {
	counted, daily, streak, err := b.record.Record(ctx, who, f)
	if err != nil {
		return "", err
	}
	// The race of the challenge the board was opened from, if any
	// (race.go): its own rule, the first finish, whether or not the
	// puzzle counted here before. Its refusal (a challenge unknown, or of
	// another puzzle) leaves the finish recorded on the person.
	if err := b.raceFinished(ctx, who, f); err != nil {
		b.log.Warn("recording a finish in its race", "user", who.ID, "challenge", f.Challenge, "err", err)
	}
	c := catalog.For(locale.Match(who.LanguageCode))
	switch {
	case !counted:
		return c.FinishAgain(), nil
	case daily:
		return c.FinishStreak(streak), nil
	}
	return "", nil
}

// chatFinished records a puzzle completed in a private chat (moves typed,
// a grid sent) as the board's finishes are: its time is the board's when
// the board played it, else the time since the puzzle arrived, and its
// hints the board's. It returns what follows the "solved" answer: the
// streak after a daily, on a line of its own, or "".
func (b *Bot) chatFinished(ctx context.Context, r request, puzzle solver.Grid) string {
	if r.group {
		return ""
	}
	st := b.loadChat(ctx, r.chat)
	if st.Puzzle != puzzle {
		return ""
	}
	now := b.now()
	f := game.Finish{Puzzle: puzzle, At: now}
	if bs := st.Board; bs != nil && bs.Puzzle == puzzle {
		f.ElapsedMS, f.Hints = bs.ElapsedMS, bs.HintStep
	} else if st.At != 0 && now.Unix() >= st.At {
		f.ElapsedMS = (now.Unix() - st.At) * 1000
	}
	counted, daily, streak, err := b.record.Record(ctx, messenger.User{ID: r.chat, LanguageCode: r.lang.Code()}, f)
	if err != nil {
		b.log.Warn("recording a finish in the chat", "chat", r.chat, "err", err)
		return ""
	}
	if counted && daily {
		return "\n" + catalog.For(r.lang).FinishStreak(streak)
	}
	return ""
}

// DeviceZone keeps a person's time zone as their device gave it (minutes
// east of UTC): it moves their reminder to their hour in it.
func (b *Bot) DeviceZone(ctx context.Context, user int64, zone int) {
	now := b.now()
	err := b.state.UpdatePerson(ctx, user, func(p *state.Person) error {
		return remind.DeviceZone(p, zone, now)
	})
	if err != nil {
		b.log.Warn("recording a time zone", "user", user, "err", err)
	}
}
