package solver

import (
	"errors"
	"fmt"
	"strings"
)

// Sentinel errors for the kinds of problem [Parse] and [Grid.Validate]
// report. Each concrete error type below matches one of them with
// [errors.Is], and carries the details (which character, which cells) for
// [errors.As].
var (
	// ErrNoPuzzle means the text holds no cells at all.
	ErrNoPuzzle = errors.New("no puzzle in the text")
	// ErrSyntax means a character inside the puzzle was not understood.
	ErrSyntax = errors.New("character not understood")
	// ErrCellCount means the puzzle does not have 81 cells.
	ErrCellCount = errors.New("wrong number of cells")
	// ErrConflict means a digit repeats in a row, column or box.
	ErrConflict = errors.New("conflicting digits")
	// ErrValue means a grid cell holds a value above 9.
	ErrValue = errors.New("cell value out of range")
)

// A SyntaxError reports a character in the puzzle that is neither a digit,
// a blank nor a separator.
type SyntaxError struct {
	Line int  // line of the text, from 1
	Col  int  // column within the line, in characters, from 1
	Char rune // the character as it appears in the text
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("line %d, column %d: %q is not a digit or a blank", e.Line, e.Col, e.Char)
}

// Is reports whether target is [ErrSyntax].
func (e *SyntaxError) Is(target error) bool { return target == ErrSyntax }

// A LineCount is the number of cells found on one line of the text.
type LineCount struct {
	Line  int // line of the text, from 1
	Cells int
}

// A CellCountError reports a puzzle with a number of cells other than 81.
type CellCountError struct {
	Found int // cells found
	Want  int // cells needed: always 81
	// Lines lists the cells found per line of the part of the text that was
	// taken for the puzzle, so a message can point at a short row.
	Lines []LineCount
}

func (e *CellCountError) Error() string {
	msg := fmt.Sprintf("found %d cells, need %d", e.Found, e.Want)
	if line, n, ok := e.OddLine(); ok {
		msg += fmt.Sprintf(" (line %d has %d)", line, n)
	}
	return msg
}

// Is reports whether target is [ErrCellCount], or [ErrNoPuzzle] when no
// cell was found at all.
func (e *CellCountError) Is(target error) bool {
	return target == ErrCellCount || (target == ErrNoPuzzle && e.Found == 0)
}

// OddLine returns the one line whose cell count differs from the others',
// when the puzzle was written as rows of equal length but one row is short
// or long: the likely place of the mistake.
func (e *CellCountError) OddLine() (line, cells int, ok bool) {
	if len(e.Lines) < 3 {
		return 0, 0, false
	}
	count := map[int]int{}
	for _, l := range e.Lines {
		count[l.Cells]++
	}
	if len(count) != 2 {
		return 0, 0, false
	}
	for _, l := range e.Lines {
		if count[l.Cells] == 1 {
			return l.Line, l.Cells, true
		}
	}
	return 0, 0, false
}

// A Conflict is one digit that appears more than once in one house.
type Conflict struct {
	Digit int   // 1–9
	House House // where it repeats
	Cells []int // the cells (0–80) holding it there, in reading order
}

func (c Conflict) String() string {
	return fmt.Sprintf("%d appears %d times in %s (%s)", c.Digit, len(c.Cells), c.House, strings.Join(CellNames(c.Cells), ", "))
}

// A ConflictError reports givens that break the rules: the same digit twice
// in a row, column or box. It lists every such conflict.
type ConflictError struct {
	Conflicts []Conflict
}

func (e *ConflictError) Error() string {
	if len(e.Conflicts) == 0 {
		return "conflicting digits"
	}
	msg := e.Conflicts[0].String()
	if n := len(e.Conflicts) - 1; n > 0 {
		msg += fmt.Sprintf(" and %d more conflict", n)
		if n > 1 {
			msg += "s"
		}
	}
	return msg
}

// Is reports whether target is [ErrConflict].
func (e *ConflictError) Is(target error) bool { return target == ErrConflict }

// Cells returns every cell involved in a conflict, each once, in reading
// order.
func (e *ConflictError) Cells() []int {
	var in [81]bool
	for _, c := range e.Conflicts {
		for _, cell := range c.Cells {
			if cell >= 0 && cell < 81 {
				in[cell] = true
			}
		}
	}
	var cells []int
	for i, ok := range in {
		if ok {
			cells = append(cells, i)
		}
	}
	return cells
}

// A ValueError reports a grid cell holding a value above 9. [Parse] never
// produces such a grid; this guards Grid values built by hand.
type ValueError struct {
	Cell  int
	Value uint8
}

func (e *ValueError) Error() string {
	return fmt.Sprintf("%s holds %d, want 0-9", CellName(e.Cell), e.Value)
}

// Is reports whether target is [ErrValue].
func (e *ValueError) Is(target error) bool { return target == ErrValue }
