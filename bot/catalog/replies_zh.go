package catalog

import (
	"fmt"
	"strings"
	"time"
)

func (chinese) ButtonHint() string        { return "💡 提示" }
func (chinese) ButtonSteps() string       { return "📋 分步解法" }
func (chinese) ButtonCheck() string       { return "✅ 检查我的进度" }
func (chinese) ButtonMoreSteps() string   { return "📋 更多步骤" }
func (chinese) ButtonMore() string        { return "🔍 继续提示" }
func (chinese) ButtonNext() string        { return "➡️ 下一条提示" }
func (chinese) ButtonOneSolution() string { return "🧩 看其中一个解" }
func (chinese) ButtonSolve() string       { return "🧩 答案" }
func (chinese) ButtonPlay() string        { return "🎮 开始玩" }
func (chinese) ButtonContinue() string    { return "🎮 在棋盘上接着玩" }
func (chinese) ButtonFix() string         { return "✏️ 在棋盘上修改" }
func (chinese) ButtonExpired() string     { return "这个按钮已失效，请重新发送题目。" }

func (chinese) ParseExample(puzzle string) string { return "\n\n例如：\n" + puzzle }

func (chinese) ParseSyntax(line, col int, char string) string {
	return fmt.Sprintf("第%d行第%d个字符是%s，不是数字也不是空格：请用数字1–9表示已知数，用0或.表示空格。", line, col, char)
}

func (chinese) ParseNoPuzzle() string {
	return "你的消息里没有找到数独题目。请发送81个格子：数字1–9表示已知数，0或.表示空格，写成一行或九行。"
}

func (chinese) ParseCellCount(found int) string {
	return fmt.Sprintf("我找到了%d个格子，但数独题目有81个。", found)
}

func (chinese) ParseSeveralPuzzles(n int) string {
	return fmt.Sprintf("看起来是%d道题：请一次发送一道。", n)
}

func (chinese) ParseOddRow(row, line, cells, others int) string {
	return fmt.Sprintf("盘面第%d行（你消息里的第%d行）有%d个，其他行是%d个。", row, line, cells, others)
}

func (chinese) ParseOddLine(line, cells, others int) string {
	return fmt.Sprintf("第%d行有%d个，其他行是%d个。", line, cells, others)
}

func (chinese) ParseEmptyCells() string { return "每个空格请用0或.表示。" }
func (chinese) ParseUnreadable() string { return "无法读取这道题目。" }

func (chinese) Conflicts(lines string) string {
	return "这道题违反了规则，所以无解：\n" + lines + "\n请检查这些格子后重新发送。"
}

func (chinese) GridConflicts(lines string) string {
	return "你的盘面违反了规则：\n" + lines + "\n每处至少有一格填错了。想知道是哪一格，请用 /check 加上你的盘面回复原题。"
}

func (chinese) RepeatInRow(digit, times, row int, cells []string) string {
	return repliesRepeatZh(digit, times, row, "行", cells)
}

func (chinese) RepeatInColumn(digit, times, col int, cells []string) string {
	return repliesRepeatZh(digit, times, col, "列", cells)
}

func (chinese) RepeatInBox(digit, times, box int, cells []string) string {
	return repliesRepeatZh(digit, times, box, "宫", cells)
}

func repliesRepeatZh(digit, times, n int, house string, cells []string) string {
	return fmt.Sprintf("• %d在第%d%s中出现了%d次：%s", digit, n, house, times, strings.Join(cells, "、"))
}

func (chinese) RepeatsMore(n int) string { return fmt.Sprintf("……还有%d处。", n) }

func (chinese) NoSolutionBlocked(cells []string) string {
	return fmt.Sprintf("这道题无解：%s填不了任何数字，因为所在的行、列和宫里已经有了1到9。请对照原题检查。", strings.Join(cells, "、"))
}

func (chinese) NoSolution() string {
	return "这道题无解：虽然没有数字直接冲突，但这些已知数不可能同时成立。请对照原题检查。"
}

func (chinese) StepLimit() string {
	return "我停止了搜索：这道题超出了步数上限。它的已知数可能太少了，请检查一下。"
}

func (chinese) OneSolution() string {
	return "这道题恰好有一个解，合格的数独题就应该这样。"
}
func (chinese) OneOfThemText() string  { return "其中一个解的文字（点按显示）：" }
func (chinese) OneOfSolutions() string { return "其中一个解（这道题还有别的解）：" }

func (chinese) AlreadySolved() string {
	return "这个盘面已经填满，而且每行、每列、每宫都是1到9：没有需要解的了。请发送一道有空格的题（空格用0或.表示）。"
}

func (chinese) TooLong(limit int) string {
	return fmt.Sprintf("这条消息太长了（超过%d字节）。一道题只需要81个字符。", limit)
}

func (chinese) SlowDown() string {
	return "你一次发了太多！我正在处理前面的几道，剩下的请稍后再发。"
}
func (chinese) InternalError() string {
	return "抱歉，我这边出了点问题，请再试一次。"
}

func (chinese) NotPuzzleReply() string {
	return "请先发一道题，之后这个命令就会作用于它。也可以用这个命令回复一条含有题目的消息。"
}

func (chinese) UnknownCommand() string {
	return "我不认识这个命令。发送 /help 查看我能做什么。"
}

func (chinese) RepliedNoPuzzle() string {
	return "那条消息里没有题目，所以我什么也没记录。不回复任何消息直接发填数，会记在当前这道题里；也可以回复题目那条消息来发。"
}

func (chinese) SolvedCaption(rating string) string {
	return "<b>解好了！</b>" + rating + "\n答案文字（点按显示）："
}

func (chinese) Difficulty(level string, score float64, hardest string) string {
	return fmt.Sprintf("难度：%s（%.1f），最难的一步：%s", level, score, hardest)
}

func (chinese) DifficultyTimeout() string { return "难度：非常难（评级超时）" }

func (chinese) RateTier(tier, steps int) string {
	return fmt.Sprintf("。\n第%d级（共9级），共%d步。", tier, steps)
}

func (chinese) TechniqueUse(technique string, steps int) string {
	return fmt.Sprintf("%s×%d", technique, steps)
}

func (chinese) TechniquesNeeded(uses []string) string {
	return "\n需要用到的技巧（从难到易）：" + strings.Join(uses, "、") + "。"
}

func (chinese) NeedsTrial() string { return "单靠逻辑解不完：需要一步试探。" }

func (chinese) CheckHow() string {
	return "把你现在的盘面（空格用0或.表示）作为对这条消息的回复发给我，或者边解边发你的填数（如 r3c5=7，或整行：r3=4.5..7...），再发 /check：我会告诉你哪些格填错了。"
}

func (chinese) Mistakes(cells []string) string {
	return fmt.Sprintf("有%d格填错了：%s。请先改正，在错误的基础上给提示只会误导你。", len(cells), strings.Join(cells, "、"))
}

func (chinese) NoMistakes(filled, empty int) string {
	return fmt.Sprintf("目前没有错误：已填%d格，还剩%d格。", filled, empty)
}

func (chinese) OtherPuzzle(differ, givens int) string {
	return fmt.Sprintf("你的盘面与所回复的题目在%d个已知数中有%d个不同：这是另一道题吗？单独发送它即可求解，或者回复它所属的原题。", givens, differ)
}

func (chinese) ChangedGivens(cells []string) string {
	return fmt.Sprintf("你的盘面改动或删掉了原题的已知数：%s。请保留原题的已知数。", strings.Join(cells, "、"))
}

func (chinese) GridSolved() string {
	return "你的盘面已经全部填完而且正确，做得好！🎉"
}

func (chinese) GridCannotComplete() string {
	return "你的盘面已经无法完成：其中有错误。请用 /check 加上你的盘面回复原题，我会告诉你是哪些格。"
}

func (chinese) GridNoMistake() string {
	return "目前没有错误：你的盘面仍然可以完成，而且只有一种填法。"
}

func (chinese) GridAmbiguous() string {
	return "你的盘面有不止一种填法，我分不清哪些是原题的已知数。请用 /check 加上你的盘面回复原题。"
}

func (chinese) HintHeader(hint, level int) string {
	return fmt.Sprintf("提示%d · 第%d层（共4层）", hint, level)
}

func (chinese) MarksMistake(cell string) string {
	return fmt.Sprintf("你在棋盘上给%s做的笔记里漏掉了该格的正确数字。请先把它补上，在错误的基础上给提示只会误导你。", cell)
}
func (chinese) HintMarksChanged() string {
	return "这条提示发出后，你在棋盘上的笔记已经改动，所以接下来按不含笔记的盘面提示。想按现在的笔记获得提示，请发送 /hint。"
}
func (chinese) HintFromMarks() string { return "根据你在棋盘上做的笔记：" }
func (chinese) TrialNote() string {
	return "这里没有可用的逻辑技巧，下一步只能试探（会明确标出）。"
}

func (chinese) StepTimeout() string {
	return "这一步非常难，我在时限内没有找到。请稍后再试分步解法，或者查看答案。"
}

func (chinese) ExplanationFollows() string { return "（完整解释见下一条消息。）" }

func (chinese) StepsHeader(steps int) string { return fmt.Sprintf("完整解法，共%d步：", steps) }
func (chinese) StepsContinued(from int) string {
	return fmt.Sprintf("解法（续），从第%d步开始：", from)
}
func (chinese) StepPart(step, part int) string {
	return fmt.Sprintf("第%d步（第%d部分）：", step, part)
}
func (chinese) StepGoesOn(step int) string { return fmt.Sprintf("（第%d步续）", step) }
func (chinese) StepsMore() string          { return "……点“更多步骤”看后面的步骤。" }
func (chinese) StepsSolved() string        { return "解完了！🎉" }

func (chinese) Singles(from, to int, items []string) string {
	return repliesRange(from, to) + ". 唯一数：" + strings.Join(items, "；")
}

func (chinese) Ago(d time.Duration) string {
	switch {
	case d < time.Minute:
		return "刚才"
	case d < time.Hour:
		return fmt.Sprintf("%d分钟前", int(d/time.Minute))
	case d < 48*time.Hour:
		return fmt.Sprintf("%d小时前", int(d/time.Hour))
	}
	return fmt.Sprintf("%d天前", int(d/(24*time.Hour)))
}

func (chinese) AboutPicture(ago, short string, pending, group bool) string {
	var what string
	switch {
	case pending && group:
		what = "我" + ago + "从图片识别出、还没有确认的题目"
	case pending:
		what = "我" + ago + "从你的图片识别出、你还没有确认的题目"
	case group:
		what = "我" + ago + "从图片识别出的题目"
	default:
		what = "我" + ago + "从你的图片识别出的题目"
	}
	return repliesAboutZh(what, short)
}

func (chinese) AboutPosted(ago, short string, group bool) string {
	if group {
		return repliesAboutZh("我"+ago+"出的题目", short)
	}
	return repliesAboutZh("我"+ago+"给你的题目", short)
}

func (chinese) AboutSent(ago, short string, group bool) string {
	if group {
		return repliesAboutZh(ago+"发到群里的题目", short)
	}
	return repliesAboutZh("你"+ago+"发来的题目", short)
}

func repliesAboutZh(what, short string) string { return "关于" + what + "（" + short + "）：\n" }

func (chinese) AboutReplied(short string) string {
	return "关于你所回复的消息里的题目（" + short + "）：\n"
}

func (chinese) PuzzleLine(puzzle string) string { return "题目：" + puzzle }

func (chinese) HelpIntro() string {
	return `我会解数独，也会教你怎么解。

把题目发给我，什么形式都可以：
• 题目的照片或截图
• 一行81个数字，空格用0或.表示
• 九行、每行九个数字，或者带 | 和 + 的文字盘面
• Python或JSON中的列表，如 [[5,3,0,0,7,0,0,0,0], …]

我会回复解好的盘面（点一下才显示，以免剧透）、难度，以及提示、分步讲解和检查进度的按钮。

命令（/hint、/steps、/rate、/check、/solve 和 /count 作用于当前这道题；作为回复发送时，作用于被回复消息里的题目）：`
}

func (chinese) HelpMoves() string {
	return `

边解边记录进度：发送 r3c5=7 这样的填数（r3c5=0 清空该格），或按现状发送整行，如 r3=4.5..7...；/check 会告诉你哪些填错了。

试试这道题（复制后发给我）：`
}

func (chinese) MenuHint() string      { return "下一步的提示" }
func (chinese) HelpLineHint() string  { return "下一步的逻辑推理，一层一层揭示" }
func (chinese) MenuSteps() string     { return "完整的分步解法" }
func (chinese) HelpLineSteps() string { return "逐步讲解解法（用 ◀ ▶ 翻看）" }
func (chinese) MenuRate() string      { return "题目的难度" }
func (chinese) HelpLineRate() string  { return "题目的难度，以及需要用到的技巧" }
func (chinese) MenuCheck() string     { return "检查你的盘面有没有错" }
func (chinese) HelpLineCheck() string { return "把你的进度与答案核对" }
func (chinese) MenuSolve() string     { return "答案（点一下才显示）" }
func (chinese) HelpLineSolve() string { return "答案" }
func (chinese) MenuNew() string {
	return "出一道新题：/new 简单、中等、困难、专家或极难"
}
func (chinese) HelpLineNew() string {
	return "出一道新题：/new 简单、中等、困难、专家或极难"
}
func (chinese) MenuPractice() string     { return "专项练习某个技巧：/practice X翼" }
func (chinese) HelpLinePractice() string { return "专项练习某个技巧：/practice X翼" }
func (chinese) MenuDaily() string        { return "每日一题，大家都一样" }
func (chinese) HelpLineDaily() string    { return "每日一题，大家拿到的都一样" }
func (chinese) MenuCount() string        { return "数一数题目有几个解" }
func (chinese) HelpLineCount() string    { return "题目有几个解，各个解在哪里不同" }
func (chinese) MenuHelp() string         { return "功能介绍和发题方法" }
func (chinese) HelpLineHelp() string     { return "本说明" }
