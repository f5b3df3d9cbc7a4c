package bot

import (
	"context"
	"fmt"
	"html"
	"slices"
	"sort"
	"time"

	"sudokubot/bot/catalog"
	"sudokubot/bot/messenger"
	"sudokubot/bot/state"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// A person's progress: the finishes the board checked (Finished), kept on
// their record (state.Person) with the level and rating of each puzzle,
// the techniques its explained path uses and those they needed a hint
// for, and their streak of daily puzzles; /stats shows it (stats.go).

// now is the bot's clock (the tests set it, see PracticeOptions.now).
func (b *Bot) now() time.Time { return b.pools.opts.now() }

// Finished records a finish the board checked on the person's record, and
// returns what the board shows after it, in the person's language: their
// streak after a daily puzzle, or that the game was counted already (a
// puzzle finished before, as a reload of a finished game sends it again,
// counts once).
func (b *Bot) Finished(ctx context.Context, who messenger.User, f Finish) (string, error) {
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
func (b *Bot) record(ctx context.Context, who messenger.User, f Finish) (counted, daily bool, streak int, err error) {
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
		met = stepTechniques(p.Steps)
	}
	rec.Daily = b.dailyOf(ctx, f.Puzzle, f.At)
	err = b.state.UpdatePerson(ctx, who.ID, func(p *state.Person) error {
		counted = recordFinish(p, rec, met)
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
	f := Finish{Puzzle: puzzle, At: now}
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

// stepTechniques returns the stable keys (logic.Technique.String) of the
// techniques of a path's steps, once each, trials aside.
func stepTechniques(steps []*logic.Step) []string {
	var keys []string
	for _, s := range steps {
		if k := s.Technique.String(); s.Technique != logic.Trial && !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
	}
	return keys
}

// dailyOf returns the day (UTC, as the daily keys) of which puzzle is a
// daily puzzle, if it is the daily of at's day, else "": a daily counts on
// its own day only.
func (b *Bot) dailyOf(ctx context.Context, puzzle solver.Grid, at time.Time) string {
	for l := logic.Easy; l <= logic.Extreme; l++ {
		p, ok, err := b.state.Daily(ctx, state.DailyKey(at, levelPool(l)))
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

// recordFinish adds a finish to a person's record, and reports whether it
// counted: a puzzle they finished before (among the finishes kept) does
// not count again. met are the techniques of the puzzle's path; the
// techniques of the hints they were shown in it (Person.Hinting) count as
// hinted, and as met.
func recordFinish(p *state.Person, f state.Finish, met []string) bool {
	for _, old := range p.Finishes {
		if old.Puzzle == f.Puzzle {
			return false
		}
	}
	p.Finishes = append([]state.Finish{f}, p.Finishes...)
	if len(p.Finishes) > state.KeptFinishes {
		p.Finishes = p.Finishes[:state.KeptFinishes]
	}
	var hinted []string
	if h := p.Hinting; h != nil && h.Puzzle == f.Puzzle {
		hinted = h.Techniques
		p.Hinting = nil
	}
	if len(met)+len(hinted) > 0 && p.Techniques == nil {
		p.Techniques = map[string]state.TechniqueCount{}
	}
	for _, k := range met {
		tc := p.Techniques[k]
		tc.Met++
		p.Techniques[k] = tc
	}
	for _, k := range hinted {
		tc := p.Techniques[k]
		if !slices.Contains(met, k) {
			tc.Met++
		}
		tc.Hinted++
		p.Techniques[k] = tc
	}
	if f.Daily != "" {
		addDaily(&p.Streak, f.Daily)
	}
	return true
}

// addDaily counts a daily puzzle finished on day ("2026-11-27") in a
// streak: the day after the last one goes on with it, a day missed
// starts again at 1, the same day again changes nothing.
func addDaily(s *state.Streak, day string) {
	if s.Last == day {
		return
	}
	d, err := time.Parse(time.DateOnly, day)
	if err == nil && s.Last == d.AddDate(0, 0, -1).Format(time.DateOnly) {
		s.Now++
	} else if err == nil && s.Last > day {
		return // an older day than the last counted: nothing to add
	} else {
		s.Now = 1
	}
	s.Last = day
	s.Longest = max(s.Longest, s.Now)
}

// streakNow is the streak as of now: a day missed since the last daily
// (today's not yet done is not missed) makes it 0.
func streakNow(s state.Streak, now time.Time) int {
	today := now.UTC().Format(time.DateOnly)
	yesterday := now.UTC().AddDate(0, 0, -1).Format(time.DateOnly)
	if s.Last == today || s.Last == yesterday {
		return s.Now
	}
	return 0
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
			p.NextReminder = nextReminder(now, p.Zone, p.RemindAt).Unix()
		}
		return nil
	})
	if err != nil {
		b.log.Warn("recording a time zone", "user", user, "err", err)
	}
}

// techniqueOf returns the technique of a stable key, and false for a key
// no technique has (a record from a later version).
func techniqueOf(key string) (logic.Technique, bool) {
	for _, t := range logic.Techniques() {
		if t.String() == key {
			return t, true
		}
	}
	return 0, false
}

// techniqueRows orders a person's techniques for /stats: those that
// needed hints first (most hinted first), then the most met, then the
// ladder's order.
func techniqueRows(ts map[string]state.TechniqueCount) []logic.Technique {
	var out []logic.Technique
	for k := range ts {
		if t, ok := techniqueOf(k); ok {
			out = append(out, t)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := ts[out[i].String()], ts[out[j].String()]
		if a.Hinted != b.Hinted {
			return a.Hinted > b.Hinted
		}
		if a.Met != b.Met {
			return a.Met > b.Met
		}
		return out[i] < out[j]
	})
	return out
}

// escape is for a name in an HTML caption.
func escape(s string) string { return html.EscapeString(s) }
