package synth

import (
	"image"
	"image/color"
	"math"
	"math/rand/v2"

	"golang.org/x/image/font/opentype"

	"sudokubot/solver"
)

// The kinds of picture without a grid that [Scene] draws.
var SceneKinds = []string{"penguin", "people", "poster", "diagram", "calendar"}

// Scene draws a picture without a Sudoku grid, of the kind named (one of
// [SceneKinds]), w×h pixels: a penguin on snow and rocks, a group of
// people before a wall, a poster of text and pictures, a diagram of boxes
// and arrows, a month's calendar (a grid, but 7×5), in grey, a little
// noisy. Its large shapes touch the picture's edges, as photos' do. f
// draws the text.
func Scene(rng *rand.Rand, kind string, f *opentype.Font, w, h int) *image.Gray {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	W, H := float64(w), float64(h)
	switch kind {
	case "penguin":
		gradient(img, rgb(0xa9c6de), rgb(0xeef3f7)) // sky to snow
		for range 12 {                              // rocks
			ellipse(img, rng.Float64()*W, H*(0.5+rng.Float64()*0.5), W*(0.05+rng.Float64()*0.15), H*(0.03+rng.Float64()*0.08), 0, grey(60+rng.IntN(80)))
		}
		cx := W * (0.35 + rng.Float64()*0.3)
		ellipse(img, cx, H*0.72, W*0.22, H*0.32, 0, rgb(0x15171a))        // body, to the bottom edge
		ellipse(img, cx+W*0.03, H*0.76, W*0.15, H*0.26, 0, rgb(0xf4f1ea)) // belly
		ellipse(img, cx, H*0.36, W*0.12, H*0.1, 0, rgb(0x15171a))         // head
		ellipse(img, cx+W*0.05, H*0.34, W*0.02, H*0.015, 0, rgb(0xffffff))
		ellipse(img, cx+W*0.13, H*0.38, W*0.05, H*0.02, 0.3, rgb(0xe0902a)) // beak
	case "people":
		gradient(img, rgb(0xc8b8a0), rgb(0x8a7a66))
		for k := range 5 {
			cx := W * (0.1 + 0.2*float64(k) + (rng.Float64()-0.5)*0.08)
			top := H * (0.25 + rng.Float64()*0.15)
			c := color.RGBA{uint8(rng.IntN(200)), uint8(rng.IntN(200)), uint8(rng.IntN(200)), 255}
			fill(img, image.Rect(int(cx-W*0.08), int(top+H*0.12), int(cx+W*0.08), h), c) // body to the bottom
			ellipse(img, cx, top+H*0.05, W*0.045, H*0.06, 0, rgb(0xd9a982))              // face
			ellipse(img, cx, top+H*0.01, W*0.05, H*0.035, 0, grey(30+rng.IntN(60)))      // hair
		}
	case "poster":
		fill(img, img.Rect, rgb(0xfff6e0))
		fill(img, image.Rect(0, 0, w, h/4), rgb(0xc0392b))
		drawDigit(img, f, "GRAND SUMMER FAIR", W/2, H/8, H/14, rgb(0xffffff))
		fill(img, image.Rect(w/10, h*3/10, w*9/10, h*6/10), rgb(0x2f6f4e))
		ellipse(img, W*0.5, H*0.45, W*0.18, H*0.1, 0, rgb(0xf1c40f))
		for k := range 6 {
			drawDigit(img, f, "Saturday 14 June, 10:00 to 18:00 at the park", W/2, H*(0.66+0.05*float64(k)), H/45, grey(30))
		}
	case "diagram":
		fill(img, img.Rect, rgb(0xffffff))
		var boxes []image.Rectangle
		for k := range 6 {
			x := int(W * (0.05 + 0.32*float64(k%3)))
			y := int(H * (0.08 + 0.45*float64(k/3)))
			r := image.Rect(x, y, x+int(W*0.26), y+int(H*0.28))
			boxes = append(boxes, r)
			frame(img, r, 3, grey(40))
			drawDigit(img, f, []string{"Input", "Parse", "Check", "Store", "Report", "Done"}[k], float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2, H/30, grey(20))
		}
		for k := 0; k+1 < len(boxes); k++ {
			a, b := boxes[k], boxes[k+1]
			if k%3 == 2 {
				continue
			}
			y := (a.Min.Y + a.Max.Y) / 2
			fill(img, image.Rect(a.Max.X, y-1, b.Min.X, y+2), grey(40))
		}
		// An axis to the picture's edge.
		fill(img, image.Rect(0, h-int(H*0.03), w, h-int(H*0.03)+3), grey(40))
	case "calendar":
		fill(img, img.Rect, rgb(0xfdfdfd))
		drawDigit(img, f, "MARCH", W/2, H*0.08, H/20, grey(20))
		side := math.Min(W*0.9/7, H*0.75/5)
		x0, y0 := W*0.05, H*0.18
		for k := 0; k <= 7; k++ {
			fill(img, image.Rect(int(x0+float64(k)*side), int(y0), int(x0+float64(k)*side)+2, int(y0+5*side)), grey(60))
		}
		for k := 0; k <= 5; k++ {
			fill(img, image.Rect(int(x0), int(y0+float64(k)*side), int(x0+7*side)+2, int(y0+float64(k)*side)+2), grey(60))
		}
		for d := range 31 {
			drawDigit(img, f, itoa(d+1), x0+(float64(d%7)+0.25)*side, y0+(float64(d/7)+0.25)*side, side*0.2, grey(20))
		}
	default:
		panic("synth: unknown scene " + kind)
	}
	g := image.NewGray(img.Rect)
	for i := range g.Pix {
		p := img.Pix[4*i:]
		g.Pix[i] = uint8((299*int(p[0]) + 587*int(p[1]) + 114*int(p[2])) / 1000)
	}
	noise(rng, g, 3)
	return g
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return string(rune('0'+n/10)) + string(rune('0'+n%10))
}

func gradient(img *image.RGBA, top, bottom color.RGBA) {
	h := img.Rect.Dy()
	for y := range h {
		t := float64(y) / float64(max(1, h-1))
		c := color.RGBA{mix(top.R, bottom.R, t), mix(top.G, bottom.G, t), mix(top.B, bottom.B, t), 255}
		fill(img, image.Rect(0, y, img.Rect.Dx(), y+1), c)
	}
}

func mix(a, b uint8, t float64) uint8 { return uint8(float64(a)*(1-t) + float64(b)*t + 0.5) }

// ellipse fills the ellipse of centre (cx, cy), radii rx, ry, turned by a
// radians.
func ellipse(img *image.RGBA, cx, cy, rx, ry, a float64, c color.Color) {
	r := int(math.Max(rx, ry)) + 1
	cos, sin := math.Cos(a), math.Sin(a)
	for y := int(cy) - r; y <= int(cy)+r; y++ {
		for x := int(cx) - r; x <= int(cx)+r; x++ {
			if !image.Pt(x, y).In(img.Rect) {
				continue
			}
			dx, dy := float64(x)-cx, float64(y)-cy
			u, v := dx*cos+dy*sin, -dx*sin+dy*cos
			if u*u/(rx*rx)+v*v/(ry*ry) <= 1 {
				img.Set(x, y, c)
			}
		}
	}
}

func frame(img *image.RGBA, r image.Rectangle, t int, c color.Color) {
	fill(img, image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+t), c)
	fill(img, image.Rect(r.Min.X, r.Max.Y-t, r.Max.X, r.Max.Y), c)
	fill(img, image.Rect(r.Min.X, r.Min.Y, r.Min.X+t, r.Max.Y), c)
	fill(img, image.Rect(r.Max.X-t, r.Min.Y, r.Max.X, r.Max.Y), c)
}

// CutOff draws a printed grid of puzzle in font f, photographed so that
// part of it (a fifth to a half) runs off one edge of the picture.
func CutOff(rng *rand.Rand, f *opentype.Font, puzzle solver.Grid) *image.Gray {
	W := 1000
	g := image.NewGray(image.Rect(0, 0, W, W))
	fill(g, g.Rect, grey(235))
	side := 900
	cell := float64(side) / 9
	cut := 0.2 + rng.Float64()*0.3
	// The grid's left edge is placed so that cut of it is off the right
	// edge, or (turned) another edge.
	left := float64(W) - float64(side)*(1-cut)
	top := 50.0
	for k := 0; k <= 9; k++ {
		t := 2
		if k%3 == 0 {
			t = 6
		}
		p := int(left + float64(k)*cell)
		fill(g, image.Rect(p, int(top), p+t, int(top)+side), grey(20))
		p = int(top + float64(k)*cell)
		fill(g, image.Rect(int(left), p, int(left)+side, p+t), grey(20))
	}
	for i, v := range puzzle {
		if v != 0 {
			drawDigit(g, f, itoa(int(v)), left+(float64(i%9)+0.5)*cell, top+(float64(i/9)+0.5)*cell, cell*0.6, grey(20))
		}
	}
	out := image.NewGray(g.Rect)
	switch rng.IntN(4) { // which edge cuts it
	case 0:
		copy(out.Pix, g.Pix)
	case 1: // left: turned half a turn
		for y := range W {
			for x := range W {
				out.Pix[y*W+x] = g.Pix[(W-1-y)*W+W-1-x]
			}
		}
	case 2: // bottom: a quarter turn clockwise
		for y := range W {
			for x := range W {
				out.Pix[y*W+x] = g.Pix[(W-1-x)*W+y]
			}
		}
	default: // top: a quarter turn anticlockwise
		for y := range W {
			for x := range W {
				out.Pix[y*W+x] = g.Pix[x*W+W-1-y]
			}
		}
	}
	noise(rng, out, 3)
	return out
}
