package bot

import (
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
// one, or every non-given cell filled.
func TestCallbackWorstCase(t *testing.T) {
	for givens := 0; givens <= 81; givens++ {
		var c callback
		c.Action, c.Level, c.Step = actHint, 4, maxCallbackStep
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

func TestCallbackErrors(t *testing.T) {
	valid := callback{Action: actHint, Level: 1}.encode()
	tests := []string{
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
		if c.Level < 1 || c.Level > 4 || c.Step < 0 || c.Step > maxCallbackStep {
			t.Fatalf("decodeCallback(%q): level %d, step %d", data, c.Level, c.Step)
		}
		again, err := decodeCallback(c.encode())
		if err != nil || again != c {
			t.Fatalf("round trip of %+v: %+v, %v", c, again, err)
		}
	})
}
