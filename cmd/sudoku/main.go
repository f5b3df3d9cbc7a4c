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
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"golang.org/x/term"
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

// stdinName is the file name that stands for standard input, in every
// command that reads files.
const stdinName = "-"

// openInput opens a file a command was given, or standard input for "-".
func openInput(name string, stdin io.Reader) (io.ReadCloser, error) {
	if name == stdinName {
		return io.NopCloser(stdin), nil
	}
	return os.Open(name)
}

// inputName names a file in what a command prints: "-" is standard input.
func inputName(name string) string {
	if name == stdinName {
		return "standard input"
	}
	return name
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// parseFlags parses a command's flags with fs, whose Usage prints the
// command's help to fs.Output(). Asked for (-h, -help), the help is the
// output: it goes to stdout, status 0, as "sudoku help". A bad flag gets
// its error and the help on stderr, status 2. ok reports whether the
// command goes on; if not, status is its exit status. Afterwards fs
// prints to stderr.
func parseFlags(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) (status int, ok bool) {
	var help bytes.Buffer
	fs.SetOutput(&help)
	err := fs.Parse(args)
	fs.SetOutput(stderr)
	switch {
	case errors.Is(err, flag.ErrHelp):
		stdout.Write(help.Bytes())
		return 0, false
	case err != nil:
		stderr.Write(help.Bytes())
		return 2, false
	}
	return 0, true
}
