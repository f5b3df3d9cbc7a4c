package bot

import (
	"hash/fnv"

	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// The chat and the board play one game: when the board has saved pencil
// marks for the chat's current position, the chat's hints start from them,
// as the board's do. A mark that leaves out a cell's solution digit is a
// mistake to fix first; the others are the candidates the engine starts
// from, so the step it finds is the one the person can see on their board.

// PlayerBoard returns the engine's board for a person's position: the
// givens and their entries, and as candidates their own pencil marks
// where they made some (less what the filled cells rule out), the
// engine's candidates in the empty cells they left unmarked.
func PlayerBoard(puzzle, entries solver.Grid, marks [81]uint16) logic.Board {
	b := logic.NewBoard(puzzle, entries)
	for i, m := range marks {
		if b.Values[i] == 0 && m != 0 {
			b.Cands[i] &= logic.Digits(m)
		}
	}
	return b
}

// LostCandidate returns the first empty cell whose candidates lack its
// solution digit, or -1.
func LostCandidate(b *logic.Board, solution solver.Grid) int {
	for i, v := range b.Values {
		if v == 0 && !b.Cands[i].Has(int(solution[i])) {
			return i
		}
	}
	return -1
}

// boardMarks returns the board's pencil marks in the empty cells of a
// chat's current position, and whether there are any that the chat's
// hints should start from: the board saved them for this puzzle and for
// the entries the chat has (moves typed in the chat since may have made
// them stale).
func boardMarks(st chatState) ([81]uint16, bool) {
	bs := st.Board
	if !st.HasPuzzle() || bs == nil || bs.Puzzle != st.Puzzle || own(st.Puzzle, bs.Entries) != own(st.Puzzle, st.Entries) {
		return [81]uint16{}, false
	}
	marks := gameOf(st).Marks
	return marks, marks != [81]uint16{}
}

// marksDigest returns a short digest of pencil marks, which a hint's
// callback carries to tell whether the marks it started from are still
// the chat's.
func marksDigest(marks [81]uint16) uint16 {
	h := fnv.New32a()
	var buf [2 * 81]byte
	for i, m := range marks {
		buf[2*i], buf[2*i+1] = byte(m>>8), byte(m)
	}
	h.Write(buf[:])
	s := h.Sum32()
	return uint16(s ^ s>>16)
}

// setMarks makes c a hint from pencil marks.
func (c *callback) setMarks(marks [81]uint16) {
	c.Marks, c.Digest = true, marksDigest(marks)&(1<<digestBits(c.Puzzle)-1)
}

// chatMarks returns the pencil marks a hint c starts from, when it is a
// hint from the board's marks and they are still the chat's: its puzzle
// is current, with the same entries, and the marks have c's digest.
func chatMarks(st chatState, c callback) ([81]uint16, bool) {
	if !c.Marks || st.Puzzle != c.Puzzle || filledOf(st) != c.Filled {
		return [81]uint16{}, false
	}
	marks, ok := boardMarks(st)
	if !ok {
		return [81]uint16{}, false
	}
	same := c
	same.setMarks(marks)
	if same.Digest != c.Digest {
		return [81]uint16{}, false
	}
	return marks, true
}
