package logic

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"sudokubot/solver"
)

// The tests of the colouring, uniqueness and ALS techniques use boards
// built for them: a complete grid in which only a few cells are empty,
// with candidates chosen for the pattern under test. The finders look
// only at pencil marks, so the filled cells need not agree with them.

// canvas is a valid complete grid: cell (r, c) holds (3r + r/3 + c) mod 9
// + 1.
var canvas = func() (g solver.Grid) {
	for i := range 81 {
		r, c := i/9, i%9
		g[i] = uint8((3*r+r/3+c)%9 + 1)
	}
	return g
}()

// canvasBoard returns the canvas with the named cells emptied and given the
// candidates, e.g. canvasBoard(t, "r1c1", "27", "r2c4", "279"); a cell named
// with a leading '*' (e.g. "*r1c1") is a given instead, and keeps its
// digit.
func canvasBoard(t testing.TB, cellCands ...string) Board {
	t.Helper()
	if len(cellCands)%2 != 0 {
		t.Fatalf("canvasBoard: odd argument count %d", len(cellCands))
	}
	b := Board{Values: canvas}
	for i := 0; i < len(cellCands); i += 2 {
		name, cands := cellCands[i], cellCands[i+1]
		given := strings.HasPrefix(name, "*")
		c := parseCell(t, strings.TrimPrefix(name, "*"))
		if given {
			b.Puzzle[c] = b.Values[c]
			continue
		}
		b.Values[c] = 0
		b.Cands[c] = 0
		for _, r := range cands {
			b.Cands[c] |= 1 << (r - '0')
		}
	}
	return b
}

// parseCell parses "r5c4".
func parseCell(t testing.TB, s string) int {
	t.Helper()
	var r, c int
	if _, err := fmt.Sscanf(s, "r%dc%d", &r, &c); err != nil || r < 1 || r > 9 || c < 1 || c > 9 {
		t.Fatalf("bad cell name %q", s)
	}
	return (r-1)*9 + c - 1
}

// cands parses candidates written "r2c2=7 r3c9=5".
func cands(t testing.TB, s string) []Candidate {
	t.Helper()
	var out []Candidate
	for _, w := range strings.Fields(s) {
		cell, digit, ok := strings.Cut(w, "=")
		if !ok || len(digit) != 1 {
			t.Fatalf("bad candidate %q", w)
		}
		out = append(out, Candidate{parseCell(t, cell), int(digit[0] - '0')})
	}
	return sortedCandidates(out)
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
				got = append(got, fmt.Sprint(sortedCandidates(s.Eliminations)))
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
			if !slices.ContainsFunc(steps, func(s *Step) bool { return slices.Equal(sortedCandidates(s.Eliminations), want) }) {
				t.Errorf("%v on %s: no step eliminates exactly %v; found %d: %s", tech, tc.name, want, len(steps), strings.Join(got, "; "))
			}
		})
	}
}

// checkExplained checks that a step is explained in both languages and
// that both explanations name every cell the step eliminates from and the
// given cells (named "r5c4").
func checkExplained(t *testing.T, s *Step, cells ...string) {
	t.Helper()
	for _, lang := range []Lang{English, Chinese} {
		text := s.Explain(lang)
		if text == "" || strings.HasPrefix(text, "By a ") || strings.Contains(text, "%!") {
			t.Errorf("%v explanation in %v: %q", s.Technique, lang, text)
			continue
		}
		for _, e := range s.Eliminations {
			if !strings.Contains(text, cellName(e.Cell)) {
				t.Errorf("%v explanation in %v does not name %s: %q", s.Technique, lang, cellName(e.Cell), text)
			}
		}
		for _, c := range cells {
			if !strings.Contains(text, c) {
				t.Errorf("%v explanation in %v does not name %s: %q", s.Technique, lang, c, text)
			}
		}
	}
}

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
		checkExplained(t, s, tc.cells...)
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
		ca, cb := colorsOf(s)
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

// ownTechniques are the techniques of coloring.go, uniqueness.go and
// als.go.
var ownTechniques = []Technique{
	SimpleColoring, UniqueRectangle1, UniqueRectangle2, UniqueRectangle3, UniqueRectangle4, BUGPlus1,
	ALSXZ, ALSXYWing, SueDeCoq,
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
								rungs[tech].find(v, func(own *Step) bool {
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
			}
			t.Logf("%s: steps checked: %s", set.file, strings.Join(report, ", "))
		})
	}
}

func checkOwnStep(t *testing.T, s *Step, sol solver.Grid, b *Board) {
	t.Helper()
	for _, e := range s.Eliminations {
		if int(sol[e.Cell]) == e.Digit {
			t.Errorf("%v removes %v, the solution's digit\n%s\n%s", s.Technique, e, s.Explain(English), b.Values)
		}
		if !b.Cands[e.Cell].Has(e.Digit) {
			t.Errorf("%v removes %v, which is not a candidate", s.Technique, e)
		}
	}
	if len(s.Eliminations) == 0 || len(s.Placements) != 0 {
		t.Errorf("%v: %d eliminations, %d placements", s.Technique, len(s.Eliminations), len(s.Placements))
	}
	for _, lang := range []Lang{English, Chinese} {
		if text := s.Explain(lang); text == "" || strings.Contains(text, "%!") || strings.HasPrefix(text, "By a ") {
			t.Errorf("%v explanation in language %d: %q", s.Technique, lang, text)
		}
	}
}

// benchBoards returns boards met on the paths of top1465 puzzles (with
// trials where logic is stuck), those before a step of technique from or
// later: the boards on which the finders of from and after it run. It
// takes every k-th puzzle, and caches the boards of each from.
func benchBoards(b *testing.B, from Technique) []Board {
	b.Helper()
	benchMu.Lock()
	defer benchMu.Unlock()
	if bs, ok := benchCache[from]; ok {
		return bs
	}
	puzzles := tsvPuzzles(b, "logic/se_top1465.tsv", "puzzle")
	var boards []Board
	ctx := context.Background()
	for i := 0; i < len(puzzles); i += 5 {
		start := NewBoard(puzzles[i], solver.Grid{})
		p, err := SolvePath(ctx, start, Options{}, true)
		if err != nil {
			b.Fatal(err)
		}
		board := start
		for _, s := range p.Steps {
			if s.Technique >= from {
				boards = append(boards, board)
			}
			board.Apply(s)
		}
	}
	if benchCache == nil {
		benchCache = map[Technique][]Board{}
	}
	benchCache[from] = boards
	return boards
}

// cpuTime returns the CPU time the process has used: on a shared machine
// it says more about a benchmark than the time on the clock.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

var (
	benchMu    sync.Mutex
	benchCache map[Technique][]Board
)

// benchOwnFinder runs technique t's finder over all the boards in each
// iteration, stopping at the first step as Next does, and reports the time
// per board and the share of boards with a step.
func benchOwnFinder(b *testing.B, t Technique, boards []Board) {
	if len(boards) == 0 {
		b.Skip("no boards")
	}
	find := rungs[t].find
	ctx := context.Background()
	views := make([]*view, len(boards))
	for i := range boards {
		views[i] = newView(ctx, &boards[i])
	}
	found := 0
	cpu := cpuTime()
	for b.Loop() {
		found = 0
		for _, v := range views {
			find(v, func(*Step) bool { found++; return false })
		}
	}
	cpu = cpuTime() - cpu
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e3/float64(b.N*len(boards)), "µs/board")
	b.ReportMetric(float64(cpu.Nanoseconds())/1e3/float64(b.N*len(boards)), "cpu-µs/board")
	b.ReportMetric(float64(found)/float64(len(boards)), "found/board")
}

// BenchmarkBaselineNakedTriple times a finder of the framework on the
// boards of the ALS benchmarks: on a shared machine, compare the ratios.
func BenchmarkBaselineNakedTriple(b *testing.B) {
	benchOwnFinder(b, NakedTriple, benchBoards(b, ALSXZ))
}

func BenchmarkSimpleColoring(b *testing.B) {
	benchOwnFinder(b, SimpleColoring, benchBoards(b, SimpleColoring))
}
