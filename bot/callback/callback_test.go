package callback

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
		c    Data
	}{
		{"hint", Data{Action: Hint, Puzzle: inkala, Step: 0, Level: 1}},
		{"deep hint with entries", Data{Action: Hint, Puzzle: inkala, Filled: filled, Step: 127, Level: 4}},
		{"steps", Data{Action: Steps, Puzzle: inkala, Level: 1}},
		{"all givens", Data{Action: Check, Puzzle: full, Level: 1}},
		{"all but one given, filled", Data{Action: Hint, Puzzle: almostFull, Filled: oneFilled, Step: 3, Level: 2}},
		{"empty grid", Data{Action: Solve, Level: 1}},
		{"walk, page 5", Data{Action: Walk, Puzzle: inkala, Filled: filled, Step: 9, Level: 5}},
		{"walk, last page", Data{Action: Walk, Puzzle: almostFull, Filled: oneFilled, Step: 127, Level: MaxPage}},
		{"hint from marks", Data{Action: Hint, Puzzle: inkala, Step: 2, Level: 3, Marks: true, Digest: 0xbeef}},
		{"hint from marks with entries", Data{Action: Hint, Puzzle: inkala, Filled: filled, Step: 127, Level: 4, Marks: true, Digest: 0xffff}},
		{"hint from marks, digest 0", Data{Action: Hint, Puzzle: inkala, Level: 1, Marks: true}},
		{"hint from marks, one cell empty", Data{Action: Hint, Puzzle: almostFull, Level: 2, Marks: true, Digest: 0x7f}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := tt.c.Encode()
			if len(data) > maxCallbackData {
				t.Fatalf("Encode() = %d bytes, want at most %d: %q", len(data), maxCallbackData, data)
			}
			got, err := Decode(data)
			if err != nil {
				t.Fatalf("Decode(%q): %v", data, err)
			}
			if got != tt.c {
				t.Errorf("Decode(encode(%+v)) = %+v", tt.c, got)
			}
		})
	}
}

// TestCallbackWorstCase checks the longest payloads: every action, in the
// version encode writes it in and in the extended header, with every
// number of givens, every other cell filled in, the last step, the
// longest level (a walk-through's last page, a hint's fourth level) and,
// in a hint, the marks with the longest digest.
func TestCallbackWorstCase(t *testing.T) {
	for a := Hint; a < numActions; a++ {
		for givens := 0; givens <= 81; givens++ {
			c := Data{Action: a, Level: 4, Step: MaxStep}
			if a == Walk {
				c.Level = MaxPage
			}
			for i := range 81 {
				if i < givens {
					c.Puzzle[i] = uint8(i%9 + 1)
				} else {
					c.Filled[i] = true
				}
			}
			if a == Hint {
				c.Marks, c.Digest = true, 1<<DigestBits(c.Puzzle)-1
			}
			for _, v := range []uint{c.version(), callbackExtended} {
				data, err := c.marshal(v)
				if err != nil {
					t.Fatalf("action %d, %d givens, version %d: %v", a, givens, v, err)
				}
				if len(data) > maxCallbackData {
					t.Errorf("action %d, %d givens, version %d: %d bytes of callback data, want at most %d", a, givens, v, len(data), maxCallbackData)
				}
				if v == callbackExtended && len(data) > 55 { // as callback.go says
					t.Errorf("action %d, %d givens, the extended header: %d bytes of callback data, want at most 55", a, givens, len(data))
				}
				if got, err := Decode(data); err != nil || got != c {
					t.Errorf("action %d, %d givens, version %d: Decode(%q) = %+v, %v; want %+v", a, givens, v, data, got, err, c)
				}
			}
		}
	}
}

// TestCallbackWorstCaseMarks checks a hint from pencil marks with every
// number of givens: its digest is as long as the 64 bytes leave room for,
// never less than 5 bits, and survives the round trip.
func TestCallbackWorstCaseMarks(t *testing.T) {
	for givens := 0; givens <= 81; givens++ {
		c := Data{Action: Hint, Level: 4, Step: MaxStep, Marks: true}
		for i := range 81 {
			if i < givens {
				c.Puzzle[i] = uint8(i%9 + 1)
			} else {
				c.Filled[i] = true
			}
		}
		bits := DigestBits(c.Puzzle)
		c.Digest = 1<<bits - 1
		data := c.Encode()
		if len(data) > maxCallbackData {
			t.Errorf("%d givens: %d bytes of callback data, want at most %d", givens, len(data), maxCallbackData)
		}
		if givens <= 76 && bits != 16 || bits < 5 {
			t.Errorf("%d givens: a digest of %d bits, want 16 up to 76 givens, never less than 5", givens, bits)
		}
		if got, err := Decode(data); err != nil || got != c {
			t.Errorf("%d givens: Decode(encode(%+v)) = %+v, %v", givens, c, got, err)
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
		want Data
	}{
		{"SAIAYEoiA4IiGYkJBZyVR9sSaQxBgA", Data{Action: Hint, Puzzle: inkala, Level: 1}},
		{"TDIAYEoiA4IiGYkJBZyVR9sSaQxB4AAAAAAAAAQ", Data{Action: Hint, Puzzle: inkala, Filled: filled, Step: 12, Level: 3}},
		{"qnEwAwJREBwREMxISCzkqj7Yk0hiDwAAAAAAAAAg", Data{Action: Walk, Puzzle: inkala, Filled: filled, Step: 9, Level: 40}},
		{"cgoAYEoiA4IiGYkJBZyVR9sSaQxBgA", Data{Action: StepsText, Puzzle: inkala, Step: 2, Level: 2}},
		{"eAIAYEoiA4IiGYkJBZyVR9sSaQxBgA", Data{Action: One, Puzzle: inkala, Level: 1}},
	}
	for _, tt := range tests {
		got, err := Decode(tt.data)
		if err != nil || got != tt.want {
			t.Errorf("Decode(%q) = %+v, %v; want %+v", tt.data, got, err, tt.want)
		}
		if again := tt.want.Encode(); again != tt.data {
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
		for _, a := range []Action{Hint, Walk, StepsText} {
			data := Data{Action: a, Puzzle: inkala, Step: 3, Level: level}.Encode()
			raw, _ := base64.RawURLEncoding.DecodeString(data)
			if v := raw[0] >> 6; v != callbackVersion {
				t.Errorf("action %d, level %d: version %d, want %d", a, level, v, callbackVersion)
			}
		}
	}
	raw, _ := base64.RawURLEncoding.DecodeString(Data{Action: Walk, Level: 5}.Encode())
	if v := raw[0] >> 6; v != callbackPages {
		t.Errorf("walk page 5: version %d, want %d", v, callbackPages)
	}
}

func TestCallbackErrors(t *testing.T) {
	valid := Data{Action: Hint, Level: 1}.Encode()
	// Version 2 (a level of 7 bits) is for the walk-through's pages past
	// the fourth only.
	v2 := func(a Action, page uint) string { // version 2's data, no givens
		var w bitWriter
		w.write(callbackPages, 2)
		w.write(uint(a), 3)
		w.write(page-1, 7)
		w.write(0, 7+81+1)
		return base64.RawURLEncoding.EncodeToString(w.bytes())
	}
	hintPage, lowPage := v2(Hint, 10), v2(Walk, 3)
	// Version 3 (a hint from pencil marks) is for hints only.
	marksWalk := func() string {
		var w bitWriter
		w.write(callbackMarks, 2)
		w.write(uint(Walk), 3)
		w.write(0, 2+7+81+16+1)
		return base64.RawURLEncoding.EncodeToString(w.bytes())
	}()
	// The extended header (version 0), with an empty grid.
	ext := func(layout uint, a Action, level uint, marks uint, cells ...uint) string {
		var w bitWriter
		w.write(callbackExtended, 2)
		w.write(layout, 3)
		w.write(uint(a), actionBits)
		w.write(level-1, 7)
		w.write(0, 7)
		w.write(marks, 1)
		for len(cells) < 41 {
			cells = append(cells, 0)
		}
		for _, v := range cells[:40] {
			w.write(v, 7)
		}
		w.write(cells[40], 4)
		if marks == 1 {
			w.write(0, 16)
		}
		return base64.RawURLEncoding.EncodeToString(w.bytes())
	}
	if c, err := Decode(ext(0, Walk, 90, 0, 10*11+3)); err != nil || c.Action != Walk || c.Level != 90 || !c.Filled[0] || c.Puzzle[1] != 3 {
		t.Errorf("the extended header's walk page 90, r1c1 filled, r1c2 given 3: %+v, %v", c, err)
	}
	if c, err := Decode(Data{Action: Hint, Level: 2, Marks: true, Digest: 9}.Encode()); err != nil || !c.Marks || c.Digest != 9 {
		t.Errorf("a hint from marks: %+v, %v", c, err)
	}
	if c, err := Decode(v2(Walk, 10)); err != nil || c.Level != 10 || c.Action != Walk {
		t.Errorf("walk page 10 in version 2: %+v, %v", c, err)
	}
	tests := []string{
		marksWalk,
		hintPage,
		lowPage,
		"",
		strings.Repeat("A", 65),
		"!!!!",
		"AAAA",                   // version 0, Action 0, cut short
		ext(1, Hint, 1, 0),       // a layout not yet defined
		ext(0, 0, 1, 0),          // Action 0
		ext(0, numActions, 1, 0), // an Action that does not exist
		ext(0, Hint, 5, 0),       // a hint's level past 4
		ext(0, Solve, 1, 1),      // marks in another Action than a hint
		ext(0, Hint, 1, 0, 121),  // a pair of cells past 11×11
		ext(0, Hint, 1, 0, append(make([]uint, 40), 11)...), // a last cell past 10
		valid[:3],    // cut short
		valid + "AA", // left over
	}
	for _, data := range tests {
		if _, err := Decode(data); !errors.Is(err, errCallback) {
			t.Errorf("Decode(%q) = %v, want an errCallback", data, err)
		}
	}
}

func FuzzCallback(f *testing.F) {
	inkala, _ := solver.Parse("800000000003600000070090200050007000000045700000100030001000068008500010090000400")
	f.Add(Data{Action: Hint, Puzzle: inkala, Level: 2, Step: 5}.Encode())
	f.Add(Data{Action: Steps, Level: 1}.Encode())
	f.Add(Data{Action: Hint, Puzzle: inkala, Level: 3, Step: 7, Marks: true, Digest: 0x1234}.Encode())
	f.Add("SAIAYEoiA4IiGYkJBZyVR9sSaQxBgA") // made before hints from marks
	ext, _ := Data{Action: Hint, Puzzle: inkala, Level: 2, Step: 9, Marks: true, Digest: 0x4321}.marshal(callbackExtended)
	f.Add(ext)
	f.Add("x")
	f.Fuzz(func(t *testing.T, data string) {
		c, err := Decode(data)
		if err != nil {
			return
		}
		for i, v := range c.Puzzle {
			if v > 9 || c.Filled[i] && v != 0 {
				t.Fatalf("Decode(%q): cell %d = %d, filled %v", data, i, v, c.Filled[i])
			}
		}
		if c.Level < 1 || c.Level > 4 && (c.Action != Walk || c.Level > MaxPage) || c.Step < 0 || c.Step > MaxStep {
			t.Fatalf("Decode(%q): level %d, step %d", data, c.Level, c.Step)
		}
		if c.Marks && (c.Action != Hint || int(c.Digest) >= 1<<DigestBits(c.Puzzle)) || !c.Marks && c.Digest != 0 {
			t.Fatalf("Decode(%q): Action %d, marks %v, digest %#x", data, c.Action, c.Marks, c.Digest)
		}
		again, err := Decode(c.Encode())
		if err != nil || again != c {
			t.Fatalf("round trip of %+v: %+v, %v", c, again, err)
		}
		ext, err := c.marshal(callbackExtended)
		if err != nil {
			t.Fatalf("marshal(%+v, extended): %v", c, err)
		}
		if again, err := Decode(ext); err != nil || again != c {
			t.Fatalf("round trip of %+v in the extended header: %+v, %v", c, again, err)
		}
	})
}

// TestCallbackGolden decodes data made by the encoder of versions 1 to 3
// before the extended header came (main at 5b60642): every Action in
// version 1, with and without givens and entries, a walk-through's pages
// in version 2, hints from marks in version 3. Buttons already sent must
// mean what they meant, and the encoder must still write them byte for
// byte, so that a release without the extended header reads today's
// buttons too.
func TestCallbackGolden(t *testing.T) {
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
		data string
		want Data
	}{
		{"ShYAYEoiA4IiGYkJBZyVR9sSaQxBgA", Data{Action: Hint, Puzzle: inkala, Step: 5, Level: 2}},
		{"T_4AYEoiA4IiGYkJBZyVR9sSaQxBySJRUkhUxUA", Data{Action: Hint, Puzzle: inkala, Filled: filled, Step: 127, Level: 4}},
		{"SAAAAAAAAAAAAAAA", Data{Action: Hint, Level: 1}},
		{"TAf____________-_HpmFA60EumaeQQJJxb2aXnn24GKFmFUohyXhGUrUM-Xhz4g", Data{Action: Hint, Puzzle: full, Level: 3, Step: 1}},
		{"UhYAYEoiA4IiGYkJBZyVR9sSaQxBgA", Data{Action: Steps, Puzzle: inkala, Step: 5, Level: 2}},
		{"V_4AYEoiA4IiGYkJBZyVR9sSaQxBySJRUkhUxUA", Data{Action: Steps, Puzzle: inkala, Filled: filled, Step: 127, Level: 4}},
		{"UAAAAAAAAAAAAAAA", Data{Action: Steps, Level: 1}},
		{"VAf____________-_HpmFA60EumaeQQJJxb2aXnn24GKFmFUohyXhGUrUM-Xhz4g", Data{Action: Steps, Puzzle: full, Level: 3, Step: 1}},
		{"WhYAYEoiA4IiGYkJBZyVR9sSaQxBgA", Data{Action: Check, Puzzle: inkala, Step: 5, Level: 2}},
		{"X_4AYEoiA4IiGYkJBZyVR9sSaQxBySJRUkhUxUA", Data{Action: Check, Puzzle: inkala, Filled: filled, Step: 127, Level: 4}},
		{"WAAAAAAAAAAAAAAA", Data{Action: Check, Level: 1}},
		{"XAf____________-_HpmFA60EumaeQQJJxb2aXnn24GKFmFUohyXhGUrUM-Xhz4g", Data{Action: Check, Puzzle: full, Level: 3, Step: 1}},
		{"YhYAYEoiA4IiGYkJBZyVR9sSaQxBgA", Data{Action: Solve, Puzzle: inkala, Step: 5, Level: 2}},
		{"Z_4AYEoiA4IiGYkJBZyVR9sSaQxBySJRUkhUxUA", Data{Action: Solve, Puzzle: inkala, Filled: filled, Step: 127, Level: 4}},
		{"YAAAAAAAAAAAAAAA", Data{Action: Solve, Level: 1}},
		{"ZAf____________-_HpmFA60EumaeQQJJxb2aXnn24GKFmFUohyXhGUrUM-Xhz4g", Data{Action: Solve, Puzzle: full, Level: 3, Step: 1}},
		{"ahYAYEoiA4IiGYkJBZyVR9sSaQxBgA", Data{Action: Walk, Puzzle: inkala, Step: 5, Level: 2}},
		{"b_4AYEoiA4IiGYkJBZyVR9sSaQxBySJRUkhUxUA", Data{Action: Walk, Puzzle: inkala, Filled: filled, Step: 127, Level: 4}},
		{"aAAAAAAAAAAAAAAA", Data{Action: Walk, Level: 1}},
		{"bAf____________-_HpmFA60EumaeQQJJxb2aXnn24GKFmFUohyXhGUrUM-Xhz4g", Data{Action: Walk, Puzzle: full, Level: 3, Step: 1}},
		{"chYAYEoiA4IiGYkJBZyVR9sSaQxBgA", Data{Action: StepsText, Puzzle: inkala, Step: 5, Level: 2}},
		{"d_4AYEoiA4IiGYkJBZyVR9sSaQxBySJRUkhUxUA", Data{Action: StepsText, Puzzle: inkala, Filled: filled, Step: 127, Level: 4}},
		{"cAAAAAAAAAAAAAAA", Data{Action: StepsText, Level: 1}},
		{"dAf____________-_HpmFA60EumaeQQJJxb2aXnn24GKFmFUohyXhGUrUM-Xhz4g", Data{Action: StepsText, Puzzle: full, Level: 3, Step: 1}},
		{"ehYAYEoiA4IiGYkJBZyVR9sSaQxBgA", Data{Action: One, Puzzle: inkala, Step: 5, Level: 2}},
		{"f_4AYEoiA4IiGYkJBZyVR9sSaQxBySJRUkhUxUA", Data{Action: One, Puzzle: inkala, Filled: filled, Step: 127, Level: 4}},
		{"eAAAAAAAAAAAAAAA", Data{Action: One, Level: 1}},
		{"fAf____________-_HpmFA60EumaeQQJJxb2aXnn24GKFmFUohyXhGUrUM-Xhz4g", Data{Action: One, Puzzle: full, Level: 3, Step: 1}},
		{"qEEwAwJREBwREMxISCzkqj7Yk0hiDkkSipJCpioA", Data{Action: Walk, Puzzle: inkala, Filled: filled, Step: 9, Level: 5}},
		{"r________-______9-PTMKB1oJdM08ggSTi3s0vPVCSDZqmPiZx1odhjpDyaShJc", Data{Action: Walk, Puzzle: almostFull, Filled: oneFilled, Step: 127, Level: 128}},
		{"zAoAYEoiA4IiGYkJBZyVR9sSaQxB33eA", Data{Action: Hint, Puzzle: inkala, Step: 2, Level: 3, Marks: true, Digest: 0xbeef}},
		{"z_4AYEoiA4IiGYkJBZyVR9sSaQxB___JIlFSSFTFQA", Data{Action: Hint, Puzzle: inkala, Filled: filled, Step: 127, Level: 4, Marks: true, Digest: 0xffff}},
		{"ygP______f_____-_HpmFA60EumaeQQJJxb2aXnqhJBs1THxM460Owx0h5NJQkv_", Data{Action: Hint, Puzzle: almostFull, Filled: oneFilled, Level: 2, Marks: true, Digest: 0x7f}},
		// The extended header (version 0), for an action past 7.
		{"AQAALAAAAAA4QAAHAYywBuAmgAABjNAABYBCAFgA1gQ3ACxIAAsA", Data{Action: Game, Puzzle: inkala, Level: 1}},
		{"AQAALJ11G2L5RelJd5DyJ2Zq6U-tjPG3yOhK5KUU9xS5lkq0UmxI", Data{Action: Game, Puzzle: full, Level: 1}},
	}
	seen := map[Action]bool{}
	for _, tt := range tests {
		seen[tt.want.Action] = true
		got, err := Decode(tt.data)
		if err != nil || got != tt.want {
			t.Errorf("Decode(%q) = %+v, %v; want %+v", tt.data, got, err, tt.want)
		}
		if again := tt.want.Encode(); again != tt.data {
			t.Errorf("encode(%+v) = %q, want it as before, %q", tt.want, again, tt.data)
		}
	}
	for a := Hint; a < numActions; a++ {
		if !seen[a] {
			t.Errorf("no golden data of Action %d: add a button of it, as encode writes it, to the table", a)
		}
	}
}

// TestCallbackExtendedGolden decodes data of the extended header (version
// 0) as this release writes it, so that a later change of its layout
// cannot go unnoticed: buttons sent keep their meaning.
func TestCallbackExtendedGolden(t *testing.T) {
	inkala, _ := solver.Parse("800000000003600000070090200050007000000045700000100030001000068008500010090000400")
	full, _ := solver.Parse("812753649943682175675491283154237896369845721287169534521974368438526917796318452")
	var filled [81]bool
	for i := range filled {
		filled[i] = inkala[i] == 0 && i%3 == 0
	}
	tests := []struct {
		data string
		want Data
	}{
		{"ACCGbAoBuFA4QoB1FYywpvurgNwpjNFABYpDuKgOmIQ3FC-4oAsC-7w", Data{Action: Hint, Puzzle: inkala, Filled: filled, Step: 12, Level: 3, Marks: true, Digest: 0xbeef}},
		{"ALjErAoBuFA4QoB1FYywpvurgNwpjNFABYpDuKgOmIQ3FC-4oAsA", Data{Action: Walk, Puzzle: inkala, Filled: filled, Step: 9, Level: 100}},
		{"AIAALJ11G2L5RelJd5DyJ2Zq6U-tjPG3yOhK5KUU9xS5lkq0UmxI", Data{Action: Solve, Puzzle: full, Level: 1}},
		{"AOAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", Data{Action: One, Level: 1}},
	}
	for _, tt := range tests {
		got, err := Decode(tt.data)
		if err != nil || got != tt.want {
			t.Errorf("Decode(%q) = %+v, %v; want %+v", tt.data, got, err, tt.want)
		}
		if again, err := tt.want.marshal(callbackExtended); err != nil || again != tt.data {
			t.Errorf("marshal(%+v, extended) = %q, %v; want it as before, %q", tt.want, again, err, tt.data)
		}
	}
}

// TestCallbackEveryActionEveryVersion writes every Action in every
// version: the version encode picks, and the extended header, hold it
// and give it back; any other version refuses it.
func TestCallbackEveryActionEveryVersion(t *testing.T) {
	inkala, _ := solver.Parse("800000000003600000070090200050007000000045700000100030001000068008500010090000400")
	var filled [81]bool
	for i := range filled {
		filled[i] = inkala[i] == 0 && i%2 == 0
	}
	for a := Hint; a < numActions; a++ {
		// Each shape of a's callback, and the version encode writes it in.
		type shape struct {
			name    string
			c       Data
			version uint
		}
		plain := uint(callbackVersion) // or the extended header, for an Action past version 1's 3 bits
		if a >= 1<<oldActionBits {
			plain = callbackExtended
		}
		shapes := []shape{
			{"level 1, no givens", Data{Action: a, Level: 1}, plain},
			{"level 3, entries", Data{Action: a, Puzzle: inkala, Filled: filled, Step: 17, Level: 3}, plain},
		}
		if a == Walk {
			shapes = append(shapes, shape{"page 77", Data{Action: a, Puzzle: inkala, Filled: filled, Step: 4, Level: 77}, callbackPages})
		}
		if a == Hint {
			shapes = append(shapes, shape{"from marks", Data{Action: a, Puzzle: inkala, Filled: filled, Step: 8, Level: 2, Marks: true, Digest: 0xa5c3}, callbackMarks})
		}
		for _, s := range shapes {
			for _, v := range []uint{callbackExtended, callbackVersion, callbackPages, callbackMarks} {
				data, err := s.c.marshal(v)
				if v != callbackExtended && v != s.version {
					if !errors.Is(err, errCannotEncode) {
						t.Errorf("action %d, %s: marshal(version %d) = %q, %v; want an errCannotEncode", a, s.name, v, data, err)
					}
					continue
				}
				if err != nil {
					t.Errorf("action %d, %s: marshal(version %d): %v", a, s.name, v, err)
					continue
				}
				if len(data) > maxCallbackData {
					t.Errorf("action %d, %s, version %d: %d bytes, want at most %d", a, s.name, v, len(data), maxCallbackData)
				}
				raw, _ := base64.RawURLEncoding.DecodeString(data)
				if got := uint(raw[0] >> 6); got != v {
					t.Errorf("action %d, %s: marshal(version %d) wrote version %d", a, s.name, v, got)
				}
				if got, err := Decode(data); err != nil || got != s.c {
					t.Errorf("action %d, %s, version %d: Decode(%q) = %+v, %v; want %+v", a, s.name, v, data, got, err, s.c)
				}
			}
			if got := s.c.version(); got != s.version {
				t.Errorf("action %d, %s: encode writes version %d, want %d", a, s.name, got, s.version)
			}
		}
	}
}

// TestCallbackActionOutOfRange checks that an Action that does not exist
// makes no data (before the extended header, an eighth Action was written
// as 0 in its 3 bits, and its button only said it had expired).
func TestCallbackActionOutOfRange(t *testing.T) {
	for _, a := range []Action{0, numActions, 1 << actionBits, 255} {
		c := Data{Action: a, Level: 1}
		for _, v := range []uint{callbackExtended, callbackVersion, callbackPages, callbackMarks} {
			if data, err := c.marshal(v); !errors.Is(err, errCannotEncode) {
				t.Errorf("marshal(Action %d, version %d) = %q, %v; want an errCannotEncode", a, v, data, err)
			}
		}
		func() {
			defer func() {
				if p := recover(); p == nil {
					t.Errorf("encode(Action %d) did not panic", a)
				} else if err, ok := p.(error); !ok || !errors.Is(err, errCannotEncode) {
					t.Errorf("encode(Action %d) panicked with %v, want an errCannotEncode", a, p)
				}
			}()
			c.Encode()
		}()
	}
}

// TestCallbackExtendedActionField checks that the extended header's
// Action field holds every value up to 1<<actionBits - 1, the room left
// for new actions, and that the fields after it stay where they are.
func TestCallbackExtendedActionField(t *testing.T) {
	for a := 1; a < 1<<actionBits; a++ {
		var w bitWriter
		Data{Action: Action(a), Level: 3, Step: 100}.writeExtended(&w, false)
		r := bitReader{data: w.bytes()}
		if v, layout, got, level, step := r.read(2), r.read(3), r.read(actionBits), r.read(7), r.read(7); v != callbackExtended || layout != 0 || got != uint(a) || level != 2 || step != 100 {
			t.Errorf("action %d: version %d, layout %d, Action %d, level %d, step %d; want 0, 0, %d, 2, 100", a, v, layout, got, level+1, step, a)
		}
	}
}
