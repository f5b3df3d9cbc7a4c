package explain

import (
	"fmt"
	"strings"

	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// chinese is the Chinese language (see language). Its names of
// techniques and levels, what each technique does and the sentences of
// steps are here; the sentences of chains and nets in net_zh.go.
type chinese struct{}

func (chinese) Lang() locale.Lang { return locale.Chinese }

// techniquesZh names the techniques in Simplified Chinese and says what each does
// (for "what is …?"); the members of a family share its paragraph.
var techniquesZh = [...]techniqueText{
	logic.FullHouse:      {"唯一空格", aboutSinglesZh},
	logic.HiddenSingle:   {"隐性唯一数", aboutSinglesZh},
	logic.NakedSingle:    {"唯一余数", aboutSinglesZh},
	logic.Pointing:       {"宫区块", aboutLockedCandidatesZh},
	logic.Claiming:       {"行列区块", aboutLockedCandidatesZh},
	logic.LockedPair:     {"锁定数对", aboutSubsetsZh},
	logic.LockedTriple:   {"锁定三数组", aboutSubsetsZh},
	logic.NakedPair:      {"显性数对", aboutSubsetsZh},
	logic.HiddenPair:     {"隐性数对", aboutSubsetsZh},
	logic.NakedTriple:    {"显性三数组", aboutSubsetsZh},
	logic.HiddenTriple:   {"隐性三数组", aboutSubsetsZh},
	logic.NakedQuad:      {"显性四数组", aboutSubsetsZh},
	logic.HiddenQuad:     {"隐性四数组", aboutSubsetsZh},
	logic.XWing:          {"X翼", aboutFishZh},
	logic.Skyscraper:     {"摩天楼", aboutSingleDigitZh},
	logic.TwoStringKite:  {"双线风筝", aboutSingleDigitZh},
	logic.EmptyRectangle: {"空矩形", aboutSingleDigitZh},
	logic.XYWing:         {"XY翼", aboutWingsZh},
	logic.XYZWing:        {"XYZ翼", aboutWingsZh},
	logic.WWing:          {"W翼", aboutWingsZh},
	logic.Swordfish:      {"剑鱼", aboutFishZh},
	logic.Jellyfish:      {"水母", aboutFishZh},
	logic.SimpleColoring: {"简单染色",
		"简单染色：沿着某个数字的强链接，把格子交替涂成两种颜色，其中一种颜色的格子全都是这个数字。" +
			"能同时看到两种颜色的格子不能填它；某种颜色若会让它在同一区域出现两次，这种颜色就是假的。"},
	logic.UniqueRectangle1: {"唯一矩形（类型1）", aboutUniqueRectangleZh},
	logic.UniqueRectangle2: {"唯一矩形（类型2）", aboutUniqueRectangleZh},
	logic.UniqueRectangle3: {"唯一矩形（类型3）", aboutUniqueRectangleZh},
	logic.UniqueRectangle4: {"唯一矩形（类型4）", aboutUniqueRectangleZh},
	logic.BUGPlus1: {"全双值坟墓+1",
		"全双值坟墓+1：如果除了一个格子以外，所有空格都恰好有两个候选数，" +
			"且每个数字在每个区域里都恰好有两个位置，题目就会有两个解。所以那个有三个候选数的格子，" +
			"要填在它所在区域里有三个位置的那个数字。"},
	logic.FinnedXWing:      {"带鳍X翼", aboutFinnedFishZh},
	logic.SashimiXWing:     {"退化X翼", aboutFinnedFishZh},
	logic.FinnedSwordfish:  {"带鳍剑鱼", aboutFinnedFishZh},
	logic.SashimiSwordfish: {"退化剑鱼", aboutFinnedFishZh},
	logic.FinnedJellyfish:  {"带鳍水母", aboutFinnedFishZh},
	logic.SashimiJellyfish: {"退化水母", aboutFinnedFishZh},
	logic.RemotePair:       {"远程数对", aboutChainsZh},
	logic.XChain:           {"X链", aboutChainsZh},
	logic.XYChain:          {"XY链", aboutChainsZh},
	logic.NiceLoop:         {"环", aboutChainsZh},
	logic.AIC:              {"交替推理链", aboutChainsZh},
	logic.GroupedNiceLoop:  {"分组环", aboutChainsZh},
	logic.GroupedAIC:       {"分组交替推理链", aboutChainsZh},
	logic.ALSXZ:            {"ALS-XZ", aboutALSZh},
	logic.ALSXYWing:        {"ALS-XY翼", aboutALSZh},
	logic.SueDeCoq: {"Sue de Coq（融合）",
		"Sue de Coq（融合）：一宫和一行（列）相交处的几个格子，候选数比格子多出两个或更多，" +
			"再配上该行（列）其余部分的格子和该宫其余部分的格子（这两组没有共同的候选数），正好平衡。" +
			"它们一起锁定各自的数字：行（列）那组的数字从该行（列）其他格删去，宫那组的数字从该宫其他格删去。"},
	logic.JExocet: {"初级飞鱼导弹",
		"初级飞鱼导弹（JExocet）：一宫里同一行上的两个空格（基础格）合起来有三四个候选数；" +
			"与基础宫同一横排的另外两宫里，各有一个不在基础行上的目标格；在这三宫之外，" +
			"穿过基础宫和两个目标格的三列里，每个基础数字的位置最多落在两行上。这样，" +
			"基础格填的数字必定会在某个目标格里再次出现（每列都要有它一次，别的位置都已排除），" +
			"所以两个目标格填的正好是基础格的那两个数字：目标格里的其他候选数可以删去，" +
			"两个目标格都填不了的基础数字也要从基础格里删去。"},
	logic.SKLoop: {"SK环",
		"SK环：两行和两列在四个宫里相交；在每个宫里取它那一行上的另外两格和那一列上的另外两格，" +
			"一共十六格。" +
			"如果这些格子的候选数恰好能用十六个“某行（列）的某数字”或“某宫的某数字”覆盖（每个这样的数字最多占其中一格），" +
			"那么每个都恰好用上一次：这个数字要从覆盖它的行、列或宫的其他格删去，" +
			"同时被所在行（列）和所在宫覆盖的候选数为假。它只出现在最难的题目里：四个交叉格通常已有数字，" +
			"周围四个宫几乎全空。"},
	logic.MSLS: {"多区块锁定集",
		"多区块锁定集（MSLS）：取若干行和若干列，看它们交叉处的空格。" +
			"某行的某个数字最多只能占这些格子中的一格，" +
			"所以这些格子至少需要与格子数一样多的“某行的某数字”或“某列的某数字”。" +
			"如果覆盖全部候选数所需的最少数量恰好等于格子数，" +
			"那么每个都恰好用上一次：行的数字不能再填在该行的其他格，列的数字也不能填在该列的其他格；" +
			"同时被所在行和所在列覆盖的候选数是假的。找交叉处空格多、候选数字少的几行几列。"},
	logic.CellForcingChain:   {"单元格强制链", aboutForcingChainsZh},
	logic.HouseForcingChain:  {"区域强制链", aboutForcingChainsZh},
	logic.ContradictionChain: {"矛盾强制链", aboutForcingChainsZh},
	logic.ForcingNet:         {"强制网", aboutForcingChainsZh},
	logic.Trial: {"试探",
		"试探不是逻辑推理：当机器人会的技巧都用不上时，它选候选数最少的格子，" +
			"逐一展示每个错误的数字会推出什么矛盾（某格没有候选数，或某个数字在某个区域里无处可填），" +
			"然后填入剩下的那个数字。解题的人通常宁可再找找链或网；机器人只在技巧用尽时才试探，并会明确说明。"},
	logic.DeathBlossom: {"死亡绽放",
		"死亡绽放由一个茎格和几片花瓣组成。茎格是一个候选数不多的格子；" +
			"每片花瓣是一个待定数组（ALS：一个区域里的N个格子，合起来有N+1个候选数），" +
			"茎格的每个候选数各对应一片花瓣，这片花瓣里含这个数字的格子都能看到茎格。茎格无论填哪个数字，" +
			"对应的花瓣就失去这个数字，剩下的数字被锁定在花瓣里。所以如果每片花瓣都含有某个数字z，" +
			"z至少在一片花瓣里为真：能看到所有花瓣中全部z的格子都可以删去z。找一个有三个候选数的格子，" +
			"看它周围有没有这样的数组。"},
}

// What a family of techniques does, in Chinese.
const (
	aboutSinglesZh = "唯一数：一行、一列或一宫里只剩一个空格，" +
		"就填它缺的那个数字（唯一空格）；某格所在的行、列、宫里已经出现了八个不同的数字，" +
		"就填剩下的第九个（唯一余数）；用已有的数字在行、列、宫里做摒除，" +
		"某个数字在一行、一列或一宫里只剩一个位置，就填在那里（隐性唯一数，即摒除法）。先看最满的区域，" +
		"再把九个数字逐个摒除一遍。"
	aboutLockedCandidatesZh = "区块：某个数字在一宫里的位置都在同一行（列）上，" +
		"这一行（列）的其他格就不能填它（宫区块）；某个数字在一行（列）里的位置都在同一宫内，" +
		"这一宫的其他格就不能填它（行列区块）。"
	aboutSubsetsZh = "数组：一个区域里有N个格子，" +
		"合起来只能填同样的N个数字（显性数组），这些数字就可以从该区域的其他格子里删去；" +
		"N个数字在一个区域里只能填在同样的N个格子里（隐性数组），这些格子里的其他候选数就可以删去。" +
		"锁定数对（三数组）是同时位于一宫和一行（列）里的显性数组：它的数字要从两个区域里都删去。"
	aboutFishZh = "鱼：某个数字在两行（剑鱼是三行，" +
		"水母是四行）里的位置都落在同样的两列（三列、四列）上，它就必然占据这些列在这几行里的格子，" +
		"于是这些列的其他格都不能填它。行列互换也一样。"
	aboutFinnedFishZh = "带鳍鱼是多出一两个位置（鳍，" +
		"都在同一宫里）的鱼（X翼、剑鱼、水母）：要么鱼成立，要么这个数字在鳍里，" +
		"所以只有鱼本来要删、又能看到鳍的格子才能删去这个数字。退化鱼还缺了鱼的一个角。"
	aboutSingleDigitZh = "单数字结构只看一个数字，" +
		"沿着它的强链接推理：这个数字在某个区域里只有两个位置，其中必有一个是它。" +
		"摩天楼是两条平行的行（或列）上的强链接，各有一端落在同一列（行）上；" +
		"双线风筝是一行上的强链接和一列上的强链接，两端在同一宫里相遇；" +
		"空矩形是某宫里这个数字的位置都落在一行和一列上，再连上宫外的一条强链接。无论哪种，" +
		"两个自由端必有一个是这个数字，所以同时看到两端的格子都不能填它。"
	aboutWingsZh = "翼由一个枢纽和两个钳子组成，钳子有一个共同数字z。无论枢纽填什么，" +
		"总有一个钳子（XYZ翼里也可能是枢纽本身）是z，所以能同时看到它们的格子都不能填z。" +
		"W翼则用其中一个数字的强链接，把两个候选数相同的双值格连起来。"
	aboutUniqueRectangleZh = "唯一矩形：位于两个宫里、处在矩形四个角上的格子，" +
		"如果都只能填同样的两个数字，交换这两个数字就会得到第二个解。合格的题目只有一个解，" +
		"所以至少有一个角要填别的数字；四种类型的区别在于这个数字出现在哪里。"
	aboutChainsZh = "链由强链接（两个候选数必有一真：某数字在一个区域里仅有的两个位置，" +
		"或某格仅有的两个候选数）和弱链接（两者不能同真）交替组成，所以链的两端至少有一端为真，" +
		"能同时看到两端的候选数一定为假。X链只看一个数字；XY链经过的都是双值格；" +
		"远程数对是各格候选数都相同的XY链；交替推理链（AIC）两种链接混用。环是首尾相接的链，" +
		"环上每条弱链接都能删去候选数；分组的链和环里，" +
		"一宫内同一行（列）上的两三个格子可以合起来当作链接的一端。"
	aboutALSZh = "待定数组（ALS）是一个区域里的N个格子，合起来有N+1个候选数。" +
		"两个ALS如果由一个不能同时出现在两者中的数字（受限公共数）相连，" +
		"就会互相锁定：它们共有的另一个数字，可以从能看到它在两个ALS中所有位置的格子里删去。" +
		"ALS-XY翼用这种方式连接三个ALS。"
	aboutForcingChainsZh = "强制链尝试某格的每个候选数，" +
		"或某个数字在某区域的每个位置，顺着每种情况推下去：所有情况共同导出的结论必然成立。" +
		"矛盾强制链证明某个候选数会导致矛盾，所以它是假的；强制网则同时追踪多个推论。"
)

// levelsZh names the levels in Simplified Chinese.
var levelsZh = [...]string{
	logic.Easy:    "简单",
	logic.Medium:  "中等",
	logic.Hard:    "困难",
	logic.Expert:  "专家",
	logic.Extreme: "极难",
}

func (chinese) technique(t logic.Technique) string { return techniqueOf(techniquesZh[:], t).name }
func (chinese) about(t logic.Technique) string     { return techniqueOf(techniquesZh[:], t).about }
func (chinese) level(l logic.Level) string         { return nameOf(levelsZh[:], int(l)) }

// The words of the explanations of steps in Chinese (see stepWords).

func (w chinese) alsDescribe(p alsPart) string {
	return fmt.Sprintf("%[1]s中的{%[2]s}（候选数%[3]s）", w.house(p.house), setList(w, p.cells), digitList(w, p.digits))
}

func (w chinese) alsXZIntro(a, b alsPart) string {
	return fmt.Sprintf("ALS-XZ：A = %[1]s，B = %[2]s，它们都是待定数组（候选数比格数多一个），所以若失去其中一个数，"+
		"就必须填入其余所有数。",
		a.describe(w), b.describe(w))
}

func (w chinese) alsXZSingle(s *logic.Step, x int, zs logic.Digits) string {
	return fmt.Sprintf("X = %[1]d是受限公共数：A中每个%[1]d都能看到B中每个%[1]d，所以至多一组含有%[1]d。"+
		"不含%[1]d的那一组必须填入其余所有数，所以Z = %[2]s一定在A或B中，"+
		"能看到两组中所有%[3]s的格都不能是%[3]s：%[4]s。",
		x, digitList(w, zs), digitsOr(w, zs), removeText(w, s.Eliminations))
}

func (w chinese) alsXZDouble(s *logic.Step, xs logic.Digits) string {
	return fmt.Sprintf("%[1]s都是受限公共数（A中的每个都能看到B中的每个），所以每个数至多在一组中。"+
		"每组至少需要其中一个，所以每组恰含一个，并填入其余所有数：A的候选数都在A中，"+
		"B的候选数都在B中，%[1]s各在A或B中。"+
		"能看到一组中某数所有位置（对%[1]s则是两组中所有位置）的格不能是该数：%[2]s。",
		digitList(w, xs), removeText(w, s.Eliminations))
}

func (w chinese) alsXYWing(s *logic.Step, a, b, c alsPart, x, y int, zs logic.Digits) string {
	return fmt.Sprintf("ALS-XY翼：C = %[1]s，A = %[2]s，B = %[3]s，它们都是待定数组（候选数比格数多一个："+
		"失去一个数后必须填入其余所有数）。"+
		"A中每个%[4]d都能看到C中每个%[4]d，B中每个%[5]d都能看到C中每个%[5]d。"+
		"C不能同时失去%[4]d和%[5]d（否则候选数少于格数），所以C含有%[4]d或%[5]d。"+
		"若C含%[4]d，A中没有%[4]d，必须填入其余所有数；若C含%[5]d，B必须填入除%[5]d外的所有数。"+
		"无论哪种情况，Z = %[6]s都在A或B中，能看到A和B中所有%[7]s的格都不能是%[7]s：%[8]s。",
		c.describe(w),
		a.describe(w),
		b.describe(w),
		x,
		y,
		digitList(w, zs),
		digitsOr(w, zs),
		removeText(w, s.Eliminations),
	)
}

func (w chinese) sueDeCoq(s *logic.Step, line, box int, core, lc, bc logic.CellSet, vc, vl, vb logic.Digits, n int, why []string) string {
	return fmt.Sprintf("Sue de Coq（融合）：%[1]s与%[2]s的交叉格%[3]s共有%[4]d个候选数%[5]s。"+
		"再加上%[1]s中的%[6]s和%[2]s中的%[7]s（两者没有公共候选数）：这%[8]d格恰有%[8]d个候选数%[9]s。"+
		"%[1]s中的两格不能相同，%[2]s中的两格也不能相同，%[6]s与%[7]s之间也不能相同，"+
		"所以它们填的是%[8]d个不同的数：每个数恰好在其中一格。"+
		"所以%[10]s：%[11]s。",
		w.house(line),
		w.house(box),
		setList(w, core),
		vc.Count(),
		digitList(w, vc),
		setList(w, lc),
		setList(w, bc),
		n,
		digitList(w, vc|vl|vb),
		strings.Join(why, "，"),
		removeText(w, s.Eliminations),
	)
}

func (w chinese) deathBlossom(s *logic.Step, stem int, ds []int, petals []alsPart, zs logic.Digits) string {
	var each []string
	for i, p := range petals {
		each = append(each, fmt.Sprintf("%[1]d的花瓣是%[2]s", ds[i], p.describe(w)))
	}
	return fmt.Sprintf("死亡绽放：茎格%[1]s的候选数是%[2]s。"+
		"每个候选数都有一个花瓣，即一个待定数组（候选数比格数多一个："+
		"失去一个数后必须填入其余所有数），组中含该数的格都能看到茎格：%[3]s。"+
		"无论茎格填哪个数，该数的花瓣就失去这个数，必须填入其余所有数，"+
		"所以Z = %[4]s一定在某个花瓣中，能看到三个花瓣中所有%[5]s的格都不能是%[5]s：%[6]s。",
		cellName(stem),
		digitList(w, digitsOf(ds)),
		join(w, each),
		digitList(w, zs),
		digitsOr(w, zs),
		removeText(w, s.Eliminations),
	)
}

func (w chinese) coloringIntro(s *logic.Step, d int, a, b logic.CellSet) string {
	return fmt.Sprintf("简单染色（数字%[1]d）：在%[2]s中，%[1]d都只有两个位置，其中恰有一个是%[1]d（强链）。"+
		"沿着这些强链交替染色：颜色A为%[3]s，颜色B为%[4]s；两种颜色中一种全是%[1]d，另一种全不是。",
		d, join(w, linkHouses(w, s)), setList(w, a), setList(w, b))
}

func (w chinese) coloringWrap(s *logic.Step, d, h int, name, other string, pair []int) string {
	return fmt.Sprintf("%[1]s和%[2]s颜色都是%[3]s，且同在%[4]s，若颜色%[3]s为真，%[4]s中会有两个%[5]d：所以颜色%[3]s为假，"+
		"颜色%[6]s为真。"+
		"删去颜色%[3]s所有格中的%[5]d：%[7]s。",
		cellName(pair[0]),
		cellName(pair[1]),
		name,
		w.house(h),
		d,
		other,
		eliminationList(w, s.Eliminations),
	)
}

func (w chinese) coloringSees(e logic.Candidate, ca, cb int) string {
	return fmt.Sprintf("%[1]s同时看到%[2]s（A）和%[3]s（B）", cellName(e.Cell), cellName(ca), cellName(cb))
}

func (w chinese) coloringTrap(s *logic.Step, d int, reasons []string) string {
	return fmt.Sprintf("%[1]s；所以无论哪种颜色为真，%[2]s都不能是%[3]d：%[4]s。",
		strings.Join(reasons, "；"), pluralCells(w, s.Eliminations), d, removeText(w, s.Eliminations))
}

func (w chinese) pronounThey() string {
	return "它们"
}

func (w chinese) exocetCover(d, h1, h2 int) string {
	return fmt.Sprintf("%[1]d在%[2]s和%[3]s", d, w.house(h1), w.house(h2))
}

func (w chinese) exocet(s *logic.Step, b1, b2, t1, t2, c1, c2 int, m1, m2 []int, box, baseLine int,
	lines, coverText []string, digits string, stack bool) string {
	bandZh := "大行"
	if stack {
		bandZh = "大列"
	}
	return fmt.Sprintf("初级飞鱼导弹：%[1]s中的基格%[2]s和%[3]s填的是%[4]s中两个不同的数。"+
		"取目标格%[5]s和%[6]s（在同一%[7]s的另外两宫中，但不在%[8]s），"+
		"以及与目标格同线的伴随格%[9]s和%[10]s（其中没有基数）。"+
		"在该%[7]s之外，交叉线%[11]s中每个基数至多出现在两条线上（%[12]s），所以至多出现两次。"+
		"设某基格为d：每条交叉线都有一个d，且不在%[8]s；%[13]s中的d也不在%[1]s，所以在该%[7]s之外。"+
		"这样该%[7]s之外至多还剩一个d，所以%[14]s或%[15]s在%[7]s之内含有d，且不在伴随格，只能在目标格。"+
		"所以两个目标格各填一个基数。"+
		"目标格的数既在%[8]s中，也在目标格所在的线上，所以在另一个目标格的宫里，"+
		"它只能填在第三条线上剩下的格中：%[5]s的数在%[16]s中，%[6]s的数在%[17]s中。"+
		"而且另一个目标格的交叉线必须在该%[7]s之外含有这个数，且与%[13]s中的这个数不在同一条线上。"+
		"按这些规则，只有能放下两个基数的填法中的数才能保留：%[18]s。",
		w.house(box),
		cellName(b1),
		cellName(b2),
		digits,
		cellName(t1),
		cellName(t2),
		bandZh,
		w.house(baseLine),
		cellName(c1),
		cellName(c2),
		join(w, lines),
		list(w, coverText),
		lines[0],
		lines[1],
		lines[2],
		cellList(w, m1),
		cellList(w, m2),
		removeText(w, s.Eliminations),
	)
}

func (w chinese) techniqueLead(s *logic.Step) string {
	return w.technique(s.Technique) + "："
}

func (w chinese) resultLead() string {
	return "结果："
}

func (w chinese) trialHintArea() string {
	return "这里没有可用的逻辑技巧：下一步需要试探。"
}

func (w chinese) hintGrid(name string) string {
	return fmt.Sprintf("盘面上有一个%s。", name)
}

func (w chinese) hintHouse(a int, name string) string {
	return fmt.Sprintf("%[1]s中有一个%[2]s。", w.house(a), name)
}

func (w chinese) theDigit() string {
	return "数字"
}

func (w chinese) theDigits() string {
	return "数字"
}

func (w chinese) hintFromCell(s *logic.Step, what string) string {
	return fmt.Sprintf("从%[1]s开始，看%[2]s。", cellList(w, s.Cells[:min(1, len(s.Cells))]), what)
}

func (w chinese) hintWhere(a int, what string) string {
	return fmt.Sprintf("看%[1]s在%[2]s中能填在哪里。", what, w.house(a))
}

func (w chinese) hintMSLS(rows, cols []string, n int) string {
	return fmt.Sprintf("看第%[1]s行与第%[2]s列交叉处的%[3]d个空格：对每个数字，找出最少要用这几行、几列中的几个，"+
		"才能盖住它在这些格里的全部候选数，再把总数与格子数比一比。",
		strings.Join(rows, "、"), strings.Join(cols, "、"), n)
}

func (w chinese) hintSKLoop(s *logic.Step) string {
	return fmt.Sprintf("看%[1]s交叉处周围、%[2]s里的16个空格：对每个数字，找出最少要用这几行、几列、几宫中的几个，"+
		"才能盖住它在这些格里的全部候选数，再把总数与16比一比。",
		houseNames(w, s.Houses[:4]), houseNames(w, s.Houses[4:]))
}

func (w chinese) hintExocet(b1, b2, box, t1, t2 int) string {
	return fmt.Sprintf("看%[1]s中的基础格%[2]s和%[3]s，以及目标格%[4]s和%[5]s：基础格里的数字必定会在目标格里再次出现。",
		w.house(box), cellName(b1), cellName(b2), cellName(t1), cellName(t2))
}

func (w chinese) hintSueDeCoq(core, lineCells, boxCells string, line, box int) string {
	b, l := w.house(box), w.house(line)
	return fmt.Sprintf("看%[1]s与%[2]s相交处的%[3]s，再看%[2]s其余部分的%[4]s，以及%[1]s其余部分的%[5]s："+
		"这些格子合起来的候选数个数正好等于格子数。",
		b, l, core, lineCells, boxCells)
}

func (w chinese) resultNothing() string {
	return "无"
}

func (w chinese) resultThen() string {
	return "；然后"
}

func (w chinese) colon() string {
	return "："
}

func (w chinese) shortHidden(h int, p logic.Candidate) string {
	return fmt.Sprintf("：%[1]s中%[2]d只能填这里", w.house(h), p.Digit)
}

func (w chinese) shortFull(h int) string {
	return fmt.Sprintf("：%s的最后一个空格", w.house(h))
}

func (w chinese) shortNaked() string {
	return "：该格只剩这个数"
}

func (w chinese) fishBasic(s *logic.Step, name string, d int, bases, covers string, base, cover []solver.House) string {
	return fmt.Sprintf("%[1]s（数字%[2]d）：在%[3]s中，%[2]d只能填在%[4]s，所以无论怎样填，%[4]s的%[2]d都必定落在%[3]s中："+
		"%[5]s。",
		name, d, bases, covers, removal(w, s.Eliminations))
}

func (w chinese) fishFinned(s *logic.Step, name string, d int, bases, covers string,
	base, cover, hit []solver.House, box string, finBox int, fins []int,
	basic, sashimi, fin, ifNone, ifOne, targets, they string) string {
	return fmt.Sprintf("%[1]s（数字%[2]d）：在%[3]s中，除了%[4]s中的%[5]s%[6]s以外，%[2]d只能填在%[7]s%[8]s。"+
		"%[9]s%[2]d，就构成%[10]s，%[7]s的%[2]d必定落在%[3]s中；%[11]s%[2]d，%[4]s的其他格都不能是%[2]d。"+
		"无论哪种情况，%[12]s不能是%[2]d：%[13]s在%[14]s上，并与%[5]s同在%[4]s。"+
		"%[15]s。",
		name,
		d,
		bases,
		box,
		fin,
		cellList(w, fins),
		covers,
		sashimi,
		ifNone,
		basic,
		ifOne,
		targets,
		they,
		lineGroup(w, hit),
		removal(w, s.Eliminations),
	)
}

func (w chinese) sashimiLine(h solver.House, line, without string, d int, left []int) string {
	return fmt.Sprintf("（退化：%[1]s后，%[2]s的%[3]d只剩%[4]s）", without, line, d, cellName(left[0]))
}

func (w chinese) intersection(s *logic.Step, d, from, to int) string {
	return fmt.Sprintf("%[1]s中，%[2]d只能在%[3]s（%[4]s），所以%[3]s的其他格都不能是%[2]d：删去%[5]s中的%[2]d。",
		w.house(from), d, w.house(to), cellList(w, s.Cells), eliminationList(w, s.Eliminations))
}

func (w chinese) digitsInHouse(ds logic.Digits, n int) string {
	return fmt.Sprintf("%[1]s中的%[2]s", w.house(n), digitList(w, ds))
}

func (w chinese) twoLinks(s *logic.Step, d int, f1, n1, n2, f2, h1, h2, weak string) string {
	return fmt.Sprintf("%[1]s（数字%[2]d）：%[3]s的%[2]d只能在%[4]s或%[5]s，%[6]s的%[2]d只能在%[7]s或%[8]s（两条强链）。"+
		"%[5]s和%[7]s同在%[9]s，不能都是%[2]d。"+
		"如果%[4]s不是%[2]d，那么%[5]s是%[2]d，%[7]s就不是%[2]d，于是%[8]s是%[2]d："+
		"所以%[4]s和%[8]s中必有一个是%[2]d，同时看到这两格的格子都不能是%[2]d。"+
		"%[10]s。",
		w.technique(s.Technique),
		d,
		h1,
		f1,
		n1,
		h2,
		n2,
		f2,
		weak,
		removal(w, s.Eliminations),
	)
}

func (w chinese) emptyRectangle(s *logic.Step, d, box, link, line, other int, boxCells []int, near, far, target int) string {
	return fmt.Sprintf("空矩形（数字%[1]d）：%[2]s的%[1]d只能在%[3]s或%[4]s上（%[5]s）。"+
		"%[6]s的%[1]d只能在%[7]s或%[8]s（强链）。"+
		"如果%[8]s不是%[1]d，那么%[7]s是%[1]d，%[2]s在%[3]s上就没有%[1]d，它的%[1]d必定在%[4]s上，"+
		"所以%[9]s（在%[4]s）不是%[1]d；如果%[8]s是%[1]d，%[9]s（在%[10]s）也不能是%[1]d。"+
		"%[11]s。",
		d,
		w.house(box),
		w.house(line),
		w.house(other),
		cellList(w, boxCells),
		w.house(link),
		cellName(near),
		cellName(far),
		cellName(target),
		w.house(sharedLine(far, target)),
		removal(w, s.Eliminations),
	)
}

func (w chinese) fullHouse(h int, p logic.Candidate) string {
	return fmt.Sprintf("%[1]s只剩%[2]s一个空格，缺少的数字是%[3]d，所以%[2]s = %[3]d。",
		w.house(h), cellName(p.Cell), p.Digit)
}

func (w chinese) hiddenSingle(h int, p logic.Candidate) string {
	return fmt.Sprintf("%[1]s中，%[2]d只能填在%[3]s，所以%[3]s = %[2]d。", w.house(h), p.Digit, cellName(p.Cell))
}

func (w chinese) nakedSingleHouses(s *logic.Step, p logic.Candidate, houses []string) string {
	return fmt.Sprintf("除%[1]d以外的数字都已出现在%[2]s、%[3]s或%[4]s中，所以%[5]s = %[1]d。",
		p.Digit, houses[0], houses[1], houses[2], cellName(p.Cell))
}

func (w chinese) nakedSingle(p logic.Candidate) string {
	return fmt.Sprintf("%[1]s只剩一个候选数%[2]d，所以%[1]s = %[2]d。", cellName(p.Cell), p.Digit)
}

func (w chinese) naked(s *logic.Step, n int, where string) string {
	return fmt.Sprintf("%[1]s中，%[2]s这%[3]s格只有候选数%[4]s，所以%[4]s必定填在这%[3]s格中，%[1]s的其他格可以删去它们："+
		"%[5]s。",
		where, cellList(w, s.Cells), sizeZh[n], digitList(w, s.Digits), removal(w, s.Eliminations))
}

func (w chinese) hidden(s *logic.Step, n, h int) string {
	return fmt.Sprintf("%[1]s中，%[2]s只能填在%[3]s这%[4]s格，所以这%[4]s格只能是%[2]s，其他候选数可以删去：%[5]s。",
		w.house(h), digitList(w, s.Digits), cellList(w, s.Cells), sizeZh[n], removal(w, s.Eliminations))
}

func (w chinese) listSep() string {
	return "、"
}

func (w chinese) removeDigit(elims []logic.Candidate) string {
	return fmt.Sprintf("删去%[1]s中的%[2]d", eliminationList(w, elims), elims[0].Digit)
}

func (w chinese) removeWord() string {
	return "删去"
}

func (w chinese) urDeadly(s *logic.Step, corners []int, ds string) string {
	return fmt.Sprintf("由于本题有唯一解，%[1]s不能只填%[2]s：那会形成致命模式（交换其中的%[2]s会得到第二个解）。",
		join(w, solver.CellNames(corners)), ds)
}

func (w chinese) urSpace() string {
	return ""
}

func (w chinese) ur1(s *logic.Step, ds logic.Digits, t int, three []int) string {
	return fmt.Sprintf("%[1]s只能是%[2]s，所以%[3]s必须是其他数：%[4]s。",
		join(w, solver.CellNames(three)), digitsOr(w, ds), cellName(t), removeText(w, s.Eliminations))
}

func (w chinese) ur2(s *logic.Step, ds logic.Digits, c int, floor, roof []int) string {
	return fmt.Sprintf("%[1]s和%[2]s只能是%[3]s，所以%[4]s或%[5]s中必有一个是%[6]d（它们唯一的其他候选数）。"+
		"同时看到这两格的格都不能是%[6]d：%[7]s。",
		cellName(floor[0]),
		cellName(floor[1]),
		digitsOr(w, ds),
		cellName(roof[0]),
		cellName(roof[1]),
		c,
		removeText(w, s.Eliminations),
	)
}

func (w chinese) ur3(s *logic.Step, ds, extra, digits logic.Digits, floor, roof []int, with []string) string {
	return fmt.Sprintf("%[1]s和%[2]s只能是%[3]s，所以%[4]s或%[5]s中必有一个是%[6]s。"+
		"把它们看作一个候选数为%[7]s的格，它%[8]s组成由%[9]s构成的显性数组：这些数必定填在这些格中，"+
		"所以%[10]s。",
		cellName(floor[0]),
		cellName(floor[1]),
		digitsOr(w, ds),
		cellName(roof[0]),
		cellName(roof[1]),
		digitsOr(w, extra),
		digitList(w, extra),
		strings.Join(with, "、"),
		digitList(w, digits),
		removeText(w, s.Eliminations),
	)
}

func (w chinese) ur4(s *logic.Step, ds logic.Digits, h, u, v int, floor, roof []int) string {
	return fmt.Sprintf("%[1]s和%[2]s只能是%[3]s。"+
		"在%[4]s中，%[5]d只能填在%[6]s或%[7]s，所以其中一格是%[5]d；若另一格是%[8]d，这四格就只有%[9]s。"+
		"所以两格都不能是%[8]d：%[10]s。",
		cellName(floor[0]),
		cellName(floor[1]),
		digitsOr(w, ds),
		w.house(h),
		u,
		cellName(roof[0]),
		cellName(roof[1]),
		v,
		urDigits(w, s),
		removeText(w, s.Eliminations),
	)
}

func (w chinese) bugPlus1(s *logic.Step, c, d int, row, col, box string) string {
	return fmt.Sprintf("全双值坟墓+1：除%[1]s外，每个空格都恰有两个候选数，且每个候选数在每行、每列、"+
		"每宫中都恰好出现两次，只有%[2]d在%[3]s、%[4]s和%[5]s中出现三次。"+
		"若%[1]s不是%[2]d，盘面就成了全双值坟墓，它无解或有多个解；由于本题有唯一解，%[1]s = %[2]d："+
		"%[6]s。",
		cellName(c),
		d,
		row,
		col,
		box,
		removeText(w, s.Eliminations),
	)
}

func (w chinese) removeFromCell(c string, ds logic.Digits) string {
	return fmt.Sprintf("删去%[1]s中的%[2]s", c, digitList(w, ds))
}

func (w chinese) seesIn(c int, e logic.Candidate, h string) string {
	return fmt.Sprintf("与%[1]s同在%[2]s", cellName(c), h)
}

func (w chinese) partSep() string {
	return "；"
}

func (w chinese) wordOr() string {
	return "或"
}

func (w chinese) cellCands(c int, cands string) string {
	return fmt.Sprintf("%[1]s（%[2]s）", cellName(c), cands)
}

func (w chinese) xyWing(s *logic.Step, p, a, b, x, y, z int) string {
	return fmt.Sprintf("XY翼：枢纽%[1]s看到两翼%[2]s和%[3]s。"+
		"如果%[4]s是%[5]d，%[6]s就是%[7]d；如果它是%[8]d，%[9]s就是%[7]d。"+
		"无论哪种情况，两翼中必有一格是%[7]d，所以同时看到两翼的格子都不能是%[7]d：%[10]s。"+
		"%[11]s。",
		cellCands(w, s, p),
		cellCands(w, s, a),
		cellCands(w, s, b),
		cellName(p),
		x,
		cellName(a),
		z,
		y,
		cellName(b),
		whySees(w, s.Eliminations, []int{a, b}),
		removal(w, s.Eliminations),
	)
}

func (w chinese) xyzWing(s *logic.Step, p, a, b, x, y, z int) string {
	return fmt.Sprintf("XYZ翼：枢纽%[1]s看到两翼%[2]s和%[3]s。"+
		"如果%[4]s是%[5]d，%[6]s就是%[7]d；如果它是%[8]d，%[9]s就是%[7]d；否则它自己就是%[7]d。"+
		"所以这三格中必有一格是%[7]d，同时看到这三格的格子都不能是%[7]d：%[10]s。"+
		"%[11]s。",
		cellCands(w, s, p),
		cellCands(w, s, a),
		cellCands(w, s, b),
		cellName(p),
		x,
		cellName(a),
		z,
		y,
		cellName(b),
		whySees(w, s.Eliminations, []int{p, a, b}),
		removal(w, s.Eliminations),
	)
}

func (w chinese) wWing(s *logic.Step, e1, e2, w1, w2, h, x, y int) string {
	return fmt.Sprintf("W翼（数字%[1]d和%[2]d）：%[3]s和%[4]s都只能是%[1]d或%[2]d。"+
		"%[5]s的%[1]d只能在%[6]s或%[7]s（强链）；%[6]s与%[3]s同在%[8]s，%[7]s与%[4]s同在%[9]s。"+
		"%[6]s和%[7]s中必有一个是%[1]d，所以%[3]s和%[4]s中至少有一格不是%[1]d，那一格就是%[2]d。"+
		"同时看到这两格的格子都不能是%[2]d：%[10]s。"+
		"%[11]s。",
		x,
		y,
		cellName(w1),
		cellName(w2),
		w.house(h),
		cellName(e1),
		cellName(e2),
		w.house(seenThrough(e1, w1)),
		w.house(seenThrough(e2, w2)),
		whySees(w, s.Eliminations, []int{w1, w2}),
		removal(w, s.Eliminations),
	)
}

func (w chinese) msls(rows, cols []string, n, nLinks int, links, double []string, elims []logic.Candidate) string {
	zh := fmt.Sprintf("多区块锁定集：第%[1]s行与第%[2]s列交叉处有%[3]d个空格，要填%[3]d个数。"+
		"这些格的每个候选数都属于以下%[4]d个“区域数字”之一：%[5]s。"+
		"一个数在一个区域中只出现一次，所以每个区域数字至多占这些格中的一格；"+
		"%[3]d格对%[4]d个区域数字，每个恰好占一格。"+
		"所以为某行或某列列出的数字都在这些格中，不在该行或该列的其他格",
		strings.Join(rows, "、"), strings.Join(cols, "、"), n, nLinks, strings.Join(links, "；"))
	if len(double) > 0 {
		zh += fmt.Sprintf("；而%s同时被所在行和所在列覆盖，会为一格用掉两个区域数字，所以不成立",
			join(w, double))
	}
	return zh + "：" + removeText(w, elims) + "。"
}

func (w chinese) skLoop(s *logic.Step, n int, links, double []string) string {
	zh := fmt.Sprintf("SK环：%[1]s交叉于%[2]s；在这些宫中，取所在行的另外两格和所在列的另外两格，共16个空格：%[3]s，"+
		"每格属于其中一行或一列，也属于其中一宫。"+
		"这些格的每个候选数都属于以下%[4]d个“区域数字”之一：%[5]s。"+
		"一个数在一个区域中只出现一次，所以每个区域数字至多占这些格中的一格；"+
		"16格对%[4]d个区域数字，每个恰好占一格。"+
		"所以为某区域列出的数字都在这些格中，不在该区域的其他格",
		houseNames(w, s.Houses[:4]), houseNames(w, s.Houses[4:]), cellList(w, s.Cells), n, list(w, links))
	if len(double) > 0 {
		zh += fmt.Sprintf("；而%s同时被所在线和所在宫覆盖，会为一格用掉两个区域数字，所以不成立",
			join(w, double))
	}
	return zh + "：" + removeText(w, s.Eliminations) + "。"
}

func (w chinese) thenClause(then string) string { return "于是" + then }

func (w chinese) sueDeCoqStay(ds logic.Digits, h int) string {
	where := "交叉格"
	if h >= 0 {
		where = w.house(h)
	}
	return fmt.Sprintf("%[1]s留在%[2]s中", digitList(w, ds), where)
}

func (w chinese) lineGroup(kind solver.HouseKind, nums []string) string {
	return "第" + strings.Join(nums, "、") + [...]string{"行", "列", "宫"}[kind]
}

func (w chinese) fishTargets(cells []int) (targets, they string) {
	if len(cells) == 1 {
		return cellList(w, cells), "它"
	}
	return cellList(w, cells) + "都", "它们"
}

func (w chinese) fishFins(n int) (fin, ifNone, ifOne string) {
	if n > 1 {
		return "鳍", "如果鳍都不是", "如果某个鳍是"
	}
	return "鳍", "如果鳍不是", "如果鳍是"
}

func (w chinese) fishWithout(int) string { return "去掉鳍" }

func (w chinese) urWith(in logic.CellSet, hs []int) string {
	names := make([]string, len(hs))
	for i, h := range hs {
		names[i] = w.house(h)
	}
	return fmt.Sprintf("在%[1]s中与%[2]s", join(w, names), setList(w, in))
}

func (w chinese) seesAll(c int, items []string) string {
	return cellName(c) + strings.Join(items, "，")
}

func (w chinese) house(h int) string {
	return fmt.Sprintf("第%[1]d%[2]s", h%9+1, [...]string{"行", "列", "宫"}[h/9])
}

func (w chinese) andWord() string { return "和" }

func (w chinese) cellDigits(c int, digits []string) string {
	return fmt.Sprintf("%[1]s（%[2]s）", cellName(c), strings.Join(digits, "、"))
}

func (w chinese) sentence(s string) string { return s + "。" }

func (w chinese) capitalize(s string) string { return s }

// sizeZh says how many cells a subset has.
var sizeZh = [5]string{2: "两", 3: "三", 4: "四"}

func (w chinese) lastResort() string { return "最后手段——" }
