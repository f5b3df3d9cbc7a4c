package explain

import (
	"fmt"
	"strings"

	"sudokubot/solver"
	"sudokubot/solver/locale"
	"sudokubot/solver/logic"
)

// english is the English language (see language). Its names of
// techniques and levels, what each technique does and the sentences of
// steps are here; the sentences of chains and nets in net_en.go.
type english struct{}

func (english) Lang() locale.Lang { return locale.English }

// techniquesEn names the techniques in English and says what each does
// (for "what is …?"); the members of a family share its paragraph.
var techniquesEn = [...]techniqueText{
	logic.FullHouse:      {"Full House", aboutSinglesEn},
	logic.HiddenSingle:   {"Hidden Single", aboutSinglesEn},
	logic.NakedSingle:    {"Naked Single", aboutSinglesEn},
	logic.Pointing:       {"Pointing", aboutLockedCandidatesEn},
	logic.Claiming:       {"Claiming", aboutLockedCandidatesEn},
	logic.LockedPair:     {"Locked Pair", aboutSubsetsEn},
	logic.LockedTriple:   {"Locked Triple", aboutSubsetsEn},
	logic.NakedPair:      {"Naked Pair", aboutSubsetsEn},
	logic.HiddenPair:     {"Hidden Pair", aboutSubsetsEn},
	logic.NakedTriple:    {"Naked Triple", aboutSubsetsEn},
	logic.HiddenTriple:   {"Hidden Triple", aboutSubsetsEn},
	logic.NakedQuad:      {"Naked Quad", aboutSubsetsEn},
	logic.HiddenQuad:     {"Hidden Quad", aboutSubsetsEn},
	logic.XWing:          {"X-Wing", aboutFishEn},
	logic.Skyscraper:     {"Skyscraper", aboutSingleDigitEn},
	logic.TwoStringKite:  {"2-String Kite", aboutSingleDigitEn},
	logic.EmptyRectangle: {"Empty Rectangle", aboutSingleDigitEn},
	logic.XYWing:         {"XY-Wing", aboutWingsEn},
	logic.XYZWing:        {"XYZ-Wing", aboutWingsEn},
	logic.WWing:          {"W-Wing", aboutWingsEn},
	logic.Swordfish:      {"Swordfish", aboutFishEn},
	logic.Jellyfish:      {"Jellyfish", aboutFishEn},
	logic.SimpleColoring: {"Simple Coloring",
		"Simple Coloring follows one digit's strong links and colors their cells alternately in two colors: all the " +
			"cells of one color hold the digit. A cell that sees both colors cannot hold it; a color that would put it " +
			"twice in a house is false."},
	logic.UniqueRectangle1: {"Unique Rectangle Type 1", aboutUniqueRectangleEn},
	logic.UniqueRectangle2: {"Unique Rectangle Type 2", aboutUniqueRectangleEn},
	logic.UniqueRectangle3: {"Unique Rectangle Type 3", aboutUniqueRectangleEn},
	logic.UniqueRectangle4: {"Unique Rectangle Type 4", aboutUniqueRectangleEn},
	logic.BUGPlus1: {"BUG+1",
		"BUG+1: when every empty cell but one has exactly two candidates, and every digit has exactly two places in " +
			"each house, the puzzle would have two solutions. So the one cell with three candidates takes the digit that " +
			"has three places in its houses."},
	logic.FinnedXWing:      {"Finned X-Wing", aboutFinnedFishEn},
	logic.SashimiXWing:     {"Sashimi X-Wing", aboutFinnedFishEn},
	logic.FinnedSwordfish:  {"Finned Swordfish", aboutFinnedFishEn},
	logic.SashimiSwordfish: {"Sashimi Swordfish", aboutFinnedFishEn},
	logic.FinnedJellyfish:  {"Finned Jellyfish", aboutFinnedFishEn},
	logic.SashimiJellyfish: {"Sashimi Jellyfish", aboutFinnedFishEn},
	logic.RemotePair:       {"Remote Pair", aboutChainsEn},
	logic.XChain:           {"X-Chain", aboutChainsEn},
	logic.XYChain:          {"XY-Chain", aboutChainsEn},
	logic.NiceLoop:         {"Nice Loop", aboutChainsEn},
	logic.AIC:              {"Alternating Inference Chain", aboutChainsEn},
	logic.GroupedNiceLoop:  {"Grouped Nice Loop", aboutChainsEn},
	logic.GroupedAIC:       {"Grouped Alternating Inference Chain", aboutChainsEn},
	logic.ALSXZ:            {"ALS-XZ", aboutALSEn},
	logic.ALSXYWing:        {"ALS-XY-Wing", aboutALSEn},
	logic.SueDeCoq: {"Sue de Coq",
		"Sue de Coq: cells where a box and a row or column cross, with two or more digits more than cells, are " +
			"balanced by cells of the rest of the line and of the rest of the box that share no digit with each other. " +
			"Together they lock their digits: the line's digits leave the rest of the line, the box's the rest of the box."},
	logic.JExocet: {"Junior Exocet",
		"A Junior Exocet: two empty cells of a box on one row (the base) hold three or four digits between them; in " +
			"the two other boxes of the band sit two target cells off the base row, and outside the band each base digit " +
			"has its places in the three columns through the base box and the targets on at most two rows. Whatever digit " +
			"a base cell holds must then reappear in a target (each column needs it once, and the other places are ruled " +
			"out), so the two targets hold the same two digits as the base: other digits leave the targets, and a base " +
			"digit that no target can hold leaves the base."},
	logic.SKLoop: {"SK Loop",
		"An SK Loop: two rows and two columns cross in four boxes; in each box take the two other cells of its row and " +
			"the two of its column, sixteen cells in all. When the digits of these cells can be covered by exactly sixteen " +
			"\"a digit in a line\" or \"a digit in a box\" (each such digit fills at most one of them), every one of those " +
			"digits is used exactly once: a digit leaves the rest of the line or box that covers it, and a candidate " +
			"covered by both its line and its box is false. Look for it on the hardest puzzles, where four boxes are " +
			"nearly empty around two crossings of givens."},
	logic.MSLS: {"Multi-Sector Locked Set",
		"A multi-sector locked set: take some rows and some columns and the empty cells where they cross. Each digit " +
			"in a row can fill at most one of these cells, so they need at least as many \"digit in a row\" or \"digit in " +
			"a column\" as there are cells. When the fewest that cover all their candidates are exactly as many as the " +
			"cells, each is used exactly once: a row's digit cannot go elsewhere in that row (nor a column's in that " +
			"column), and a candidate that both its row and its column would cover is false. Look for rows and columns " +
			"that cross in many empty cells holding few digits."},
	logic.CellForcingChain:   {"Cell Forcing Chain", aboutForcingChainsEn},
	logic.HouseForcingChain:  {"House Forcing Chain", aboutForcingChainsEn},
	logic.ContradictionChain: {"Contradiction Forcing Chain", aboutForcingChainsEn},
	logic.ForcingNet:         {"Forcing Net", aboutForcingChainsEn},
	logic.Trial: {"Trial",
		"A trial is not logic: when no technique the bot knows applies, it takes the cell with the fewest candidates, " +
			"shows where each wrong digit leads (to a cell with no candidate or a digit with no place), and places the one " +
			"that remains. A person would rather look again for a chain or a net; the bot offers a trial only when its " +
			"techniques run out, and says so."},
	logic.DeathBlossom: {"Death Blossom",
		"A Death Blossom has a stem and petals. The stem is one cell with a few candidates; each petal is an almost " +
			"locked set (N cells of a house with N+1 digits) that holds one of the stem's digits in cells that all see the " +
			"stem, a different digit for each petal. Whichever digit the stem takes, the petal of that digit loses it and " +
			"becomes locked on its other digits. So a digit z that every petal holds is true in at least one petal: z can " +
			"be removed from any cell that sees every z of every petal. Look for a cell of three candidates with sets of " +
			"nearly full cells around it."},
}

// What a family of techniques does, in English.
const (
	aboutSinglesEn = "A single: a row, column or box with one empty cell left takes the digit it misses (full " +
		"house); a cell whose row, column and box already hold eight different digits takes the ninth (naked single); " +
		"a digit with only one place left in a row, column or box goes there (hidden single). Look at the fullest " +
		"houses first, then take each digit in turn and see where its copies rule it out."
	aboutLockedCandidatesEn = "Locked candidates: when a digit's places in a box all lie in one row or column, it " +
		"cannot go elsewhere in that row or column (pointing); when its places in a row or column all lie in one box, " +
		"it cannot go elsewhere in that box (claiming)."
	aboutSubsetsEn = "Subsets: when N cells of a house can only hold the same N digits between them (naked), those " +
		"digits can be removed from the other cells of the house; when N digits can only go in the same N cells of a " +
		"house (hidden), the other digits can be removed from those cells. A locked pair or triple is a naked one " +
		"inside a box and a row or column at once: its digits leave both."
	aboutFishEn = "A fish: when a digit's places in two rows (three for a Swordfish, four for a Jellyfish) all lie " +
		"in the same two (three, four) columns, the digit takes one cell of each of those columns in those rows, so it " +
		"can be removed from the rest of those columns. The same works with rows and columns swapped."
	aboutFinnedFishEn = "A finned fish is a fish (X-Wing, Swordfish, Jellyfish) with one or two extra places for " +
		"the digit, the fin, in one box: either the fish holds, or the digit is in the fin, so only the cells the fish " +
		"would clear that also see the fin lose the digit. In a sashimi fish, a corner of the fish is missing too."
	aboutSingleDigitEn = "Single-digit patterns follow one digit through strong links, houses where it has only " +
		"two places, so one of them holds it. A Skyscraper is two such links in parallel rows (or columns) with one " +
		"end of each in the same column; a Two-String Kite is a row's link and a column's link whose ends meet in one " +
		"box; an Empty Rectangle is a box where the digit's places all lie on one row and one column, joined to a " +
		"strong link outside the box. In each, one of the two free ends holds the digit, so a cell that sees both ends " +
		"cannot."
	aboutWingsEn = "A wing: a pivot and two pincers that share a digit z. However the pivot is filled, one of the " +
		"pincers (or, in an XYZ-Wing, the pivot itself) holds z, so a cell that sees all of them cannot. A W-Wing " +
		"joins two cells with the same two digits by a strong link on one of them."
	aboutUniqueRectangleEn = "A unique rectangle: four cells at the corners of a rectangle across two boxes that " +
		"could hold only the same two digits would allow two solutions, with the digits swapped. A proper puzzle has " +
		"one, so at least one corner holds something else; the four types differ in where that is."
	aboutChainsEn = "Chains alternate strong links (of two candidates one must be true: a digit's only two places " +
		"in a house, or a cell's only two digits) and weak links (the two cannot both be true), so one end of the " +
		"chain is true and a candidate that sees both ends is false. An X-Chain follows one digit; an XY-Chain runs " +
		"through cells with two candidates; a Remote Pair is an XY-Chain whose cells all hold the same two digits; an " +
		"AIC mixes both kinds of link. A Nice Loop closes the chain on itself, and each of its weak links removes " +
		"candidates; in the grouped kinds, two or three cells of a box on one line act as one end of a link."
	aboutALSEn = "An almost locked set (ALS) is N cells of a house with N+1 digits between them. Two of them " +
		"joined by a digit that cannot be in both at once (restricted common) lock each other: another digit they " +
		"share can be removed from every cell that sees all of its places in both. An ALS-XY-Wing joins three sets " +
		"this way."
	aboutForcingChainsEn = "Forcing chains try every candidate of a cell, or every place of a digit in a house, " +
		"and follow what each forces: what all of them lead to is true. A contradiction chain shows that a candidate " +
		"leads to an impossibility, so it is false; a forcing net follows several consequences at once."
)

// levelsEn names the levels in English.
var levelsEn = [...]string{
	logic.Easy:    "Easy",
	logic.Medium:  "Medium",
	logic.Hard:    "Hard",
	logic.Expert:  "Expert",
	logic.Extreme: "Extreme",
}

func (english) technique(t logic.Technique) string { return techniqueOf(techniquesEn[:], t).name }
func (english) about(t logic.Technique) string     { return techniqueOf(techniquesEn[:], t).about }
func (english) level(l logic.Level) string         { return nameOf(levelsEn[:], int(l)) }

// The words of the explanations of steps in English (see stepWords).

func (w english) alsDescribe(p alsPart) string {
	return fmt.Sprintf("{%[1]s} in %[2]s (candidates %[3]s)", setList(w, p.cells), w.house(p.house), digitList(w, p.digits))
}

func (w english) alsXZIntro(a, b alsPart) string {
	return fmt.Sprintf("ALS-XZ: A = %[1]s and B = %[2]s are almost locked sets: each has one candidate more than cells, "+
		"so if it loses one of its digits it must hold all the others. ",
		a.describe(w), b.describe(w))
}

func (w english) alsXZSingle(s *logic.Step, x int, zs logic.Digits) string {
	return fmt.Sprintf("X = %[1]d is a restricted common digit: every %[1]d in A sees every %[1]d in B, so at most one of them holds %[1]d. "+
		"The one without %[1]d holds all its other digits, so Z = %[2]s is in A or in B, "+
		"and a cell that sees every %[3]s in both sets cannot be %[3]s: %[4]s.",
		x, digitList(w, zs), digitsOr(w, zs), removeText(w, s.Eliminations))
}

func (w english) alsXZDouble(s *logic.Step, xs logic.Digits) string {
	return fmt.Sprintf("%[1]s are both restricted common digits (every one in A sees every one in B), so each is in at most one set. "+
		"Each set needs at least one of them, so each holds exactly one and then all its other digits: every candidate of A is in A, "+
		"every candidate of B in B, and %[2]s are each in A or B. "+
		"A cell that sees all the cells of a digit in a set (or in both sets, for %[2]s) cannot hold it: %[3]s.",
		w.capitalize(digitList(w, xs)), digitList(w, xs), removeText(w, s.Eliminations))
}

func (w english) alsXYWing(s *logic.Step, a, b, c alsPart, x, y int, zs logic.Digits) string {
	return fmt.Sprintf("ALS-XY-Wing: C = %[1]s, A = %[2]s and B = %[3]s are almost locked sets (one candidate more than cells: losing one digit, "+
		"a set must hold all the others). "+
		"Every %[4]d in A sees every %[4]d in C, and every %[5]d in B sees every %[5]d in C. "+
		"C cannot lose both %[4]d and %[5]d (it would have fewer candidates than cells), so C holds %[4]d or %[5]d. "+
		"If C holds %[4]d, A has no %[4]d and holds all its other digits; if C holds %[5]d, B holds all its digits but %[5]d. "+
		"Either way Z = %[6]s is in A or in B, and a cell that sees every %[7]s in A and B cannot be %[7]s: %[8]s.",
		c.describe(w),
		a.describe(w),
		b.describe(w),
		x,
		y,
		digitList(w, zs),
		digitsOr(w, zs),
		removeText(w, s.Eliminations),
	)
}

func (w english) sueDeCoq(s *logic.Step, line, box int, core, lc, bc logic.CellSet, vc, vl, vb logic.Digits, n int, why []string) string {
	return fmt.Sprintf("Sue de Coq: where %[1]s and %[2]s cross, %[3]s have the %[4]d candidates %[5]s. "+
		"Add %[6]s of %[1]s and %[7]s of %[2]s, which share no candidate: these %[8]d cells have exactly %[8]d candidates, %[9]s. "+
		"Two of them in %[1]s cannot be equal, nor two in %[2]s, nor one of %[6]s and one of %[7]s, so they hold %[8]d different digits: "+
		"each of those digits is in exactly one of them. "+
		"So %[10]s: %[11]s.",
		w.house(line),
		w.house(box),
		setList(w, core),
		vc.Count(),
		digitList(w, vc),
		setList(w, lc),
		setList(w, bc),
		n,
		digitList(w, vc|vl|vb),
		join(w, why),
		removeText(w, s.Eliminations),
	)
}

func (w english) deathBlossom(s *logic.Step, stem int, ds []int, petals []alsPart, zs logic.Digits) string {
	var each []string
	for i, p := range petals {
		each = append(each, fmt.Sprintf("for %[1]d, %[2]s", ds[i], p.describe(w)))
	}
	return fmt.Sprintf("Death Blossom: the stem %[1]s has the candidates %[2]s. "+
		"Each of them has a petal, an almost locked set (one candidate more than cells: losing one digit, "+
		"it must hold all the others) whose cells with that digit all see the stem: %[3]s. "+
		"Whichever digit the stem holds, the petal of that digit loses it and holds all its other digits, "+
		"so Z = %[4]s is in one of the petals, and a cell that sees every %[5]s of the three petals cannot be %[5]s: %[6]s.",
		cellName(stem),
		digitList(w, digitsOf(ds)),
		join(w, each),
		digitList(w, zs),
		digitsOr(w, zs),
		removeText(w, s.Eliminations),
	)
}

func (w english) coloringIntro(s *logic.Step, d int, a, b logic.CellSet) string {
	return fmt.Sprintf("Simple Coloring on %[1]d: in each of %[2]s, %[1]d has only two places, so exactly one of them is %[1]d (a strong link). "+
		"Following these strong links, colour the cells alternately: colour A is %[3]s, colour B is %[4]s; "+
		"then one colour holds every %[1]d and the other none. ",
		d, join(w, linkHouses(w, s)), setList(w, a), setList(w, b))
}

func (w english) coloringWrap(s *logic.Step, d, h int, name, other string, pair []int) string {
	return fmt.Sprintf("%[1]s and %[2]s both have colour %[3]s and lie in %[4]s, so colour %[3]s would put %[5]d twice in %[4]s: "+
		"colour %[3]s is false and colour %[6]s is true. "+
		"Remove %[5]d from every cell of colour %[3]s: %[7]s.",
		cellName(pair[0]),
		cellName(pair[1]),
		name,
		w.house(h),
		d,
		other,
		eliminationList(w, s.Eliminations),
	)
}

func (w english) coloringSees(e logic.Candidate, ca, cb int) string {
	return fmt.Sprintf("%[1]s sees %[2]s (A) and %[3]s (B)", cellName(e.Cell), cellName(ca), cellName(cb))
}

func (w english) coloringTrap(s *logic.Step, d int, reasons []string) string {
	return fmt.Sprintf("Now %[1]s, so whichever colour is true, %[2]s cannot be %[3]d: %[4]s.",
		join(w, reasons), pluralCells(w, s.Eliminations), d, removeText(w, s.Eliminations))
}

func (w english) pronounThey() string {
	return "they"
}

func (w english) exocetCover(d, h1, h2 int) string {
	return fmt.Sprintf("%[1]d in %[2]s and %[3]s", d, w.house(h1), w.house(h2))
}

func (w english) exocet(s *logic.Step, b1, b2, t1, t2, c1, c2 int, m1, m2 []int, box, baseLine int,
	lines, coverText []string, digits string, stack bool) string {
	band := "band"
	if stack {
		band = "stack"
	}
	return fmt.Sprintf("Junior Exocet: the base cells %[1]s and %[2]s in %[3]s hold two different digits among %[4]s. "+
		"Take the targets %[5]s and %[6]s, in the two other boxes of the %[7]s but not in %[8]s, and the companions %[9]s and %[10]s, "+
		"in the targets' cross-lines, which hold no base digit. "+
		"Outside the %[7]s, the cross-lines %[11]s hold each base digit in at most two lines (%[12]s), so at most twice. "+
		"Say a base cell holds d: each cross-line holds d once, not in %[8]s; %[13]s not in %[3]s either, so outside the %[7]s. "+
		"That leaves at most one more d outside the %[7]s, so %[14]s or %[15]s holds d inside it, not in its companion: in its target. "+
		"So the targets hold the two base digits, one each. "+
		"A target's digit is then in %[8]s and in the target's line, "+
		"so in the other target's box it must go in the cells left in the third line: %[5]s's digit in %[16]s, %[6]s's in %[17]s. "+
		"And the other target's cross-line must hold that digit outside the %[7]s, in another line than %[13]s does. "+
		"Only the digits of a way to place the base digits by these rules stay: %[18]s.",
		cellName(b1),
		cellName(b2),
		w.house(box),
		digits,
		cellName(t1),
		cellName(t2),
		band,
		w.house(baseLine),
		cellName(c1),
		cellName(c2),
		join(w, lines),
		list(w, coverText),
		lines[0],
		lines[1],
		lines[2],
		cellList(w, m1),
		cellList(w, m2),
		removeText(w, s.Eliminations),
	)
}

func (w english) techniqueLead(s *logic.Step) string {
	return "By a " + w.technique(s.Technique) + ": "
}

func (w english) resultLead() string {
	return "Result: "
}

func (w english) trialHintArea() string {
	return "No technique of logic applies here: the next step is a trial."
}

func (w english) hintGrid(name string) string {
	return fmt.Sprintf("There is %[1]s %[2]s on the grid.", w.article(name), name)
}

func (w english) hintHouse(a int, name string) string {
	return fmt.Sprintf("There is %[1]s %[2]s in %[3]s.", w.article(name), name, w.house(a))
}

func (w english) theDigit() string {
	return "the digit "
}

func (w english) theDigits() string {
	return "the digits "
}

func (w english) hintFromCell(s *logic.Step, what string) string {
	return fmt.Sprintf("Look at %[1]s, starting from %[2]s.", what, cellList(w, s.Cells[:min(1, len(s.Cells))]))
}

func (w english) hintWhere(a int, what string) string {
	return fmt.Sprintf("Look at where %[1]s can go in %[2]s.", what, w.house(a))
}

func (w english) hintMSLS(rows, cols []string, n int) string {
	return fmt.Sprintf("Look at the %[1]d empty cells where rows %[2]s cross columns %[3]s: for each digit, "+
		"find the fewest of these rows and columns that hold all its candidates there, and compare their total with the number of cells.",
		n, join(w, rows), join(w, cols))
}

func (w english) hintSKLoop(s *logic.Step) string {
	return fmt.Sprintf("Look at the 16 cells of %[1]s around where %[2]s cross: for each digit, find the fewest of these rows, "+
		"columns and boxes that hold all its candidates there, and compare their total with 16.",
		houseNames(w, s.Houses[4:]), houseNames(w, s.Houses[:4]))
}

func (w english) hintExocet(b1, b2, box, t1, t2 int) string {
	return fmt.Sprintf("Look at the base cells %[1]s and %[2]s in %[3]s and the target cells %[4]s and %[5]s: "+
		"the base cells' digits must appear again in the targets.",
		cellName(b1), cellName(b2), w.house(box), cellName(t1), cellName(t2))
}

func (w english) hintSueDeCoq(core, lineCells, boxCells string, line, box int) string {
	b, l := w.house(box), w.house(line)
	return fmt.Sprintf("Look at %[1]s, where %[2]s crosses %[3]s, with %[4]s in the rest of %[3]s and %[5]s in the rest of %[2]s: "+
		"together they hold as many digits as cells.",
		core, b, l, lineCells, boxCells)
}

func (w english) resultNothing() string {
	return "nothing"
}

func (w english) resultThen() string {
	return "; then "
}

func (w english) colon() string {
	return ": "
}

func (w english) shortHidden(h int, p logic.Candidate) string {
	return fmt.Sprintf(": last %[1]d in %[2]s", p.Digit, w.house(h))
}

func (w english) shortFull(h int) string {
	return fmt.Sprintf(": last cell of %s", w.house(h))
}

func (w english) shortNaked() string {
	return ": last digit for the cell"
}

func (w english) fishBasic(s *logic.Step, name string, d int, bases, covers string, base, cover []solver.House) string {
	return fmt.Sprintf("%[1]s on %[2]d: in %[3]s, %[2]d can only go in %[4]s, so whichever way it goes, %[4]s each get their %[2]d in %[3]s: %[5]s.",
		name, d, bases, covers, removal(w, s.Eliminations))
}

func (w english) fishFinned(s *logic.Step, name string, d int, bases, covers string,
	base, cover, hit []solver.House, box string, finBox int, fins []int,
	basic, sashimi, fin, ifNone, ifOne, targets, they string) string {
	return fmt.Sprintf("%[1]s on %[2]d: in %[3]s, %[2]d can only go in %[4]s, apart from %[5]s %[6]s in %[7]s%[8]s. "+
		"%[9]s %[2]d, this is %[10]s %[11]s: %[4]s get their %[2]d in %[3]s; %[12]s %[2]d, no other cell of %[7]s can be %[2]d. "+
		"Either way, %[13]s cannot be %[2]d: %[14]s in %[15]s and in %[7]s with %[5]s. "+
		"%[16]s.",
		name,
		d,
		bases,
		covers,
		fin,
		cellList(w, fins),
		box,
		sashimi,
		ifNone,
		w.article(basic),
		basic,
		ifOne,
		targets,
		they,
		lineGroup(w, hit),
		w.capitalize(removal(w, s.Eliminations)),
	)
}

func (w english) sashimiLine(h solver.House, line, without string, d int, left []int) string {
	return fmt.Sprintf(" (sashimi: %[1]s, %[2]s would keep %[3]d only in %[4]s)", without, line, d, cellName(left[0]))
}

func (w english) intersection(s *logic.Step, d, from, to int) string {
	return fmt.Sprintf("%[1]s: %[2]d can only go in %[3]s (%[4]s), so %[2]d cannot go anywhere else in %[3]s: remove it from %[5]s.",
		houseTitle(w, from), d, w.house(to), cellList(w, s.Cells), eliminationList(w, s.Eliminations))
}

func (w english) digitsInHouse(ds logic.Digits, n int) string {
	return fmt.Sprintf("%[1]s in %[2]s", digitList(w, ds), w.house(n))
}

func (w english) twoLinks(s *logic.Step, d int, f1, n1, n2, f2, h1, h2, weak string) string {
	return fmt.Sprintf("%[1]s on %[2]d: in %[3]s, %[2]d can only go in %[4]s or %[5]s; in %[6]s, only in %[7]s or %[8]s. "+
		"%[5]s and %[7]s share %[9]s, so they cannot both be %[2]d. "+
		"If %[4]s is not %[2]d, %[5]s is, so %[7]s is not and %[8]s is: one of %[4]s and %[8]s is %[2]d, "+
		"and a cell that sees both cannot be %[2]d. "+
		"%[10]s.",
		w.technique(s.Technique),
		d,
		h1,
		f1,
		n1,
		h2,
		n2,
		f2,
		weak,
		w.capitalize(removal(w, s.Eliminations)),
	)
}

func (w english) emptyRectangle(s *logic.Step, d, box, link, line, other int, boxCells []int, near, far, target int) string {
	return fmt.Sprintf("Empty Rectangle on %[1]d: in %[2]s, %[1]d can only go in %[3]s or %[4]s (%[5]s). "+
		"In %[6]s, %[1]d can only go in %[7]s or %[8]s. "+
		"If %[8]s is not %[1]d, %[7]s is; then %[2]s has no %[1]d in %[3]s, so its %[1]d is in %[4]s, and %[9]s (in %[4]s) is not %[1]d. "+
		"If %[8]s is %[1]d, %[9]s (in %[10]s) is not %[1]d either. "+
		"%[11]s.",
		d,
		w.house(box),
		w.house(line),
		w.house(other),
		cellList(w, boxCells),
		w.house(link),
		cellName(near),
		cellName(far),
		cellName(target),
		w.house(sharedLine(far, target)),
		w.capitalize(removal(w, s.Eliminations)),
	)
}

func (w english) fullHouse(h int, p logic.Candidate) string {
	return fmt.Sprintf("%[1]s has one empty cell left, %[2]s, and the digit it lacks is %[3]d, so %[2]s = %[3]d.",
		houseTitle(w, h), cellName(p.Cell), p.Digit)
}

func (w english) hiddenSingle(h int, p logic.Candidate) string {
	return fmt.Sprintf("%[1]s: %[2]d can only go in %[3]s, so %[3]s = %[2]d.", houseTitle(w, h), p.Digit, cellName(p.Cell))
}

func (w english) nakedSingleHouses(s *logic.Step, p logic.Candidate, houses []string) string {
	return fmt.Sprintf("Every digit but %[1]d already appears in %[2]s, %[3]s or %[4]s, so %[5]s = %[1]d.",
		p.Digit, houses[0], houses[1], houses[2], cellName(p.Cell))
}

func (w english) nakedSingle(p logic.Candidate) string {
	return fmt.Sprintf("%[1]s has only one candidate left, %[2]d, so %[1]s = %[2]d.", cellName(p.Cell), p.Digit)
}

func (w english) naked(s *logic.Step, n int, where string) string {
	return fmt.Sprintf("%[1]s: the %[2]s cells %[3]s have only the candidates %[4]s between them, "+
		"so %[4]s must go in those cells and can be removed from the rest of %[5]s: %[6]s.",
		w.capitalize(where),
		sizeEn[n],
		cellList(w, s.Cells),
		digitList(w, s.Digits),
		where,
		removal(w, s.Eliminations),
	)
}

func (w english) hidden(s *logic.Step, n, h int) string {
	return fmt.Sprintf("%[1]s: %[2]s can only go in the %[3]s cells %[4]s, so those cells hold %[2]s and nothing else: %[5]s.",
		houseTitle(w, h),
		digitList(w, s.Digits),
		sizeEn[n],
		cellList(w, s.Cells),
		removal(w, s.Eliminations),
	)
}

func (w english) listSep() string {
	return ", "
}

func (w english) removeDigit(elims []logic.Candidate) string {
	return fmt.Sprintf("remove %[1]d from %[2]s", elims[0].Digit, eliminationList(w, elims))
}

func (w english) removeWord() string {
	return "remove "
}

func (w english) urDeadly(s *logic.Step, corners []int, ds string) string {
	return fmt.Sprintf("Since the puzzle has a unique solution, %[1]s cannot hold only %[2]s: "+
		"that would be a deadly pattern (swapping %[2]s in them would give a second solution).",
		join(w, solver.CellNames(corners)), ds)
}

func (w english) urSpace() string {
	return " "
}

func (w english) ur1(s *logic.Step, ds logic.Digits, t int, three []int) string {
	return fmt.Sprintf("%[1]s can only be %[2]s, so %[3]s must be something else: %[4]s.",
		join(w, solver.CellNames(three)), digitsOr(w, ds), cellName(t), removeText(w, s.Eliminations))
}

func (w english) ur2(s *logic.Step, ds logic.Digits, c int, floor, roof []int) string {
	return fmt.Sprintf("%[1]s and %[2]s can only be %[3]s, so %[4]s or %[5]s must be %[6]d, their only other candidate. "+
		"A cell that sees both cannot be %[6]d: %[7]s.",
		cellName(floor[0]),
		cellName(floor[1]),
		digitsOr(w, ds),
		cellName(roof[0]),
		cellName(roof[1]),
		c,
		removeText(w, s.Eliminations),
	)
}

func (w english) ur3(s *logic.Step, ds, extra, digits logic.Digits, floor, roof []int, with []string) string {
	return fmt.Sprintf("%[1]s and %[2]s can only be %[3]s, so %[4]s or %[5]s must be %[6]s. "+
		"Taken together as one cell with the candidates %[7]s, they form a naked subset of %[8]s %[9]s: "+
		"these digits must go in those cells, so %[10]s.",
		cellName(floor[0]),
		cellName(floor[1]),
		digitsOr(w, ds),
		cellName(roof[0]),
		cellName(roof[1]),
		digitsOr(w, extra),
		digitList(w, extra),
		digitList(w, digits),
		join(w, with),
		removeText(w, s.Eliminations),
	)
}

func (w english) ur4(s *logic.Step, ds logic.Digits, h, u, v int, floor, roof []int) string {
	return fmt.Sprintf("%[1]s and %[2]s can only be %[3]s. "+
		"In %[4]s, %[5]d can only go in %[6]s or %[7]s, so one of them is %[5]d; if the other were %[8]d, "+
		"the four cells would hold only %[9]s. "+
		"So neither can be %[8]d: %[10]s.",
		cellName(floor[0]),
		cellName(floor[1]),
		digitsOr(w, ds),
		w.house(h),
		u,
		cellName(roof[0]),
		cellName(roof[1]),
		v,
		urDigits(w, s),
		removeText(w, s.Eliminations),
	)
}

func (w english) bugPlus1(s *logic.Step, c, d int, row, col, box string) string {
	return fmt.Sprintf("BUG+1: every empty cell but %[1]s has exactly two candidates, and every candidate appears exactly twice in each row, "+
		"column and box, except %[2]d, which appears three times in %[3]s, %[4]s and %[5]s. "+
		"If %[1]s were not %[2]d, the grid would be a bivalue universal grave, which has no solution or more than one; "+
		"since the puzzle has a unique solution, %[1]s = %[2]d: %[6]s.",
		cellName(c),
		d,
		row,
		col,
		box,
		removeText(w, s.Eliminations),
	)
}

func (w english) removeFromCell(c string, ds logic.Digits) string {
	return fmt.Sprintf("remove %[1]s from %[2]s", digitList(w, ds), c)
}

func (w english) seesIn(c int, e logic.Candidate, h string) string {
	return fmt.Sprintf("%[1]s in %[2]s", cellName(c), h)
}

func (w english) partSep() string {
	return "; "
}

func (w english) wordOr() string {
	return " or "
}

func (w english) cellCands(c int, cands string) string {
	return fmt.Sprintf("%[1]s (%[2]s)", cellName(c), cands)
}

func (w english) xyWing(s *logic.Step, p, a, b, x, y, z int) string {
	return fmt.Sprintf("XY-Wing: the pivot %[1]s sees the pincers %[2]s and %[3]s. "+
		"If %[4]s is %[5]d, %[6]s is %[7]d; if it is %[8]d, %[9]s is %[7]d. "+
		"Either way one of the pincers is %[7]d, so %[7]d leaves every cell that sees both: %[10]s. "+
		"%[11]s.",
		cellCands(w, s, p),
		cellCands(w, s, a),
		cellCands(w, s, b),
		cellName(p),
		x,
		cellName(a),
		z,
		y,
		cellName(b),
		whySees(w, s.Eliminations, []int{a, b}),
		w.capitalize(removal(w, s.Eliminations)),
	)
}

func (w english) xyzWing(s *logic.Step, p, a, b, x, y, z int) string {
	return fmt.Sprintf("XYZ-Wing: the pivot %[1]s sees the pincers %[2]s and %[3]s. "+
		"If %[4]s is %[5]d, %[6]s is %[7]d; if it is %[8]d, %[9]s is %[7]d; otherwise it is %[7]d itself. "+
		"So one of the three cells is %[7]d, and %[7]d leaves every cell that sees all three: %[10]s. "+
		"%[11]s.",
		cellCands(w, s, p),
		cellCands(w, s, a),
		cellCands(w, s, b),
		cellName(p),
		x,
		cellName(a),
		z,
		y,
		cellName(b),
		whySees(w, s.Eliminations, []int{p, a, b}),
		w.capitalize(removal(w, s.Eliminations)),
	)
}

func (w english) wWing(s *logic.Step, e1, e2, w1, w2, h, x, y int) string {
	return fmt.Sprintf("W-Wing on %[1]d and %[2]d: %[3]s and %[4]s can only be %[1]d or %[2]d. "+
		"In %[5]s, %[1]d can only go in %[6]s or %[7]s; %[6]s sees %[3]s (in %[8]s) and %[7]s sees %[4]s (in %[9]s). "+
		"One of %[6]s and %[7]s is %[1]d, so %[3]s or %[4]s is not %[1]d and is therefore %[2]d. "+
		"A cell that sees both cannot be %[2]d: %[10]s. "+
		"%[11]s.",
		x,
		y,
		cellName(w1),
		cellName(w2),
		w.house(h),
		cellName(e1),
		cellName(e2),
		w.house(seenThrough(e1, w1)),
		w.house(seenThrough(e2, w2)),
		whySees(w, s.Eliminations, []int{w1, w2}),
		w.capitalize(removal(w, s.Eliminations)),
	)
}

func (w english) msls(rows, cols []string, n, nLinks int, links, double []string, elims []logic.Candidate) string {
	en := fmt.Sprintf("Multi-Sector Locked Set: rows %[1]s and columns %[2]s cross in %[3]d empty cells, which hold %[3]d digits. "+
		"Every candidate of these cells is one of %[4]d house digits: %[5]s. "+
		"A digit is once in a house, so each house digit can take at most one of the cells; with %[3]d cells and %[4]d house digits, "+
		"each takes exactly one. "+
		"So each digit listed for a row or column is in these cells, not elsewhere in that row or column",
		strings.Join(rows, ", "), strings.Join(cols, ", "), n, nLinks, strings.Join(links, "; "))
	if len(double) > 0 {
		en += fmt.Sprintf("; and %s, covered by both its row and its column, would use up two house digits for one cell, so it is false",
			join(w, double))
	}
	return en + ": " + removeText(w, elims) + "."
}

func (w english) skLoop(s *logic.Step, n int, links, double []string) string {
	en := fmt.Sprintf("SK Loop: %[1]s cross in %[2]s; in each of these boxes, "+
		"the two other cells of the row and the two other cells of the column make 16 empty cells, %[3]s, "+
		"each in one of those rows or columns and one of those boxes. "+
		"Every candidate of these cells is one of %[4]d house digits: %[5]s. "+
		"A digit is once in a house, so each house digit can take at most one of the cells; with 16 cells and %[4]d house digits, "+
		"each takes exactly one. "+
		"So each digit listed for a house is in these cells, not elsewhere in that house",
		houseNames(w, s.Houses[:4]), houseNames(w, s.Houses[4:]), cellList(w, s.Cells), n, list(w, links))
	if len(double) > 0 {
		en += fmt.Sprintf("; and %s, covered by both its line and its box, would use up two house digits for one cell, so it is false",
			join(w, double))
	}
	return en + ": " + removeText(w, s.Eliminations) + "."
}

func (w english) thenClause(then string) string {
	if then != "" {
		then = strings.ToLower(then[:1]) + then[1:]
	}
	return " Now " + then
}

func (w english) sueDeCoqStay(ds logic.Digits, h int) string {
	verb := "stay"
	if ds.Count() == 1 {
		verb = "stays"
	}
	where := "the intersection"
	if h >= 0 {
		where = w.house(h)
	}
	return fmt.Sprintf("%[1]s %[2]s in %[3]s", digitList(w, ds), verb, where)
}

func (w english) lineGroup(kind solver.HouseKind, nums []string) string {
	return [...]string{"rows ", "columns ", "boxes "}[kind] + join(w, nums)
}

func (w english) fishTargets(cells []int) (targets, they string) {
	if len(cells) == 1 {
		return cellList(w, cells), "it lies"
	}
	return cellList(w, cells), "they lie"
}

func (w english) fishFins(n int) (fin, ifNone, ifOne string) {
	if n > 1 {
		return "the fins", "If no fin is", "if a fin is"
	}
	return "the fin", "If the fin is not", "if the fin is"
}

func (w english) fishWithout(n int) string {
	if n > 1 {
		return "without the fins"
	}
	return "without the fin"
}

func (w english) urWith(in logic.CellSet, hs []int) string {
	names := make([]string, len(hs))
	for i, h := range hs {
		names[i] = w.house(h)
	}
	return fmt.Sprintf("with %[1]s in %[2]s", setList(w, in), join(w, names))
}

func (w english) seesAll(c int, items []string) string {
	return cellName(c) + " sees " + join(w, items)
}

func (w english) house(h int) string { return houseOf(h).String() }

func (w english) andWord() string { return " and " }

func (w english) cellDigits(c int, digits []string) string {
	return fmt.Sprintf("%[1]s (%[2]s)", cellName(c), strings.Join(digits, ", "))
}

func (w english) sentence(s string) string { return s + "." }

func (w english) capitalize(s string) string { return locale.Capitalize(s) }

// article returns "an" for an English name said with a vowel sound first
// (an X-Wing, an ALS-XZ), else "a".
func (w english) article(name string) string {
	if name != "" && strings.ContainsRune("AEIOX", rune(name[0])) {
		return "an"
	}
	return "a"
}

// sizeEn says how many cells a subset has.
var sizeEn = [5]string{2: "two", 3: "three", 4: "four"}

func (w english) lastResort() string { return "Last resort — " }
