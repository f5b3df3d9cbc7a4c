package generate

import (
	"context"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"

	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// A Puzzle is a generated puzzle: unique, minimal within its symmetry, and
// rated.
type Puzzle struct {
	Grid     solver.Grid
	Solution solver.Grid
	Symmetry Symmetry
	Rating   logic.Rating
	// Uses lists the techniques of the explained solution, in the order of
	// the ladder.
	Uses []Use
}

// A Use is how a technique takes part in a puzzle's explained solution.
type Use struct {
	Technique logic.Technique
	// Count is the number of steps of the technique, and Score the score
	// of the hardest of them.
	Count int
	Score float64
}

// Drills reports whether the puzzle is one to practise technique t on: its
// explained solution uses t, and no step is harder than the hardest step
// of t.
func (p *Puzzle) Drills(t logic.Technique) bool {
	for _, u := range p.Uses {
		if u.Technique == t {
			return u.Score >= p.Rating.Score
		}
	}
	return false
}

// A Generator makes puzzles from a seeded random source. The zero value is
// not usable; call [New]. A Generator must not be used by two goroutines at
// once.
type Generator struct {
	rng    *rand.Rand
	solver solver.Solver
	steps  []*logic.Step
	// Tried counts the puzzles made and rated so far, accepted or not.
	Tried int
}

// New returns a generator seeded with seed.
func New(seed uint64) *Generator {
	return &Generator{rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

// Solution returns a random complete grid.
func (g *Generator) Solution() solver.Grid {
	for {
		var f filler
		if f.fill(g.rng) {
			return f.grid
		}
	}
}

// filler fills a grid by search, taking the cell with the fewest
// candidates first and its digits in a random order.
type filler struct {
	grid              solver.Grid
	rows, cols, boxes [9]uint16 // digits used, bit d for digit d (1–9)
}

func (f *filler) fill(rng *rand.Rand) bool {
	best, bestCands, bestN := -1, uint16(0), 10
	for i := range 81 {
		if f.grid[i] != 0 {
			continue
		}
		r, c := i/9, i%9
		b := r/3*3 + c/3
		m := 0x3fe &^ (f.rows[r] | f.cols[c] | f.boxes[b])
		n := bits.OnesCount16(m)
		if n < bestN {
			best, bestCands, bestN = i, m, n
			if n <= 1 {
				break
			}
		}
	}
	if best < 0 {
		return true
	}
	r, c := best/9, best%9
	b := r/3*3 + c/3
	for m := bestCands; m != 0; {
		// The k-th digit left, k uniform.
		k := rng.IntN(bits.OnesCount16(m))
		d := m
		for range k {
			d &= d - 1
		}
		bit := d & -d
		m &^= bit
		f.grid[best] = uint8(bits.TrailingZeros16(bit))
		f.rows[r] |= bit
		f.cols[c] |= bit
		f.boxes[b] |= bit
		if f.fill(rng) {
			return true
		}
		f.rows[r] &^= bit
		f.cols[c] &^= bit
		f.boxes[b] &^= bit
	}
	f.grid[best] = 0
	return false
}

// Minimal removes givens from the complete grid full, a symmetry group at
// a time in a random order, while the puzzle keeps a single solution. The
// result is minimal within the symmetry: removing any group of its givens
// gives a puzzle with several solutions.
func (g *Generator) Minimal(full solver.Grid, sym Symmetry) solver.Grid {
	groups := sym.groups()
	g.rng.Shuffle(len(groups), func(i, j int) { groups[i], groups[j] = groups[j], groups[i] })
	p := full
	for _, gr := range groups {
		a, b := gr[0], gr[1]
		va, vb := p[a], p[b]
		p[a], p[b] = 0, 0
		if g.solver.Solve(p, solver.Options{}).Verdict() != solver.Unique {
			p[a], p[b] = va, vb
		}
	}
	return p
}

// Random returns a random minimal puzzle of any level, rated.
func (g *Generator) Random(ctx context.Context, sym Symmetry) (*Puzzle, error) {
	return g.next(ctx, sym, target{bound: 100, maxTier: 9}, func(*Puzzle) bool { return true })
}

// Level returns a random minimal puzzle of the level.
func (g *Generator) Level(ctx context.Context, level logic.Level, sym Symmetry) (*Puzzle, error) {
	if level > logic.Extreme {
		return nil, fmt.Errorf("%w %d", ErrUnknownLevel, level)
	}
	return g.next(ctx, sym, levelTarget(level), func(p *Puzzle) bool { return p.Rating.Level == level })
}

// Technique returns a random minimal puzzle that drills technique t (see
// [Puzzle.Drills]). Some techniques are too rare in random puzzles to be
// found in reasonable time (see [OnDemand] and [Stock]); ctx bounds the
// search.
func (g *Generator) Technique(ctx context.Context, t logic.Technique, sym Symmetry) (*Puzzle, error) {
	if !slices.Contains(Techniques(), t) {
		return nil, fmt.Errorf("%w %d", ErrUnknownTechnique, t)
	}
	return g.next(ctx, sym, drillTarget(t), func(p *Puzzle) bool { return p.Drills(t) })
}

// next makes puzzles until one is accepted or ctx ends.
func (g *Generator) next(ctx context.Context, sym Symmetry, tg target, accept func(*Puzzle) bool) (*Puzzle, error) {
	if sym >= numSymmetries {
		return nil, fmt.Errorf("%w %d", ErrUnknownSymmetry, sym)
	}
	for {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		full := g.Solution()
		p := &Puzzle{Grid: g.Minimal(full, sym), Solution: full, Symmetry: sym}
		g.Tried++
		ok, err := g.rate(ctx, p, tg)
		if err != nil {
			return nil, err
		}
		if ok && accept(p) {
			return p, nil
		}
	}
}
