package state_test

import (
	"testing"

	"sudokubot/bot/state"
	"sudokubot/solver"
)

// TestLayersCorrected: a correction empties a cell's layer with its digit,
// takes a filled cell's pencil marks away, takes a digit written in an
// empty cell as printed, and sets whose digits are whose where said.
func TestLayersCorrected(t *testing.T) {
	var l state.Layers
	l.Yours[0], l.Yours[1] = true, true
	l.Marks[2], l.Marks[3] = 1<<4|1<<5, 1<<7
	var g solver.Grid
	g[0], g[2], g[4] = 1, 4, 9 // r1c2 emptied, r1c3's marks filled in, r1c5 printed
	got := l.Corrected(g, map[int]bool{4: true, 5: true})
	var want state.Layers
	want.Yours[0], want.Yours[4] = true, true // r1c6, empty, stays no one's
	want.Marks[3] = 1 << 7
	if got != want {
		t.Errorf("Corrected = %+v,\nwant %+v", got, want)
	}
	if l.Yours[1] != true || l.Marks[2] == 0 {
		t.Error("Corrected changed the layers it was called on")
	}
}
