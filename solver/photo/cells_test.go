package photo

import (
	"image"
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
