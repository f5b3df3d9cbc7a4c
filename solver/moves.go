package solver

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"sudokubot/solver/locale"
)

// A Move is what a person writes in a cell: a digit 1–9, or 0 to clear it.
type Move struct {
	Cell  int   // 0–80
	Digit uint8 // 1–9, or 0 to clear the cell
}

// String returns the move as ParseMoves reads it: "r3c5=7", "r3c5=0".
func (m Move) String() string { return fmt.Sprintf("%s=%d", CellName(m.Cell), m.Digit) }

// ErrNoMoves is matched, with [errors.Is], by every error of [ParseMoves].
var ErrNoMoves = errors.New("no moves")

// A MoveError says where a text stops reading as moves and why.
type MoveError struct {
	Offset int    // byte offset of the problem in the text
	Found  string // the text there, at most a few characters
	Reason string // e.g. "row 10 does not exist"
}

func (e *MoveError) Error() string {
	if e.Found == "" {
		return fmt.Sprintf("moves: %s", e.Reason)
	}
	return fmt.Sprintf("moves: %q at byte %d: %s", e.Found, e.Offset, e.Reason)
}

// Is reports whether target is [ErrNoMoves].
func (e *MoveError) Is(target error) bool { return target == ErrNoMoves }

// maxMoves bounds the moves of one text: a whole grid's worth, twice.
const maxMoves = 162

// ParseMoves reads moves a person typed, separated by spaces, commas or
// semicolons (or the marks of any language's [locale.Reading]):
//
//   - a cell and a digit: "r3c5=7", "R3C5 7", "r3c5: 7", "r3c5＝7";
//     0, "." or "_" clears the cell ("r3c5=0");
//   - a row as it stands on the person's grid: "r3=4.5..7..." or
//     "row 3: 4 . 5 . . 7 . . ." (or any language's word for a row:
//     "строка 3: …", "ряд 3: …", in any case), nine cells, each a digit or an empty
//     cell (0 . _), which is a move for each of the nine cells (empty ones
//     clear it).
//
// The text must hold nothing else. On failure it returns a *[MoveError]
// saying where and why, which matches [ErrNoMoves].
func ParseMoves(text string) ([]Move, error) {
	p := moveParser{s: text}
	var moves []Move
	for {
		p.skipSeparators()
		if p.i >= len(p.s) {
			break
		}
		ms, err := p.move()
		if err != nil {
			return nil, err
		}
		moves = append(moves, ms...)
		if len(moves) > maxMoves {
			return nil, &MoveError{Offset: p.i, Reason: fmt.Sprintf("more than %d moves in one message", maxMoves)}
		}
		if p.i < len(p.s) && !p.atSeparator() {
			return nil, p.errorf("expected a space, comma or semicolon between moves")
		}
	}
	if len(moves) == 0 {
		return nil, &MoveError{Reason: `no moves: write them like "r3c5=7" or "r3=4.5..7..."`}
	}
	return moves, nil
}

type moveParser struct {
	s string
	i int
}

// rowWords are every language's words for a row, longest first, so that
// a word is not read as the start of a longer one.
func rowWords() []string {
	var ws []string
	for _, l := range locale.All() {
		ws = append(ws, l.Reading().Row...)
	}
	slices.SortStableFunc(ws, func(a, b string) int { return len(b) - len(a) })
	return ws
}

// isMark reports whether r is one of the marks of a Reading that what
// picks ("," or "=") in any language.
func isMark(r rune, what func(locale.Reading) string) bool {
	for _, l := range locale.All() {
		if strings.ContainsRune(what(l.Reading()), r) {
			return true
		}
	}
	return false
}

func separators(r locale.Reading) string { return r.Separators }
func equals(r locale.Reading) string     { return r.Equals }

func (p *moveParser) peek() rune {
	if p.i >= len(p.s) {
		return -1
	}
	r, _ := utf8.DecodeRuneInString(p.s[p.i:])
	return r
}

func (p *moveParser) next() rune {
	r, n := utf8.DecodeRuneInString(p.s[p.i:])
	p.i += n
	return r
}

func (p *moveParser) atSeparator() bool {
	r := p.peek()
	return unicode.IsSpace(r) || isMark(r, separators)
}

func (p *moveParser) skipSeparators() {
	for p.i < len(p.s) && p.atSeparator() {
		p.next()
	}
}

func (p *moveParser) skipSpaces() {
	for p.i < len(p.s) && unicode.IsSpace(p.peek()) {
		p.next()
	}
}

// errorf returns a MoveError at the current position.
func (p *moveParser) errorf(format string, args ...any) *MoveError {
	found := p.s[p.i:]
	if n := strings.IndexFunc(found, unicode.IsSpace); n >= 0 {
		found = found[:n]
	}
	if len(found) > 12 {
		found = found[:12]
		for !utf8.ValidString(found) {
			found = found[:len(found)-1]
		}
	}
	return &MoveError{Offset: p.i, Found: found, Reason: fmt.Sprintf(format, args...)}
}

// digit reads one digit 1–9 for a row or column number.
func (p *moveParser) number(what string) (int, error) {
	r := p.peek()
	if r < '1' || r > '9' {
		return 0, p.errorf("expected the %s number, 1 to 9", what)
	}
	p.next()
	if r2 := p.peek(); r2 >= '0' && r2 <= '9' {
		return 0, p.errorf("%s %c%c does not exist: they go from 1 to 9", what, r, r2)
	}
	return int(r - '0'), nil
}

// value reads a cell's value: a digit, or 0 . _ for empty.
func (p *moveParser) value() (uint8, bool) {
	switch r := p.peek(); {
	case r >= '0' && r <= '9':
		p.next()
		return uint8(r - '0'), true
	case r == '.' || r == '_':
		p.next()
		return 0, true
	}
	return 0, false
}

// word reads w, a word in any case, if the text goes on with it.
func (p *moveParser) word(w string) bool {
	rest := p.s[p.i:]
	for _, want := range w {
		r, size := utf8.DecodeRuneInString(rest)
		if size == 0 || unicode.ToLower(r) != want {
			return false
		}
		rest = rest[size:]
	}
	p.i = len(p.s) - len(rest)
	return true
}

// move reads one move or one row.
func (p *moveParser) move() ([]Move, error) {
	start := p.i
	switch {
	case slices.ContainsFunc(rowWords(), p.word):
		p.skipSpaces()
	case p.word("r"):
	default:
		return nil, p.errorf(`expected a move like "r3c5=7" or a row like "r3=4.5..7..."`)
	}
	row, err := p.number("row")
	if err != nil {
		return nil, err
	}
	if r := p.peek(); r == 'c' || r == 'C' {
		p.next()
		col, err := p.number("column")
		if err != nil {
			return nil, err
		}
		p.skipSpaces()
		if isMark(p.peek(), equals) {
			p.next()
			p.skipSpaces()
		}
		v, ok := p.value()
		if !ok {
			return nil, p.errorf("expected the digit for r%dc%d, 1 to 9 (0 or . to clear it)", row, col)
		}
		if r := p.peek(); r >= '0' && r <= '9' {
			return nil, p.errorf("one digit per cell: r%dc%d takes 1 to 9", row, col)
		}
		return []Move{{Cell: 9*(row-1) + col - 1, Digit: v}}, nil
	}
	// A row: nine cells, possibly spaced.
	p.skipSpaces()
	if isMark(p.peek(), equals) {
		p.next()
	}
	moves := make([]Move, 0, 9)
	for len(moves) < 9 {
		p.skipSpaces()
		v, ok := p.value()
		if !ok {
			if len(moves) == 0 && p.i == start+1 {
				return nil, p.errorf(`expected a move like "r3c5=7" or a row like "r3=4.5..7..."`)
			}
			return nil, p.errorf("row %d has %d cells here, want 9 (a digit, or 0 or . for an empty cell)", row, len(moves))
		}
		moves = append(moves, Move{Cell: 9*(row-1) + len(moves), Digit: v})
	}
	if r := p.peek(); r >= '0' && r <= '9' || r == '.' || r == '_' {
		return nil, p.errorf("row %d has more than 9 cells", row)
	}
	return moves, nil
}
