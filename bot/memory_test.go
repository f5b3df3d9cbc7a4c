package bot

import (
	"context"
	"testing"
	"time"

	"sudokubot/bot/state"
	"sudokubot/solver"
)

func TestChatState(t *testing.T) {
	ctx := context.Background()
	b, err := New(nil, nil, withDefaults(Options{}))
	if err != nil {
		t.Fatal(err)
	}
	if s := b.loadChat(ctx, 7); s.HasPuzzle() {
		t.Fatalf("a new chat has a puzzle: %+v", s)
	}
	p, err := solver.Parse(examplePuzzle)
	if err != nil {
		t.Fatal(err)
	}
	b.setCurrent(ctx, 7, p, fromText)
	s := b.loadChat(ctx, 7)
	if s.Puzzle != p || s.Step != 0 || s.Level != 0 {
		t.Fatalf("after setCurrent: %+v, want the puzzle and no hint", s)
	}
	b.updateChat(ctx, 7, func(st *chatState) error { st.Entries[0], st.Step, st.Level = 5, 3, 2; return nil })
	s = b.loadChat(ctx, 7)            // with its version
	b.setCurrent(ctx, 7, p, fromText) // the same puzzle: progress kept
	if got := b.loadChat(ctx, 7); got.Entries != s.Entries || got.Step != s.Step || got.Version != s.Version {
		t.Errorf("setCurrent of the current puzzle lost progress: %+v, want %+v", got, s)
	}
	var other solver.Grid
	other[0] = 1
	b.setCurrent(ctx, 7, other, fromText)
	if got := b.loadChat(ctx, 7); got.Puzzle != other || got.Entries != (solver.Grid{}) || got.Step != 0 || got.At == 0 {
		t.Errorf("setCurrent of another puzzle = %+v, want it alone", got)
	}
	if got := b.loadChat(ctx, 8); got.HasPuzzle() {
		t.Errorf("chat 8 sees chat 7's puzzle")
	}
}

// TestNewPuzzleKeepsBoardGame: a puzzle typed in the chat puts the board's
// game aside, so that the old message's Play button opens it where it was
// left (issue 30, fault 2: the new puzzle wiped it).
func TestNewPuzzleKeepsBoardGame(t *testing.T) {
	ctx := context.Background()
	b, err := New(nil, nil, withDefaults(Options{}))
	if err != nil {
		t.Fatal(err)
	}
	p := mustParse(t, examplePuzzle)
	g, err := b.OpenGame(ctx, 7, p)
	if err != nil {
		t.Fatal(err)
	}
	empty := -1
	for i, v := range p {
		if v == 0 {
			empty = i
			break
		}
	}
	g.Entries[empty] = 4
	g.Marks[empty+1] = 1<<3 | 1<<5
	g.History = []string{"e4", "m35"}
	if _, err := b.SaveGame(ctx, 7, g); err != nil {
		t.Fatal(err)
	}
	var other solver.Grid
	other[0] = 1
	b.setCurrent(ctx, 7, other, fromText) // a puzzle typed in the chat
	var moved solver.Grid
	moved[1] = 2
	b.saveEntries(ctx, 7, other, moved) // a move typed in the chat
	back, err := b.OpenGame(ctx, 7, p)  // the old Play button
	if err != nil {
		t.Fatal(err)
	}
	if back.Entries[empty] != 4 || back.Marks[empty+1] != 1<<3|1<<5 || len(back.History) != 2 {
		t.Errorf("the board's game after another puzzle was typed: entries[%d] = %d, marks %b, history %v; want it as left",
			empty, back.Entries[empty], back.Marks[empty+1], back.History)
	}
	// And the typed puzzle's moves are kept in turn.
	b.setCurrent(ctx, 7, other, fromText)
	if st := b.loadChat(ctx, 7); st.Puzzle != other || st.Entries[1] != 2 {
		t.Errorf("back to the typed puzzle: %v, entries[1] = %d; want its move kept", st.Puzzle, st.Entries[1])
	}
}

// TestPruneState: a chat unchanged for longer than the age is forgotten,
// a recent one kept (issue 30, fault 9: chat memory never expired).
func TestPruneState(t *testing.T) {
	storeNow := time.Date(2026, 9, 1, 12, 0, 0, 0, time.UTC)
	st := state.NewMemory(100)
	st.SetClock(func() time.Time { return storeNow })
	botNow := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	b, err := New(nil, nil, withDefaults(Options{State: st, now: func() time.Time { return botNow }}))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	p := mustParse(t, examplePuzzle)
	b.setCurrent(ctx, 1, p, fromText) // changed 87 days before the bot's now
	storeNow = botNow.AddDate(0, 0, -29)
	b.setCurrent(ctx, 2, p, fromText) // 29 days before
	n, _, err := b.pruneOnce(ctx, 30*24*time.Hour)
	if err != nil || n != 1 {
		t.Errorf("pruneOnce = %d, %v; want the one old chat", n, err)
	}
	if c, _ := st.Chat(ctx, 1); c.HasPuzzle() {
		t.Errorf("a chat unchanged for 87 days was kept (the age is 30 days)")
	}
	if c, _ := st.Chat(ctx, 2); !c.HasPuzzle() {
		t.Errorf("a chat changed 29 days ago was forgotten (the age is 30 days)")
	}
	// The loop returns when its context ends.
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	b.PruneState(cctx, time.Hour, time.Hour)
}
