package solver

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestParseMoves(t *testing.T) {
	row3 := func(vs ...uint8) []Move {
		ms := make([]Move, 9)
		for i, v := range vs {
			ms[i] = Move{Cell: 18 + i, Digit: v}
		}
		return ms
	}
	tests := []struct {
		in   string
		want []Move
	}{
		{"r3c5=7", []Move{{22, 7}}},
		{"R3C5 7", []Move{{22, 7}}},
		{"r3c5: 7", []Move{{22, 7}}},
		{"r3c5＝7", []Move{{22, 7}}},
		{"r3c5=0", []Move{{22, 0}}},
		{"R3C5 = 0", []Move{{22, 0}}},
		{"r3c5=.", []Move{{22, 0}}},
		{"r1c1=1, r9c9=9; r5c5=5", []Move{{0, 1}, {80, 9}, {40, 5}}},
		{"r1c1=1，r9c9=9", []Move{{0, 1}, {80, 9}}},
		{"  r1c1=1\nr2c2=2  ", []Move{{0, 1}, {10, 2}}},
		{"r3=4.5..7...", row3(4, 0, 5, 0, 0, 7, 0, 0, 0)},
		{"row 3: 4 . 5 . . 7 . . .", row3(4, 0, 5, 0, 0, 7, 0, 0, 0)},
		{"строка 3: 4 . 5 . . 7 . . .", row3(4, 0, 5, 0, 0, 7, 0, 0, 0)},
		{"Строка 3 4.5..7...", row3(4, 0, 5, 0, 0, 7, 0, 0, 0)},
		{"ряд 3: 4.5..7...", row3(4, 0, 5, 0, 0, 7, 0, 0, 0)},
		{"Row3 405007000", row3(4, 0, 5, 0, 0, 7, 0, 0, 0)},
		{"r3 123456789 r1c1=5", append(row3(1, 2, 3, 4, 5, 6, 7, 8, 9), Move{0, 5})},
	}
	for _, tt := range tests {
		got, err := ParseMoves(tt.in)
		if err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("ParseMoves(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
	}
}

func TestParseMovesErrors(t *testing.T) {
	tests := []struct {
		in, want string // want: part of the error
	}{
		{"", "no moves"},
		{"hello", `expected a move like "r3c5=7"`},
		{"r0c5=7", "row number"},
		{"r10c5=7", "row 10 does not exist"},
		{"r3c0=7", "column number"},
		{"r3c5=", "expected the digit for r3c5"},
		{"r3c5=x", "expected the digit for r3c5"},
		{"r3c5=77", "one digit per cell"},
		{"r3c5=7x", "expected a space, comma or semicolon"},
		{"r3=4.5", "row 3 has 3 cells here, want 9"},
		{"r3=1234567890", "more than 9 cells"},
		{"530070000600195000098000060800060003400803001700020006060000280000419005000080079", `expected a move`},
		{strings.Repeat("r1c1=1 ", 200), "more than 162 moves"},
	}
	for _, tt := range tests {
		_, err := ParseMoves(tt.in)
		var me *MoveError
		if !errors.As(err, &me) || !errors.Is(err, ErrNoMoves) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseMoves(%q) error %v, want a *MoveError saying %q", tt.in, err, tt.want)
		}
	}
}

// FuzzParseMoves checks that ParseMoves never panics, returns moves in
// range or a *MoveError, and reads its moves' own writing back.
func FuzzParseMoves(f *testing.F) {
	for _, s := range []string{"r3c5=7", "row 3: 4 . 5 . . 7 . . .", "r1c1=1, r9c9=9; r5c5=5", "r3=4.5..7...", "R3C5 7", "r3c5＝7", "r10c5=7", "строка 3: 4 . 5 . . 7 . . .", "СТРО"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ms, err := ParseMoves(s)
		if err != nil {
			var me *MoveError
			if !errors.As(err, &me) || me.Offset < 0 || me.Offset > len(s) {
				t.Fatalf("ParseMoves(%q): error %v is not a *MoveError within the text", s, err)
			}
			return
		}
		if len(ms) == 0 || len(ms) > maxMoves {
			t.Fatalf("ParseMoves(%q): %d moves", s, len(ms))
		}
		var parts []string
		for _, m := range ms {
			if m.Cell < 0 || m.Cell > 80 || m.Digit > 9 {
				t.Fatalf("ParseMoves(%q): move %+v out of range", s, m)
			}
			parts = append(parts, m.String())
		}
		again, err := ParseMoves(strings.Join(parts, " "))
		if err != nil || !slices.Equal(again, ms) {
			t.Fatalf("ParseMoves(%q) = %v, but its writing reads as %v, %v", s, ms, again, err)
		}
	})
}
