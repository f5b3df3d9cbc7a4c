package logic

// ladder returns, for each technique, how its steps are found and
// explained. The order of the ladder is the order of the Technique
// constants.
func ladder() map[Technique]rung {
	return map[Technique]rung{
		FullHouse:    {findFullHouse, explainFullHouse},
		HiddenSingle: {findHiddenSingles, explainHiddenSingle},
		NakedSingle:  {findNakedSingles, explainNakedSingle},

		Pointing: {findPointing, explainIntersection},
		Claiming: {findClaiming, explainIntersection},

		LockedPair:   {findLockedPair, explainNaked},
		LockedTriple: {findLockedTriple, explainNaked},
		NakedPair:    {findNakedPair, explainNaked},
		HiddenPair:   {findHiddenPair, explainHidden},
		NakedTriple:  {findNakedTriple, explainNaked},
		HiddenTriple: {findHiddenTriple, explainHidden},
		NakedQuad:    {findNakedQuad, explainNaked},
		HiddenQuad:   {findHiddenQuad, explainHidden},

		XWing:          {findXWing, explainFish},
		Skyscraper:     {findSkyscraper, explainSkyscraper},
		TwoStringKite:  {findTwoStringKite, explainTwoStringKite},
		EmptyRectangle: {findEmptyRectangle, explainEmptyRectangle},
		XYWing:         {findXYWing, explainXYWing},
		XYZWing:        {findXYZWing, explainXYZWing},
		WWing:          {findWWing, explainWWing},
		Swordfish:      {findSwordfish, explainFish},
		Jellyfish:      {findJellyfish, explainFish},

		SimpleColoring:   {findSimpleColoring, explainSimpleColoring},
		UniqueRectangle1: {findUniqueRectangle1, explainUniqueRectangle},
		UniqueRectangle2: {findUniqueRectangle2, explainUniqueRectangle},
		UniqueRectangle3: {findUniqueRectangle3, explainUniqueRectangle},
		UniqueRectangle4: {findUniqueRectangle4, explainUniqueRectangle},
		BUGPlus1:         {findBUGPlus1, explainBUGPlus1},

		FinnedXWing:      {findFinnedXWing, explainFish},
		SashimiXWing:     {findSashimiXWing, explainFish},
		FinnedSwordfish:  {findFinnedSwordfish, explainFish},
		SashimiSwordfish: {findSashimiSwordfish, explainFish},
		FinnedJellyfish:  {findFinnedJellyfish, explainFish},
		SashimiJellyfish: {findSashimiJellyfish, explainFish},

		RemotePair:      {findRemotePair, explainChain},
		XChain:          {findXChain, explainChain},
		XYChain:         {findXYChain, explainChain},
		NiceLoop:        {findNiceLoop, explainChain},
		AIC:             {findAIC, explainChain},
		GroupedNiceLoop: {findGroupedNiceLoop, explainChain},
		GroupedAIC:      {findGroupedAIC, explainChain},

		ALSXZ:     {findALSXZ, explainALSXZ},
		ALSXYWing: {findALSXYWing, explainALSXYWing},
		SueDeCoq:  {findSueDeCoq, explainSueDeCoq},
		JExocet:   {findJExocet, explainJExocet},
		SKLoop:    {findSKLoop, explainSKLoop},
		MSLS:      {findMSLS, explainMSLS},

		CellForcingChain:   {findCellForcingChain, explainForcing},
		HouseForcingChain:  {findHouseForcingChain, explainForcing},
		ContradictionChain: {findContradictionChain, explainForcing},
		ForcingNet:         {findForcingNet, explainForcing},

		Trial: {nil, explainTrial},
	}
}
