package logic

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/internal/logictest"
)

// detailed lists the techniques whose finders set a Step's Detail, with a
// check of the detail against the step's Houses, Cells and Marks.
var detailed = func() map[Technique]func(*Step) error {
	m := map[Technique]func(*Step) error{
		MSLS: checkMSLSDetail, XYWing: checkWingDetail, XYZWing: checkWingDetail, WWing: checkWingDetail,
		CellForcingChain: checkNetDetail, HouseForcingChain: checkNetDetail, ContradictionChain: checkNetDetail, ForcingNet: checkNetDetail,
	}
	for _, row := range fishTechniques {
		for _, t := range row {
			if t != 0 {
				m[t] = checkFishDetail
			}
		}
	}
	return m
}()

// checkDetail returns an error if step s of a technique in detailed lacks
// its detail or if the detail disagrees with the step.
func checkDetail(s *Step) error {
	check, ok := detailed[s.Technique]
	if !ok {
		return nil
	}
	if s.Detail == nil {
		return fmt.Errorf("%v: no Detail", s.Technique)
	}
	if err := check(s); err != nil {
		return fmt.Errorf("%v: %w", s.Technique, err)
	}
	return nil
}

func checkFishDetail(s *Step) error {
	f, ok := s.Detail.(*FishDetail)
	if !ok {
		return fmt.Errorf("Detail is %T, want *FishDetail", s.Detail)
	}
	if s.Digits != DigitSet(f.Digit) {
		return fmt.Errorf("digit %d, Digits %v", f.Digit, s.Digits)
	}
	if len(f.Base) != s.Size || len(f.Cover) != s.Size || !slices.Equal(slices.Concat(f.Base, f.Cover), s.Houses) {
		return fmt.Errorf("base %v and cover %v, Houses %v, Size %d", f.Base, f.Cover, s.Houses, s.Size)
	}
	var base, cover CellSet
	for _, h := range f.Base {
		base = base.Or(HouseCells(h))
	}
	for _, h := range f.Cover {
		cover = cover.Or(HouseCells(h))
	}
	var marked CellSet
	for _, m := range s.Marks {
		marked.Add(m.Cell)
		if m.Digit != f.Digit || !base.Has(m.Cell) {
			return fmt.Errorf("mark %v not the digit in a base house", m.Candidate)
		}
		if fin := f.Fins.Has(m.Cell); fin != (m.Role == RoleFin) || fin == cover.Has(m.Cell) {
			return fmt.Errorf("mark %v: role %v, a fin %v, in a cover house %v", m.Candidate, m.Role, fin, cover.Has(m.Cell))
		}
	}
	if f.Fins.AndNot(marked) != (CellSet{}) {
		return fmt.Errorf("fins %v not all marked", f.Fins.Cells())
	}
	return nil
}

func checkWingDetail(s *Step) error {
	w, ok := s.Detail.(*WingDetail)
	if !ok {
		return fmt.Errorf("Detail is %T, want *WingDetail", s.Detail)
	}
	want := []int{w.Pivot, w.Pincers[0], w.Pincers[1]}
	if s.Technique == WWing {
		want = []int{w.Ends[0], w.Ends[1], w.Pincers[0], w.Pincers[1]}
		if w.Pivot != -1 || len(s.Houses) != 1 || s.Houses[0] != w.LinkHouse || !s.Digits.Has(w.Link) || w.Link == w.Digit {
			return fmt.Errorf("pivot %d, link %d in %v, Houses %v, Digits %v", w.Pivot, w.Link, w.LinkHouse, s.Houses, s.Digits)
		}
		if !sees(w.Ends[0], w.Pincers[0]) || !sees(w.Ends[1], w.Pincers[1]) {
			return fmt.Errorf("ends %v do not see pincers %v", w.Ends, w.Pincers)
		}
	} else if !sees(w.Pivot, w.Pincers[0]) || !sees(w.Pivot, w.Pincers[1]) {
		return fmt.Errorf("pivot %d does not see pincers %v", w.Pivot, w.Pincers)
	}
	if !slices.Equal(s.Cells, want) {
		return fmt.Errorf("cells %v, Cells %v", want, s.Cells)
	}
	for _, e := range s.Eliminations {
		if e.Digit != w.Digit || !sees(e.Cell, w.Pincers[0]) || !sees(e.Cell, w.Pincers[1]) {
			return fmt.Errorf("elimination %v: not digit %d seeing both pincers %v", e, w.Digit, w.Pincers)
		}
	}
	for _, m := range s.Marks {
		if (m.Cell == w.Pivot) != (m.Role == RoleKey) && s.Technique != WWing {
			return fmt.Errorf("mark %v: role %v, pivot %d", m.Candidate, m.Role, w.Pivot)
		}
	}
	return nil
}

func checkMSLSDetail(s *Step) error {
	m, ok := s.Detail.(*MSLSDetail)
	if !ok {
		return fmt.Errorf("Detail is %T, want *MSLSDetail", s.Detail)
	}
	var rows, cols [9]bool
	for _, h := range s.Houses {
		switch h.Kind {
		case solver.Row:
			rows[h.Index] = true
		case solver.Column:
			cols[h.Index] = true
		default:
			return fmt.Errorf("house %v", h)
		}
	}
	for i := range 9 {
		if !rows[i] && m.RowDigits[i] != 0 || !cols[i] && m.ColDigits[i] != 0 {
			return fmt.Errorf("covers of line %d outside the set's houses %v", i+1, s.Houses)
		}
	}
	cells := CellsOf(s.Cells...)
	for _, mk := range s.Marks {
		if !cells.Has(mk.Cell) {
			return fmt.Errorf("mark %v outside the cells", mk.Candidate)
		}
		if !m.RowDigits[mk.Cell/9].Has(mk.Digit) && !m.ColDigits[mk.Cell%9].Has(mk.Digit) {
			return fmt.Errorf("mark %v covered by neither its row nor its column", mk.Candidate)
		}
		if r := m.Role(mk.Cell, mk.Digit); r != mk.Role {
			return fmt.Errorf("mark %v: role %v, the covers say %v", mk.Candidate, mk.Role, r)
		}
	}
	return nil
}

func checkNetDetail(s *Step) error {
	d, ok := s.Detail.(*NetDetail)
	if !ok {
		return fmt.Errorf("Detail is %T, want *NetDetail", s.Detail)
	}
	if len(d.Branches) != len(s.Chains) || len(d.Nested) != len(s.Nested) || len(s.Chains) == 0 || len(s.Houses) == 0 {
		return fmt.Errorf("%d branches and %d nested, %d chains, %d nested chains and %d houses", len(d.Branches), len(d.Nested), len(s.Chains), len(s.Nested), len(s.Houses))
	}
	// The houses the facts name are those Step.Houses lists after the
	// main one, in order, and NestedChain.Houses for a nested one.
	var houses []solver.House
	for i := range d.Branches {
		b := &d.Branches[i]
		if err := checkNetBranch(b, s.Chains[i]); err != nil {
			return fmt.Errorf("branch %d: %w", i+1, err)
		}
		houses = append(houses, b.Houses()...)
	}
	if d.NoPlace != nil {
		houses = append(houses, *d.NoPlace)
	}
	if !slices.Equal(houses, s.Houses[1:]) {
		return fmt.Errorf("the facts name houses %v, Houses %v after the main one", houses, s.Houses[1:])
	}
	for k := range d.Nested {
		b, nc := &d.Nested[k], s.Nested[k]
		if err := checkNetBranch(b, nc.Chain); err != nil {
			return fmt.Errorf("nested %d: %w", k+1, err)
		}
		if !slices.Equal(b.Houses(), nc.Houses) {
			return fmt.Errorf("nested %d: the facts name houses %v, Houses %v", k+1, b.Houses(), nc.Houses)
		}
		opp := nc.Fact
		opp.On = !opp.On
		if b.Assume != opp || !slices.ContainsFunc(d.Branches[nc.Branch].Facts, func(f NetFact) bool { return f.Node == nc.Fact && f.Rule == FactNested }) {
			return fmt.Errorf("nested %d assumes %s for %s, not the opposite of a nested fact of branch %d", k+1, nodeName(b.Assume), nodeName(nc.Fact), nc.Branch+1)
		}
	}
	// The kind agrees with what the branches start from.
	first := d.Branches[0].Assume
	var cells CellSet
	var digits Digits
	for _, b := range d.Branches {
		a := b.Assume
		switch d.Kind {
		case ForcingCell, ForcingHouse:
			if !a.On || a.Cell() < 0 || cells.Has(a.Cell()) && digits.Has(a.Digit) {
				return fmt.Errorf("kind %d: assumption %s", d.Kind, nodeName(a))
			}
		case ForcingContradiction:
			if a != first {
				return fmt.Errorf("contradiction: assumptions %s and %s", nodeName(first), nodeName(a))
			}
		}
		cells.Add(a.Cell())
		digits |= DigitSet(a.Digit)
	}
	n := len(d.Branches)
	switch d.Kind {
	case ForcingCell:
		if n < 2 || cells.Count() != 1 || digits.Count() != n {
			return fmt.Errorf("cell forcing: %d branches, cells %v, digits %v", n, cells.Cells(), digits)
		}
	case ForcingHouse:
		if n < 2 || digits.Count() != 1 || cells.Count() != n || !cells.AndNot(HouseCells(s.Houses[0])).Empty() {
			return fmt.Errorf("house forcing: %d branches, cells %v, digits %v, house %v", n, cells.Cells(), digits, s.Houses[0])
		}
	case ForcingDouble:
		second := d.Branches[n-1].Assume
		if n != 2 || second.Cells != first.Cells || second.Digit != first.Digit || second.On == first.On {
			return fmt.Errorf("double: %d branches from %s and %s", n, nodeName(first), nodeName(second))
		}
	case ForcingContradiction:
	default:
		return fmt.Errorf("kind %d", d.Kind)
	}
	return nil
}

// nodeName writes a node for a failure message: "r1c2=5", "r1c2,r1c3≠5".
func nodeName(n Node) string {
	op := "≠"
	if n.On {
		op = "="
	}
	return fmt.Sprintf("%s%s%d", strings.Join(solver.CellNames(n.Cells.Cells()), ","), op, n.Digit)
}

func nodeNames(ns []Node) string {
	var out []string
	for _, n := range ns {
		out = append(out, nodeName(n))
	}
	return "[" + strings.Join(out, " ") + "]"
}

// checkNetBranch checks the structure of a branch against its chain:
// the chain's nodes in order, each with the links into it as its causes,
// and a rule that its causes and houses bear out.
func checkNetBranch(b *NetBranch, ch Chain) error {
	if len(ch) == 0 || b.Assume != ch[0].From || ch[0].To != ch[0].From {
		return fmt.Errorf("assumes %s, chain %v", nodeName(b.Assume), ch)
	}
	var want []NetFact
	at := map[Node]int{}
	for _, l := range ch[1:] {
		i, ok := at[l.To]
		if !ok {
			i = len(want)
			at[l.To] = i
			want = append(want, NetFact{Node: l.To})
		}
		if l.From != l.To {
			want[i].Causes = append(want[i].Causes, l.From)
		}
	}
	if len(want) != len(b.Facts) {
		return fmt.Errorf("%d facts, the chain %d", len(b.Facts), len(want))
	}
	for i, f := range b.Facts {
		if f.Node != want[i].Node || !slices.Equal(f.Causes, want[i].Causes) {
			return fmt.Errorf("fact %d: %s from %s, the chain %s from %s", i+1, nodeName(f.Node), nodeNames(f.Causes), nodeName(want[i].Node), nodeNames(want[i].Causes))
		}
		if err := checkNetFact(f); err != nil {
			return fmt.Errorf("fact %d, %s from %s: %w", i+1, nodeName(f.Node), nodeNames(f.Causes), err)
		}
	}
	if b.NoPlace != nil {
		if len(b.Facts) == 0 || b.Facts[len(b.Facts)-1].Node.On || !HouseCells(*b.NoPlace).Has(b.Facts[len(b.Facts)-1].Node.Cell()) {
			return fmt.Errorf("no place in %v after %v", *b.NoPlace, b.Facts)
		}
	}
	return nil
}

// checkNetFact checks that a fact's causes and houses bear out its rule.
func checkNetFact(f NetFact) error {
	c, d := f.Node.Cell(), f.Node.Digit
	if c < 0 {
		return fmt.Errorf("a fact of %d cells", f.Node.Cells.Count())
	}
	if f.Rule == FactNested && f.Node.On {
		return fmt.Errorf("a nested placement")
	}
	house := HouseCells(f.House)
	if len(f.Causes) == 0 && f.Rule != FactNested {
		return fmt.Errorf("rule %d without causes", f.Rule)
	}
	for _, x := range f.Causes {
		q := x.Cell()
		if q < 0 {
			return fmt.Errorf("a cause of %d cells", x.Cells.Count())
		}
		var ok bool
		switch f.Rule {
		case FactCell:
			ok = !f.Node.On && len(f.Causes) == 1 && x.On && q == c && x.Digit != d
		case FactPeer:
			ok = !f.Node.On && len(f.Causes) == 1 && x.On && x.Digit == d && sees(q, c) && f.House == houseOf(peerHouse(q, c))
		case FactNaked:
			ok = f.Node.On && !x.On && q == c && x.Digit != d
		case FactHidden:
			ok = f.Node.On && house.Has(c) && house.Has(q) && q != c && (x.Digit == d && !x.On || x.Digit != d && x.On)
		case FactLocked:
			in := HouseCells(f.LockedIn)
			ok = !f.Node.On && !x.On && x.Digit == d && house.Has(q) && !in.Has(q) && in.Has(c) && !house.Has(c) && !house.And(in).Empty()
		case FactNested:
			ok = !f.Node.On
		}
		if !ok {
			return fmt.Errorf("rule %d, houses %v and %v: not borne out by cause %s", f.Rule, f.House, f.LockedIn, nodeName(x))
		}
	}
	return nil
}

// TestDetails checks that the finders of the techniques in detailed set
// the Detail of every step, consistent with the step: on the boards of
// the solution paths of HoDoKu's exemplars (with -short, the first of
// each section) and on the shared MSLS board; those of tier 9 on the
// boards where tier 9 is next of a sample of top1465's paths.
func TestDetails(t *testing.T) {
	ctx := context.Background()
	counts := map[Technique]int{}
	check := func(name string, b *Board, tier int) {
		for tech := range detailed {
			if tech.Tier() == 9 && tier < 9 {
				continue // the forcing techniques on boards that need them
			}
			for _, s := range All(ctx, b, tech) {
				counts[tech]++
				if err := checkDetail(s); err != nil {
					t.Errorf("%s: %v\n%s", name, err, describe(s))
				}
			}
		}
	}
	lines := logictest.ReadLines(t, logictest.SharedData(t, "logic/hodoku_exemplars.tsv"))
	seen := map[string]bool{}
	for i, line := range lines[1:] {
		f := strings.Split(line, "\t")
		if testing.Short() && seen[f[0]] {
			continue
		}
		seen[f[0]] = true
		g, err := solver.Parse(f[2])
		if err != nil {
			t.Fatalf("exemplar line %d: %v", i+2, err)
		}
		b := NewBoard(g, solver.Grid{})
		p, err := SolvePath(ctx, b, Options{}, false)
		if err != nil {
			t.Fatalf("exemplar line %d: %v", i+2, err)
		}
		for _, s := range p.Steps {
			if err := checkDetail(s); err != nil {
				t.Errorf("exemplar line %d, path: %v", i+2, err)
			}
			if s.Technique.Tier() >= 4 {
				check(fmt.Sprintf("exemplar line %d", i+2), &b, s.Technique.Tier())
			}
			b.Apply(s)
		}
	}
	b := gridBoard(t, logictest.MSLSRows...)
	check("MSLSRows", &b, 8)
	puzzles := loadLogicSet(t, "logic/se_top1465.tsv", "puzzle")
	stride := 60
	if testing.Short() {
		stride = 300
	}
	for i := 0; i < len(puzzles); i += stride {
		b := NewBoard(puzzles[i], solver.Grid{})
		for {
			s, err := Next(ctx, &b, Options{})
			if err != nil {
				break
			}
			if err := checkDetail(s); err != nil {
				t.Errorf("top1465 puzzle %d, path: %v", i+1, err)
			}
			if s.Technique.Tier() == 9 {
				check(fmt.Sprintf("top1465 puzzle %d", i+1), &b, 9)
			}
			b.Apply(s)
		}
	}
	for tech := range detailed {
		if counts[tech] == 0 {
			t.Errorf("no step of %v checked", tech)
		}
	}
	t.Logf("steps checked: %v", counts)
}
