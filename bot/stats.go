package bot

import (
	"bytes"
	"context"
	"slices"
	"time"

	"sudokubot/bot/catalog"
	"sudokubot/bot/messenger"
	"sudokubot/bot/state"
	"sudokubot/bot/talk"
	"sudokubot/render"
	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// maxPracticeLinks bounds the /practice links under the /stats picture.
const maxPracticeLinks = 5

// cmdStats answers /stats: the person's progress as a picture, with a
// caption and /practice links for the techniques that needed hints; a
// friendly text before any finish.
func (b *Bot) cmdStats(ctx context.Context, r request, m *messenger.Message, _ string) {
	user := r.chat
	if m != nil && m.From != nil {
		user = m.From.ID
	}
	p, err := b.state.Person(ctx, user)
	if err != nil {
		b.log.Error("reading a person's progress", "user", user, "err", err)
		b.reply(ctx, r.chat, r.replyTo, internalErrorText(r.lang))
		return
	}
	if len(p.Finishes) == 0 {
		b.reply(ctx, r.chat, r.replyTo, catalog.For(r.lang).StatsEmpty())
		return
	}
	s, caption := statsOf(p, r.lang, b.now())
	var buf bytes.Buffer
	if err := render.WriteStats(&buf, s); err != nil {
		b.log.Error("drawing the stats failed", "err", err)
		b.reply(ctx, r.chat, r.replyTo, stripTags(caption))
		return
	}
	ph := messenger.Photo{Chat: r.chat, PNG: buf.Bytes(), Name: "stats.png", Caption: fitCaption(caption), HTML: true, ReplyTo: r.replyTo}
	if _, err := b.out.SendPhoto(ctx, ph); err != nil {
		b.log.Warn("sendPhoto failed", "chat", r.chat, "err", err)
	}
}

// statsOf makes the /stats picture of a person's record and its caption
// (HTML), in a language, as of now.
func statsOf(p state.Person, lang locale.Lang, now time.Time) (render.Stats, string) {
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
			links = append(links, "/practice "+escape(talk.PracticeArg(t, lang)))
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
