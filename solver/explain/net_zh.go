package explain

import (
	"fmt"
	"strings"

	"sudokubot/solver/logic"
)

// The Chinese sentences of chains, forcing chains, nets and trials (see
// netWords).

var _ netWords = chinese{}

func (w chinese) netReasonLocked(d, h, h2 int) string {
	return fmt.Sprintf("（%[1]s的%[2]d都在%[3]s中）", w.house(h), d, w.house(h2))
}
func (w chinese) netReasonCell() string { return "（同一格）" }
func (w chinese) netReasonPeer(h int) string {
	return [...]string{"（同行）", "（同列）", "（同宫）"}[h/9]
}
func (w chinese) netGone(d int, houses []int, cell string, others logic.Digits) string {
	var parts []string
	if len(houses) > 0 {
		names := make([]string, len(houses))
		for i, h := range houses {
			names[i] = w.house(h)
		}
		parts = append(parts, fmt.Sprintf("%[1]s的其他格删去%[2]d", join(w, names), d))
	}
	if others != 0 {
		parts = append(parts, fmt.Sprintf("%[1]s删去%[2]s", cell, digitList(w, others)))
	}
	return strings.Join(parts, "，")
}
func (w chinese) netCauses(causes []string) string { return strings.Join(causes, "，") }
func (w chinese) netNestedBecause(opposite string) string {
	return fmt.Sprintf("，因为%s会导致矛盾：", opposite)
}
func (w chinese) netThen(gone string) string { return "，于是" + gone }
func (w chinese) netAnd() string             { return "，" }
func (w chinese) netNestedWould(opposite string) string {
	return fmt.Sprintf("（%s会导致矛盾）", opposite)
}
func (w chinese) netLinkClash(cell string, d int, on, off string) string {
	return fmt.Sprintf("于是%[1]s既是%[2]d（第%[3]s条）又不是%[2]d（第%[4]s条），矛盾。", cell, d, on, off)
}
func (w chinese) netLastResort(name string) string { return w.lastResort() + name + "：" }
func (w chinese) netOpenCell(cell, digits string) string {
	return fmt.Sprintf("%[1]s只能是%[2]s。", cell, digits)
}
func (w chinese) netOpenHouse(h, d int, cells []string) string {
	return fmt.Sprintf("%[1]s中，%[2]d只能填在%[3]s。", w.house(h), d, list(w, cells))
}
func (w chinese) netOpenDouble(cell string, d int) string {
	return fmt.Sprintf("%[1]s要么是%[2]d，要么不是。", cell, d)
}
func (w chinese) netGap() string { return "" }
func (w chinese) netTherefore(conclusion, result string) string {
	return "因此" + conclusion + "：" + result
}
func (w chinese) netEitherWay(conclusion, result string) string {
	return "无论哪种情况，" + conclusion + "：" + result
}
func (w chinese) netSuppose(assumption string) string { return fmt.Sprintf("假设%s。", assumption) }
func (w chinese) netIf(assumption string) string      { return fmt.Sprintf("\n若%s：", assumption) }
func (w chinese) netCannotHold(assumption string) string {
	return fmt.Sprintf("所以%s不成立。", assumption)
}
func (w chinese) netLinks(from, to int) string {
	return fmt.Sprintf("（第%[1]d至%[2]d条）", from, to)
}
func (w chinese) netSeePage(page int) string { return fmt.Sprintf("（理由见第%d页）", page) }
func (w chinese) netNestedHead(fact, assumption string, link, page int) string {
	if link <= 1 {
		return fmt.Sprintf("为什么%[1]s（第%[2]d页第%[3]d条）？假设%[4]s。", fact, page, link, assumption)
	}
	if link == 2 {
		return fmt.Sprintf("为什么%[1]s（第%[2]d页第%[3]d条）？在第1条成立的前提下，假设%[4]s。",
			fact, page, link, assumption)
	}
	return fmt.Sprintf("为什么%[1]s（第%[2]d页第%[3]d条）？在第1至%[4]d条成立的前提下，假设%[5]s。",
		fact, page, link, link-1, assumption)
}
func (w chinese) netNestedLinks(fact string, from, to int) string {
	return fmt.Sprintf("为什么%[1]s（第%[2]d至%[3]d条）：", fact, from, to)
}
func (w chinese) netNestedDone(fact string, link, page int) string {
	return fmt.Sprintf("所以%[1]s，这就是第%[2]d页的第%[3]d条。", fact, page, link)
}

func (w chinese) netFactNaked() string { return "（唯一候选数）" }
func (w chinese) netFactHidden(h int) string {
	return fmt.Sprintf("（%s中唯一的位置）", w.house(h))
}
func (w chinese) netFactLocked(d, h, h2 int) string { return w.netReasonLocked(d, h, h2) }
func (w chinese) netFactNested() string             { return "（假设它成立会导致矛盾）" }
func (w chinese) netBranch(assumption string, facts []string) string {
	if len(facts) == 0 {
		return "若" + assumption
	}
	return "若" + assumption + "，则" + strings.Join(facts, "，")
}
func (w chinese) netButClash(opposite string) string {
	return fmt.Sprintf("：但%s，矛盾", opposite)
}
func (w chinese) netOppositeClash() string { return "：与假设相反，矛盾" }
func (w chinese) netAlso() string          { return "；同时" }
func (w chinese) netStop() string          { return "。" }
func (w chinese) netSoConclude(conclusion, result string) string {
	return "。所以" + conclusion + "：" + result
}
func (w chinese) netSoCannotHold(assumption string) string {
	return fmt.Sprintf("，所以%s不成立", assumption)
}
func (w chinese) netOr(items []string) string {
	return strings.Join(items[:len(items)-1], "、") + "或" + items[len(items)-1]
}
func (w chinese) netBothClash(cells string, d int) string {
	return fmt.Sprintf("于是%[1]s既是%[2]d又不是%[2]d，矛盾", cells, d)
}
func (w chinese) netNoCandidate(cell string) string {
	return fmt.Sprintf("于是%s没有候选数了，矛盾", cell)
}
func (w chinese) netNoPlace(d, h int) string {
	where := "所在区域"
	if h >= 0 {
		where = w.house(h)
	}
	return fmt.Sprintf("于是%[1]s中没有位置可以填%[2]d了，矛盾", where, d)
}

func (w chinese) netHintAtCell(name string, h int, cell string) string {
	return fmt.Sprintf("有一个%[1]s从%[2]s的%[3]s开始。", name, w.house(h), cell)
}
func (w chinese) netHintForcingIn(name string, h int) string {
	return fmt.Sprintf("有一个%[1]s从%[2]s开始。", name, w.house(h))
}
func (w chinese) netHintChainIn(name string, h int) string {
	return fmt.Sprintf("有一条%[1]s从%[2]s开始。", name, w.house(h))
}
func (w chinese) netCands(ds logic.Digits, cells string) string {
	return cells + "中的" + digitList(w, ds)
}
func (w chinese) netFollowLoop(at string) string {
	return fmt.Sprintf("顺着一个从%s出发、又回到那里的环推理。", at)
}
func (w chinese) netFollowChain(from, to string) string {
	return fmt.Sprintf("顺着一条从%[1]s到%[2]s的链推理。", from, to)
}
func (w chinese) netHintContradiction(assumption, at string) string {
	return fmt.Sprintf("假设%[1]s，顺着它一步步推出的结论走下去：会在%[2]s产生矛盾。", assumption, at)
}
func (w chinese) netHintDouble(first, second, at string) string {
	return fmt.Sprintf("先假设%[1]s，再假设%[2]s，分别推下去：两种情况都会得出关于%[3]s的同一结论。",
		first, second, at)
}

// allLead says that the branches lead somewhere: "两种情况都会",
// "每种情况都会".
func (w chinese) allLead(branches int) string {
	if branches == 2 {
		return "两种情况都会"
	}
	return "每种情况都会"
}

func (w chinese) netHintCell(cell, digits string, branches int, at string) string {
	return fmt.Sprintf("分别假设%[1]s是%[2]s，顺着推下去：%[3]s得出关于%[4]s的同一结论。",
		cell, digits, w.allLead(branches), at)
}
func (w chinese) netHintCellMany(cell string, branches int, at string) string {
	return fmt.Sprintf("把%[1]s的%[2]d个候选数逐一假设一遍，顺着推下去：每种情况都会得出关于%[3]s的同一结论。",
		cell, branches, at)
}
func (w chinese) netHintHouse(d, h int, cells string, branches int, at string) string {
	return fmt.Sprintf("分别假设%[1]s中的%[2]d填在%[3]s，顺着推下去：%[4]s得出关于%[5]s的同一结论。",
		w.house(h), d, cells, w.allLead(branches), at)
}

func (w chinese) netLoop(name, chain, alsNote, removal string) string {
	return fmt.Sprintf("%[1]s：这条链首尾相接成环。"+
		"%[2]s，回到了起点。"+
		"闭合的环中每条链都双向成立：每条链的两端恰有一个为真%[3]s。"+
		"所以能同时看到某条链两端的候选数都为假：%[4]s。",
		name, chain, alsNote, removal)
}
func (w chinese) netLoopOff(name, chain, cell string, d int) string {
	return fmt.Sprintf("%[1]s：%[2]s，矛盾。所以%[3]s不能是%[4]d。", name, chain, cell, d)
}
func (w chinese) netLoopOn(name, chain, cell string, d int, removal string) string {
	return fmt.Sprintf("%[1]s：%[2]s，矛盾。所以%[3]s = %[4]d：%[5]s。", name, chain, cell, d, removal)
}
func (w chinese) netCellBoth(name, chain, cell string, d1, d2 int, removal string) string {
	return fmt.Sprintf("%[1]s：%[2]s。所以%[3]s只能是%[4]d或%[5]d：%[6]s。",
		name,
		chain,
		cell,
		d1,
		d2,
		removal,
	)
}
func (w chinese) netEitherEnd(name, chain, a, b, cannot string) string {
	return fmt.Sprintf("%[1]s：%[2]s。所以%[3]s或%[4]s（至少一个成立），无论哪种情况，%[5]s。",
		name, chain, a, b, cannot)
}
func (w chinese) netCannot(cells []string, d int) string {
	return fmt.Sprintf("%[1]s都不能是%[2]d", list(w, cells), d)
}
func (w chinese) netCannotAll(removal string) string { return "都可以" + removal }
func (w chinese) netAlsNote() string                 { return "，环中的待定数组必须保留其余所有数字" }
func (w chinese) netChainIf(node string) string      { return "若" + node }
func (w chinese) netChainThen(node string) string    { return "，则" + node }
func (w chinese) netChainSo(node string) string      { return "，所以" + node }
func (w chinese) netBivalue(cell string, d1, d2 int) string {
	return fmt.Sprintf("（%[1]s只有%[2]d和%[3]d两个候选数：强链）", cell, d1, d2)
}
func (w chinese) netStrongOne(d, h int) string {
	return fmt.Sprintf("（%[1]s中%[2]d只有这两个位置：强链）", w.house(h), d)
}
func (w chinese) netStrongMany(d, h int) string {
	return fmt.Sprintf("（%[1]s中%[2]d的其余位置：强链）", w.house(h), d)
}
func (w chinese) netAlsReason(cells string, n int, digits string, d int, rest string) string {
	return fmt.Sprintf("（待定数组%[1]s共%[2]d格，只有%[3]s这些候选数：没有%[4]d就必须填入%[5]s）",
		cells, n, digits, d, rest)
}
func (w chinese) netNodeOn(cell string, d int) string { return fmt.Sprintf("%[1]s是%[2]d", cell, d) }
func (w chinese) netNodeOff(cell string, d int) string {
	return fmt.Sprintf("%[1]s不是%[2]d", cell, d)
}
func (w chinese) netNodesOn(cells string, d int) string {
	return fmt.Sprintf("%[1]s中有一格是%[2]d", cells, d)
}
func (w chinese) netNodesOff(cells string, d int) string {
	return fmt.Sprintf("%[1]s都不是%[2]d", cells, d)
}
func (w chinese) netRemotePair(name string, cells []string, a, b int, alt1, alt2 []string, removal string) string {
	return fmt.Sprintf("%[1]s：%[2]s都只有%[3]d和%[4]d两个候选数，且每格都能看到下一格，"+
		"所以沿着这条链两个数字交替出现：%[5]s或%[6]s。"+
		"相隔奇数步的两格一个是%[3]d、一个是%[4]d，"+
		"所以能同时看到这两格的格子既不能是%[3]d也不能是%[4]d：%[7]s。",
		name,
		join(w, cells),
		a,
		b,
		strings.Join(alt1, "、"),
		strings.Join(alt2, "、"),
		removal,
	)
}

func (w chinese) netTrialOpen(cell, digits string) string {
	return fmt.Sprintf("这里没有可用的逻辑技巧，所以这是一步试探：候选数最少的格%[1]s可以是%[2]s。",
		cell, digits)
}
func (w chinese) netTrialNoSolution(cell string, d int) string {
	return fmt.Sprintf("%[1]s = %[2]d会导致无解（由搜索得出，而不是人能跟随的推理）。", cell, d)
}
func (w chinese) netTrialNoCandidate(cell string) string {
	return fmt.Sprintf("%s没有候选数了", cell)
}
func (w chinese) netTrialNoPlace(d, h int) string {
	return fmt.Sprintf("%[1]s中已无处可填%[2]d", w.house(h), d)
}
func (w chinese) netTrialMore(n int) string { return fmt.Sprintf("等（另有%d格）", n) }
func (w chinese) netTrialFollow(shown, then string) string {
	return "接着可得" + shown + "；然后" + then
}
func (w chinese) netTrialClash(cell string, d int, why string) string {
	return fmt.Sprintf("若%[1]s = %[2]d，则%[3]s，矛盾，所以%[1]s ≠ %[2]d。", cell, d, why)
}
func (w chinese) netTrialSo(cell string, d int) string {
	return fmt.Sprintf("所以%[1]s = %[2]d。", cell, d)
}

func (w chinese) netClashLink(link, opposite string) string {
	return fmt.Sprintf("，与第%[1]s条（%[2]s）矛盾", link, opposite)
}

func (w chinese) netProve(conclusion, result, assumption, then string) string {
	return fmt.Sprintf("为证明%[1]s（%[2]s），假设%[3]s%[4]s。", conclusion, result, assumption, then)
}
