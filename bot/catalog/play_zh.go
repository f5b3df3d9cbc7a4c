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

func (chinese) IdeaSingles() string {
	return "唯一数：一行、一列或一宫里只剩一个空格，就填它缺的那个数字（唯一空格）；某格所在的行、列、宫里已经出现了八个不同的数字，就填剩下的第九个（唯一余数）；用已有的数字在行、列、宫里做摒除，某个数字在一行、一列或一宫里只剩一个位置，就填在那里（隐性唯一数，即摒除法）。先看最满的区域，再把九个数字逐个摒除一遍。"
}

func (chinese) IdeaLockedCandidates() string {
	return "区块：某个数字在一宫里的位置都在同一行（列）上，这一行（列）的其他格就不能填它（宫区块）；某个数字在一行（列）里的位置都在同一宫内，这一宫的其他格就不能填它（行列区块）。"
}

func (chinese) IdeaSubsets() string {
	return "数组：一个区域里有N个格子，合起来只能填同样的N个数字（显性数组），这些数字就可以从该区域的其他格子里删去；N个数字在一个区域里只能填在同样的N个格子里（隐性数组），这些格子里的其他候选数就可以删去。锁定数对（三数组）是同时位于一宫和一行（列）里的显性数组：它的数字要从两个区域里都删去。"
}

func (chinese) IdeaFish() string {
	return "鱼：某个数字在两行（剑鱼是三行，水母是四行）里的位置都落在同样的两列（三列、四列）上，它就必然占据这些列在这几行里的格子，于是这些列的其他格都不能填它。行列互换也一样。"
}

func (chinese) IdeaFinnedFish() string {
	return "带鳍鱼是多出一两个位置（鳍，都在同一宫里）的鱼（X翼、剑鱼、水母）：要么鱼成立，要么这个数字在鳍里，所以只有鱼本来要删、又能看到鳍的格子才能删去这个数字。退化鱼还缺了鱼的一个角。"
}

func (chinese) IdeaSingleDigit() string {
	return "单数字结构只看一个数字，沿着它的强链接推理：这个数字在某个区域里只有两个位置，其中必有一个是它。摩天楼是两条平行的行（或列）上的强链接，各有一端落在同一列（行）上；双线风筝是一行上的强链接和一列上的强链接，两端在同一宫里相遇；空矩形是某宫里这个数字的位置都落在一行和一列上，再连上宫外的一条强链接。无论哪种，两个自由端必有一个是这个数字，所以同时看到两端的格子都不能填它。"
}

func (chinese) IdeaWings() string {
	return "翼由一个枢纽和两个钳子组成，钳子有一个共同数字z。无论枢纽填什么，总有一个钳子（XYZ翼里也可能是枢纽本身）是z，所以能同时看到它们的格子都不能填z。W翼则用其中一个数字的强链接，把两个候选数相同的双值格连起来。"
}

func (chinese) IdeaColoring() string {
	return "简单染色：沿着某个数字的强链接，把格子交替涂成两种颜色，其中一种颜色的格子全都是这个数字。能同时看到两种颜色的格子不能填它；某种颜色若会让它在同一区域出现两次，这种颜色就是假的。"
}

func (chinese) IdeaUniqueRectangle() string {
	return "唯一矩形：位于两个宫里、处在矩形四个角上的格子，如果都只能填同样的两个数字，交换这两个数字就会得到第二个解。合格的题目只有一个解，所以至少有一个角要填别的数字；四种类型的区别在于这个数字出现在哪里。"
}

func (chinese) IdeaBUG() string {
	return "全双值坟墓+1：如果除了一个格子以外，所有空格都恰好有两个候选数，且每个数字在每个区域里都恰好有两个位置，题目就会有两个解。所以那个有三个候选数的格子，要填在它所在区域里有三个位置的那个数字。"
}

func (chinese) IdeaChains() string {
	return "链由强链接（两个候选数必有一真：某数字在一个区域里仅有的两个位置，或某格仅有的两个候选数）和弱链接（两者不能同真）交替组成，所以链的两端至少有一端为真，能同时看到两端的候选数一定为假。X链只看一个数字；XY链经过的都是双值格；远程数对是各格候选数都相同的XY链；交替推理链（AIC）两种链接混用。环是首尾相接的链，环上每条弱链接都能删去候选数；分组的链和环里，一宫内同一行（列）上的两三个格子可以合起来当作链接的一端。"
}

func (chinese) IdeaALS() string {
	return "待定数组（ALS）是一个区域里的N个格子，合起来有N+1个候选数。两个ALS如果由一个不能同时出现在两者中的数字（受限公共数）相连，就会互相锁定：它们共有的另一个数字，可以从能看到它在两个ALS中所有位置的格子里删去。ALS-XY翼用这种方式连接三个ALS。"
}

func (chinese) IdeaDeathBlossom() string {
	return "死亡绽放由一个茎格和几片花瓣组成。茎格是一个候选数不多的格子；每片花瓣是一个待定数组（ALS：一个区域里的N个格子，合起来有N+1个候选数），茎格的每个候选数各对应一片花瓣，这片花瓣里含这个数字的格子都能看到茎格。茎格无论填哪个数字，对应的花瓣就失去这个数字，剩下的数字被锁定在花瓣里。所以如果每片花瓣都含有某个数字z，z至少在一片花瓣里为真：能看到所有花瓣中全部z的格子都可以删去z。找一个有三个候选数的格子，看它周围有没有这样的数组。"
}

func (chinese) IdeaSueDeCoq() string {
	return "Sue de Coq（融合）：一宫和一行（列）相交处的几个格子，候选数比格子多出两个或更多，再配上该行（列）其余部分的格子和该宫其余部分的格子（这两组没有共同的候选数），正好平衡。它们一起锁定各自的数字：行（列）那组的数字从该行（列）其他格删去，宫那组的数字从该宫其他格删去。"
}

func (chinese) IdeaForcingChains() string {
	return "强制链尝试某格的每个候选数，或某个数字在某区域的每个位置，顺着每种情况推下去：所有情况共同导出的结论必然成立。矛盾强制链证明某个候选数会导致矛盾，所以它是假的；强制网则同时追踪多个推论。"
}

func (chinese) IdeaTrial() string {
	return "试探不是逻辑推理：当机器人会的技巧都用不上时，它选候选数最少的格子，逐一展示每个错误的数字会推出什么矛盾（某格没有候选数，或某个数字在某个区域里无处可填），然后填入剩下的那个数字。解题的人通常宁可再找找链或网；机器人只在技巧用尽时才试探，并会明确说明。"
}

func (chinese) IdeaMSLS() string {
	return "多区块锁定集（MSLS）：取若干行和若干列，看它们交叉处的空格。某行的某个数字最多只能占这些格子中的一格，所以这些格子至少需要与格子数一样多的“某行的某数字”或“某列的某数字”。如果覆盖全部候选数所需的最少数量恰好等于格子数，那么每个都恰好用上一次：行的数字不能再填在该行的其他格，列的数字也不能填在该列的其他格；同时被所在行和所在列覆盖的候选数是假的。找交叉处空格多、候选数字少的几行几列。"
}

func (chinese) IdeaSKLoop() string {
	return "SK环：两行和两列在四个宫里相交；在每个宫里取它那一行上的另外两格和那一列上的另外两格，一共十六格。如果这些格子的候选数恰好能用十六个“某行（列）的某数字”或“某宫的某数字”覆盖（每个这样的数字最多占其中一格），那么每个都恰好用上一次：这个数字要从覆盖它的行、列或宫的其他格删去，同时被所在行（列）和所在宫覆盖的候选数为假。它只出现在最难的题目里：四个交叉格通常已有数字，周围四个宫几乎全空。"
}

func (chinese) IdeaExocet() string {
	return "初级飞鱼导弹（JExocet）：一宫里同一行上的两个空格（基础格）合起来有三四个候选数；与基础宫同一横排的另外两宫里，各有一个不在基础行上的目标格；在这三宫之外，穿过基础宫和两个目标格的三列里，每个基础数字的位置最多落在两行上。这样，基础格填的数字必定会在某个目标格里再次出现（每列都要有它一次，别的位置都已排除），所以两个目标格填的正好是基础格的那两个数字：目标格里的其他候选数可以删去，两个目标格都填不了的基础数字也要从基础格里删去。"
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
