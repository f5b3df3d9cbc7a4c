package logic

import (
	"context"
	"testing"
)

func TestSimpleColoring(t *testing.T) {
	runFinderCases(t, SimpleColoring, []finderCase{
		{
			// 7: r1c1 - r1c8 (row 1) - r6c8 (column 8) - r6c2 (row 6);
			// r2c2 sees r1c1 (box 1) and r6c2 (column 2). Box 1 and
			// column 2 have three 7s, so no link joins r2c2 to the chain.
			name: "trap",
			board: []string{"r1c1", "7", "r1c8", "7", "r6c8", "7", "r6c2", "7",
				"r2c2", "7", "r3c3", "7", "r8c2", "7"},
			want: "r2c2=7",
		},
		{
			// 7: r1c1 - r1c5 - r5c5 - r5c3 - r2c3: r1c1 and r2c3 get the
			// same colour and are both in box 1 (with r3c2, so box 1 is
			// no link): that colour is false.
			name: "wrap",
			board: []string{"r1c1", "7", "r1c5", "7", "r5c5", "7", "r5c3", "7",
				"r2c3", "7", "r3c2", "7"},
			want: "r1c1=7 r5c5=7 r2c3=7",
		},
		{
			name:  "chain without trap",
			board: []string{"r1c1", "7", "r1c8", "7", "r6c8", "7", "r6c2", "7", "r9c5", "7"},
		},
		{
			// Three 7s in row 1 and one in each other house: no link.
			name:  "no links",
			board: []string{"r1c1", "7", "r1c5", "7", "r1c8", "7"},
		},
	})
}

func TestSimpleColoringExplained(t *testing.T) {
	for _, tc := range []struct {
		board []string
		cells []string
	}{
		{[]string{"r1c1", "7", "r1c8", "7", "r6c8", "7", "r6c2", "7", "r2c2", "7", "r3c3", "7", "r8c2", "7"}, []string{"r1c1", "r1c8", "r6c8", "r6c2"}},
		{[]string{"r1c1", "7", "r1c5", "7", "r5c5", "7", "r5c3", "7", "r2c3", "7", "r3c2", "7"}, []string{"r1c1", "r1c5", "r5c5", "r5c3", "r2c3"}},
	} {
		b := canvasBoard(t, tc.board...)
		steps := All(context.Background(), &b, SimpleColoring)
		if len(steps) == 0 {
			t.Fatalf("no step on %v", tc.board)
		}
		s := steps[0]
		var on, off int
		for _, m := range s.Marks {
			switch m.Role {
			case RoleOn:
				on++
			case RoleOff:
				off++
			default:
				t.Errorf("mark %v has role %d, want RoleOn or RoleOff", m.Candidate, m.Role)
			}
		}
		if on == 0 || off == 0 || on+off != len(s.Cells) {
			t.Errorf("marks: %d on, %d off for %d cells", on, off, len(s.Cells))
		}
		if len(s.Chains) < len(s.Cells)-1 {
			t.Errorf("%d links for a cluster of %d cells, want at least %d", len(s.Chains), len(s.Cells), len(s.Cells)-1)
		}
		var ca, cb CellSet
		for _, m := range s.Marks {
			if m.Role == RoleOn {
				ca.Add(m.Cell)
			} else {
				cb.Add(m.Cell)
			}
		}
		for _, ch := range s.Chains {
			for _, l := range ch {
				from, to := l.From.Cell(), l.To.Cell()
				if !l.Strong() || !(ca.Has(from) && cb.Has(to) || cb.Has(from) && ca.Has(to)) {
					t.Errorf("link %v: want a strong link between cells of the two colours", l)
				}
			}
		}
	}
}

func BenchmarkSimpleColoring(b *testing.B) {
	benchOwnFinder(b, SimpleColoring, benchBoards(b, SimpleColoring))
}
