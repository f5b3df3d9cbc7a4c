// The harness of the finder tests (fish_test.go, singledigit_test.go,
// wings_test.go, coloring_test.go, uniqueness_test.go, als_test.go): boards
// built by hand (with solver/internal/logictest, which solver/explain's
// tests share), and tables of the steps a technique's finder must find on
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

	"sudokubot/solver/internal/logictest"
)

// The boards of logictest, as Boards, and its names of steps.

func canvasBoard(t testing.TB, cellCands ...string) Board {
	t.Helper()
	return Board(logictest.CanvasBoard[Digits](t, cellCands...))
}

func digitBoard(t *testing.T, d int, rows ...string) Board {
	t.Helper()
	return Board(logictest.DigitBoard[Digits](t, d, rows...))
}

func candBoard(t *testing.T, spec string) Board {
	t.Helper()
	return Board(logictest.CandBoard[Digits](t, spec))
}

func pmBoard(t testing.TB, pm string) Board {
	t.Helper()
	return Board(logictest.PencilMarks[Digits](t, pm))
}

func gridBoard(t *testing.T, rows ...string) Board {
	t.Helper()
	return Board(logictest.GridBoard[Digits](t, rows...))
}

func bugBoard(t *testing.T, extra map[string]string) Board {
	t.Helper()
	return Board(logictest.BugBoard[Digits](t, extra))
}

func stepKey(s *Step) string { return logictest.StepKey(s.Houses, s.Cells, s.Eliminations) }

// cands parses candidates written "r2c2=7 r3c9=5".
func cands(t testing.TB, s string) []Candidate {
	t.Helper()
	var out []Candidate
	for _, w := range strings.Fields(s) {
		cell, digit, ok := strings.Cut(w, "=")
		if !ok || len(digit) != 1 {
			t.Fatalf("bad candidate %q", w)
		}
		out = append(out, Candidate{logictest.Cell(t, cell), int(digit[0] - '0')})
	}
	return logictest.SortedCandidates(out)
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
				got = append(got, fmt.Sprint(logictest.SortedCandidates(s.Eliminations)))
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
			if !slices.ContainsFunc(steps, func(s *Step) bool { return slices.Equal(logictest.SortedCandidates(s.Eliminations), want) }) {
				t.Errorf("%v on %s: no step eliminates exactly %v; found %d: %s", tech, tc.name, want, len(steps), strings.Join(got, "; "))
			}
		})
	}
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
