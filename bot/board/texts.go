package board

import (
	"errors"
	"fmt"
	"strings"

	"sudokubot/bot"
	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

func tr(lang locale.Lang, en, zh string) string {
	if lang == locale.Chinese {
		return zh
	}
	return en
}

// words returns the page's words in a language: the page has none of its
// own, so every text it shows is written here or in the chat's texts.
func words(lang locale.Lang) map[string]string {
	return map[string]string{
		"title":    tr(lang, "Sudoku", "数独"),
		"pencil":   tr(lang, "✏️ Pencil", "✏️ 笔记"),
		"erase":    tr(lang, "⌫ Erase", "⌫ 擦除"),
		"undo":     tr(lang, "↶ Undo", "↶ 撤销"),
		"redo":     tr(lang, "↷ Redo", "↷ 重做"),
		"hint":     bot.ButtonText("hint", lang),
		"check":    bot.ButtonText("check", lang),
		"fill":     tr(lang, "Fill in all candidates", "填入所有候选数"),
		"rewind":   tr(lang, "Back to my first mistake", "回到我的第一个错误"),
		"more":     bot.ButtonText("more", lang),
		"apply":    tr(lang, "Apply", "应用这一步"),
		"close":    tr(lang, "Close", "关闭"),
		"reload":   tr(lang, "Reload", "重新载入"),
		"row":      tr(lang, "row %r, column %c", "第%r行，第%c列"),
		"sep":      tr(lang, ", ", "，"),
		"empty":    tr(lang, "empty", "空"),
		"given":    tr(lang, "given", "已知数"),
		"marks":    tr(lang, "pencil marks", "笔记"),
		"clash":    tr(lang, "breaks a rule", "与同行、同列或同宫的数字重复"),
		"wrong":    tr(lang, "wrong", "错误"),
		"paused":   tr(lang, "Paused", "已暂停"),
		"solved":   tr(lang, "🎉 Solved in %t!", "🎉 用时 %t，完成！"),
		"unsaved":  tr(lang, "Your moves are not saved yet: the bot cannot store them right now. Keep playing; they are saved as soon as it can.", "你的操作暂时没有保存：机器人现在无法存储。可以继续玩，能保存时会自动保存。"),
		"stale":    tr(lang, "This game was changed on another device or in the chat. Reload to go on from there.", "这局游戏已在另一台设备或聊天中被修改。请重新载入，从那里继续。"),
		"auth":     tr(lang, "Open the board from the bot's 🎮 Play button in Telegram.", "请在 Telegram 中通过机器人的 🎮 开始玩 按钮打开棋盘。"),
		"failed":   tr(lang, "Something went wrong. Please try again.", "出错了，请再试一次。"),
		"rewound":  tr(lang, "Back to just before your first mistake. Redo brings the moves back.", "已回到第一个错误之前。用“重做”可以恢复这些操作。"),
		"noerror":  tr(lang, "You have made no mistake to go back to.", "你没有填错，无需回退。"),
		"fixhead":  tr(lang, "This is the grid as I read it; the cells I am unsure of are framed. Correct it, then send it to the chat.", "这是我读到的题目，没把握的格子已框出。请改正后发回聊天。"),
		"send":     tr(lang, "📨 Send to the chat", "📨 发回聊天"),
		"sent":     tr(lang, "Sent: my answer is in the chat.", "已发送：答案在聊天里。"),
		"doubt":    tr(lang, "unsure", "没把握"),
		"keyboard": tr(lang, "Keys: 1–9, arrows, Backspace, P for pencil (Shift+digit: one mark), Ctrl+Z / Ctrl+Y", "按键：1–9、方向键、退格、P 切换笔记（Shift+数字：单个笔记）、Ctrl+Z / Ctrl+Y"),
	}
}

// noGameText answers a board opened without a puzzle.
func noGameText(lang locale.Lang) string {
	return tr(lang,
		"You have no puzzle yet: send /new in the chat, or open the board from a puzzle's 🎮 Play button.",
		"你还没有题目：在聊天中发送 /new，或通过题目下方的 🎮 开始玩 按钮打开棋盘。")
}

// lostCandidateText says a cell's pencil marks lost its solution digit.
func lostCandidateText(cell int, lang locale.Lang) string {
	return tr(lang,
		fmt.Sprintf("The pencil marks of %s no longer hold the digit that goes there: one of the candidates you removed was right. Put it back before going on; a hint built on it would lead you astray.", solver.CellName(cell)),
		fmt.Sprintf("%s的笔记里已经没有该格的正确数字：你删掉的候选数中有一个是对的。请先把它加回来，在错误的基础上给提示只会误导你。", solver.CellName(cell)))
}

// proper says why a puzzle cannot be played.
func puzzleErrorText(err error, lang locale.Lang) string {
	switch {
	case errors.Is(err, logic.ErrNoSolution):
		return tr(lang, "This puzzle has no solution.", "这道题无解。")
	case errors.Is(err, logic.ErrMultipleSolutions):
		return tr(lang, "This puzzle has more than one solution, so it cannot be played here.", "这道题有多个解，无法在这里玩。")
	case errors.Is(err, logic.ErrSearchLimit):
		return tr(lang, "This puzzle is too hard for me to check.", "这道题太难，我无法核对。")
	}
	return tr(lang, "The puzzle's givens break the rules: a digit repeats in a row, column or box.", "题目的已知数违反规则：同一行、列或宫中有重复数字。")
}

// conflictText names the cells whose digits repeat.
func conflictText(cells []int, lang locale.Lang) string {
	names := make([]string, len(cells))
	for i, c := range cells {
		names[i] = solver.CellName(c)
	}
	return tr(lang,
		fmt.Sprintf("Digits repeat in a row, column or box: %s. Fix them before sending.", strings.Join(names, ", ")),
		fmt.Sprintf("有数字在同一行、列或宫内重复：%s。请改正后再发送。", strings.Join(names, "、")))
}
