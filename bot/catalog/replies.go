package catalog

import "time"

// Replies are the conversation's own texts (package bot's texts.go,
// commands.go, flows.go, handle.go, game.go and bot.go): buttons, the
// answers to puzzles that cannot be read or solved, the captions of
// solutions, hints and steps, the first line that names the puzzle an
// answer is about, and the command table's menu and /help lines. Cell
// names (r3c5), puzzles and names of techniques and levels arrive as
// arguments, already written; numbers are counted from 1. A text that is
// a fragment says so: it is joined to its neighbours as it stands,
// leading space or line break included.
type Replies interface {
	// Buttons.
	ButtonHint() string
	ButtonSteps() string
	ButtonCheck() string
	ButtonMoreSteps() string
	ButtonMore() string
	ButtonNext() string
	ButtonOneSolution() string
	ButtonSolve() string
	ButtonPlay() string
	// ButtonContinue opens the board on a game read from a picture.
	ButtonContinue() string
	ButtonFix() string
	// ButtonExpired answers a button whose data cannot be read.
	ButtonExpired() string

	// A puzzle that cannot be read. ParseExample is the paragraph that
	// ends each answer, with the example puzzle. ParseSeveralPuzzles,
	// ParseOddRow, ParseOddLine and ParseEmptyCells are fragments that
	// follow ParseCellCount.
	ParseExample(puzzle string) string
	ParseSyntax(line, col int, char string) string
	ParseNoPuzzle() string
	ParseCellCount(found int) string
	ParseSeveralPuzzles(n int) string
	ParseOddRow(row, line, cells, others int) string
	ParseOddLine(line, cells, others int) string
	ParseEmptyCells() string
	ParseUnreadable() string

	// Givens that repeat a digit. Conflicts (a puzzle) and GridConflicts
	// (a person's grid) frame lines, one per repeat: RepeatInRow, …, and
	// RepeatsMore for the ones not listed.
	Conflicts(lines string) string
	GridConflicts(lines string) string
	RepeatInRow(digit, times, row int, cells []string) string
	RepeatInColumn(digit, times, col int, cells []string) string
	RepeatInBox(digit, times, box int, cells []string) string
	RepeatsMore(n int) string

	// Verdicts on a puzzle.
	NoSolutionBlocked(cells []string) string
	NoSolution() string
	StepLimit() string
	OneSolution() string
	OneOfThemText() string
	OneOfSolutions() string
	AlreadySolved() string

	// Messages the bot cannot take.
	TooLong(limit int) string
	SlowDown() string
	InternalError() string
	NotPuzzleReply() string
	UnknownCommand() string
	RepliedNoPuzzle() string

	// A solved puzzle and its rating. SolvedCaption precedes the solution
	// as text; RateTier, TechniquesNeeded and NeedsTrial are fragments
	// that follow Difficulty.
	SolvedCaption(rating string) string
	Difficulty(level string, score float64, hardest string) string
	DifficultyTimeout() string
	RateTier(tier, steps int) string
	TechniqueUse(technique string, steps int) string
	TechniquesNeeded(uses []string) string
	NeedsTrial() string

	// A person's progress.
	CheckHow() string
	Mistakes(cells []string) string
	NoMistakes(filled, empty int) string
	OtherPuzzle(differ, givens int) string
	ChangedGivens(cells []string) string
	GridSolved() string
	GridCannotComplete() string
	GridNoMistake() string
	GridAmbiguous() string

	// Hints and steps. ExplanationFollows is a fragment that ends a hint
	// cut short.
	HintHeader(hint, level int) string
	TrialNote() string
	// MarksMistake says that the pencil marks the person made on the
	// board in a cell (named "r3c5") leave out its solution digit, which
	// a hint from them must wait for; HintMarksChanged heads a hint whose
	// button started from the board's pencil marks, which have changed
	// since: it is shown from the grid without them. HintFromMarks heads
	// a hint that starts from them (the picture does not show them).
	MarksMistake(cell string) string
	HintMarksChanged() string
	HintFromMarks() string
	StepTimeout() string
	ExplanationFollows() string
	StepsHeader(steps int) string
	StepsContinued(from int) string
	StepPart(step, part int) string
	StepGoesOn(step int) string
	StepsMore() string
	StepsSolved() string
	Singles(from, to int, items []string) string

	// The line that names the puzzle an answer is about: how it arrived,
	// Ago (a fragment) how long ago, and short, its first cells.
	Ago(d time.Duration) string
	AboutPicture(ago, short string, pending, group bool) string
	AboutPosted(ago, short string, group bool) string
	AboutSent(ago, short string, group bool) string
	AboutReplied(short string) string
	// PuzzleLine names a puzzle in full at the end of an answer.
	PuzzleLine(puzzle string) string

	// /help and /start, around the commands' lines.
	HelpIntro() string
	HelpMoves() string

	// The commands: Menu* in Telegram's menu, HelpLine* in /help.
	MenuHint() string
	HelpLineHint() string
	MenuSteps() string
	HelpLineSteps() string
	MenuRate() string
	HelpLineRate() string
	MenuCheck() string
	HelpLineCheck() string
	MenuSolve() string
	HelpLineSolve() string
	MenuNew() string
	HelpLineNew() string
	MenuPractice() string
	HelpLinePractice() string
	MenuDaily() string
	HelpLineDaily() string
	// MenuTop and HelpLineTop (race_*.go) are /top's.
	MenuTop() string
	HelpLineTop() string
	MenuCount() string
	HelpLineCount() string
	MenuStats() string
	HelpLineStats() string
	MenuRemind() string
	HelpLineRemind() string
	MenuHelp() string
	HelpLineHelp() string
}
