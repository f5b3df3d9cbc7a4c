package render

import (
	"cmp"
	"image"
	"math"
	"slices"

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
// mark to the next, numbered if it is one path of three links or more,
// each routed around the digits of filled cells (see arrow), and a
// rounded frame around each node of several cells. gg draws them on an
// overlay, merged into the canvas in black; the numbers are then stamped
// on white discs ringed in black, each where it covers no pencil mark, no
// digit, no line between boxes and no other number (see labelSpot).
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
	var spots [][]vec // the discs of the numbers placed, so that they keep apart
	drawn := c.newTrace()
	// One path of three links or more is numbered; several short chains
	// (the sides of a pattern) are not.
	numbered := len(chains) == 1 && len(chains[0]) >= 3
	for _, ch := range chains {
		for k, l := range ch {
			r, cv, pts := c.arrow(o.dc, l, b, drawn)
			dirty = append(dirty, r)
			drawn.add(pts)
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
			if n <= maxLabelAny && r != (image.Rectangle{}) {
				at, on := c.labelSpot(cv, n, b, spots)
				if at.sub(on).len() > 1.4*float64(c.lay.slot()) {
					dirty = append(dirty, c.leader(o.dc, at, on))
					c.leaders++
				}
				discs, nd := c.labelDiscs(at, n)
				spots = append(spots, discs[:nd])
				c.spots = append(c.spots, at)
				c.spotNumbers = append(c.spotNumbers, n)
				numbers = append(numbers, label{at, n})
			}
		}
	}
	for _, r := range dirty {
		c.merge(o, r, black)
	}
	for _, lb := range numbers {
		p := image.Pt(int(math.Round(lb.at.x)), int(math.Round(lb.at.y)))
		s := c.labelSprite(lb.n)
		discs, nd := c.labelDiscs(lb.at, lb.n)
		for _, k := range [2]ink{black, white} {
			s := &c.edge
			if k == white {
				s = &c.disc
			}
			for _, d := range discs[:nd] {
				c.stamp(s, image.Pt(int(math.Round(d.x)), int(math.Round(d.y))), k)
			}
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

// leader draws a thin line from a number's disc at at to the point on of
// the link it numbers, and returns the rectangle it drew in.
func (c *canvas) leader(dc *gg.Context, at, on vec) image.Rectangle {
	lw := max(1, c.lineWidth()/2)
	u := on.sub(at).unit()
	from := at.add(u.scale(float64(c.edge.w) / 2))
	dc.SetLineWidth(lw)
	dc.SetDash()
	dc.MoveTo(from.x, from.y)
	dc.LineTo(on.x, on.y)
	dc.Stroke()
	return bounds(lw+2, from, on)
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
// a weak one, and returns the rectangle it drew in, its curve (start,
// control point, end) and points along it. The arrow is a quadratic
// curve, straight or bent to one side or the other, its bend a little or
// more and its top in the middle or nearer one end: whichever crosses no
// digit of a filled cell of b (drawn across, a digit looks struck out),
// fewest filled cells, fewest earlier links (drawn) and stays in the
// grid, the gentlest and towards the middle of the grid on a tie; between
// neighbours in a mini-grid it is a hook around their discs. It starts
// and ends at the edge of the marks' discs, or outside a group's frame.
func (c *canvas) arrow(dc *gg.Context, l logic.Link, b *logic.Board, drawn *trace) (image.Rectangle, [4]vec, []vec) {
	from, r0 := c.anchor(l.From, c.centroid(l.To))
	to, r1 := c.anchor(l.To, from)
	d := to.sub(from)
	dist := d.len()
	if dist < 1 {
		return image.Rectangle{}, [4]vec{}, nil
	}
	slot := float64(c.lay.slot())
	head, half := min(0.42*slot, 0.3*dist), 0.2*slot
	mid := from.add(to).scale(0.5)
	middle := c.centre()
	var q vec
	bestCost := math.Inf(1)
	if dist < 1.2*slot {
		half = 0.16 * slot
		bestCost = 0
		normal := vec{-d.y, d.x}.scale(1.1 * slot / dist)
		q = mid.add(normal)
		if q2 := mid.sub(normal); q2.sub(middle).len() < q.sub(middle).len() {
			q = q2
		}
	} else {
		n := vec{-d.y, d.x}.scale(1 / dist)
		for k, bend := range [...]float64{max(0.15*dist, 0.8*slot), 0, max(0.3*dist, 1.5*slot), max(0.45*dist, 2.4*slot), max(0.65*dist, 3.4*slot)} {
			for _, at := range [...]float64{0.5, 0.3, 0.7} {
				if bend == 0 && at != 0.5 {
					continue
				}
				for _, sign := range [...]float64{1, -1} {
					if bend == 0 && sign < 0 {
						continue
					}
					base := from.add(d.scale(at))
					cand := base.add(n.scale(sign * bend))
					cost := c.routeCost(toCubic(from, cand, to), r0, r1, b, drawn)
					// The gentlest curve that does the job: the first
					// bend, then straight, then wider ones, and a top
					// off the middle only to get around something.
					cost += []float64{0, 0.4, 0.5, 1.5, 2.5}[k]
					if at != 0.5 {
						cost += 0.75
					}
					if mirror := base.sub(n.scale(sign * bend)); cand.sub(middle).len() < mirror.sub(middle).len() {
						cost -= 0.25 // towards the middle on a tie
					}
					if cost < bestCost {
						q, bestCost = cand, cost
					}
				}
			}
		}
	}
	cv := toCubic(from, q, to)
	if bestCost >= digitCost {
		// No bend gets around the digits on the way (a long link along
		// a row of givens): an S or a flat arch, whose middle runs
		// between the digits and the cells' edges.
		n := vec{-d.y, d.x}.scale(1 / dist)
		cell := float64(c.lay.cell)
		for _, k := range [...]float64{0.45, 0.55, 0.65, 0.8, 1.1, 1.5} {
			for _, ab := range [...][2]float64{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}, {1, 0.5}, {0.5, 1}, {-1, -0.5}, {-0.5, -1}} {
				try := [4]vec{from, from.add(d.scale(0.2)).add(n.scale(ab[0] * k * cell)), from.add(d.scale(0.8)).add(n.scale(ab[1] * k * cell)), to}
				cost := c.routeCost(try, r0, r1, b, drawn) + 1 + k
				if cost < bestCost {
					cv, bestCost = try, cost
				}
			}
		}
	}
	start := from.add(cv[1].sub(from).unit().scale(r0))
	end := to.add(cv[2].sub(to).unit().scale(r1))
	cv[0], cv[3] = start, end

	lw := c.lineWidth()
	u := end.sub(cv[2]).unit()
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
	dc.CubicTo(cv[1].x, cv[1].y, cv[2].x, cv[2].y, base.x, base.y)
	dc.Stroke()
	dc.SetLineCapRound() // gg's defaults, for the overlay's next use
	dc.SetLineJoinRound()
	back := end.sub(u.scale(head))
	dc.MoveTo(end.x, end.y)
	dc.LineTo(back.x+side.x, back.y+side.y)
	dc.LineTo(back.x-side.x, back.y-side.y)
	dc.ClosePath()
	dc.Fill()
	pts := curvePoints(cv)
	c.curves = append(c.curves, cv)
	return bounds(lw+2, start, cv[1], cv[2], end, back.add(side), back.sub(side)), cv, pts
}

// toCubic returns the quadratic curve from a to z through control point q
// as a cubic one.
func toCubic(a, q, z vec) [4]vec {
	return [4]vec{a, a.add(q.sub(a).scale(2.0 / 3)), z.add(q.sub(z).scale(2.0 / 3)), z}
}

// labelDiscs returns the centres of the white discs number n is written
// on, at at, and how many: one, or three in a row for a wide number.
func (c *canvas) labelDiscs(at vec, n int) ([3]vec, int) {
	w := c.labelWidth(n)
	if w <= c.disc.w*3/4 {
		return [3]vec{at}, 1
	}
	off := float64((w + 1) / 2)
	if w <= c.disc.w*3/2 {
		off = float64(w / 4)
	}
	return [3]vec{at.add(vec{-off, 0}), at, at.add(vec{off, 0})}, 3
}

// labelSpot returns where the number n of the link drawn as curve cv
// goes: on its curve, nearest its middle, or else beside it, but never
// where its discs would cover a pencil mark (one b has, or one the hint
// marks), the digit of a filled cell, a line between boxes, the edge of
// the grid or another number (spots). At phone size a cell's marks leave
// no room between them, so the number often sits in the slot of a
// candidate the cell no longer has, or in the corner of a filled cell.
// If no place near the link is free, it goes farther, up to two cells
// away (the caller draws a leader line to on, the point of the curve it
// belongs to), or at worst where it covers least.
func (c *canvas) labelSpot(cv [4]vec, n int, b *logic.Board, spots [][]vec) (at, on vec) {
	var best, bestOn vec
	bestBad := math.MaxInt
	// Near the curve first, then farther, with a leader line: a best-first
	// walk over the points of the curve and the offsets from them, in the
	// order of cost, the distance from the middle of the curve and from
	// the curve.
	const samples = 16
	var pts [samples + 1]vec
	var base [samples + 1]float64
	for k := range pts {
		t := 0.1 + 0.8*float64(k)/samples
		base[k] = 2 * math.Abs(t-0.5)
		if t < 0.2 || t > 0.8 {
			base[k] += 1.5 // near an end, where the arrow's marks are
		}
		pts[k] = cubic(cv, t)
	}
	slot := float64(c.lay.slot())
	for pass, offsets := range [3][]offset{c.nearOffsets, c.farOffsets, c.farthestOffsets} {
		// The points of a pass tried, on a grid of half its offsets' step:
		// those of one point of the curve overlap its neighbours'.
		step := max(1, slot/[3]float64{8, 6, 4}[pass])
		side := int(float64(c.lay.size)/step) + 1
		if cap(c.tried) < side*side {
			c.tried = make([]bool, side*side)
		}
		tried := c.tried[:side*side]
		clear(tried)
		var next [samples + 1]int
		var cost [samples + 1]float64 // of the next offset of each point
		for k := range cost {
			cost[k] = base[k] + offsets[0].cost
		}
		for {
			k := 0
			for j := 1; j <= samples; j++ {
				if cost[j] < cost[k] {
					k = j
				}
			}
			if math.IsInf(cost[k], 1) {
				break
			}
			off := offsets[next[k]].v
			if next[k]++; next[k] < len(offsets) {
				cost[k] = base[k] + offsets[next[k]].cost
			} else {
				cost[k] = math.Inf(1)
			}
			p := pts[k].add(off)
			p = vec{math.Round(p.x), math.Round(p.y)}
			gx, gy := int(p.x/step), int(p.y/step)
			if gx < 0 || gy < 0 || gx >= side || gy >= side || tried[gy*side+gx] {
				continue
			}
			tried[gy*side+gx] = true
			discs, nd := c.labelDiscs(p, n)
			bad := c.labelCovers(discs[:nd], b, spots, bestBad)
			if bad == 0 {
				return p, pts[k]
			}
			if bad < bestBad {
				best, bestOn, bestBad = p, pts[k], bad
			}
		}
	}
	return best, bestOn
}

// An offset is where a number may go from a point of its link, and what
// going that far from the link costs.
type offset struct {
	v    vec
	cost float64
}

// labelOffsets returns the offsets, from a point of a link, where its
// number may go: on a square lattice of the given step within reach of
// it, nearest first; the cost of each is 2.5 per slot (of side slot).
func labelOffsets(reach, step, slot float64) []offset {
	var out []offset
	for dy := -reach; dy <= reach; dy += step {
		for dx := -reach; dx <= reach; dx += step {
			if d := math.Hypot(dx, dy); d <= reach {
				out = append(out, offset{vec{dx, dy}, 2.5 * d / slot})
			}
		}
	}
	slices.SortStableFunc(out, func(a, b offset) int { return cmp.Compare(a.cost, b.cost) })
	return out
}

// labelCovers counts what discs of a number's radius centred at ps
// would cover: pencil marks, digits, lines between boxes, the grid's edge
// and the discs of other numbers (spots). It stops counting at limit.
func (c *canvas) labelCovers(ps []vec, b *logic.Board, spots [][]vec, limit int) int {
	rad := float64(c.edge.w) / 2
	l := &c.lay
	var edges [4]int
	edges[0], edges[1], edges[2], edges[3] = c.edges()
	bad := 0
	for _, p := range ps {
		// The lines between boxes and around the part of the grid shown.
		for k := 0; k <= 9; k += 3 {
			for axis, at := range [2]float64{p.y, p.x} {
				lo, hi := float64(l.line[k])-rad, float64(l.line[k]+l.thick)+rad
				switch {
				case k < edges[2*axis] || k > edges[2*axis+1]:
					continue
				case k == edges[2*axis]:
					lo = -math.MaxFloat64
				case k == edges[2*axis+1]:
					hi = math.MaxFloat64
				}
				if at > lo && at < hi {
					bad++
				}
			}
		}
		for _, o := range spots {
			for _, q := range o {
				if p.sub(q).len() < 2*rad {
					bad++
				}
			}
		}
		if bad >= limit {
			return bad
		}
		// The digits and pencil marks of the cells the disc reaches.
		var rows, cols [9]int
		nr, nc := 0, 0
		for k := range 9 {
			lo, hi := float64(l.start[k]), float64(l.start[k]+l.cell)
			if p.y+rad > lo && p.y-rad < hi {
				rows[nr], nr = k, nr+1
			}
			if p.x+rad > lo && p.x-rad < hi {
				cols[nc], nc = k, nc+1
			}
		}
		for _, row := range rows[:nr] {
			for _, col := range cols[:nc] {
				i := 9*row + col
				if v := value(b, i); v != 0 {
					if spriteNear(&c.digits[givenStyle][v], c.cellCentre(i), p, rad) {
						bad++
					}
					continue
				}
				marks := b.Cands[i] & logic.AllDigits
				if c.looks != nil {
					for d := 1; d <= 9; d++ {
						if c.looks[i][d] > faint {
							marks |= 1 << d
						}
					}
				}
				for _, d := range marks.List() {
					if spriteNear(&c.digits[markStyle][d], c.candidate(i, d), p, rad) {
						bad++
					}
				}
			}
		}
	}
	return bad
}

// spriteNear reports whether p is nearer than r to the box of sprite s
// centred on at.
func spriteNear(s *sprite, at, p vec, r float64) bool {
	dx := max(at.x-float64(s.w)/2-p.x, 0, p.x-at.x-float64(s.w)/2)
	dy := max(at.y-float64(s.h)/2-p.y, 0, p.y-at.y-float64(s.h)/2)
	return dx*dx+dy*dy < r*r
}

// curvePoints returns points along the cubic curve cv, without its ends.
func curvePoints(cv [4]vec) []vec {
	const n = 12
	pts := make([]vec, 0, n-1)
	for k := 1; k < n; k++ {
		pts = append(pts, cubic(cv, float64(k)/n))
	}
	return pts
}

// cubic returns the point at t of the cubic curve cv (start, two control
// points, end).
func cubic(cv [4]vec, t float64) vec {
	u := 1 - t
	return cv[0].scale(u * u * u).add(cv[1].scale(3 * u * u * t)).add(cv[2].scale(3 * u * t * t)).add(cv[3].scale(t * t * t))
}

// A trace records where the links drawn so far pass, on a grid of
// squares a fifth of a slot wide: a point marks the squares within about
// 0.6 slot of it.
type trace struct {
	side, n int
	on      []bool
}

func (c *canvas) newTrace() *trace {
	side := max(1, c.lay.slot()/5)
	n := c.lay.size/side + 1
	return &trace{side: side, n: n, on: make([]bool, n*n)}
}

// add marks the squares around the points.
func (t *trace) add(pts []vec) {
	for _, p := range pts {
		x, y := int(p.x)/t.side, int(p.y)/t.side
		for j := max(0, y-3); j <= min(t.n-1, y+3); j++ {
			for i := max(0, x-3); i <= min(t.n-1, x+3); i++ {
				t.on[j*t.n+i] = true
			}
		}
	}
}

// near reports whether a link drawn so far passes near p.
func (t *trace) near(p vec) bool {
	x, y := int(p.x)/t.side, int(p.y)/t.side
	return x >= 0 && y >= 0 && x < t.n && y < t.n && t.on[y*t.n+x]
}

// digitCost is what a route pays for each of its points over the digit of
// a filled cell: more than any route around it.
const digitCost = 100

// routeCost scores the cubic curve cv, whose drawn part starts r0 after
// its start and ends r1 before its end: a point over a filled cell costs
// 0.25, and digitCost more over its digit (drawn across, it looks struck
// out), near an earlier link 0.5, outside the grid 1.5.
func (c *canvas) routeCost(cv [4]vec, r0, r1 float64, b *logic.Board, drawn *trace) float64 {
	g := c.shown()
	clear := c.lineWidth()/2 + 1
	cv[0] = cv[0].add(cv[1].sub(cv[0]).unit().scale(r0))
	cv[3] = cv[3].add(cv[2].sub(cv[3]).unit().scale(r1))
	// Points close enough together that none steps over a digit: the
	// other costs are per 24 points, whatever the curve's length.
	length := cv[0].sub(cv[1]).len() + cv[1].sub(cv[2]).len() + cv[2].sub(cv[3]).len()
	n := max(24, int(length/(0.3*float64(c.lay.slot())))+1)
	w := 24 / float64(n)
	cost, digits := 0.0, 0.0
	for k := 1; k < n; k++ {
		p := cubic(cv, float64(k)/float64(n))
		x, y := int(p.x), int(p.y)
		if x < g.Min.X || y < g.Min.Y || x >= g.Max.X || y >= g.Max.Y {
			cost += 1.5 * w
			if c.zoomedIn {
				digits++ // cut off by the picture's edge
			}
			continue
		}
		if i := c.cellAt(x, y); i >= 0 {
			if v := value(b, i); v != 0 {
				cost += 0.25 * w
				if spriteNear(&c.digits[givenStyle][v], c.cellCentre(i), p, clear) {
					digits++
				}
			}
		}
		if drawn.near(p) {
			cost += 0.5 * w
		}
	}
	return cost + digitCost*min(digits, 1+digits*w)
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

// centre returns the centre of the part of the grid shown.
func (c *canvas) centre() vec {
	r := c.shown()
	return vec{float64(r.Min.X+r.Max.X) / 2, float64(r.Min.Y+r.Max.Y) / 2}
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
