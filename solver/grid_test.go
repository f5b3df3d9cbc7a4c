package solver

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

const inkala = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."

func mustParse(t testing.TB, s string) Grid {
	t.Helper()
	g, err := Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return g
}

func TestGridString(t *testing.T) {
	g := mustParse(t, inkala)
	if got := g.String(); got != inkala {
		t.Errorf("String() = %q, want %q", got, inkala)
	}
	wantDigits := "800000000003600000070090200050007000000045700000100030001000068008500010090000400"
	if got := g.Digits(); got != wantDigits {
		t.Errorf("Digits() = %q, want %q", got, wantDigits)
	}
	wantBoard := `8 . . | . . . | . . .
. . 3 | 6 . . | . . .
. 7 . | . 9 . | 2 . .
------+-------+------
. 5 . | . . 7 | . . .
. . . | . 4 5 | 7 . .
. . . | 1 . . | . 3 .
------+-------+------
. . 1 | . . . | . 6 8
. . 8 | 5 . . | . 1 .
. 9 . | . . . | 4 . .
`
	if got := g.Board(); got != wantBoard {
		t.Errorf("Board() =\n%s\nwant\n%s", got, wantBoard)
	}
	if back := mustParse(t, g.Board()); back != g {
		t.Errorf("Parse(Board()) = %v, want %v", back, g)
	}
	if n := g.Count(); n != 21 {
		t.Errorf("Count() = %d, want 21", n)
	}
	var odd Grid
	odd[0] = 12
	if got := odd.String(); got[0] != '?' {
		t.Errorf("String() of a cell holding 12 starts %q, want '?'", got[0])
	}
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name  string
		grid  string
		want  []Conflict
		value bool
	}{
		{name: "valid", grid: inkala},
		{name: "empty", grid: "................................................................................."},
		{
			name: "row",
			grid: "8......8." + "................................................................................"[:72],
			want: []Conflict{{Digit: 8, House: House{Row, 0}, Cells: []int{0, 7}}},
		},
		{
			name: "column and box",
			grid: "5........" + "5........" + "................................................................................"[:63],
			want: []Conflict{
				{Digit: 5, House: House{Column, 0}, Cells: []int{0, 9}},
				{Digit: 5, House: House{Box, 0}, Cells: []int{0, 9}},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := mustParseLoose(t, tt.grid)
			err := g.Validate()
			if tt.want == nil {
				if err != nil {
					t.Fatalf("Validate() = %v, want nil", err)
				}
				return
			}
			var ce *ConflictError
			if !errors.As(err, &ce) {
				t.Fatalf("Validate() = %v, want a *ConflictError", err)
			}
			if !errors.Is(err, ErrConflict) {
				t.Errorf("errors.Is(%v, ErrConflict) = false", err)
			}
			if !slices.EqualFunc(ce.Conflicts, tt.want, conflictEqual) {
				t.Errorf("Validate() conflicts = %v, want %v", ce.Conflicts, tt.want)
			}
		})
	}
	var g Grid
	g[40] = 10
	var ve *ValueError
	if err := g.Validate(); !errors.As(err, &ve) || ve.Cell != 40 || ve.Value != 10 || !errors.Is(err, ErrValue) {
		t.Errorf("Validate() of a grid holding 10 = %v, want a *ValueError for r5c5", err)
	}
}

// mustParseLoose parses a grid that may have conflicts.
func mustParseLoose(t *testing.T, s string) Grid {
	t.Helper()
	g, err := Parse(s)
	if err != nil && !errors.Is(err, ErrConflict) {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return g
}

func conflictEqual(a, b Conflict) bool {
	return a.Digit == b.Digit && a.House == b.House && slices.Equal(a.Cells, b.Cells)
}

func TestHouses(t *testing.T) {
	tests := []struct {
		h     House
		name  string
		cells [9]int
	}{
		{House{Row, 4}, "row 5", [9]int{36, 37, 38, 39, 40, 41, 42, 43, 44}},
		{House{Column, 0}, "column 1", [9]int{0, 9, 18, 27, 36, 45, 54, 63, 72}},
		{House{Box, 4}, "box 5", [9]int{30, 31, 32, 39, 40, 41, 48, 49, 50}},
		{House{Box, 8}, "box 9", [9]int{60, 61, 62, 69, 70, 71, 78, 79, 80}},
	}
	for _, tt := range tests {
		if got := tt.h.String(); got != tt.name {
			t.Errorf("%#v.String() = %q, want %q", tt.h, got, tt.name)
		}
		if got := tt.h.Cells(); got != tt.cells {
			t.Errorf("%v.Cells() = %v, want %v", tt.h, got, tt.cells)
		}
		for _, c := range tt.cells {
			if got := HouseOf(tt.h.Kind, c); got != tt.h {
				t.Errorf("HouseOf(%v, %d) = %v, want %v", tt.h.Kind, c, got, tt.h)
			}
		}
	}
	if got := CellName(39); got != "r5c4" {
		t.Errorf("CellName(39) = %q, want r5c4", got)
	}
}

func TestConsistentAndDiff(t *testing.T) {
	sol := mustParse(t, "812753649943682175675491283154237896369845721287169534521974368438526917796318452")
	g := mustParse(t, inkala)
	if !g.Consistent(sol) {
		t.Errorf("the puzzle is not consistent with its solution")
	}
	g[1] = sol[1]       // a right entry
	g[2] = sol[2]%9 + 1 // a wrong one
	if g.Consistent(sol) {
		t.Errorf("Consistent() = true with a wrong entry in r1c3")
	}
	if got := g.Diff(sol); !slices.Equal(got, []int{2}) {
		t.Errorf("Diff() = %v, want [2]", got)
	}
}

func TestBlocked(t *testing.T) {
	tests := []struct {
		name, grid string
		want       []int
	}{
		{"empty", strings.Repeat(".", 81), nil},
		{"row and box", "1234567.." + ".......89" + strings.Repeat(".", 63), []int{7, 8}},
		{"row and column", "12345678." + strings.Repeat(".", 71) + "9", []int{8}},
		{"the nine in another column", "12345678." + strings.Repeat(".", 70) + "9.", nil},
		{"solved", "534678912672195348198342567859761423426853791713924856961537284287419635345286179", nil},
	}
	for _, tt := range tests {
		g, err := Parse(tt.grid)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if got := g.Blocked(); !slices.Equal(got, tt.want) {
			t.Errorf("%s: Blocked() = %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestCellNames(t *testing.T) {
	for _, tc := range []struct {
		cells []int
		want  string
	}{
		{nil, ""},
		{[]int{0}, "r1c1"},
		{[]int{39, 80, 8}, "r5c4 r9c9 r1c9"},
		{[]int{81}, "cell(81)"},
	} {
		if got := strings.Join(CellNames(tc.cells), " "); got != tc.want {
			t.Errorf("CellNames(%v) = %q, want %q", tc.cells, got, tc.want)
		}
	}
}

func TestPeers(t *testing.T) {
	for i := range 81 {
		ps := Peers(i)
		seen := map[int]bool{}
		for _, j := range ps {
			shares := j/9 == i/9 || j%9 == i%9 || (j/27 == i/27 && j%9/3 == i%9/3)
			if j == i || !shares || seen[j] {
				t.Fatalf("Peers(%d) = %v: %d is not a peer, or twice", i, ps, j)
			}
			seen[j] = true
		}
	}
	if got, want := Peers(0), [20]int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 19, 20, 27, 36, 45, 54, 63, 72}; got != want {
		t.Errorf("Peers(0) = %v, want %v", got, want)
	}
}
