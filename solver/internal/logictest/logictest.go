// Package logictest builds the positions that the tests of solver/logic
// and solver/explain are written on: a complete canvas with a few cells
// emptied, boards drawn for one digit or given cell by cell, pencil
// marks, the pictures of the fish and single-digit tests; it names steps
// the way those tests compare them, and finds the workplace's shared data
// sets.
//
// It does not import solver/logic, whose own tests import it (that would
// be a cycle): a [Board] has the fields of logic.Board, which converts it
// (logic.Board(logictest.CanvasBoard[logic.Digits](t, "r1c1", "27"))), and
// a step's candidates are any type of logic.Candidate's shape.
package logictest

import (
	"fmt"
	"strings"
	"testing"

	"sudokubot/solver"
)

// Digits is the constraint of a cell's candidates: logic.Digits, bit d
// set for digit d.
type Digits interface{ ~uint16 }

// A Board has the fields of logic.Board, in its order, so that
// logic.Board(b) converts it.
type Board[D Digits] struct {
	Puzzle solver.Grid
	Values solver.Grid
	Cands  [81]D
}

// allDigits is the candidates 1 to 9.
const allDigits = 0x3fe

// Canvas is a valid complete grid: cell (r, c) holds (3r + r/3 + c) mod 9
// + 1.
var Canvas = func() (g solver.Grid) {
	for i := range 81 {
		r, c := i/9, i%9
		g[i] = uint8((3*r+r/3+c)%9 + 1)
	}
	return g
}()

// Cell parses a cell's name, "r5c4", and fails t on anything else.
func Cell(t testing.TB, name string) int {
	t.Helper()
	var r, c int
	if _, err := fmt.Sscanf(name, "r%dc%d", &r, &c); err != nil || r < 1 || r > 9 || c < 1 || c > 9 || solver.CellName((r-1)*9+c-1) != name {
		t.Fatalf("bad cell name %q", name)
	}
	return (r-1)*9 + c - 1
}

// digits returns the candidates written as a string of digits, "279".
func digits[D Digits](s string) D {
	var d D
	for _, r := range s {
		d |= 1 << (r - '0')
	}
	return d
}

// CanvasBoard returns the canvas with the named cells emptied and given
// the candidates, e.g. CanvasBoard[logic.Digits](t, "r1c1", "27", "r2c4",
// "279"); a cell named with a leading '*' (e.g. "*r1c1") is a given
// instead, and keeps its digit. The finders look only at pencil marks, so
// the filled cells need not agree with them.
func CanvasBoard[D Digits](t testing.TB, cellCands ...string) Board[D] {
	t.Helper()
	if len(cellCands)%2 != 0 {
		t.Fatalf("CanvasBoard: odd argument count %d", len(cellCands))
	}
	b := Board[D]{Values: Canvas}
	for i := 0; i < len(cellCands); i += 2 {
		name, cands := cellCands[i], cellCands[i+1]
		c := Cell(t, strings.TrimPrefix(name, "*"))
		if strings.HasPrefix(name, "*") {
			b.Puzzle[c] = b.Values[c]
			continue
		}
		b.Values[c] = 0
		b.Cands[c] = digits[D](cands)
	}
	return b
}

// BugBoard returns the canvas with the cells of digits 1, 2 and 3 empty,
// with candidates 12, 23 and 31: every empty cell has two candidates and
// every candidate appears twice in each house, a grave. Then extra adds
// candidates to cells: {"r1c1": "3"}.
func BugBoard[D Digits](t testing.TB, extra map[string]string) Board[D] {
	t.Helper()
	var args []string
	for c := range 81 {
		d := Canvas[c]
		if d > 3 {
			continue
		}
		cands := fmt.Sprintf("%d%d", d, d%3+1)
		args = append(args, solver.CellName(c), cands+extra[solver.CellName(c)])
	}
	return CanvasBoard[D](t, args...)
}

// house returns the cells of house h: rows 0 to 8, columns 9 to 17,
// boxes 18 to 26.
func house(h int) [9]int {
	return solver.House{Kind: solver.HouseKind(h / 9), Index: h % 9}.Cells()
}

// DigitBoard returns the board a picture of nine rows draws for digit d:
// '#' where d is placed, 'x' where it is a candidate, '.' where it is
// not. Every other digit is a candidate in every empty cell, so no
// pattern of another digit appears. The picture must be one a real board
// can have: every row, column and box without a '#' has two candidates or
// more, and d can be placed in a way that fills them all.
func DigitBoard[D Digits](t testing.TB, d int, rows ...string) Board[D] {
	t.Helper()
	if len(rows) != 9 {
		t.Fatalf("picture has %d rows, want 9", len(rows))
	}
	var b Board[D]
	for r, row := range rows {
		if len(row) != 9 {
			t.Fatalf("picture row %d is %q, want 9 cells", r+1, row)
		}
		for c := range 9 {
			i := r*9 + c
			switch row[c] {
			case '#':
				b.Values[i] = uint8(d)
			case 'x':
				b.Cands[i] = allDigits
			default:
				b.Cands[i] = allDigits &^ (1 << d)
			}
		}
	}
	for h := range 27 {
		placed, cands := 0, 0
		for _, c := range house(h) {
			if b.Values[c] != 0 {
				placed++
			} else if b.Cands[c]>>d&1 == 1 {
				cands++
			}
		}
		if placed > 1 || placed == 0 && cands < 2 || placed == 1 && cands > 0 {
			hs := solver.House{Kind: solver.HouseKind(h / 9), Index: h % 9}
			t.Fatalf("picture is not a real board: %s has %d placed and %d candidates", hs, placed, cands)
		}
	}
	if len(b.Templates(d)) == 0 {
		t.Fatalf("picture has no placement of %d", d)
	}
	return b
}

// Templates returns every placement of digit d on the board: sets of
// cells, one candidate in each row without d, that fill every column and
// box without d once.
func (b Board[D]) Templates(d int) [][81]bool {
	var out [][81]bool
	box := func(i int) int { return solver.HouseOf(solver.Box, i).Index }
	var rec func(r int, used [81]bool, cols, boxes uint16)
	rec = func(r int, used [81]bool, cols, boxes uint16) {
		if r == 9 {
			out = append(out, used)
			return
		}
		for c := range 9 {
			i := r*9 + c
			if b.Values[i] == uint8(d) {
				rec(r+1, used, cols|1<<c, boxes|1<<box(i))
				return
			}
			if b.Values[i] != 0 || b.Cands[i]>>d&1 == 0 || cols>>c&1 != 0 || boxes>>box(i)&1 != 0 {
				continue
			}
			next := used
			next[i] = true
			rec(r+1, next, cols|1<<c, boxes|1<<box(i))
		}
	}
	rec(0, [81]bool{}, 0, 0)
	return out
}

// CandBoard returns a board of empty cells with every candidate, changed
// by items such as "c5-1" (remove 1 from column 5; also r3-2, b5-7) and
// then "r5c5=16" (the cell's candidates are 1 and 6).
func CandBoard[D Digits](t testing.TB, spec string) Board[D] {
	t.Helper()
	var b Board[D]
	for c := range 81 {
		b.Cands[c] = allDigits
	}
	items := strings.Fields(spec)
	for _, it := range items {
		h, digit, ok := strings.Cut(it, "-")
		if !ok {
			continue
		}
		var kind byte
		var n, d int
		if _, err := fmt.Sscanf(h+" "+digit, "%c%d %d", &kind, &n, &d); err != nil || strings.IndexByte("rcb", kind) < 0 || n < 1 || n > 9 {
			t.Fatalf("CandBoard item %q: %v", it, err)
		}
		for _, c := range house(strings.IndexByte("rcb", kind)*9 + n - 1) {
			b.Cands[c] &^= 1 << d
		}
	}
	for _, it := range items {
		cell, ds, ok := strings.Cut(it, "=")
		if !ok {
			continue
		}
		b.Cands[Cell(t, cell)] = digits[D](ds)
	}
	return b
}

// PencilMarks builds a board from pencil marks: 81 space-separated
// fields, a digit string of candidates per cell or a digit in brackets
// for a given, e.g. "[5]". It is for hand-made test positions, which need
// not be puzzles with one solution.
func PencilMarks[D Digits](t testing.TB, pm string) Board[D] {
	t.Helper()
	f := strings.Fields(pm)
	if len(f) != 81 {
		t.Fatalf("pencil marks: %d fields, want 81", len(f))
	}
	var b Board[D]
	for c, s := range f {
		if strings.HasPrefix(s, "[") {
			d := s[1] - '0'
			b.Values[c], b.Puzzle[c] = d, d
			continue
		}
		b.Cands[c] = digits[D](s)
	}
	return b
}

// GridBoard returns a board of nine rows of nine fields each: a field is
// a cell's candidates ("1234"), or "=d" for a filled cell. The finders
// look only at pencil marks, so the board need not be a real position.
func GridBoard[D Digits](t testing.TB, rows ...string) Board[D] {
	t.Helper()
	if len(rows) != 9 {
		t.Fatalf("GridBoard: %d rows, want 9", len(rows))
	}
	var b Board[D]
	for r, row := range rows {
		fields := strings.Fields(row)
		if len(fields) != 9 {
			t.Fatalf("GridBoard: row %d has %d fields, want 9", r+1, len(fields))
		}
		for c, f := range fields {
			cell := r*9 + c
			if d, ok := strings.CutPrefix(f, "="); ok {
				b.Values[cell] = d[0] - '0'
				continue
			}
			b.Cands[cell] = digits[D](f)
		}
	}
	return b
}
