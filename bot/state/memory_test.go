package state_test

import (
	"testing"

	"sudokubot/bot/state"
	"sudokubot/bot/state/statetest"
	"sudokubot/solver"
)

func TestMemory(t *testing.T) {
	statetest.Run(t, func(t *testing.T) []state.Store { return []state.Store{state.NewMemory(1000)} })
}

// TestMemoryBounded: the least recently changed chat is forgotten first.
func TestMemoryBounded(t *testing.T) {
	m := state.NewMemory(2)
	for chat := range int64(3) {
		if err := m.UpdateChat(t.Context(), chat, func(c *state.Chat) error { c.Puzzle[0] = 1; return nil }); err != nil {
			t.Fatal(err)
		}
	}
	for chat, want := range []bool{false, true, true} {
		if c, _ := m.Chat(t.Context(), int64(chat)); c.HasPuzzle() != want {
			t.Errorf("chat %d kept: %v, want %v (at most 2 chats, least recent forgotten)", chat, c.HasPuzzle(), want)
		}
	}
}

func FuzzDecodeChat(f *testing.F) {
	var c state.Chat
	c.SwapPuzzle(solver.Grid{1})
	c.Entries[3] = 4
	c.Board = &state.Board{History: []string{"x"}, Version: 9}
	raw, _ := state.EncodeChat(c)
	f.Add(raw)
	f.Add([]byte(`{"puzzle":"1...","kept":[{},{},{},{},{},{},{},{},{},{}]}`))
	f.Add([]byte(`{"version":-5,"board":{"version":7}}`))
	f.Fuzz(func(t *testing.T, raw []byte) {
		c, err := state.DecodeChat(raw)
		if err != nil {
			return
		}
		if len(c.Kept) > state.KeptGames {
			t.Errorf("decoded %d kept games, more than %d", len(c.Kept), state.KeptGames)
		}
		again, err := state.EncodeChat(c)
		if err != nil {
			t.Fatalf("a decoded chat does not encode: %v", err)
		}
		back, err := state.DecodeChat(again)
		if err != nil {
			t.Fatalf("a chat's record does not decode: %v", err)
		}
		if back.Puzzle != c.Puzzle || back.Entries != c.Entries || back.Version != c.Version || len(back.Kept) != len(c.Kept) {
			t.Errorf("round trip: %+v, want %+v", back, c)
		}
	})
}
