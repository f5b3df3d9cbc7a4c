package logic

import (
	"testing"
)

func TestALSXZ(t *testing.T) {
	runFinderCases(t, ALSXZ, []finderCase{
		{
			// A = r1c1 (1, 2); B = r1c5, r3c6 in box 2 (1, 2, 3). 1 is a
			// restricted common (r1c1 and r1c5 share row 1); 2 is in A or
			// B, so r1c6 and r3c2, which see r1c1 and r3c6, lose 2; r2c2
			// sees r1c1 only.
			name:  "singly linked",
			board: []string{"r1c1", "12", "r1c5", "13", "r3c6", "23", "r3c2", "259", "r1c6", "268", "r2c2", "247"},
			want:  "r1c6=2 r3c2=2",
		},
		{
			// A = r1c1 (1, 2); B = r1c5, r1c6 (1, 2, 3): 1 and 2 both
			// restricted commons. B holds 3: r1c8 and r2c4 lose 3; 1 and 2
			// are in A or B: r1c8 loses them.
			name:  "doubly linked",
			board: []string{"r1c1", "12", "r1c5", "13", "r1c6", "23", "r1c8", "1239", "r2c4", "37"},
			want:  "r1c8=1 r1c8=2 r1c8=3 r2c4=3",
		},
		{
			name:  "nothing to eliminate",
			board: []string{"r1c1", "12", "r1c5", "13", "r3c6", "23", "r3c2", "59", "r1c6", "68", "r2c2", "47"},
		},
	})
}

func TestALSXYWing(t *testing.T) {
	runFinderCases(t, ALSXYWing, []finderCase{
		{
			// Pivot C = r5c5 (1, 2); A = r5c1 (1, 3) shares 1 with it, B =
			// r1c5 (2, 3) shares 2. 3 is in A or B: r1c1 sees both.
			name:  "bivalue cells",
			board: []string{"r5c5", "12", "r5c1", "13", "r1c5", "23", "r1c1", "346"},
			want:  "r1c1=3",
		},
		{
			// The same wing, but no cell outside it has a 3.
			name:  "nothing to eliminate",
			board: []string{"r5c5", "12", "r5c1", "13", "r1c5", "23", "r1c1", "46"},
		},
	})
}

func TestSueDeCoq(t *testing.T) {
	runFinderCases(t, SueDeCoq, []finderCase{
		{
			// r1c1, r1c2 (row 1 and box 1) have 1, 2, 3, 4; r1c5 (1, 2) in
			// row 1 and r2c1 (3, 4) in box 1: four cells, four digits. 1
			// and 2 stay in row 1: r1c7 loses 1; 3 and 4 stay in box 1:
			// r3c3 loses 3.
			name:  "basic",
			board: []string{"r1c1", "1234", "r1c2", "1234", "r1c5", "12", "r2c1", "34", "r1c7", "156", "r3c3", "378"},
			want:  "r1c7=1 r3c3=3",
		},
		{
			// r1c1, r1c2 have 1, 2, 3, 4, 5; r1c5 (1, 2) and r2c1 (3, 4)
			// leave 5, which must be in the intersection: it goes from
			// the rest of row 1 and of box 1 too.
			name: "a digit of the intersection only",
			board: []string{"r1c1", "1235", "r1c2", "1234", "r1c3", "45", "r1c5", "12", "r2c1", "34",
				"r1c7", "156", "r3c3", "378"},
			want: "r1c7=1 r1c7=5 r3c3=3",
		},
		{
			name:  "not balanced",
			board: []string{"r1c1", "1234", "r1c2", "1234", "r1c5", "12", "r2c1", "35", "r1c7", "156", "r3c3", "378"},
		},
	})
}

func BenchmarkALSXZ(b *testing.B)     { benchOwnFinder(b, ALSXZ, benchBoards(b, ALSXZ)) }
func BenchmarkALSXYWing(b *testing.B) { benchOwnFinder(b, ALSXYWing, benchBoards(b, ALSXZ)) }
func BenchmarkSueDeCoq(b *testing.B)  { benchOwnFinder(b, SueDeCoq, benchBoards(b, ALSXZ)) }
