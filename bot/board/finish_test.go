package board

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"sudokubot/bot/catalog"
	"sudokubot/bot/state"
	"sudokubot/solver"
	"sudokubot/solver/locale"
)

func mustGrid(t testing.TB, s string) solver.Grid {
	t.Helper()
	g, err := solver.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// finishBody is a finished game of testPuzzle as the page sends it: the
// solution, elapsed ms, hints applied, a history.
func finishBody(g map[string]any, entries string, elapsed int64, hints int, history []string) map[string]any {
	b := map[string]any{}
	for k, v := range g {
		b[k] = v
	}
	b["entries"], b["elapsed"], b["hintStep"] = entries, elapsed, hints
	if history == nil {
		history = []string{}
	}
	b["history"], b["undone"] = history, 0
	return b
}

// TestAPIFinish: a finish is the person's own game (initData), its grid
// the solution of the puzzle the server keeps for them, its time
// plausible; anything else is refused with 400, 401 or 409 and is not
// recorded; a second finish of the game is not counted again.
func TestAPIFinish(t *testing.T) {
	h := newHarness(t)
	id := h.initData(7, "en")
	code, g := h.do(t, "GET", "api/board?p="+testPuzzle, id, nil)
	if code != 200 {
		t.Fatalf("GET api/board?p=: %d %v", code, g)
	}
	h.now = h.now.Add(2 * time.Minute) // played for two minutes
	en := catalog.For(locale.English)
	wrong := []byte(testSolution)
	wrong[2], wrong[3] = wrong[3], wrong[2] // r1c3 and r1c4 swapped: both empty in the puzzle
	const minElapsed = 51 * 250             // 51 empty cells
	for _, tc := range []struct {
		name     string
		initData string
		body     map[string]any
		status   int
		text     string
	}{
		{"no initData", "", finishBody(g, testSolution, 60_000, 0, nil), 401, en.BoardAuth()},
		{"another bot's initData", SignInitData(User{ID: 7}, "1:another-bot", h.now), finishBody(g, testSolution, 60_000, 0, nil), 401, en.BoardAuth()},
		{"a grid that is not the solution", id, finishBody(g, string(wrong), 60_000, 0, nil), 400, en.BoardFinishWrong()},
		{"a grid not complete", id, finishBody(g, testSolution[:2]+"."+testSolution[3:], 60_000, 0, nil), 400, en.BoardFinishWrong()},
		{"faster than a quarter second a cell", id, finishBody(g, testSolution, minElapsed-1, 0, nil), 400, en.BoardFinishTime()},
		{"longer than the time since the game was saved", id, finishBody(g, testSolution, int64(time.Hour/time.Millisecond), 0, nil), 400, en.BoardFinishTime()},
		{"a challenge id with other characters", id, func() map[string]any {
			b := finishBody(g, testSolution, 60_000, 0, nil)
			b["challenge"] = "a_b"
			return b
		}(), 400, en.BoardFinishChallenge()},
		{"a challenge id too long", id, func() map[string]any {
			b := finishBody(g, testSolution, 60_000, 0, nil)
			b["challenge"] = strings.Repeat("a", 65)
			return b
		}(), 400, en.BoardFinishChallenge()},
		{"another puzzle than the person's", id, func() map[string]any {
			b := finishBody(g, testSolution, 60_000, 0, nil)
			b["puzzle"] = "." + testPuzzle[1:]
			return b
		}(), 409, en.BoardStale()},
		{"someone without the game", h.initData(8, "en"), finishBody(g, testSolution, 60_000, 0, nil), 400, en.BoardNoGame()},
	} {
		code, out := h.do(t, "POST", "api/finish", tc.initData, tc.body)
		if code != tc.status || out["error"] != tc.text {
			t.Errorf("%s: %d %v, want %d %q", tc.name, code, out, tc.status, tc.text)
		}
	}
	if p, _ := h.mem.Person(context.Background(), 7); len(p.Finishes) != 0 {
		t.Fatalf("after refused finishes, the person has %d finishes, want 0", len(p.Finishes))
	}

	// A wrong digit placed then corrected, the Fill, two hints applied.
	history := []string{"S025", "S024", "F000A033A034", "S036"}
	body := finishBody(g, testSolution, 95_000, 2, history)
	body["challenge"] = "Race-42"
	body["zone"] = 180
	code, out := h.do(t, "POST", "api/finish", id, body)
	if code != 200 || out["text"] != "" {
		t.Fatalf("a right finish: %d %v, want 200 with no text (no daily)", code, out)
	}
	p, _ := h.mem.Person(context.Background(), 7)
	if len(p.Finishes) != 1 {
		t.Fatalf("after a finish, %d finishes, want 1", len(p.Finishes))
	}
	f := p.Finishes[0]
	if f.Puzzle.String() != testPuzzle || f.ElapsedMS != 95_000 || f.Hints != 2 || f.Mistakes != 1 || !f.FilledIn || f.Challenge != "Race-42" || f.At != h.now.Unix() || f.Daily != "" {
		t.Errorf("the finish kept: %+v", f)
	}
	if f.Level > 1 || f.Score < 1 {
		t.Errorf("the finish's level %v, score %.1f: want the engine's rating of an easy puzzle", f.Level, f.Score)
	}
	if tc := p.Techniques["HiddenSingle"]; tc.Met != 1 {
		t.Errorf("techniques kept: %v, want HiddenSingle met once", p.Techniques)
	}
	if !p.ZoneKnown || p.Zone != 180 {
		t.Errorf("zone %d (known %v), want the device's 180", p.Zone, p.ZoneKnown)
	}
	// The page sends it again (a reload of the finished game): not
	// counted twice.
	code, out = h.do(t, "POST", "api/finish", id, body)
	if code != 200 || out["text"] != en.FinishAgain() {
		t.Errorf("the same finish again: %d %v, want 200 %q", code, out, en.FinishAgain())
	}
	if p, _ := h.mem.Person(context.Background(), 7); len(p.Finishes) != 1 {
		t.Errorf("after the same finish twice, %d finishes, want 1", len(p.Finishes))
	}
}

// TestAPIFinishStreak: the daily puzzle finished on its day goes on with
// the person's streak, and the board says so in their language.
func TestAPIFinishStreak(t *testing.T) {
	for _, tc := range []struct {
		lang string
		want string
	}{
		{"en", "🔥 3 days in a row"},
		{"zh-hans", "🔥 连续3天"},
		{"ru", "🔥 3 дня подряд"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			h := newHarness(t)
			ctx := context.Background()
			h.now = time.Date(2026, 11, 27, 23, 30, 0, 0, time.UTC)
			if _, err := h.mem.KeepDaily(ctx, state.DailyKey(h.now, "easy"), state.Ready{Puzzle: mustGrid(t, testPuzzle), Score: 2, Level: 0}); err != nil {
				t.Fatal(err)
			}
			h.mem.UpdatePerson(ctx, 7, func(p *state.Person) error {
				p.Streak = state.Streak{Now: 2, Longest: 5, Last: "2026-11-26"}
				return nil
			})
			id := h.initData(7, tc.lang)
			h.now = h.now.Add(-5 * time.Minute) // opened five minutes before the finish
			_, g := h.do(t, "GET", "api/board?p="+testPuzzle, id, nil)
			h.now = h.now.Add(5 * time.Minute)
			code, out := h.do(t, "POST", "api/finish", id, finishBody(g, testSolution, 300_000-1, 0, nil))
			if code != 200 || out["text"] != tc.want {
				t.Errorf("finishing the daily: %d %v, want %q", code, out, tc.want)
			}
			p, _ := h.mem.Person(ctx, 7)
			if p.Streak != (state.Streak{Now: 3, Longest: 5, Last: "2026-11-27"}) || p.Finishes[0].Daily != "2026-11-27" {
				t.Errorf("streak %+v, daily %q; want 3 days to 2026-11-27", p.Streak, p.Finishes[0].Daily)
			}
		})
	}
}

// TestAPIFinishHinted: the technique of a hint shown on the board counts,
// when the puzzle is finished, as one the person needed a hint for; a
// device's time zone sent with the finish makes /remind work at once.
func TestAPIFinishHinted(t *testing.T) {
	h := newHarness(t)
	ctx := context.Background()
	id := h.initData(7, "en")
	_, g := h.do(t, "GET", "api/board?p="+testPuzzle, id, nil)
	for level := 1; level <= 3; level++ { // one step, three levels: one technique
		g["level"] = level
		if code, out := h.do(t, "POST", "api/hint", id, g); code != 200 || out["kind"] != "step" {
			t.Fatalf("hint level %d: %d %v", level, code, out)
		}
	}
	p, _ := h.mem.Person(ctx, 7)
	if p.Hinting == nil || len(p.Hinting.Techniques) != 1 || p.Hinting.Puzzle.String() != testPuzzle {
		t.Fatalf("after a hint at three levels: hinting %+v, want one technique in the puzzle", p.Hinting)
	}
	key := p.Hinting.Techniques[0]
	h.now = h.now.Add(3 * time.Minute)
	body := finishBody(g, testSolution, 150_000, 1, nil)
	body["zone"] = -300
	if code, out := h.do(t, "POST", "api/finish", id, body); code != 200 {
		t.Fatalf("finish: %d %v", code, out)
	}
	p, _ = h.mem.Person(ctx, 7)
	if tc := p.Techniques[key]; tc.Hinted != 1 || tc.Met != 1 || p.Hinting != nil {
		t.Errorf("after the finish: %s counted %+v, hinting %+v; want met and hinted once, the hints cleared", key, tc, p.Hinting)
	}
	if got := h.say(7, "/remind 07:15"); !strings.Contains(got, "every day at 07:15") {
		t.Errorf("/remind 07:15 with the device's zone known: %q, want it on at once", got)
	}
	if p, _ := h.mem.Person(ctx, 7); !p.Remind || p.NextReminder == 0 || time.Unix(p.NextReminder, 0).UTC().Format("15:04") != "12:15" {
		t.Errorf("the reminder: %+v, want one due at 12:15 UTC (07:15 at UTC-5)", p)
	}
}

// TestAPIFinishRace: a finish carrying the challenge its link named goes
// on that challenge's results (race.go), and on the person's progress.
func TestAPIFinishRace(t *testing.T) {
	h := newHarness(t)
	ctx := context.Background()
	if err := h.mem.UpdateChallenge(ctx, "race-1", func(c *state.Challenge) error {
		c.Puzzle, c.Chat, c.Message = mustGrid(t, testPuzzle), -100, 5
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	id := h.initData(7, "en")
	_, g := h.do(t, "GET", "api/board?p="+testPuzzle, id, nil)
	h.now = h.now.Add(3 * time.Minute)
	body := finishBody(g, testSolution, 150_000, 0, nil)
	body["challenge"] = "race-1"
	if code, out := h.do(t, "POST", "api/finish", id, body); code != 200 {
		t.Fatalf("finish: %d %v", code, out)
	}
	c, _, _ := h.mem.Challenge(ctx, "race-1")
	if len(c.Results) != 1 || c.Results[0].User != 7 || c.Results[0].ElapsedMS != 150_000 {
		t.Errorf("the challenge's results: %+v, want the finish of 7 in 2:30", c.Results)
	}
	if p, _ := h.mem.Person(ctx, 7); len(p.Finishes) != 1 || p.Finishes[0].Challenge != "race-1" {
		t.Errorf("the person's finishes: %+v", p.Finishes)
	}
}

// TestAPIFinishLeaderboard: the answer to a finish of a game opened from
// a challenge carries the challenge's leaderboard, in the chat's order
// (the games played out before those filled in, each by time): the first
// ten and the person's own row, marked, if it is lower; a second finish
// of the game shows it too; a finish of no challenge, or of a challenge
// of another puzzle or not kept, has none.
func TestAPIFinishLeaderboard(t *testing.T) {
	ctx := context.Background()
	others := func(n int) []state.Result { // faster than the person's 2:30, the first filled in
		var rs []state.Result
		for i := range n {
			rs = append(rs, state.Result{User: int64(100 + i), Name: fmt.Sprintf("<b>P%d</b>", i), At: 1, ElapsedMS: int64(60_000 + 1000*i), Hints: i % 3, Mistakes: i % 2, FilledIn: i == 0})
		}
		return rs
	}
	row := func(r resultJSON) string {
		s := fmt.Sprintf("%d %s %d %d %d", r.Place, r.Name, r.ElapsedMS, r.Hints, r.Mistakes)
		if r.FilledIn {
			s += " filled"
		}
		if r.You {
			s += " you"
		}
		return s
	}
	for _, tc := range []struct {
		name      string
		challenge string // "" for none
		puzzle    string // the challenge's
		results   []state.Result
		want      []string // nil for no leaderboard
		more      string
	}{
		{"no challenge", "", "", nil, nil, ""},
		{"a challenge not kept", "gone-1", "", nil, nil, ""},
		{"a challenge of another puzzle", "other-1", "." + testPuzzle[1:], others(2), nil, ""},
		{"two others", "race-2", testPuzzle, others(2), []string{"1 <b>P1</b> 61000 1 1", "2 Test 150000 0 0 you", "3 <b>P0</b> 60000 0 0 filled"}, ""},
		{"twelve others", "race-12", testPuzzle, others(12), []string{
			"1 <b>P1</b> 61000 1 1", "2 <b>P2</b> 62000 2 0", "3 <b>P3</b> 63000 0 1", "4 <b>P4</b> 64000 1 0", "5 <b>P5</b> 65000 2 1",
			"6 <b>P6</b> 66000 0 0", "7 <b>P7</b> 67000 1 1", "8 <b>P8</b> 68000 2 0", "9 <b>P9</b> 69000 0 1", "10 <b>P10</b> 70000 1 0",
			"12 Test 150000 0 0 you"}, "…and 2 more"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			if tc.puzzle != "" {
				if err := h.mem.UpdateChallenge(ctx, tc.challenge, func(c *state.Challenge) error {
					c.Puzzle, c.Chat, c.Message, c.Results = mustGrid(t, tc.puzzle), -100, 5, tc.results
					return nil
				}); err != nil {
					t.Fatal(err)
				}
			}
			id := h.initData(7, "en")
			_, g := h.do(t, "GET", "api/board?p="+testPuzzle, id, nil)
			h.now = h.now.Add(3 * time.Minute)
			body := finishBody(g, testSolution, 150_000, 0, nil)
			body["challenge"] = tc.challenge
			for _, again := range []bool{false, true} {
				code, out := h.do(t, "POST", "api/finish", id, body)
				if code != 200 {
					t.Fatalf("finish (again %v): %d %v", again, code, out)
				}
				raw, ok := out["leaderboard"]
				if tc.want == nil {
					if ok {
						t.Errorf("finish (again %v): leaderboard %v, want none", again, raw)
					}
					continue
				}
				var lb leaderboardJSON
				j, _ := json.Marshal(raw)
				if err := json.Unmarshal(j, &lb); err != nil || !ok {
					t.Fatalf("finish (again %v): leaderboard %v (%v), want one", again, raw, err)
				}
				var got []string
				for _, r := range lb.Rows {
					got = append(got, row(r))
				}
				if !slices.Equal(got, tc.want) || lb.More != tc.more {
					t.Errorf("finish (again %v): leaderboard\n%s\nmore %q; want\n%s\nmore %q", again, strings.Join(got, "\n"), lb.More, strings.Join(tc.want, "\n"), tc.more)
				}
			}
		})
	}
}
