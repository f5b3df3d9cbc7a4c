package board

import (
	"fmt"
	"strings"

	"sudokubot/bot/game"
	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/logic"
	"sudokubot/solver/sharecode"
)

// Limits of a game sent by the page.
const (
	maxBody    = 64 << 10 // bytes of a request body
	maxHistory = 4000     // moves kept for undo
)

// gameJSON is a game as the API sends and receives it. Grids are 81
// characters, '.' for an empty cell; marks are 81 strings of digits.
//
// A move of the history is a string of operations, 4 characters each: a
// letter, the cell (00–80) and a digit. S puts the digit in the cell (0
// empties it), clears the cell's pencil marks and removes the digit from
// the pencil marks of its row, column and box; A adds a pencil mark, R
// removes one; E empties the cell and its pencil marks; B (only first,
// "B000") marks a base, the older moves replaced by the position they led
// to, where undo stops. Replaying the history from the puzzle gives the
// entries and marks; undoing a move replays one fewer. F (as "F000", first
// in a move) marks the move of "Fill in all candidates" and changes
// nothing itself (the finish is recorded as filled in).
type gameJSON struct {
	Puzzle  string   `json:"puzzle"`
	Entries string   `json:"entries"`
	Marks   []string `json:"marks"`
	History []string `json:"history"`
	Undone  int      `json:"undone"`
	Elapsed int64    `json:"elapsed"`
	Version int64    `json:"version"`
	// HintStep counts the hints applied; HintLevel is the level of the
	// hint shown, 0 for none.
	HintStep  int `json:"hintStep"`
	HintLevel int `json:"hintLevel"`
	// Seen is, in a save, the entries as the page last had them from the
	// server (its load or its last save): moves typed in the chat since
	// make the save stale.
	Seen string `json:"seen,omitempty"`
}

// A requestError is a bad request, with the text the person sees.
type requestError struct{ msg string }

func (e *requestError) Error() string { return e.msg }

func badRequest(format string, args ...any) error {
	return &requestError{fmt.Sprintf(format, args...)}
}

// parseGrid reads 81 characters, '.' or '0' for empty.
func parseGrid(name, s string) (solver.Grid, error) {
	var g solver.Grid
	if n := len(s); n != 81 {
		return g, badRequest("%s has %d cells, want 81 (one character each, '.' for an empty cell)", name, n)
	}
	for i := range 81 {
		switch c := s[i]; {
		case c == '.' || c == '0':
		case c >= '1' && c <= '9':
			g[i] = c - '0'
		default:
			return g, badRequest("%s: cell %s holds %q, want a digit 1-9 or '.'", name, solver.CellName(i), c)
		}
	}
	return g, nil
}

// parseMarks reads 81 strings of distinct digits.
func parseMarks(ms []string) ([81]uint16, error) {
	var out [81]uint16
	if ms == nil {
		return out, nil
	}
	if len(ms) != 81 {
		return out, badRequest("marks has %d cells, want 81", len(ms))
	}
	for i, s := range ms {
		if len(s) > 9 {
			return out, badRequest("marks of %s: %q has more than 9 digits", solver.CellName(i), s)
		}
		for j := range len(s) {
			c := s[j]
			if c < '1' || c > '9' {
				return out, badRequest("marks of %s: %q is not a digit 1-9", solver.CellName(i), c)
			}
			out[i] |= 1 << (c - '0')
		}
	}
	return out, nil
}

func formatMarks(m [81]uint16) []string {
	out := make([]string, 81)
	for i, v := range m {
		out[i] = logic.Digits(v).String()
	}
	return out
}

// checkHistory reports the first malformed move.
func checkHistory(h []string, undone int) error {
	if len(h) > maxHistory {
		return badRequest("history has %d moves, at most %d are kept", len(h), maxHistory)
	}
	if undone < 0 || undone > len(h) {
		return badRequest("undone is %d, want 0 to %d", undone, len(h))
	}
	for i, mv := range h {
		if len(mv) == 0 || len(mv)%4 != 0 {
			return badRequest("move %d: %q is not a list of 4-character operations", i+1, mv)
		}
		for j := 0; j < len(mv); j += 4 {
			op := mv[j : j+4]
			cell := int(op[1]-'0')*10 + int(op[2]-'0')
			if !strings.ContainsRune("SAREBF", rune(op[0])) || op[1] < '0' || op[1] > '8' || op[2] < '0' || op[2] > '9' || cell > 80 || op[3] < '0' || op[3] > '9' {
				return badRequest("move %d: operation %q is not a letter S, A, R, E, B or F, a cell 00-80 and a digit", i+1, op)
			}
		}
	}
	return nil
}

// fromJSON validates a game the page sent. It returns the requestError
// the person sees for a grid that is not 81 cells, a digit out of range or
// entries that contradict the givens.
func fromJSON(j gameJSON) (game.Game, error) {
	puzzle, err := parseGrid("puzzle", j.Puzzle)
	if err != nil {
		return game.Game{}, err
	}
	entries, err := parseGrid("entries", j.Entries)
	if err != nil {
		return game.Game{}, err
	}
	for i, v := range entries {
		if g := puzzle[i]; g != 0 {
			if v != 0 && v != g {
				return game.Game{}, badRequest("entries contradict the givens: %s is given as %d, not %d", solver.CellName(i), g, v)
			}
			entries[i] = 0
		}
	}
	marks, err := parseMarks(j.Marks)
	if err != nil {
		return game.Game{}, err
	}
	for i := range marks {
		if puzzle[i] != 0 || entries[i] != 0 {
			marks[i] = 0
		}
	}
	if err := checkHistory(j.History, j.Undone); err != nil {
		return game.Game{}, err
	}
	if j.HintStep < 0 || j.HintLevel < 0 || j.HintLevel > explain.HintLevels {
		return game.Game{}, badRequest("hintStep %d, hintLevel %d: want a count ≥ 0 and a level 0 to %d", j.HintStep, j.HintLevel, explain.HintLevels)
	}
	var seen *solver.Grid
	if j.Seen != "" {
		g, err := parseGrid("seen", j.Seen)
		if err != nil {
			return game.Game{}, err
		}
		for i := range g {
			if puzzle[i] != 0 {
				g[i] = 0
			}
		}
		seen = &g
	}
	if j.Elapsed < 0 {
		return game.Game{}, badRequest("elapsed is %d, want a number of milliseconds ≥ 0", j.Elapsed)
	}
	return game.Game{Puzzle: puzzle, Entries: entries, Marks: marks, History: j.History, Undone: j.Undone, ElapsedMS: j.Elapsed, Version: j.Version, HintStep: j.HintStep, HintLevel: j.HintLevel, Seen: seen}, nil
}

func toJSON(g game.Game) gameJSON {
	entries := g.Entries
	for i := range entries {
		if g.Puzzle[i] != 0 {
			entries[i] = 0
		}
	}
	h := g.History
	if h == nil {
		h = []string{}
	}
	return gameJSON{Puzzle: g.Puzzle.String(), Entries: entries.String(), Marks: formatMarks(g.Marks),
		History: h, Undone: g.Undone, Elapsed: g.ElapsedMS, Version: g.Version, HintStep: g.HintStep, HintLevel: g.HintLevel}
}

// parseLink reads the puzzle of a link: its code (package
// solver/sharecode), what follows an underscore left aside (a challenge's
// id), or the 81 characters of older links (anything longer than a code
// is taken for them).
func parseLink(name, s string) (solver.Grid, error) {
	code, _ := sharecode.Split(s)
	if len(code) > sharecode.MaxLen {
		return parseGrid(name, s)
	}
	g, err := sharecode.Decode(code)
	if err != nil {
		return g, badRequest("%s: %v", name, err)
	}
	return g, nil
}
