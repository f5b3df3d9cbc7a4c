package solver

import "math/bits"

// DefaultStepLimit is the step limit [Solve] uses when [Options.StepLimit]
// is 0. Every puzzle of the benchmark sets in testdata/ (the hardest known
// among them) needs fewer than a thousandth of it, and a search stopped by
// it has taken a few milliseconds.
const DefaultStepLimit = 100_000

// Options control a search. The zero value searches for up to two
// solutions, enough to tell whether a puzzle is proper (has exactly one),
// within [DefaultStepLimit] steps.
type Options struct {
	// StepLimit bounds the number of steps (guesses, see [Result.Steps]);
	// 0 means DefaultStepLimit and a negative value means no limit.
	StepLimit int
	// MaxSolutions stops the search once this many solutions are found;
	// 0 means 2.
	MaxSolutions int
}

// A Result is the outcome of a search.
type Result struct {
	// Solutions holds the solutions found, at most Options.MaxSolutions,
	// in the order found. The slice returned by [Solver.Solve] is reused by
	// the Solver's next call.
	Solutions []Grid
	// Steps counts the guesses the search made. A guess is made when no
	// forced deduction is left: the solver picks a cell with the fewest
	// candidates (two whenever such a cell exists), tries one of its
	// digits and remembers the grid without that digit to come back to.
	// Deductions between guesses (naked and hidden singles, locked
	// candidates) are not steps; each costs at most a few hundred
	// nanoseconds, so Steps bounds the time a search takes.
	Steps int
	// Complete reports that the whole search space was explored, so
	// len(Solutions) is the exact number of solutions.
	Complete bool
	// Limited reports that the step limit stopped the search early.
	Limited bool
}

// A Verdict sums up what a search found about the number of solutions.
type Verdict uint8

// The verdicts.
const (
	// NoSolution: the search was complete and found none (this includes
	// grids whose givens conflict).
	NoSolution Verdict = iota
	// Unique: the search was complete and found exactly one solution.
	Unique
	// Multiple: at least two solutions were found.
	Multiple
	// Solved: one solution was found and the search stopped there, as
	// asked by MaxSolutions 1; whether there are more is not known.
	Solved
	// Unknown: the step limit stopped the search before a verdict.
	Unknown
)

var verdictNames = [...]string{"none", "unique", "multiple", "solved", "limit"}

// String returns the verdict as one word: none, unique, multiple, solved
// or limit.
func (v Verdict) String() string {
	if int(v) < len(verdictNames) {
		return verdictNames[v]
	}
	return "Verdict(?)"
}

// Verdict sums up the result.
func (r Result) Verdict() Verdict {
	switch n := len(r.Solutions); {
	case n >= 2:
		return Multiple
	case r.Complete && n == 0:
		return NoSolution
	case r.Complete:
		return Unique
	case r.Limited:
		return Unknown
	default:
		return Solved
	}
}

// Solve searches for solutions of g; see [Solver.Solve]. It allocates the
// solver's working memory (about 12 KB) and the returned solutions on each
// call; reuse a [Solver] to avoid that.
func Solve(g Grid, opts Options) Result {
	var s Solver
	r := s.Solve(g, opts)
	r.Solutions = append([]Grid(nil), r.Solutions...)
	return r
}

// A Solver searches for solutions and keeps its working memory between
// searches, so that repeated searches allocate nothing. The zero value is
// ready to use. A Solver must not be used by two goroutines at once.
type Solver struct {
	stack [81]frame
	sols  []Grid
}

// A frame is a saved branch point: the board before a guess, and the guess
// (digit d at cell bit of band) to eliminate when coming back to it.
type frame struct {
	b    board
	d    uint8
	band uint8
	keep uint32
}

// Solve searches for the solutions of g, up to opts.MaxSolutions, making at
// most opts.StepLimit guesses. It never panics: a grid with conflicting
// givens or values above 9 simply has no solution (call [Grid.Validate] to
// learn why).
//
// The search keeps the candidates of every digit as three 27-bit masks, one
// per band of three rows. Between guesses it applies, until nothing
// changes: for each digit and band, the rule that the digit fills one cell
// in each of the band's three rows and three boxes (which yields hidden
// singles in rows and boxes and every locked-candidates deduction within
// the band); for each digit, hidden singles in columns; and naked singles.
// It then guesses on a cell with the fewest candidates.
func (s *Solver) Solve(g Grid, opts Options) Result {
	limit := opts.StepLimit
	if limit == 0 {
		limit = DefaultStepLimit
	}
	maxSolutions := opts.MaxSolutions
	if maxSolutions <= 0 {
		maxSolutions = 2
	}
	s.sols = s.sols[:0]
	res := Result{}
	var b board
	if !b.load(&g) {
		res.Complete = true
		res.Solutions = s.sols
		return res
	}
	depth := 0
	for {
		ok := b.propagate()
		if ok && b.open == [3]uint32{} {
			s.sols = append(s.sols, b.grid())
			if len(s.sols) >= maxSolutions {
				break
			}
			ok = false // look for the next solution
		}
		if ok {
			if res.Steps == limit {
				res.Limited = true
				break
			}
			res.Steps++
			d, band, take, keep := b.guess()
			s.stack[depth] = frame{b: b, d: d, band: band, keep: keep}
			depth++
			b.cand[d%9][band%3] &= take
			b.pending |= 1 << (3*uint(d%9) + uint(band%3))
			continue
		}
		if depth == 0 {
			res.Complete = true
			break
		}
		depth--
		f := &s.stack[depth]
		b = f.b
		b.cand[f.d%9][f.band%3] &= f.keep
		b.pending = 1 << (3*uint(f.d%9) + uint(f.band%3))
	}
	res.Solutions = s.sols
	return res
}

// A board holds the state of a search.
//
// cand[d][b] is the set of cells of band b (rows 3b to 3b+2) where digit
// d+1 may go, as a 27-bit mask: bit 9*r+c is row 3b+r, column c. A cell
// holding a digit keeps that digit's bit and loses every other. open[b] is
// the set of cells of band b not yet filled. pending has bit 3d+b set when
// cand[d][b] may have changed since the band rule last saw it.
type board struct {
	cand    [9][3]uint32
	open    [3]uint32
	pending uint32
}

const bandMask = 1<<27 - 1

// load sets up the board for grid g. It reports false if g has conflicting
// givens or values above 9.
func (b *board) load(g *Grid) bool {
	for d := range b.cand {
		b.cand[d] = [3]uint32{bandMask, bandMask, bandMask}
	}
	b.open = [3]uint32{bandMask, bandMask, bandMask}
	for i, v := range g {
		if v == 0 {
			continue
		}
		d, band, bit := int(v)-1, i/27, uint32(1)<<(i%27)
		if v > 9 || b.cand[d][band]&bit == 0 {
			return false
		}
		b.place(d, band, bit)
	}
	b.pending = bandMask
	return true
}

// place puts digit d+1 in cell bit of band: it removes the digit from the
// cell's row, box and column, and every other digit from the cell.
func (b *board) place(d, band int, bit uint32) {
	i := bits.TrailingZeros32(bit) & 31
	d %= 9
	band %= 3
	// Every other digit leaves the cell.
	var mark uint32
	for e := range b.cand {
		x := b.cand[e][band]
		mark |= (x >> i & 1) << (3*e + band)
		b.cand[e][band] = x &^ bit
	}
	c := &b.cand[d]
	c[band] |= bit
	mark &^= 1 << (3*d + band)
	// The digit leaves the cell's row, box and column.
	if c[band]&peers[i] != 0 {
		c[band] &^= peers[i]
		mark |= 1 << (3*d + band)
	}
	col := columns[i]
	for other := range 3 {
		if other != band && c[other]&col != 0 {
			c[other] &^= col
			mark |= 1 << (3*d + other)
		}
	}
	b.open[band] &^= bit
	b.pending |= mark
}

// propagate applies the deductions until none applies. It reports false on
// a contradiction.
//
// The band rule runs on every mask that changed; the other rules, which
// look at a whole band or a whole digit, run on the bands and digits whose
// masks changed since they last ran, cheapest first.
func (b *board) propagate() bool {
	var nakedBands, triadBands, stackDigits uint32
	for {
		for b.pending != 0 {
			k := bits.TrailingZeros32(b.pending) & 31
			b.pending &= b.pending - 1
			d, band := int(maskDigit[k]), int(maskBand[k])
			if !b.bandRule(d, band) {
				return false
			}
			nakedBands |= 1 << band
			triadBands |= 1 << band
			stackDigits |= 1 << d
		}
		if nakedBands != 0 {
			bands := nakedBands
			nakedBands = 0
			if !b.nakedSingles(bands) {
				return false
			}
			if b.pending != 0 {
				continue
			}
		}
		if stackDigits != 0 {
			digits := stackDigits
			stackDigits = 0
			if !b.stackRule(digits) {
				return false
			}
			if b.pending != 0 {
				continue
			}
		}
		if triadBands != 0 {
			bands := triadBands
			triadBands = 0
			if !b.triadRule(bands) {
				return false
			}
			if b.pending != 0 {
				continue
			}
		}
		return true
	}
}

// bandRule applies to digit d and band the rule that the digit fills
// exactly one cell in each row and each box of the band. Seen at the level
// of the nine triads (the three cells a row shares with a box), the digit's
// triads in the band form a permutation: row r uses box σ(r). Keeping only
// triads that lie on some permutation allowed by the candidates is every
// locked-candidates deduction inside the band at once. A row left with one
// cell places the digit there.
func (b *board) bandRule(d, band int) bool {
	m := b.cand[d][band]
	t := triadsOf(m)
	t = feasible[t&511]
	if t == 0 {
		return false
	}
	m &= triadCells[t&511]
	b.cand[d][band] = m
	placed := (singles[m&511] | singles[m>>9&511]<<9 | singles[m>>18&511]<<18) & b.open[band]
	if placed == 0 {
		return true
	}
	b.open[band] &^= placed
	var mark uint32
	for e := range b.cand {
		x := b.cand[e][band]
		if x&placed != 0 {
			b.cand[e][band] = x &^ placed
			mark |= 1 << (3*e + band)
		}
	}
	b.cand[d][band] = m
	mark &^= 1 << (3*d + band)
	cols := (placed | placed>>9 | placed>>18) & 511
	cols |= cols<<9 | cols<<18
	for other := range 3 {
		if other != band && b.cand[d][other]&cols != 0 {
			b.cand[d][other] &^= cols
			mark |= 1 << (3*d + other)
		}
	}
	b.pending |= mark
	return true
}

// triadsOf returns the triads of a band's 27-bit mask: bit 3r+k is set when
// row r has cells in box k.
func triadsOf(m uint32) uint16 {
	return rowTriads[m&511] | rowTriads[m>>9&511]<<3 | rowTriads[m>>18&511]<<6
}

// nakedSingles places every open cell of the given bands (a bit per band)
// that has one candidate left. It reports false on an open cell with none.
func (b *board) nakedSingles(bands uint32) bool {
	for band := range 3 {
		open := b.open[band]
		if bands>>band&1 == 0 || open == 0 {
			continue
		}
		var one, two uint32
		for d := range b.cand {
			x := b.cand[d][band]
			two |= one & x
			one |= x
		}
		if open&^one != 0 {
			return false
		}
		single := open & one &^ two
		for single != 0 {
			bit := single & -single
			single ^= bit
			found := false
			for d := range b.cand {
				if b.cand[d][band]&bit != 0 {
					b.place(d, band, bit)
					found = true
					break
				}
			}
			if !found {
				return false // an earlier placement emptied it
			}
		}
	}
	return true
}

// stackRule applies the band rule's counterpart to the stacks of the given
// digits (a bit per digit): in each stack a digit fills one cell of each
// column and each box, so its vertical triads form a permutation too. This
// also finds the hidden singles of columns.
func (b *board) stackRule(digits uint32) bool {
	for d := range b.cand {
		if digits>>d&1 == 0 {
			continue
		}
		c := &b.cand[d]
		o0 := (c[0] | c[0]>>9 | c[0]>>18) & 511
		o1 := (c[1] | c[1]>>9 | c[1]>>18) & 511
		o2 := (c[2] | c[2]>>9 | c[2]>>18) & 511
		var a0, a1, a2 uint32
		for s := uint(0); s < 9; s += 3 {
			t := o0>>s&7 | (o1>>s&7)<<3 | (o2>>s&7)<<6
			f := uint32(feasible[t&511])
			if f == 0 {
				return false
			}
			a0 |= (f & 7) << s
			a1 |= (f >> 3 & 7) << s
			a2 |= (f >> 6 & 7) << s
		}
		if a0&a1&a2 == 511 {
			continue // nothing to remove
		}
		a0 |= a0<<9 | a0<<18
		a1 |= a1<<9 | a1<<18
		a2 |= a2<<9 | a2<<18
		var mark uint32
		if c[0]&^a0 != 0 {
			c[0] &= a0
			mark |= 1
		}
		if c[1]&^a1 != 0 {
			c[1] &= a1
			mark |= 2
		}
		if c[2]&^a2 != 0 {
			c[2] &= a2
			mark |= 4
		}
		b.pending |= mark << (3 * d)
	}
	return true
}

// triadRule applies to the given bands (a bit per band) the rule that the
// three cells of a triad, across a row or down a column of a box, hold
// exactly three digits. Where only three digits may go, each of them must:
// it leaves the rest of the triad's box and row or column. Where three
// digits certainly go, no other digit may.
func (b *board) triadRule(bands uint32) bool {
	for band := range 3 {
		if bands>>band&1 == 0 || b.open[band] == 0 {
			continue
		}
		var h, v [9]uint16
		var c1, c2, c3, c4 uint16 // row triads where at least 1, 2, 3, 4 digits may go
		var s1, s2, s3, s4 uint16 // the same for digits that certainly go there
		var u1, u2, u3, u4 uint16 // column triads where at least 1, 2, 3, 4 digits may go
		var w1, w2, w3, w4 uint16 // the same for digits that certainly go there
		for d := range b.cand {
			m := b.cand[d][band]
			x := triadsOf(m)
			h[d] = x
			c4 |= c3 & x
			c3 |= c2 & x
			c2 |= c1 & x
			c1 |= x
			y := sure[x&511]
			s4 |= s3 & y
			s3 |= s2 & y
			s2 |= s1 & y
			s1 |= y
			x = uint16((m | m>>9 | m>>18) & 511)
			v[d] = x
			u4 |= u3 & x
			u3 |= u2 & x
			u2 |= u1 & x
			u1 |= x
			y = alone[x&511]
			w4 |= w3 & y
			w3 |= w2 & y
			w2 |= w1 & y
			w1 |= y
		}
		if c3 != 511 || s4 != 0 || u3 != 511 || w4 != 0 {
			return false
		}
		three, vthree := c3&^c4, u3&^u4
		if three == s3 && vthree == w3 {
			continue // the triads with three digits are already settled
		}
		for d := range b.cand {
			x := h[d]
			y := sure[x&511]
			var out uint16
			for f := x & three &^ y; f != 0; f &= f - 1 {
				out |= triadPeers[bits.TrailingZeros16(f)&15]
			}
			out |= s3 &^ y
			cells := triadCells[out&x&511]
			x = v[d]
			y = alone[x&511]
			out = 0
			for f := x & vthree &^ y; f != 0; f &= f - 1 {
				out |= boxColumns[bits.TrailingZeros16(f)&15]
			}
			out |= w3 &^ y
			out &= x
			cells |= uint32(out) | uint32(out)<<9 | uint32(out)<<18
			if m := b.cand[d][band]; m&cells != 0 {
				b.cand[d][band] = m &^ cells
				b.pending |= 1 << (3*d + band)
			}
		}
	}
	return true
}

// guess picks a guess for digit d+1 in band: a first branch restricting its
// cells to take, and the alternative restricting them to keep.
//
// It branches on a digit's configuration in a band (the permutation its
// triads form): in the band with the fewest configurations over all
// digits, the digit with the fewest, at least two. A configuration
// settles the digit's triads in the band, which settles more of the board
// than a cell would. When no configuration choice splits the search, it
// falls back to a cell with the fewest candidates.
func (b *board) guess() (d, band uint8, take, keep uint32) {
	bestBand, bestSum, bestD, bestN, bestT := -1, 1000, -1, 7, uint16(0)
	for bd := range 3 {
		if b.open[bd] == 0 {
			continue
		}
		sum, minD, minN, minT := 0, -1, 7, uint16(0)
		for e := range b.cand {
			t := triadsOf(b.cand[e][bd])
			n := int(permCount[t&511])
			sum += n
			if n > 1 && n < minN {
				minD, minN, minT = e, n, t
			}
		}
		if minD >= 0 && sum < bestSum {
			bestBand, bestSum, bestD, bestN, bestT = bd, sum, minD, minN, minT
		}
	}
	if bestD >= 0 {
		var first, rest uint16
		for _, p := range permMasks {
			if p&bestT != p {
				continue
			}
			if first == 0 {
				first = p
			} else {
				rest |= p
			}
		}
		if bestN == 2 || rest != bestT {
			return uint8(bestD), uint8(bestBand), triadCells[first&511], triadCells[rest&511]
		}
	}
	return b.guessCell()
}

// guessCell picks a guess: the first digit of the first open cell with the
// fewest candidates.
func (b *board) guessCell() (d, band uint8, take, keep uint32) {
	// Count each open cell's candidates in bit-sliced form: c[k] holds the
	// cells with more than k candidates. Most boards have a cell with two,
	// found in the first pass over the bands.
	best, bestBand := uint32(0), 0
	for k := 2; k <= 9 && best == 0; k++ {
		for bd := range 3 {
			open := b.open[bd]
			if open == 0 {
				continue
			}
			var c [10]uint32
			for e := range b.cand {
				x := b.cand[e][bd]
				for j := k; j > 0; j-- {
					c[j] |= c[j-1] & x
				}
				c[0] |= x
			}
			if exact := open & c[k-1] &^ c[k]; exact != 0 {
				best, bestBand = exact&-exact, bd
				break
			}
		}
	}
	i := bits.TrailingZeros32(best) & 31
	for e := range b.cand {
		if b.cand[e][bestBand]&best != 0 {
			return uint8(e), uint8(bestBand), ^peers[i], ^best
		}
	}
	return 0, uint8(bestBand), ^peers[i], ^best
}

// grid returns the grid of a solved board.
func (b *board) grid() Grid {
	var g Grid
	for d := range b.cand {
		for band := range 3 {
			m := b.cand[d][band]
			for m != 0 {
				i := bits.TrailingZeros32(m)
				m &= m - 1
				g[(27*band+i)%81] = uint8(d + 1)
			}
		}
	}
	return g
}

// Lookup tables for the band rule. A row of a band is 9 bits (columns); a
// band's triads are 9 bits, bit 3r+k for row r and box k.
var (
	// rowTriads maps a row's 9 cells to its 3 triads (bit k: box k).
	rowTriads [512]uint16
	// feasible maps a band's triads to those lying on a permutation
	// within them, or 0 if there is none.
	feasible [512]uint16
	// triadCells maps triads to their 27 cells.
	triadCells [512]uint32
	// sure maps closed triads to those alone in their row: the digit is
	// certainly there.
	sure [512]uint16
	// triadPeers maps a triad to the others in its row or box.
	triadPeers [16]uint16
	// alone maps 9 columns to those alone in their group of three (box);
	// boxColumns maps a column to the other two of its box.
	alone      [512]uint16
	boxColumns [16]uint16
	// maskDigit and maskBand map a pending bit to its digit and band.
	maskDigit, maskBand [32]uint8
	// permMasks are the six permutations as triads; permCount maps triads
	// to the number of permutations within them.
	permMasks [6]uint16
	permCount [512]uint8
	// singles maps a row to itself if it holds one cell, else 0.
	singles [512]uint32
	// peers maps a cell of a band (0–26) to the other cells of the band in
	// its row or box; columns maps it to its column in any band.
	peers, columns [32]uint32
)

func init() {
	for row := range 512 {
		for k := range 3 {
			if row>>(3*k)&7 != 0 {
				rowTriads[row] |= 1 << k
			}
		}
		if bits.OnesCount(uint(row)) == 1 {
			singles[row] = uint32(row)
		}
	}
	perms := [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	for i, p := range perms {
		for r, k := range p {
			permMasks[i] |= 1 << (3*r + k)
		}
	}
	for t := range 512 {
		for _, m := range permMasks {
			if int(m)&t == int(m) {
				feasible[t] |= m
				permCount[t]++
			}
		}
		for r := range 3 {
			if row := t >> (3 * r) & 7; bits.OnesCount(uint(row)) == 1 {
				sure[t] |= uint16(row) << (3 * r)
			}
		}
		for i := range 9 {
			if t>>i&1 != 0 {
				triadCells[t] |= 7 << (9*(i/3) + 3*(i%3))
			}
		}
	}
	for k := range 27 {
		maskDigit[k], maskBand[k] = uint8(k/3), uint8(k%3)
	}
	for x := range 512 {
		for k := range 3 {
			if g := x >> (3 * k) & 7; bits.OnesCount(uint(g)) == 1 {
				alone[x] |= uint16(g) << (3 * k)
			}
		}
	}
	for c := range 9 {
		boxColumns[c] = 7 << (c / 3 * 3) &^ (1 << c)
	}
	for p := range 9 {
		for q := range 9 {
			if q != p && (q/3 == p/3 || q%3 == p%3) {
				triadPeers[p] |= 1 << q
			}
		}
	}
	for i := range 27 {
		r, c := i/9, i%9
		for j := range 27 {
			rj, cj := j/9, j%9
			if j != i && (rj == r || cj/3 == c/3) {
				peers[i] |= 1 << j
			}
		}
		columns[i] = 1<<c | 1<<(c+9) | 1<<(c+18)
	}
}
