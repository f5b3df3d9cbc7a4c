package render

import (
	"image"

	"sudokubot/solver/logic"
)

// This file draws a hint enlarged: a step whose cells all lie in two
// bands and two stacks (four boxes, a sixth of the grid's cells less) is
// drawn on a larger grid, of which the picture shows those four boxes,
// with the numbers of their rows and columns in the margins and, in the
// corner between them, a map of the nine boxes with the four shown dark.
// Pencil marks are then half as large again, which makes them legible at
// a chat's width.

// A window is the part of the grid an enlarged picture shows: the boxes
// of bands b0 and b0+1 and of stacks s0 and s0+1.
type window struct{ b0, s0 int }

// lines returns the indices of the lines (0–9) at the window's edges:
// first and last, for rows (y) and for columns (x).
func (w window) lines() (y0, y1, x0, x1 int) { return 3 * w.b0, 3*w.b0 + 6, 3 * w.s0, 3*w.s0 + 6 }

// windowOf returns the window of four boxes that holds every cell of s,
// if there is one. Of two that would do (cells in one band or one
// stack), it takes the one with the band or stack after it, except for
// the last.
func windowOf(s logic.CellSet) (window, bool) {
	if s.Empty() {
		return window{}, false
	}
	var bands, stacks [3]bool
	for _, i := range s.Cells() {
		bands[i/27] = true
		stacks[i%9/3] = true
	}
	pick := func(in [3]bool) (int, bool) {
		switch {
		case in[0] && in[2]:
			return 0, false
		case in[2]:
			return 1, true
		}
		return 0, true
	}
	b0, ok1 := pick(bands)
	s0, ok2 := pick(stacks)
	return window{b0, s0}, ok1 && ok2
}

// stepCells returns the cells a hint at level 3 or 4 draws on: the
// step's cells, marks, eliminations and placements and the nodes of the
// chains drawn.
func stepCells(s *logic.Step, chains []logic.Chain) logic.CellSet {
	var out logic.CellSet
	for _, i := range s.Cells {
		out.Add(i)
	}
	for _, m := range s.Marks {
		out.Add(m.Cell)
	}
	for _, e := range s.Eliminations {
		out.Add(e.Cell)
	}
	for _, p := range s.Placements {
		out.Add(p.Cell)
	}
	for _, ch := range chains {
		for _, l := range ch {
			out = out.Or(l.From.Cells).Or(l.To.Cells)
		}
	}
	return out
}

// zoomed returns the Renderer that draws enlarged pictures for r: the
// largest, up to MaxSize, whose four boxes, with its margin for numbers,
// fit in r's picture; or r itself if none is larger. It is made on first
// use.
func (r *Renderer) zoomed() (*Renderer, error) {
	r.zoomOnce.Do(func() {
		size := r.lay.size
		// Past MaxSize, the enlarged canvas and its overlay would take
		// hundreds of megabytes, for pictures whose pencil marks are
		// legible anyway.
		for z := min(size*3/2, MaxSize); z > size; z -= max(1, size/100) {
			l := newLayout(z)
			if l.label+windowSide(&l)+l.label/3 <= size {
				r.zoom, r.zoomErr = build(z, r.fonts)
				return
			}
		}
		r.zoom = r
	})
	return r.zoom, r.zoomErr
}

// windowSide returns the width of a window of four boxes in layout l, its
// outer lines included.
func windowSide(l *layout) int { return l.line[6] + l.thick - l.line[0] }

// drawZoomed draws p with the window w enlarged on c: on a canvas of the
// zoomed Renderer z, of which it copies the window into c, and writes the
// numbers of the window's rows and columns in c's margins and a map of
// the boxes in its corner.
func (c *canvas) drawZoomed(z *Renderer, w window, draw func(zc *canvas)) {
	img := z.canvases.Get().(*image.Paletted)
	defer z.canvases.Put(img)
	copy(img.Pix, z.empty)
	zc := &canvas{Renderer: z, img: img, view: w, zoomedIn: true}
	draw(zc)
	c.inner = zc
	l := &z.lay
	y0, _, x0, _ := w.lines()
	side := windowSide(l)
	src := image.Rect(l.line[x0], l.line[y0], l.line[x0]+side, l.line[y0]+side)
	at := image.Pt(l.label, l.label) // where the window goes on c
	c.fill(c.img.Rect, white)
	for y := 0; y < side; y++ {
		s := img.Pix[(src.Min.Y+y)*img.Stride+src.Min.X : (src.Min.Y+y)*img.Stride+src.Max.X]
		copy(c.img.Pix[(at.Y+y)*c.img.Stride+at.X:], s)
	}
	// The numbers of the rows and columns shown, in z's size, so that
	// they match the grid.
	out := &canvas{Renderer: z, img: c.img}
	for k := range 6 {
		row, col := 3*w.b0+k, 3*w.s0+k
		x := at.X + l.start[col] - src.Min.X + l.cell/2
		y := at.Y + l.start[row] - src.Min.Y + l.cell/2
		for axis, p := range [2]image.Point{{l.label / 2, y}, {x, l.label / 2}} {
			k, ik := row, labelGray
			if axis == 1 {
				k = col
			}
			if m := zc.margin[axis][k]; m != white {
				out.stamp(&z.bigDisc, p, m)
				ik = black
			}
			out.stamp(&z.digits[labelStyle][k+1], p, ik)
		}
	}
	// The map: nine small squares, the four shown dark.
	cellSide := max(2, l.label/6)
	gap := max(1, cellSide/4)
	total := 3*cellSide + 2*gap
	o := image.Pt((l.label-total)/2, (l.label-total)/2)
	for b := range 3 {
		for s := range 3 {
			k := faintGray
			if b-w.b0 >= 0 && b-w.b0 < 2 && s-w.s0 >= 0 && s-w.s0 < 2 {
				k = labelGray
			}
			p := o.Add(image.Pt(s*(cellSide+gap), b*(cellSide+gap)))
			c.fill(image.Rect(p.X, p.Y, p.X+cellSide, p.Y+cellSide), k)
		}
	}
}
