package solver

import (
	"bufio"
	"fmt"
	"math/bits"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unsafe"
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

// readPuzzles reads the puzzles of a file of testdata/, at most limit of
// them (all if limit is 0).
func readPuzzles(t testing.TB, file string, limit int) []Grid {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", file))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var gs []Grid
	sc := bufio.NewScanner(f)
	for line := 1; (limit == 0 || len(gs) < limit) && sc.Scan(); line++ {
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

// TestDataSets solves every puzzle of every set (the first 500 of each
// with -short), checks every solution and the number of solutions.
func TestDataSets(t *testing.T) {
	limit := 0
	if testing.Short() {
		limit = 500
	}
	for _, set := range dataSets {
		t.Run(set.file, func(t *testing.T) {
			t.Parallel()
			puzzles := readPuzzles(t, set.file, limit)
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

// FuzzSolve solves grids made of the fuzzer's bytes, one cell each (the
// byte mod 10; missing cells are empty), and checks the verdict and every
// solution against refSolve, a plain backtracking search.
func FuzzSolve(f *testing.F) {
	for _, p := range seedPuzzles {
		g, _ := Parse(p.puzzle)
		f.Add(g[:])
	}
	f.Add(make([]byte, 81))
	f.Add([]byte{1, 2, 3})                            // three givens: many solutions
	f.Add([]byte("\x0b\x0c\x0d\x0e\x0f\x10\x11\x12")) // 1 to 8 in row 1 (bytes 11 to 18)
	f.Add([]byte{5, 5})                               // two 5s in row 1
	f.Fuzz(func(t *testing.T, data []byte) {
		var g Grid
		for i := range min(len(data), 81) {
			g[i] = data[i] % 10
		}
		const limit = 2000
		r := Solve(g, Options{StepLimit: limit})
		for _, sol := range r.Solutions {
			checkSolution(t, g, sol)
		}
		if len(r.Solutions) == 2 && r.Solutions[0] == r.Solutions[1] {
			t.Fatalf("Solve(%s): the same solution twice", g)
		}
		if r.Complete == r.Limited && (r.Complete || len(r.Solutions) < 2) {
			t.Fatalf("Solve(%s): complete %v, limited %v, %d solutions", g, r.Complete, r.Limited, len(r.Solutions))
		}
		if r.Steps > limit {
			t.Fatalf("Solve(%s): %d steps, above the limit %d", g, r.Steps, limit)
		}
		ref, ok := refSolve(g, 2, 20_000)
		if !ok {
			return // too long for the plain search: nothing to compare
		}
		want := NoSolution
		switch len(ref) {
		case 1:
			want = Unique
		case 2:
			want = Multiple
		}
		if v := r.Verdict(); v != want && !(v == Unknown && r.Limited) {
			t.Fatalf("Solve(%s) = %v with %d solutions; the plain search finds %d", g, v, len(r.Solutions), len(ref))
		}
		if want == Unique && len(r.Solutions) == 1 && r.Solutions[0] != ref[0] {
			t.Fatalf("Solve(%s) = %s; the plain search finds %s", g, r.Solutions[0], ref[0])
		}
	})
}

// refSolve finds up to max solutions of g by plain backtracking: it fills
// the empty cell with the fewest possible digits, trying each in turn. It
// gives up, returning false, after budget placements. Grids with a value
// above 9 or two equal digits in a house have none.
func refSolve(g Grid, max, budget int) ([]Grid, bool) {
	peers := &refPeers
	for c, v := range g {
		if v > 9 {
			return nil, true
		}
		for _, p := range peers[c] {
			if v != 0 && g[p] == v {
				return nil, true
			}
		}
	}
	var sols []Grid
	var search func() bool
	search = func() bool {
		best, bestN, bestFree := -1, 10, uint16(0)
		for c := range 81 {
			if g[c] != 0 {
				continue
			}
			free := uint16(0x3fe)
			for _, p := range peers[c] {
				free &^= 1 << g[p]
			}
			if n := bits.OnesCount16(free); n < bestN {
				best, bestN, bestFree = c, n, free
			}
		}
		if best < 0 {
			sols = append(sols, g)
			return true
		}
		for d := uint8(1); d <= 9; d++ {
			if bestFree>>d&1 == 0 {
				continue
			}
			if budget--; budget < 0 {
				return false
			}
			g[best] = d
			ok := search()
			g[best] = 0
			if !ok || len(sols) == max {
				return ok
			}
		}
		return true
	}
	ok := search()
	return sols, ok
}

// refPeers lists the 20 cells that share a row, column or box with each
// cell.
var refPeers = func() (peers [81][20]int) {
	for c := range 81 {
		n := 0
		for p := range 81 {
			sameBox := c/27 == p/27 && c%9/3 == p%9/3
			if p != c && (c/9 == p/9 || c%9 == p%9 || sameBox) {
				peers[c][n] = p
				n++
			}
		}
	}
	return peers
}()

// TestRefSolve checks the fuzz test's plain search on the verdicts of
// TestSolveVerdicts's grids.
func TestRefSolve(t *testing.T) {
	solved := mustParse(t, seedPuzzles[3].solution)
	for _, tt := range []struct {
		name string
		grid Grid
		want int
	}{
		{"seed puzzle", mustParse(t, seedPuzzles[3].puzzle), 1},
		{"solved grid", solved, 1},
		{"empty grid", Grid{}, 2},
		{"deadly pattern", deadlyPattern(t, solved), 2},
		{"conflicting givens", mustParseLoose(t, "55"+classic[2:]), 0},
		{"no solution", mustParse(t, "12345678."+strings.Repeat(".", 71)+"9"), 0},
	} {
		sols, ok := refSolve(tt.grid, 2, 1_000_000)
		if !ok || len(sols) != tt.want {
			t.Errorf("refSolve(%s) = %d solutions (finished: %v), want %d", tt.name, len(sols), ok, tt.want)
		}
		for _, sol := range sols {
			checkSolution(t, tt.grid, sol)
		}
	}
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
		puzzles := readPuzzles(b, set.file, 0)
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

// TestSolverSize keeps the size the doc of Solve gives true.
func TestSolverSize(t *testing.T) {
	if unsafe.Sizeof(uintptr(0)) != 8 {
		t.Skip("the documented size is for 64-bit machines")
	}
	if got := unsafe.Sizeof(Solver{}); got != 39_768 {
		t.Errorf("a Solver takes %d bytes; the doc of Solve says 39,768", got)
	}
}

// openWeight is the sum maxDepth's doc counts down: over each digit and
// band, and each digit and stack, the boxes where the digit's candidates
// span two rows (or columns) or more, 3 weighing 2, 2 weighing 1. It fails
// t if some band or stack has exactly one such box.
func openWeight(t *testing.T, b *board) int {
	t.Helper()
	weight := [4]int{0, -1, 1, 2}
	sum := 0
	for d := range 9 {
		var cols [3][3]uint32 // the digit's columns in box (band, stack)
		for band := range 3 {
			m := b.cand[3*d+band]
			open := 0
			for box := range 3 {
				rows := 0
				for r := range 3 {
					x := m >> (9*r + 3*box) & 7
					rows += int(nonzero9(x))
					cols[band][box] |= x
				}
				if rows >= 2 {
					open++
				}
			}
			if weight[open] < 0 {
				t.Fatalf("digit %d, band %d: one open box", d+1, band+1)
			}
			sum += weight[open]
		}
		for stack := range 3 {
			open := 0
			for band := range 3 {
				if bits.OnesCount32(cols[band][stack]) >= 2 {
					open++
				}
			}
			if weight[open] < 0 {
				t.Fatalf("digit %d, stack %d: one open box", d+1, stack+1)
			}
			sum += weight[open]
		}
	}
	return sum
}

// TestStackDepth checks the argument of maxDepth's doc: it runs the loop of
// Solver.Solve (same board, same guesses), and at every guess checks that
// the open weight is above 0 and below that of every guess pending on the
// stack, so that the stack never holds more than the weight of the
// starting board, at most maxDepth. The grids are the deepest searches
// found, the empty grid and grids with one given, all solutions as far as
// a step limit, and the puzzles of a data set; with -short, two grids and
// a lower limit.
func TestStackDepth(t *testing.T) {
	grids := []Grid{{}}
	for c := range 81 {
		var g Grid
		g[c] = uint8(c%9 + 1)
		if !testing.Short() || c == 66 {
			grids = append(grids, g)
		}
	}
	limit := 20_000
	if testing.Short() {
		limit = 1_000
	}
	deepest := 0
	for _, g := range grids {
		deepest = max(deepest, checkDepth(t, g, 1<<30, limit))
	}
	if !testing.Short() {
		for _, g := range readPuzzles(t, "puzzles6_forum_hardest_1106.txt", 0) {
			deepest = max(deepest, checkDepth(t, g, 2, DefaultStepLimit))
		}
	}
	t.Logf("deepest stack: %d frames of %d", deepest, maxDepth)
	if deepest < 10 {
		t.Errorf("deepest stack %d frames: these searches go deeper; is the test checking guesses?", deepest)
	}
}

// checkDepth runs Solver.Solve's loop on g, checking the open weight at
// every guess (see TestStackDepth), and returns the deepest stack; it also
// checks that the loop finds what Solve finds.
func checkDepth(t *testing.T, g Grid, maxSolutions, limit int) int {
	t.Helper()
	type frame struct {
		b      board
		d      uint8
		keep   [3]uint32
		weight int
	}
	var stack []frame
	var b board
	if !b.load(&g) {
		t.Fatalf("%s: load failed", g)
	}
	deepest, sols, steps := 0, 0, 0
	for {
		ok := b.propagate()
		if ok && b.open == [4]uint32{} {
			if sols++; sols >= maxSolutions {
				break
			}
			ok = false
		}
		if ok {
			if steps == limit {
				break
			}
			steps++
			w, below := openWeight(t, &b), maxDepth+1
			if len(stack) > 0 {
				below = stack[len(stack)-1].weight
			}
			if w <= 0 || w >= below {
				t.Fatalf("%s: guess %d at depth %d: open weight %d; the guess below has %d (or the bound %d)", g, steps, len(stack), w, below, maxDepth+1)
			}
			d, take, keep := b.guess()
			stack = append(stack, frame{b, d, keep, w})
			deepest = max(deepest, len(stack))
			b.restrict(d, take)
			continue
		}
		if len(stack) == 0 {
			break
		}
		f := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		b = f.b
		b.restrict(f.d, f.keep)
	}
	r := Solve(g, Options{MaxSolutions: maxSolutions, StepLimit: limit})
	if r.Steps != steps || len(r.Solutions) != min(sols, maxSolutions) {
		t.Fatalf("%s: the copied loop made %d guesses and found %d solutions; Solve %d and %d", g, steps, sols, r.Steps, len(r.Solutions))
	}
	return deepest
}
