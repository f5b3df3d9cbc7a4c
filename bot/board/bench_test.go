package board

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"sudokubot/bot"
	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// BenchmarkHint times the hint API's work (findHint at level 3, the
// fullest) on top1465's puzzles, each at its first step of tier 6 or
// more, and reports the p50 and p95 per hint.
func BenchmarkHint(b *testing.B) {
	f, err := os.Open(filepath.Join("..", "..", "..", "shared", "data", "exact", "puzzles3_magictour_top1465.txt"))
	if err != nil {
		b.Skip("top1465 is not in ../shared/data:", err)
	}
	defer f.Close()
	// The positions: each puzzle played by the engine up to its first step
	// of tier 6 or more (chains, wings, ALS…), its candidates as the
	// person's pencil marks.
	var games []bot.Game
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		p, err := solver.Parse(sc.Text())
		if err != nil {
			continue
		}
		bd := logic.NewBoard(p, solver.Grid{})
		for range 81 {
			s, err := logic.Next(context.Background(), &bd, logic.Options{})
			if err != nil || s.Technique.Tier() >= 6 {
				break
			}
			bd.Apply(s)
		}
		g := bot.Game{Puzzle: p, Entries: bd.Values}
		for i, c := range bd.Cands {
			g.Marks[i] = uint16(c)
		}
		games = append(games, g)
	}
	var times []time.Duration
	i := 0
	for b.Loop() {
		g := games[i%len(games)]
		i++
		start := time.Now()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		if _, err := findHint(ctx, g, 3, 0, 100000, logic.English); err != nil {
			b.Fatalf("%s: %v", g.Puzzle, err)
		}
		cancel()
		times = append(times, time.Since(start))
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(times[len(times)*95/100].Microseconds())/1000, "p95-ms")
}
