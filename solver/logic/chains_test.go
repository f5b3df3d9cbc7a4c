package logic

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/internal/logictest"
)

// chainCase is a hand-made position where a chain technique must make
// exactly the given eliminations with its first step.
type chainCase struct {
	name  string
	tech  Technique
	pm    string
	elims []Candidate
	size  int
}

var chainCases = []chainCase{
	{
		name:  "turbot fish",
		tech:  XChain,
		pm:    logictest.TurbotPM,
		elims: []Candidate{{72, 5}},
		size:  3,
	},
	{
		name:  "remote pair",
		tech:  RemotePair,
		pm:    logictest.RemotePairPM,
		elims: []Candidate{{8, 3}, {8, 8}},
		size:  7,
	},
	{
		name:  "xy-chain",
		tech:  XYChain,
		pm:    logictest.XYChainPM,
		elims: []Candidate{{8, 1}},
		size:  7,
	},
}

func TestChainCases(t *testing.T) {
	for _, tc := range chainCases {
		t.Run(tc.name, func(t *testing.T) {
			b := pmBoard(t, tc.pm)
			steps := All(context.Background(), &b, tc.tech)
			if len(steps) == 0 {
				t.Fatalf("%v: no step", tc.tech)
			}
			s := steps[0]
			if got, want := logictest.SortedCandidates(s.Eliminations), logictest.SortedCandidates(tc.elims); fmt.Sprint(got) != fmt.Sprint(want) {
				t.Fatalf("%v eliminates %v first, want %v", tc.tech, got, want)
			}
			if s.Size != tc.size {
				t.Errorf("%v size %d, want %d", tc.tech, s.Size, tc.size)
			}
			if err := checkChainStep(&b, s); err != nil {
				t.Errorf("%v: %v", tc.tech, err)
			}
		})
	}
}

// checkChainStep checks the chain of a tier-7 step link by link on the
// board: each strong link really strong, each weak link really weak, the
// links continuous, and every elimination false whichever way the chain
// is read. It returns the first fault.
func checkChainStep(b *Board, s *Step) error {
	if len(s.Chains) != 1 || len(s.Chains[0]) == 0 {
		return fmt.Errorf("want one chain, have %d", len(s.Chains))
	}
	ch := s.Chains[0]
	if s.Size != len(ch) {
		return fmt.Errorf("size %d, chain of %d links", s.Size, len(ch))
	}
	for i, l := range ch {
		if i > 0 && ch[i-1].To != l.From {
			return fmt.Errorf("link %d starts at %v, link %d ended at %v", i, l.From, i-1, ch[i-1].To)
		}
		if l.From.On == l.To.On {
			return fmt.Errorf("link %d does not alternate: %v -> %v", i, l.From, l.To)
		}
		if err := checkLink(b, l); err != nil {
			return fmt.Errorf("link %d (%v -> %v): %v", i, l.From, l.To, err)
		}
	}
	first, last := ch[0].From, ch[len(ch)-1].To
	switch {
	case s.Technique == RemotePair:
		return nil // checked against the solution by TestSound
	case sameNode(first, last) && first.On == last.On:
		// A continuous loop: each link holds both ways, so exactly one
		// end of each link is true; an almost locked set keeps its other
		// digits. Each elimination must follow from one link.
		for _, e := range s.Eliminations {
			ok := false
			for _, l := range ch {
				a, z := l.From, l.To
				a.On, z.On = true, true
				if excludes(b, a, e) && excludes(b, z, e) {
					ok = true
					break
				}
				if l.Strong() && a.Digit != z.Digit && a.Cells.Or(z.Cells).Count() > 1 && e.Digit != a.Digit && e.Digit != z.Digit {
					locked := Node{e.Digit, a.Cells.Or(z.Cells), true}
					if cells := digitCells(b, locked); !cells.Empty() && common(cells).Has(e.Cell) {
						ok = true
						break
					}
				}
			}
			if !ok {
				return fmt.Errorf("no link of the loop removes %v", e)
			}
		}
		return nil
	case sameNode(first, last):
		// A discontinuous loop: the start candidate goes (or, started
		// false, holds).
		c := first.Cell()
		for _, e := range s.Eliminations {
			if e.Cell != c || (!first.On && e.Digit == first.Digit) || (first.On && e.Digit != first.Digit) {
				return fmt.Errorf("loop at %v eliminates %v", first, e)
			}
		}
		return nil
	}
	// An AIC: first false implies last true; each elimination must be
	// false when either end is true.
	a := first
	a.On = true
	for _, e := range s.Eliminations {
		for _, end := range []Node{a, last} {
			if !excludes(b, end, e) {
				return fmt.Errorf("%v does not exclude %v", end, e)
			}
		}
	}
	return nil
}

// digitCells returns the cells of a node that have its digit.
func digitCells(b *Board, n Node) CellSet {
	var s CellSet
	for _, c := range n.Cells.Cells() {
		if b.Values[c] == 0 && b.Cands[c].Has(n.Digit) {
			s.Add(c)
		}
	}
	return s
}

// excludes reports whether a true node makes candidate e false.
func excludes(b *Board, n Node, e Candidate) bool {
	cells := digitCells(b, n)
	if cells.Has(e.Cell) {
		return cells.Count() == 1 && e.Digit != n.Digit
	}
	return e.Digit == n.Digit && common(cells).Has(e.Cell)
}

// checkLink checks one link on the board.
func checkLink(b *Board, l Link) error {
	a, z := l.From, l.To
	has := func(n Node) CellSet { return digitCells(b, n) }
	if !l.Strong() {
		// Weak: a true makes z false.
		switch {
		case a.Digit == z.Digit:
			if !has(z).AndNot(common(has(a))).Empty() {
				return fmt.Errorf("weak link: %v does not see all of %v", z.Cells, a.Cells)
			}
		case has(a).Count() == 1 && has(z).AndNot(has(a)).Empty():
		default:
			return fmt.Errorf("weak link between different digits in different cells")
		}
		return nil
	}
	// Strong: a false makes z true.
	switch {
	case a.Digit == z.Digit:
		both := has(a).Or(has(z))
		if !has(a).And(has(z)).Empty() {
			return fmt.Errorf("strong link between overlapping nodes")
		}
		for h := range 27 {
			all := CellSet{}
			for _, c := range houseCells[h] {
				if b.Values[c] == 0 && b.Cands[c].Has(a.Digit) {
					all.Add(c)
				}
			}
			if all == both {
				return nil
			}
		}
		return fmt.Errorf("no house holds just %v", both)
	case a.Cells == z.Cells && a.Cell() >= 0:
		if b.Cands[a.Cell()] != DigitSet(a.Digit, z.Digit) {
			return fmt.Errorf("strong link in a cell that is not bivalue")
		}
	default:
		// An almost locked set (the wider node, when one is an end of
		// the chain): its cells hold one digit more than cells.
		cells := a.Cells.Or(z.Cells)
		var ds Digits
		for _, c := range cells.Cells() {
			ds |= b.Cands[c]
		}
		if ds.Count() != cells.Count()+1 || !ds.Has(a.Digit) || !ds.Has(z.Digit) || commonHouse(cells) < 0 ||
			!has(a).AndNot(a.Cells).Empty() || !has(z).AndNot(z.Cells).Empty() {
			return fmt.Errorf("not an almost locked set: %v holds %v", cells.Cells(), ds)
		}
		if x := (Node{a.Digit, cells, false}); has(x) != has(a) {
			return fmt.Errorf("the set has %d outside %v", a.Digit, a.Cells.Cells())
		}
		if x := (Node{z.Digit, cells, false}); has(x) != has(z) {
			return fmt.Errorf("the set has %d outside %v", z.Digit, z.Cells.Cells())
		}
	}
	return nil
}

// TestChainSteps checks every chain step the tier-7 finders list on boards
// of top1465 solution paths (every 40th puzzle; with -short two puzzles
// whose paths are quick and have most kinds of chain): links valid,
// eliminations true to the solution, explanations in both languages.
// Every finder must have steps to check but the remote pair's, which these
// boards do not have (TestChainCases checks it).
func TestChainSteps(t *testing.T) {
	puzzles := loadLogicSet(t, "logic/se_top1465.tsv", "puzzle")
	var sample []int
	for i := 0; i < len(puzzles); i += 40 {
		sample = append(sample, i)
	}
	want := []Technique{XChain, XYChain, NiceLoop, AIC, GroupedNiceLoop, GroupedAIC}
	if testing.Short() {
		sample = []int{640, 1320}
		want = want[1:] // the one X-chain is on puzzle 401's path
	}
	ctx := context.Background()
	counts := map[Technique]int{}
	for _, i := range sample {
		sol := solver.Solve(puzzles[i], solver.Options{}).Solutions[0]
		onTierBoards(ctx, puzzles[i], 7, func(b *Board) {
			for tech := RemotePair; tech <= GroupedAIC; tech++ {
				for _, x := range All(ctx, b, tech) {
					counts[tech]++
					if err := checkChainStep(b, x); err != nil {
						t.Errorf("puzzle %d: %v: %v\n%s", i+1, x.Technique, err, describe(x))
					}
					for _, e := range x.Eliminations {
						if int(sol[e.Cell]) == e.Digit {
							t.Errorf("puzzle %d: %v removes the solution's %v\n%s", i+1, x.Technique, e, describe(x))
						}
					}
				}
			}
		})
	}
	t.Logf("steps checked: %v", counts)
	requireFound(t, counts, want...)
}

// commonHouse returns a house holding every cell of s, row first, then
// column, then box, or -1.
func commonHouse(s CellSet) int {
	first := s.First()
	if first < 0 {
		return -1
	}
	for _, h := range cellHouses[first] {
		if s.AndNot(houseSets[h]).Empty() {
			return h
		}
	}
	return -1
}

// TestViewGraphShared checks that the finders that search a chain graph
// find the same steps on one view, whose graphs the earlier finders built
// and searched (view.graph), as each on a view of its own: none changes a
// graph it shares.
func TestViewGraphShared(t *testing.T) {
	puzzles := loadLogicSet(t, "logic/se_top1465.tsv", "puzzle")
	sample := []int{640, 1320}
	if !testing.Short() {
		sample = append(sample, 0, 400, 1000)
	}
	finders := []Technique{NiceLoop, AIC, GroupedNiceLoop, GroupedAIC, CellForcingChain, HouseForcingChain, ContradictionChain}
	const most = 12 // steps of a finder compared on a board
	ctx := context.Background()
	boards := 0
	for _, i := range sample {
		onTierBoards(ctx, puzzles[i], 7, func(b *Board) {
			boards++
			shared := newView(ctx, b)
			for _, tech := range finders {
				var alone, with []string
				find := func(v *view, out *[]string) {
					descriptors[tech].find(v, func(x *Step) bool {
						*out = append(*out, describe(x))
						return len(*out) < most
					})
				}
				find(newView(ctx, b), &alone)
				find(shared, &with)
				if !slices.Equal(alone, with) {
					t.Fatalf("puzzle %d, %v: %d steps on a view of its own, %d after the finders before it on one view; first of each:\n%v\n%v",
						i+1, tech, len(alone), len(with), alone[:min(1, len(alone))], with[:min(1, len(with))])
				}
			}
		})
	}
	if boards == 0 {
		t.Fatal("no boards of tier 7 or more on the sample's paths")
	}
	t.Logf("%d boards", boards)
}

// onTierBoards calls f with each board of puzzle g's path where the next
// step is of minTier or higher: the boards on which the finders of those
// tiers do their real work.
func onTierBoards(ctx context.Context, g solver.Grid, minTier int, f func(*Board)) {
	b := NewBoard(g, solver.Grid{})
	for {
		s, err := Next(ctx, &b, Options{})
		if err != nil {
			return
		}
		if s.Technique.Tier() >= minTier {
			f(&b)
		}
		b.Apply(s)
	}
}
