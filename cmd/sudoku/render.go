package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"sudokubot/render"
	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

const renderUsage = `Usage: sudoku render [-o file.png] [-candidates | -hint [-level N] [-zoom] [-page N]] [-size N] < puzzle

Draws the puzzle read from standard input as the bot draws it, in PNG: the
solved grid when the puzzle has exactly one solution, otherwise the puzzle
as given; with -candidates, the puzzle with the candidates of every empty
cell pencilled in; with -hint, the picture of the next logical step at a hint
level, 1 (where to look) to 4 (the result), 3 (the reason) by default; the
hint's text goes to standard error. With -zoom, a step at level 3 or 4 whose
cells all lie in four boxes (two bands by two stacks) is drawn with those
boxes enlarged, as the bot draws hints. With -page N, a forcing net at
level 3 is drawn a page at a time as the bot's walk-through shows it (a part
of a branch, or the contradiction behind one of its links), its links
numbered as in the page's text, which goes to standard error. The puzzle
may be in any format the bot accepts. Without -o the picture goes to
standard output, which must not be a terminal.

A puzzle whose givens conflict is drawn with the conflicts marked; the
conflicts are reported on standard error and the exit status is 1. Input
that is not a puzzle draws nothing and exits with status 1.

Flags:
`

func runRender(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("render", flag.ContinueOnError)
	out := fs.String("o", "", "write the picture to this file instead of standard output")
	candidates := fs.Bool("candidates", false, "draw the candidates of every empty cell")
	hint := fs.Bool("hint", false, "draw the next logical step")
	level := fs.Int("level", 3, "with -hint, the hint level: 1 the area, 2 the digit, 3 the reason, 4 the result")
	zoom := fs.Bool("zoom", false, "with -hint, draw a step confined to four boxes with them enlarged")
	page := fs.Int("page", 0, "with -hint at level 3, draw page N of a forcing net, as the walk-through shows it")
	size := fs.Int("size", render.DefaultSize, fmt.Sprintf("width and height of the picture in pixels, %d-%d", render.MinSize, render.MaxSize))
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), renderUsage)
		fs.PrintDefaults()
	}
	if status, ok := parseFlags(fs, args, stdout, stderr); !ok {
		return status
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "sudoku render: unexpected argument %q (the puzzle comes from standard input)\n", fs.Arg(0))
		return 2
	}
	if *level < 1 || *level > explain.HintLevels {
		fmt.Fprintf(stderr, "sudoku render: -level %d is not in 1-%d\n", *level, explain.HintLevels)
		return 2
	}
	if (*zoom || *page != 0) && !*hint {
		fmt.Fprintf(stderr, "sudoku render: -zoom and -page draw a hint: add -hint (e.g. sudoku render -hint -page 2 < puzzle)\n")
		return 2
	}
	if *page < 0 || *page > netPages {
		fmt.Fprintf(stderr, "sudoku render: -page %d is not in 1-%d\n", *page, netPages)
		return 2
	}
	if *page != 0 && *level != 3 {
		fmt.Fprintf(stderr, "sudoku render: -page draws the reason, level 3, not level %d\n", *level)
		return 2
	}
	if *size < render.MinSize || *size > render.MaxSize {
		fmt.Fprintf(stderr, "sudoku render: -size %d is not in %d-%d\n", *size, render.MinSize, render.MaxSize)
		return 2
	}
	if *out == "" && isTerminal(stdout) {
		// A PNG's bytes would garble the terminal (it may need a reset).
		fmt.Fprintln(stderr, "sudoku render: standard output is a terminal, not a place for a picture: name a file with -o (sudoku render -o puzzle.png < puzzle) or redirect the output (> puzzle.png)")
		return 2
	}
	r, err := render.New(render.Options{Size: *size})
	if err != nil {
		fmt.Fprintf(stderr, "sudoku render: %v\n", err)
		return 1
	}
	text, err := io.ReadAll(io.LimitReader(stdin, maxLine+1))
	if err != nil {
		fmt.Fprintf(stderr, "sudoku render: reading input: %v\n", err)
		return 1
	}
	if len(text) > maxLine {
		fmt.Fprintf(stderr, "sudoku render: the input is longer than %d bytes\n", maxLine)
		return 1
	}
	status := 0
	g, err := solver.Parse(string(text))
	var pic render.Picture
	var conflict *solver.ConflictError
	switch {
	case errors.As(err, &conflict):
		fmt.Fprintf(stderr, "sudoku render: %v\n", err)
		pic, status = render.Conflicts{Puzzle: g, Conflicts: conflict.Conflicts}, 1
	case err != nil:
		fmt.Fprintf(stderr, "sudoku render: %v\n", err)
		return 1
	default:
		var note string
		if *hint {
			pic, note, status = hintPicture(g, *level, *zoom, *page)
		} else {
			pic, note = picture(g, *candidates)
		}
		if note != "" {
			fmt.Fprintf(stderr, "sudoku render: %s\n", note)
		}
	}
	var png bytes.Buffer
	if err := r.WritePNG(&png, pic); err != nil {
		fmt.Fprintf(stderr, "sudoku render: %v\n", err)
		return 1
	}
	if *out == "" {
		_, err = stdout.Write(png.Bytes())
	} else {
		err = os.WriteFile(*out, png.Bytes(), 0o644)
	}
	if err != nil {
		fmt.Fprintf(stderr, "sudoku render: writing the picture: %v\n", err)
		return 1
	}
	return status
}

// netPages is the most pages a forcing net is drawn in, as the bot's
// walk-through does.
const netPages = 128

// hintPicture returns the picture of the next step of a puzzle at a hint
// level, zoomed in if zoom is set (see render.Hint.Zoom), and the hint's
// text as the note; with page not 0, the picture and the text of that page
// of a forcing net (see explain.NetPage).
func hintPicture(g solver.Grid, level int, zoom bool, page int) (render.Picture, string, int) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	s, err := logic.Hint(ctx, g, solver.Grid{}, logic.Options{}, 0)
	if err != nil {
		return render.Puzzle{Grid: g}, fmt.Sprintf("no hint: %v; drawing the puzzle", err), 1
	}
	x := explain.For(locale.English)
	hp := render.Hint{Board: logic.NewBoard(g, solver.Grid{}), Step: *s, Level: level, Zoom: zoom}
	if page == 0 {
		if level != 3 && render.LinkCount(hp.Step.Chains) > render.MaxLinks {
			// No links drawn: where the net starts and ends is enough.
			hp.Step.Chains = render.Outline(hp.Step.Chains)
		}
		if render.LinkCount(hp.Step.Chains) > render.MaxLinks {
			// A net too big to draw whole: the branch its conclusion
			// needs, or its pages.
			hp.Step.Chains = render.DrawnChains(hp.Step.Chains, 0)
			if render.LinkCount(hp.Step.Chains) > render.MaxLinks {
				hp.Step.Chains = nil
			}
		}
		return hp, x.Hint(s, level), 0
	}
	pages := x.NetPages(s, netPages)
	if len(pages) == 0 {
		return render.Puzzle{Grid: g}, fmt.Sprintf("-page %d: the next step is a %s, not a forcing net written in pages; drawing the puzzle (leave out -page for its hint)", page, x.Technique(s.Technique)), 1
	}
	if page > len(pages) {
		return render.Puzzle{Grid: g}, fmt.Sprintf("-page %d: the forcing net has %d pages; drawing the puzzle", page, len(pages)), 1
	}
	pg := pages[page-1]
	hp.Step.Chains, hp.Step.Marks, hp.Labels = []logic.Chain{pg.Links}, pg.Marks, pg.Labels
	return hp, fmt.Sprintf("page %d of %d:\n%s", page, len(pages), pg.Text), 0
}

// picture returns the picture of a valid puzzle, and a note for the user
// when the puzzle is drawn unsolved.
func picture(g solver.Grid, candidates bool) (render.Picture, string) {
	if candidates {
		return render.Candidates{Board: logic.NewBoard(g, solver.Grid{})}, ""
	}
	res := solver.Solve(g, solver.Options{})
	if res.Verdict() == solver.Unique {
		return render.Solution{Puzzle: g, Solution: res.Solutions[0]}, ""
	}
	var why string
	switch res.Verdict() {
	case solver.NoSolution:
		why = "has no solution"
	case solver.Multiple:
		why = "has more than one solution"
	default:
		why = "could not be solved within the step limit"
	}
	return render.Puzzle{Grid: g}, fmt.Sprintf("the puzzle %s; drawing it unsolved", why)
}
