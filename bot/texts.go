package bot

import (
	"slices"
	"strings"
	"time"

	"sudokubot/bot/catalog"
	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// Every text the bot sends comes from the catalog of the person's
// language (package catalog), picked once per update from their Telegram
// language_code.

// examplePuzzle is a puzzle people can copy and send.
const examplePuzzle = "530070000600195000098000060800060003400803001700020006060000280000419005000080079"

// Button labels.
func btnHint(lang locale.Lang) string        { return catalog.For(lang).ButtonHint() }
func btnSteps(lang locale.Lang) string       { return catalog.For(lang).ButtonSteps() }
func btnCheck(lang locale.Lang) string       { return catalog.For(lang).ButtonCheck() }
func btnMoreSteps(lang locale.Lang) string   { return catalog.For(lang).ButtonMoreSteps() }
func btnMore(lang locale.Lang) string        { return catalog.For(lang).ButtonMore() }
func btnNext(lang locale.Lang) string        { return catalog.For(lang).ButtonNext() }
func btnOneSolution(lang locale.Lang) string { return catalog.For(lang).ButtonOneSolution() }
func btnSolve(lang locale.Lang) string       { return catalog.For(lang).ButtonSolve() }

// parseErrorText explains a puzzle that could not be read.
func parseErrorText(err error, lang locale.Lang) string {
	c := catalog.For(lang)
	example := c.ParseExample(examplePuzzle)
	var se *solver.SyntaxError
	var ce *solver.CellCountError
	switch {
	case asErr(err, &se):
		return c.ParseSyntax(se.Line, se.Col, charName(se.Char, lang)) + example
	case asErr(err, &ce) && ce.Found == 0:
		return c.ParseNoPuzzle() + example
	case asErr(err, &ce):
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

// conflictText explains givens that break the rules.
func conflictText(ce *solver.ConflictError, lang locale.Lang) string {
	return catalog.For(lang).Conflicts(conflictLines(ce, lang))
}

// gridConflictText answers a person's grid, sent to be checked, in which
// a digit repeats.
func gridConflictText(ce *solver.ConflictError, lang locale.Lang) string {
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
		names := cellNames(cf.Cells)
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

// cellNames names cells as people read them: "r3c5".
func cellNames(cells []int) []string {
	names := make([]string, len(cells))
	for i, c := range cells {
		names[i] = solver.CellName(c)
	}
	return names
}

// noSolutionText says a puzzle has no solution, pointing at the cells
// where no digit can go if there are any.
func noSolutionText(g solver.Grid, lang locale.Lang) string {
	if blocked := g.Blocked(); len(blocked) > 0 {
		return catalog.For(lang).NoSolutionBlocked(cellNames(blocked))
	}
	return catalog.For(lang).NoSolution()
}

func limitText(lang locale.Lang) string { return catalog.For(lang).StepLimit() }

func tooLongText(limit int, lang locale.Lang) string { return catalog.For(lang).TooLong(limit) }

func slowDownText(lang locale.Lang) string { return catalog.For(lang).SlowDown() }

func internalErrorText(lang locale.Lang) string { return catalog.For(lang).InternalError() }

func notPuzzleReplyText(lang locale.Lang) string { return catalog.For(lang).NotPuzzleReply() }

func checkHowText(lang locale.Lang) string { return catalog.For(lang).CheckHow() }

func solvedCaption(rating string, solution solver.Grid, lang locale.Lang) string {
	// The solution as text stays hidden until tapped, as the picture: a
	// person who wants only a hint must not see the answer by accident.
	return catalog.For(lang).SolvedCaption(rating) + "\n<tg-spoiler>" + gridLines(solution) + "</tg-spoiler>"
}

// gridLines writes a grid as nine lines of nine digits, for copying.
func gridLines(g solver.Grid) string {
	d := g.Digits()
	var sb strings.Builder
	for r := range 9 {
		if r > 0 {
			sb.WriteByte('\n')
		}
		sb.WriteString(d[9*r : 9*r+9])
	}
	return sb.String()
}

func ratingText(r *logic.Rating, lang locale.Lang) string {
	if r == nil {
		return catalog.For(lang).DifficultyTimeout()
	}
	return catalog.For(lang).Difficulty(explain.For(lang).Level(r.Level), r.Score, explain.For(lang).Technique(r.Hardest))
}

func rateText(r *logic.Rating, used []logic.TechniqueUse, lang locale.Lang) string {
	if r == nil {
		return ratingText(nil, lang)
	}
	c := catalog.For(lang)
	s := ratingText(r, lang) + c.RateTier(r.Tier, r.Steps)
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

func mistakesText(wrong []int, lang locale.Lang) string {
	return catalog.For(lang).Mistakes(cellNames(wrong))
}

func noMistakesText(rep *logic.Report, lang locale.Lang) string {
	return catalog.For(lang).NoMistakes(rep.Entries, rep.Empty)
}

// changedGivensText answers a grid that changes givens of the puzzle it
// replies to; givens is the number of givens the puzzle has.
func changedGivensText(cells []int, givens int, lang locale.Lang) string {
	if 2*len(cells) > givens {
		return catalog.For(lang).OtherPuzzle(len(cells), givens)
	}
	return catalog.For(lang).ChangedGivens(cellNames(cells))
}

func alreadySolvedText(lang locale.Lang) string { return catalog.For(lang).AlreadySolved() }

func solvedGridText(lang locale.Lang) string { return catalog.For(lang).GridSolved() }

// hintHeader titles hint step (0-based) at level (1–4).
func hintHeader(level, step int, lang locale.Lang) string {
	return catalog.For(lang).HintHeader(step+1, level)
}

func trialNote(lang locale.Lang) string { return catalog.For(lang).TrialNote() }

func timeoutText(lang locale.Lang) string { return catalog.For(lang).StepTimeout() }

// aboutCurrent is aboutText for a request's chat, now.
func (b *Bot) aboutCurrent(st chatState, r request) string {
	return aboutText(st, b.now(), r.group, r.lang)
}

// aboutText names the chat's current puzzle, on a line of its own before
// an answer that does not show the grid: how and how long ago it arrived,
// and its first cells. In a group, another member may have sent it.
func aboutText(st chatState, now time.Time, group bool, lang locale.Lang) string {
	c := catalog.For(lang)
	ago := ""
	if st.At > 0 {
		ago = c.Ago(now.Sub(time.Unix(st.At, 0)))
	}
	short := st.Puzzle.String()[:18] + "…"
	switch st.Source {
	case fromPicture:
		return c.AboutPicture(ago, short, st.Pending, group)
	case fromBot:
		return c.AboutPosted(ago, short, group)
	}
	return c.AboutSent(ago, short, group)
}

// puzzleLine names a puzzle in full on the last line of an answer about
// it that carries no button with it, so that a reply to the answer acts
// on that puzzle (reference reads it back), as a reply to one with
// buttons does. In an HTML caption it is code, copied with a tap.
func puzzleLine(g solver.Grid, lang locale.Lang, html bool) string {
	s := g.String()
	if html {
		s = "<code>" + s + "</code>"
	}
	return "\n" + catalog.For(lang).PuzzleLine(s)
}
