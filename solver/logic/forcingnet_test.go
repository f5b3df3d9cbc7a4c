// Tests of the propagator of forcingnet.go, which the forcing chains and
// nets follow assumptions with.

package logic

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"sudokubot/solver"
)

// patternSolution is a valid solved grid made by a formula, for tests that
// need a board with a known solution and no shared data.
var patternSolution = func() (g solver.Grid) {
	for r := range 9 {
		for c := range 9 {
			g[r*9+c] = uint8((r*3+r/3+c)%9 + 1)
		}
	}
	return g
}()

// TestPropagator follows assumptions on the pattern solution with many
// cells blanked: whatever the level, assuming a cell's digit in the
// pattern never leads to a contradiction, and everything it derives holds
// in the pattern (a solution of the board, if not the only one).
func TestPropagator(t *testing.T) {
	puzzle := patternSolution
	for c := range 81 {
		if (c/9+c%9)%2 == 0 || c%7 == 0 {
			puzzle[c] = 0
		}
	}
	b := NewBoard(puzzle, solver.Grid{})
	v := newView(context.Background(), &b)
	for level := range numLevels {
		p := newPropagator(v, level)
		for c := range 81 {
			if b.Values[c] != 0 {
				continue
			}
			d := int(patternSolution[c])
			if !p.assume(netLitOf(c, d, true)) {
				t.Errorf("level %d: %s = %d (right) leads to a contradiction", level, solver.CellName(c), d)
				continue
			}
			for _, e := range p.events {
				if e.lit.on() && int(patternSolution[e.lit.cell()]) != e.lit.digit() {
					t.Errorf("level %d: %s = %d places %s = %d, wrong", level, solver.CellName(c), d, solver.CellName(e.lit.cell()), e.lit.digit())
				}
				if !e.lit.on() && int(patternSolution[e.lit.cell()]) == e.lit.digit() {
					t.Errorf("level %d: %s = %d removes %s's %d, right", level, solver.CellName(c), d, solver.CellName(e.lit.cell()), e.lit.digit())
				}
			}
		}
	}
}

// TestPropagatorCauses checks that the facts of a propagation rest on
// their causes: a naked single on the eliminations of its cell's other
// candidates, a hidden single on the eliminations of its digit's other
// places.
func TestPropagatorCauses(t *testing.T) {
	checked := 0
	eachPropagation(t, func(b *Board, p *propagator, at string) {
		for j := range p.events {
			if err := checkEvent(b, p, int32(j)); err != nil {
				t.Fatalf("%s: event %d (%v): %v", at, j, p.events[j], err)
			}
			checked++
		}
	})
	t.Logf("%d facts checked", checked)
}

// TestPropagatorSinglesDone checks that a propagation that meets no
// contradiction leaves no single behind: no open cell with one candidate,
// and no digit with one place, or none, in a house that lacks it. A
// placement takes its cell from the places of its other digits: that
// can leave one of them a single place too.
func TestPropagatorSinglesDone(t *testing.T) {
	checked := 0
	eachPropagation(t, func(b *Board, p *propagator, at string) {
		if p.conflict >= 0 {
			return
		}
		checked++
		// The singles the board has already are not the propagation's.
		for c := range 81 {
			if p.placed[c] == 0 && p.cands[c].Count() < 2 && b.Cands[c].Count() >= 2 {
				t.Fatalf("%s: %s left with candidates %v", at, solver.CellName(c), p.cands[c].List())
			}
		}
		for d := 1; d <= 9; d++ {
			for h := range 27 {
				places := 0
				for _, q := range houseCells[h] {
					if b.Values[q] == uint8(d) {
						places = 9
					} else if b.Values[q] == 0 && b.Cands[q].Has(d) {
						places++
					}
				}
				if places >= 2 && p.filled[d].And(houseSets[h]).Empty() && p.open[d].And(houseSets[h]).Count() < 2 {
					t.Fatalf("%s: %d left %d places in %s", at, d, p.open[d].And(houseSets[h]).Count(), houseOf(h))
				}
			}
		}
	})
	t.Logf("%d propagations without a contradiction checked", checked)
}

// eachPropagation follows, at the locked level, every candidate of every
// 97th puzzle of top1465, and calls f after each propagation with the
// board, the propagator and where it is ("puzzle 98, r1c2 = 3").
func eachPropagation(t *testing.T, f func(b *Board, p *propagator, at string)) {
	puzzles := loadLogicSet(t, "logic/se_top1465.tsv", "puzzle")
	for i := 0; i < len(puzzles); i += 97 {
		b := NewBoard(puzzles[i], solver.Grid{})
		v := newView(context.Background(), &b)
		p := newPropagator(v, levelLocked)
		for c := range 81 {
			if b.Values[c] != 0 {
				continue
			}
			for _, d := range b.Cands[c].List() {
				p.assume(netLitOf(c, d, true))
				f(&b, p, fmt.Sprintf("puzzle %d, %s = %d", i+1, solver.CellName(c), d))
			}
		}
	}
}

// checkEvent checks that one fact of a propagation follows from its
// causes and the board.
func checkEvent(b *Board, p *propagator, i int32) error {
	e := p.events[i]
	c, d := e.lit.cell(), e.lit.digit()
	causes := map[netLit]bool{}
	for _, j := range p.causesOf(i) {
		if j >= i && e.rule != ruleClash {
			return fmt.Errorf("cause %d comes after", j)
		}
		causes[p.events[j].lit] = true
	}
	gone := func(q, f int) bool {
		if !b.Cands[q].Has(f) || b.Values[q] != 0 || causes[netLitOf(q, f, false)] {
			return true
		}
		for _, g := range b.Cands[q].List() {
			if g != f && causes[netLitOf(q, g, true)] {
				return true
			}
		}
		return false
	}
	switch e.rule {
	case ruleCell, rulePeer:
		l := p.events[e.cause].lit
		if !l.on() || (l.cell() != c && (l.digit() != d || !sees(l.cell(), c))) || (l.cell() == c && l.digit() == d) {
			return fmt.Errorf("%v does not follow from %v", e.lit, l)
		}
	case ruleNaked:
		for _, f := range b.Cands[c].List() {
			if f != d && !gone(c, f) {
				return fmt.Errorf("naked single with %d left", f)
			}
		}
	case ruleHidden:
		for _, q := range houseCells[e.house] {
			if q != c && !gone(q, d) {
				return fmt.Errorf("hidden single in %s with %s left", houseOf(int(e.house)).String(), solver.CellName(q))
			}
		}
	case ruleLocked:
		for _, q := range houseCells[e.house] {
			if !houseSets[e.house2].Has(q) && !gone(q, d) {
				return fmt.Errorf("locked in %s with %s outside", houseOf(int(e.house2)).String(), solver.CellName(q))
			}
		}
		if !houseSets[e.house2].Has(c) || houseSets[e.house].Has(c) {
			return fmt.Errorf("locked elimination outside the locking house")
		}
	}
	return nil
}

// TestNetShortestText checks that of the nets that prove a conclusion,
// findForcingNet shows the one with the shortest text (NetLines): on the
// boards of a hard puzzle's path where a net is next, each net it emits
// is no longer than any other net the search kept for its conclusion.
func TestNetShortestText(t *testing.T) {
	g, err := solver.Parse("..3.....945...92....9..3.54....6....6..9..8....5..8.2..1.7................4..5.92")
	if err != nil {
		t.Fatal(err)
	}
	start := NewBoard(g, solver.Grid{})
	path, err := SolvePath(context.Background(), start, Options{}, false)
	if err != nil {
		t.Fatal(err)
	}
	b := start
	withOthers, emitted := 0, 0
	for _, step := range path.Steps {
		if step.Technique == ForcingNet && len(step.Nested) == 0 {
			v := newView(context.Background(), &b)
			// The nets of the first level that has any, as findForcingNet
			// takes.
			var found []netFound
			var p *propagator
			for level := levelSingles; level < levelNested && len(found) == 0; level++ {
				found, p = searchNets(v, level)
			}
			shortest := map[conclusion]int{}
			for _, f := range found {
				if len(f.others) > 0 {
					withOthers++
				}
				for _, x := range append([]netFound{f}, f.others...) {
					if s := netStep(p, x); s != nil {
						if n, ok := shortest[x.concl]; !ok || NetLines(s) < n {
							shortest[x.concl] = NetLines(s)
						}
					}
				}
			}
			findForcingNet(newView(context.Background(), &b), func(s *Step) bool {
				emitted++
				var c conclusion
				if len(s.Placements) > 0 {
					c = conclusion{s.Placements[0], true}
				} else {
					c = conclusion{s.Eliminations[0], false}
				}
				if n, ok := shortest[c]; ok && NetLines(s) > n {
					t.Errorf("the net for %v takes %d lines, another %d", c, NetLines(s), n)
				}
				return true
			})
		}
		b.Apply(step)
		if withOthers > 0 && emitted > 0 {
			break
		}
	}
	if withOthers == 0 || emitted == 0 {
		t.Fatalf("%d conclusions with more than one net, %d nets emitted: nothing to choose from", withOthers, emitted)
	}
}

// nestedPathPuzzle is a hard puzzle whose path has several nets with
// nested contradictions.
const nestedPathPuzzle = "........3..1..9.6..5..8.4.....9...8...867.....1....2....6..7.2..3.8..5..4.......8"

// eachNestedNet calls fn, on the boards of nestedPathPuzzle's path where
// a net with nested contradictions is next (the first most of them), with
// the nested search's propagator, its net and the net replayed the
// search's own way (each first nested contradiction found).
func eachNestedNet(t *testing.T, most int, fn func(step int, p *propagator, f netFound, own *Step)) {
	t.Helper()
	g, err := solver.Parse(nestedPathPuzzle)
	if err != nil {
		t.Fatal(err)
	}
	start := NewBoard(g, solver.Grid{})
	path, err := SolvePath(context.Background(), start, Options{}, false)
	if err != nil {
		t.Fatal(err)
	}
	b := start
	nets := 0
	for i, step := range path.Steps {
		if step.Technique == ForcingNet && len(step.Nested) > 0 && nets < most {
			v := newView(context.Background(), &b)
			found, p := searchNets(v, levelNested)
			if len(found) == 0 {
				t.Fatalf("step %d: the nested search finds no net", i+1)
			}
			own := replayNet(p, found[0])
			if own == nil {
				t.Fatalf("step %d: the net cannot be replayed", i+1)
			}
			fn(i+1, p, found[0], own)
			nets++
		}
		b.Apply(step)
	}
	if nets == 0 {
		t.Fatal("no net with nested contradictions on the path")
	}
}

// TestNetNestedShortest checks that a net with nested contradictions is
// shown the shorter way: on the boards of a hard puzzle's path where such
// a net is next, the net netStep builds proves the same conclusion in no
// more lines (NetLines) than the search's own way, and in fewer for at
// least one of them.
func TestNetNestedShortest(t *testing.T) {
	shorter := 0
	eachNestedNet(t, 4, func(i int, p *propagator, f netFound, own *Step) {
		s := netStep(p, f)
		if s == nil {
			t.Fatalf("step %d: the net cannot be shown", i)
		}
		if !slices.Equal(s.Eliminations, own.Eliminations) || !slices.Equal(s.Placements, own.Placements) {
			t.Errorf("step %d: the net shown proves %v %v, the search's own way %v %v", i, s.Placements, s.Eliminations, own.Placements, own.Eliminations)
		}
		n, m := NetLines(s), NetLines(own)
		if n > m {
			t.Errorf("step %d: the net shown takes %d lines, the search's own way %d", i, n, m)
		}
		if n < m {
			shorter++
		}
	})
	if shorter == 0 {
		t.Fatal("no net with nested contradictions written shorter: want some")
	}
}

// TestNetNestedHeld checks that the net the nested search finds is built
// from the search's own recorded propagation, not followed again, and is
// the net a fresh replay builds: on the first boards of a hard puzzle's
// path where such a net is next.
func TestNetNestedHeld(t *testing.T) {
	g, err := solver.Parse(nestedPathPuzzle)
	if err != nil {
		t.Fatal(err)
	}
	start := NewBoard(g, solver.Grid{})
	path, err := SolvePath(context.Background(), start, Options{}, false)
	if err != nil {
		t.Fatal(err)
	}
	b := start
	nets := 0
	for i, step := range path.Steps {
		if step.Technique == ForcingNet && len(step.Nested) > 0 && nets < 3 {
			nets++
			v := newView(context.Background(), &b)
			found, p := searchNets(v, levelNested)
			if len(found) == 0 {
				t.Fatalf("step %d: the nested search finds no net", i+1)
			}
			work := p.work
			held := replayNet(p, found[0])
			if p.work != work {
				t.Errorf("step %d: building the net found followed %d assumptions again, want none", i+1, p.work-work)
			}
			fresh := replayNet(p, found[0])
			if held == nil || fresh == nil {
				t.Fatalf("step %d: the net cannot be built (from the search %v, replayed %v)", i+1, held != nil, fresh != nil)
			}
			if p.work != work+1 {
				t.Errorf("step %d: a second build followed %d assumptions, want 1 (a replay)", i+1, p.work-work)
			}
			if !slices.EqualFunc(held.Chains, fresh.Chains, slices.Equal) || len(held.Nested) != len(fresh.Nested) || NetLines(held) != NetLines(fresh) {
				t.Errorf("step %d: the net from the search (%d lines, %d nested) differs from its replay (%d lines, %d nested)", i+1, NetLines(held), len(held.Nested), NetLines(fresh), len(fresh.Nested))
			}
		}
		b.Apply(step)
	}
	if nets == 0 {
		t.Fatal("no net with nested contradictions on the path")
	}
}

// TestShortenNet checks shortenNet on the nested nets of a hard puzzle's
// path: the net it returns proves the same conclusion, rests on a subset
// of the nested contradictions of the net it was given, is written in no
// more lines, and for at least one net in fewer nested contradictions.
func TestShortenNet(t *testing.T) {
	fewer := 0
	eachNestedNet(t, 100, func(i int, p *propagator, f netFound, own *Step) {
		s := shortenNet(p, f, own)
		if s == nil {
			t.Fatalf("step %d: the shortened net is nil", i)
		}
		if !slices.Equal(s.Eliminations, own.Eliminations) || !slices.Equal(s.Placements, own.Placements) {
			t.Errorf("step %d: the shortened net proves %v %v, the search's own way %v %v", i, s.Placements, s.Eliminations, own.Placements, own.Eliminations)
		}
		if n, m := NetLines(s), NetLines(own); n > m {
			t.Errorf("step %d: the shortened net takes %d lines, the search's own way %d", i, n, m)
		}
		had := nestedUsed(own)
		for _, l := range nestedUsed(s) {
			if !slices.Contains(had, l) {
				t.Errorf("step %d: the shortened net rests on r%dc%d≠%d, which the net it was given does not", i, l.cell()/9+1, l.cell()%9+1, l.digit())
			}
		}
		if len(s.Nested) < len(own.Nested) {
			fewer++
		}
	})
	if fewer == 0 {
		t.Fatal("no net shortened to fewer nested contradictions: want at least one")
	}
}

// TestQuietState checks when a nested assumption that led nowhere need
// not be tried again: every fact the net derived since holds where it
// ended.
func TestQuietState(t *testing.T) {
	var s quietState
	for c := range s.cands {
		s.cands[c] = 0x3fe // 1 to 9
	}
	s.cands[0] = 1 << 5            // r1c1 placed 5
	s.cands[1] = 0x3fe &^ (1 << 7) // r1c2 lost 7
	ev := func(lits ...netLit) []netEvent {
		out := []netEvent{{lit: netLitOf(80, 1, false)}} // before s.at
		for _, l := range lits {
			out = append(out, netEvent{lit: l})
		}
		return out
	}
	s.at = 1
	for _, c := range []struct {
		name   string
		events []netEvent
		want   bool
	}{
		{"nothing since", ev(), true},
		{"its placement", ev(netLitOf(0, 5, true)), true},
		{"its elimination", ev(netLitOf(1, 7, false)), true},
		{"an elimination its placement made", ev(netLitOf(0, 3, false)), true},
		{"another placement", ev(netLitOf(1, 2, true)), false},
		{"another elimination", ev(netLitOf(1, 2, false)), false},
		{"the opposite of its placement", ev(netLitOf(0, 5, false)), false},
		{"one of two new facts", ev(netLitOf(1, 7, false), netLitOf(2, 4, false)), false},
	} {
		if got := s.holds(c.events); got != c.want {
			t.Errorf("%s: holds = %v, want %v", c.name, got, c.want)
		}
	}
	s.at = 5
	if s.holds(ev()) {
		t.Error("a state from a longer propagation holds: want it tried again")
	}
}

// TestLookOn checks the look on past a long nested net: on the boards of
// a hard puzzle's path where a nested net is next, the search started
// after the net's assumption finds another net, from an assumption later
// in its order, proving an elimination true of the solution; and lookOn
// shows the one of fewer pages (netSize), then lines, of the two,
// or of the three when neither is within lookOnLines and lookOnPages.
func TestLookOn(t *testing.T) {
	g, err := solver.Parse(nestedPathPuzzle)
	if err != nil {
		t.Fatal(err)
	}
	sol := solver.Solve(g, solver.Options{MaxSolutions: 2})
	if sol.Verdict() != solver.Unique {
		t.Fatalf("nestedPathPuzzle: %v, want one solution", sol.Verdict())
	}
	eachNestedNet(t, 4, func(i int, p *propagator, f netFound, own *Step) {
		p.nested.work = 0
		more := nestedNets(p.v, p, f.tried)
		if len(more) == 0 {
			t.Fatalf("step %d: no net after the %d assumptions of the first", i, f.tried)
		}
		next := more[0]
		if next.tried <= f.tried || next.branches[0] == f.branches[0] {
			t.Errorf("step %d: the next net assumes %v after %d assumptions, the first %v after %d: want a later one", i, next.branches[0], next.tried, f.branches[0], f.tried)
		}
		t2 := netStep(p, next)
		if t2 == nil {
			t.Fatalf("step %d: the next net cannot be built", i)
		}
		for _, e := range t2.Eliminations {
			if sol.Solutions[0][e.Cell] == uint8(e.Digit) {
				t.Errorf("step %d: the next net removes %d from %s, the solution's digit", i, e.Digit, solver.CellName(e.Cell))
			}
		}
		// The net after that, which lookOn builds too while neither is
		// within lookOnLines and lookOnPages.
		type size struct{ pages, lines int }
		sizeOf := func(s *Step) size {
			lines, pages := netSize(s)
			return size{pages, lines}
		}
		better := func(a, b size) bool { return a.pages < b.pages || a.pages == b.pages && a.lines < b.lines }
		within := func(a size) bool { return a.lines <= lookOnLines && a.pages <= lookOnPages }
		third := size{-1, -1}
		p.nested.work = 0
		if after := nestedNets(p.v, p, next.tried); len(after) > 0 {
			if t3 := netStep(p, after[0]); t3 != nil {
				third = sizeOf(t3)
			}
		}
		s := netStep(p, f)
		first := sizeOf(s)
		got, n := lookOn(p.v, p, f, s, first.lines, first.pages)
		second := sizeOf(t2)
		want := first
		if better(second, want) {
			want = second
		}
		if !within(want) && third.pages >= 0 && better(third, want) {
			want = third
		}
		if gs := sizeOf(got); better(want, gs) || within(want) && gs != want || gs.lines != n {
			t.Errorf("step %d: lookOn shows a net of %v pages and lines (says %d lines), want %v (the first %v, the next %v, the third %v)", i, gs, n, want, first, second, third)
		}
	})
}

// TestRereason checks that rereason leaves every fact of a propagation
// resting on causes it follows from (checkEvent), before it, and the
// contradiction (or last fact) resting on no more facts than before: on
// some, fewer.
func TestRereason(t *testing.T) {
	checked, fewer, before, after := 0, 0, 0, 0
	eachPropagation(t, func(b *Board, p *propagator, at string) {
		end := p.conflict
		if end < 0 {
			end = int32(len(p.events) - 1)
		}
		n := countNeeded(p.needed(end))
		p.rereason(end)
		m := countNeeded(p.needed(end))
		if m > n {
			t.Fatalf("%s: %d facts needed after, %d before", at, m, n)
		}
		if m < n {
			fewer++
		}
		before, after = before+n, after+m
		for j := range p.events {
			if err := checkEvent(b, p, int32(j)); err != nil {
				t.Fatalf("%s, rereasoned: event %d (%v): %v", at, j, p.events[j], err)
			}
			checked++
		}
	})
	if fewer == 0 {
		t.Errorf("no propagation rests on fewer facts after rereason (%d facts)", before)
	}
	t.Logf("%d facts checked; %d propagations rest on fewer; %d facts needed before, %d after", checked, fewer, before, after)
}
