package catalog

// Stats is what a person's progress says: /stats (its picture's words and
// caption), the board's words after a finish, and /remind.
type Stats interface {
	// The commands' lines in Telegram's menu and in /help are in
	// Replies (MenuStats, MenuRemind), as every command's.

	// The words of the /stats picture. They are drawn, not sent: short.
	StatsTitle() string
	StatsSolvedHeader() string // the column of puzzles solved by level
	StatsBestHeader() string   // the column of best times
	StatsMedianHeader() string // the column of median times
	StatsLevelHeader() string  // the column of levels
	// StatsStreakWords follows the number of days in a row of dailies
	// ("days in a row" after "3").
	StatsStreakWords(days int) string
	// StatsLongest is the longest streak, under the current one.
	StatsLongest(days int) string
	// StatsHintsChart titles the chart of hints per puzzle over the last
	// n puzzles.
	StatsHintsChart(n int) string
	StatsTechniquesHeader() string // the list of techniques met
	StatsMetHeader() string        // how often met
	StatsHintedHeader() string     // how often they needed a hint
	// StatsMore ends a list cut short: "and 5 more".
	StatsMore(n int) string

	// StatsCaption goes under the picture: puzzles solved, the streak.
	StatsCaption(solved, streak, longest int) string
	// StatsPractice lists the /practice links of the techniques that
	// needed hints.
	StatsPractice(links []string) string
	// StatsEmpty answers /stats before any finish.
	StatsEmpty() string

	// FinishStreak is shown on the board after a daily is finished.
	FinishStreak(days int) string
	// FinishAgain is shown when the game finished was already counted.
	FinishAgain() string
	// The board's refusals of a finish.
	BoardFinishWrong() string
	BoardFinishTime() string
	BoardFinishChallenge() string

	// /remind.
	RemindHow(on bool, at string) string
	RemindAskZone(at string) string
	RemindBadTime(typed string) string
	RemindBadZone(typed string) string
	RemindOn(at string) string
	RemindOff() string
	// RemindText is the reminder itself, with a button to today's daily.
	RemindText() string
	RemindButton() string
}
