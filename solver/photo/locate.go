package photo

import (
	"image"
	"math"
	"slices"
)

// locateSize is the longest side of the copy of the picture the grid is
// looked for in.
const locateSize = 1280

// A point is a position in a picture, in pixels.
type point struct{ X, Y float64 }

// A quad is a grid's outline: its top-left, top-right, bottom-right and
// bottom-left corners.
type quad [4]point

// A homography maps the unit square (u, v in [0, 1]) onto a quad.
type homography struct{ a, b, c, d, e, f, g, h float64 }

// squareToQuad returns the homography that maps the corners (0,0), (1,0),
// (1,1), (0,1) of the unit square to q's four corners (Heckbert, 1989).
func squareToQuad(q quad) (homography, bool) {
	p0, p1, p2, p3 := q[0], q[1], q[2], q[3]
	sx := p0.X - p1.X + p2.X - p3.X
	sy := p0.Y - p1.Y + p2.Y - p3.Y
	var m homography
	if math.Abs(sx) < 1e-9 && math.Abs(sy) < 1e-9 {
		m = homography{a: p1.X - p0.X, b: p3.X - p0.X, c: p0.X, d: p1.Y - p0.Y, e: p3.Y - p0.Y, f: p0.Y}
	} else {
		dx1, dx2 := p1.X-p2.X, p3.X-p2.X
		dy1, dy2 := p1.Y-p2.Y, p3.Y-p2.Y
		den := dx1*dy2 - dx2*dy1
		if math.Abs(den) < 1e-9 {
			return m, false
		}
		g := (sx*dy2 - dx2*sy) / den
		h := (dx1*sy - sx*dy1) / den
		m = homography{
			a: p1.X - p0.X + g*p1.X, b: p3.X - p0.X + h*p3.X, c: p0.X,
			d: p1.Y - p0.Y + g*p1.Y, e: p3.Y - p0.Y + h*p3.Y, f: p0.Y,
			g: g, h: h,
		}
	}
	return m, true
}

// at maps (u, v) of the unit square into the picture.
func (m homography) at(u, v float64) (x, y float64) {
	w := m.g*u + m.h*v + 1
	return (m.a*u + m.b*v + m.c) / w, (m.d*u + m.e*v + m.f) / w
}

// quadOf maps the rectangle u0..u1, v0..v1 of the unit square into the
// picture: its corners from (u0, v0), clockwise as a quad's.
func (m homography) quadOf(u0, v0, u1, v1 float64) quad {
	var q quad
	for k, uv := range [4][2]float64{{u0, v0}, {u1, v0}, {u1, v1}, {u0, v1}} {
		q[k].X, q[k].Y = m.at(uv[0], uv[1])
	}
	return q
}

// convex reports whether q is a convex quad with its corners in clockwise
// order (on screen) and no side shorter than min.
func (q quad) convex(min float64) bool {
	for i := range 4 {
		a, b, c := q[i], q[(i+1)%4], q[(i+2)%4]
		if math.Hypot(b.X-a.X, b.Y-a.Y) < min {
			return false
		}
		if (b.X-a.X)*(c.Y-b.Y)-(b.Y-a.Y)*(c.X-b.X) <= 0 {
			return false
		}
	}
	return true
}

// area returns the area of q (shoelace formula).
func (q quad) area() float64 {
	a := 0.0
	for i := range 4 {
		p, n := q[i], q[(i+1)%4]
		a += p.X*n.Y - n.X*p.Y
	}
	return math.Abs(a) / 2
}

// scaled returns q with every coordinate multiplied by s.
func (q quad) scaled(s float64) quad {
	for i := range q {
		q[i].X *= s
		q[i].Y *= s
	}
	return q
}

// shrink returns a copy of g reduced by an integer factor so that its
// longest side is at most max, each pixel the mean of the ones it covers.
func shrink(g *image.Gray, max int) (*image.Gray, int) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	k := (imax(w, h) + max - 1) / max
	if k <= 1 {
		return g, 1
	}
	sw, sh := w/k, h/k
	out := image.NewGray(image.Rect(0, 0, sw, sh))
	// Each row alone, the rows shared among the processors.
	eachCell(sh, func(y int) {
		sum := make([]int, sw)
		for dy := 0; dy < k; dy++ {
			row := g.Pix[(y*k+dy)*g.Stride:]
			for x := 0; x < sw; x++ {
				s := 0
				for _, p := range row[x*k : x*k+k] {
					s += int(p)
				}
				sum[x] += s
			}
		}
		for x := range sum {
			out.Pix[y*out.Stride+x] = uint8(sum[x] / (k * k))
		}
	})
	return out, k
}

// invert turns g's grey levels over in place.
func invert(g *image.Gray) {
	for i := range g.Pix {
		g.Pix[i] = 255 - g.Pix[i]
	}
}

// A bitmap is a black-and-white picture: 1 for ink, 0 for background.
type bitmap struct {
	w, h int
	pix  []uint8
}

func (b *bitmap) at(x, y int) bool {
	return x >= 0 && y >= 0 && x < b.w && y < b.h && b.pix[y*b.w+x] != 0
}

// threshold marks as ink the pixels darker by more than c than the mean of
// the (2r+1)² square around them (adaptive thresholding with an integral
// image, so the cost does not depend on r).
func threshold(g *image.Gray, r, c int) *bitmap {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	ii := make([]int32, (w+1)*(h+1))
	for y := 0; y < h; y++ {
		var s int32
		row := g.Pix[y*g.Stride:]
		for x := 0; x < w; x++ {
			s += int32(row[x])
			ii[(y+1)*(w+1)+x+1] = ii[y*(w+1)+x+1] + s
		}
	}
	b := &bitmap{w: w, h: h, pix: make([]uint8, w*h)}
	// Each row alone, the rows shared among the processors.
	eachCell(h, func(y int) {
		y0, y1 := imax(0, y-r), imin(h, y+r+1)
		row := g.Pix[y*g.Stride:]
		for x := 0; x < w; x++ {
			x0, x1 := imax(0, x-r), imin(w, x+r+1)
			s := ii[y1*(w+1)+x1] - ii[y0*(w+1)+x1] - ii[y1*(w+1)+x0] + ii[y0*(w+1)+x0]
			n := int32((y1 - y0) * (x1 - x0))
			if int32(row[x])*n < s-int32(c)*n {
				b.pix[y*w+x] = 1
			}
		}
	})
	return b
}

// dilate returns b with every ink pixel grown into a (2r+1)² square.
func dilate(b *bitmap, r int) *bitmap {
	tmp := make([]uint8, len(b.pix))
	for y := 0; y < b.h; y++ {
		run := -1 << 30 // last ink x
		for x := 0; x < b.w+r; x++ {
			if x < b.w && b.pix[y*b.w+x] != 0 {
				run = x
			}
			if t := x - r; t >= 0 && t < b.w && x-run <= 2*r {
				tmp[y*b.w+t] = 1
			}
		}
	}
	out := &bitmap{w: b.w, h: b.h, pix: make([]uint8, len(b.pix))}
	for x := 0; x < b.w; x++ {
		run := -1 << 30
		for y := 0; y < b.h+r; y++ {
			if y < b.h && tmp[y*b.w+x] != 0 {
				run = y
			}
			if t := y - r; t >= 0 && t < b.h && y-run <= 2*r {
				out.pix[t*b.w+x] = 1
			}
		}
	}
	return out
}

// A region is a connected set of ink pixels (8-connected).
type region struct {
	id                     int32
	n                      int
	minX, minY, maxX, maxY int
	// Extreme points: smallest and largest x+y and x−y.
	tl, br, tr, bl point
}

// regions labels the connected ink regions of b; labels holds each pixel's
// region id (0 for background, i+1 for regions[i]). Regions smaller than
// minSide in both directions are labelled but not returned.
func regions(b *bitmap, minSide int) (labels []int32, out []region) {
	labels = make([]int32, b.w*b.h)
	var stack []int32
	var next int32
	for start := range b.pix {
		if b.pix[start] == 0 || labels[start] != 0 {
			continue
		}
		next++
		r := region{id: next, minX: b.w, minY: b.h, maxX: -1, maxY: -1}
		sMin, sMax, dMin, dMax := math.MaxInt, math.MinInt, math.MaxInt, math.MinInt
		labels[start] = next
		stack = append(stack[:0], int32(start))
		for len(stack) > 0 {
			p := int(stack[len(stack)-1])
			stack = stack[:len(stack)-1]
			x, y := p%b.w, p/b.w
			r.n++
			r.minX, r.maxX = imin(r.minX, x), imax(r.maxX, x)
			r.minY, r.maxY = imin(r.minY, y), imax(r.maxY, y)
			if s := x + y; s < sMin {
				sMin, r.tl = s, point{float64(x), float64(y)}
			}
			if s := x + y; s > sMax {
				sMax, r.br = s, point{float64(x), float64(y)}
			}
			if d := x - y; d > dMax {
				dMax, r.tr = d, point{float64(x), float64(y)}
			}
			if d := x - y; d < dMin {
				dMin, r.bl = d, point{float64(x), float64(y)}
			}
			for dy := -1; dy <= 1; dy++ {
				yy := y + dy
				if yy < 0 || yy >= b.h {
					continue
				}
				for dx := -1; dx <= 1; dx++ {
					xx := x + dx
					if xx < 0 || xx >= b.w {
						continue
					}
					q := yy*b.w + xx
					if b.pix[q] != 0 && labels[q] == 0 {
						labels[q] = next
						stack = append(stack, int32(q))
					}
				}
			}
		}
		if r.maxX-r.minX+1 >= minSide || r.maxY-r.minY+1 >= minSide {
			out = append(out, r)
		}
	}
	return labels, out
}

// A candidate is an outline that may be the grid, with how well the
// picture inside it looks like a 9×9 grid.
type candidate struct {
	q     quad
	score float64
}

// locate finds the grid in the (small) picture g: the outline of a region
// of ink inside which the lines of a 9×9 grid are found. ok is false if no
// region qualifies; cut then reports that a large region touched the edge
// of the picture (a grid cut off).
func locate(g *image.Gray) (q quad, ok, cut bool) {
	c, ok, cut := locateScored(g, true)
	return c.q, ok, cut
}

// locateScored is locate, with the score of the outline found; unless
// thorough, only the ink as it is is looked at (not with its gaps closed,
// nor thinned).
func locateScored(g *image.Gray, thorough bool) (best candidate, ok, cut bool) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	side := imin(w, h)
	r := imax(5, side/40)
	bin := threshold(g, r, 8)
	best = candidate{score: -1}
	passes := 2
	if !thorough {
		passes = 1
	}
	for pass := range passes {
		b := bin
		grow := 0
		if pass == 1 {
			// Second chance for grids drawn as separate boxes or with
			// broken lines: close gaps of up to about 1% of the picture.
			grow = imax(1, side/120)
			b = dilate(bin, grow)
		}
		c, anyCut := bestCandidate(b, side, grow)
		cut = cut || anyCut
		switch {
		case best.score < 0:
			if c.score > best.score {
				best = c
			}
		case c.score >= 0 && c.q.area() > 2*best.q.area():
			// The first pass found a small grid-like square (one box of
			// a grid drawn as nine separate boxes): the whole grid wins.
			best = c
		}
		// A grid filling a good part of the picture needs no second look.
		if best.score >= 0 && best.q.area() > 0.15*float64(w*h) {
			break
		}
	}
	// A grid whose border touches other ink (a page's frame, a caption,
	// the text of a neighbouring column) is part of a larger region, whose
	// outline is the picture's edge or a poor fit of the grid. Such a
	// region is taken apart by thinning the ink by a pixel or two, which
	// breaks thin bridges but not the grid's border, and the outlines
	// found are judged, like all others, on the ink as it was.
	if thorough && (best.score < weakGrid || best.q.touches(w, h)) {
		for _, e := range []int{1, 2} {
			c, _ := bestCandidateOf(erode(bin, e), bin, side, 0)
			if c.score > best.score && !c.q.touches(w, h) {
				best = c
			}
		}
	}
	if best.score < 0 {
		return best, false, cut
	}
	return best, true, false
}

// weakGrid is the score under which a grid found is looked for again
// inside its region: the true grids of the 160 training photos score 1.5
// or more, the page's frame that held one of them 1.25.
const weakGrid = 1.4

// touches reports whether a corner of q lies within 3 pixels of the edge
// of a w×h picture.
func (q quad) touches(w, h int) bool {
	for _, p := range q {
		if p.X < 3 || p.Y < 3 || p.X > float64(w-4) || p.Y > float64(h-4) {
			return true
		}
	}
	return false
}

// erode returns b with every pixel within r of the background (in a
// (2r+1)² square) made background.
func erode(b *bitmap, r int) *bitmap {
	inv := &bitmap{w: b.w, h: b.h, pix: make([]uint8, len(b.pix))}
	for i, p := range b.pix {
		inv.pix[i] = 1 - p
	}
	out := dilate(inv, r)
	for i, p := range out.pix {
		out.pix[i] = 1 - p
	}
	return out
}

// bestCandidate tries the largest regions of b and returns the best
// outline found (score < 0 if none looks like a grid), and whether a large
// region touched the edge of the picture.
func bestCandidate(b *bitmap, side, grow int) (best candidate, cut bool) {
	return bestCandidateOf(b, b, side, grow)
}

// bestCandidateOf is bestCandidate with the regions taken from b and the
// outlines scored on ink.
func bestCandidateOf(b, ink *bitmap, side, grow int) (best candidate, cut bool) {
	best.score = -1
	labels, regs := regions(b, side/5)
	slices.SortFunc(regs, func(a, b region) int {
		return (b.maxX-b.minX)*(b.maxY-b.minY) - (a.maxX-a.minX)*(a.maxY-a.minY)
	})
	if len(regs) > 6 {
		regs = regs[:6]
	}
	for _, r := range regs {
		rw, rh := r.maxX-r.minX+1, r.maxY-r.minY+1
		if rw*3 < rh || rh*3 < rw {
			continue
		}
		touches := r.minX <= 0 || r.minY <= 0 || r.maxX >= b.w-1 || r.maxY >= b.h-1
		g := float64(grow)
		outlines := []quad{
			{{r.tl.X + g, r.tl.Y + g}, {r.tr.X - g, r.tr.Y + g}, {r.br.X - g, r.br.Y - g}, {r.bl.X + g, r.bl.Y - g}},
			{{float64(r.minX) + g, float64(r.minY) + g}, {float64(r.maxX) - g, float64(r.minY) + g},
				{float64(r.maxX) - g, float64(r.maxY) - g}, {float64(r.minX) + g, float64(r.maxY) - g}},
		}
		if fq, ok := fitSides(labels, b.w, r, outlines[0]); ok {
			outlines = append(outlines, fq)
		}
		found := false
		for _, q := range outlines {
			if !q.convex(float64(side) / 6) {
				continue
			}
			if !squarish(q, 1.3) {
				// A Sudoku grid is square: seen from the side its
				// outline's opposite sides stay within 30% of each other
				// (a calendar's 7×5 grid is not one).
				continue
			}
			if touches && (!squarish(q, 1.18) || !fillsRegion(q, r, b.w, b.h)) {
				// A grid-like part of a region that runs off the
				// picture (five columns of a grid cut off: far from
				// square, or short of the region's end) is not the
				// grid.
				continue
			}
			s := gridScore(ink, q)
			if s > best.score {
				best = candidate{q: q, score: s}
				found = true
			}
		}
		if !found && touches && gridLike(labels, b.w, r) {
			cut = true
		}
	}
	return best, cut
}

// squarish reports whether q's opposite sides, averaged, are within a
// ratio of each other.
func squarish(q quad, ratio float64) bool {
	d := func(a, b point) float64 { return math.Hypot(a.X-b.X, a.Y-b.Y) }
	across := d(q[0], q[1]) + d(q[3], q[2])
	down := d(q[0], q[3]) + d(q[1], q[2])
	return across < ratio*down && down < ratio*across
}

// fillsRegion reports whether the outline q spans the region r on each
// side where r touches the edge of the w×h picture (to within 2% of
// q's shorter side, and 3 pixels).
func fillsRegion(q quad, r region, w, h int) bool {
	minX, minY, maxX, maxY := q[0].X, q[0].Y, q[0].X, q[0].Y
	for _, p := range q[1:] {
		minX, maxX = math.Min(minX, p.X), math.Max(maxX, p.X)
		minY, maxY = math.Min(minY, p.Y), math.Max(maxY, p.Y)
	}
	tol := 3 + 0.02*math.Min(maxX-minX, maxY-minY)
	switch {
	case r.minX <= 0 && minX-float64(r.minX) > tol:
	case r.minY <= 0 && minY-float64(r.minY) > tol:
	case r.maxX >= w-1 && float64(r.maxX)-maxX > tol:
	case r.maxY >= h-1 && float64(r.maxY)-maxY > tol:
	default:
		return true
	}
	return false
}

// gridLike reports whether region r (of the labelling labels, w wide)
// looks like part of a grid: at least three long straight lines across
// it in each direction, with clear gaps between them. A photo's shapes,
// a poster's text and pictures do not; a grid running off the picture
// does.
func gridLike(labels []int32, w int, r region) bool {
	rw, rh := r.maxX-r.minX+1, r.maxY-r.minY+1
	lines := func(vertical bool) int {
		n, across := rh, rw // bands along y, each covering columns
		if vertical {
			n, across = rw, rh
		}
		band := imax(2, imin(rw, rh)/80)
		cover := make([]float64, n)
		seen := make([]int32, across)
		for i := range n {
			hit := 0
			for k := i; k < imin(n, i+band); k++ {
				for j := range across {
					x, y := r.minX+j, r.minY+k
					if vertical {
						x, y = r.minX+k, r.minY+j
					}
					if labels[y*w+x] == r.id && seen[j] != int32(i+1) {
						seen[j] = int32(i + 1)
						hit++
					}
				}
			}
			cover[i] = float64(hit) / float64(across)
		}
		// Lines: runs of bands mostly covered, thin (under a twelfth of
		// the region), with gaps under a quarter covered between them.
		count, run, gap := 0, 0, true
		for i := range n {
			switch {
			case cover[i] >= 0.6:
				run++
			case cover[i] < 0.25:
				if run > 0 && run <= n/12 && gap {
					count++
				}
				if run == 0 {
					gap = true
				} else {
					gap = run <= n/12
				}
				run = 0
			default:
				if run > 0 {
					run++
				}
			}
		}
		if run > 0 && run <= n/12 && gap {
			count++
		}
		return count
	}
	return lines(false) >= 3 && lines(true) >= 3
}

// fitSides refines the rough corners q of region r: along each side, it
// takes the region's outermost pixel across the side at many places,
// fits a straight line through them (ignoring those far from it) and
// intersects the four lines. This follows bent or rounded corners better
// than the extreme points alone.
func fitSides(labels []int32, w int, r region, q quad) (quad, bool) {
	var lines [4][3]float64 // a x + b y = c
	for s := range 4 {
		a, b := q[s], q[(s+1)%4]
		// Inward normal of side a→b for clockwise corners.
		dx, dy := b.X-a.X, b.Y-a.Y
		l := math.Hypot(dx, dy)
		if l < 1 {
			return q, false
		}
		nx, ny := -dy/l, dx/l
		var pts []point
		const n = 40
		depth := l / 9 // look at most a ninth of the grid inwards
		for i := 2; i < n-1; i++ {
			t := float64(i) / n
			px, py := a.X+dx*t-nx*depth/4, a.Y+dy*t-ny*depth/4
			for k := 0.0; k < depth*1.25; k++ {
				x, y := int(px+nx*k+0.5), int(py+ny*k+0.5)
				if x >= r.minX && x <= r.maxX && y >= r.minY && y <= r.maxY && labels[y*w+x] == r.id {
					pts = append(pts, point{float64(x), float64(y)})
					break
				}
			}
		}
		if len(pts) < 8 {
			return q, false
		}
		line, ok := fitLine(pts, dx/l, dy/l)
		if !ok {
			return q, false
		}
		lines[s] = line
	}
	var out quad
	for i := range 4 {
		// Corner i is where side i-1 meets side i.
		l1, l2 := lines[(i+3)%4], lines[i]
		det := l1[0]*l2[1] - l1[1]*l2[0]
		if math.Abs(det) < 1e-9 {
			return q, false
		}
		out[i] = point{(l1[2]*l2[1] - l1[1]*l2[2]) / det, (l1[0]*l2[2] - l1[2]*l2[0]) / det}
		if math.Hypot(out[i].X-q[i].X, out[i].Y-q[i].Y) > math.Hypot(q[2].X-q[0].X, q[2].Y-q[0].Y)/10 {
			return q, false
		}
	}
	return out, true
}

// fitLine fits a line through pts, which run roughly along direction
// (ux, uy): least squares twice, the second time without the points more
// than 1.5 pixels (or twice the typical distance) from the first line.
func fitLine(pts []point, ux, uy float64) ([3]float64, bool) {
	nx, ny := -uy, ux
	keep := pts
	var line [3]float64
	for round := range 3 {
		if len(keep) < 5 {
			return line, false
		}
		// Points as (t, d): position along the side and offset across.
		var st, sd, stt, std float64
		for _, p := range keep {
			t, d := p.X*ux+p.Y*uy, p.X*nx+p.Y*ny
			st, sd, stt, std = st+t, sd+d, stt+t*t, std+t*d
		}
		k := float64(len(keep))
		den := k*stt - st*st
		if den == 0 {
			return line, false
		}
		slope := (k*std - st*sd) / den
		icpt := (sd - slope*st) / k
		// d = slope t + icpt  →  (n − slope u)·p = icpt
		line = [3]float64{nx - slope*ux, ny - slope*uy, icpt}
		if round == 2 {
			break
		}
		res := make([]float64, 0, len(keep))
		for _, p := range pts {
			res = append(res, math.Abs(p.X*line[0]+p.Y*line[1]-line[2]))
		}
		sorted := slices.Clone(res)
		slices.Sort(sorted)
		lim := math.Max(1.5, 2*sorted[len(sorted)/2])
		keep = keep[:0:0]
		for i, p := range pts {
			if res[i] <= lim {
				keep = append(keep, p)
			}
		}
	}
	return line, true
}

// gridScore measures how much the inside of q looks like a 9×9 grid: the
// ink along the eight inner lines of each direction (the outer border may
// be missing) against the ink halfway between them. It returns a negative
// score if some inner line is mostly missing or lines are not clearly
// inkier than the rows and columns between them.
func gridScore(b *bitmap, q quad) float64 {
	m, ok := squareToQuad(q)
	if !ok {
		return -1
	}
	const n = 72
	// Across a line, ink is looked for at every pixel within tol of its
	// place (a fraction of the grid's side): a thin line a little off its
	// place is not missed between samples.
	span := math.Max(math.Max(math.Hypot(q[1].X-q[0].X, q[1].Y-q[0].Y), math.Hypot(q[2].X-q[3].X, q[2].Y-q[3].Y)),
		math.Max(math.Hypot(q[3].X-q[0].X, q[3].Y-q[0].Y), math.Hypot(q[2].X-q[1].X, q[2].Y-q[1].Y)))
	cover := func(pos float64, vertical bool, tol float64) float64 {
		hit := 0
		steps := max(2, int(math.Ceil(tol*span)))
		for i := range n {
			// Only along the insides of the cells, away from the lines
			// across, which every line crosses.
			t := (float64(i/8) + 0.2 + 0.6*(float64(i%8)+0.5)/8) / 9
			for k := -steps; k <= steps; k++ {
				p := pos + float64(k)*tol/float64(steps)
				var x, y float64
				if vertical {
					x, y = m.at(p, t)
				} else {
					x, y = m.at(t, p)
				}
				if b.at(int(x+0.5), int(y+0.5)) {
					hit++
					break
				}
			}
		}
		return float64(hit) / n
	}
	var line, exact, mid float64
	lowest := 1.0
	for _, vert := range []bool{false, true} {
		for i := 1; i <= 8; i++ {
			// The line may be off its place by a quarter of a cell (an
			// outline a little too large, a bent page) for the test, but
			// the outlines are ranked by the ink right where the lines
			// should be.
			c := 0.0
			for d := -0.25; d <= 0.26; d += 0.125 {
				c = math.Max(c, cover((float64(i)+d)/9, vert, 0.12/9))
			}
			line += c
			lowest = math.Min(lowest, c)
			exact += cover(float64(i)/9, vert, 0.12/9)
		}
		for i := 0; i < 9; i++ {
			mid += cover((float64(i)+0.5)/9, vert, 0.04/9)
		}
	}
	line /= 16
	exact /= 16
	mid /= 18
	if lowest < 0.2 || line < 0.5 || line-mid < 0.3 {
		return -1
	}
	return 1 + exact - mid
}

func imin(a, b int) int {
	if a < b {
		return a
	}
	return b
}

func imax(a, b int) int {
	if a > b {
		return a
	}
	return b
}
