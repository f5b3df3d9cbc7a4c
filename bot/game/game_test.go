package game

import (
	"testing"

	"sudokubot/solver"
)

// TestProgress: a grid is progress in a puzzle when it keeps every given
// and adds a digit; Filled and Own name what it adds.
func TestProgress(t *testing.T) {
	puzzle, err := solver.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	if err != nil {
		t.Fatal(err)
	}
	added := puzzle
	added[2] = 4
	changed := added
	changed[0] = 1
	for _, tt := range []struct {
		name string
		grid solver.Grid
		want bool
	}{
		{"the puzzle alone", puzzle, false},
		{"a digit added", added, true},
		{"a given changed", changed, false},
		{"nothing", solver.Grid{}, false},
	} {
		if got := InProgress(puzzle, tt.grid); got != tt.want {
			t.Errorf("%s: InProgress = %v, want %v", tt.name, got, tt.want)
		}
	}
	var want [81]bool
	want[2] = true
	if got := Filled(puzzle, added); got != want {
		t.Errorf("Filled = %v, want only r1c3", got)
	}
	if got := Own(puzzle, added); got.Count() != 1 || got[2] != 4 {
		t.Errorf("Own = %v, want r1c3's 4 alone", got)
	}
}
