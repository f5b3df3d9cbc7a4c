package render

import (
	"cmp"
	"image"
	"slices"

	"github.com/fogleman/gg"

	"sudokubot/solver"
	"sudokubot/solver/explain"
	"sudokubot/solver/logic"
)

// This file draws a [Hint] for its technique and its level, the way a
// teacher draws on a grid:
//
//  1. the area: the step's houses shaded, nothing else;
//  2. the digit: its copies on the grid ringed and, for singles and
//     intersections, the lines along which they rule cells out;
//  3. the reason: the cells, candidates and links of the step;
//  4. the result: the placed digits big in their cells, the removed
//     candidates struck out.
//
// Singles and intersections are drawn without pencil marks, as a beginner
// sees the grid. Other techniques show the pencil marks of the cells that
// take part in the step and, lighter, the rest.

// allCells holds the 81 cells.
var allCells = logic.CellSet{^uint64(0), 1<<(81-64) - 1}

// drawnPlain reports whether technique t is drawn without pencil marks (its
// drawing rule is logic.DrawPlain: singles and intersections).
func drawnPlain(t logic.Technique) bool { return t.Draws() == logic.DrawPlain }

// level returns the hint's level, 1–4; 0 means 3, the full reason.
func (p *Hint) level() int {
	switch {
	case p.Level == 0:
		return 3
	case p.Level < 1:
		return 1
	case p.Level > explain.HintLevels:
		return explain.HintLevels
	}
	return p.Level
}

// digitOf returns the digit a plain step is about.
func digitOf(s *logic.Step) int {
	if d := s.Digits.First(); d != 0 {
		return d
	}
	if len(s.Placements) > 0 {
		return s.Placements[0].Digit
	}
	if len(s.Eliminations) > 0 {
		return s.Eliminations[0].Digit
	}
	return 0
}

// value returns what cell i of b holds, 0 if it is empty.
func value(b *logic.Board, i int) int {
	if v := b.Values[i]; v != 0 {
		return int(v)
	}
	return int(b.Puzzle[i])
}

// A ruler is a copy of a digit and the house along which it rules out
// cells of the step's house.
type ruler struct {
	cell  int
	house solver.House
	ruled logic.CellSet
}

// rulers chooses copies of digit d on b that rule out the cells of ruled,
// preferring rows and columns (drawn as lines) to boxes, and as few
// copies as cover them. Cells no copy rules out are left uncovered.
func rulers(b *logic.Board, d int, ruled logic.CellSet) []ruler {
	var all []ruler
	for i := range 81 {
		if value(b, i) != d {
			continue
		}
		for _, k := range [3]solver.HouseKind{solver.Row, solver.Column, solver.Box} {
			h := solver.HouseOf(k, i)
			if r := ruled.And(logic.HouseCells(h)); !r.Empty() {
				all = append(all, ruler{cell: i, house: h, ruled: r})
			}
		}
	}
	var chosen []ruler
	left := ruled
	for !left.Empty() {
		best, bestN := -1, 0
		for k, r := range all {
			n := 2 * r.ruled.And(left).Count()
			if r.house.Kind != solver.Box {
				n++ // a line reads more easily than a box
			}
			if n > bestN {
				best, bestN = k, n
			}
		}
		if best < 0 || bestN < 2 {
			break
		}
		chosen = append(chosen, all[best])
		left = left.AndNot(all[best].ruled)
	}
	return chosen
}

// A plainFig is what the pictures of a single or an intersection draw
// from the step: the houses shaded, its targets and pattern, the cells
// ruled out of its main house and the copies of the digit that rule them
// out, and for a naked single or a full house the copies of the other
// digits its cell sees.
type plainFig struct {
	d       int
	houses  []solver.House
	targets logic.CellSet
	pattern logic.CellSet
	ruled   logic.CellSet
	rs      []ruler
	seen    []int
	naked   bool
}

// plainFigure returns what the picture of a single or an intersection
// draws at a level.
func plainFigure(b *logic.Board, s *logic.Step, level int) plainFig {
	f := plainFig{d: digitOf(s)}
	d := f.d
	for _, pl := range s.Placements {
		f.targets.Add(pl.Cell)
	}
	for _, i := range s.Cells {
		if !f.targets.Has(i) {
			f.pattern.Add(i)
		}
	}
	f.houses = s.Houses
	f.naked = s.Technique == logic.NakedSingle && len(s.Placements) > 0
	full := s.Technique == logic.FullHouse && len(s.Placements) > 0
	if f.naked && level >= 2 {
		t := s.Placements[0].Cell
		f.houses = []solver.House{solver.HouseOf(solver.Row, t), solver.HouseOf(solver.Column, t), solver.HouseOf(solver.Box, t)}
	}
	// The cells of the main house the digit cannot go in, and the copies
	// that rule them out; for a naked single, a copy of each other digit
	// the cell sees.
	switch {
	case f.naked || full && len(f.houses) > 0:
		// A copy of each other digit the cell sees, or the digits its
		// house already holds.
		houses := f.houses
		if full {
			houses = houses[:1]
		}
		var got logic.Digits
		for _, h := range houses {
			for _, i := range h.Cells() {
				if v := value(b, i); v != 0 && v != d && !got.Has(v) {
					got |= 1 << v
					f.seen = append(f.seen, i)
				}
			}
		}
	case len(s.Houses) > 0 && d != 0:
		for _, i := range s.Houses[0].Cells() {
			if value(b, i) == 0 && !f.targets.Has(i) && !f.pattern.Has(i) && (s.Technique <= logic.NakedSingle || !b.Cands[i].Has(d)) {
				f.ruled.Add(i)
			}
		}
		f.rs = rulers(b, d, f.ruled)
	}
	return f
}

// A Ruling is what the pictures of a single or an intersection draw at
// levels 2 and 3 for a copy of the step's digit: the copy ringed, and the
// cells it rules out of the step's house, along a row or column (a line
// from the copy past the farthest of them) or in its box (a frame inside
// the box).
type Ruling struct {
	Cell  int
	House solver.House
	Ruled []int // in reading order
}

// PlainFigure returns what a hint's picture draws at level 2 or 3 for a
// step drawn without pencil marks, a single or an intersection (ok false
// for the other techniques): the houses shaded, the rulings, and for a
// naked single or a full house the cells holding the other digits its
// cell sees, ringed. A page that draws hints (the board) draws the same
// from it.
func PlainFigure(b *logic.Board, s *logic.Step, level int) (houses []solver.House, rulings []Ruling, seen []int, ok bool) {
	if !drawnPlain(s.Technique) {
		return nil, nil, nil, false
	}
	f := plainFigure(b, s, level)
	for _, r := range f.rs {
		rulings = append(rulings, Ruling{Cell: r.cell, House: r.house, Ruled: r.ruled.Cells()})
	}
	return f.houses, rulings, f.seen, true
}

// plainLesson draws a single or an intersection without pencil marks.
func (c *canvas) plainLesson(b *logic.Board, s *logic.Step, level int) {
	f := plainFigure(b, s, level)
	d, targets, pattern, ruled, rs, seen, naked := f.d, f.targets, f.pattern, f.ruled, f.rs, f.seen, f.naked
	for _, h := range f.houses {
		c.shadeHouse(h, houseTint)
	}

	if level == 3 {
		c.mark(pattern, cellTint)
		c.mark(targets, cellTint)
	}
	if level == 4 {
		c.mark(pattern, cellTint)
		c.mark(targets, placeTint)
	}
	if level == 2 || level == 3 {
		o := c.overlays.Get().(*overlay)
		var dirty image.Rectangle
		for _, r := range rs {
			dirty = dirty.Union(c.rulerLine(o, r, b))
		}
		if level == 3 && naked {
			for _, i := range seen {
				dirty = dirty.Union(c.sightLine(o, i, s.Placements[0].Cell, b))
			}
		}
		c.merge(o, dirty, vermillion)
		c.overlays.Put(o)
	}
	c.values(&b.Puzzle, &b.Values, logic.CellSet{})
	if level == 2 || level == 3 {
		for _, r := range rs {
			c.stamp(&c.ring, c.lay.centre(r.cell), vermillion)
		}
		for _, i := range seen {
			c.stamp(&c.ring, c.lay.centre(i), vermillion)
		}
	}
	switch level {
	case 3:
		for _, i := range ruled.Cells() {
			c.stamp(&c.cross, c.lay.centre(i), vermillion)
		}
		for _, i := range pattern.Cells() {
			c.bigMark(i, d, yellow, false)
		}
		for _, e := range s.Eliminations {
			if value(b, e.Cell) == 0 {
				c.bigMark(e.Cell, e.Digit, vermillion, true)
			}
		}
		for _, pl := range s.Placements {
			c.stamp(&c.digits[givenStyle][pl.Digit], c.lay.centre(pl.Cell), green)
		}
		c.frameCells(targets, green, true)
	case 4:
		for _, e := range s.Eliminations {
			if value(b, e.Cell) == 0 && !targets.Has(e.Cell) {
				c.bigMark(e.Cell, e.Digit, vermillion, true)
			}
		}
		c.placed(s.Placements)
	}
}

// bigMark draws digit d in cell i, in a grid without pencil marks, as a
// mark larger than a pencil mark: on a disc of ink k at the digit's place
// in the cell's mini-grid, struck out when struck.
func (c *canvas) bigMark(i, d int, k ink, struck bool) {
	p := c.bigMarkAt(i, d)
	c.stamp(&c.bigDisc, p, k)
	c.stamp(&c.digits[labelStyle][d], p, black)
	if struck {
		c.stamp(&c.bigStrike, p, white)
	}
}

// bigMarkAt returns where bigMark draws digit d in cell i: at the
// digit's place in the cell's mini-grid, the larger disc kept inside the
// cell.
func (c *canvas) bigMarkAt(i, d int) image.Point {
	p := c.lay.candidate(i, d)
	r := c.lay.cellRect(i)
	h := c.bigDisc.w / 2
	p.X = min(max(p.X, r.Min.X+h+1), r.Max.X-h-1)
	p.Y = min(max(p.Y, r.Min.Y+h+1), r.Max.Y-h-1)
	return p
}

// areaOf returns the houses a hint shades: the step's, or else the
// house its level-1 text names.
func areaOf(s *logic.Step) []solver.House {
	if s.Technique.Tier() >= 7 && len(s.Chains) > 0 {
		// A chain or net: the house of its start, which the text names;
		// the houses of its links would shade most of the grid.
		if h, ok := s.Area(); ok {
			return []solver.House{h}
		}
	}
	if len(s.Houses) > 0 {
		return s.Houses
	}
	if h, ok := s.Area(); ok {
		return []solver.House{h}
	}
	return nil
}

// pencilLesson draws a step that needs pencil marks.
func (c *canvas) pencilLesson(b *logic.Board, s *logic.Step, level int, chains []logic.Chain) {
	// A fish and a wing are drawn large, to read at a phone's width.
	if base, cover, ok := fishHouses(s); ok && level >= 2 {
		c.fishLesson(b, s, level, base, cover)
		return
	}
	if s.Technique.Draws() == logic.DrawMSLS && level == 3 {
		c.mslsLesson(b, s)
		return
	}
	if winged(s.Technique) && level >= 3 {
		c.wingLesson(b, s, level)
		return
	}
	// The houses of a chain's strong links or of a net's singles say
	// little at a glance: a chain is shown by its links.
	// A pattern of the hardest puzzles is shown by its own marks at every
	// level (see patternFrames): its houses shaded would be most of the
	// grid.
	if !patterned(s.Technique) && (level <= 2 || s.Technique.Tier() < 7) {
		for _, h := range areaOf(s) {
			c.shadeHouse(h, houseTint)
		}
	}
	var matter, pattern, targets logic.CellSet
	for _, i := range s.Cells {
		pattern.Add(i)
	}
	matter = pattern
	var looks [81][10]look
	for _, m := range s.Marks {
		matter.Add(m.Cell)
		looks[m.Cell][m.Digit] = key + look(m.Role)
	}
	for _, e := range s.Eliminations {
		matter.Add(e.Cell)
		looks[e.Cell][e.Digit] = eliminated
	}
	for _, pl := range s.Placements {
		matter.Add(pl.Cell)
		targets.Add(pl.Cell)
		looks[pl.Cell][pl.Digit] = placed
	}
	for _, ch := range chains {
		for _, l := range ch {
			matter = matter.Or(l.From.Cells).Or(l.To.Cells)
		}
	}
	digits := s.Digits
	switch level {
	case 1:
		// A chain's or net's start, which the text names; a pattern's
		// houses framed (an Exocet's base box shaded, its base cells and
		// targets framed).
		if patterned(s.Technique) {
			c.patternCells(s)
		}
		c.mark(s.StartCells(), cellTint)
		c.pencils(b, &[81][10]look{}, 0, logic.CellSet{}, logic.CellSet{})
		if patterned(s.Technique) {
			c.patternFrames(s)
		}
	case 2:
		// And where it ends: the contradiction, or the conclusion the
		// branches share; a pattern's cells and its digits' candidates,
		// in its frames.
		if patterned(s.Technique) {
			c.patternCells(s)
			c.mark(pattern, cellTint)
		}
		c.mark(s.StartCells(), cellTint)
		c.mark(s.EndCells().AndNot(s.StartCells()), placeTint)
		c.pencils(b, &[81][10]look{}, digits, allCells, logic.CellSet{})
		if patterned(s.Technique) {
			c.patternFrames(s)
		}
		// A single digit's placed copies are ringed where they are the
		// reason (a fish, a single-digit pattern: where the digit cannot
		// go); a chain's or net's level 2 names its start and end, which
		// rings elsewhere would contradict.
		if digits.Count() == 1 && s.Technique.Tier() < 7 {
			d := digits.First()
			for i := range 81 {
				if value(b, i) == d {
					c.stamp(&c.ring, c.lay.centre(i), blue)
				}
			}
		}
	case 3:
		c.mark(pattern, cellTint)
		c.mark(targets, placeTint)
		c.frameCells(targets, green, false)
		if patterned(s.Technique) {
			c.patternCells(s)
		}
		// A digit the step places, full size in its cell, as the
		// digits of the grid: a pencil mark's size says "maybe".
		c.pencils(b, &looks, digits, matter, targets)
		c.placedReason(b, s)
		if patterned(s.Technique) {
			c.patternFrames(s)
		}
		c.looks = &looks
		// The links and their numbers keep off the placed digits too.
		shown := *b
		for _, pl := range s.Placements {
			if value(b, pl.Cell) == 0 {
				shown.Values[pl.Cell] = uint8(pl.Digit)
			}
		}
		c.chains(chains, &shown)
	default:
		// The result: placements big, eliminations struck out, the rest
		// of the reason gone.
		var result [81][10]look
		for _, e := range s.Eliminations {
			result[e.Cell][e.Digit] = eliminated
		}
		if patterned(s.Technique) {
			// Still in the pattern's frames, which say where the
			// eliminations come from.
			c.patternCells(s)
		}
		c.mark(pattern, houseTint)
		c.mark(targets, placeTint)
		c.pencils(b, &result, digits, matter, targets)
		if patterned(s.Technique) {
			c.patternFrames(s)
		}
		c.placed(s.Placements)
	}
}

// pencils draws the filled cells of b as digits and the candidates of its
// empty cells as pencil marks, each as looks says: dark in the cells of
// matter (of the digits of focus, when it is not 0), faint elsewhere; the
// cells of skip get none.
func (c *canvas) pencils(b *logic.Board, looks *[81][10]look, focus logic.Digits, matter, skip logic.CellSet) {
	c.values(&b.Puzzle, &b.Values, logic.CellSet{})
	for i := range 81 {
		if value(b, i) != 0 || skip.Has(i) {
			continue
		}
		cands := b.Cands[i] & logic.AllDigits
		for d := 1; d <= 9; d++ {
			lk := looks[i][d]
			if lk == plain && (!matter.Has(i) || focus != 0 && !focus.Has(d)) {
				lk = faint
			}
			p := c.lay.candidate(i, d)
			switch {
			case lk == plain && cands.Has(d):
				c.stamp(&c.digits[candStyle][d], p, candGray)
			case lk == faint && cands.Has(d):
				c.stamp(&c.digits[faintStyle][d], p, faintGray)
			case lk > faint:
				c.stamp(&c.disc, p, lookInks[lk].disc)
				c.stamp(&c.digits[markStyle][d], p, lookInks[lk].text)
				if lk == eliminated {
					c.stamp(&c.strike, p, white)
				}
			}
		}
	}
}

// placedReason draws, at level 3, the digits a step places full size
// in green, over the candidates it eliminates in their cells, struck out
// at their places (they are why the digit goes there).
func (c *canvas) placedReason(b *logic.Board, s *logic.Step) {
	var targets logic.CellSet
	for _, pl := range s.Placements {
		if value(b, pl.Cell) == 0 {
			targets.Add(pl.Cell)
		}
	}
	var used [81][3][2]bool // a cell's slots beside its placed digit, by row and side
	for _, e := range s.Eliminations {
		if targets.Has(e.Cell) {
			p := c.besidePlaced(e.Cell, e.Digit, s, &used[e.Cell])
			c.stamp(&c.sideDisc, p, vermillion)
			c.stamp(&c.digits[markStyle][e.Digit], p, black)
			c.stamp(&c.sideStrike, p, white)
		}
	}
	for _, pl := range s.Placements {
		if targets.Has(pl.Cell) {
			c.stamp(&c.digits[givenStyle][pl.Digit], c.lay.centre(pl.Cell), green)
		}
	}
}

// sideGap is the least gap, in pixels, between a struck candidate and
// the placed digit beside it.
const sideGap = 1

// besidePlaced returns where placedReason draws candidate d struck out in
// cell i, whose placed digit is drawn full size in the middle: in d's
// row of the cell's mini-grid, on its side (left for 1, 4, 7, right for
// 3, 6, 9, and the free side for 2, 5, 8), clear of the digit. used holds
// the slots already taken.
func (c *canvas) besidePlaced(i, d int, s *logic.Step, used *[3][2]bool) image.Point {
	p := c.lay.candidate(i, d)
	row, col := (d-1)/3, (d-1)%3
	side := 0
	switch {
	case col == 2, col == 1 && used[row][0] && !used[row][1]:
		side = 1
	}
	used[row][side] = true
	var placed int
	for _, pl := range s.Placements {
		if pl.Cell == i {
			placed = pl.Digit
		}
	}
	r := c.lay.cellRect(i)
	half := (r.Dx() - c.digits[givenStyle][placed].w) / 2 // the room on each side of the digit
	if side == 0 {
		p.X = r.Min.X + (half-sideGap)/2
	} else {
		p.X = r.Max.X - (half-sideGap)/2
	}
	return p
}

// placed draws the digits of placements big, in green, in framed cells.
func (c *canvas) placed(ps []logic.Candidate) {
	var cells logic.CellSet
	for _, pl := range ps {
		c.stamp(&c.digits[givenStyle][pl.Digit], c.lay.centre(pl.Cell), green)
		cells.Add(pl.Cell)
	}
	c.frameCells(cells, green, true)
}

// rulerLine draws on o the line along which a copy rules out cells: from
// the copy's ring to the far side of the farthest cell it rules out, or,
// for a box, a frame inside the box. It returns the rectangle it drew in.
func (c *canvas) rulerLine(o *overlay, r ruler, b *logic.Board) image.Rectangle {
	dc := o.dc
	lw := max(2, float64(c.lay.cell)/16)
	dc.SetLineWidth(lw)
	dc.SetDash()
	from := c.cellCentre(r.cell)
	if r.house.Kind == solver.Box {
		rect := c.lay.cellRect(r.house.Cells()[0]).Union(c.lay.cellRect(r.house.Cells()[8]))
		in := float64(c.lay.cell) / 10
		x0, y0 := float64(rect.Min.X)+in, float64(rect.Min.Y)+in
		x1, y1 := float64(rect.Max.X)-in, float64(rect.Max.Y)-in
		dc.SetDash(2.5*lw, 2*lw)
		dc.DrawRoundedRectangle(x0, y0, x1-x0, y1-y0, in)
		dc.Stroke()
		return bounds(lw+2, vec{x0, y0}, vec{x1, y1})
	}
	// The farthest ruled cell along the line.
	far, farDist := from, 0.0
	for _, i := range r.ruled.Cells() {
		p := c.cellCentre(i)
		if d := p.sub(from).len(); d > farDist {
			far, farDist = p, d
		}
	}
	if farDist == 0 {
		return image.Rectangle{}
	}
	u := far.sub(from).unit()
	start := from.add(u.scale(c.ringRadius()))
	end := far.add(u.scale(0.45 * float64(c.lay.cell)))
	// The line stops short of a filled cell on its way and goes on past
	// it: drawn through a given, it would look struck out.
	half := 0.5*float64(c.lay.cell) + lw
	// How far along the line a point is, from the copy.
	along := func(p vec) float64 { d := p.sub(from); return d.x*u.x + d.y*u.y }
	var cells []int
	for _, i := range r.house.Cells() {
		if a := along(c.cellCentre(i)); i != r.cell && a > 0 && a < farDist && value(b, i) != 0 {
			cells = append(cells, i)
		}
	}
	slices.SortFunc(cells, func(x, y int) int {
		return cmp.Compare(along(c.cellCentre(x)), along(c.cellCentre(y)))
	})
	at := start
	for _, i := range cells {
		p := c.cellCentre(i)
		if stop := p.sub(u.scale(half)); along(stop) > along(at) {
			dc.MoveTo(at.x, at.y)
			dc.LineTo(stop.x, stop.y)
			c.rules = append(c.rules, [2]vec{at, stop})
		}
		at = p.add(u.scale(half))
	}
	if along(end) > along(at) {
		dc.MoveTo(at.x, at.y)
		dc.LineTo(end.x, end.y)
		c.rules = append(c.rules, [2]vec{at, end})
	}
	dc.Stroke()
	return bounds(lw+2, start, end)
}

// sightLine draws on o a thin line from the copy in cell i to cell t,
// with a gap across each filled cell on its way whose digit it would
// cross (it would look struck out).
func (c *canvas) sightLine(o *overlay, i, t int, b *logic.Board) image.Rectangle {
	lw := max(1.5, float64(c.lay.cell)/28)
	from, to := c.cellCentre(i), c.cellCentre(t)
	u := to.sub(from).unit()
	start := from.add(u.scale(c.ringRadius()))
	end := to.sub(u.scale(0.42 * float64(c.lay.cell)))
	c.gappedLine(o, start, end, lw, b, i, t)
	return bounds(lw+2, start, end)
}

// cellCentre returns the centre of cell i as a vec.
func (c *canvas) cellCentre(i int) vec {
	p := c.lay.centre(i)
	return vec{float64(p.X), float64(p.Y)}
}

// ringRadius returns the radius of the ring around a copy of a digit.
func (c *canvas) ringRadius() float64 { return ringRadius(c.lay) }

// gappedLine draws on o a line of width lw from a to z with a gap across
// each filled cell of b whose digit it would cross (drawn through, a digit
// looks struck out), cells i and t excepted, and returns the rectangle it
// drew in.
func (c *canvas) gappedLine(o *overlay, a, z vec, lw float64, b *logic.Board, i, t int) image.Rectangle {
	dc := o.dc
	dc.SetLineWidth(lw)
	dc.SetDash()
	n := max(16, int(z.sub(a).len()/(0.2*float64(c.lay.slot()))))
	at := func(k int) vec { return a.add(z.sub(a).scale(float64(k) / float64(n))) }
	// The filled cells whose digits the line crosses.
	var crossed logic.CellSet
	for k := 0; k <= n; k++ {
		p := at(k)
		if j := c.cellAt(int(p.x), int(p.y)); j >= 0 && j != i && j != t {
			if v := value(b, j); v != 0 && spriteNear(&c.digits[givenStyle][v], c.cellCentre(j), p, lw/2+2) {
				crossed.Add(j)
			}
		}
	}
	blocked := func(p vec) bool {
		for _, j := range crossed.Cells() {
			r := c.lay.cellRect(j).Inset(-c.lay.thin - int(lw))
			if p.x >= float64(r.Min.X) && p.x < float64(r.Max.X) && p.y >= float64(r.Min.Y) && p.y < float64(r.Max.Y) {
				return true
			}
		}
		return false
	}
	c.strokeRuns(dc, n, at, blocked)
	return bounds(lw+2, a, z)
}

// strokeRuns strokes on dc the runs of the points at(0) … at(n) that are
// not blocked, each a straight line recorded in c.rules.
func (c *canvas) strokeRuns(dc *gg.Context, n int, at func(int) vec, blocked func(vec) bool) {
	run := -1 // the first point of the run being drawn
	for k := 0; k <= n+1; k++ {
		if k <= n && !blocked(at(k)) {
			if run < 0 {
				run = k
			}
			continue
		}
		if run >= 0 && k-1 > run {
			p, q := at(run), at(k-1)
			dc.MoveTo(p.x, p.y)
			dc.LineTo(q.x, q.y)
			c.rules = append(c.rules, [2]vec{p, q})
		}
		run = -1
	}
	dc.Stroke()
}
