package bot

import (
	"context"
	"strings"

	"sudokubot/bot/messenger"
	"sudokubot/solver/locale"
)

// A command is one of the bot's commands: its name, what answers it, its
// line in Telegram's command menu and its line in /help, in each language.
// Routing, the menus registered with setMyCommands and /help are all made
// from commands, so they cannot disagree.
type command struct {
	name   string
	handle func(b *Bot, ctx context.Context, r request, m *messenger.Message, args string)
	// menu is the command's description in Telegram's menu; nil keeps it
	// out of the menu (and out of /help: /start).
	menu func(locale.Lang) string
	// help is the command's line in /help, after "/name — ".
	help func(locale.Lang) string
}

// commands returns the bot's commands, in the order of the menu and of
// /help. (A function, not a variable: /help is made from it.)
func commands() []command {
	return []command{
		{
			name:   "hint",
			handle: (*Bot).cmdHint,
			menu:   func(l locale.Lang) string { return tr(l, "a hint for the next step", "下一步的提示") },
			help: func(l locale.Lang) string {
				return tr(l, "the next logical step, revealed a little at a time", "下一步的逻辑推理，一层一层揭示")
			},
		},
		{
			name:   "steps",
			handle: (*Bot).cmdSteps,
			menu:   func(l locale.Lang) string { return tr(l, "the whole solution, step by step", "完整的分步解法") },
			help: func(l locale.Lang) string {
				return tr(l, "the solution, one step at a time (◀ ▶)", "逐步讲解解法（用 ◀ ▶ 翻看）")
			},
		},
		{
			name:   "rate",
			handle: (*Bot).cmdRate,
			menu:   func(l locale.Lang) string { return tr(l, "how hard a puzzle is", "题目的难度") },
			help: func(l locale.Lang) string {
				return tr(l, "how hard the puzzle is, and the techniques it needs", "题目的难度，以及需要用到的技巧")
			},
		},
		{
			name:   "check",
			handle: (*Bot).cmdCheck,
			menu: func(l locale.Lang) string {
				return tr(l, "check your grid for mistakes", "检查你的盘面有没有错")
			},
			help: func(l locale.Lang) string {
				return tr(l, "your progress compared with the solution", "把你的进度与答案核对")
			},
		},
		{
			name:   "solve",
			handle: (*Bot).cmdSolve,
			menu: func(l locale.Lang) string {
				return tr(l, "the solution (hidden until tapped)", "答案（点一下才显示）")
			},
			help: func(l locale.Lang) string { return tr(l, "the solution", "答案") },
		},
		{
			name: "new",
			handle: func(b *Bot, ctx context.Context, r request, _ *messenger.Message, args string) {
				b.cmdNew(ctx, r, args)
			},
			menu: func(l locale.Lang) string {
				return tr(l, "a new puzzle: /new easy, medium, hard, expert or extreme", "出一道新题：/new 简单、中等、困难、专家或极难")
			},
			help: func(l locale.Lang) string {
				return tr(l, "a new puzzle to solve: /new easy, medium, hard, expert or extreme", "出一道新题：/new 简单、中等、困难、专家或极难")
			},
		},
		{
			name: "practice",
			handle: func(b *Bot, ctx context.Context, r request, _ *messenger.Message, args string) {
				b.cmdPractice(ctx, r, args)
			},
			menu: func(l locale.Lang) string {
				return tr(l, "a puzzle to practise a technique: /practice x-wing", "专项练习某个技巧：/practice X翼")
			},
			help: func(l locale.Lang) string {
				return tr(l, "a puzzle to practise a technique: /practice x-wing", "专项练习某个技巧：/practice X翼")
			},
		},
		{
			name: "daily",
			handle: func(b *Bot, ctx context.Context, r request, _ *messenger.Message, args string) {
				b.cmdDaily(ctx, r, args)
			},
			menu: func(l locale.Lang) string {
				return tr(l, "the puzzle of the day, the same for everyone", "每日一题，大家都一样")
			},
			help: func(l locale.Lang) string {
				return tr(l, "the puzzle of the day, the same for everyone", "每日一题，大家拿到的都一样")
			},
		},
		{
			name:   "count",
			handle: (*Bot).cmdCount,
			menu: func(l locale.Lang) string {
				return tr(l, "count the solutions of a puzzle", "数一数题目有几个解")
			},
			help: func(l locale.Lang) string {
				return tr(l, "how many solutions a puzzle has, and where they differ", "题目有几个解，各个解在哪里不同")
			},
		},
		{
			name:   "help",
			handle: (*Bot).cmdHelp,
			menu: func(l locale.Lang) string {
				return tr(l, "what I do and how to send a puzzle", "功能介绍和发题方法")
			},
			help: func(l locale.Lang) string { return tr(l, "this message", "本说明") },
		},
		{name: "start", handle: (*Bot).cmdHelp},
	}
}

// commandNamed returns the command of a name, lower case, without its
// slash.
func commandNamed(name string) (command, bool) {
	for _, c := range commands() {
		if c.name == name {
			return c, true
		}
	}
	return command{}, false
}

// Commands returns the command menus to register, in both languages.
func Commands() []messenger.CommandSet {
	var sets []messenger.CommandSet
	for _, lc := range []struct {
		code string
		lang locale.Lang
	}{{"", locale.English}, {"zh", locale.Chinese}} {
		set := messenger.CommandSet{Language: lc.code}
		for _, c := range commands() {
			if c.menu != nil {
				set.Commands = append(set.Commands, messenger.Command{Command: c.name, Description: c.menu(lc.lang)})
			}
		}
		sets = append(sets, set)
	}
	return sets
}

func (b *Bot) cmdHelp(ctx context.Context, r request, _ *messenger.Message, _ string) {
	b.reply(ctx, r.chat, r.replyTo, helpText(r.lang)+"\n\n"+examplePuzzle)
}

// helpText is /help and /start: what the bot does, how to send a puzzle,
// the commands (from the table) and how to record one's progress.
func helpText(lang locale.Lang) string {
	var sb strings.Builder
	sb.WriteString(tr(lang,
		`I solve Sudoku puzzles and teach you how to solve them.

Send me a puzzle in whatever form you have it:
• a photo or a screenshot of it
• 81 digits in one line, 0 or . for empty cells
• nine lines of nine, or an ASCII board with | and +
• a list like [[5,3,0,0,7,0,0,0,0], …] from Python or JSON

I reply with the solved grid (hidden until you tap it, so nothing is spoiled), its difficulty, and buttons for a hint, a walk-through of the solution, or checking your progress.

Commands (/hint, /steps, /rate, /check, /solve and /count work on the puzzle we're on, or, sent as a reply, on the puzzle in that message):`,
		`我会解数独，也会教你怎么解。

把题目发给我，什么形式都可以：
• 题目的照片或截图
• 一行81个数字，空格用0或.表示
• 九行、每行九个数字，或者带 | 和 + 的文字盘面
• Python或JSON中的列表，如 [[5,3,0,0,7,0,0,0,0], …]

我会回复解好的盘面（点一下才显示，以免剧透）、难度，以及提示、分步讲解和检查进度的按钮。

命令（/hint、/steps、/rate、/check、/solve 和 /count 作用于当前这道题；作为回复发送时，作用于被回复消息里的题目）：`))
	for _, c := range commands() {
		if c.help != nil {
			sb.WriteString("\n/" + c.name + " — " + c.help(lang))
		}
	}
	sb.WriteString(tr(lang,
		`

Record your progress as you go: send moves like r3c5=7 (r3c5=0 clears a cell), or a row as it stands, like r3=4.5..7...; /check tells you which are wrong.

Try this one (copy and send it):`,
		`

边解边记录进度：发送 r3c5=7 这样的填数（r3c5=0 清空该格），或按现状发送整行，如 r3=4.5..7...；/check 会告诉你哪些填错了。

试试这道题（复制后发给我）：`))
	return sb.String()
}
