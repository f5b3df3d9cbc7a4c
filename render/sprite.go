package render

import (
	"fmt"
	"image"
	"image/draw"
	"math"

	"github.com/fogleman/gg"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// A sprite is a small shape rasterised once, when the Renderer is made: a
// digit of one style, or a disc or a stroke behind or across a pencil mark.
// Drawing it is a copy of coverage levels, not a rasterisation.
type sprite struct {
	w, h int
	lv   []uint8 // coverage level 0–levels of each pixel, row by row
}

// newSprite crops the alpha mask m to its visible pixels.
func newSprite(m *image.Alpha) sprite {
	vis := image.Rectangle{}
	b := m.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if coverage(m.AlphaAt(x, y).A) != 0 {
				vis = vis.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	s := sprite{w: vis.Dx(), h: vis.Dy(), lv: make([]uint8, 0, vis.Dx()*vis.Dy())}
	for y := vis.Min.Y; y < vis.Max.Y; y++ {
		for x := vis.Min.X; x < vis.Max.X; x++ {
			s.lv = append(s.lv, coverage(m.AlphaAt(x, y).A))
		}
	}
	return s
}

// A style is one way of drawing digits.
type style uint8

// The styles of digits.
const (
	givenStyle  style = iota // givens: bold
	solvedStyle              // solved digits and entries: regular
	candStyle                // pencil marks that matter: small, medium weight
	faintStyle               // the other pencil marks: smaller
	markStyle                // pencil marks on discs: bold, larger, to read at 400 px
	labelStyle               // row and column numbers
	focusStyle               // the candidates of a fish or a wing, large: bold, as tall as labels
	fishStyle                // a fish's marked candidates, alone in their cells: larger still
	numStyles
)

// glyphs renders the digits 1–9 of every style; glyphs[s][d] is digit d
// (index 0 is unused). The big digits are about half a cell tall, the
// pencil marks a bit more than half their slot.
func glyphs(l layout, regular, medium, bold *opentype.Font) (g [numStyles][10]sprite, err error) {
	specs := [numStyles]struct {
		font   *opentype.Font
		height float64 // height of the digits, in pixels
	}{
		givenStyle:  {bold, 0.50 * float64(l.cell)},
		solvedStyle: {regular, 0.50 * float64(l.cell)},
		candStyle:   {medium, 0.68 * float64(l.slot())},
		faintStyle:  {medium, 0.60 * float64(l.slot())},
		markStyle:   {bold, 0.68 * float64(l.slot())},
		labelStyle:  {regular, 0.30 * float64(l.cell)},
		focusStyle:  {bold, 0.30 * float64(l.cell)},
		fishStyle:   {bold, 0.38 * float64(l.cell)},
	}
	for s, spec := range specs {
		f := spec.font
		// Find the size at which a digit is spec.height pixels tall.
		const probe = 100
		face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: probe, DPI: 72, Hinting: font.HintingNone})
		if err != nil {
			return g, fmt.Errorf("render: making a font face: %w", err)
		}
		b, _, _ := face.GlyphBounds('8')
		size := probe * spec.height / float64((b.Max.Y - b.Min.Y).Round())
		face, err = opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
		if err != nil {
			return g, fmt.Errorf("render: making a font face: %w", err)
		}
		px := int(math.Ceil(size))
		for d := 1; d <= 9; d++ {
			m := image.NewAlpha(image.Rect(0, 0, 2*px, 2*px))
			dr := font.Drawer{Dst: m, Src: image.Opaque, Face: face, Dot: fixed.P(px/2, px*3/2)}
			dr.DrawString(string(rune('0' + d)))
			g[s][d] = newSprite(m)
		}
	}
	return g, nil
}

// shape rasterises a shape drawn by f with gg on a transparent square of
// side n.
func shape(n int, f func(dc *gg.Context)) sprite {
	dc := gg.NewContext(n, n)
	dc.SetRGB(0, 0, 0)
	f(dc)
	rgba := dc.Image().(*image.RGBA)
	m := image.NewAlpha(rgba.Rect)
	draw.Draw(m, m.Rect, rgba, image.Point{}, draw.Src)
	return newSprite(m)
}

// disc returns the disc behind a marked pencil mark: as large as its slot
// allows, neighbours' discs just touching.
func disc(l layout) sprite {
	n := l.slot() + 2
	return shape(n, func(dc *gg.Context) {
		dc.DrawCircle(float64(n)/2, float64(n)/2, discRadius(l))
		dc.Fill()
	})
}

// labelEdge returns the disc behind a link's number, under its white
// disc: a pencil mark's disc widened by a ring, which sets the number
// apart from the pencil marks around it.
func labelEdge(l layout) sprite {
	n := l.slot() + 6
	return shape(n, func(dc *gg.Context) {
		dc.DrawCircle(float64(n)/2, float64(n)/2, discRadius(l)+max(1, float64(l.slot())/14))
		dc.Fill()
	})
}

// discRadius returns the radius of a pencil mark's disc.
func discRadius(l layout) float64 { return 0.5 * float64(l.slot()) }

// strike returns the line drawn across an eliminated pencil mark, from
// top left to bottom right of its disc: across the strokes of 1, 2, 4 and
// 7 rather than along them.
func strike(l layout) sprite {
	n := l.slot()
	r := 0.38 * float64(n)
	c := float64(n) / 2
	return shape(n, func(dc *gg.Context) {
		dc.SetLineWidth(max(1.5, float64(n)/14))
		dc.SetLineCapRound()
		dc.DrawLine(c-r, c-r, c+r, c+r)
		dc.Stroke()
	})
}

// bigDisc returns the disc behind a digit drawn as a mark in a grid
// without pencil marks: half as large again as a pencil mark's.
func bigDisc(l layout) sprite { return sizedDisc(l.cell/2, 0.45) }

// sizedDisc returns a disc of radius f·n in a square of side n+2.
func sizedDisc(n int, f float64) sprite {
	return shape(n+2, func(dc *gg.Context) {
		dc.DrawCircle(float64(n+2)/2, float64(n+2)/2, f*float64(n))
		dc.Fill()
	})
}

// bigStrike returns the line across a big mark.
func bigStrike(l layout) sprite { return sizedStrike(l.cell / 2) }

// sizedStrike returns the line across a disc drawn in a square of side
// n, from top left to bottom right.
func sizedStrike(n int) sprite {
	r := 0.36 * float64(n)
	c := float64(n) / 2
	return shape(n, func(dc *gg.Context) {
		dc.SetLineWidth(max(2, float64(n)/12))
		dc.SetLineCapRound()
		dc.DrawLine(c-r, c-r, c+r, c+r)
		dc.Stroke()
	})
}

// ringRadius returns the radius of the ring drawn around a copy of a
// digit that takes part in a hint.
func ringRadius(l layout) float64 { return 0.42 * float64(l.cell) }

// ring returns the circle drawn around a big digit.
func ring(l layout) sprite {
	n := l.cell + 4
	return shape(n, func(dc *gg.Context) {
		dc.SetLineWidth(max(2, float64(l.cell)/16))
		dc.DrawCircle(float64(n)/2, float64(n)/2, ringRadius(l))
		dc.Stroke()
	})
}

// cross returns the × drawn in a cell a digit cannot go in.
func cross(l layout) sprite {
	n := l.cell
	r := 0.16 * float64(n)
	c := float64(n) / 2
	return shape(n, func(dc *gg.Context) {
		dc.SetLineWidth(max(2, float64(n)/14))
		dc.SetLineCapRound()
		dc.DrawLine(c-r, c-r, c+r, c+r)
		dc.DrawLine(c-r, c+r, c+r, c-r)
		dc.Stroke()
	})
}

// maxLabel is the highest number of a link rasterised when a Renderer is
// made; higher numbers, up to maxLabelAny, are put together from them.
const maxLabel = 99

// maxLabelAny is the highest number written on a link of a chain.
const maxLabelAny = 9999

// labels renders the numbers 1 to maxLabel written on the links of a
// chain, in the medium font at the height of a pencil mark, and the digit
// 0 as g[0].
func labels(l layout, medium *opentype.Font) (g [maxLabel + 1]sprite, err error) {
	const probe = 100
	face, err := opentype.NewFace(medium, &opentype.FaceOptions{Size: probe, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return g, fmt.Errorf("render: making a font face: %w", err)
	}
	b, _, _ := face.GlyphBounds('8')
	size := probe * 0.68 * float64(l.slot()) / float64((b.Max.Y - b.Min.Y).Round())
	face, err = opentype.NewFace(medium, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return g, fmt.Errorf("render: making a font face: %w", err)
	}
	px := int(math.Ceil(size))
	for k := 0; k <= maxLabel; k++ {
		m := image.NewAlpha(image.Rect(0, 0, 3*px, 2*px))
		dr := font.Drawer{Dst: m, Src: image.Opaque, Face: face, Dot: fixed.P(px/2, px*3/2)}
		dr.DrawString(fmt.Sprint(k))
		g[k] = newSprite(m)
	}
	return g, nil
}

// labelWidth returns the width of number n as labelSprite draws it.
func (r *Renderer) labelWidth(n int) int {
	if n <= maxLabel {
		return r.labels[n].w
	}
	tail := &r.labels[n%10]
	return r.labelWidth(n/10) + max(1, tail.w/6) + tail.w
}

// labelSprite returns the number n (1 to maxLabelAny) as written on a
// link: rasterised, or put together from the numbers below 100.
func (r *Renderer) labelSprite(n int) *sprite {
	if n <= maxLabel {
		return &r.labels[n]
	}
	head, tail := r.labelSprite(n/10), &r.labels[n%10]
	gap := max(1, tail.w/6)
	s := &sprite{w: head.w + gap + tail.w, h: max(head.h, tail.h)}
	s.lv = make([]uint8, s.w*s.h)
	for _, part := range [2]struct {
		sp *sprite
		x  int
	}{{head, 0}, {tail, head.w + gap}} {
		y0 := (s.h - part.sp.h) / 2
		for y := range part.sp.h {
			copy(s.lv[(y0+y)*s.w+part.x:], part.sp.lv[y*part.sp.w:(y+1)*part.sp.w])
		}
	}
	return s
}
