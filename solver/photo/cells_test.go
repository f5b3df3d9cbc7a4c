package photo

import (
	"image"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The pictures in testdata/cells are drawn by "digits set -seed 1" (the
// seed tuned on, not the one measured) in faces never trained on; each
// once lost digits before the classifier saw them. Here only the finding
// of marks is tested: in the cells listed (every cell, if none is), a
// given of the .dat must be a mark big enough for a digit, and an empty
// cell must not hold one.
func TestCellsFindEveryGiven(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		file, why string
		cells     []int
	}{
		{"printed019-BetecknaGS-Bold.jpg", "an outlined 1 as tall as the cell, its straight sides away from the cell's edges, is not a mark joined to a grid line", []int{5, 26, 2, 3}},
		{"printed028-SolideMirageMono.jpg", "an inlined 3 filling the cell, its flat top and straight side touching two edges, is not a corner of the grid lines", []int{62, 2, 3}},
		{"app159-Sora-Bold-dark-tiles-pencil.jpg", "a dark theme's grid of nine tiles found in the picture as it is (its digits light on dark) is read turned over", nil},
	} {
		t.Run(tc.file, func(t *testing.T) {
			f := filepath.Join("testdata", "cells", tc.file)
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			want, err := readDat(strings.TrimSuffix(f, ".jpg") + ".dat")
			if err != nil {
				t.Fatal(err)
			}
			g, err := Decode(data)
			if err != nil {
				t.Fatal(err)
			}
			ms, err := Cells(g)
			if err != nil {
				t.Fatalf("Cells: %v", err)
			}
			for i, m := range ms {
				if tc.cells != nil && !slices.Contains(tc.cells, i) {
					continue
				}
				if digit := m.Found && m.Strong; digit != (want[i] != 0) {
					t.Errorf("cell %d (given %d): a digit's mark %v, want %v: %s", i, want[i], digit, want[i] != 0, tc.why)
				}
			}
		})
	}
}

// markWithAspect returns a strong mark whose glyph is h tall and w wide
// (as fractions of the cell).
func markWithAspect(h, w float32) Mark {
	var m Mark
	m.Found, m.Strong = true, true
	m.Glyph[GlyphSize*GlyphSize] = h
	m.Glyph[GlyphSize*GlyphSize+1] = w
	return m
}

func TestUprightness(t *testing.T) {
	all := [4]bool{true, true, true, true}
	for _, tc := range []struct {
		name string
		h, w float32
		n    int
		want [4]bool
	}{
		{"upright digits", 0.6, 0.4, 25, [4]bool{true, false, true, false}},
		{"sideways digits", 0.4, 0.6, 25, [4]bool{false, true, false, true}},
		{"as wide as tall", 0.5, 0.48, 25, all},
		{"too few digits to tell", 0.6, 0.4, 4, all},
	} {
		var ms [81]Mark
		for i := range tc.n {
			ms[i] = markWithAspect(tc.h, tc.w)
		}
		if got := uprightness(ms); got != tc.want {
			t.Errorf("%s: uprightness = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestCapEmpty(t *testing.T) {
	sure := [Classes]float32{1}
	got := capEmpty(sure)
	if got[0] != emptyCap {
		t.Errorf("capEmpty(sure empty)[0] = %v, want %v", got[0], emptyCap)
	}
	var sum float32
	for d := range got {
		sum += got[d]
		if d > 0 && (got[d] < 0.011 || got[d] > 0.0112) {
			t.Errorf("capEmpty(sure empty)[%d] = %v, want the rest shared evenly (%v)", d, got[d], (1-emptyCap)/9)
		}
	}
	if sum < 0.999 || sum > 1.001 {
		t.Errorf("capEmpty(sure empty) sums to %v, want 1", sum)
	}
	p := [Classes]float32{0.96, 0, 0, 0, 0, 0.04}
	if got := capEmpty(p); got[5] < 0.0999 || got[5] > 0.1001 || got[0] != emptyCap {
		t.Errorf("capEmpty(0.96 empty, 0.04 five) = %v, want 0.9 empty, 0.1 five", got)
	}
	p = [Classes]float32{0.5, 0.5}
	if got := capEmpty(p); got != p {
		t.Errorf("capEmpty(%v) = %v, want it unchanged", p, got)
	}
}

// BenchmarkWarp straightens a grid spanning most of a 1400×1600 picture,
// as a phone photo's: each pixel of the straightened grid averages 4×4
// interpolated samples.
func BenchmarkWarp(b *testing.B) {
	g := image.NewGray(image.Rect(0, 0, 1400, 1600))
	for i := range g.Pix {
		g.Pix[i] = uint8(i * 7)
	}
	q := quad{{100, 120}, {1300, 140}, {1290, 1400}, {90, 1380}}
	for b.Loop() {
		warp(g, q)
	}
}

// TestWarpAsSampled: the warp, its terms computed once per column and its
// rows shared among processors, gives byte for byte what sampling each
// point on its own gives, for quads inside and past the picture, small
// (one processor) and large.
func TestWarpAsSampled(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 700, 800))
	for i := range g.Pix {
		g.Pix[i] = uint8(i*7 + i/700*13)
	}
	for _, tt := range []struct {
		name string
		q    quad
		n    int
	}{
		{"grid", quad{{50, 60}, {650, 70}, {645, 700}, {45, 690}}, 9 * CellSize},
		{"grid past the edges", quad{{-20, -30}, {720, 10}, {690, 830}, {5, 790}}, 9 * CellSize},
		{"perspective", quad{{100, 100}, {600, 50}, {650, 750}, {80, 600}}, 9 * CellSize},
		{"cell", quad{{300, 300}, {340, 302}, {338, 341}, {299, 339}}, 24},
		{"cell at the corner", quad{{-3, -2}, {30, 0}, {31, 33}, {0, 30}}, 24},
	} {
		got, want := warpTo(g, tt.q, tt.n), sampledWarp(g, tt.q, tt.n)
		for i := range want.Pix {
			if got.Pix[i] != want.Pix[i] {
				t.Errorf("%s: pixel (%d, %d) = %d, sampled on its own %d", tt.name, i%tt.n, i/tt.n, got.Pix[i], want.Pix[i])
				break
			}
		}
	}
}

// sampledWarp is warpTo as its definition says it: every sample's point
// mapped and interpolated on its own, floors by math.Floor.
func sampledWarp(g *image.Gray, q quad, n int) *image.Gray {
	m, _ := squareToQuad(q)
	out := image.NewGray(image.Rect(0, 0, n, n))
	span := math.Max(math.Hypot(q[1].X-q[0].X, q[1].Y-q[0].Y), math.Hypot(q[3].X-q[0].X, q[3].Y-q[0].Y))
	k := max(1, min(4, int(math.Ceil(span/float64(n)))))
	w, h := g.Rect.Dx(), g.Rect.Dy()
	px := func(x, y int) float64 {
		return float64(g.Pix[max(0, min(h-1, y))*g.Stride+max(0, min(w-1, x))])
	}
	inv := 1 / float64(n*k)
	for ty := range n {
		for tx := range n {
			s := 0.0
			for sy := range k {
				v := (float64(ty*k+sy) + 0.5) * inv
				for sx := range k {
					u := (float64(tx*k+sx) + 0.5) * inv
					x, y := m.at(u, v)
					x, y = x-0.5, y-0.5
					x0, y0 := int(math.Floor(x)), int(math.Floor(y))
					fx, fy := x-float64(x0), y-float64(y0)
					top := px(x0, y0)*(1-fx) + px(x0+1, y0)*fx
					bot := px(x0, y0+1)*(1-fx) + px(x0+1, y0+1)*fx
					s += top*(1-fy) + bot*fy
				}
			}
			out.Pix[ty*out.Stride+tx] = uint8(s/float64(k*k) + 0.5)
		}
	}
	return out
}

// TestBilinearEdges: past the picture's edge, the edge's pixels stand in;
// inside, the four nearest pixels are mixed.
func TestBilinearEdges(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 3, 2))
	copy(g.Pix, []uint8{0, 100, 200, 50, 150, 250})
	for _, tt := range []struct {
		x, y, want float64
	}{
		{0.5, 0.5, 0},  // a pixel's centre
		{1, 0.5, 50},   // between two
		{1, 1, 75},     // between four
		{-5, 0.5, 0},   // left of the picture
		{10, 1.5, 250}, // right of it
		{2.5, -3, 200}, // above
		{1.5, 9, 150},  // below
		{3, 1, 225},    // the right edge, half way down
	} {
		if got := bilinear(g, 3, 2, tt.x, tt.y); math.Abs(got-tt.want) > 1e-9 {
			t.Errorf("bilinear at (%g, %g) = %g, want %g", tt.x, tt.y, got, tt.want)
		}
	}
}

// TestTallStroke: a thin stroke as tall as a cell's interior (a hand's 1
// from line to line) is a mark; a line of the same width through the
// cell and the cells above and below it (a grid read off its place) is
// not, slanted or not (a slanted one is not erased as a line: it goes
// on beyond the cell).
func TestTallStroke(t *testing.T) {
	for _, tt := range []struct {
		name       string
		y0, y1     int // the stroke's rows
		x0, x1     int // and columns
		wantFound  bool
		wantStrong bool
	}{
		{"a 1 from line to line", CellSize + 1, 2*CellSize - 1, CellSize + 17, CellSize + 21, true, true},
		{"a slanted 1 from line to line", CellSize + 1, 2*CellSize - 1, CellSize + 15, CellSize + 23, true, true},
		{"a line through three cells", 0, 3 * CellSize, CellSize + 18, CellSize + 22, false, false},
		{"a slanted line through three cells", 0, 3 * CellSize, CellSize + 14, CellSize + 28, false, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := image.NewGray(image.Rect(0, 0, 3*CellSize, 3*CellSize))
			for i := range g.Pix {
				g.Pix[i] = 225
			}
			// The grid's lines, 2 pixels wide.
			for k := 0; k <= 3; k++ {
				for i := range 3 * CellSize {
					for d := -1; d < 1; d++ {
						if p := k*CellSize + d; p >= 0 && p < 3*CellSize {
							g.SetGray(p, i, color.Gray{40})
							g.SetGray(i, p, color.Gray{40})
						}
					}
				}
			}
			// The stroke: 4 pixels wide, drawn from x0 at the top to x1−4
			// at the bottom.
			for y := tt.y0; y < tt.y1; y++ {
				x := tt.x0 + (tt.x1-4-tt.x0)*(y-tt.y0)/max(1, tt.y1-tt.y0-1)
				for dx := range 4 {
					g.SetGray(x+dx, y, color.Gray{30})
				}
			}
			m, _ := cellMark(g, 20, CellSize, CellSize, 2*CellSize, 2*CellSize, false)
			if m.Found != tt.wantFound || m.Strong != tt.wantStrong {
				t.Errorf("found %v, strong %v; want %v, %v", m.Found, m.Strong, tt.wantFound, tt.wantStrong)
			}
		})
	}
}

// TestStrokesOnOuterSide checks that a hand's digit touching the grid's
// outer border (erased with the lines) at a stroke's end is a digit's
// strokes, and ink along much of that side (the page's shadow or edge
// past the border) is not.
func TestStrokesOnOuterSide(t *testing.T) {
	const n, s = 32, 40
	tests := []struct {
		name   string
		band   int // rows of ink along the top, all across (0 for none)
		bar    int // the width of a bar along the top (0 for none)
		outer  bool
		digits bool
	}{
		{"a stroke touching the outer top", 0, 0, true, true},
		{"a stroke and a short bar touching the outer top", 0, 8, true, true},
		{"a flat top as wide as a third of the side on the outer top", 0, 12, true, false},
		{"the page's shadow along the outer top", 4, 0, true, false},
		{"the same ink along a side inside the grid", 4, 0, false, true},
	}
	for _, tt := range tests {
		c := bitmap{w: n, h: n, pix: make([]uint8, n*n)}
		for y := range 22 {
			for x := 14; x < 18; x++ {
				c.pix[y*n+x] = 1 // a 1's stem from the top
			}
		}
		for y := range tt.band {
			for x := range n {
				c.pix[y*n+x] = 1
			}
		}
		for y := range 3 {
			for x := 10; x < 10+tt.bar; x++ {
				c.pix[y*n+x] = 1
			}
		}
		if got := strokes(&c, s, [4]bool{false, tt.outer, false, false}); got != tt.digits {
			t.Errorf("%s: strokes %v, want %v", tt.name, got, tt.digits)
		}
	}
}
