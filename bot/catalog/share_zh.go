package catalog

import "fmt"

func (chinese) ButtonShare() string { return "📤 分享" }

func (chinese) BadCode(problem CodeProblem, example string) string {
	var what string
	switch problem {
	case CodeChars:
		what = "这个题目代码里有不该出现的字符：代码只由英文字母和数字组成。"
	case CodeLong:
		what = "这个题目代码太长了：代码最多 48 个字符。"
	case CodeMistyped:
		what = "这个题目代码输错了，或者不完整：最后一位是校验字符，和前面的内容对不上。"
	default:
		what = "我不认识这个题目代码。"
	}
	return what + "\n\n可用的代码示例：/start " + example + "\n也可以直接把题目发给我。"
}

func (chinese) InlineDailyTitle() string             { return "📅 今日一题" }
func (chinese) InlineNewTitle() string               { return "🧩 新题" }
func (chinese) InlineTechniqueTitle(t string) string { return "🎯 专项练习：" + t }
func (chinese) InlineCurrentTitle() string           { return "✏️ 我正在解的题" }
func (chinese) InlinePuzzleTitle() string            { return "🧩 这道题" }
func (chinese) InlineCode(code string) string {
	return fmt.Sprintf("题目代码：<code>%s</code>", code)
}
func (chinese) InlinePlay() string      { return "🎮 在棋盘上玩" }
func (chinese) InlineOpen() string      { return "💬 在机器人聊天中打开" }
func (chinese) InlineHelpTitle() string { return "怎样分享数独题" }

func (chinese) InlineHelp() string {
	return "输入难度（简单、中等、困难……）、技巧名称（X翼……）、题目的 81 位数字或题目代码；什么都不输入，则显示今日一题和新题。"
}

func (chinese) InlineBadTitle() string { return "这道题无法分享" }
func (chinese) InlineSeveral() string {
	return "这道题不止一个解，而数独应当只有唯一解。"
}
