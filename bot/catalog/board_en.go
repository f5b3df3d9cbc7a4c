package catalog

import (
	"fmt"
	"strings"
)

func (english) BoardTitle() string  { return "Sudoku" }
func (english) BoardPencil() string { return "✏️ Pencil" }
func (english) BoardErase() string  { return "⌫ Erase" }
func (english) BoardUndo() string   { return "↶ Undo" }
func (english) BoardRedo() string   { return "↷ Redo" }
func (english) BoardFill() string   { return "Fill in all candidates" }
func (english) BoardRewind() string { return "Back to my first mistake" }
func (english) BoardApply() string  { return "Apply" }
func (english) BoardClose() string  { return "Close" }
func (english) BoardReload() string { return "Reload" }
func (english) BoardSend() string   { return "📨 Send to the chat" }
func (english) BoardKeys() string {
	return "Keys: 1–9, arrows, Backspace, P for pencil (Shift+digit: one mark), Ctrl+Z / Ctrl+Y"
}
func (english) BoardFixKeys(game bool) string {
	if game {
		return "Keys: 1–9, arrows, Backspace, M for mine or printed, Ctrl+Z / Ctrl+Y"
	}
	return "Keys: 1–9, arrows, Backspace, Ctrl+Z / Ctrl+Y"
}

func (english) BoardCell() string  { return "row %r, column %c" }
func (english) BoardSep() string   { return ", " }
func (english) BoardEmpty() string { return "empty" }
func (english) BoardMarks() string { return "pencil marks" }
func (english) BoardGiven() string { return "given" }
func (english) BoardClash() string { return "breaks a rule" }
func (english) BoardWrong() string { return "wrong" }
func (english) BoardDoubt() string { return "unsure" }

func (english) BoardWhose() string { return "✍️ Mine" }
func (english) BoardYours() string { return "written in by you" }
func (english) BoardFixGameHead() string {
	return "This is your game as I read it; the cells I am unsure of are framed. Correct it (✍️ Mine: the selected digit is yours, not printed), then send it to the chat."
}

func (english) BoardPaused() string { return "Paused" }
func (english) BoardSolved() string { return "🎉 Solved in %t!" }
func (english) BoardUnsaved() string {
	return "Your moves are not saved yet: the bot cannot store them right now. Keep playing; they are saved as soon as it can."
}
func (english) BoardStale() string {
	return "This game was changed on another device or in the chat. Reload to go on from there."
}
func (english) BoardAuth() string {
	return "Open the board from the bot's 🎮 Play button in Telegram."
}
func (english) BoardFailed() string  { return "Something went wrong. Please try again." }
func (english) BoardNoError() string { return "There is no mistake on the board to go back to." }
func (english) BoardFixHead() string {
	return "This is the grid as I read it; the cells I am unsure of are framed. Correct it, then send it to the chat."
}
func (english) BoardSent() string { return "Sent: my answer is in the chat." }

func (english) BoardRacePlace() string    { return "Place" }
func (english) BoardRacePlayer() string   { return "Player" }
func (english) BoardRaceTime() string     { return "Time" }
func (english) BoardRaceHints() string    { return "Hints" }
func (english) BoardRaceMistakes() string { return "Mistakes" }
func (english) BoardRaceYou() string      { return "(you)" }

func (english) BoardPrivate() string {
	return "This bot is private: it answers only the people its owner chose."
}
func (english) BoardTooMany() string { return "Too many requests: slow down a little." }
func (english) BoardTooBig() string  { return "The request is too big." }
func (english) BoardBusy() string {
	return "Many people are asking at once: try again in a moment."
}
func (english) BoardTimeout() string {
	return "The next step takes too long to find; try again later."
}
func (english) BoardNotFromFix() string {
	return "This board was not opened from a photo's ✏️ Fix button in your chat: send the photo to the bot and use the button under its answer."
}
func (english) BoardOneFix() string {
	return "One grid at a time: wait a few seconds before sending another."
}
func (english) BoardNoGame() string {
	return "You have no puzzle yet: send /new in the chat, or open the board from a puzzle's 🎮 Play button."
}
func (english) BoardBadRequest(detail string) string {
	return fmt.Sprintf("The board sent something the bot cannot take (%s). Reload it and try again.", detail)
}
func (english) BoardLostCandidate(cell string) string {
	return fmt.Sprintf("The pencil marks of %s no longer hold the digit that goes there: one of the candidates you removed was right. Put it back before going on; a hint built on it would lead you astray.", cell)
}
func (english) BoardMissingCandidate(cell string) string {
	return fmt.Sprintf("The pencil marks you wrote in %s leave out the digit that goes there. Add it before going on; a hint built on them would lead you astray.", cell)
}
func (english) BoardMistakeHeader(n int) string {
	if n == 1 {
		return "A mistake to fix first"
	}
	return "Mistakes to fix first"
}
func (english) BoardRewound(cells []string) string {
	return fmt.Sprintf("Your mistakes are undone (%s); your right moves stay. Undo puts the mistakes back.", strings.Join(cells, ", "))
}
func (english) BoardNoSolution() string { return "This puzzle has no solution." }
func (english) BoardManySolutions() string {
	return "This puzzle has more than one solution, so it cannot be played here."
}
func (english) BoardTooHard() string { return "This puzzle is too hard for me to check." }
func (english) BoardGivensClash() string {
	return "The puzzle's givens break the rules: a digit repeats in a row, column or box."
}
func (english) BoardConflict(cells []string) string {
	return fmt.Sprintf("Digits repeat in a row, column or box: %s. Fix them before sending.", strings.Join(cells, ", "))
}

func (english) TerminalWelcome() string {
	return `Local mode: you are chatting with the bot through a built-in Bot API emulator.
Type or paste a puzzle: 81 digits on a line, or nine rows (a pasted grid is
read whole; rows typed one by one are sent when the ninth comes). Press a
button by typing its label or a word of it, e.g. Hint, or next for "Next hint";
a line that starts with / is always a command, never a button. "show" shows
what a spoiler hides.
Start a line with > to reply to the bot's last message with buttons, e.g.
"> /check" and your grid. Type the path of a picture file (JPEG, PNG, WebP)
to send a photo of a puzzle; correct what the bot read with e.g. "> r3c5=7".
/help lists the commands. Ctrl-C or Ctrl-D quits.`
}
func (english) TerminalNoButtons() string {
	return "(No message of the bot has buttons yet: sending this as a plain message.)"
}
func (english) TerminalNoFile(path string) string {
	return fmt.Sprintf("(No such file: %s. Type the path of a JPEG, PNG or WebP picture to send it as a photo.)", path)
}
func (english) TerminalRows(rows int) string {
	return fmt.Sprintf("(%d of 9 rows so far: type the next, or an empty line to send these)", rows)
}
func (english) TerminalNoMore(label, next string) string {
	if next == "" {
		return fmt.Sprintf("(No message shows “%s” now: there is no more to this hint, it is at its last level.)", label)
	}
	return fmt.Sprintf("(No message shows “%s” now: there is no more to this hint, it is at its last level. Type %s for the next step.)", label, next)
}
func (english) TerminalGone(label string) string {
	return fmt.Sprintf("(No message shows “%s” now.)", label)
}
func (english) TerminalCannotSend(err string) string {
	return fmt.Sprintf("(could not send that: %s)", err)
}
func (english) TerminalCannotPress(label, err string) string {
	return fmt.Sprintf("(could not press “%s”: %s)", label, err)
}
func (english) TerminalCannotRead(path, err string) string {
	return fmt.Sprintf("(could not read %s: %s)", path, err)
}
func (english) TerminalOpen(url string) string {
	return "Open this in a browser to play: " + url
}
func (english) TerminalBot() string       { return "bot:" }
func (english) TerminalBotEdited() string { return "bot (edited its message):" }
func (english) TerminalButtons() string   { return "buttons:" }
func (english) TerminalPicture(path string) string {
	return "[picture: " + path + "]"
}
func (english) TerminalSpoilerPicture(path string) string {
	return "[picture (sent as a spoiler: hidden until tapped): " + path + "]"
}
func (english) TerminalPictureLost(err string) string {
	return fmt.Sprintf("[a picture; could not save it: %s]", err)
}
func (english) TerminalHidden() string        { return "[hidden: type “show” to see it]" }
func (english) TerminalNothingHidden() string { return "(Nothing is hidden.)" }
func (english) TerminalHiddenText() string    { return "(the hidden text:)" }
func (english) TerminalShowWords() []string   { return []string{"show"} }

func (english) LocalBoardLink(url string) string {
	return "The board, to play in any browser: " + url
}
func (english) LocalBoardPortTaken(addr string) string {
	return fmt.Sprintf("(The board's usual address, %s, is in use by another program, perhaps\nanother sudokubot: this time the board is at the link above, and a tab opened\nat the usual one will not reach it.)", addr)
}
func (english) LocalForgets() string {
	return "This conversation is kept only while the bot runs: started again, it begins\nafresh. To keep it, start the bot with a folder for its data, e.g.\nDATA_DIR=sudokubot-data."
}
func (english) MenuButton() string { return "🎮 Play" }
