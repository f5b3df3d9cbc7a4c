package catalog

import "fmt"

func (english) ButtonShare() string { return "📤 Share" }

func (english) BadCode(problem CodeProblem, example string) string {
	var what string
	switch problem {
	case CodeChars:
		what = "This puzzle code holds a character codes never have: they are made of Latin letters and digits only."
	case CodeLong:
		what = "This puzzle code is too long: codes have at most 48 characters."
	case CodeMistyped:
		what = "This puzzle code is mistyped or cut short: its last character, a check, does not match the rest."
	default:
		what = "This is not a puzzle code I know."
	}
	return what + "\n\nA code that works: /start " + example + "\nOr send me the puzzle itself."
}

func (english) InlineDailyTitle() string             { return "📅 Today's daily" }
func (english) InlineNewTitle() string               { return "🧩 New puzzle" }
func (english) InlineTechniqueTitle(t string) string { return "🎯 Practice: " + t }
func (english) InlineCurrentTitle() string           { return "✏️ The puzzle I'm solving" }
func (english) InlinePuzzleTitle() string            { return "🧩 This puzzle" }
func (english) InlineCode(code string) string        { return fmt.Sprintf("Code: <code>%s</code>", code) }
func (english) InlinePlay() string                   { return "🎮 Play on the board" }
func (english) InlineOpen() string                   { return "💬 Open in the bot's chat" }
func (english) InlineHelpTitle() string              { return "How to share a Sudoku" }

func (english) InlineHelp() string {
	return "Type a level (easy, medium, hard…), a technique (X-Wing…), a puzzle's 81 digits or its code; or nothing, for today's daily and new puzzles."
}

func (english) InlineBadTitle() string { return "This puzzle can't be shared" }
func (english) InlineSeveral() string {
	return "It has more than one solution, and a Sudoku must have exactly one."
}
