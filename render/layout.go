package render

import "image"

// A layout is the geometry of a picture: where the grid, its lines and its
// cells are, in pixels. Rows and columns count from 0 here.
type layout struct {
	size  int // width and height of the picture
	cell  int // side of a cell's inside, a multiple of 3
	thin  int // width of a line between cells
	thick int // width of a line between boxes and around the grid
	// line[k] is where line k, the one before row or column k, starts;
	// line[9] is the outer line after the last cell. The grid is square,
	// so rows and columns share these.
	line  [10]int
	start [9]int // where the inside of row or column k starts
	label int    // width of the margin left of and above the grid
}

// newLayout lays out a picture size pixels square: the grid as large as
// the margin for the row and column numbers allows.
func newLayout(size int) layout {
	l := layout{size: size}
	// 9 cells and a margin on each side: 0.7 cell on the numbered sides,
	// 0.35 on the others, and the lines.
	l.cell = size * 100 / 1020 / 3 * 3
	l.thin = max(1, l.cell/48)
	l.thick = max(2, l.cell/24)
	grid := 9*l.cell + 6*l.thin + 4*l.thick
	l.label = (size - grid) * 2 / 3
	pos := l.label
	for k := range 10 {
		l.line[k] = pos
		pos += l.lineWidth(k)
		if k < 9 {
			l.start[k] = pos
			pos += l.cell
		}
	}
	return l
}

// lineWidth returns the width of line k, the one before row or column k.
func (l *layout) lineWidth(k int) int {
	if k%3 == 0 {
		return l.thick
	}
	return l.thin
}

// grid returns the grid's rectangle, outer lines included.
func (l *layout) grid() image.Rectangle {
	return image.Rect(l.line[0], l.line[0], l.line[9]+l.thick, l.line[9]+l.thick)
}

// cellRect returns the inside of cell i (0–80), lines excluded.
func (l *layout) cellRect(i int) image.Rectangle {
	x, y := l.start[i%9], l.start[i/9]
	return image.Rect(x, y, x+l.cell, y+l.cell)
}

// centre returns the centre of cell i.
func (l *layout) centre(i int) image.Point {
	r := l.cellRect(i)
	return image.Pt(r.Min.X+l.cell/2, r.Min.Y+l.cell/2)
}

// candidate returns the centre of digit d's pencil mark in cell i: the
// digits sit in a 3×3 mini-grid, 1 2 3 on top and 7 8 9 at the bottom.
func (l *layout) candidate(i, d int) image.Point {
	r := l.cellRect(i)
	slot := l.cell / 3
	return image.Pt(r.Min.X+slot*((d-1)%3)+slot/2, r.Min.Y+slot*((d-1)/3)+slot/2)
}

// slot returns the side of a pencil mark's square in the mini-grid.
func (l *layout) slot() int { return l.cell / 3 }
