package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"image"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"sudokubot/cmd/internal/memlimit"
	"sudokubot/solver"
	"sudokubot/solver/photo"
	"sudokubot/solver/photo/sent"
)

const readUsage = `Usage: sudoku read [-json] [-telegram] [-workers N] [-budget MB] IMAGE...
       sudoku read -eval [-heldout] [-layers] [-telegram] DIR

Reads the Sudoku grid in each picture (JPEG, PNG or WebP) and prints one
line per picture, in argument order: the puzzle as 81 characters ('.' for
an empty cell) as read, before any check; or "none: " and the reason. With
-json, one JSON object per picture: the grid, each cell's confidence, the
checked grid (repaired if it had to be), its verdict, the repairs and the
doubtful cells; then the grid's layers: "givens" and "entries" (81
characters each, '.' for none: the digits read as the puzzle's and as
the person's, told apart by their ink, see photo.Reading.Layers) and
"marks" (81 strings of the pencil marks read in each cell, "" for none).
The grid printed without -json holds givens and entries together. The exit status is 1 if any picture had no grid. An IMAGE
of - is standard input. -workers reads that many pictures at once, as the
bot's WORKERS do, all their decodes within one memory budget of -budget
megabytes (see photo.Budget): a picture whose decode would take more than
photo.MaxDecodeBytes is refused before decoding, and one that would take
more than the budget has free waits. -telegram reads each picture as a
bot receives it from Telegram's apps: scaled down to at most 1280 pixels
on its longest side and encoded again as JPEG at quality 87 (package
sent, as the emulator of local mode sends it).

With -eval, reads every picture in DIR that has a .dat file beside it (the
format of the wichtounet/sudoku_dataset; 0 for an empty cell; with
-layers, a .game file will do) and prints
the pictures read wrong, then the board-exact accuracy (all 81 cells right,
each its likeliest value, before the check), the share of grids the bot
shows exact (the reading as the check repaired it), the cell accuracy,
what the check made of the readings, the median time per picture and the
check's, and how reliable the confidence is: the cells read in each band
of confidence and how many were right, and how many were misread with a
confidence of 0.99 or more (the time per picture leaves out what
-telegram does before the bot has the picture). -heldout keeps only the
photos the classifier is never trained on (every fourth name, see
photo.Split). -layers also reads the .game file beside each picture that
has one (the givens, the entries and the pencil marks drawn, see
photo.ParseGame; written by "digits set -kind game") and prints the
boards whose givens and entries are both exactly right (and those
answered without a question, solved or repaired in one cell as the bot
does, whose givens and entries were not), the cells of pencil marks read
with exactly their candidates, the cells read with marks that have none,
and the cells misread (their layer, digit or candidates) with a confidence
(photo.Reading.CellConfidence) of 0.99 or more, and the reliability of
that confidence, band by band.

Flags:
`

func runRead(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("read", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print one JSON object per picture")
	eval := fs.Bool("eval", false, "evaluate against the .dat files in a directory")
	heldOut := fs.Bool("heldout", false, "with -eval: only the held-out photos")
	layers := fs.Bool("layers", false, "with -eval: the layers too, against the .game files")
	telegram := fs.Bool("telegram", false, "read each picture as Telegram's apps send it to the bot: at most 1280 pixels long, JPEG at quality 87")
	workers := fs.Int("workers", 1, "pictures read at once")
	// 224 MB, as the bot's (bot.DefaultPhotoBudget).
	budgetMB := fs.Int64("budget", 224, "megabytes the decodes may take together (the soft memory limit is 96 MB more, unless GOMEMLIMIT is set)")
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), readUsage)
		fs.PrintDefaults()
	}
	if status, ok := parseFlags(fs, args, stdout, stderr); !ok {
		return status
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return 2
	}
	if *workers < 1 {
		fmt.Fprintf(stderr, "sudoku read: -workers %d, want 1 or more\n", *workers)
		return 2
	}
	budget, err := photo.NewBudget(*budgetMB << 20)
	if err != nil {
		fmt.Fprintf(stderr, "sudoku read: -budget %d: %v\n", *budgetMB, err)
		return 2
	}
	memlimit.Set(budget.Size())
	r, err := photo.NewReader()
	if err != nil {
		fmt.Fprintf(stderr, "sudoku read: %v\n", err)
		return 1
	}
	rf := fileReader{r: r, budget: budget, stdin: stdin, telegram: *telegram}
	if *eval {
		if fs.NArg() != 1 {
			fmt.Fprintln(stderr, "sudoku read: -eval takes one directory")
			return 2
		}
		return runEval(rf, fs.Arg(0), *heldOut, *layers, stdout, stderr)
	}
	status := 0
	enc := json.NewEncoder(stdout)
	type result struct {
		rd  *photo.Reading
		err error
	}
	// Each picture's result, read by -workers goroutines and printed in
	// argument order.
	results := make([]chan result, fs.NArg())
	for i := range results {
		results[i] = make(chan result, 1)
	}
	next := make(chan int)
	go func() {
		defer close(next)
		for i := range results {
			next <- i
		}
	}()
	for range min(*workers, fs.NArg()) {
		go func() {
			for i := range next {
				rd, err := rf.read(fs.Arg(i))
				results[i] <- result{rd, err}
			}
		}()
	}
	for i, name := range fs.Args() {
		res := <-results[i]
		rd, err := res.rd, res.err
		if err != nil {
			status = 1
			if *asJSON {
				enc.Encode(map[string]string{"file": name, "error": err.Error()})
			} else {
				fmt.Fprintf(stdout, "none: %s: %v\n", name, err)
			}
			continue
		}
		if !*asJSON {
			fmt.Fprintln(stdout, rd.Grid.String())
			continue
		}
		c := rd.Check()
		conf := make([]float64, 81)
		for i, p := range rd.Confidence {
			conf[i] = float64(int(p*1000+0.5)) / 1000
		}
		type repair struct {
			Cell string `json:"cell"`
			Read int    `json:"read"`
			Now  int    `json:"now"`
		}
		rs := []repair{}
		for _, x := range c.Repairs {
			rs = append(rs, repair{solver.CellName(x.Cell), int(x.Read), int(x.Now)})
		}
		doubt := []string{}
		for _, i := range c.Doubtful {
			doubt = append(doubt, solver.CellName(i))
		}
		game := rd.Game()
		marks := make([]string, 81)
		for i, m := range game.Marks {
			marks[i] = m.String()
		}
		enc.Encode(struct {
			File       string    `json:"file"`
			Grid       string    `json:"grid"`
			Confidence []float64 `json:"confidence"`
			Checked    string    `json:"checked"`
			Verdict    string    `json:"verdict"`
			Repairs    []repair  `json:"repairs"`
			Doubtful   []string  `json:"doubtful"`
			Sure       bool      `json:"sure"`
			Givens     string    `json:"givens"`
			Entries    string    `json:"entries"`
			Marks      []string  `json:"marks"`
		}{name, rd.Grid.String(), conf, c.Grid.String(), c.Verdict.String(), rs, doubt, c.Sure(),
			game.Givens.String(), game.Entries.String(), marks})
	}
	return status
}

// A fileReader reads pictures from files within a memory budget.
type fileReader struct {
	r      *photo.Reader
	budget *photo.Budget
	stdin  io.Reader
	// telegram: each picture is read as Telegram's apps send it (see
	// package sent), not as the file holds it.
	telegram bool
}

func (rf fileReader) read(name string) (*photo.Reading, error) {
	data, err := rf.load(name)
	if err != nil {
		return nil, err
	}
	return rf.r.ReadWithin(context.Background(), rf.budget, data)
}

// load returns the picture of the file name, as sent through Telegram
// if rf.telegram.
func (rf fileReader) load(name string) ([]byte, error) {
	f, err := openInput(name, rf.stdin)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, photo.MaxBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > photo.MaxBytes {
		return nil, fmt.Errorf("%w: more than %d bytes", photo.ErrTooLarge, photo.MaxBytes)
	}
	if !rf.telegram {
		return data, nil
	}
	return viaTelegram(data)
}

// viaTelegram returns what Telegram's apps send of the picture data as a
// photo ([sent.Photo]); a picture the reader would refuse to decode
// ([photo.Inspect]: over [photo.MaxPixels], or costing more than
// [photo.MaxDecodeBytes]) is refused first.
func viaTelegram(data []byte) ([]byte, error) {
	h, err := photo.Inspect(data)
	if err != nil {
		return nil, err
	}
	if h.Pixels() > photo.MaxPixels || h.Cost > photo.MaxDecodeBytes {
		return nil, fmt.Errorf("%w: %d×%d pixels would take %d MB to decode, at most %d MB and %d pixels",
			photo.ErrTooLarge, h.Width, h.Height, h.Cost>>20, photo.MaxDecodeBytes>>20, photo.MaxPixels)
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("decoding it to send it as Telegram would: %w", err)
	}
	return sent.Photo(img)
}

// runEval reads the labelled pictures of dir and prints the figures.
func runEval(rf fileReader, dir string, heldOut, layers bool, stdout, stderr io.Writer) int {
	var lt layerTally
	var names []string
	for _, ext := range []string{"*.jpg", "*.jpeg", "*.png", "*.webp"} {
		m, _ := filepath.Glob(filepath.Join(dir, ext))
		names = append(names, m...)
	}
	slices.Sort(names)
	if heldOut {
		_, names = photo.Split(names)
	}
	var boards, exact, cells, right, noGrid int
	var sure, sureWrong, repaired, repairedRight, asked, shownExact int
	var times, checks []time.Duration
	// The reliability of the confidence: cells read per band of
	// confidence (evalBands), and how many of them were right.
	var inBand, rightInBand [5]int
	for _, name := range names {
		want, err := label(name, layers)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", name, err)
			continue
		}
		boards++
		cells += 81
		data, err := rf.load(name)
		start := time.Now() // the bot's own work only: what Telegram does is not timed
		var rd *photo.Reading
		if err == nil {
			rd, err = rf.r.ReadWithin(context.Background(), rf.budget, data)
		}
		times = append(times, time.Since(start))
		if err != nil {
			noGrid++
			asked++
			fmt.Fprintf(stdout, "%s: %v\n", filepath.Base(name), err)
			continue
		}
		var wrong []string
		for i := range 81 {
			b := band(rd.Confidence[i])
			inBand[b]++
			if rd.Grid[i] == want[i] {
				rightInBand[b]++
			}
			if rd.Grid[i] == want[i] {
				right++
			} else {
				wrong = append(wrong, fmt.Sprintf("%s %d→%d (%.2f)", solver.CellName(i), want[i], rd.Grid[i], rd.Confidence[i]))
			}
		}
		if len(wrong) == 0 {
			exact++
		} else {
			fmt.Fprintf(stdout, "%s: %s\n", filepath.Base(name), strings.Join(wrong, ", "))
		}
		apartWrong := false
		if layers {
			if apartWrong, err = lt.add(name, rd, stdout); err != nil {
				fmt.Fprintf(stderr, "%s: %v\n", name, err)
			}
		}
		checkStart := time.Now()
		c := rd.Check()
		checks = append(checks, time.Since(checkStart))
		// The bot answers without a question a reading the check is sure
		// of, and a puzzle it repaired in one cell (saying so).
		answered := c.Sure() || c.Verdict == solver.Unique && len(c.Doubtful) == 0 && len(c.Repairs) == 1
		if answered && apartWrong {
			// As a game, or as a puzzle with the person's digits taken for
			// print: the digits may be right, whose they are is not.
			lt.sureApartWrong++
			fmt.Fprintf(stdout, "%s: GIVENS AND ENTRIES WRONG, ANSWERED WITHOUT A QUESTION\n", filepath.Base(name))
		}
		if c.Grid == want {
			shownExact++
		}
		switch {
		case c.Sure() && c.Grid == want:
			sure++
		case c.Sure():
			sureWrong++
			fmt.Fprintf(stdout, "%s: WRONG GRID SOLVED WITHOUT A QUESTION\n", filepath.Base(name))
		case c.Verdict == solver.Unique && len(c.Repairs) > 0 && len(c.Doubtful) == 0:
			repaired++
			if c.Grid == want {
				repairedRight++
			}
		default:
			asked++
		}
	}
	if boards == 0 {
		fmt.Fprintf(stderr, "sudoku read: no labelled pictures in %s\n", dir)
		return 1
	}
	slices.Sort(times)
	pct := func(a, b int) float64 { return 100 * float64(a) / float64(max(b, 1)) }
	if rf.telegram {
		fmt.Fprintf(stdout, "read as Telegram's apps send them: at most %d pixels long, JPEG at quality %d\n", sent.Bound, sent.Quality)
	}
	fmt.Fprintf(stdout, "boards exact: %d/%d (%.1f%%)\n", exact, boards, pct(exact, boards))
	fmt.Fprintf(stdout, "shown exact: %d/%d (%.1f%%): the grid the bot shows, as the check repaired it\n", shownExact, boards, pct(shownExact, boards))
	fmt.Fprintf(stdout, "cells right:  %d/%d (%.2f%%)\n", right, cells, pct(right, cells))
	fmt.Fprintf(stdout, "no grid found: %d\n", noGrid)
	fmt.Fprintf(stdout, "after the check: %d solved without a question (%d of them wrong), %d repaired (%d right), %d asked to the person\n",
		sure+sureWrong, sureWrong, repaired, repairedRight, asked)
	slices.Sort(checks)
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	fmt.Fprintf(stdout, "median time per picture: %.1f ms (reading, decoding included)\n", ms(times[len(times)/2]))
	if len(checks) > 0 {
		fmt.Fprintf(stdout, "the check: median %.2f ms, slowest %.1f ms\n", ms(checks[len(checks)/2]), ms(checks[len(checks)-1]))
	}
	fmt.Fprintf(stdout, "reliability (cells read, by confidence):")
	printBands(stdout, inBand, rightInBand)
	fmt.Fprintf(stdout, "misread with confidence 0.99 or more: %d\n", inBand[4]-rightInBand[4])
	if layers {
		lt.print(stdout)
	}
	return 0
}

// evalBands are the upper bounds of the bands of confidence of the
// reliability tables: [0, 0.5), [0.5, 0.8), [0.8, 0.95), [0.95, 0.99),
// [0.99, 1].
var evalBands = [5]float32{0.5, 0.8, 0.95, 0.99, 1.01}

// band returns the band of evalBands confidence c falls in.
func band(c float32) int {
	b := 0
	for b < len(evalBands)-1 && c >= evalBands[b] {
		b++
	}
	return b
}

// printBands prints a reliability table's line: the cells read in each
// band of evalBands, and how many of them were right.
func printBands(w io.Writer, in, right [5]int) {
	lo := float32(0)
	for b, hi := range evalBands {
		fmt.Fprintf(w, " [%.2f, %.2f%s: %d/%d right", lo, min(hi, 1), map[bool]string{true: "]", false: ")"}[b == len(evalBands)-1], right[b], in[b])
		if b < len(evalBands)-1 {
			fmt.Fprint(w, ";")
		}
		lo = hi
	}
	fmt.Fprintln(w)
}

// label returns the grid a picture's .dat file beside it holds, or with
// layers, if it has none, its .game file's givens and entries together.
func label(name string, layers bool) (solver.Grid, error) {
	base := strings.TrimSuffix(name, filepath.Ext(name))
	dat, err := os.ReadFile(base + ".dat")
	if err == nil {
		return photo.ParseDat(string(dat))
	}
	if !layers || !errors.Is(err, fs.ErrNotExist) {
		return solver.Grid{}, err
	}
	text, err := os.ReadFile(base + ".game")
	if err != nil {
		return solver.Grid{}, err
	}
	g, err := photo.ParseGame(string(text))
	if err != nil {
		return solver.Grid{}, err
	}
	out := g.Givens
	for i, v := range g.Entries {
		if v != 0 {
			out[i] = v
		}
	}
	return out, nil
}

// A layerTally counts how the layers of the pictures with a .game file
// were read.
type layerTally struct {
	boards, apart     int // boards, and those with givens and entries exactly right
	entries, entryHit int // entries drawn, and read as entries with their digit
	markCells, marks  int // cells with pencil marks, and those read exactly
	falseMarks        int // cells read with marks that have none
	sure, sureWrong   int // cells read with a confidence of 0.99 or more, and those misread
	sureApartWrong    int // boards answered without a question whose givens and entries were wrong
	// The reliability of the cells' confidence (CellConfidence): cells
	// read per band of evalBands, and how many of them were right.
	inBand, rightInBand [5]int
}

// add reads the .game file beside picture name and counts rd against it;
// a picture without one is not counted. It reports whether the picture
// had one and its givens and entries were read wrong.
func (t *layerTally) add(name string, rd *photo.Reading, stdout io.Writer) (apartWrong bool, err error) {
	text, err := os.ReadFile(strings.TrimSuffix(name, filepath.Ext(name)) + ".game")
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	want, err := photo.ParseGame(string(text))
	if err != nil {
		return false, err
	}
	got := rd.Game()
	t.boards++
	apartWrong = got.Givens != want.Givens || got.Entries != want.Entries
	if !apartWrong {
		t.apart++
	}
	var wrong []string
	for i := range 81 {
		if want.Entries[i] != 0 {
			t.entries++
			if got.Entries[i] == want.Entries[i] {
				t.entryHit++
			}
		}
		if want.Marks[i] != 0 {
			t.markCells++
			if got.Marks[i] == want.Marks[i] {
				t.marks++
			}
		} else if got.Marks[i] != 0 {
			t.falseMarks++
		}
		right := got.Givens[i] == want.Givens[i] && got.Entries[i] == want.Entries[i] && got.Marks[i] == want.Marks[i]
		b := band(rd.CellConfidence(i))
		t.inBand[b]++
		if right {
			t.rightInBand[b]++
		}
		if c := rd.CellConfidence(i); c >= 0.99 {
			t.sure++
			if !right {
				t.sureWrong++
			}
		}
		if !right {
			wrong = append(wrong, fmt.Sprintf("%s %s→%s (%.2f)", solver.CellName(i), layerOf(want, i), layerOf(got, i), rd.CellConfidence(i)))
		}
	}
	if len(wrong) > 0 {
		fmt.Fprintf(stdout, "%s: layers: %s\n", filepath.Base(name), strings.Join(wrong, ", "))
	}
	return apartWrong, nil
}

// layerOf names what cell i of g holds: "given 5", "entry 5", "marks 137"
// or "empty".
func layerOf(g photo.Game, i int) string {
	switch {
	case g.Givens[i] != 0:
		return fmt.Sprintf("given %d", g.Givens[i])
	case g.Entries[i] != 0:
		return fmt.Sprintf("entry %d", g.Entries[i])
	case g.Marks[i] != 0:
		return "marks " + g.Marks[i].String()
	}
	return "empty"
}

func (t *layerTally) print(stdout io.Writer) {
	pct := func(a, b int) float64 { return 100 * float64(a) / float64(max(b, 1)) }
	fmt.Fprintf(stdout, "layers: %d boards with a .game file\n", t.boards)
	fmt.Fprintf(stdout, "givens and entries both exactly right: %d/%d (%.1f%%)\n", t.apart, t.boards, pct(t.apart, t.boards))
	fmt.Fprintf(stdout, "answered without a question with givens and entries wrong: %d\n", t.sureApartWrong)
	fmt.Fprintf(stdout, "entries read as entries with their digit: %d/%d (%.2f%%)\n", t.entryHit, t.entries, pct(t.entryHit, t.entries))
	fmt.Fprintf(stdout, "cells of pencil marks read with exactly their candidates: %d/%d (%.1f%%); cells read with marks that have none: %d\n",
		t.marks, t.markCells, pct(t.marks, t.markCells), t.falseMarks)
	fmt.Fprintf(stdout, "cells misread (layer, digit or candidates) with a confidence of 0.99 or more: %d of %d\n", t.sureWrong, t.sure)
	fmt.Fprintf(stdout, "reliability of the layers (cells read, by confidence in layer, digit and candidates):")
	printBands(stdout, t.inBand, t.rightInBand)
}
