package catalog

import (
	"fmt"
	"strings"
	"time"
)

func (english) ButtonHint() string        { return "💡 Hint" }
func (english) ButtonSteps() string       { return "📋 Steps" }
func (english) ButtonCheck() string       { return "✅ Check my progress" }
func (english) ButtonMoreSteps() string   { return "📋 More steps" }
func (english) ButtonMore() string        { return "🔍 More" }
func (english) ButtonNext() string        { return "➡️ Next hint" }
func (english) ButtonOneSolution() string { return "🧩 One solution" }
func (english) ButtonSolve() string       { return "🧩 Solution" }
func (english) ButtonPlay() string        { return "🎮 Play" }
func (english) ButtonContinue() string    { return "🎮 Continue on the board" }
func (english) ButtonFix() string         { return "✏️ Fix in the board" }
func (english) ButtonExpired() string {
	return "This button no longer works. Send the puzzle again."
}

func (english) ParseExample(puzzle string) string { return "\n\nFor example:\n" + puzzle }

func (english) ParseSyntax(line, col int, char string) string {
	return fmt.Sprintf("I could not read line %d, column %d: %s is not a digit or an empty cell. Use digits 1–9, and 0 or . for empty cells.", line, col, char)
}

func (english) ParseNoPuzzle() string {
	return "I did not find a Sudoku puzzle in your message. Send 81 cells: digits 1–9, and 0 or . for empty cells, in one line or in nine lines of nine."
}

func (english) ParseCellCount(found int) string {
	return fmt.Sprintf("I found %d cells, but a puzzle has 81.", found)
}

func (english) ParseSeveralPuzzles(n int) string {
	return fmt.Sprintf(" That looks like %d puzzles: please send them one at a time.", n)
}

func (english) ParseOddRow(row, line, cells, others int) string {
	return fmt.Sprintf(" Row %d of the grid (line %d of your message) has %d cells while the others have %d.", row, line, cells, others)
}

func (english) ParseOddLine(line, cells, others int) string {
	return fmt.Sprintf(" Line %d has %d cells while the others have %d.", line, cells, others)
}

func (english) ParseEmptyCells() string { return " Use 0 or . for each empty cell." }
func (english) ParseUnreadable() string { return "I could not read that puzzle." }

func (english) Conflicts(lines string) string {
	return "This puzzle breaks the rules, so it has no solution:\n" + lines + "\nPlease check those cells and send it again."
}

func (english) GridConflicts(lines string) string {
	return "Your grid breaks the rules:\n" + lines + "\nOne of the cells of each is wrong. To learn which, reply to the original puzzle with /check and your grid."
}

func (english) RepeatInRow(digit, times, row int, cells []string) string {
	return repliesRepeatEn(digit, times, "row", row, cells)
}

func (english) RepeatInColumn(digit, times, col int, cells []string) string {
	return repliesRepeatEn(digit, times, "column", col, cells)
}

func (english) RepeatInBox(digit, times, box int, cells []string) string {
	return repliesRepeatEn(digit, times, "box", box, cells)
}

func repliesRepeatEn(digit, times int, house string, n int, cells []string) string {
	return fmt.Sprintf("• %d appears %d times in %s %d: %s", digit, times, house, n, strings.Join(cells, ", "))
}

func (english) RepeatsMore(n int) string { return fmt.Sprintf("… and %d more.", n) }

func (english) NoSolutionBlocked(cells []string) string {
	their := "their"
	if len(cells) == 1 {
		their = "its"
	}
	return fmt.Sprintf("This puzzle has no solution: no digit can go in %s, since %s row, column and box already hold 1 to 9 between them. Please check it against the original.",
		strings.Join(cells, ", "), their)
}

func (english) NoSolution() string {
	return "This puzzle has no solution: no digit breaks the rules outright, but the givens cannot all be right together. Please check it against the original."
}

func (english) StepLimit() string {
	return "I stopped searching: this puzzle needs more work than my step limit allows. It may have very few givens; please check it."
}

func (english) OneSolution() string {
	return "This puzzle has exactly one solution, as a proper puzzle should."
}

func (english) OneOfThemText() string  { return "One of them as text (tap to show):" }
func (english) OneOfSolutions() string { return "One of the solutions (the puzzle has others):" }

func (english) AlreadySolved() string {
	return "This grid is already complete, and every row, column and box holds 1 to 9: there is nothing left to solve. Send me a puzzle with empty cells (0 or . for each)."
}

func (english) TooLong(limit int) string {
	return fmt.Sprintf("That message is too long for me (more than %d bytes). A puzzle fits in 81 characters.", limit)
}

func (english) SlowDown() string {
	return "You sent a lot at once! I am working through the first ones; please send the rest a little later."
}

func (english) InternalError() string {
	return "Sorry, something went wrong on my side. Please try again."
}

func (english) NotPuzzleReply() string {
	return "Send me a puzzle first: then this command works on it. You can also reply with the command to a message that holds a puzzle."
}

func (english) UnknownCommand() string {
	return "I don't know that command. Send /help to see what I can do."
}

func (english) RepliedNoPuzzle() string {
	return "That message has no puzzle in it, so I recorded nothing. Send your moves without a reply to record them in the puzzle we're on, or as a reply to the puzzle's message."
}

func (english) SolvedCaption(rating string) string {
	return "<b>Solved!</b> " + rating + "\nThe solution as text (tap to show):"
}

func (english) Difficulty(level string, score float64, hardest string) string {
	return fmt.Sprintf("Difficulty: %s (%.1f), hardest step: %s", level, score, hardest)
}

func (english) DifficultyTimeout() string {
	return "Difficulty: very hard (rating it took too long)"
}

func (english) RateTier(tier, steps int) string {
	return fmt.Sprintf(".\nTier %d of 9, %d steps.", tier, steps)
}

func (english) TechniqueUse(technique string, steps int) string {
	return fmt.Sprintf("%s ×%d", technique, steps)
}

func (english) TechniquesNeeded(uses []string) string {
	return "\nTechniques it needs, hardest first: " + strings.Join(uses, ", ") + "."
}

func (english) NeedsTrial() string {
	return " Logic alone does not finish it: it needs a trial step."
}

func (english) CheckHow() string {
	return "Send me your grid as it is now, as a reply to this message (empty cells as 0 or .), or your moves as you make them (r3c5=7, or a row as it stands: r3=4.5..7...), then /check: I will tell you which cells are wrong."
}

func (english) Mistakes(cells []string) string {
	isAre, them := "cells are", "them"
	if len(cells) == 1 {
		isAre, them = "cell is", "it"
	}
	return fmt.Sprintf("%d %s wrong: %s. Fix %s before going on; a hint built on a mistake would lead you astray.", len(cells), isAre, strings.Join(cells, ", "), them)
}

func (english) NoMistakes(filled, empty int) string {
	return fmt.Sprintf("No mistakes so far: %s filled in, %d to go.", countEn(filled, "cell", "cells"), empty)
}

func (english) OtherPuzzle(differ, givens int) string {
	return fmt.Sprintf("Your grid differs from the puzzle you replied to in %d of its %d givens: is it another puzzle? Send it on its own to solve it, or reply to the puzzle it comes from.", differ, givens)
}

func (english) ChangedGivens(cells []string) string {
	return fmt.Sprintf("Your grid changes or erases givens of the puzzle in %s. Please keep the givens as they are.", strings.Join(cells, ", "))
}

func (english) GridSolved() string { return "Your grid is complete and correct. Well done! 🎉" }

func (english) GridCannotComplete() string {
	return "Your grid cannot be completed: something in it is wrong. Reply to the original puzzle with /check and your grid, and I will tell you which cells."
}

func (english) GridNoMistake() string {
	return "No mistake so far: your grid can still be completed, in exactly one way."
}

func (english) GridAmbiguous() string {
	return "Your grid can be completed in more than one way, so I cannot tell your entries from the givens. Reply to the original puzzle with /check and your grid."
}

func (english) HintHeader(hint, level int) string {
	return fmt.Sprintf("Hint %d · level %d of 4", hint, level)
}

func (english) MarksMistake(cell string) string {
	return fmt.Sprintf("Your pencil marks in %s on the board leave out the digit that goes there. Add it before going on: a hint built on them would lead you astray.", cell)
}
func (english) HintMarksChanged() string {
	return "Your pencil marks on the board have changed since this hint, so it goes on from your grid without them. Send /hint for a hint from your marks as they are now."
}
func (english) HintFromMarks() string { return "From your pencil marks on the board:" }
func (english) TrialNote() string {
	return "No technique of logic applies here, so the next step is a labelled trial."
}

func (english) StepTimeout() string {
	return "This step is very hard: I could not find it within my time limit. Try the Steps button later, or ask for the solution."
}

func (english) ExplanationFollows() string { return " (The whole explanation follows.)" }

func (english) StepsHeader(steps int) string {
	return fmt.Sprintf("The solution in %d steps:", steps)
}

func (english) StepsContinued(from int) string {
	return fmt.Sprintf("The solution, from step %d:", from)
}

func (english) StepPart(step, part int) string {
	return fmt.Sprintf("Step %d, part %d:", step, part)
}

func (english) StepGoesOn(step int) string { return fmt.Sprintf("(step %d goes on)", step) }
func (english) StepsMore() string          { return "… press “More steps” for the rest." }
func (english) StepsSolved() string        { return "Solved! 🎉" }

func (english) Singles(from, to int, items []string) string {
	return repliesRange(from, to) + ". Singles: " + strings.Join(items, "; ")
}

// repliesRange writes the numbers of steps from to to: "3", "3–5".
func repliesRange(from, to int) string {
	if to > from {
		return fmt.Sprintf("%d–%d", from, to)
	}
	return fmt.Sprintf("%d", from)
}

func (english) Ago(d time.Duration) string {
	switch {
	case d < time.Minute:
		return " just now"
	case d < time.Hour:
		return " " + countEn(int(d/time.Minute), "minute", "minutes") + " ago"
	case d < 48*time.Hour:
		return " " + countEn(int(d/time.Hour), "hour", "hours") + " ago"
	}
	return " " + countEn(int(d/(24*time.Hour)), "day", "days") + " ago"
}

func (english) AboutPicture(ago, short string, pending, group bool) string {
	what := "the puzzle read from your picture" + ago
	if group {
		what = "the puzzle read from a picture" + ago
	}
	if pending {
		what += ", not confirmed yet"
	}
	return repliesAboutEn(what, short)
}

func (english) AboutPosted(ago, short string, group bool) string {
	if group {
		return repliesAboutEn("the puzzle I posted"+ago, short)
	}
	return repliesAboutEn("the puzzle I gave you"+ago, short)
}

func (english) AboutSent(ago, short string, group bool) string {
	if group {
		return repliesAboutEn("the puzzle sent here"+ago, short)
	}
	return repliesAboutEn("the puzzle you sent"+ago, short)
}

func repliesAboutEn(what, short string) string { return "About " + what + " (" + short + "):\n" }

func (english) AboutReplied(short string) string {
	return "About the puzzle in the message you replied to (" + short + "):\n"
}

func (english) PuzzleLine(puzzle string) string { return "Puzzle: " + puzzle }

func (english) HelpIntro() string {
	return `I solve Sudoku puzzles and teach you how to solve them.

Send me a puzzle in whatever form you have it:
• a photo or a screenshot of it
• 81 digits in one line, 0 or . for empty cells
• nine lines of nine, or an ASCII board with | and +
• a list like [[5,3,0,0,7,0,0,0,0], …] from Python or JSON

I reply with the solved grid (hidden until you tap it, so nothing is spoiled), its difficulty, and buttons for a hint, a walk-through of the solution, or checking your progress.

Commands (/hint, /steps, /rate, /check, /solve and /count work on the puzzle we're on, or, sent as a reply, on the puzzle in that message):`
}

func (english) HelpMoves() string {
	return `

Record your progress as you go: send moves like r3c5=7 (r3c5=0 clears a cell), or a row as it stands, like r3=4.5..7...; /check tells you which are wrong.

Try this one (copy and send it):`
}

func (english) MenuHint() string     { return "a hint for the next step" }
func (english) HelpLineHint() string { return "the next logical step, revealed a little at a time" }
func (english) MenuSteps() string    { return "the whole solution, step by step" }
func (english) HelpLineSteps() string {
	return "the solution, one step at a time (◀ ▶)"
}
func (english) MenuRate() string { return "how hard a puzzle is" }
func (english) HelpLineRate() string {
	return "how hard the puzzle is, and the techniques it needs"
}
func (english) MenuCheck() string     { return "check your grid for mistakes" }
func (english) HelpLineCheck() string { return "your progress compared with the solution" }
func (english) MenuSolve() string     { return "the solution (hidden until tapped)" }
func (english) HelpLineSolve() string { return "the solution" }
func (english) MenuNew() string {
	return "a new puzzle: /new easy, medium, hard, expert or extreme"
}
func (english) HelpLineNew() string {
	return "a new puzzle to solve: /new easy, medium, hard, expert or extreme"
}
func (english) MenuPractice() string {
	return "a puzzle to practise a technique: /practice x-wing"
}
func (english) HelpLinePractice() string {
	return "a puzzle to practise a technique: /practice x-wing"
}
func (english) MenuDaily() string { return "the puzzle of the day, the same for everyone" }
func (english) HelpLineDaily() string {
	return "the puzzle of the day, the same for everyone"
}
func (english) MenuCount() string { return "count the solutions of a puzzle" }
func (english) HelpLineCount() string {
	return "how many solutions a puzzle has, and where they differ"
}
func (english) MenuHelp() string     { return "what I do and how to send a puzzle" }
func (english) HelpLineHelp() string { return "this message" }
