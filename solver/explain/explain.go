package explain

import (
	"fmt"
	"strings"

	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// hintWords holds the words of hints, results, lines and short forms, in one
// language (see stepWords).
type hintWords interface {
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
	// thenClause is the single a step leaves, as the next sentence.
	thenClause(then string) string
	lastResort() string
}

// explainStep returns the full explanation of the step in language w:
// short and concrete, naming the cells, houses and digits, e.g.
// "Box 5: 7 can only go in r5c4, so r5c4 = 7." When the step's
// eliminations leave a single, the explanation goes on with it.
func explainStep(w language, s *logic.Step) string {
	text := explainOwn(w, s)
	if s.Then != nil {
		text += w.thenClause(explainOwn(w, s.Then))
	}
	return text
}

func explainOwn(w language, s *logic.Step) string {
	if s.Technique.Key() == "" {
		return ""
	}
	if e := explainers[s.Technique]; e != nil {
		if text := e(w, s); text != "" {
			return text
		}
	}
	// A technique without its own words: say what it does.
	return w.sentence(w.techniqueLead(s) + resultText(w, own(s)))
}

// hint returns the hint at the given level, 1 to 4, in language w, each
// saying more:
//
//  1. the technique and where to look ("There is a Hidden Single in box 5.");
//  2. the digit and the house ("Look at where 7 can go in box 5.");
//  3. the full explanation, as explainStep;
//  4. the result, as placements and eliminations.
//
// Levels out of range are clamped.
func hint(w language, s *logic.Step, level int) string {
	switch {
	case level <= 1:
		return hintArea(w, s)
	case level == 2:
		return hintDigits(w, s)
	case level == 3:
		return explainStep(w, s)
	default:
		return w.sentence(w.resultLead() + resultText(w, s))
	}
}

func hintArea(w language, s *logic.Step) string {
	name := w.technique(s.Technique)
	if s.Technique == logic.Trial {
		return w.trialHintArea()
	}
	if chained(s) {
		return chainHintArea(w, s)
	}
	a := area(s)
	if a < 0 || s.Technique.Tier() >= 7 {
		return w.hintGrid(name)
	}
	return w.hintHouse(a, name)
}

func hintDigits(w language, s *logic.Step) string {
	if chained(s) {
		return chainHintDigits(w, s)
	}
	// The locked sets turn on every digit of their cells: name the cells
	// (their rows, columns and boxes), and what to count, rather than
	// nine digits.
	switch {
	case s.Technique == logic.MSLS && len(s.Houses) >= 4:
		var rows, cols []string
		for _, h := range s.Houses {
			if h.Kind == solver.Row {
				rows = append(rows, fmt.Sprint(h.Index+1))
			} else {
				cols = append(cols, fmt.Sprint(h.Index+1))
			}
		}
		return w.hintMSLS(rows, cols, len(s.Cells))
	case s.Technique == logic.SKLoop && len(s.Houses) == 8:
		return w.hintSKLoop(s)
	case s.Technique == logic.SueDeCoq && len(s.Houses) == 2:
		line, box := houseNum(s.Houses[0]), houseNum(s.Houses[1])
		var core, lc, bc []int
		for _, c := range s.Cells {
			switch inLine, inBox := houseSet(line).Has(c), houseSet(box).Has(c); {
			case inLine && inBox:
				core = append(core, c)
			case inLine:
				lc = append(lc, c)
			default:
				bc = append(bc, c)
			}
		}
		return w.hintSueDeCoq(cellList(w, core), cellList(w, lc), cellList(w, bc), line, box)
	case s.Technique == logic.JExocet && len(s.Cells) == 10 && len(s.Houses) > 0:
		return w.hintExocet(s.Cells[0], s.Cells[1], houseNum(s.Houses[0]), s.Cells[2], s.Cells[3])
	}
	digits := s.Digits
	if digits == 0 {
		for _, p := range s.Placements {
			digits |= 1 << p.Digit
		}
		for _, e := range s.Eliminations {
			digits |= 1 << e.Digit
		}
	}
	what := w.theDigit() + digitList(w, digits)
	if digits.Count() > 1 {
		what = w.theDigits() + digitList(w, digits)
	}
	a := area(s)
	if a >= 0 && len(s.Cells) > 0 && !digitsIn(s, digits, a) {
		// Some of the digits have no candidate of the step in the house:
		// start from the pattern's first cell instead.
		a = -1
	}
	if a < 0 {
		return w.hintFromCell(s, what)
	}
	return w.hintWhere(a, what)
}

// digitsIn reports whether each of the digits has a candidate that takes
// part in the step (marked, placed or eliminated) in house h.
func digitsIn(s *logic.Step, digits logic.Digits, h int) bool {
	var in logic.Digits
	for _, m := range s.Marks {
		if houseSet(h).Has(m.Cell) {
			in |= 1 << m.Digit
		}
	}
	for _, list := range [][]logic.Candidate{s.Placements, s.Eliminations} {
		for _, c := range list {
			if houseSet(h).Has(c.Cell) {
				in |= 1 << c.Digit
			}
		}
	}
	return digits&^in == 0
}

// own returns the step's own conclusion: its placements and eliminations
// without the single it leaves (s.Then), which Next adds to them.
func own(s *logic.Step) *logic.Step {
	placements := s.Placements
	if s.Then != nil {
		placements = placements[:max(0, len(placements)-len(s.Then.Placements))]
	}
	return &logic.Step{Placements: placements, Eliminations: s.Eliminations}
}

// resultText says what the step does: "r5c4 = 7; remove 7 from r4c1, r4c8".
func resultText(w language, s *logic.Step) string {
	var parts []string
	if len(s.Eliminations) > 0 {
		parts = append(parts, removal(w, s.Eliminations))
	}
	if len(s.Placements) > 0 {
		parts = append(parts, placementList(w, s.Placements))
	}
	switch len(parts) {
	case 0:
		return w.resultNothing()
	case 1:
		return parts[0]
	}
	return parts[0] + w.resultThen() + parts[1]
}

// line returns the step as one line of a list: its technique's name, then
// its explanation, without naming the technique twice when the
// explanation begins with it.
func line(w language, s *logic.Step) string {
	name, text := w.technique(s.Technique), explainStep(w, s)
	if strings.HasPrefix(strings.TrimPrefix(text, w.lastResort()), name) {
		return text
	}
	return name + w.colon() + text
}

// short returns a single in one short clause, its placement and its
// reason: "r4c1 = 1: last 1 in box 4", "r4c1 = 1: last cell of row 4",
// "r4c1 = 1: last digit for the cell". Other steps give their technique
// and result: "X-Wing: remove 2 from r3c5".
func short(w language, s *logic.Step) string {
	if len(s.Placements) == 1 && s.Technique <= logic.NakedSingle && s.Technique > 0 {
		p := s.Placements[0]
		head := fmt.Sprintf("%s = %d", cellName(p.Cell), p.Digit)
		var h int = -1
		if len(s.Houses) > 0 {
			h = houseNum(s.Houses[0])
		}
		switch {
		case s.Technique == logic.HiddenSingle && h >= 0:
			return head + w.shortHidden(h, p)
		case s.Technique == logic.FullHouse && h >= 0:
			return head + w.shortFull(h)
		default:
			return head + w.shortNaked()
		}
	}
	return w.technique(s.Technique) + w.colon() + resultText(w, s)
}
