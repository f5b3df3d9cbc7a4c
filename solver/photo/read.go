package photo

import (
	"context"
	"errors"
	"image"
	"math"
	"slices"
	"sync"

	"sudokubot/solver"
)

// The errors of [Read]; each error returned wraps one of them.
var (
	// ErrTooLarge: the file is over [MaxBytes], the picture over
	// [MaxPixels], or its decode would take more than [MaxDecodeBytes]
	// (the error is a [*TooLargeError]).
	ErrTooLarge = errors.New("picture too large")
	// ErrUnsupported: the file is not a JPEG, PNG or WebP picture, or it
	// is corrupt.
	ErrUnsupported = errors.New("not a JPEG, PNG or WebP picture")
	// ErrNoGrid: no 9×9 grid was found in the picture.
	ErrNoGrid = errors.New("no sudoku grid found")
	// ErrCutOff: a grid seems to run off the edge of the picture.
	ErrCutOff = errors.New("the grid is cut off at the edge of the picture")
)

// A Reading is what [Read] saw in a picture.
type Reading struct {
	// Grid is the most likely reading: each cell's most probable value
	// (0 for empty).
	Grid solver.Grid
	// Confidence is the probability of each cell's value in Grid, between
	// 0 and 1: Prob's, less where calibration found the classifier
	// over-sure (a hand's digit, ink read as empty: see calibrate).
	Confidence [81]float32
	// Prob is the probability of each value (0 = empty, 1 to 9) of each
	// cell; each row sums to 1.
	Prob [81][Classes]float32
	// Corners are the grid's outline in the upright picture, in pixels:
	// top-left, top-right, bottom-right, bottom-left.
	Corners [4]image.Point
	// turns is the number of quarter turns anticlockwise the grid was
	// read in.
	turns int
	// Layers is the kind of each cell's mark: a given, an entry, pencil
	// marks or nothing. Grid holds the digit of givens and entries alike;
	// see [Reading.Givens], [Reading.Entries] and [Reading.Marks].
	Layers [81]Layer
	// Candidates are the pencil marks of each cell whose layer is
	// [Marks] (none elsewhere).
	Candidates [81]Candidates
	// LayerConfidence is the probability of each cell's layer (and, for
	// pencil marks, of its candidates being exactly those), between 0
	// and 1: see [Reading.CellConfidence].
	LayerConfidence [81]float32
	// faint and small mark the cells whose mark was much fainter than
	// the grid's digits (or not found, but with a digit's ink in the
	// middle), and those whose mark was too small to be a given for sure.
	faint, small [81]bool
	// unread marks the cells read empty whose ink is none of a digit
	// found, pencil marks or a line's (see unreadCap).
	unread [81]bool
	// hand is each digit's hand/print score (the network's probability
	// that it was written by hand; -1 for none).
	hand [81]float32
	// split is how the layers were split (splitLayers).
	split splitKind
}

// A Reason says why a cell's reading is doubtful (see [Reading.Why]).
type Reason struct {
	Kind ReasonKind
	// A and B are the two values the cell most likely holds (0 for
	// empty): A its value in the reading's Grid, B the runner-up.
	A, B uint8
}

// A ReasonKind is the kind of a [Reason].
type ReasonKind uint8

// The kinds of doubt.
const (
	// DoubtUnclear: the mark is hard to read (none of the others).
	DoubtUnclear ReasonKind = iota
	// DoubtFaint: a faint mark, much fainter than the grid's digits: a
	// stain, show-through, or a digit in a pale colour.
	DoubtFaint
	// DoubtSmall: a mark too small for a given: a pencil mark?
	DoubtSmall
	// DoubtAlike: two digits look alike (A or B?).
	DoubtAlike
)

// Why says why cell i (0 to 80, row by row) is doubtful: a faint mark, a
// small one, or two digits alike; the two likeliest values come with it.
func (rd *Reading) Why(i int) Reason {
	a := rd.Grid[i] // the likeliest value
	b := runnerUp(rd.Prob[i], a)
	w := Reason{A: a, B: b}
	switch {
	case rd.faint[i]:
		w.Kind = DoubtFaint
	case rd.small[i]:
		w.Kind = DoubtSmall
	case a != 0 && b != 0:
		w.Kind = DoubtAlike
	case a == 0 || b == 0:
		// A digit or nothing: a mark too faint to be sure of.
		w.Kind = DoubtFaint
	}
	return w
}

// A Reader reads grids from pictures with one classifier. It is safe for
// use by several goroutines at once.
type Reader struct {
	nets []classifier
	hand classifier // the hand/print network (nil: none; see SetHand)
	// handDigits reads the digits taken as written by hand, with nets
	// (nil: none; see SetHandDigits).
	handDigits []classifier
}

// A classifier is a network as the Reader runs it.
type classifier interface {
	probabilities(x []float32) [Classes]float32
}

// NewReader returns a Reader with the classifier embedded in the package.
func NewReader() (*Reader, error) {
	ns, err := DefaultModels()
	if err != nil {
		return nil, err
	}
	r := NewReaderNet(ns...)
	h, err := HandNet()
	if err != nil {
		return nil, err
	}
	r.SetHand(h)
	hd, err := HandDigitNets()
	if err != nil {
		return nil, err
	}
	r.SetHandDigits(hd...)
	return r, nil
}

// NewReaderNet returns a Reader with the classifier ns: one network, or
// an ensemble whose probabilities are averaged.
func NewReaderNet(ns ...Model) *Reader {
	r := &Reader{}
	for _, n := range ns {
		r.nets = append(r.nets, classifierOf(n))
	}
	return r
}

// classifierOf returns the fastest form of the network n.
func classifierOf(n Model) classifier {
	switch n := n.(type) {
	case *Net:
		return newSparseNet(n)
	case *ConvNet:
		return pooledConvNet{n, new(sync.Pool)}
	}
	return modelFunc(n.Probabilities)
}

// A modelFunc is a classifier of a kind the Reader has no faster form
// for.
type modelFunc func(x []float32) [Classes]float32

func (f modelFunc) probabilities(x []float32) [Classes]float32 { return f(x) }

// Read reads a Sudoku grid from a picture file (JPEG, PNG or WebP): see
// [Reader.Read]. It decodes the embedded classifier on each call; keep a
// [Reader] to read many pictures.
func Read(data []byte) (*Reading, error) {
	r, err := NewReader()
	if err != nil {
		return nil, err
	}
	return r.Read(data)
}

// Read decodes the picture (see [Decode] for the limits checked first),
// finds the grid, straightens it and reads each cell. The errors wrap
// [ErrTooLarge], [ErrUnsupported], [ErrNoGrid] or [ErrCutOff].
func (r *Reader) Read(data []byte) (*Reading, error) {
	h, err := inspectWithin(data, MaxDecodeBytes)
	if err != nil {
		return nil, err
	}
	g, ch, err := decode(data, h)
	if err != nil {
		return nil, err
	}
	return r.readImage(g, ch)
}

// ReadWithin is [Reader.Read] within a memory budget shared by the
// process's decodes: the picture's decode cost ([Inspect]) is held from
// b from before decoding until its reading is done, waiting (first come,
// first served) while other decodes hold too much. A picture that would
// cost more than [MaxDecodeBytes] (or than b) is refused before waiting
// (a [*TooLargeError]). If ctx is done while waiting, the error wraps
// ctx's error; a nil or zero b gives an error wrapping [ErrBudget].
func (r *Reader) ReadWithin(ctx context.Context, b *Budget, data []byte) (*Reading, error) {
	if err := b.valid(); err != nil {
		return nil, err
	}
	h, err := inspectWithin(data, min(MaxDecodeBytes, b.size))
	if err != nil {
		return nil, err
	}
	release, err := b.acquire(ctx, h.Cost+readingBytes(h.Pixels()))
	if err != nil {
		return nil, err
	}
	defer release()
	g, ch, err := decode(data, h)
	if err != nil {
		return nil, err
	}
	return r.readImage(g, ch)
}

// ReadImage reads a grid from an upright grey picture. Without the
// picture's colour, entries are told from givens by their darkness alone
// (see [Reading.Layers]).
func (r *Reader) ReadImage(g *image.Gray) (*Reading, error) { return r.readImage(g, nil) }

// readImage reads a grid from an upright grey picture g whose colour is
// ch (nil if unknown).
func (r *Reader) readImage(g *image.Gray, ch *chroma) (*Reading, error) {
	cells, q, err := cells(g, ch)
	if err != nil {
		return nil, err
	}
	rd := &Reading{}
	// The picture may be sideways or upside down (or its EXIF orientation
	// wrong). Digits are taller than wide in every face: the grid's
	// digits, clearly taller or wider, say whether it is upright (or upside
	// down) or sideways, and the classifier chooses between the two turns
	// left (all four when the digits are as wide as tall). Each turn is
	// scored by the log-probability of its digits' likeliest values (on
	// each digit's usual view), less 0.1 nat per digit for a turn other
	// than the picture as it is, when that one is allowed; the scores,
	// as a softmax, are how likely each turn is, and each cell's
	// probabilities are those of its readings in the turns so weighed:
	// a grid whose turn is in doubt is not read with confidence.
	size := digitSize(cells)
	strong := 0
	for _, m := range cells {
		if m.Found && m.Strong {
			strong++
		}
	}
	allowed := uprightness(cells)
	var turned [4]struct {
		done  bool
		score float64
		cells [81]Mark
		prob  [81][Classes]float32
	}
	for turn := range 4 {
		if turn > 0 {
			cells = quarterTurn(cells)
		}
		if !allowed[turn] {
			continue
		}
		t := &turned[turn]
		t.done, t.cells = true, cells
		eachCell(len(cells), func(i int) { t.prob[i] = r.cellProb(&t.cells[i], size) })
		for i := range cells {
			m := &cells[i]
			if m.Found && m.Strong && !m.overLines {
				if turn > 0 && allowed[0] {
					t.score -= turnPrior
				}
				var top float32
				for _, v := range t.prob[i][1:] {
					top = max(top, v)
				}
				t.score += math.Log(float64(top) + 1e-6)
			}
		}
		if turn == 0 && t.score > -0.03*float64(strong) {
			// The digits as they are are read with a mean probability
			// over 0.97: no other turn need be looked at.
			break
		}
	}
	rd.turns = -1
	for turn := range turned { // by index: an element is large (81 marks and their probabilities)
		if t := &turned[turn]; t.done && (rd.turns < 0 || t.score > turned[rd.turns].score) {
			rd.turns = turn
		}
	}
	bestCells := &turned[rd.turns].cells
	var weight [4]float64
	var sum float64
	for turn := range turned {
		if turned[turn].done {
			weight[turn] = math.Exp(turned[turn].score - turned[rd.turns].score)
			sum += weight[turn]
		}
	}
	eachCell(len(bestCells), func(i int) {
		p := turned[rd.turns].prob[i]
		if m := &bestCells[i]; m.Found && m.Strong {
			p = r.withViews(m, p)
		}
		for d := range p {
			p[d] *= float32(weight[rd.turns] / sum)
		}
		for turn := range turned {
			if turn == rd.turns || weight[turn]/sum < 1e-6 {
				continue
			}
			for d := range p {
				p[d] += float32(weight[turn]/sum) * turned[turn].prob[i][d]
			}
		}
		if m := &bestCells[i]; m.Found && m.Strong && !m.overLines && m.size() >= 0.8*size {
			p = capEmpty(p)
		}
		rd.Prob[i] = p
	})
	for i, m := range bestCells {
		rd.faint[i] = m.faint || m.lost
		rd.small[i] = m.Found && !m.Strong && !m.faint
	}
	for i := range rd.Corners {
		c := q[(i+rd.turns)%4]
		rd.Corners[i] = image.Pt(int(c.X+0.5), int(c.Y+0.5))
	}
	for i, p := range rd.Prob {
		b := 0
		for d := range p {
			if p[d] > p[b] {
				b = d
			}
		}
		rd.Grid[i] = uint8(b)
		rd.Confidence[i] = p[b]
	}
	var inks [81]inkColour
	var hand [81]float32 // each digit's hand/print score (see Reader.SetHand)
	eachCell(len(bestCells), func(i int) {
		inks[i] = bestCells[i].ink
		hand[i] = -1
		if rd.Grid[i] != 0 && bestCells[i].Found {
			hand[i] = r.handProb(&bestCells[i].Glyph)
		}
	})
	rd.hand = hand
	splitLayers(rd, &inks, &hand, bestCells)
	byHand := r.readHandDigits(rd, bestCells)
	r.readMarks(rd, bestCells, size, byHand)
	if sol, game := repairLayers(rd); game {
		weighEntries(rd, sol)
	}
	calibrate(rd)
	return rd, nil
}

// Digits taller than wide by this factor (the grid's median) are upright
// or upside down; wider than tall by it, sideways.
const uprightRatio = 1.15

// turnPrior is how much surer (in nat per digit) the classifier must be
// of a grid turned than of the grid as the picture shows it.
const turnPrior = 0.1

// uprightness returns the quarter turns (anticlockwise) the grid of marks
// ms may be read in: all four, or only the two that leave its digits
// taller than wide when most of them are clearly taller or wider (the
// median ratio of height to width of the strong marks at least
// uprightRatio, or at most its inverse).
func uprightness(ms [81]Mark) [4]bool {
	var rs []float32
	for _, m := range ms {
		if m.Found && m.Strong && m.Glyph[GlyphSize*GlyphSize+1] > 0 {
			rs = append(rs, m.Glyph[GlyphSize*GlyphSize]/m.Glyph[GlyphSize*GlyphSize+1])
		}
	}
	all := [4]bool{true, true, true, true}
	if len(rs) < 5 {
		return all
	}
	slices.Sort(rs)
	switch r := rs[len(rs)/2]; {
	case r >= uprightRatio:
		return [4]bool{true, false, true, false}
	case r <= 1/uprightRatio:
		return [4]bool{false, true, false, true}
	}
	return all
}

// smallInk is the probability that a mark much smaller than the grid's
// digits is what the classifier makes of it rather than nothing.
const smallInk = 0.02

// emptyCap is the highest probability of "not a digit" for a mark as big
// as the grid's digits: ink of a digit's size where a digit would be is
// not sure to be nothing, whatever the classifier thinks of its shape (a
// face unlike any it learnt: a hollow flat-topped 3, a swash 5).
const emptyCap = 0.9

// capEmpty returns p with the probability of class 0 at most emptyCap,
// the rest shared among the digits as p shares it (evenly if p gives them
// nothing).
func capEmpty(p [Classes]float32) [Classes]float32 {
	if p[0] <= emptyCap {
		return p
	}
	rest := 1 - p[0]
	for d := 1; d < Classes; d++ {
		if rest > 1e-6 {
			p[d] *= (1 - emptyCap) / rest
		} else {
			p[d] = (1 - emptyCap) / (Classes - 1)
		}
	}
	p[0] = emptyCap
	return p
}

// digitSize returns the median size (the longer side of the box, as a
// fraction of the cell) of the grid's strong marks, 0 if it has none.
func digitSize(ms [81]Mark) float32 {
	var sizes []float32
	for _, m := range ms {
		if m.Found && m.Strong {
			sizes = append(sizes, m.size())
		}
	}
	if len(sizes) == 0 {
		return 0
	}
	slices.Sort(sizes)
	return sizes[len(sizes)/2]
}

func (m Mark) size() float32 {
	return max(m.Glyph[GlyphSize*GlyphSize], m.Glyph[GlyphSize*GlyphSize+1])
}

// cellProb returns the probability of each value of the cell with mark m,
// in a grid whose digits have the given size, judged on its usual view.
func (r *Reader) cellProb(m *Mark, size float32) [Classes]float32 {
	var p [Classes]float32
	if m.lost {
		// Ink where a digit would be, but no digit found: doubtful.
		p[0] = 0.6
		for d := 1; d < Classes; d++ {
			p[d] = 0.4 / (Classes - 1)
		}
		return p
	}
	if !m.Found {
		p[0] = 1
		return p
	}
	if !m.Strong && m.size() < 0.6*size {
		// A mark much smaller than the grid's digits: a pencil mark, a
		// speck, most likely, so empty; but ink was found, and it may be
		// the one piece found of a digit broken in two (a stencil, a
		// script face's hairline): not surely empty.
		q := r.glyphProb(&m.Glyph)
		for d := range p {
			p[d] = smallInk * q[d]
		}
		p[0] += 1 - smallInk
		return p
	}
	p = r.glyphProb(&m.Glyph)
	if m.overLines && p[0] >= 0.5 {
		// Found only with the lines erased, and not read as a digit:
		// what is left of a thick or ragged line, as before the lines
		// were erased.
		var q [Classes]float32
		q[0] = 1
		return q
	}
	if !m.Strong {
		// Too small to be a given for sure: most likely empty.
		for d := range p {
			p[d] *= 0.1
		}
		p[0] += 0.9
	}
	return p
}

// withViews returns the probabilities of a digit whose usual view gave p,
// judged in its other views too (see [Mark]): the normalised geometric
// mean of the views', so that a value must be likely in all of them.
func (r *Reader) withViews(m *Mark, p [Classes]float32) [Classes]float32 {
	if m.nAlt == 0 {
		return p
	}
	var logp [Classes]float64
	add := func(q [Classes]float32) {
		for d, v := range q {
			logp[d] += math.Log(float64(v) + 1e-9)
		}
	}
	add(p)
	for i := range m.nAlt {
		add(r.glyphProb(&m.alt[i]))
	}
	var sum float64
	for d := range logp {
		logp[d] = math.Exp(logp[d] / float64(1+m.nAlt))
		sum += logp[d]
	}
	for d := range p {
		p[d] = float32(logp[d] / sum)
	}
	return p
}

// glyphProb returns the classifier's probability of each class for the
// glyph x: the mean of its networks'.
func (r *Reader) glyphProb(x *Glyph) [Classes]float32 {
	var p [Classes]float32
	for _, n := range r.nets {
		q := n.probabilities(x[:])
		for d := range p {
			p[d] += q[d] / float32(len(r.nets))
		}
	}
	return p
}

// quarterTurn turns the grid of marks a quarter turn anticlockwise, each
// glyph with it: the cell (or glyph pixel) at column x, row y comes from
// column n−1−y, row x. Pencil marks are not looked for yet (lookForMarks
// turns them as the grid was turned).
func quarterTurn(ms [81]Mark) [81]Mark {
	var out [81]Mark
	for y := range 9 {
		for x := range 9 {
			m := ms[x*9+8-y]
			m.Glyph = m.Glyph.quarterTurn()
			for i := range m.nAlt {
				m.alt[i] = m.alt[i].quarterTurn()
			}
			out[y*9+x] = m
		}
	}
	return out
}

// quarterTurn returns the glyph turned a quarter turn anticlockwise: the
// pixel at column x, row y comes from column n−1−y, row x, and the height
// and width change places.
func (g *Glyph) quarterTurn() Glyph {
	var out Glyph
	for gy := range GlyphSize {
		for gx := range GlyphSize {
			out[gy*GlyphSize+gx] = g[gx*GlyphSize+GlyphSize-1-gy]
		}
	}
	out[GlyphSize*GlyphSize], out[GlyphSize*GlyphSize+1] = g[GlyphSize*GlyphSize+1], g[GlyphSize*GlyphSize]
	return out
}

// Cells finds the grid in the upright grey picture g and returns the mark
// of each cell, row by row, as the picture shows it (not turned). It is
// exported for the training command (cmd/digits), which learns from real
// cells.
func Cells(g *image.Gray) ([81]Mark, error) {
	ms, _, err := cells(g, nil)
	return ms, err
}

// QuarterTurn turns a grid of marks a quarter turn anticlockwise, each
// glyph with it.
func QuarterTurn(ms [81]Mark) [81]Mark { return quarterTurn(ms) }

func cells(g *image.Gray, ch *chroma) ([81]Mark, quad, error) {
	var out [81]Mark
	small, k := shrink(g, locateSize)
	// Light ink on a dark background (a dark theme) is turned over first.
	// A picture taken for one may be a photo with a bright area beside the
	// page (glare, a white table), and any picture whose grid is not found
	// may be the other kind: then the other way is tried too, and the
	// outline more like a grid wins.
	dark := lightInk(small)
	find := func(dark, thorough bool) (candidate, bool, bool) {
		try := small
		if dark {
			try = cloneGray(small)
			invert(try)
		}
		return locateScored(try, thorough)
	}
	best, ok, cut := find(dark, true)
	if dark || !ok {
		// A dark theme's grid is found the first way: the other way, a
		// second chance, is looked at only as it is (its regions are
		// most of a dark picture, and costly to label thrice more).
		c, ok2, cut2 := find(!dark, !ok)
		cut = cut || cut2
		if ok2 && (!ok || c.score > best.score) {
			best, ok, dark = c, true, !dark
		}
	}
	q := best.q
	if !ok {
		if cut {
			return out, q, ErrCutOff
		}
		return out, q, ErrNoGrid
	}
	// Outline in the full picture (pixel centres scale with the factor).
	q = q.scaled(float64(k))
	for i := range q {
		q[i].X += float64(k) / 2
		q[i].Y += float64(k) / 2
	}
	return cellsAt(g, ch, q, dark)
}

// cellsAt returns the marks of the cells of the grid outlined by q in g
// (light on dark if dark), and the outline they were read in: q; or q
// stretched to the grid's lines if some lie where q's grid has none (a
// row or column left out), q moved by a cell if its box lines say it is a
// cell off.
func cellsAt(g *image.Gray, ch *chroma, q quad, dark bool) ([81]Mark, quad, error) {
	out, align := cellsIn(g, ch, q, dark)
	if axes := align.stray; axes != [2]bool{} {
		// Lines where the outline's grid has none: read the grid where
		// its lines' even spacing puts it, if its lines are then all
		// where they should be; and once more, where the lines of that
		// reading put it.
		for range 2 {
			moved, ok := align.refitted(q, axes)
			if !ok || moved.beyond(g.Rect.Dx(), g.Rect.Dy()) {
				break
			}
			again, a := cellsIn(g, ch, moved, dark)
			if a.stray != [2]bool{} || a.shift != [2]int{} {
				break
			}
			out, q, align = again, moved, a
		}
	}
	if align.shift != [2]int{} {
		// The grid's box lines say the outline is a cell off: read the
		// grid where they put it, if it is in the picture and its box
		// lines are then where they should be.
		moved, ok := align.shifted(q)
		if ok && moved.beyond(g.Rect.Dx(), g.Rect.Dy()) {
			return out, q, ErrCutOff
		}
		if ok {
			if again, a := cellsIn(g, ch, moved, dark); a.aligned(align) {
				out, q = again, moved
			}
		}
	}
	if strongMarks(out) < minGivens {
		// Too few digits for a puzzle: the grid may have been found in the
		// picture turned over (a dark theme's tiles look like a grid
		// either way) and its digits then are light on dark. Read it the
		// other way too and keep the reading with more digits.
		if alt, _ := cellsIn(g, ch, q, !dark); strongMarks(alt) > strongMarks(out) {
			out = alt
		}
	}
	return out, q, nil
}

// minGivens is the fewest givens a proper puzzle has.
const minGivens = 17

// strongMarks counts the marks of ms big enough to be givens.
func strongMarks(ms [81]Mark) int {
	n := 0
	for _, m := range ms {
		if m.Found && m.Strong {
			n++
		}
	}
	return n
}

// cellsIn returns the marks of the cells of the grid outlined by q in g
// (turned over first if dark: light ink on a dark background), each
// digit's with the colour of its ink measured (against ch, the picture's
// chroma, if not nil), each empty cell's with its pencil marks; and what
// the grid's lines say of the outline.
func cellsIn(g *image.Gray, ch *chroma, q quad, dark bool) (out [81]Mark, align boxAlign) {
	src := g
	if dark {
		src = cloneGray(g)
		invert(src)
	}
	straight := warp(src, q)
	ink := inkThreshold(straight)
	b := threshold(straight, CellSize/2, ink)
	profX, profY := lineProfile(b, true), lineProfile(b, false)
	xs, ys := gridLines(profX), gridLines(profY)
	align = alignOf(profX, profY, xs, ys)
	// Each cell is judged against the grid's digits: a mark much fainter
	// than they are is a stain, or show-through from the other side of
	// the page, not a digit; a faint mark too small for a digit is looked
	// at again with a lower threshold only if it is about as dark as they
	// are.
	var contrast [81]int
	eachCell(len(out), func(i int) {
		r, c := i/9, i%9
		out[i], contrast[i] = cellMark(straight, ink, xs[c], ys[r], xs[c+1], ys[r+1], false)
	})
	var digits []int
	for i := range out {
		if out[i].Found && out[i].Strong {
			digits = append(digits, contrast[i])
		}
	}
	if len(digits) > 0 {
		slices.Sort(digits)
		typical := digits[len(digits)/2]
		for i := range out {
			r, c := i/9, i%9
			switch {
			case !out[i].Found:
			case 3*contrast[i] < typical:
				out[i].Strong = false
				out[i].faint = true
			case !out[i].Strong && 2*contrast[i] >= typical:
				out[i], _ = cellMark(straight, ink, xs[c], ys[r], xs[c+1], ys[r+1], true)
			}
		}
	}
	// The colour of each digit's ink, and the pencil marks of the cells
	// without one.
	var cb, cr *image.Gray
	if ch != nil {
		var qc quad
		for k, p := range q {
			qc[k] = point{p.X / float64(ch.sx), p.Y / float64(ch.sy)}
		}
		cb, cr = warp(ch.cb, qc), warp(ch.cr, qc)
	}
	eachCell(len(out), func(i int) {
		if out[i].Found && out[i].Strong {
			r, c := i/9, i%9
			x0, y0, x1, y1 := xs[c], ys[r], xs[c+1], ys[r+1]
			margin := max(2, (x1-x0+y1-y0)/20)
			out[i].ink = inkOf(straight, cb, cr, x0+margin, y0+margin, x1-margin, y1-margin, contrast[i])
		}
	})
	// Where each cell's pencil marks are, looked for once the cell is
	// read (lookForMarks). A digit's cell too: marks in a column or a
	// row of a 3×3 run together as tall as a digit, and the cell may be
	// read empty.
	if m, ok := squareToQuad(q); ok {
		at := &marksAt{src, m, ink}
		n := float64(9 * CellSize)
		for i := range out {
			if out[i].lost {
				continue
			}
			r, c := i/9, i%9
			x0, y0, x1, y1 := xs[c], ys[r], xs[c+1], ys[r+1]
			out[i].marksIn = at
			out[i].uv = [4]float64{float64(x0) / n, float64(y0) / n, float64(x1) / n, float64(y1) / n}
		}
	}
	return out, align
}

// lightInk reports whether g looks like light ink on a dark background:
// its lightest pixels stand further from the median (the background)
// than its darkest ones. A dim photo of dark ink is not taken for one.
func lightInk(g *image.Gray) bool {
	var hist [256]int
	w, h := g.Rect.Dx(), g.Rect.Dy()
	for y := 0; y < h; y++ {
		for _, p := range g.Pix[y*g.Stride : y*g.Stride+w] {
			hist[p]++
		}
	}
	lo, mid, hi := pct(&hist, w*h, 0.03), pct(&hist, w*h, 0.5), pct(&hist, w*h, 0.97)
	return hi-mid > mid-lo
}

func cloneGray(g *image.Gray) *image.Gray {
	c := *g
	c.Pix = append([]uint8(nil), g.Pix...)
	return &c
}

// String returns the reading as 81 characters, '.' for an empty cell.
func (rd *Reading) String() string { return rd.Grid.String() }
