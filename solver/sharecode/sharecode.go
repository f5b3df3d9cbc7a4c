// Package sharecode turns a Sudoku grid into a short code of letters and
// digits that links can carry (Telegram's start parameters take only
// A-Z a-z 0-9 _ -, at most 64 of them), and back.
//
// A code is a version character, a payload and a check character, all from
// [Alphabet]. The payload is a number written in base 62, most significant
// symbol first, with no leading zero symbol. There are two versions, and
// [Encode] writes whichever is shorter for the grid (the sparse one on a
// tie):
//
//   - 'S' (sparse, for puzzles): N = D·2⁸¹ + B, where bit i of B is set when
//     cell i holds a digit, and D is the digits of those cells, in order,
//     less one, read as a number in base 9 (the first filled cell the most
//     significant). A puzzle of k givens needs at most 81 + k·log₂9 bits:
//     25 givens make a payload of 27 symbols, 17 givens one of 23.
//   - 'D' (dense, for full or nearly full grids): N is the 81 cells, empty
//     as 0, read as a decimal number. N < 10⁸¹ < 62⁴⁶, so the payload has at
//     most 46 symbols.
//
// Every grid therefore has a code of at most 1 + 46 + 1 = 48 characters
// ([MaxLen]). The check character is Luhn's mod N algorithm over the
// version and the payload: any single mistyped character, and most swaps
// of two neighbours, are refused instead of decoded into another puzzle.
// [Decode] also refuses a code that [Encode] would not have written (a
// leading zero symbol, the longer version), so each grid has exactly one
// code.
//
// The package is pure: no I/O, no logging, no mutable global state.
package sharecode

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"sudokubot/solver"
)

// Alphabet lists the symbols of a code in the order of their values: the
// symbol of value v is Alphabet[v]. It is the order math/big writes base 62
// in.
const Alphabet = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

// MaxLen is the length of the longest code of any grid.
const MaxLen = 48

// The version characters.
const (
	Sparse = 'S'
	Dense  = 'D'
)

const base = len(Alphabet)

// Sentinel errors for what [Decode] finds wrong with a code; an *[Error]
// matches one of them with [errors.Is].
var (
	// ErrEmpty means there is no code at all.
	ErrEmpty = errors.New("empty code")
	// ErrChar means a character is not a letter A-Z, a-z or a digit.
	ErrChar = errors.New("character not allowed in a code")
	// ErrLength means the code is longer than any grid's.
	ErrLength = errors.New("code too long")
	// ErrVersion means the first character names no known version.
	ErrVersion = errors.New("unknown code version")
	// ErrCheck means the check character does not match the rest: a
	// character was mistyped, lost or added.
	ErrCheck = errors.New("check character does not match")
	// ErrGrid means the code is well formed but describes no grid, or not
	// in the form Encode writes.
	ErrGrid = errors.New("code describes no grid")
)

// An Error is a code [Decode] refused: which code, where (Pos, a byte
// offset from 0, or -1 when the whole code is at fault) and the sentinel
// saying what is wrong.
type Error struct {
	Code string
	Pos  int
	Err  error
}

func (e *Error) Error() string {
	code := e.Code
	if len(code) > 80 {
		code = code[:80] + "…"
	}
	if e.Pos >= 0 && e.Pos < len(e.Code) {
		return fmt.Sprintf("sharecode %q: %v (%q at %d)", code, e.Err, e.Code[e.Pos], e.Pos)
	}
	return fmt.Sprintf("sharecode %q: %v", code, e.Err)
}

// Unwrap returns the sentinel.
func (e *Error) Unwrap() error { return e.Err }

var (
	twoTo81  = new(big.Int).Lsh(big.NewInt(1), 81)
	tenTo81  = new(big.Int).Exp(big.NewInt(10), big.NewInt(81), nil)
	nine     = big.NewInt(9)
	bitmapLo = new(big.Int).Sub(twoTo81, big.NewInt(1))
)

// Encode returns the grid's code. It fails only for a grid holding a value
// above 9 (the error matches [solver.ErrValue]).
func Encode(g solver.Grid) (string, error) {
	for i, v := range g {
		if v > 9 {
			return "", fmt.Errorf("sharecode: cell %s holds %d: %w", solver.CellName(i), v, solver.ErrValue)
		}
	}
	s := sparsePayload(&g)
	d := densePayload(&g)
	if len(s) <= len(d) {
		return withCheck(Sparse, s), nil
	}
	return withCheck(Dense, d), nil
}

// Code returns the grid's code, as Encode does, or "" for a grid Encode
// refuses (a value above 9), which no puzzle of the bot's holds.
func Code(g solver.Grid) string {
	code, err := Encode(g)
	if err != nil {
		return ""
	}
	return code
}

func sparsePayload(g *solver.Grid) string {
	var bits, digits big.Int
	for i, v := range g {
		if v != 0 {
			bits.SetBit(&bits, i, 1)
			digits.Mul(&digits, nine)
			digits.Add(&digits, big.NewInt(int64(v-1)))
		}
	}
	digits.Lsh(&digits, 81)
	digits.Or(&digits, &bits)
	return digits.Text(base)
}

func densePayload(g *solver.Grid) string {
	var n big.Int
	n.SetString(g.Digits(), 10) // 81 decimal digits: never fails
	return n.Text(base)
}

func withCheck(version byte, payload string) string {
	var b strings.Builder
	b.Grow(len(payload) + 2)
	b.WriteByte(version)
	b.WriteString(payload)
	b.WriteByte(Alphabet[check(b.String())])
	return b.String()
}

// check returns the value of the check symbol of s, whose characters are
// all in Alphabet: Luhn's mod N algorithm, doubling every second symbol
// from the right.
func check(s string) int {
	factor, sum := 2, 0
	for i := len(s) - 1; i >= 0; i-- {
		a := factor * value(s[i])
		sum += a/base + a%base
		factor = 3 - factor
	}
	return (base - sum%base) % base
}

// value returns the value of a symbol of Alphabet, -1 for another byte.
func value(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c && c <= 'z':
		return int(c-'a') + 10
	case 'A' <= c && c <= 'Z':
		return int(c-'A') + 36
	}
	return -1
}

// Decode returns the grid a code stands for, or an *[Error] saying what is
// wrong with the code. The grid is not checked as a puzzle: it may have
// conflicts or several solutions, which is the caller's to say.
func Decode(code string) (solver.Grid, error) {
	fail := func(pos int, err error) (solver.Grid, error) {
		return solver.Grid{}, &Error{Code: code, Pos: pos, Err: err}
	}
	if code == "" {
		return fail(-1, ErrEmpty)
	}
	for i := 0; i < len(code); i++ {
		if value(code[i]) < 0 {
			return fail(i, ErrChar)
		}
	}
	if len(code) > MaxLen {
		return fail(-1, ErrLength)
	}
	if code[0] != Sparse && code[0] != Dense {
		return fail(0, ErrVersion)
	}
	if len(code) < 3 {
		return fail(-1, ErrCheck)
	}
	body := code[:len(code)-1]
	if check(body) != value(code[len(code)-1]) {
		return fail(-1, ErrCheck)
	}
	payload := body[1:]
	var n big.Int
	n.SetString(payload, base) // only symbols of Alphabet: never fails
	var g solver.Grid
	if code[0] == Dense {
		if n.Cmp(tenTo81) >= 0 {
			return fail(-1, ErrGrid)
		}
		digits := n.Text(10)
		off := 81 - len(digits)
		for i := 0; i < len(digits); i++ {
			g[off+i] = digits[i] - '0'
		}
	} else {
		var bits, digits, d big.Int
		bits.And(&n, bitmapLo)
		digits.Rsh(&n, 81)
		for i := 80; i >= 0; i-- {
			if bits.Bit(i) == 0 {
				continue
			}
			digits.QuoRem(&digits, nine, &d)
			g[i] = uint8(d.Int64()) + 1
		}
		if digits.Sign() != 0 {
			return fail(-1, ErrGrid)
		}
	}
	if again, _ := Encode(g); again != code {
		return fail(-1, ErrGrid)
	}
	return g, nil
}

// Split cuts a start parameter ("<code>" or "<code>_<anything>") at its
// first underscore: a code never holds one.
func Split(param string) (code, rest string) {
	code, rest, _ = strings.Cut(param, "_")
	return code, rest
}
