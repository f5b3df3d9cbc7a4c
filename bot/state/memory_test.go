package state_test

import (
	"testing"
	"time"

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

func FuzzDecodePerson(f *testing.F) {
	raw, _ := state.EncodePerson(state.Person{Finishes: []state.Finish{{At: 1, Puzzle: solver.Grid{1}}},
		Techniques: map[string]state.TechniqueCount{"x-wing": {Met: 1}}, Remind: true, NextReminder: 9})
	f.Add(raw)
	f.Add([]byte(`{"finishes":[{},{}],"next_reminder":-3}`))
	f.Fuzz(func(t *testing.T, raw []byte) {
		p, err := state.DecodePerson(raw)
		if err != nil {
			return
		}
		if len(p.Finishes) > state.KeptFinishes {
			t.Errorf("decoded %d finishes, more than %d", len(p.Finishes), state.KeptFinishes)
		}
		again, _, keep, err := state.ChangePerson(raw, time.Unix(5, 0), func(*state.Person) error { return nil })
		if err != nil || !keep {
			t.Fatalf("a decoded person does not change: %v", err)
		}
		back, err := state.DecodePerson(again)
		if err != nil {
			t.Fatalf("a person's record does not decode: %v", err)
		}
		if len(back.Finishes) != len(p.Finishes) || back.Streak != p.Streak || back.NextReminder < 0 || back.Changed != 5 {
			t.Errorf("round trip: %+v, want %+v", back, p)
		}
	})
}

func FuzzDecodeChallenge(f *testing.F) {
	raw, _ := state.EncodeChallenge(state.Challenge{Puzzle: solver.Grid{2}, Chat: -100, Message: 3,
		Results: []state.Result{{User: 1, Name: "<b>x</b>", ElapsedMS: 60000}}})
	f.Add(raw)
	f.Add([]byte(`{"results":[{"name":"\u0000"}],"created":-1}`))
	f.Fuzz(func(t *testing.T, raw []byte) {
		c, err := state.DecodeChallenge(raw)
		if err != nil {
			return
		}
		if len(c.Results) > state.MaxResults {
			t.Errorf("decoded %d results, more than %d", len(c.Results), state.MaxResults)
		}
		again, _, keep, err := state.ChangeChallenge(raw, time.Unix(5, 0), func(*state.Challenge) error { return nil })
		if err != nil || !keep {
			t.Fatalf("a decoded challenge does not change: %v", err)
		}
		back, err := state.DecodeChallenge(again)
		if err != nil {
			t.Fatalf("a challenge's record does not decode: %v", err)
		}
		if len(back.Results) != len(c.Results) || back.Chat != c.Chat || back.Changed != 5 || back.Created == 0 {
			t.Errorf("round trip: %+v, want %+v", back, c)
		}
	})
}
