package catalog

import (
	"fmt"
	"strings"
)

func (english) MenuStats() string { return "your progress: puzzles solved, times, streak" }
func (english) HelpLineStats() string {
	return "your progress: puzzles solved by level, best times, the daily streak, techniques met"
}
func (english) MenuRemind() string { return "a daily reminder of the puzzle of the day" }
func (english) HelpLineRemind() string {
	return "a reminder of the daily puzzle at your hour: /remind 21:30, /remind off"
}

func (english) StatsTitle() string        { return "Your progress" }
func (english) StatsSolvedHeader() string { return "Solved" }
func (english) StatsBestHeader() string   { return "Best" }
func (english) StatsMedianHeader() string { return "Median" }
func (english) StatsLevelHeader() string  { return "Level" }
func (english) StatsStreakWords(days int) string {
	if days == 1 {
		return "daily in a row"
	}
	return "dailies in a row"
}
func (english) StatsLongest(days int) string { return fmt.Sprintf("longest: %d", days) }
func (english) StatsHintsChart(n int) string {
	if n == 1 {
		return "Hints, last puzzle"
	}
	return fmt.Sprintf("Hints per puzzle, last %d", n)
}
func (english) StatsTechniquesHeader() string { return "Techniques met" }
func (english) StatsMetHeader() string        { return "met" }
func (english) StatsHintedHeader() string     { return "hinted" }
func (english) StatsMore(n int) string        { return fmt.Sprintf("and %d more", n) }

func (english) StatsCaption(solved, streak, longest int) string {
	s := "📊 " + countEn(solved, "puzzle", "puzzles") + " solved"
	switch {
	case streak > 0:
		s += fmt.Sprintf(" · 🔥 daily streak %d (longest %d)", streak, longest)
	case longest > 0:
		s += fmt.Sprintf(" · longest daily streak %d", longest)
	}
	return s
}
func (english) StatsPractice(links []string) string {
	return "These needed hints, practise them: " + strings.Join(links, ", ")
}
func (english) StatsEmpty() string {
	return "No puzzles finished yet. Solve one on the board (🎮 Play under a puzzle, or /daily) and your progress shows up here."
}

func (english) FinishStreak(days int) string {
	if days == 1 {
		return "🔥 1 day in a row"
	}
	return fmt.Sprintf("🔥 %d days in a row", days)
}
func (english) FinishAgain() string { return "This game is counted already." }
func (english) BoardFinishWrong() string {
	return "This grid is not the puzzle's solution, so it is not counted."
}
func (english) BoardFinishTime() string {
	return "The time sent is not possible for this game, so it is not counted."
}
func (english) BoardFinishChallenge() string {
	return "The challenge in the link is not one I know (letters, digits and dashes, 64 at most)."
}

func (english) RemindHow(on bool, at string) string {
	if on {
		return fmt.Sprintf("I remind you of the daily puzzle every day at %s your time. /remind 08:00 changes the hour, /remind off stops it.", at)
	}
	return "I can remind you of the daily puzzle once a day, at your hour: send /remind 21:30 (your time). /remind off stops it. I never send one unasked."
}
func (english) RemindAskZone(at string) string {
	return fmt.Sprintf("To remind you at %s your time I need your time zone: what time is it where you are now? Reply with it (like 18:05) or your UTC offset (like UTC+3).", at)
}
func (english) RemindBadTime(typed string) string {
	return fmt.Sprintf("%s is not a time of day I can read. Send it as hours and minutes, 24-hour: /remind 21:30.", typed)
}
func (english) RemindBadZone(typed string) string {
	return fmt.Sprintf("I could not read %s as your time or a UTC offset. Reply with your time now (like 18:05) or an offset (like UTC+3, -05:00).", typed)
}
func (english) RemindOn(at string) string {
	return fmt.Sprintf("⏰ Done: every day at %s your time I remind you of the daily puzzle. /remind off stops it.", at)
}
func (english) RemindOff() string { return "Reminders are off. /remind 21:30 turns them on again." }
func (english) RemindText() string {
	return "⏰ Today's daily puzzle is waiting for you: /daily"
}
func (english) RemindButton() string { return "📅 Play the daily" }
