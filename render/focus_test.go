package render

import (
	"context"
	"image"
	"slices"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/logic"
)

// inkBox returns the bounding box of the pixels of ink k inside r.
func inkBox(img *image.Paletted, r image.Rectangle, k ink) image.Rectangle {
	var box image.Rectangle
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if img.Palette[img.ColorIndexAt(x, y)] == inkRGB[k] {
				box = box.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return box
}

// TestPlacedFullSize checks that at level 3, the reason, a digit the step
// places is drawn as big as a digit of the grid, in green, not at the
// size of a pencil mark (or a row's number): as tall as the big digit's
// sprite, within a pixel.
func TestPlacedFullSize(t *testing.T) {
	r := newRenderer(t, Options{Size: lessonSize})
	for _, name := range []string{"hidden_single", "naked_single", "swordfish"} {
		var l lesson
		for _, x := range lessons {
			if x.name == name {
				l = x
			}
		}
		b, s := lessonStep(t, l)
		if len(s.Placements) == 0 {
			t.Fatalf("%s: the step places no digit: not the case this test is about", name)
		}
		img, err := r.Image(Hint{Board: b, Step: s, Level: 3})
		if err != nil {
			t.Fatal(err)
		}
		for _, pl := range s.Placements {
			// Inside the cell's frame.
			in := r.lay.cellRect(pl.Cell).Inset(r.lay.cell / 8)
			got := inkBox(img, in, green).Dy()
			want := r.digits[givenStyle][pl.Digit].h
			if got < want-1 {
				t.Errorf("%s: the %d placed in %s is %d pixels tall in green, want a big digit's %d", name, pl.Digit, solver.CellName(pl.Cell), got, want)
			}
		}
	}
}

// lessonNamed returns the lesson of that name.
func lessonNamed(t *testing.T, name string) lesson {
	t.Helper()
	for _, l := range lessons {
		if l.name == name {
			return l
		}
	}
	t.Fatalf("no lesson %q", name)
	return lesson{}
}

// joined returns how much of the way from p to q the lines c drew
// cover, 0 to 1: the parts of them that lie along the segment between the
// two.
func joined(c *canvas, p, q vec) float64 {
	u := q.sub(p).unit()
	n := q.sub(p).len()
	covered := make([]bool, int(n)+1)
	for _, sg := range c.rules {
		for k := 0; k <= 100; k++ {
			x := sg[0].add(sg[1].sub(sg[0]).scale(float64(k) / 100))
			d := x.sub(p)
			along := d.x*u.x + d.y*u.y
			off := d.x*u.y - d.y*u.x
			if along >= 0 && along <= n && off > -2 && off < 2 {
				covered[int(along)] = true
			}
		}
	}
	m := 0
	for _, b := range covered {
		if b {
			m++
		}
	}
	return float64(m) / float64(len(covered))
}

// TestFishAndWingLines checks that level 3 of a fish joins the cells of
// each of its base houses with a line (the first to the last, along the
// house), and that of a wing joins its pivot to each pincer (a W-Wing:
// each pair cell to the end of the strong link it sees, and the ends),
// over most of the way: the rest are gaps around the digits of filled
// cells and the cells' own fills and discs.
func TestFishAndWingLines(t *testing.T) {
	r := newRenderer(t, Options{Size: lessonSize})
	for _, name := range []string{"xwing", "swordfish", "jellyfish", "finned_xwing", "finned_swordfish", "xywing", "xyzwing", "wwing"} {
		b, s := lessonStep(t, lessonNamed(t, name))
		c := drawLevel(t, r, drawing{name: name, b: b, s: s}, 3, false)
		var pairs [][2]int
		if fishy(s.Technique) {
			for _, h := range s.Houses[:s.Size] {
				var in []int
				for _, i := range s.Cells {
					if logic.HouseCells(h).Has(i) {
						in = append(in, i)
					}
				}
				if len(in) >= 2 {
					pairs = append(pairs, [2]int{slices.Min(in), slices.Max(in)})
				}
			}
		} else if s.Technique == logic.WWing {
			pairs = [][2]int{{s.Cells[2], s.Cells[0]}, {s.Cells[0], s.Cells[1]}, {s.Cells[1], s.Cells[3]}}
		} else {
			pairs = [][2]int{{s.Cells[0], s.Cells[1]}, {s.Cells[0], s.Cells[2]}}
		}
		// Where a line to a cell aims: its centre, or a W-Wing's strong
		// link's end, the large disc of its digit.
		at := func(i int) vec {
			if s.Technique == logic.WWing && (i == s.Cells[0] || i == s.Cells[1]) {
				p := c.bigMarkAt(i, s.Marks[0].Digit)
				return vec{float64(p.X), float64(p.Y)}
			}
			return c.cellCentre(i)
		}
		for _, pr := range pairs {
			// Neighbours need no line: their fills or discs touch.
			if c.cellCentre(pr[0]).sub(c.cellCentre(pr[1])).len() < 1.5*float64(r.lay.cell) {
				continue
			}
			if f := joined(c, at(pr[0]), at(pr[1])); f < 0.3 {
				t.Errorf("%s: the line from %s to %s covers %.0f%% of the way, want at least 30%%",
					name, solver.CellName(pr[0]), solver.CellName(pr[1]), 100*f)
			}
		}
	}
}

// TestFishAndWingMarksLarge checks that level 3 of a fish or a wing draws
// its marked candidates and its eliminations large enough to read at a
// phone's width: on discs as wide as a big mark's (half a cell), not a
// pencil mark's (a third), or a wing's whole cells filled with their
// role's colour.
func TestFishAndWingMarksLarge(t *testing.T) {
	r := newRenderer(t, Options{Size: lessonSize})
	want := r.bigDisc.w - 2
	for _, name := range []string{"xwing", "swordfish", "jellyfish", "finned_xwing", "finned_swordfish", "xywing", "xyzwing", "wwing"} {
		b, s := lessonStep(t, lessonNamed(t, name))
		img, err := r.Image(Hint{Board: b, Step: s, Level: 3})
		if err != nil {
			t.Fatal(err)
		}
		var targets logic.CellSet
		for _, pl := range s.Placements {
			targets.Add(pl.Cell)
		}
		for _, m := range s.Marks {
			k := lookInks[key+look(m.Role)].disc
			if got := inkBox(img, r.lay.cellRect(m.Cell), k).Dx(); got < want {
				t.Errorf("%s: the mark %v is %d pixels wide in its colour, want at least %d", name, m.Candidate, got, want)
			}
		}
		for _, e := range s.Eliminations {
			if targets.Has(e.Cell) {
				continue // the placed digit is the cell's news
			}
			// As large as a fish's eliminations, larger than a big mark.
			if got, want := inkBox(img, r.lay.cellRect(e.Cell), vermillion).Dx(), r.bigDisc.w+1; got < want {
				t.Errorf("%s: the elimination %v is %d pixels wide in vermillion, want at least %d", name, e, got, want)
			}
		}
	}
}

// TestMSLSBands checks that level 3 of a multi-sector locked set shows,
// in each of its cells, the digits its row covers on a yellow band above
// and those its column covers on a sky blue band below, each band most
// of its half of the cell, rather than a disc per candidate (which at a
// phone's width ran into blobs).
func TestMSLSBands(t *testing.T) {
	b := board(t, inkala)
	steps := logic.All(context.Background(), &b, logic.MSLS)
	if len(steps) == 0 {
		t.Fatal("no MSLS on Inkala's puzzle")
	}
	s := steps[0]
	for _, size := range []int{360, lessonSize} {
		r := newRenderer(t, Options{Size: size})
		img, err := r.Image(Hint{Board: b, Step: *s, Level: 3})
		if err != nil {
			t.Fatal(err)
		}
		share := func(rect image.Rectangle, k ink) float64 {
			n := 0
			for y := rect.Min.Y; y < rect.Max.Y; y++ {
				for x := rect.Min.X; x < rect.Max.X; x++ {
					if img.Palette[img.ColorIndexAt(x, y)] == inkRGB[k] {
						n++
					}
				}
			}
			return float64(n) / float64(rect.Dx()*rect.Dy())
		}
		for _, i := range s.Cells {
			cr := r.lay.cellRect(i)
			mid := cr.Min.Y + r.lay.cell/2
			top, bottom := image.Rect(cr.Min.X, cr.Min.Y, cr.Max.X, mid), image.Rect(cr.Min.X, mid, cr.Max.X, cr.Max.Y)
			if f := share(top, yellow); f < 0.5 {
				t.Errorf("%d px: the top half of %s is %.0f%% yellow, want a yellow band", size, solver.CellName(i), 100*f)
			}
			if f := share(bottom, skyBlue); f < 0.5 {
				t.Errorf("%d px: the bottom half of %s is %.0f%% sky blue, want a sky blue band", size, solver.CellName(i), 100*f)
			}
		}
	}
}

// TestStruckBesidePlaced checks that at level 3, where a step's
// eliminations leave a single, the struck candidate of the placed cell is
// drawn beside the placed digit, not on a corner of it (the finned
// X-Wing's r5c8 and the net's r1c3 had their struck 9 or 7 on the big
// digit).
func TestStruckBesidePlaced(t *testing.T) {
	r := newRenderer(t, Options{Size: lessonSize})
	checked := 0
	for _, l := range lessons {
		b, s := lessonStep(t, l)
		img, err := r.Image(Hint{Board: b, Step: s, Level: 3})
		if err != nil {
			t.Fatal(err)
		}
		for _, pl := range s.Placements {
			if b.Values[pl.Cell] != 0 || !slices.ContainsFunc(s.Eliminations, func(e logic.Candidate) bool { return e.Cell == pl.Cell }) {
				continue
			}
			checked++
			g := r.digits[givenStyle][pl.Digit]
			p := r.lay.centre(pl.Cell)
			digit := image.Rect(0, 0, g.w, g.h).Add(image.Pt(p.X-g.w/2, p.Y-g.h/2))
			disc := inkBox(img, r.lay.cellRect(pl.Cell), vermillion)
			if disc.Empty() {
				t.Errorf("%s: no struck candidate drawn in %s", l.name, solver.CellName(pl.Cell))
			}
			if disc.Inset(-1).Overlaps(digit) { // a pixel's gap at least
				t.Errorf("%s: the struck candidate in %s (%v) overlaps the placed %d (%v)", l.name, solver.CellName(pl.Cell), disc, pl.Digit, digit)
			}
		}
	}
	if checked < 2 {
		t.Errorf("%d placed cells with a struck candidate checked, want at least the finned X-Wing's and the net's", checked)
	}
}
