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
	for _, name := range []string{"image1038.jpg", "image201-perspective.jpg", "app040-Comfortaa-Light-sepia-noborder-highlights.jpg"} {
		g, ch := decodeFixture(t, name)
		want, q, err := cells(g, ch)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
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
			for i := range want {
				if got[i].Found != want[i].Found || got[i].Strong != want[i].Strong {
					t.Errorf("%s outlined %v cells off: r%dc%d found %v strong %v, want %v %v", name, off, i/9+1, i%9+1, got[i].Found, got[i].Strong, want[i].Found, want[i].Strong)
					break
				}
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

// quadDistance is the farthest two quads' corners are apart.
func quadDistance(a, b quad) float64 {
	d := 0.0
	for k := range a {
		d = math.Max(d, math.Hypot(a[k].X-b[k].X, a[k].Y-b[k].Y))
	}
	return d
}
