package bot

import (
	"sudokubot/bot/catalog"
	"sudokubot/render"
	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

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
