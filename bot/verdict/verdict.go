// Package verdict is what the bot says when a puzzle cannot be solved as
// sent or a person's grid is checked: why the text could not be read (and
// where), which givens repeat, where no digit can go, which givens a
// person's grid changed, which of their entries are wrong, which moves
// cannot be read, repeat a digit or cannot be checked, what was recorded,
// a puzzle's code that does not decode; and how hard a puzzle is (/rate)
// and how many solutions it has (/count), in the person's language
// (package bot/catalog).
package verdict

import (
	"errors"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"sudokubot/bot/catalog"
	"sudokubot/bot/state"
	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
	"sudokubot/solver/sharecode"
)

// Example is a puzzle people can copy and send.
const Example = "530070000600195000098000060800060003400803001700020006060000280000419005000080079"

// ParseError explains a puzzle that could not be read: what is wrong and
// where, with an example that works.
func ParseError(err error, lang locale.Lang) string {
	c := catalog.For(lang)
	example := c.ParseExample(Example)
	var se *solver.SyntaxError
	var ce *solver.CellCountError
	switch {
	case errors.As(err, &se):
		return c.ParseSyntax(se.Line, se.Col, charName(se.Char, lang)) + example
	case errors.As(err, &ce) && ce.Found == 0:
		return c.ParseNoPuzzle() + example
	case errors.As(err, &ce):
		msg := c.ParseCellCount(ce.Found)
		if n := ce.Found / 81; n > 1 && ce.Found%81 == 0 {
			return msg + c.ParseSeveralPuzzles(n)
		}
		if line, n, ok := ce.OddLine(); ok {
			row := slices.IndexFunc(ce.Lines, func(l solver.LineCount) bool { return l.Line == line }) + 1
			switch {
			case row > 0 && row != line:
				// Text above the grid: its row, and where it is in the message.
				msg += c.ParseOddRow(row, line, n, otherCount(ce, line))
			default:
				msg += c.ParseOddLine(line, n, otherCount(ce, line))
			}
		}
		return msg + c.ParseEmptyCells() + example
	}
	return c.ParseUnreadable() + example
}

func otherCount(ce *solver.CellCountError, odd int) int {
	for _, l := range ce.Lines {
		if l.Line != odd {
			return l.Cells
		}
	}
	return 0
}

// Conflicts explains givens that break the rules.
func Conflicts(ce *solver.ConflictError, lang locale.Lang) string {
	return catalog.For(lang).Conflicts(conflictLines(ce, lang))
}

// GridConflicts answers a person's grid, sent to be checked, in which
// a digit repeats.
func GridConflicts(ce *solver.ConflictError, lang locale.Lang) string {
	return catalog.For(lang).GridConflicts(conflictLines(ce, lang))
}

// conflictLines lists the repeated digits, one per line, five at most.
func conflictLines(ce *solver.ConflictError, lang locale.Lang) string {
	c := catalog.For(lang)
	var lines []string
	for i, cf := range ce.Conflicts {
		if i == 5 {
			lines = append(lines, c.RepeatsMore(len(ce.Conflicts)-5))
			break
		}
		names := solver.CellNames(cf.Cells)
		n := cf.House.Index + 1
		switch cf.House.Kind {
		case solver.Row:
			lines = append(lines, c.RepeatInRow(cf.Digit, len(cf.Cells), n, names))
		case solver.Column:
			lines = append(lines, c.RepeatInColumn(cf.Digit, len(cf.Cells), n, names))
		default:
			lines = append(lines, c.RepeatInBox(cf.Digit, len(cf.Cells), n, names))
		}
	}
	return strings.Join(lines, "\n")
}

// NoSolution says a puzzle has no solution, pointing at the cells
// where no digit can go if there are any.
func NoSolution(g solver.Grid, lang locale.Lang) string {
	if blocked := g.Blocked(); len(blocked) > 0 {
		return catalog.For(lang).NoSolutionBlocked(solver.CellNames(blocked))
	}
	return catalog.For(lang).NoSolution()
}

// Mistakes names the wrong cells of a person's grid.
func Mistakes(wrong []int, lang locale.Lang) string {
	return catalog.For(lang).Mistakes(solver.CellNames(wrong))
}

// GameMistakes is what the bot says of the wrong entries of a game read
// from a picture: every one named in one line, with the hint offered
// beside them leaving them out, then why for the first most of them that
// repeat a digit of their row, column or box, a line each ("⚠️ r1c4=3:
// there is already a 3 in box 2, at r2c6"); never their right digits.
func GameMistakes(puzzle, entries solver.Grid, wrong []int, most int, lang locale.Lang) string {
	lines := []string{catalog.For(lang).PhotoGameMistakes(solver.CellNames(wrong))}
	for _, i := range wrong {
		if c, ok := Clash(puzzle, entries, i); ok && len(lines) <= most {
			lines = append(lines, clashText(solver.Move{Cell: i, Digit: entries[i]}, c, lang))
		}
	}
	return strings.Join(lines, "\n")
}

// NoMistakes says how far a person's grid without mistakes is.
func NoMistakes(rep *logic.Report, lang locale.Lang) string {
	return catalog.For(lang).NoMistakes(rep.Entries, rep.Empty)
}

// ChangedGivens answers a grid that changes givens of the puzzle it
// replies to; givens is the number of givens the puzzle has.
func ChangedGivens(cells []int, givens int, lang locale.Lang) string {
	if 2*len(cells) > givens {
		return catalog.For(lang).OtherPuzzle(len(cells), givens)
	}
	return catalog.For(lang).ChangedGivens(solver.CellNames(cells))
}

// charName names a character people cannot see or tell apart in an error
// message: "an emoji variation selector", "a zero-width space".
func charName(r rune, lang locale.Lang) string {
	return catalog.For(lang).TalkCharName(r)
}

// moveLike finds what people write as moves: a cell by row and column,
// and what goes in it ("r10c1=5", "r3c5=12").
var moveLike = regexp.MustCompile(`(?i)r\s*(\d+)\s*c\s*(\d+)\s*(?:[=:＝]\s*|\s+)([^\s,;，；]*)`)

// BadMoves explains moves that cannot be read because they name a
// cell outside the grid or put something else than a digit in a cell;
// it returns "" for a text that is not such moves.
func BadMoves(text string, lang locale.Lang) string {
	ms := moveLike.FindAllStringSubmatchIndex(text, -1)
	if len(ms) == 0 {
		return ""
	}
	rest := moveLike.ReplaceAllString(text, "")
	if strings.Trim(rest, " \t\n,;，；") != "" {
		return ""
	}
	// A cell outside the grid first, then what goes in a cell: each time
	// the move at fault, not another of the message.
	for _, m := range ms {
		move := text[m[0]:m[1]]
		row, _ := strconv.Atoi(text[m[2]:m[3]])
		col, _ := strconv.Atoi(text[m[4]:m[5]])
		if row < 1 || row > 9 || col < 1 || col > 9 {
			return catalog.For(lang).MovesOutside(strings.TrimSpace(move))
		}
	}
	for _, m := range ms {
		move := text[m[0]:m[1]]
		row, _ := strconv.Atoi(text[m[2]:m[3]])
		col, _ := strconv.Atoi(text[m[4]:m[5]])
		value := text[m[6]:m[7]]
		switch {
		case len(value) != 1 || !strings.Contains("0123456789._", value):
			return catalog.For(lang).MovesNotADigit(strings.TrimSpace(move), row, col)
		}
	}
	return ""
}

// Rating names a puzzle's level, score and hardest technique, or says the
// engine ran out of time (r nil).
func Rating(r *logic.Rating, lang locale.Lang) string {
	if r == nil {
		return catalog.For(lang).DifficultyTimeout()
	}
	return catalog.For(lang).Difficulty(explain.For(lang).Level(r.Level), r.Score, explain.For(lang).Technique(r.Hardest))
}

// Rate is /rate's answer: the rating, the tier and steps, the techniques
// the puzzle needs, and whether it needs a trial.
func Rate(r *logic.Rating, used []logic.TechniqueUse, lang locale.Lang) string {
	if r == nil {
		return Rating(nil, lang)
	}
	c := catalog.For(lang)
	s := Rating(r, lang) + c.RateTier(r.Tier, r.Steps)
	if len(used) > 0 {
		var items []string
		for _, u := range used {
			items = append(items, c.TechniqueUse(explain.For(lang).Technique(u.Technique), u.Steps))
		}
		s += c.TechniquesNeeded(items)
	}
	if !r.Solved {
		s += c.NeedsTrial()
	}
	return s
}

// RatingLine is "Medium (3.4)".
func RatingLine(p state.Ready, lang locale.Lang) string {
	return catalog.For(lang).PracticeRating(explain.For(lang).Level(p.Level), p.Score)
}

// Count says how many solutions a puzzle has (exactly, or at least
// as many as were found) and what the picture marks; warn starts it by
// saying what several solutions mean for hints, ratings and checks.
func Count(c solver.Count, marked int, warn bool, lang locale.Lang) string {
	return catalog.For(lang).PracticeCount(c.N, c.Exact, c.Limited, warn, c.Partial, marked)
}

// BadCode says what is wrong with a code that does not decode, and
// gives one that works.
func BadCode(err error, lang locale.Lang) string {
	problem := catalog.CodeUnknown
	switch {
	case errors.Is(err, sharecode.ErrChar):
		problem = catalog.CodeChars
	case errors.Is(err, sharecode.ErrLength):
		problem = catalog.CodeLong
	case errors.Is(err, sharecode.ErrCheck):
		problem = catalog.CodeMistyped
	}
	return catalog.For(lang).BadCode(problem, exampleCode)
}

// exampleCode is Example's code.
var exampleCode = func() string {
	g, _ := solver.Parse(Example)
	code, _ := sharecode.Encode(g)
	return code
}()

// A Clashing cell holds the same digit as a cell in the same house.
type Clashing struct {
	House solver.House
	Cell  int
}

// Clash finds a cell that holds the digit of cell in the same row, column
// or box, among the givens and entries.
func Clash(puzzle, entries solver.Grid, cell int) (Clashing, bool) {
	value := func(i int) uint8 {
		if puzzle[i] != 0 {
			return puzzle[i]
		}
		return entries[i]
	}
	d := value(cell)
	row, col := cell/9, cell%9
	box := row/3*3 + col/3
	for i := range 81 {
		if i == cell || value(i) != d {
			continue
		}
		r, c := i/9, i%9
		switch {
		case r == row:
			return Clashing{solver.House{Kind: solver.Row, Index: row}, i}, true
		case c == col:
			return Clashing{solver.House{Kind: solver.Column, Index: col}, i}, true
		case r/3*3+c/3 == box:
			return Clashing{solver.House{Kind: solver.Box, Index: box}, i}, true
		}
	}
	return Clashing{}, false
}

// Clashes warns of the moves that put a digit already in the cell's row,
// column or box, among puzzle's givens and the entries, once each.
func Clashes(puzzle, entries solver.Grid, moves []solver.Move, lang locale.Lang) []string {
	var clashes []string
	for _, mv := range moves {
		if mv.Digit != 0 && puzzle[mv.Cell] == 0 {
			if c, ok := Clash(puzzle, entries, mv.Cell); ok {
				clashes = append(clashes, clashText(mv, c, lang))
			}
		}
	}
	return dedupeStrings(clashes)
}

// clashText says that move mv puts a digit already at c's cell in c's
// house.
func clashText(mv solver.Move, c Clashing, lang locale.Lang) string {
	return catalog.For(lang).MovesClash(mv.String(), int(mv.Digit), int(c.House.Kind), c.House.Index+1, solver.CellName(c.Cell))
}

func dedupeStrings(ss []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, s := range ss {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// Improper says why moves in a puzzle that is not proper cannot be
// checked or hinted from, or "" for a proper puzzle.
func Improper(g solver.Grid, stepLimit int, lang locale.Lang) string {
	c := catalog.For(lang)
	if g.Validate() != nil {
		return c.MovesImproperRules()
	}
	switch solver.Solve(g, solver.Options{StepLimit: stepLimit, MaxSolutions: 2}).Verdict() {
	case solver.NoSolution:
		return c.MovesImproperNoSolution()
	case solver.Multiple:
		return c.MovesImproperSeveral()
	}
	return ""
}

// Recorded says which moves were recorded; improper, when not "", why it cannot
// be checked.
func Recorded(written []string, filled, empty int, improper string, lang locale.Lang) string {
	shown := written[:min(len(written), 12)]
	return catalog.For(lang).MovesRecorded(shown, len(written)-len(shown), filled, empty, improper)
}
