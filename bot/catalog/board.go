package catalog

// Board is what the board (the Mini App, package sudokubot/bot/board)
// shows, in the page and in its API's answers; what the terminal chat of
// local mode (package sudokubot/bot/terminal) says of its own; and what
// the command (cmd/sudokubot) says to the person. The board's page has no
// words of its own: the Board* methods without arguments are served to it
// by GET api/words, and a few of them hold placeholders the page fills in
// (%r, %c, %t, named where they are).
type Board interface {
	// The page's buttons.
	BoardTitle() string  // the page's title and the grid's accessible name: "Sudoku"
	BoardPencil() string // "✏️ Pencil": pencil marks on or off
	BoardErase() string  // "⌫ Erase"
	BoardUndo() string   // "↶ Undo"
	BoardRedo() string   // "↷ Redo"
	BoardFill() string   // "Fill in all candidates"
	BoardRewind() string // "Back to my first mistake"
	BoardApply() string  // "Apply": a hint's step, at its last levels
	BoardClose() string  // "Close": the hint's ✕, for assistive tools
	BoardReload() string // "Reload"
	BoardSend() string   // "📨 Send to the chat": a photo's grid, corrected
	// BoardWhose, in a game's fix, makes the selected digit the person's
	// own or printed (pressed: it is theirs).
	BoardWhose() string
	// BoardKeys lists the keyboard's keys, under the board; BoardFixKeys
	// those of a photo's fix (game: a game's, with M for BoardWhose).
	BoardKeys() string
	BoardFixKeys(game bool) string

	// A cell's accessible name: BoardCell is "row %r, column %c" (the page
	// puts the numbers for %r and %c), then, after BoardSep, the cell's
	// digit or BoardEmpty or BoardMarks and the marks' digits, and each
	// of BoardGiven, BoardClash, BoardWrong, BoardDoubt that applies.
	BoardCell() string
	BoardSep() string
	BoardEmpty() string
	BoardMarks() string // before the marks' digits: "pencil marks 1 6"
	BoardGiven() string
	BoardClash() string // the digit repeats in its row, column or box
	BoardWrong() string // Check found it wrong
	BoardDoubt() string // a photo's cell the bot is unsure it read right
	BoardYours() string // in a game's fix, a digit the person wrote in

	// The page's status lines.
	BoardPaused() string  // beside the timer
	BoardSolved() string  // "🎉 Solved in %t!", %t the time taken
	BoardUnsaved() string // the store cannot take the moves yet
	BoardStale() string   // another device changed the game: reload
	BoardAuth() string    // the page was not opened from Telegram
	BoardFailed() string  // anything unexpected
	BoardNoError() string // no mistake on the board to go back to
	BoardFixHead() string // a photo's grid, to correct
	// BoardFixGameHead: a photo's game in progress, to correct.
	BoardFixGameHead() string
	BoardSent() string // the corrected grid went to the chat

	// A race's leaderboard, under the finish (its caption is
	// Race.Leaderboard, a filled-in result's mark Race.FilledIn): the
	// table's column heads, and the mark of the person's own row.
	BoardRacePlace() string
	BoardRacePlayer() string
	BoardRaceTime() string
	BoardRaceHints() string
	BoardRaceMistakes() string
	BoardRaceYou() string // after the person's own name: "(you)"

	// The API's refusals.
	BoardPrivate() string    // ALLOWED_CHATS leaves the person out
	BoardTooMany() string    // the person's rate is exceeded
	BoardTooBig() string     // a body over the limit
	BoardBusy() string       // every slot of the engine is taken
	BoardTimeout() string    // the next step took too long to find
	BoardNotFromFix() string // a grid sent without a photo's Fix link
	BoardOneFix() string     // corrected grids sent too often
	BoardNoGame() string     // the board opened with no puzzle
	// BoardBadRequest says the page sent what the server cannot take;
	// detail is the technical reason (in English, for a report).
	BoardBadRequest(detail string) string
	// BoardLostCandidate says the pencil marks of a cell (named "r3c5")
	// lost its solution's digit: the person removed it.
	BoardLostCandidate(cell string) string
	// BoardMissingCandidate says the pencil marks the person wrote in a
	// cell leave its solution's digit out: they never held it.
	BoardMissingCandidate(cell string) string
	// BoardMistakeHeader heads a hint that shows n cells to fix first.
	BoardMistakeHeader(n int) string
	// BoardRewound says the mistakes on the board (the cells named) were
	// taken off it, the other moves kept.
	BoardRewound(cells []string) string
	BoardNoSolution() string
	BoardManySolutions() string
	BoardTooHard() string                // the solver's step limit was reached
	BoardGivensClash() string            // a digit repeats among the givens
	BoardConflict(cells []string) string // the cells whose digits repeat, before sending

	// The terminal chat of local mode.
	TerminalWelcome() string // printed when the chat starts
	TerminalNoButtons() string
	TerminalNoFile(path string) string
	// TerminalRows prompts for the next row of a grid typed by hand: rows
	// of 9 so far.
	TerminalRows(rows int) string
	// TerminalNoMore answers the label of a hint's More typed when the
	// hint is at its last level; next is the label of the message's
	// button to the next step, "" if it has none.
	TerminalNoMore(label, next string) string
	TerminalGone(label string) string // a button no message shows now
	TerminalCannotSend(err string) string
	TerminalCannotPress(label, err string) string
	TerminalCannotRead(path, err string) string
	TerminalOpen(url string) string // a Mini App button: the link to open
	TerminalBot() string            // before each message of the bot
	TerminalBotEdited() string      // before a message the bot edited
	TerminalButtons() string        // before a message's buttons
	TerminalPicture(path string) string
	TerminalSpoilerPicture(path string) string // a picture hidden until tapped
	TerminalPictureLost(err string) string     // a picture that could not be saved
	TerminalHidden() string                    // in place of a spoiler's text
	TerminalNothingHidden() string             // "show" with nothing hidden
	TerminalHiddenText() string                // before the spoiler's text, shown
	// TerminalShowWords are what the person may type to see a spoiler's
	// text ("show"), each as typed, lower case.
	TerminalShowWords() []string

	// The command.
	LocalBoardLink(url string) string // local mode: the board's link
	// LocalBoardPortTaken says the board's usual address (addr) was taken,
	// so its link is another this time.
	LocalBoardPortTaken(addr string) string
	// LocalForgets says, when the chat starts, that the conversation is
	// kept only while the bot runs (a temporary DATA_DIR), and how to
	// keep it.
	LocalForgets() string
	MenuButton() string // the Mini App's menu button: "🎮 Play"
}
