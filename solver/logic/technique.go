package logic

import (
	"fmt"
	"sudokubot/solver"
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

// Techniques returns every technique, in the order of the ladder, Trial
// last.
func Techniques() []Technique {
	ts := make([]Technique, 0, numTechniques-1)
	for t := FullHouse; t < numTechniques; t++ {
		ts = append(ts, t)
	}
	return ts
}

// Tier returns the technique's tier, 1 (singles) to 9 (forcing chains and
// nets); a trial is tier 10.
func (t Technique) Tier() int {
	if t >= numTechniques {
		return 0
	}
	return int(techniques[t].tier)
}

// String returns the technique's identifier, such as "HiddenSingle", for
// logs and tests; people read the names the explainers give.
func (t Technique) String() string {
	if t == 0 || t >= numTechniques {
		return fmt.Sprintf("Technique(%d)", uint8(t))
	}
	return techniqueIDs[t]
}

type techniqueInfo struct {
	tier uint8
	base float64 // score on the Sudoku Explainer scale
}

var techniqueIDs = [numTechniques]string{
	FullHouse:          "FullHouse",
	HiddenSingle:       "HiddenSingle",
	NakedSingle:        "NakedSingle",
	Pointing:           "Pointing",
	Claiming:           "Claiming",
	LockedPair:         "LockedPair",
	LockedTriple:       "LockedTriple",
	NakedPair:          "NakedPair",
	HiddenPair:         "HiddenPair",
	NakedTriple:        "NakedTriple",
	HiddenTriple:       "HiddenTriple",
	NakedQuad:          "NakedQuad",
	HiddenQuad:         "HiddenQuad",
	XWing:              "XWing",
	Skyscraper:         "Skyscraper",
	TwoStringKite:      "TwoStringKite",
	EmptyRectangle:     "EmptyRectangle",
	XYWing:             "XYWing",
	XYZWing:            "XYZWing",
	WWing:              "WWing",
	Swordfish:          "Swordfish",
	Jellyfish:          "Jellyfish",
	SimpleColoring:     "SimpleColoring",
	UniqueRectangle1:   "UniqueRectangle1",
	UniqueRectangle2:   "UniqueRectangle2",
	UniqueRectangle3:   "UniqueRectangle3",
	UniqueRectangle4:   "UniqueRectangle4",
	BUGPlus1:           "BUGPlus1",
	FinnedXWing:        "FinnedXWing",
	SashimiXWing:       "SashimiXWing",
	FinnedSwordfish:    "FinnedSwordfish",
	SashimiSwordfish:   "SashimiSwordfish",
	FinnedJellyfish:    "FinnedJellyfish",
	SashimiJellyfish:   "SashimiJellyfish",
	RemotePair:         "RemotePair",
	XChain:             "XChain",
	XYChain:            "XYChain",
	NiceLoop:           "NiceLoop",
	AIC:                "AIC",
	GroupedNiceLoop:    "GroupedNiceLoop",
	GroupedAIC:         "GroupedAIC",
	ALSXZ:              "ALSXZ",
	ALSXYWing:          "ALSXYWing",
	SueDeCoq:           "SueDeCoq",
	JExocet:            "JExocet",
	SKLoop:             "SKLoop",
	MSLS:               "MSLS",
	CellForcingChain:   "CellForcingChain",
	HouseForcingChain:  "HouseForcingChain",
	ContradictionChain: "ContradictionChain",
	ForcingNet:         "ForcingNet",
	Trial:              "Trial",
}

var techniques = [numTechniques]techniqueInfo{
	FullHouse:    {1, 1.0},
	HiddenSingle: {1, 1.2},
	NakedSingle:  {1, 2.3},

	Pointing: {2, 2.6},
	Claiming: {2, 2.8},

	LockedPair:   {3, 2.0},
	LockedTriple: {3, 2.5},
	NakedPair:    {3, 3.0},
	HiddenPair:   {3, 3.4},
	NakedTriple:  {3, 3.6},
	HiddenTriple: {3, 4.0},
	NakedQuad:    {3, 5.0},
	HiddenQuad:   {3, 5.4},

	XWing:          {4, 3.2},
	Skyscraper:     {4, 6.2},
	TwoStringKite:  {4, 6.4},
	EmptyRectangle: {4, 6.6},
	XYWing:         {4, 4.2},
	XYZWing:        {4, 4.4},
	WWing:          {4, 6.6},
	Swordfish:      {4, 3.8},
	Jellyfish:      {4, 5.2},

	SimpleColoring:   {5, 6.2},
	UniqueRectangle1: {5, 4.5},
	UniqueRectangle2: {5, 4.6},
	UniqueRectangle3: {5, 4.6},
	UniqueRectangle4: {5, 4.6},
	BUGPlus1:         {5, 5.6},

	FinnedXWing:      {6, 6.6},
	SashimiXWing:     {6, 6.7},
	FinnedSwordfish:  {6, 6.8},
	SashimiSwordfish: {6, 6.9},
	FinnedJellyfish:  {6, 7.0},
	SashimiJellyfish: {6, 7.1},

	RemotePair:      {7, 6.5},
	XChain:          {7, 6.9},
	XYChain:         {7, 6.9},
	NiceLoop:        {7, 7.1},
	AIC:             {7, 7.1},
	GroupedNiceLoop: {7, 7.8},
	GroupedAIC:      {7, 7.8},

	ALSXZ:     {8, 7.0},
	ALSXYWing: {8, 7.2},
	SueDeCoq:  {8, 7.0},
	JExocet:   {8, 8.0},
	SKLoop:    {8, 8.0},
	MSLS:      {8, 8.1},

	CellForcingChain:   {9, 8.2},
	HouseForcingChain:  {9, 8.2},
	ContradictionChain: {9, 8.2},
	ForcingNet:         {9, 8.35},

	Trial: {10, 11.0},
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
