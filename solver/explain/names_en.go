package explain

import (
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// english is the English language (see language): its names are here,
// its sentences in step_en.go and net_en.go.
type english struct{}

func (english) Lang() locale.Lang { return locale.English }

// techniquesEn names the techniques in English.
var techniquesEn = [...]string{
	logic.FullHouse:          "Full House",
	logic.HiddenSingle:       "Hidden Single",
	logic.NakedSingle:        "Naked Single",
	logic.Pointing:           "Pointing",
	logic.Claiming:           "Claiming",
	logic.LockedPair:         "Locked Pair",
	logic.LockedTriple:       "Locked Triple",
	logic.NakedPair:          "Naked Pair",
	logic.HiddenPair:         "Hidden Pair",
	logic.NakedTriple:        "Naked Triple",
	logic.HiddenTriple:       "Hidden Triple",
	logic.NakedQuad:          "Naked Quad",
	logic.HiddenQuad:         "Hidden Quad",
	logic.XWing:              "X-Wing",
	logic.Skyscraper:         "Skyscraper",
	logic.TwoStringKite:      "2-String Kite",
	logic.EmptyRectangle:     "Empty Rectangle",
	logic.XYWing:             "XY-Wing",
	logic.XYZWing:            "XYZ-Wing",
	logic.WWing:              "W-Wing",
	logic.Swordfish:          "Swordfish",
	logic.Jellyfish:          "Jellyfish",
	logic.SimpleColoring:     "Simple Coloring",
	logic.UniqueRectangle1:   "Unique Rectangle Type 1",
	logic.UniqueRectangle2:   "Unique Rectangle Type 2",
	logic.UniqueRectangle3:   "Unique Rectangle Type 3",
	logic.UniqueRectangle4:   "Unique Rectangle Type 4",
	logic.BUGPlus1:           "BUG+1",
	logic.FinnedXWing:        "Finned X-Wing",
	logic.SashimiXWing:       "Sashimi X-Wing",
	logic.FinnedSwordfish:    "Finned Swordfish",
	logic.SashimiSwordfish:   "Sashimi Swordfish",
	logic.FinnedJellyfish:    "Finned Jellyfish",
	logic.SashimiJellyfish:   "Sashimi Jellyfish",
	logic.RemotePair:         "Remote Pair",
	logic.XChain:             "X-Chain",
	logic.XYChain:            "XY-Chain",
	logic.NiceLoop:           "Nice Loop",
	logic.AIC:                "Alternating Inference Chain",
	logic.GroupedNiceLoop:    "Grouped Nice Loop",
	logic.GroupedAIC:         "Grouped Alternating Inference Chain",
	logic.ALSXZ:              "ALS-XZ",
	logic.ALSXYWing:          "ALS-XY-Wing",
	logic.SueDeCoq:           "Sue de Coq",
	logic.JExocet:            "Junior Exocet",
	logic.SKLoop:             "SK Loop",
	logic.MSLS:               "Multi-Sector Locked Set",
	logic.CellForcingChain:   "Cell Forcing Chain",
	logic.HouseForcingChain:  "House Forcing Chain",
	logic.ContradictionChain: "Contradiction Forcing Chain",
	logic.ForcingNet:         "Forcing Net",
	logic.Trial:              "Trial",
	logic.DeathBlossom:       "Death Blossom",
}

// levelsEn names the levels in English.
var levelsEn = [...]string{
	logic.Easy:    "Easy",
	logic.Medium:  "Medium",
	logic.Hard:    "Hard",
	logic.Expert:  "Expert",
	logic.Extreme: "Extreme",
}

func (english) technique(t logic.Technique) string { return nameOf(techniquesEn[:], int(t)) }
func (english) level(l logic.Level) string         { return nameOf(levelsEn[:], int(l)) }
