package catalog

// Race is what the bot says about puzzles raced together: hints and
// solutions asked in a group, sent privately; the leaderboard under a
// puzzle posted in a group or shared inline; and /top (whose lines in the
// menu and in /help, MenuTop and HelpLineTop, are among the Replies).
type Race interface {
	// RaceInvite ends the caption of a puzzle posted in a group: how to
	// race on it.
	RaceInvite() string
	// PrivateFrom heads what the bot sends a person privately for a hint
	// or a solution asked in the group titled group ("" if unknown).
	PrivateFrom(group string) string
	// SentPrivately says that the answer went to the person's private
	// chat with the bot.
	SentPrivately() string
	// StartFirst (HTML) tells a person (name, HTML-escaped) who never
	// opened a chat with the bot how to get hints and solutions: link is
	// the address of that chat, opening on the puzzle.
	StartFirst(name, link string) string
	// Leaderboard heads the results under a raced puzzle.
	Leaderboard() string
	// FilledIn marks a result in which the board's "Fill in all
	// candidates" was used.
	FilledIn() string
	// MoreResults ends a leaderboard cut short: n more finished.
	MoreResults(n int) string
	// TopNotGroup answers /top outside a group.
	TopNotGroup() string
	// TopDaily heads the group's results of the daily puzzle of day
	// ("2026-11-27").
	TopDaily(day string) string
	// TopDailyNone says nobody in the group has finished today's daily.
	TopDailyNone() string
	// TopWeek heads the group's leaderboard of the last seven days.
	TopWeek() string
	// TopWeekLine is a person's week: puzzles finished and best time
	// ("4:32").
	TopWeekLine(name string, solved int, best string) string
	// TopWeekNone says nobody finished a puzzle posted in the group in
	// the last seven days.
	TopWeekNone() string
}
