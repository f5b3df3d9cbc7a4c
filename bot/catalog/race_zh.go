package catalog

import "fmt"

func (chinese) MenuTop() string { return "本群排行榜" }
func (chinese) HelpLineTop() string {
	return "在群里：谁完成了今天的每日一题，以及本周排行榜"
}
func (chinese) RaceInvite() string {
	return "🏁 比赛：点“开始玩”，在自己的棋盘上解题。每个人的用时都会显示在这里。"
}
func (chinese) PrivateFrom(group string) string {
	if group == "" {
		return "你在群里问的。为了不给其他人剧透，我在这里回答你："
	}
	return fmt.Sprintf("你在“%s”里问的。为了不给其他人剧透，我在这里回答你：", group)
}
func (chinese) SentPrivately() string { return "📬 已私信发给你。" }
func (chinese) StartFirst(name, link string) string {
	return fmt.Sprintf("%s，为了不给大家剧透，我不在群里发提示和答案。请<a href=\"%s\">打开和我的私聊</a>，点“开始”，然后在那里问我。", name, link)
}
func (chinese) Leaderboard() string      { return "🏆 排行榜" }
func (chinese) FilledIn() string         { return "用了自动填候选数" }
func (chinese) MoreResults(n int) string { return fmt.Sprintf("……还有 %d 人", n) }
func (chinese) TopNotGroup() string {
	return "/top 显示群的排行榜。把我拉进群，在群里发 /daily，大家就能比赛解同一道题。"
}
func (chinese) TopDaily(day string) string { return "🏆 每日一题，" + day }
func (chinese) TopDailyNone() string {
	return "今天还没有人在这里完成每日一题。发 /daily 就能出题。"
}
func (chinese) TopWeek() string { return "📅 本周" }
func (chinese) TopWeekLine(name string, solved int, best string) string {
	return fmt.Sprintf("%s — %d 道题，最快 %s", name, solved, best)
}
func (chinese) TopWeekNone() string { return "最近 7 天还没有人解完这里发的题。" }
