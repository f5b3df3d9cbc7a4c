package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"time"

	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

const hintUsage = `Usage: sudoku hint [-level 1..4] [-lang en|zh|ru] < grid

Prints a hint for the next step of the grid on standard input (a puzzle, or
a puzzle partly filled in): at level 1 the technique and where to look, 2 the
digit and the house, 3 the full explanation, 4 the result.

Flags:
`

func runHint(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("hint", flag.ContinueOnError)
	level := fs.Int("level", 1, "how much to reveal, 1 to 4")
	lang := fs.String("lang", "en", "language: en, zh or ru")
	timeout := fs.Duration("timeout", 5*time.Second, "time budget")
	fs.Usage = func() { fmt.Fprint(fs.Output(), hintUsage); fs.PrintDefaults() }
	if status, ok := parseFlags(fs, args, stdout, stderr); !ok {
		return status
	}
	l, err := locale.Parse(*lang)
	if err != nil {
		fmt.Fprintf(stderr, "sudoku hint: -lang: %v\n", err)
		return 2
	}
	if *level < 1 || *level > explain.HintLevels {
		fmt.Fprintf(stderr, "sudoku hint: -level %d is not in 1-%d\n", *level, explain.HintLevels)
		return 2
	}
	g, err := readPuzzle(stdin)
	if err != nil {
		fmt.Fprintf(stdout, "invalid: %v\n", err)
		return 1
	}
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	s, err := logic.Hint(ctx, g, solver.Grid{}, logic.Options{}, 0)
	switch {
	case errors.Is(err, logic.ErrSolved):
		fmt.Fprintln(stdout, "the grid is solved")
		return 0
	case err != nil:
		fmt.Fprintf(stdout, "no hint: %v\n", err)
		return 1
	}
	fmt.Fprintln(stdout, explain.For(l).Hint(s, *level))
	return 0
}
