package logic

import (
	"context"
	"slices"
	"testing"
	"time"

	"sudokubot/solver"
)

func BenchmarkCellForcingChain(b *testing.B)   { benchTier9(b, CellForcingChain) }
func BenchmarkHouseForcingChain(b *testing.B)  { benchTier9(b, HouseForcingChain) }
func BenchmarkContradictionChain(b *testing.B) { benchTier9(b, ContradictionChain) }
func BenchmarkForcingNet(b *testing.B)         { benchTier9(b, ForcingNet) }

// benchTier9 times one tier-9 finder, stopping at its first step as Next
// does, over boards where tier 9 is next.
func benchTier9(b *testing.B, t Technique) {
	boards := tierBoards(b, 9)
	ctx := context.Background()
	found, i := 0, 0
	for b.Loop() {
		bd := boards[(i*7919)%len(boards)]
		i++
		descriptors[t].find(newView(ctx, &bd), func(*Step) bool { found++; return false })
	}
	b.ReportMetric(float64(len(boards)), "boards")
	b.ReportMetric(float64(found)/float64(i), "found/op")
}

// percentiles reports the median and the 99th percentile of durations, in
// milliseconds.
func percentiles(b *testing.B, ds []time.Duration, prefix string) {
	slices.Sort(ds)
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	b.ReportMetric(ms(ds[len(ds)/2]), prefix+"-median-ms")
	b.ReportMetric(ms(ds[len(ds)*99/100]), prefix+"-p99-ms")
}

// BenchmarkSolveTop1465 solves top1465 puzzles (every fifth) with the full
// ladder and reports the time per explained solution: its median and 99th
// percentile, and the share solved without a trial.
func BenchmarkSolveTop1465(b *testing.B) {
	puzzles := loadLogicSet(b, "logic/se_top1465.tsv", "puzzle")
	var sample []solver.Grid
	for i := 0; i < len(puzzles); i += 5 {
		sample = append(sample, puzzles[i])
	}
	ctx := context.Background()
	var ds []time.Duration
	solved, i := 0, 0
	for b.Loop() {
		g := sample[i%len(sample)]
		i++
		start := time.Now()
		p, err := SolvePath(ctx, NewBoard(g, solver.Grid{}), Options{}, false)
		ds = append(ds, time.Since(start))
		if err == nil && p.Solved {
			solved++
		}
	}
	percentiles(b, ds, "solve")
	b.ReportMetric(100*float64(solved)/float64(i), "%solved")
}

// BenchmarkNextHint times Next on every board of top1465 solution paths
// (every fifth puzzle): the next hint for a grid.
func BenchmarkNextHint(b *testing.B) {
	puzzles := loadLogicSet(b, "logic/se_top1465.tsv", "puzzle")
	ctx := context.Background()
	var boards []Board
	for i := 0; i < len(puzzles); i += 5 {
		bd := NewBoard(puzzles[i], solver.Grid{})
		for {
			s, err := Next(ctx, &bd, Options{})
			if err != nil {
				break
			}
			boards = append(boards, bd)
			bd.Apply(s)
		}
	}
	var ds []time.Duration
	i := 0
	for b.Loop() {
		// A stride prime to the count visits the boards in a spread order.
		bd := boards[(i*7919)%len(boards)]
		i++
		start := time.Now()
		Next(ctx, &bd, Options{})
		ds = append(ds, time.Since(start))
	}
	percentiles(b, ds, "next")
	b.ReportMetric(float64(len(boards)), "boards")
}
