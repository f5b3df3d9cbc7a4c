// Package statetest is the test suite every state.Store passes: the
// embedded stores and the shared one run the same tests.
package statetest

import (
	"context"
	"errors"
	"fmt"
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
		{"Daily", testDaily},
		{"Prune", testPrune},
		{"Canceled", testCanceled},
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
	today := state.DailyKey(time.Now(), "easy")
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
