package explain

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
	"testing"
)

// Helpers copied from solver/logic's tests: boards drawn by hand, the
// shared data, and names of steps.

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
func canvasBoard(t testing.TB, cellCands ...string) logic.Board {
	t.Helper()
	if len(cellCands)%2 != 0 {
		t.Fatalf("canvasBoard: odd argument count %d", len(cellCands))
	}
	b := logic.Board{Values: canvas}
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

// digitBoard returns the board a picture of nine rows draws for digit d:
// '#' where d is placed, 'x' where it is a candidate, '.' where it is
// not. Every other digit is a candidate in every empty cell, so no pattern
// of another digit appears. The picture must be one a real board can
// have: every row, column and box without a '#' has two candidates or
// more, and d can be placed in a way that fills them all.
func digitBoard(t *testing.T, d int, rows ...string) logic.Board {
	t.Helper()
	if len(rows) != 9 {
		t.Fatalf("picture has %d rows, want 9", len(rows))
	}
	var b logic.Board
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
				b.Cands[i] = logic.AllDigits
			default:
				b.Cands[i] = logic.AllDigits &^ (1 << d)
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
			t.Fatalf("picture is not a real board: %s has %d placed and %d candidates", houseName(h, locale.English), placed, cands)
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
func templates(b *logic.Board, d int) []logic.CellSet {
	var out []logic.CellSet
	var rec func(r int, used logic.CellSet, cols, boxes uint16)
	rec = func(r int, used logic.CellSet, cols, boxes uint16) {
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
	rec(0, logic.CellSet{}, 0, 0)
	return out
}

// candBoard returns a board of empty cells with every candidate, changed
// by items such as "c5-1" (remove 1 from column 5; also r3-2, b5-7) and
// then "r5c5=16" (the cell's candidates are 1 and 6).
func candBoard(t *testing.T, spec string) logic.Board {
	t.Helper()
	var b logic.Board
	for c := range 81 {
		b.Cands[c] = logic.AllDigits
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
func elimString(s *logic.Step) string {
	var names []string
	for _, e := range sortedCandidates(s.Eliminations) {
		if sameDigit(s.Eliminations) {
			names = append(names, cellName(e.Cell))
		} else {
			names = append(names, e.String())
		}
	}
	return strings.Join(names, " ")
}

// stepKey names a step by its houses (or, without houses, its cells) and
// its eliminations: "r2 r7 c3 c8 => r6c8 r8c3".
func stepKey(s *logic.Step) string {
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
		names[i] = cellName(c)
	}
	return strings.Join(names, " ")
}

// pmBoard builds a board from pencil marks: 81 space-separated fields, a
// digit string of candidates per cell or a digit in brackets for a filled
// cell, e.g. "[5]". It is for hand-made test positions, which need not be
// puzzles with one solution.
func pmBoard(t testing.TB, pm string) logic.Board {
	t.Helper()
	f := strings.Fields(pm)
	if len(f) != 81 {
		t.Fatalf("pencil marks: %d fields, want 81", len(f))
	}
	var b logic.Board
	for c, s := range f {
		if strings.HasPrefix(s, "[") {
			d := int(s[1] - '0')
			b.Values[c] = uint8(d)
			b.Puzzle[c] = uint8(d)
			continue
		}
		for _, r := range s {
			b.Cands[c] |= 1 << (r - '0')
		}
	}
	return b
}

func sortedCandidates(cs []logic.Candidate) []logic.Candidate {
	s := slices.Clone(cs)
	sort.Slice(s, func(i, j int) bool {
		if s[i].Cell != s[j].Cell {
			return s[i].Cell < s[j].Cell
		}
		return s[i].Digit < s[j].Digit
	})
	return slices.Compact(s)
}

// sharedData returns the path of a file of the workplace's shared data,
// which lives beside the repository (../shared/data/...) and is read, not
// copied, because it is GPL-licensed. The test is skipped when it is absent.
func sharedData(t testing.TB, name string) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	// ../shared beside the repository, or beside any folder above it (a
	// git worktree elsewhere).
	for {
		path := filepath.Join(dir, "..", "shared", "data", name)
		if _, err := os.Stat(path); err == nil {
			return path
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Skipf("shared data %s not found beside the repository", name)
		}
		dir = parent
	}
}

// readLines returns the non-empty lines of a file.
func readLines(t testing.TB, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for sc.Scan() {
		if line := strings.TrimSpace(sc.Text()); line != "" {
			lines = append(lines, line)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return lines
}

// longestLine returns the bytes of the longest line of text.
func longestLine(text string) int {
	n := 0
	for l := range strings.SplitSeq(text, "\n") {
		n = max(n, len(l))
	}
	return n
}

// elision returns what is wrong with an explanation that skips part of its
// reasoning or points at a picture or at a page of one, or "".
func elision(text string) string {
	for _, bad := range []string{"steps later", "步推理，", "…", "...", "of the picture", "图中", "picture", "图", "картинк", "рисун", "page", "页", "страниц"} {
		if strings.Contains(text, bad) {
			return fmt.Sprintf("it says %q", bad)
		}
	}
	return ""
}

// The pictures of the fish tests. Each draws a board a real puzzle can
// have; the comments say which fish it was drawn for. Sparse pictures hold
// more patterns than the one drawn: the tests list them all, and
// checkTemplates proves every elimination against every placement of the
// digit.
var (
	// Rows 2 and 7 hold 4 only in columns 3 and 8.
	xWingPicture = []string{
		"....#....",
		"..x....x.",
		".x....x..",
		"#........",
		"...x..x.x",
		".....x.xx",
		"..x....x.",
		".xx.....x",
		"...x.x...",
	}
	// The X-Wing of rows 2 and 7 with a fin at r7c9.
	finnedXWingPicture = []string{
		"....#....",
		"..x....x.",
		".x....x..",
		"#........",
		"...x..x.x",
		".....x.xx",
		"..x....xx",
		".xx....x.",
		"...x.x...",
	}
	// Rows 2 and 7 in columns 3 and 8, but row 7 has only r7c3 there and
	// fins at r7c7 and r7c9.
	sashimiXWingPicture = []string{
		"....#....",
		"..x....x.",
		".x.....x.",
		"#........",
		"...x..x.x",
		".....x.xx",
		"..x...x.x",
		".xx....x.",
		"...x.x...",
	}
	// As above, but row 8 has only r8c2 in the cover columns.
	sashimiSwordfishPicture = []string{
		"....#....",
		".xx......",
		"......x.x",
		"x.x....x.",
		"..x.....x",
		".....#...",
		"x..x...x.",
		".x.....x.",
		"...x..x.x",
	}
)

// The pictures of the single-digit tests (see digitBoard); the comments
// say which pattern each was drawn for.
var (
	// Rows 3 and 8 hold 6 only in r3c2, r3c7 and r8c2, r8c9: a Skyscraper
	// on column 2 whose far ends r3c7 and r8c9 see r1c9, r2c9 and r7c7.
	skyscraperPicture = []string{
		"...xx...x",
		"..x.....x",
		".x....x..",
		"#........",
		".......xx",
		".....#...",
		"..x...xx.",
		".x......x",
		"...xx....",
	}
)

// bugBoard returns the canvas with the cells of digits 1, 2 and 3 empty,
// with candidates 12, 23 and 31: every empty cell has two candidates and
// every candidate appears twice in each house, a grave. Then extra adds
// candidates to cells.
func bugBoard(t *testing.T, extra map[string]string) logic.Board {
	t.Helper()
	var args []string
	for c := range 81 {
		d := canvas[c]
		if d > 3 {
			continue
		}
		cands := fmt.Sprintf("%d%d", d, d%3+1)
		args = append(args, cellName(c), cands+extra[cellName(c)])
	}
	return canvasBoard(t, args...)
}
