package catalog

import "fmt"

func (english) MenuTop() string { return "this group's leaderboard" }
func (english) HelpLineTop() string {
	return "in a group: who finished today's daily puzzle, and the week's leaderboard"
}
func (english) RaceInvite() string {
	return "🏁 Race: tap Play to solve it on your own board. Everyone's time shows up here."
}
func (english) PrivateFrom(group string) string {
	if group == "" {
		return "You asked in a group. I'm answering here, so the puzzle isn't spoiled for the others:"
	}
	return fmt.Sprintf("You asked in “%s”. I'm answering here, so the puzzle isn't spoiled for the others:", group)
}
func (english) SentPrivately() string { return "📬 Sent to you in a private chat." }
func (english) StartFirst(name, link string) string {
	return fmt.Sprintf("%s, I don't post hints or solutions in the group, so the puzzle isn't spoiled for anyone. <a href=\"%s\">Open a chat with me</a>, press Start, and ask there.", name, link)
}
func (english) Leaderboard() string      { return "🏆 Leaderboard" }
func (english) FilledIn() string         { return "candidates filled in" }
func (english) MoreResults(n int) string { return fmt.Sprintf("…and %d more", n) }
func (english) TopNotGroup() string {
	return "/top shows a group's leaderboard. Add me to a group and post /daily there: everyone races on the same puzzle."
}
func (english) TopDaily(day string) string { return "🏆 Daily puzzle, " + day }
func (english) TopDailyNone() string {
	return "Nobody here has finished today's daily yet. /daily posts it."
}
func (english) TopWeek() string { return "📅 This week" }
func (english) TopWeekLine(name string, solved int, best string) string {
	return fmt.Sprintf("%s — %s, best %s", name, countEn(solved, "puzzle", "puzzles"), best)
}
func (english) TopWeekNone() string {
	return "Nobody has finished a puzzle posted here in the last 7 days."
}
