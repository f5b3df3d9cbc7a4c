package photo

import (
	"cmp"
	"image"
	"math"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"sudokubot/solver"
)

// A Layer is the kind of mark a cell holds in a game in progress.
type Layer uint8

// The layers.
const (
	// Empty: nothing a digit or a pencil mark.
	Empty Layer = iota
	// Given: a digit of the puzzle (printed; in an app, the givens'
	// colour).
	Given
	// Entry: a digit the person wrote (in an app, a colour other than
	// the givens').
	Entry
	// Marks: pencil marks, small digits (candidates) in an empty cell.
	Marks
)

// String returns the layer's name: "empty", "given", "entry" or
// "marks".
func (l Layer) String() string {
	switch l {
	case Empty:
		return "empty"
	case Given:
		return "given"
	case Entry:
		return "entry"
	case Marks:
		return "marks"
	}
	return "layer(" + strconv.Itoa(int(l)) + ")"
}

// Candidates is a set of digits 1 to 9: bit d for digit d.
type Candidates uint16

// Has reports whether digit d is in the set.
func (c Candidates) Has(d int) bool { return d >= 1 && d <= 9 && c&(1<<d) != 0 }

// Len returns the number of digits in the set.
func (c Candidates) Len() int { return bits.OnesCount16(uint16(c &^ 1 & 0x3fe)) }

// String returns the digits of the set in increasing order ("" for
// none).
func (c Candidates) String() string {
	var b strings.Builder
	for d := 1; d <= 9; d++ {
		if c.Has(d) {
			b.WriteByte(byte('0' + d))
		}
	}
	return b.String()
}

// ParseCandidates parses digits 1 to 9 in any order, each at most once
// ("" is the empty set).
func ParseCandidates(s string) (Candidates, bool) {
	var c Candidates
	for _, r := range s {
		if r < '1' || r > '9' || c&(1<<(r-'0')) != 0 {
			return 0, false
		}
		c |= 1 << (r - '0')
	}
	return c, true
}

// Givens returns the cells read as givens (0 elsewhere).
func (rd *Reading) Givens() solver.Grid { return rd.layer(Given) }

// Entries returns the cells read as the person's entries (0 elsewhere).
func (rd *Reading) Entries() solver.Grid { return rd.layer(Entry) }

func (rd *Reading) layer(l Layer) solver.Grid {
	var g solver.Grid
	for i, v := range rd.Grid {
		if rd.Layers[i] == l {
			g[i] = v
		}
	}
	return g
}

// Marks returns each cell's pencil marks (none but in cells whose layer
// is [Marks]).
func (rd *Reading) Marks() [81]Candidates { return rd.Candidates }

// CellConfidence returns the probability that cell i is read right
// altogether: its value (Confidence) and its layer, with its candidates
// for a cell of pencil marks (LayerConfidence).
func (rd *Reading) CellConfidence(i int) float32 { return rd.Confidence[i] * rd.LayerConfidence[i] }

// An inkColour is the colour of a cell's ink: its contrast in grey
// levels (its background's lightness less its darkest pixels', in the
// picture as read: turned over for a dark theme) and its chroma (Cb and
// Cr less 128: 0 for grey ink, and for a picture without colour).
type inkColour struct {
	c, u, v float32
	// bg is the lightness of the cell's background (the median of its
	// interior): uneven light scales it and c alike.
	bg float32
}

// inkOf measures the ink of the cell x0..x1, y0..y1 (the interior, less
// a margin) of the straightened grid: y its grey as read (turned over
// for a dark theme), cb and cr its chroma planes, straightened alike (nil for none),
// contrast the cell's contrast. Each pixel mixes the ink and the
// background (a share a of ink, from its lightness: 0 at the
// background's, the median, 1 at the ink's, the background's less the
// contrast), and its chroma mixes theirs alike, so the ink's chroma is
// the background's plus the sum of the chroma's departures from the
// background's over the sum of the shares. Sums, not pixels, because the
// chroma planes of a JPEG have half the resolution of its lightness and
// are smoothed: a thin stroke's chroma is spread and faded, but its sum
// is kept. A background of any colour (a highlighted cell) leaves the
// ink's chroma as it is.
func inkOf(y, cb, cr *image.Gray, x0, y0, x1, y1, contrast int) inkColour {
	out := inkColour{c: float32(contrast)}
	if x1 <= x0 || y1 <= y0 {
		return out
	}
	var hl, hb, hr [256]int
	n := (x1 - x0) * (y1 - y0)
	for yy := y0; yy < y1; yy++ {
		for _, p := range y.Pix[yy*y.Stride+x0 : yy*y.Stride+x1] {
			hl[p]++
		}
	}
	bg := pct(&hl, n, 0.5)
	out.bg = float32(bg)
	if cb == nil || contrast <= 0 {
		return out
	}
	for yy := y0; yy < y1; yy++ {
		for xx := x0; xx < x1; xx++ {
			hb[cb.Pix[yy*cb.Stride+xx]]++
			hr[cr.Pix[yy*cr.Stride+xx]]++
		}
	}
	bb, br := pct(&hb, n, 0.5), pct(&hr, n, 0.5)
	var sa, sb, sr float64
	for yy := y0; yy < y1; yy++ {
		for xx := x0; xx < x1; xx++ {
			// In the picture as read the ink is darker.
			a := float64(bg-int(y.Pix[yy*y.Stride+xx])) / float64(contrast)
			sa += min(1, max(0, a))
			sb += float64(int(cb.Pix[yy*cb.Stride+xx]) - bb)
			sr += float64(int(cr.Pix[yy*cr.Stride+xx]) - br)
		}
	}
	if sa < 1 {
		return out
	}
	out.u = float32(float64(bb-128) + sb/sa)
	out.v = float32(float64(br-128) + sr/sa)
	return out
}

// A smallMark is a small digit in a cell (a pencil mark): its glyph, its
// height and width as fractions of the cell in the glyph's features, and
// its centre relative to the cell's, as fractions of the cell (−0.5 to
// 0.5, x rightwards, y downwards).
type smallMark struct {
	glyph Glyph
	x, y  float32
}

// Sizes of a pencil mark, as fractions of the cell's side, at the side
// markSide a cell is looked at again for pencil marks. The cell's
// background and darkest ink are measured in its interior less a band of
// 1/innerBand of its side along the edges (pieces of grid lines); marks
// are found at lowShare percent of the darkest ink's contrast, each then
// thresholded at half its own. Pieces of ink at most mergeGap apart, or
// of one mark at the lower threshold, are one mark if together they are
// at most mergedMarkH tall and mergedMarkW wide.
const (
	markSide     = 96
	minMarkH     = 0.08 // shorter, a speck
	maxMarkH     = 0.33 // taller, not a pencil mark (a digit is taller than minDigit)
	maxMarkW     = 0.30
	maxSmallMark = 9
	innerBand    = 10
	lowShare     = 25 // percent
	mergeGap     = 0.04
	mergedMarkH  = 0.27
	mergedMarkW  = 0.24
)

// smallMarks looks for pencil marks in the cell of the grid outlined by q
// in src (turned over already if dark) whose corners are at u0..u1,
// v0..v1 of the unit square: the cell is straightened again at markSide
// pixels and its small regions of ink (grown by a pixel, and pieces of one
// mark put together, so a mark broken by thresholding stays one) of a
// pencil mark's size are the marks, at most maxSmallMark of them. A
// digit's cell is looked at too: marks in a column or a row of a 3×3 run
// together as tall as a digit. minInk is the grid's ink threshold. inked
// reports whether the cell holds ink at all, and stray whether it holds
// ink that is neither a mark, nor a speck, nor a piece of grid line (a
// region too big for a mark: marks run together, or into a line), which
// makes the marks read doubtful.
func smallMarks(src *image.Gray, m homography, u0, v0, u1, v1 float64, minInk int) (marks []smallMark, inked, stray, edges bool) {
	g := warpTo(src, m.quadOf(u0, v0, u1, v1), markSide)
	margin := markSide / 20
	var c bitmap
	c.w, c.h = markSide-2*margin, markSide-2*margin
	// The background and the darkest pixels: the darkest hundredth, or
	// for a cell with one or two thin marks the darkest three
	// thousandths; away from the interior's edges, where pieces of grid
	// lines are (a line's ink, darker than a pencil's, would set the
	// threshold above the marks'), and if there is no ink there, in the
	// whole interior (whether the cell holds ink at all).
	contrast := func(x0, y0, x1, y1 int) (bg, dark int) {
		var hist [256]int
		for y := y0; y < y1; y++ {
			for _, p := range g.Pix[(y+margin)*g.Stride+margin+x0:][:x1-x0] {
				hist[p]++
			}
		}
		n := (x1 - x0) * (y1 - y0)
		bg, dark = pct(&hist, n, 0.5), pct(&hist, n, 0.01)
		if bg-dark < 2*minInk {
			dark = pct(&hist, n, 0.003)
		}
		return bg, dark
	}
	in := c.w / innerBand
	bg, dark := contrast(in, in, c.w-in, c.h-in)
	if bg-dark < 2*minInk {
		if bg, dark := contrast(0, 0, c.w, c.h); bg-dark >= 2*minInk {
			return nil, true, false, true // ink along the edges only
		}
		return nil, false, false, false // no ink to speak of
	}
	t := max(minInk, (bg-dark)/2)
	// Each mark at half its own darkness: marks written with more or less
	// pressure are found at a threshold lower than the cell's (lowShare of
	// its darkest ink), and each is then thresholded at half its own
	// darkest pixels', so that a paler mark is not thinned or broken.
	tl := max(minInk, (bg-dark)*lowShare/100)
	var low bitmap
	low.w, low.h = c.w, c.h
	low.pix = make([]uint8, c.w*c.h)
	for y := 0; y < c.h; y++ {
		for x, p := range g.Pix[(y+margin)*g.Stride+margin:][:c.w] {
			if int(p) < bg-tl {
				low.pix[y*c.w+x] = 1
			}
		}
	}
	lowLabels, lowRegs := regions(&low, 0)
	darkest := make([]int, len(lowRegs)+1)
	for k := range darkest {
		darkest[k] = 255
	}
	for y := 0; y < c.h; y++ {
		for x, p := range g.Pix[(y+margin)*g.Stride+margin:][:c.w] {
			if id := lowLabels[y*c.w+x]; id != 0 {
				darkest[id] = min(darkest[id], int(p))
			}
		}
	}
	c.pix = make([]uint8, c.w*c.h)
	for y := 0; y < c.h; y++ {
		for x, p := range g.Pix[(y+margin)*g.Stride+margin:][:c.w] {
			id := lowLabels[y*c.w+x]
			if id != 0 && int(p) < bg-max(tl, min(t, (bg-darkest[id])/2)) {
				c.pix[y*c.w+x] = 1
			}
		}
	}
	// Pieces of grid lines along the interior's edges go first, so that a
	// mark touching one is not taken for part of a line.
	clearLines(&c)
	labels, regs := regions(dilate(&c, 1), 2)
	// The pieces of ink: each region's box of the ink itself (the regions
	// were grown by a pixel), less pieces of grid lines and stray ink.
	type piece struct {
		ids                    map[int32]bool
		low                    int32
		n                      int
		minX, minY, maxX, maxY int
	}
	var ps []piece
	edgePiece := false // a short piece along an edge: a line's, or a digit's stroke
	for _, r := range regs {
		minX, minY, maxX, maxY := r.maxX, r.maxY, r.minX, r.minY
		for y := r.minY; y <= r.maxY; y++ {
			for x := r.minX; x <= r.maxX; x++ {
				if labels[y*c.w+x] == r.id && c.pix[y*c.w+x] != 0 {
					minX, maxX = min(minX, x), max(maxX, x)
					minY, maxY = min(minY, y), max(maxY, y)
				}
			}
		}
		if maxX < minX {
			continue
		}
		h, w := maxY-minY+1, maxX-minX+1
		if float64(h) > maxMarkH*markSide || float64(w) > maxMarkW*markSide {
			// Too big for a mark: a piece of grid line (long and
			// thin), or stray ink.
			line := float64(max(h, w)) >= 0.6*markSide && float64(min(h, w)) <= 0.1*markSide
			stray = stray || !line
			continue
		}
		// A piece of a grid line at the interior's edge is not a mark.
		if (minX == 0 || maxX == c.w-1) && h > 2*w || (minY == 0 || maxY == c.h-1) && w > 2*h {
			edgePiece = true
			continue
		}
		var low int32 // the mark it is a piece of at the lower threshold
		for y := minY; y <= maxY && low == 0; y++ {
			for x := minX; x <= maxX; x++ {
				if labels[y*c.w+x] == r.id && c.pix[y*c.w+x] != 0 {
					low = lowLabels[y*c.w+x]
					break
				}
			}
		}
		ps = append(ps, piece{map[int32]bool{r.id: true}, low, r.n, minX, minY, maxX, maxY})
	}
	// A mark broken in pieces by thresholding (a thin stroke paler in its
	// middle) is made whole again: pieces at most mergeGap apart are one
	// mark if together they are not too big for one.
	gap := int(math.Round(mergeGap * markSide))
	for merged := true; merged; {
		merged = false
		for a := 0; a < len(ps) && !merged; a++ {
			for b := a + 1; b < len(ps); b++ {
				p, q := ps[a], ps[b]
				near := max(p.minX, q.minX)-min(p.maxX, q.maxX) <= gap && max(p.minY, q.minY)-min(p.maxY, q.maxY) <= gap
				if !near && p.low != q.low {
					continue
				}
				minX, minY := min(p.minX, q.minX), min(p.minY, q.minY)
				maxX, maxY := max(p.maxX, q.maxX), max(p.maxY, q.maxY)
				if float64(maxY-minY+1) > mergedMarkH*markSide || float64(maxX-minX+1) > mergedMarkW*markSide {
					continue
				}
				for id := range q.ids {
					p.ids[id] = true
				}
				ps[a] = piece{p.ids, p.low, p.n + q.n, minX, minY, maxX, maxY}
				ps = slices.Delete(ps, b, b+1)
				merged = true
				break
			}
		}
	}
	var out []smallMark
	for _, p := range ps {
		if float64(p.maxY-p.minY+1) < minMarkH*markSide {
			// A speck; a large one is a piece of a mark broken by
			// thresholding.
			stray = stray || p.n >= strayPiece
			continue
		}
		gl := glyphOf(&c, labels, p.ids, p.minX, p.minY, p.maxX, p.maxY, markSide)
		out = append(out, smallMark{
			glyph: gl,
			x:     (float32(p.minX+p.maxX+1)/2+float32(margin))/markSide - 0.5,
			y:     (float32(p.minY+p.maxY+1)/2+float32(margin))/markSide - 0.5,
		})
		if len(out) > maxSmallMark {
			return nil, true, true, false // too many for pencil marks: text, a pattern
		}
	}
	if len(out) == 0 && !stray && !edgePiece {
		// Only whole grid lines, and specks: a box's double line, its
		// inner stroke inside the band the cell's ink is first measured
		// in; a tile's border, a pixel or two of it (at its rounded
		// corner, or where a cell's line meets it) left where the lines
		// were cleared.
		return nil, true, false, true
	}
	return out, true, stray, false
}

// inkedEmpty is the probability that a cell read as empty is empty when
// it holds ink but neither a digit nor pencil marks were read in it;
// edgeInkEmpty, when that ink lies along its edges only (a grid line's,
// most often: on paper seeds 1 and 3, 1,548 of 1,550 such cells were
// empty; held out, seed 2 924 of 925, games seed 5 749 of 752);
// strayMarks, that a cell's pencil marks are read right when it also
// holds stray ink (see smallMarks).
// maxMarksConf is the most a cell's pencil marks are trusted.
const (
	inkedEmpty   = 0.5
	edgeInkEmpty = 0.985
	strayMarks   = 0.5
	maxMarksConf = 0.98
)

// strayPiece is the number of pixels (grown by one) from which a region
// too short for a pencil mark is stray ink, not a speck.
const strayPiece = 24

// clearLines clears the rows and columns of the cell interior c within
// a sixth of its side from its edges that are three-fifths ink or more:
// pieces of grid lines.
func clearLines(c *bitmap) {
	band := max(1, c.w/6)
	for x := 0; x < c.w; x++ {
		if x >= band && x < c.w-band {
			continue
		}
		n := 0
		for y := 0; y < c.h; y++ {
			n += int(c.pix[y*c.w+x])
		}
		if 5*n >= 3*c.h {
			for y := 0; y < c.h; y++ {
				c.pix[y*c.w+x] = 0
			}
		}
	}
	band = max(1, c.h/6)
	for y := 0; y < c.h; y++ {
		if y >= band && y < c.h-band {
			continue
		}
		n := 0
		for x := 0; x < c.w; x++ {
			n += int(c.pix[y*c.w+x])
		}
		if 5*n >= 3*c.w {
			clear(c.pix[y*c.w : (y+1)*c.w])
		}
	}
}

// turned returns the mark as in a grid turned a quarter turn
// anticlockwise.
func (s smallMark) turned() smallMark {
	return smallMark{glyph: s.glyph.quarterTurn(), x: s.y, y: -s.x}
}

// slot returns the place of the mark in a 3×3 layout of a cell's pencil
// marks: the digit that place holds (1 top left to 9 bottom right).
func (s smallMark) slot() int {
	col := min(2, max(0, int((s.x+0.5)*3)))
	row := min(2, max(0, int((s.y+0.5)*3)))
	return row*3 + col + 1
}

// markHandWeight is the handwriting network's weight in reading a
// hand's pencil marks (see readMarks). Chosen on the tuning paper sets
// (seeds 1 and 3, as drawn, with a handwriting network trained on warped
// digits: cells of pencil marks read with exactly their candidates 91.1%
// and 90.7% without it, 92.8% and 93.1% at 0.35, 93.5% and 93.0% at 0.5,
// 93.2% and 93.1% at 0.75, 93.0% and 92.9% at 1).
const markHandWeight = 0.5

// Layout of pencil marks: a picture whose marks are read at their places
// of the 3×3 layout (digit 1 top left, 9 bottom right) this often, out of
// at least minLaidOut, lays its marks out so; each mark's place then
// weighs its reading.
const (
	laidOut    = 0.8
	minLaidOut = 8
	slotWeight = 0.9
)

// readMarks reads the pencil marks of each empty cell of rd whose mark
// ms found small marks in: each classified as a digit of the grid's
// digits' size (size, a fraction of the cell; 0.55 if the grid has none),
// with its place in a 3×3 layout weighing in when the picture's marks are
// laid out so, else as likely as the cell's marks are (see cellLayout);
// no digit twice in a cell (see distinctDigits). It sets the cells' layer
// (Marks), candidates and their confidence: the product of the
// probabilities of each mark's reading. A cell read as a doubtful digit
// may be read as marks instead (see marksOverDigit). When byHand (the
// picture's entries are a hand's, see readHandDigits) its marks are too,
// and each is read as well by the handwriting network, of weight
// markHandWeight (see weighByHand).
func (r *Reader) readMarks(rd *Reading, ms *[81]Mark, size float32, byHand bool) {
	if size <= 0 {
		size = 0.55
	}
	small := smallGivens(rd, ms)
	for i, ok := range small {
		rd.small[i] = rd.small[i] || ok
	}
	lookForMarks(rd, ms, &small)
	var all [81][]markRead
	agree, sure := 0, 0
	for i := range ms {
		if rd.Grid[i] != 0 && !marksOverDigit(rd, ms, i, small[i]) {
			continue
		}
		if ms[i].inked && rd.Grid[i] == 0 {
			rd.unread[i] = ms[i].stray && !ms[i].Found && !ms[i].edgeInk
			rd.LayerConfidence[i] = inkedEmpty
			if ms[i].edgeInk {
				rd.LayerConfidence[i] = edgeInkEmpty
			}
		}
		if len(ms[i].marks) == 0 {
			continue
		}
		for _, s := range ms[i].marks {
			g := s.glyph
			h, w := g[GlyphSize*GlyphSize], g[GlyphSize*GlyphSize+1]
			k := size / max(h, w)
			g[GlyphSize*GlyphSize], g[GlyphSize*GlyphSize+1] = h*k, w*k
			p := r.glyphProb(&g)
			if byHand {
				p = weighByHand(p, r.handLogProb(&g), markHandWeight)
			}
			rr := markRead{p: p, slot: s.slot()}
			all[i] = append(all[i], rr)
			if d := likeliestDigit(p); p[d] > 0.5 && rd.Grid[i] == 0 {
				sure++
				if d == rr.slot {
					agree++
				}
			}
		}
	}
	grid := sure >= minLaidOut && float64(agree) >= laidOut*float64(sure)
	// The cells read empty first, then those read as a digit that may hold
	// marks instead (see marksOverDigit), in a picture with marks in
	// minMarked cells or more.
	marked := 0
	for i, rs := range all {
		if rd.Grid[i] == 0 && r.readCellMarks(rd, ms, i, rs, grid) {
			marked++
		}
	}
	if marked < minMarked {
		return
	}
	for i, rs := range all {
		if rd.Grid[i] != 0 {
			r.readCellMarks(rd, ms, i, rs, grid)
		}
	}
}

// lookForMarks looks for the pencil marks (see smallMarks) of each cell
// of rd whose marks are yet to be looked for (ms[i].marksIn) and may
// change its reading: a cell read empty, or read as a digit with a
// confidence below marksDoubt or as a small given (small[i], see
// marksOverDigit); readMarks looks at no other cell's marks. The marks
// are turned as the grid was read (rd.turns quarter turns, see
// quarterTurn). The cells are shared among the processors.
func lookForMarks(rd *Reading, ms *[81]Mark, small *[81]bool) {
	eachCell(len(ms), func(i int) {
		m := &ms[i]
		at := m.marksIn
		if at == nil || rd.Grid[i] != 0 && rd.CellConfidence(i) >= marksDoubt && !small[i] {
			return
		}
		m.marksIn = nil
		m.marks, m.inked, m.stray, m.edgeInk = smallMarks(at.src, at.m, m.uv[0], m.uv[1], m.uv[2], m.uv[3], at.ink)
		for range rd.turns {
			for k, s := range m.marks {
				m.marks[k] = s.turned()
			}
		}
	})
}

// A markRead is a pencil mark's reading: the classifier's probabilities,
// and its place in a 3×3 layout.
type markRead struct {
	p    [Classes]float32
	slot int
}

// readCellMarks reads the marks rs of cell i (see readMarks), with the
// picture's 3×3 layout if grid; it reports whether it found some.
func (r *Reader) readCellMarks(rd *Reading, ms *[81]Mark, i int, rs []markRead, grid bool) bool {
	if len(rs) == 0 {
		return false
	}
	conf := float32(1)
	var ps [][Classes]float32 // the marks read as digits
	var slots []int
	for _, rr := range rs {
		p := rr.p
		if grid {
			var sum float32
			for d := 1; d < Classes; d++ {
				w := float32((1 - slotWeight) / (Classes - 2))
				if d == rr.slot {
					w = slotWeight
				}
				p[d] *= w
				sum += p[d]
			}
			p[0] *= float32(1-slotWeight) / (Classes - 2)
			sum += p[0]
			for d := range p {
				p[d] /= sum
			}
		}
		if p[0] > 0.5 {
			conf *= p[0] // not a digit: a speck
			continue
		}
		ps = append(ps, p)
		slots = append(slots, rr.slot)
	}
	if len(ps) == 0 {
		return false
	}
	if !grid {
		cellLayout(ps, slots)
	}
	ds, p := distinctDigits(ps)
	var cs Candidates
	for _, d := range ds {
		cs |= 1 << d
	}
	conf *= p
	if ms[i].stray {
		conf *= strayMarks
	}
	// A mark not found leaves no trace in the others' probabilities:
	// pencil marks are never read as sure.
	conf = min(conf, maxMarksConf)
	if rd.Grid[i] != 0 {
		// Marks taken for a digit (see marksOverDigit): the cell
		// holds no digit as likely as the digit was doubtful.
		rd.Confidence[i] = max(rd.Prob[i][0], 1-rd.CellConfidence(i))
		rd.Grid[i] = 0
	}
	rd.Layers[i] = Marks
	rd.Candidates[i] = cs
	rd.LayerConfidence[i] = conf
	return true
}

// marksOverDigit reports whether cell i of rd, read as a digit (ms[i] its
// mark), may hold pencil marks instead: marks in a column or a row of a
// 3×3 run together as tall as a digit, and the classifier reads some
// digit in them, doubtfully. It may if the digit's confidence (with its
// layer's) is below marksDoubt, or it is a small given (see
// smallGivens), and at least minMarksOver pencil marks were found in the
// cell, in distinct places of a 3×3 and with no stray ink (a digit's
// strokes make a region too big for a mark).
func marksOverDigit(rd *Reading, ms *[81]Mark, i int, small bool) bool {
	if rd.CellConfidence(i) >= marksDoubt && !small || len(ms[i].marks) < minMarksOver || ms[i].stray {
		return false
	}
	var seen [Classes]bool
	for _, s := range ms[i].marks {
		if seen[s.slot()] {
			return false
		}
		seen[s.slot()] = true
	}
	return true
}

// smallGivens returns the cells of rd read as givens whose marks (in ms)
// are smaller than smallGiven times the median of the givens': a face
// prints its digits alike, so such a given is more likely pencil marks
// run together as tall as a digit (a 4 and a 5 written close, a 1 above
// them) than print, however sure the classifier is of it: on the paper
// sets (seeds 1 to 7), none of the 12 digits read as givens so small was
// print (10 were pencil marks, 2 a person's entries). Their marks are
// looked for as a doubtful digit's are (see marksOverDigit), and one
// still read as a digit in a picture with marks is asked about (see
// smallGivenCap). A printed grid's face may print digits of several
// sizes (old-style figures, sketched faces): without marks nothing
// changes. A grid of fewer than minGivens givens has no small ones.
func smallGivens(rd *Reading, ms *[81]Mark) (small [81]bool) {
	var sizes []float32
	for i, m := range ms {
		if rd.Grid[i] != 0 && rd.Layers[i] == Given && m.Found && m.Strong {
			sizes = append(sizes, m.size())
		}
	}
	if len(sizes) < minGivens {
		return small
	}
	slices.Sort(sizes)
	median := sizes[len(sizes)/2]
	for i, m := range ms {
		small[i] = rd.Grid[i] != 0 && rd.Layers[i] == Given && m.Found && m.size() < smallGiven*median
	}
	return small
}

// See marksOverDigit. A picture's cells read as digits are looked at for
// marks only if it has marks in minMarked cells read empty or more: a
// printed grid's digits in a broken or sketched face are not marks.
const (
	marksDoubt   = 0.96
	smallGiven   = 0.8
	minMarksOver = 3
	minMarked    = 3
)

// cellLaidOut is the probability that a cell's pencil marks are laid out
// in a 3×3 (digit 1 top left, 9 bottom right), in a picture not found
// laid out so throughout: a hand lays out some cells so and writes others
// in the corners.
const cellLaidOut = 0.5

// cellLayout weighs the readings ps of a cell's marks (at the 3×3 places
// slots) by whether the cell is laid out in a 3×3: its probability given
// the readings, from cellLaidOut, grows with each mark's probability of
// its place's digit against 1/9 (two marks in one place: not laid out);
// each mark then is its place's digit with that probability, else as read
// (its probability of being no digit kept).
func cellLayout(ps [][Classes]float32, slots []int) {
	var seen [Classes]bool
	l := 1.0
	for k, p := range ps {
		if seen[slots[k]] {
			return
		}
		seen[slots[k]] = true
		odds := 9 * float64(p[slots[k]]/(1-p[0]))
		if slots[k]%2 == 1 && slots[k] != 5 {
			odds = min(odds, 1)
		}
		l *= odds
	}
	post := float32(cellLaidOut * l / (cellLaidOut*l + 1 - cellLaidOut))
	for k := range ps {
		digit := 1 - ps[k][0]
		for d := 1; d < Classes; d++ {
			ps[k][d] *= 1 - post
		}
		ps[k][slots[k]] += post * digit
	}
}

// distinctDigits returns the digits of a cell's marks read ps (at most
// nine), no digit twice (a cell's candidates are a set), the likeliest so
// by their probabilities, and the product of their probabilities.
func distinctDigits(ps [][Classes]float32) ([]int, float32) {
	n := min(len(ps), Classes-1)
	// best[k][set]: the likeliest product of the digits of marks k.. when
	// those of set are taken (bit d−1 for digit d).
	const sets = 1 << (Classes - 1)
	best := make([][sets]float32, n+1)
	for set := range sets {
		best[n][set] = 1
	}
	for k := n - 1; k >= 0; k-- {
		for set := range sets {
			var b float32
			for d := 1; d < Classes; d++ {
				if set&(1<<(d-1)) == 0 {
					b = max(b, ps[k][d]*best[k+1][set|1<<(d-1)])
				}
			}
			best[k][set] = b
		}
	}
	ds := make([]int, 0, n)
	set := 0
	for k := range n {
		b := 0
		for d := 1; d < Classes; d++ {
			if set&(1<<(d-1)) == 0 && (b == 0 || ps[k][d]*best[k+1][set|1<<(d-1)] > ps[k][b]*best[k+1][set|1<<(b-1)]) {
				b = d
			}
		}
		ds = append(ds, b)
		set |= 1 << (b - 1)
	}
	return ds, best[0][0]
}

// likeliestDigit returns the likeliest of the digits 1 to 9 by p.
func likeliestDigit(p [Classes]float32) int {
	b := 1
	for d := 2; d < Classes; d++ {
		if p[d] > p[b] {
			b = d
		}
	}
	return b
}

// Telling entries from givens: the digits of a picture are split in two
// by the colour of their ink (inkColour) when they fall in two groups
// clearly apart: by their change of chroma, the groups' centres at least
// minChroma apart and splitSpread times the spread of the digits about
// their centres, and one of them at least minChroma from grey (a colour:
// two greyish groups on either side of grey are one ink whose JPEG
// fringes differ with the glyphs' strokes, a face's 7s against its other
// digits); else by the hand/print score (splitByHand: a black
// pen's or a pencil's digits among printed ones); else, when no digit has
// colour (a picture in grey, or grey ink only), by their contrast, the
// centres apart by minGreyGap of the darker's and greySpread times the
// spread. The group with less colour (in grey: the darker) is the
// givens; split by colour, a given whose ink has the entries' contrast
// and leans towards their hue is an entry whose hue was washed out
// (paleEntries). A picture whose digits do not fall in two groups has
// givens only.
const (
	minChroma   = 10
	splitSpread = 4
	minGreyGap  = 0.25
	greySpread  = 6
	minSpread   = 2 // the spread is at least this (grey levels)
)

// A split is two groups of digits by one feature of their ink.
type split struct {
	a, b   []float64 // the groups' centres
	inA    [81]bool  // the digits in a
	sa, sb float64   // the groups' spreads: the median distance to their centre
	spread float64   // the median distance of all digits to their group's centre
}

// twoMeans splits the cells ds in two groups by the feature f: 2-means,
// seeded with the cell that minimises seed and the cell farthest from it.
// When that leaves a cell alone in a group (an outlier, a JPEG's colour
// fringe far from the rest), the cells are split again from the first
// seed and, in turn, every other cell, and the groups of two cells or
// more of least squared distance to their centres kept, if any. ok is
// false if every cell has one value.
func twoMeans(ds []int, f func(i int) []float64, seed func(x []float64) float64) (sp split, ok bool) {
	dist2 := func(x, y []float64) float64 {
		s := 0.0
		for k := range x {
			s += (x[k] - y[k]) * (x[k] - y[k])
		}
		return s
	}
	a := ds[0]
	for _, i := range ds {
		if seed(f(i)) < seed(f(a)) {
			a = i
		}
	}
	// lloyd runs 2-means from the centres ca and cb; it returns the
	// groups (in a or not), their centres and their squared distance.
	lloyd := func(ca, cb []float64) (inA [81]bool, _, _ []float64, sse float64, ok bool) {
		for range 20 {
			sa, sb := make([]float64, len(ca)), make([]float64, len(cb))
			na, nb := 0, 0
			for _, i := range ds {
				x := f(i)
				inA[i] = dist2(x, ca) <= dist2(x, cb)
				for k := range x {
					if inA[i] {
						sa[k] += x[k]
					} else {
						sb[k] += x[k]
					}
				}
				if inA[i] {
					na++
				} else {
					nb++
				}
			}
			if na == 0 || nb == 0 {
				return inA, nil, nil, 0, false
			}
			for k := range sa {
				sa[k] /= float64(na)
				sb[k] /= float64(nb)
			}
			done := slices.Equal(sa, ca) && slices.Equal(sb, cb)
			ca, cb = sa, sb
			if done {
				break
			}
		}
		for _, i := range ds {
			if inA[i] {
				sse += dist2(f(i), ca)
			} else {
				sse += dist2(f(i), cb)
			}
		}
		return inA, ca, cb, sse, true
	}
	b := a
	for _, i := range ds {
		if dist2(f(i), f(a)) > dist2(f(b), f(a)) {
			b = i
		}
	}
	if dist2(f(b), f(a)) == 0 {
		return sp, false
	}
	// alone reports whether a group of inA holds one cell only.
	alone := func(inA *[81]bool) bool {
		na := 0
		for _, i := range ds {
			if inA[i] {
				na++
			}
		}
		return na == 1 || na == len(ds)-1
	}
	inA, ca, cb, _, ok := lloyd(slices.Clone(f(a)), slices.Clone(f(b)))
	if !ok {
		return sp, false
	}
	sp.inA = inA
	if alone(&sp.inA) {
		best := math.Inf(1)
		for _, b := range ds {
			if slices.Equal(f(b), f(a)) {
				continue
			}
			inA, sa, sb, sse, found := lloyd(slices.Clone(f(a)), slices.Clone(f(b)))
			if found && !alone(&inA) && sse < best {
				sp.inA, ca, cb, best = inA, sa, sb, sse
			}
		}
	}
	var da, db []float64
	for _, i := range ds {
		if sp.inA[i] {
			da = append(da, math.Sqrt(dist2(f(i), ca)))
		} else {
			db = append(db, math.Sqrt(dist2(f(i), cb)))
		}
	}
	all := append(slices.Clone(da), db...)
	slices.Sort(all)
	sp.spread = max(all[len(all)/2], minSpread)
	slices.Sort(da)
	slices.Sort(db)
	sp.a, sp.b = ca, cb
	sp.sa, sp.sb = max(da[len(da)/2], minSpread), max(db[len(db)/2], minSpread)
	return sp, true
}

// splitLayers sets the layer of each digit of rd from its ink (ink[i] for
// cell i) and its hand/print score (hand[i], the probability that it was
// written by hand; below 0 for none): Given or Entry, with the layer's
// confidence; empty cells are Empty with confidence 1.
func splitLayers(rd *Reading, ink *[81]inkColour, hand *[81]float32, ms *[81]Mark) {
	var ds []int
	for i, v := range rd.Grid {
		rd.Layers[i] = Empty
		rd.LayerConfidence[i] = 1
		if v != 0 {
			rd.Layers[i] = Given
			ds = append(ds, i)
		}
	}
	if len(ds) < 2 {
		return
	}
	hue := func(i int) []float64 { return []float64{float64(ink[i].u), float64(ink[i].v)} }
	grey := func(i int) []float64 { return []float64{float64(ink[i].c)} }
	norm := func(x []float64) float64 {
		s := 0.0
		for _, v := range x {
			s += v * v
		}
		return math.Sqrt(s)
	}
	var f func(i int) []float64
	var givens, others []float64
	var sg, so, spread float64 // the spreads of the givens, the others, all
	if sp, ok := twoMeans(ds, hue, norm); ok {
		gap := math.Hypot(sp.a[0]-sp.b[0], sp.a[1]-sp.b[1])
		if gap >= minChroma && gap >= splitSpread*sp.spread && max(norm(sp.a), norm(sp.b)) >= minChroma {
			f, givens, others, sg, so, spread = hue, sp.a, sp.b, sp.sa, sp.sb, sp.spread
			rd.split = splitColour
			if norm(sp.b) < norm(sp.a) {
				givens, others, sg, so = sp.b, sp.a, sp.sb, sp.sa
			}
		}
	}
	// The split by the hand/print score (see splitByHand), if any.
	byHand, handConf, handOK := splitByHand(rd, ds, hand, ms)
	if f == nil {
		// Ink that does not split by colour may split by its contrast (a
		// pencil's paler digits) or by its shape: a hand's digits from
		// print of the same ink (a black pen, pencil on tinted paper, a
		// picture in grey). The split by contrast is taken when the
		// hand/print score's agrees with it but for minDiffer digits at
		// most (the contrast, when it splits, splits exactly); the
		// score's otherwise.
		colour := false
		for _, i := range ds {
			colour = colour || norm(hue(i)) >= minChroma
		}
		sp, ok := twoMeans(ds, grey, func(x []float64) float64 { return -x[0] })
		if ok && !colour {
			gap := math.Abs(sp.a[0] - sp.b[0])
			ok = gap >= minGreyGap*max(sp.a[0], sp.b[0]) && gap >= greySpread*sp.spread
		}
		if ok && !colour {
			// The two groups' contrasts must stand as far apart against
			// their backgrounds' lightness: light falling unevenly on a
			// page darkens paper and ink alike, so a grid's printed digits
			// in a shadow are paler than those in the light but not
			// against their background; a pencil's digits are paler
			// either way.
			var ra, rb, na, nb float64
			for _, i := range ds {
				rel := float64(ink[i].c / max(ink[i].bg, 1))
				if sp.inA[i] {
					ra, na = ra+rel, na+1
				} else {
					rb, nb = rb+rel, nb+1
				}
			}
			ra, rb = ra/na, rb/nb
			ok = math.Abs(ra-rb) >= minGreyGap*max(ra, rb)
		}
		ok = ok && !colour
		if handOK {
			differ := 0
			for _, i := range ds {
				// sp.a's digits are the givens if its contrast is the greater.
				if (sp.inA[i] == (sp.a[0] > sp.b[0])) != (byHand[i] == Given) {
					differ++
				}
			}
			if !ok || differ > minDiffer {
				for _, i := range ds {
					rd.Layers[i], rd.LayerConfidence[i] = byHand[i], handConf[i]
					rd.split = splitHand
				}
				return
			}
		}
		if !ok {
			return
		}
		f, givens, others, sg, so, spread = grey, sp.a, sp.b, sp.sa, sp.sb, sp.spread
		rd.split = splitGrey
		if sp.b[0] > sp.a[0] {
			givens, others, sg, so = sp.b, sp.a, sp.sb, sp.sa
		}
	}
	// Each digit's layer: the likelier group, each taken as a normal
	// distribution about its centre with its own spread (a group of
	// digits drawn alike is tight, one whose strokes are thin and pale
	// wider); and its probability, the lesser of that and of the same
	// with the spread of all digits for both groups.
	dist2 := func(x, y []float64) float64 {
		s := 0.0
		for k := range x {
			s += (x[k] - y[k]) * (x[k] - y[k])
		}
		return s
	}
	dim := float64(len(givens))
	s2 := 2 * spread * spread
	for _, i := range ds {
		dg, de := dist2(f(i), givens), dist2(f(i), others)
		pg := 1 / (1 + math.Exp(max(-50, min(50, (dg-de)/s2))))
		lg := -dg/(2*sg*sg) - dim*math.Log(sg)
		le := -de/(2*so*so) - dim*math.Log(so)
		qg := 1 / (1 + math.Exp(max(-50, min(50, le-lg))))
		if qg >= 0.5 {
			rd.Layers[i], rd.LayerConfidence[i] = Given, float32(min(pg, qg))
		} else {
			rd.Layers[i], rd.LayerConfidence[i] = Entry, float32(min(1-pg, 1-qg))
		}
		// A digit far from its group's centre fits neither group well
		// (an entry's ink in a colour between the two): doubtful.
		own, s := dg, sg
		if rd.Layers[i] == Entry {
			own, s = de, so
		}
		if math.Sqrt(own) > max(outlier*s, minChroma/2) {
			rd.LayerConfidence[i] = min(rd.LayerConfidence[i], outlierConf)
		}
	}
	if rd.split == splitColour {
		paleEntries(rd, ink, ds, givens, others)
	}
	// A split by colour that found a few entries only (or fewer than a
	// third of the score's), and that the hand/print score contradicts on
	// many digits, split the ink of something else (a stain, two givens a
	// shade apart, a few pencil digits tinted) and missed the hand's: the
	// score's split is taken. (An app's entries are printed in their own
	// colour: its split by colour stands.)
	if handOK {
		differ, entries, handEntries := 0, 0, 0
		for _, i := range ds {
			if rd.Layers[i] != byHand[i] {
				differ++
			}
			if rd.Layers[i] == Entry {
				entries++
			}
			if byHand[i] == Entry {
				handEntries++
			}
		}
		if (entries <= minDiffer || 3*entries < handEntries) && differ > max(minDiffer, len(ds)/5) {
			for _, i := range ds {
				rd.Layers[i], rd.LayerConfidence[i] = byHand[i], handConf[i]
				rd.split = splitHand
			}
		}
	}
}

// paleEntries finds, after a split by colour, the entries whose hue a
// JPEG's halved chroma washed out: an app's entries in a pale colour on
// a dark theme, in a thin face, keep their lightness but little of their
// hue, and the split puts them with the givens. The entries found by
// their colour all have about one contrast (printed in one ink: within a
// fifth); when the givens' contrasts lie clearly apart from it (a fifth
// of it or more) but for a few that share it (half as many as the others
// at most), and those few lean towards the entries' hue (paleLean of the
// way from the givens' centre, g, to the entries', e, or more), they are
// entries too, trusted paleConf. A JPEG encoded twice (Telegram's
// photos) washes a thin stroke's hue out further, and its contrast less.
func paleEntries(rd *Reading, ink *[81]inkColour, ds []int, g, e []float64) {
	lo, hi := math.Inf(1), math.Inf(-1)
	entries := 0
	for _, i := range ds {
		if rd.Layers[i] == Entry {
			c := float64(ink[i].c)
			lo, hi = min(lo, c), max(hi, c)
			entries++
		}
	}
	if entries < minPale || hi-lo > paleGap*hi {
		return
	}
	// The entries' band of contrast, widened by half its width or a
	// tenth of its top, whichever is more; the givens outside it must
	// stand a fifth apart from the band itself, and be most of them.
	wide := max((hi-lo)/2, paleSlack*hi)
	var pale []int
	apart := 0
	for _, i := range ds {
		if rd.Layers[i] != Given {
			continue
		}
		c := float64(ink[i].c)
		switch {
		case c >= lo-wide && c <= hi+wide:
			pale = append(pale, i)
		case c < (1+paleGap)*hi && c > lo/(1+paleGap):
			return
		default:
			apart++
		}
	}
	if 2*len(pale) > apart {
		return
	}
	du, dv := e[0]-g[0], e[1]-g[1]
	gap := du*du + dv*dv
	if gap == 0 {
		return
	}
	for _, i := range pale {
		t := ((float64(ink[i].u)-g[0])*du + (float64(ink[i].v)-g[1])*dv) / gap
		if t >= paleLean {
			rd.Layers[i], rd.LayerConfidence[i] = Entry, paleConf
		}
	}
}

// Pale entries (see paleEntries): at least minPale entries found by
// colour, their band of contrast widened by paleSlack of its top at
// least, the givens' apart from it by paleGap of it, the pale ones
// leaning paleLean of the way to the entries' hue, and trusted
// paleConf. Chosen on games seed 6, as drawn and encoded again as
// Telegram does (quality 87): the pale entries there lean 0.19 to 0.43,
// and a fifth missed a thin 1.
const (
	minPale   = 3
	paleSlack = 0.1
	paleGap   = 0.2
	paleLean  = 0.15
	paleConf  = 0.96
)

// A splitKind is how a reading's digits were split into layers.
type splitKind uint8

const (
	splitNone   splitKind = iota // not split: givens only
	splitColour                  // by the ink's chroma
	splitGrey                    // by the ink's contrast
	splitHand                    // by the hand/print score
)

// minDiffer: a split by colour that found this many entries or fewer
// (or fewer than a third of the score's), and that the hand/print score's
// split contradicts on more than this many digits and more than a fifth
// of them, gives way to it.
const minDiffer = 3

// A digit farther than outlier times its group's spread from its centre
// is of that group with a probability of at most outlierConf.
const (
	outlier     = 4
	outlierConf = 0.9
)

// Splitting by the hand/print score. A digit's score is the logit of its
// probability of being written by hand (the network's), plus its twin's
// weight: a face draws a digit the same way each time, so a printed digit
// has a twin in every other given of its value (their glyphs' ink alike,
// cosine similarity near 1) and a hand never quite does; a digit whose
// likeliest twin is less alike than twinAt is more likely handwritten,
// more alike less, by twinWeight logits per unit of similarity, at most
// maxTwinWeight either way (a given printed once has no twin but in the
// entries). Twins are looked for first among all the digits, then among
// those so found printed. The split finds at least minHandEntries entries
// (a printed digit may look handwritten, a few seldom do) and leaves at
// least minHandGivens givens:
// a proper puzzle has 17 or more, and a grid whose digits the score finds
// mostly handwritten is printed in a face like handwriting. A layer so
// split is trusted at most maxHandConf: on the tuning set (paper puzzles,
// seed 1), about one digit in 300 of those scored 0.98 or surer was
// wrong. A split short of givens by maxRestored or fewer is made up from
// the digits the network scores printed (see splitByHand).
const (
	minHandGivens  = 17
	minHandEntries = 5
	twinAt         = 0.86
	twinWeight     = 40
	maxTwinWeight  = 5
	maxHandConf    = 0.98
	maxRestored    = 2
)

// splitByHand splits the digits ds of rd (their marks ms) by their
// hand/print score (hand[i] the network's probability that digit i was
// written by hand; see splitLayers): the digits more likely written by
// hand are entries, the others givens, each with its score's probability
// as its layer's confidence (at most maxHandConf). ok is false without
// scores, when fewer than minHandEntries digits are more likely written
// by hand, or when fewer than minHandGivens would be givens.
func splitByHand(rd *Reading, ds []int, hand *[81]float32, ms *[81]Mark) (layers [81]Layer, conf [81]float32, ok bool) {
	if hand == nil || ms == nil {
		return layers, conf, false
	}
	const n = GlyphSize * GlyphSize
	var norm [81]float64
	for _, i := range ds {
		if hand[i] < 0 {
			return layers, conf, false
		}
		var s float64
		for _, v := range ms[i].Glyph[:n] {
			s += float64(v * v)
		}
		norm[i] = math.Sqrt(s)
	}
	var sim [81][81]float32
	for a, i := range ds {
		for _, j := range ds[a+1:] {
			if rd.Grid[j] != rd.Grid[i] || norm[i] == 0 || norm[j] == 0 {
				continue
			}
			var s float64
			for k, v := range ms[i].Glyph[:n] {
				s += float64(v * ms[j].Glyph[k])
			}
			sim[i][j] = float32(s / (norm[i] * norm[j]))
			sim[j][i] = sim[i][j]
		}
	}
	var printed [81]bool
	for _, i := range ds {
		printed[i] = true
	}
	var score [81]float64
	for range 2 {
		for _, i := range ds {
			var twin float32
			for _, j := range ds {
				if j != i && printed[j] {
					twin = max(twin, sim[i][j])
				}
			}
			p := min(max(float64(hand[i]), 1e-4), 1-1e-4)
			w := min(maxTwinWeight, max(-maxTwinWeight, twinWeight*(twinAt-float64(twin))))
			score[i] = math.Log(p/(1-p)) + w
		}
		for _, i := range ds {
			printed[i] = score[i] < 0
		}
	}
	entries := 0
	for _, i := range ds {
		if !printed[i] {
			entries++
		}
	}
	// A printed digit without a printed twin (the grid's only given 5)
	// is pushed towards the hand's; when that leaves a few givens too
	// few for a puzzle (at most maxRestored) and at least minHandGivens
	// entries besides (more than a printed puzzle in a face like
	// handwriting leaves), the digits the score itself finds printed are
	// given back to print, the surest first, as many as the puzzle needs.
	var restored [81]bool
	if short := minHandGivens - (len(ds) - entries); short > 0 && short <= maxRestored && entries-short >= minHandGivens {
		var back []int
		for _, i := range ds {
			if !printed[i] && hand[i] < 0.5 {
				back = append(back, i)
			}
		}
		if len(back) >= short {
			slices.SortStableFunc(back, func(a, b int) int { return cmp.Compare(hand[a], hand[b]) })
			for _, i := range back[:short] {
				printed[i], restored[i] = true, true
			}
			entries -= short
		}
	}
	if entries < minHandEntries || len(ds)-entries < minHandGivens {
		return layers, conf, false
	}
	for _, i := range ds {
		p := float32(1 / (1 + math.Exp(-math.Abs(score[i]))))
		if restored[i] {
			p = 1 - hand[i] // the score's own, the twin's aside
		}
		layers[i] = Given
		if !printed[i] {
			layers[i] = Entry
		}
		conf[i] = min(p, maxHandConf)
	}
	return layers, conf, true
}
