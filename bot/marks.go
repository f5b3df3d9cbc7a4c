package bot

import (
	"sudokubot/bot/callback"
	"sudokubot/bot/game"
)

// The chat and the board play one game: when the board has saved pencil
// marks for the chat's current position, the chat's hints start from them,
// as the board's do. A mark that leaves out a cell's solution digit is a
// mistake to fix first; the others are the candidates the engine starts
// from, so the step it finds is the one the person can see on their board.

// setMarks makes c a hint from pencil marks.
func setMarks(c *callback.Data, marks [81]uint16) {
	c.Marks, c.Digest = true, game.MarksDigest(marks)&(1<<callback.DigestBits(c.Puzzle)-1)
}

// chatMarks returns the pencil marks a hint c starts from, when it is a
// hint from the board's marks and they are still the chat's: its puzzle
// is current, with the same entries, and the marks have c's digest.
func chatMarks(st chatState, c callback.Data) ([81]uint16, bool) {
	if !c.Marks || st.Puzzle != c.Puzzle || game.Filled(st.Puzzle, st.Entries) != c.Filled {
		return [81]uint16{}, false
	}
	marks, ok := game.Marks(st)
	if !ok {
		return [81]uint16{}, false
	}
	same := c
	setMarks(&same, marks)
	if same.Digest != c.Digest {
		return [81]uint16{}, false
	}
	return marks, true
}
