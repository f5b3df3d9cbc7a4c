package board

import (
	"errors"

	"sudokubot/bot/catalog"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// words returns the page's words in a language: the page has none of its
// own, so every text it shows is written in the catalog (catalog.Board, and
// the chat's buttons).
func words(lang locale.Lang) map[string]string {
	c := catalog.For(lang)
	return map[string]string{
		"title":    c.BoardTitle(),
		"pencil":   c.BoardPencil(),
		"erase":    c.BoardErase(),
		"undo":     c.BoardUndo(),
		"redo":     c.BoardRedo(),
		"hint":     c.ButtonHint(),
		"check":    c.ButtonCheck(),
		"fill":     c.BoardFill(),
		"rewind":   c.BoardRewind(),
		"more":     c.ButtonMore(),
		"apply":    c.BoardApply(),
		"close":    c.BoardClose(),
		"reload":   c.BoardReload(),
		"row":      c.BoardCell(),
		"sep":      c.BoardSep(),
		"empty":    c.BoardEmpty(),
		"given":    c.BoardGiven(),
		"marks":    c.BoardMarks(),
		"clash":    c.BoardClash(),
		"wrong":    c.BoardWrong(),
		"paused":   c.BoardPaused(),
		"solved":   c.BoardSolved(),
		"unsaved":  c.BoardUnsaved(),
		"stale":    c.BoardStale(),
		"auth":     c.BoardAuth(),
		"failed":   c.BoardFailed(),
		"noerror":  c.BoardNoError(),
		"fixhead":  c.BoardFixHead(),
		"fixgame":  c.BoardFixGameHead(),
		"whose":    c.BoardWhose(),
		"yours":    c.BoardYours(),
		"send":     c.BoardSend(),
		"sent":     c.BoardSent(),
		"doubt":    c.BoardDoubt(),
		"keyboard": c.BoardKeys(),
		"fixkeys":  c.BoardFixKeys(false),
		"gamekeys": c.BoardFixKeys(true),
		// A race's leaderboard, after a finish.
		"leaderboard":  c.Leaderboard(),
		"filledin":     c.FilledIn(),
		"raceplace":    c.BoardRacePlace(),
		"raceplayer":   c.BoardRacePlayer(),
		"racetime":     c.BoardRaceTime(),
		"racehints":    c.BoardRaceHints(),
		"racemistakes": c.BoardRaceMistakes(),
		"raceyou":      c.BoardRaceYou(),
	}
}

// puzzleErrorText says why a puzzle cannot be played.
func puzzleErrorText(err error, lang locale.Lang) string {
	c := catalog.For(lang)
	switch {
	case errors.Is(err, logic.ErrNoSolution):
		return c.BoardNoSolution()
	case errors.Is(err, logic.ErrMultipleSolutions):
		return c.BoardManySolutions()
	case errors.Is(err, logic.ErrSearchLimit):
		return c.BoardTooHard()
	}
	return c.BoardGivensClash()
}
