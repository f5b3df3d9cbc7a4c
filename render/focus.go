package render

import (
	"image"
	"math"

	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// This file draws fish and wings so that they read at a phone's width
// (360–400 pixels), where a pencil mark is 5 to 8 pixels tall:
//
//   - a fish (X-Wing, Swordfish, Jellyfish, finned or sashimi) shows only
//     its digit, as large as a row's number, in the middle of each cell
//     that may hold it (its marked candidates and eliminations larger
//     still, on discs two thirds of a cell wide); from level 3 its base rows (or columns) shaded,
//     the cells of each base house joined by a line, its cover houses
//     framed in blue, its corners on yellow discs, its fins on purple
//     ones and their boxes framed in purple; its eliminations on
//     vermillion discs, struck out;
//   - a wing (XY-Wing, XYZ-Wing, W-Wing) shows, at level 3, the
//     cells of its pattern filled with their role's colour (the pivot
//     yellow, the pincers sky blue) and their digits large, in a row in
//     the middle; lines join the pivot to each pincer (a W-Wing: each
//     pair cell to the end of the strong link it sees, and the two ends);
//     the digit it eliminates large, on a vermillion disc, struck out
//     (at level 4 too).

// fishy reports whether technique t is a fish, basic or finned.
func fishy(t logic.Technique) bool {
	f := t.Family()
	return f == logic.BasicFish || f == logic.FinnedFish
}

// winged reports whether technique t is a wing.
func winged(t logic.Technique) bool { return t.Family() == logic.Wings }

// fishHouses returns the base and cover houses of a fish step (ok false
// if the step is no fish).
func fishHouses(s *logic.Step) (base, cover []solver.House, ok bool) {
	f, ok := s.Detail.(*logic.FishDetail)
	if !ok {
		return nil, nil, false
	}
	return f.Base, f.Cover, true
}

// bigCand draws digit d at p as a large candidate: on a disc of ink k
// two thirds of a cell wide (white: no disc, the digit smaller and
// grey), struck out when struck.
func (c *canvas) bigCand(p image.Point, d int, k ink, struck bool) {
	if k == white {
		c.stamp(&c.digits[labelStyle][d], p, labelGray)
		return
	}
	c.stamp(&c.fishDisc, p, k)
	c.stamp(&c.digits[fishStyle][d], p, black)
	if struck {
		c.stamp(&c.fishStrike, p, white)
	}
}

// roleInk returns the ink of a mark's role.
func roleInk(r logic.Role) ink { return lookInks[key+look(r)].disc }

// fishLesson draws a fish at level 2, 3 or 4 with its digit alone, large.
func (c *canvas) fishLesson(b *logic.Board, s *logic.Step, level int, base, cover []solver.House) {
	d := s.Digits.First()
	var pattern, targets logic.CellSet
	for _, i := range s.Cells {
		pattern.Add(i)
	}
	for _, pl := range s.Placements {
		targets.Add(pl.Cell)
	}
	switch level {
	case 2:
		for _, h := range s.Houses {
			c.shadeHouse(h, houseTint)
		}
	case 3:
		for _, h := range base {
			c.shadeHouse(h, houseTint)
		}
		c.mark(pattern, cellTint)
	default:
		for _, h := range base {
			c.shadeHouse(h, houseTint)
		}
	}
	if level >= 3 {
		c.mark(targets, placeTint)
	}
	if level == 3 {
		c.fishLines(b, s, base)
	}
	c.values(&b.Puzzle, &b.Values, logic.CellSet{})
	if level == 3 {
		w := max(2, c.lay.cell/14)
		for _, h := range cover {
			cells := h.Cells()
			r := c.lay.cellRect(cells[0]).Union(c.lay.cellRect(cells[8]))
			c.frame(r.Inset(max(1, c.lay.cell/24)), w, blue)
		}
		// The box of each fin, where the eliminations are, in purple.
		var boxes [9]bool
		for _, fin := range s.Detail.(*logic.FishDetail).Fins.Cells() {
			boxes[solver.HouseOf(solver.Box, fin).Index] = true
		}
		for k, in := range boxes {
			if in {
				cells := solver.House{Kind: solver.Box, Index: k}.Cells()
				r := c.lay.cellRect(cells[0]).Union(c.lay.cellRect(cells[8]))
				c.frame(r.Inset(max(1, c.lay.cell/12)), w, purple)
			}
		}
	}
	var inks [81]ink
	var struck logic.CellSet
	if level == 3 {
		for _, m := range s.Marks {
			if m.Digit == d {
				inks[m.Cell] = roleInk(m.Role)
			}
		}
	}
	if level >= 3 {
		for _, e := range s.Eliminations {
			if e.Digit == d {
				inks[e.Cell] = vermillion
				struck.Add(e.Cell)
			}
		}
	}
	for i := range 81 {
		if value(b, i) != 0 || targets.Has(i) && level >= 3 {
			continue
		}
		if inks[i] != white || b.Cands[i].Has(d) {
			c.bigCand(c.lay.centre(i), d, inks[i], struck.Has(i))
		}
	}
	if level == 2 {
		for i := range 81 {
			if value(b, i) == d {
				c.stamp(&c.ring, c.lay.centre(i), blue)
			}
		}
	}
	if level == 3 {
		c.placedReason(b, s)
		c.frameCells(targets, green, true)
	}
	if level == 4 {
		c.placed(s.Placements)
	}
}

// fishLines draws the line that joins the cells of each base house of a
// fish, in black, under the discs of its candidates, with a gap around
// each filled cell's digit on its way.
func (c *canvas) fishLines(b *logic.Board, s *logic.Step, base []solver.House) {
	o := c.overlays.Get().(*overlay)
	defer c.overlays.Put(o)
	lw := max(2, float64(c.lay.cell)/14)
	var dirty image.Rectangle
	for _, h := range base {
		in := logic.HouseCells(h)
		first, last := -1, -1
		for _, i := range s.Cells {
			if !in.Has(i) {
				continue
			}
			if first < 0 || i < first {
				first = i
			}
			if i > last {
				last = i
			}
		}
		if first < 0 || first == last {
			continue
		}
		dirty = dirty.Union(c.nearLine(o, c.cellCentre(first), c.cellCentre(last), lw, b))
	}
	c.merge(o, dirty, black)
}

// wingLesson draws a wing at level 3 or 4: its cells filled with their
// role's colour and their candidates large, the lines that join them (at
// level 3), the eliminated digit large and struck out.
func (c *canvas) wingLesson(b *logic.Board, s *logic.Step, level int) {
	for _, h := range areaOf(s) {
		c.shadeHouse(h, houseTint)
	}
	// The cells all of whose candidates the step marks are drawn whole,
	// filled with their role's colour; the other marked candidates (a
	// W-Wing's strong link) on large discs at their places.
	var marked [81]logic.Digits
	var role [81]logic.Role
	for _, m := range s.Marks {
		marked[m.Cell] |= 1 << m.Digit
		role[m.Cell] = m.Role
	}
	var whole, skip logic.CellSet
	for _, i := range s.Cells {
		if value(b, i) == 0 && marked[i] != 0 && b.Cands[i]&logic.AllDigits&^marked[i] == 0 {
			whole.Add(i)
		}
	}
	var targets logic.CellSet
	for _, pl := range s.Placements {
		targets.Add(pl.Cell)
	}
	for _, e := range s.Eliminations {
		skip.Add(e.Cell)
	}
	if level == 3 {
		for _, i := range whole.Cells() {
			c.fill(c.lay.cellRect(i), roleInk(role[i]))
		}
		c.wingLines(b, s, whole, &marked)
	}
	if level == 4 {
		c.mark(whole, houseTint)
	}
	c.mark(targets, placeTint)
	var focus logic.CellSet // the cells whose pencil marks are dark
	for _, i := range s.Cells {
		focus.Add(i)
	}
	if level == 3 {
		skip = skip.Or(whole)
	}
	c.pencils(b, &[81][10]look{}, s.Digits, focus.AndNot(whole), skip.Or(targets))
	if level == 3 {
		for _, i := range whole.Cells() {
			c.candRow(i, marked[i])
		}
		for _, m := range s.Marks {
			if !whole.Has(m.Cell) && value(b, m.Cell) == 0 {
				c.bigMark(m.Cell, m.Digit, roleInk(m.Role), false)
			}
		}
	}
	for _, e := range s.Eliminations {
		if value(b, e.Cell) != 0 || targets.Has(e.Cell) {
			continue
		}
		// Alone in its cell, as large as a fish's: the news of the step.
		c.bigCand(c.lay.centre(e.Cell), e.Digit, vermillion, true)
	}
	if level == 3 {
		c.placedReason(b, s)
		c.frameCells(targets, green, true)
		return
	}
	c.placed(s.Placements)
}

// candRow draws the digits of ds large, in a row across the middle of
// cell i.
func (c *canvas) candRow(i int, ds logic.Digits) {
	c.candRowAt(c.lay.centre(i), ds)
}

// candRowAt draws the digits of ds large, in a row centred on p, closer
// together when they are more than three.
func (c *canvas) candRowAt(p image.Point, ds logic.Digits) {
	list := ds.List()
	step := c.lay.cell * 3 / 10
	if len(list) > 3 {
		step = c.lay.cell * 9 / 10 / len(list)
	}
	x0 := p.X - step*(len(list)-1)/2
	for k, d := range list {
		c.stamp(&c.digits[focusStyle][d], image.Pt(x0+k*step, p.Y), black)
	}
}

// wingLines draws the lines that join a wing's cells: the pivot to each
// pincer (XY-Wing, XYZ-Wing), or each pair cell of a W-Wing to the end
// of the strong link it sees, and the two ends. A line ends at the edge
// of a cell drawn whole, or of the disc of a marked candidate.
func (c *canvas) wingLines(b *logic.Board, s *logic.Step, whole logic.CellSet, marked *[81]logic.Digits) {
	w, ok := s.Detail.(*logic.WingDetail)
	if !ok {
		return
	}
	pairs := [][2]int{{w.Pivot, w.Pincers[0]}, {w.Pivot, w.Pincers[1]}}
	if w.Pivot < 0 {
		pairs = [][2]int{{w.Pincers[0], w.Ends[0]}, {w.Ends[0], w.Ends[1]}, {w.Ends[1], w.Pincers[1]}}
	}
	// anchor returns where a line to cell i aims, and how far short of
	// it the line stops along direction u.
	anchor := func(i int) (vec, func(u vec) float64) {
		if whole.Has(i) || marked[i].Count() != 1 {
			return c.cellCentre(i), func(u vec) float64 {
				return 0.5 * float64(c.lay.cell) / max(math.Abs(u.x), math.Abs(u.y))
			}
		}
		p := c.bigMarkAt(i, marked[i].First())
		return vec{float64(p.X), float64(p.Y)}, func(vec) float64 { return float64(c.bigDisc.w) / 2 }
	}
	o := c.overlays.Get().(*overlay)
	defer c.overlays.Put(o)
	lw := max(2, float64(c.lay.cell)/14)
	var dirty image.Rectangle
	for _, pr := range pairs {
		a, fa := anchor(pr[0])
		z, fz := anchor(pr[1])
		u := z.sub(a).unit()
		from, to := a.add(u.scale(fa(u))), z.sub(u.scale(fz(u)))
		if d := to.sub(from); d.x*u.x+d.y*u.y < 1 {
			continue // neighbours: their fills touch
		}
		dirty = dirty.Union(c.nearLine(o, from, to, lw, b))
	}
	c.merge(o, dirty, black)
}

// nearLine draws on o a line of width lw from a to z with a gap around
// each digit of a filled cell of b on its way (drawn through, a digit
// looks struck out), but not across the rest of the cell, so that the
// line still reads as one; it returns the rectangle it drew in.
func (c *canvas) nearLine(o *overlay, a, z vec, lw float64, b *logic.Board) image.Rectangle {
	dc := o.dc
	dc.SetLineWidth(lw)
	dc.SetDash()
	n := max(16, int(z.sub(a).len()/2))
	at := func(k int) vec { return a.add(z.sub(a).scale(float64(k) / float64(n))) }
	gap := lw/2 + max(2, float64(c.lay.cell)/10)
	blocked := func(p vec) bool {
		i := c.cellAt(int(p.x), int(p.y))
		if i < 0 {
			return false
		}
		v := value(b, i)
		return v != 0 && spriteNear(&c.digits[givenStyle][v], c.cellCentre(i), p, gap)
	}
	c.strokeRuns(dc, n, at, blocked)
	return bounds(lw+2, a, z)
}
