package catalog

import "unicode"

// Play holds the texts of a conversation about puzzles: talk that is no
// puzzle (greetings, thanks, questions about techniques), pictures read
// as grids, the practice commands (/new, /practice, /daily, /count),
// moves typed as text, and the step-by-step walk-through.
//
// Names of techniques and levels are arguments, already in the
// language; cells are named "r3c5" in every language. Texts are plain:
// the bot escapes them for HTML where it sends HTML.
type Play interface {
	// Talk: a text that is no puzzle.

	// TalkExampleHead introduces a technique shown at work in a puzzle.
	TalkExampleHead(technique string) string
	// TalkExplanationFollows ends a caption cut short: the whole
	// explanation comes in the next message.
	TalkExplanationFollows() string
	TalkGreeting() string
	// TalkThanks answers thanks (thanked) or a mere acknowledgement
	// ("ok", "cool").
	TalkThanks(thanked bool) string
	// TalkAboutMe says what the bot does, to a question it cannot answer.
	TalkAboutMe() string
	// TalkNotAPuzzle answers prose, showing an example of a puzzle.
	TalkNotAPuzzle(example string) string
	// TalkTier says how hard a technique (or family) is: tier 1 to 9.
	TalkTier(technique string, tier int) string
	// TalkTooRare says /practice has no puzzle for the technique asked about.
	TalkTooRare() string
	// TalkEveryPuzzle says a technique asked about (the singles) is in
	// every puzzle, so /practice has no drill of its own for it.
	TalkEveryPuzzle() string
	// TalkPractise says how to practise it: /practice and its argument.
	TalkPractise(arg string) string
	// TalkLockedCandidates and TalkUniqueRectangles name the two
	// families of techniques people ask about as one.
	TalkLockedCandidates() string
	TalkUniqueRectangles() string
	// TalkNames lists names of techniques of a family.
	TalkNames(names []string) string
	// TalkCharName names a character people cannot see or tell apart,
	// in a message about what could not be read.
	TalkCharName(r rune) string

	// Photo: a grid read from a picture.

	PhotoTooLarge() string
	// PhotoTooManyPixels: a picture of width×height (mp megapixels) over
	// the maxMP megapixels the bot reads.
	PhotoTooManyPixels(width, height, mp, maxMP int) string
	// PhotoTooCostly: a picture of width×height stored as kind says, which
	// takes more memory to open than the bot gives one picture: stored this
	// way, up to kindMP megapixels work; a photo or a screenshot up to
	// maxMP.
	PhotoTooCostly(width, height int, kind PictureKind, kindMP, maxMP int) string
	PhotoUnsupported() string
	PhotoNoGrid() string
	PhotoCutOff() string
	PhotoDownloadFailed() string
	// PhotoRead and PhotoCorrected head the grid read, or corrected.
	PhotoRead() string
	// PhotoGame says a picture is of a game in progress: the printed
	// digits taken as the puzzle, entries digits as the person's, and
	// pencil marks in marked cells (0 for none).
	PhotoGame(entries, marked int) string
	// PhotoGameMistakes names the wrong entries of a game read from a
	// picture (never their right digits) and says that the hint offered
	// beside them leaves them out.
	PhotoGameMistakes(cells []string) string
	PhotoCorrected() string
	// PhotoRepaired says a cell was read as one value and is now another
	// (0 is an empty cell).
	PhotoRepaired(cell string, now, read int) string
	PhotoRepairHowToFix() string
	// PhotoRepairPart is a change of one cell, listed in PhotoRepairsAsk.
	PhotoRepairPart(cell string, now, read int) string
	PhotoRepairsAsk(parts []string) string
	PhotoRepairsPrompt() string
	// What is wrong with a grid read.
	PhotoProblemRepeats() string
	PhotoProblemNoSolution() string
	PhotoProblemSeveral() string
	PhotoProblemTooHard() string
	PhotoProblemHardToRead() string
	// PhotoNotSure asks about a grid read, with what is wrong (problem).
	PhotoNotSure(problem string) string
	// PhotoCellReason is a cell to check and why.
	PhotoCellReason(cell, why string) string
	// PhotoCellsToCheck lists the cells to check: parts are groups of
	// cells (PhotoCellList), each with its reason or none.
	PhotoCellsToCheck(parts []string) string
	// PhotoCellList joins the names of cells of one group.
	PhotoCellList(cells []string) string
	// PhotoCellsMore ends a list of cells cut short: n more are marked
	// in the picture.
	PhotoCellsMore(n int) string
	// PhotoCorrectionsPrompt says how to correct the grid shown, after
	// offering "✅ Looks right" when looksRight.
	PhotoCorrectionsPrompt(looksRight bool) string
	// PhotoCorrectionClash says that a correction (move) left the grid
	// without a solution by putting digit in a house that holds it at
	// cell; kind is 0 for a row, 1 a column, 2 a box, index counts from 1.
	PhotoCorrectionClash(move string, digit, kind, index int, cell string) string
	// PhotoCorrectionNoSolution says that corrections (moves) left the
	// grid without a solution, and where no digit can go since (blocked,
	// none if the reason lies deeper).
	PhotoCorrectionNoSolution(moves, blocked []string) string
	// Why a cell is doubtful.
	PhotoFaint() string
	PhotoSmall() string
	PhotoAlike(a, b int) string
	// PhotoMarks: a cell read as pencil marks, not for sure: the digits
	// read (ascending), to be checked.
	PhotoMarks(digits []int) string
	// PhotoRepairedDoubt: a cell shown as now (0: empty) that looked like
	// read, changed because the grid has one solution with now.
	PhotoRepairedDoubt(now, read int) string
	PhotoHardToRead() string
	// PhotoNoDigitFits: an empty cell where no digit can go.
	PhotoNoDigitFits() string
	// PhotoWhose: a digit of a game in progress read for sure, but not
	// whether it is printed or the person's own: which it was taken as
	// (yours: the person's).
	PhotoWhose(yours bool) string
	// PhotoWhoseHow ends a question about a game read from a picture:
	// how to say whose a digit is (the words of PrintedWords and
	// YoursWords).
	PhotoWhoseHow() string
	// PhotoWhoseNoGame answers such a reply about a grid that is not a
	// game waiting for it: a puzzle's digits are all printed.
	PhotoWhoseNoGame() string
	// PhotoWhoseEmpty answers it of cells read without a digit: their
	// digit is to be written with the word (ParseWhose reads "r3c5=7
	// mine").
	PhotoWhoseEmpty(cells []string) string
	// PhotoGameGone answers "✅ Looks right" of a game read from a
	// picture that no longer waits for it (confirmed already, or another
	// puzzle came since): the picture is to be sent again.
	PhotoGameGone() string
	// PhotoLooksRight is the button that accepts a grid as read.
	PhotoLooksRight() string

	// Practice: /new, /practice, /daily, /count.

	PracticeMakeFailed() string
	// PracticeUnknownLevel answers /cmd name for an unknown level.
	PracticeUnknownLevel(name, cmd string, levels []string) string
	// PracticeTier names a tier of techniques, 1 to 9.
	PracticeTier(tier int) string
	// PracticeTierLine lists the techniques of a tier.
	PracticeTierLine(tier string, techniques []string) string
	// PracticeArg writes a technique's name as /practice takes it.
	PracticeArg(technique string) string
	// Arguments of /practice for the families.
	PracticeLockedCandidatesArg() string
	PracticeUniqueRectangleArg() string
	PracticeFinnedFishArg() string
	PracticeSashimiFishArg() string
	// PracticeList answers /practice alone, with the list of tiers.
	PracticeList(list string) string
	PracticeUnknownTechnique(name, list string) string
	// PracticeDidYouMean answers a typo of a name, with the command meant.
	PracticeDidYouMean(typed, command, name string) string
	PracticeTooRare(technique, list string) string
	// PracticeRating is a level and a score: "Medium (3.4)".
	PracticeRating(level string, score float64) string
	PracticeNewCaption(rating string) string
	PracticeCaption(technique, rating string) string
	// PracticeDailyCaption heads the puzzle of the day (date "2006-01-02").
	PracticeDailyCaption(date, rating string) string
	PracticeCountHow() string
	PracticeCountEmpty(bound int) string
	// PracticeCount says how many solutions a puzzle has (exactly, or at
	// least n), whether the count stopped at the search limit, and what
	// the marked cells of the picture are; warn starts it with what
	// several solutions mean; partial says not every other cell could
	// be checked.
	PracticeCount(n int, exact, limited, warn, partial bool, marked int) string

	// Moves typed as text: r3c5=7.

	MovesNoPuzzle() string
	// MovesGiven names a move on a given, refused.
	MovesGiven(cell string, digit int) string
	MovesCleared(cell string) string
	MovesRefused(givens []string) string
	MovesAllFilledWrong() string
	// MovesClash warns that a move puts a digit that house already holds
	// at cell; kind is 0 for a row, 1 a column, 2 a box, index counts
	// from 1.
	MovesClash(move string, digit, kind, index int, cell string) string
	MovesImproperRules() string
	MovesImproperNoSolution() string
	MovesImproperSeveral() string
	// MovesRecorded says what was recorded (the first moves written, and
	// how many more), and how many empty cells are filled, or why
	// (improper, when not "") the moves cannot be checked.
	MovesRecorded(written []string, more, filled, empty int, improper string) string
	MovesOutside(move string) string
	MovesNotADigit(move string, row, col int) string

	// Walk: the step-by-step walk-through.

	WalkHeader(step, steps int, technique string) string
	WalkPage(page, pages int) string
	WalkBranch(branch, branches int) string
	WalkPageRest() string
	WalkExplanationRest() string
	WalkStepRest() string
	WalkDone(steps int) string
	WalkBranchButton(branch int) string
	WalkPageButton(page int) string
	WalkBack() string
	WalkForward() string
	WalkSkipSingles() string
	WalkStepsText() string
}

// playLowerFirst writes a name in lower case at its start, as it is
// written inside a sentence or after a command, unless it starts with an
// initialism: "Скрытая одиночка" gives "скрытая одиночка", "XY-крыло"
// stays.
func playLowerFirst(s string) string {
	rs := []rune(s)
	if len(rs) > 1 && unicode.IsUpper(rs[0]) && unicode.IsUpper(rs[1]) {
		return s
	}
	if len(rs) > 1 && unicode.IsUpper(rs[0]) && !unicode.IsLetter(rs[1]) {
		return s // "X-крыло", "W-крыло"
	}
	if len(rs) > 0 {
		rs[0] = unicode.ToLower(rs[0])
	}
	return string(rs)
}

// A PictureKind is how a picture is stored, as far as it makes the
// picture costly to open (PhotoTooCostly).
type PictureKind struct {
	// Format is "JPEG", "PNG" or "WebP".
	Format string
	// Progressive: a progressive JPEG, or an interlaced PNG.
	Progressive bool
	// CMYK and RGB: a JPEG stored in CMYK, or in RGB.
	CMYK, RGB bool
	// Wide: 16 bits per channel.
	Wide bool
	// Lossless: a lossless WebP.
	Lossless bool
}
