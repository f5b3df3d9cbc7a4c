// Package synth draws the pictures the digit classifier is trained and
// tested on: single cells with a digit in a given font (for training) and
// whole app screenshots in several themes (for testing).
package synth

import (
	"bytes"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gobolditalic"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/gomediumitalic"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/gomonobold"
	"golang.org/x/image/font/gofont/gomonoitalic"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/gofont/gosmallcaps"
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
	"golang.org/x/image/math/f64"
	"golang.org/x/image/math/fixed"

	"sudokubot/solver"
)

// face returns f at size px (pixels per em).
func face(f *opentype.Font, px float64) font.Face {
	fc, err := opentype.NewFace(f, &opentype.FaceOptions{Size: px, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic(err) // only for sizes out of range, which callers never ask
	}
	return fc
}

// drawDigit draws the text s centred (by its ink box) at (cx, cy) in
// colour c, with the glyphs' height about h pixels.
func drawDigit(dst draw.Image, f *opentype.Font, s string, cx, cy, h float64, c color.Color) {
	// Digits are about 0.7 em tall in most fonts: measure and correct.
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
	d := font.Drawer{Dst: dst, Src: image.NewUniform(c), Face: fc,
		Dot: fixed.Point26_6{X: fixed.Int26_6(x * 64), Y: fixed.Int26_6(y * 64)}}
	d.DrawString(s)
}

func fill(dst draw.Image, r image.Rectangle, c color.Color) {
	draw.Draw(dst, r, image.NewUniform(c), image.Point{}, draw.Src)
}

func grey(v int) color.Gray { return color.Gray{uint8(max(0, min(255, v)))} }

// A CellStyle says how a training cell is drawn.
type CellStyle struct {
	Size   int     // side in pixels
	Height float64 // digit height as a fraction of the side
}

// Cell draws one cell picture (grey, dark ink on light) of digit d (1 to
// 9; 0 draws a cell without a given: empty, with pencil marks, specks or a
// piece of line) in font f, randomly varied: size, position, slant,
// rotation, stroke darkness, width (a fifth of the cells squeezed as a
// condensed face's), a display face's effect (a third of the digits:
// outlined, shadowed, stencilled, inline), a quarter of the 3s with a flat
// top whatever the font's own 3 (a bar and a diagonal, as many display
// faces draw it, told from a 5 by its diagonal), grid lines at the edges,
// blur and noise.
func Cell(rng *rand.Rand, f *opentype.Font, d int) *image.Gray {
	s := 36 + rng.IntN(60)
	bg := 150 + rng.IntN(106)
	ink := rng.IntN(max(1, bg-70))
	big := image.NewGray(image.Rect(0, 0, 3*s, 3*s))
	fill(big, big.Rect, grey(bg))
	c := float64(3*s) / 2
	jx := (rng.Float64() - 0.5) * 0.16 * float64(s)
	jy := (rng.Float64() - 0.5) * 0.16 * float64(s)
	if d > 0 {
		h := (0.38 + rng.Float64()*0.4) * float64(s)
		// A 3 with a flat top (a bar and a diagonal, as some display
		// faces draw it, unlike a 5 by its diagonal) a quarter of the
		// time, whatever the font's own 3.
		flat := d == 3 && rng.IntN(4) == 0
		switch {
		case rng.IntN(3) == 0:
			// A display face's effect: outlined, shadowed, stencilled
			// or inline.
			shade := grey(ink + (bg-ink)*(2+rng.IntN(5))/8)
			drawGlyphShape(rng, big, f, strconv.Itoa(d), c+jx, c+jy, h, grey(ink), shade, Effect(1+rng.IntN(int(numEffects)-1)), flat)
		case flat:
			drawGlyphShape(rng, big, f, "3", c+jx, c+jy, h, grey(ink), grey(ink), Plain, true)
		default:
			drawDigit(big, f, strconv.Itoa(d), c+jx, c+jy, h, grey(ink))
		}
	} else {
		switch rng.IntN(4) {
		case 0, 1: // pencil marks: small digits in a 3×3 layout
			h := (0.12 + rng.Float64()*0.14) * float64(s)
			for k := 1; k <= 9; k++ {
				if rng.IntN(3) == 0 {
					continue
				}
				px := c + float64((k-1)%3-1)*float64(s)*0.3
				py := c + float64((k-1)/3-1)*float64(s)*0.3
				drawDigit(big, f, strconv.Itoa(k), px, py, h, grey(ink+rng.IntN(60)))
			}
		case 2: // a speck or a short stroke
			w, h := 1+rng.IntN(s/5), 1+rng.IntN(s/5)
			x, y := int(c+jx*2), int(c+jy*2)
			fill(big, image.Rect(x, y, x+w, y+h), grey(ink))
		}
	}
	// Slant and turn about the centre.
	out := image.NewGray(image.Rect(0, 0, s, s))
	shear := (rng.Float64() - 0.5) * 0.4
	if rng.IntN(4) == 0 {
		shear = 0.15 + rng.Float64()*0.15 // italics
	}
	a := (rng.Float64() - 0.5) * 0.14
	sx := 0.85 + rng.Float64()*0.3
	if rng.IntN(5) == 0 {
		sx = 0.55 + rng.Float64()*0.3 // a condensed face
	}
	cos, sin := math.Cos(a), math.Sin(a)
	// Output (x, y) relative to its centre comes from big at centre +
	// M·(x, y).
	m := f64.Aff3{
		cos * sx, -sin + shear, 0,
		sin * sx, cos, 0,
	}
	o := float64(s) / 2
	m[2] = c - m[0]*o - m[1]*o
	m[5] = c - m[3]*o - m[4]*o
	inv := invert(m)
	fill(out, out.Rect, grey(bg))
	xdraw.BiLinear.Transform(out, inv, big, big.Rect, draw.Src, nil)
	// Grid lines at the edges, sometimes shifted inwards.
	lc := grey(ink + rng.IntN(max(1, bg-ink)))
	edgeLines(rng, out, s, lc)
	blur(out, rng.IntN(3))
	noise(rng, out, rng.Float64()*12)
	return out
}

// roundBorder draws the outer border of the grid r as a rounded
// rectangle of radius rad and width tw in colour c, the page's colour
// outside its corners.
func roundBorder(img draw.Image, r image.Rectangle, rad, tw int, c, page color.Color) {
	rad = max(rad, tw+1)
	fill(img, image.Rect(r.Min.X+rad, r.Min.Y-tw/2, r.Max.X-rad, r.Min.Y-tw/2+tw), c)
	fill(img, image.Rect(r.Min.X+rad, r.Max.Y-tw/2, r.Max.X-rad, r.Max.Y-tw/2+tw), c)
	fill(img, image.Rect(r.Min.X-tw/2, r.Min.Y+rad, r.Min.X-tw/2+tw, r.Max.Y-rad), c)
	fill(img, image.Rect(r.Max.X-tw/2, r.Min.Y+rad, r.Max.X-tw/2+tw, r.Max.Y-rad), c)
	for _, k := range [4][2]int{{r.Min.X + rad, r.Min.Y + rad}, {r.Max.X - rad, r.Min.Y + rad}, {r.Max.X - rad, r.Max.Y - rad}, {r.Min.X + rad, r.Max.Y - rad}} {
		for dy := -rad - tw; dy <= rad+tw; dy++ {
			for dx := -rad - tw; dx <= rad+tw; dx++ {
				x, y := k[0]+dx, k[1]+dy
				// Only the quarter of the square outside the straight
				// sides.
				if (x > r.Min.X+rad && x < r.Max.X-rad) || (y > r.Min.Y+rad && y < r.Max.Y-rad) {
					continue
				}
				d := math.Hypot(float64(dx), float64(dy))
				switch {
				case d > float64(rad)+float64(tw)/2:
					if (x >= r.Min.X-tw && x < r.Max.X+tw) && (y >= r.Min.Y-tw && y < r.Max.Y+tw) {
						img.Set(x, y, page)
					}
				case d > float64(rad)-float64(tw)/2:
					img.Set(x, y, c)
				}
			}
		}
	}
}

// invert returns the inverse of the affine map m.
func invert(m f64.Aff3) f64.Aff3 {
	det := m[0]*m[4] - m[1]*m[3]
	a, b, c, d := m[4]/det, -m[1]/det, -m[3]/det, m[0]/det
	return f64.Aff3{a, b, -(a*m[2] + b*m[5]), c, d, -(c*m[2] + d*m[5])}
}

// blur box-blurs g with radius r, in place.
func blur(g *image.Gray, r int) {
	if r <= 0 {
		return
	}
	w, h := g.Rect.Dx(), g.Rect.Dy()
	tmp := make([]uint8, len(g.Pix))
	for pass := range 2 {
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				s, n := 0, 0
				for k := -r; k <= r; k++ {
					xx, yy := x, y
					if pass == 0 {
						xx += k
					} else {
						yy += k
					}
					if xx >= 0 && yy >= 0 && xx < w && yy < h {
						s += int(g.Pix[yy*g.Stride+xx])
						n++
					}
				}
				tmp[y*g.Stride+x] = uint8(s / n)
			}
		}
		copy(g.Pix, tmp)
	}
}

func noise(rng *rand.Rand, g *image.Gray, sigma float64) {
	for i, p := range g.Pix {
		g.Pix[i] = uint8(max(0, min(255, int(float64(p)+rng.NormFloat64()*sigma+0.5))))
	}
}

// A Theme is the look of an app screenshot.
type Theme struct {
	Name                  string
	Bg, Grid, Thin, Given color.RGBA
	Entry, Pencil, Page   color.RGBA
	Highlight, Same       color.RGBA
	Border                bool    // draw the outer border
	Tiles                 bool    // boxes drawn apart, with gaps
	Rounded               bool    // the outer border with rounded corners
	PencilCorners         bool    // pencil marks in the cells' corners, not a 3×3 mini-grid
	DigitHeight           float64 // the digits' height as a fraction of the cell (0: 0.5 to 0.65)
	Highlights, Pencils   bool
	ThinWidth, ThickWidth int
}

func rgb(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255}
}

// Themes returns the screenshot themes: light, dark, sepia, with
// highlighted rows and boxes, pencil marks, without an outer border, and
// drawn as nine separate tiles.
func Themes() []Theme {
	return []Theme{
		{Name: "light", Page: rgb(0xf2f2f7), Bg: rgb(0xffffff), Grid: rgb(0x222222), Thin: rgb(0xbbbbbb),
			Given: rgb(0x111111), Entry: rgb(0x1a5fd0), Pencil: rgb(0x777777), Highlight: rgb(0xe2ebf3),
			Same: rgb(0xc3d7ea), Border: true, Highlights: true, Pencils: true, ThinWidth: 2, ThickWidth: 5},
		{Name: "dark", Page: rgb(0x000000), Bg: rgb(0x1c1c1e), Grid: rgb(0x9a9a9e), Thin: rgb(0x48484a),
			Given: rgb(0xf2f2f2), Entry: rgb(0x64a8ff), Pencil: rgb(0xa0a0a0), Highlight: rgb(0x2c3440),
			Same: rgb(0x324a66), Border: true, Highlights: true, Pencils: true, ThinWidth: 2, ThickWidth: 4},
		{Name: "sepia", Page: rgb(0xf4ecd8), Bg: rgb(0xfbf3e0), Grid: rgb(0x5b4636), Thin: rgb(0xc8b79b),
			Given: rgb(0x3b2a1e), Entry: rgb(0xa0522d), Pencil: rgb(0x8a7560), Highlight: rgb(0xeedfbf),
			Same: rgb(0xe3cc9c), Border: true, Highlights: true, ThinWidth: 1, ThickWidth: 4},
		{Name: "borderless", Page: rgb(0xffffff), Bg: rgb(0xffffff), Grid: rgb(0x333333), Thin: rgb(0xcccccc),
			Given: rgb(0x000000), Entry: rgb(0x2e7d32), Pencil: rgb(0x888888), Highlight: rgb(0xfff3c4),
			Same: rgb(0xffe08a), Highlights: true, Pencils: true, ThinWidth: 2, ThickWidth: 4},
		{Name: "tiles", Page: rgb(0xe8eef5), Bg: rgb(0xffffff), Grid: rgb(0x8aa0b8), Thin: rgb(0xd0d9e4),
			Given: rgb(0x17324d), Entry: rgb(0xd0342c), Pencil: rgb(0x7890a8), Highlight: rgb(0xdde8f5),
			Same: rgb(0xb9d0ea), Border: true, Tiles: true, Highlights: true, Pencils: true, ThinWidth: 2, ThickWidth: 3},
	}
}

// Screenshot draws a phone screenshot of an app showing puzzle, with some
// of its empty cells filled by the person (entries from solution, in
// another colour) and, if the theme has them, pencil marks in some others;
// a status bar above the grid and a number pad below. It returns the
// picture and the grid a reader should see (givens and entries).
func Screenshot(rng *rand.Rand, th Theme, f *opentype.Font, puzzle, solution solver.Grid) (image.Image, solver.Grid) {
	img, g := GameShot(rng, th, f, puzzle, solution, 0)
	return img, g.Grid()
}

// A Game is what a picture of a game in progress shows: the puzzle's
// givens, the person's entries (right or wrong) and pencil marks.
type Game struct {
	Givens, Entries solver.Grid
	// Marks holds the pencil marks of each cell: bit d for digit d.
	Marks [81]uint16
}

// Grid returns the givens and the entries together.
func (g Game) Grid() solver.Grid {
	out := g.Givens
	for i, v := range g.Entries {
		if v != 0 {
			out[i] = v
		}
	}
	return out
}

// GameShot is [Screenshot], with a share wrong of the entries not the
// solution's digit (another, at random), and it returns the game drawn.
// With wrong 0 it draws what Screenshot draws from the same random
// stream.
func GameShot(rng *rand.Rand, th Theme, f *opentype.Font, puzzle, solution solver.Grid, wrong float64) (image.Image, Game) {
	var game Game
	game.Givens = puzzle
	W := 1080
	H := 2000 + rng.IntN(400)
	img := image.NewRGBA(image.Rect(0, 0, W, H))
	fill(img, img.Rect, th.Page)
	// Status bar and title.
	drawDigit(img, f, "9:41", 90, 40, 26, th.Given)
	drawDigit(img, f, "87%", float64(W-90), 40, 26, th.Given)
	drawDigit(img, f, "Sudoku", float64(W)/2, 150, 48, th.Given)
	drawDigit(img, f, "Mistakes 0/3   03:27", float64(W)/2, 240, 30, th.Pencil)
	margin := 20 + rng.IntN(40)
	side := W - 2*margin
	gap := 0
	if th.Tiles {
		gap = 10 + rng.IntN(6)
	}
	cell := float64(side-2*gap) / 9
	top := 300 + rng.IntN(100)
	fill(img, image.Rect(margin, top, margin+side, top+side), th.Page)
	x0 := func(c int) float64 { return float64(margin) + float64(c)*cell + float64(c/3*gap) }
	y0 := func(r int) float64 { return float64(top) + float64(r)*cell + float64(r/3*gap) }
	cellRect := func(i int) image.Rectangle {
		r, c := i/9, i%9
		return image.Rect(int(x0(c)), int(y0(r)), int(x0(c)+cell+0.5), int(y0(r)+cell+0.5))
	}
	want := puzzle
	entries := map[int]bool{}
	pencils := map[int]bool{}
	for i, v := range puzzle {
		if v != 0 {
			continue
		}
		switch k := rng.IntN(10); {
		case k < 2:
			want[i] = solution[i]
			if wrong > 0 && rng.Float64() < wrong {
				want[i] = uint8(1 + (int(solution[i])+rng.IntN(8))%9)
			}
			entries[i] = true
			game.Entries[i] = want[i]
		case k < 5 && th.Pencils:
			pencils[i] = true
		}
	}
	sel := rng.IntN(81)
	for i := range 81 {
		bg := th.Bg
		if th.Highlights && (i/9 == sel/9 || i%9 == sel%9 || (i/27 == sel/27 && i%9/3 == sel%9/3)) {
			bg = th.Highlight
		}
		if th.Highlights && want[i] != 0 && want[i] == want[sel] {
			bg = th.Same
		}
		fill(img, cellRect(i), bg)
	}
	// Thin lines, then thick ones.
	for k := 0; k <= 9; k++ {
		if k%3 == 0 {
			continue
		}
		tw := th.ThinWidth
		for b := range 3 {
			xa := int(x0(k)) - tw/2
			fill(img, image.Rect(xa, int(y0(b*3)), xa+tw, int(y0(b*3+2)+cell)), th.Thin)
			ya := int(y0(k)) - tw/2
			fill(img, image.Rect(int(x0(b*3)), ya, int(x0(b*3+2)+cell), ya+tw), th.Thin)
		}
	}
	tw := th.ThickWidth
	for k := 0; k <= 9; k += 3 {
		if (!th.Border || th.Rounded) && (k == 0 || k == 9) {
			continue
		}
		if th.Tiles {
			// Each box has its own frame.
			for b := range 3 {
				for _, kk := range []int{k - 1, k} {
					if kk < 0 || kk > 8 {
						continue
					}
					edge := x0(kk)
					if kk == k-1 {
						edge += cell
					}
					xa := int(edge) - tw/2
					fill(img, image.Rect(xa, int(y0(b*3)), xa+tw, int(y0(b*3+2)+cell)), th.Grid)
					edge = y0(kk)
					if kk == k-1 {
						edge += cell
					}
					ya := int(edge) - tw/2
					fill(img, image.Rect(int(x0(b*3)), ya, int(x0(b*3+2)+cell), ya+tw), th.Grid)
				}
			}
			continue
		}
		xa := int(x0(k)) - tw/2
		fill(img, image.Rect(xa, top, xa+tw, top+side), th.Grid)
		ya := int(y0(k)) - tw/2
		fill(img, image.Rect(margin, ya, margin+side, ya+tw), th.Grid)
	}
	if th.Rounded && !th.Tiles {
		roundBorder(img, image.Rect(margin, top, margin+side, top+side), int(cell*(0.15+rng.Float64()*0.35)), tw, th.Grid, th.Page)
	}
	h := cell * (0.5 + rng.Float64()*0.15)
	if th.DigitHeight > 0 {
		h = cell * th.DigitHeight
	}
	for i := range 81 {
		r := cellRect(i)
		cx, cy := float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2
		switch {
		case puzzle[i] != 0:
			drawDigit(img, f, strconv.Itoa(int(puzzle[i])), cx, cy, h, th.Given)
		case entries[i]:
			drawDigit(img, f, strconv.Itoa(int(want[i])), cx, cy, h, th.Entry)
		case pencils[i] && th.PencilCorners:
			// Corner marks: the candidates in the corners, then along
			// the sides.
			spots := [][2]float64{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}, {0, -1}, {0, 1}, {-1, 0}, {1, 0}}
			n := 0
			for k := 1; k <= 9 && n < len(spots); k++ {
				if rng.IntN(2) == 0 {
					continue
				}
				px := cx + spots[n][0]*cell*0.32
				py := cy + spots[n][1]*cell*0.32
				drawDigit(img, f, strconv.Itoa(k), px, py, cell*0.18, th.Pencil)
				game.Marks[i] |= 1 << k
				n++
			}
		case pencils[i]:
			for k := 1; k <= 9; k++ {
				if rng.IntN(2) == 0 {
					continue
				}
				px := cx + float64((k-1)%3-1)*cell*0.3
				py := cy + float64((k-1)/3-1)*cell*0.3
				drawDigit(img, f, strconv.Itoa(k), px, py, cell*0.2, th.Pencil)
				game.Marks[i] |= 1 << k
			}
		}
	}
	// Number pad.
	padTop := top + side + 120
	bw := float64(W-2*margin) / 9
	for k := 1; k <= 9; k++ {
		cx := float64(margin) + (float64(k)-0.5)*bw
		drawDigit(img, f, strconv.Itoa(k), cx, float64(padTop)+60, bw*0.8, th.Entry)
	}
	return img, game
}

// TrainFonts returns the Go fonts the classifier is trained on: regular,
// bold, mono and mono bold.
func TrainFonts() []*opentype.Font {
	return parse(goregular.TTF, gobold.TTF, gomono.TTF, gomonobold.TTF)
}

// EvalFonts returns the Go fonts kept for the screenshot set, never trained
// on: medium, italic, bold italic, small caps, mono italic, medium italic.
func EvalFonts() []*opentype.Font {
	return parse(gomedium.TTF, goitalic.TTF, gobolditalic.TTF, gosmallcaps.TTF, gomonoitalic.TTF, gomediumitalic.TTF)
}

func parse(ttfs ...[]byte) []*opentype.Font {
	var out []*opentype.Font
	for _, t := range ttfs {
		f, err := opentype.Parse(t)
		if err != nil {
			panic(err)
		}
		out = append(out, f)
	}
	return out
}

// Screen draws screenshot i of the set with seed: theme and font in turn,
// puzzle at random from ps; JPEG at quality 80, at most 1280 pixels high.
func Screen(seed uint64, i int, ps []solver.Grid) ([]byte, solver.Grid, string) {
	rng := rand.New(rand.NewPCG(seed, uint64(i)))
	themes := Themes()
	fonts := EvalFonts()
	th := themes[i%len(themes)]
	f := fonts[i/len(themes)%len(fonts)]
	p := ps[rng.IntN(len(ps))]
	sol := solver.Solve(p, solver.Options{MaxSolutions: 1}).Solutions[0]
	img, want := Screenshot(rng, th, f, p, sol)
	b := img.Bounds()
	scale := 1280 / float64(b.Dy())
	dst := image.NewRGBA(image.Rect(0, 0, int(float64(b.Dx())*scale), 1280))
	xdraw.ApproxBiLinear.Scale(dst, dst.Rect, img, b, draw.Src, nil)
	var buf bytes.Buffer
	jpeg.Encode(&buf, dst, &jpeg.Options{Quality: 80})
	return buf.Bytes(), want, th.Name
}

// edgeLines draws pieces of grid line in colour c along the edges of an
// s×s cell: each edge four times in five, 1 to 4 pixels thick, sometimes
// shifted a pixel inwards or out.
func edgeLines(rng *rand.Rand, out *image.Gray, s int, c color.Gray) {
	for e := range 4 {
		if rng.IntN(5) == 0 {
			continue
		}
		t := 1 + rng.IntN(4)
		off := rng.IntN(4) - 1
		var r image.Rectangle
		switch e {
		case 0:
			r = image.Rect(0, off, s, off+t)
		case 1:
			r = image.Rect(0, s-off-t, s, s-off)
		case 2:
			r = image.Rect(off, 0, off+t, s)
		default:
			r = image.Rect(s-off-t, 0, s-off, s)
		}
		fill(out, r, c)
	}
}
