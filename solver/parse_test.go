package solver

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// classic is the puzzle of Wikipedia's Sudoku article, written in many
// forms below.
const classic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

func TestParseFormats(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string
	}{
		{"dots", classic, classic},
		{"zeros", "530070000600195000098000060800060003400803001700020006060000280000419005000080079", classic},
		{"underscores", strings.ReplaceAll(classic, ".", "_"), classic},
		{"dashes", strings.ReplaceAll(classic, ".", "-"), classic},
		{"stars", strings.ReplaceAll(classic, ".", "*"), classic},
		{"x", strings.ReplaceAll(classic, ".", "x"), classic},
		{"question marks", strings.ReplaceAll(classic, ".", "?"), classic},
		{"surrounding spaces", "  " + classic + "  \n", classic},
		{"nine lines", "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79", classic},
		{"nine lines with CRLF", "530070000\r\n600195000\r\n098000060\r\n800060003\r\n400803001\r\n700020006\r\n060000280\r\n000419005\r\n000080079\r\n", classic},
		{"spaced", "5 3 0 0 7 0 0 0 0\n6 0 0 1 9 5 0 0 0\n0 9 8 0 0 0 0 6 0\n8 0 0 0 6 0 0 0 3\n4 0 0 8 0 3 0 0 1\n7 0 0 0 2 0 0 0 6\n0 6 0 0 0 0 2 8 0\n0 0 0 4 1 9 0 0 5\n0 0 0 0 8 0 0 7 9", classic},
		{"ascii board", `
+-------+-------+-------+
| 5 3 . | . 7 . | . . . |
| 6 . . | 1 9 5 | . . . |
| . 9 8 | . . . | . 6 . |
+-------+-------+-------+
| 8 . . | . 6 . | . . 3 |
| 4 . . | 8 . 3 | . . 1 |
| 7 . . | . 2 . | . . 6 |
+-------+-------+-------+
| . 6 . | . . . | 2 8 . |
| . . . | 4 1 9 | . . 5 |
| . . . | . 8 . | . 7 9 |
+-------+-------+-------+`, classic},
		{"board with = rules", "53.|.7.|...\n6..|195|...\n.98|...|.6.\n===+===+===\n8..|.6.|..3\n4..|8.3|..1\n7..|.2.|..6\n===+===+===\n.6.|...|28.\n...|419|..5\n...|.8.|.79", classic},
		{"board with dash blanks", "5 3 - | - 7 - | - - -\n6 - - | 1 9 5 | - - -\n- 9 8 | - - - | - 6 -\n------+-------+------\n8 - - | - 6 - | - - 3\n4 - - | 8 - 3 | - - 1\n7 - - | - 2 - | - - 6\n------+-------+------\n- 6 - | - - - | 2 8 -\n- - - | 4 1 9 | - - 5\n- - - | - 8 - | - 7 9", classic},
		{"box drawing", "┌───────┬───────┬───────┐\n│ 5 3 . │ . 7 . │ . . . │\n│ 6 . . │ 1 9 5 │ . . . │\n│ . 9 8 │ . . . │ . 6 . │\n├───────┼───────┼───────┤\n│ 8 . . │ . 6 . │ . . 3 │\n│ 4 . . │ 8 . 3 │ . . 1 │\n│ 7 . . │ . 2 . │ . . 6 │\n├───────┼───────┼───────┤\n│ . 6 . │ . . . │ 2 8 . │\n│ . . . │ 4 1 9 │ . . 5 │\n│ . . . │ . 8 . │ . 7 9 │\n└───────┴───────┴───────┘", classic},
		{"python list", "[[5,3,0,0,7,0,0,0,0],[6,0,0,1,9,5,0,0,0],[0,9,8,0,0,0,0,6,0],[8,0,0,0,6,0,0,0,3],[4,0,0,8,0,3,0,0,1],[7,0,0,0,2,0,0,0,6],[0,6,0,0,0,0,2,8,0],[0,0,0,4,1,9,0,0,5],[0,0,0,0,8,0,0,7,9]]", classic},
		{"python assignment", "board = [[5,3,0,0,7,0,0,0,0],[6,0,0,1,9,5,0,0,0],[0,9,8,0,0,0,0,6,0],[8,0,0,0,6,0,0,0,3],[4,0,0,8,0,3,0,0,1],[7,0,0,0,2,0,0,0,6],[0,6,0,0,0,0,2,8,0],[0,0,0,4,1,9,0,0,5],[0,0,0,0,8,0,0,7,9]]", classic},
		{"json strings", `{"puzzle": [["5","3",".",".","7",".",".",".","."],["6",".",".","1","9","5",".",".","."],[".","9","8",".",".",".",".","6","."],["8",".",".",".","6",".",".",".","3"],["4",".",".","8",".","3",".",".","1"],["7",".",".",".","2",".",".",".","6"],[".","6",".",".",".",".","2","8","."],[".",".",".","4","1","9",".",".","5"],[".",".",".",".","8",".",".","7","9"]]}`, classic},
		{"comma separated", "5,3,0,0,7,0,0,0,0,6,0,0,1,9,5,0,0,0,0,9,8,0,0,0,0,6,0,8,0,0,0,6,0,0,0,3,4,0,0,8,0,3,0,0,1,7,0,0,0,2,0,0,0,6,0,6,0,0,0,0,2,8,0,0,0,0,4,1,9,0,0,5,0,0,0,0,8,0,0,7,9", classic},
		{"full width", "５３００７００００\n６００１９５０００\n０９８００００６０\n８０００６０００３\n４００８０３００１\n７０００２０００６\n０６００００２８０\n０００４１９００５\n００００８００７９", classic},
		{"chinese punctuation", "5，3，0，0，7，0，0，0，0\n6，0，0，1，9，5，0，0，0\n0，9，8，0，0，0，0，6，0\n8，0，0，0，6，0，0，0，3\n4，0，0，8，0，3，0，0，1\n7，0，0，0，2，0，0，0，6\n0，6，0，0，0，0，2，8，0\n0，0，0，4，1，9，0，0，5\n0，0，0，0，8，0，0，7，9。", classic},
		{"chinese full stops as blanks", "５３。。７。。。。\n６。。１９５。。。\n。９８。。。。６。\n８。。。６。。。３\n４。。８。３。。１\n７。。。２。。。６\n。６。。。。２８。\n。。。４１９。。５\n。。。。８。。７９", classic},
		{"code block", "```\n53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n```", classic},
		{"code block with language", "```python\n" + classic + "\n```", classic},
		{"chatter around", "Hi! Please solve this one for me:\n\n" + classic + "\n\nThanks a lot 🙏", classic},
		{"chatter on the same line", "please solve: " + classic + " thanks", classic},
		{"words with digits in the chatter", "Puzzle2 from level3, solve it: " + classic + " thanks!", classic},
		{"full stop after the digits", zerosOf(classic) + ".", classic},
		{"full stop in chatter", "Solve: " + zerosOf(classic) + ". Thanks!", classic},
		{"numbers in the chatter", "I solved 2 of these today. Here's #3: " + classic, classic},
		{"full-width line with a full stop", fullWidth(zerosOf(classic)) + "。", classic},
		{"chinese chatter, full-width line", "请帮我解这个数独：" + fullWidth(zerosOf(classic)) + "。谢谢！", classic},
		{"row labels", labelled("Row %d: ", " "), classic},
		{"chinese row labels", labelled("第%d行：", " "), classic},
		{"letter labels under column numbers", "  1 2 3   4 5 6   7 8 9\n" + labelled("%c ", " "), classic},
		{"chinese chatter", "请帮我解这个数独：\n53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n谢谢！", classic},
		{"numbered listing", " 1\n 2\n 3\n 4\n 5\n 6\n 7\n 8\n 9\n10\n11\nmatrix = [\n[5,3,0,0,7,0,0,0,0],\n[6,0,0,1,9,5,0,0,0],\n[0,9,8,0,0,0,0,6,0],\n[8,0,0,0,6,0,0,0,3],\n[4,0,0,8,0,3,0,0,1],\n[7,0,0,0,2,0,0,0,6],\n[0,6,0,0,0,0,2,8,0],\n[0,0,0,4,1,9,0,0,5],\n[0,0,0,0,8,0,0,7,9]\n]", classic},
		{"blank lines between bands", "53..7....\n6..195...\n.98....6.\n\n8...6...3\n4..8.3..1\n7...2...6\n\n.6....28.\n...419..5\n....8..79", classic},
		{"tabs", "5\t3\t.\t.\t7\t.\t.\t.\t.\n6\t.\t.\t1\t9\t5\t.\t.\t.\n.\t9\t8\t.\t.\t.\t.\t6\t.\n8\t.\t.\t.\t6\t.\t.\t.\t3\n4\t.\t.\t8\t.\t3\t.\t.\t1\n7\t.\t.\t.\t2\t.\t.\t.\t6\n.\t6\t.\t.\t.\t.\t2\t8\t.\n.\t.\t.\t4\t1\t9\t.\t.\t5\n.\t.\t.\t.\t8\t.\t.\t7\t9", classic},
		{"empty grid of dashes", strings.Repeat("-", 81), strings.Repeat(".", 81)},
		{"empty board of dashes", strings.Repeat("- - - | - - - | - - -\n", 3) + "------+-------+------\n" + strings.Repeat("- - - | - - - | - - -\n", 3) + "------+-------+------\n" + strings.Repeat("- - - | - - - | - - -\n", 3), strings.Repeat(".", 81)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := Parse(tt.in)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tt.in, err)
			}
			if got := g.String(); got != tt.want {
				t.Errorf("Parse(%q) = %s, want %s", tt.in, got, tt.want)
			}
		})
	}
}

// TestParseSeeds parses the four puzzles of the seed documents as they are
// written there: nested Python lists.
func TestParseSeeds(t *testing.T) {
	in := `matrix5 = [
    [0, 0, 6, 0, 8, 0, 5, 7, 0],
    [0, 0, 0, 4, 0, 0, 3, 0, 0],
    [0, 0, 0, 0, 2, 7, 1, 0, 0],
    [0, 7, 0, 0, 5, 0, 0, 4, 0],
    [0, 4, 9, 0, 0, 8, 6, 0, 0],
    [0, 0, 3, 0, 0, 0, 0, 1, 0],
    [0, 0, 0, 2, 3, 5, 9, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0, 0, 1, 9, 0, 0, 0, 2, 0]
]`
	g, err := Parse(in)
	if err != nil {
		t.Fatal(err)
	}
	if want := "006080570000400300000027100070050040049008600003000010000235900000000000001900020"; g.Digits() != want {
		t.Errorf("Parse(matrix5) = %s, want %s", g.Digits(), want)
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name   string
		in     string
		target error
		check  func(t *testing.T, err error)
	}{
		{
			name: "empty", in: "", target: ErrNoPuzzle,
		},
		{
			name: "chatter only", in: "hello, can you solve sudoku puzzles?", target: ErrNoPuzzle,
		},
		{
			name: "short line", in: classic[:80], target: ErrCellCount,
			check: func(t *testing.T, err error) {
				var ce *CellCountError
				if !errors.As(err, &ce) || ce.Found != 80 || ce.Want != 81 {
					t.Errorf("got %#v, want 80 cells found of 81", err)
				}
			},
		},
		{
			name: "short row", in: "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..7", target: ErrCellCount,
			check: func(t *testing.T, err error) {
				var ce *CellCountError
				if !errors.As(err, &ce) {
					t.Fatalf("got %v, want a *CellCountError", err)
				}
				if line, n, ok := ce.OddLine(); !ok || line != 9 || n != 8 {
					t.Errorf("OddLine() = %d, %d, %v; want line 9 with 8 cells", line, n, ok)
				}
				if want := "found 80 cells, need 81 (line 9 has 8)"; err.Error() != want {
					t.Errorf("Error() = %q, want %q", err.Error(), want)
				}
			},
		},
		{
			name: "long", in: classic + "1", target: ErrCellCount,
			check: func(t *testing.T, err error) {
				var ce *CellCountError
				if !errors.As(err, &ce) || ce.Found != 82 {
					t.Errorf("got %v, want 82 cells found", err)
				}
			},
		},
		{
			name: "letter in a row", in: "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8.a79", target: ErrSyntax,
			check: func(t *testing.T, err error) {
				var se *SyntaxError
				if !errors.As(err, &se) || se.Line != 9 || se.Col != 7 || se.Char != 'a' {
					t.Errorf("got %#v, want 'a' at line 9, column 7", err)
				}
			},
		},
		{
			name: "symbol", in: "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7@", target: ErrSyntax,
			check: func(t *testing.T, err error) {
				var se *SyntaxError
				if !errors.As(err, &se) || se.Line != 1 || se.Col != 81 || se.Char != '@' {
					t.Errorf("got %#v, want '@' at line 1, column 81", err)
				}
			},
		},
		{
			name: "column counts characters, not bytes", in: "５３。。７。。。。\n６。。１９５。。。\n。９８。。。。６。\n８。。。６。。。３\n４。。８。３。。１\n７。。。２。。。６\n。６。。。。２８。\n。。。４１９。。５\n。。。。８。。７＄", target: ErrSyntax,
			check: func(t *testing.T, err error) {
				var se *SyntaxError
				if !errors.As(err, &se) || se.Line != 9 || se.Col != 9 || se.Char != '＄' {
					t.Errorf("got %#v, want '＄' at line 9, column 9", err)
				}
			},
		},
		{
			name: "conflict", in: "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", target: ErrConflict,
			check: func(t *testing.T, err error) {
				var ce *ConflictError
				if !errors.As(err, &ce) {
					t.Fatalf("got %v, want a *ConflictError", err)
				}
				want := []Conflict{
					{Digit: 5, House: House{Row, 0}, Cells: []int{0, 1}},
					{Digit: 5, House: House{Box, 0}, Cells: []int{0, 1}},
				}
				if len(ce.Conflicts) != 2 || !conflictEqual(ce.Conflicts[0], want[0]) || !conflictEqual(ce.Conflicts[1], want[1]) {
					t.Errorf("conflicts = %v, want %v", ce.Conflicts, want)
				}
				if want := "5 appears 2 times in row 1 (r1c1, r1c2) and 1 more conflict"; err.Error() != want {
					t.Errorf("Error() = %q, want %q", err.Error(), want)
				}
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := Parse(tt.in)
			if !errors.Is(err, tt.target) {
				t.Fatalf("Parse(%q) = %v, %v; want an error matching %v", tt.in, g, err, tt.target)
			}
			if tt.check != nil {
				tt.check(t, err)
			}
		})
	}
}

// TestParseConflictReturnsGrid checks that a grid with conflicts comes back
// with the error, so the bot can draw it.
func TestParseConflictReturnsGrid(t *testing.T) {
	in := "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	g, err := Parse(in)
	if !errors.Is(err, ErrConflict) {
		t.Fatalf("Parse: %v, want a conflict", err)
	}
	if g.String() != in {
		t.Errorf("Parse returned %s with the conflict, want %s", g, in)
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		classic, inkala, "", "5 3 - | - 7 -", "[[0,0,6],[1]]", "```\n" + classic + "\n```",
		"请帮我解这个数独：\n" + classic, "５３。。７", "------+------", "x9x9", "matrix5 = [[0]]",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, err := Parse(s)
		if err != nil {
			if err.Error() == "" {
				t.Errorf("Parse(%q): empty error message", s)
			}
			var se *SyntaxError
			if errors.As(err, &se) && (se.Line < 1 || se.Col < 1) {
				t.Errorf("Parse(%q): syntax error at line %d, column %d", s, se.Line, se.Col)
			}
			if !errors.Is(err, ErrConflict) {
				return
			}
		}
		for i, v := range g {
			if v > 9 {
				t.Fatalf("Parse(%q) put %d in cell %d", s, v, i)
			}
		}
		// Round trips: the canonical forms parse back to the same grid.
		for _, form := range []string{g.String(), g.Digits(), g.Board()} {
			back, err2 := Parse(form)
			if back != g || (err2 == nil) != (err == nil) {
				t.Fatalf("Parse(%q) = %v, %v; want %v, %v (from %q)", form, back, err2, g, err, s)
			}
		}
	})
}

// zerosOf writes a puzzle with 0 for the blanks.
func zerosOf(p string) string { return strings.ReplaceAll(p, ".", "0") }

// fullWidth writes ASCII digits as full-width ones.
func fullWidth(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r - '0' + '０'
		}
		return r
	}, s)
}

// labelled writes classic as nine rows, each after a label: format has one
// verb, given the row number 1 to 9 (or, for %c, the letters A to I).
func labelled(format, sep string) string {
	var sb strings.Builder
	for r := range 9 {
		if strings.Contains(format, "%c") {
			fmt.Fprintf(&sb, format, 'A'+r)
		} else {
			fmt.Fprintf(&sb, format, r+1)
		}
		row := zerosOf(classic[9*r : 9*r+9])
		sb.WriteString(strings.Join(strings.Split(row, ""), sep))
		sb.WriteByte('\n')
	}
	return sb.String()
}

// TestParseTwoPuzzles checks that a text holding two puzzles is refused
// with their cell count, not read as the first one.
func TestParseTwoPuzzles(t *testing.T) {
	for _, in := range []string{
		classic + "\n" + inkala,
		"Solve: " + classic + " and " + inkala,
	} {
		var ce *CellCountError
		if _, err := Parse(in); !errors.As(err, &ce) || ce.Found != 162 {
			t.Errorf("Parse(%q) = %v, want 162 cells found", in, err)
		}
	}
}
