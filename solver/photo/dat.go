package photo

import (
	"fmt"
	"slices"
	"strings"

	"sudokubot/solver"
)

// ParseDat parses the .dat file of a picture of the wichtounet/sudoku
// dataset: two lines about the phone and the picture, then nine lines of
// nine digits separated by spaces, 0 for an empty cell. The same form
// labels the screenshots written by cmd/digits.
func ParseDat(text string) (solver.Grid, error) {
	var g solver.Grid
	lines := strings.Split(strings.ReplaceAll(text, "\r", ""), "\n")
	if len(lines) < 11 {
		return g, fmt.Errorf("dat: %d lines, want 2 header lines and 9 rows", len(lines))
	}
	for r := range 9 {
		f := strings.Fields(lines[2+r])
		if len(f) != 9 {
			return g, fmt.Errorf("dat: row %d has %d values, want 9", r+1, len(f))
		}
		for c, s := range f {
			if len(s) != 1 || s[0] < '0' || s[0] > '9' {
				return g, fmt.Errorf("dat: row %d column %d is %q, want a digit", r+1, c+1, s)
			}
			g[r*9+c] = s[0] - '0'
		}
	}
	return g, nil
}

// FormatDat writes g in the form ParseDat reads, with the two header
// lines given.
func FormatDat(g solver.Grid, device, format string) string {
	var b strings.Builder
	b.WriteString(device + "\n" + format + "\n")
	for r := range 9 {
		for c := range 9 {
			fmt.Fprintf(&b, "%d ", g[r*9+c])
		}
		b.WriteString("\n")
	}
	return b.String()
}

// Split divides the names of the training photos into the ones the
// classifier is trained on and the ones held out for evaluation: sorted,
// every fourth name (the 4th, 8th, ...) is held out, so 40 of the 160
// photos of ../shared/data/photo. cmd/digits never trains on the held-out
// ones; sudoku read -eval -heldout measures them.
func Split(names []string) (train, test []string) {
	s := slices.Clone(names)
	slices.Sort(s)
	for i, n := range s {
		if i%4 == 3 {
			test = append(test, n)
		} else {
			train = append(train, n)
		}
	}
	return train, test
}

// A Game is what a picture of a game in progress holds, layer by layer:
// the puzzle's givens, the person's entries, and the pencil marks of the
// other cells. It is how [Reading.Game] reports a reading and how
// cmd/digits labels the pictures it draws (a .game file).
type Game struct {
	Givens, Entries solver.Grid
	Marks           [81]Candidates
}

// Game returns the reading's layers (see [Reading.Layers]).
func (rd *Reading) Game() Game {
	return Game{Givens: rd.Givens(), Entries: rd.Entries(), Marks: rd.Marks()}
}

// String returns the game in the form [ParseGame] reads: three lines,
// "givens: " and "entries: " each followed by 81 characters ('.' for
// none), and "marks: " followed by 81 fields separated by commas, each
// a cell's candidates in increasing order ("" for none).
func (g Game) String() string {
	var b strings.Builder
	b.WriteString("givens: " + g.Givens.String() + "\n")
	b.WriteString("entries: " + g.Entries.String() + "\n")
	b.WriteString("marks: ")
	for i, c := range g.Marks {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(c.String())
	}
	b.WriteString("\n")
	return b.String()
}

// ParseGame parses what [Game.String] writes. A cell may hold a given,
// an entry or pencil marks, not two of them.
func ParseGame(text string) (Game, error) {
	var g Game
	lines := strings.Split(strings.TrimRight(strings.ReplaceAll(text, "\r", ""), "\n"), "\n")
	if len(lines) != 3 {
		return g, fmt.Errorf("game: %d lines, want 3 (givens, entries, marks)", len(lines))
	}
	grid := func(line, key string) (solver.Grid, error) {
		s, ok := strings.CutPrefix(line, key+": ")
		if !ok || len(s) != 81 {
			return solver.Grid{}, fmt.Errorf("game: want %q and 81 characters, have %q", key+": ", line)
		}
		var out solver.Grid
		for i := range 81 {
			switch c := s[i]; {
			case c == '.':
			case c >= '1' && c <= '9':
				out[i] = c - '0'
			default:
				return out, fmt.Errorf("game: %s: %s is %q, want a digit 1 to 9 or '.'", key, solver.CellName(i), c)
			}
		}
		return out, nil
	}
	var err error
	if g.Givens, err = grid(lines[0], "givens"); err != nil {
		return g, err
	}
	if g.Entries, err = grid(lines[1], "entries"); err != nil {
		return g, err
	}
	s, ok := strings.CutPrefix(lines[2], "marks: ")
	if !ok {
		return g, fmt.Errorf("game: want \"marks: \", have %q", lines[2])
	}
	fields := strings.Split(s, ",")
	if len(fields) != 81 {
		return g, fmt.Errorf("game: %d cells of marks, want 81", len(fields))
	}
	for i, f := range fields {
		c, ok := ParseCandidates(f)
		if !ok {
			return g, fmt.Errorf("game: marks of %s are %q, want digits 1 to 9, each once", solver.CellName(i), f)
		}
		g.Marks[i] = c
		if n := count(g.Givens[i] != 0) + count(g.Entries[i] != 0) + count(c != 0); n > 1 {
			return g, fmt.Errorf("game: %s holds %d layers, want one at most", solver.CellName(i), n)
		}
	}
	return g, nil
}

func count(b bool) int {
	if b {
		return 1
	}
	return 0
}
