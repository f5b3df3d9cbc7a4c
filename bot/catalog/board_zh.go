package catalog

import (
	"fmt"
	"strings"
)

func (chinese) BoardTitle() string  { return "数独" }
func (chinese) BoardPencil() string { return "✏️ 笔记" }
func (chinese) BoardErase() string  { return "⌫ 擦除" }
func (chinese) BoardUndo() string   { return "↶ 撤销" }
func (chinese) BoardRedo() string   { return "↷ 重做" }
func (chinese) BoardFill() string   { return "填入所有候选数" }
func (chinese) BoardRewind() string { return "回到我的第一个错误" }
func (chinese) BoardApply() string  { return "应用这一步" }
func (chinese) BoardClose() string  { return "关闭" }
func (chinese) BoardReload() string { return "重新载入" }
func (chinese) BoardSend() string   { return "📨 发回聊天" }
func (chinese) BoardKeys() string {
	return "按键：1–9、方向键、退格、P 切换笔记（Shift+数字：单个笔记）、Ctrl+Z / Ctrl+Y"
}
func (chinese) BoardFixKeys(game bool) string {
	if game {
		return "按键：1–9、方向键、退格、M 切换你填的或印好的、Ctrl+Z / Ctrl+Y"
	}
	return "按键：1–9、方向键、退格、Ctrl+Z / Ctrl+Y"
}

func (chinese) BoardCell() string  { return "第%r行，第%c列" }
func (chinese) BoardSep() string   { return "，" }
func (chinese) BoardEmpty() string { return "空" }
func (chinese) BoardMarks() string { return "笔记" }
func (chinese) BoardGiven() string { return "已知数" }
func (chinese) BoardClash() string { return "与同行、同列或同宫的数字重复" }
func (chinese) BoardWrong() string { return "错误" }
func (chinese) BoardDoubt() string { return "没把握" }

func (chinese) BoardWhose() string { return "✍️ 我填的" }
func (chinese) BoardYours() string { return "你填的" }
func (chinese) BoardFixGameHead() string {
	return "这是我读到的你的对局，没把握的格子已框出。请改正（✍️ 我填的：选中的数字是你填的，不是印好的），然后发回聊天。"
}

func (chinese) BoardPaused() string { return "已暂停" }
func (chinese) BoardSolved() string { return "🎉 用时 %t，完成！" }
func (chinese) BoardUnsaved() string {
	return "你的操作暂时没有保存：机器人现在无法存储。可以继续玩，能保存时会自动保存。"
}
func (chinese) BoardStale() string {
	return "这局游戏已在另一台设备或聊天中被修改。请重新载入，从那里继续。"
}
func (chinese) BoardAuth() string {
	return "请在 Telegram 中通过机器人的 🎮 开始玩 按钮打开棋盘。"
}
func (chinese) BoardFailed() string  { return "出错了，请再试一次。" }
func (chinese) BoardNoError() string { return "盘面上没有错误，无需回退。" }
func (chinese) BoardFixHead() string {
	return "这是我读到的题目，没把握的格子已框出。请改正后发回聊天。"
}
func (chinese) BoardSent() string { return "已发送：答案在聊天里。" }

func (chinese) BoardRacePlace() string    { return "名次" }
func (chinese) BoardRacePlayer() string   { return "玩家" }
func (chinese) BoardRaceTime() string     { return "用时" }
func (chinese) BoardRaceHints() string    { return "提示" }
func (chinese) BoardRaceMistakes() string { return "错误" }
func (chinese) BoardRaceYou() string      { return "（你）" }

func (chinese) BoardPrivate() string {
	return "这个机器人是私用的：只回应主人指定的人。"
}
func (chinese) BoardTooMany() string { return "请求太多了，请稍慢一点。" }
func (chinese) BoardTooBig() string  { return "请求太大。" }
func (chinese) BoardBusy() string    { return "现在请求的人很多，请稍后再试。" }
func (chinese) BoardTimeout() string { return "下一步太难找，请稍后再试。" }
func (chinese) BoardNotFromFix() string {
	return "这个棋盘不是从你聊天中照片的 ✏️ 在棋盘上修改 按钮打开的：请把照片发给机器人，再用它回复下方的按钮。"
}
func (chinese) BoardOneFix() string { return "一次发一个：请等几秒再发送。" }
func (chinese) BoardNoGame() string {
	return "你还没有题目：在聊天中发送 /new，或通过题目下方的 🎮 开始玩 按钮打开棋盘。"
}
func (chinese) BoardBadRequest(detail string) string {
	return fmt.Sprintf("棋盘发来的内容机器人无法处理（%s）。请重新载入后再试。", detail)
}
func (chinese) BoardLostCandidate(cell string) string {
	return fmt.Sprintf("%s的笔记里已经没有该格的正确数字：你删掉的候选数中有一个是对的。请先把它加回来，在错误的基础上给提示只会误导你。", cell)
}
func (chinese) BoardMissingCandidate(cell string) string {
	return fmt.Sprintf("你在%s写的笔记里漏掉了该格的正确数字。请先把它补上，在错误的基础上给提示只会误导你。", cell)
}
func (chinese) BoardMistakeHeader(n int) string { return "请先改正错误" }
func (chinese) BoardRewound(cells []string) string {
	return fmt.Sprintf("已撤回你的错误（%s），填对的都保留了。点“撤销”可以把错误恢复回来。", strings.Join(cells, "、"))
}
func (chinese) BoardNoSolution() string    { return "这道题无解。" }
func (chinese) BoardManySolutions() string { return "这道题有多个解，无法在这里玩。" }
func (chinese) BoardTooHard() string       { return "这道题太难，我无法核对。" }
func (chinese) BoardGivensClash() string {
	return "题目的已知数违反规则：同一行、列或宫中有重复数字。"
}
func (chinese) BoardConflict(cells []string) string {
	return fmt.Sprintf("有数字在同一行、列或宫内重复：%s。请改正后再发送。", strings.Join(cells, "、"))
}

func (chinese) TerminalWelcome() string {
	return `本地模式：你正通过内置的 Bot API 模拟器与机器人聊天。
输入或粘贴一道题：一行81个数字，或者九行（粘贴的盘面会整体读取；逐行输入时，
输完第九行即发送）。输入按钮上的文字（或其中的词）就能按下按钮，例如“提示”，
或用“下一条”按“下一条提示”；以 / 开头的一行总是命令，不会当作按钮。输入“显示”
可以查看被隐藏的内容。以 > 开头的一行会回复机器人最近一条带按钮的消息，例如
“> /check”加上你的盘面。输入图片文件的路径（JPEG、PNG、WebP）即可发送题目照片；
识别有误时，用“> r3c5=7”这样的回复来更正。/help 列出所有命令。按 Ctrl-C 或 Ctrl-D 退出。`
}
func (chinese) TerminalNoButtons() string {
	return "（机器人还没有带按钮的消息：按普通消息发送。）"
}
func (chinese) TerminalNoFile(path string) string {
	return fmt.Sprintf("（没有这个文件：%s。输入 JPEG、PNG 或 WebP 图片的路径即可把它当作照片发送。）", path)
}
func (chinese) TerminalRows(rows int) string {
	return fmt.Sprintf("（已有%d行，共9行：继续输入下一行，或输入空行直接发送）", rows)
}
func (chinese) TerminalNoMore(label, next string) string {
	if next == "" {
		return fmt.Sprintf("（现在没有“%s”按钮：这条提示已经是最后一层，没有更多了。）", label)
	}
	return fmt.Sprintf("（现在没有“%s”按钮：这条提示已经是最后一层，没有更多了。输入“%s”看下一步。）", label, next)
}
func (chinese) TerminalGone(label string) string {
	return fmt.Sprintf("（现在没有“%s”按钮。）", label)
}
func (chinese) TerminalCannotSend(err string) string {
	return fmt.Sprintf("（发送失败：%s）", err)
}
func (chinese) TerminalCannotPress(label, err string) string {
	return fmt.Sprintf("（无法按下“%s”：%s）", label, err)
}
func (chinese) TerminalCannotRead(path, err string) string {
	return fmt.Sprintf("（无法读取 %s：%s）", path, err)
}
func (chinese) TerminalOpen(url string) string {
	return "在浏览器中打开这个链接来玩：" + url
}
func (chinese) TerminalBot() string       { return "机器人：" }
func (chinese) TerminalBotEdited() string { return "机器人（编辑了消息）：" }
func (chinese) TerminalButtons() string   { return "按钮：" }
func (chinese) TerminalPicture(path string) string {
	return "[图片：" + path + "]"
}
func (chinese) TerminalSpoilerPicture(path string) string {
	return "[图片（防剧透，点一下才显示）：" + path + "]"
}
func (chinese) TerminalPictureLost(err string) string {
	return fmt.Sprintf("[一张图片；无法保存：%s]", err)
}
func (chinese) TerminalHidden() string        { return "[已隐藏：输入“显示”查看]" }
func (chinese) TerminalNothingHidden() string { return "（没有隐藏的内容。）" }
func (chinese) TerminalHiddenText() string    { return "（隐藏的内容：）" }
func (chinese) TerminalShowWords() []string   { return []string{"显示"} }

func (chinese) LocalBoardLink(url string) string {
	return "棋盘，可在任何浏览器中打开来玩：" + url
}
func (chinese) LocalBoardPortTaken(addr string) string {
	return fmt.Sprintf("（棋盘平时用的地址 %s 正被别的程序占用，也许是另一个本地运行的机器人。所以这次棋盘在上面的链接里；用平时的链接打开的标签页连不上它。）", addr)
}
func (chinese) LocalForgets() string {
	return "这段对话只在机器人运行期间保留，重新启动后会从头开始。想保留的话，启动时给它指定一个存放数据的文件夹，例如 DATA_DIR=sudokubot-data。"
}
func (chinese) MenuButton() string { return "🎮 开始玩" }
