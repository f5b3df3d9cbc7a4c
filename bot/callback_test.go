package bot

import (
	"encoding/base64"
	"errors"
	"strings"
	"testing"

	"sudokubot/solver"
)

func TestCallbackRoundTrip(t *testing.T) {
	inkala, _ := solver.Parse("800000000003600000070090200050007000000045700000100030001000068008500010090000400")
	full, _ := solver.Parse("812753649943682175675491283154237896369845721287169534521974368438526917796318452")
	almostFull := full
	almostFull[40] = 0
	var filled [81]bool
	for i := range filled {
		filled[i] = inkala[i] == 0 && i%3 == 0
	}
	var oneFilled [81]bool
	oneFilled[40] = true
	tests := []struct {
		name string
		c    callback
	}{
		{"hint", callback{Action: actHint, Puzzle: inkala, Step: 0, Level: 1}},
		{"deep hint with entries", callback{Action: actHint, Puzzle: inkala, Filled: filled, Step: 127, Level: 4}},
		{"steps", callback{Action: actSteps, Puzzle: inkala, Level: 1}},
		{"all givens", callback{Action: actCheck, Puzzle: full, Level: 1}},
		{"all but one given, filled", callback{Action: actHint, Puzzle: almostFull, Filled: oneFilled, Step: 3, Level: 2}},
		{"empty grid", callback{Action: actSolve, Level: 1}},
		{"walk, page 5", callback{Action: actWalk, Puzzle: inkala, Filled: filled, Step: 9, Level: 5}},
		{"walk, last page", callback{Action: actWalk, Puzzle: almostFull, Filled: oneFilled, Step: 127, Level: maxCallbackPage}},
		{"hint from marks", callback{Action: actHint, Puzzle: inkala, Step: 2, Level: 3, Marks: true, Digest: 0xbeef}},
		{"hint from marks with entries", callback{Action: actHint, Puzzle: inkala, Filled: filled, Step: 127, Level: 4, Marks: true, Digest: 0xffff}},
		{"hint from marks, digest 0", callback{Action: actHint, Puzzle: inkala, Level: 1, Marks: true}},
		{"hint from marks, one cell empty", callback{Action: actHint, Puzzle: almostFull, Level: 2, Marks: true, Digest: 0x7f}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := tt.c.encode()
			if len(data) > maxCallbackData {
				t.Fatalf("encode() = %d bytes, want at most %d: %q", len(data), maxCallbackData, data)
			}
			got, err := decodeCallback(data)
			if err != nil {
				t.Fatalf("decodeCallback(%q): %v", data, err)
			}
			if got != tt.c {
				t.Errorf("decodeCallback(encode(%+v)) = %+v", tt.c, got)
			}
		})
	}
}

// TestCallbackWorstCase checks the longest payload: every cell given but
// one, or every non-given cell filled, with the longest level (a
// walk-through's last page).
func TestCallbackWorstCase(t *testing.T) {
	for givens := 0; givens <= 81; givens++ {
		var c callback
		c.Action, c.Level, c.Step = actWalk, maxCallbackPage, maxCallbackStep
		for i := range 81 {
			if i < givens {
				c.Puzzle[i] = uint8(i%9 + 1)
			} else {
				c.Filled[i] = true
			}
		}
		if n := len(c.encode()); n > maxCallbackData {
			t.Errorf("%d givens: %d bytes of callback data, want at most %d", givens, n, maxCallbackData)
		}
	}
}

// TestCallbackWorstCaseMarks checks a hint from pencil marks with every
// number of givens: its digest is as long as the 64 bytes leave room for,
// never less than 5 bits, and survives the round trip.
func TestCallbackWorstCaseMarks(t *testing.T) {
	for givens := 0; givens <= 81; givens++ {
		c := callback{Action: actHint, Level: 4, Step: maxCallbackStep, Marks: true}
		for i := range 81 {
			if i < givens {
				c.Puzzle[i] = uint8(i%9 + 1)
			} else {
				c.Filled[i] = true
			}
		}
		bits := digestBits(c.Puzzle)
		c.Digest = 1<<bits - 1
		data := c.encode()
		if len(data) > maxCallbackData {
			t.Errorf("%d givens: %d bytes of callback data, want at most %d", givens, len(data), maxCallbackData)
		}
		if givens <= 76 && bits != 16 || bits < 5 {
			t.Errorf("%d givens: a digest of %d bits, want 16 up to 76 givens, never less than 5", givens, bits)
		}
		if got, err := decodeCallback(data); err != nil || got != c {
			t.Errorf("%d givens: decodeCallback(encode(%+v)) = %+v, %v", givens, c, got, err)
		}
	}
}

// TestCallbackOldData decodes buttons made before hints from pencil
// marks: they must keep working after the bot restarts with this code.
func TestCallbackOldData(t *testing.T) {
	inkala, _ := solver.Parse("800000000003600000070090200050007000000045700000100030001000068008500010090000400")
	var filled [81]bool
	filled[1], filled[80] = true, true
	tests := []struct {
		data string
		want callback
	}{
		{"SAIAYEoiA4IiGYkJBZyVR9sSaQxBgA", callback{Action: actHint, Puzzle: inkala, Level: 1}},
		{"TDIAYEoiA4IiGYkJBZyVR9sSaQxB4AAAAAAAAAQ", callback{Action: actHint, Puzzle: inkala, Filled: filled, Step: 12, Level: 3}},
		{"qnEwAwJREBwREMxISCzkqj7Yk0hiDwAAAAAAAAAg", callback{Action: actWalk, Puzzle: inkala, Filled: filled, Step: 9, Level: 40}},
		{"cgoAYEoiA4IiGYkJBZyVR9sSaQxBgA", callback{Action: actStepsText, Puzzle: inkala, Step: 2, Level: 2}},
		{"eAIAYEoiA4IiGYkJBZyVR9sSaQxBgA", callback{Action: actOne, Puzzle: inkala, Level: 1}},
	}
	for _, tt := range tests {
		got, err := decodeCallback(tt.data)
		if err != nil || got != tt.want {
			t.Errorf("decodeCallback(%q) = %+v, %v; want %+v", tt.data, got, err, tt.want)
		}
		if again := tt.want.encode(); again != tt.data {
			t.Errorf("encode(%+v) = %q, want it as before, %q", tt.want, again, tt.data)
		}
	}
}

// TestCallbackOldPages checks that a callback of a level up to 4 is
// written as version 1, byte for byte as before pages past the fourth
// took a version of their own, so that old buttons and new agree.
func TestCallbackOldPages(t *testing.T) {
	inkala, _ := solver.Parse("800000000003600000070090200050007000000045700000100030001000068008500010090000400")
	for level := 1; level <= 4; level++ {
		for _, a := range []action{actHint, actWalk, actStepsText} {
			data := callback{Action: a, Puzzle: inkala, Step: 3, Level: level}.encode()
			raw, _ := base64.RawURLEncoding.DecodeString(data)
			if v := raw[0] >> 6; v != callbackVersion {
				t.Errorf("action %d, level %d: version %d, want %d", a, level, v, callbackVersion)
			}
		}
	}
	raw, _ := base64.RawURLEncoding.DecodeString(callback{Action: actWalk, Level: 5}.encode())
	if v := raw[0] >> 6; v != callbackPages {
		t.Errorf("walk page 5: version %d, want %d", v, callbackPages)
	}
}

func TestCallbackErrors(t *testing.T) {
	valid := callback{Action: actHint, Level: 1}.encode()
	// Version 2 (a level of 7 bits) is for the walk-through's pages past
	// the fourth only.
	v2 := func(a action, page uint) string { // version 2's data, no givens
		var w bitWriter
		w.write(callbackPages, 2)
		w.write(uint(a), 3)
		w.write(page-1, 7)
		w.write(0, 7+81+1)
		return base64.RawURLEncoding.EncodeToString(w.bytes())
	}
	hintPage, lowPage := v2(actHint, 10), v2(actWalk, 3)
	// Version 3 (a hint from pencil marks) is for hints only.
	marksWalk := func() string {
		var w bitWriter
		w.write(callbackMarks, 2)
		w.write(uint(actWalk), 3)
		w.write(0, 2+7+81+16+1)
		return base64.RawURLEncoding.EncodeToString(w.bytes())
	}()
	if c, err := decodeCallback(callback{Action: actHint, Level: 2, Marks: true, Digest: 9}.encode()); err != nil || !c.Marks || c.Digest != 9 {
		t.Errorf("a hint from marks: %+v, %v", c, err)
	}
	if c, err := decodeCallback(v2(actWalk, 10)); err != nil || c.Level != 10 || c.Action != actWalk {
		t.Errorf("walk page 10 in version 2: %+v, %v", c, err)
	}
	tests := []string{
		marksWalk,
		hintPage,
		lowPage,
		"",
		strings.Repeat("A", 65),
		"!!!!",
		"AAAA",       // version 0
		valid[:3],    // cut short
		valid + "AA", // left over
	}
	for _, data := range tests {
		if _, err := decodeCallback(data); !errors.Is(err, errCallback) {
			t.Errorf("decodeCallback(%q) = %v, want an errCallback", data, err)
		}
	}
}

func FuzzCallback(f *testing.F) {
	inkala, _ := solver.Parse("800000000003600000070090200050007000000045700000100030001000068008500010090000400")
	f.Add(callback{Action: actHint, Puzzle: inkala, Level: 2, Step: 5}.encode())
	f.Add(callback{Action: actSteps, Level: 1}.encode())
	f.Add(callback{Action: actHint, Puzzle: inkala, Level: 3, Step: 7, Marks: true, Digest: 0x1234}.encode())
	f.Add("SAIAYEoiA4IiGYkJBZyVR9sSaQxBgA") // made before hints from marks
	f.Add("x")
	f.Fuzz(func(t *testing.T, data string) {
		c, err := decodeCallback(data)
		if err != nil {
			return
		}
		for i, v := range c.Puzzle {
			if v > 9 || c.Filled[i] && v != 0 {
				t.Fatalf("decodeCallback(%q): cell %d = %d, filled %v", data, i, v, c.Filled[i])
			}
		}
		if c.Level < 1 || c.Level > 4 && (c.Action != actWalk || c.Level > maxCallbackPage) || c.Step < 0 || c.Step > maxCallbackStep {
			t.Fatalf("decodeCallback(%q): level %d, step %d", data, c.Level, c.Step)
		}
		if c.Marks && (c.Action != actHint || int(c.Digest) >= 1<<digestBits(c.Puzzle)) || !c.Marks && c.Digest != 0 {
			t.Fatalf("decodeCallback(%q): action %d, marks %v, digest %#x", data, c.Action, c.Marks, c.Digest)
		}
		again, err := decodeCallback(c.encode())
		if err != nil || again != c {
			t.Fatalf("round trip of %+v: %+v, %v", c, again, err)
		}
	})
}
