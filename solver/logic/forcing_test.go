package logic

import (
	"context"
	"fmt"
	"testing"

	"sudokubot/solver"
)

// TestForcingSteps checks every forcing step the tier-9 finders find on
// boards of top1465 solution paths (a sample) where tier 9 is next: true
// to the solution, each branch starting with its assumption, and the
// explanation complete in both languages.
func TestForcingSteps(t *testing.T) {
	puzzles := loadLogicSet(t, "logic/se_top1465.tsv", "puzzle")
	stride := 60
	if testing.Short() {
		stride = 100
	}
	ctx := context.Background()
	counts := map[Technique]int{}
	for i := 0; i < len(puzzles); i += stride {
		sol := solver.Solve(puzzles[i], solver.Options{}).Solutions[0]
		b := NewBoard(puzzles[i], solver.Grid{})
		for {
			s, err := Next(ctx, &b, Options{})
			if err != nil {
				break
			}
			if s.Technique.Tier() == 9 {
				for tech := CellForcingChain; tech <= ForcingNet; tech++ {
					steps := All(ctx, &b, tech)
					for _, x := range steps[:min(len(steps), 8)] {
						counts[tech]++
						checkForcingStep(t, fmt.Sprintf("puzzle %d", i+1), &b, x, sol)
					}
				}
			}
			b.Apply(s)
		}
	}
	t.Logf("steps checked: %v", counts)
	requireFound(t, counts, CellForcingChain, HouseForcingChain, ContradictionChain, ForcingNet)
}

func checkForcingStep(t *testing.T, name string, b *Board, s *Step, sol solver.Grid) {
	t.Helper()
	for _, p := range s.Placements {
		if int(sol[p.Cell]) != p.Digit {
			t.Errorf("%s: %v places %v wrongly\n%s", name, s.Technique, p, describe(s))
		}
	}
	for _, e := range s.Eliminations {
		if int(sol[e.Cell]) == e.Digit {
			t.Errorf("%s: %v removes the solution's %v\n%s", name, s.Technique, e, describe(s))
		}
	}
	// One conclusion; Next adds the single an elimination leaves.
	if len(s.Placements) > 1 || len(s.Eliminations) != 1 && (len(s.Eliminations) != 0 || len(s.Placements) != 1) {
		t.Errorf("%s: %v concludes %v %v, want one conclusion", name, s.Technique, s.Placements, s.Eliminations)
	}
	if len(s.Chains) == 0 {
		t.Fatalf("%s: %v without branches", name, s.Technique)
	}
	for i, ch := range s.Chains {
		if len(ch) == 0 {
			t.Errorf("%s: %v branch %d is empty", name, s.Technique, i)
		}
	}
}

// TestNestedNet checks the nested level on a board where lower levels find
// nothing: a hand-made board is hard to come by, so it takes the board of
// forum_hardest_1106's puzzle 4 where the nets first need nesting (after
// 2 steps). None of top1465's first 400 has such a board since a
// placement's other digits lose their places in its houses (puzzles 2
// and 77 had).
func TestNestedNet(t *testing.T) {
	puzzles := loadLogicSet(t, "exact:puzzles6_forum_hardest_1106.txt", "")
	ctx := context.Background()
	for _, i := range []int{3} {
		sol := solver.Solve(puzzles[i], solver.Options{}).Solutions[0]
		b := NewBoard(puzzles[i], solver.Grid{})
		for {
			s, err := Next(ctx, &b, Options{MaxTier: 8})
			if err == ErrStuck {
				v := newView(ctx, &b)
				if found, _ := searchNets(v, levelLocked); len(found) == 0 {
					found, p := searchNets(v, levelNested)
					if len(found) == 0 {
						t.Fatalf("puzzle %d: no nested net", i+1)
					}
					x := netStep(p, found[0])
					checkForcingStep(t, fmt.Sprintf("puzzle %d", i+1), &b, x, sol)
					return
				}
				s, err = Next(ctx, &b, Options{})
			}
			if err != nil {
				break
			}
			b.Apply(s)
		}
	}
	t.Fatal("no board of the path needs nested nets")
}

// walkPath follows the explained path of a puzzle, calling f with each
// step (numbered from 1) and the board before it.
func walkPath(t *testing.T, puzzle string, f func(n int, b *Board, s *Step, sol solver.Grid)) {
	t.Helper()
	g, err := solver.Parse(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	sol := solver.Solve(g, solver.Options{}).Solutions[0]
	b := NewBoard(g, solver.Grid{})
	for n := 1; ; n++ {
		s, err := Next(context.Background(), &b, Options{})
		if err != nil {
			return
		}
		f(n, &b, s, sol)
		b.Apply(s)
	}
}

// TestForcingSeedPath checks every forcing step of the explained solution
// of Arto Inkala's "hardest" puzzle, from the seed documents: its nets
// mix locked candidates and nested contradictions. Its forcing steps take
// seconds under the race detector, so -short skips it (TestForcingSteps
// and TestNestedNet check such steps).
func TestForcingSeedPath(t *testing.T) {
	if testing.Short() {
		t.Skip("takes seconds; run without -short")
	}
	withoutHardestTechniques(t)
	forcing := 0
	walkPath(t, "800000000003600000070090200050007000000045700000100030001000068008500010090000400", func(n int, b *Board, s *Step, sol solver.Grid) {
		if s.Technique.Tier() == 9 {
			forcing++
			checkForcingStep(t, fmt.Sprintf("Inkala, step %d", n), b, s, sol)
		}
	})
	if forcing == 0 {
		t.Fatal("no forcing step on Inkala's path")
	}
}

// TestForcingNetReplay is a puzzle whose forcing net the search found
// after spending the nested assumptions' budget: the step's replay must
// start that budget afresh, or its chain comes out empty and its
// explanation cannot be written. Every step of its path must explain
// itself at every hint level.
func TestForcingNetReplay(t *testing.T) {
	walkPath(t, "...4...8...7..92......3...526...1.....19......7....1..5......4..1.8....3..6..29..", func(n int, b *Board, s *Step, sol solver.Grid) {
		for _, ch := range s.Chains {
			if len(ch) == 0 {
				t.Fatalf("step %d, %v: an empty chain", n, s.Technique)
			}
		}
		if s.Technique.Tier() == 9 {
			checkForcingStep(t, fmt.Sprintf("step %d", n), b, s, sol)
		}
	})
}
