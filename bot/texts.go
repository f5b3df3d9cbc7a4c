package bot

import (
	"strings"
	"time"

	"sudokubot/bot/catalog"
	"sudokubot/bot/verdict"
	"sudokubot/solver"
	"sudokubot/solver/locale"
)

// Every text the bot sends comes from the catalog of the person's
// language (package catalog), picked once per update from their Telegram
// language_code.

// examplePuzzle is a puzzle people can copy and send (verdict.Example).
const examplePuzzle = verdict.Example

// Button labels.
func btnHint(lang locale.Lang) string        { return catalog.For(lang).ButtonHint() }
func btnSteps(lang locale.Lang) string       { return catalog.For(lang).ButtonSteps() }
func btnCheck(lang locale.Lang) string       { return catalog.For(lang).ButtonCheck() }
func btnMoreSteps(lang locale.Lang) string   { return catalog.For(lang).ButtonMoreSteps() }
func btnOneSolution(lang locale.Lang) string { return catalog.For(lang).ButtonOneSolution() }
func btnSolve(lang locale.Lang) string       { return catalog.For(lang).ButtonSolve() }

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
