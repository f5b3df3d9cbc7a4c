package logic

import (
	"context"
	"fmt"
	"sudokubot/solver/internal/logictest"
	"testing"
)

// The rectangles below are r1c1, r1c4, r2c1, r2c4 (rows 1 and 2, boxes 1
// and 2) unless said otherwise.

func TestUniqueRectangle1(t *testing.T) {
	runFinderCases(t, UniqueRectangle1, []finderCase{
		{
			name:  "extra candidate",
			board: []string{"r1c1", "27", "r1c4", "27", "r2c1", "27", "r2c4", "279"},
			want:  "r2c4=2 r2c4=7",
		},
		{
			name:  "missing candidate",
			board: []string{"r1c1", "27", "r1c4", "27", "r2c1", "27", "r2c4", "79"},
			want:  "r2c4=7",
		},
		{
			name:  "floor in a column",
			board: []string{"r1c1", "27", "r4c1", "279", "r1c2", "27", "r4c2", "27"},
			want:  "r4c1=2 r4c1=7",
		},
		{
			// The fourth corner is a given: swapping 2 and 7 would change
			// a clue, so the pattern is not deadly.
			name:  "given corner",
			board: []string{"r1c1", "27", "r1c4", "27", "r2c1", "27", "*r2c4", ""},
		},
		{
			name:  "four boxes",
			board: []string{"r1c1", "27", "r1c4", "27", "r4c1", "27", "r4c4", "279"},
		},
		{
			name:  "two corners with extras",
			board: []string{"r1c1", "27", "r1c4", "27", "r2c1", "279", "r2c4", "279"},
		},
	})
}

func TestUniqueRectangle2(t *testing.T) {
	runFinderCases(t, UniqueRectangle2, []finderCase{
		{
			// r2c7 sees both roof cells; r3c2 only r2c1.
			name:  "roof in a row",
			board: []string{"r1c1", "27", "r1c4", "27", "r2c1", "279", "r2c4", "279", "r2c7", "59", "r3c2", "39"},
			want:  "r2c7=9",
		},
		{
			// The roof r4c1, r4c2 is in row 4 and box 4.
			name:  "roof in a row and a box",
			board: []string{"r1c1", "27", "r1c2", "27", "r4c1", "279", "r4c2", "279", "r4c8", "69", "r5c3", "19", "r7c1", "19"},
			want:  "r4c8=9 r5c3=9",
		},
		{
			name:  "missing candidate",
			board: []string{"r1c1", "27", "r1c4", "27", "r2c1", "29", "r2c4", "279", "r2c7", "59"},
			want:  "r2c7=9",
		},
		{
			name:  "different extras",
			board: []string{"r1c1", "27", "r1c4", "27", "r2c1", "279", "r2c4", "278", "r2c7", "89"},
		},
	})
}

func TestUniqueRectangle3(t *testing.T) {
	runFinderCases(t, UniqueRectangle3, []finderCase{
		{
			// r2c1 or r2c4 is 5 or 6: with r2c8 (5, 6), a naked pair.
			name:  "naked pair in the row",
			board: []string{"r1c1", "27", "r1c4", "27", "r2c1", "257", "r2c4", "267", "r2c8", "56", "r2c9", "589"},
			want:  "r2c9=5",
		},
		{
			// The roof r4c1, r4c2 shares row 4 and box 4: a pair of 5 and 6
			// in each, one step.
			name:  "naked pairs in the row and the box",
			board: []string{"r1c1", "27", "r1c2", "27", "r4c1", "257", "r4c2", "267", "r5c3", "56", "r6c3", "158", "r4c7", "56", "r4c9", "569"},
			want:  "r4c9=5 r4c9=6 r6c3=5",
		},
		{
			// With r2c7 (3, 5) and r2c8 (3, 6): a naked triple of 3, 5, 6.
			name:  "naked triple",
			board: []string{"r1c1", "27", "r1c4", "27", "r2c1", "257", "r2c4", "267", "r2c7", "35", "r2c8", "36", "r2c9", "389"},
			want:  "r2c9=3",
		},
		{
			name:  "no subset",
			board: []string{"r1c1", "27", "r1c4", "27", "r2c1", "257", "r2c4", "267", "r2c8", "28", "r2c9", "78"},
		},
	})
}

func TestUniqueRectangle4(t *testing.T) {
	runFinderCases(t, UniqueRectangle4, []finderCase{
		{
			// In row 2, 2 is only in the roof; 7 is also in r2c8.
			name:  "strong link in the row",
			board: []string{"r1c1", "27", "r1c4", "27", "r2c1", "257", "r2c4", "267", "r2c8", "78"},
			want:  "r2c1=7 r2c4=7",
		},
		{
			name:  "missing candidate",
			board: []string{"r1c1", "27", "r1c4", "27", "r2c1", "25", "r2c4", "267", "r2c8", "78"},
			want:  "r2c4=7",
		},
		{
			name:  "no strong link",
			board: []string{"r1c1", "27", "r1c4", "27", "r2c1", "257", "r2c4", "267", "r2c8", "28", "r2c9", "78"},
		},
	})
}

func TestBUGPlus1(t *testing.T) {
	// r1c1 holds 1 on the canvas: its candidates are 1 and 2. With 3
	// added, 3 appears three times in row 1, column 1 and box 1.
	for _, tc := range []struct {
		name  string
		extra map[string]string
		want  string
	}{
		{"one cell with three candidates", map[string]string{"r1c1": "3"}, "r1c1=1 r1c1=2"},
		{"the grave itself", nil, ""},
		{"two cells with three candidates", map[string]string{"r1c1": "3", "r2c7": "3"}, ""},
		{"a digit foreign to the grave", map[string]string{"r1c1": "9"}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := bugBoard(t, tc.extra)
			steps := All(context.Background(), &b, BUGPlus1)
			want := cands(t, tc.want)
			switch {
			case len(want) == 0 && len(steps) != 0:
				t.Errorf("BUG+1 found %v, want nothing", steps[0].Eliminations)
			case len(want) != 0 && len(steps) != 1:
				t.Errorf("BUG+1 found %d steps, want 1", len(steps))
			case len(want) != 0 && fmt.Sprint(logictest.SortedCandidates(steps[0].Eliminations)) != fmt.Sprint(want):
				t.Errorf("BUG+1 eliminates %v, want %v", logictest.SortedCandidates(steps[0].Eliminations), want)
			}
		})
	}
}

func BenchmarkUniqueRectangle1(b *testing.B) {
	benchOwnFinder(b, UniqueRectangle1, benchBoards(b, SimpleColoring))
}
func BenchmarkUniqueRectangle2(b *testing.B) {
	benchOwnFinder(b, UniqueRectangle2, benchBoards(b, SimpleColoring))
}
func BenchmarkUniqueRectangle3(b *testing.B) {
	benchOwnFinder(b, UniqueRectangle3, benchBoards(b, SimpleColoring))
}
func BenchmarkUniqueRectangle4(b *testing.B) {
	benchOwnFinder(b, UniqueRectangle4, benchBoards(b, SimpleColoring))
}
func BenchmarkBUGPlus1(b *testing.B) {
	benchOwnFinder(b, BUGPlus1, benchBoards(b, SimpleColoring))
}
