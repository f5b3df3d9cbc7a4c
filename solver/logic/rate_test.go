package logic

import (
	"context"
	"flag"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/internal/logictest"
)

var rateAll = flag.Bool("rate.all", false, "compare the ratings with Sudoku Explainer's on every puzzle of the shared data, not a sample")

// serSets are the shared data files with Sudoku Explainer ratings.
var serSets = []struct{ file, column string }{
	{"logic/cb001_sample1000.tsv", "SER"},
	{"logic/royle17_sample1000.tsv", "SER"},
	{"logic/se_top1465.tsv", "ER"},
}

// agreement sums up how our scores compare with Sudoku Explainer's.
type agreement struct {
	n                          int
	sumX, sumY, sumXY, sx, sy  float64
	absErr                     float64
	within05, within10, labels int
}

func (a *agreement) add(ours, ser float64) {
	a.n++
	a.sumX += ours
	a.sumY += ser
	a.sumXY += ours * ser
	a.sx += ours * ours
	a.sy += ser * ser
	d := math.Abs(ours - ser)
	a.absErr += d
	if d <= 0.5 {
		a.within05++
	}
	if d <= 1.0 {
		a.within10++
	}
	if LevelOf(ours) == LevelOf(ser) {
		a.labels++
	}
}

// pearson returns the correlation of the scores.
func (a *agreement) pearson() float64 {
	n := float64(a.n)
	cov := a.sumXY - a.sumX*a.sumY/n
	vx := a.sx - a.sumX*a.sumX/n
	vy := a.sy - a.sumY*a.sumY/n
	if vx <= 0 || vy <= 0 {
		return 0
	}
	return cov / math.Sqrt(vx*vy)
}

func (a *agreement) String() string {
	n := float64(a.n)
	return fmt.Sprintf("%d puzzles: correlation %.3f, mean |difference| %.2f, within 0.5: %.1f%%, within 1.0: %.1f%%, same label: %.1f%%",
		a.n, a.pearson(), a.absErr/n, 100*float64(a.within05)/n, 100*float64(a.within10)/n, 100*float64(a.labels)/n)
}

// TestRatingAgreement rates puzzles with Sudoku Explainer ratings and
// reports how well the scores agree; it fails if they correlate poorly.
// By default it takes a sample; -rate.all takes every puzzle. It is a
// whole-corpus statistic, so -short skips it.
func TestRatingAgreement(t *testing.T) {
	if testing.Short() {
		t.Skip("rates a sample of every set; run without -short")
	}
	for _, set := range serSets {
		t.Run(strings.TrimPrefix(set.file, "logic/"), func(t *testing.T) {
			lines := logictest.ReadLines(t, logictest.SharedData(t, set.file))
			header := strings.Split(lines[0], "\t")
			pc, sc := -1, -1
			for i, h := range header {
				switch h {
				case "puzzle":
					pc = i
				case set.column:
					sc = i
				}
			}
			step := 1
			if !*rateAll {
				step = 20
			}
			var mu sync.Mutex
			var a agreement
			var wg sync.WaitGroup
			work := make(chan string)
			for range 2 {
				wg.Go(func() {
					for line := range work {
						f := strings.Split(line, "\t")
						g, err := solver.Parse(f[pc])
						if err != nil {
							t.Error(err)
							continue
						}
						ser, err := strconv.ParseFloat(f[sc], 64)
						if err != nil {
							t.Error(err)
							continue
						}
						r, err := Rate(context.Background(), g, 0)
						if err != nil {
							t.Errorf("%s: %v", f[pc], err)
							continue
						}
						mu.Lock()
						a.add(r.Score, ser)
						mu.Unlock()
					}
				})
			}
			for i := 1; i < len(lines); i += step {
				work <- lines[i]
			}
			close(work)
			wg.Wait()
			t.Logf("%s against Sudoku Explainer: %v", set.file, &a)
			if a.n < 30 {
				t.Errorf("%d puzzles rated, too few to judge the agreement", a.n)
			} else if a.pearson() < 0.85 {
				t.Errorf("the scores correlate poorly with Sudoku Explainer's: %v", &a)
			}
		})
	}
}

// TestTechniquesUsed: the list is sorted by each technique's hardest step,
// and a rating's hardest step is its first: on this puzzle the Claiming
// (2.8) comes before the Locked Pair (2.0, a higher tier but an easier
// step), as on Sudoku Explainer's scale.
func TestTechniquesUsed(t *testing.T) {
	g, err := solver.Parse("..7..1..4......8........5.2.7........48..62..2..5.84.3...2..6..3...17......6....1")
	if err != nil {
		t.Fatal(err)
	}
	p, err := SolvePath(context.Background(), NewBoard(g, solver.Grid{}), Options{}, true)
	if err != nil {
		t.Fatal(err)
	}
	used := TechniquesUsed(p)
	var order []Technique
	for i, u := range used {
		order = append(order, u.Technique)
		if i > 0 && u.Score > used[i-1].Score {
			t.Errorf("%v (%.1f) after %v (%.1f)", u.Technique, u.Score, used[i-1].Technique, used[i-1].Score)
		}
	}
	want := []Technique{Claiming, Pointing, NakedSingle, LockedPair, HiddenSingle, FullHouse}
	if !slices.Equal(order, want) {
		t.Errorf("TechniquesUsed = %v, want %v", order, want)
	}
	if r := RatePath(p); r.Hardest != used[0].Technique || r.Score != used[0].Score {
		t.Errorf("RatePath: hardest %v (%.1f), list starts with %v (%.1f)", r.Hardest, r.Score, used[0].Technique, used[0].Score)
	}
}
