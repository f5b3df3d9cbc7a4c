package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"sudokubot/config"
	"sudokubot/solver"
)

const solveUsage = `Usage: sudoku solve [-limit N] < input

Reads puzzles from standard input: one per line when the lines are 81
characters long, otherwise the whole input is one puzzle in any format the
bot accepts. Prints one line per puzzle:

  unique <81 digits>     the only solution
  multiple <81 digits>   one of two or more solutions
  none                   no solution
  limit                  the step limit stopped the search
  invalid: <message>     the puzzle could not be read

The exit status is 0 unless the input could not be read.

Flags:
`

// maxLine bounds one line of input, far above any puzzle.
const maxLine = 1 << 20

func runSolve(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("solve", flag.ContinueOnError)
	limit := fs.Int("limit", config.Defaults().StepLimit, "step limit: guesses the exact solver may make per puzzle")
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), solveUsage)
		fs.PrintDefaults()
	}
	if status, ok := parseFlags(fs, args, stdout, stderr); !ok {
		return status
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "sudoku solve: unexpected argument %q (the puzzles come from standard input)\n", fs.Arg(0))
		return 2
	}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	var s solver.Solver
	opts := solver.Options{StepLimit: *limit, MaxSolutions: 2}
	err := eachPuzzle(stdin, func(text string) {
		fmt.Fprintln(out, solveLine(&s, text, opts))
	})
	if err != nil {
		out.Flush()
		fmt.Fprintf(stderr, "sudoku solve: reading input: %v\n", err)
		return 1
	}
	return 0
}

// solveLine returns the one-line answer for one puzzle.
func solveLine(s *solver.Solver, text string, opts solver.Options) string {
	g, err := solver.Parse(text)
	if err != nil {
		return "invalid: " + err.Error()
	}
	r := s.Solve(g, opts)
	switch r.Verdict() {
	case solver.Unique:
		return "unique " + r.Solutions[0].Digits()
	case solver.Multiple:
		return "multiple " + r.Solutions[0].Digits()
	case solver.NoSolution:
		return "none"
	default:
		return "limit"
	}
}

// eachPuzzle calls f for each puzzle of the input: each non-blank line when
// the first non-blank line is 81 characters long, else the whole input.
func eachPuzzle(r io.Reader, f func(text string)) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), maxLine)
	var whole strings.Builder
	perLine, decided := false, false
	for sc.Scan() {
		line := sc.Text()
		trimmed := strings.TrimSpace(line)
		if !decided && trimmed != "" {
			decided = true
			perLine = utf8.RuneCountInString(trimmed) == 81
		}
		if !perLine {
			if whole.Len()+len(line) > maxLine {
				return fmt.Errorf("a puzzle longer than %d bytes", maxLine)
			}
			whole.WriteString(line)
			whole.WriteByte('\n')
			continue
		}
		if trimmed != "" {
			f(trimmed)
		}
	}
	if err := sc.Err(); err != nil {
		return err
	}
	if !perLine && decided {
		f(whole.String())
	}
	return nil
}
