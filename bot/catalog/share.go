package catalog

// Share is what the bot says when a puzzle leaves its chat: the Share
// button, a /start link whose code does not decode, and the results of
// inline mode (@bot … in any chat).
type Share interface {
	ButtonShare() string // "📤 Share": switch_inline_query with the puzzle's code
	// BadCode answers /start with a puzzle code that does not decode: what
	// is wrong with it, and a code that works (example, a code).
	BadCode(problem CodeProblem, example string) string

	// The titles of inline results (the caption adds the level and
	// rating); technique is its name in the language.
	InlineDailyTitle() string
	InlineNewTitle() string
	InlineTechniqueTitle(technique string) string
	InlineCurrentTitle() string // the puzzle the person is on
	InlinePuzzleTitle() string  // the puzzle the person typed
	// InlineCode is the caption's line with the puzzle's code (HTML,
	// already in <code>).
	InlineCode(code string) string
	InlinePlay() string // the URL button that opens the board
	InlineOpen() string // the URL button that opens the bot's chat
	// InlineHelpTitle and InlineHelp are the one result that says what
	// works, for a query that gives nothing.
	InlineHelpTitle() string
	InlineHelp() string
	// InlineBadTitle heads the one result for a typed puzzle that cannot
	// be shared; its description says why (InlineSeveral, or the answer a
	// typed puzzle gets).
	InlineBadTitle() string
	InlineSeveral() string
}

// A CodeProblem is what is wrong with a puzzle code.
type CodeProblem int

// What can be wrong with a puzzle code.
const (
	CodeUnknown  CodeProblem = iota // not a code the bot writes
	CodeChars                       // a character other than a Latin letter or digit
	CodeLong                        // longer than any code
	CodeMistyped                    // the check character does not match
)
