package logic

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"sudokubot/solver/internal/logictest"
)

// transposeBoard returns the board mirrored on its main diagonal.
func transposeBoard(b Board) Board {
	var out Board
	for c := range 81 {
		t := c%9*9 + c/9
		out.Values[t], out.Cands[t], out.Puzzle[t] = b.Values[c], b.Cands[c], b.Puzzle[c]
	}
	return out
}

// transposeCands names the candidates of want mirrored as transposeBoard
// mirrors a board.
func transposeCands(cs []Candidate) []Candidate {
	out := make([]Candidate, len(cs))
	for i, c := range cs {
		out[i] = Candidate{c.Cell%9*9 + c.Cell/9, c.Digit}
	}
	return logictest.SortedCandidates(out)
}

// checkBoardCases runs a technique on hand-built boards, and on the same
// boards turned (rows for columns), and checks that some step makes exactly
// the wanted eliminations (or that none is found) and is explained.
func checkBoardCases(t *testing.T, tech Technique, cases []boardCase) {
	t.Helper()
	for _, tc := range cases {
		for _, turned := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/turned=%v", tc.name, turned), func(t *testing.T) {
				b := gridBoard(t, tc.rows...)
				want := cands(t, tc.want)
				if turned {
					b = transposeBoard(b)
					want = transposeCands(want)
				}
				steps := All(context.Background(), &b, tech)
				var got []string
				for _, s := range steps {
					got = append(got, fmt.Sprint(logictest.SortedCandidates(s.Eliminations)))
				}
				if len(want) == 0 {
					if len(steps) != 0 {
						t.Errorf("%v found %d steps, want none: %s", tech, len(steps), strings.Join(got, "; "))
					}
					return
				}
				i := slices.IndexFunc(steps, func(s *Step) bool { return slices.Equal(logictest.SortedCandidates(s.Eliminations), want) })
				if i < 0 {
					t.Fatalf("%v: no step eliminates exactly %v; found %d: %s", tech, want, len(steps), strings.Join(got, "; "))
				}
			})
		}
	}
}

type boardCase struct {
	name string
	rows []string
	want string
}

func TestJExocet(t *testing.T) {
	checkBoardCases(t, JExocet, []boardCase{
		{
			// Base cells r1c1, r1c2 (1, 2, 3, 4); targets r2c4 and r3c7;
			// companions r3c4 and r2c7 without 1-4; cross-lines columns 3,
			// 4 and 7. Outside rows 1-3 the cross-lines hold 1-4 only in
			// r4c3, r5c4 and r5c7 (rows 4 and 5). A base digit d of r1c1
			// must be in column 3 below the band (not in box 1), and these
			// cells hold it at most twice: column 4 or 7 holds it in rows
			// 2-3, not in the companions, so in a target. The targets hold the two base digits: r2c4 loses
			// 9, r3c7 loses 5. The mirror cells r2c5 (of r3c7) and r3c8
			// (of r2c4) can hold any base digit; r3c5 and r2c8 hold a base
			// digit, so that r2c5 and r3c8 are not targets themselves.
			name: "targets lose other digits",
			rows: logictest.JExocetRows, // shared with solver/explain's tests
			want: "r2c4=9 r3c7=5",
		},
		{
			// As the first board, but the mirror cells of r2c4, r3c8 and
			// r3c9, have no 2. If r2c4 held 2, 2 would be in row 1 (a base
			// cell) and in row 2, so in box 3 it would be in row 3: not
			// in r3c7 (the other base digit), nor r3c8 or r3c9. So r2c4
			// loses 2 as well as 9.
			name: "mirror cells",
			rows: []string{
				"13    24    56789 56789 56789 56789 56789 56789 56789",
				"56789 56789 56789 12349 1234  56789 5678  =2    56789",
				"56789 56789 56789 5678  =1    56789 12345 134   56789",
				"56789 56789 1234  56789 56789 56789 56789 56789 56789",
				"56789 56789 56789 1234  56789 56789 1234  56789 56789",
				"56789 56789 56789 56789 56789 56789 56789 56789 56789",
				"56789 56789 56789 56789 56789 56789 56789 56789 56789",
				"56789 56789 56789 56789 56789 56789 56789 56789 56789",
				"56789 56789 56789 56789 56789 56789 56789 56789 56789",
			},
			want: "r2c4=2 r2c4=9 r3c7=5",
		},
		{
			// As the first board, but below the band 1 is in r4c3 and
			// r5c4 only. If r2c4 held 1, column 7 would have to hold it
			// below the band (its band cells are r1c7, in the base row,
			// r2c7, a companion, and r3c7, the other target, which holds
			// the other base digit): it cannot, so r2c4 loses 1.
			name: "a target's digit must fit below the band",
			rows: []string{
				"13    24    56789 56789 56789 56789 56789 56789 56789",
				"56789 56789 56789 12349 1234  56789 5678  =2    56789",
				"56789 56789 56789 5678  =1    56789 12345 1234  56789",
				"56789 56789 1234  56789 56789 56789 56789 56789 56789",
				"56789 56789 56789 1234  56789 56789 234   56789 56789",
				"56789 56789 56789 56789 56789 56789 56789 56789 56789",
				"56789 56789 56789 56789 56789 56789 56789 56789 56789",
				"56789 56789 56789 56789 56789 56789 56789 56789 56789",
				"56789 56789 56789 56789 56789 56789 56789 56789 56789",
			},
			want: "r2c4=1 r2c4=9 r3c7=5",
		},
		{
			// The same, but the targets have no 4: the base cells cannot
			// hold it (nor 3, from r1c1).
			name: "base loses digits no target has",
			rows: []string{
				"13    24    56789 56789 56789 56789 56789 56789 56789",
				"56789 56789 56789 12    1234  56789 5678  =2    56789",
				"56789 56789 56789 5678  =1    56789 12    1234  56789",
				"56789 56789 1234  56789 56789 56789 56789 56789 56789",
				"56789 56789 56789 1234  56789 56789 1234  56789 56789",
				"56789 56789 56789 56789 56789 56789 56789 56789 56789",
				"56789 56789 56789 56789 56789 56789 56789 56789 56789",
				"56789 56789 56789 56789 56789 56789 56789 56789 56789",
				"56789 56789 56789 56789 56789 56789 56789 56789 56789",
			},
			want: "r1c1=3 r1c2=4",
		},
		{
			// A 1 (a filled cell) in companion r3c4: column 4's 1 could be
			// there, so nothing follows.
			name: "companion with a base digit",
			rows: []string{
				"13    24    56789 56789 56789 56789 56789 56789 56789",
				"56789 56789 56789 12349 1234  56789 5678  =2    56789",
				"56789 56789 56789 =1    =1    56789 12345 1234  56789",
				"56789 56789 1234  56789 56789 56789 56789 56789 56789",
				"56789 56789 56789 1234  56789 56789 1234  56789 56789",
				"56789 56789 56789 56789 56789 56789 56789 56789 56789",
				"56789 56789 56789 56789 56789 56789 56789 56789 56789",
				"56789 56789 56789 56789 56789 56789 56789 56789 56789",
				"56789 56789 56789 56789 56789 56789 56789 56789 56789",
			},
		},
		{
			// 1 is in three rows and three columns of the cross-lines
			// below the band (r4c3, r5c4, r5c7, r8c7): no two lines hold
			// it.
			name: "a base digit needs three cover lines",
			rows: []string{
				"13    24    56789 56789 56789 56789 56789 56789 56789",
				"56789 56789 56789 12349 1234  56789 5678  =2    56789",
				"56789 56789 56789 5678  =1    56789 12345 1234  56789",
				"56789 56789 1234  56789 56789 56789 56789 56789 56789",
				"56789 56789 56789 1234  56789 56789 1234  56789 56789",
				"56789 56789 56789 56789 56789 56789 56789 56789 56789",
				"56789 56789 56789 56789 56789 56789 56789 56789 56789",
				"56789 56789 56789 56789 56789 56789 15678 56789 56789",
				"56789 56789 56789 56789 56789 56789 56789 56789 56789",
			},
		},
	})
}
