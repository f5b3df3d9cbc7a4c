package solver

import (
	"encoding/binary"
	"math/bits"
)

// DefaultStepLimit is the step limit [Solve] uses when [Options.StepLimit]
// is 0. The hardest puzzle of the benchmark sets in testdata/ (110,000 of
// them, the hardest known among them) needs 545 steps, about half a
// percent of it; a search stopped by it has taken about a tenth of a
// second. The bot and the command-line tool take theirs from the
// configuration (SOLVER_STEP_LIMIT), whose default is this one (the
// config package's tests check it).
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
	// Steps counts the guesses the search made. A guess is a binary
	// branch made when no forced deduction is left: the solver picks one
	// digit's placement in a band or stack of three boxes (one of the
	// at most six ways the digit can cross them), tries it, and remembers
	// the grid without it to come back to. Deductions between guesses are
	// not steps; all of them together take a few microseconds at most, so
	// Steps bounds the time a search takes.
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
// solver's working memory (a [Solver], 39,768 bytes on 64-bit machines) and
// the returned solutions on each call; reuse a Solver to avoid that.
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
	stack [maxDepth]frame
	sols  []Grid
}

// maxDepth bounds the number of guesses pending at once: the frames on the
// stack. For a digit and a band, call the boxes of the band where the
// digit's candidates still span two rows or more its open boxes; for a
// digit and a stack, those where they span two columns or more. Once the
// band rule has run, a band has 0, 2 or 3 open boxes for each digit (two
// settled boxes settle the third), and so has a stack; weigh 3 as 2, 2 as
// 1 and 0 as 0, and sum over the 54 pairs of a digit and a band or stack:
// at most 108. Candidates only shrink down a branch, so the sum never
// grows there, and every guess makes it smaller: a configuration guess
// leaves the digit one configuration in the band or stack (from two or
// more, so from 2 or 3 open boxes to none), and a cell guess places the
// digit in a box where it was not yet placed, so where it spanned two rows
// or two columns. A guess is made only while the sum is above 0 (at 0
// every digit has one cell per box, and the grid is solved). So the guesses
// on one branch are at most 108. TestStackDepth checks the sum at every
// guess of many searches. The deepest stack seen holds 59 frames: the
// empty grid with one given, enumerating solutions for 100,000 guesses
// (the 110,000 puzzles of testdata/ need 13 at most).
const maxDepth = 2 * 54

// A frame is a saved branch point: the board before a guess, and the guess
// (digit d at cell bit of band) to eliminate when coming back to it.
type frame struct {
	b    board
	d    uint8
	keep [3]uint32
}

// Solve searches for the solutions of g, up to opts.MaxSolutions, making at
// most opts.StepLimit guesses. It never panics: a grid with conflicting
// givens or values above 9 simply has no solution (call [Grid.Validate] to
// learn why).
//
// The search keeps the candidates of every digit as three 27-bit masks, one
// per band of three rows. Between guesses it applies, until nothing
// changes: for each digit and band, and for each digit and stack, the rule
// that the digit fills one cell in each row (column) and box of the band
// (stack), which yields the hidden singles and every locked-candidates
// deduction; naked singles; and the rule that the three cells a row or
// column shares with a box hold exactly three digits. It then guesses, see
// [Result.Steps].
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
		if ok && b.open == [4]uint32{} {
			s.sols = append(s.sols, Grid{})
			b.fill(&s.sols[len(s.sols)-1])
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
			d, take, keep := b.guess()
			f := &s.stack[depth]
			f.b, f.d, f.keep = b, d, keep
			depth++
			b.restrict(d, take)
			continue
		}
		if depth == 0 {
			res.Complete = true
			break
		}
		depth--
		f := &s.stack[depth]
		b = f.b
		b.restrict(f.d, f.keep)
	}
	res.Solutions = s.sols
	return res
}

// restrict keeps only the cells of keep for digit d+1.
func (b *board) restrict(d uint8, keep [3]uint32) {
	k := 3 * uint(d%9)
	b.cand[k&31] &= keep[0]
	b.cand[(k+1)&31] &= keep[1]
	b.cand[(k+2)&31] &= keep[2]
	b.pending |= 7 << (k & 31)
}

// A board holds the state of a search.
//
// Its masks are indexed by k = 3d+b for digit d+1 and band b (rows 3b to
// 3b+2): cand[k] is the set of cells of the band where the digit may go,
// as a 27-bit mask in which bit 9r+c is row 3b+r, column c. A cell holding
// a digit keeps that digit's bit and loses every other. The arrays have 32
// entries so that an index masked with 31 needs no bounds check.
type board struct {
	cand [32]uint32
	// open[b] holds the cells of band b not yet filled; open[3] is 0, so
	// that an index masked with 3 needs no bounds check.
	open [4]uint32
	// pending has bit k set when cand[k] changed since the band rule last
	// saw it.
	pending uint32
	// What the naked-single, stack and triad rules must look at again:
	// bands (a bit each), and digits in stacks (bit 3d+s).
	nakedBands, stackDirty, triadBands uint32
	// What the band rule last left for each mask: its triads and its
	// columns; and what the stack rule last left for each digit and stack:
	// its vertical triads (bit 3b+j: column 3s+j in band b), at index
	// 3d+s. They are up to date when propagate has returned true. Triads
	// carry in bits 12 to 14 the number of their configurations, as
	// feasible gives them.
	tri, col, stri [32]uint16
}

const bandMask = 1<<27 - 1

// load sets up the board for grid g. It reports false if g has conflicting
// givens or values above 9.
//
// It works per digit rather than per given: it gathers the cells holding
// each digit in each band, then the rows, columns and boxes they take, and
// builds the digit's masks from them.
func (b *board) load(g *Grid) bool {
	// Eight cells at a time, find the givens, and any value above 9: a
	// byte x has its top bit set by x&0x7f+0x7f when it is not 0, and by
	// x&0x7f+0x76 when it is above 9.
	const low7, high = 0x7f7f7f7f7f7f7f7f, 0x8080808080808080
	var cells [88]byte // each band's last eight bytes run into the next
	copy(cells[:], g[:])
	var bad uint64
	var filled [3]uint32
	for band := range uint(3) {
		var given uint32
		for j := uint(0); j < 32; j += 8 {
			w := binary.LittleEndian.Uint64(cells[27*band+j:])
			bad |= (w&low7 + 0x7676767676767676 | w) & high
			// Multiplying gathers the eight top bits in the top byte.
			given |= uint32(((w&low7+low7|w)&high>>7)*0x0102040810204080>>56) << j
		}
		filled[band] = given & bandMask
	}
	if bad != 0 {
		return false
	}
	var at [32]uint32 // per digit and band, the cells holding it
	for band := range uint(3) {
		for f := filled[band]; f != 0; f &= f - 1 {
			i := uint(bits.TrailingZeros32(f))
			d := uint(cells[27*band+i]) - 1
			at[(3*d+band)&31] |= 1 << i
		}
	}
	// A digit repeats in a house if its cells in a band take fewer rows or
	// boxes than there are cells, or two bands share a column.
	for k := uint(0); k < 27; k += 3 {
		x := (*[3]uint32)(at[k:])
		var cols, rows, boxes [3]uint32
		for band, m := range x {
			rows[band], cols[band], boxes[band] = housesOf(m)
			if !distinct(m, rows[band], boxes[band]) {
				return false
			}
		}
		if cols[0]&cols[1]|cols[0]&cols[2]|cols[1]&cols[2] != 0 {
			return false
		}
		all := spread(cols[0] | cols[1] | cols[2])
		for band, m := range x {
			out := all | filled[band] | rowsCells[rows[band]&7] | boxesCells[boxes[band]&7]
			b.cand[(k+uint(band))&31] = bandMask&^out | m
		}
	}
	for band := range 3 {
		b.open[band] = bandMask &^ filled[band]
	}
	b.pending = bandMask
	return true
}

// propagate applies the deductions until none applies. It reports false on
// a contradiction.
//
// The band rule runs on every mask that changed; the other rules, which
// look at a whole band or a digit in a stack, run where something they
// look at changed since they last ran, cheapest first.
func (b *board) propagate() bool {
	for {
		if !b.bandRule() {
			return false
		}
		if b.nakedBands != 0 {
			bands := b.nakedBands
			b.nakedBands = 0
			if !b.nakedSingles(bands) {
				return false
			}
			if b.pending != 0 {
				continue
			}
		}
		if b.stackDirty != 0 {
			dirty := b.stackDirty
			b.stackDirty = 0
			if !b.stackRule(dirty) {
				return false
			}
			if b.pending != 0 {
				continue
			}
		}
		if b.triadBands != 0 {
			bands := b.triadBands
			b.triadBands = 0
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

// bandRule applies to each pending mask k (digit d+1, band b), until none
// is left, the rule that the digit fills exactly one cell in each row and
// each box of the band. Seen at the level of the nine triads (the three
// cells a row shares with a box), the digit's triads in the band form a
// permutation: row r uses box σ(r). Keeping only triads that lie on some
// permutation allowed by the candidates is every locked-candidates
// deduction inside the band at once. A row left with one cell places the
// digit there. It reports false on a contradiction.
func (b *board) bandRule() bool {
	pending := b.pending
	for pending != 0 {
		k := uint(bits.TrailingZeros32(pending)) & 31
		pending &= pending - 1
		m := b.cand[k]
		t := feasible[triadsOf(m)&511]
		if t == 0 {
			return false
		}
		m &= triadCells[t&511]
		b.cand[k] = m
		band, d := uint(maskBand[k]), uint(maskDigit[k])
		// The other rules need to look again at what changed: naked singles
		// at the band; the stack rule at the digit, in the stacks where its
		// columns changed; the triad rule at the band if its triads or
		// columns changed.
		occ := uint16((m | m>>9 | m>>18) & 511)
		moved := uint32(occ ^ b.col[k])
		b.col[k] = occ
		b.stackDirty |= uint32(rowTriads[moved&511]) << (3 * d & 31)
		b.triadBands |= nonzero27(moved|uint32(t^b.tri[k])) << (band & 31)
		b.nakedBands |= 1 << (band & 31)
		b.tri[k] = t
		placed := (singles[m&511] | singles[m>>9&511]<<9 | singles[m>>18&511]<<18) & b.open[band&3]
		if placed == 0 {
			continue
		}
		// Every other digit leaves the placed cells; the digit leaves their
		// columns in the other bands.
		b.open[band&3] &^= placed
		// (Unrolled over the band's nine masks, c9[0], c9[3], ..., c9[24].)
		c9 := (*[25]uint32)(b.cand[band&7:])
		var mark uint32
		remove := func(j int) {
			x := c9[j]
			c9[j] = x &^ placed
			mark |= nonzero27(x&placed) << j
		}
		remove(0)
		remove(3)
		remove(6)
		remove(9)
		remove(12)
		remove(15)
		remove(18)
		remove(21)
		remove(24)
		mark <<= band & 31
		cols := spread((placed | placed>>9 | placed>>18) & 511)
		c := (*[3]uint32)(b.cand[k-band:])
		x0, x1, x2 := c[0], c[1], c[2]
		c[0], c[1], c[2] = x0&^cols, x1&^cols, x2&^cols
		mark |= (nonzero27(x0&cols) | nonzero27(x1&cols)<<1 | nonzero27(x2&cols)<<2) << ((k - band) & 31)
		// The digit's own mask keeps its cells: in the placed columns of
		// this band it has only the placed cells, as their boxes are settled.
		b.cand[k] = m
		pending |= mark &^ (1 << (k & 31))
	}
	b.pending = 0
	return true
}

// housesOf returns the rows, columns and boxes of a band (3, 9 and 3 bits)
// that hold the cells of m.
func housesOf(m uint32) (rows, cols, boxes uint32) {
	cols = (m | m>>9 | m>>18) & 511
	return nonzero9(m&511) | nonzero9(m>>9&511)<<1 | nonzero9(m>>18&511)<<2, cols, uint32(rowTriads[cols])
}

// distinct reports whether the cells of m, one digit's cells in a band,
// are in as many rows and boxes as there are cells: no two share a house.
func distinct(m, rows, boxes uint32) bool {
	n := bits.OnesCount32(m)
	return n == bits.OnesCount32(rows) && n == bits.OnesCount32(boxes)
}

// triadsOf returns the triads of a band's 27-bit mask: bit 3r+k is set when
// row r has cells in box k.
func triadsOf(m uint32) uint16 {
	return rowTriads[m&511] | rowTriads[m>>9&511]<<3 | rowTriads[m>>18&511]<<6
}

// spread returns the cells of a band in the given columns (9 bits).
func spread(cols uint32) uint32 { return (cols | cols<<9 | cols<<18) & bandMask }

// nonzero9 returns 1 if x, which is below 512, is not 0, and 0 if it is.
func nonzero9(x uint32) uint32 { return (x + 511) >> 9 }

// nonzero27 returns 1 if x, which is below 1<<27, is not 0, and 0 if it is.
func nonzero27(x uint32) uint32 { return (x + bandMask) >> 27 }

// nakedSingles places every open cell of the given bands (a bit per band)
// that has one candidate left. It reports false on an open cell with none.
func (b *board) nakedSingles(bands uint32) bool {
	for band := uint(0); band < 3; band++ {
		open := b.open[band]
		if bands>>band&1 == 0 || open == 0 {
			continue
		}
		// The cells with at least one candidate, and with two, over the
		// band's nine masks, c[0], c[3], ..., c[24] (unrolled).
		c := (*[25]uint32)(b.cand[band:])
		one, two := c[0]|c[3], c[0]&c[3]
		two, one = two|one&c[6], one|c[6]
		two, one = two|one&c[9], one|c[9]
		two, one = two|one&c[12], one|c[12]
		two, one = two|one&c[15], one|c[15]
		two, one = two|one&c[18], one|c[18]
		two, one = two|one&c[21], one|c[21]
		two, one = two|one&c[24], one|c[24]
		if open&^one != 0 {
			return false
		}
		single := open & one &^ two
		if single == 0 {
			continue
		}
		b.open[band] = open &^ single
		// Place each digit's singles together: the digit leaves their
		// rows and boxes in this band and their columns in the others.
		// No other digit has those cells.
		var mark uint32
		for k := band; k < 27; k += 3 {
			s := b.cand[k] & single
			if s == 0 {
				continue
			}
			rows, cols, boxes := housesOf(s)
			if !distinct(s, rows, boxes) {
				return false // the digit twice in a row or box
			}
			x := b.cand[k]
			y := x&^(rowsCells[rows&7]|boxesCells[boxes&7]) | s
			b.cand[k] = y
			mark |= nonzero27(x^y) << (k & 31)
			cols = spread(cols)
			for e := k - band; e < k-band+3; e++ {
				if e != k {
					x := b.cand[e&31]
					b.cand[e&31] = x &^ cols
					mark |= nonzero27(x&cols) << (e & 31)
				}
			}
		}
		b.pending |= mark
	}
	return true
}

// stackRule applies the band rule's counterpart to the given stacks of
// digits (bit 3d+s for digit d+1 in stack s): in a stack a digit fills one
// cell of each column and each box, so its vertical triads form a
// permutation too. This also finds the hidden singles of columns. Only the
// stacks where the digit's columns changed need a look.
func (b *board) stackRule(dirty uint32) bool {
	for ; dirty != 0; dirty &= dirty - 1 {
		i := uint(bits.TrailingZeros32(dirty))
		k, st := i/3*3, 3*(i%3)
		// The digit's vertical triads in the stack: bit 3b+j for column
		// 3s+j in band b.
		o := uint32(b.col[k&31])>>st&7 | (uint32(b.col[(k+1)&31])>>st&7)<<3 | (uint32(b.col[(k+2)&31])>>st&7)<<6
		f := uint32(feasible[o&511])
		if f == 0 {
			return false
		}
		b.stri[i&31] = uint16(f)
		out := o &^ f
		if out == 0 {
			continue
		}
		// Remove the columns that lie on no permutation.
		x0, x1, x2 := spread((out&7)<<st), spread((out>>3&7)<<st), spread((out>>6&7)<<st)
		c0, c1, c2 := b.cand[k&31], b.cand[(k+1)&31], b.cand[(k+2)&31]
		b.cand[k&31], b.cand[(k+1)&31], b.cand[(k+2)&31] = c0&^x0, c1&^x1, c2&^x2
		mark := nonzero27(c0&x0) | nonzero27(c1&x1)<<1 | nonzero27(c2&x2)<<2
		b.pending |= mark << (k & 31)
	}
	return true
}

// triadRule applies to the given bands (a bit per band) the rule that the
// three cells of a triad, across a row or down a column of a box, hold
// exactly three digits. Where only three digits may go, each of them must:
// it leaves the rest of the triad's box and row or column. Where three
// digits certainly go, no other digit may.
func (b *board) triadRule(bands uint32) bool {
	for band := uint(0); band < 3; band++ {
		if bands>>band&1 == 0 || b.open[band] == 0 {
			continue
		}
		// Count the digits that may go in each triad, and those that
		// certainly go there, up to four, in bit-sliced form: a[n] holds
		// the triads with more than n digits. Each word packs four sets
		// of 16 bits: row triads where digits may go, column triads where
		// they may go, then the same two for digits that certainly go.
		// The band's nine masks are at band, band+3, ..., band+24
		// (unrolled).
		tri, col := (*[25]uint16)(b.tri[band:]), (*[25]uint16)(b.col[band:])
		word := func(j int) uint64 {
			t, c := tri[j]&511, col[j]&511
			return uint64(t) | uint64(c)<<16 | uint64(sure[t])<<32 | uint64(alone[c])<<48
		}
		a0, a1, a2, a3 := word(0), uint64(0), uint64(0), uint64(0)
		add := func(x uint64) {
			a3 |= a2 & x
			a2 |= a1 & x
			a1 |= a0 & x
			a0 |= x
		}
		add(word(3))
		add(word(6))
		add(word(9))
		add(word(12))
		add(word(15))
		add(word(18))
		add(word(21))
		add(word(24))
		// Every triad holds three digits: at least three may go there,
		// and no four certainly go there.
		if a2&0x1ff01ff != 0x1ff01ff || a3>>32 != 0 {
			return false
		}
		exact := uint32(a2 &^ a3) // triads where exactly three may go
		sure3 := uint32(a2 >> 32) // triads where three certainly go
		if exact == sure3 {
			continue // the triads with three digits are already settled
		}
		three, vthree := uint16(exact), uint16(exact>>16)
		s3, w3 := uint16(sure3), uint16(sure3>>16)
		var mark uint32
		for k := band; k < 27; k += 3 {
			x := b.tri[k]
			y := sure[x&511]
			var out uint16
			for f := x & three &^ y; f != 0; f &= f - 1 {
				out |= triadPeers[bits.TrailingZeros16(f)&15]
			}
			out |= s3 &^ y
			cells := triadCells[out&x&511]
			x = b.col[k]
			y = alone[x&511]
			out = 0
			for f := x & vthree &^ y; f != 0; f &= f - 1 {
				out |= boxColumns[bits.TrailingZeros16(f)&15]
			}
			out |= w3 &^ y
			cells |= spread(uint32(out & x))
			m := b.cand[k]
			b.cand[k] = m &^ cells
			mark |= nonzero27(m&cells) << (k & 31)
		}
		b.pending |= mark
	}
	return true
}

// guess picks a guess for digit d+1: a first branch restricting its cells
// in the three bands to take, and the alternative restricting them to keep.
//
// It branches on a digit's configuration in a band or a stack (the
// permutation its triads form there): in the band or stack with the fewest
// configurations over all digits, the digit with the fewest, at least two.
// A configuration settles where the digit goes in three boxes at once,
// which settles more of the board than a cell would. When no configuration
// choice splits the search, it falls back to a cell with the fewest
// candidates.
func (b *board) guess() (d uint8, take, keep [3]uint32) {
	// Sum the configurations of all digits in each band and stack. Every
	// digit has at least one, so a sum above 9 means some digit has two.
	n0, n1, n2 := configSums(&b.tri)
	m0, m1, m2 := configSums(&b.stri)
	// The band or stack with the smallest sum above 9: keys hold a sum
	// and its index, and sums of 9 (all settled) get a key above all.
	key := func(n, i uint32) uint32 {
		if n <= 9 {
			n += 1024
		}
		return n<<3 | i
	}
	best := min(key(n0, 0), key(n1, 1), key(n2, 2), key(m0, 3), key(m1, 4), key(m2, 5))
	// In that band or stack, the first digit with the fewest, at least two.
	bestK, bestStack := uint(32), best&7 >= 3
	if best < 1024<<3 {
		configs := &b.tri
		if bestStack {
			configs = &b.stri
		}
		fewest := uint16(7)
		for k := uint(best&7) % 3; k < 27; k += 3 {
			if n := configs[k&31] >> 12; n >= 2 && n < fewest {
				bestK, fewest = k, n
				if n == 2 {
					break
				}
			}
		}
	}
	if bestK < 32 {
		t := b.tri[bestK]
		if bestStack {
			t = b.stri[bestK]
		}
		if split := splits[t&511]; split != 0 {
			first, rest := split&511, split>>16
			all := [3]uint32{bandMask, bandMask, bandMask}
			take, keep = all, all
			if !bestStack {
				take[bestK%3] = triadCells[first&511]
				keep[bestK%3] = triadCells[rest&511]
			} else {
				st := 3 * (bestK % 3)
				other := ^spread(7 << st)
				for band := range 3 {
					take[band] = other | spread((uint32(first)>>(3*band)&7)<<st)
					keep[band] = other | spread((uint32(rest)>>(3*band)&7)<<st)
				}
			}
			return uint8(bestK / 3), take, keep
		}
	}
	return b.guessCell()
}

// configSums returns the sums, over the digits, of the numbers of
// configurations in bits 12 to 14 of configs, for each of the three bands
// (or stacks): entry 3d+i is digit d+1 in band i.
//
// It adds four entries at a time as the 16-bit lanes of a word. Entry 4w+j
// is lane j of word w, and is in band (w+j) mod 3, so the words are summed
// by w mod 3 and each band takes the lanes that are its own.
func configSums(configs *[32]uint16) (s0, s1, s2 uint32) {
	word := func(i int) uint64 {
		c := configs[i : i+4]
		x := uint64(c[0]) | uint64(c[1])<<16 | uint64(c[2])<<32 | uint64(c[3])<<48
		return x >> 12 & 0x0007000700070007
	}
	a := word(0) + word(12) + word(24)
	b := word(4) + word(16)
	c := word(8) + word(20)
	lane := func(x uint64, j uint) uint32 { return uint32(x >> (16 * j) & 0xffff) }
	s0 = lane(a, 0) + lane(a, 3) + lane(b, 2) + lane(c, 1)
	s1 = lane(a, 1) + lane(b, 0) + lane(b, 3) + lane(c, 2)
	s2 = lane(a, 2) + lane(b, 1) + lane(c, 0) + lane(c, 3)
	return s0, s1, s2
}

// guessCell picks a guess: the first digit of the first open cell with the
// fewest candidates.
func (b *board) guessCell() (d uint8, take, keep [3]uint32) {
	// Count each open cell's candidates in bit-sliced form: c[j] holds the
	// cells with more than j candidates.
	best, bestBand := uint32(0), uint(0)
	for n := 2; n <= 9 && best == 0; n++ {
		for band := uint(0); band < 3; band++ {
			open := b.open[band]
			if open == 0 {
				continue
			}
			var c [10]uint32
			for k := band; k < 27; k += 3 {
				x := b.cand[k]
				for j := n; j > 0; j-- {
					c[j] |= c[j-1] & x
				}
				c[0] |= x
			}
			if exact := open & c[n-1] &^ c[n]; exact != 0 {
				best, bestBand = exact&-exact, band
				break
			}
		}
	}
	i := bits.TrailingZeros32(best) & 31
	take = [3]uint32{bandMask, bandMask, bandMask}
	keep = take
	take[bestBand%3] = ^peers[i]
	keep[bestBand%3] = ^best
	for k := bestBand; k < 27; k += 3 {
		if b.cand[k]&best != 0 {
			return uint8(k / 3), take, keep
		}
	}
	return 0, take, keep
}

// fill sets g to the grid of a solved board, where each cell has one digit.
//
// It works on the bits of the digits, a band at a time: bit j of the cells'
// values is the union of the masks of the digits that have bit j, and
// byteBits spreads eight cells of such a union over eight bytes.
func (b *board) fill(g *Grid) {
	var cells [88]uint8 // each band's last eight bytes run into the next
	for band := uint(0); band < 3; band++ {
		c := b.cand[band : band+27]
		v0 := c[0] | c[6] | c[12] | c[18] | c[24] // 1, 3, 5, 7, 9
		v1 := c[3] | c[6] | c[15] | c[18]         // 2, 3, 6, 7
		v2 := c[9] | c[12] | c[15] | c[18]        // 4, 5, 6, 7
		v3 := c[21] | c[24]                       // 8, 9
		for s := uint(0); s < 32; s += 8 {
			w := byteBits[v0>>s&255] | byteBits[v1>>s&255]<<1 | byteBits[v2>>s&255]<<2 | byteBits[v3>>s&255]<<3
			binary.LittleEndian.PutUint64(cells[27*band+s:], w)
		}
	}
	*g = Grid(cells[:81])
}

// Lookup tables for the band rule. A row of a band is 9 bits (columns); a
// band's triads are 9 bits, bit 3r+k for row r and box k.
var (
	// rowTriads maps a row's 9 cells to its 3 triads (bit k: box k).
	rowTriads [512]uint16
	// feasible maps a band's triads to those lying on a permutation
	// within them, or 0 if there is none, with the number of those
	// permutations in bits 12 to 14.
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
	// rowsCells and boxesCells map a set of a band's rows or boxes (3 bits)
	// to their cells.
	rowsCells, boxesCells [8]uint32
	// maskDigit and maskBand map a pending bit to its digit and band.
	maskDigit, maskBand [32]uint8
	// permMasks are the six permutations as triads.
	permMasks [6]uint16
	// splits maps triads to a guess between the permutations within them:
	// the first (bits 0-8) against the others (bits 16-24); 0 if there
	// are fewer than two, or the others cover all the triads, so that the
	// second branch would not differ from the whole.
	splits [512]uint32
	// byteBits maps 8 bits to 8 bytes, bit i to the lowest bit of byte i.
	byteBits [256]uint64
	// singles maps a row to itself if it holds one cell, else 0.
	singles [512]uint32
	// peers maps a cell of a band (0–26) to the other cells of the band in
	// its row or box.
	peers [32]uint32
)

func init() {
	for x := range 256 {
		for i := range 8 {
			byteBits[x] |= uint64(x>>i&1) << (8 * i)
		}
	}
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
		var n, first, rest uint16
		for _, m := range permMasks {
			if int(m)&t == int(m) {
				feasible[t] |= m
				if n == 0 {
					first = m
				} else {
					rest |= m
				}
				n++
			}
		}
		if n > 0 {
			feasible[t] |= n << 12
		}
		if n == 2 || n > 2 && rest != feasible[t]&511 {
			splits[t] = uint32(first) | uint32(rest)<<16
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
	for x := range 8 {
		for i := range 3 {
			if x>>i&1 != 0 {
				rowsCells[x] |= 511 << (9 * i)
				boxesCells[x] |= 0o7007007 << (3 * i)
			}
		}
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
	}
}
