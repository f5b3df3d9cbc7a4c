package bot

import (
	"context"
	"fmt"
	"testing"

	"sudokubot/solver"
)

func TestMapMemory(t *testing.T) {
	ctx := context.Background()
	m := newMapMemory(2)
	for i, k := range []string{"a", "b", "c"} {
		if err := m.Put(ctx, k, []byte{byte(i)}); err != nil {
			t.Fatalf("Put(%q): %v", k, err)
		}
	}
	for _, tc := range []struct {
		key  string
		want string
	}{{"a", "[]"}, {"b", "[1]"}, {"c", "[2]"}} {
		got, err := m.Get(ctx, tc.key)
		if err != nil || fmt.Sprint(got) != tc.want {
			t.Errorf("Get(%q) = %v, %v; want %s (at most 2 keys, least recent forgotten)", tc.key, got, err, tc.want)
		}
	}
	if err := m.Put(ctx, "c", nil); err != nil {
		t.Fatal(err)
	}
	if got, _ := m.Get(ctx, "c"); got != nil {
		t.Errorf("Get after Put(nil) = %v, want nil", got)
	}
}

func TestChatState(t *testing.T) {
	ctx := context.Background()
	b, err := New(nil, nil, withDefaults(Options{}))
	if err != nil {
		t.Fatal(err)
	}
	if s := b.loadChat(ctx, 7); s.hasPuzzle() {
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
	s.Entries[0], s.Step, s.Level = 5, 3, 2
	b.saveChat(ctx, 7, s)
	s = b.loadChat(ctx, 7)            // with its version
	b.setCurrent(ctx, 7, p, fromText) // the same puzzle: progress kept
	if got := b.loadChat(ctx, 7); got != s {
		t.Errorf("setCurrent of the current puzzle lost progress: %+v, want %+v", got, s)
	}
	var other solver.Grid
	other[0] = 1
	b.setCurrent(ctx, 7, other, fromText)
	if got := b.loadChat(ctx, 7); got.Puzzle != other || got.Entries != (solver.Grid{}) || got.Step != 0 || got.At == 0 {
		t.Errorf("setCurrent of another puzzle = %+v, want it alone", got)
	}
	if got := b.loadChat(ctx, 8); got.hasPuzzle() {
		t.Errorf("chat 8 sees chat 7's puzzle")
	}
}
