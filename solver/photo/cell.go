package photo

import (
	"image"
	"math"
	"runtime"
	"sync"
)

// CellSize is the side, in pixels, of a cell in the straightened grid the
// digits are read from.
const CellSize = 40

// GlyphSize is the side of the square a digit is scaled into before it is
// classified.
const GlyphSize = 20

// Features is the number of values a [Glyph] gives the classifier: the
// GlyphSize² ink fractions, then the glyph's height and width relative to
// the cell.
const Features = GlyphSize*GlyphSize + 2

// A Glyph is the mark found in a cell, as the classifier sees it.
type Glyph [Features]float32

// warp straightens the grid outlined by q (in g's coordinates) into a
// square of 9×CellSize pixels, each pixel the mean of up to 4×4 samples of
// g (bilinear), enough to shrink a large grid without aliasing.
func warp(g *image.Gray, q quad) *image.Gray { return warpTo(g, q, 9*CellSize) }

// inkThreshold returns the offset below the local mean at which a pixel
// of the straightened grid g counts as ink: a fifth of the picture's
// contrast, at least 10 grey levels.
func inkThreshold(g *image.Gray) int {
	var hist [256]int
	for _, p := range g.Pix {
		hist[p]++
	}
	lo, hi := pct(&hist, len(g.Pix), 0.03), pct(&hist, len(g.Pix), 0.90)
	return imax(10, (hi-lo)/8)
}

func pct(hist *[256]int, n int, f float64) int {
	lim := int(f * float64(n))
	s := 0
	for v, c := range hist {
		s += c
		if s > lim {
			return v
		}
	}
	return 255
}

// A Mark is what a cell holds: nothing (Found false), or the ink most
// likely to be its digit, as a Glyph. Strong is false for a mark too
// small to be a given for sure (a pencil mark, a speck) but big enough to
// be one.
type Mark struct {
	Glyph  Glyph
	Found  bool
	Strong bool
	// alt holds the same mark seen with a stricter and a looser threshold
	// (altStrict, altLoose), where it is still as big as a digit, for the
	// classifier to judge too: a blurred digit whose strokes run together
	// at the usual threshold shows its shape with a stricter one, and a
	// faint part of a digit shows with a looser one. nAlt is how many are
	// set.
	alt  [2]Glyph
	nAlt int
	// faint: the mark was judged a stain for its low contrast. lost: no
	// mark was found, but the middle of the cell holds as much ink as a
	// digit would (a digit joined to a line, or cut by a misplaced one).
	faint, lost bool
	// overLines: the mark was found only once the grid lines through the
	// cell were erased (a hand's digit over or touching a line); it is a
	// digit only if the classifier reads one in it (see cellProb).
	overLines bool
	// ink is the colour of a digit's ink (see inkColour); marks are the
	// pencil marks found in a cell without a digit; inked, whether such
	// a cell holds ink at all; stray, whether it holds ink that is none
	// of its marks (see smallMarks); edgeInk, whether its only ink lies
	// along the interior's edges (a grid line's, most often).
	ink                   inkColour
	marks                 []smallMark
	inked, stray, edgeInk bool
	// marksIn, if not nil, is where the cell's pencil marks are yet to be
	// looked for (its corners uv in the grid's unit square): they are
	// looked for only in the cells where they may change the reading
	// (see lookForMarks).
	marksIn *marksAt
	uv      [4]float64
}

// marksAt is where the pencil marks of a grid's cells are looked for:
// the picture src (turned over already if dark), the grid's homography
// m, and the grid's ink threshold (see smallMarks).
type marksAt struct {
	src *image.Gray
	m   homography
	ink int
}

// The fractions of the way from a cell's background to its darkest pixels
// at which its ink is looked at: usually a half, and also these.
const (
	altLoose  = 0.3
	altStrict = 0.7
)

// Views returns the glyphs of the mark: as it was found, then as seen
// with the stricter and the looser threshold (see [Mark]) where it was
// still as big as a digit. The classifier judges a cell by all of them.
func (m *Mark) Views() []Glyph {
	return append([]Glyph{m.Glyph}, m.alt[:m.nAlt]...)
}

// Size limits of a digit, as fractions of the cell's side.
const (
	minDigit  = 0.34 // shorter than this, a mark is not a given
	minMark   = 0.24 // shorter than this, it is not even doubtful
	maxOffset = 0.28 // the mark's centre is at most this far from the cell's
	maxLine   = 0.25 // a piece of grid line across a cell is thinner than this
)

// lineProfile returns, for each position across x (vertical lines, if
// vertical) or y of the straightened, thresholded grid b, the ink along
// it, counting only ink in runs longer than most of a cell, so that the
// strokes of digits stacked in a column (a column of 1s) do not pass for a
// line.
func lineProfile(b *bitmap, vertical bool) []int {
	n := 9 * CellSize
	prof := make([]int, n+1)
	long := CellSize * 4 / 5
	for a := 0; a < n; a++ {
		run := 0
		for t := 0; t <= n; t++ {
			ink := false
			if t < n {
				if vertical {
					ink = b.pix[t*b.w+a] != 0
				} else {
					ink = b.pix[a*b.w+t] != 0
				}
			}
			if ink {
				run++
				continue
			}
			if run >= long {
				prof[a] += run
			}
			run = 0
		}
	}
	return prof
}

// A line of a straightened grid's line profile has ink along lineInk of
// the grid or more (a third), and is looked for within lineReach of its
// place (a third of a cell).
const (
	lineInk   = 9 * CellSize / 3
	lineReach = CellSize / 3
)

// gridLines returns the positions of the ten lines of a straightened grid
// from its line profile: each is where the most ink lies within lineReach
// of where it should be (grids drawn as separate boxes, or photos of a
// bent page, have their lines off the even spacing).
func gridLines(prof []int) [10]int {
	n := 9 * CellSize
	var out [10]int
	for k := range out {
		want := k * CellSize
		best := want
		for p := max(0, want-lineReach); p <= min(n-1, want+lineReach); p++ {
			if prof[p] > prof[best] {
				best = p
			}
		}
		// A faint line (or none: a grid without an outer border) keeps
		// its place.
		if prof[best] < lineInk {
			best = want
		}
		out[k] = best
	}
	for k := 1; k < 10; k++ {
		if out[k]-out[k-1] < CellSize/2 {
			out[k] = min(n, out[k-1]+CellSize)
		}
	}
	return out
}

// cellMark finds the mark in the cell of the straightened grid g that
// lies between the lines x0, x1 and y0, y1, and returns it with the cell's
// contrast (its background's grey level minus its darkest pixels'). Ink is
// judged against the cell's own background (the median of its inside), so
// a highlighted cell is read like any other. With again, a mark too small
// for a digit is looked at again with half the threshold: it may be the
// darkest part of a faint digit (the bar of a 7 whose stem is lighter).
func cellMark(g *image.Gray, c, x0, y0, x1, y1 int, again bool) (Mark, int) {
	s := (x1 - x0 + y1 - y0) / 2
	margin := max(2, s/10)
	var cell bitmap
	cell.w, cell.h = x1-x0-2*margin, y1-y0-2*margin
	if cell.w < 4 || cell.h < 4 {
		return Mark{}, 0
	}
	var hist [256]int
	for y := 0; y < cell.h; y++ {
		for _, p := range g.Pix[(y0+margin+y)*g.Stride+x0+margin:][:cell.w] {
			hist[p]++
		}
	}
	// Ink is darker than halfway from the background to the cell's
	// darkest (2nd percentile) pixels, and by at least c: a blurred digit
	// is not made fatter by its halo, and an empty cell's noise is not ink.
	bg := pct(&hist, cell.w*cell.h, 0.5)
	dark := pct(&hist, cell.w*cell.h, 0.02)
	cell.pix = make([]uint8, cell.w*cell.h)
	// mark finds the mark in the ink darker than c; overLines, in the
	// ink of the interior less the grid lines running through it (those
	// that go on beyond the cell), a mark over or touching a line or as
	// big as the interior taken for one.
	mark := func(c int, overLines bool) Mark {
		for y := 0; y < cell.h; y++ {
			row := g.Pix[(y0+margin+y)*g.Stride+x0+margin:][:cell.w]
			for x, p := range row {
				if int(p) < bg-c {
					cell.pix[y*cell.w+x] = 1
				}
			}
		}
		if !overLines {
			return findMark(&cell, s, true, nil)
		}
		eraseLines(g, &cell, x0, y0, x1, y1, margin, bg-c, outerSides(g, x0, y0, x1, y1))
		return findMark(&cell, s, false, func(r region, across bool) bool {
			return goesOn(g, x0, y0, x1, y1, margin, bg-c, r, across)
		})
	}
	m := mark(max(c, (bg-dark)/2), false)
	overLines := false
	if !m.Strong {
		// A hand's digit over or touching a grid line, or filling the
		// interior, was taken for a piece of line: looked for again
		// without the lines that are lines.
		clear(cell.pix)
		if m2 := mark(max(c, (bg-dark)/2), true); m2.Found && m2.Strong && strokes(&cell, s, outerSides(g, x0, y0, x1, y1)) && !hugsEdge(&cell, m2) {
			m, overLines = m2, true
		} else {
			clear(cell.pix)
			mark(max(c, (bg-dark)/2), false) // lostDigit looks at the cell's ink
		}
	}
	m.overLines = overLines
	if !m.Found {
		m.lost = lostDigit(&cell, s)
	}
	if again && m.Found && !m.Strong {
		if m2 := mark(max(6, (bg-dark)/4), false); m2.Strong {
			return m2, bg - dark
		}
	}
	if m.Found && m.Strong {
		for _, f := range [...]float64{altStrict, altLoose} {
			clear(cell.pix)
			a := mark(max(c, int(f*float64(bg-dark)+0.5)), overLines)
			if a.Found && a.Strong {
				m.alt[m.nAlt] = a.Glyph
				m.nAlt++
			}
		}
	}
	return m, bg - dark
}

// lostDigit reports whether the middle of the thresholded cell interior
// c (of a cell of side s), a square of half the cell, holds ink as tall as
// most of it, as wide as a fifth and covering a tenth of it: a digit the
// search for a mark did not find. Pencil marks are thinner.
func lostDigit(c *bitmap, s int) bool {
	half := s / 4
	cx, cy := c.w/2, c.h/2
	minX, minY, maxX, maxY, n := c.w, c.h, -1, -1, 0
	for y := max(0, cy-half); y < min(c.h, cy+half); y++ {
		for x := max(0, cx-half); x < min(c.w, cx+half); x++ {
			if c.pix[y*c.w+x] != 0 {
				n++
				minX, maxX = min(minX, x), max(maxX, x)
				minY, maxY = min(minY, y), max(maxY, y)
			}
		}
	}
	return n*10 >= 4*half*half && maxY-minY+1 >= 4*half*4/5 && maxX-minX+1 >= 2*half*2/5
}

// hasLine reports whether region r of a cell interior w×h (labelled
// labels) has a straight line along one of its sides across it, at the
// interior's edge: a column (if across is false: the region spans the
// cell's height) or a row (if across) of its box that is four-fifths ink
// of the region and lies on the interior's edge (the regions were grown
// by a pixel). A digit as tall as the cell with a straight side (an
// outlined 1, a square display face) has it away from the edge.
func hasLine(labels []int32, w, h int, r region, across bool) bool {
	count := func(fixed int, vertical bool) int {
		n := 0
		if vertical {
			for y := r.minY; y <= r.maxY; y++ {
				if labels[y*w+fixed] == r.id {
					n++
				}
			}
		} else {
			for x := r.minX; x <= r.maxX; x++ {
				if labels[fixed*w+x] == r.id {
					n++
				}
			}
		}
		return n
	}
	const near = 1
	if across {
		long := r.maxX - r.minX + 1
		return (r.minY <= near && 5*count(r.minY, false) >= 4*long) ||
			(r.maxY >= h-1-near && 5*count(r.maxY, false) >= 4*long)
	}
	long := r.maxY - r.minY + 1
	return (r.minX <= near && 5*count(r.minX, true) >= 4*long) ||
		(r.maxX >= w-1-near && 5*count(r.maxX, true) >= 4*long)
}

// eraseLines clears from the thresholded interior c of the cell between
// the lines x0, x1 and y0, y1 of the straightened grid g (its interior
// margin pixels inside them) the rows and columns that are grid lines:
// ink (darker than level) in four-fifths of the row or column and of its
// continuation half a cell beyond the cell on either side where the
// picture has it. A digit's stroke along the cell's edge stops at the
// cell; a grid line goes on. The half of the interior along a side that
// is the grid's outer border (outer: left, top, right, bottom) is left as
// it is: past it, a photo shows the page's shadows and edges, which go
// on too.
func eraseLines(g *image.Gray, c *bitmap, x0, y0, x1, y1, margin, level int, outer [4]bool) {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	half := (x1 - x0 + y1 - y0) / 4
	ink := func(x, y int) (in, n int) {
		if x < 0 || y < 0 || x >= w || y >= h {
			return 0, 0
		}
		if int(g.Pix[y*g.Stride+x]) < level {
			return 1, 1
		}
		return 0, 1
	}
	line := func(inside, n int) bool { return n >= half && 5*inside >= 4*n }
	for y := 0; y < c.h; y++ {
		if outer[1] && 2*y < c.h || outer[3] && 2*y >= c.h {
			continue
		}
		gy := y0 + margin + y
		in, n := 0, 0
		for x := 0; x < c.w; x++ {
			in += int(c.pix[y*c.w+x])
		}
		if 5*in < 4*c.w {
			continue
		}
		for x := x0 - half; x < x0+margin; x++ {
			a, b := ink(x, gy)
			in, n = in+a, n+b
		}
		for x := x1 - margin; x < x1+half; x++ {
			a, b := ink(x, gy)
			in, n = in+a, n+b
		}
		if line(in-c.w, n) {
			clear(c.pix[y*c.w : (y+1)*c.w])
		}
	}
	for x := 0; x < c.w; x++ {
		if outer[0] && 2*x < c.w || outer[2] && 2*x >= c.w {
			continue
		}
		gx := x0 + margin + x
		in, n := 0, 0
		for y := 0; y < c.h; y++ {
			in += int(c.pix[y*c.w+x])
		}
		if 5*in < 4*c.h {
			continue
		}
		for y := y0 - half; y < y0+margin; y++ {
			a, b := ink(gx, y)
			in, n = in+a, n+b
		}
		for y := y1 - margin; y < y1+half; y++ {
			a, b := ink(gx, y)
			in, n = in+a, n+b
		}
		if line(in-c.h, n) {
			for y := 0; y < c.h; y++ {
				c.pix[y*c.w+x] = 0
			}
		}
	}
}

// goesOn reports whether the region r of the thresholded interior of the
// cell between the lines x0, x1 and y0, y1 of the straightened grid g
// (its interior margin pixels inside them), as wide as the interior
// (across) or as tall, goes on beyond the cell like a grid line: on each
// side where the picture goes on, three rows (or columns) in four from
// the margin past the cell's line to half a cell beyond hold ink (darker
// than level) within the region's span. A line through a grid read off
// its place crosses the cells on both sides; a digit beside a hand's 1
// is on one side at most.
func goesOn(g *image.Gray, x0, y0, x1, y1, margin, level int, r region, across bool) bool {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	half := (x1 - x0 + y1 - y0) / 4
	// The region's span across the lines looked at (a column's rows when
	// across, a row's columns when not), and the grey at line t, point u.
	from, to, end, n := y0+margin+r.minY, y0+margin+r.maxY, w, h
	at := func(t, u int) uint8 { return g.Pix[u*g.Stride+t] }
	if !across {
		from, to, end, n = x0+margin+r.minX, x0+margin+r.maxX, h, w
		at = func(t, u int) uint8 { return g.Pix[t*g.Stride+u] }
	}
	if from < 0 || to >= n {
		return true // no line of the picture to look at: taken for one
	}
	// side reports whether the lines from a to b (exclusive) hold ink in
	// the region's span, three in four of those in the picture (all of
	// none).
	side := func(a, b int) bool {
		inked, lines := 0, 0
		for t := max(a, 0); t < min(b, end); t++ {
			lines++
			for u := from; u <= to; u++ {
				if int(at(t, u)) < level {
					inked++
					break
				}
			}
		}
		return lines == 0 || 4*inked >= 3*lines
	}
	if across {
		return side(x0-half, x0-margin) && side(x1+margin, x1+half)
	}
	return side(y0-half, y0-margin) && side(y1+margin, y1+half)
}

// hugsEdge reports whether the mark m found in the interior c lies along
// one of its edges like what is left of a thick or ragged grid line: its
// ink comes near the edge, and the mark spans less than three fifths of the
// interior away from it.
func hugsEdge(c *bitmap, m Mark) bool {
	minX, minY, maxX, maxY := c.w, c.h, -1, -1
	for y := 0; y < c.h; y++ {
		for x := 0; x < c.w; x++ {
			if c.pix[y*c.w+x] != 0 {
				minX, maxX = min(minX, x), max(maxX, x)
				minY, maxY = min(minY, y), max(maxY, y)
			}
		}
	}
	// The glyph's height and width are fractions of the cell's side,
	// which is the interior's plus two margins: near enough here.
	h := float64(m.Glyph[GlyphSize*GlyphSize]) * float64(c.h) * 1.25
	w := float64(m.Glyph[GlyphSize*GlyphSize+1]) * float64(c.w) * 1.25
	ny, nx := c.h/8, c.w/8 // near an edge: the line itself may have been erased
	return (minY <= ny || maxY >= c.h-1-ny) && h < 0.6*float64(c.h) ||
		(minX <= nx || maxX >= c.w-1-nx) && w < 0.6*float64(c.w)
}

// outerSides reports which sides (left, top, right, bottom) of the cell
// between the lines x0, x1 and y0, y1 of the straightened grid g are the
// grid's outer border.
func outerSides(g *image.Gray, x0, y0, x1, y1 int) [4]bool {
	return [4]bool{x0 < CellSize/2, y0 < CellSize/2, x1 > g.Rect.Dx()-CellSize/2, y1 > g.Rect.Dy()-CellSize/2}
}

// outerTouch: the ink of a digit's strokes lies along at most
// 1/outerTouch of a side of the interior that is the grid's outer border
// (see strokes).
const outerTouch = 3

// strokes reports whether the ink of the interior c (of a cell of side
// s) looks like a digit's strokes: as big as a digit away from the
// interior's edges (not a grid line left along them), not a blot (a
// twentieth of it or more in 7×7 squares all ink: a pen's stroke is
// thinner, a shadow or a stain is not), and on none of the sides that
// are the grid's outer border (outer: left, top, right, bottom) along
// more than 1/outerTouch of it: past the border a photo shows the
// shadows and edges of the page, along the side, where a hand's digit
// written up to the border touches it at a stroke's end.
func strokes(c *bitmap, s int, outer [4]bool) bool {
	const r = 3
	ink, deep := 0, 0
	var touch [4]int // ink pixels on each side of the interior
	minX, minY, maxX, maxY := c.w, c.h, -1, -1
	for y := 0; y < c.h; y++ {
		for x := 0; x < c.w; x++ {
			if c.pix[y*c.w+x] == 0 {
				continue
			}
			switch {
			case x == 0:
				touch[0]++
			case x == c.w-1:
				touch[2]++
			}
			switch {
			case y == 0:
				touch[1]++
			case y == c.h-1:
				touch[3]++
			}
			ink++
			if x < r || y < r || x >= c.w-r || y >= c.h-r {
				continue
			}
			minX, maxX = min(minX, x), max(maxX, x)
			minY, maxY = min(minY, y), max(maxY, y)
			all := true
			for dy := -r; dy <= r && all; dy++ {
				for _, v := range c.pix[(y+dy)*c.w+x-r : (y+dy)*c.w+x+r+1] {
					if v == 0 {
						all = false
						break
					}
				}
			}
			if all {
				deep++
			}
		}
	}
	for k, n := range touch {
		if side := [4]int{c.h, c.w, c.h, c.w}[k]; outer[k] && n*outerTouch > side {
			return false
		}
	}
	return 20*deep < ink && float64(max(maxX-minX+1, maxY-minY+1)) >= minDigit*float64(s)
}

// findMark picks the digit-like region of the cell interior c (of a cell
// of side s) and makes it a glyph. With lines, a region that looks like
// a piece of grid line (across the interior, along its edge, or where two
// lines meet) is not one; without, the lines were erased first (see
// eraseLines), and goesOn(r, across) reports whether the thin region r,
// as wide (across) or as tall as the interior, goes on beyond the cell.
func findMark(c *bitmap, s int, lines bool, goesOn func(r region, across bool) bool) Mark {
	// Regions of the ink grown by a pixel, so that a digit broken by
	// thresholding stays one piece.
	labels, regs := regions(dilate(c, 1), 2)
	best := -1
	for i, r := range regs {
		rw, rh := r.maxX-r.minX+1, r.maxY-r.minY+1
		cx := float64(r.minX+r.maxX+1)/2 - float64(c.w)/2
		cy := float64(r.minY+r.maxY+1)/2 - float64(c.h)/2
		if math.Abs(cx) > maxOffset*float64(s) || math.Abs(cy) > maxOffset*float64(s) {
			continue
		}
		// The longer side counts: the grid may be read sideways.
		if float64(max(rw, rh)) < minMark*float64(s) {
			continue // too small
		}
		if rw >= c.w && float64(rh) < maxLine*float64(s) && (lines || r.minY == 0 || r.maxY == c.h-1 || goesOn(r, true)) ||
			rh >= c.h && float64(rw) < maxLine*float64(s) && (lines || r.minX == 0 || r.maxX == c.w-1 || goesOn(r, false)) {
			// A piece of line across the cell. Once the lines were
			// erased, a thin stroke as long as the interior, away from
			// its sides, is one only if it goes on beyond the cell: a
			// hand's 1 as tall as the interior stops at its edges.
			continue
		}
		if lines && ((rw >= c.w && (rh >= c.h || hasLine(labels, c.w, c.h, r, true))) ||
			(rh >= c.h && hasLine(labels, c.w, c.h, r, false))) {
			// A mark joined to a piece of grid line, unless the lines
			// were erased. (A digit as tall as a cell squeezed by a line
			// found off its place, wider than a line and without one
			// along its sides, is not one.)
			continue
		}
		if lines && gridCorner(labels, c.w, c.h, r, s) {
			continue // where two grid lines meet, not a digit
		}
		if best < 0 || r.n > regs[best].n {
			best = i
		}
	}
	if best < 0 {
		return Mark{}
	}
	r := regs[best]
	// Take in the pieces of a broken digit: regions whose box lies mostly
	// within the chosen one's, grown a little.
	minX, minY, maxX, maxY := r.minX, r.minY, r.maxX, r.maxY
	in := map[int32]bool{r.id: true}
	grow := 2
	for _, o := range regs {
		if o.id == r.id {
			continue
		}
		if o.minX >= r.minX-grow && o.maxX <= r.maxX+grow && o.minY >= r.minY-grow && o.maxY <= r.maxY+grow {
			in[o.id] = true
		}
	}
	// The box of the ink itself (the regions were grown by a pixel).
	minX, minY, maxX, maxY = maxX, maxY, minX, minY
	for y := r.minY - grow; y <= r.maxY+grow; y++ {
		for x := r.minX - grow; x <= r.maxX+grow; x++ {
			if x >= 0 && y >= 0 && x < c.w && y < c.h && c.pix[y*c.w+x] != 0 && in[labels[y*c.w+x]] {
				minX, maxX = min(minX, x), max(maxX, x)
				minY, maxY = min(minY, y), max(maxY, y)
			}
		}
	}
	if maxX < minX {
		return Mark{}
	}
	var m Mark
	m.Found = true
	m.Strong = float64(max(maxY-minY+1, maxX-minX+1)) >= minDigit*float64(s)
	m.Glyph = glyphOf(c, labels, in, minX, minY, maxX, maxY, s)
	return m
}

// glyphOf returns the glyph of the ink of c in the box (minX, minY) to
// (maxX, maxY) that belongs to the regions in (labelled labels), in a
// cell of side s: the box scaled to fit the glyph, centred, each glyph
// pixel the fraction of its 3×3 samples on ink, then the box's height and
// width as fractions of s.
func glyphOf(c *bitmap, labels []int32, in map[int32]bool, minX, minY, maxX, maxY, s int) Glyph {
	var out Glyph
	h := maxY - minY + 1
	w := maxX - minX + 1
	scale := float64(GlyphSize-2) / float64(imax(h, w))
	// Centre the box in the glyph.
	offX := (float64(GlyphSize) - float64(w)*scale) / 2
	offY := (float64(GlyphSize) - float64(h)*scale) / 2
	const sub = 3
	for gy := 0; gy < GlyphSize; gy++ {
		for gx := 0; gx < GlyphSize; gx++ {
			hit := 0
			for sy := 0; sy < sub; sy++ {
				for sx := 0; sx < sub; sx++ {
					px := (float64(gx)+(float64(sx)+0.5)/sub-offX)/scale + float64(minX)
					py := (float64(gy)+(float64(sy)+0.5)/sub-offY)/scale + float64(minY)
					x, y := int(math.Floor(px)), int(math.Floor(py))
					if x < minX || x > maxX || y < minY || y > maxY {
						continue
					}
					if in[labels[y*c.w+x]] && c.pix[y*c.w+x] != 0 {
						hit++
					}
				}
			}
			out[gy*GlyphSize+gx] = float32(hit) / (sub * sub)
		}
	}
	out[GlyphSize*GlyphSize] = float32(h) / float32(s)
	out[GlyphSize*GlyphSize+1] = float32(w) / float32(s)
	return out
}

// gridCorner reports whether the region r of the cell interior (of w×h
// pixels, labelled labels) lies along two adjacent edges of it for at
// least half its length each: a piece of the grid lines' corner left in
// the cell, not a digit (which touches an edge at most at a point).
func gridCorner(labels []int32, w, h int, r region, s int) bool {
	rw, rh := r.maxX-r.minX+1, r.maxY-r.minY+1
	along := func(x0, y0, dx, dy, n int) int {
		k := 0
		for i := range n {
			if labels[(y0+i*dy)*w+x0+i*dx] == r.id {
				k++
			}
		}
		return k
	}
	var col, row int
	var ex, ey int // the edges touched
	switch {
	case r.minX == 0:
		col = along(0, r.minY, 0, 1, rh)
	case r.maxX == w-1:
		col, ex = along(w-1, r.minY, 0, 1, rh), w-1
	default:
		return false
	}
	switch {
	case r.minY == 0:
		row = along(r.minX, 0, 1, 0, rw)
	case r.maxY == h-1:
		row, ey = along(r.minX, h-1, 1, 0, rw), h-1
	default:
		return false
	}
	if 2*col < rh || 2*row < rw {
		return false
	}
	// A corner of lines has its ink along the two edges; a digit as big
	// as the cell with a flat top and a straight side (a square display
	// face) touches them too, but is nearly as tall as the cell and has
	// ink away from them.
	if 5*rh < 4*h {
		return true
	}
	band := max(2, int(maxLine*float64(s)/2))
	away := 0
	for y := r.minY; y <= r.maxY; y++ {
		for x := r.minX; x <= r.maxX; x++ {
			if labels[y*w+x] == r.id && abs(x-ex) > band && abs(y-ey) > band {
				away++
			}
		}
	}
	return 4*away < r.n
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// CellGlyph finds the mark in one cell picture (grey, dark ink on a light
// background, about CellSize pixels square, grid lines at its edges
// allowed) and returns its glyph. found is false for an empty cell; strong
// is false for a mark too small to be a digit for sure. It is what [Read]
// does for each of the 81 cells, given so that a classifier can be trained
// on exactly what Read will show it.
func CellGlyph(cell *image.Gray) (g Glyph, found, strong bool) {
	c := cell
	if c.Rect.Dx() != CellSize || c.Rect.Dy() != CellSize {
		c = resize(cell, CellSize)
	}
	m, _ := cellMark(c, inkThreshold(c), 0, 0, CellSize, CellSize, true)
	return m.Glyph, m.Found, m.Strong
}

// resize scales g to a square of side n (bilinear, with up to 4×4
// samples).
func resize(g *image.Gray, n int) *image.Gray {
	w, h := float64(g.Rect.Dx()), float64(g.Rect.Dy())
	q := quad{{0, 0}, {w, 0}, {w, h}, {0, h}}
	out := warpTo(g, q, n)
	return out
}

// warpTo is warp to a square of side n: each pixel averages k×k
// bilinear samples, k the picture's pixels per output pixel (1 to 4). A
// large warp's rows are shared among the processors (each row is computed
// alone, so the result is the same however they are shared).
func warpTo(g *image.Gray, q quad, n int) *image.Gray {
	m, _ := squareToQuad(q)
	out := image.NewGray(image.Rect(0, 0, n, n))
	span := math.Max(math.Hypot(q[1].X-q[0].X, q[1].Y-q[0].Y), math.Hypot(q[3].X-q[0].X, q[3].Y-q[0].Y))
	k := imax(1, imin(4, int(math.Ceil(span/float64(n)))))
	// The homography's terms in u, one per column of samples, computed
	// once: m.at's sums, in its order, from them.
	inv := 1 / float64(n*k)
	cols := make([]float64, 3*n*k)
	au, du, gu := cols[:n*k], cols[n*k:2*n*k], cols[2*n*k:]
	for j := range au {
		u := (float64(j) + 0.5) * inv
		au[j], du[j], gu[j] = m.a*u, m.d*u, m.g*u
	}
	rows := func(from, to int) {
		w, h := g.Rect.Dx(), g.Rect.Dy()
		pix, stride := g.Pix, g.Stride
		for ty := from; ty < to; ty++ {
			line := out.Pix[ty*out.Stride : ty*out.Stride+n]
			for tx := range line {
				s := 0.0
				for sy := 0; sy < k; sy++ {
					v := (float64(ty*k+sy) + 0.5) * inv
					bv, ev, hv := m.b*v, m.e*v, m.h*v
					for j := tx * k; j < tx*k+k; j++ {
						wt := gu[j] + hv + 1
						x, y := (au[j]+bv+m.c)/wt, (du[j]+ev+m.f)/wt
						// bilinear's inside case written out (bilinear is
						// too big to be inlined, and nearly every sample
						// is inside): the same sums in the same order.
						if x0, y0 := int(x-0.5), int(y-0.5); x >= 0.5 && y >= 0.5 && x0+1 < w && y0+1 < h {
							row := pix[y0*stride+x0:][:stride+2]
							s += mix(float64(row[0]), float64(row[1]), float64(row[stride]), float64(row[stride+1]), x-0.5-float64(x0), y-0.5-float64(y0))
							continue
						}
						s += bilinear(g, w, h, x, y)
					}
				}
				line[tx] = uint8(s/float64(k*k) + 0.5)
			}
		}
	}
	parts := 1
	if n*n*k*k >= parallelSamples {
		parts = imin(runtime.GOMAXPROCS(0), n)
	}
	if parts == 1 {
		rows(0, n)
		return out
	}
	var wg sync.WaitGroup
	for p := range parts {
		wg.Go(func() { rows(p*n/parts, (p+1)*n/parts) })
	}
	wg.Wait()
	return out
}

// parallelSamples is the fewest samples a warp shares among processors:
// a grid's straightening (360² pixels of up to 16 samples), not a cell's.
const parallelSamples = 1 << 18

// bilinear returns g's grey at x, y (pixel centres at half units),
// interpolated between its four nearest pixels; past the picture's edge
// the edge's pixels stand in.
func bilinear(g *image.Gray, w, h int, x, y float64) float64 {
	x, y = x-0.5, y-0.5
	if x >= 0 && y >= 0 {
		// Inside, as nearly every point is: the four pixels at once (and
		// the floors are the conversions' truncations).
		x0, y0 := int(x), int(y)
		if x0+1 < w && y0+1 < h {
			i := y0*g.Stride + x0
			row := g.Pix[i : i+g.Stride+2]
			return mix(float64(row[0]), float64(row[1]), float64(row[g.Stride]), float64(row[g.Stride+1]), x-float64(x0), y-float64(y0))
		}
	}
	x0, y0 := int(math.Floor(x)), int(math.Floor(y))
	px := func(x, y int) float64 {
		x, y = imax(0, imin(w-1, x)), imax(0, imin(h-1, y))
		return float64(g.Pix[y*g.Stride+x])
	}
	return mix(px(x0, y0), px(x0+1, y0), px(x0, y0+1), px(x0+1, y0+1), x-float64(x0), y-float64(y0))
}

// mix interpolates between four pixels (top left, top right, bottom left,
// bottom right) at fx, fy of the way across and down.
func mix(p00, p10, p01, p11, fx, fy float64) float64 {
	top := p00*(1-fx) + p10*fx
	bot := p01*(1-fx) + p11*fx
	return top*(1-fy) + bot*fy
}
