package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

const rateUsage = `Usage: sudoku rate [-tier N] [-timeout D] FILE...

Rates each puzzle of the files (one per line; a TSV file's first 81-character
field counts) by solving it step by step. Prints, per puzzle: its line, the
hardest tier needed (10 when a trial was needed), the score on the Sudoku
Explainer scale, the label, whether logic solved it without a trial, and the
milliseconds it took; then a summary per file (the median and longest
time, and the 99th percentile from 100 puzzles on). A FILE of - is standard
input.

With -tier N only techniques up to tier N are used, and a puzzle they do not
solve counts as not solved (no trial is taken).

Flags:
`

func runRate(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("rate", flag.ContinueOnError)
	maxTier := fs.Int("tier", 9, "highest tier of techniques to use, 1 to 9")
	timeout := fs.Duration("timeout", 10*time.Second, "time budget per puzzle")
	quiet := fs.Bool("q", false, "print only the summaries")
	fs.Usage = func() { fmt.Fprint(fs.Output(), rateUsage); fs.PrintDefaults() }
	if status, ok := parseFlags(fs, args, stdout, stderr); !ok {
		return status
	}
	if fs.NArg() == 0 || *maxTier < 1 || *maxTier > 9 {
		fs.Usage()
		return 2
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	status := 0
	for _, name := range fs.Args() {
		if err := rateFile(out, name, stdin, *maxTier, *timeout, *quiet); err != nil {
			fmt.Fprintf(stderr, "sudoku rate: %v\n", err)
			status = 1
		}
	}
	return status
}

func rateFile(out *bufio.Writer, name string, stdin io.Reader, maxTier int, timeout time.Duration, quiet bool) error {
	f, err := openInput(name, stdin)
	if err != nil {
		return err
	}
	defer f.Close()
	tw := tabwriter.NewWriter(out, 0, 0, 1, ' ', 0)
	if !quiet {
		fmt.Fprintln(tw, "line\ttier\tscore\tlabel\tsolved\tms\t")
	}
	sc := bufio.NewScanner(f)
	var times []float64
	puzzles, solved, invalid := 0, 0, 0
	var tiers [11]int
	for line := 1; sc.Scan(); line++ {
		text := puzzleField(sc.Text())
		if text == "" {
			continue
		}
		g, err := solver.Parse(text)
		if err != nil {
			invalid++
			continue
		}
		puzzles++
		start := time.Now()
		ctx, cancel := context.WithTimeout(context.Background(), timeout)
		r, err := ratePuzzle(ctx, g, maxTier)
		cancel()
		ms := float64(time.Since(start).Microseconds()) / 1000
		times = append(times, ms)
		if err != nil {
			fmt.Fprintf(tw, "%d\t-\t-\t%v\t\t%.1f\t\n", line, err, ms)
			continue
		}
		tiers[r.Tier]++
		if r.Solved {
			solved++
		}
		if !quiet {
			fmt.Fprintf(tw, "%d\t%d\t%.1f\t%s\t%s\t%.1f\t\n", line, r.Tier, r.Score, explain.For(locale.English).Level(r.Level), yesNo(r.Solved), ms)
		}
	}
	tw.Flush()
	if err := sc.Err(); err != nil {
		return fmt.Errorf("reading %s: %w", inputName(name), err)
	}
	slices.Sort(times)
	fmt.Fprintf(out, "%s: %d puzzles, %d solved without trial (%.2f%%) using tiers 1-%d; tiers needed:",
		inputName(name), puzzles, solved, 100*float64(solved)/float64(max(puzzles, 1)), maxTier)
	for t, n := range tiers {
		if n > 0 {
			fmt.Fprintf(out, " %d:%d", t, n)
		}
	}
	fmt.Fprint(out, msSummary(times))
	if invalid > 0 {
		fmt.Fprintf(out, "; %d lines not puzzles", invalid)
	}
	fmt.Fprintln(out)
	return nil
}

// ratePuzzle rates a puzzle with techniques up to maxTier; below tier 9 it
// takes no trial, so a puzzle they cannot solve is reported unsolved.
func ratePuzzle(ctx context.Context, g solver.Grid, maxTier int) (*logic.Rating, error) {
	if maxTier >= 9 {
		return logic.Rate(ctx, g, 0)
	}
	if _, err := logic.Check(g, solver.Grid{}, 0); err != nil {
		return nil, err
	}
	p, err := logic.SolvePath(ctx, logic.NewBoard(g, solver.Grid{}), logic.Options{MaxTier: maxTier}, false)
	if err != nil {
		return nil, err
	}
	return logic.RatePath(p), nil
}

// puzzleField returns the first field of a line that looks like a puzzle
// (81 characters), or the line itself.
func puzzleField(line string) string {
	for _, f := range strings.Fields(line) {
		if len(f) == 81 {
			return f
		}
	}
	return strings.TrimSpace(line)
}

// minP99 is the fewest times whose 99th percentile says something of its
// own: with fewer, it is the maximum, or next to it.
const minP99 = 100

// msSummary sums up the sorted times of a file's puzzles in ms: the
// median and the maximum, and the 99th percentile when there are enough;
// one puzzle's time alone; nothing for none.
func msSummary(sorted []float64) string {
	switch n := len(sorted); {
	case n == 0:
		return ""
	case n == 1:
		return fmt.Sprintf("; ms %.1f", sorted[0])
	case n < minP99:
		return fmt.Sprintf("; ms median %.1f, max %.1f", median(sorted), sorted[n-1])
	default:
		return fmt.Sprintf("; ms median %.1f, p99 %.1f, max %.1f", median(sorted), percentile(sorted, 99), sorted[n-1])
	}
}

func percentile(sorted []float64, p float64) float64 {
	i := int(float64(len(sorted)-1) * p / 100)
	return sorted[i]
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}
