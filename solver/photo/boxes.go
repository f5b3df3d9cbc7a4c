package photo

import "math"

// A grid located one cell off (its outline taking in a row or column
// beside the grid, a number pad's or a caption's, and leaving out one of
// its own) still looks like a 9×9 grid of lines, and its digits read as
// digits: confidently, and wrong. Most grids draw their boxes' lines
// heavier than the cells', so the straightened grid shows where the boxes
// are: lines 0, 3, 6 and 9 heavier when the outline is right, lines 1, 4
// and 7 (or 2, 5 and 8) when it is a cell short (or past) across that
// axis. A grid whose lines are all alike says nothing, and is left as it
// is.

// boxAlign is what the lines of a straightened grid say of its outline
// across each axis (x, then y).
type boxAlign struct {
	// shift is the cells the outline is off by: +1 if the grid lies one
	// cell further right (or down) than the outline, −1 one cell before,
	// 0 if the lines do not say so.
	shift [2]int
	// boxed is whether the box lines are the heavier ones where an
	// outline put right has them.
	boxed [2]bool
}

// heavier is how much heavier than the others, on average, a grid's box
// lines must be for the grid to be taken as boxed there. On the held-out
// sets (760 pictures: app screenshots, printed grids, paper puzzles,
// games, the 160 photos) the lines of no other phase were heavier than
// 1.45 times the rest, and the box lines of half the grids were 2.2 times
// or more.
const heavier = 2.0

// alignOf returns what the line profiles of a straightened grid (across
// x, then y) and its lines found in them say of its outline.
func alignOf(profX, profY []int, xs, ys [10]int) boxAlign {
	var a boxAlign
	for axis, pl := range [2]struct {
		prof  []int
		lines [10]int
	}{{profX, xs}, {profY, ys}} {
		r := boxPhases(lineWeights(pl.prof, pl.lines))
		a.boxed[axis] = r[0] >= heavier
		switch {
		case r[1] >= heavier && r[1] >= heavier*r[0]:
			a.shift[axis] = 1
		case r[2] >= heavier && r[2] >= heavier*r[0]:
			a.shift[axis] = -1
		}
	}
	return a
}

// shifted returns q moved by the cells of a's shift across each axis,
// along the grid's own perspective.
func (a boxAlign) shifted(q quad) (quad, bool) {
	m, ok := squareToQuad(q)
	if !ok {
		return q, false
	}
	du, dv := float64(a.shift[0])/9, float64(a.shift[1])/9
	var out quad
	for k, c := range [4]point{{0, 0}, {1, 0}, {1, 1}, {0, 1}} {
		x, y := m.at(c.X+du, c.Y+dv)
		out[k] = point{x, y}
	}
	return out, true
}

// lineWeights returns the ink of each of a straightened grid's ten lines
// across one axis: its profile summed within a few pixels of the line.
func lineWeights(prof []int, lines [10]int) [10]int {
	var w [10]int
	for k, at := range lines {
		for p := max(0, at-3); p <= min(len(prof)-1, at+3); p++ {
			w[k] += prof[p]
		}
	}
	return w
}

// boxPhases returns, for each phase p of 0, 1 and 2, how much heavier the
// inner lines k (1 to 8) with k%3 == p are than the other inner ones, as
// the ratio of their means: +Inf where only they have ink, 0 where none
// has. The outer lines are left out: many apps draw none.
func boxPhases(w [10]int) [3]float64 {
	var r [3]float64
	for p := range r {
		var on, off, non, noff int
		for k, v := range w[1:9] {
			if (k+1)%3 == p {
				on, non = on+v, non+1
			} else {
				off, noff = off+v, noff+1
			}
		}
		switch {
		case off > 0:
			r[p] = float64(on) * float64(noff) / (float64(off) * float64(non))
		case on > 0:
			r[p] = math.Inf(1)
		}
	}
	return r
}

// aligned reports whether a, read after moving an outline by was's
// shift, finds the box lines where they should be across every axis moved
// and no shift left.
func (a boxAlign) aligned(was boxAlign) bool {
	for axis, s := range was.shift {
		if a.shift[axis] != 0 || s != 0 && !a.boxed[axis] {
			return false
		}
	}
	return true
}

// beyond reports whether a corner of q lies past the edge of a w×h
// picture by more than a quarter of a cell: a grid moved there is cut off.
func (q quad) beyond(w, h int) bool {
	side := math.Max(math.Hypot(q[1].X-q[0].X, q[1].Y-q[0].Y), math.Hypot(q[3].X-q[0].X, q[3].Y-q[0].Y))
	slack := side / 36
	for _, p := range q {
		if p.X < -slack || p.Y < -slack || p.X > float64(w)+slack || p.Y > float64(h)+slack {
			return true
		}
	}
	return false
}
