// The harness of the finder tests (fish_test.go, singledigit_test.go,
// wings_test.go, coloring_test.go, uniqueness_test.go, als_test.go): boards
// built by hand, and tables of the steps a technique's finder must find on
// them.
//
// The tests of the colouring, uniqueness and ALS techniques use canvas
// boards: a complete grid in which only a few cells are empty, with
// candidates chosen for the pattern under test. The finders look only at
// pencil marks, so the filled cells need not agree with them. The tests of
// fish, single-digit patterns and wings draw one digit's cells
// (digitBoard, pictureBoard) or list every cell's candidates (candBoard).

package logic

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"sudokubot/solver"
)

// canvas is a valid complete grid: cell (r, c) holds (3r + r/3 + c) mod 9
// + 1.
var canvas = func() (g solver.Grid) {
	for i := range 81 {
		r, c := i/9, i%9
		g[i] = uint8((3*r+r/3+c)%9 + 1)
	}
	return g
}()

// canvasBoard returns the canvas with the named cells emptied and given the
// candidates, e.g. canvasBoard(t, "r1c1", "27", "r2c4", "279"); a cell named
// with a leading '*' (e.g. "*r1c1") is a given instead, and keeps its
// digit.
func canvasBoard(t testing.TB, cellCands ...string) Board {
	t.Helper()
	if len(cellCands)%2 != 0 {
		t.Fatalf("canvasBoard: odd argument count %d", len(cellCands))
	}
	b := Board{Values: canvas}
	for i := 0; i < len(cellCands); i += 2 {
		name, cands := cellCands[i], cellCands[i+1]
		given := strings.HasPrefix(name, "*")
		c := parseCell(t, strings.TrimPrefix(name, "*"))
		if given {
			b.Puzzle[c] = b.Values[c]
			continue
		}
		b.Values[c] = 0
		b.Cands[c] = 0
		for _, r := range cands {
			b.Cands[c] |= 1 << (r - '0')
		}
	}
	return b
}

// parseCell parses "r5c4".
func parseCell(t testing.TB, s string) int {
	t.Helper()
	var r, c int
	if _, err := fmt.Sscanf(s, "r%dc%d", &r, &c); err != nil || r < 1 || r > 9 || c < 1 || c > 9 {
		t.Fatalf("bad cell name %q", s)
	}
	return (r-1)*9 + c - 1
}

// cands parses candidates written "r2c2=7 r3c9=5".
func cands(t testing.TB, s string) []Candidate {
	t.Helper()
	var out []Candidate
	for _, w := range strings.Fields(s) {
		cell, digit, ok := strings.Cut(w, "=")
		if !ok || len(digit) != 1 {
			t.Fatalf("bad candidate %q", w)
		}
		out = append(out, Candidate{parseCell(t, cell), int(digit[0] - '0')})
	}
	return sortedCandidates(out)
}

// A finderCase is a board and the eliminations one step of a technique
// must make there (want), or none at all (want empty: no step may be
// found).
type finderCase struct {
	name  string
	board []string // arguments of canvasBoard
	want  string   // as for cands
}

func runFinderCases(t *testing.T, tech Technique, cases []finderCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := canvasBoard(t, tc.board...)
			steps := All(context.Background(), &b, tech)
			want := cands(t, tc.want)
			var got []string
			for _, s := range steps {
				got = append(got, fmt.Sprint(sortedCandidates(s.Eliminations)))
				if len(s.Placements) != 0 {
					t.Errorf("%v step places %v; these techniques only eliminate", tech, s.Placements)
				}
			}
			if len(want) == 0 {
				if len(steps) != 0 {
					t.Errorf("%v on %s found %d steps, want none: %s", tech, tc.name, len(steps), strings.Join(got, "; "))
				}
				return
			}
			if !slices.ContainsFunc(steps, func(s *Step) bool { return slices.Equal(sortedCandidates(s.Eliminations), want) }) {
				t.Errorf("%v on %s: no step eliminates exactly %v; found %d: %s", tech, tc.name, want, len(steps), strings.Join(got, "; "))
			}
		})
	}
}

// digitBoard returns the board a picture of nine rows draws for digit d:
// '#' where d is placed, 'x' where it is a candidate, '.' where it is
// not. Every other digit is a candidate in every empty cell, so no pattern
// of another digit appears. The picture must be one a real board can
// have: every row, column and box without a '#' has two candidates or
// more, and d can be placed in a way that fills them all.
func digitBoard(t *testing.T, d int, rows ...string) Board {
	t.Helper()
	if len(rows) != 9 {
		t.Fatalf("picture has %d rows, want 9", len(rows))
	}
	var b Board
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
				b.Cands[i] = AllDigits
			default:
				b.Cands[i] = AllDigits &^ (1 << d)
			}
		}
	}
	for h := range 27 {
		placed, cands := 0, 0
		for _, c := range houseCells[h] {
			if b.Values[c] != 0 {
				placed++
			} else if b.Cands[c].Has(d) {
				cands++
			}
		}
		if placed > 1 || placed == 0 && cands < 2 || placed == 1 && cands > 0 {
			t.Fatalf("picture is not a real board: %s has %d placed and %d candidates", houseOf(h).String(), placed, cands)
		}
	}
	if len(templates(&b, d)) == 0 {
		t.Fatalf("picture has no placement of %d", d)
	}
	return b
}

// templates returns every placement of digit d on a board: sets of cells,
// one candidate in each row without d, that fill every column and box
// without d once.
func templates(b *Board, d int) []CellSet {
	var out []CellSet
	var rec func(r int, used CellSet, cols, boxes uint16)
	rec = func(r int, used CellSet, cols, boxes uint16) {
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
			if b.Values[i] != 0 || !b.Cands[i].Has(d) || cols>>c&1 != 0 || boxes>>box(i)&1 != 0 {
				continue
			}
			next := used
			next.Add(i)
			rec(r+1, next, cols|1<<c, boxes|1<<box(i))
		}
	}
	rec(0, CellSet{}, 0, 0)
	return out
}

// candBoard returns a board of empty cells with every candidate, changed
// by items such as "c5-1" (remove 1 from column 5; also r3-2, b5-7) and
// then "r5c5=16" (the cell's candidates are 1 and 6).
func candBoard(t *testing.T, spec string) Board {
	t.Helper()
	var b Board
	for c := range 81 {
		b.Cands[c] = AllDigits
	}
	items := strings.Fields(spec)
	for _, it := range items {
		house, digit, ok := strings.Cut(it, "-")
		if !ok {
			continue
		}
		var kind byte
		var n, d int
		if _, err := fmt.Sscanf(house+" "+digit, "%c%d %d", &kind, &n, &d); err != nil {
			t.Fatalf("candBoard item %q: %v", it, err)
		}
		h := strings.IndexByte("rcb", kind)*9 + n - 1
		for _, c := range houseCells[h] {
			b.Cands[c] &^= 1 << d
		}
	}
	for _, it := range items {
		cell, digits, ok := strings.Cut(it, "=")
		if !ok {
			continue
		}
		c := cellByName(t, cell)
		b.Cands[c] = 0
		for _, r := range digits {
			b.Cands[c] |= 1 << (r - '0')
		}
	}
	return b
}

// cellByName parses "r5c3".
func cellByName(t *testing.T, name string) int {
	t.Helper()
	var r, c int
	if _, err := fmt.Sscanf(name, "r%dc%d", &r, &c); err != nil || r < 1 || r > 9 || c < 1 || c > 9 {
		t.Fatalf("bad cell name %q", name)
	}
	return (r-1)*9 + c - 1
}

// elimString names a step's eliminations: "r5c3 r9c8" (one digit) or
// "r5c3=4 r9c8=6".
func elimString(s *Step) string {
	var names []string
	for _, e := range sortedCandidates(s.Eliminations) {
		if sameDigit(s.Eliminations) {
			names = append(names, solver.CellName(e.Cell))
		} else {
			names = append(names, e.String())
		}
	}
	return strings.Join(names, " ")
}

// stepKey names a step by its houses (or, without houses, its cells) and
// its eliminations: "r2 r7 c3 c8 => r6c8 r8c3".
func stepKey(s *Step) string {
	var parts []string
	for _, h := range s.Houses {
		parts = append(parts, fmt.Sprintf("%c%d", "rcb"[h.Kind], h.Index+1))
	}
	if len(parts) == 0 {
		parts = append(parts, keyCells(s.Cells))
	}
	return strings.Join(parts, " ") + " => " + elimString(s)
}

func keyCells(cells []int) string {
	names := make([]string, len(cells))
	for i, c := range cells {
		names[i] = solver.CellName(c)
	}
	return strings.Join(names, " ")
}

// A patternCase is a board and every step (by stepKey) a technique must
// find there: no more, no fewer, none if want is empty.
type patternCase struct {
	name  string
	tech  Technique
	board func(t *testing.T) Board
	want  []string
}

// runPatternCases checks the steps found in each case, their explanations
// and, for fish, their structure.
func runPatternCases(t *testing.T, cases []patternCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := tc.board(t)
			steps := All(context.Background(), &b, tc.tech)
			var got []string
			for _, s := range steps {
				got = append(got, stepKey(s))
				if s.Technique != tc.tech {
					t.Errorf("step of %v among the steps of %v", s.Technique, tc.tech)
				}
				if err := validateStep(&b, s); err != nil {
					t.Errorf("%v: %v", tc.tech, err)
				}
				if s.Digits.Count() == 1 {
					checkTemplates(t, &b, s)
				}
			}
			slices.Sort(got)
			want := slices.Sorted(slices.Values(tc.want))
			if !slices.Equal(got, want) {
				t.Errorf("%v steps:\n\t%s\nwant:\n\t%s", tc.tech, strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
			}
		})
	}
}

// pictureBoard returns a func building the board of a picture, or of its
// transpose (rows and columns swapped).
func pictureBoard(d int, transposed bool, rows ...string) func(t *testing.T) Board {
	if transposed {
		rows = transpose(rows...)
	}
	return func(t *testing.T) Board { return digitBoard(t, d, rows...) }
}
