package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"sudokubot/config"
	"sudokubot/solver"
)

const benchUsage = `Usage: sudoku bench [-secs S] [-limit N] FILE...

Measures the exact solver on puzzle files (one puzzle per line), searching
each puzzle for up to two solutions, that is, solving it and proving it has
no other. For each file it prints the number of puzzles, the CPU time per
puzzle in microseconds (median of the repeated passes over the file), the
guesses per puzzle, the slowest single puzzle (best of 5 timings), and how
many puzzles have no solution, one, two or more, or hit the step limit. A
FILE of - is standard input.

Flags:
`

func runBench(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	secs := fs.Float64("secs", 3, "seconds of CPU time to spend per file, at least one pass")
	limit := fs.Int("limit", config.Defaults().StepLimit, "step limit per puzzle")
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), benchUsage)
		fs.PrintDefaults()
	}
	if status, ok := parseFlags(fs, args, stdout, stderr); !ok {
		return status
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(stderr, "sudoku bench: name at least one puzzle file")
		fs.Usage()
		return 2
	}
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	status, rows := 0, 0
	for _, name := range fs.Args() {
		r, err := benchFile(name, stdin, time.Duration(*secs*float64(time.Second)), solver.Options{StepLimit: *limit, MaxSolutions: 2})
		if err != nil {
			fmt.Fprintf(stderr, "sudoku bench: %v\n", err)
			status = 1
			continue
		}
		if rows++; rows == 1 {
			// The table's header, once there is a row to head.
			fmt.Fprintln(tw, "file\tpuzzles\tµs/puzzle\tguesses/puzzle\tmax µs\tnone\tunique\tmultiple\tlimit\tinvalid\t")
		}
		if name == stdinName {
			name = inputName(name)
		}
		fmt.Fprintf(tw, "%s\t%d\t%.2f\t%.2f\t%.0f\t%d\t%d\t%d\t%d\t%d\t\n",
			filepath.Base(name), len(r.puzzles), r.micros, r.guesses, r.maxMicros,
			r.verdicts[solver.NoSolution], r.verdicts[solver.Unique], r.verdicts[solver.Multiple],
			r.verdicts[solver.Unknown], r.invalid)
	}
	tw.Flush()
	return status
}

type benchResult struct {
	puzzles   []solver.Grid
	invalid   int
	micros    float64 // median CPU µs per puzzle over the passes
	guesses   float64
	maxMicros float64
	verdicts  [solver.Unknown + 1]int
}

func benchFile(name string, stdin io.Reader, budget time.Duration, opts solver.Options) (*benchResult, error) {
	f, err := openInput(name, stdin)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var r benchResult
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64*1024), maxLine)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		g, err := solver.Parse(line)
		if err != nil {
			r.invalid++
			continue
		}
		r.puzzles = append(r.puzzles, g)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("reading %s: %w", inputName(name), err)
	}
	if len(r.puzzles) == 0 {
		return &r, nil
	}

	// First pass: verdicts, guesses and each puzzle's time.
	var s solver.Solver
	times := make([]time.Duration, len(r.puzzles))
	steps := 0
	for i, g := range r.puzzles {
		start := time.Now()
		res := s.Solve(g, opts)
		times[i] = time.Since(start)
		steps += res.Steps
		r.verdicts[res.Verdict()]++
	}
	r.guesses = float64(steps) / float64(len(r.puzzles))

	// Timed passes over the whole file, measured in CPU time.
	var perPuzzle []float64
	for spent := time.Duration(0); len(perPuzzle) == 0 || spent < budget; {
		start := cpuTime()
		for _, g := range r.puzzles {
			s.Solve(g, opts)
		}
		d := cpuTime() - start
		spent += d
		perPuzzle = append(perPuzzle, float64(d.Nanoseconds())/1e3/float64(len(r.puzzles)))
	}
	r.micros = median(perPuzzle)

	// The slowest puzzles again, best of five, so that a preemption does
	// not pass for a slow puzzle.
	order := make([]int, len(r.puzzles))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return int(times[b] - times[a]) })
	for _, i := range order[:min(10, len(order))] {
		best := time.Duration(1<<63 - 1)
		for range 5 {
			start := time.Now()
			s.Solve(r.puzzles[i], opts)
			best = min(best, time.Since(start))
		}
		r.maxMicros = max(r.maxMicros, float64(best.Nanoseconds())/1e3)
	}
	return &r, nil
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}
