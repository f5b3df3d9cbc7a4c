package photo

import (
	"errors"
	"image"
	"math"
	"os"
	"testing"
)

// TestOneCellOff: a grid outlined a cell off, across x or y either way
// (taking in a row or column beside it), is read where its box lines put
// it: the same outline, give or take a pixel, and the same marks as read
// from the right one. Moved by a cell past the picture's edge, it is cut
// off.
func TestOneCellOff(t *testing.T) {
	for _, name := range outlineFixtures {
		g, ch, want, q := fixtureCells(t, name)
		for _, off := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			moved, _ := boxAlign{shift: off}.shifted(q)
			got, gq, err := cellsAt(g, ch, moved, false)
			if err != nil {
				t.Errorf("%s outlined %v cells off: %v", name, off, err)
				continue
			}
			if d := quadDistance(gq, q); d > 1.5 {
				t.Errorf("%s outlined %v cells off: read in %v, %.1f pixels from the grid's %v", name, off, gq, d, q)
			}
			if i := firstMarkDiff(&got, &want); i >= 0 {
				t.Errorf("%s outlined %v cells off: r%dc%d found %v strong %v, want %v %v", name, off, i/9+1, i%9+1, got[i].Found, got[i].Strong, want[i].Found, want[i].Strong)
			}
		}
		// The grid's first column cut away: outlined from its second
		// column to one past its last, it is cut off, not read.
		m, _ := squareToQuad(q)
		x, _ := m.at(1.0/9+0.02, 0)
		w := g.Rect.Dx() - int(x)
		cut := &image.Gray{Pix: cutPix(g, int(x)), Stride: w, Rect: image.Rect(0, 0, w, g.Rect.Dy())}
		moved, _ := boxAlign{shift: [2]int{1, 0}}.shifted(q)
		for k := range moved {
			moved[k].X -= float64(int(x))
		}
		if _, _, err := cellsAt(cut, nil, moved, false); !errors.Is(err, ErrCutOff) {
			t.Errorf("%s without its first column, outlined a column past its last: %v, want ErrCutOff", name, err)
		}
	}
}

// TestOutlineCellShort: a grid outlined a row or a column short (the
// outline leaving out its first or its last) is read where its lines'
// even spacing puts it: near the right outline, with the same marks.
func TestOutlineCellShort(t *testing.T) {
	for _, name := range outlineFixtures {
		g, ch, want, q := fixtureCells(t, name)
		m, _ := squareToQuad(q)
		side := math.Hypot(q[1].X-q[0].X, q[1].Y-q[0].Y) / 9
		for _, short := range []struct {
			name           string
			u0, v0, u1, v1 float64
		}{
			{"first column", 1.0 / 9, 0, 1, 1},
			{"last column", 0, 0, 8.0 / 9, 1},
			{"first row", 0, 1.0 / 9, 1, 1},
			{"last row", 0, 0, 1, 8.0 / 9},
		} {
			got, gq, err := cellsAt(g, ch, m.quadOf(short.u0, short.v0, short.u1, short.v1), false)
			if err != nil {
				t.Errorf("%s outlined without its %s: %v", name, short.name, err)
				continue
			}
			if d := quadDistance(gq, q); d > side/5 {
				t.Errorf("%s outlined without its %s: read in %v, %.1f pixels (a cell is %.0f) from the grid's %v", name, short.name, gq, d, side, q)
			}
			if i := firstMarkDiff(&got, &want); i >= 0 {
				t.Errorf("%s outlined without its %s: r%dc%d found %v strong %v, want %v %v", name, short.name, i/9+1, i%9+1, got[i].Found, got[i].Strong, want[i].Found, want[i].Strong)
			}
		}
	}
}

// TestLattice: the lines of a straightened grid are laid on the even
// spacing that holds them all, box lines on the heavier ones.
func TestLattice(t *testing.T) {
	even := func(first, side float64, ink ...int) []profileLine {
		var out []profileLine
		for k, w := range ink {
			if w > 0 {
				out = append(out, profileLine{int(math.Round(first + float64(k)*side)), w})
			}
		}
		return out
	}
	for _, c := range []struct {
		name        string
		lines       []profileLine
		first, side float64 // want; side 0: no spacing
	}{
		{"a grid outlined right", even(0, 40, 500, 200, 200, 500, 200, 200, 500, 200, 200, 500), 0, 40},
		{"a grid whose lines are alike", even(0, 40, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300), 0, 40},
		// An outline 8 cells wide, the grid's first column left out:
		// lines 45 apart, the box lines (heavier) at 90, 225 and 360.
		{"a column short", even(-45, 45, 0, 200, 200, 500, 200, 200, 500, 200, 200, 500), -45, 45},
		{"a column short, the last", even(0, 45, 500, 200, 200, 500, 200, 200, 500, 200, 200), 0, 45},
		// A tiles theme: only the two inner box lines and a cell line
		// beside the highlighted column (game089 of games seed 6).
		{"two box lines and a cell line", []profileLine{{4, 940}, {97, 1500}, {240, 1500}}, -44.1, 47.3},
		{"one line", []profileLine{{120, 800}}, 0, 0},
		{"a line half a cell from two others", []profileLine{{0, 500}, {20, 500}, {40, 500}, {360, 500}}, 0, 0},
	} {
		first, side, ok := lattice(c.lines)
		switch {
		case c.side == 0 && ok:
			t.Errorf("%s: lattice %v = first line %.1f, cell %.1f, want none", c.name, c.lines, first, side)
		case c.side != 0 && !ok:
			t.Errorf("%s: lattice %v: none, want first line %.1f, cell %.1f", c.name, c.lines, c.first, c.side)
		case c.side != 0 && (math.Abs(first-c.first) > 1 || math.Abs(side-c.side) > 0.5):
			t.Errorf("%s: lattice %v = first line %.1f, cell %.1f, want %.1f, %.1f", c.name, c.lines, first, side, c.first, c.side)
		}
	}
}

// TestStrayLine: a line farther than a third of a cell from every place
// of the grid's lines strays; lines near them (a bent page) do not.
func TestStrayLine(t *testing.T) {
	for _, c := range []struct {
		lines []profileLine
		want  bool
	}{
		{nil, false},
		{[]profileLine{{0, 1}, {120, 1}, {240, 1}, {360, 1}}, false},
		{[]profileLine{{13, 1}, {107, 1}, {253, 1}, {347, 1}}, false},
		{[]profileLine{{2, 1}, {97, 1}, {240, 1}}, true},
		{[]profileLine{{120, 1}, {226, 1}}, true},
	} {
		if got := strayLine(c.lines); got != c.want {
			t.Errorf("strayLine(%v) = %v, want %v", c.lines, got, c.want)
		}
	}
}

// TestAlignOfLikeGrids: a grid whose lines are all alike says nothing of
// its outline.
func TestAlignOfLikeGrids(t *testing.T) {
	prof := make([]int, 9*CellSize+1)
	var lines [10]int
	for k := range lines {
		lines[k] = k * CellSize
		prof[k*CellSize] = 300
	}
	if a := alignOf(prof, prof, lines, lines); a.shift != [2]int{} || a.boxed != [2]bool{} {
		t.Errorf("lines all alike: %+v, want no shift and no boxes seen", a)
	}
	for _, k := range []int{1, 4, 7} {
		prof[k*CellSize] = 900
	}
	if a := alignOf(prof, prof, lines, lines); a.shift != [2]int{1, 1} {
		t.Errorf("lines 1, 4 and 7 heavier: %+v, want shifted a cell right and down", a)
	}
}

func decodeFixture(t *testing.T, name string) (*image.Gray, *chroma) {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	h, err := Inspect(data)
	if err != nil {
		t.Fatal(err)
	}
	g, ch, err := decode(data, h)
	if err != nil {
		t.Fatal(err)
	}
	return g, ch
}

// cutPix returns g's pixels right of x, row by row.
func cutPix(g *image.Gray, x int) []uint8 {
	var out []uint8
	for y := 0; y < g.Rect.Dy(); y++ {
		out = append(out, g.Pix[y*g.Stride+x:y*g.Stride+g.Rect.Dx()]...)
	}
	return out
}

// outlineFixtures are the pictures whose outlines the outline tests
// move: a photo, a photo in perspective and an app screenshot.
var outlineFixtures = []string{"image1038.jpg", "image201-perspective.jpg", "app040-Comfortaa-Light-sepia-noborder-highlights.jpg"}

// fixtureCells decodes testdata/name and returns it with the marks of its
// cells and the outline they were read in.
func fixtureCells(t *testing.T, name string) (*image.Gray, *chroma, [81]Mark, quad) {
	t.Helper()
	g, ch := decodeFixture(t, name)
	ms, q, err := cells(g, ch)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return g, ch, ms, q
}

// firstMarkDiff returns the first cell whose mark got finds, or takes as
// a digit's, otherwise than want does; -1 if none.
func firstMarkDiff(got, want *[81]Mark) int {
	for i := range want {
		if got[i].Found != want[i].Found || got[i].Strong != want[i].Strong {
			return i
		}
	}
	return -1
}

// quadDistance is the farthest two quads' corners are apart.
func quadDistance(a, b quad) float64 {
	d := 0.0
	for k := range a {
		d = math.Max(d, math.Hypot(a[k].X-b[k].X, a[k].Y-b[k].Y))
	}
	return d
}
