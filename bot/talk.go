package bot

import (
	"context"
	"fmt"
	"html"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"sudokubot/bot/messenger"
	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/generate"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// People do not only send puzzles: they say hello, thank the bot, ask it
// things, or paste something else. Only text that looks like an attempt
// at a grid gets a grid's error; the rest gets a short answer in kind,
// with what to do next.

// A talkKind is what a text that is no puzzle seems to be.
type talkKind uint8

const (
	talkGrid     talkKind = iota // an attempt at a grid: its error says what is wrong
	talkGreeting                 // "hi", "你好"
	talkThanks                   // "thanks", "谢谢", 👍
	talkQuestion                 // "how do I solve an x-wing?"
	talkProse                    // anything else
)

// talk answers a text that could not be read as a puzzle when it is
// no attempt at one; it reports whether it answered.
func (b *Bot) talk(ctx context.Context, r request, text string) bool {
	switch foldName(text) {
	case "help", "start", "menu", "commands", "帮助", "菜单", "命令", "开始":
		b.cmdHelp(ctx, r, nil, "")
		return true
	}
	kind := classifyTalk(text)
	if kind == talkGrid {
		return false
	}
	b.reply(ctx, r.chat, r.replyTo, talkText(kind, text, r.lang))
	if ts := findTechnique(text); kind == talkQuestion && ts != nil {
		b.techniqueExample(ctx, r, pickTechnique(ts))
	}
	return true
}

// techniqueExample shows technique t at work: a step of it in a puzzle
// that needs it, drawn as a hint of level 3, with the engine's own
// explanation of that step.
func (b *Bot) techniqueExample(ctx context.Context, r request, t logic.Technique) {
	puzzle, ok := b.examplePuzzle(ctx, t)
	if !ok {
		return
	}
	b.chatAction(ctx, r, messenger.UploadPhoto)
	path, err := b.path(ctx, puzzle, [81]bool{}, solver.Grid{}, -1)
	if err != nil {
		b.log.Info("no example of a technique", "technique", t, "err", err)
		return
	}
	start := logic.NewBoard(puzzle, solver.Grid{})
	for i, s := range path.Steps {
		if s.Technique != t {
			continue
		}
		head := tr(r.lang, "Here is "+article(explain.For(r.lang).Technique(t))+" at work in one of my puzzles:", "举个例子：下面这道题里就用到了"+explain.For(r.lang).Technique(t)+"。")
		text := explain.For(r.lang).Explain(s)
		room := maxCaption - utf8.RuneCountInString(head) - 8
		caption := "<b>" + html.EscapeString(head) + "</b>\n" + html.EscapeString(fitSentences(text, room, tr(r.lang, " (The whole explanation follows.)", "（完整解释见下一条消息。）")))
		b.sendPicture(ctx, r, hintPicture(boardAt(start, path, i), s, 3), caption, nil, false)
		if !strings.HasSuffix(caption, html.EscapeString(text)) {
			b.reply(ctx, r.chat, r.replyTo, text)
		}
		return
	}
}

// examplePuzzle returns a puzzle that needs technique t, to show it at
// work: the one shown before, else one of its stock, else one taken once
// from its /practice pool. It never makes one while the person waits: a
// question is answered at once, with or without an example.
func (b *Bot) examplePuzzle(ctx context.Context, t logic.Technique) (solver.Grid, bool) {
	if g, ok := b.caches.examples.get(t); ok {
		return g, true
	}
	var g solver.Grid
	if stock := generate.Stock(t); len(stock) > 0 {
		g = stock[0].Grid
	} else if generate.OnDemand(t) {
		p, ok, err := b.pools.take(ctx, techniquePool(t))
		if err != nil || !ok {
			b.log.Info("no example of a technique ready", "technique", t, "err", err)
			return solver.Grid{}, false
		}
		g = p.Puzzle
	} else {
		return solver.Grid{}, false
	}
	b.caches.examples.put(t, g)
	return g, true
}

// article puts "a" or "an" before an English name, as it is said: "an
// X-Wing", "an Empty Rectangle", "a Unique Rectangle", "a W-Wing".
func article(name string) string {
	if name == "" {
		return name
	}
	first := name[0]
	initialism := len(name) > 1 && (name[1] == '-' || name[1] >= 'A' && name[1] <= 'Z')
	switch {
	case strings.IndexByte("AEIO", first) >= 0,
		initialism && strings.IndexByte("AEFHILMNORSX", first) >= 0:
		return "an " + name
	}
	return "a " + name
}

// classifyTalk tells what a text that is no puzzle seems to be. A text
// with three lines or more made mostly of cells (digits, dots), or a run
// of 17 cells or more, is an attempt at a grid whatever prose surrounds
// it; so is a short text whose cells, four or more, are at least as many
// as its letters, or one with cells and no letters at all.
func classifyTalk(text string) talkKind {
	if looksLikeGrid(text) {
		return talkGrid
	}
	cells, letters := 0, 0
	for _, r := range text {
		switch {
		case isCellRune(r):
			cells++
		case unicode.IsLetter(r):
			letters++
		}
	}
	if cells > 0 && (letters == 0 || cells >= 4 && cells >= letters) {
		return talkGrid
	}
	lower := strings.ToLower(strings.TrimSpace(text))
	words := strings.FieldsFunc(lower, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' && r != '’' })
	has := func(list ...string) bool {
		for _, w := range words {
			if slices.Contains(list, w) {
				return true
			}
		}
		return false
	}
	contains := func(list ...string) bool {
		for _, l := range list {
			if strings.Contains(lower, l) {
				return true
			}
		}
		return false
	}
	// A question word among the first few words: "ok but why is r1c1 a 5".
	asks := false
	for _, w := range words[:min(len(words), 4)] {
		asks = asks || slices.Contains(questionWords, w)
	}
	question := strings.ContainsAny(lower, "?？") || asks ||
		contains("怎么", "如何", "什么", "吗", "为什么", "能不能", "可以", "请问", "教我", "解释", "帮我", "帮忙")
	negated := has("not", "no", "nope", "don't", "dont", "isn't", "isnt", "never", "bad", "wrong", "hate") ||
		strings.ContainsAny(strings.NewReplacer("不错", "", "不客气", "", "没问题", "", "能不能", "").Replace(lower), "不没别差") ||
		contains("n't", "n’t")
	short := len(words) <= 6
	switch {
	case question && findTechnique(text) != nil:
		return talkQuestion
	case short && !negated && !question && (thanked(text) || has(acknowledgements...) || contains("太棒", "厉害", "好的", "👍", "❤")):
		return talkThanks
	case has("hi", "hello", "hey", "hiya", "howdy", "greetings", "yo") || contains("good morning", "good afternoon", "good evening", "你好", "您好", "嗨", "哈喽", "早上好", "下午好", "晚上好", "在吗"):
		return talkGreeting
	case question, short && negated:
		// A short complaint gets what the bot does, not a thumbs-up.
		return talkQuestion
	}
	return talkProse
}

// questionWords start a question in English.
var questionWords = []string{"how", "what", "why", "can", "could", "would", "is", "are", "do", "does", "where", "which", "who", "when", "explain", "tell", "teach", "help"}

// thanksWords and acknowledgements: a short text with one of them thanks
// the bot, or only acknowledges its answer ("ok", "cool").
var (
	thanksWords      = []string{"thanks", "thank", "thx", "ty", "cheers", "tysm", "thankyou", "thanx", "tks"}
	acknowledgements = []string{"great", "awesome", "cool", "nice", "ok", "okay", "perfect", "good"}
)

// isCellRune reports whether r stands for a cell of a grid.
func isCellRune(r rune) bool {
	return r >= '0' && r <= '9' || r == '.' || r == '_' || r == '*'
}

// looksLikeGrid reports whether a text holds an attempt at a grid among
// other words: three lines or more made mostly of cells, or a run of 17
// cells or more (spaces and the lines people draw between boxes do not
// break a run).
func looksLikeGrid(text string) bool {
	lines := 0
	for line := range strings.SplitSeq(text, "\n") {
		cells, letters := 0, 0
		for _, r := range line {
			switch {
			case isCellRune(r):
				cells++
			case unicode.IsLetter(r):
				letters++
			}
		}
		if cells >= 3 && cells >= 2*letters {
			lines++
		}
	}
	if lines >= 3 {
		return true
	}
	run := 0
	for _, r := range text {
		switch {
		case isCellRune(r):
			run++
			if run >= 17 {
				return true
			}
		case r == ' ' || r == '\t' || strings.ContainsRune("|-+/\\│─┼", r):
		default:
			run = 0
		}
	}
	return false
}

// talkText is the answer to a text that is no puzzle.
func talkText(kind talkKind, text string, lang locale.Lang) string {
	next := tr(lang,
		"Send me a puzzle (81 digits, 0 or . for empty cells; or a photo or a screenshot of one), or ask for one with /new. /help shows the rest.",
		"发一道题给我（81个数字，空格用0或.表示；也可以发题目的照片或截图），或者用 /new 要一道新题。/help 查看全部功能。")
	switch kind {
	case talkGreeting:
		return tr(lang, "Hello! 👋 I solve Sudoku puzzles and teach you how to solve them. ", "你好！👋 我会解数独，也会教你怎么解。") + next
	case talkThanks:
		head := tr(lang, "You're welcome! 😊 ", "不客气！😊")
		if !thanked(text) {
			head = "👍 " // "ok", "cool": an acknowledgement, not thanks
		}
		return head + tr(lang,
			"Send another puzzle whenever you like, or try /daily, the puzzle of the day.",
			"想做题随时发给我，也可以试试每日一题 /daily。")
	case talkQuestion:
		if ts := findTechnique(text); ts != nil {
			return techniqueAnswer(ts, lang)
		}
		return tr(lang,
			"I am a Sudoku bot: I solve puzzles, give hints one step at a time without spoiling the rest, explain every step, rate how hard a puzzle is, and check your progress. Ask me about a technique by name (“What is an X-Wing?”). Or s"+strings.TrimPrefix(next, "S"),
			"我是数独机器人：会解题，一步一步给提示而不剧透，讲解每一步，评定难度，还能检查你的进度。可以按名字问我某个技巧（比如“X翼是什么？”），或者"+next)
	}
	return tr(lang,
		"That does not look like a puzzle to me. "+next+"\n\nFor example:\n"+examplePuzzle,
		"这看起来不像一道数独题。"+next+"\n\n例如：\n"+examplePuzzle)
}

// techniqueAnswer answers a question about a technique, or a family of
// them: what it is called, how hard, what it does, and where to practise
// it when /practice can make a puzzle for it.
func techniqueAnswer(ts []logic.Technique, lang locale.Lang) string {
	t := ts[0]
	name, arg := familyName(ts, lang), practiceArg(t, lang)
	switch {
	case len(ts) == 1:
	case t == logic.Pointing || t == logic.Claiming:
		arg = tr(lang, "locked candidates", "区块")
	case t >= logic.UniqueRectangle1 && t <= logic.UniqueRectangle4:
		arg = tr(lang, "unique rectangle", "唯一矩形")
	}
	s := tr(lang,
		fmt.Sprintf("%s: tier %d of the 9 tiers of techniques, from singles (1) to forcing chains (9).", name, t.Tier()),
		fmt.Sprintf("%s：属于第%d级技巧（共9级，从唯一数的第1级到强制链的第9级）。", name, t.Tier()))
	if about := techniqueIdea(t, lang); about != "" {
		s += "\n\n" + about
	}
	practicable := slices.ContainsFunc(ts, func(t logic.Technique) bool { return slices.Contains(practicableTechniques, t) })
	if !practicable {
		return s + "\n\n" + tr(lang,
			"It is too rare for me to make a puzzle that needs it; /practice shows the techniques I have puzzles for.",
			"它太少见了，我没法专门出一道必须用到它的题；发送 /practice 可以看到我能出题练习的技巧。")
	}
	return s + "\n\n" + tr(lang,
		fmt.Sprintf("/practice %s gives you a puzzle that needs it; press 💡 Hint when you are stuck and I'll show you where it is, a little at a time.", arg),
		fmt.Sprintf("发送 /practice %s，我给你一道必须用到它的题；卡住时点“💡 提示”，我会一点一点告诉你它在哪里。", arg))
}

// practicableTechniques are the techniques /practice can make a puzzle
// for (practicable), listed once.
var practicableTechniques = practicable()

// familyName names a technique, or a family of them as people call it:
// "Unique Rectangle (types 1–4)", "Locked candidates (pointing and
// claiming)".
func familyName(ts []logic.Technique, lang locale.Lang) string {
	t := ts[0]
	switch {
	case len(ts) == 1:
		return explain.For(lang).Technique(t)
	case t == logic.Pointing || t == logic.Claiming:
		return tr(lang, "Locked candidates (pointing and claiming)", "区块（宫区块和行列区块）")
	case t >= logic.UniqueRectangle1 && t <= logic.UniqueRectangle4 && len(ts) == 4:
		return tr(lang, "Unique Rectangle (types 1–4)", "唯一矩形（类型1–4）")
	}
	var names []string
	for _, x := range ts {
		names = append(names, explain.For(lang).Technique(x))
	}
	return strings.Join(names, tr(lang, ", ", "、"))
}

// techniqueIdea is what a technique's family does, in a short paragraph,
// as the engine applies it.
func techniqueIdea(t logic.Technique, lang locale.Lang) string {
	switch t {
	case logic.HiddenSingle, logic.NakedSingle:
		return tr(lang,
			"A single is a cell with only one digit left (naked single), or a digit with only one place left in a row, column or box (hidden single): it goes there.",
			"唯一数：某格只剩一个候选数（唯一余数），或者某个数字在一行、一列或一宫里只剩一个位置（隐性唯一数），就填在那里。")
	case logic.Pointing, logic.Claiming:
		return tr(lang,
			"Locked candidates: when a digit's places in a box all lie in one row or column, it cannot go elsewhere in that row or column (pointing); when its places in a row or column all lie in one box, it cannot go elsewhere in that box (claiming).",
			"区块：某个数字在一宫里的位置都在同一行（列）上，这一行（列）的其他格就不能填它（宫区块）；某个数字在一行（列）里的位置都在同一宫内，这一宫的其他格就不能填它（行列区块）。")
	case logic.LockedPair, logic.LockedTriple, logic.NakedPair, logic.NakedTriple, logic.NakedQuad, logic.HiddenPair, logic.HiddenTriple, logic.HiddenQuad:
		return tr(lang,
			"Subsets: when N cells of a house can only hold the same N digits between them (naked), those digits can be removed from the other cells of the house; when N digits can only go in the same N cells of a house (hidden), the other digits can be removed from those cells. A locked pair or triple is a naked one inside a box and a row or column at once: its digits leave both.",
			"数组：一个区域里有N个格子，合起来只能填同样的N个数字（显性数组），这些数字就可以从该区域的其他格子里删去；N个数字在一个区域里只能填在同样的N个格子里（隐性数组），这些格子里的其他候选数就可以删去。锁定数对（三数组）是同时位于一宫和一行（列）里的显性数组：它的数字要从两个区域里都删去。")
	case logic.XWing, logic.Swordfish, logic.Jellyfish:
		return tr(lang,
			"A fish: when a digit's places in two rows (three for a Swordfish, four for a Jellyfish) all lie in the same two (three, four) columns, the digit takes one cell of each of those columns in those rows, so it can be removed from the rest of those columns. The same works with rows and columns swapped.",
			"鱼：某个数字在两行（剑鱼是三行，水母是四行）里的位置都落在同样的两列（三列、四列）上，它就必然占据这些列在这几行里的格子，于是这些列的其他格都不能填它。行列互换也一样。")
	case logic.FinnedXWing, logic.SashimiXWing, logic.FinnedSwordfish, logic.SashimiSwordfish, logic.FinnedJellyfish, logic.SashimiJellyfish:
		return tr(lang,
			"A finned fish is a fish (X-Wing, Swordfish, Jellyfish) with one or two extra places for the digit, the fin, in one box: either the fish holds, or the digit is in the fin, so only the cells the fish would clear that also see the fin lose the digit. In a sashimi fish, a corner of the fish is missing too.",
			"带鳍鱼是多出一两个位置（鳍，都在同一宫里）的鱼（X翼、剑鱼、水母）：要么鱼成立，要么这个数字在鳍里，所以只有鱼本来要删、又能看到鳍的格子才能删去这个数字。退化鱼还缺了鱼的一个角。")
	case logic.Skyscraper, logic.TwoStringKite, logic.EmptyRectangle:
		return tr(lang,
			"A single-digit pattern follows one digit through houses where it has only two places (strong links), joined end to end: whichever end is true, a cell that sees both ends cannot hold the digit.",
			"单数字结构只看一个数字：把它只有两个位置的区域（强链接）首尾相连，无论哪一端成立，同时看到两端的格子都不能填这个数字。")
	case logic.XYWing, logic.XYZWing, logic.WWing:
		return tr(lang,
			"A wing: a pivot and two pincers that share a digit z. However the pivot is filled, one of the pincers (or, in an XYZ-Wing, the pivot itself) holds z, so a cell that sees all of them cannot. A W-Wing joins two cells with the same two digits by a strong link on one of them.",
			"翼由一个枢纽和两个钳子组成，钳子有一个共同数字z。无论枢纽填什么，总有一个钳子（XYZ翼里也可能是枢纽本身）是z，所以能同时看到它们的格子都不能填z。W翼则用其中一个数字的强链接，把两个候选数相同的双值格连起来。")
	case logic.SimpleColoring:
		return tr(lang,
			"Simple Coloring follows one digit's strong links and colors their cells alternately in two colors: all the cells of one color hold the digit. A cell that sees both colors cannot hold it; a color that would put it twice in a house is false.",
			"简单染色：沿着某个数字的强链接，把格子交替涂成两种颜色，其中一种颜色的格子全都是这个数字。能同时看到两种颜色的格子不能填它；某种颜色若会让它在同一区域出现两次，这种颜色就是假的。")
	case logic.UniqueRectangle1, logic.UniqueRectangle2, logic.UniqueRectangle3, logic.UniqueRectangle4:
		return tr(lang,
			"A unique rectangle: four cells at the corners of a rectangle across two boxes that could hold only the same two digits would allow two solutions, with the digits swapped. A proper puzzle has one, so at least one corner holds something else; the four types differ in where that is.",
			"唯一矩形：位于两个宫里、处在矩形四个角上的格子，如果都只能填同样的两个数字，交换这两个数字就会得到第二个解。合格的题目只有一个解，所以至少有一个角要填别的数字；四种类型的区别在于这个数字出现在哪里。")
	case logic.BUGPlus1:
		return tr(lang,
			"BUG+1: when every empty cell but one has exactly two candidates, and every digit has exactly two places in each house, the puzzle would have two solutions. So the one cell with three candidates takes the digit that has three places in its houses.",
			"全双值坟墓+1：如果除了一个格子以外，所有空格都恰好有两个候选数，且每个数字在每个区域里都恰好有两个位置，题目就会有两个解。所以那个有三个候选数的格子，要填在它所在区域里有三个位置的那个数字。")
	case logic.RemotePair, logic.XChain, logic.XYChain, logic.NiceLoop, logic.AIC, logic.GroupedNiceLoop, logic.GroupedAIC:
		return tr(lang,
			"Chains alternate strong links (one of the two must be true) and weak links (the two cannot both be true): one end of such a chain is true, so a candidate that sees both ends is false. A loop closes the chain on itself, and every weak link in it removes candidates.",
			"链由强链接（两者必有一真）和弱链接（两者不能同真）交替组成：链的两端至少有一端为真，所以能同时看到两端的候选数一定为假。环是首尾相接的链，环上每条弱链接都能删去候选数。")
	case logic.ALSXZ, logic.ALSXYWing:
		return tr(lang,
			"An almost locked set (ALS) is N cells of a house with N+1 digits between them. Two of them joined by a digit that cannot be in both at once (restricted common) lock each other: another digit they share can be removed from every cell that sees all of its places in both. An ALS-XY-Wing joins three sets this way.",
			"待定数组（ALS）是一个区域里的N个格子，合起来有N+1个候选数。两个ALS如果由一个不能同时出现在两者中的数字（受限公共数）相连，就会互相锁定：它们共有的另一个数字，可以从能看到它在两个ALS中所有位置的格子里删去。ALS-XY翼用这种方式连接三个ALS。")
	case logic.SueDeCoq:
		return tr(lang,
			"Sue de Coq: cells where a box and a row or column cross, with two or more digits more than cells, are balanced by cells of the rest of the line and of the rest of the box that share no digit with each other. Together they lock their digits: the line's digits leave the rest of the line, the box's the rest of the box.",
			"Sue de Coq（融合）：一宫和一行（列）相交处的几个格子，候选数比格子多出两个或更多，再配上该行（列）其余部分的格子和该宫其余部分的格子（这两组没有共同的候选数），正好平衡。它们一起锁定各自的数字：行（列）那组的数字从该行（列）其他格删去，宫那组的数字从该宫其他格删去。")
	case logic.CellForcingChain, logic.HouseForcingChain, logic.ContradictionChain, logic.ForcingNet:
		return tr(lang,
			"Forcing chains try every candidate of a cell, or every place of a digit in a house, and follow what each forces: what all of them lead to is true. A contradiction chain shows that a candidate leads to an impossibility, so it is false; a forcing net follows several consequences at once.",
			"强制链尝试某格的每个候选数，或某个数字在某区域的每个位置，顺着每种情况推下去：所有情况共同导出的结论必然成立。矛盾强制链证明某个候选数会导致矛盾，所以它是假的；强制网则同时追踪多个推论。")
	}
	return ""
}

// charName names a character people cannot see or tell apart in an error
// message: "an emoji variation selector", "a zero-width space".
func charName(r rune, lang locale.Lang) string {
	names := map[rune][2]string{
		0xFE0F: {"an emoji variation selector (U+FE0F, invisible)", "表情变体选择符（U+FE0F，肉眼看不见）"},
		0xFE0E: {"a text variation selector (U+FE0E, invisible)", "文本变体选择符（U+FE0E，肉眼看不见）"},
		0x20E3: {"a keycap mark (U+20E3)", "键帽符号（U+20E3）"},
		0x200B: {"a zero-width space (U+200B, invisible)", "零宽空格（U+200B，肉眼看不见）"},
		0x200C: {"a zero-width non-joiner (U+200C, invisible)", "零宽不连字（U+200C，肉眼看不见）"},
		0x200D: {"a zero-width joiner (U+200D, invisible)", "零宽连字（U+200D，肉眼看不见）"},
		0x2060: {"a word joiner (U+2060, invisible)", "字连接符（U+2060，肉眼看不见）"},
		0xFEFF: {"a byte-order mark (U+FEFF, invisible)", "字节顺序标记（U+FEFF，肉眼看不见）"},
		0x00AD: {"a soft hyphen (U+00AD, invisible)", "软连字符（U+00AD，肉眼看不见）"},
		0x200E: {"a left-to-right mark (U+200E, invisible)", "从左到右标记（U+200E，肉眼看不见）"},
		0x200F: {"a right-to-left mark (U+200F, invisible)", "从右到左标记（U+200F，肉眼看不见）"},
	}
	if n, ok := names[r]; ok {
		return tr(lang, n[0], n[1])
	}
	switch {
	case unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Mn, r) || unicode.IsControl(r):
		return tr(lang, fmt.Sprintf("an invisible character (U+%04X)", r), fmt.Sprintf("看不见的字符（U+%04X）", r))
	case unicode.IsSpace(r):
		return tr(lang, fmt.Sprintf("an unusual space (U+%04X)", r), fmt.Sprintf("特殊空格（U+%04X）", r))
	}
	return fmt.Sprintf("“%c”", r)
}

// keycaps rewrites keycap emoji ("5️⃣": a digit, an emoji variation
// selector, a keycap mark) and digits in emoji style (a digit and the
// selector) as their digits, and the square emoji people
// use for empty cells (⬜ ⬛ ◻️ ▫️ 🔲 🔳) as dots, so that a grid written
// with them reads as any other.
func keycaps(text string) string {
	if !strings.ContainsAny(text, "\u20E3\uFE0F⬜⬛◻◼▫▪🔲🔳") {
		return text
	}
	rs := []rune(text)
	var out []rune
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case r >= '0' && r <= '9' || r == '*' || r == '#':
			j := i + 1
			if j < len(rs) && rs[j] == 0xFE0F {
				j++
			}
			switch {
			case j < len(rs) && rs[j] == 0x20E3:
				if r == '#' || r == '*' {
					r = '.'
				}
				i = j
			case j > i+1 && r >= '0' && r <= '9':
				i = j - 1 // a digit in emoji style, without its keycap
			}
			out = append(out, r)
		case strings.ContainsRune("⬜⬛◻◼▫▪🔲🔳", r):
			out = append(out, '.')
			if i+1 < len(rs) && rs[i+1] == 0xFE0F {
				i++
			}
		default:
			out = append(out, r)
		}
	}
	return string(out)
}

// thanked reports whether a short text thanks the bot ("thanks", "ty",
// "谢谢") rather than only acknowledging ("ok", "cool").
func thanked(text string) bool {
	if strings.ContainsAny(text, "谢🙏") {
		return true
	}
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if slices.Contains(thanksWords, w) {
			return true
		}
	}
	return false
}
