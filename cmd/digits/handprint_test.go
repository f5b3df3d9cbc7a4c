package main

import (
	"image"
	"io"
	"math/rand/v2"
	"strings"
	"testing"

	"sudokubot/solver"
	"sudokubot/solver/photo/synth"
)

// TestHandprintFlags: flags out of range are refused before anything is
// drawn, naming the flag.
func TestHandprintFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-paper", "0"},
		{"-hidden", "129"},
		{"-c2", "33"},
		{"-epochs", "0"},
	} {
		err := handprint(args, io.Discard)
		if err == nil || !strings.Contains(err.Error(), args[0]) {
			t.Errorf("handprint %v: %v, want an error naming %s", args, err, args[0])
		}
	}
}

// TestLayerCells: the digits of a paper puzzle half done by hand are
// labelled by their layer, the printed givens labelPrinted and the
// handwritten entries labelHand, each in all its views.
func TestLayerCells(t *testing.T) {
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
	puzzles := trainingPuzzles(1)
	rng := rand.New(rand.NewPCG(1, 2))
	p := puzzles[0]
	sol := solver.Solve(p, solver.Options{MaxSolutions: 1}).Solutions[0]
	data, game, _ := synth.Paper(rng, synth.TrainFonts()[0], hand, p, sol, 0)
	set := layerCells(data, game)
	if len(set) == 0 {
		t.Fatal("layerCells: no digits (grid not found right?)")
	}
	var n [2]int
	for _, s := range set {
		if s.label != labelPrinted && s.label != labelHand {
			t.Fatalf("label %d, want %d or %d", s.label, labelPrinted, labelHand)
		}
		n[s.label]++
	}
	givens, entries := 0, 0
	for i := range 81 {
		if game.Givens[i] != 0 {
			givens++
		}
		if game.Entries[i] != 0 {
			entries++
		}
	}
	if n[labelPrinted] < givens || n[labelHand] < entries/2 {
		t.Errorf("%d printed and %d handwritten views, want at least %d (a view per given) and %d (of %d entries)", n[labelPrinted], n[labelHand], givens, entries/2, entries)
	}
}
