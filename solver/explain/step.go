package explain

import (
	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// stepWords holds the words of one language for the explanations of steps
// and their hints: each method returns a whole phrase or sentence with its
// arguments in place, in the language's word order and forms. The shared
// code works out which cells, houses and digits a text names; english,
// chinese and russian implement it, in step_en.go, step_zh.go and
// step_ru.go. A new language is a new type implementing it.
type stepWords interface {
	// Almost locked sets and Sue de Coq (als.go).
	alsDescribe(p alsPart) string
	alsXZIntro(a, b alsPart) string
	alsXZSingle(s *logic.Step, x int, zs logic.Digits) string
	alsXZDouble(s *logic.Step, xs logic.Digits) string
	alsXYWing(s *logic.Step, a, b, c alsPart, x, y int, zs logic.Digits) string
	sueDeCoq(s *logic.Step, line, box int, core, lc, bc logic.CellSet, vc, vl, vb logic.Digits, n int, why []string) string
	// deathBlossom: petals[i] is the petal of the stem's digit ds[i].
	deathBlossom(s *logic.Step, stem int, ds []int, petals []alsPart, zs logic.Digits) string

	// Simple Coloring (coloring.go).
	coloringIntro(s *logic.Step, d int, a, b logic.CellSet) string
	coloringWrap(s *logic.Step, d, h int, name, other string, pair []int) string
	coloringSees(e logic.Candidate, ca, cb int) string
	coloringTrap(s *logic.Step, d int, reasons []string) string
	pronounThey() string

	// Junior Exocet (exocet.go).
	exocetCover(d, h1, h2 int) string
	exocet(s *logic.Step, b1, b2, t1, t2, c1, c2 int, m1, m2 []int, box, baseLine int,
		lines, coverText []string, digits string, stack bool) string

	// Hints, results, lines and short forms (explain.go).
	techniqueLead(s *logic.Step) string
	resultLead() string
	trialHintArea() string
	hintGrid(name string) string
	hintHouse(a int, name string) string
	theDigit() string
	theDigits() string
	hintFromCell(s *logic.Step, what string) string
	hintWhere(a int, what string) string
	// hintMSLS is level 2 of a multi-sector locked set: n empty cells
	// where rows (their numbers) cross cols.
	hintMSLS(rows, cols []string, n int) string
	// hintSKLoop is level 2 of an SK loop.
	hintSKLoop(s *logic.Step) string
	// hintExocet is level 2 of a junior exocet: its base cells b1 and b2
	// in box, its targets t1 and t2.
	hintExocet(b1, b2, box, t1, t2 int) string
	// hintSueDeCoq is level 2 of a Sue de Coq: the cells core where line
	// and box cross, lineCells in the rest of the line, boxCells in the
	// rest of the box.
	hintSueDeCoq(core, lineCells, boxCells string, line, box int) string
	resultNothing() string
	resultThen() string
	colon() string
	shortHidden(h int, p logic.Candidate) string
	shortFull(h int) string
	shortNaked() string

	// Fish (fish.go).
	fishBasic(s *logic.Step, name string, d int, bases, covers string, base, cover []solver.House) string
	fishFinned(s *logic.Step, name string, d int, bases, covers string,
		base, cover, hit []solver.House, box string, finBox int, fins []int,
		basic, sashimi, fin, ifNone, ifOne, targets, they string) string
	sashimiLine(h solver.House, line, without string, d int, left []int) string

	// Pointing and Claiming (intersections.go).
	intersection(s *logic.Step, d, from, to int) string

	// Multi-Sector Locked Sets and SK Loops (msls.go, skloop.go): digits covering a house.
	digitsInHouse(ds logic.Digits, n int) string

	// Skyscraper, 2-String Kite and Empty Rectangle (singledigit.go).
	twoLinks(s *logic.Step, d int, f1, n1, n2, f2, h1, h2, weak string) string
	emptyRectangle(s *logic.Step, d, box, link, line, other int, boxCells []int, near, far, target int) string

	// Singles (singles.go).
	fullHouse(h int, p logic.Candidate) string
	hiddenSingle(h int, p logic.Candidate) string
	nakedSingleHouses(s *logic.Step, p logic.Candidate, houses []string) string
	nakedSingle(p logic.Candidate) string

	// Naked and hidden subsets (subsets.go).
	naked(s *logic.Step, n int, where string) string
	hidden(s *logic.Step, n, h int) string

	// Lists and removals (text.go).
	listSep() string
	removeDigit(elims []logic.Candidate) string
	removeWord() string

	// Unique Rectangles and BUG+1 (uniqueness.go).
	urDeadly(s *logic.Step, corners []int, ds string) string
	urSpace() string
	ur1(s *logic.Step, ds logic.Digits, t int, three []int) string
	ur2(s *logic.Step, ds logic.Digits, c int, floor, roof []int) string
	ur3(s *logic.Step, ds, extra, digits logic.Digits, floor, roof []int, with []string) string
	ur4(s *logic.Step, ds logic.Digits, h, u, v int, floor, roof []int) string
	bugPlus1(s *logic.Step, c, d int, row, col, box string) string
	removeFromCell(c string, ds logic.Digits) string

	// Wings (wings.go).
	seesIn(c int, e logic.Candidate, h string) string
	partSep() string
	wordOr() string
	cellCands(c int, cands string) string
	xyWing(s *logic.Step, p, a, b, x, y, z int) string
	xyzWing(s *logic.Step, p, a, b, x, y, z int) string
	wWing(s *logic.Step, e1, e2, w1, w2, h, x, y int) string

	// The single a step leaves, as the next sentence.
	thenClause(then string) string

	// Parts of the sentences above, where a language words them its own way.
	sueDeCoqStay(ds logic.Digits, h int) string
	lineGroup(kind solver.HouseKind, nums []string) string
	fishTargets(cells []int) (targets, they string)
	fishFins(n int) (fin, ifNone, ifOne string)
	fishWithout(n int) string
	urWith(in logic.CellSet, hs []int) string
	seesAll(c int, items []string) string

	// The whole explanations of a Multi-Sector Locked Set and an SK Loop.
	msls(rows, cols []string, n, nLinks int, links, double []string, elims []logic.Candidate) string
	skLoop(s *logic.Step, n int, links, double []string) string

	// Houses, lists and sentences (text.go).
	house(h int) string
	andWord() string
	cellDigits(c int, digits []string) string
	sentence(s string) string
	capitalize(s string) string
	lastResort() string
}

// The explainers implement the words of their language.
var (
	_ stepWords = english{}
	_ stepWords = chinese{}
	_ stepWords = russian{}
)
