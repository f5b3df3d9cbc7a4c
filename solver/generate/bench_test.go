package generate

import (
	"context"
	"strings"
	"testing"
	"time"

	"sudokubot/solver/logic"
)

// BenchmarkLevel makes puzzles of each level from scratch with the default
// symmetry and reports the milliseconds and the puzzles tried per puzzle
// made.
func BenchmarkLevel(b *testing.B) {
	for _, sym := range []Symmetry{Rotate180, None} {
		for _, level := range Levels() {
			b.Run(sym.String()+"/"+strings.ToLower(level.String()), func(b *testing.B) {
				g := New(1)
				for b.Loop() {
					if _, err := g.Level(context.Background(), level, sym); err != nil {
						b.Fatal(err)
					}
				}
				report(b, g)
			})
		}
	}
}

// BenchmarkTechnique makes drills of each technique made on demand.
func BenchmarkTechnique(b *testing.B) {
	for _, t := range onDemand {
		b.Run(strings.ReplaceAll(strings.ToLower(t.String()), " ", "-"), func(b *testing.B) {
			g := New(1)
			for b.Loop() {
				if _, err := g.Technique(context.Background(), t, Rotate180); err != nil {
					b.Fatal(err)
				}
			}
			report(b, g)
		})
	}
}

// BenchmarkRandom makes random minimal puzzles, rated, and reports the
// share of each level among them, in percent.
func BenchmarkRandom(b *testing.B) {
	for _, sym := range Symmetries() {
		b.Run(sym.String(), func(b *testing.B) {
			g := New(1)
			var levels [logic.Extreme + 1]int
			for b.Loop() {
				p, err := g.Random(context.Background(), sym)
				if err != nil {
					b.Fatal(err)
				}
				levels[p.Rating.Level]++
			}
			report(b, g)
			for l, n := range levels {
				b.ReportMetric(100*float64(n)/float64(b.N), "%"+strings.ToLower(logic.Level(l).String()))
			}
		})
	}
}

// BenchmarkMinimal makes a random grid and removes givens from it, without
// rating.
func BenchmarkMinimal(b *testing.B) {
	g := New(1)
	for b.Loop() {
		g.Minimal(g.Solution(), Rotate180)
	}
}

func report(b *testing.B, g *Generator) {
	b.ReportMetric(float64(b.Elapsed())/float64(time.Millisecond)/float64(b.N), "ms/puzzle")
	b.ReportMetric(float64(g.Tried)/float64(b.N), "tried/puzzle")
	b.ReportMetric(0, "ns/op")
}
