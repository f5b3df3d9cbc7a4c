package bot

import (
	"context"
	"strings"
	"testing"

	"sudokubot/bot/catalog"
	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// xwingPuzzle needs an X-Wing, and singles and locked candidates.
const xwingPuzzle = "......8.3...3....5.8.5.4.6..5..7...6.6.....4.7...3..1..1.9.8.7.8....6...9.2......"

// A turn is one thing the person does in a conversation test, and what
// the bot's last answer to it must (and must not) hold.
type turn struct {
	send  string // a message, or
	press string // a button of the bot's answer to turn pressOn
	on    int    // the turn whose last answer holds the button
	reply int    // 1 + the turn whose last answer the message replies to; 0 for none
	want  []string
	not   []string
	// buttons and noButtons are labels (parts of them) the answer must and
	// must not carry.
	buttons, noButtons []string
	photo              bool // the answer is a picture
}

// converse runs turns in a new conversation and checks every answer.
func converse(t *testing.T, name, lang string, turns []turn) {
	t.Helper()
	c := newConv(t, lang)
	var last []said
	for i, tu := range turns {
		var got []said
		switch {
		case tu.press != "":
			got = c.press(last[tu.on].Msg, tu.press)
		case tu.reply > 0:
			got = c.send(tu.send, last[tu.reply-1].Msg)
		default:
			got = c.send(tu.send, nil)
		}
		if len(got) == 0 {
			t.Errorf("%s (%s), turn %d %q: no answer", name, lang, i, tu.send+tu.press)
			return
		}
		a := got[len(got)-1]
		last = append(last, a)
		text := ""
		for _, s := range got {
			text += s.Text() + "\n"
		}
		for _, w := range tu.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s (%s), turn %d %q: %q does not hold %q", name, lang, i, tu.send+tu.press, text, w)
			}
		}
		for _, w := range tu.not {
			if strings.Contains(text, w) {
				t.Errorf("%s (%s), turn %d %q: %q holds %q", name, lang, i, tu.send+tu.press, text, w)
			}
		}
		labels := strings.Join(a.Buttons(), " | ")
		for _, b := range tu.buttons {
			if !strings.Contains(labels, b) {
				t.Errorf("%s (%s), turn %d %q: buttons [%s], want %q", name, lang, i, tu.send+tu.press, labels, b)
			}
		}
		for _, b := range tu.noButtons {
			if strings.Contains(labels, b) {
				t.Errorf("%s (%s), turn %d %q: buttons [%s], want no %q", name, lang, i, tu.send+tu.press, labels, b)
			}
		}
		if tu.photo && a.Method != "photo" {
			t.Errorf("%s (%s), turn %d %q: a %s, want a picture", name, lang, i, tu.send+tu.press, a.Method)
		}
	}
}

// byLang holds a test's turns in English, Chinese and Russian (ru may be
// left out where the texts are not of this file's areas yet).
type byLang struct{ en, zh, ru []turn }

// converseAll runs each test in every language it has.
func converseAll(t *testing.T, tests map[string]byLang) {
	t.Helper()
	for name, tt := range tests {
		converse(t, name, "en", tt.en)
		converse(t, name, "zh-hans", tt.zh)
		if tt.ru != nil {
			converse(t, name, "ru", tt.ru)
		}
	}
}

// TestMoves: a move that breaks a rule is recorded with a warning naming
// the clash; outside the grid or on a given it is refused, saying why;
// "Check my progress" checks the moves recorded; a complete, correct grid
// is congratulated.
func TestMoves(t *testing.T) {
	solutionRows := ""
	for r := range 9 {
		solutionRows += " r" + string(rune('1'+r)) + "=" + classicSol[9*r:9*r+9]
	}
	tests := map[string]byLang{
		"a clash with a given": {
			en: []turn{{send: classic}, {send: "r1c4=5", want: []string{"r1c4=5: there is already a 5 in row 1, at r1c1", "Recorded: r1c4 = 5"}}},
			zh: []turn{{send: classic}, {send: "r1c4=5", want: []string{"r1c4=5：第1行已经有 5 了（在 r1c1）", "已记录：r1c4 = 5"}}},
			ru: []turn{{send: classic}, {send: "r1c4=5", want: []string{"r1c4=5: в строке 1 уже есть 5 — в клетке r1c1.", "Записано: r1c4 = 5. Заполнено: 1 из 51 пустой клетки."}}},
		},
		"a clash with an entry in a box": {
			en: []turn{{send: classic}, {send: "r1c3=4"}, {send: "r3c1=4", want: []string{"there is already a 4 in box 1, at r1c3"}}},
			zh: []turn{{send: classic}, {send: "r1c3=4"}, {send: "r3c1=4", want: []string{"第1宫已经有 4 了（在 r1c3）"}}},
			ru: []turn{{send: classic}, {send: "r1c3=4"}, {send: "r3c1=4", want: []string{"в блоке 1 уже есть 4 — в клетке r1c3", "Заполнено: 2 из 51"}}},
		},
		"a row as it stands": {
			en: []turn{{send: classic}, {send: "row 1: 5 3 4 . 7 . . . .", want: []string{"Recorded: r1c3 = 4."}}},
			zh: []turn{{send: classic}, {send: "row 1: 5 3 4 . 7 . . . .", want: []string{"已记录：r1c3 = 4。"}}},
			ru: []turn{{send: classic}, {send: "Строка 1: 5 3 4 . 7 . . . .", want: []string{"Записано: r1c3 = 4."}}, {send: "ряд 1: 534.7.6..", want: []string{"Записано: r1c7 = 6."}}},
		},
		"outside the grid": {
			en: []turn{{send: classic}, {send: "r10c1=5", want: []string{"r10c1=5 is outside the grid", "1 to 9"}, not: []string{"did not find"}}},
			zh: []turn{{send: classic}, {send: "r10c1=5", want: []string{"r10c1=5 不在盘面内"}}},
			ru: []turn{{send: classic}, {send: "r10c1=5", want: []string{"r10c1=5 — за пределами сетки", "от 1 до 9", "Ничего не записано."}}},
		},
		"not a digit": {
			en: []turn{{send: classic}, {send: "r3c5=12", want: []string{"one digit, 1 to 9"}}},
			zh: []turn{{send: classic}, {send: "r3c5=12", want: []string{"一格只能填一个1到9的数字"}}},
			ru: []turn{{send: classic}, {send: "r3c5=12", want: []string{"r3c5=12: в клетке может стоять одна цифра от 1 до 9 (0 очищает клетку), например r3c5=7."}}},
		},
		"a good move and one outside the grid": {
			en: []turn{{send: classic}, {send: "r1c3=4, r10c1=3", want: []string{"r10c1=3 is outside the grid"}, not: []string{"r1c3=4", "Recorded"}}},
			zh: []turn{{send: classic}, {send: "r1c3=4，r10c1=3", want: []string{"r10c1=3 不在盘面内"}, not: []string{"已记录"}}},
			ru: []turn{{send: classic}, {send: "r1c3=4, r10c1=3", want: []string{"r10c1=3 — за пределами сетки"}, not: []string{"r1c3=4", "Записано"}}},
		},
		"a good move and a bad digit": {
			en: []turn{{send: classic}, {send: "r1c3=4, r3c5=12; r1c4=2", want: []string{"r3c5=12: a cell holds one digit"}, not: []string{"r1c3=4,", "Recorded"}}},
			zh: []turn{{send: classic}, {send: "r1c3=4；r3c5=12", want: []string{"r3c5=12：一格只能填一个1到9的数字"}, not: []string{"已记录"}}},
		},
		"on a given": {
			en: []turn{{send: classic}, {send: "r1c1=9", want: []string{"r1c1 is a given (5)", "Nothing recorded"}}},
			zh: []turn{{send: classic}, {send: "r1c1=9", want: []string{"r1c1 是题目给出的 5", "没有记录"}}},
			ru: []turn{{send: classic}, {send: "r1c1=9", want: []string{"Ничего не записано: в r1c1 стоит исходная цифра 5. Исходные цифры менять нельзя."}}},
		},
		"Check my progress checks the moves": {
			en: []turn{{send: classic}, {send: "r1c3=4"}, {press: "Check my progress", on: 0, want: []string{"No mistakes so far: 1 cell filled in"}}},
			zh: []turn{{send: classic}, {send: "r1c3=4"}, {press: "检查我的进度", on: 0, want: []string{"目前没有错误：已填1格"}}},
		},
		"Check my progress without moves": {
			en: []turn{{send: classic}, {press: "Check my progress", on: 0, want: []string{"r3c5=7"}, buttons: []string{"Hint"}, noButtons: []string{"Solution"}}},
			zh: []turn{{send: classic}, {press: "检查我的进度", on: 0, want: []string{"r3c5=7"}, buttons: []string{"提示"}, noButtons: []string{"答案"}}},
		},
		"a complete grid by moves": {
			en: []turn{{send: classic}, {send: strings.TrimSpace(solutionRows), want: []string{"complete and correct"}}},
			zh: []turn{{send: classic}, {send: strings.TrimSpace(solutionRows), want: []string{"全部填完而且正确"}}},
		},
		"a complete grid checked": {
			en: []turn{{send: classic}, {send: "/check " + classicSol, want: []string{"complete and correct"}}},
			zh: []turn{{send: classic}, {send: "/check " + classicSol, want: []string{"全部填完而且正确"}}},
		},
		"a complete grid sent": {
			en: []turn{{send: classic}, {send: classicSol, want: []string{"complete and correct"}, not: []string{"already complete"}}},
			zh: []turn{{send: classic}, {send: classicSol, want: []string{"全部填完而且正确"}}},
		},
		"a complete grid with mistakes": {
			en: []turn{{send: classic}, {send: classicSol[:2] + "8" + classicSol[3:7] + "4" + classicSol[8:], photo: true, want: []string{"2 cells are wrong: r1c3, r1c8"}}},
			zh: []turn{{send: classic}, {send: classicSol[:2] + "8" + classicSol[3:7] + "4" + classicSol[8:], photo: true, want: []string{"有2格填错了：r1c3、r1c8"}}},
		},
		"in a puzzle with several solutions": {
			en: []turn{{send: threeSolutions}, {send: "r1c1=4", want: []string{"Recorded: r1c1 = 4. This puzzle has more than one solution, so I can't check your moves or give hints in it."}, not: []string{"/check", "/hint"}}},
			zh: []turn{{send: threeSolutions}, {send: "r1c1=4", want: []string{"已记录：r1c1 = 4。这道题有不止一个解，所以没法核对你的填数，也没法给提示。"}, not: []string{"/check", "/hint"}}},
			ru: []turn{{send: threeSolutions}, {send: "r1c1=4", want: []string{"Записано: r1c1 = 4. У этой головоломки больше одного решения, поэтому я не могу ни проверить ваши ходы, ни подсказать."}, not: []string{"/check", "/hint"}}},
		},
		"in a puzzle with no solution": {
			en: []turn{{send: noSolutionGrid}, {send: "r2c1=4", want: []string{"Recorded: r2c1 = 4. This puzzle has no solution, so I can't check"}, not: []string{"/check"}}},
			zh: []turn{{send: noSolutionGrid}, {send: "r2c1=4", want: []string{"已记录：r2c1 = 4。这道题无解，所以没法核对"}, not: []string{"/check"}}},
			ru: []turn{{send: noSolutionGrid}, {send: "r2c1=4", want: []string{"Записано: r2c1 = 4. У этой головоломки нет решения"}, not: []string{"/check"}}},
		},
		"in a puzzle that breaks the rules": {
			en: []turn{{send: brokenRules}, {send: "r1c3=4", want: []string{"Recorded: r1c3 = 4. This puzzle's givens break the rules, so I can't check"}, not: []string{"/check"}}},
			zh: []turn{{send: brokenRules}, {send: "r1c3=4", want: []string{"已记录：r1c3 = 4。这道题的已知数违反了规则，所以没法核对"}, not: []string{"/check"}}},
			ru: []turn{{send: brokenRules}, {send: "r1c3=4", want: []string{"Записано: r1c3 = 4. Исходные цифры этой головоломки нарушают правила"}, not: []string{"/check"}}},
		},
		"replying to a puzzle that breaks the rules": {
			en: []turn{{send: classic}, {send: brokenRules}, {send: classic}, {send: "r1c3=4", reply: 2, photo: true, want: []string{"breaks the rules"}, not: []string{"Recorded"}}, {send: "/check", want: []string{"Send me your grid as it is now"}, not: []string{"filled in"}}},
			zh: []turn{{send: classic}, {send: brokenRules}, {send: classic}, {send: "r1c3=4", reply: 2, photo: true, want: []string{"违反了规则"}, not: []string{"已记录"}}},
		},
		"replying to an answer without a puzzle": {
			en: []turn{{send: classic}, {send: "thanks"}, {send: "r1c3=4", reply: 2, want: []string{"no puzzle in it, so I recorded nothing"}, not: []string{"Recorded:"}}},
			zh: []turn{{send: classic}, {send: "谢谢"}, {send: "r1c3=4", reply: 2, want: []string{"没有题目，所以我什么也没记录"}, not: []string{"已记录："}}},
		},
		"a complete grid checked alone": {
			en: []turn{{send: "/check " + classicSol, want: []string{"complete and correct"}, not: []string{"can still be completed"}}},
			zh: []turn{{send: "/check " + classicSol, want: []string{"全部填完而且正确"}}},
		},
	}
	converseAll(t, tests)
}

// TestSeveralSolutions: how many, where they differ, and only the buttons
// that make sense.
func TestSeveralSolutions(t *testing.T) {
	tests := map[string]byLang{
		"sent": {
			en: []turn{{send: threeSolutions, photo: true, want: []string{"⚠️ This puzzle has 3 solutions, not one, so logic alone cannot solve it", "marked cells are where the solutions differ; the digits shown are the same in all of them"}, buttons: []string{"One solution"}, noButtons: []string{"Hint", "Steps"}}},
			zh: []turn{{send: threeSolutions, photo: true, want: []string{"⚠️ 这道题有 3 个解，不是唯一解", "各个解不同的地方；图中的数字在所有解里都相同"}, buttons: []string{"看其中一个解"}, noButtons: []string{"提示"}}},
		},
		"many": {
			en: []turn{{send: "1" + strings.Repeat(".", 80), want: []string{"at least 10000 solutions"}}},
			zh: []turn{{send: "1" + strings.Repeat(".", 80), want: []string{"至少有 10000 个解"}}},
		},
		"one of them": {
			en: []turn{{send: threeSolutions}, {press: "One solution", on: 0, photo: true, want: []string{"One of the solutions", "Puzzle: " + threeSolutions}}, {send: "/count", reply: 2, want: []string{"3 solutions"}}},
			zh: []turn{{send: threeSolutions}, {press: "看其中一个解", on: 0, photo: true, want: []string{"其中一个解", "题目：" + threeSolutions}}, {send: "/count", reply: 2, want: []string{"3 个解"}}},
		},
		"/hint on it": {
			en: []turn{{send: threeSolutions}, {send: "/hint", photo: true, want: []string{"no next step to hint at", "3 solutions"}, noButtons: []string{"Hint"}}},
			zh: []turn{{send: threeSolutions}, {send: "/hint", photo: true, want: []string{"没法提示下一步", "3 个解"}}},
		},
	}
	converseAll(t, tests)
}

// keycapped writes a puzzle with keycap emoji, and white squares for
// empty cells, as people paste it from phones.
func keycapped(p string) string {
	var sb strings.Builder
	for i, r := range p {
		if i > 0 && i%9 == 0 {
			sb.WriteByte('\n')
		}
		if r == '0' || r == '.' {
			sb.WriteString("⬜")
		} else {
			sb.WriteString(string(r) + "\uFE0F\u20E3")
		}
	}
	return sb.String()
}

// TestTalk: greetings, thanks and questions get a short answer in kind;
// prose is no puzzle; invisible characters are named; talk.Keycaps read.
func TestTalk(t *testing.T) {
	prose := strings.Repeat("I was solving the puzzle in the paper on 12.3. and got stuck at the 4th row. ", 65)
	tests := map[string]byLang{
		"a greeting": {
			en: []turn{{send: "hi there! can you help me with a sudoku?", want: []string{"Hello!", "Send me a puzzle", "photo"}, not: []string{"did not find"}}},
			zh: []turn{{send: "你好，能帮我解数独吗？", want: []string{"你好！", "发一道题给我"}}},
			ru: []turn{{send: "Привет! Поможете с судоку?", want: []string{"Здравствуйте!", "Пришлите мне судоку"}}, {send: "добрый вечер", want: []string{"Здравствуйте!"}}},
		},
		"help as a word": {
			en: []turn{{send: "Help", want: []string{"I solve Sudoku puzzles", "/practice — "}}},
			zh: []turn{{send: "帮助", want: []string{"我会解数独", "/practice — "}}},
			ru: []turn{{send: "Помощь", want: []string{"/practice — "}}},
		},
		"ok": {
			en: []turn{{send: "ok", want: []string{"👍 Send another puzzle"}, not: []string{"welcome"}}},
			zh: []turn{{send: "好的", want: []string{"👍 想做题随时发给我"}, not: []string{"不客气"}}},
			ru: []turn{{send: "ок", want: []string{"👍 Присылайте следующую головоломку"}, not: []string{"Пожалуйста"}}, {send: "Понятно", want: []string{"👍"}}},
		},
		"thanks": {
			en: []turn{{send: "thanks", want: []string{"You're welcome"}}},
			zh: []turn{{send: "谢谢", want: []string{"不客气"}}},
			ru: []turn{{send: "спасибо", want: []string{"Пожалуйста! 😊"}}, {send: "Спасибо большое!", want: []string{"Пожалуйста!"}}},
		},
		"a question about a technique": {
			en: []turn{{send: "how do I solve an x-wing?", photo: true, want: []string{"X-Wing", "tier 4", "/practice x-wing", "Here is an X-Wing at work in one of my puzzles:", "A fish: when a digit's places in two rows", "I'll show you where it is, a little at a time."}, not: []string{"fin"}}},
			zh: []turn{{send: "X翼怎么用？", photo: true, want: []string{"X翼", "第4级", "/practice X翼", "举个例子：下面这道题里就用到了X翼。", "鱼："}, not: []string{"鳍"}}},
			ru: []turn{{send: "Что такое X-крыло?", photo: true, want: []string{": ступень 4 из 9", "Рыба: если все места цифры в двух строках", "Вот так приём «", "и я понемногу покажу, где он прячется."}, not: []string{"плавник"}},
				{send: "как найти скрытую одиночку?", want: []string{": ступень 1 из 9", "Одиночка — это клетка"}}},
		},
		"a question about a family": {
			en: []turn{{send: "what is a unique rectangle?", photo: true, want: []string{"Unique Rectangle (types 1–4): tier 5", "A unique rectangle: four cells", "/practice unique rectangle", "Here is a Unique Rectangle Type"}, not: []string{"Coloring", "Colouring"}}},
			zh: []turn{{send: "区块是什么？", want: []string{"区块（宫区块和行列区块）：属于第2级", "/practice 区块"}}},
			ru: []turn{{send: "что такое уникальный прямоугольник?", photo: true, want: []string{"Уникальный прямоугольник (типы 1–4): ступень 5", "Уникальный прямоугольник: если в четырёх клетках", "/practice уникальный прямоугольник"}, not: []string{"раскраска"}},
				{send: "Что такое заблокированные кандидаты?", want: []string{"Заблокированные кандидаты (указывающие и блокирующие пары): ступень 2", "/practice заблокированные кандидаты"}}},
		},
		"a question about a rare technique": {
			en: []turn{{send: "can you explain sue de coq?", want: []string{"Sue de Coq: tier 8", "Sue de Coq: cells where a box and a row or column cross", "too rare"}, not: []string{"/practice sue de coq", "almost locked set"}}},
			zh: []turn{{send: "Sue de Coq是什么？", want: []string{"Sue de Coq（融合）：属于第8级", "太少见"}, not: []string{"/practice Sue de Coq", "待定数组"}}},
			ru: []turn{{send: "объясните, пожалуйста, Сю де Кок", want: []string{": ступень 8", "Сю де Кок (Sue de Coq): клетки на пересечении", "слишком редко"}, not: []string{"Почти запертый набор"}}},
		},
		"a question about one of a family": {
			en: []turn{{send: "what is BUG+1?", want: []string{"BUG+1: tier 5", "BUG+1: when every empty cell but one"}, not: []string{"Coloring", "unique rectangle"}}},
			zh: []turn{{send: "全双值坟墓+1是什么？", want: []string{"全双值坟墓+1：如果除了一个格子以外"}, not: []string{"染色"}}},
		},
		"a grid attempt among chatter": {
			en: []turn{{send: "Hi! I copied this from the paper this morning, hope it works, thanks a lot for looking at it, you are great:\n53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..7", want: []string{"Row 9 of the grid (line 10 of your message) has 8 cells while the others have 9"}, not: []string{"Hello!", "welcome"}}},
			zh: []turn{{send: "你好！这是我今天早上从报纸上抄下来的题，谢谢你帮我看看，太感谢了：\n53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..7", want: []string{"盘面第9行（你消息里的第10行）有8个，其他行是9个"}, not: []string{"你好！👋", "不客气"}}},
		},
		"a question about a cell": {
			en: []turn{{send: classic}, {send: "ok but why is r1c1 a 5", want: []string{"I am a Sudoku bot"}, not: []string{"does not look like a puzzle", "👍"}}},
			zh: []turn{{send: classic}, {send: "好的，但是为什么r1c1是5", want: []string{"我是数独机器人"}, not: []string{"不像一道数独题", "👍"}}},
			ru: []turn{{send: classic}, {send: "ок, но почему в r1c1 стоит 5", want: []string{"Я бот для судоку"}, not: []string{"не похоже на судоку", "👍"}}},
		},
		"a complaint": {
			en: []turn{{send: "this is not ok", not: []string{"👍", "welcome"}}, {send: "not great", not: []string{"👍", "welcome"}}},
			zh: []turn{{send: "这不好", not: []string{"👍", "不客气"}}, {send: "不太好", not: []string{"👍", "不客气"}}},
			ru: []turn{{send: "это не работает", not: []string{"👍", "Пожалуйста"}}, {send: "не очень хорошо", not: []string{"👍", "Пожалуйста"}}},
		},
		"thanks as people type it": {
			en: []turn{{send: "thankyou", want: []string{"You're welcome"}}, {send: "tysm", want: []string{"You're welcome"}}, {send: "thanx!", want: []string{"You're welcome"}}},
			zh: []turn{{send: "谢啦", want: []string{"不客气"}}, {send: "不错，谢谢", want: []string{"不客气"}}},
			ru: []turn{{send: "спс", want: []string{"Пожалуйста!"}}, {send: "Благодарю!", want: []string{"Пожалуйста!"}}, {send: "спасибочки", want: []string{"Пожалуйста!"}}},
		},
		"another question": {
			en: []turn{{send: "what can you do?", want: []string{"I am a Sudoku bot", "/new"}}},
			zh: []turn{{send: "你能做什么？", want: []string{"我是数独机器人"}}},
			ru: []turn{{send: "Что вы умеете?", want: []string{"Я бот для судоку", "/new"}}, {send: "как решать?", want: []string{"Я бот для судоку"}}},
		},
		"prose": {
			en: []turn{{send: prose, want: []string{"does not look like a puzzle", examplePuzzle}, not: []string{"cells, but a puzzle has 81"}}},
			zh: []turn{{send: strings.Repeat("我昨天在报纸上做了一道题，第4行卡住了。", 50), want: []string{"这看起来不像一道数独题", examplePuzzle}}},
			ru: []turn{{send: strings.Repeat("Вчера решал судоку в газете и застрял на четвёртой строке. ", 50), want: []string{"Это не похоже на судоку.", examplePuzzle}}},
		},
		"a grid with a short row is still a grid": {
			en: []turn{{send: "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..7", want: []string{"Line 9 has 8 cells"}}},
			zh: []turn{{send: "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..7", want: []string{"第9行有8个"}}},
		},
		"an invisible character": {
			en: []turn{{send: classic[:40] + " \uFE0F" + classic[40:], want: []string{"line 1, column 42: an emoji variation selector (U+FE0F, invisible) is not a digit"}}},
			zh: []turn{{send: classic[:40] + " \uFE0F" + classic[40:], want: []string{"第1行第42个字符是表情变体选择符（U+FE0F，肉眼看不见），不是数字也不是空格：请用"}}},
		},
		"digits in emoji style": {
			en: []turn{{send: strings.ReplaceAll(classic, "5", "5\uFE0F"), photo: true, want: []string{"Solved!"}}},
			zh: []turn{{send: strings.ReplaceAll(classic, "5", "5\uFE0F"), photo: true, want: []string{"解好了"}}},
		},
		"a question about a technique the bot did not recognise": {
			en: []turn{{send: "what's a skyscraper", want: []string{"Skyscraper: tier"}},
				{send: "what is a full house", want: []string{"Full House: tier 1"}},
				{send: "what is pointing", want: []string{"Pointing: tier 2"}},
				{send: "what is claiming", want: []string{"Claiming: tier 2"}}},
			zh: []turn{{send: "环是什么？", want: []string{"第7级"}}},
		},
		"asking for a puzzle in words": {
			en: []turn{{send: "give me an easy one", photo: true, want: []string{"🧩 A new puzzle · Easy"}}, {send: "more", photo: true, want: []string{"🧩 A new puzzle · "}}},
			zh: []turn{{send: "更多", photo: true, want: []string{"🧩 新题 · "}}},
			ru: []turn{{send: "ещё", photo: true, want: []string{"🧩 Новая головоломка · "}}, {send: "Дальше!", photo: true, want: []string{"🧩 Новая головоломка · "}}},
		},
		"a question in another language than the chat's": {
			en: []turn{{send: "什么是X翼？", want: []string{"X翼", "第4级"}, not: []string{"tier"}},
				{send: "что такое X-крыло?", want: []string{"ступень 4 из 9"}, not: []string{"tier"}}},
			ru: []turn{{send: "你好", want: []string{"你好！"}}, {send: "ok", want: []string{"👍 Присылайте следующую головоломку"}}},
			zh: []turn{{send: "ok", want: []string{"👍 想做题随时发给我"}}, {send: "hi", want: []string{"你好！"}}},
		},
		"talk.Keycaps": {
			en: []turn{{send: keycapped(classic), photo: true, want: []string{"Solved!"}}},
			zh: []turn{{send: keycapped(classic), photo: true, want: []string{"解好了"}}},
		},
	}
	converseAll(t, tests)
}

// TestNames: technique and level names as people type them.
func TestNames(t *testing.T) {
	t.Parallel()
	tests := map[string]byLang{
		"a typo": {
			en: []turn{{send: "/practice swordfsh", want: []string{"Did you mean Swordfish?", "/practice swordfish"}}},
			zh: []turn{{send: "/practice 摩天大楼", want: []string{"你是想说“摩天楼”吗", "/practice 摩天楼"}}},
			ru: []turn{{send: "/practice небоскрбе", want: []string{"Не знаю «небоскрбе». Может быть, вы имели в виду «", "Пришлите /practice "}}},
		},
		"a family": {
			en: []turn{{send: "/practice locked candidates", photo: true, want: []string{"Practice: "}}},
			zh: []turn{{send: "/practice 区块", photo: true, want: []string{"专项练习："}}},
			ru: []turn{{send: "/practice заблокированные кандидаты", photo: true, want: []string{"🎯 Тренировка: "}}, {send: "/practice скрытую одиночку", photo: true, want: []string{"🎯 Тренировка: "}}},
		},
		"the list, grouped by tier": {
			en: []turn{{send: "/practice", want: []string{"• Singles: hidden single, naked single", "unique rectangle,", "• Finned and sashimi fish: finned fish, sashimi fish\n"}, not: []string{"unique rectangle type 2", "finned swordfish"}}},
			zh: []turn{{send: "/practice", want: []string{"• 唯一数：隐性唯一数、唯一余数", "• 带鳍鱼和退化鱼：带鳍鱼、退化鱼\n"}}},
			ru: []turn{{send: "/practice", want: []string{"Какой приём хотите потренировать?", "• Одиночки: ", "уникальный прямоугольник,", "• Рыбы с плавником и сашими: рыба с плавником, рыба сашими\n"}}},
		},
		"an unknown name": {
			en: []turn{{send: "/practice pizza", want: []string{"I don't know the technique “pizza”", "• Subsets:"}}},
			zh: []turn{{send: "/practice 披萨", want: []string{"我不认识“披萨”这个技巧", "• 数组："}}},
			ru: []turn{{send: "/practice пицца", want: []string{"Не знаю приёма «пицца»", "• Пары, тройки и четвёрки:"}}},
		},
		"a family from the list": {
			en: []turn{{send: "/practice finned fish", photo: true, want: []string{"Practice: Finned"}}},
			zh: []turn{{send: "/practice 退化鱼", photo: true, want: []string{"专项练习：退化"}}},
			ru: []turn{{send: "/practice рыба сашими", photo: true, want: []string{"🎯 Тренировка: "}}},
		},
		"a level with a typo": {
			en: []turn{{send: "/new medum", want: []string{"Did you mean Medium?", "/new medium"}}},
			zh: []turn{{send: "/new 中级", photo: true, want: []string{"中等"}}},
			ru: []turn{{send: "/new сложнй", want: []string{"Может быть, вы имели в виду «сложный»? Пришлите /new сложный"}},
				{send: "/new сложный", photo: true, want: []string{"🧩 Новая головоломка · "}}, {send: "/new Лёгкий", photo: true, want: []string{"🧩 Новая головоломка · "}},
				{send: "/new легкий", photo: true, want: []string{"🧩 Новая головоломка · "}}, {send: "/new банан", want: []string{"Не знаю уровня «банан». Уровни такие: "}}},
		},
	}
	converseAll(t, tests)
}

// TestRateNamesTechniques: /rate lists the techniques, the hardest first.
func TestRateNamesTechniques(t *testing.T) {
	converse(t, "rate", "en", []turn{{send: xwingPuzzle}, {send: "/rate", want: []string{"Techniques it needs, hardest first: X-Wing ×"}}})
	converse(t, "rate", "zh-hans", []turn{{send: xwingPuzzle}, {send: "/rate", want: []string{"需要用到的技巧（从难到易）：X翼×"}}})
}

// lockedPairPuzzle needs a Locked Pair (2.0 on the Sudoku Explainer scale,
// tier 3) and a Claiming (2.8, tier 2): its hardest step by score is the
// Claiming.
const lockedPairPuzzle = "..7..1..4......8........5.2.7........48..62..2..5.84.3...2..6..3...17......6....1"

// TestRateHardestAgrees: /rate's hardest step is the first technique of its
// list, by the one rule of logic.TechniquesUsed (they disagreed when the
// list was sorted by tier: "hardest step: Claiming", and Locked Pair first).
func TestRateHardestAgrees(t *testing.T) {
	g, err := solver.Parse(lockedPairPuzzle)
	if err != nil {
		t.Fatal(err)
	}
	p, err := logic.SolvePath(context.Background(), logic.NewBoard(g, solver.Grid{}), logic.Options{}, true)
	if err != nil {
		t.Fatal(err)
	}
	steps := map[logic.Technique]int{}
	for _, s := range p.Steps {
		steps[s.Technique]++
	}
	if steps[logic.LockedPair] == 0 || steps[logic.Claiming] == 0 {
		t.Fatalf("the puzzle no longer needs a Locked Pair and a Claiming: %v", steps)
	}
	for _, lang := range locale.All() {
		c := newConv(t, lang.Code())
		c.send(lockedPairPuzzle, nil)
		got := c.one("/rate", nil).Text()
		cat, ex := catalog.For(lang), explain.For(lang)
		name := ex.Technique(logic.Claiming)
		hardest := cat.Difficulty(ex.Level(logic.Medium), 2.8, name)
		first := strings.TrimSuffix(cat.TechniquesNeeded([]string{cat.TechniqueUse(name, steps[logic.Claiming])}), "。")
		first = strings.TrimSuffix(first, ".")
		if !strings.Contains(got, hardest) || !strings.Contains(got, first) {
			t.Errorf("%s: /rate says\n%s\nwant the hardest step %q and the list starting with it (%q)", lang, got, hardest, first)
		}
	}
}

// TestExampleNotMadeWhileWaiting: a question about a technique with no
// example at hand (no stock, its pool empty) gets its answer at once,
// without a puzzle made while the person waits.
func TestExampleNotMadeWhileWaiting(t *testing.T) {
	for _, tt := range []struct{ lang, text, want string }{
		{"en", "what is a skyscraper?", "Skyscraper: tier 4"},
		{"zh-hans", "摩天楼是什么？", "摩天楼：属于第4级"},
	} {
		c := newConv(t, tt.lang)
		got := c.send(tt.text, nil)
		if len(got) != 1 || got[0].Method != "text" || !strings.Contains(got[0].Text(), tt.want) {
			t.Errorf("%s: %q got %d answers, want the text alone: %v", tt.lang, tt.text, len(got), got)
		}
	}
}

// TestEveryTechniqueDescribed: the answer to "what is X?" carries the
// technique's description (package talk's TestEveryTechniqueDescribed
// checks every technique in every language): "What is a multi-sector
// locked set?" got only its tier.
func TestEveryTechniqueDescribed(t *testing.T) {
	converse(t, "what is an MSLS", "en", []turn{{send: "What is a multi-sector locked set?", want: []string{explain.For(locale.English).Describe(logic.MSLS)}}})
}
