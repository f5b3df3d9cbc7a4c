package explain

import (
	"context"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// BenchmarkExplainPath writes every text of every step of a solution path
// with chains and nets (top1465 #12) in one language: what /steps and the
// hints of a hard puzzle cost.
func BenchmarkExplainPath(b *testing.B) {
	g, err := solver.Parse("8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5...........")
	if err != nil {
		b.Fatal(err)
	}
	p, err := logic.SolvePath(context.Background(), logic.NewBoard(g, solver.Grid{}), logic.Options{}, true)
	if err != nil {
		b.Fatal(err)
	}
	for _, lang := range locale.All() {
		b.Run(lang.Code(), func(b *testing.B) {
			x := For(lang)
			for b.Loop() {
				for _, s := range p.Steps {
					for level := 1; level <= HintLevels; level++ {
						x.Hint(s, level)
					}
					x.Line(s)
					x.Short(s)
				}
			}
		})
	}
}

// BenchmarkNetPagesNested pages the largest forcing net with nested
// contradictions on the path of the forum's hardest 1106 #9 into up to
// 128 pages, as each view of it in the walk-through does.
func BenchmarkNetPagesNested(b *testing.B) {
	g, err := solver.Parse(nestedPuzzle)
	if err != nil {
		b.Fatal(err)
	}
	p, err := logic.SolvePath(context.Background(), logic.NewBoard(g, solver.Grid{}), logic.Options{}, false)
	if err != nil {
		b.Fatal(err)
	}
	var s *logic.Step
	size := func(s *logic.Step) int {
		n := len(s.Chains[0])
		for _, nc := range s.Nested {
			n += len(nc.Chain)
		}
		return n
	}
	for _, t := range p.Steps {
		if t.Technique == logic.ForcingNet && len(t.Nested) > 0 && (s == nil || size(t) > size(s)) {
			s = t
		}
	}
	if s == nil {
		b.Fatal("no forcing net with nested contradictions on the path")
	}
	x := For(locale.English)
	b.ReportMetric(float64(len(x.NetPages(s, 128))), "pages")
	for b.Loop() {
		x.NetPages(s, 128)
	}
}
