package generate

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"

	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// onDemand marks the techniques whose drills are made on demand: in random
// minimal puzzles with the default symmetry, at least about one in a
// thousand drills each, so that [Generator.Technique] finds one in about
// two seconds or less on one core (see generate_test.go's benchmarks). The
// others come from the stock.
var onDemand = [...]logic.Technique{
	logic.HiddenSingle, logic.NakedSingle, logic.Pointing, logic.Claiming,
	logic.NakedPair, logic.HiddenPair, logic.NakedTriple,
	logic.XWing, logic.Skyscraper, logic.TwoStringKite, logic.EmptyRectangle,
	logic.XYWing, logic.XYZWing, logic.WWing,
	logic.UniqueRectangle1, logic.BUGPlus1,
	logic.FinnedXWing, logic.FinnedSwordfish,
	logic.XYChain, logic.NiceLoop, logic.GroupedNiceLoop,
}

// OnDemand reports whether a drill of t is made on demand by
// [Generator.Technique] in a few seconds at most; the other techniques are
// too rare in random puzzles, and their drills come from [Stock].
func OnDemand(t logic.Technique) bool {
	for _, o := range onDemand {
		if o == t {
			return true
		}
	}
	return false
}

// stock holds puzzles made by "sudoku generate -stock" for the techniques
// too rare to drill on demand: technique (its stable key), puzzle, score,
// level, tab separated.
//
//go:embed stock.tsv
var stock string

// A StockPuzzle is a puzzle of the stock: one that drills Technique.
type StockPuzzle struct {
	Technique logic.Technique
	Grid      solver.Grid
	Score     float64
	Level     logic.Level
}

// Stock returns the puzzles kept for technique t, in the order of the
// stock file; none for a technique that was never found.
func Stock(t logic.Technique) []StockPuzzle {
	all, err := parseStock(stock)
	if err != nil {
		return nil
	}
	var ps []StockPuzzle
	for _, p := range all {
		if p.Technique == t {
			ps = append(ps, p)
		}
	}
	return ps
}

// parseStock reads the lines of a stock file: each names its technique by
// its stable key (logic.Technique.Key), never by a display name.
func parseStock(text string) ([]StockPuzzle, error) {
	var ps []StockPuzzle
	for n, line := range strings.Split(strings.TrimSpace(text), "\n") {
		if line == "" {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 4 {
			return nil, fmt.Errorf("stock line %d: %d fields, want 4", n+1, len(f))
		}
		t, ok := logic.ByKey(f[0])
		if !ok {
			return nil, fmt.Errorf("stock line %d: %w %q: want a technique's key", n+1, ErrUnknownTechnique, f[0])
		}
		g, err := solver.Parse(f[1])
		if err != nil {
			return nil, fmt.Errorf("stock line %d: %w", n+1, err)
		}
		score, err := strconv.ParseFloat(f[2], 64)
		if err != nil {
			return nil, fmt.Errorf("stock line %d: %w", n+1, err)
		}
		level, err := ParseLevel(f[3])
		if err != nil {
			return nil, fmt.Errorf("stock line %d: %w", n+1, err)
		}
		ps = append(ps, StockPuzzle{Technique: t, Grid: g, Score: score, Level: level})
	}
	return ps, nil
}
