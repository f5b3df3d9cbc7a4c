// Package statetest is the test suite every state.Store passes: the
// embedded stores and the shared one run the same tests.
package statetest

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"sync"
	"testing"
	"time"

	"sudokubot/bot/state"
	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// Open returns one or more handles on one new, empty store: a shared
// store gives several (as several processes would have), an embedded one
// one. The suite spreads its concurrent changes over them.
type Open func(t *testing.T) []state.Store

// Run runs the suite, each test on a store of its own.
func Run(t *testing.T, open Open) {
	tests := []struct {
		name string
		run  func(*testing.T, []state.Store)
	}{
		{"NewChat", testNewChat},
		{"Update", testUpdate},
		{"Version", testVersion},
		{"NoChange", testNoChange},
		{"Concurrent", testConcurrent},
		{"Kept", testKept},
		{"Pools", testPools},
		{"MovePool", testMovePool},
		{"Daily", testDaily},
		{"Prune", testPrune},
		{"Canceled", testCanceled},
		{"People", testPeople},
		{"Reminders", testReminders},
		{"Challenges", testChallenges},
		{"ChallengeID", testChallengeID},
		{"PruneRecords", testPruneRecords},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ss := open(t)
			if len(ss) == 0 {
				t.Fatal("open returned no store")
			}
			tc.run(t, ss)
		})
	}
}

func puzzle(i int) solver.Grid {
	var g solver.Grid
	g[0], g[80] = uint8(1+i%9), uint8(1+(i/9)%9)
	g[40] = uint8(1 + (i/81)%9)
	return g
}

func testNewChat(t *testing.T, ss []state.Store) {
	c, err := ss[0].Chat(t.Context(), 42)
	if err != nil {
		t.Fatalf("Chat of a new chat: %v", err)
	}
	if c.HasPuzzle() || c.Version != 0 || len(c.Kept) != 0 {
		t.Errorf("a new chat = %+v, want the zero Chat", c)
	}
}

func testUpdate(t *testing.T, ss []state.Store) {
	ctx := t.Context()
	p := puzzle(1)
	err := ss[0].UpdateChat(ctx, -100123, func(c *state.Chat) error {
		c.Puzzle, c.Step, c.Level, c.At, c.Source, c.Pending = p, 3, 2, 1700000000, state.FromPicture, true
		c.Entries[5] = 7
		c.Board = &state.Board{Puzzle: p, History: []string{"a", "b"}, ElapsedMS: 1234}
		c.Board.Marks[3] = 1<<2 | 1<<9
		return nil
	})
	if err != nil {
		t.Fatalf("UpdateChat: %v", err)
	}
	for i, s := range ss {
		c, err := s.Chat(ctx, -100123)
		if err != nil {
			t.Fatalf("Chat (handle %d): %v", i, err)
		}
		if c.Puzzle != p || c.Entries[5] != 7 || c.Step != 3 || c.Level != 2 || c.At != 1700000000 || c.Source != state.FromPicture || !c.Pending {
			t.Errorf("Chat (handle %d) = %+v, want what the update set", i, c)
		}
		if c.Board == nil || len(c.Board.History) != 2 || c.Board.Marks[3] != 1<<2|1<<9 || c.Board.ElapsedMS != 1234 {
			t.Errorf("Chat (handle %d).Board = %+v, want the board's game", i, c.Board)
		}
		if c.Version < 1 || c.Changed == 0 {
			t.Errorf("Chat (handle %d): version %d, changed %d; want both set by the store", i, c.Version, c.Changed)
		}
	}
	if c, _ := ss[0].Chat(ctx, 100123); c.HasPuzzle() {
		t.Errorf("chat 100123 sees chat -100123's puzzle")
	}
}

func testVersion(t *testing.T, ss []state.Store) {
	ctx := t.Context()
	version := func() int64 {
		t.Helper()
		c, err := ss[0].Chat(ctx, 7)
		if err != nil {
			t.Fatal(err)
		}
		return c.Version
	}
	steps := []struct {
		what   string
		fn     func(*state.Chat)
		bumped bool
	}{
		{"a puzzle", func(c *state.Chat) { c.Puzzle = puzzle(1) }, true},
		{"a hint step", func(c *state.Chat) { c.Step++ }, false},
		{"an entry", func(c *state.Chat) { c.Entries[1] = 4 }, true},
		{"a version set back", func(c *state.Chat) { c.Version = 0 }, false},
		{"a version bumped by the caller and an entry", func(c *state.Chat) { c.Version += 5; c.Entries[2] = 3 }, true},
		{"another puzzle", func(c *state.Chat) { c.SwapPuzzle(puzzle(2)) }, true},
	}
	last := version()
	for _, st := range steps {
		if err := ss[len(ss)-1].UpdateChat(ctx, 7, func(c *state.Chat) error { st.fn(c); return nil }); err != nil {
			t.Fatalf("%s: %v", st.what, err)
		}
		v := version()
		switch {
		case v < last:
			t.Errorf("after %s the version went back from %d to %d", st.what, last, v)
		case st.bumped && v == last:
			t.Errorf("after %s the version stayed %d, want it up", st.what, v)
		case !st.bumped && v != last:
			t.Errorf("after %s the version went from %d to %d, want it kept", st.what, last, v)
		}
		last = v
	}
}

func testNoChange(t *testing.T, ss []state.Store) {
	ctx := t.Context()
	if err := ss[0].UpdateChat(ctx, 9, func(c *state.Chat) error { c.Puzzle = puzzle(3); return nil }); err != nil {
		t.Fatal(err)
	}
	before, _ := ss[0].Chat(ctx, 9)
	if err := ss[0].UpdateChat(ctx, 9, func(c *state.Chat) error { c.Step = 5; return state.ErrNoChange }); err != nil {
		t.Errorf("UpdateChat with ErrNoChange = %v, want nil", err)
	}
	boom := errors.New("boom")
	if err := ss[0].UpdateChat(ctx, 9, func(c *state.Chat) error { c.Step = 6; return fmt.Errorf("wrapped: %w", boom) }); !errors.Is(err, boom) {
		t.Errorf("UpdateChat with an error = %v, want it returned", err)
	}
	if after, _ := ss[0].Chat(ctx, 9); after.Step != before.Step || after.Version != before.Version {
		t.Errorf("after updates that keep nothing: %+v, want %+v", after, before)
	}
	if err := ss[0].UpdatePool(ctx, "easy", func(*[]state.Ready) error { return state.ErrNoChange }); err != nil {
		t.Errorf("UpdatePool with ErrNoChange = %v, want nil", err)
	}
}

// testConcurrent adds one to a chat's step from many goroutines over every
// handle: an update lost between a read and a write shows as a smaller
// count.
func testConcurrent(t *testing.T, ss []state.Store) {
	ctx := t.Context()
	const goroutines, each = 8, 15
	var wg sync.WaitGroup
	errs := make(chan error, 2*goroutines*each)
	for g := range goroutines {
		s := ss[g%len(ss)]
		wg.Go(func() {
			for range each {
				errs <- s.UpdateChat(ctx, 5, func(c *state.Chat) error { c.Step++; return nil })
				errs <- s.UpdatePool(ctx, "hard", func(rs *[]state.Ready) error {
					*rs = append(*rs, state.Ready{Puzzle: puzzle(len(*rs)), Level: logic.Hard})
					return nil
				})
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatalf("a concurrent update: %v", err)
		}
	}
	c, err := ss[0].Chat(ctx, 5)
	if err != nil {
		t.Fatal(err)
	}
	if c.Step != goroutines*each {
		t.Errorf("after %d concurrent increments the step is %d: updates were lost", goroutines*each, c.Step)
	}
	rs, err := ss[0].Pool(ctx, "hard")
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != goroutines*each {
		t.Errorf("after %d concurrent appends the pool has %d puzzles: appends were lost", goroutines*each, len(rs))
	}
}

func testKept(t *testing.T, ss []state.Store) {
	ctx := t.Context()
	long := make([]string, 400)
	for i := range long {
		long[i] = fmt.Sprintf("r%dc%d=%d", i%9+1, i/9%9+1, i%9+1)
	}
	// Play KeptGames+3 puzzles, each with an entry and a long history.
	for i := range state.KeptGames + 3 {
		err := ss[i%len(ss)].UpdateChat(ctx, 11, func(c *state.Chat) error {
			c.SwapPuzzle(puzzle(i))
			c.Entries[10] = uint8(1 + i%9)
			c.Board = &state.Board{Puzzle: puzzle(i), History: long}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	c, err := ss[0].Chat(ctx, 11)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Kept) != state.KeptGames {
		t.Fatalf("kept %d games, want %d", len(c.Kept), state.KeptGames)
	}
	// The newest put aside first; the oldest forgotten.
	last := state.KeptGames + 2
	if c.Kept[0].Puzzle != puzzle(last-1) {
		t.Errorf("the first game kept is %v, want the one played before the current", c.Kept[0].Puzzle)
	}
	// Back to an older puzzle: its game is taken up where it was left.
	var resumed bool
	err = ss[0].UpdateChat(ctx, 11, func(c *state.Chat) error { resumed = c.SwapPuzzle(puzzle(5)); return nil })
	if err != nil {
		t.Fatal(err)
	}
	c, _ = ss[0].Chat(ctx, 11)
	if !resumed || c.Puzzle != puzzle(5) || c.Entries[10] != 6 || c.Board == nil || len(c.Board.History) != len(long) {
		t.Errorf("back to puzzle 5: resumed %v, entries[10] %d, board %v; want its game as left", resumed, c.Entries[10], c.Board != nil)
	}
	if len(c.Kept) != state.KeptGames {
		t.Errorf("after taking one up: %d games kept, want %d (the current one put aside)", len(c.Kept), state.KeptGames)
	}
	for _, g := range c.Kept {
		if g.Puzzle == puzzle(5) {
			t.Errorf("the current game is also kept aside")
		}
	}
}

func testPools(t *testing.T, ss []state.Store) {
	ctx := t.Context()
	if rs, err := ss[0].Pool(ctx, "x-wing"); err != nil || len(rs) != 0 {
		t.Fatalf("a new pool = %v, %v; want empty", rs, err)
	}
	add := func(r state.Ready) {
		t.Helper()
		if err := ss[0].UpdatePool(ctx, "x-wing", func(rs *[]state.Ready) error { *rs = append(*rs, r); return nil }); err != nil {
			t.Fatal(err)
		}
	}
	add(state.Ready{Puzzle: puzzle(1), Score: 2.6, Level: logic.Hard})
	add(state.Ready{Puzzle: puzzle(2), Score: 3.2, Level: logic.Expert})
	var took state.Ready
	err := ss[len(ss)-1].UpdatePool(ctx, "x-wing", func(rs *[]state.Ready) error {
		took, *rs = (*rs)[0], (*rs)[1:]
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if took.Puzzle != puzzle(1) || took.Score != 2.6 || took.Level != logic.Hard {
		t.Errorf("took %+v, want the oldest", took)
	}
	rs, err := ss[0].Pool(ctx, "x-wing")
	if err != nil || len(rs) != 1 || rs[0].Puzzle != puzzle(2) {
		t.Errorf("after taking one: %+v, %v; want the other", rs, err)
	}
	if err := ss[0].UpdatePool(ctx, "x-wing", func(rs *[]state.Ready) error { *rs = nil; return nil }); err != nil {
		t.Fatal(err)
	}
	if rs, err := ss[0].Pool(ctx, "x-wing"); err != nil || len(rs) != 0 {
		t.Errorf("emptied pool = %v, %v", rs, err)
	}
	if rs, _ := ss[0].Pool(ctx, "hard"); len(rs) != 0 {
		t.Errorf("pool hard sees x-wing's puzzles")
	}
}

// testMovePool moves a pool kept under an old name ("bug+1", as the
// practice pools were named before stable keys) into its new one, which
// already holds a puzzle: the old pool's puzzles follow, once each.
func testMovePool(t *testing.T, ss []state.Store) {
	ctx := t.Context()
	put := func(name string, rs ...state.Ready) {
		t.Helper()
		if err := ss[0].UpdatePool(ctx, name, func(p *[]state.Ready) error { *p = append(*p, rs...); return nil }); err != nil {
			t.Fatal(err)
		}
	}
	a, b, c := state.Ready{Puzzle: puzzle(1), Score: 5.6}, state.Ready{Puzzle: puzzle(2), Score: 5.7}, state.Ready{Puzzle: puzzle(3), Score: 5.8}
	put("bug+1", a, b)
	put("bug-plus-1", b, c)
	if err := state.MovePool(ctx, ss[len(ss)-1], "bug+1", "bug-plus-1"); err != nil {
		t.Fatal(err)
	}
	if rs, err := ss[0].Pool(ctx, "bug-plus-1"); err != nil || !slices.Equal(rs, []state.Ready{b, c, a}) {
		t.Errorf("the new pool after the move = %+v, %v; want its own two, then the old one's other", rs, err)
	}
	if rs, err := ss[0].Pool(ctx, "bug+1"); err != nil || len(rs) != 0 {
		t.Errorf("the old pool after the move = %+v, %v; want empty", rs, err)
	}
	// Moving an empty pool changes nothing.
	if err := state.MovePool(ctx, ss[0], "bug+1", "bug-plus-1"); err != nil {
		t.Fatal(err)
	}
	if rs, _ := ss[0].Pool(ctx, "bug-plus-1"); len(rs) != 3 {
		t.Errorf("a second move left %d puzzles, want 3", len(rs))
	}
}

func testDaily(t *testing.T, ss []state.Store) {
	ctx := t.Context()
	key := state.DailyKey(time.Date(2026, 11, 27, 15, 0, 0, 0, time.UTC), "hard")
	if _, ok, err := ss[0].Daily(ctx, key); ok || err != nil {
		t.Fatalf("Daily of a new day = %v, %v; want none", ok, err)
	}
	// Many makers at once: all get the same.
	var wg sync.WaitGroup
	got := make([]state.Ready, 8)
	errs := make([]error, 8)
	for i := range got {
		wg.Go(func() {
			got[i], errs[i] = ss[i%len(ss)].KeepDaily(ctx, key, state.Ready{Puzzle: puzzle(i), Score: float64(i), Level: logic.Hard})
		})
	}
	wg.Wait()
	for i := range got {
		if errs[i] != nil {
			t.Fatalf("KeepDaily %d: %v", i, errs[i])
		}
		if got[i] != got[0] {
			t.Errorf("KeepDaily %d kept %+v, another %+v: the makers disagree", i, got[i], got[0])
		}
	}
	r, ok, err := ss[0].Daily(ctx, key)
	if !ok || err != nil || r != got[0] {
		t.Errorf("Daily = %+v, %v, %v; want %+v", r, ok, err, got[0])
	}
}

func testPrune(t *testing.T, ss []state.Store) {
	ctx := t.Context()
	for chat := range int64(3) {
		if err := ss[0].UpdateChat(ctx, chat, func(c *state.Chat) error { c.Puzzle = puzzle(int(chat)); return nil }); err != nil {
			t.Fatal(err)
		}
	}
	old := state.DailyKey(time.Now().AddDate(0, 0, -3), "easy")
	if _, err := ss[0].KeepDaily(ctx, old, state.Ready{Puzzle: puzzle(1)}); err != nil {
		t.Fatal(err)
	}
	// "Today" is the day of the later Prune's time: an hour from now may
	// be tomorrow already, and a day before it is pruned.
	today := state.DailyKey(time.Now().Add(time.Hour), "easy")
	if _, err := ss[0].KeepDaily(ctx, today, state.Ready{Puzzle: puzzle(2)}); err != nil {
		t.Fatal(err)
	}
	// Nothing is older than an hour ago but the old day's puzzle.
	n, err := ss[0].Prune(ctx, time.Now().Add(-time.Hour))
	if err != nil || n != 1 {
		t.Errorf("Prune(an hour ago) = %d, %v; want the old daily puzzle alone", n, err)
	}
	if c, _ := ss[0].Chat(ctx, 1); !c.HasPuzzle() {
		t.Errorf("Prune(an hour ago) forgot a chat changed now")
	}
	if _, ok, _ := ss[0].Daily(ctx, old); ok {
		t.Errorf("Prune kept a daily puzzle of 3 days ago")
	}
	// Everything changed before an hour from now.
	n, err = ss[0].Prune(ctx, time.Now().Add(time.Hour))
	if err != nil || n != 3 {
		t.Errorf("Prune(in an hour) = %d, %v; want the 3 chats", n, err)
	}
	if c, _ := ss[0].Chat(ctx, 1); c.HasPuzzle() {
		t.Errorf("Prune(in an hour) kept a chat")
	}
	if _, ok, _ := ss[0].Daily(ctx, today); !ok {
		t.Errorf("Prune forgot today's daily puzzle")
	}
}

func testCanceled(t *testing.T, ss []state.Store) {
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	called := false
	err := ss[0].UpdateChat(ctx, 3, func(c *state.Chat) error { called = true; c.Step = 1; return nil })
	if err == nil {
		t.Errorf("UpdateChat with a canceled context = nil, want an error")
	}
	if c, _ := ss[0].Chat(t.Context(), 3); c.Step != 0 {
		t.Errorf("UpdateChat with a canceled context kept its change (fn called: %v)", called)
	}
}

func testPeople(t *testing.T, ss []state.Store) {
	ctx := t.Context()
	if p, err := ss[0].Person(ctx, 7); err != nil || len(p.Finishes) != 0 || p.Changed != 0 {
		t.Fatalf("Person of someone unknown = %+v, %v; want the zero Person", p, err)
	}
	f := state.Finish{At: 1700000000, Puzzle: puzzle(3), Level: logic.Hard, Score: 4.5, ElapsedMS: 123456, Hints: 2, Daily: "2026-11-27"}
	err := ss[0].UpdatePerson(ctx, 7, func(p *state.Person) error {
		p.Finishes = append([]state.Finish{f}, p.Finishes...)
		p.Streak = state.Streak{Now: 2, Longest: 5, Last: "2026-11-27"}
		p.Techniques = map[string]state.TechniqueCount{"x-wing": {Met: 1, Hinted: 1}}
		p.Lang, p.Zone, p.ZoneKnown = "ru", 180, true
		return nil
	})
	if err != nil {
		t.Fatalf("UpdatePerson: %v", err)
	}
	p, err := ss[len(ss)-1].Person(ctx, 7)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Finishes) != 1 || p.Finishes[0] != f || p.Streak.Longest != 5 || p.Techniques["x-wing"].Hinted != 1 || p.Zone != 180 || !p.ZoneKnown || p.Lang != "ru" {
		t.Errorf("Person read back = %+v, want what was kept", p)
	}
	if p.Changed == 0 {
		t.Errorf("the store did not stamp Person.Changed")
	}
	// An error or ErrNoChange keeps nothing.
	boom := errors.New("boom")
	if err := ss[0].UpdatePerson(ctx, 7, func(p *state.Person) error { p.Finishes = nil; return boom }); !errors.Is(err, boom) {
		t.Errorf("UpdatePerson with fn's error = %v, want it back", err)
	}
	if err := ss[0].UpdatePerson(ctx, 7, func(p *state.Person) error { p.Finishes = nil; return state.ErrNoChange }); err != nil {
		t.Errorf("UpdatePerson with ErrNoChange = %v, want nil", err)
	}
	if p, _ := ss[0].Person(ctx, 7); len(p.Finishes) != 1 {
		t.Errorf("a failed or unchanged update changed the record: %d finishes", len(p.Finishes))
	}
	// The finishes are bounded.
	err = ss[0].UpdatePerson(ctx, 8, func(p *state.Person) error {
		for i := range state.KeptFinishes + 5 {
			p.Finishes = append(p.Finishes, state.Finish{At: int64(i)})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if p, _ := ss[0].Person(ctx, 8); len(p.Finishes) != state.KeptFinishes || p.Finishes[0].At != 0 {
		t.Errorf("a person kept %d finishes (first at %d), want the first %d", len(p.Finishes), p.Finishes[0].At, state.KeptFinishes)
	}
	// Concurrent changes over every handle all count.
	const goroutines, each = 6, 10
	var wg sync.WaitGroup
	errs := make(chan error, goroutines*each)
	for g := range goroutines {
		s := ss[g%len(ss)]
		wg.Go(func() {
			for range each {
				errs <- s.UpdatePerson(ctx, 9, func(p *state.Person) error { p.Streak.Now++; return nil })
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatalf("a concurrent update: %v", err)
		}
	}
	if p, _ := ss[0].Person(ctx, 9); p.Streak.Now != goroutines*each {
		t.Errorf("after %d concurrent increments the streak is %d: updates were lost", goroutines*each, p.Streak.Now)
	}
}

// testReminders claims due reminders from every handle at once: each is
// claimed once.
func testReminders(t *testing.T, ss []state.Store) {
	ctx := t.Context()
	now := time.Unix(1800000000, 0)
	due := map[int64]int64{1: 100, 2: 50, 3: 0, 4: -10} // user → seconds before now (negative: later)
	for user, before := range due {
		err := ss[0].UpdatePerson(ctx, user, func(p *state.Person) error {
			p.Remind, p.NextReminder = true, now.Unix()-before
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := ss[0].UpdatePerson(ctx, 5, func(p *state.Person) error { p.Lang = "en"; return nil }); err != nil {
		t.Fatal(err)
	}
	got, err := ss[0].DueReminders(ctx, now, 10)
	if err != nil {
		t.Fatalf("DueReminders: %v", err)
	}
	if want := []int64{1, 2, 3}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("DueReminders = %v, want %v (due ones, earliest first)", got, want)
	}
	if got, _ := ss[0].DueReminders(ctx, now, 2); len(got) != 2 {
		t.Errorf("DueReminders with limit 2 = %v", got)
	}
	// Every handle tries to claim every due reminder at once.
	var mu sync.Mutex
	sent := map[int64]int{}
	var wg sync.WaitGroup
	for g := range 3 * len(ss) {
		s := ss[g%len(ss)]
		wg.Go(func() {
			users, err := s.DueReminders(ctx, now, 10)
			if err != nil {
				t.Error(err)
				return
			}
			for _, u := range users {
				claimed := false
				err := s.UpdatePerson(ctx, u, func(p *state.Person) error {
					claimed = false
					if p.NextReminder == 0 || p.NextReminder > now.Unix() {
						return state.ErrNoChange
					}
					p.NextReminder = now.Unix() + 86400
					claimed = true
					return nil
				})
				if err != nil {
					t.Error(err)
				}
				if claimed {
					mu.Lock()
					sent[u]++
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	if fmt.Sprint(sent) != "map[1:1 2:1 3:1]" {
		t.Errorf("reminders claimed %v, want each due one once", sent)
	}
	if got, _ := ss[0].DueReminders(ctx, now, 10); len(got) != 0 {
		t.Errorf("DueReminders after the claims = %v, want none", got)
	}
	if got, _ := ss[0].DueReminders(ctx, now.Add(24*time.Hour), 10); len(got) != 4 {
		t.Errorf("DueReminders a day later = %v, want the 4 people", got)
	}
	// Turned off, a reminder is no longer due.
	if err := ss[0].UpdatePerson(ctx, 4, func(p *state.Person) error { p.Remind, p.NextReminder = false, 0; return nil }); err != nil {
		t.Fatal(err)
	}
	if got, _ := ss[0].DueReminders(ctx, now.Add(24*time.Hour), 10); len(got) != 3 {
		t.Errorf("DueReminders after one was turned off = %v, want 3", got)
	}
}

func testChallenges(t *testing.T, ss []state.Store) {
	ctx := t.Context()
	if _, ok, err := ss[0].Challenge(ctx, "none"); ok || err != nil {
		t.Fatalf("Challenge of an unknown id = %v, %v; want none", ok, err)
	}
	const group = -100500
	for i, id := range []string{"g1-10", "g1-11", "inline_x"} {
		err := ss[0].UpdateChallenge(ctx, id, func(c *state.Challenge) error {
			if c.Created != 0 || len(c.Results) != 0 {
				t.Errorf("a new challenge %s starts as %+v, want the zero Challenge", id, c)
			}
			c.Puzzle, c.Level, c.Lang = puzzle(i), logic.Medium, "zh"
			if id == "inline_x" {
				c.Inline = "AAEAAAbc"
			} else {
				c.Chat, c.Message = group, 10+i
			}
			return nil
		})
		if err != nil {
			t.Fatalf("UpdateChallenge(%s): %v", id, err)
		}
	}
	c, ok, err := ss[len(ss)-1].Challenge(ctx, "g1-11")
	if err != nil || !ok || c.Puzzle != puzzle(1) || c.Message != 11 || c.Chat != group || c.Lang != "zh" || c.Created == 0 || c.Changed == 0 {
		t.Fatalf("Challenge(g1-11) = %+v, %v, %v", c, ok, err)
	}
	created := c.Created
	// Results from every handle at once all count, each once.
	var wg sync.WaitGroup
	for u := range int64(12) {
		s := ss[int(u)%len(ss)]
		wg.Go(func() {
			err := s.UpdateChallenge(ctx, "g1-11", func(c *state.Challenge) error {
				c.Results = append(c.Results, state.Result{User: u, Name: fmt.Sprint("p", u), ElapsedMS: 1000 * u})
				c.Created = 1 // the store keeps its own
				return nil
			})
			if err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	c, _, _ = ss[0].Challenge(ctx, "g1-11")
	if len(c.Results) != 12 {
		t.Errorf("after 12 concurrent results the challenge has %d", len(c.Results))
	}
	if c.Created != created {
		t.Errorf("Created went from %d to %d: the store keeps it", created, c.Created)
	}
	list, err := ss[0].Challenges(ctx, group, time.Unix(0, 0), 10)
	if err != nil {
		t.Fatalf("Challenges: %v", err)
	}
	if len(list) != 2 || list[0].Chat != group || list[1].Chat != group {
		t.Errorf("Challenges(group) = %d challenges (%+v), want the group's 2", len(list), list)
	}
	if list, _ := ss[0].Challenges(ctx, group, time.Now().Add(time.Hour), 10); len(list) != 0 {
		t.Errorf("Challenges since an hour from now = %d, want none", len(list))
	}
	if list, _ := ss[0].Challenges(ctx, group, time.Unix(0, 0), 1); len(list) != 1 {
		t.Errorf("Challenges with limit 1 = %d", len(list))
	}
	// The ends of the chat ids' range.
	for _, chat := range []int64{-1, math.MaxInt64, math.MinInt64} {
		id := fmt.Sprintf("edge%d", uint64(chat)%1000)
		if err := ss[0].UpdateChallenge(ctx, id, func(c *state.Challenge) error { c.Chat = chat; return nil }); err != nil {
			t.Fatal(err)
		}
		if list, err := ss[0].Challenges(ctx, chat, time.Unix(0, 0), 10); err != nil || len(list) != 1 || list[0].Chat != chat {
			t.Errorf("Challenges(%d) = %+v, %v; want its one challenge", chat, list, err)
		}
	}
	if list, _ := ss[0].Challenges(ctx, 77, time.Unix(0, 0), 10); len(list) != 0 {
		t.Errorf("Challenges of another chat = %d, want none", len(list))
	}
}

func testChallengeID(t *testing.T, ss []state.Store) {
	for _, id := range []string{"", "a b", "é", "a/b", string(make([]byte, 65))} {
		err := ss[0].UpdateChallenge(t.Context(), id, func(c *state.Challenge) error { c.Lang = "en"; return nil })
		if !errors.Is(err, state.ErrChallengeID) {
			t.Errorf("UpdateChallenge(%q) = %v, want ErrChallengeID", id, err)
		}
	}
}

func testPruneRecords(t *testing.T, ss []state.Store) {
	ctx := t.Context()
	if err := ss[0].UpdatePerson(ctx, 1, func(p *state.Person) error { p.Lang = "en"; return nil }); err != nil {
		t.Fatal(err)
	}
	if err := ss[0].UpdateChallenge(ctx, "c1", func(c *state.Challenge) error { c.Chat = 5; return nil }); err != nil {
		t.Fatal(err)
	}
	if n, err := ss[0].Prune(ctx, time.Now().Add(-time.Hour)); err != nil || n != 0 {
		t.Errorf("Prune(an hour ago) = %d, %v; want nothing gone", n, err)
	}
	if n, err := ss[0].Prune(ctx, time.Now().Add(time.Hour)); err != nil || n != 2 {
		t.Errorf("Prune(in an hour) = %d, %v; want the person and the challenge", n, err)
	}
	if p, _ := ss[0].Person(ctx, 1); p.Lang != "" {
		t.Errorf("Prune kept a person")
	}
	if _, ok, _ := ss[0].Challenge(ctx, "c1"); ok {
		t.Errorf("Prune kept a challenge")
	}
}
