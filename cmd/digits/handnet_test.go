package main

import (
	"image"
	"io"
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

// TestAugmentHand: the height and width are kept, and some ink too.
func TestAugmentHand(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 50 {
		var g photo.Glyph
		for y := 5; y < 15; y++ {
			for x := 8; x < 12; x++ {
				g[y*photo.GlyphSize+x] = 1
			}
		}
		g[photo.GlyphSize*photo.GlyphSize], g[photo.GlyphSize*photo.GlyphSize+1] = 0.6, 0.3
		in := g
		augmentHand(rng, &g)
		if g[photo.GlyphSize*photo.GlyphSize] != 0.6 || g[photo.GlyphSize*photo.GlyphSize+1] != 0.3 {
			t.Fatalf("augmentHand changed the height and width to %v, %v", g[photo.GlyphSize*photo.GlyphSize], g[photo.GlyphSize*photo.GlyphSize+1])
		}
		var before, after float32
		for i := range photo.GlyphSize * photo.GlyphSize {
			before += in[i]
			after += g[i]
		}
		if after < 0.3*before {
			t.Fatalf("augmentHand left %v of %v ink", after, before)
		}
	}
}
