// Package callback is the codec of the data a button of the bot carries
// (Telegram's callback_data, at most 64 bytes): what the button does, to
// which puzzle and position, at which step and level. Every version ever
// written is still read, so that old buttons keep working; the extended
// header has room for 63 actions, and a guard fails to compile past them.
package callback

import (
	"encoding/base64"
	"errors"
	"fmt"

	"sudokubot/solver"
)

// A button's callback data, which Telegram limits to 64 bytes, carries
// what the button does to which position: the action, the puzzle's
// givens, which other cells the person had filled in (not their digits:
// hints are given only for grids without mistakes, so they are the
// solution's), the step along the explained path and the hint's level
// (or the walk-through's page), and, for a hint from the board's pencil
// marks, a digest of those marks.
//
// The rest comes from the chat's state (package bot/state) when the button is
// pressed, and only while the chat's current puzzle and entries are the
// callback's: the pencil marks themselves (a hint from marks uses them if
// their digest is the callback's, and falls back to the grid alone if
// they changed or were lost; the first Hint button, step 0 and level 1,
// starts from them as /hint does), and which hint the person has seen,
// which pressing a hint records so that /hint goes on from there. A
// button of a puzzle the chat has left, or whose state is gone, works
// from its data alone.

// An Action is what a button does.
type Action uint8

const (
	Hint       Action = iota + 1 // show a hint: step Step of the path, at Level
	Steps                        // start the walk-through of the explained solution
	Check                        // explain how to check one's progress
	Solve                        // send the solved grid
	Walk                         // show step Step of the walk-through, editing its message
	StepsText                    // send the explained solution as text, from step Step
	One                          // send one solution of a puzzle that has several
	Game                         // confirm a game in progress read from a picture (Puzzle: all its digits) as the person's game
	numActions                   // add new actions above; the guard below checks they fit
)

// Data is the state a button carries.
type Data struct {
	Action Action
	Puzzle solver.Grid
	// Filled marks the cells, besides the givens, that the person had
	// filled in when they asked.
	Filled [81]bool
	// Step is the index of the step along the explained path from the
	// person's grid, and Level the hint level, 1 to 4; for the
	// walk-through, the page (or branch) of the step's net, 1 to
	// MaxPage.
	Step  int
	Level int
	// Marks, in a hint, says that the path starts from the board's pencil
	// marks as the chat's state holds them for this puzzle and these
	// entries, and Digest identifies them (see game.MarksDigest): the low
	// DigestBits(Puzzle) bits of their digest.
	Marks  bool
	Digest uint16
}

// The data is base64 (URL alphabet, no padding) of a bit string, most
// significant bit first, that starts with a version of 2 bits. Versions 1
// to 3 are the first encodings, which hold an action in 3 bits (1 to 7):
// every callback they can hold is still written in them, byte for byte as
// before version 0 came, so that the bot rolled back to an older release
// still reads every button of the actions it knows. Version 0 is the
// extended header, for what they cannot hold (an action past 7).
//
// Versions 1 to 3: the version (2 bits), the action (3), the level less
// one (2 bits; 7 in version 2), the step (7), a bit per cell for the
// givens, the givens' digits two at a time (81 values in 7 bits, a last
// odd one in 4), in version 3 the marks' digest (DigestBits), and, if any
// cell was filled in, a 1 bit and a bit per non-given cell. Version 1 is
// the common case; version 2 is a walk-through's page past the fourth;
// version 3 a hint from the board's pencil marks.
//
// Version 0, the extended header: the version (2 bits, 0), the layout (3
// bits; 0 is the one described here, 1 to 7 are free for a later one),
// the action (actionBits, so up to 63 actions), the level less one (7
// bits), the step (7), a marks bit, then every cell as one of 11 states
// (0 empty, 1 to 9 a given digit, 10 filled in by the person), two cells
// in 7 bits (121 values) and the last in 4, and, with the marks bit, the
// marks' digest (DigestBits). That is at most 2+3+6+7+7+1+284+16 = 326
// bits, 55 bytes of data, for any callback: 58 bits to spare.
const (
	callbackExtended = 0
	callbackVersion  = 1
	// callbackPages is the version of the data whose level takes 7 bits,
	// for a walk-through page past the fourth; other callbacks keep
	// version 1, byte for byte as before.
	callbackPages = 2
	// callbackMarks is the version of a hint from the board's pencil
	// marks: version 1's fields, and the marks' digest after the givens.
	callbackMarks = 3
	// oldActionBits is the width of the action in versions 1 to 3, and
	// actionBits in the extended header (version 0, layout 0).
	oldActionBits = 3
	actionBits    = 6
	// MaxStep is the last step a callback holds, and MaxPage the last
	// page of a walk-through's step.
	MaxStep         = 127
	MaxPage         = 128
	maxCallbackData = 64
	// maxCallbackBits is what 64 characters of base64 hold in whole
	// bytes.
	maxCallbackBits = maxCallbackData * 6 / 8 * 8
)

// Every action must fit the extended header's action field: this does
// not compile ("constant -1 overflows Action") once numActions-1, the
// last action, is past 1<<actionBits - 1. Widen the field with a new
// layout of the extended header then.
const _ = Action(1<<actionBits - numActions)

var (
	// errCallback is wrapped by every decoding error.
	errCallback = errors.New("bad callback data")
	// errCannotEncode is the error of encoding an action that is not one
	// of the constants above, or a callback that the version asked for
	// cannot hold.
	errCannotEncode = errors.New("callback cannot be encoded")
)

// Encode returns c's callback data, at most 64 bytes, in the oldest
// version that holds it (see above). An Action outside Hint to
// numActions-1 is a bug in the caller, never the person's doing, so
// Encode panics on it rather than making a button that would only say it
// expired; marshal returns it as an error.
func (c Data) Encode() string {
	data, err := c.marshal(c.version())
	if err != nil {
		panic(err)
	}
	return data
}

// version returns the version Encode writes c in.
func (c Data) version() uint {
	switch {
	case c.Action >= 1<<oldActionBits:
		return callbackExtended
	case c.Marks && c.Action == Hint:
		return callbackMarks
	case c.Action == Walk && c.Level > 4:
		return callbackPages
	}
	return callbackVersion
}

// marshal returns c's callback data in version v. It fails with
// errCannotEncode for an action that does not exist, or for c if v cannot
// hold it: versions 1 to 3 hold actions up to 7, version 2 only a
// walk-through's pages past the fourth, version 3 only a hint from
// marks. Out of range, the level and step are clamped, as they always
// were; Marks is dropped from any action but a hint.
func (c Data) marshal(v uint) (string, error) {
	if c.Action == 0 || c.Action >= numActions {
		return "", fmt.Errorf("%w: Action %d, want 1 to %d", errCannotEncode, c.Action, numActions-1)
	}
	if v != callbackExtended && c.Action >= 1<<oldActionBits {
		return "", fmt.Errorf("%w: Action %d in version %d, which holds actions up to %d", errCannotEncode, c.Action, v, 1<<oldActionBits-1)
	}
	marks := c.Marks && c.Action == Hint
	switch {
	case v == callbackPages && (c.Action != Walk || c.Level <= 4):
		return "", fmt.Errorf("%w: Action %d, level %d in version %d, which holds a walk-through's pages past the fourth", errCannotEncode, c.Action, c.Level, v)
	case v == callbackMarks && !marks:
		return "", fmt.Errorf("%w: Action %d in version %d, which holds a hint from marks", errCannotEncode, c.Action, v)
	case v == callbackVersion && (marks || c.Action == Walk && c.Level > 4):
		return "", fmt.Errorf("%w: Action %d, level %d, marks %v in version %d", errCannotEncode, c.Action, c.Level, marks, v)
	case v > callbackMarks:
		return "", fmt.Errorf("%w: version %d", errCannotEncode, v)
	}
	var w bitWriter
	if v == callbackExtended {
		c.writeExtended(&w, marks)
	} else {
		c.writeOld(&w, v)
	}
	return base64.RawURLEncoding.EncodeToString(w.bytes()), nil
}

// level returns c's level as the data holds it: a walk-through's page up
// to MaxPage, any other level 1 to 4.
func (c Data) level() int {
	if c.Action == Walk {
		return min(max(c.Level, 1), MaxPage)
	}
	return min(max(c.Level, 1), 4)
}

// writeOld writes c in version v, 1 to 3.
func (c Data) writeOld(w *bitWriter, v uint) {
	w.write(v, 2)
	w.write(uint(c.Action), oldActionBits)
	if v == callbackPages {
		w.write(uint(c.level()-1), 7)
	} else {
		w.write(uint(min(max(c.Level, 1), 4)-1), 2)
	}
	w.write(uint(min(max(c.Step, 0), MaxStep)), 7)
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
	if v == callbackMarks {
		n := DigestBits(c.Puzzle)
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
}

// cellFilled is the state of a cell filled in by the person in the
// extended header's grid; 0 is an empty cell and 1 to 9 a given digit.
const cellFilled = 10

// writeExtended writes c in version 0, layout 0.
func (c Data) writeExtended(w *bitWriter, marks bool) {
	w.write(callbackExtended, 2)
	w.write(0, 3) // the layout
	w.write(uint(c.Action), actionBits)
	w.write(uint(c.level()-1), 7)
	w.write(uint(min(max(c.Step, 0), MaxStep)), 7)
	w.write(btou(marks), 1)
	var cells [81]uint
	for i, v := range c.Puzzle {
		switch {
		case v >= 1 && v <= 9:
			cells[i] = uint(v)
		case c.Filled[i]:
			cells[i] = cellFilled
		}
	}
	for i := 0; i+1 < 81; i += 2 {
		w.write(cells[i]*11+cells[i+1], 7)
	}
	w.write(cells[80], 4)
	if marks {
		n := DigestBits(c.Puzzle)
		w.write(uint(c.Digest)&(1<<n-1), n)
	}
}

// Decode parses callback data made by Encode or marshal, in any
// version.
func Decode(data string) (Data, error) {
	var c Data
	if len(data) == 0 || len(data) > maxCallbackData {
		return c, fmt.Errorf("%w: %d bytes", errCallback, len(data))
	}
	raw, err := base64.RawURLEncoding.DecodeString(data)
	if err != nil {
		return c, fmt.Errorf("%w: %w", errCallback, err)
	}
	r := bitReader{data: raw}
	v := r.read(2)
	if v == callbackExtended {
		err = c.readExtended(&r)
	} else {
		err = c.readOld(&r, v)
	}
	if err != nil {
		return c, err
	}
	if r.err {
		return c, fmt.Errorf("%w: %d bytes is too short", errCallback, len(raw))
	}
	if r.remaining() >= 8 {
		return c, fmt.Errorf("%w: %d bytes left over", errCallback, r.remaining()/8)
	}
	return c, nil
}

// readOld reads the rest of data of version v, 1 to 3.
func (c *Data) readOld(r *bitReader, v uint) error {
	c.Action = Action(r.read(oldActionBits))
	if c.Action == 0 || c.Action >= numActions {
		return fmt.Errorf("%w: Action %d", errCallback, c.Action)
	}
	if v == callbackPages {
		c.Level = int(r.read(7)) + 1
		if c.Action != Walk || c.Level <= 4 {
			return fmt.Errorf("%w: level %d in version %d of Action %d", errCallback, c.Level, v, c.Action)
		}
	} else {
		c.Level = int(r.read(2)) + 1
	}
	if v == callbackMarks && c.Action != Hint {
		return fmt.Errorf("%w: version %d of Action %d", errCallback, v, c.Action)
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
			return fmt.Errorf("%w: digit pair %d", errCallback, v)
		}
		c.Puzzle[given[i]], c.Puzzle[given[i+1]] = uint8(v/9+1), uint8(v%9+1)
	}
	if len(given)%2 == 1 {
		v := r.read(4)
		if v >= 9 {
			return fmt.Errorf("%w: digit %d", errCallback, v)
		}
		c.Puzzle[given[len(given)-1]] = uint8(v + 1)
	}
	if v == callbackMarks {
		c.Marks, c.Digest = true, uint16(r.read(DigestBits(c.Puzzle)))
	}
	// Entries follow a 1 bit; without them only zero padding is left.
	if r.remaining() > 0 && r.read(1) == 1 {
		for i := range 81 {
			if c.Puzzle[i] == 0 {
				c.Filled[i] = r.read(1) == 1
			}
		}
	}
	return nil
}

// readExtended reads the rest of data of version 0, the extended header.
func (c *Data) readExtended(r *bitReader) error {
	if layout := r.read(3); layout != 0 {
		return fmt.Errorf("%w: layout %d of version %d", errCallback, layout, callbackExtended)
	}
	c.Action = Action(r.read(actionBits))
	if c.Action == 0 || c.Action >= numActions {
		return fmt.Errorf("%w: Action %d", errCallback, c.Action)
	}
	c.Level = int(r.read(7)) + 1
	if c.Level > 4 && c.Action != Walk {
		return fmt.Errorf("%w: level %d of Action %d", errCallback, c.Level, c.Action)
	}
	c.Step = int(r.read(7))
	c.Marks = r.read(1) == 1
	if c.Marks && c.Action != Hint {
		return fmt.Errorf("%w: marks in Action %d", errCallback, c.Action)
	}
	set := func(i int, s uint) {
		if s == cellFilled {
			c.Filled[i] = true
		} else {
			c.Puzzle[i] = uint8(s)
		}
	}
	for i := 0; i+1 < 81; i += 2 {
		v := r.read(7)
		if v >= 11*11 {
			return fmt.Errorf("%w: cell pair %d", errCallback, v)
		}
		set(i, v/11)
		set(i+1, v%11)
	}
	last := r.read(4)
	if last > cellFilled {
		return fmt.Errorf("%w: cell %d", errCallback, last)
	}
	set(80, last)
	if c.Marks {
		c.Digest = uint16(r.read(DigestBits(c.Puzzle)))
	}
	return nil
}

// DigestBits is the number of bits of the marks' digest a hint's
// callback holds for a puzzle: 16, fewer for a puzzle of more than 76
// givens, so that version 3's data stays within 64 bytes (at least 5,
// with 81). The extended header, shorter, holds as many.
func DigestBits(puzzle solver.Grid) int {
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
