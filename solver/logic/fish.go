package logic

// Fish. In n base lines (rows, or columns) a digit can only go in n cover
// lines of the other kind. Each base line holds the digit once, in a
// different cover line, so the n base lines fill all n cover lines with
// it: the digit leaves the rest of the cover lines. An X-Wing has n = 2, a
// Swordfish 3, a Jellyfish 4.
//
// A finned fish has extra base candidates, the fins, outside the cover
// lines, all in one box. Either no fin holds the digit, and the fish
// works, or a fin does, and the digit leaves the rest of the fin's box; a
// cell of a cover line that sees every fin loses the digit either way.
// Following HoDoKu, a finned fish is sashimi when, without its fins, some
// base line would keep a single candidate: the fish it leaves is
// degenerate. Every base line keeps at least one.
//
// A fish step has Digits = the digit, Houses = the base lines then the
// cover lines, Cells = the cells of the base candidates, Marks = the base
// candidates (RoleKey) and the fins (RoleFin), Size = n.

// fishKind tells basic, finned and sashimi fish apart.
type fishKind uint8

const (
	basicFish fishKind = iota
	finnedFish
	sashimiFish
)

var fishTechniques = [3][5]Technique{
	basicFish:   {2: XWing, 3: Swordfish, 4: Jellyfish},
	finnedFish:  {2: FinnedXWing, 3: FinnedSwordfish, 4: FinnedJellyfish},
	sashimiFish: {2: SashimiXWing, 3: SashimiSwordfish, 4: SashimiJellyfish},
}

func findXWing(v *view, emit func(*Step) bool)            { findFish(v, 2, basicFish, emit) }
func findSwordfish(v *view, emit func(*Step) bool)        { findFish(v, 3, basicFish, emit) }
func findJellyfish(v *view, emit func(*Step) bool)        { findFish(v, 4, basicFish, emit) }
func findFinnedXWing(v *view, emit func(*Step) bool)      { findFish(v, 2, finnedFish, emit) }
func findSashimiXWing(v *view, emit func(*Step) bool)     { findFish(v, 2, sashimiFish, emit) }
func findFinnedSwordfish(v *view, emit func(*Step) bool)  { findFish(v, 3, finnedFish, emit) }
func findSashimiSwordfish(v *view, emit func(*Step) bool) { findFish(v, 3, sashimiFish, emit) }
func findFinnedJellyfish(v *view, emit func(*Step) bool)  { findFish(v, 4, finnedFish, emit) }
func findSashimiJellyfish(v *view, emit func(*Step) bool) { findFish(v, 4, sashimiFish, emit) }

// lineCell returns the cell at position p of line i: row i when rows is
// true, else column i.
func lineCell(rows bool, i, p int) int {
	if rows {
		return i*9 + p
	}
	return p*9 + i
}

// lineHouse returns the house number of line i: row i or column i.
func lineHouse(rows bool, i int) int {
	if rows {
		return i
	}
	return 9 + i
}

// A fishSearch holds the state of the search for fish of one digit with
// one kind of base line.
type fishSearch struct {
	d    int
	n    int
	kind fishKind
	rows bool // the base lines are rows (the cover lines columns)
	// pos[i] holds the positions of d in base line i (a bit per cover
	// line).
	pos [9]uint16
	// inBox[b][s] holds the lines of band b with d in stack s: where a
	// finned fish with fins in that box can eliminate.
	inBox  [3][3]uint16
	lines  []int // the base lines that may take part
	base   [4]int
	chosen uint16 // the lines of base
	emit   func(*Step) bool
}

// findFish finds fish of size n and the given kind, rows as base lines
// first, then columns.
func findFish(v *view, n int, kind fishKind, emit func(*Step) bool) {
	for d := 1; d <= 9; d++ {
		for _, rows := range [2]bool{true, false} {
			if v.done() {
				return
			}
			f := fishSearch{d: d, n: n, kind: kind, rows: rows, emit: emit}
			var buf [9]int
			f.lines = buf[:0]
			for i := range 9 {
				f.pos[i] = v.where[lineHouse(rows, i)][d]
				k := popcount(f.pos[i])
				if k == 0 || k > n+3 || kind == basicFish && (k < 2 || k > n) {
					continue
				}
				f.lines = append(f.lines, i)
			}
			if kind != basicFish {
				for i := range 9 {
					for st, three := range stacks {
						if f.pos[i]&three != 0 {
							f.inBox[i/3][st] |= 1 << i
						}
					}
				}
			}
			if !f.search(0, 0, [3]uint16{}) {
				return
			}
		}
	}
}

// search chooses base line number k (of n) among f.lines[from:]; bands
// holds the positions of the lines chosen so far, by band of the base
// lines. It reports false when emit asked to stop.
func (f *fishSearch) search(k, from int, bands [3]uint16) bool {
	if k == f.n {
		return f.found(bands)
	}
	for j := from; j <= len(f.lines)-(f.n-k); j++ {
		i := f.lines[j]
		next := bands
		next[i/3] |= f.pos[i]
		f.chosen |= 1 << i
		if f.coverable(next) {
			f.base[k] = i
			if !f.search(k+1, j+1, next) {
				return false
			}
		}
		f.chosen &^= 1 << i
	}
	return true
}

// stacks holds the positions of the three stacks (or bands) of a line.
var stacks = [3]uint16{0x007, 0x038, 0x1c0}

// coverable reports whether base lines with the positions bands can
// still make a fish of the kind searched for: n cover lines take all
// their candidates (basic), or all but the fins, which lie in one box
// (finned, sashimi): the base lines outside the fins' band are covered
// whole, those in it outside the fins' stack.
func (f *fishSearch) coverable(bands [3]uint16) bool {
	if f.kind == basicFish {
		return popcount(bands[0]|bands[1]|bands[2]) <= f.n
	}
	others := [3]uint16{bands[1] | bands[2], bands[0] | bands[2], bands[0] | bands[1]}
	for b, o := range others {
		if popcount(o) > f.n {
			continue
		}
		for st, three := range stacks {
			if f.inBox[b][st]&^f.chosen != 0 && popcount(o|bands[b]&^three) <= f.n {
				return true
			}
		}
	}
	return false
}

// found looks at one set of n base lines with the positions bands, by
// band of the base lines.
func (f *fishSearch) found(bands [3]uint16) bool {
	if f.kind == basicFish {
		union := bands[0] | bands[1] | bands[2]
		return popcount(union) != f.n || f.try(union, -1, -1)
	}
	// For each box the fins may lie in: the candidates outside it are all
	// covered, and the rest of the covers come from its stack.
	others := [3]uint16{bands[1] | bands[2], bands[0] | bands[2], bands[0] | bands[1]}
	for b := range 3 {
		for stack, three := range stacks {
			must := others[b] | bands[b]&^three
			inStack := bands[b] & three &^ must
			need := f.n - popcount(must)
			if inStack == 0 || need < 0 || need >= popcount(inStack) || f.inBox[b][stack]&^f.chosen == 0 {
				continue
			}
			// Choose need covers among inStack; the others hold fins.
			for sub := inStack; ; sub = (sub - 1) & inStack {
				if popcount(sub) == need && !f.try(must|sub, b, stack) {
					return false
				}
				if sub == 0 {
					break
				}
			}
		}
	}
	return true
}

// try checks the fish with the base lines f.base and the cover lines
// covers (positions), the fins (if any) in the box of the given band and
// stack (-1 for none), and emits it if it is of the kind searched for and
// eliminates something.
func (f *fishSearch) try(covers uint16, finBand, finStack int) bool {
	// The digit leaves the cover lines outside the base lines; with fins,
	// only the cells of the fins' box, which see every fin.
	var baseLines uint16
	for _, i := range f.base[:f.n] {
		baseLines |= 1 << i
	}
	targets, lines := covers, 0x1ff&^baseLines
	if finBand >= 0 {
		targets &= stacks[finStack]
		lines &= stacks[finBand]
	}
	var elims uint16 // the lines with an elimination
	for l := lines; l != 0; l &= l - 1 {
		if i := trailing(l); f.pos[i]&targets != 0 {
			elims |= 1 << i
		}
	}
	if elims == 0 {
		return true
	}
	if finBand >= 0 {
		sashimi := false
		for _, i := range f.base[:f.n] {
			switch popcount(f.pos[i] & covers) {
			case 0:
				// A line of fins only is no part of a fish: the fins'
				// box is a locked candidate's.
				return true
			case 1:
				sashimi = true
			}
		}
		if sashimi != (f.kind == sashimiFish) {
			return true
		}
	}
	return f.emit(f.step(covers, baseLines, elims, targets))
}

// step builds the step of a fish found by try.
func (f *fishSearch) step(covers, baseLines, elimLines, targets uint16) *Step {
	d := f.d
	s := &Step{
		Technique: fishTechniques[f.kind][f.n],
		Digits:    DigitSet(d),
		Size:      f.n,
	}
	var base, fins CellSet
	for l := baseLines; l != 0; l &= l - 1 {
		i := trailing(l)
		s.Houses = append(s.Houses, houseOf(lineHouse(f.rows, i)))
		for p := f.pos[i]; p != 0; p &= p - 1 {
			c := lineCell(f.rows, i, trailing(p))
			base.Add(c)
			if covers&p&-p == 0 {
				fins.Add(c)
			}
		}
	}
	for p := covers; p != 0; p &= p - 1 {
		s.Houses = append(s.Houses, houseOf(lineHouse(!f.rows, trailing(p))))
	}
	s.Cells = base.Cells()
	for _, c := range s.Cells {
		role := RoleKey
		if fins.Has(c) {
			role = RoleFin
		}
		s.Marks = append(s.Marks, Mark{Candidate{c, d}, role})
	}
	var elims CellSet
	for l := elimLines; l != 0; l &= l - 1 {
		i := trailing(l)
		for p := f.pos[i] & targets; p != 0; p &= p - 1 {
			elims.Add(lineCell(f.rows, i, trailing(p)))
		}
	}
	for _, c := range elims.Cells() {
		s.Eliminations = append(s.Eliminations, Candidate{c, d})
	}
	s.Detail = &FishDetail{Digit: d, Base: s.Houses[:f.n:f.n], Cover: s.Houses[f.n:], Fins: fins}
	return s
}
