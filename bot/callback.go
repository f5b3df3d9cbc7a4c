package bot

import (
	"encoding/base64"
	"errors"
	"fmt"

	"sudokubot/solver"
)

// The bot keeps no state per chat: everything a button needs travels in
// its callback data, which Telegram limits to 64 bytes. A callback holds
// the puzzle, which cells the person had filled in (their digits are the
// solution's, since hints are only given for grids without mistakes),
// and where in the hints they are. A hint may start from the pencil
// marks the board keeps in the chat's state: the callback says so and
// carries a digest of them, so that a press after they changed (or were
// lost) falls back to the grid alone.

// An action is what a button does.
type action uint8

const (
	actHint      action = iota + 1 // show a hint: step Step of the path, at Level
	actSteps                       // start the walk-through of the explained solution
	actCheck                       // explain how to check one's progress
	actSolve                       // send the solved grid
	actWalk                        // show step Step of the walk-through, editing its message
	actStepsText                   // send the explained solution as text, from step Step
	actOne                         // send one solution of a puzzle that has several
	numActions
)

// A callback is the state a button carries.
type callback struct {
	Action action
	Puzzle solver.Grid
	// Filled marks the cells, besides the givens, that the person had
	// filled in when they asked.
	Filled [81]bool
	// Step is the index of the step along the explained path from the
	// person's grid, and Level the hint level, 1 to 4; for the
	// walk-through, the page (or branch) of the step's net, 1 to
	// maxCallbackPage.
	Step  int
	Level int
	// Marks, in a hint, says that the path starts from the board's pencil
	// marks as the chat's state holds them for this puzzle and these
	// entries, and Digest identifies them (see marksDigest): the low
	// digestBits(Puzzle) bits of their digest.
	Marks  bool
	Digest uint16
}

const (
	callbackVersion = 1
	// callbackPages is the version of the data whose level takes 7 bits,
	// for a walk-through page past the fourth; other callbacks keep
	// version 1, byte for byte as before.
	callbackPages = 2
	// callbackMarks is the version of a hint from the board's pencil
	// marks: version 1's fields, and the marks' digest after the givens.
	callbackMarks   = 3
	maxCallbackStep = 127
	maxCallbackPage = 128
	maxCallbackData = 64
	// maxCallbackBits is what 64 characters of base64 hold in whole
	// bytes.
	maxCallbackBits = maxCallbackData * 6 / 8 * 8
)

// errCallback is wrapped by every decoding error.
var errCallback = errors.New("bad callback data")

// encode returns the callback data, at most 64 bytes: base64 (URL
// alphabet, no padding) of a bit string holding the version (2 bits), the
// action (3), the level (2 bits, or 7 in version 2, which only a
// walk-through page past the fourth uses), the step (7), a bit per cell for the givens,
// the givens' digits two at a time (81 values in 7 bits), in version 3
// (a hint from the board's marks) the marks' digest (digestBits), and, if
// any cell was filled in, a bit per non-given cell.
func (c callback) encode() string {
	var w bitWriter
	if c.Marks && c.Action == actHint {
		w.write(callbackMarks, 2)
		w.write(uint(c.Action), 3)
		w.write(uint(min(max(c.Level, 1), 4)-1), 2)
	} else if c.Action == actWalk && c.Level > 4 {
		w.write(callbackPages, 2)
		w.write(uint(c.Action), 3)
		w.write(uint(min(c.Level, maxCallbackPage)-1), 7)
	} else {
		w.write(callbackVersion, 2)
		w.write(uint(c.Action), 3)
		w.write(uint(min(max(c.Level, 1), 4)-1), 2)
	}
	w.write(uint(min(max(c.Step, 0), maxCallbackStep)), 7)
	var digits []uint
	for _, v := range c.Puzzle {
		if v >= 1 && v <= 9 {
			w.write(1, 1)
			digits = append(digits, uint(v-1))
		} else {
			w.write(0, 1)
		}
	}
	for i := 0; i+1 < len(digits); i += 2 {
		w.write(digits[i]*9+digits[i+1], 7)
	}
	if len(digits)%2 == 1 {
		w.write(digits[len(digits)-1], 4)
	}
	if c.Marks && c.Action == actHint {
		n := digestBits(c.Puzzle)
		w.write(uint(c.Digest)&(1<<n-1), n)
	}
	anyFilled := false
	for i, f := range c.Filled {
		anyFilled = anyFilled || f && c.Puzzle[i] == 0
	}
	if anyFilled {
		w.write(1, 1)
		for i, f := range c.Filled {
			if c.Puzzle[i] == 0 || c.Puzzle[i] > 9 {
				w.write(btou(f), 1)
			}
		}
	}
	return base64.RawURLEncoding.EncodeToString(w.bytes())
}

// decodeCallback parses callback data made by encode.
func decodeCallback(data string) (callback, error) {
	var c callback
	if len(data) == 0 || len(data) > maxCallbackData {
		return c, fmt.Errorf("%w: %d bytes", errCallback, len(data))
	}
	raw, err := base64.RawURLEncoding.DecodeString(data)
	if err != nil {
		return c, fmt.Errorf("%w: %w", errCallback, err)
	}
	r := bitReader{data: raw}
	v := r.read(2)
	if v != callbackVersion && v != callbackPages && v != callbackMarks {
		return c, fmt.Errorf("%w: version %d", errCallback, v)
	}
	c.Action = action(r.read(3))
	if c.Action == 0 || c.Action >= numActions {
		return c, fmt.Errorf("%w: action %d", errCallback, c.Action)
	}
	if v == callbackPages {
		c.Level = int(r.read(7)) + 1
		if c.Action != actWalk || c.Level <= 4 {
			return c, fmt.Errorf("%w: level %d in version %d of action %d", errCallback, c.Level, v, c.Action)
		}
	} else {
		c.Level = int(r.read(2)) + 1
	}
	if v == callbackMarks && c.Action != actHint {
		return c, fmt.Errorf("%w: version %d of action %d", errCallback, v, c.Action)
	}
	c.Step = int(r.read(7))
	var given []int
	for i := range 81 {
		if r.read(1) == 1 {
			given = append(given, i)
		}
	}
	for i := 0; i+1 < len(given); i += 2 {
		v := r.read(7)
		if v >= 81 {
			return c, fmt.Errorf("%w: digit pair %d", errCallback, v)
		}
		c.Puzzle[given[i]], c.Puzzle[given[i+1]] = uint8(v/9+1), uint8(v%9+1)
	}
	if len(given)%2 == 1 {
		v := r.read(4)
		if v >= 9 {
			return c, fmt.Errorf("%w: digit %d", errCallback, v)
		}
		c.Puzzle[given[len(given)-1]] = uint8(v + 1)
	}
	if v == callbackMarks {
		c.Marks, c.Digest = true, uint16(r.read(digestBits(c.Puzzle)))
	}
	// Entries follow a 1 bit; without them only zero padding is left.
	if r.remaining() > 0 && r.read(1) == 1 {
		for i := range 81 {
			if c.Puzzle[i] == 0 {
				c.Filled[i] = r.read(1) == 1
			}
		}
	}
	if r.err {
		return c, fmt.Errorf("%w: %d bytes is too short", errCallback, len(raw))
	}
	if r.remaining() >= 8 {
		return c, fmt.Errorf("%w: %d bytes left over", errCallback, r.remaining()/8)
	}
	return c, nil
}

// digestBits is the number of bits of the marks' digest a hint's
// callback holds for a puzzle: 16, fewer for a puzzle of more than 76
// givens, so that the data stays within 64 bytes (at least 5, with 81).
func digestBits(puzzle solver.Grid) int {
	givens := 0
	for _, v := range puzzle {
		if v != 0 {
			givens++
		}
	}
	bits := 2 + 3 + 2 + 7 + 81 + 7*(givens/2) + 4*(givens%2) // before the digest
	if givens < 81 {
		bits += 1 + 81 - givens // the filled cells
	}
	return min(16, maxCallbackBits-bits)
}

func btou(b bool) uint {
	if b {
		return 1
	}
	return 0
}

// bitWriter appends bits, most significant first.
type bitWriter struct {
	buf []byte
	n   int // bits written
}

func (w *bitWriter) write(v uint, bits int) {
	for i := bits - 1; i >= 0; i-- {
		if w.n%8 == 0 {
			w.buf = append(w.buf, 0)
		}
		if v>>i&1 == 1 {
			w.buf[w.n/8] |= 0x80 >> (w.n % 8)
		}
		w.n++
	}
}

func (w *bitWriter) bytes() []byte { return w.buf }

// bitReader reads bits written by bitWriter; reading past the end sets err
// and yields zeros.
type bitReader struct {
	data []byte
	n    int
	err  bool
}

func (r *bitReader) read(bits int) uint {
	var v uint
	for range bits {
		v <<= 1
		if r.n >= 8*len(r.data) {
			r.err = true
			continue
		}
		v |= uint(r.data[r.n/8]>>(7-r.n%8)) & 1
		r.n++
	}
	return v
}

func (r *bitReader) remaining() int { return 8*len(r.data) - r.n }
