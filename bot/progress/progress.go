// Package progress keeps a person's progress: each finish the board
// checked or the chat saw (Recorder), kept on their record (state.Person)
// with the level and rating of each puzzle, the techniques its explained
// path uses and those they needed a hint for, and their streak of daily
// puzzles; and the /stats picture and caption made of it, in their
// language.
package progress

import (
	"context"
	"fmt"
	"html"
	"log/slog"
	"slices"
	"sort"
	"time"

	"sudokubot/bot/catalog"
	"sudokubot/bot/game"
	"sudokubot/bot/messenger"
	"sudokubot/bot/paths"
	"sudokubot/bot/pool"
	"sudokubot/bot/state"
	"sudokubot/bot/talk"
	"sudokubot/render"
	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// A Recorder keeps the finishes and the hints of people on their
// records.
type Recorder struct {
	State state.Store
	// Paths is where a finished puzzle's rating and explained path come
	// from: the caches the chat's answers share, within the engine's
	// budget.
	Paths *paths.Cache
	Log   *slog.Logger
}

// Record keeps a finish on the person's record, and reports whether it
// counted (not a puzzle finished before), whether it was a daily, and the
// streak after it.
func (rd *Recorder) Record(ctx context.Context, who messenger.User, f game.Finish) (counted, daily bool, streak int, err error) {
	rec := state.Finish{At: f.At.Unix(), Puzzle: f.Puzzle, ElapsedMS: f.ElapsedMS, Hints: f.Hints,
		Mistakes: f.Mistakes, FilledIn: f.FilledIn, Challenge: f.Challenge}
	// The puzzle's level and the techniques of its explained path, from
	// the caches the chat's answers share, within the engine's budget: a
	// puzzle the engine cannot rate in time is of the hardest level.
	rec.Level = logic.Extreme
	if r, err := rd.Paths.Rating(ctx, f.Puzzle); err == nil {
		rec.Level, rec.Score = r.Level, r.Score
	} else {
		rd.Log.Info("rating failed", "puzzle", f.Puzzle.String(), "err", err)
	}
	var met []string
	if p, err := rd.Paths.Path(ctx, f.Puzzle, [81]bool{}, [81]uint16{}, solver.Grid{}, -1); err == nil && p.Solved {
		met = StepTechniques(p.Steps)
	}
	rec.Daily = rd.dailyOf(ctx, f.Puzzle, f.At)
	err = rd.State.UpdatePerson(ctx, who.ID, func(p *state.Person) error {
		counted = RecordFinish(p, rec, met)
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
		return false, false, 0, fmt.Errorf("recording a finish: %w", err)
	}
	return counted, rec.Daily != "", streak, nil
}

// dailyOf returns the day (UTC, as the daily keys) of which puzzle is a
// daily puzzle, if it is the daily of at's day, else "": a daily counts on
// its own day only.
func (rd *Recorder) dailyOf(ctx context.Context, puzzle solver.Grid, at time.Time) string {
	for l := logic.Easy; l <= logic.Extreme; l++ {
		p, ok, err := rd.State.Daily(ctx, state.DailyKey(at, pool.LevelName(l)))
		if err != nil {
			rd.Log.Warn("reading a daily puzzle", "err", err)
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
func (rd *Recorder) Hinted(ctx context.Context, user int64, puzzle solver.Grid, t logic.Technique) {
	if t == logic.Trial || t.Tier() == 0 {
		return
	}
	key := t.String()
	err := rd.State.UpdatePerson(ctx, user, func(p *state.Person) error {
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
		rd.Log.Warn("recording a hint's technique", "user", user, "err", err)
	}
}

// StepTechniques returns the stable keys (logic.Technique.String) of the
// techniques of a path's steps, once each, trials aside.
func StepTechniques(steps []*logic.Step) []string {
	var keys []string
	for _, s := range steps {
		if k := s.Technique.String(); s.Technique != logic.Trial && !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
	}
	return keys
}

// RecordFinish adds a finish to a person's record, and reports whether it
// counted: a puzzle they finished before (among the finishes kept) does
// not count again. met are the techniques of the puzzle's path; the
// techniques of the hints they were shown in it (Person.Hinting) count as
// hinted, and as met.
func RecordFinish(p *state.Person, f state.Finish, met []string) bool {
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

// maxPracticeLinks bounds the /practice links under the /stats picture.
const maxPracticeLinks = 5

// Stats makes the /stats picture of a person's record and its caption
// (HTML), in a language, as of now.
func Stats(p state.Person, lang locale.Lang, now time.Time) (render.Stats, string) {
	e := explain.For(lang)
	c := catalog.For(lang)
	var s render.Stats
	for l := logic.Easy; l <= logic.Extreme; l++ {
		var times []time.Duration
		for _, f := range p.Finishes {
			if f.Level == l {
				times = append(times, time.Duration(f.ElapsedMS)*time.Millisecond)
			}
		}
		if len(times) == 0 {
			continue
		}
		slices.Sort(times)
		s.Levels = append(s.Levels, render.LevelStats{Name: e.Level(l), Solved: len(times), Best: times[0], Median: median(times)})
	}
	s.Streak, s.Longest = streakNow(p.Streak, now), p.Streak.Longest
	s.Longest = max(s.Longest, s.Streak)
	last := p.Finishes[:min(len(p.Finishes), render.MaxStatsHints)]
	for i := len(last) - 1; i >= 0; i-- {
		s.Hints = append(s.Hints, last[i].Hints)
	}
	rows := techniqueRows(p.Techniques)
	var links []string
	for _, t := range rows {
		tc := p.Techniques[t.String()]
		if len(s.Techniques) < render.MaxStatsTechniques {
			s.Techniques = append(s.Techniques, render.TechniqueStats{Name: e.Technique(t), Met: tc.Met, Hinted: tc.Hinted})
		}
		if tc.Hinted > 0 && len(links) < maxPracticeLinks && slices.Contains(talk.Practicable(), t) {
			links = append(links, "/practice "+html.EscapeString(talk.PracticeArg(t, lang)))
		}
	}
	s.Words = statsWords(lang, s.Streak, s.Longest, len(s.Hints), len(rows)-len(s.Techniques))
	caption := c.StatsCaption(len(p.Finishes), s.Streak, s.Longest)
	if len(links) > 0 {
		caption += "\n" + c.StatsPractice(links)
	}
	return s, caption
}

// median is the middle of sorted times (the mean of the two middle ones
// for an even count).
func median(sorted []time.Duration) time.Duration {
	n := len(sorted)
	if n%2 == 1 {
		return sorted[n/2]
	}
	return (sorted[n/2-1] + sorted[n/2]) / 2
}

// statsWords are the words of the /stats picture in a language, for a
// streak and longest run, a chart of n puzzles and a list cut short by
// more techniques (0: not cut).
func statsWords(lang locale.Lang, streak, longest, n, more int) render.StatsWords {
	c := catalog.For(lang)
	w := render.StatsWords{
		Title:      c.StatsTitle(),
		Level:      c.StatsLevelHeader(),
		Solved:     c.StatsSolvedHeader(),
		Best:       c.StatsBestHeader(),
		Median:     c.StatsMedianHeader(),
		Streak:     c.StatsStreakWords(streak),
		Longest:    c.StatsLongest(longest),
		Hints:      c.StatsHintsChart(n),
		Techniques: c.StatsTechniquesHeader(),
		Met:        c.StatsMetHeader(),
		Hinted:     c.StatsHintedHeader(),
	}
	if more > 0 {
		w.More = c.StatsMore(more)
	}
	return w
}

// StatsTexts returns every text the /stats picture may draw in a
// language: its words in each plural form, the levels' and the
// techniques' names. render's Chinese outlines hold exactly the
// characters these need (render/internal/cjkgen reads them here), and a
// test checks that none is missing.
func StatsTexts(lang locale.Lang) []string {
	var out []string
	add := func(w render.StatsWords) {
		out = append(out, w.Title, w.Level, w.Solved, w.Best, w.Median, w.Streak, w.Longest, w.Hints,
			w.Techniques, w.Met, w.Hinted, w.More)
	}
	for _, n := range []int{0, 1, 2, 3, 5, 11, 21, 22, 25} {
		add(statsWords(lang, n, n, n, n))
	}
	e := explain.For(lang)
	for l := logic.Easy; l <= logic.Extreme; l++ {
		out = append(out, e.Level(l))
	}
	for _, t := range logic.Techniques() {
		out = append(out, e.Technique(t))
	}
	return out
}
