package render

import (
	"image"
	"math"
	"slices"

	"github.com/fogleman/gg"

	"sudokubot/solver/logic"
)

// chains draws the links of chains as arrows from one pencil mark to the
// next, and a rounded frame around each node of several cells. gg draws
// them on an overlay, merged into the canvas in black.
func (c *canvas) chains(chains []logic.Chain) {
	if LinkCount(chains) == 0 {
		return
	}
	o := c.overlays.Get().(*overlay)
	defer c.overlays.Put(o)
	var dirty image.Rectangle
	var groups []logic.Node
	for _, ch := range chains {
		for _, l := range ch {
			for _, n := range [2]logic.Node{l.From, l.To} {
				if n.Cells.Count() > 1 && !slices.ContainsFunc(groups, func(g logic.Node) bool {
					return g.Digit == n.Digit && g.Cells == n.Cells
				}) {
					groups = append(groups, n)
					dirty = dirty.Union(c.group(o.dc, n))
				}
			}
			dirty = dirty.Union(c.arrow(o.dc, l))
		}
	}
	c.merge(o, dirty, black)
}

// lineWidth returns the width of the links' lines.
func (c *canvas) lineWidth() float64 { return max(1.5, float64(c.lay.slot())/10) }

// group draws a rounded frame around the pencil marks of a node of several
// cells and returns the rectangle it drew in.
func (c *canvas) group(dc *gg.Context, n logic.Node) image.Rectangle {
	lo, hi := vec{math.Inf(1), math.Inf(1)}, vec{math.Inf(-1), math.Inf(-1)}
	for _, i := range n.Cells.Cells() {
		p := c.candidate(i, n.Digit)
		lo = vec{min(lo.x, p.x), min(lo.y, p.y)}
		hi = vec{max(hi.x, p.x), max(hi.y, p.y)}
	}
	pad := c.groupPad()
	lw := c.lineWidth()
	dc.SetLineWidth(lw)
	dc.SetDash()
	dc.DrawRoundedRectangle(lo.x-pad, lo.y-pad, hi.x-lo.x+2*pad, hi.y-lo.y+2*pad, pad)
	dc.Stroke()
	return bounds(lw+2, lo.sub(vec{pad, pad}), hi.add(vec{pad, pad}))
}

// groupPad returns how far a group's frame is from its pencil marks'
// centres.
func (c *canvas) groupPad() float64 { return discRadius(c.lay) + c.lineWidth() }

// arrow draws link l as an arrow, solid for a strong link and dashed for
// a weak one, and returns the rectangle it drew in. The arrow bends
// towards the middle of the grid, so that a link along a row or column
// does not run over the pencil marks between its ends, nor out of the
// grid; between neighbours in a mini-grid it is a hook around their
// discs. It starts and ends at the edge of the marks' discs, or outside a
// group's frame.
func (c *canvas) arrow(dc *gg.Context, l logic.Link) image.Rectangle {
	from, r0 := c.anchor(l.From, c.centroid(l.To))
	to, r1 := c.anchor(l.To, from)
	d := to.sub(from)
	dist := d.len()
	if dist < 1 {
		return image.Rectangle{}
	}
	slot := float64(c.lay.slot())
	bend := max(0.15*dist, 0.8*slot)
	head, half := min(0.42*slot, 0.3*dist), 0.2*slot
	if dist < 1.2*slot {
		bend, half = 1.1*slot, 0.16*slot
	}
	mid := from.add(to).scale(0.5)
	normal := vec{-d.y, d.x}.scale(bend / dist)
	middle := c.centre()
	q := mid.add(normal)
	if q2 := mid.sub(normal); q2.sub(middle).len() < q.sub(middle).len() {
		q = q2
	}
	start := from.add(q.sub(from).unit().scale(r0))
	end := to.add(q.sub(to).unit().scale(r1))

	lw := c.lineWidth()
	u := end.sub(q).unit()
	base := end.sub(u.scale(head * 0.8))
	side := vec{-u.y, u.x}.scale(half)

	dc.SetLineWidth(lw)
	if l.Strong() {
		dc.SetDash()
	} else {
		dc.SetDash(2.5*lw, 2*lw)
	}
	dc.MoveTo(start.x, start.y)
	dc.QuadraticTo(q.x, q.y, base.x, base.y)
	dc.Stroke()
	back := end.sub(u.scale(head))
	dc.MoveTo(end.x, end.y)
	dc.LineTo(back.x+side.x, back.y+side.y)
	dc.LineTo(back.x-side.x, back.y-side.y)
	dc.ClosePath()
	dc.Fill()
	return bounds(lw+2, start, q, end, back.add(side), back.sub(side))
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
