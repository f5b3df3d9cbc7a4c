// Soundness of the techniques for the hardest puzzles (exocet.go,
// skloop.go, msls.go) on the forum's hardest puzzles, where they are met: every step
// of the solution paths, and every step these finders find on the boards
// where the path needed tier 8 or more, checked against the exact
// solution.

package logic

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"sudokubot/solver"
)

// hardestTechniques are the techniques of exocet.go, skloop.go and
// msls.go.
var hardestTechniques = []Technique{JExocet, SKLoop, MSLS}

func TestHardestStepsSound(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	ctx := context.Background()
	puzzles := loadLogicSet(t, "exact:puzzles6_forum_hardest_1106.txt", "")
	step := 15
	if *soundAll {
		step = 1
	}
	counts := map[Technique]int{}
	for i := 0; i < len(puzzles); i += step {
		g := puzzles[i]
		r := solver.Solve(g, solver.Options{})
		if r.Verdict() != solver.Unique {
			t.Fatalf("puzzle %d: verdict %v", i+1, r.Verdict())
		}
		sol := r.Solutions[0]
		start := NewBoard(g, solver.Grid{})
		p, err := SolvePath(ctx, start, Options{}, true)
		if err != nil {
			t.Fatalf("puzzle %d: %v", i+1, err)
		}
		checkPath(t, fmt.Sprintf("forum hardest #%d %s", i+1, g), p, start, sol)
		b := start
		for _, ps := range p.Steps {
			if ps.Technique.Tier() >= 8 {
				for _, tech := range hardestTechniques {
					for _, s := range All(ctx, &b, tech) {
						counts[tech]++
						checkOwnStep(t, s, sol, &b)
					}
				}
			}
			b.Apply(ps)
		}
	}
	var report []string
	for _, tech := range hardestTechniques {
		report = append(report, fmt.Sprintf("%v %d", tech, counts[tech]))
	}
	t.Logf("steps checked: %s", strings.Join(report, ", "))
	requireFound(t, counts, hardestTechniques...)
}

// withoutHardestTechniques takes the techniques for the hardest puzzles
// out of the ladder until test t ends, for the tests of what the ladder
// below them does: Inkala's puzzle, their source of forcing nets, now
// opens with a Multi-Sector Locked Set and needs no net.
func withoutHardestTechniques(t testing.TB) {
	t.Helper()
	saved := map[Technique]finder{}
	for _, tech := range hardestTechniques {
		saved[tech] = descriptors[tech].find
		descriptors[tech].find = nil
	}
	t.Cleanup(func() {
		for tech, f := range saved {
			descriptors[tech].find = f
		}
	})
}
