package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"time"

	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

const stepsUsage = `Usage: sudoku steps [-lang en|zh|ru] [-json] [-timeout D] < puzzle

Prints the explained solution of the puzzle on standard input, one step per
line, each found by the easiest technique that applies; when no technique
applies, a labelled trial step.

With -json, each line is a JSON object with exactly the keys technique,
placements and eliminations (cells 1-based as rRcC), and the last line is
{"solved":true} or {"solved":false,"reason":"..."}.

Flags:
`

func runSteps(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("steps", flag.ContinueOnError)
	lang := fs.String("lang", "en", "language of the explanations: en, zh or ru")
	asJSON := fs.Bool("json", false, "print JSON lines instead of text")
	timeout := fs.Duration("timeout", 10*time.Second, "time budget for the whole solution")
	fs.Usage = func() { fmt.Fprint(fs.Output(), stepsUsage); fs.PrintDefaults() }
	if status, ok := parseFlags(fs, args, stdout, stderr); !ok {
		return status
	}
	l, err := locale.Parse(*lang)
	if err != nil {
		fmt.Fprintf(stderr, "sudoku steps: -lang: %v\n", err)
		return 2
	}
	puzzle, err := readPuzzle(stdin)
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	if err == nil {
		_, err = logic.Check(puzzle, solver.Grid{}, 0)
	}
	var p *logic.Path
	if err == nil {
		ctx, cancel := context.WithTimeout(context.Background(), *timeout)
		p, err = logic.SolvePath(ctx, logic.NewBoard(puzzle, solver.Grid{}), logic.Options{}, true)
		cancel()
	}
	if p != nil {
		for i, s := range p.Steps {
			if *asJSON {
				writeJSON(out, stepJSON(s))
			} else {
				fmt.Fprintf(out, "%d. %s\n", i+1, explain.For(l).Line(s))
			}
		}
	}
	switch {
	case err != nil && *asJSON:
		writeJSON(out, map[string]any{"solved": false, "reason": err.Error()})
	case err != nil:
		fmt.Fprintf(out, "stopped: %v\n", err)
	case *asJSON:
		writeJSON(out, map[string]any{"solved": p.Solved})
	}
	if err != nil {
		return 1
	}
	return 0
}

// readPuzzle reads and parses one puzzle from the whole input.
func readPuzzle(r io.Reader) (solver.Grid, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxLine+1))
	if err != nil {
		return solver.Grid{}, fmt.Errorf("reading input: %w", err)
	}
	if len(data) > maxLine {
		return solver.Grid{}, fmt.Errorf("input longer than %d bytes", maxLine)
	}
	return solver.Parse(string(data))
}

type jsonCandidate struct {
	Cell  string `json:"cell"`
	Digit int    `json:"digit"`
}

type jsonStep struct {
	Technique    string          `json:"technique"`
	Placements   []jsonCandidate `json:"placements"`
	Eliminations []jsonCandidate `json:"eliminations"`
}

func stepJSON(s *logic.Step) jsonStep {
	j := jsonStep{Technique: explain.For(locale.English).Technique(s.Technique), Placements: []jsonCandidate{}, Eliminations: []jsonCandidate{}}
	for _, p := range s.Placements {
		j.Placements = append(j.Placements, jsonCandidate{solver.CellName(p.Cell), p.Digit})
	}
	for _, e := range s.Eliminations {
		j.Eliminations = append(j.Eliminations, jsonCandidate{solver.CellName(e.Cell), e.Digit})
	}
	return j
}

func writeJSON(w io.Writer, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // the values written here always marshal
	}
	w.Write(append(b, '\n'))
}
