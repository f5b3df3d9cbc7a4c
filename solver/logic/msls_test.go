package logic

import (
	"testing"

	"sudokubot/solver/internal/logictest"
)

func TestMSLS(t *testing.T) {
	checkBoardCases(t, MSLS, []boardCase{
		{
			// Rows 1-2 and columns 1-4 cross in eight empty cells. Their
			// candidates are covered by eight house digits: 1 and 2 in row
			// 1, 3 and 4 in row 2, 5 in column 1, 6 in column 2, 7 in
			// column 3, 8 in column 4. Each takes at most one cell, so each
			// takes one: 1 and 2 of row 1 are in these cells (r1c5 loses
			// them), 3 and 4 of row 2 too (r2c6 loses them), and 5 of
			// column 1 (r5c1 loses it).
			name: "rows and columns",
			rows: logictest.MSLSRows, // shared with solver/explain's tests
			want: "r1c5=1 r1c5=2 r2c6=3 r2c6=4 r5c1=5",
		},
		{
			// r1c4 may be 3 as well: 3 needs a cover in row 1 too, nine
			// house digits for eight cells, and no other set of rows and
			// columns balances.
			name: "one cover too many",
			rows: []string{
				"125 126 17  238 129 =9  =9 =9 =9",
				"35  46  347 38  =9  349 =9 =9 =9",
				"=9  =9  =9  =9  =9  =9  =9 =9 =9",
				"=9  =9  =9  =9  =9  =9  =9 =9 =9",
				"59  =9  =9  =9  =9  =9  =9 =9 =9",
				"=9  =9  =9  =9  =9  =9  =9 =9 =9",
				"=9  =9  =9  =9  =9  =9  =9 =9 =9",
				"=9  =9  =9  =9  =9  =9  =9 =9 =9",
				"=9  =9  =9  =9  =9  =9  =9 =9 =9",
			},
		},
	})
}

// TestMSLSDoublyCovered checks the second rule: a candidate covered by
// both its row and its column is false.
func TestMSLSDoublyCovered(t *testing.T) {
	checkBoardCases(t, MSLS, []boardCase{
		{
			// Rows 1-3 and columns 1-3 cross in nine empty cells, covered
			// by nine house digits: 1 and 2 in row 1, 3 and 7 in row 2, 4
			// and 8 in row 3, 1 in column 1, 5 in column 2, 6 in column 3.
			// 1 in r1c1 is covered by row 1 and by column 1: it would use
			// up two of the nine for one cell.
			name: "a candidate covered twice",
			rows: []string{
				"12  15  26  =9 =9 =9 =9 =9 =9",
				"13  57  36  =9 =9 =9 =9 =9 =9",
				"14  58  468 =9 =9 =9 =9 =9 =9",
				"=9  =9  =9  =9 =9 =9 =9 =9 =9",
				"=9  =9  =9  =9 =9 =9 =9 =9 =9",
				"=9  =9  =9  =9 =9 =9 =9 =9 =9",
				"=9  =9  =9  =9 =9 =9 =9 =9 =9",
				"=9  =9  =9  =9 =9 =9 =9 =9 =9",
				"=9  =9  =9  =9 =9 =9 =9 =9 =9",
			},
			want: "r1c1=1",
		},
	})
}

// BenchmarkMSLS times the search for a multi-sector locked set, stopping
// at its first as Next does, over boards where tier 7 or higher is next:
// it tries nearly every set of rows and columns on most of them.
func BenchmarkMSLS(b *testing.B) { benchFinder(b, MSLS) }
