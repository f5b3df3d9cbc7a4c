package render

import (
	"encoding/binary"
	"image"

	"github.com/fogleman/gg"
)

// A canvas is a picture being drawn: a paletted image, and the Renderer
// whose palette, layout and sprites it draws with.
type canvas struct {
	*Renderer
	img *image.Paletted
	// linkLabels, if set, numbers the links of the one chain drawn (see
	// Hint.Labels).
	linkLabels []int
	// looks, if set, holds the looks of the pencil marks of the hint
	// drawn, which the numbers of links keep off.
	looks *[81][10]look
	// zoomedIn tells that the picture shows only the window view of
	// the grid, which links and numbers keep in; inner, that the picture
	// is an enlarged copy of that canvas's window.
	// margin holds the inks of the discs behind the numbers of rows
	// (margin[0]) and columns (margin[1]) a pattern covers; white: none.
	margin   [2][9]ink
	zoomedIn bool
	view     window
	inner    *canvas
	// spots records where the numbers of links went and spotNumbers
	// their numbers (leaders, how many have a leader line), curves the links drawn (start, control points, end)
	// and rules the segments of the lines along which singles rule cells
	// out, for tests.
	spots       []vec
	spotNumbers []int
	leaders     int
	// tried is where the number of a link was tried, on a grid (see
	// labelSpot), kept from one number to the next.
	tried  []bool
	curves [][4]vec
	rules  [][2]vec
}

// fill paints rectangle r in ink k.
func (c *canvas) fill(r image.Rectangle, k ink) {
	r = r.Intersect(c.img.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		row := c.img.Pix[y*c.img.Stride+r.Min.X : y*c.img.Stride+r.Max.X]
		for x := range row {
			row[x] = uint8(k)
		}
	}
}

// frame paints a border of width w inside rectangle r in ink k.
func (c *canvas) frame(r image.Rectangle, w int, k ink) {
	c.fill(image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+w), k)
	c.fill(image.Rect(r.Min.X, r.Max.Y-w, r.Max.X, r.Max.Y), k)
	c.fill(image.Rect(r.Min.X, r.Min.Y, r.Min.X+w, r.Max.Y), k)
	c.fill(image.Rect(r.Max.X-w, r.Min.Y, r.Max.X, r.Max.Y), k)
}

// stamp draws sprite s in ink k, centred on p, blending its edges with
// what is below.
func (c *canvas) stamp(s *sprite, p image.Point, k ink) {
	at := image.Pt(p.X-s.w/2, p.Y-s.h/2)
	r := image.Rect(0, 0, s.w, s.h).Add(at).Intersect(c.img.Rect)
	blend := &c.pal.blend[k]
	for y := r.Min.Y; y < r.Max.Y; y++ {
		src := s.lv[(y-at.Y)*s.w+r.Min.X-at.X : (y-at.Y)*s.w+r.Max.X-at.X]
		dst := c.img.Pix[y*c.img.Stride+r.Min.X : y*c.img.Stride+r.Max.X]
		for x, l := range src {
			dst[x] = blend[l][dst[x]]
		}
	}
}

// An overlay is a transparent layer the size of a picture that gg draws
// the links of chains on. Its coverage is then merged into the canvas in
// one ink, and the layer cleared for the next picture.
type overlay struct {
	rgba *image.RGBA
	dc   *gg.Context
}

func newOverlay(size int) *overlay {
	rgba := image.NewRGBA(image.Rect(0, 0, size, size))
	dc := gg.NewContextForRGBA(rgba)
	dc.SetRGB(0, 0, 0)
	return &overlay{rgba: rgba, dc: dc}
}

// merge draws the overlay's coverage inside r in ink k and clears it there.
// Everything drawn on the overlay must lie inside r.
func (c *canvas) merge(o *overlay, r image.Rectangle, k ink) {
	r = r.Intersect(c.img.Rect).Intersect(o.rgba.Rect)
	blend := &c.pal.blend[k]
	for y := r.Min.Y; y < r.Max.Y; y++ {
		src := o.rgba.Pix[y*o.rgba.Stride+4*r.Min.X : y*o.rgba.Stride+4*r.Max.X]
		dst := c.img.Pix[y*c.img.Stride+r.Min.X : y*c.img.Stride+r.Max.X]
		for x := 0; x < len(dst); x++ {
			// Most of the overlay is empty: skip it four pixels at a time.
			for x+4 <= len(dst) && binary.LittleEndian.Uint64(src[4*x:])|binary.LittleEndian.Uint64(src[4*x+8:]) == 0 {
				x += 4
			}
			if x >= len(dst) {
				break
			}
			if a := src[4*x+3]; a != 0 {
				dst[x] = blend[coverage(a)][dst[x]]
				clear(src[4*x : 4*x+4])
			}
		}
	}
}

// edges returns the indices of the lines (0–9) at the edges of the part
// of the grid the picture shows: first and last, for rows and columns.
func (c *canvas) edges() (y0, y1, x0, x1 int) {
	if c.zoomedIn {
		return c.view.lines()
	}
	return 0, 9, 0, 9
}

// shown returns the rectangle of the part of the grid the picture shows,
// its outer lines included.
func (c *canvas) shown() image.Rectangle {
	y0, y1, x0, x1 := c.edges()
	l := &c.lay
	return image.Rect(l.line[x0], l.line[y0], l.line[x1]+l.thick, l.line[y1]+l.thick)
}
