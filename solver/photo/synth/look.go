package synth

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"math"
	"math/rand/v2"
	"strconv"

	xdraw "golang.org/x/image/draw"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"sudokubot/solver"
)

// An Effect is how a display face's digits are drawn.
type Effect int

// The effects.
const (
	Plain   Effect = iota
	Outline        // hollow: only a stroke around the glyph
	Shadow         // a lighter copy of the glyph behind it, offset
	Stencil        // the glyph cut by thin bridges, as a stencil leaves it
	Inline         // bold with a light line inside (an outline filled)
	numEffects
)

// glyphMask renders s in f with its ink about h pixels tall, centred at
// (cx, cy), into an alpha mask in picture coordinates with pad pixels of
// room around the ink.
func glyphMask(f *opentype.Font, s string, cx, cy, h float64, pad int) *image.Alpha {
	fc := face(f, h/0.72)
	b, _ := font.BoundString(fc, s)
	if bh := (b.Max.Y - b.Min.Y).Round(); bh > 0 {
		fc = face(f, h/0.72*h/float64(bh))
		b, _ = font.BoundString(fc, s)
	}
	bw := float64(b.Max.X-b.Min.X) / 64
	bh := float64(b.Max.Y-b.Min.Y) / 64
	x := cx - bw/2 - float64(b.Min.X)/64
	y := cy - bh/2 - float64(b.Min.Y)/64
	r := image.Rect(int(cx-bw/2)-pad-2, int(cy-bh/2)-pad-2, int(cx+bw/2)+pad+3, int(cy+bh/2)+pad+3)
	m := image.NewAlpha(r)
	d := font.Drawer{Dst: m, Src: image.Opaque, Face: fc,
		Dot: fixed.Point26_6{X: fixed.Int26_6(x * 64), Y: fixed.Int26_6(y * 64)}}
	d.DrawString(s)
	return m
}

// maxFilter returns m with each pixel the largest within r (a square).
func maxFilter(m *image.Alpha, r int) *image.Alpha {
	w, h := m.Rect.Dx(), m.Rect.Dy()
	tmp := make([]uint8, len(m.Pix))
	out := image.NewAlpha(m.Rect)
	for y := range h {
		for x := range w {
			v := uint8(0)
			for k := max(0, x-r); k <= min(w-1, x+r); k++ {
				v = max(v, m.Pix[y*m.Stride+k])
			}
			tmp[y*m.Stride+x] = v
		}
	}
	for y := range h {
		for x := range w {
			v := uint8(0)
			for k := max(0, y-r); k <= min(h-1, y+r); k++ {
				v = max(v, tmp[k*m.Stride+x])
			}
			out.Pix[y*out.Stride+x] = v
		}
	}
	return out
}

// drawGlyph draws s centred at (cx, cy), about h tall, in colour ink with
// effect e; shade is the colour of a shadow, bg the paper's (for the
// parts an effect takes away).
func drawGlyph(rng *rand.Rand, dst draw.Image, f *opentype.Font, s string, cx, cy, h float64, ink, shade color.Color, e Effect) {
	drawGlyphShape(rng, dst, f, s, cx, cy, h, ink, shade, e, false)
}

// drawGlyphShape is drawGlyph, the digit 3 (s "3") drawn with a flat
// top if flat (see flatTop).
func drawGlyphShape(rng *rand.Rand, dst draw.Image, f *opentype.Font, s string, cx, cy, h float64, ink, shade color.Color, e Effect, flat bool) {
	w := max(1, int(h*(0.04+rng.Float64()*0.04)+0.5))
	m := glyphMask(f, s, cx, cy, h, 2*w+int(h*0.12))
	if flat {
		flatTop(m)
	}
	paint := func(m *image.Alpha, c color.Color, dx, dy int) {
		draw.DrawMask(dst, m.Rect.Add(image.Pt(dx, dy)), image.NewUniform(c), image.Point{}, m, m.Rect.Min, draw.Over)
	}
	switch e {
	case Outline, Inline:
		d := maxFilter(m, w)
		ring := image.NewAlpha(m.Rect)
		for i := range ring.Pix {
			ring.Pix[i] = uint8(max(0, int(d.Pix[i])-int(m.Pix[i])))
		}
		if e == Inline {
			// A bold glyph (grown) in ink, with a light line inside
			// along the glyph's own outline.
			paint(d, ink, 0, 0)
			er := invertAlpha(maxFilter(invertAlpha(m), max(1, w/2)))
			line := image.NewAlpha(m.Rect)
			for i := range line.Pix {
				line.Pix[i] = uint8(max(0, int(m.Pix[i])-int(er.Pix[i])))
			}
			paint(line, shade, 0, 0)
			return
		}
		paint(ring, ink, 0, 0)
	case Shadow:
		off := max(1, int(h*(0.05+rng.Float64()*0.05)+0.5))
		paint(m, shade, off, off)
		paint(m, ink, 0, 0)
	case Stencil:
		bh := m.Rect.Dy()
		gap := max(1, int(h*0.07+0.5))
		ys := []int{bh / 2}
		if rng.IntN(2) == 0 {
			ys = []int{bh * 3 / 8, bh * 5 / 8}
		}
		for _, y := range ys {
			for yy := y - gap/2; yy < y-gap/2+gap; yy++ {
				for x := range m.Rect.Dx() {
					m.Pix[yy*m.Stride+x] = 0
				}
			}
		}
		paint(m, ink, 0, 0)
	default:
		paint(m, ink, 0, 0)
	}
}

func invertAlpha(m *image.Alpha) *image.Alpha {
	out := image.NewAlpha(m.Rect)
	for i, p := range m.Pix {
		out.Pix[i] = 255 - p
	}
	return out
}

// randomTheme returns one of Themes, varied: the outer border thick, thin,
// rounded or none, sometimes nine separate boxes, pencil marks in a 3×3
// mini-grid or in the cells' corners, another colour for entries and
// highlights, another digit size.
func randomTheme(rng *rand.Rand) Theme {
	ths := Themes()
	th := ths[rng.IntN(len(ths))]
	th.Tiles = rng.IntN(5) == 0
	switch rng.IntN(5) {
	case 0:
		th.Border = false
	case 1:
		th.Border, th.Rounded = true, true
	default:
		th.Border = true
	}
	th.ThinWidth = 1 + rng.IntN(3)
	th.ThickWidth = th.ThinWidth + 1 + rng.IntN(5)
	th.Highlights = rng.IntN(4) > 0
	th.Pencils = rng.IntN(3) > 0
	th.PencilCorners = rng.IntN(2) == 0
	entries := []color.RGBA{rgb(0x1a5fd0), rgb(0x2e7d32), rgb(0xd0342c), rgb(0x7b3fb5), rgb(0xe07b00), rgb(0x0097a7)}
	th.Entry = entries[rng.IntN(len(entries))]
	if th.Name == "dark" {
		th.Entry = lighten(th.Entry)
	}
	th.DigitHeight = 0.42 + rng.Float64()*0.3
	return th
}

func lighten(c color.RGBA) color.RGBA {
	return color.RGBA{uint8((int(c.R) + 255) / 2), uint8((int(c.G) + 255) / 2), uint8((int(c.B) + 255) / 2), 255}
}

// App draws an app screenshot of puzzle in font f, in a theme varied at
// random (see [Screenshot]); it returns the picture as JPEG (quality 60 to
// 92), scaled to 1280 pixels high, and the grid a reader should see.
func App(rng *rand.Rand, f *opentype.Font, puzzle, solution solver.Grid) ([]byte, solver.Grid) {
	data, want, _ := AppNamed(rng, f, puzzle, solution)
	return data, want
}

// AppNamed is [App], with a name for the look drawn: the theme, then
// "tiles", "rounded", "noborder", "highlights", "pencil" or
// "corners" where they apply, joined by dashes.
func AppNamed(rng *rand.Rand, f *opentype.Font, puzzle, solution solver.Grid) ([]byte, solver.Grid, string) {
	data, g, name := appGame(rng, f, puzzle, solution, 0, false)
	return data, g.Grid(), name
}

// AppGame is [AppNamed] for a game in progress: pencil marks in every
// theme, and a share wrong of the entries not the solution's digit. It
// returns the game drawn.
func AppGame(rng *rand.Rand, f *opentype.Font, puzzle, solution solver.Grid, wrong float64) ([]byte, Game, string) {
	return appGame(rng, f, puzzle, solution, wrong, true)
}

func appGame(rng *rand.Rand, f *opentype.Font, puzzle, solution solver.Grid, wrong float64, pencils bool) ([]byte, Game, string) {
	th := randomTheme(rng)
	th.Pencils = th.Pencils || pencils
	name := th.Name
	for _, x := range []struct {
		on   bool
		name string
	}{{th.Tiles, "tiles"}, {th.Rounded, "rounded"}, {!th.Border, "noborder"}, {th.Highlights, "highlights"},
		{th.Pencils && !th.PencilCorners, "pencil"}, {th.Pencils && th.PencilCorners, "corners"}} {
		if x.on {
			name += "-" + x.name
		}
	}
	data, game := app(rng, th, f, puzzle, solution, wrong)
	return data, game, name
}

func app(rng *rand.Rand, th Theme, f *opentype.Font, puzzle, solution solver.Grid, wrong float64) ([]byte, Game) {
	img, game := GameShot(rng, th, f, puzzle, solution, wrong)
	b := img.Bounds()
	scale := 1280 / float64(b.Dy())
	dst := image.NewRGBA(image.Rect(0, 0, int(float64(b.Dx())*scale), 1280))
	xdraw.ApproxBiLinear.Scale(dst, dst.Rect, img, b, draw.Src, nil)
	return encodeJPEG(dst, 60+rng.IntN(33)), game
}

func encodeJPEG(img image.Image, q int) []byte {
	var buf bytes.Buffer
	jpeg.Encode(&buf, img, &jpeg.Options{Quality: q})
	return buf.Bytes()
}

// Printed draws a grid printed in a book or a poster and photographed:
// paper, thin and thick lines, the givens in font f with a random effect
// (plain, outlined, shadowed, stencilled, inline), a title above; then
// turned a little, in perspective, unevenly lit, blurred and noisy, as
// JPEG (quality 70 to 92). It returns the file and the grid.
func Printed(rng *rand.Rand, f *opentype.Font, puzzle solver.Grid) ([]byte, solver.Grid) {
	W := 1100 + rng.IntN(300)
	H := W + 100 + rng.IntN(300)
	img := image.NewGray(image.Rect(0, 0, W, H))
	paper := 215 + rng.IntN(40)
	fill(img, img.Rect, grey(paper))
	ink := grey(rng.IntN(60))
	side := int(float64(W) * (0.72 + rng.Float64()*0.14))
	left := (W - side) / 2
	top := 160 + rng.IntN(H-side-200)
	thin := 1 + rng.IntN(3)
	thick := thin + 2 + rng.IntN(5)
	e := Effect(rng.IntN(int(numEffects)))
	if rng.IntN(3) == 0 {
		e = Plain
	}
	shade := grey(paper - 60 - rng.IntN(60))
	drawGlyph(rng, img, f, "SUDOKU "+strconv.Itoa(1+rng.IntN(300)), float64(W)/2, float64(top)/2, 50+rng.Float64()*40, ink, shade, e)
	printedGrid(rng, img, f, puzzle, left, top, side, thin, thick, 0.25, ink, shade, e)
	out := Photograph(rng, img, 0.06, 0.1)
	return encodeJPEG(out, 70+rng.IntN(23)), puzzle
}

// Photograph returns g as a camera would see it: turned by up to maxTurn
// radians, in perspective (each corner moved by up to persp of the side),
// lit unevenly, a little blurred and noisy.
func Photograph(rng *rand.Rand, g *image.Gray, maxTurn, persp float64) *image.Gray {
	return photograph(rng, []*image.Gray{g}, maxTurn, persp)[0]
}

// photograph is [Photograph] of the planes of one picture (its channels),
// each changed alike but for the noise, drawn for each in turn. With one
// plane it draws what Photograph always drew from the same random stream.
func photograph(rng *rand.Rand, planes []*image.Gray, maxTurn, persp float64) []*image.Gray {
	g := planes[0]
	w, h := float64(g.Rect.Dx()), float64(g.Rect.Dy())
	a := (rng.Float64()*2 - 1) * maxTurn
	cos, sin := math.Cos(a), math.Sin(a)
	cx, cy := w/2, h/2
	var dq [4][2]float64 // where the picture's corners go
	for i, c := range [4][2]float64{{0, 0}, {w, 0}, {w, h}, {0, h}} {
		x, y := c[0]-cx, c[1]-cy
		x, y = x*cos-y*sin, x*sin+y*cos
		x += (rng.Float64()*2 - 1) * persp * w
		y += (rng.Float64()*2 - 1) * persp * h
		dq[i] = [2]float64{x*0.9 + cx, y*0.9 + cy}
	}
	m := quadToSquare(dq)
	bg := float64(40 + rng.IntN(120))
	outs := make([]*image.Gray, len(planes))
	for k := range outs {
		outs[k] = image.NewGray(g.Rect)
	}
	// Light falls off across the picture.
	lx, ly := rng.Float64()*w, rng.Float64()*h
	fall := rng.Float64() * 0.35
	diag := math.Hypot(w, h)
	for y := range int(h) {
		for x := range int(w) {
			u, v := m.apply(float64(x)+0.5, float64(y)+0.5)
			light := 1 - fall*math.Hypot(float64(x)-lx, float64(y)-ly)/diag
			for k, p := range planes {
				val := bg
				if u >= 0 && u < 1 && v >= 0 && v < 1 {
					val = bilinear(p, u*w-0.5, v*h-0.5)
				}
				val *= light
				outs[k].Pix[y*outs[k].Stride+x] = uint8(max(0, min(255, val)))
			}
		}
	}
	r := rng.IntN(2)
	sigma := 2 + rng.Float64()*6
	for _, out := range outs {
		blur(out, r)
		noise(rng, out, sigma)
	}
	return outs
}

func bilinear(g *image.Gray, x, y float64) float64 {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	x = max(0, min(float64(w-1), x))
	y = max(0, min(float64(h-1), y))
	x0, y0 := int(x), int(y)
	x1, y1 := min(w-1, x0+1), min(h-1, y0+1)
	fx, fy := x-float64(x0), y-float64(y0)
	p := func(x, y int) float64 { return float64(g.Pix[y*g.Stride+x]) }
	return (p(x0, y0)*(1-fx)+p(x1, y0)*fx)*(1-fy) + (p(x0, y1)*(1-fx)+p(x1, y1)*fx)*fy
}

// proj is a projective map of the plane (3×3, row-major).
type proj [9]float64

func (m proj) apply(x, y float64) (float64, float64) {
	d := m[6]*x + m[7]*y + m[8]
	return (m[0]*x + m[1]*y + m[2]) / d, (m[3]*x + m[4]*y + m[5]) / d
}

// quadToSquare returns the map taking the quad q (clockwise from the top
// left) to the unit square.
func quadToSquare(q [4][2]float64) proj {
	// The unit square to q (Heckbert), then its inverse (adjugate).
	x0, y0 := q[0][0], q[0][1]
	x1, y1 := q[1][0], q[1][1]
	x2, y2 := q[2][0], q[2][1]
	x3, y3 := q[3][0], q[3][1]
	sx, sy := x0-x1+x2-x3, y0-y1+y2-y3
	dx1, dx2, dy1, dy2 := x1-x2, x3-x2, y1-y2, y3-y2
	den := dx1*dy2 - dx2*dy1
	g := (sx*dy2 - dx2*sy) / den
	h := (dx1*sy - sx*dy1) / den
	a := proj{x1 - x0 + g*x1, x3 - x0 + h*x3, x0, y1 - y0 + g*y1, y3 - y0 + h*y3, y0, g, h, 1}
	return proj{
		a[4]*a[8] - a[5]*a[7], a[2]*a[7] - a[1]*a[8], a[1]*a[5] - a[2]*a[4],
		a[5]*a[6] - a[3]*a[8], a[0]*a[8] - a[2]*a[6], a[2]*a[3] - a[0]*a[5],
		a[3]*a[7] - a[4]*a[6], a[1]*a[6] - a[0]*a[7], a[0]*a[4] - a[1]*a[3],
	}
}

// flatTop redraws the top half of the 3 in mask m as a flat-topped 3
// draws it: a bar along the top and a diagonal from its right end down to
// the middle, where the lower bowl begins, in the glyph's own stroke
// width (the ink's area over half its outline's length).
func flatTop(m *image.Alpha) {
	w, h := m.Rect.Dx(), m.Rect.Dy()
	minX, minY, maxX, maxY := w, h, -1, -1
	area, edge := 0, 0
	at := func(x, y int) bool { return x >= 0 && y >= 0 && x < w && y < h && m.Pix[y*m.Stride+x] >= 128 }
	for y := range h {
		for x := range w {
			if !at(x, y) {
				continue
			}
			area++
			if !at(x-1, y) || !at(x+1, y) || !at(x, y-1) || !at(x, y+1) {
				edge++
			}
			minX, maxX = min(minX, x), max(maxX, x)
			minY, maxY = min(minY, y), max(maxY, y)
		}
	}
	if maxX < minX || edge == 0 {
		return
	}
	bw, bh := float64(maxX-minX+1), float64(maxY-minY+1)
	sw := max(1.5, 2*float64(area)/float64(edge))
	cut := minY + int(0.45*bh)
	for y := 0; y < cut; y++ {
		clear(m.Pix[y*m.Stride : y*m.Stride+w])
	}
	x0, x1 := float64(minX)+0.08*bw, float64(maxX)+0.5
	top := float64(minY) + sw/2
	mx, my := float64(minX)+0.4*bw, float64(minY)+0.56*bh
	segs := [][4]float64{{x0, top, x1 - sw/2, top}, {x1 - sw/2, top, mx, my}}
	for y := range h {
		for x := range w {
			px, py := float64(x)+0.5, float64(y)+0.5
			d := math.Inf(1)
			for _, sg := range segs {
				d = min(d, segDist(px, py, sg))
			}
			a := max(0, min(1, sw/2-d+0.5))
			m.Pix[y*m.Stride+x] = max(m.Pix[y*m.Stride+x], uint8(255*a))
		}
	}
}

// segDist is the distance from (x, y) to the segment s (x0, y0, x1, y1).
func segDist(x, y float64, s [4]float64) float64 {
	dx, dy := s[2]-s[0], s[3]-s[1]
	t := 0.0
	if l := dx*dx + dy*dy; l > 0 {
		t = max(0, min(1, ((x-s[0])*dx+(y-s[1])*dy)/l))
	}
	return math.Hypot(x-s[0]-t*dx, y-s[1]-t*dy)
}

// printedGrid draws a printed grid of side pixels at left, top: its lines
// (thin, every third thick) in ink, then the puzzle's givens in font f,
// half a cell high and up to spread of a cell more, with effect e.
func printedGrid(rng *rand.Rand, img draw.Image, f *opentype.Font, puzzle solver.Grid, left, top, side, thin, thick int, spread float64, ink, shade color.Color, e Effect) {
	cell := float64(side) / 9
	for k := 0; k <= 9; k++ {
		t := thin
		if k%3 == 0 {
			t = thick
		}
		p := left + int(float64(k)*cell) - t/2
		fill(img, image.Rect(p, top-thick/2, p+t, top+side+thick/2), ink)
		p = top + int(float64(k)*cell) - t/2
		fill(img, image.Rect(left-thick/2, p, left+side+thick/2, p+t), ink)
	}
	h := cell * (0.5 + rng.Float64()*spread)
	for i, v := range puzzle {
		if v == 0 {
			continue
		}
		cx := float64(left) + (float64(i%9)+0.5)*cell
		cy := float64(top) + (float64(i/9)+0.5)*cell
		drawGlyph(rng, img, f, strconv.Itoa(int(v)), cx, cy, h, ink, shade, e)
	}
}
