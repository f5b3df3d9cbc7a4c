package progress

import (
	"strings"
	"testing"
	"time"

	"sudokubot/bot/state"
	"sudokubot/render"
	"sudokubot/solver"
	"sudokubot/solver/locale"
)

func TestAddDaily(t *testing.T) {
	for _, tt := range []struct {
		name string
		was  state.Streak
		day  string
		want state.Streak
	}{
		{"the first", state.Streak{}, "2026-11-27", state.Streak{Now: 1, Longest: 1, Last: "2026-11-27"}},
		{"the day after", state.Streak{Now: 2, Longest: 2, Last: "2026-11-26"}, "2026-11-27", state.Streak{Now: 3, Longest: 3, Last: "2026-11-27"}},
		{"across a month", state.Streak{Now: 4, Longest: 9, Last: "2026-11-30"}, "2026-12-01", state.Streak{Now: 5, Longest: 9, Last: "2026-12-01"}},
		{"the same day again", state.Streak{Now: 2, Longest: 2, Last: "2026-11-27"}, "2026-11-27", state.Streak{Now: 2, Longest: 2, Last: "2026-11-27"}},
		{"a day missed", state.Streak{Now: 6, Longest: 6, Last: "2026-11-25"}, "2026-11-27", state.Streak{Now: 1, Longest: 6, Last: "2026-11-27"}},
		{"an older day", state.Streak{Now: 2, Longest: 2, Last: "2026-11-27"}, "2026-11-20", state.Streak{Now: 2, Longest: 2, Last: "2026-11-27"}},
	} {
		s := tt.was
		addDaily(&s, tt.day)
		if s != tt.want {
			t.Errorf("%s: addDaily(%+v, %s) = %+v, want %+v", tt.name, tt.was, tt.day, s, tt.want)
		}
	}
}

func TestStreakNow(t *testing.T) {
	s := state.Streak{Now: 4, Longest: 7, Last: "2026-11-26"}
	for _, tt := range []struct {
		now  time.Time
		want int
	}{
		{time.Date(2026, 11, 26, 23, 0, 0, 0, time.UTC), 4},
		{time.Date(2026, 11, 27, 23, 59, 0, 0, time.UTC), 4}, // today's not done yet
		{time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC), 0},   // yesterday's missed
	} {
		if got := streakNow(s, tt.now); got != tt.want {
			t.Errorf("streakNow(%+v, %v) = %d, want %d", s, tt.now, got, tt.want)
		}
	}
}

func TestRecordFinish(t *testing.T) {
	g1, g2 := solver.Grid{1}, solver.Grid{2}
	var p state.Person
	p.Hinting = &state.Hinting{Puzzle: g1, Techniques: []string{"XWing", "HiddenSingle"}}
	if !RecordFinish(&p, state.Finish{Puzzle: g1}, []string{"HiddenSingle", "NakedSingle"}) {
		t.Fatal("the first finish did not count")
	}
	want := map[string]state.TechniqueCount{"HiddenSingle": {Met: 1, Hinted: 1}, "NakedSingle": {Met: 1}, "XWing": {Met: 1, Hinted: 1}}
	for k, v := range want {
		if p.Techniques[k] != v {
			t.Errorf("after the first finish, %s: %+v, want %+v", k, p.Techniques[k], v)
		}
	}
	if p.Hinting != nil {
		t.Errorf("the hints of the puzzle finished are still kept: %+v", p.Hinting)
	}
	if RecordFinish(&p, state.Finish{Puzzle: g1}, []string{"HiddenSingle"}) {
		t.Error("the same puzzle counted twice")
	}
	p.Hinting = &state.Hinting{Puzzle: g1, Techniques: []string{"Skyscraper"}} // hints of another puzzle
	RecordFinish(&p, state.Finish{Puzzle: g2}, []string{"HiddenSingle"})
	if p.Techniques["HiddenSingle"].Met != 2 || p.Techniques["Skyscraper"] != (state.TechniqueCount{}) || p.Hinting == nil {
		t.Errorf("a second puzzle: %v, hinting %+v; want HiddenSingle met twice, another puzzle's hints left alone", p.Techniques, p.Hinting)
	}
	if len(p.Finishes) != 2 || p.Finishes[0].Puzzle != g2 {
		t.Errorf("finishes %v, want the newest first", p.Finishes)
	}
	for i := range state.KeptFinishes + 5 {
		RecordFinish(&p, state.Finish{Puzzle: solver.Grid{3, uint8(i % 9), uint8(i / 9 % 9), uint8(i / 81)}}, nil)
	}
	if len(p.Finishes) != state.KeptFinishes {
		t.Errorf("%d finishes kept, want %d", len(p.Finishes), state.KeptFinishes)
	}
}

// TestStatsTextsDrawable checks that the /stats picture can draw every
// word it may be given, in every language: render's Chinese outlines hold
// only the characters the bot's words need, made from them.
func TestStatsTextsDrawable(t *testing.T) {
	for _, lang := range locale.All() {
		missing, err := render.Missing(strings.Join(StatsTexts(lang), ""))
		if err != nil {
			t.Fatal(err)
		}
		if len(missing) > 0 {
			t.Errorf("%v: the stats picture cannot draw %q: run go generate ./render", lang, string(missing))
		}
	}
}
