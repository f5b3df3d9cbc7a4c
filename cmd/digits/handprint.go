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

// The labels of the hand/print network's training cells (its classes 0
// and 1: see photo.HandNet).
const (
	labelPrinted = 0
	labelHand    = 1
)

// handprint trains the hand/print network (photo.HandNet): a small
// network (convolutional unless -conv=false) that tells a digit written
// by hand from a printed one by its glyph. It learns from the digits the reader cuts out (each in
// all its views) of pictures drawn in the training fonts only: paper
// puzzles half done by hand with MNIST's training split (givens printed,
// entries by hand, in blue or black pen or pencil) and app screenshots
// and photographed printed grids (every digit printed, app entries too).
func handprint(args []string, stdout io.Writer) error {
	fl := flag.NewFlagSet("handprint", flag.ContinueOnError)
	fontDir := fl.String("fonts", "/usr/share/fonts", "root of the fonts of the committed list (solver/photo/synth/fonts.txt)")
	mnist := fl.String("mnist-dir", "", "MNIST's module directory (default: the module cache's, from go mod download)")
	seed := fl.Uint64("seed", 1, "random seed")
	paper := fl.Int("paper", 300, "pictures of paper puzzles half done by hand (training fonts, MNIST's training split) whose digits are trained on")
	shots := fl.Int("shots", 150, "app screenshots and printed grids in the training fonts whose digits are trained on (all printed)")
	hidden := fl.Int("hidden", 32, "width of the hidden layer")
	conv := fl.Bool("conv", true, "a convolutional network (photo.ConvNet, -c1, -c2 and -hidden wide) rather than a fully connected one")
	c1 := fl.Int("c1", 4, "with -conv: channels of the first layer")
	c2 := fl.Int("c2", 8, "with -conv: channels of the second layer")
	epochs := fl.Int("epochs", 8, "passes over the training set")
	cache := fl.String("rendered", "", "file of the drawn cells: read from it if it exists, else drawn and written to it (use it only with the same -seed, -paper and -shots)")
	out := fl.String("o", "solver/photo/handprint.bin", "weights file to write")
	if err := fl.Parse(args); err != nil {
		return err
	}
	if *paper < 1 || *shots < 0 || *hidden < 1 || *hidden > 128 || *epochs < 1 || *c1 < 1 || *c1 > 16 || *c2 < 1 || *c2 > 32 {
		return fmt.Errorf("handprint: -paper %d, -shots %d, -hidden %d, -c1 %d, -c2 %d, -epochs %d: want at least 1 paper picture, a hidden layer of 1 to 128, -c1 and -c2 at most 16 and 32, and one pass", *paper, *shots, *hidden, *c1, *c2, *epochs)
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
		if len(faces) == 0 {
			return fmt.Errorf("handprint: no training fonts under %s", *fontDir)
		}
		h, err := loadHand(*mnist, mnistTrain)
		if err != nil {
			return err
		}
		set = handPrintCells(faces, h.hand(), *paper, *shots, *seed)
		if *cache != "" {
			if err := os.WriteFile(*cache, encodeSamples(set), 0o644); err != nil {
				return err
			}
		}
	}
	nh := 0
	for _, s := range set {
		nh += s.label
	}
	fmt.Fprintf(stdout, "%d digits: %d printed, %d by hand, %.0fs\n", len(set), len(set)-nh, nh, time.Since(start).Seconds())
	var net photo.Model
	rng := rand.New(rand.NewPCG(*seed, 1<<55))
	if *conv {
		n := photo.NewConvNet(*c1, *c2, *hidden)
		fitConv(rng, n, set, *epochs, 0, 0, stdout)
		net = n
	} else {
		n := photo.NewNet(photo.Features, *hidden, photo.Classes)
		fit(rng, n, set, *epochs, stdout)
		net = n
	}
	data, err := net.MarshalBinary()
	if err != nil {
		return err
	}
	if err := os.WriteFile(*out, data, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s (%d bytes) in %.0fs\n", *out, len(data), time.Since(start).Seconds())
	return nil
}

// handPrintCells draws the hand/print network's training pictures (see
// handprint): nPaper paper puzzles and nShots app screenshots and printed
// grids, font after font, and returns the digits the reader finds in them
// (photo.Cells), each in all its views, labelled labelHand for an entry
// of a paper puzzle and labelPrinted for any other digit; none of a
// picture whose grid was not found right.
func handPrintCells(faces []synth.Face, hand synth.Hand, nPaper, nShots int, seed uint64) []sample {
	puzzles := trainingPuzzles(seed)
	return inParallel(nPaper+nShots, func(i int) []sample {
		rng := rand.New(rand.NewPCG(seed, 1<<54+uint64(i)))
		f := faces[i%len(faces)].Font
		p := puzzles[rng.IntN(len(puzzles))]
		sol := solver.Solve(p, solver.Options{MaxSolutions: 1}).Solutions[0]
		var data []byte
		var game synth.Game
		switch k := i - nPaper; {
		case k < 0:
			data, game, _ = synth.Paper(rng, f, hand, p, sol, 0.25)
		case k%2 == 0:
			data, game, _ = synth.AppGame(rng, f, p, sol, 0.25)
			game.Givens, game.Entries = game.Grid(), solver.Grid{} // an app's entries are printed
		default:
			data, game.Givens = synth.Printed(rng, f, p)
		}
		return layerCells(data, game)
	})
}

// layerCells returns the digits of the picture data as the reader finds
// them, each in all its views, labelled labelHand if game has an entry
// there and labelPrinted if a given; none if the grid was not found
// right.
func layerCells(data []byte, game synth.Game) []sample {
	want := game.Grid()
	ms, ok := foundCells(data, want)
	if !ok {
		return nil
	}
	var out []sample
	for k, m := range ms {
		if !m.Found || want[k] == 0 {
			continue
		}
		label := labelPrinted
		if game.Entries[k] != 0 {
			label = labelHand
		}
		for _, v := range m.Views() {
			out = append(out, sample{v, label})
		}
	}
	return out
}
