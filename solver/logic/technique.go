package logic

import (
	"sudokubot/solver"
	"sudokubot/solver/locale"
)

// A Technique is a way of finding a step, as a human solver knows it.
type Technique uint8

// The techniques, in the order of the ladder: the engine always returns a
// step of the first technique that applies.
const (
	_ Technique = iota

	// Tier 1: singles.
	FullHouse
	HiddenSingle
	NakedSingle

	// Tier 2: locked candidates.
	Pointing
	Claiming

	// Tier 3: subsets.
	LockedPair
	LockedTriple
	NakedPair
	HiddenPair
	NakedTriple
	HiddenTriple
	NakedQuad
	HiddenQuad

	// Tier 4: basic fish, single-digit patterns and wings.
	XWing
	Skyscraper
	TwoStringKite
	EmptyRectangle
	XYWing
	XYZWing
	WWing
	Swordfish
	Jellyfish

	// Tier 5: colouring and uniqueness.
	SimpleColoring
	UniqueRectangle1
	UniqueRectangle2
	UniqueRectangle3
	UniqueRectangle4
	BUGPlus1

	// Tier 6: finned and sashimi fish.
	FinnedXWing
	SashimiXWing
	FinnedSwordfish
	SashimiSwordfish
	FinnedJellyfish
	SashimiJellyfish

	// Tier 7: chains and loops.
	RemotePair
	XChain
	XYChain
	NiceLoop
	AIC
	GroupedNiceLoop
	GroupedAIC

	// Tier 8: almost locked sets.
	ALSXZ
	ALSXYWing
	SueDeCoq
	JExocet
	SKLoop
	MSLS

	// Tier 9: forcing chains and nets.
	CellForcingChain
	HouseForcingChain
	ContradictionChain
	ForcingNet

	// Not a technique of logic: a labelled trial, offered when nothing
	// else applies.
	Trial

	numTechniques
)

// Tier returns the technique's tier, 1 (singles) to 9 (forcing chains and
// nets); a trial is tier 10.
func (t Technique) Tier() int {
	if t >= numTechniques {
		return 0
	}
	return int(techniques[t].tier)
}

// String returns the technique's English name.
func (t Technique) String() string { return t.Name(locale.English) }

// Name returns the technique's name in the given language.
func (t Technique) Name(lang locale.Lang) string {
	if t == 0 || t >= numTechniques {
		return "?"
	}
	if lang == locale.Chinese {
		return techniques[t].zh
	}
	return techniques[t].en
}

type techniqueInfo struct {
	en, zh string
	tier   uint8
	base   float64 // score on the Sudoku Explainer scale
}

var techniques = [numTechniques]techniqueInfo{
	FullHouse:    {"Full House", "唯一空格", 1, 1.0},
	HiddenSingle: {"Hidden Single", "隐性唯一数", 1, 1.2},
	NakedSingle:  {"Naked Single", "唯一余数", 1, 2.3},

	Pointing: {"Pointing", "宫区块", 2, 2.6},
	Claiming: {"Claiming", "行列区块", 2, 2.8},

	LockedPair:   {"Locked Pair", "锁定数对", 3, 2.0},
	LockedTriple: {"Locked Triple", "锁定三数组", 3, 2.5},
	NakedPair:    {"Naked Pair", "显性数对", 3, 3.0},
	HiddenPair:   {"Hidden Pair", "隐性数对", 3, 3.4},
	NakedTriple:  {"Naked Triple", "显性三数组", 3, 3.6},
	HiddenTriple: {"Hidden Triple", "隐性三数组", 3, 4.0},
	NakedQuad:    {"Naked Quad", "显性四数组", 3, 5.0},
	HiddenQuad:   {"Hidden Quad", "隐性四数组", 3, 5.4},

	XWing:          {"X-Wing", "X翼", 4, 3.2},
	Skyscraper:     {"Skyscraper", "摩天楼", 4, 6.2},
	TwoStringKite:  {"2-String Kite", "双线风筝", 4, 6.4},
	EmptyRectangle: {"Empty Rectangle", "空矩形", 4, 6.6},
	XYWing:         {"XY-Wing", "XY翼", 4, 4.2},
	XYZWing:        {"XYZ-Wing", "XYZ翼", 4, 4.4},
	WWing:          {"W-Wing", "W翼", 4, 6.6},
	Swordfish:      {"Swordfish", "剑鱼", 4, 3.8},
	Jellyfish:      {"Jellyfish", "水母", 4, 5.2},

	SimpleColoring:   {"Simple Coloring", "简单染色", 5, 6.2},
	UniqueRectangle1: {"Unique Rectangle Type 1", "唯一矩形（类型1）", 5, 4.5},
	UniqueRectangle2: {"Unique Rectangle Type 2", "唯一矩形（类型2）", 5, 4.6},
	UniqueRectangle3: {"Unique Rectangle Type 3", "唯一矩形（类型3）", 5, 4.6},
	UniqueRectangle4: {"Unique Rectangle Type 4", "唯一矩形（类型4）", 5, 4.6},
	BUGPlus1:         {"BUG+1", "全双值坟墓+1", 5, 5.6},

	FinnedXWing:      {"Finned X-Wing", "带鳍X翼", 6, 6.6},
	SashimiXWing:     {"Sashimi X-Wing", "退化X翼", 6, 6.7},
	FinnedSwordfish:  {"Finned Swordfish", "带鳍剑鱼", 6, 6.8},
	SashimiSwordfish: {"Sashimi Swordfish", "退化剑鱼", 6, 6.9},
	FinnedJellyfish:  {"Finned Jellyfish", "带鳍水母", 6, 7.0},
	SashimiJellyfish: {"Sashimi Jellyfish", "退化水母", 6, 7.1},

	RemotePair:      {"Remote Pair", "远程数对", 7, 6.5},
	XChain:          {"X-Chain", "X链", 7, 6.9},
	XYChain:         {"XY-Chain", "XY链", 7, 6.9},
	NiceLoop:        {"Nice Loop", "环", 7, 7.1},
	AIC:             {"Alternating Inference Chain", "交替推理链", 7, 7.1},
	GroupedNiceLoop: {"Grouped Nice Loop", "分组环", 7, 7.8},
	GroupedAIC:      {"Grouped Alternating Inference Chain", "分组交替推理链", 7, 7.8},

	ALSXZ:     {"ALS-XZ", "ALS-XZ", 8, 7.0},
	ALSXYWing: {"ALS-XY-Wing", "ALS-XY翼", 8, 7.2},
	SueDeCoq:  {"Sue de Coq", "Sue de Coq（融合）", 8, 7.0},
	JExocet:   {"Junior Exocet", "初级飞鱼导弹", 8, 8.0},
	SKLoop:    {"SK Loop", "SK环", 8, 8.0},
	MSLS:      {"Multi-Sector Locked Set", "多区块锁定集", 8, 8.1},

	CellForcingChain:   {"Cell Forcing Chain", "单元格强制链", 9, 8.2},
	HouseForcingChain:  {"House Forcing Chain", "区域强制链", 9, 8.2},
	ContradictionChain: {"Contradiction Forcing Chain", "矛盾强制链", 9, 8.2},
	ForcingNet:         {"Forcing Net", "强制网", 9, 8.35},

	Trial: {"Trial", "试探", 10, 11.0},
}

// score returns the difficulty of step s of technique t on the Sudoku
// Explainer scale. The base scores follow Sudoku Explainer's where it has
// the technique, and were calibrated against its ratings of the shared
// data where it has not (it sees single-digit patterns, colouring and
// finned fish as chains); a hidden single in a row or column scores more than in a
// box; an elimination that leaves a single at once scores as Sudoku
// Explainer's "direct" techniques; chains and nets score more the longer
// they are. See rate_test.go for how well the result agrees with Sudoku
// Explainer's ratings.
func (t Technique) score(s *Step) float64 {
	if t == 0 || t >= numTechniques {
		return 0
	}
	base := techniques[t].base
	switch {
	case t == HiddenSingle && len(s.Houses) > 0 && s.Houses[0].Kind != solver.Box:
		return 1.5
	case s.Then != nil && s.Then.Technique == HiddenSingle:
		switch t {
		case Pointing:
			return 1.7
		case Claiming:
			return 1.9
		case HiddenPair:
			return 2.0
		case HiddenTriple:
			return 2.5
		}
	case t.Tier() >= 7 && t != Trial:
		return base + lengthBonus(s.Size)
	}
	return base
}

// lengthBonus returns what a chain of n links adds to its score: 0.1 for
// each step of length, where the steps grow: 4, 6, 8, 12, 16, 24, 32, …
func lengthBonus(n int) float64 {
	bonus, limit := 0.0, 4
	for n > limit {
		bonus += 0.1
		if limit%3 == 0 {
			limit = limit * 4 / 3
		} else {
			limit = limit * 3 / 2
		}
	}
	return bonus
}
