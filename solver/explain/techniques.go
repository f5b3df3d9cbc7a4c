package explain

import (
	"sudokubot/solver/logic"
)

// explainers holds, for each technique, the function that writes the full
// explanation of its steps (hint level 3).
var explainers = map[logic.Technique]func(w language, s *logic.Step) string{
	logic.FullHouse:          explainFullHouse,
	logic.HiddenSingle:       explainHiddenSingle,
	logic.NakedSingle:        explainNakedSingle,
	logic.Pointing:           explainIntersection,
	logic.Claiming:           explainIntersection,
	logic.LockedPair:         explainNaked,
	logic.LockedTriple:       explainNaked,
	logic.NakedPair:          explainNaked,
	logic.HiddenPair:         explainHidden,
	logic.NakedTriple:        explainNaked,
	logic.HiddenTriple:       explainHidden,
	logic.NakedQuad:          explainNaked,
	logic.HiddenQuad:         explainHidden,
	logic.XWing:              explainFish,
	logic.Skyscraper:         explainSkyscraper,
	logic.TwoStringKite:      explainTwoStringKite,
	logic.EmptyRectangle:     explainEmptyRectangle,
	logic.XYWing:             explainXYWing,
	logic.XYZWing:            explainXYZWing,
	logic.WWing:              explainWWing,
	logic.Swordfish:          explainFish,
	logic.Jellyfish:          explainFish,
	logic.SimpleColoring:     explainSimpleColoring,
	logic.UniqueRectangle1:   explainUniqueRectangle,
	logic.UniqueRectangle2:   explainUniqueRectangle,
	logic.UniqueRectangle3:   explainUniqueRectangle,
	logic.UniqueRectangle4:   explainUniqueRectangle,
	logic.BUGPlus1:           explainBUGPlus1,
	logic.FinnedXWing:        explainFish,
	logic.SashimiXWing:       explainFish,
	logic.FinnedSwordfish:    explainFish,
	logic.SashimiSwordfish:   explainFish,
	logic.FinnedJellyfish:    explainFish,
	logic.SashimiJellyfish:   explainFish,
	logic.RemotePair:         explainChain,
	logic.XChain:             explainChain,
	logic.XYChain:            explainChain,
	logic.NiceLoop:           explainChain,
	logic.AIC:                explainChain,
	logic.GroupedNiceLoop:    explainChain,
	logic.GroupedAIC:         explainChain,
	logic.ALSXZ:              explainALSXZ,
	logic.ALSXYWing:          explainALSXYWing,
	logic.SueDeCoq:           explainSueDeCoq,
	logic.DeathBlossom:       explainDeathBlossom,
	logic.JExocet:            explainJExocet,
	logic.SKLoop:             explainSKLoop,
	logic.MSLS:               explainMSLS,
	logic.CellForcingChain:   forcingText,
	logic.HouseForcingChain:  forcingText,
	logic.ContradictionChain: forcingText,
	logic.ForcingNet:         forcingText,
	logic.Trial:              explainTrial,
}

// forcingText explains a forcing chain or net (see explainForcing).
func forcingText(w language, s *logic.Step) string { return explainForcing(s, w.Lang()) }
