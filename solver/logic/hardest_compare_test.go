package logic

import (
	"context"
	"flag"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"sudokubot/solver"
	"sudokubot/solver/internal/logictest"
)

var (
	compareFile  = flag.String("hardest.file", "", "compare the explained solutions of the puzzles of this file (one per line) with and without the techniques of exocet.go, skloop.go and msls.go")
	compareEvery = flag.Int("hardest.every", 1, "with -hardest.file: every Nth puzzle")
	compareLimit = flag.Int("hardest.limit", 0, "with -hardest.file: at most this many puzzles (0: all)")
)

// pathStats sums up the explained solutions of a set of puzzles.
type pathStats struct {
	puzzles, solved, steps, nets, tier9 int
	cpu                                 []time.Duration
}

func (st *pathStats) add(p *Path, cpu time.Duration) {
	st.puzzles++
	if p.Solved && p.Trials == 0 {
		st.solved++
	}
	for _, s := range p.Steps {
		st.steps++
		if s.Technique == ForcingNet {
			st.nets++
		}
		if s.Technique.Tier() == 9 {
			st.tier9++
		}
	}
	st.cpu = append(st.cpu, cpu)
}

func (st *pathStats) String() string {
	ds := slices.Clone(st.cpu)
	slices.Sort(ds)
	ms := func(q int) float64 { return float64(ds[min(len(ds)-1, len(ds)*q/100)]) / 1e6 }
	return fmt.Sprintf("%d puzzles, %d without a trial (%.1f%%); %d steps, %d forcing nets (%.1f%%), %d tier 9 (%.1f%%); CPU ms per puzzle p50 %.0f, p99 %.0f, max %.0f",
		st.puzzles, st.solved, 100*float64(st.solved)/float64(st.puzzles), st.steps, st.nets, 100*float64(st.nets)/float64(st.steps),
		st.tier9, 100*float64(st.tier9)/float64(st.steps), ms(50), ms(99), float64(ds[len(ds)-1])/1e6)
}

// TestHardestCompare solves the puzzles of -hardest.file twice each, in
// turn, without and with the techniques for the hardest puzzles (Junior
// Exocet, SK loops, Multi-Sector Locked Sets), and reports for both the share
// solved without a trial, the share of steps that are forcing nets and the
// CPU time per puzzle. Both runs of a puzzle are taken one after the other
// so that a shared machine's load weighs on both alike. For example:
//
//	go test -run TestHardestCompare -hardest.file ../../../shared/data/exact/puzzles3_magictour_top1465.txt -hardest.every 5 ./solver/logic/
func TestHardestCompare(t *testing.T) {
	if *compareFile == "" {
		t.Skip("no -hardest.file")
	}
	var puzzles []solver.Grid
	for i, line := range logictest.ReadLines(t, *compareFile) {
		if i%*compareEvery != 0 {
			continue
		}
		g, err := solver.Parse(strings.Fields(line)[0])
		if err != nil {
			t.Fatalf("%s:%d: %v", *compareFile, i+1, err)
		}
		puzzles = append(puzzles, g)
		if *compareLimit > 0 && len(puzzles) == *compareLimit {
			break
		}
	}
	ctx := context.Background()
	saved := map[Technique]finder{}
	for _, tech := range hardestTechniques {
		saved[tech] = descriptors[tech].find
	}
	defer func() {
		for tech, f := range saved {
			descriptors[tech].find = f
		}
	}()
	var before, after pathStats
	for _, g := range puzzles {
		for _, with := range []bool{false, true} {
			for tech, f := range saved {
				if with {
					descriptors[tech].find = f
				} else {
					descriptors[tech].find = nil
				}
			}
			start := cpuTime()
			p, err := SolvePath(ctx, NewBoard(g, solver.Grid{}), Options{}, true)
			cpu := cpuTime() - start
			if err != nil {
				t.Fatalf("%s: %v", g, err)
			}
			if with {
				after.add(p, cpu)
			} else {
				before.add(p, cpu)
			}
		}
	}
	t.Logf("%s (every %d):", *compareFile, *compareEvery)
	t.Logf("before: %v", &before)
	t.Logf("after:  %v", &after)
}
