package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"sudokubot/config"
	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/generate"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

const generateUsage = `Usage: sudoku generate [-level L | -technique T] [-symmetry S] [-n N] [-seed S]
       sudoku generate -stock K [-symmetry S] [-seed S] [-timeout D]

Makes N puzzles, each with one solution and minimal within the symmetry (no
group of givens that the symmetry pairs can be removed without losing that),
rated by the techniques a person needs. Prints one line per puzzle: the
puzzle (81 characters, '.' for an empty cell), a tab, the score on the Sudoku
Explainer scale, a tab, and the level in lower case.

-level asks for a level: %s.
-technique asks for a puzzle whose explained solution uses the technique and
nothing harder (x-wing, skyscraper, ...). Without either, the puzzles are of
any level. The same seed gives the same puzzles.

-stock K makes random puzzles until each technique that is too rare to drill
on demand has K puzzles, or -timeout ends, and prints lines of the stock file
solver/generate/stock.tsv: technique (its stable key), puzzle, score, level.

Flags:
`

func runGenerate(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("generate", flag.ContinueOnError)
	levelName := fs.String("level", "", "level: easy, medium, hard, expert or extreme, or in Chinese or Russian")
	techName := fs.String("technique", "", "technique to drill, e.g. x-wing")
	symName := fs.String("symmetry", "rotate180", "symmetry of the givens: none, rotate180, diagonal or mirror")
	n := fs.Int("n", 1, "number of puzzles")
	var seed seedFlag
	fs.Var(&seed, "seed", "random seed `N`, 0 or more (default: from the clock)")
	timeout := fs.Duration("timeout", 10*time.Minute, "time budget for all the puzzles")
	stock := fs.Int("stock", 0, "make the stock of rare techniques, this many puzzles each")
	fs.Usage = func() { fmt.Fprintf(fs.Output(), generateUsage, levelNames()); fs.PrintDefaults() }
	if status, ok := parseFlags(fs, args, stdout, stderr); !ok {
		return status
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "sudoku generate: "+format+"\n", a...)
		return 2
	}
	if fs.NArg() > 0 {
		return fail("unexpected argument %q", fs.Arg(0))
	}
	sym, err := generate.ParseSymmetry(*symName)
	if err != nil {
		return fail("%v", err)
	}
	if *n < 1 {
		return fail("-n %d: want at least 1", *n)
	}
	if *levelName != "" && *techName != "" {
		return fail("-level and -technique: give one or the other")
	}
	s := seed.value
	if !seed.set {
		s = uint64(time.Now().UnixNano())
	}
	g := generate.New(s)
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	if *stock > 0 {
		return makeStock(ctx, g, sym, *stock, out, stderr)
	}
	next := func() (*generate.Puzzle, error) { return g.Random(ctx, sym) }
	switch {
	case *levelName != "":
		level, err := generate.ParseLevel(*levelName)
		if err != nil {
			return fail("%v", err)
		}
		next = func() (*generate.Puzzle, error) { return g.Level(ctx, level, sym) }
	case *techName != "":
		t, err := generate.ParseTechnique(*techName)
		if err != nil {
			return fail("%v", err)
		}
		if !generate.OnDemand(t) {
			fmt.Fprintf(stderr, "sudoku generate: %s is rare in random puzzles: this may take long (-timeout %v); the stock has %d\n", explain.For(locale.English).Technique(t), *timeout, len(generate.Stock(t)))
		}
		next = func() (*generate.Puzzle, error) { return g.Technique(ctx, t, sym) }
	}
	for range *n {
		p, err := next()
		if err != nil {
			out.Flush()
			fmt.Fprintf(stderr, "sudoku generate: %v\n", err)
			return 1
		}
		fmt.Fprintf(out, "%s\t%s\t%s\n", p.Grid, formatScore(p.Rating.Score), strings.ToLower(explain.For(locale.English).Level(p.Rating.Level)))
	}
	return 0
}

// A seedFlag is -seed: a number, or the clock's when not set (so the help
// shows no default of its own).
type seedFlag struct {
	value uint64
	set   bool
}

func (f *seedFlag) String() string {
	if f == nil || !f.set {
		return ""
	}
	return strconv.FormatUint(f.value, 10)
}

func (f *seedFlag) Set(s string) error {
	v, err := strconv.ParseUint(s, 0, 64)
	if err != nil {
		return errors.New("want a whole number, 0 or more")
	}
	f.value, f.set = v, true
	return nil
}

// levelNames lists the levels -level takes, in every language, for the
// help: "easy, medium, hard, expert or extreme,\n  or in 简体中文: 简单, …".
func levelNames() string {
	var sb strings.Builder
	for i, lang := range locale.All() {
		var ns []string
		for _, l := range generate.Levels() {
			ns = append(ns, strings.ToLower(explain.For(lang).Level(l)))
		}
		if i > 0 {
			sb.WriteString(",\n  or in " + lang.String() + ": ")
		}
		sb.WriteString(strings.Join(ns[:len(ns)-1], ", ") + " or " + ns[len(ns)-1])
	}
	return sb.String()
}

// makeStock prints puzzles for the techniques too rare to drill on demand
// until each has k or ctx ends.
func makeStock(ctx context.Context, g *generate.Generator, sym generate.Symmetry, k int, out *bufio.Writer, stderr io.Writer) int {
	need := map[logic.Technique]int{}
	for _, t := range generate.Techniques() {
		if !generate.OnDemand(t) {
			need[t] = k
		}
	}
	start := time.Now()
	for len(need) > 0 {
		p, err := g.Random(ctx, sym)
		if errors.Is(err, context.DeadlineExceeded) {
			break
		}
		if err != nil {
			fmt.Fprintf(stderr, "sudoku generate: %v\n", err)
			return 1
		}
		for t := range need {
			if p.Drills(t) {
				fmt.Fprintf(out, "%s\t%s\t%s\t%s\n", t.Key(), p.Grid, formatScore(p.Rating.Score), strings.ToLower(explain.For(locale.English).Level(p.Rating.Level)))
				out.Flush()
				if need[t]--; need[t] == 0 {
					delete(need, t)
				}
			}
		}
	}
	fmt.Fprintf(stderr, "sudoku generate: %d puzzles rated in %v; still missing:", g.Tried, time.Since(start).Round(time.Second))
	for _, t := range generate.Techniques() {
		if need[t] > 0 {
			fmt.Fprintf(stderr, " %s (%d)", explain.For(locale.English).Technique(t), need[t])
		}
	}
	fmt.Fprintln(stderr)
	return 0
}

// formatScore writes a score with as many decimals as it has, at most two.
func formatScore(s float64) string {
	return strconv.FormatFloat(math.Round(s*100)/100, 'f', -1, 64)
}

const countUsage = `Usage: sudoku count [-max N] [-limit N] < puzzle

Reads one puzzle, in any format the bot accepts, and counts its solutions up
to N. The first line is the count, or "at least N" when there are more than N
or the step limit stopped the search. With two or more solutions found, the
second line is the puzzle's cells that are the same in all of them, with '.'
where they differ.

Flags:
`

func runCount(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("count", flag.ContinueOnError)
	bound := fs.Int("max", 10_000, "count up to this many solutions")
	limit := fs.Int("limit", config.Defaults().StepLimit, "step limit: guesses the exact solver may make")
	fs.Usage = func() { fmt.Fprint(fs.Output(), countUsage); fs.PrintDefaults() }
	if status, ok := parseFlags(fs, args, stdout, stderr); !ok {
		return status
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "sudoku count: unexpected argument %q (the puzzle comes from standard input)\n", fs.Arg(0))
		return 2
	}
	if *bound < 1 {
		fmt.Fprintf(stderr, "sudoku count: -max %d: want at least 1\n", *bound)
		return 2
	}
	text, err := io.ReadAll(io.LimitReader(stdin, maxLine))
	if err != nil {
		fmt.Fprintf(stderr, "sudoku count: reading input: %v\n", err)
		return 1
	}
	g, err := solver.Parse(string(text))
	if err != nil {
		fmt.Fprintf(stderr, "sudoku count: %v\n", err)
		return 1
	}
	var s solver.Solver
	c := s.CountSolutions(g, *bound, *limit)
	if c.Exact {
		fmt.Fprintln(stdout, c.N)
	} else {
		fmt.Fprintf(stdout, "at least %d\n", c.N)
	}
	if c.N >= 2 {
		fixed := c.First
		for i, v := range c.Varies {
			if v {
				fixed[i] = 0
			}
		}
		fmt.Fprintln(stdout, fixed)
	}
	return 0
}
