package catalog

import (
	"fmt"
	"strings"
)

func (chinese) MenuStats() string { return "我的进度：解题数、用时、连续天数" }
func (chinese) HelpLineStats() string {
	return "你的进度：各难度解题数、最好成绩、每日一题连续天数、遇到过的技巧"
}
func (chinese) MenuRemind() string { return "每天提醒我做每日一题" }
func (chinese) HelpLineRemind() string {
	return "在你选的时间提醒你做每日一题：/remind 21:30，/remind off 关闭"
}

func (chinese) StatsTitle() string           { return "我的进度" }
func (chinese) StatsSolvedHeader() string    { return "已解" }
func (chinese) StatsBestHeader() string      { return "最快" }
func (chinese) StatsMedianHeader() string    { return "中位数" }
func (chinese) StatsLevelHeader() string     { return "难度" }
func (chinese) StatsStreakWords(int) string  { return "天 · 每日一题连续打卡" }
func (chinese) StatsLongest(days int) string { return fmt.Sprintf("最长：%d天", days) }
func (chinese) StatsHintsChart(n int) string {
	return fmt.Sprintf("每题提示次数（最近%d题）", n)
}
func (chinese) StatsTechniquesHeader() string { return "遇到过的技巧" }
func (chinese) StatsMetHeader() string        { return "遇到" }
func (chinese) StatsHintedHeader() string     { return "用了提示" }
func (chinese) StatsMore(n int) string        { return fmt.Sprintf("还有%d种", n) }

func (chinese) StatsCaption(solved, streak, longest int) string {
	s := fmt.Sprintf("📊 已解%d题", solved)
	switch {
	case streak > 0:
		s += fmt.Sprintf(" · 🔥 每日一题连续%d天（最长%d天）", streak, longest)
	case longest > 0:
		s += fmt.Sprintf(" · 每日一题最长连续%d天", longest)
	}
	return s
}
func (chinese) StatsPractice(links []string) string {
	return "这些技巧用过提示，可以专项练习：" + strings.Join(links, "，")
}
func (chinese) StatsEmpty() string {
	return "你还没有做完过题目。在棋盘上解一道（点题目下面的“🎮 开始玩”，或者发 /daily），你的进度就会显示在这里。"
}

func (chinese) FinishStreak(days int) string { return fmt.Sprintf("🔥 连续%d天", days) }
func (chinese) FinishAgain() string          { return "这局已经记录过了。" }
func (chinese) BoardFinishWrong() string {
	return "这个盘面不是这道题的答案，不予记录。"
}
func (chinese) BoardFinishTime() string {
	return "发来的用时对这局来说不可能，不予记录。"
}
func (chinese) BoardFinishChallenge() string {
	return "链接里的挑战编号无效（只能用字母、数字和连字符，最多64个字符）。"
}

func (chinese) RemindHow(on bool, at string) string {
	if on {
		return fmt.Sprintf("我每天在你那边的%s提醒你做每日一题。/remind 08:00 可以改时间，/remind off 关闭提醒。", at)
	}
	return "我可以每天在你选的时间提醒你做每日一题：发送 /remind 21:30（你当地的时间）。/remind off 关闭。你不开启，我绝不会发提醒。"
}
func (chinese) RemindAskZone(at string) string {
	return fmt.Sprintf("要在你那边的%s提醒你，我得知道你的时区：你那边现在几点？直接回复时间（比如 18:05）或者UTC时差（比如 UTC+8）。", at)
}
func (chinese) RemindBadTime(typed string) string {
	return fmt.Sprintf("%s不是我能看懂的时间。请用24小时制写时和分：/remind 21:30。", typed)
}
func (chinese) RemindBadZone(typed string) string {
	return fmt.Sprintf("我没看懂%s是你那边的时间还是UTC时差。请回复你现在的时间（比如 18:05）或者时差（比如 UTC+8、+08:00）。", typed)
}
func (chinese) RemindOn(at string) string {
	return fmt.Sprintf("⏰ 好了：每天你那边的%s，我会提醒你做每日一题。/remind off 可以关闭。", at)
}
func (chinese) RemindOff() string    { return "提醒已关闭。/remind 21:30 可以重新开启。" }
func (chinese) RemindText() string   { return "⏰ 今天的每日一题在等你：/daily" }
func (chinese) RemindButton() string { return "📅 做每日一题" }
