package render

import (
	"fmt"
	"image"

	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// Puzzle is the picture of a puzzle as received: its givens, in bold.
type Puzzle struct {
	Grid solver.Grid
}

func (p Puzzle) draw(c *canvas) error {
	if err := checkGrid("Puzzle.Grid", &p.Grid); err != nil {
		return err
	}
	c.values(&p.Grid, &p.Grid, logic.CellSet{})
	return nil
}

// Solution is the picture of a solved puzzle: the givens in bold black,
// the digits found in regular blue. A cell given in Puzzle shows the
// given whatever Solution holds there; a cell empty in both stays empty.
type Solution struct {
	Puzzle   solver.Grid
	Solution solver.Grid
}

func (s Solution) draw(c *canvas) error {
	if err := checkGrid("Solution.Puzzle", &s.Puzzle); err != nil {
		return err
	}
	if err := checkGrid("Solution.Solution", &s.Solution); err != nil {
		return err
	}
	c.values(&s.Puzzle, &s.Solution, logic.CellSet{})
	return nil
}

// Conflicts is the picture of a puzzle whose givens break the rules: the
// house of each conflict shaded, the cells that repeat a digit there
// framed and tinted, their digits in vermillion. The conflicts usually
// come from the *[solver.ConflictError] that [solver.Parse] or
// [solver.Grid.Validate] returns.
type Conflicts struct {
	Puzzle    solver.Grid
	Conflicts []solver.Conflict
}

func (p Conflicts) draw(c *canvas) error {
	if err := checkGrid("Conflicts.Puzzle", &p.Puzzle); err != nil {
		return err
	}
	var cells logic.CellSet
	for k, cf := range p.Conflicts {
		e := checkDigit(cf.Digit).in(".Digit")
		if e == nil {
			e = checkHouse(cf.House).in(".House")
		}
		for j, i := range cf.Cells {
			if ce := checkCell(i); ce != nil && e == nil {
				e = ce.in(fmt.Sprintf(".Cells[%d]", j))
			}
			cells.Add(i)
		}
		if e != nil {
			return e.in(fmt.Sprintf("Conflicts.Conflicts[%d]", k))
		}
	}
	for _, cf := range p.Conflicts {
		c.shadeHouse(cf.House, houseTint)
	}
	c.mark(cells, wrongTint)
	c.values(&p.Puzzle, &p.Puzzle, cells)
	c.frameCells(cells, vermillion, true)
	return nil
}

// Blocked is the picture of a puzzle with no solution because no digit
// can go in some of its empty cells: the row, column and box of each
// such cell shaded, where its nine digits are, and the cell tinted and
// framed. The cells usually come from [solver.Grid.Blocked].
type Blocked struct {
	Puzzle solver.Grid
	Cells  []int // the empty cells where no digit can go, 0–80
}

func (p Blocked) draw(c *canvas) error {
	if err := checkGrid("Blocked.Puzzle", &p.Puzzle); err != nil {
		return err
	}
	var cells logic.CellSet
	for k, i := range p.Cells {
		if e := checkCell(i); e != nil {
			return e.in(fmt.Sprintf("Blocked.Cells[%d]", k))
		}
		cells.Add(i)
	}
	for _, i := range cells.Cells() {
		for _, kind := range [...]solver.HouseKind{solver.Row, solver.Column, solver.Box} {
			c.shadeHouse(solver.HouseOf(kind, i), houseTint)
		}
	}
	c.mark(cells, wrongTint)
	c.values(&p.Puzzle, &p.Puzzle, logic.CellSet{})
	c.frameCells(cells, vermillion, true)
	return nil
}

// Candidates is the picture of a board with its pencil marks: the filled
// cells as digits, givens in bold black and the others in blue, and the
// candidates of each empty cell in small grey digits, each digit at its
// place in a 3×3 mini-grid (1 top left, 9 bottom right).
type Candidates struct {
	Board logic.Board
}

func (p Candidates) draw(c *canvas) error {
	if err := checkBoard("Candidates.Board", &p.Board); err != nil {
		return err
	}
	c.pencils(&p.Board, &[81][10]look{}, 0, allCells, logic.CellSet{})
	return nil
}

// Hint is the picture of a step on the board it applies to, drawn for
// the step's technique and for a hint level, each showing more:
//
//  1. the area: the step's houses shaded pale blue (a Junior Exocet,
//     multi-sector locked set or SK loop: the houses it covers framed, as
//     at level 3, and no house shaded);
//  2. the digit: its copies on the grid ringed and, for singles and
//     intersections, lines along the rows and columns (and frames in the
//     boxes) where those copies rule the digit out;
//  3. the reason: the pattern's cells a deeper blue, the cells ruled out
//     crossed, the marked candidates on discs of their role's colour (Key
//     yellow, Alt sky blue, Fin purple, On green, Off blue), the digits
//     placed full size, in green, in framed cells, the eliminated candidates on
//     vermillion discs, struck out, and the links of chains as a numbered
//     path of black arrows, solid for strong links and dashed for weak
//     ones, curved around the digits of filled cells, their numbers in
//     ringed discs off the pencil marks, digits and box lines; a Junior
//     Exocet, multi-sector locked set or SK loop with the houses it
//     covers framed in their colours and numbered on discs in the margin;
//  4. the result: the placed digits big and green, the eliminated
//     candidates struck out, the rest of the reason gone (but a pattern's
//     frames, which say where the eliminations come from).
//
// Singles and intersections are drawn without pencil marks, as a person
// who keeps none sees the grid; the other techniques show the pencil marks
// of the cells that take part in the step and, lighter, the rest. So as
// to read at a phone's width, a fish shows its digit alone and large
// (from level 2), its base houses joined by lines and its covers framed;
// a wing its pivot and pincers filled yellow and sky blue, their digits
// large, joined by lines; a multi-sector locked set each of its cells as
// a yellow band with the digits its row covers over a sky blue band with
// those its column covers. A forcing net shows only the links that lead to its conclusion and, when
// that is still more than [LegibleLinks], only one branch: Branch (from 1),
// or by default the shortest.
//
// Marks and eliminations are drawn even where the board has no such
// candidate, but not in filled cells. Coordinates out of range, nodes
// without cells and steps with more than [MaxLinks] links are errors.
type Hint struct {
	Board logic.Board
	Step  logic.Step
	// Level is the hint level, 1 to 4; 0 means 3.
	Level int
	// Branch picks the branch of a forcing chain or net to draw, from 1;
	// 0 draws them all, or the shortest when they are too many links.
	Branch int
	// Labels, when set, numbers the links of a single chain (Step.Chains
	// holds one), each with its own number (0: none), and draws every
	// link as it is: a page of a net (see [logic.Step.NetPages]), whose
	// facts are numbered as in its text.
	Labels []int
	// Zoom, at levels 3 and 4 of a step drawn with pencil marks, draws
	// the four boxes (two bands by two stacks) that hold every cell the
	// step draws on, if there are such boxes, enlarged to fill the
	// picture: their pencil marks half as large again, the numbers of
	// their rows and columns in the margins, and in the corner a map of
	// the nine boxes with the four shown dark.
	Zoom bool
}

func (p Hint) draw(c *canvas) error {
	if err := checkBoard("Hint.Board", &p.Board); err != nil {
		return err
	}
	if err := checkStep("Hint.Step", &p.Step); err != nil {
		return err
	}
	s := &p.Step
	level := p.level()
	if drawnPlain(s.Technique) {
		c.plainLesson(&p.Board, s, level)
		return nil
	}
	if p.Labels != nil {
		if len(s.Chains) != 1 || len(p.Labels) != len(s.Chains[0]) {
			return &FieldError{Field: "Hint.Labels", Value: len(p.Labels), Want: "one per link of Hint.Step.Chains[0], the only chain"}
		}
		for k, n := range p.Labels {
			if n < 0 || n > maxLabelAny {
				return &FieldError{Field: fmt.Sprintf("Hint.Labels[%d]", k), Value: n, Want: fmt.Sprintf("0-%d", maxLabelAny)}
			}
		}
	}
	var chains []logic.Chain
	if level == 3 {
		chains = DrawnChains(s.Chains, p.Branch)
		if p.Labels != nil {
			chains = s.Chains
		}
	}
	if p.Zoom && level >= 3 {
		if w, ok := windowOf(stepCells(s, chains)); ok {
			z, err := c.zoomed()
			if err != nil {
				return err
			}
			if z != c.Renderer {
				c.drawZoomed(z, w, func(zc *canvas) {
					zc.linkLabels = p.Labels
					zc.pencilLesson(&p.Board, s, level, chains)
				})
				return nil
			}
		}
	}
	c.linkLabels = p.Labels
	c.pencilLesson(&p.Board, s, level, chains)
	return nil
}

// Mistakes is the picture of a person's progress with the wrong entries
// marked: the givens in bold black, the entries in blue, the person's
// pencil marks in the empty cells in small grey digits (each at its place
// in a 3×3 mini-grid, as Candidates draws them), and the wrong cells
// tinted and framed, their digits in vermillion.
type Mistakes struct {
	Puzzle  solver.Grid
	Entries solver.Grid // the person's digits; cells given in Puzzle are ignored
	Wrong   []int       // the wrong cells, 0–80
	// Marks holds the person's pencil marks, bit d for digit d (bits 0
	// and past 9 ignored); drawn only in empty cells.
	Marks [81]uint16
}

func (p Mistakes) draw(c *canvas) error {
	if err := checkGrid("Mistakes.Puzzle", &p.Puzzle); err != nil {
		return err
	}
	if err := checkGrid("Mistakes.Entries", &p.Entries); err != nil {
		return err
	}
	var wrong logic.CellSet
	for k, i := range p.Wrong {
		if e := checkCell(i); e != nil {
			return e.in(fmt.Sprintf("Mistakes.Wrong[%d]", k))
		}
		wrong.Add(i)
	}
	c.mark(wrong, wrongTint)
	c.values(&p.Puzzle, &p.Entries, wrong)
	for i, m := range p.Marks {
		if p.Puzzle[i] != 0 || p.Entries[i] != 0 {
			continue
		}
		for d := 1; d <= 9; d++ {
			if m&(1<<d) != 0 {
				c.stamp(&c.digits[candStyle][d], c.lay.candidate(i, d), candGray)
			}
		}
	}
	c.frameCells(wrong, vermillion, true)
	return nil
}

// Ambiguous is the picture of a puzzle with several solutions: the givens
// in bold black, the digits every solution shares in blue, and the cells
// where solutions differ left empty, tinted and marked in a corner, so
// that the box lines stay visible.
type Ambiguous struct {
	Puzzle solver.Grid
	Shared solver.Grid // the digits every solution shares; cells given in Puzzle are ignored
	Varies []int       // the cells where solutions differ, 0–80
}

func (p Ambiguous) draw(c *canvas) error {
	if err := checkGrid("Ambiguous.Puzzle", &p.Puzzle); err != nil {
		return err
	}
	if err := checkGrid("Ambiguous.Shared", &p.Shared); err != nil {
		return err
	}
	var varies logic.CellSet
	for k, i := range p.Varies {
		if e := checkCell(i); e != nil {
			return e.in(fmt.Sprintf("Ambiguous.Varies[%d]", k))
		}
		varies.Add(i)
	}
	c.mark(varies, cellTint)
	// A corner mark: a small square in the top right corner, off the
	// lines, as a second cue beside the tint.
	n := max(3, c.lay.cell/6)
	for _, i := range varies.Cells() {
		r := c.lay.cellRect(i)
		x, y := r.Max.X-n-max(1, c.lay.cell/16), r.Min.Y+max(1, c.lay.cell/16)
		c.fill(image.Rect(x, y, x+n, y+n), blue)
	}
	shared := p.Shared
	for _, i := range varies.Cells() {
		shared[i] = 0
	}
	c.values(&p.Puzzle, &shared, logic.CellSet{})
	return nil
}

// values draws the givens of puzzle in bold and the other filled cells of
// values in regular weight: in black and blue, or in vermillion for the
// cells in wrong.
func (c *canvas) values(puzzle, values *solver.Grid, wrong logic.CellSet) {
	for i := range 81 {
		st, k, v := givenStyle, black, puzzle[i]
		if v == 0 {
			st, k, v = solvedStyle, blue, values[i]
		}
		if wrong.Has(i) {
			k = vermillion
		}
		if v != 0 {
			c.stamp(&c.digits[st][v], c.lay.centre(i), k)
		}
	}
}

// A look is how a pencil mark is drawn.
type look uint8

// The looks. The roles of marks follow plain and faint in the order of
// [logic.Role].
const (
	plain      look = iota // a candidate, in dark grey
	faint                  // a candidate of a digit the step is not about
	key                    // on a yellow disc
	alt                    // on a sky blue disc
	fin                    // on a purple disc
	on                     // on a green disc
	off                    // on a blue disc
	placed                 // the digit a step places, on a green disc
	eliminated             // on a vermillion disc, struck out
	numLooks
)

// lookInks holds the ink of the disc and of the digit of each look with a
// disc. It is never modified.
var lookInks = [numLooks]struct{ disc, text ink }{
	key:        {yellow, black},
	alt:        {skyBlue, black},
	fin:        {purple, black},
	on:         {green, black},
	off:        {blue, black},
	placed:     {green, black},
	eliminated: {vermillion, black},
}

// shadeHouse tints the cells of house h.
func (c *canvas) shadeHouse(h solver.House, k ink) {
	for _, i := range h.Cells() {
		c.fill(c.lay.cellRect(i), k)
	}
}

// mark tints the cells of s.
func (c *canvas) mark(s logic.CellSet, k ink) {
	for _, i := range s.Cells() {
		c.fill(c.lay.cellRect(i), k)
	}
}

// frameCells draws a frame around each cell of s: over the lines around
// it, and a little inside it, thin to leave room for pencil marks or
// thick around a big digit.
func (c *canvas) frameCells(s logic.CellSet, k ink, thick bool) {
	w := c.lay.thin + max(1, c.lay.cell/48)
	if thick {
		w = c.lay.thin + max(2, c.lay.cell/20)
	}
	for _, i := range s.Cells() {
		c.frame(c.lay.cellRect(i).Inset(-c.lay.thin), w, k)
	}
}
