package logic

// ladder returns, for each technique, how its steps are found. The order
// of the ladder is the order of the Technique constants.
func ladder() map[Technique]rung {
	return map[Technique]rung{
		FullHouse:    {findFullHouse},
		HiddenSingle: {findHiddenSingles},
		NakedSingle:  {findNakedSingles},

		Pointing: {findPointing},
		Claiming: {findClaiming},

		LockedPair:   {findLockedPair},
		LockedTriple: {findLockedTriple},
		NakedPair:    {findNakedPair},
		HiddenPair:   {findHiddenPair},
		NakedTriple:  {findNakedTriple},
		HiddenTriple: {findHiddenTriple},
		NakedQuad:    {findNakedQuad},
		HiddenQuad:   {findHiddenQuad},

		XWing:          {findXWing},
		Skyscraper:     {findSkyscraper},
		TwoStringKite:  {findTwoStringKite},
		EmptyRectangle: {findEmptyRectangle},
		XYWing:         {findXYWing},
		XYZWing:        {findXYZWing},
		WWing:          {findWWing},
		Swordfish:      {findSwordfish},
		Jellyfish:      {findJellyfish},

		SimpleColoring:   {findSimpleColoring},
		UniqueRectangle1: {findUniqueRectangle1},
		UniqueRectangle2: {findUniqueRectangle2},
		UniqueRectangle3: {findUniqueRectangle3},
		UniqueRectangle4: {findUniqueRectangle4},
		BUGPlus1:         {findBUGPlus1},

		FinnedXWing:      {findFinnedXWing},
		SashimiXWing:     {findSashimiXWing},
		FinnedSwordfish:  {findFinnedSwordfish},
		SashimiSwordfish: {findSashimiSwordfish},
		FinnedJellyfish:  {findFinnedJellyfish},
		SashimiJellyfish: {findSashimiJellyfish},

		RemotePair:      {findRemotePair},
		XChain:          {findXChain},
		XYChain:         {findXYChain},
		NiceLoop:        {findNiceLoop},
		AIC:             {findAIC},
		GroupedNiceLoop: {findGroupedNiceLoop},
		GroupedAIC:      {findGroupedAIC},

		ALSXZ:     {findALSXZ},
		ALSXYWing: {findALSXYWing},
		SueDeCoq:  {findSueDeCoq},
		JExocet:   {findJExocet},
		SKLoop:    {findSKLoop},
		MSLS:      {findMSLS},

		CellForcingChain:   {findCellForcingChain},
		HouseForcingChain:  {findHouseForcingChain},
		ContradictionChain: {findContradictionChain},
		ForcingNet:         {findForcingNet},

		Trial: {nil},
	}
}
