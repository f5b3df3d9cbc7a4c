// Package solver reads Sudoku puzzles in the forms people write them and
// solves them exactly.
//
// [Parse] turns text into a [Grid]: an 81-character line, nine lines of
// nine, an ASCII board, a Python or JSON list, full-width digits and
// Chinese punctuation, with chatter around. Its errors say what is wrong
// and where, and are typed ([SyntaxError], [CellCountError],
// [ConflictError]) so callers can point at the cells.
//
// [Solve] finds the solutions of a grid, up to a number asked for, within a
// step limit, and says whether the puzzle has none, one or several. A
// reused [Solver] allocates nothing; [Solver.CountSolutions] counts them
// up to a bound.
//
// [ParseMoves] reads the moves a person types ("r3c5=7", a row of digits,
// "строка 3: …"), with the words and marks of every language's
// locale.Reading.
// The grid's geometry is here too: [House] (a row, column or box, with its
// cells), [HouseOf] and [CellName].
//
// The package is pure: no I/O, no logging, no mutable global state.
package solver
