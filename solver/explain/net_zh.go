package explain

import (
	"fmt"
	"strings"

	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// The Chinese sentences of chains, forcing chains, nets and trials (see
// netWords).

var _ netWords = chinese{}

func (chinese) netReasonNaked() string { return "（该格唯一的候选数）" }
func (chinese) netReasonHidden(d, h int) string {
	return fmt.Sprintf("（%s中%d唯一的位置）", houseName(h, locale.Chinese), d)
}
func (chinese) netReasonLocked(d, h, h2 int) string {
	return fmt.Sprintf("（%s的%d都在%s中）", houseName(h, locale.Chinese), d, houseName(h2, locale.Chinese))
}
func (chinese) netReasonCell() string { return "（同一格）" }
func (chinese) netReasonPeer(h int) string {
	return [...]string{"（同行）", "（同列）", "（同宫）"}[h/9]
}
func (chinese) netGone(d int, houses []int, cell string, others logic.Digits) string {
	var parts []string
	if len(houses) > 0 {
		names := make([]string, len(houses))
		for i, h := range houses {
			names[i] = houseName(h, locale.Chinese)
		}
		parts = append(parts, fmt.Sprintf("%s的其他格删去%d", join(names, locale.Chinese), d))
	}
	if others != 0 {
		parts = append(parts, fmt.Sprintf("%s删去%s", cell, digitList(others, locale.Chinese)))
	}
	return strings.Join(parts, "，")
}
func (chinese) netCauses(causes []string) string { return strings.Join(causes, "，") }
func (chinese) netNestedBecause(opposite string) string {
	return fmt.Sprintf("，因为%s会导致矛盾：", opposite)
}
func (chinese) netThen(gone string) string { return "，于是" + gone }
func (chinese) netAnd() string             { return "，" }
func (chinese) netNestedWould(opposite string) string {
	return fmt.Sprintf("（%s会导致矛盾）", opposite)
}
func (chinese) netLinkClash(cell string, d int, on, off string) string {
	return fmt.Sprintf("于是%s既是%d（第%s条）又不是%d（第%s条），矛盾。", cell, d, on, d, off)
}
func (c chinese) netLastResort(name string) string { return c.lastResort() + name + "：" }
func (chinese) netOpenCell(cell, digits string) string {
	return fmt.Sprintf("%s只能是%s。", cell, digits)
}
func (chinese) netOpenHouse(h, d int, cells []string) string {
	return fmt.Sprintf("%s中，%d只能填在%s。", houseName(h, locale.Chinese), d, list(cells, locale.Chinese))
}
func (chinese) netOpenDouble(cell string, d int) string {
	return fmt.Sprintf("%s要么是%d，要么不是。", cell, d)
}
func (chinese) netGap() string { return "" }
func (chinese) netTherefore(conclusion, result string) string {
	return "因此" + conclusion + "：" + result
}
func (chinese) netEitherWay(conclusion, result string) string {
	return "无论哪种情况，" + conclusion + "：" + result
}
func (chinese) netSuppose(assumption string) string { return fmt.Sprintf("假设%s。", assumption) }
func (chinese) netIf(assumption string) string      { return fmt.Sprintf("\n若%s：", assumption) }
func (chinese) netCannotHold(assumption string) string {
	return fmt.Sprintf("所以%s不成立。", assumption)
}
func (chinese) netLinks(from, to int) string { return fmt.Sprintf("（第%d至%d条）", from, to) }
func (chinese) netSeePage(page int) string   { return fmt.Sprintf("（理由见第%d页）", page) }
func (chinese) netNestedHead(fact, assumption string, link, page int) string {
	if link <= 1 {
		return fmt.Sprintf("为什么%s（第%d页第%d条）？假设%s。", fact, page, link, assumption)
	}
	if link == 2 {
		return fmt.Sprintf("为什么%s（第%d页第%d条）？在第1条成立的前提下，假设%s。", fact, page, link, assumption)
	}
	return fmt.Sprintf("为什么%s（第%d页第%d条）？在第1至%d条成立的前提下，假设%s。", fact, page, link, link-1, assumption)
}
func (chinese) netNestedLinks(fact string, from, to int) string {
	return fmt.Sprintf("为什么%s（第%d至%d条）：", fact, from, to)
}
func (chinese) netNestedDone(fact string, link, page int) string {
	return fmt.Sprintf("所以%s，这就是第%d页的第%d条。", fact, page, link)
}

func (chinese) netFactNaked() string { return "（唯一候选数）" }
func (chinese) netFactHidden(h int) string {
	return fmt.Sprintf("（%s中唯一的位置）", houseName(h, locale.Chinese))
}
func (x chinese) netFactLocked(d, h, h2 int) string { return x.netReasonLocked(d, h, h2) }
func (chinese) netFactNested() string               { return "（假设它成立会导致矛盾）" }
func (chinese) netBranch(assumption string, facts []string) string {
	if len(facts) == 0 {
		return "若" + assumption
	}
	return "若" + assumption + "，则" + strings.Join(facts, "，")
}
func (chinese) netButClash(opposite string) string { return fmt.Sprintf("：但%s，矛盾", opposite) }
func (chinese) netOppositeClash() string           { return "：与假设相反，矛盾" }
func (chinese) netAlso() string                    { return "；同时" }
func (chinese) netStop() string                    { return "。" }
func (chinese) netSoConclude(conclusion, result string) string {
	return "。所以" + conclusion + "：" + result
}
func (chinese) netSoCannotHold(assumption string) string {
	return fmt.Sprintf("，所以%s不成立", assumption)
}
func (chinese) netOr(items []string) string {
	return strings.Join(items[:len(items)-1], "、") + "或" + items[len(items)-1]
}
func (chinese) netBothClash(cells string, d int) string {
	return fmt.Sprintf("于是%s既是%d又不是%d，矛盾", cells, d, d)
}
func (chinese) netNoCandidate(cell string) string {
	return fmt.Sprintf("于是%s没有候选数了，矛盾", cell)
}
func (chinese) netNoPlace(d, h int) string {
	where := "所在区域"
	if h >= 0 {
		where = houseName(h, locale.Chinese)
	}
	return fmt.Sprintf("于是%s中没有位置可以填%d了，矛盾", where, d)
}

func (chinese) netHintAtCell(name string, h int, cell string) string {
	return fmt.Sprintf("有一个%s从%s的%s开始。", name, houseName(h, locale.Chinese), cell)
}
func (chinese) netHintForcingIn(name string, h int) string {
	return fmt.Sprintf("有一个%s从%s开始。", name, houseName(h, locale.Chinese))
}
func (chinese) netHintChainIn(name string, h int) string {
	return fmt.Sprintf("有一条%s从%s开始。", name, houseName(h, locale.Chinese))
}
func (chinese) netCands(ds logic.Digits, cells string) string {
	return cells + "中的" + digitList(ds, locale.Chinese)
}
func (chinese) netFollowLoop(at string) string {
	return fmt.Sprintf("顺着一个从%s出发、又回到那里的环推理。", at)
}
func (chinese) netFollowChain(from, to string) string {
	return fmt.Sprintf("顺着一条从%s到%s的链推理。", from, to)
}
func (chinese) netHintContradiction(assumption, at string) string {
	return fmt.Sprintf("假设%s，顺着它一步步推出的结论走下去：会在%s产生矛盾。", assumption, at)
}
func (chinese) netHintDouble(first, second, at string) string {
	return fmt.Sprintf("先假设%s，再假设%s，分别推下去：两种情况都会得出关于%s的同一结论。", first, second, at)
}

// zhAllLead says that the branches lead somewhere: "两种情况都会",
// "每种情况都会".
func zhAllLead(branches int) string {
	if branches == 2 {
		return "两种情况都会"
	}
	return "每种情况都会"
}

func (chinese) netHintCell(cell, digits string, branches int, at string) string {
	return fmt.Sprintf("分别假设%s是%s，顺着推下去：%s得出关于%s的同一结论。", cell, digits, zhAllLead(branches), at)
}
func (chinese) netHintCellMany(cell string, branches int, at string) string {
	return fmt.Sprintf("把%s的%d个候选数逐一假设一遍，顺着推下去：每种情况都会得出关于%s的同一结论。", cell, branches, at)
}
func (chinese) netHintHouse(d, h int, cells string, branches int, at string) string {
	return fmt.Sprintf("分别假设%s中的%d填在%s，顺着推下去：%s得出关于%s的同一结论。", houseName(h, locale.Chinese), d, cells, zhAllLead(branches), at)
}

func (chinese) netLoop(name, chain, alsNote, removal string) string {
	return fmt.Sprintf("%s：这条链首尾相接成环。%s，回到了起点。闭合的环中每条链都双向成立：每条链的两端恰有一个为真%s。所以能同时看到某条链两端的候选数都为假：%s。",
		name, chain, alsNote, removal)
}
func (chinese) netLoopOff(name, chain, cell string, d int) string {
	return fmt.Sprintf("%s：%s，矛盾。所以%s不能是%d。", name, chain, cell, d)
}
func (chinese) netLoopOn(name, chain, cell string, d int, removal string) string {
	return fmt.Sprintf("%s：%s，矛盾。所以%s = %d：%s。", name, chain, cell, d, removal)
}
func (chinese) netCellBoth(name, chain, cell string, d1, d2 int, removal string) string {
	return fmt.Sprintf("%s：%s。所以%s只能是%d或%d：%s。", name, chain, cell, d1, d2, removal)
}
func (chinese) netEitherEnd(name, chain, a, b, cannot string) string {
	return fmt.Sprintf("%s：%s。所以%s或%s（至少一个成立），无论哪种情况，%s。", name, chain, a, b, cannot)
}
func (chinese) netCannot(cells []string, d int) string {
	return fmt.Sprintf("%s都不能是%d", list(cells, locale.Chinese), d)
}
func (chinese) netCannotAll(removal string) string { return "都可以" + removal }
func (chinese) netAlsNote() string                 { return "，环中的待定数组必须保留其余所有数字" }
func (chinese) netChainIf(node string) string      { return "若" + node }
func (chinese) netChainThen(node string) string    { return "，则" + node }
func (chinese) netChainSo(node string) string      { return "，所以" + node }
func (chinese) netBivalue(cell string, d1, d2 int) string {
	return fmt.Sprintf("（%s只有%d和%d两个候选数：强链）", cell, d1, d2)
}
func (chinese) netStrongOne(d, h int) string {
	return fmt.Sprintf("（%s中%d只有这两个位置：强链）", houseName(h, locale.Chinese), d)
}
func (chinese) netStrongMany(d, h int) string {
	return fmt.Sprintf("（%s中%d的其余位置：强链）", houseName(h, locale.Chinese), d)
}
func (chinese) netAlsReason(cells string, n int, digits string, d int, rest string) string {
	return fmt.Sprintf("（待定数组%s共%d格，只有%s这些候选数：没有%d就必须填入%s）", cells, n, digits, d, rest)
}
func (chinese) netNodeOn(cell string, d int) string  { return fmt.Sprintf("%s是%d", cell, d) }
func (chinese) netNodeOff(cell string, d int) string { return fmt.Sprintf("%s不是%d", cell, d) }
func (chinese) netNodesOn(cells string, d int) string {
	return fmt.Sprintf("%s中有一格是%d", cells, d)
}
func (chinese) netNodesOff(cells string, d int) string {
	return fmt.Sprintf("%s都不是%d", cells, d)
}
func (chinese) netRemotePair(name string, cells []string, a, b int, alt1, alt2 []string, removal string) string {
	return fmt.Sprintf("%s：%s都只有%d和%d两个候选数，且每格都能看到下一格，所以沿着这条链两个数字交替出现：%s或%s。相隔奇数步的两格一个是%d、一个是%d，所以能同时看到这两格的格子既不能是%d也不能是%d：%s。",
		name, join(cells, locale.Chinese), a, b, strings.Join(alt1, "、"), strings.Join(alt2, "、"), a, b, a, b, removal)
}

func (chinese) netTrialOpen(cell, digits string) string {
	return fmt.Sprintf("这里没有可用的逻辑技巧，所以这是一步试探：候选数最少的格%s可以是%s。", cell, digits)
}
func (chinese) netTrialNoSolution(cell string, d int) string {
	return fmt.Sprintf("%s = %d会导致无解（由搜索得出，而不是人能跟随的推理）。", cell, d)
}
func (chinese) netTrialNoCandidate(cell string) string {
	return fmt.Sprintf("%s没有候选数了", cell)
}
func (chinese) netTrialNoPlace(d, h int) string {
	return fmt.Sprintf("%s中已无处可填%d", houseName(h, locale.Chinese), d)
}
func (chinese) netTrialMore(n int) string { return fmt.Sprintf("等（另有%d格）", n) }
func (chinese) netTrialFollow(shown, then string) string {
	return "接着可得" + shown + "；然后" + then
}
func (chinese) netTrialClash(cell string, d int, why string) string {
	return fmt.Sprintf("若%s = %d，则%s，矛盾，所以%s ≠ %d。", cell, d, why, cell, d)
}
func (chinese) netTrialSo(cell string, d int) string { return fmt.Sprintf("所以%s = %d。", cell, d) }
