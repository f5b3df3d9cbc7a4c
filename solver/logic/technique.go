package logic

import (
	"fmt"
	"sudokubot/solver"
)

// A Technique is a way of finding a step, as a human solver knows it.
type Technique uint8

// The techniques. Their values are kept in ids the bot sends out, so a new
// one is added last; the engine's order, the ladder, is the descriptors'
// (see ladder): it always returns a step of the first technique that
// applies.
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

	// Added later, each in its place in the ladder.
	DeathBlossom

	numTechniques
)

// A descriptor is all the engine holds of a technique, in one place:
// explain and render find their parts through the technique (its
// explainer, its names, its drawing rule) and tests in those packages fail
// when one is missing.
type descriptor struct {
	tech  Technique
	order int // its position in the ladder, from 1; set by init
	// id is the technique's identifier in Go, for logs and tests; people's
	// records count techniques under it (bot/state.Person.Techniques), so
	// it never changes either.
	id string
	// key is the stable key: lower-case ASCII letters, digits and
	// hyphens, starting with a letter. It never changes once shipped,
	// whatever the technique's names become: what is stored by technique
	// (the practice pools, the generator's stock) is stored under it.
	key    string
	family Family
	tier   uint8
	base   float64 // score on the Sudoku Explainer scale
	draws  Drawing
	// find finds the technique's steps; nil for a trial, which is not
	// found by the ladder.
	find finder
}

// ladder describes each technique, in the order of the ladder: the
// engine tries them in this order (their tiers never go down), and lists
// them in it. A new technique takes a new constant, at the end of the
// constants (their values are kept in ids sent out), and its place here.
var ladder = [...]descriptor{
	{tech: FullHouse, id: "FullHouse", key: "full-house", family: Singles, tier: 1, base: 1.0, draws: DrawPlain, find: findFullHouse},
	{tech: HiddenSingle, id: "HiddenSingle", key: "hidden-single", family: Singles, tier: 1, base: 1.2, draws: DrawPlain, find: findHiddenSingles},
	{tech: NakedSingle, id: "NakedSingle", key: "naked-single", family: Singles, tier: 1, base: 2.3, draws: DrawPlain, find: findNakedSingles},

	{tech: Pointing, id: "Pointing", key: "pointing", family: Intersections, tier: 2, base: 2.6, draws: DrawPlain, find: findPointing},
	{tech: Claiming, id: "Claiming", key: "claiming", family: Intersections, tier: 2, base: 2.8, draws: DrawPlain, find: findClaiming},

	{tech: LockedPair, id: "LockedPair", key: "locked-pair", family: Subsets, tier: 3, base: 2.0, draws: DrawPencil, find: findLockedPair},
	{tech: LockedTriple, id: "LockedTriple", key: "locked-triple", family: Subsets, tier: 3, base: 2.5, draws: DrawPencil, find: findLockedTriple},
	{tech: NakedPair, id: "NakedPair", key: "naked-pair", family: Subsets, tier: 3, base: 3.0, draws: DrawPencil, find: findNakedPair},
	{tech: HiddenPair, id: "HiddenPair", key: "hidden-pair", family: Subsets, tier: 3, base: 3.4, draws: DrawPencil, find: findHiddenPair},
	{tech: NakedTriple, id: "NakedTriple", key: "naked-triple", family: Subsets, tier: 3, base: 3.6, draws: DrawPencil, find: findNakedTriple},
	{tech: HiddenTriple, id: "HiddenTriple", key: "hidden-triple", family: Subsets, tier: 3, base: 4.0, draws: DrawPencil, find: findHiddenTriple},
	{tech: NakedQuad, id: "NakedQuad", key: "naked-quad", family: Subsets, tier: 3, base: 5.0, draws: DrawPencil, find: findNakedQuad},
	{tech: HiddenQuad, id: "HiddenQuad", key: "hidden-quad", family: Subsets, tier: 3, base: 5.4, draws: DrawPencil, find: findHiddenQuad},

	{tech: XWing, id: "XWing", key: "x-wing", family: BasicFish, tier: 4, base: 3.2, draws: DrawPencil, find: findXWing},
	{tech: Skyscraper, id: "Skyscraper", key: "skyscraper", family: SingleDigitPatterns, tier: 4, base: 6.2, draws: DrawPencil, find: findSkyscraper},
	{tech: TwoStringKite, id: "TwoStringKite", key: "two-string-kite", family: SingleDigitPatterns, tier: 4, base: 6.4, draws: DrawPencil, find: findTwoStringKite},
	{tech: EmptyRectangle, id: "EmptyRectangle", key: "empty-rectangle", family: SingleDigitPatterns, tier: 4, base: 6.6, draws: DrawPencil, find: findEmptyRectangle},
	{tech: XYWing, id: "XYWing", key: "xy-wing", family: Wings, tier: 4, base: 4.2, draws: DrawPencil, find: findXYWing},
	{tech: XYZWing, id: "XYZWing", key: "xyz-wing", family: Wings, tier: 4, base: 4.4, draws: DrawPencil, find: findXYZWing},
	{tech: WWing, id: "WWing", key: "w-wing", family: Wings, tier: 4, base: 6.6, draws: DrawPencil, find: findWWing},
	{tech: Swordfish, id: "Swordfish", key: "swordfish", family: BasicFish, tier: 4, base: 3.8, draws: DrawPencil, find: findSwordfish},
	{tech: Jellyfish, id: "Jellyfish", key: "jellyfish", family: BasicFish, tier: 4, base: 5.2, draws: DrawPencil, find: findJellyfish},

	{tech: SimpleColoring, id: "SimpleColoring", key: "simple-coloring", family: Coloring, tier: 5, base: 6.2, draws: DrawPencil, find: findSimpleColoring},
	{tech: UniqueRectangle1, id: "UniqueRectangle1", key: "unique-rectangle-type-1", family: Uniqueness, tier: 5, base: 4.5, draws: DrawPencil, find: findUniqueRectangle1},
	{tech: UniqueRectangle2, id: "UniqueRectangle2", key: "unique-rectangle-type-2", family: Uniqueness, tier: 5, base: 4.6, draws: DrawPencil, find: findUniqueRectangle2},
	{tech: UniqueRectangle3, id: "UniqueRectangle3", key: "unique-rectangle-type-3", family: Uniqueness, tier: 5, base: 4.6, draws: DrawPencil, find: findUniqueRectangle3},
	{tech: UniqueRectangle4, id: "UniqueRectangle4", key: "unique-rectangle-type-4", family: Uniqueness, tier: 5, base: 4.6, draws: DrawPencil, find: findUniqueRectangle4},
	{tech: BUGPlus1, id: "BUGPlus1", key: "bug-plus-1", family: Uniqueness, tier: 5, base: 5.6, draws: DrawPencil, find: findBUGPlus1},

	{tech: FinnedXWing, id: "FinnedXWing", key: "finned-x-wing", family: FinnedFish, tier: 6, base: 6.6, draws: DrawPencil, find: findFinnedXWing},
	{tech: SashimiXWing, id: "SashimiXWing", key: "sashimi-x-wing", family: FinnedFish, tier: 6, base: 6.7, draws: DrawPencil, find: findSashimiXWing},
	{tech: FinnedSwordfish, id: "FinnedSwordfish", key: "finned-swordfish", family: FinnedFish, tier: 6, base: 6.8, draws: DrawPencil, find: findFinnedSwordfish},
	{tech: SashimiSwordfish, id: "SashimiSwordfish", key: "sashimi-swordfish", family: FinnedFish, tier: 6, base: 6.9, draws: DrawPencil, find: findSashimiSwordfish},
	{tech: FinnedJellyfish, id: "FinnedJellyfish", key: "finned-jellyfish", family: FinnedFish, tier: 6, base: 7.0, draws: DrawPencil, find: findFinnedJellyfish},
	{tech: SashimiJellyfish, id: "SashimiJellyfish", key: "sashimi-jellyfish", family: FinnedFish, tier: 6, base: 7.1, draws: DrawPencil, find: findSashimiJellyfish},

	{tech: RemotePair, id: "RemotePair", key: "remote-pair", family: Chains, tier: 7, base: 6.5, draws: DrawPencil, find: findRemotePair},
	{tech: XChain, id: "XChain", key: "x-chain", family: Chains, tier: 7, base: 6.9, draws: DrawPencil, find: findXChain},
	{tech: XYChain, id: "XYChain", key: "xy-chain", family: Chains, tier: 7, base: 6.9, draws: DrawPencil, find: findXYChain},
	{tech: NiceLoop, id: "NiceLoop", key: "nice-loop", family: Chains, tier: 7, base: 7.1, draws: DrawPencil, find: findNiceLoop},
	{tech: AIC, id: "AIC", key: "alternating-inference-chain", family: Chains, tier: 7, base: 7.1, draws: DrawPencil, find: findAIC},
	{tech: GroupedNiceLoop, id: "GroupedNiceLoop", key: "grouped-nice-loop", family: Chains, tier: 7, base: 7.8, draws: DrawPencil, find: findGroupedNiceLoop},
	{tech: GroupedAIC, id: "GroupedAIC", key: "grouped-alternating-inference-chain", family: Chains, tier: 7, base: 7.8, draws: DrawPencil, find: findGroupedAIC},

	{tech: ALSXZ, id: "ALSXZ", key: "als-xz", family: AlmostLockedSets, tier: 8, base: 7.0, draws: DrawPencil, find: findALSXZ},
	{tech: ALSXYWing, id: "ALSXYWing", key: "als-xy-wing", family: AlmostLockedSets, tier: 8, base: 7.2, draws: DrawPencil, find: findALSXYWing},
	{tech: SueDeCoq, id: "SueDeCoq", key: "sue-de-coq", family: AlmostLockedSets, tier: 8, base: 7.0, draws: DrawPencil, find: findSueDeCoq},
	// Sudoku Explainer has no Death Blossom; HoDoKu scores it 40 above
	// ALS-XY-Wing (360 and 320), which it scores 20 above ALS-XZ, 0.2 here:
	// so 7.2 + 0.4.
	{tech: DeathBlossom, id: "DeathBlossom", key: "death-blossom", family: AlmostLockedSets, tier: 8, base: 7.6, draws: DrawPencil, find: findDeathBlossom},
	{tech: JExocet, id: "JExocet", key: "junior-exocet", family: ExoticPatterns, tier: 8, base: 8.0, draws: DrawExocet, find: findJExocet},
	{tech: SKLoop, id: "SKLoop", key: "sk-loop", family: ExoticPatterns, tier: 8, base: 8.0, draws: DrawSKLoop, find: findSKLoop},
	{tech: MSLS, id: "MSLS", key: "multi-sector-locked-set", family: ExoticPatterns, tier: 8, base: 8.1, draws: DrawMSLS, find: findMSLS},

	{tech: CellForcingChain, id: "CellForcingChain", key: "cell-forcing-chain", family: ForcingChains, tier: 9, base: 8.2, draws: DrawPencil, find: findCellForcingChain},
	{tech: HouseForcingChain, id: "HouseForcingChain", key: "house-forcing-chain", family: ForcingChains, tier: 9, base: 8.2, draws: DrawPencil, find: findHouseForcingChain},
	{tech: ContradictionChain, id: "ContradictionChain", key: "contradiction-forcing-chain", family: ForcingChains, tier: 9, base: 8.2, draws: DrawPencil, find: findContradictionChain},
	{tech: ForcingNet, id: "ForcingNet", key: "forcing-net", family: ForcingChains, tier: 9, base: 8.35, draws: DrawPencil, find: findForcingNet},

	{tech: Trial, id: "Trial", key: "trial", family: Trials, tier: 10, base: 11.0, draws: DrawPencil, find: nil},
}

// descriptors finds each technique's descriptor in the ladder.
var descriptors [numTechniques]*descriptor

func init() {
	for i := range ladder {
		ladder[i].order = i + 1
		descriptors[ladder[i].tech] = &ladder[i]
	}
}

// Techniques returns every technique, trials last, in the order of the
// ladder.
func Techniques() []Technique {
	ts := make([]Technique, len(ladder))
	for i := range ladder {
		ts[i] = ladder[i].tech
	}
	return ts
}

// Tier returns the technique's tier, 1 (singles) to 9 (forcing chains and
// nets); a trial is tier 10.
func (t Technique) Tier() int {
	if !t.valid() {
		return 0
	}
	return int(descriptors[t].tier)
}

// String returns the technique's identifier, such as "HiddenSingle", for
// logs and tests; people read the names the explainers give.
func (t Technique) String() string {
	if !t.valid() {
		return fmt.Sprintf("Technique(%d)", uint8(t))
	}
	return descriptors[t].id
}

// Order returns the technique's position on the ladder, 1 for the first:
// the engine tries techniques in this order.
func (t Technique) Order() int {
	if !t.valid() {
		return 0
	}
	return descriptors[t].order
}

// Key returns the technique's stable key, such as "hidden-single" or
// "x-wing": lower-case ASCII, never a display name, and never changed
// once shipped. What is stored by technique is stored under it. It is ""
// for a value that is no technique.
func (t Technique) Key() string {
	if !t.valid() {
		return ""
	}
	return descriptors[t].key
}

// ByKey returns the technique whose stable key is key.
func ByKey(key string) (Technique, bool) {
	for i := range ladder {
		if ladder[i].key == key {
			return ladder[i].tech, true
		}
	}
	return 0, false
}

// Family returns the family the technique belongs to.
func (t Technique) Family() Family {
	if !t.valid() {
		return 0
	}
	return descriptors[t].family
}

// Draws returns how a picture draws the technique's steps; 0 for a value
// that is no technique.
func (t Technique) Draws() Drawing {
	if !t.valid() {
		return 0
	}
	return descriptors[t].draws
}

func (t Technique) valid() bool { return t > 0 && t < numTechniques }

// A Family groups techniques that work alike, as players group them.
type Family uint8

// The families, in the order of the ladder.
const (
	_ Family = iota
	Singles
	Intersections
	Subsets
	BasicFish
	SingleDigitPatterns
	Wings
	Coloring
	Uniqueness
	FinnedFish
	Chains
	AlmostLockedSets
	ExoticPatterns
	ForcingChains
	Trials
)

// A Drawing is a rule by which render draws a technique's steps.
type Drawing uint8

// The drawing rules.
const (
	_ Drawing = iota
	// DrawPlain draws the grid without pencil marks: the step's houses,
	// and the copies of its digit that rule cells out (singles and
	// intersections).
	DrawPlain
	// DrawPencil draws the pencil marks, the step's cells and marks by
	// role, and its chains.
	DrawPencil
	// DrawExocet draws a Junior Exocet's base box, base cells, targets
	// and cross-lines.
	DrawExocet
	// DrawMSLS draws a multi-sector locked set's covering rows and
	// columns.
	DrawMSLS
	// DrawSKLoop draws an SK loop's two rows, two columns and four boxes.
	DrawSKLoop
)

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
	if !t.valid() {
		return 0
	}
	base := descriptors[t].base
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
