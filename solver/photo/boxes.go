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
	// lines are the lines found across each axis (profileLines), and
	// stray whether one of them lies where no line of the outline's
	// grid should be (strayLine).
	lines [2][]profileLine
	stray [2]bool
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
		a.lines[axis] = profileLines(pl.prof)
		a.stray[axis] = strayLine(a.lines[axis])
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
	return m.quadOf(du, dv, 1+du, 1+dv), true
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

// An outline can also be the wrong size: a tiles theme whose highlighted
// column is the page's own colour has the grid's region end at the
// column beside it, and the outline fitted to it leaves the column out.
// Its lines then are not where nine even cells put them (a box line
// halfway between two of the outline's cell lines), while the grid's
// lines still are evenly spaced. So the lines the straightened grid
// shows are laid on the even spacing that holds them all, the heavier on
// the boxes' lines, and the outline is moved to where that spacing puts
// the grid's first and last lines.

// A profileLine is a line found in a straightened grid's line profile:
// its place and its ink.
type profileLine struct{ at, ink int }

// profileLines returns the lines in a line profile: runs of places each
// with lineInk or more (as gridLines takes a line), each at its ink's
// centre, runs less than a quarter of a cell apart (a line's ink dipping
// under lineInk, a box's double line) taken as one.
func profileLines(prof []int) []profileLine {
	var out []profileLine
	var sum, at, end int // the line being gathered, and where its last run ended
	for p := 0; p <= len(prof); p++ {
		if p < len(prof) && prof[p] >= lineInk {
			if sum > 0 && p-end > CellSize/4 {
				out = append(out, profileLine{(at + sum/2) / sum, sum})
				sum, at = 0, 0
			}
			sum, at, end = sum+prof[p], at+p*prof[p], p
		}
	}
	if sum > 0 {
		out = append(out, profileLine{(at + sum/2) / sum, sum})
	}
	return out
}

// strayLine reports whether one of lines lies farther than lineReach
// (gridLines' reach) from every place one of the grid's ten lines should
// be.
func strayLine(lines []profileLine) bool {
	for _, l := range lines {
		k := (l.at + CellSize/2) / CellSize
		if d := l.at - k*CellSize; d > lineReach || d < -lineReach {
			return true
		}
	}
	return false
}

// lattice returns the even spacing of a straightened grid's lines across
// one axis: the place of the grid's first line and a cell's side, in the
// straightened grid's pixels, that put each line within a quarter of a
// cell of one of the grid's ten, no two on one. Of the spacings that do
// (a cell from 0.6 to 1.5 of the outline's, the grid over some of the
// outline), the one whose box lines (0, 3, 6 and 9) have the most ink
// more than the others is chosen, then the one with the most of the
// outline inside the grid; then fitted to all its lines (least squares,
// weighed by their ink). ok is false for fewer than two lines or no
// spacing.
func lattice(lines []profileLine) (first, side float64, ok bool) {
	n := float64(9 * CellSize)
	bestScore, bestOver := math.Inf(-1), 0.0
	var best, ks []int
	for a := range lines {
		for b := a + 1; b < len(lines); b++ {
			for i := 0; i < 9; i++ {
				for j := i + 1; j <= 9; j++ {
					s := float64(lines[b].at-lines[a].at) / float64(j-i)
					if s < 0.6*CellSize || s > 1.5*CellSize {
						continue
					}
					o := float64(lines[a].at) - float64(i)*s
					over := math.Min(o+9*s, n) - math.Max(o, 0)
					if over <= 0 {
						continue
					}
					ks = ks[:0]
					score, fits := 0.0, true
					for _, l := range lines {
						k := math.Round((float64(l.at) - o) / s)
						if k < 0 || k > 9 || math.Abs(float64(l.at)-o-k*s) > s/4 || len(ks) > 0 && int(k) <= ks[len(ks)-1] {
							fits = false
							break
						}
						ks = append(ks, int(k))
						if int(k)%3 == 0 {
							score += float64(l.ink)
						} else {
							score -= float64(l.ink)
						}
					}
					if fits && (score > bestScore || score == bestScore && over > bestOver) {
						bestScore, bestOver = score, over
						best = append(best[:0], ks...)
						ok = true
					}
				}
			}
		}
	}
	if !ok {
		return 0, 0, false
	}
	// at = first + k·side, weighed least squares.
	var sw, sk, sa, skk, ska float64
	for i, l := range lines {
		w, k, at := float64(l.ink), float64(best[i]), float64(l.at)
		sw, sk, sa, skk, ska = sw+w, sk+w*k, sa+w*at, skk+w*k*k, ska+w*k*at
	}
	side = (sw*ska - sk*sa) / (sw*skk - sk*sk)
	return (sa - side*sk) / sw, side, true
}

// refitted returns the outline q moved, across each axis of axes, to
// the grid's first and last lines as lattice lays them; ok is false if an
// axis's lines have no even spacing, or no axis is asked for.
func (a boxAlign) refitted(q quad, axes [2]bool) (quad, bool) {
	if axes == [2]bool{} {
		return q, false
	}
	m, ok := squareToQuad(q)
	if !ok {
		return q, false
	}
	n := float64(9 * CellSize)
	span := [2][2]float64{{0, 1}, {0, 1}}
	for axis, lines := range a.lines {
		if !axes[axis] {
			continue
		}
		o, s, ok := lattice(lines)
		if !ok {
			return q, false
		}
		span[axis] = [2]float64{o / n, (o + 9*s) / n}
	}
	return m.quadOf(span[0][0], span[1][0], span[0][1], span[1][1]), true
}
