package catalog

import (
	"fmt"
	"strings"
	"unicode"
)

// Talk.

func (chinese) TalkExampleHead(t string) string {
	return "举个例子：下面这道题里就用到了" + t + "。"
}

func (chinese) TalkExplanationFollows() string { return "（完整解释见下一条消息。）" }

const playNextZh = "发一道题给我（81个数字，空格用0或.表示；也可以发题目的照片或截图），或者用 /new 要一道新题。/help 查看全部功能。"

func (chinese) TalkGreeting() string {
	return "你好！👋 我会解数独，也会教你怎么解。" + playNextZh
}

func (chinese) TalkThanks(thanked bool) string {
	head := "👍 "
	if thanked {
		head = "不客气！😊"
	}
	return head + "想做题随时发给我，也可以试试每日一题 /daily。"
}

func (chinese) TalkAboutMe() string {
	return "我是数独机器人：会解题，一步一步给提示而不剧透，讲解每一步，评定难度，还能检查你的进度。可以按名字问我某个技巧（比如“X翼是什么？”），或者" + playNextZh
}

func (chinese) TalkNotAPuzzle(example string) string {
	return "这看起来不像一道数独题。" + playNextZh + "\n\n例如：\n" + example
}

func (chinese) TalkTier(t string, tier int) string {
	return fmt.Sprintf("%s：属于第%d级技巧（共9级，从唯一数的第1级到强制链的第9级）。", t, tier)
}

func (chinese) TalkTooRare() string {
	return "它太少见了，我没法专门出一道必须用到它的题；发送 /practice 可以看到我能出题练习的技巧。"
}

func (chinese) TalkEveryPuzzle() string {
	return "每道题都会用到它，所以没有专门的练习：用 /new 简单 来一道简单题，卡住时按 💡 提示，我会告诉你它在哪里。"
}

func (chinese) TalkPractise(arg string) string {
	return fmt.Sprintf("发送 /practice %s，我给你一道必须用到它的题；卡住时点“💡 提示”，我会一点一点告诉你它在哪里。", arg)
}

func (chinese) TalkLockedCandidates() string { return "区块（宫区块和行列区块）" }
func (chinese) TalkUniqueRectangles() string { return "唯一矩形（类型1–4）" }
func (chinese) TalkNames(names []string) string {
	return strings.Join(names, "、")
}

var playCharNamesZh = map[rune]string{
	0xFE0F: "表情变体选择符（U+FE0F，肉眼看不见）",
	0xFE0E: "文本变体选择符（U+FE0E，肉眼看不见）",
	0x20E3: "键帽符号（U+20E3）",
	0x200B: "零宽空格（U+200B，肉眼看不见）",
	0x200C: "零宽不连字（U+200C，肉眼看不见）",
	0x200D: "零宽连字（U+200D，肉眼看不见）",
	0x2060: "字连接符（U+2060，肉眼看不见）",
	0xFEFF: "字节顺序标记（U+FEFF，肉眼看不见）",
	0x00AD: "软连字符（U+00AD，肉眼看不见）",
	0x200E: "从左到右标记（U+200E，肉眼看不见）",
	0x200F: "从右到左标记（U+200F，肉眼看不见）",
}

func (chinese) TalkCharName(r rune) string {
	if n, ok := playCharNamesZh[r]; ok {
		return n
	}
	switch {
	case playInvisible(r):
		return fmt.Sprintf("看不见的字符（U+%04X）", r)
	case unicode.IsSpace(r):
		return fmt.Sprintf("特殊空格（U+%04X）", r)
	}
	return fmt.Sprintf("“%c”", r)
}

// Photo.

func (chinese) PhotoTooLarge() string {
	return "这张图片太大了（机器人只能下载 20 MB 以内、4000 万像素以内的图片）。请以照片形式发送，或发送更小的图片：完整、平整、占满大部分画面的网格。"
}

func (chinese) PhotoTooManyPixels(width, height, mp, maxMP int) string {
	return fmt.Sprintf("这张图片（%d×%d，%d 万像素）太大，我读不了：我最多能读 %d 万像素的图片。请以照片形式发送，或发送更小的图片：完整、平整、占满大部分画面的网格。",
		width, height, mp*100, maxMP*100)
}

func (chinese) PhotoTooCostly(width, height int, kind PictureKind, kindMP, maxMP int) string {
	what := kind.Format
	switch {
	case kind.Progressive && kind.Format == "PNG":
		what = "隔行扫描 PNG"
	case kind.Progressive:
		what = "渐进式 " + kind.Format
	case kind.Lossless:
		what = "无损 " + kind.Format
	}
	if kind.CMYK {
		what += "，CMYK"
	}
	if kind.RGB {
		what += "，RGB"
	}
	if kind.Wide {
		what += "，每通道 16 位"
	}
	return fmt.Sprintf("这张图片（%d×%d，%s）太大，我读不了：以这种方式保存的图片，我最多能读 %d 万像素。请以照片形式发送，或另存为普通的 JPEG 或 PNG：%d 万像素以内的照片或截图都可以。",
		width, height, what, kindMP*100, maxMP*100)
}

func (chinese) PhotoUnsupported() string {
	return "我无法把这个文件当作图片打开。请发送照片，或 JPEG、PNG、WebP 格式的图片：完整、平整、占满大部分画面的网格。"
}

func (chinese) PhotoNoGrid() string {
	return "我在这张图片里没有找到数独网格。请发送完整、平整、占满大部分画面的网格照片，或直接输入题目。"
}

func (chinese) PhotoCutOff() string {
	return "网格似乎在图片边缘被截断了。请发送完整、平整、占满大部分画面的网格照片。"
}

func (chinese) PhotoDownloadFailed() string { return "图片下载失败，请重新发送。" }

func (chinese) PhotoRead() string { return "我识别出的题目：" }

func (chinese) PhotoGame(entries, marked int) string {
	marks := ""
	if marked > 0 {
		marks = fmt.Sprintf("，另有 %d 个格子里写了候选数", marked)
	}
	return fmt.Sprintf("📷 这是一局做到一半的题：印刷的数字是题目，你填了 %d 个数字%s。", entries, marks)
}
func (chinese) PhotoGameMistakes(cells []string) string {
	these := "这些格子"
	if len(cells) == 1 {
		these = "这一格"
	}
	return fmt.Sprintf("有 %d 个格子填错了：%s。在你改正之前，提示暂不考虑%s。", len(cells), strings.Join(cells, "、"), these)
}
func (chinese) PhotoCorrected() string { return "更正后的题目：" }

func playValueZh(v int) string {
	if v == 0 {
		return "空格"
	}
	return fmt.Sprint(v)
}

func (chinese) PhotoRepaired(cell string, now, read int) string {
	return fmt.Sprintf("我把 %s 读成了 %s，而不是 %s——请核对。", cell, playValueZh(now), playValueZh(read))
}

func (chinese) PhotoRepairHowToFix() string {
	return "如果有格子读错了，请回复这条消息写出正确的数字，例如 r3c5=7（r3c5=0 表示清空）。"
}

func (chinese) PhotoRepairPart(cell string, now, read int) string {
	return fmt.Sprintf("%s 是 %s 而不是 %s", cell, playValueZh(now), playValueZh(read))
}

func (chinese) PhotoRepairsAsk(parts []string) string {
	return "按我识别的结果，这个题目没有唯一解。如果 " + strings.Join(parts, "；") + "（已标出），就有唯一解。这改动了不止一个格子，请对照图片核对。"
}

func (chinese) PhotoRepairsPrompt() string {
	return "如果图中正是这个题目，请点 ✅ 没错。否则请回复这条消息进行更正，例如 r3c5=7（r3c5=0 表示清空该格），或直接发送完整的题目文字。"
}

func (chinese) PhotoProblemRepeats() string    { return "有数字在同一行、列或宫内重复" }
func (chinese) PhotoProblemNoSolution() string { return "这个题目无解" }
func (chinese) PhotoProblemSeveral() string {
	return "这个题目有多个解（可能漏读了数字）"
}
func (chinese) PhotoProblemTooHard() string    { return "这个题目太难，无法验证" }
func (chinese) PhotoProblemHardToRead() string { return "有些数字不够清晰" }

func (chinese) PhotoNotSure(problem string) string {
	return "我不确定这道题识别得对不对：" + problem + "。"
}

func (chinese) PhotoCellReason(cell, why string) string { return cell + "（" + why + "）" }

func (chinese) PhotoCellsToCheck(parts []string) string {
	return "请核对标出的格子：" + strings.Join(parts, "；")
}

func (chinese) PhotoCellList(cells []string) string { return strings.Join(cells, "、") }

func (chinese) PhotoCellsMore(n int) string {
	return fmt.Sprintf("另有%d格，已在图中标出", n)
}

func (chinese) PhotoCorrectionsPrompt(looksRight bool) string {
	const how = "请回复这条消息进行更正，例如 r3c5=7（r3c5=0 表示清空该格），多处更正用空格或逗号分隔；也可以直接发送完整的题目文字。"
	if looksRight {
		return "如果图中正是这个题目，请点 ✅ 没错。否则" + how
	}
	return how
}

func (chinese) PhotoCorrectionClash(move string, digit, kind, index int, cell string) string {
	house := fmt.Sprintf("第%d%s", index, [...]string{"行", "列", "宫"}[playKind(kind)])
	return fmt.Sprintf("改成 %s 后，这个题目就无解了：%s已经有 %d 了（在 %s）。", move, house, digit, cell)
}

func (chinese) PhotoCorrectionNoSolution(moves, blocked []string) string {
	with := strings.Join(moves, "、")
	if len(blocked) == 0 {
		return "改成 " + with + " 后，这个题目就无解了。"
	}
	return "改成 " + with + " 后，这个题目就无解了：" + strings.Join(blocked, "、") + " 填不了任何数字。"
}

func (chinese) PhotoFaint() string { return "笔迹很淡" }
func (chinese) PhotoSmall() string { return "标记很小：是铅笔标注吗？" }
func (chinese) PhotoMarks(digits []int) string {
	return "铅笔标注读作 " + spacedDigits(digits) + "，对吗？"
}
func (chinese) PhotoAlike(a, b int) string {
	return fmt.Sprintf("两个数字很像：%d 还是 %d？", a, b)
}
func (chinese) PhotoRepairedDoubt(now, read int) string {
	switch {
	case read == 0:
		return fmt.Sprintf("看着是空格，但填 %d 时题目有唯一解", now)
	case now == 0:
		return fmt.Sprintf("看着像 %d，但留空时题目有唯一解", read)
	}
	return fmt.Sprintf("看着像 %d，但填 %d 时题目有唯一解", read, now)
}
func (chinese) PhotoHardToRead() string  { return "看不清" }
func (chinese) PhotoNoDigitFits() string { return "这里填不了任何数字" }
func (chinese) PhotoWhose(yours bool) string {
	if yours {
		return "按你填的数字算，不是印好的"
	}
	return "按印好的题目数字算，不是你填的"
}
func (chinese) PhotoWhoseHow() string {
	return "要说明某个数字是印好的还是你填的，请回复格子和“印的”或“我填的”，例如 r3c5 印的。"
}
func (chinese) PhotoWhoseNoGame() string {
	return "只有从图片读出、还在等你确认的进行中对局，才区分哪些数字是你填的。这个盘面是按题目读的：其中的数字都算印好的。"
}
func (chinese) PhotoWhoseEmpty(cells []string) string {
	return fmt.Sprintf("按我的识别，%s 里没有数字。请把数字和说明一起写上，例如 %s=7 我填的。", strings.Join(cells, "、"), cells[0])
}
func (chinese) PhotoGameGone() string {
	return "这次识别的盘面已经不再等你确认了。请重新发送图片，从那里接着做。"
}
func (chinese) PhotoLooksRight() string { return "✅ 没错" }

// Practice.

func (chinese) PracticeMakeFailed() string { return "没能及时出好这道题，请稍后再试。" }

func (chinese) PracticeUnknownLevel(name, cmd string, levels []string) string {
	return fmt.Sprintf("没有“%s”这个难度。难度有：%s（也可以用英文）；例如 /%s 困难。", name, strings.Join(levels, "、"), cmd)
}

var playTiersZh = [...]string{
	"唯一数",
	"区块",
	"数组",
	"鱼、单数字结构和翼",
	"染色和唯一性",
	"带鳍鱼和退化鱼",
	"链和环",
	"待定数组（ALS）",
	"强制链和强制网",
}

func (chinese) PracticeTier(tier int) string {
	if tier < 1 || tier > len(playTiersZh) {
		return fmt.Sprintf("第%d级", tier)
	}
	return playTiersZh[tier-1]
}

func (chinese) PracticeTierLine(tier string, ts []string) string {
	return "• " + tier + "：" + strings.Join(ts, "、")
}

// PracticeArg drops a gloss: "Sue de Coq（融合）" is /practice Sue de Coq.
func (chinese) PracticeArg(t string) string {
	name, _, _ := strings.Cut(t, "（")
	return name
}

func (chinese) PracticeLockedCandidatesArg() string { return "区块" }
func (chinese) PracticeUniqueRectangleArg() string  { return "唯一矩形" }
func (chinese) PracticeFinnedFishArg() string       { return "带鳍鱼" }
func (chinese) PracticeSashimiFishArg() string      { return "退化鱼" }

func (chinese) PracticeList(list string) string {
	return "想练哪个技巧？例如 /practice X翼。可以练习的技巧有：\n" + list
}

func (chinese) PracticeUnknownTechnique(name, list string) string {
	return fmt.Sprintf("我不认识“%s”这个技巧。可以练习的技巧如下（例如发送 /practice 摩天楼）：\n%s", name, list)
}

func (chinese) PracticeDidYouMean(typed, command, name string) string {
	return fmt.Sprintf("我不认识“%s”。你是想说“%s”吗？请发送 %s", typed, name, command)
}

func (chinese) PracticeTooRare(t, list string) string {
	return fmt.Sprintf("%s在随机题目里太少见，我现在出不了，库里也还没有。可以练习的技巧有：\n%s", t, list)
}

func (chinese) PracticeRating(level string, score float64) string {
	return fmt.Sprintf("%s（%.1f）", level, score)
}

func (chinese) PracticeNewCaption(rating string) string {
	return "🧩 新题 · " + rating + "\n卡住了就点“提示”；把你的盘面作为回复发来，我帮你检查。"
}

func (chinese) PracticeCaption(t, rating string) string {
	return fmt.Sprintf("🎯 专项练习：%s · %s\n解这道题至少要用一次%s，且用不到更难的技巧。", t, rating, t)
}

func (chinese) PracticeDailyCaption(date, rating string) string {
	return fmt.Sprintf("📅 每日一题 · %s（UTC）· %s\n今天大家拿到的都是这道题，明天换新题。", date, rating)
}

func (chinese) PracticeCountHow() string {
	return "发送 /count 加上题目，或者用 /count 回复一道题，我来数它有几个解。"
}

func (chinese) PracticeCountEmpty(bound int) string {
	return fmt.Sprintf("至少 %d 个解：空盘面可以填成任何一个数独终盘，而终盘一共有 6,670,903,752,021,072,936,960 个。", bound)
}

func (chinese) PracticeCount(n int, exact, limited, warn, partial bool, marked int) string {
	count := fmt.Sprintf("有 %d 个解", n)
	if !exact {
		count = "至少" + count
	}
	s := "这道题" + count + "。"
	if warn {
		s = "⚠️ 这道题" + count + "，不是唯一解，所以无法只靠逻辑解出：没法提示下一步、评级或核对。"
	}
	if limited {
		s += "（搜索到上限就停止计数了。）"
	}
	switch {
	case partial:
		s += "标出的格子是各个解不同的地方；其他格子我没能逐一核实，所以图中的数字也可能有的不同。"
	case marked == 1:
		s += "标出的那个格子是各个解不同的地方；图中的数字在所有解里都相同。"
	default:
		s += fmt.Sprintf("标出的 %d 个格子是各个解不同的地方；图中的数字在所有解里都相同。", marked)
	}
	return s + "在标出的格子里补一个已知数，就能减少解的个数。"
}

// Moves.

func (chinese) MovesNoPuzzle() string {
	return "请先发一道题：像 r3c5=7 这样的填数会记录在你正在解的题目里。"
}

func (chinese) MovesGiven(cell string, digit int) string {
	return fmt.Sprintf("%s 是题目给出的 %d", cell, digit)
}

func (chinese) MovesCleared(cell string) string { return cell + "已清空" }

func (chinese) MovesRefused(givens []string) string {
	return fmt.Sprintf("没有记录：%s，题目给出的数字不能改动。", strings.Join(givens, "；"))
}

func (chinese) MovesAllFilledWrong() string {
	return "所有格子都填满了，但有些填错了：/check 会告诉你是哪些。"
}

func (chinese) MovesClash(move string, digit, kind, index int, cell string) string {
	house := fmt.Sprintf("第%d%s", index, [...]string{"行", "列", "宫"}[playKind(kind)])
	return fmt.Sprintf("⚠️ %s：%s已经有 %d 了（在 %s）。", move, house, digit, cell)
}

func (chinese) MovesImproperRules() string {
	return "这道题的已知数违反了规则，所以没法核对你的填数，也没法给提示。"
}

func (chinese) MovesImproperNoSolution() string {
	return "这道题无解，所以没法核对你的填数，也没法给提示。"
}

func (chinese) MovesImproperSeveral() string {
	return "这道题有不止一个解，所以没法核对你的填数，也没法给提示。"
}

func (chinese) MovesRecorded(written []string, more, filled, empty int, improper string) string {
	head := "没有新的内容需要记录。"
	if len(written) > 0 {
		list := strings.Join(written, "，")
		if more > 0 {
			list += fmt.Sprintf("等（另有%d格）", more)
		}
		head = "已记录：" + list + "。"
	}
	if improper != "" {
		return head + improper
	}
	return head + fmt.Sprintf("%d个空格中已填%d格。/check 与答案核对；/hint 从这里继续提示。", empty, filled)
}

func (chinese) MovesOutside(move string) string {
	return fmt.Sprintf("%s 不在盘面内：行和列都是1到9（r1c1是左上角，r9c9是右下角）。没有记录。", move)
}

func (chinese) MovesNotADigit(move string, row, col int) string {
	return fmt.Sprintf("%s：一格只能填一个1到9的数字（0表示清空），例如 r%dc%d=7。没有记录。", move, row, col)
}

// Walk.

func (chinese) WalkHeader(step, steps int, t string) string {
	return fmt.Sprintf("第%d步（共%d步）· %s", step, steps, t)
}

func (chinese) WalkPage(page, pages int) string {
	return fmt.Sprintf(" · 第%d页（共%d页）", page, pages)
}

func (chinese) WalkBranch(branch, branches int) string {
	return fmt.Sprintf(" · 第%d个分支（共%d个）", branch, branches)
}

func (chinese) WalkPageRest() string {
	return "（本页其余部分见“全部步骤（文字）”。）"
}
func (chinese) WalkExplanationRest() string {
	return "（完整解释见“全部步骤（文字）”。）"
}
func (chinese) WalkStepRest() string {
	return "（这一步的其余部分见“全部步骤（文字）”。）"
}

func (chinese) WalkDone(steps int) string {
	return fmt.Sprintf("解完了！🎉 共%d步，这是最后一步；点◀可以往回看。", steps)
}

func (chinese) WalkBranchButton(branch int) string { return fmt.Sprintf("🔀 第%d个分支", branch) }
func (chinese) WalkPageButton(page int) string     { return fmt.Sprintf("📄 第%d页", page) }
func (chinese) WalkBack() string                   { return "◀ 上一步" }
func (chinese) WalkForward() string                { return "下一步 ▶" }
func (chinese) WalkSkipSingles() string            { return "⏭ 跳过唯一数" }
func (chinese) WalkStepsText() string              { return "📜 全部步骤（文字）" }
