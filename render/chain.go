package render

import (
	"image"
	"math"

	"github.com/fogleman/gg"

	"sudokubot/solver/logic"
)

// LegibleLinks is the most links a [Hint] draws at once: a forcing net
// with more is drawn one branch at a time.
const LegibleLinks = 12

// maxPageLinks is the most links a page of a net (a [Hint] with Labels)
// draws as arrows; a page with more shows its facts as discs.
const maxPageLinks = 24

// DrawnChains returns the links of chains a [Hint] draws: for a forcing
// chain or net, only the links each branch's conclusion follows from (a
// net's branch also holds links that lead elsewhere); and only branch
// (from 1) when branch is not 0, or the shortest branch when all are more
// than [LegibleLinks].
func DrawnChains(chains []logic.Chain, branch int) []logic.Chain {
	if len(chains) == 0 {
		return nil
	}
	out := make([]logic.Chain, 0, len(chains))
	for _, ch := range chains {
		out = append(out, leadingTo(ch))
	}
	if branch > 0 && branch <= len(out) {
		return out[branch-1 : branch]
	}
	if LinkCount(out) <= LegibleLinks {
		return out
	}
	best := 0
	for k, ch := range out {
		if len(ch) < len(out[best]) {
			best = k
		}
	}
	return out[best : best+1]
}

// leadingTo returns the links of ch that its last link (and the fact
// it contradicts, if any) follows from, in order: a chain's own links, or a net branch's links without those that
// lead elsewhere.
func leadingTo(ch logic.Chain) logic.Chain {
	if len(ch) == 0 {
		return ch
	}
	// The conclusion and, for a contradiction, the fact it contradicts.
	last := ch[len(ch)-1].To
	opposite := last
	opposite.On = !last.On
	need := map[logic.Node]bool{last: true, opposite: true}
	keep := make([]bool, len(ch))
	n := 0
	for j := len(ch) - 1; j >= 0; j-- {
		l := ch[j]
		if need[l.To] && l.From != l.To {
			keep[j] = true
			need[l.From] = true
			n++
		}
	}
	if n == len(ch) {
		return ch
	}
	out := make(logic.Chain, 0, n)
	for j, l := range ch {
		if keep[j] {
			out = append(out, l)
		}
	}
	return out
}

// chains draws the links of chains as a path of arrows from one pencil
// mark to the next, numbered if it is one path of three links or more, each bent to the side where it crosses fewer
// filled cells and earlier links, and a rounded frame around each node of
// several cells. gg draws them on an overlay, merged into the canvas in
// black; the numbers are then stamped on white discs.
func (c *canvas) chains(chains []logic.Chain, b *logic.Board) {
	if LinkCount(chains) == 0 {
		return
	}
	if n := LinkCount(chains); n > LegibleLinks && (c.linkLabels == nil || n > maxPageLinks) {
		c.facts(chains)
		return
	}
	o := c.overlays.Get().(*overlay)
	defer c.overlays.Put(o)
	// The rectangles drawn in, merged one by one: their union is most of
	// the grid, and merge costs by the pixel (a pixel merged is cleared,
	// so rectangles that overlap are fine).
	var dirty []image.Rectangle
	// A frame around each group of cells, one for all the digits a chain
	// uses in it (an almost locked set's link from one digit to another
	// is in the same cells).
	var groups []logic.CellSet
	digits := map[logic.CellSet]logic.Digits{}
	for _, ch := range chains {
		for _, l := range ch {
			for _, n := range [2]logic.Node{l.From, l.To} {
				if n.Cells.Count() > 1 {
					if _, ok := digits[n.Cells]; !ok {
						groups = append(groups, n.Cells)
					}
					digits[n.Cells] |= 1 << n.Digit
				}
			}
		}
	}
	for _, g := range groups {
		dirty = append(dirty, c.group(o.dc, g, digits[g]))
	}
	type label struct {
		at vec
		n  int
	}
	var numbers []label
	var spots []vec // where numbers go, so that they keep apart
	var drawn []vec // points along the links drawn so far
	// One path of three links or more is numbered; several short chains
	// (the sides of a pattern) are not.
	numbered := len(chains) == 1 && len(chains[0]) >= 3
	for _, ch := range chains {
		for k, l := range ch {
			r, mid, pts := c.arrow(o.dc, l, b, drawn)
			dirty = append(dirty, r)
			drawn = append(drawn, pts...)
			n := k + 1
			if c.linkLabels != nil {
				// A page of a net: the number of the fact the link
				// leads to, once per fact.
				n = c.linkLabels[k]
				if n == 0 {
					continue
				}
			} else if !numbered {
				continue
			}
			if n <= maxLabel && r != (image.Rectangle{}) {
				at := c.labelSpot(pts, mid, b, spots)
				spots = append(spots, at)
				numbers = append(numbers, label{at, n})
			}
		}
	}
	for _, r := range dirty {
		c.merge(o, r, black)
	}
	c.spots = spots
	for _, lb := range numbers {
		p := image.Pt(int(math.Round(lb.at.x)), int(math.Round(lb.at.y)))
		s := &c.labels[lb.n]
		c.stamp(&c.disc, p, white)
		if s.w > c.disc.w*3/4 {
			c.stamp(&c.disc, p.Add(image.Pt(-s.w/4, 0)), white)
			c.stamp(&c.disc, p.Add(image.Pt(s.w/4, 0)), white)
		}
		c.stamp(s, p, black)
	}
}

// facts draws a branch too big for arrows as its facts: the assumption
// on a yellow disc, each fact that follows on a green disc if it is true
// or a blue one if it is false, the cell where a branch ends in a
// contradiction (a fact and its opposite) framed in vermillion and the
// cells of the placements its end follows from directly framed in black:
// the facts its text names. The other facts are not numbered, for the
// text only counts them.
func (c *canvas) facts(chains []logic.Chain) {
	seen := map[logic.Node]bool{}
	var clash, causes logic.CellSet
	for _, ch := range chains {
		for k, l := range ch {
			if k == 0 && !seen[l.From] {
				seen[l.From] = true
				for _, i := range l.From.Cells.Cells() {
					p := c.lay.candidate(i, l.From.Digit)
					c.stamp(&c.disc, p, yellow)
					c.stamp(&c.digits[markStyle][l.From.Digit], p, black)
				}
			}
			if seen[l.To] {
				continue
			}
			seen[l.To] = true
			k := blue
			if l.To.On {
				k = green
			}
			for _, i := range l.To.Cells.Cells() {
				p := c.lay.candidate(i, l.To.Digit)
				c.stamp(&c.disc, p, k)
				c.stamp(&c.digits[markStyle][l.To.Digit], p, black)
			}
		}
		if len(ch) == 0 {
			continue
		}
		last := ch[len(ch)-1].To
		opposite := last
		opposite.On = !last.On
		if i := last.Cell(); i >= 0 && seen[opposite] {
			clash = clash.Or(logic.CellsOf(i))
		}
		// The placements the end follows from directly, which the text
		// names too.
		for _, l := range ch {
			if (l.To == last || l.To == opposite) && l.From.On && l.From.Cell() >= 0 && l.From != ch[0].From {
				causes = causes.Or(logic.CellsOf(l.From.Cell()))
			}
		}
	}
	c.frameCells(causes.AndNot(clash), black, false)
	c.frameCells(clash, vermillion, false)
}

// lineWidth returns the width of the links' lines.
func (c *canvas) lineWidth() float64 { return max(1.5, float64(c.lay.slot())/10) }

// group draws a rounded frame around the pencil marks of digits in a
// group of cells and returns the rectangle it drew in.
func (c *canvas) group(dc *gg.Context, cells logic.CellSet, digits logic.Digits) image.Rectangle {
	lo, hi := vec{math.Inf(1), math.Inf(1)}, vec{math.Inf(-1), math.Inf(-1)}
	for _, i := range cells.Cells() {
		for _, d := range digits.List() {
			p := c.candidate(i, d)
			lo = vec{min(lo.x, p.x), min(lo.y, p.y)}
			hi = vec{max(hi.x, p.x), max(hi.y, p.y)}
		}
	}
	pad := c.groupPad()
	lw := c.lineWidth()
	dc.SetLineWidth(lw)
	dc.SetDash()
	dc.SetLineJoinBevel()
	dc.DrawRoundedRectangle(lo.x-pad, lo.y-pad, hi.x-lo.x+2*pad, hi.y-lo.y+2*pad, pad)
	dc.Stroke()
	dc.SetLineJoinRound() // gg's default, for the overlay's next use
	return bounds(lw+2, lo.sub(vec{pad, pad}), hi.add(vec{pad, pad}))
}

// groupPad returns how far a group's frame is from its pencil marks'
// centres.
func (c *canvas) groupPad() float64 { return discRadius(c.lay) + c.lineWidth() }

// arrow draws link l as an arrow, solid for a strong link and dashed for
// a weak one, and returns the rectangle it drew in, the middle of its
// curve (where its number goes) and points along it. The arrow bends to
// one side or the other, a little or more: whichever crosses fewest
// filled cells of b, points of earlier links (drawn) and the outside of
// the grid, towards the middle of the grid on a tie; between neighbours
// in a mini-grid it is a hook around their discs. It starts and ends at
// the edge of the marks' discs, or outside a group's frame.
func (c *canvas) arrow(dc *gg.Context, l logic.Link, b *logic.Board, drawn []vec) (image.Rectangle, vec, []vec) {
	from, r0 := c.anchor(l.From, c.centroid(l.To))
	to, r1 := c.anchor(l.To, from)
	d := to.sub(from)
	dist := d.len()
	if dist < 1 {
		return image.Rectangle{}, vec{}, nil
	}
	slot := float64(c.lay.slot())
	head, half := min(0.42*slot, 0.3*dist), 0.2*slot
	mid := from.add(to).scale(0.5)
	middle := c.centre()
	var q vec
	if dist < 1.2*slot {
		half = 0.16 * slot
		normal := vec{-d.y, d.x}.scale(1.1 * slot / dist)
		q = mid.add(normal)
		if q2 := mid.sub(normal); q2.sub(middle).len() < q.sub(middle).len() {
			q = q2
		}
	} else {
		bestCost := math.Inf(1)
		for _, bend := range [...]float64{max(0.15*dist, 0.8*slot), max(0.3*dist, 1.5*slot), max(0.45*dist, 2.4*slot)} {
			for _, sign := range [...]float64{1, -1} {
				cand := mid.add(vec{-d.y, d.x}.scale(sign * bend / dist))
				cost := c.routeCost(from, cand, to, l, b, drawn)
				if bend > 0.8*slot && bend > 0.15*dist {
					cost += 0.5 // the smaller bend on a tie
				}
				if bend > 1.5*slot && bend > 0.3*dist {
					cost += 1 // the widest only to go around a digit
				}
				if mirror := mid.sub(vec{-d.y, d.x}.scale(sign * bend / dist)); cand.sub(middle).len() < mirror.sub(middle).len() {
					cost -= 0.25 // towards the middle on a tie
				}
				if cost < bestCost {
					q, bestCost = cand, cost
				}
			}
		}
	}
	start := from.add(q.sub(from).unit().scale(r0))
	end := to.add(q.sub(to).unit().scale(r1))

	lw := c.lineWidth()
	u := end.sub(q).unit()
	base := end.sub(u.scale(head * 0.8))
	side := vec{-u.y, u.x}.scale(half)

	dc.SetLineWidth(lw)
	// Bevelled joins and, for dashes, square ends: a curve is many short
	// segments, and rounding each of them costs time for no visible
	// difference.
	dc.SetLineJoinBevel()
	if l.Strong() {
		dc.SetDash()
		dc.SetLineCapRound()
	} else {
		dc.SetDash(2.5*lw, 2*lw)
		dc.SetLineCapButt()
	}
	dc.MoveTo(start.x, start.y)
	dc.QuadraticTo(q.x, q.y, base.x, base.y)
	dc.Stroke()
	dc.SetLineCapRound() // gg's defaults, for the overlay's next use
	dc.SetLineJoinRound()
	back := end.sub(u.scale(head))
	dc.MoveTo(end.x, end.y)
	dc.LineTo(back.x+side.x, back.y+side.y)
	dc.LineTo(back.x-side.x, back.y-side.y)
	dc.ClosePath()
	dc.Fill()
	pts := curvePoints(start, q, end)
	return bounds(lw+2, start, q, end, back.add(side), back.sub(side)), quad(start, q, end, 0.5), pts
}

// labelSpot returns where the number of a link goes: of the points along
// its curve (pts, from start to end), the one nearest its middle whose disc
// covers no digit of a filled cell, no pencil mark, no line between boxes
// and no other number.
func (c *canvas) labelSpot(pts []vec, mid vec, b *logic.Board, spots []vec) vec {
	if len(pts) == 0 {
		return mid
	}
	r := float64(c.disc.w) / 2
	slot := float64(c.lay.slot())
	best, bestCost := mid, math.Inf(1)
	for k, p := range pts {
		t := float64(k+1) / float64(len(pts)+1)
		cost := 2 * math.Abs(t-0.5)
		if t < 0.2 || t > 0.8 {
			cost += 2 // too near an end, where the arrow's marks are
		}
		x, y := int(p.x), int(p.y)
		if i := c.cellAt(x, y); i >= 0 {
			if value(b, i) != 0 {
				if p.sub(c.cellCentre(i)).len() < 0.45*float64(c.lay.cell)+r {
					cost += 4
				}
			} else {
				for _, d := range b.Cands[i].List() {
					if p.sub(c.candidate(i, d)).len() < r+0.3*slot {
						cost += 1.5
					}
				}
			}
		} else {
			cost += 1 // on a line
		}
		// The lines between boxes.
		for k := 3; k <= 6; k += 3 {
			at := float64(c.lay.line[k]) + float64(c.lay.thick)/2
			if math.Abs(p.x-at) < r+1 || math.Abs(p.y-at) < r+1 {
				cost += 3
			}
		}
		for _, o := range spots {
			if p.sub(o).len() < 2.2*r {
				cost += 6
			}
		}
		if cost < bestCost {
			best, bestCost = p, cost
		}
	}
	// Off a line between boxes, to the side it leans to, if the curve
	// had no better place.
	for k := 3; k <= 6; k += 3 {
		at := float64(c.lay.line[k]) + float64(c.lay.thick)/2
		if d := best.x - at; math.Abs(d) < r+1 {
			best.x = at + math.Copysign(r+1+float64(c.lay.thick)/2, d)
		}
		if d := best.y - at; math.Abs(d) < r+1 {
			best.y = at + math.Copysign(r+1+float64(c.lay.thick)/2, d)
		}
	}
	return best
}

// curvePoints returns points along the quadratic curve from a to c
// through control point q, without its ends.
func curvePoints(a, q, c vec) []vec {
	const n = 12
	pts := make([]vec, 0, n-1)
	for k := 1; k < n; k++ {
		pts = append(pts, quad(a, q, c, float64(k)/n))
	}
	return pts
}

// quad returns the point at t of the quadratic curve from a to c through
// control point q.
func quad(a, q, c vec, t float64) vec {
	u := 1 - t
	return a.scale(u * u).add(q.scale(2 * u * t)).add(c.scale(t * t))
}

// routeCost scores the curve from a to c through q: a point over a filled
// cell costs 1, and 3 more over its digit, near a point of an earlier
// link 2, outside the grid 3.
func (c *canvas) routeCost(a, q, z vec, l logic.Link, b *logic.Board, drawn []vec) float64 {
	g := c.lay.grid()
	near := float64(c.lay.slot()) * 0.6
	cost := 0.0
	for _, p := range curvePoints(a, q, z) {
		x, y := int(p.x), int(p.y)
		if x < g.Min.X || y < g.Min.Y || x >= g.Max.X || y >= g.Max.Y {
			cost += 3
			continue
		}
		if i := c.cellAt(x, y); i >= 0 && value(b, i) != 0 {
			cost++
			if p.sub(c.cellCentre(i)).len() < 0.35*float64(c.lay.cell) {
				cost += 3 // across the digit itself: it looks struck out
			}
		}
		for _, e := range drawn {
			if p.sub(e).len() < near {
				cost += 2
				break
			}
		}
	}
	return cost
}

// cellAt returns the cell at pixel (x, y), or -1 on a line or outside.
func (c *canvas) cellAt(x, y int) int {
	col, row := -1, -1
	for k := range 9 {
		if x >= c.lay.start[k] && x < c.lay.start[k]+c.lay.cell {
			col = k
		}
		if y >= c.lay.start[k] && y < c.lay.start[k]+c.lay.cell {
			row = k
		}
	}
	if col < 0 || row < 0 {
		return -1
	}
	return 9*row + col
}

// anchor returns where an arrow to or from node n ends: the centre of the
// node's pencil mark nearest to point toward, and how far from it the
// arrow stops.
func (c *canvas) anchor(n logic.Node, toward vec) (vec, float64) {
	var best vec
	bestDist := math.Inf(1)
	for _, i := range n.Cells.Cells() {
		p := c.candidate(i, n.Digit)
		if d := p.sub(toward).len(); d < bestDist {
			best, bestDist = p, d
		}
	}
	if n.Cells.Count() > 1 {
		return best, c.groupPad() + c.lineWidth()
	}
	return best, discRadius(c.lay) + 1
}

// centroid returns the middle of node n's pencil marks.
func (c *canvas) centroid(n logic.Node) vec {
	var sum vec
	cells := n.Cells.Cells()
	for _, i := range cells {
		sum = sum.add(c.candidate(i, n.Digit))
	}
	return sum.scale(1 / float64(len(cells)))
}

// candidate returns the centre of digit d's pencil mark in cell i.
func (c *canvas) candidate(i, d int) vec {
	p := c.lay.candidate(i, d)
	return vec{float64(p.X), float64(p.Y)}
}

// centre returns the centre of the grid.
func (c *canvas) centre() vec {
	p := c.lay.centre(40)
	return vec{float64(p.X), float64(p.Y)}
}

// bounds returns the pixels covered by the points, widened by pad.
func bounds(pad float64, ps ...vec) image.Rectangle {
	lo, hi := ps[0], ps[0]
	for _, p := range ps[1:] {
		lo = vec{min(lo.x, p.x), min(lo.y, p.y)}
		hi = vec{max(hi.x, p.x), max(hi.y, p.y)}
	}
	return image.Rect(int(math.Floor(lo.x-pad)), int(math.Floor(lo.y-pad)), int(math.Ceil(hi.x+pad)), int(math.Ceil(hi.y+pad)))
}

// A vec is a point or a direction on the picture, in pixels.
type vec struct{ x, y float64 }

func (a vec) add(b vec) vec       { return vec{a.x + b.x, a.y + b.y} }
func (a vec) sub(b vec) vec       { return vec{a.x - b.x, a.y - b.y} }
func (a vec) scale(k float64) vec { return vec{k * a.x, k * a.y} }
func (a vec) len() float64        { return math.Hypot(a.x, a.y) }
func (a vec) unit() vec {
	if n := a.len(); n > 0 {
		return a.scale(1 / n)
	}
	return vec{}
}
