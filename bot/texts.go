package bot

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// Every text the bot sends exists in English and Simplified Chinese. The
// language comes from the person's Telegram language_code.

func tr(lang locale.Lang, en, zh string) string {
	if lang == locale.Chinese {
		return zh
	}
	return en
}

// examplePuzzle is a puzzle people can copy and send.
const examplePuzzle = "530070000600195000098000060800060003400803001700020006060000280000419005000080079"

// Button labels.
func btnHint(lang locale.Lang) string  { return tr(lang, "💡 Hint", "💡 提示") }
func btnSteps(lang locale.Lang) string { return tr(lang, "📋 Steps", "📋 分步解法") }
func btnCheck(lang locale.Lang) string {
	return tr(lang, "✅ Check my progress", "✅ 检查我的进度")
}
func btnMoreSteps(lang locale.Lang) string {
	return tr(lang, "📋 More steps", "📋 更多步骤")
}
func btnMore(lang locale.Lang) string { return tr(lang, "🔍 More", "🔍 继续提示") }
func btnNext(lang locale.Lang) string { return tr(lang, "➡️ Next hint", "➡️ 下一条提示") }
func btnOneSolution(lang locale.Lang) string {
	return tr(lang, "🧩 One solution", "🧩 看其中一个解")
}
func btnSolve(lang locale.Lang) string { return tr(lang, "🧩 Solution", "🧩 答案") }

// parseErrorText explains a puzzle that could not be read.
func parseErrorText(err error, lang locale.Lang) string {
	example := tr(lang, "\n\nFor example:\n", "\n\n例如：\n") + examplePuzzle
	var se *solver.SyntaxError
	var ce *solver.CellCountError
	switch {
	case asErr(err, &se):
		return tr(lang,
			fmt.Sprintf("I could not read line %d, column %d: %s is not a digit or an empty cell. Use digits 1–9, and 0 or . for empty cells.", se.Line, se.Col, charName(se.Char, lang)),
			fmt.Sprintf("第%d行第%d个字符是%s，不是数字也不是空格：请用数字1–9表示已知数，用0或.表示空格。", se.Line, se.Col, charName(se.Char, lang))) + example
	case asErr(err, &ce) && ce.Found == 0:
		return tr(lang,
			"I did not find a Sudoku puzzle in your message. Send 81 cells: digits 1–9, and 0 or . for empty cells, in one line or in nine lines of nine.",
			"你的消息里没有找到数独题目。请发送81个格子：数字1–9表示已知数，0或.表示空格，写成一行或九行。") + example
	case asErr(err, &ce):
		msg := tr(lang,
			fmt.Sprintf("I found %d cells, but a puzzle has 81.", ce.Found),
			fmt.Sprintf("我找到了%d个格子，但数独题目有81个。", ce.Found))
		if n := ce.Found / 81; n > 1 && ce.Found%81 == 0 {
			return msg + tr(lang,
				fmt.Sprintf(" That looks like %d puzzles: please send them one at a time.", n),
				fmt.Sprintf("看起来是%d道题：请一次发送一道。", n))
		}
		if line, n, ok := ce.OddLine(); ok {
			row := slices.IndexFunc(ce.Lines, func(l solver.LineCount) bool { return l.Line == line }) + 1
			switch {
			case row > 0 && row != line:
				// Text above the grid: its row, and where it is in the message.
				msg += tr(lang,
					fmt.Sprintf(" Row %d of the grid (line %d of your message) has %d cells while the others have %d.", row, line, n, otherCount(ce, line)),
					fmt.Sprintf("盘面第%d行（你消息里的第%d行）有%d个，其他行是%d个。", row, line, n, otherCount(ce, line)))
			default:
				msg += tr(lang,
					fmt.Sprintf(" Line %d has %d cells while the others have %d.", line, n, otherCount(ce, line)),
					fmt.Sprintf("第%d行有%d个，其他行是%d个。", line, n, otherCount(ce, line)))
			}
		}
		return msg + tr(lang, " Use 0 or . for each empty cell.", "每个空格请用0或.表示。") + example
	}
	return tr(lang, "I could not read that puzzle.", "无法读取这道题目。") + example
}

func otherCount(ce *solver.CellCountError, odd int) int {
	for _, l := range ce.Lines {
		if l.Line != odd {
			return l.Cells
		}
	}
	return 0
}

// conflictText explains givens that break the rules.
func conflictText(ce *solver.ConflictError, lang locale.Lang) string {
	return tr(lang, "This puzzle breaks the rules, so it has no solution:\n", "这道题违反了规则，所以无解：\n") +
		conflictLines(ce, lang) +
		tr(lang, "\nPlease check those cells and send it again.", "\n请检查这些格子后重新发送。")
}

// gridConflictText answers a person's grid, sent to be checked, in which
// a digit repeats.
func gridConflictText(ce *solver.ConflictError, lang locale.Lang) string {
	return tr(lang, "Your grid breaks the rules:\n", "你的盘面违反了规则：\n") +
		conflictLines(ce, lang) +
		tr(lang, "\nOne of the cells of each is wrong. To learn which, reply to the original puzzle with /check and your grid.",
			"\n每处至少有一格填错了。想知道是哪一格，请用 /check 加上你的盘面回复原题。")
}

// conflictLines lists the repeated digits, one per line, five at most.
func conflictLines(ce *solver.ConflictError, lang locale.Lang) string {
	var lines []string
	for i, c := range ce.Conflicts {
		if i == 5 {
			lines = append(lines, tr(lang,
				fmt.Sprintf("… and %d more.", len(ce.Conflicts)-5),
				fmt.Sprintf("……还有%d处。", len(ce.Conflicts)-5)))
			break
		}
		names := make([]string, len(c.Cells))
		for j, cell := range c.Cells {
			names[j] = solver.CellName(cell)
		}
		lines = append(lines, tr(lang,
			fmt.Sprintf("• %d appears %d times in %s: %s", c.Digit, len(c.Cells), c.House, strings.Join(names, ", ")),
			fmt.Sprintf("• %d在%s中出现了%d次：%s", c.Digit, houseZh(c.House), len(c.Cells), strings.Join(names, "、"))))
	}
	return strings.Join(lines, "\n")
}

func houseZh(h solver.House) string {
	return fmt.Sprintf("第%d%s", h.Index+1, [...]string{"行", "列", "宫"}[h.Kind%3])
}

// noSolutionText says a puzzle has no solution, pointing at the cells
// where no digit can go if there are any.
func noSolutionText(g solver.Grid, lang locale.Lang) string {
	if blocked := g.Blocked(); len(blocked) > 0 {
		names := make([]string, len(blocked))
		for i, c := range blocked {
			names[i] = solver.CellName(c)
		}
		return tr(lang,
			fmt.Sprintf("This puzzle has no solution: no digit can go in %s, since %s row, column and box already hold 1 to 9 between them. Please check it against the original.",
				strings.Join(names, ", "), plural(len(names), "its", "their")),
			fmt.Sprintf("这道题无解：%s填不了任何数字，因为所在的行、列和宫里已经有了1到9。请对照原题检查。", strings.Join(names, "、")))
	}
	return tr(lang,
		"This puzzle has no solution: no digit breaks the rules outright, but the givens cannot all be right together. Please check it against the original.",
		"这道题无解：虽然没有数字直接冲突，但这些已知数不可能同时成立。请对照原题检查。")
}

func limitText(lang locale.Lang) string {
	return tr(lang,
		"I stopped searching: this puzzle needs more work than my step limit allows. It may have very few givens; please check it.",
		"我停止了搜索：这道题超出了步数上限。它的已知数可能太少了，请检查一下。")
}

func tooLongText(limit int, lang locale.Lang) string {
	return tr(lang,
		fmt.Sprintf("That message is too long for me (more than %d bytes). A puzzle fits in 81 characters.", limit),
		fmt.Sprintf("这条消息太长了（超过%d字节）。一道题只需要81个字符。", limit))
}

func slowDownText(lang locale.Lang) string {
	return tr(lang,
		"You sent a lot at once! I am working through the first ones; please send the rest a little later.",
		"你一次发了太多！我正在处理前面的几道，剩下的请稍后再发。")
}

func internalErrorText(lang locale.Lang) string {
	return tr(lang, "Sorry, something went wrong on my side. Please try again.", "抱歉，我这边出了点问题，请再试一次。")
}

func notPuzzleReplyText(lang locale.Lang) string {
	return tr(lang,
		"Send me a puzzle first: then this command works on it. You can also reply with the command to a message that holds a puzzle.",
		"请先发一道题，之后这个命令就会作用于它。也可以用这个命令回复一条含有题目的消息。")
}

func checkHowText(lang locale.Lang) string {
	return tr(lang,
		"Send me your grid as it is now, as a reply to this message (empty cells as 0 or .), or your moves as you make them (r3c5=7, or a row as it stands: r3=4.5..7...), then /check: I will tell you which cells are wrong.",
		"把你现在的盘面（空格用0或.表示）作为对这条消息的回复发给我，或者边解边发你的填数（如 r3c5=7，或整行：r3=4.5..7...），再发 /check：我会告诉你哪些格填错了。")
}

func solvedCaption(rating string, solution solver.Grid, lang locale.Lang) string {
	// The solution as text stays hidden until tapped, as the picture: a
	// person who wants only a hint must not see the answer by accident.
	return tr(lang, "<b>Solved!</b> ", "<b>解好了！</b>") + rating + "\n" +
		tr(lang, "The solution as text (tap to show):", "答案文字（点按显示）：") + "\n<tg-spoiler>" + gridLines(solution) + "</tg-spoiler>"
}

// gridLines writes a grid as nine lines of nine digits, for copying.
func gridLines(g solver.Grid) string {
	d := g.Digits()
	var sb strings.Builder
	for r := range 9 {
		if r > 0 {
			sb.WriteByte('\n')
		}
		sb.WriteString(d[9*r : 9*r+9])
	}
	return sb.String()
}

func ratingText(r *logic.Rating, lang locale.Lang) string {
	if r == nil {
		return tr(lang, "Difficulty: very hard (rating it took too long)", "难度：非常难（评级超时）")
	}
	return tr(lang,
		fmt.Sprintf("Difficulty: %s (%.1f), hardest step: %s", explain.For(lang).Level(r.Level), r.Score, explain.For(lang).Technique(r.Hardest)),
		fmt.Sprintf("难度：%s（%.1f），最难的一步：%s", explain.For(lang).Level(r.Level), r.Score, explain.For(lang).Technique(r.Hardest)))
}

func rateText(r *logic.Rating, used []techniqueUse, lang locale.Lang) string {
	if r == nil {
		return ratingText(nil, lang)
	}
	s := ratingText(r, lang) + tr(lang,
		fmt.Sprintf(".\nTier %d of 9, %d steps.", r.Tier, r.Steps),
		fmt.Sprintf("。\n第%d级（共9级），共%d步。", r.Tier, r.Steps))
	if len(used) > 0 {
		var items []string
		for _, u := range used {
			items = append(items, tr(lang,
				fmt.Sprintf("%s ×%d", explain.For(lang).Technique(u.technique), u.steps),
				fmt.Sprintf("%s×%d", explain.For(lang).Technique(u.technique), u.steps)))
		}
		s += tr(lang, "\nTechniques it needs, hardest first: ", "\n需要用到的技巧（从难到易）：") + strings.Join(items, tr(lang, ", ", "、")) + tr(lang, ".", "。")
	}
	if !r.Solved {
		s += tr(lang, " Logic alone does not finish it: it needs a trial step.", "单靠逻辑解不完：需要一步试探。")
	}
	return s
}

func mistakesText(wrong []int, lang locale.Lang) string {
	names := make([]string, len(wrong))
	for i, c := range wrong {
		names[i] = solver.CellName(c)
	}
	return tr(lang,
		fmt.Sprintf("%d %s wrong: %s. Fix %s before going on; a hint built on a mistake would lead you astray.", len(wrong), plural(len(wrong), "cell is", "cells are"), strings.Join(names, ", "), plural(len(wrong), "it", "them")),
		fmt.Sprintf("有%d格填错了：%s。请先改正，在错误的基础上给提示只会误导你。", len(wrong), strings.Join(names, "、")))
}

func noMistakesText(rep *logic.Report, lang locale.Lang) string {
	return tr(lang,
		fmt.Sprintf("No mistakes so far: %d %s filled in, %d to go.", rep.Entries, plural(rep.Entries, "cell", "cells"), rep.Empty),
		fmt.Sprintf("目前没有错误：已填%d格，还剩%d格。", rep.Entries, rep.Empty))
}

// changedGivensText answers a grid that changes givens of the puzzle it
// replies to; givens is the number of givens the puzzle has.
func changedGivensText(cells []int, givens int, lang locale.Lang) string {
	if 2*len(cells) > givens {
		return tr(lang,
			fmt.Sprintf("Your grid differs from the puzzle you replied to in %d of its %d givens: is it another puzzle? Send it on its own to solve it, or reply to the puzzle it comes from.", len(cells), givens),
			fmt.Sprintf("你的盘面与所回复的题目在%d个已知数中有%d个不同：这是另一道题吗？单独发送它即可求解，或者回复它所属的原题。", givens, len(cells)))
	}
	names := make([]string, len(cells))
	for i, c := range cells {
		names[i] = solver.CellName(c)
	}
	return tr(lang,
		fmt.Sprintf("Your grid changes or erases givens of the puzzle in %s. Please keep the givens as they are.", strings.Join(names, ", ")),
		fmt.Sprintf("你的盘面改动或删掉了原题的已知数：%s。请保留原题的已知数。", strings.Join(names, "、")))
}

func alreadySolvedText(lang locale.Lang) string {
	return tr(lang,
		"This grid is already complete, and every row, column and box holds 1 to 9: there is nothing left to solve. Send me a puzzle with empty cells (0 or . for each).",
		"这个盘面已经填满，而且每行、每列、每宫都是1到9：没有需要解的了。请发送一道有空格的题（空格用0或.表示）。")
}

func solvedGridText(lang locale.Lang) string {
	return tr(lang, "Your grid is complete and correct. Well done! 🎉", "你的盘面已经全部填完而且正确，做得好！🎉")
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func hintHeader(level, step int, lang locale.Lang) string {
	return tr(lang,
		fmt.Sprintf("Hint %d · level %d of 4", step+1, level),
		fmt.Sprintf("提示%d · 第%d层（共4层）", step+1, level))
}

func trialNote(lang locale.Lang) string {
	return tr(lang,
		"No technique of logic applies here, so the next step is a labelled trial.",
		"这里没有可用的逻辑技巧，下一步只能试探（会明确标出）。")
}

func timeoutText(lang locale.Lang) string {
	return tr(lang,
		"This step is very hard: I could not find it within my time limit. Try the Steps button later, or ask for the solution.",
		"这一步非常难，我在时限内没有找到。请稍后再试分步解法，或者查看答案。")
}

func stepsHeader(n int, lang locale.Lang) string {
	return tr(lang, fmt.Sprintf("The solution in %d steps:", n), fmt.Sprintf("完整解法，共%d步：", n))
}

func stepsContinued(from int, lang locale.Lang) string {
	return tr(lang, fmt.Sprintf("The solution, from step %d:", from), fmt.Sprintf("解法（续），从第%d步开始：", from))
}

func stepPartText(step, part int, lang locale.Lang) string {
	return tr(lang, fmt.Sprintf("Step %d, part %d:", step, part), fmt.Sprintf("第%d步（第%d部分）：", step, part))
}

func stepGoesOnText(step int, lang locale.Lang) string {
	return tr(lang, fmt.Sprintf("(step %d goes on)", step), fmt.Sprintf("（第%d步续）", step))
}

func stepsMore(lang locale.Lang) string {
	return tr(lang, "… press “More steps” for the rest.", "……点“更多步骤”看后面的步骤。")
}

func singlesLine(from, to int, items []string, lang locale.Lang) string {
	nums := fmt.Sprintf("%d", from)
	if to > from {
		nums = fmt.Sprintf("%d–%d", from, to)
	}
	return tr(lang, nums+". Singles: ", nums+". 唯一数：") + strings.Join(items, tr(lang, "; ", "；"))
}

// aboutCurrent is aboutText for a request's chat, now.
func (b *Bot) aboutCurrent(st chatState, r request) string {
	return aboutText(st, b.pools.opts.now(), r.group, r.lang)
}

// aboutText names the chat's current puzzle, on a line of its own before
// an answer that does not show the grid: how and how long ago it arrived,
// and its first cells. In a group, another member may have sent it.
func aboutText(st chatState, now time.Time, group bool, lang locale.Lang) string {
	en, zh := "", ""
	if st.At > 0 {
		en, zh = agoText(now.Sub(time.Unix(st.At, 0)))
	}
	var what string
	switch {
	case st.Source == fromPicture && st.Pending && group:
		what = tr(lang, "the puzzle read from a picture"+en+", not confirmed yet", "我"+zh+"从图片识别出、还没有确认的题目")
	case st.Source == fromPicture && st.Pending:
		what = tr(lang, "the puzzle read from your picture"+en+", not confirmed yet", "我"+zh+"从你的图片识别出、你还没有确认的题目")
	case st.Source == fromPicture && group:
		what = tr(lang, "the puzzle read from a picture"+en, "我"+zh+"从图片识别出的题目")
	case st.Source == fromPicture:
		what = tr(lang, "the puzzle read from your picture"+en, "我"+zh+"从你的图片识别出的题目")
	case st.Source == fromBot && group:
		what = tr(lang, "the puzzle I posted"+en, "我"+zh+"出的题目")
	case st.Source == fromBot:
		what = tr(lang, "the puzzle I gave you"+en, "我"+zh+"给你的题目")
	case group:
		what = tr(lang, "the puzzle sent here"+en, zh+"发到群里的题目")
	default:
		what = tr(lang, "the puzzle you sent"+en, "你"+zh+"发来的题目")
	}
	short := st.Puzzle.String()[:18] + "…"
	return tr(lang, "About "+what+" ("+short+"):\n", "关于"+what+"（"+short+"）：\n")
}

// agoText says how long ago something happened, in English (" 5 minutes
// ago") and Chinese ("5分钟前").
func agoText(d time.Duration) (en, zh string) {
	switch {
	case d < time.Minute:
		return " just now", "刚才"
	case d < time.Hour:
		n := int(d / time.Minute)
		return fmt.Sprintf(" %d %s ago", n, plural(n, "minute", "minutes")), fmt.Sprintf("%d分钟前", n)
	case d < 48*time.Hour:
		n := int(d / time.Hour)
		return fmt.Sprintf(" %d %s ago", n, plural(n, "hour", "hours")), fmt.Sprintf("%d小时前", n)
	}
	n := int(d / (24 * time.Hour))
	return fmt.Sprintf(" %d days ago", n), fmt.Sprintf("%d天前", n)
}

// puzzleLine names a puzzle in full on the last line of an answer about
// it that carries no button with it, so that a reply to the answer acts
// on that puzzle (reference reads it back), as a reply to one with
// buttons does. In an HTML caption it is code, copied with a tap.
func puzzleLine(g solver.Grid, lang locale.Lang, html bool) string {
	s := g.String()
	if html {
		s = "<code>" + s + "</code>"
	}
	return "\n" + tr(lang, "Puzzle: ", "题目：") + s
}
