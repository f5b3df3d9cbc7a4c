package solver

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The puzzles of the seed documents, with their solutions (checked with
// QQWing 1.3.4, an independent solver).
var seedPuzzles = []struct {
	name, puzzle, solution string
}{
	{"matrix5", "006080570000400300000027100070050040049008600003000010000235900000000000001900020",
		"926183574715496382834527196178659243249318657563742819487235961692871435351964728"},
	{"backtracking", "002300000041200000800010006600000059003000400520000003700090004000006890000004500",
		"962358741341267985857419236674823159193675428528941673786592314415736892239184567"},
	{"heuristic", "005300000800000020070010500400005300010070006003200080060500009004000030000009700",
		"145327698839654127672918543496185372218473956753296481367542819984761235521839764"},
	{"inkala", "800000000003600000070090200050007000000045700000100030001000068008500010090000400",
		"812753649943682175675491283154237896369845721287169534521974368438526917796318452"},
}

func TestSeedPuzzles(t *testing.T) {
	for _, tt := range seedPuzzles {
		t.Run(tt.name, func(t *testing.T) {
			g := mustParse(t, tt.puzzle)
			r := Solve(g, Options{})
			if v := r.Verdict(); v != Unique {
				t.Fatalf("Solve(%s) verdict = %v, want unique", tt.puzzle, v)
			}
			if got := r.Solutions[0].Digits(); got != tt.solution {
				t.Errorf("Solve(%s) = %s, want %s", tt.puzzle, got, tt.solution)
			}
		})
	}
}

func TestSolveVerdicts(t *testing.T) {
	solved := mustParse(t, seedPuzzles[3].solution)
	almost := solved
	almost[0], almost[80] = 0, 0
	twoWays := deadlyPattern(t, solved)
	tests := []struct {
		name  string
		grid  Grid
		opts  Options
		want  Verdict
		count int
	}{
		{"solved grid", solved, Options{}, Unique, 1},
		{"two cells open", almost, Options{}, Unique, 1},
		{"empty grid", Grid{}, Options{}, Multiple, 2},
		{"empty grid, one solution asked", Grid{}, Options{MaxSolutions: 1}, Solved, 1},
		{"deadly pattern", twoWays, Options{MaxSolutions: 10}, Multiple, 2},
		{"conflicting givens", mustParseLoose(t, "55"+classic[2:]), Options{}, NoSolution, 0},
		{"no solution", mustParse(t, "12345678."+strings.Repeat(".", 71)+"9"), Options{}, NoSolution, 0},
		{"step limit", mustParse(t, seedPuzzles[3].puzzle), Options{StepLimit: 1}, Unknown, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Solve(tt.grid, tt.opts)
			if v := r.Verdict(); v != tt.want || len(r.Solutions) != tt.count {
				t.Fatalf("Solve(%s, %+v) = %v with %d solutions, want %v with %d", tt.grid, tt.opts, v, len(r.Solutions), tt.want, tt.count)
			}
			for _, sol := range r.Solutions {
				checkSolution(t, tt.grid, sol)
			}
		})
	}
}

// deadlyPattern empties four cells of a solved grid that form a rectangle
// over two boxes holding the same two digits, so the grid has exactly two
// solutions.
func deadlyPattern(t *testing.T, g Grid) Grid {
	for r1 := range 9 {
		for r2 := r1 + 1; r2 < 9; r2++ {
			for c1 := range 9 {
				for c2 := c1 + 1; c2 < 9; c2++ {
					a, b := g[9*r1+c1], g[9*r1+c2]
					sameBand, sameStack := r1/3 == r2/3, c1/3 == c2/3
					if sameBand == sameStack || g[9*r2+c1] != b || g[9*r2+c2] != a {
						continue
					}
					for _, c := range []int{9*r1 + c1, 9*r1 + c2, 9*r2 + c1, 9*r2 + c2} {
						g[c] = 0
					}
					return g
				}
			}
		}
	}
	t.Fatal("no deadly pattern in the grid")
	return g
}

// checkSolution fails t unless sol is a full, valid grid agreeing with
// the puzzle's givens.
func checkSolution(t testing.TB, puzzle, sol Grid) {
	t.Helper()
	if !sol.Full() {
		t.Fatalf("solution %s of %s is not full", sol, puzzle)
	}
	if err := sol.Validate(); err != nil {
		t.Fatalf("solution %s of %s: %v", sol, puzzle, err)
	}
	if !puzzle.Consistent(sol) {
		t.Fatalf("solution %s does not keep the givens of %s", sol, puzzle)
	}
}

var dataSets = []struct {
	file     string
	multiple bool // every puzzle has two solutions or more; else exactly one
}{
	{"puzzles2_17_clue.txt", false},
	{"puzzles3_magictour_top1465.txt", false},
	{"puzzles5_forum_hardest_1905_11+.txt", false},
	{"puzzles6_forum_hardest_1106.txt", false},
	{"puzzles7_serg_benchmark.txt", true},
}

func readPuzzles(t testing.TB, file string) []Grid {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", file))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var gs []Grid
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		g, err := Parse(sc.Text())
		if err != nil {
			t.Fatalf("%s:%d: %v", file, line, err)
		}
		gs = append(gs, g)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return gs
}

// TestDataSets solves every puzzle of every set, checks every solution and
// the number of solutions.
func TestDataSets(t *testing.T) {
	for _, set := range dataSets {
		t.Run(set.file, func(t *testing.T) {
			t.Parallel()
			puzzles := readPuzzles(t, set.file)
			if testing.Short() {
				puzzles = puzzles[:min(len(puzzles), 500)]
			}
			want := Unique
			if set.multiple {
				want = Multiple
			}
			var s Solver
			for i, g := range puzzles {
				r := s.Solve(g, Options{})
				if v := r.Verdict(); v != want {
					t.Fatalf("%s:%d: %s: verdict %v after %d steps, want %v", set.file, i+1, g, v, r.Steps, want)
				}
				for _, sol := range r.Solutions {
					checkSolution(t, g, sol)
				}
				if set.multiple && r.Solutions[0] == r.Solutions[1] {
					t.Fatalf("%s:%d: the same solution twice", set.file, i+1)
				}
			}
		})
	}
}

// TestSolveAllocs checks that a Solver, once warmed up, allocates nothing.
func TestSolveAllocs(t *testing.T) {
	var s Solver
	g := mustParse(t, seedPuzzles[3].puzzle)
	s.Solve(Grid{}, Options{})
	if n := testing.AllocsPerRun(100, func() { s.Solve(g, Options{}) }); n != 0 {
		t.Errorf("Solver.Solve allocates %v times per call, want 0", n)
	}
}

// TestNearlyEmptyGrids checks that grids with few givens are found to have
// several solutions in a few steps, not by enumerating.
func TestNearlyEmptyGrids(t *testing.T) {
	sol := mustParse(t, seedPuzzles[0].solution)
	for givens := 0; givens <= 16; givens++ {
		var g Grid
		for i := 0; i < givens; i++ {
			c := (i * 37) % 81
			g[c] = sol[c]
		}
		r := Solve(g, Options{})
		if r.Verdict() != Multiple || r.Steps > 100 {
			t.Errorf("%d givens: verdict %v after %d steps, want multiple within 100", givens, r.Verdict(), r.Steps)
		}
	}
}

func FuzzSolve(f *testing.F) {
	for _, p := range seedPuzzles {
		g, _ := Parse(p.puzzle)
		f.Add(g[:])
	}
	f.Add(make([]byte, 81))
	f.Add([]byte("\xff\x0a\x09"))
	f.Fuzz(func(t *testing.T, data []byte) {
		var g Grid
		copy(g[:], data)
		r := Solve(g, Options{StepLimit: 2000})
		valid := g.Validate() == nil
		if !valid && len(r.Solutions) > 0 {
			t.Fatalf("Solve(%s) found a solution of an invalid grid", g)
		}
		for _, sol := range r.Solutions {
			checkSolution(t, g, sol)
		}
		if r.Complete && r.Limited {
			t.Fatalf("Solve(%s): complete and limited", g)
		}
	})
}

func ExampleSolve() {
	g, err := Parse(`
		8 . . | . . . | . . .
		. . 3 | 6 . . | . . .
		. 7 . | . 9 . | 2 . .
		------+-------+------
		. 5 . | . . 7 | . . .
		. . . | . 4 5 | 7 . .
		. . . | 1 . . | . 3 .
		------+-------+------
		. . 1 | . . . | . 6 8
		. . 8 | 5 . . | . 1 .
		. 9 . | . . . | 4 . .`)
	if err != nil {
		fmt.Println(err)
		return
	}
	r := Solve(g, Options{})
	fmt.Println(r.Verdict())
	fmt.Print(r.Solutions[0].Board())
	// Output:
	// unique
	// 8 1 2 | 7 5 3 | 6 4 9
	// 9 4 3 | 6 8 2 | 1 7 5
	// 6 7 5 | 4 9 1 | 2 8 3
	// ------+-------+------
	// 1 5 4 | 2 3 7 | 8 9 6
	// 3 6 9 | 8 4 5 | 7 2 1
	// 2 8 7 | 1 6 9 | 5 3 4
	// ------+-------+------
	// 5 2 1 | 9 7 4 | 3 6 8
	// 4 3 8 | 5 2 6 | 9 1 7
	// 7 9 6 | 3 1 8 | 4 5 2
}

func ExampleParse_error() {
	_, err := Parse("53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..7")
	fmt.Println(err)
	// Output: found 80 cells, need 81 (line 9 has 8)
}

// BenchmarkSolve measures the exact solver on each data set, searching for
// up to two solutions, and reports µs and guesses per puzzle.
func BenchmarkSolve(b *testing.B) {
	for _, set := range dataSets {
		puzzles := readPuzzles(b, set.file)
		b.Run(set.file, func(b *testing.B) {
			var s Solver
			steps, i := 0, 0
			for b.Loop() {
				r := s.Solve(puzzles[i], Options{})
				steps += r.Steps
				if i++; i == len(puzzles) {
					i = 0
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e3/float64(b.N), "µs/puzzle")
			b.ReportMetric(float64(steps)/float64(b.N), "guesses/puzzle")
		})
	}
}

func BenchmarkParse(b *testing.B) {
	inputs := map[string]string{
		"line":  classic,
		"board": mustParse(b, classic).Board(),
		// The longest message Telegram delivers, all one run of digits.
		"long": strings.Repeat("0", 4096),
		"list": "[[5,3,0,0,7,0,0,0,0],[6,0,0,1,9,5,0,0,0],[0,9,8,0,0,0,0,6,0],[8,0,0,0,6,0,0,0,3],[4,0,0,8,0,3,0,0,1],[7,0,0,0,2,0,0,0,6],[0,6,0,0,0,0,2,8,0],[0,0,0,4,1,9,0,0,5],[0,0,0,0,8,0,0,7,9]]",
	}
	for name, in := range inputs {
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				Parse(in)
			}
		})
	}
}
