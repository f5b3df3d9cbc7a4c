package bot

import (
	"time"

	"sudokubot/solver"
)

// A Finish is a game finished on the board, as the board's server checked
// it: the grid sent is the puzzle's solution, the player is the person
// whose checked initData sent it.
type Finish struct {
	Puzzle solver.Grid
	// ElapsedMS is the time played; Hints the hints applied, Mistakes
	// the wrong digits the board caught.
	ElapsedMS int64
	Hints     int
	Mistakes  int
	// FilledIn marks a game in which the board's "Fill in all candidates"
	// was used.
	FilledIn bool
	// Challenge is the challenge the board was opened from, as its link
	// carried it ("" for none).
	Challenge string
	At        time.Time
}
