// The boards and the timing the finder benchmarks share (the benchmarks
// themselves are beside their techniques' tests).

package logic

import (
	"context"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"sudokubot/solver"
)

// benchBoards returns boards met on the paths of top1465 puzzles (with
// trials where logic is stuck), those before a step of technique from or
// later: the boards on which the finders of from and after it run. It
// takes every k-th puzzle, and caches the boards of each from.
func benchBoards(b *testing.B, from Technique) []Board {
	b.Helper()
	benchMu.Lock()
	defer benchMu.Unlock()
	if bs, ok := benchCache[from]; ok {
		return bs
	}
	puzzles := tsvPuzzles(b, "logic/se_top1465.tsv", "puzzle")
	var boards []Board
	ctx := context.Background()
	for i := 0; i < len(puzzles); i += 5 {
		start := NewBoard(puzzles[i], solver.Grid{})
		p, err := SolvePath(ctx, start, Options{}, true)
		if err != nil {
			b.Fatal(err)
		}
		board := start
		for _, s := range p.Steps {
			if s.Technique >= from {
				boards = append(boards, board)
			}
			board.Apply(s)
		}
	}
	if benchCache == nil {
		benchCache = map[Technique][]Board{}
	}
	benchCache[from] = boards
	return boards
}

// cpuTime returns the CPU time the process has used: on a shared machine
// it says more about a benchmark than the time on the clock.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// benchOwnFinder runs technique t's finder over all the boards in each
// iteration, stopping at the first step as Next does, and reports the time
// per board and the share of boards with a step.
func benchOwnFinder(b *testing.B, t Technique, boards []Board) {
	if len(boards) == 0 {
		b.Skip("no boards")
	}
	find := descriptors[t].find
	ctx := context.Background()
	views := make([]*view, len(boards))
	for i := range boards {
		views[i] = newView(ctx, &boards[i])
	}
	found := 0
	cpu := cpuTime()
	for b.Loop() {
		found = 0
		for _, v := range views {
			find(v, func(*Step) bool { found++; return false })
		}
	}
	cpu = cpuTime() - cpu
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e3/float64(b.N*len(boards)), "µs/board")
	b.ReportMetric(float64(cpu.Nanoseconds())/1e3/float64(b.N*len(boards)), "cpu-µs/board")
	b.ReportMetric(float64(found)/float64(len(boards)), "found/board")
}

// BenchmarkBaselineNakedTriple times a finder of the framework on the
// boards of the ALS benchmarks: on a shared machine, compare the ratios.
func BenchmarkBaselineNakedTriple(b *testing.B) {
	benchOwnFinder(b, NakedTriple, benchBoards(b, ALSXZ))
}

// pathBoards returns the boards of the solution paths of top1465 (every
// puzzle up to limit) at which the engine went past the subsets (tier 3),
// each with the technique of the step taken there.
func pathBoards(b *testing.B, limit int) ([]Board, []Technique) {
	b.Helper()
	ctx := context.Background()
	var boards []Board
	var techs []Technique
	for _, g := range loadLogicSet(b, "logic/se_top1465.tsv", "puzzle")[:limit] {
		p, err := SolvePath(ctx, NewBoard(g, solver.Grid{}), Options{}, false)
		if err != nil {
			b.Fatal(err)
		}
		bd := NewBoard(g, solver.Grid{})
		for _, s := range p.Steps {
			if s.Technique.Tier() >= 4 {
				boards = append(boards, bd)
				techs = append(techs, s.Technique)
			}
			bd.Apply(s)
		}
	}
	return boards, techs
}

// benchmarkFinders measures each technique's finder as Next calls it
// (stopping at the first step) on two sets of top1465 boards: "next", the
// boards where the technique is the step taken, and "all", every board
// where the engine went past the subsets, most of which the finder scans
// in vain. It reports µs per board.
func benchmarkFinders(b *testing.B, techs []Technique) {
	boards, taken := pathBoards(b, 1465)
	views := make([]*view, len(boards))
	for i := range boards {
		views[i] = newView(context.Background(), &boards[i])
	}
	for _, tech := range techs {
		var next []*view
		for i, t := range taken {
			if t == tech {
				next = append(next, views[i])
			}
		}
		find := descriptors[tech].find
		for _, set := range []struct {
			name  string
			views []*view
		}{{"next", next}, {"all", views}} {
			if len(set.views) == 0 {
				continue
			}
			b.Run(strings.ReplaceAll(tech.String(), " ", "")+"/"+set.name, func(b *testing.B) {
				found := 0
				for b.Loop() {
					found = 0
					for _, v := range set.views {
						find(v, func(*Step) bool { found++; return false })
					}
				}
				b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*len(set.views)), "µs/board")
				b.ReportMetric(float64(found)/float64(len(set.views)), "found/board")
				b.ReportMetric(0, "ns/op")
			})
		}
	}
}

var (
	benchMu    sync.Mutex
	benchCache map[Technique][]Board
)
