package synth

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"math/rand/v2"
	"strconv"

	xdraw "golang.org/x/image/draw"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/f64"

	"sudokubot/solver"
)

// A Hand draws handwritten digits: it returns a picture of the digit d
// (1 to 9) as written by someone, its ink as alpha (opaque where the pen
// went), the digit about centred in the picture. cmd/digits draws them
// from MNIST (its training split for training sets, its test split for
// held-out ones), so synth carries no data.
type Hand func(rng *rand.Rand, d int) *image.Alpha

// The ways a person writes on a paper puzzle: a pen in blue or black, or
// a pencil.
const (
	PenBlue  = "blue"
	PenBlack = "black"
	Pencil   = "pencil"
)

// Paper draws a newspaper puzzle half done by hand and photographed: the
// grid and its givens printed in font f as [Printed] draws them (plain
// faces: a newspaper's); a share of the empty cells filled by hand (hand
// draws the digits) with the solution's digit, a share wrong of them
// another one, in pen (blue or black) or pencil, each written slanted,
// scaled and off centre, some over or touching a grid line; in about a
// third of the boards, pencil marks (small handwritten digits in the
// cells' corners or in a 3×3) in some empty cells; then photographed in
// colour (turned, in perspective, unevenly lit, blurred, noisy) as JPEG
// (quality 70 to 92). It returns the file, the game drawn and a name for
// its look: the pen, then "marks" when it has pencil marks.
func Paper(rng *rand.Rand, f *opentype.Font, hand Hand, puzzle, solution solver.Grid, wrong float64) ([]byte, Game, string) {
	var game Game
	game.Givens = puzzle
	W := 1100 + rng.IntN(300)
	H := W + 100 + rng.IntN(300)
	img := image.NewRGBA(image.Rect(0, 0, W, H))
	pr := 225 + rng.IntN(30)
	pg := pr - rng.IntN(8)
	paper := color.RGBA{uint8(pr), uint8(pg), uint8(pg - rng.IntN(14)), 255}
	fill(img, img.Rect, paper)
	k := uint8(rng.IntN(50))
	ink := color.RGBA{k, k, k, 255}
	side := int(float64(W) * (0.72 + rng.Float64()*0.14))
	left := (W - side) / 2
	top := 160 + rng.IntN(H-side-200)
	cell := float64(side) / 9
	thin := 1 + rng.IntN(3)
	thick := thin + 2 + rng.IntN(5)
	shade := grey(int(pr) - 60 - rng.IntN(60))
	drawGlyph(rng, img, f, "SUDOKU "+strconv.Itoa(1+rng.IntN(300)), float64(W)/2, float64(top)/2, 50+rng.Float64()*40, ink, shade, Plain)
	printedGrid(rng, img, f, puzzle, left, top, side, thin, thick, 0.2, ink, shade, Plain)

	// The person's pen: one for the board's entries, a pencil for its
	// marks.
	pen := []string{PenBlue, PenBlue, PenBlack, Pencil}[rng.IntN(4)]
	var penInk color.RGBA
	switch pen {
	case PenBlue:
		penInk = color.RGBA{uint8(10 + rng.IntN(40)), uint8(30 + rng.IntN(50)), uint8(120 + rng.IntN(90)), 255}
	case PenBlack:
		k := uint8(10 + rng.IntN(40))
		penInk = color.RGBA{k, k, k + uint8(rng.IntN(10)), 255}
	default:
		k := uint8(95 + rng.IntN(50))
		penInk = color.RGBA{k, k, k, 255}
	}
	gk := uint8(100 + rng.IntN(50))
	pencil := color.RGBA{gk, gk, gk, 255}
	marks := rng.IntN(3) == 0
	fillShare := 0.2 + rng.Float64()*0.5
	size := 0.55 + rng.Float64()*0.25 // the person's digits, of the cell
	for i, v := range puzzle {
		if v != 0 {
			continue
		}
		cx := float64(left) + (float64(i%9)+0.5)*cell
		cy := float64(top) + (float64(i/9)+0.5)*cell
		switch r := rng.Float64(); {
		case r < fillShare:
			d := solution[i]
			if wrong > 0 && rng.Float64() < wrong {
				d = uint8(1 + (int(d)+rng.IntN(8))%9)
			}
			game.Entries[i] = d
			// Off centre: most within the cell, some touching or over
			// a line.
			dx, dy := (rng.Float64()*2-1)*0.1*cell, (rng.Float64()*2-1)*0.1*cell
			if rng.IntN(8) == 0 {
				dx += (rng.Float64()*2 - 1) * 0.15 * cell
				dy += (rng.Float64()*2 - 1) * 0.15 * cell
			}
			hh := cell * size * (0.9 + rng.Float64()*0.2)
			writeDigit(rng, img, hand, int(d), cx+dx, cy+dy, hh, penInk)
		case marks && r < fillShare+0.35:
			corners := rng.IntN(2) == 0
			spots := [][2]float64{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}, {0, -1}, {0, 1}}
			n := 0
			for k := 1; k <= 9; k++ {
				if rng.IntN(3) != 0 || (corners && n == len(spots)) {
					continue
				}
				var px, py float64
				if corners {
					px, py = cx+spots[n][0]*cell*0.3, cy+spots[n][1]*cell*0.3
				} else {
					px, py = cx+float64((k-1)%3-1)*cell*0.29, cy+float64((k-1)/3-1)*cell*0.29
				}
				px += (rng.Float64()*2 - 1) * 0.02 * cell
				py += (rng.Float64()*2 - 1) * 0.02 * cell
				writeDigit(rng, img, hand, k, px, py, cell*(0.17+rng.Float64()*0.06), pencil)
				game.Marks[i] |= 1 << k
				n++
			}
		}
	}
	name := pen
	if marks {
		name += "-marks"
	}
	out := PhotographRGBA(rng, img, 0.06, 0.1)
	return encodeJPEG(out, 70+rng.IntN(23)), game, name
}

// writeDigit draws digit d from hand centred at (cx, cy), its ink about h
// pixels tall, slanted and turned a little, in colour c.
func writeDigit(rng *rand.Rand, dst draw.Image, hand Hand, d int, cx, cy, h float64, c color.Color) {
	m := hand(rng, d)
	b := m.Rect
	// The ink's box: MNIST centres a 20-pixel box in 28.
	x0, y0, x1, y1 := b.Max.X, b.Max.Y, b.Min.X, b.Min.Y
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if m.AlphaAt(x, y).A > 40 {
				x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x+1), max(y1, y+1)
			}
		}
	}
	if x1 <= x0 {
		return
	}
	s := h / float64(y1-y0)
	shear := (rng.Float64()*2 - 1) * 0.2
	a := (rng.Float64()*2 - 1) * 0.08
	sx := s * (0.85 + rng.Float64()*0.3)
	cos, sin := math.Cos(a), math.Sin(a)
	mx, my := float64(x0+x1)/2, float64(y0+y1)/2
	// src → dst: centre, scale, shear, turn, move to (cx, cy).
	m00, m01 := sx, shear*s
	m10, m11 := 0.0, s
	r00, r01 := cos*m00-sin*m10, cos*m01-sin*m11
	r10, r11 := sin*m00+cos*m10, sin*m01+cos*m11
	aff := f64.Aff3{r00, r01, cx - r00*mx - r01*my, r10, r11, cy - r10*mx - r11*my}
	r := int(h) + 4
	box := image.Rect(int(cx)-r, int(cy)-r, int(cx)+r, int(cy)+r).Intersect(dst.Bounds())
	mask := image.NewAlpha(box)
	xdraw.BiLinear.Transform(mask, aff, m, b, xdraw.Src, nil)
	draw.DrawMask(dst, box, image.NewUniform(c), image.Point{}, mask, box.Min, draw.Over)
}

// PhotographRGBA is [Photograph] for a picture in colour: each channel
// turned, lit, blurred and noised alike (the noise drawn per channel).
func PhotographRGBA(rng *rand.Rand, img *image.RGBA, maxTurn, persp float64) *image.RGBA {
	b := img.Rect
	planes := make([]*image.Gray, 3)
	for c := range planes {
		planes[c] = image.NewGray(b)
	}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			o := img.PixOffset(x, y)
			for c := range planes {
				planes[c].Pix[planes[c].PixOffset(x, y)] = img.Pix[o+c]
			}
		}
	}
	planes = photograph(rng, planes, maxTurn, persp)
	out := image.NewRGBA(b)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			o := out.PixOffset(x, y)
			for c := range planes {
				out.Pix[o+c] = planes[c].Pix[planes[c].PixOffset(x, y)]
			}
			out.Pix[o+3] = 255
		}
	}
	return out
}

// HandCell draws one cell picture (grey, dark ink on light) of digit d (1
// to 9) written by hand (hand draws it), as [Cell] draws a printed one:
// randomly varied size, position (now and then over the cell's edge),
// slant, darkness (a pen's or a pencil's), grid lines at the edges, blur
// and noise.
func HandCell(rng *rand.Rand, hand Hand, d int) *image.Gray {
	s := 36 + rng.IntN(60)
	bg := 150 + rng.IntN(106)
	ink := rng.IntN(max(1, bg-60))
	out := image.NewGray(image.Rect(0, 0, s, s))
	fill(out, out.Rect, grey(bg))
	jx := (rng.Float64() - 0.5) * 0.2 * float64(s)
	jy := (rng.Float64() - 0.5) * 0.2 * float64(s)
	if rng.IntN(8) == 0 {
		jx *= 2
		jy *= 2
	}
	h := (0.45 + rng.Float64()*0.4) * float64(s)
	writeDigit(rng, out, hand, d, float64(s)/2+jx, float64(s)/2+jy, h, grey(ink))
	lc := grey(rng.IntN(max(1, bg-40)))
	edgeLines(rng, out, s, lc)
	blur(out, rng.IntN(3))
	noise(rng, out, rng.Float64()*12)
	return out
}
