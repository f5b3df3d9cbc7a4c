// Soundness over the shared puzzle sets: every step of the solution paths
// (TestSound), and every step the finders of the pattern techniques (fish,
// single-digit patterns, wings) and of colouring, uniqueness and ALS find
// on the boards of those paths (TestPatternsSoundEveryStep,
// TestOwnStepsSound), checked against the exact solution.

package logic

import (
	"context"
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/internal/logictest"
)

var (
	soundAll   = flag.Bool("sound.all", false, "check the soundness of every step on every puzzle of the shared data, not a sample")
	soundExact = flag.Int("sound.exact", 0, "also check the exact solver's sets of testdata/ (the unique ones), every Nth puzzle (1: all)")
	soundHard  = flag.Int("sound.hardest", 0, "with -sound.exact: every Nth puzzle of the 48,766 forum-hardest ones instead (each takes about 0.4 s)")
)

// logicSets are the puzzle files of the shared data for the human-style
// solver, with the column that holds the puzzle.
var logicSets = []struct{ file, column string }{
	{"logic/cb001_sample1000.tsv", "puzzle"},
	{"logic/royle17_sample1000.tsv", "puzzle"},
	{"logic/se_top1465.tsv", "puzzle"},
	{"logic/qqwing_levels.tsv", ""},
	{"logic/hodoku_exemplars.tsv", "puzzle"},
}

func loadLogicSet(t testing.TB, file, column string) []solver.Grid {
	if name, ok := strings.CutPrefix(file, "exact:"); ok {
		var gs []solver.Grid
		for i, line := range logictest.ReadLines(t, filepath.Join("..", "testdata", name)) {
			g, err := solver.Parse(line)
			if err != nil {
				t.Fatalf("%s:%d: %v", name, i+1, err)
			}
			gs = append(gs, g)
		}
		return gs
	}
	if column != "" {
		return tsvPuzzles(t, file, column)
	}
	var gs []solver.Grid
	for i, line := range logictest.ReadLines(t, logictest.SharedData(t, file)) {
		g, err := solver.Parse(strings.Fields(line)[0])
		if err != nil {
			t.Fatalf("%s:%d: %v", file, i+1, err)
		}
		gs = append(gs, g)
	}
	return gs
}

// checkPath fails t for any step of the path that places a wrong digit or
// removes a digit of the solution.
func checkPath(t testing.TB, name string, p *Path, start Board, sol solver.Grid) {
	t.Helper()
	b := start
	for i, s := range p.Steps {
		for _, pl := range s.Placements {
			if int(sol[pl.Cell]) != pl.Digit {
				t.Errorf("%s: step %d (%v) places %v, the solution has %d there\n%s\n%s", name, i+1, s.Technique, pl, sol[pl.Cell], describe(s), b.Values)
			}
		}
		for _, e := range s.Eliminations {
			if int(sol[e.Cell]) == e.Digit {
				t.Errorf("%s: step %d (%v) removes %v, the solution's digit\n%s\n%s", name, i+1, s.Technique, e, describe(s), b.Values)
			}
		}
		b.Apply(s)
	}
}

// TestSound solves puzzles of the shared data with every technique and
// checks every step against the exact solution. By default it takes a
// sample of each set (two puzzles with -short); -sound.all takes every
// puzzle.
func TestSound(t *testing.T) {
	sets := logicSets
	if *soundExact > 0 {
		for _, f := range []string{"puzzles2_17_clue.txt", "puzzles3_magictour_top1465.txt", "puzzles5_forum_hardest_1905_11+.txt", "puzzles6_forum_hardest_1106.txt"} {
			sets = append(sets, struct{ file, column string }{"exact:" + f, ""})
		}
	}
	for _, set := range sets {
		t.Run(strings.TrimPrefix(set.file, "logic/"), func(t *testing.T) {
			puzzles := loadLogicSet(t, set.file, set.column)
			step := 1
			switch {
			case strings.Contains(set.file, "hardest_1905") && *soundHard > 0:
				step = *soundHard
			case strings.HasPrefix(set.file, "exact:"):
				step = *soundExact
			case !*soundAll:
				step = max(1, len(puzzles)/25)
			}
			if testing.Short() {
				step = max(1, len(puzzles)/2)
			}
			var mu sync.Mutex
			solved, total := 0, 0
			var wg sync.WaitGroup
			work := make(chan int)
			for range 2 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for i := range work {
						g := puzzles[i]
						r := solver.Solve(g, solver.Options{})
						if r.Verdict() != solver.Unique {
							t.Errorf("%s #%d: verdict %v", set.file, i+1, r.Verdict())
							continue
						}
						start := NewBoard(g, solver.Grid{})
						p, err := SolvePath(context.Background(), start, Options{}, false)
						if err != nil {
							t.Errorf("%s #%d: %v", set.file, i+1, err)
							continue
						}
						checkPath(t, fmt.Sprintf("%s #%d %s", set.file, i+1, g), p, start, r.Solutions[0])
						mu.Lock()
						total++
						if p.Solved {
							solved++
						}
						mu.Unlock()
					}
				}()
			}
			for i := 0; i < len(puzzles); i += step {
				work <- i
			}
			close(work)
			wg.Wait()
			t.Logf("%s: %d of %d puzzles solved by logic, every step checked", set.file, solved, total)
			if total == 0 {
				t.Errorf("%s: no puzzle checked", set.file)
			}
		})
	}
}

// ownTechniques are the techniques of coloring.go, uniqueness.go and
// als.go.
var ownTechniques = []Technique{
	SimpleColoring, UniqueRectangle1, UniqueRectangle2, UniqueRectangle3, UniqueRectangle4, BUGPlus1,
	ALSXZ, ALSXYWing, SueDeCoq, DeathBlossom,
}

// TestOwnStepsSound checks the steps that these techniques find, not only
// the first that Next takes (up to perBoard of each technique), on every
// board of the solution paths of a sample of the shared puzzles (all of
// them with -sound.all): no step may remove a digit of the solution, and
// each must be explained in both languages.
func TestOwnStepsSound(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	ctx := context.Background()
	all := map[Technique]int{}
	for _, set := range logicSets {
		t.Run(strings.TrimPrefix(set.file, "logic/"), func(t *testing.T) {
			puzzles := loadLogicSet(t, set.file, set.column)
			step, perBoard := max(1, len(puzzles)/25), 10
			if *soundAll {
				step, perBoard = 1, 25
			}
			var mu sync.Mutex
			counts := map[Technique]int{}
			var wg sync.WaitGroup
			work := make(chan int)
			for range 2 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for i := range work {
						sol := solver.Solve(puzzles[i], solver.Options{}).Solutions[0]
						b := NewBoard(puzzles[i], solver.Grid{})
						p, err := SolvePath(ctx, b, Options{}, true)
						if err != nil {
							t.Errorf("%s #%d: %v", set.file, i+1, err)
							continue
						}
						for _, s := range p.Steps {
							v := newView(ctx, &b)
							for _, tech := range ownTechniques {
								n := 0
								descriptors[tech].find(v, func(own *Step) bool {
									checkOwnStep(t, own, sol, &b)
									n++
									return n < perBoard
								})
								mu.Lock()
								counts[tech] += n
								mu.Unlock()
							}
							b.Apply(s)
						}
					}
				}()
			}
			for i := 0; i < len(puzzles); i += step {
				work <- i
			}
			close(work)
			wg.Wait()
			var report []string
			for _, tech := range ownTechniques {
				report = append(report, fmt.Sprintf("%v %d", tech, counts[tech]))
				all[tech] += counts[tech]
			}
			t.Logf("%s: steps checked: %s", set.file, strings.Join(report, ", "))
		})
	}
	requireFound(t, all, ownTechniques...)
}

func checkOwnStep(t *testing.T, s *Step, sol solver.Grid, b *Board) {
	t.Helper()
	for _, e := range s.Eliminations {
		if int(sol[e.Cell]) == e.Digit {
			t.Errorf("%v removes %v, the solution's digit\n%s\n%s", s.Technique, e, describe(s), b.Values)
		}
		if !b.Cands[e.Cell].Has(e.Digit) {
			t.Errorf("%v removes %v, which is not a candidate", s.Technique, e)
		}
	}
	if len(s.Eliminations) == 0 || len(s.Placements) != 0 {
		t.Errorf("%v: %d eliminations, %d placements", s.Technique, len(s.Eliminations), len(s.Placements))
	}
}

// patternTechniques are the techniques of fish.go, singledigit.go and wings.go.
var patternTechniques = []Technique{
	XWing, Skyscraper, TwoStringKite, EmptyRectangle, XYWing, XYZWing, WWing, Swordfish, Jellyfish,
	FinnedXWing, SashimiXWing, FinnedSwordfish, SashimiSwordfish, FinnedJellyfish, SashimiJellyfish,
}

// TestPatternsSoundEveryStep goes further than TestSound for the
// techniques of this work: on every board of the solution paths it checks
// every step each technique finds, not only the one the path takes,
// against the solution and (for fish) against the definition, and that
// both explanations exist. It takes a sample unless -sound.all is given.
func TestPatternsSoundEveryStep(t *testing.T) {
	if testing.Short() {
		t.Skip("long")
	}
	ctx := context.Background()
	all := map[Technique]int{}
	for _, set := range logicSets {
		t.Run(strings.TrimPrefix(set.file, "logic/"), func(t *testing.T) {
			puzzles := loadLogicSet(t, set.file, set.column)
			step := max(1, len(puzzles)/20)
			if *soundAll {
				step = 1
			}
			counts := map[Technique]int{}
			for i := 0; i < len(puzzles); i += step {
				g := puzzles[i]
				r := solver.Solve(g, solver.Options{})
				if r.Verdict() != solver.Unique {
					continue
				}
				sol := r.Solutions[0]
				b := NewBoard(g, solver.Grid{})
				p, err := SolvePath(ctx, b, Options{}, false)
				if err != nil {
					t.Fatalf("%s #%d: %v", set.file, i+1, err)
				}
				for _, ps := range p.Steps {
					if ps.Technique.Tier() >= 4 {
						for _, tech := range patternTechniques {
							for _, s := range All(ctx, &b, tech) {
								counts[tech]++
								for _, e := range s.Eliminations {
									if int(sol[e.Cell]) == e.Digit {
										t.Errorf("%s #%d: %v removes %v, the solution's digit\n%s\n%s", set.file, i+1, tech, e, describe(s), b.Values)
									}
								}
								if err := validateStep(&b, s); err != nil {
									t.Errorf("%s #%d: %v: %v", set.file, i+1, tech, err)
								}
							}
						}
					}
					b.Apply(ps)
				}
			}
			var report []string
			for _, tech := range patternTechniques {
				report = append(report, fmt.Sprintf("%v %d", tech, counts[tech]))
				all[tech] += counts[tech]
			}
			t.Logf("steps checked: %s", strings.Join(report, ", "))
		})
	}
	requireFound(t, all, patternTechniques...)
}
