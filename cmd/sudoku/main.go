// Command sudoku solves, explains, rates, draws and benchmarks Sudoku
// puzzles from the command line, with the same packages the bot uses.
//
// Usage:
//
//	sudoku solve [-limit N] < puzzles.txt
//	sudoku bench [-secs S] FILE...
//	sudoku steps [-lang en|zh|ru] [-json] < puzzle.txt
//	sudoku hint [-level 1..4] [-lang en|zh|ru] < grid.txt
//	sudoku rate [-tier N] FILE...
//	sudoku render [-o file.png] [-candidates] < puzzle.txt
//	sudoku generate [-level L | -technique T] [-symmetry S] [-n N] [-seed S]
//	sudoku count [-max N] < puzzle.txt
//	sudoku read [-json] IMAGE...
//	sudoku read -eval [-heldout] DIR
//
// Run "sudoku help" for every command and "sudoku COMMAND -h" for its flags.
package main

import (
	"fmt"
	"io"
	"os"
)

// A command is one subcommand of sudoku.
type command struct {
	name    string
	summary string
	run     func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

func commands() []command {
	return []command{
		{"solve", "solve puzzles read from standard input", runSolve},
		{"bench", "measure the exact solver on puzzle files", runBench},
		{"steps", "print the explained solution of a puzzle", runSteps},
		{"hint", "print a hint for the next step", runHint},
		{"rate", "rate puzzles by the techniques they need", runRate},
		{"render", "draw a puzzle, solved if it can be, as a PNG picture", runRender},
		{"generate", "make puzzles by level or by technique to drill", runGenerate},
		{"count", "count the solutions of a puzzle", runCount},
		{"read", "read the puzzle in photos or screenshots", runRead},
	}
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run executes the command line args and returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	if args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		// Asked for: the help is the output.
		usage(stdout)
		return 0
	}
	for _, c := range commands() {
		if c.name == args[0] {
			return c.run(args[1:], stdin, stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "sudoku: unknown command %q\n", args[0])
	usage(stderr)
	return 2
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "Usage: sudoku COMMAND [flags] [args]")
	fmt.Fprintln(w, "\nCommands:")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "\nRun 'sudoku COMMAND -h' for the flags of a command.")
}
