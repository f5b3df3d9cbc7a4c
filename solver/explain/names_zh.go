package explain

import (
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// chinese is the Chinese language (see language): its names are here,
// its sentences in step_zh.go and net_zh.go.
type chinese struct{}

func (chinese) Lang() locale.Lang { return locale.Chinese }

// techniquesZh names the techniques in Simplified Chinese.
var techniquesZh = [...]string{
	logic.FullHouse:          "唯一空格",
	logic.HiddenSingle:       "隐性唯一数",
	logic.NakedSingle:        "唯一余数",
	logic.Pointing:           "宫区块",
	logic.Claiming:           "行列区块",
	logic.LockedPair:         "锁定数对",
	logic.LockedTriple:       "锁定三数组",
	logic.NakedPair:          "显性数对",
	logic.HiddenPair:         "隐性数对",
	logic.NakedTriple:        "显性三数组",
	logic.HiddenTriple:       "隐性三数组",
	logic.NakedQuad:          "显性四数组",
	logic.HiddenQuad:         "隐性四数组",
	logic.XWing:              "X翼",
	logic.Skyscraper:         "摩天楼",
	logic.TwoStringKite:      "双线风筝",
	logic.EmptyRectangle:     "空矩形",
	logic.XYWing:             "XY翼",
	logic.XYZWing:            "XYZ翼",
	logic.WWing:              "W翼",
	logic.Swordfish:          "剑鱼",
	logic.Jellyfish:          "水母",
	logic.SimpleColoring:     "简单染色",
	logic.UniqueRectangle1:   "唯一矩形（类型1）",
	logic.UniqueRectangle2:   "唯一矩形（类型2）",
	logic.UniqueRectangle3:   "唯一矩形（类型3）",
	logic.UniqueRectangle4:   "唯一矩形（类型4）",
	logic.BUGPlus1:           "全双值坟墓+1",
	logic.FinnedXWing:        "带鳍X翼",
	logic.SashimiXWing:       "退化X翼",
	logic.FinnedSwordfish:    "带鳍剑鱼",
	logic.SashimiSwordfish:   "退化剑鱼",
	logic.FinnedJellyfish:    "带鳍水母",
	logic.SashimiJellyfish:   "退化水母",
	logic.RemotePair:         "远程数对",
	logic.XChain:             "X链",
	logic.XYChain:            "XY链",
	logic.NiceLoop:           "环",
	logic.AIC:                "交替推理链",
	logic.GroupedNiceLoop:    "分组环",
	logic.GroupedAIC:         "分组交替推理链",
	logic.ALSXZ:              "ALS-XZ",
	logic.ALSXYWing:          "ALS-XY翼",
	logic.SueDeCoq:           "Sue de Coq（融合）",
	logic.JExocet:            "初级飞鱼导弹",
	logic.SKLoop:             "SK环",
	logic.MSLS:               "多区块锁定集",
	logic.CellForcingChain:   "单元格强制链",
	logic.HouseForcingChain:  "区域强制链",
	logic.ContradictionChain: "矛盾强制链",
	logic.ForcingNet:         "强制网",
	logic.Trial:              "试探",
	logic.DeathBlossom:       "死亡绽放",
}

// levelsZh names the levels in Simplified Chinese.
var levelsZh = [...]string{
	logic.Easy:    "简单",
	logic.Medium:  "中等",
	logic.Hard:    "困难",
	logic.Expert:  "专家",
	logic.Extreme: "极难",
}

func (chinese) technique(t logic.Technique) string { return nameOf(techniquesZh[:], int(t)) }
func (chinese) level(l logic.Level) string         { return nameOf(levelsZh[:], int(l)) }
