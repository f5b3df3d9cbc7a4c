package logic

import (
	"context"
	"testing"
	"time"
)

// tierBoards returns boards of top1465 solution paths (every tenth
// puzzle) where the next step is of minTier or higher: the boards on which
// the finders of those tiers do their real work.
func tierBoards(b *testing.B, minTier int) []Board {
	b.Helper()
	puzzles := loadLogicSet(b, "logic/se_top1465.tsv", "puzzle")
	var boards []Board
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for i := 0; i < len(puzzles); i += 10 {
		onTierBoards(ctx, puzzles[i], minTier, func(b *Board) { boards = append(boards, *b) })
	}
	if len(boards) == 0 {
		b.Skip("no boards")
	}
	return boards
}

// benchFinder times one finder, stopping at its first step as Next does,
// over boards where tier 7 or higher is next.
func benchFinder(b *testing.B, t Technique) {
	boards := tierBoards(b, 7)
	ctx := context.Background()
	found := 0
	i := 0
	for b.Loop() {
		bd := boards[(i*7919)%len(boards)]
		i++
		descriptors[t].find(newView(ctx, &bd), func(*Step) bool { found++; return false })
	}
	b.ReportMetric(float64(len(boards)), "boards")
	b.ReportMetric(float64(found)/float64(i), "found/op")
}

func BenchmarkRemotePair(b *testing.B)      { benchFinder(b, RemotePair) }
func BenchmarkXChain(b *testing.B)          { benchFinder(b, XChain) }
func BenchmarkXYChain(b *testing.B)         { benchFinder(b, XYChain) }
func BenchmarkNiceLoop(b *testing.B)        { benchFinder(b, NiceLoop) }
func BenchmarkAIC(b *testing.B)             { benchFinder(b, AIC) }
func BenchmarkGroupedNiceLoop(b *testing.B) { benchFinder(b, GroupedNiceLoop) }
func BenchmarkGroupedAIC(b *testing.B)      { benchFinder(b, GroupedAIC) }
