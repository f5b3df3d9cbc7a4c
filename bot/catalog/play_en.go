package catalog

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// Talk.

// playArticle puts "a" or "an" before an English name, as it is said: "an
// X-Wing", "an Empty Rectangle", "a Unique Rectangle", "a W-Wing".
func playArticle(name string) string {
	if name == "" {
		return name
	}
	first := name[0]
	initialism := len(name) > 1 && (name[1] == '-' || name[1] >= 'A' && name[1] <= 'Z')
	switch {
	case strings.IndexByte("AEIO", first) >= 0,
		initialism && strings.IndexByte("AEFHILMNORSX", first) >= 0:
		return "an " + name
	}
	return "a " + name
}

func (english) TalkExampleHead(t string) string {
	return "Here is " + playArticle(t) + " at work in one of my puzzles:"
}

func (english) TalkExplanationFollows() string { return " (The whole explanation follows.)" }

const playNextEn = "Send me a puzzle (81 digits, 0 or . for empty cells; or a photo or a screenshot of one), or ask for one with /new. /help shows the rest."

func (english) TalkGreeting() string {
	return "Hello! 👋 I solve Sudoku puzzles and teach you how to solve them. " + playNextEn
}

func (english) TalkThanks(thanked bool) string {
	head := "👍 "
	if thanked {
		head = "You're welcome! 😊 "
	}
	return head + "Send another puzzle whenever you like, or try /daily, the puzzle of the day."
}

func (english) TalkAboutMe() string {
	return "I am a Sudoku bot: I solve puzzles, give hints one step at a time without spoiling the rest, explain every step, rate how hard a puzzle is, and check your progress. Ask me about a technique by name (“What is an X-Wing?”). Or s" + strings.TrimPrefix(playNextEn, "S")
}

func (english) TalkNotAPuzzle(example string) string {
	return "That does not look like a puzzle to me. " + playNextEn + "\n\nFor example:\n" + example
}

func (english) TalkTier(t string, tier int) string {
	return fmt.Sprintf("%s: tier %d of the 9 tiers of techniques, from singles (1) to forcing chains (9).", t, tier)
}

func (english) TalkTooRare() string {
	return "It is too rare for me to make a puzzle that needs it; /practice shows the techniques I have puzzles for."
}

func (english) TalkEveryPuzzle() string {
	return "Every puzzle needs it, so there is no drill of its own: /new easy gives you one, and 💡 Hint shows you where it is."
}

func (english) TalkPractise(arg string) string {
	return fmt.Sprintf("/practice %s gives you a puzzle that needs it; press 💡 Hint when you are stuck and I'll show you where it is, a little at a time.", arg)
}

func (english) TalkLockedCandidates() string { return "Locked candidates (pointing and claiming)" }
func (english) TalkUniqueRectangles() string { return "Unique Rectangle (types 1–4)" }
func (english) TalkNames(names []string) string {
	return strings.Join(names, ", ")
}

// playCharNamesEn name the characters people cannot see or tell apart.
var playCharNamesEn = map[rune]string{
	0xFE0F: "an emoji variation selector (U+FE0F, invisible)",
	0xFE0E: "a text variation selector (U+FE0E, invisible)",
	0x20E3: "a keycap mark (U+20E3)",
	0x200B: "a zero-width space (U+200B, invisible)",
	0x200C: "a zero-width non-joiner (U+200C, invisible)",
	0x200D: "a zero-width joiner (U+200D, invisible)",
	0x2060: "a word joiner (U+2060, invisible)",
	0xFEFF: "a byte-order mark (U+FEFF, invisible)",
	0x00AD: "a soft hyphen (U+00AD, invisible)",
	0x200E: "a left-to-right mark (U+200E, invisible)",
	0x200F: "a right-to-left mark (U+200F, invisible)",
}

func (english) TalkCharName(r rune) string {
	if n, ok := playCharNamesEn[r]; ok {
		return n
	}
	switch {
	case playInvisible(r):
		return fmt.Sprintf("an invisible character (U+%04X)", r)
	case unicode.IsSpace(r):
		return fmt.Sprintf("an unusual space (U+%04X)", r)
	}
	return fmt.Sprintf("“%c”", r)
}

// playInvisible reports whether r is a character with no glyph: a format
// or control character or a combining mark.
func playInvisible(r rune) bool {
	return unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Mn, r) || unicode.IsControl(r)
}

// Photo.

const playPictureAdviceEn = "the whole grid, flat, filling most of the picture"

func (english) PhotoTooLarge() string {
	return "This picture is too big for me (bots may download files up to 20 MB, pictures up to 40 megapixels). Send it as a photo, or a smaller picture: " + playPictureAdviceEn + "."
}

func (english) PhotoTooManyPixels(width, height, mp, maxMP int) string {
	return fmt.Sprintf("This picture (%d×%d, %s) is too large for me to read: I read pictures up to %s. Send it as a photo, or a smaller picture: %s.",
		width, height, countEn(mp, "megapixel", "megapixels"), countEn(maxMP, "megapixel", "megapixels"), playPictureAdviceEn)
}

func (english) PhotoTooCostly(width, height int, kind PictureKind, kindMP, maxMP int) string {
	what := kind.Format
	switch {
	case kind.Progressive && kind.Format == "PNG":
		what = "interlaced PNG"
	case kind.Progressive:
		what = "progressive " + kind.Format
	case kind.Lossless:
		what = "lossless " + kind.Format
	}
	if kind.CMYK {
		what += ", CMYK"
	}
	if kind.RGB {
		what += ", RGB"
	}
	if kind.Wide {
		what += ", 16 bits per channel"
	}
	return fmt.Sprintf("This picture (%d×%d, %s) is too large for me to read: stored this way, I can read up to %s. Send it as a photo, or save it as an ordinary JPEG or PNG: a photo or a screenshot up to %s works.",
		width, height, what, countEn(kindMP, "megapixel", "megapixels"), countEn(maxMP, "megapixel", "megapixels"))
}

func (english) PhotoUnsupported() string {
	return "I can't open this file as a picture. Send a photo, or a JPEG, PNG or WebP picture of " + playPictureAdviceEn + "."
}

func (english) PhotoNoGrid() string {
	return "I could not find a Sudoku grid in this picture. Send a photo of " + playPictureAdviceEn + ", or type the puzzle."
}

func (english) PhotoCutOff() string {
	return "The grid seems cut off at the edge of the picture. Send a photo of " + playPictureAdviceEn + "."
}

func (english) PhotoDownloadFailed() string {
	return "I could not download the picture. Please send it again."
}

func (english) PhotoRead() string { return "I read this puzzle:" }

func (english) PhotoGame(entries, marked int) string {
	marks := ""
	if marked > 0 {
		marks = ", and pencil marks in " + countEn(marked, "cell", "cells")
	}
	return fmt.Sprintf("📷 Your game in progress: the printed digits are the puzzle, %s yours%s.", countEn(entries, "digit is", "digits are"), marks)
}
func (english) PhotoGameMistakes(cells []string) string {
	isAre, them := "cells are", "them"
	if len(cells) == 1 {
		isAre, them = "cell is", "it"
	}
	return fmt.Sprintf("%d %s wrong: %s. Until you fix %s, the hint leaves %s out.", len(cells), isAre, strings.Join(cells, ", "), them, them)
}
func (english) PhotoCorrected() string { return "Corrected puzzle:" }

// aDigitEn writes a digit with its article: "a 7", "an 8".
func aDigitEn(d int) string {
	if d == 8 {
		return "an 8"
	}
	return "a " + strconv.Itoa(d)
}

// playValueEn names what a cell holds: a digit, or "empty".
func playValueEn(v int) string {
	if v == 0 {
		return "empty"
	}
	return fmt.Sprint(v)
}

func (english) PhotoRepaired(cell string, now, read int) string {
	return fmt.Sprintf("I read %s as %s, not %s — check it.", cell, playValueEn(now), playValueEn(read))
}

func (english) PhotoRepairHowToFix() string {
	return "If a cell is wrong, reply to this message with the right digit, e.g. r3c5=7 (r3c5=0 empties it)."
}

func (english) PhotoRepairPart(cell string, now, read int) string {
	return fmt.Sprintf("%s as %s, not %s", cell, playValueEn(now), playValueEn(read))
}

func (english) PhotoRepairsAsk(parts []string) string {
	return "As I read it, this grid has no proper solution. It has one if I read " + strings.Join(parts, "; ") + " (marked). That changes more than one cell, so please check it against the picture."
}

func (english) PhotoRepairsPrompt() string {
	return "If the picture shows exactly this grid, press ✅ Looks right. Otherwise reply to this message with corrections such as r3c5=7 (r3c5=0 empties a cell), or send the whole grid as text."
}

func (english) PhotoProblemRepeats() string { return "digits repeat in a row, column or box" }
func (english) PhotoProblemNoSolution() string {
	return "this grid has no solution"
}
func (english) PhotoProblemSeveral() string {
	return "this grid has more than one solution (a digit may be missing)"
}
func (english) PhotoProblemTooHard() string    { return "this grid is too hard to check" }
func (english) PhotoProblemHardToRead() string { return "some digits are hard to read" }

func (english) PhotoNotSure(problem string) string {
	return "I am not sure I read this puzzle right: " + problem + "."
}

func (english) PhotoCellReason(cell, why string) string { return cell + " (" + why + ")" }

func (english) PhotoCellsToCheck(parts []string) string {
	return "Cells to check (marked): " + strings.Join(parts, "; ")
}

func (english) PhotoCellList(cells []string) string { return strings.Join(cells, ", ") }

func (english) PhotoCellsMore(n int) string {
	return fmt.Sprintf("%d more, marked in the picture", n)
}

func (english) PhotoCorrectionsPrompt(looksRight bool) string {
	const how = "reply to this message with corrections such as r3c5=7 (r3c5=0 empties a cell), several separated by spaces or commas, or send the whole grid as text."
	if looksRight {
		return "If the picture shows exactly this grid, press ✅ Looks right. Otherwise " + how
	}
	return "Please " + how
}

func (english) PhotoCorrectionClash(move string, digit, kind, index int, cell string) string {
	house := [...]string{"row", "column", "box"}[playKind(kind)]
	return fmt.Sprintf("With %s this grid has no solution: %s %d already has %s, at %s.", move, house, index, aDigitEn(digit), cell)
}

func (english) PhotoCorrectionNoSolution(moves, blocked []string) string {
	with := strings.Join(moves, ", ")
	if len(blocked) == 0 {
		return "With " + with + " this grid has no solution."
	}
	return "With " + with + " this grid has no solution: no digit can go in " + strings.Join(blocked, ", ") + " any more."
}

func (english) PhotoFaint() string { return "faint mark" }
func (english) PhotoSmall() string { return "small mark: a pencil mark?" }
func (english) PhotoMarks(digits []int) string {
	return "pencil marks read as " + spacedDigits(digits) + ": right?"
}
func (english) PhotoAlike(a, b int) string {
	return fmt.Sprintf("two digits look alike: %d or %d?", a, b)
}
func (english) PhotoRepairedDoubt(now, read int) string {
	switch {
	case read == 0:
		return fmt.Sprintf("looked empty, but with %d the grid has one solution", now)
	case now == 0:
		return fmt.Sprintf("looked like %d, but left empty the grid has one solution", read)
	}
	return fmt.Sprintf("looked like %d, but with %d the grid has one solution", read, now)
}
func (english) PhotoHardToRead() string  { return "hard to read" }
func (english) PhotoNoDigitFits() string { return "no digit can go here" }
func (english) PhotoWhose(yours bool) string {
	if yours {
		return "taken as written in by you, not printed"
	}
	return "taken as printed, not written in by you"
}
func (english) PhotoWhoseHow() string {
	return "To say whose a digit is, reply with its cell and “printed” or “mine”, e.g. r3c5 printed."
}
func (english) PhotoWhoseNoGame() string {
	return "Only a game in progress read from a picture has digits of yours, and only while its question waits for an answer. This grid was read as a puzzle: every digit in it counts as printed."
}
func (english) PhotoWhoseEmpty(cells []string) string {
	return fmt.Sprintf("%s: no digit there as I read it. Write its digit with the word, e.g. %s=7 mine.", strings.Join(cells, ", "), cells[0])
}
func (english) PhotoGameGone() string {
	return "That reading of your game is no longer waiting for an answer. Send the picture again to go on from it."
}
func (english) PhotoLooksRight() string { return "✅ Looks right" }

// Practice.

func (english) PracticeMakeFailed() string {
	return "I could not make that puzzle in time. Please try again in a moment."
}

func (english) PracticeUnknownLevel(name, cmd string, levels []string) string {
	lower := make([]string, len(levels))
	for i, l := range levels {
		lower[i] = strings.ToLower(l)
	}
	return fmt.Sprintf("I don't know the level “%s”. The levels are %s; for example /%s hard.", name, strings.Join(lower, ", "), cmd)
}

var playTiersEn = [...]string{
	"Singles",
	"Locked candidates",
	"Subsets",
	"Fish, single-digit patterns and wings",
	"Coloring and uniqueness",
	"Finned and sashimi fish",
	"Chains and loops",
	"Almost locked sets",
	"Forcing chains and nets",
}

func (english) PracticeTier(tier int) string {
	if tier < 1 || tier > len(playTiersEn) {
		return fmt.Sprintf("Tier %d", tier)
	}
	return playTiersEn[tier-1]
}

func (english) PracticeTierLine(tier string, ts []string) string {
	return "• " + tier + ": " + strings.Join(ts, ", ")
}

func (english) PracticeArg(t string) string { return strings.ToLower(t) }

func (english) PracticeLockedCandidatesArg() string { return "locked candidates" }
func (english) PracticeUniqueRectangleArg() string  { return "unique rectangle" }
func (english) PracticeFinnedFishArg() string       { return "finned fish" }
func (english) PracticeSashimiFishArg() string      { return "sashimi fish" }

func (english) PracticeList(list string) string {
	return "Which technique would you like to practise? For example /practice x-wing. I have puzzles for:\n" + list
}

func (english) PracticeUnknownTechnique(name, list string) string {
	return fmt.Sprintf("I don't know the technique “%s”. These are the ones I have puzzles for (send e.g. /practice skyscraper):\n%s", name, list)
}

func (english) PracticeDidYouMean(typed, command, name string) string {
	return fmt.Sprintf("I don't know “%s”. Did you mean %s? Send %s", typed, name, command)
}

func (english) PracticeTooRare(t, list string) string {
	return fmt.Sprintf("%s is too rare in random puzzles for me to make one now, and I have none in store yet. These I can give you:\n%s", t, list)
}

func (english) PracticeRating(level string, score float64) string {
	return fmt.Sprintf("%s (%.1f)", level, score)
}

func (english) PracticeNewCaption(rating string) string {
	return "🧩 A new puzzle · " + rating + "\nTap Hint when you are stuck; send your grid as a reply to check it."
}

func (english) PracticeCaption(t, rating string) string {
	return fmt.Sprintf("🎯 Practice: %s · %s\nSolving it takes %s at least once, and nothing harder.", t, rating, t)
}

func (english) PracticeDailyCaption(date, rating string) string {
	return fmt.Sprintf("📅 Daily puzzle · %s (UTC) · %s\nEveryone gets this puzzle today; a new one comes tomorrow.", date, rating)
}

func (english) PracticeCountHow() string {
	return "Send /count with a puzzle, or reply /count to a puzzle, and I count its solutions."
}

func (english) PracticeCountEmpty(bound int) string {
	return fmt.Sprintf("At least %d solutions: an empty grid can become any Sudoku grid, and there are 6,670,903,752,021,072,936,960 of them.", bound)
}

func (english) PracticeCount(n int, exact, limited, warn, partial bool, marked int) string {
	count := fmt.Sprintf("%d solutions", n)
	if !exact {
		count = "at least " + count
	}
	s := "This puzzle has " + count + "."
	if warn {
		s = "⚠️ This puzzle has " + count + ", not one, so logic alone cannot solve it: there is no next step to hint at, no rating and nothing to check against."
	}
	if limited {
		s += " (I stopped counting at my search limit.)"
	}
	switch {
	case partial:
		are := "marked cells are"
		if marked == 1 {
			are = "marked cell is"
		}
		s += fmt.Sprintf(" The %s where the solutions differ; I could not check every other cell, so some digits shown may differ too.", are)
	case marked == 1:
		s += " The marked cell is where the solutions differ; the digits shown are the same in all of them."
	default:
		s += fmt.Sprintf(" The %d marked cells are where the solutions differ; the digits shown are the same in all of them.", marked)
	}
	return s + " A given in a marked cell would narrow it down."
}

// Moves.

func (english) MovesNoPuzzle() string {
	return "Send me a puzzle first: moves like r3c5=7 are recorded in the puzzle you are solving."
}

func (english) MovesGiven(cell string, digit int) string {
	return fmt.Sprintf("%s is a given (%d)", cell, digit)
}

func (english) MovesCleared(cell string) string { return cell + " cleared" }

func (english) MovesRefused(givens []string) string {
	return fmt.Sprintf("Nothing recorded: %s, and the givens cannot change.", strings.Join(givens, ", "))
}

func (english) MovesAllFilledWrong() string {
	return "Every cell is filled, but some are wrong: /check shows which."
}

func (english) MovesClash(move string, digit, kind, index int, cell string) string {
	house := [...]string{"row", "column", "box"}[playKind(kind)]
	return fmt.Sprintf("⚠️ %s: there is already %s in %s %d, at %s.", move, aDigitEn(digit), house, index, cell)
}

// playKind bounds a house's kind to 0 (row), 1 (column) or 2 (box).
func playKind(kind int) int {
	if kind < 0 || kind > 2 {
		return 0
	}
	return kind
}

func (english) MovesImproperRules() string {
	return "This puzzle's givens break the rules, so I can't check your moves or give hints in it."
}

func (english) MovesImproperNoSolution() string {
	return "This puzzle has no solution, so I can't check your moves or give hints in it."
}

func (english) MovesImproperSeveral() string {
	return "This puzzle has more than one solution, so I can't check your moves or give hints in it."
}

func (english) MovesRecorded(written []string, more, filled, empty int, improper string) string {
	head := "Nothing new to record."
	if len(written) > 0 {
		list := strings.Join(written, ", ")
		if more > 0 {
			list += fmt.Sprintf(" and %d more", more)
		}
		head = "Recorded: " + list + "."
	}
	if improper != "" {
		return head + " " + improper
	}
	return head + fmt.Sprintf(" %d of %d empty cells filled. /check compares them with the solution; /hint goes on from them.", filled, empty)
}

func (english) MovesOutside(move string) string {
	return fmt.Sprintf("%s is outside the grid: rows and columns go from 1 to 9 (r1c1 is the top left cell, r9c9 the bottom right). Nothing recorded.", move)
}

func (english) MovesNotADigit(move string, row, col int) string {
	return fmt.Sprintf("%s: a cell holds one digit, 1 to 9 (0 clears it), like r%dc%d=7. Nothing recorded.", move, row, col)
}

// Walk.

func (english) WalkHeader(step, steps int, t string) string {
	return fmt.Sprintf("Step %d of %d · %s", step, steps, t)
}

func (english) WalkPage(page, pages int) string {
	return fmt.Sprintf(" · page %d of %d", page, pages)
}

func (english) WalkBranch(branch, branches int) string {
	return fmt.Sprintf(" · branch %d of %d", branch, branches)
}

func (english) WalkPageRest() string { return "(The rest of this page is in “All steps as text”.)" }
func (english) WalkExplanationRest() string {
	return " (The whole explanation is in “All steps as text”.)"
}
func (english) WalkStepRest() string { return "(The rest of this step is in “All steps as text”.)" }

func (english) WalkDone(steps int) string {
	return fmt.Sprintf("Solved! 🎉 That was the last of %d steps; ◀ goes back through them.", steps)
}

func (english) WalkBranchButton(branch int) string { return fmt.Sprintf("🔀 Branch %d", branch) }
func (english) WalkPageButton(page int) string     { return fmt.Sprintf("📄 Page %d", page) }
func (english) WalkBack() string                   { return "◀ Back" }
func (english) WalkForward() string                { return "Next ▶" }
func (english) WalkSkipSingles() string            { return "⏭ Skip the singles" }
func (english) WalkStepsText() string              { return "📜 All steps as text" }
