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

// TestDetails checks that the finders of the techniques in detailed set
// the Detail of every step, consistent with the step: on the boards of
// the solution paths of HoDoKu's exemplars (with -short, the first of
// each section) and on the shared MSLS board.
func TestDetails(t *testing.T) {
	ctx := context.Background()
	counts := map[Technique]int{}
	check := func(name string, b *Board) {
		for tech := range detailed {
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
				check(fmt.Sprintf("exemplar line %d", i+2), &b)
			}
			b.Apply(s)
		}
	}
	b := gridBoard(t, logictest.MSLSRows...)
	check("MSLSRows", &b)
	for tech := range detailed {
		if counts[tech] == 0 {
			t.Errorf("no step of %v checked", tech)
		}
	}
	t.Logf("steps checked: %v", counts)
}
