package main

import (
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"time"

	"sudokubot/solver"
	"sudokubot/solver/photo"
	"sudokubot/solver/photo/synth"
)

// handnet trains the handwriting network (photo.HandDigitNets): a
// convolutional network (photo.ConvNet, 16 and 32 channels and 128
// hidden units by default; -nets N of them from seeds -seed, -seed+1, …,
// on the same cells, an ensemble) that the reader asks, besides its general classifier, to read
// the digits it takes as written by hand. It learns from MNIST's training split
// only, drawn as the reader sees it: -hand cells of each digit written
// alone (synth.HandCell, as photo.CellGlyph finds them) and the entries of
// -paper paper puzzles half done by hand in the training fonts
// (synth.Paper), cut out by the reader's own pipeline (foundCells), each
// in all its views; and, as class 0, the marks the reader finds in those
// puzzles' cells without a digit (pencil marks, specks, a piece of line).
// The -augment share of the glyphs of each pass are changed (-warp of
// them warped as another hand might write them, the others thickened,
// thinned or shifted a pixel: handAugment); Adam for -epochs passes,
// labels smoothed by -smooth (see fitConv). Fixed seeds: two runs write
// the same bytes, and a run with -nets 1 -seed 2 writes the second
// network of a run with -seed 1 (given the same cells: -rendered).
func handnet(args []string, stdout io.Writer) error {
	fl := flag.NewFlagSet("handnet", flag.ContinueOnError)
	fontDir := fl.String("fonts", "/usr/share/fonts", "root of the fonts of the committed list (solver/photo/synth/fonts.txt)")
	mnist := fl.String("mnist-dir", "", "MNIST's module directory (default: the module cache's, from go mod download)")
	seed := fl.Uint64("seed", 2, "random seed (2, with the other flags' defaults, writes the committed network)")
	paper := fl.Int("paper", 1200, "pictures of paper puzzles half done by hand (training fonts, MNIST's training split) whose cells are trained on")
	hand := fl.Int("hand", 2000, "cells per digit written alone by hand (MNIST's training split, synth.HandCell)")
	c1 := fl.Int("c1", 16, "channels of the first layer")
	c2 := fl.Int("c2", 32, "channels of the second layer")
	hidden := fl.Int("hidden", 128, "width of the fully connected layer")
	epochs := fl.Int("epochs", 20, "passes over the training set")
	nets := fl.Int("nets", 1, "networks trained on the same cells from seeds -seed, -seed+1, …, written back to back (the reader averages them)")
	augment := fl.Float64("augment", 0.8, "fraction of the glyphs of each pass changed (warped as -warp says, else thickened, thinned or shifted a pixel), anew in each pass")
	warp := fl.Float64("warp", 0.6, "fraction of the changed glyphs warped (turned, slanted, stretched and bent a little, then scaled again to fit as the reader cuts a digit)")
	smooth := fl.Float64("smooth", 0.05, "label smoothing (the probability taken from each glyph's class and spread over all)")
	cache := fl.String("rendered", "", "file of the drawn cells: read from it if it exists, else drawn and written to it (use it only with the same -seed, -paper and -hand)")
	out := fl.String("o", "solver/photo/handnet.bin", "weights file to write")
	if err := fl.Parse(args); err != nil {
		return err
	}
	switch {
	case *paper < 0 || *hand < 0 || *paper+*hand < 1:
		return fmt.Errorf("handnet: -paper %d and -hand %d: want cells of one kind at least", *paper, *hand)
	case *c1 < 1 || *c1 > 16 || *c2 < 1 || *c2 > 32 || *hidden < 1 || *hidden > 128:
		return fmt.Errorf("handnet: -c1 %d, -c2 %d, -hidden %d: want at most 16, 32 and 128", *c1, *c2, *hidden)
	case *epochs < 1 || *nets < 1:
		return fmt.Errorf("handnet: -epochs %d, -nets %d: want one pass and one network at least", *epochs, *nets)
	case !(*smooth >= 0 && *smooth < 1):
		return fmt.Errorf("handnet: -smooth %v, want it in [0, 1)", *smooth)
	case !(*augment >= 0 && *augment <= 1):
		return fmt.Errorf("handnet: -augment %v, want it in [0, 1]", *augment)
	case !(*warp >= 0 && *warp <= 1):
		return fmt.Errorf("handnet: -warp %v, want it in [0, 1]", *warp)
	}
	start := time.Now()
	var set []sample
	if data, err := os.ReadFile(*cache); *cache != "" && err == nil {
		if set, err = decodeSamples(data); err != nil {
			return fmt.Errorf("%s: %w", *cache, err)
		}
	} else {
		faces, err := synth.LoadFonts(os.DirFS(*fontDir), synth.SetTrain)
		if err != nil {
			return err
		}
		if len(faces) == 0 && *paper > 0 {
			return fmt.Errorf("handnet: no training fonts under %s", *fontDir)
		}
		h, err := loadHand(*mnist, mnistTrain)
		if err != nil {
			return err
		}
		set = append(handCells(h.hand(), *hand, *seed), handPaperCells(faces, h.hand(), *paper, *seed)...)
		if *cache != "" {
			if err := os.WriteFile(*cache, encodeSamples(set), 0o644); err != nil {
				return err
			}
		}
	}
	var per [photo.Classes]int
	for _, s := range set {
		per[s.label]++
	}
	fmt.Fprintf(stdout, "%d cells (by class 0 to 9: %v), %.0fs\n", len(set), per, time.Since(start).Seconds())
	var data []byte
	for k := range *nets {
		rng := rand.New(rand.NewPCG(*seed+uint64(k), 1<<56))
		n := photo.NewConvNet(*c1, *c2, *hidden)
		fitConvWith(rng, n, set, *epochs, *augment, *smooth, handAugment(*warp), stdout)
		b, err := n.MarshalBinary()
		if err != nil {
			return err
		}
		data = append(data, b...)
	}
	if err := os.WriteFile(*out, data, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s (%d bytes) in %.0fs\n", *out, len(data), time.Since(start).Seconds())
	return nil
}

// handPaperCells draws n paper puzzles half done by hand in the fonts
// faces (font after font; MNIST's digits by hand) and returns what the
// reader finds in them (photo.Cells): each entry's digit in all its
// views, labelled with its digit, and each mark found in a cell without
// a digit in its usual view, labelled 0. Givens are left out (the
// general classifier reads print). None of a picture whose grid was not
// found right.
func handPaperCells(faces []synth.Face, hand synth.Hand, n int, seed uint64) []sample {
	if len(faces) == 0 || n <= 0 {
		return nil
	}
	puzzles := trainingPuzzles(seed)
	return inParallel(n, func(i int) []sample {
		rng := rand.New(rand.NewPCG(seed, 1<<57+uint64(i)))
		f := faces[i%len(faces)].Font
		p := puzzles[rng.IntN(len(puzzles))]
		sol := solver.Solve(p, solver.Options{MaxSolutions: 1}).Solutions[0]
		data, game, _ := synth.Paper(rng, f, hand, p, sol, 0.25)
		want := game.Grid()
		ms, ok := foundCells(data, want)
		if !ok {
			return nil
		}
		var out []sample
		for k, m := range ms {
			switch {
			case !m.Found:
			case want[k] == 0:
				out = append(out, sample{m.Glyph, 0})
			case game.Entries[k] != 0:
				for _, v := range m.Views() {
					out = append(out, sample{v, int(want[k])})
				}
			}
		}
		return out
	})
}

// handAugment returns the change handnet makes to a glyph (of the
// -augment share of each pass's): warped (see warped) with probability
// warp, else one way chosen at random as one hand's digit differs from
// another's: thickened or thinned by a pixel (a broader or finer pen), or
// shifted by a pixel, its height and width kept. A change that would
// leave almost no ink is not made.
func handAugment(warp float64) func(*rand.Rand, *photo.Glyph) {
	return func(rng *rand.Rand, x *photo.Glyph) {
		var out photo.Glyph
		if rng.Float64() < warp {
			out = warped(rng, x)
		} else {
			switch rng.IntN(3) {
			case 0:
				out = thickened(x)
			case 1:
				out = thinned(x)
			case 2:
				out = shifted(rng, x)
			}
		}
		keepInked(x, &out)
	}
}
