package solver

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"testing"
)

// enumerate counts the solutions of g by plain backtracking, trying the
// digits of the empty cell with the fewest in increasing order, up to limit, and marks the empty cells whose digit is
// not the same in all of them. It shares nothing with Solve. Plain
// backtracking can take hours to prove that a nearly empty grid has no
// solution, so it gives up after maxEnumerate cells tried and reports ok
// false.
func enumerate(g Grid, limit int) (n int, varies [81]bool, ok bool) {
	var rows, cols, boxes [9]uint16
	for i, v := range g {
		if v != 0 {
			bit := uint16(1) << v
			if rows[i/9]&bit != 0 || cols[i%9]&bit != 0 || boxes[i/27*3+i%9/3]&bit != 0 {
				return 0, varies, true
			}
			rows[i/9] |= bit
			cols[i%9] |= bit
			boxes[i/27*3+i%9/3] |= bit
		}
	}
	var first Grid
	tried := 0
	var rec func() bool
	rec = func() bool {
		if tried++; tried > maxEnumerate {
			return false
		}
		i, fewest := -1, 10
		for j, v := range g {
			if v == 0 {
				free := 0x3fe &^ (rows[j/9] | cols[j%9] | boxes[j/27*3+j%9/3])
				if k := bits.OnesCount16(free); k < fewest {
					i, fewest = j, k
				}
			}
		}
		if i < 0 {
			if n == 0 {
				first = g
			}
			for c := range g {
				if g[c] != first[c] {
					varies[c] = true
				}
			}
			n++
			return n < limit
		}
		r, c, b := i/9, i%9, i/27*3+i%9/3
		free := 0x3fe &^ (rows[r] | cols[c] | boxes[b])
		for free != 0 {
			bit := free & -free
			free &^= bit
			g[i] = uint8(bits.TrailingZeros16(bit))
			rows[r] |= bit
			cols[c] |= bit
			boxes[b] |= bit
			more := rec()
			rows[r] &^= bit
			cols[c] &^= bit
			boxes[b] &^= bit
			g[i] = 0
			if !more {
				return false
			}
		}
		return true
	}
	rec()
	return n, varies, tried <= maxEnumerate
}

// maxEnumerate bounds the work of enumerate: about a second, with or
// without the race detector.
const maxEnumerate = 5_000_000 / raceSlowdown

// TestCountSolutions compares CountSolutions with plain enumeration on
// puzzles with 1 to 500 solutions: puzzles of a data set with a few cells
// of the solution added, then a few givens taken out.
func TestCountSolutions(t *testing.T) {
	want := 400
	if testing.Short() {
		want = 40
	}
	puzzles := readPuzzles(t, "puzzles3_magictour_top1465.txt", 0)
	rng := rand.New(rand.NewPCG(1, 2))
	var s Solver
	var buckets [4]int // 1, 2–9, 10–99, 100–500 solutions
	for tried := 0; buckets[0]+buckets[1]+buckets[2]+buckets[3] < want && tried < 100*want; tried++ {
		g := puzzles[rng.IntN(len(puzzles))]
		sol := s.Solve(g, Options{}).Solutions[0]
		for range 8 {
			i := rng.IntN(81)
			g[i] = sol[i]
		}
		for range 1 + rng.IntN(6) {
			g[rng.IntN(81)] = 0
		}
		n, varies, ok := enumerate(g, 501)
		if !ok {
			t.Fatalf("%s: plain enumeration gave up", g)
		}
		if n > 500 {
			continue
		}
		b := 0
		switch {
		case n >= 100:
			b = 3
		case n >= 10:
			b = 2
		case n >= 2:
			b = 1
		}
		if buckets[b] >= want/4 {
			continue
		}
		buckets[b]++
		c := s.CountSolutions(g, 10_000, -1)
		if c.N != n || !c.Exact || c.Varies != varies {
			t.Errorf("CountSolutions(%s) = %d (exact %v, varies %v), enumeration finds %d (varies %v)", g, c.N, c.Exact, c.Varies, n, varies)
		}
		if n >= 2 {
			// With a bound below the count: "at least bound", and the same
			// cells that differ.
			c := s.CountSolutions(g, n-1, -1)
			if c.N != n-1 || c.Exact || c.Limited || c.Varies != varies {
				t.Errorf("CountSolutions(%s, bound %d) = %d (exact %v, limited %v), want %d not exact, varies as before", g, n-1, c.N, c.Exact, c.Limited, n-1)
			}
		}
	}
	if buckets[0]+buckets[1]+buckets[2]+buckets[3] < want {
		t.Errorf("found puzzles with 1, 2–9, 10–99 and 100–500 solutions: %v, want %d of each", buckets, want/4)
	}
}

func TestCountSolutionsEdges(t *testing.T) {
	var s Solver
	c := s.CountSolutions(Grid{}, 10_000, 0)
	if c.N != 10_000 || c.Exact || c.Limited {
		t.Errorf("CountSolutions(empty grid) = %d (exact %v, limited %v), want at least 10000", c.N, c.Exact, c.Limited)
	}
	for i, v := range c.Varies {
		if !v {
			t.Errorf("CountSolutions(empty grid): %s does not vary", CellName(i))
			break
		}
	}
	conflict := Grid{1, 1}
	if c := s.CountSolutions(conflict, 10, 0); c.N != 0 || !c.Exact {
		t.Errorf("CountSolutions(two 1s in row 1) = %d (exact %v), want 0 exact", c.N, c.Exact)
	}
	c = s.CountSolutions(Grid{}, 10_000, 5)
	if c.Exact || !c.Limited {
		t.Errorf("CountSolutions(empty grid, 5 steps) = %d (exact %v, limited %v), want limited", c.N, c.Exact, c.Limited)
	}
}

// BenchmarkCountSolutions counts up to 10,000 solutions of the empty grid,
// the case /count must answer at once.
func BenchmarkCountSolutions(b *testing.B) {
	var s Solver
	for b.Loop() {
		s.CountSolutions(Grid{}, 10_000, 0)
	}
}

// FuzzCountSolutions checks CountSolutions on any grid against its own
// promises and against a plain enumeration.
func FuzzCountSolutions(f *testing.F) {
	f.Add(make([]byte, 81), 5)
	f.Add([]byte(classic), 3)
	f.Fuzz(func(t *testing.T, cells []byte, bound int) {
		var g Grid
		for i := range min(len(cells), 81) {
			g[i] = cells[i] % 10
		}
		bound = 1 + (bound%50+50)%50
		var s Solver
		c := s.CountSolutions(g, bound, 2000)
		if c.N > bound || c.N < 0 {
			t.Fatalf("CountSolutions(%s, %d) = %d", g, bound, c.N)
		}
		for i, v := range c.Varies {
			if v && (g[i] != 0 || c.Exact && c.N < 2) {
				t.Fatalf("CountSolutions(%s) = %d, varies at %s", g, c.N, CellName(i))
			}
		}
		if c.Exact {
			// A nearly empty grid without a solution is left unchecked
			// when plain enumeration gives up.
			if n, varies, ok := enumerate(g, bound+1); ok && (n != c.N || !c.Partial && varies != c.Varies) {
				t.Fatalf("CountSolutions(%s, %d) = %d exactly, enumeration finds %d", g, bound, c.N, n)
			}
		}
	})
}

func ExampleSolver_CountSolutions() {
	// A minimal puzzle with one given taken out.
	g, _ := Parse("..2..1....5..3..........4..9...4....63....5.......2.83...3...47.91.67...2.......8")
	var s Solver
	c := s.CountSolutions(g, 10_000, 0)
	varies := 0
	for _, v := range c.Varies {
		if v {
			varies++
		}
	}
	fmt.Println(c.N, c.Exact, varies)
	// Output: 3 true 34
}
