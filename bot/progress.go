package bot

import (
	"context"
	"fmt"
	"slices"
	"time"

	"sudokubot/bot/catalog"
	"sudokubot/bot/game"
	"sudokubot/bot/messenger"
	"sudokubot/bot/pool"
	"sudokubot/bot/progress"
	"sudokubot/bot/remind"
	"sudokubot/bot/state"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// A person's progress: the finishes the board checked (Finished), kept on
// their record (state.Person) with the level and rating of each puzzle,
// the techniques its explained path uses and those they needed a hint
// for, and their streak of daily puzzles; /stats shows it (stats.go).

// Finished records a finish the board checked on the person's record, and
// returns what the board shows after it, in the person's language: their
// streak after a daily puzzle, or that the game was counted already (a
// puzzle finished before, as a reload of a finished game sends it again,
// counts once).
func (b *Bot) Finished(ctx context.Context, who messenger.User, f game.Finish) (string, error) {
	counted, daily, streak, err := b.record(ctx, who, f)
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

// record keeps a finish on the person's record, and reports whether it
// counted (not a puzzle finished before), whether it was a daily, and the
// streak after it.
func (b *Bot) record(ctx context.Context, who messenger.User, f game.Finish) (counted, daily bool, streak int, err error) {
	rec := state.Finish{At: f.At.Unix(), Puzzle: f.Puzzle, ElapsedMS: f.ElapsedMS, Hints: f.Hints,
		Mistakes: f.Mistakes, FilledIn: f.FilledIn, Challenge: f.Challenge}
	// The puzzle's level and the techniques of its explained path, from
	// the caches the chat's answers share, within the engine's budget: a
	// puzzle the engine cannot rate in time is of the hardest level.
	rec.Level = logic.Extreme
	if r := b.rating(ctx, f.Puzzle); r != nil {
		rec.Level, rec.Score = r.Level, r.Score
	}
	var met []string
	if p, err := b.path(ctx, f.Puzzle, [81]bool{}, solver.Grid{}, -1); err == nil && p.Solved {
		met = progress.StepTechniques(p.Steps)
	}
	rec.Daily = b.dailyOf(ctx, f.Puzzle, f.At)
	err = b.state.UpdatePerson(ctx, who.ID, func(p *state.Person) error {
		counted = progress.RecordFinish(p, rec, met)
		streak = p.Streak.Now
		if who.LanguageCode != "" {
			p.Lang = who.LanguageCode
		}
		if !counted {
			return state.ErrNoChange
		}
		return nil
	})
	if err != nil {
		return false, false, 0, fmt.Errorf("%w: %w", errMemory, err)
	}
	return counted, rec.Daily != "", streak, nil
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
	counted, daily, streak, err := b.record(ctx, messenger.User{ID: r.chat, LanguageCode: r.lang.Code()}, f)
	if err != nil {
		b.log.Warn("recording a finish in the chat", "chat", r.chat, "err", err)
		return ""
	}
	if counted && daily {
		return "\n" + catalog.For(r.lang).FinishStreak(streak)
	}
	return ""
}

// dailyOf returns the day (UTC, as the daily keys) of which puzzle is a
// daily puzzle, if it is the daily of at's day, else "": a daily counts on
// its own day only.
func (b *Bot) dailyOf(ctx context.Context, puzzle solver.Grid, at time.Time) string {
	for l := logic.Easy; l <= logic.Extreme; l++ {
		p, ok, err := b.state.Daily(ctx, state.DailyKey(at, pool.LevelName(l)))
		if err != nil {
			b.log.Warn("reading a daily puzzle", "err", err)
			continue
		}
		if ok && p.Puzzle == puzzle {
			return at.UTC().Format(time.DateOnly)
		}
	}
	return ""
}

// Hinted notes that a person was shown a hint of technique t in a puzzle
// (on the board or in the chat): finishing the puzzle counts it as a
// technique that needed a hint. Errors are logged: a hint is not refused
// for the record.
func (b *Bot) Hinted(ctx context.Context, user int64, puzzle solver.Grid, t logic.Technique) {
	if t == logic.Trial || t.Tier() == 0 {
		return
	}
	key := t.String()
	err := b.state.UpdatePerson(ctx, user, func(p *state.Person) error {
		if p.Hinting == nil || p.Hinting.Puzzle != puzzle {
			p.Hinting = &state.Hinting{Puzzle: puzzle}
		}
		if slices.Contains(p.Hinting.Techniques, key) || len(p.Hinting.Techniques) >= state.MaxHinting {
			return state.ErrNoChange
		}
		p.Hinting.Techniques = append(p.Hinting.Techniques, key)
		return nil
	})
	if err != nil {
		b.log.Warn("recording a hint's technique", "user", user, "err", err)
	}
}

// DeviceZone keeps a person's time zone as their device gave it (minutes
// east of UTC): it moves their reminder to their hour in it.
func (b *Bot) DeviceZone(ctx context.Context, user int64, zone int) {
	now := b.now()
	err := b.state.UpdatePerson(ctx, user, func(p *state.Person) error {
		if p.ZoneKnown && p.Zone == zone {
			return state.ErrNoChange
		}
		p.Zone, p.ZoneKnown = zone, true
		if p.Remind {
			p.NextReminder = remind.Next(now, p.Zone, p.RemindAt).Unix()
		}
		return nil
	})
	if err != nil {
		b.log.Warn("recording a time zone", "user", user, "err", err)
	}
}
