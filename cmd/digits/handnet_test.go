package main

import (
	"image"
	"io"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/photo"
	"sudokubot/solver/photo/synth"
)

// TestHandnetFlags: flags out of range are refused before anything is
// drawn, naming the flag.
func TestHandnetFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-paper", "-1"},
		{"-hidden", "129"},
		{"-c1", "17"},
		{"-epochs", "0"},
		{"-nets", "0"},
		{"-smooth", "1"},
		{"-augment", "1.5"},
		{"-warp", "-0.1"},
	} {
		err := handnet(args, io.Discard)
		if err == nil || !strings.Contains(err.Error(), args[0]) {
			t.Errorf("handnet %v: %v, want an error naming %s", args, err, args[0])
		}
	}
}

// TestHandPaperCells: a paper puzzle's entries are labelled with their
// digit (each in its views), and its printed givens left out.
func TestHandPaperCells(t *testing.T) {
	// A "hand" that writes every digit as a thick slanted stroke.
	hand := func(rng *rand.Rand, d int) *image.Alpha {
		a := image.NewAlpha(image.Rect(0, 0, 28, 28))
		for y := 4; y < 24; y++ {
			for x := 10 + (24-y)/4; x < 15+(24-y)/4; x++ {
				a.Pix[y*a.Stride+x] = 255
			}
		}
		return a
	}
	faces := []synth.Face{{Font: synth.TrainFonts()[0]}}
	set := handPaperCells(faces, hand, 1, 1)
	if len(set) == 0 {
		t.Fatal("handPaperCells: no cells (grid not found right?)")
	}
	// The same picture again, as handPaperCells draws picture 0.
	rng := rand.New(rand.NewPCG(1, 1<<57))
	p := trainingPuzzles(1)[rng.IntN(50)]
	sol := solver.Solve(p, solver.Options{MaxSolutions: 1}).Solutions[0]
	_, game, _ := synth.Paper(rng, faces[0].Font, hand, p, sol, 0.25)
	var entries [photo.Classes]int // entries of each digit
	for _, d := range game.Entries {
		entries[d]++
	}
	var per [photo.Classes]int
	for _, s := range set {
		per[s.label]++
	}
	n := 0
	for d := 1; d < photo.Classes; d++ {
		n += per[d]
		// Each entry in its views (three at most); a given, left out,
		// would add to its digit's.
		if per[d] > 3*entries[d] {
			t.Errorf("handPaperCells: %d cells labelled %d, for %d entries of %d (givens not left out?)", per[d], d, entries[d], d)
		}
	}
	total := 0
	for d := 1; d < photo.Classes; d++ {
		total += entries[d]
	}
	if n < total/2 {
		t.Errorf("handPaperCells: %d digits, want the %d entries in their views", n, total)
	}
}

// TestHandAugment: without warping, the height and width are kept; and
// some ink is kept either way.
func TestHandAugment(t *testing.T) {
	const n = photo.GlyphSize
	for _, warp := range []float64{0, 1} {
		rng := rand.New(rand.NewPCG(1, 2))
		augment := handAugment(warp)
		for range 50 {
			g := cutBar()
			in := g
			augment(rng, &g)
			if warp == 0 && (g[n*n] != in[n*n] || g[n*n+1] != in[n*n+1]) {
				t.Fatalf("handAugment(0) changed the height and width %v, %v to %v, %v", in[n*n], in[n*n+1], g[n*n], g[n*n+1])
			}
			var before, after float32
			for i := range n * n {
				before += in[i]
				after += g[i]
			}
			if after < 0.3*before {
				t.Fatalf("handAugment(%v) left %v of %v ink", warp, after, before)
			}
		}
	}
}

// cutBar returns a glyph as the reader cuts a bar 4 pixels wide: its height
// the glyph's less 2 (GlyphSize−2 pixels, from row 1), its height and
// width features 0.6 and 0.6·4/18 of the cell.
func cutBar() photo.Glyph {
	const n = photo.GlyphSize
	var g photo.Glyph
	for y := 1; y < n-1; y++ {
		for x := 8; x < 12; x++ {
			g[y*n+x] = 1
		}
	}
	g[n*n], g[n*n+1] = 0.6, 0.6*4/18
	return g
}

// TestWarp: a warp that changes nothing leaves the glyph as it was, but
// for its edges softened (its box fits as the reader's cut does
// already); a slant leans the
// bar (its top right of its bottom), widens its box and its width
// feature, keeps its height; a random warp fits its ink's box to the
// glyph as the reader's cut does (longer side GlyphSize−2, centred), and
// a glyph without ink stays as it was.
func TestWarp(t *testing.T) {
	const n = photo.GlyphSize
	g := cutBar()
	same := warp{sx: 1, sy: 1}.apply(&g)
	var diff, ink float64
	for i := range n * n {
		diff += math.Abs(float64(same[i] - g[i]))
		ink += float64(g[i])
	}
	if diff > ink/6 || same[n*n] != g[n*n] || same[n*n+1] != g[n*n+1] {
		t.Errorf("the warp that changes nothing: %.2f of the glyph's %.0f of ink changed, height and width %v, %v: want a sixth at most (its edges softened by the resampling) and the same", diff, ink, same[n*n], same[n*n+1])
	}
	centre := func(g *photo.Glyph, y int) float64 {
		var s, m float64
		for x := range n {
			s += float64(g[y*n+x])
			m += float64(x) * float64(g[y*n+x])
		}
		return m / s
	}
	// Slanted, the top leans right: points shift by slant times their
	// height, and y grows down the glyph.
	leant := warp{sx: 1, sy: 1, slant: -0.3}.apply(&g)
	if top, bottom := centre(&leant, 2), centre(&leant, n-3); top-bottom < 2 {
		t.Errorf("slanted: the top row's ink centred at %.1f, the bottom's at %.1f, want the top right of the bottom by 2 pixels or more", top, bottom)
	}
	if leant[n*n] != g[n*n] || leant[n*n+1] <= g[n*n+1]*1.5 {
		t.Errorf("slanted: height and width features %v, %v from %v, %v: want the height kept and the width half as wide again or more", leant[n*n], leant[n*n+1], g[n*n], g[n*n+1])
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for k := range 20 {
		w := warped(rng, &g)
		x0, y0, x1, y1, ok := inkBox(w[:n*n], n)
		if !ok {
			t.Fatalf("warp %d: no ink left", k)
		}
		if long := max(x1-x0, y1-y0) + 1; long < n-3 || long > n-1 {
			t.Errorf("warp %d: the ink's box %d×%d, want its longer side about %d", k, x1-x0+1, y1-y0+1, n-2)
		}
		if l, r, u, d := x0, n-1-x1, y0, n-1-y1; abs(l-r) > 1 || abs(u-d) > 1 {
			t.Errorf("warp %d: margins left %d, right %d, top %d, bottom %d: want the box centred", k, l, r, u, d)
		}
	}
	var empty photo.Glyph
	if got := warped(rng, &empty); got != empty {
		t.Errorf("a glyph without ink warped: %v, want it unchanged", got)
	}
}

func abs(a int) int { return max(a, -a) }
