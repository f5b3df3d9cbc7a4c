package board

import (
	"slices"
	"strings"
	"testing"

	"sudokubot/solver"
)

// TestFixMove plays histories on testPuzzle and takes the mistakes off
// the board: only the mistakes on it now go, every other move stays.
// Cells of row 1 and their solution's digits: r1c3 4, r1c4 6, r1c6 8,
// r1c7 9, r1c8 1, r1c9 2.
func TestFixMove(t *testing.T) {
	puzzle, _ := solver.Parse(testPuzzle)
	solution, _ := solver.Parse(testSolution)
	for _, tc := range []struct {
		name    string
		history []string
		cells   []int  // the mistakes on the board, in reading order
		ops     string // each mistake's operation ('S', 'R', 'A')
		row1    string // row 1's entries after the fix
		marks   map[int]string
	}{
		{
			// The sequence: a wrong digit erased, two right
			// digits: nothing to take back.
			name:    "a mistake fixed, two right digits",
			history: []string{"S031", "E030", "S024", "S058"},
			row1:    "534.78...",
		},
		{
			// A fixed mistake, a right digit, a mistake on the board, a
			// right digit after it: only the mistake on the board goes.
			name:    "a fixed mistake and one still on the board",
			history: []string{"S031", "E030", "S024", "S063", "S058"},
			cells:   []int{6}, ops: "S",
			row1: "534.78...",
		},
		{
			// A wrong 1 in r1c7 takes the mark 1 from r1c8 (whose digit
			// it is) and r1c4: both come back, and r1c7's own marks.
			name:    "a wrong digit's marks come back",
			history: []string{"A031A036", "A061A069", "A071A072", "S061", "S024"},
			cells:   []int{6, 7}, ops: "SS",
			row1:  "534.7....",
			marks: map[int]string{3: "16", 6: "19", 7: "12"},
		},
		{
			name:    "a right candidate removed",
			history: []string{"A021A024", "R024", "S058"},
			cells:   []int{2}, ops: "R",
			row1:  "53..78...",
			marks: map[int]string{2: "14"},
		},
		{
			name:    "marks written without the right one",
			history: []string{"A021", "A022", "S058"},
			cells:   []int{2}, ops: "A",
			row1:  "53..78...",
			marks: map[int]string{2: "124"},
		},
		{
			// A right 4 in r1c3 written over with a wrong 5: the 4 comes
			// back.
			name:    "a right digit written over",
			history: []string{"S024", "S058", "S025"},
			cells:   []int{2}, ops: "S",
			row1: "534.78...",
		},
		{
			// Undone moves are not on the board.
			name:    "a wrong digit erased, then the erasing undone",
			history: []string{"S024", "S063", "E060"},
			cells:   []int{6}, ops: "S",
			row1: "534.7....",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := tc.history
			if strings.HasSuffix(tc.name, "undone") {
				h = h[:len(h)-1]
			}
			pos, ms := mistakes(puzzle, solution, h)
			var cells []int
			var ops string
			for _, m := range ms {
				cells = append(cells, m.cell)
				ops += string(m.op)
			}
			if !slices.Equal(cells, tc.cells) || ops != tc.ops {
				t.Errorf("mistakes of %q: cells %v ops %q, want %v %q", h, cells, ops, tc.cells, tc.ops)
			}
			mv, fixed := fixMove(pos, ms, solution)
			if (mv == "") != (len(tc.cells) == 0) || !slices.Equal(fixed, tc.cells) {
				t.Errorf("fixMove after %q = %q, %v: want a move for the cells %v", h, mv, fixed, tc.cells)
			}
			after := pos
			for j := 0; j+4 <= len(mv); j += 4 {
				after.apply(mv[j:j+4], nil)
			}
			g := after.entries
			for i := range g {
				if puzzle[i] != 0 {
					g[i] = puzzle[i]
				}
			}
			if got := strings.ReplaceAll(g.String()[:9], "0", "."); got != tc.row1 {
				t.Errorf("row 1 after %q and the fix %q: %s, want %s", h, mv, got, tc.row1)
			}
			for c, want := range tc.marks {
				if got := formatMarks(after.marks)[c]; got != want {
					t.Errorf("marks of %s after %q and the fix %q: %q, want %q", solver.CellName(c), h, mv, got, want)
				}
			}
			for c := range 81 {
				if after.wrong(c, &solution) {
					t.Errorf("%s still wrong after %q and the fix %q", solver.CellName(c), h, mv)
				}
			}
		})
	}
}
