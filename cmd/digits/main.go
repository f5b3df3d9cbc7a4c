// Command digits trains the digit classifier of package solver/photo and
// writes the screenshot set it is evaluated on.
//
// Usage:
//
//	digits fonts [-apt] [-fontdir DIR]
//	digits train [-fonts DIR] [-photos DIR] [-o FILE] [-seed N] [-net-seed N] [-epochs N] [-shots N] [-hand N] [-paper N] [-mnist-dir DIR]
//	digits set -kind app|game|printed|paper [-fonts train|app|display] [-o DIR] [-n N] [-seed N] [-wrong F] [-mnist test|train]
//	digits screens [-o DIR] [-n N] [-seed N]
//	digits cv [-folds K] [-fold I] [-o FILE] [-cache DIR] [train's flags]
//	digits handprint [-paper N] [-shots N] [-rendered FILE] [-o FILE]
//	digits handnet [-paper N] [-hand N] [-nets N] [-epochs N] [-rendered FILE] [-o FILE]
//
// The fonts are a committed list (solver/photo/synth/fonts.txt) of files
// from Debian packages, in three sets: "train" (306 files of 113 families),
// and two sets of families never trained on, "app" (48 files: text faces
// as apps use, with light and thin weights) and "display" (40 files:
// condensed, sketched, script, 3D, comic and handwriting-like faces).
// "digits fonts" checks they are all installed; "digits fonts -apt" prints
// the command that installs them:
//
//	go run ./cmd/digits fonts -apt | sh    # apt-get update, then apt-get install the 149 packages
//
// train and set fail, naming the missing packages, if any font of their
// set is missing: a training set is never silently smaller.
//
// train renders the digits 1 to 9 (and cells without a digit: empty, pencil
// marks, specks) in every font of the training set and in four of the Go
// fonts (regular, bold, mono, mono bold), each many times with random size,
// position, slant, rotation, width (condensed too), darkness, a display
// face's effect, grid lines, blur and noise, a quarter of the 3s with a
// flat top (synth.Cell); adds -hand cells of each digit written by hand
// (synth.HandCell) and the cells of -paper paper puzzles half done by hand
// (synth.Paper), both from MNIST's training split (see mnist.go); adds the
// cells of -shots whole pictures drawn in the training fonts (app
// screenshots in varied themes and photographed printed grids, see set)
// as the reader's own pipeline cuts them out; adds the
// real cells of the training photos under -photos (every photo but the 40
// held out by photo.Split), four times each, and those of the same photos
// blurred a little and a little more (box blurs of 0.3% and 0.6% of the
// picture's side, twice each), as a photo out of focus would show them,
// each copy of a real cell in turn in one of the views the reader
// classifies (photo.Mark.Views: as found, stricter, looser);
// passes every cell through
// photo.CellGlyph or photo.Cells, exactly as photo.Read will; and trains
// two small convolutional networks (-conv; photo.ConvNet: 3×3
// convolutions of 8 and 16 channels, each with 2×2 pooling, 64 hidden
// units) from different fixed seeds, with Adam for 8 passes, half the
// glyphs of each pass changed as display faces change digits (hollowed,
// thickened, thinned, cut by a stencil's gap, shifted a pixel: -augment),
// labels smoothed by 0.05 (-smooth) and the softmax then sharpened by a
// temperature of 0.6 (-conv-temp); photo.Reader averages them. Two runs
// give the same weights. (-ensemble N trains N of the earlier fully
// connected 402–128–10 networks, by plain stochastic gradient descent,
// instead or besides.) -rendered FILE keeps the rendered cells, which take
// most of the time, for the next run with the same seed; -net-seed
// trains the networks from other seeds on the same cells.
//
// set writes a labelled test set: -kind app draws phone screenshots
// (themes light, dark, sepia, no border, tiles varied: thick, thin,
// rounded or no outer border, nine separate boxes, highlights, entries in
// another colour, pencil marks in a 3×3 mini-grid or in the corners,
// status bar and number pad) as JPEG of quality 60 to 92 at 1280 pixels;
// -kind printed draws grids printed in a display face (plain, outlined,
// shadowed, stencilled or inline) and photographs them (turned, in
// perspective, unevenly lit, blurred, noisy). Each picture uses the next
// font of the set, so every face is measured. -kind paper draws
// newspaper grids half done by hand (see synth.Paper) with MNIST's test
// digits, a .game file of the layers beside each.
//
// handprint trains the hand/print network (solver/photo/handprint.bin),
// handnet the handwriting networks (solver/photo/handnet.bin) that read
// the digits taken as written by hand, both on MNIST's training split
// only (see handprint.go and handnet.go).
//
// screens writes app screenshots (PNG recompressed as JPEG, at most 1280
// pixels) with a .dat file each, in the five themes of the synth package,
// drawn with the Go fonts NOT used in training (medium, italic, bold
// italic, small caps, mono italic, medium italic), for
// "sudoku read -eval DIR".
//
// cv measures the reader honestly, by K-fold cross-validation over the
// photos: each fold's photos are read by a classifier trained as train
// does, but on the real cells of the other folds only, so no photo is read
// by a classifier that saw it (nor by one tuned on it). It prints each
// photo misread, each fold's figures and the total; 4 folds take about
// 4 times as long as train. With -o, the last of 4 folds' networks (which
// are exactly train's) are written too. With -cache DIR, each fold's
// networks are kept in DIR and not trained again: a change to the reader
// (not to training) is then measured in seconds.
package main

import (
	"encoding/binary"
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"image"

	"sudokubot/solver"
	"sudokubot/solver/photo"
	"sudokubot/solver/photo/synth"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintln(stderr, "usage: digits train|handprint|handnet|screens|set|fonts|cv [flags]")
		return 2
	}
	var err error
	switch args[0] {
	case "train":
		err = train(args[1:], stdout)
	case "screens":
		err = screens(args[1:], stdout)
	case "cv":
		err = cv(args[1:], stdout)
	case "set":
		err = testSet(args[1:], stdout)
	case "fonts":
		err = fontsCmd(args[1:], stdout)
	case "handprint":
		err = handprint(args[1:], stdout)
	case "handnet":
		err = handnet(args[1:], stdout)
	default:
		fmt.Fprintf(stderr, "digits: unknown command %q\n", args[0])
		return 2
	}
	if err != nil {
		fmt.Fprintln(stderr, "digits:", err)
		return 1
	}
	return 0
}

type sample struct {
	x     photo.Glyph
	label int
}

// trainFlags are the flags train and cv share.
type trainFlags struct {
	fontDir, photos    *string
	seed, netSeed      *uint64
	epochs, perFont    *int
	blurCopies         *int
	ensemble           *int
	hidden, realCopies *int
	shots              *int
	hand, paper        *int
	mnistDir           *string
	setCache           *string
	conv, convEpochs   *int
	c1, c2, convHidden *int
	augment, smooth    *float64
	convTemp           *float64
}

func addTrainFlags(fl *flag.FlagSet) trainFlags {
	return trainFlags{
		fontDir:    fl.String("fonts", "/usr/share/fonts", "root of the fonts of the committed list (solver/photo/synth/fonts.txt)"),
		photos:     fl.String("photos", "../shared/data/photo", "directory of training photos with .dat files"),
		seed:       fl.Uint64("seed", 1, "random seed"),
		netSeed:    fl.Uint64("net-seed", 0, "random seed of the networks alone (their first weights, the order and changes of their glyphs), 0 for -seed's: networks trained again from the same drawn cells (-rendered)"),
		epochs:     fl.Int("epochs", 14, "passes over the training set"),
		perFont:    fl.Int("per-font", 24, "rendered cells per digit and font"),
		hidden:     fl.Int("hidden", 128, "width of the hidden layer"),
		realCopies: fl.Int("real", 4, "copies of each real cell in the training set (its views in turn: see copies)"),
		ensemble:   fl.Int("ensemble", 0, "fully connected networks trained (from different seeds) whose probabilities are averaged"),
		blurCopies: fl.Int("blurred", 2, "copies of each real cell of the blurred photos (0: none)"),
		shots:      fl.Int("shots", 800, "pictures drawn in the training fonts (app screenshots and printed grids, in turn) whose cells are trained on"),
		hand:       fl.Int("hand", 1000, "cells per digit written by hand (MNIST's training split, synth.HandCell)"),
		paper:      fl.Int("paper", 300, "pictures of paper puzzles half done by hand drawn in the training fonts and MNIST's training split (synth.Paper) whose cells are trained on"),
		mnistDir:   fl.String("mnist-dir", "", "MNIST's module directory (default: the module cache's, from go mod download)"),
		conv:       fl.Int("conv", 2, "convolutional networks (photo.ConvNet) trained besides the -ensemble fully connected ones, from their own seeds; the reader averages all"),
		convEpochs: fl.Int("conv-epochs", 8, "passes over the training set of each convolutional network"),
		c1:         fl.Int("c1", 8, "channels of a convolutional network's first layer"),
		c2:         fl.Int("c2", 16, "channels of its second layer"),
		convHidden: fl.Int("conv-hidden", 64, "width of its fully connected layer"),
		augment:    fl.Float64("augment", 0.5, "fraction of a convolutional network's training glyphs changed as display faces change digits (hollowed as an outline, thickened, thinned, cut by a stencil's gap, shifted a pixel), anew in each pass"),
		convTemp:   fl.Float64("conv-temp", 0.6, "temperature of the convolutional networks' softmax, set after training (their last layer divided by it): below 1 sharpens what label smoothing softened"),
		smooth:     fl.Float64("smooth", 0.05, "label smoothing of the convolutional networks' training (the probability taken from each glyph's class and spread over all)"),
		setCache:   fl.String("rendered", "", "file of the rendered cells: read from it if it exists (drawing them takes most of train's time), else drawn and written to it (the file holds no record of the flags it was drawn with: use it only with the same -seed, -per-font and -shots)"),
	}
}

// check validates the flags.
func (tf trainFlags) check() error {
	switch {
	case *tf.ensemble < 0 || *tf.conv < 0 || *tf.ensemble+*tf.conv < 1:
		return fmt.Errorf("-ensemble %d and -conv %d, want at least one network", *tf.ensemble, *tf.conv)
	case *tf.c1 < 1 || *tf.c1 > 16 || *tf.c2 < 1 || *tf.c2 > 32 || *tf.convHidden < 1 || *tf.convHidden > 128:
		return fmt.Errorf("-c1 %d, -c2 %d, -conv-hidden %d: want at most 16, 32 and 128", *tf.c1, *tf.c2, *tf.convHidden)
	case !(*tf.convTemp > 0):
		return fmt.Errorf("-conv-temp %v, want more than 0", *tf.convTemp)
	case !(*tf.smooth >= 0 && *tf.smooth < 1) || !(*tf.augment >= 0 && *tf.augment <= 1):
		return fmt.Errorf("-smooth %v and -augment %v, want the first in [0, 1) and the second in [0, 1]", *tf.smooth, *tf.augment)
	}
	return nil
}

// networkSeed is the seed of the networks' random streams: -net-seed, or
// -seed when it is 0.
func (tf trainFlags) networkSeed() uint64 {
	if *tf.netSeed != 0 {
		return *tf.netSeed
	}
	return *tf.seed
}

func train(args []string, stdout io.Writer) error {
	fl := flag.NewFlagSet("train", flag.ContinueOnError)
	tf := addTrainFlags(fl)
	out := fl.String("o", "solver/photo/weights.bin", "weights file to write")
	if err := fl.Parse(args); err != nil {
		return err
	}
	if err := tf.check(); err != nil {
		return fmt.Errorf("train: %w", err)
	}
	start := time.Now()
	set, err := rendered(tf, stdout)
	if err != nil {
		return err
	}
	nRendered := len(set)
	files, err := filepath.Glob(filepath.Join(*tf.photos, "*.jpg"))
	if err != nil {
		return err
	}
	// The training set is built exactly as cv builds its last fold's
	// (photo.Split's hold-out), so these weights are that fold's
	// classifier.
	folds := dealFolds(files, 4)
	var real []realCell
	var blurred []sample
	for _, f := range folds[:3] {
		r, b, err := foldCells(f, *tf.blurCopies)
		if err != nil {
			return err
		}
		set = append(set, copies(r, *tf.realCopies)...)
		set = append(set, b...)
		real, blurred = append(real, r...), append(blurred, b...)
	}
	fmt.Fprintf(stdout, "%d rendered cells, %d real cells (×%d), %d blurred, %.0fs\n", nRendered, len(real), *tf.realCopies, len(blurred), time.Since(start).Seconds())

	if err := writeNets(*out, fitEnsemble(tf, set, stdout)); err != nil {
		return err
	}
	st, err := os.Stat(*out)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s (%d bytes) in %.0fs\n", *out, st.Size(), time.Since(start).Seconds())
	return nil
}

// rendered loads the fonts and renders the synthetic cells, or reads
// them from the -rendered file.
func rendered(tf trainFlags, stdout io.Writer) ([]sample, error) {
	if *tf.setCache == "" {
		return render(tf, stdout)
	}
	if data, err := os.ReadFile(*tf.setCache); err == nil {
		set, err := decodeSamples(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", *tf.setCache, err)
		}
		fmt.Fprintf(stdout, "%d rendered cells read from %s\n", len(set), *tf.setCache)
		return set, nil
	}
	set, err := render(tf, stdout)
	if err != nil {
		return nil, err
	}
	return set, os.WriteFile(*tf.setCache, encodeSamples(set), 0o644)
}

// encodeSamples encodes samples as their label (a byte) and features
// (float32, little-endian) each.
func encodeSamples(set []sample) []byte {
	out := make([]byte, 0, len(set)*(1+4*photo.Features))
	for _, s := range set {
		out = append(out, byte(s.label))
		for _, v := range s.x {
			out = binary.LittleEndian.AppendUint32(out, math.Float32bits(v))
		}
	}
	return out
}

// decodeSamples decodes what encodeSamples encoded.
func decodeSamples(data []byte) ([]sample, error) {
	const size = 1 + 4*photo.Features
	if len(data)%size != 0 {
		return nil, fmt.Errorf("%d bytes, not a whole number of %d-byte cells", len(data), size)
	}
	set := make([]sample, len(data)/size)
	for i := range set {
		d := data[i*size : (i+1)*size]
		if int(d[0]) >= photo.Classes {
			return nil, fmt.Errorf("cell %d: label %d", i, d[0])
		}
		set[i].label = int(d[0])
		for k := range set[i].x {
			set[i].x[k] = math.Float32frombits(binary.LittleEndian.Uint32(d[1+4*k:]))
		}
	}
	return set, nil
}

// render loads the fonts and renders the synthetic cells.
func render(tf trainFlags, stdout io.Writer) ([]sample, error) {
	fonts := synth.TrainFonts()
	faces, err := synth.LoadFonts(os.DirFS(*tf.fontDir), synth.SetTrain)
	if err != nil {
		return nil, err
	}
	for _, f := range faces {
		fonts = append(fonts, f.Font)
	}
	fmt.Fprintf(stdout, "%d fonts (%d of the list's training set, under %s)\n", len(fonts), len(faces), *tf.fontDir)

	var hand synth.Hand
	if *tf.hand > 0 || *tf.paper > 0 {
		h, err := loadHand(*tf.mnistDir, mnistTrain)
		if err != nil {
			return nil, err
		}
		hand = h.hand()
	}

	// Rendered cells, in parallel but deterministic: each font has its
	// own random stream.
	perFontSamples := make([][]sample, len(fonts)+3)
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for fi, f := range fonts {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			rng := rand.New(rand.NewPCG(*tf.seed, uint64(fi)))
			var ss []sample
			for k := 0; k < *tf.perFont; k++ {
				for d := 0; d <= 9; d++ {
					cell := synth.Cell(rng, f, d)
					g, found, strong := photo.CellGlyph(cell)
					if !found || (d == 0 && !strong) {
						// Marks too small to be givens (pencil marks)
						// are empty whatever they look like: the
						// classifier need not learn them.
						continue
					}
					ss = append(ss, sample{g, d})
				}
			}
			perFontSamples[fi] = ss
		}()
	}
	// Whole pictures drawn in the training fonts (app screenshots and
	// photographed printed grids), their cells found by the reader's own
	// pipeline: the classifier sees cells as the reader cuts them out.
	wg.Add(1)
	go func() {
		defer wg.Done()
		perFontSamples[len(fonts)] = shotCells(faces, *tf.shots, *tf.seed)
	}()
	// Digits written by hand: cells alone, and the cells of paper
	// puzzles half done by hand as the reader cuts them out.
	wg.Add(2)
	go func() {
		defer wg.Done()
		perFontSamples[len(fonts)+1] = handCells(hand, *tf.hand, *tf.seed)
	}()
	go func() {
		defer wg.Done()
		perFontSamples[len(fonts)+2] = paperCells(faces, hand, *tf.paper, *tf.seed)
	}()
	wg.Wait()
	var set []sample
	for _, ss := range perFontSamples {
		set = append(set, ss...)
	}
	return set, nil
}

// cv measures the reader by k-fold cross-validation over the photos of
// -photos: the sorted photos are dealt into k folds (the i-th photo into
// fold i mod k, so with 4 folds the last fold is photo.Split's hold-out);
// for each fold a classifier is trained, exactly as train does, on the
// rendered cells and the real cells of the other folds, and every photo of
// the fold is read with it. Every photo is thus read by a classifier that
// never saw it.
func cv(args []string, stdout io.Writer) error {
	fl := flag.NewFlagSet("cv", flag.ContinueOnError)
	tf := addTrainFlags(fl)
	folds := fl.Int("folds", 4, "number of folds")
	only := fl.Int("fold", -1, "run only this fold (0-based)")
	verbose := fl.Bool("v", false, "print training progress")
	out := fl.String("o", "", "with 4 folds, write the last fold's classifier (the one train writes) to this file")
	cache := fl.String("cache", "", "directory of each fold's classifier: a fold whose file is there is not trained again, and one trained is written there (to try changes to the reader, not to training)")
	if err := fl.Parse(args); err != nil {
		return err
	}
	if err := tf.check(); err != nil {
		return fmt.Errorf("cv: %w", err)
	}
	if *folds < 2 {
		return fmt.Errorf("cv: -folds %d, want at least 2", *folds)
	}
	start := time.Now()
	files, err := filepath.Glob(filepath.Join(*tf.photos, "*.jpg"))
	if err != nil {
		return err
	}
	if len(files) < *folds {
		return fmt.Errorf("cv: %d photos in %s, want at least %d", len(files), *tf.photos, *folds)
	}
	fold := dealFolds(files, *folds)
	cachedAll := *cache != ""
	for k := range fold {
		if _, err := os.Stat(foldCache(*cache, k, *folds)); err != nil {
			cachedAll = false
		}
	}
	var synthSet []sample
	realOf := make([][]realCell, *folds)
	blurOf := make([][]sample, *folds)
	if !cachedAll {
		// The training sets are needed only for folds not in the cache.
		if synthSet, err = rendered(tf, stdout); err != nil {
			return err
		}
		for k := range fold {
			if realOf[k], blurOf[k], err = foldCells(fold[k], *tf.blurCopies); err != nil {
				return err
			}
		}
		fmt.Fprintf(stdout, "%d rendered cells, %d photos in %d folds, %.0fs\n", len(synthSet), len(files), *folds, time.Since(start).Seconds())
	}

	type result struct {
		tally
		log strings.Builder
		err error
	}
	results := make([]result, *folds)
	var wg sync.WaitGroup
	for k := range fold {
		if *only >= 0 && k != *only {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			res := &results[k]
			set := slices.Clip(synthSet)
			for j := range fold {
				if j != k {
					set = append(set, copies(realOf[j], *tf.realCopies)...)
					set = append(set, blurOf[j]...)
				}
			}
			progress := io.Discard
			if *verbose {
				progress = stdout
			}
			var nets []photo.Model
			cached := ""
			if *cache != "" {
				cached = foldCache(*cache, k, *folds)
				if data, err := os.ReadFile(cached); err == nil {
					if nets, err = photo.ParseModels(data); err != nil {
						res.err = fmt.Errorf("%s: %w", cached, err)
						return
					}
				}
			}
			if nets == nil {
				nets = fitEnsemble(tf, set, progress)
				if cached != "" {
					if err := os.MkdirAll(*cache, 0o755); err != nil {
						res.err = err
						return
					}
					if err := writeNets(cached, nets); err != nil {
						res.err = err
						return
					}
				}
			}
			if *out != "" && k == 3 && *folds == 4 {
				res.err = writeNets(*out, nets)
			}
			r := photo.NewReaderNet(nets...)
			for _, f := range fold[k] {
				res.add(evalPhoto(r, f, res.log.WriteString))
			}
		}()
	}
	wg.Wait()
	var tot tally
	for k := range results {
		res := &results[k]
		if res.err != nil {
			return res.err
		}
		if res.boards == 0 {
			continue
		}
		fmt.Fprint(stdout, res.log.String())
		fmt.Fprintf(stdout, "fold %d: boards exact %d/%d (%.1f%%; shown exact %d), cells right %d/%d (%.2f%%), sure %d, sure but wrong %d\n",
			k, res.exact, res.boards, pctOf(res.exact, res.boards), res.shown, res.right, res.cells, pctOf(res.right, res.cells), res.sure, res.sureWrong)
		tot.add(res.tally)
	}
	fmt.Fprintf(stdout, "total: boards exact %d/%d (%.1f%%; shown exact %d/%d, %.1f%%), cells right %d/%d (%.2f%%), sure %d, sure but wrong %d, %.0fs\n",
		tot.exact, tot.boards, pctOf(tot.exact, tot.boards), tot.shown, tot.boards, pctOf(tot.shown, tot.boards), tot.right, tot.cells, pctOf(tot.right, tot.cells), tot.sure, tot.sureWrong, time.Since(start).Seconds())
	return nil
}

// foldCache is the file of cv -cache dir that holds the networks of fold
// k of n.
func foldCache(dir string, k, n int) string {
	return filepath.Join(dir, fmt.Sprintf("fold%d-of-%d.bin", k, n))
}

// writeNets writes the networks back to back to the file name (the form
// photo.ParseModels reads).
func writeNets(name string, nets []photo.Model) error {
	var data []byte
	for _, n := range nets {
		d, err := n.MarshalBinary()
		if err != nil {
			return err
		}
		data = append(data, d...)
	}
	return os.WriteFile(name, data, 0o644)
}

// fitEnsemble trains the -ensemble networks on set, each from its own
// random stream (member 0's is the one a single network would use), in
// parallel.
func fitEnsemble(tf trainFlags, set []sample, progress io.Writer) []photo.Model {
	nets := make([]photo.Model, *tf.ensemble+*tf.conv)
	var wg sync.WaitGroup
	for e := range nets {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := io.Discard
			if e == 0 || e == *tf.ensemble {
				w = progress
			}
			if e < *tf.ensemble {
				rng := rand.New(rand.NewPCG(tf.networkSeed(), 1<<40+uint64(e)))
				n := photo.NewNet(photo.Features, *tf.hidden, photo.Classes)
				fit(rng, n, set, *tf.epochs, w)
				nets[e] = n
				return
			}
			rng := rand.New(rand.NewPCG(tf.networkSeed(), 1<<41+uint64(e-*tf.ensemble)))
			n := photo.NewConvNet(*tf.c1, *tf.c2, *tf.convHidden)
			fitConv(rng, n, set, *tf.convEpochs, *tf.augment, *tf.smooth, w)
			for _, p := range [][]float32{n.W4, n.B4} {
				for i := range p {
					p[i] /= float32(*tf.convTemp)
				}
			}
			nets[e] = n
		}()
	}
	wg.Wait()
	return nets
}

// dealFolds sorts the photos and deals them into k folds, the i-th into
// fold i mod k: with k = 4 the last fold is photo.Split's hold-out.
func dealFolds(files []string, k int) [][]string {
	files = slices.Sorted(slices.Values(files))
	fold := make([][]string, k)
	for i, f := range files {
		fold[i%k] = append(fold[i%k], f)
	}
	return fold
}

// foldCells returns the real cells of the photos of a fold, and those of
// the photos blurred (blurCopies times each).
func foldCells(files []string, blurCopies int) (real []realCell, blurred []sample, err error) {
	if real, err = realCells(files); err != nil {
		return nil, nil, err
	}
	blurred, err = blurredCells(files, blurCopies)
	return real, blurred, err
}

func pctOf(a, b int) float64 { return 100 * float64(a) / float64(max(1, b)) }

// A tally counts photos read: the boards, those whose reading was exact
// (each cell its likeliest value) and those whose grid as the bot shows
// it (as the check repaired it) was, the cells and those read right, the
// grids solved without a question, and those of them wrong.
type tally struct {
	boards, exact, shown, cells, right, sure, sureWrong int
}

func (t *tally) add(u tally) {
	t.boards += u.boards
	t.exact += u.exact
	t.shown += u.shown
	t.cells += u.cells
	t.right += u.right
	t.sure += u.sure
	t.sureWrong += u.sureWrong
}

// count is 1 for true, 0 for false.
func count(b bool) int {
	if b {
		return 1
	}
	return 0
}

// evalPhoto reads the photo f with r, compares it with its .dat file,
// logs the cells misread and returns the tally of the photo (none when
// it has no readable .dat file).
func evalPhoto(r *photo.Reader, f string, log func(string) (int, error)) tally {
	dat, err := os.ReadFile(strings.TrimSuffix(f, ".jpg") + ".dat")
	if err != nil {
		log(fmt.Sprintf("%s: %v\n", filepath.Base(f), err))
		return tally{}
	}
	want, err := photo.ParseDat(string(dat))
	if err != nil {
		log(fmt.Sprintf("%s: %v\n", filepath.Base(f), err))
		return tally{}
	}
	data, err := os.ReadFile(f)
	if err != nil {
		log(fmt.Sprintf("%s: %v\n", filepath.Base(f), err))
		return tally{}
	}
	rd, err := r.Read(data)
	if err != nil {
		log(fmt.Sprintf("%s: %v\n", filepath.Base(f), err))
		return tally{boards: 1, cells: 81}
	}
	var wrong []string
	right := 0
	for i := range 81 {
		if rd.Grid[i] == want[i] {
			right++
		} else {
			wrong = append(wrong, fmt.Sprintf("%s %d→%d (%.2f)", solver.CellName(i), want[i], rd.Grid[i], rd.Confidence[i]))
		}
	}
	if len(wrong) > 0 {
		log(fmt.Sprintf("%s: %s\n", filepath.Base(f), strings.Join(wrong, ", ")))
	}
	c := rd.Check()
	if c.Sure() && c.Grid != want {
		log(fmt.Sprintf("%s: WRONG GRID SOLVED WITHOUT A QUESTION\n", filepath.Base(f)))
	}
	return tally{
		boards: 1, cells: 81, right: right,
		exact:     count(len(wrong) == 0),
		shown:     count(c.Grid == want),
		sure:      count(c.Sure() && c.Grid == want),
		sureWrong: count(c.Sure() && c.Grid != want),
	}
}

// realCells returns the marks found in the photos files,
// labelled by their .dat files (0 for a mark as big as a digit in a cell
// without a given).
// The grid is taken in the quarter turn whose marks best match the .dat
// (some photos' EXIF orientation is wrong).
func realCells(files []string) ([]realCell, error) {
	return realCellsBlurred(files, 0)
}

// A realCell is a mark of a training photo, in all the views the reader
// classifies (photo.Mark.Views), with its label.
type realCell struct {
	views []photo.Glyph
	label int
}

// copies returns n samples of each cell of cs: the k-th copy of a cell is
// its view k mod 3 (photo.Mark.Views: as found, stricter, looser), or the
// view as found where the cell has no such view. The classifier thus
// learns each view the reader shows it, the view as found most.
func copies(cs []realCell, n int) []sample {
	var out []sample
	for k := range n {
		for _, c := range cs {
			v := c.views[0]
			if k%3 < len(c.views) {
				v = c.views[k%3]
			}
			out = append(out, sample{v, c.label})
		}
	}
	return out
}

// blurLevels are the blurs (box blur radius, as a fraction of the
// picture's shorter side) the training photos are also seen through: a
// photo a little out of focus or shaken gives the same digits, thicker and
// rounder.
var blurLevels = []float64{0.003, 0.006}

// realCellsBlurred is realCells on the photos blurred by level (none for
// 0).
func realCellsBlurred(files []string, level float64) ([]realCell, error) {
	var out []realCell
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		dat, err := os.ReadFile(strings.TrimSuffix(f, ".jpg") + ".dat")
		if err != nil {
			return nil, err
		}
		want, err := photo.ParseDat(string(dat))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		g, err := photo.Decode(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		if level > 0 {
			r := int(level*float64(min(g.Rect.Dx(), g.Rect.Dy())) + 0.5)
			if r < 1 {
				continue
			}
			g = boxBlur(boxBlur(g, r), r)
		}
		ms, err := photo.Cells(g)
		if err != nil {
			continue
		}
		best, bestAgree := ms, -1
		for range 4 {
			agree := 0
			for i, m := range ms {
				if (m.Found && m.Strong) == (want[i] != 0) {
					agree++
				}
			}
			if agree > bestAgree {
				best, bestAgree = ms, agree
			}
			ms = photo.QuarterTurn(ms)
		}
		if bestAgree < 75 {
			continue // the grid was not found right
		}
		for i, m := range best {
			if m.Found && (m.Strong || want[i] != 0) {
				out = append(out, realCell{m.Views(), int(want[i])})
			}
		}
	}
	return out, nil
}

// blurredCells returns the real cells of files seen through each of
// blurLevels, n times (see copies).
func blurredCells(files []string, n int) ([]sample, error) {
	var out []sample
	if n <= 0 {
		return nil, nil
	}
	for _, l := range blurLevels {
		cs, err := realCellsBlurred(files, l)
		if err != nil {
			return nil, err
		}
		out = append(out, copies(cs, n)...)
	}
	return out, nil
}

// boxBlur returns g blurred by a box of side 2r+1 (each direction in
// turn, the edges repeated).
func boxBlur(g *image.Gray, r int) *image.Gray {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	tmp := image.NewGray(image.Rect(0, 0, w, h))
	out := image.NewGray(image.Rect(0, 0, w, h))
	at := func(v, n int) int { return max(0, min(n-1, v)) }
	n := 2*r + 1
	for y := range h {
		row := g.Pix[y*g.Stride:]
		s := 0
		for x := -r - 1; x < r; x++ {
			s += int(row[at(x, w)])
		}
		for x := range w {
			s += int(row[at(x+r, w)]) - int(row[at(x-r-1, w)])
			tmp.Pix[y*tmp.Stride+x] = uint8(s / n)
		}
	}
	for x := range w {
		s := 0
		for y := -r - 1; y < r; y++ {
			s += int(tmp.Pix[at(y, h)*tmp.Stride+x])
		}
		for y := range h {
			s += int(tmp.Pix[at(y+r, h)*tmp.Stride+x]) - int(tmp.Pix[at(y-r-1, h)*tmp.Stride+x])
			out.Pix[y*out.Stride+x] = uint8(s / n)
		}
	}
	return out
}

// fit trains net on set by stochastic gradient descent with momentum
// (mini-batches of 32, cross-entropy loss, learning rate on a cosine from
// 0.05 to 0), after He initialisation.
func fit(rng *rand.Rand, net *photo.Net, set []sample, epochs int, stdout io.Writer) {
	for l := range net.W {
		sd := math.Sqrt(2 / float64(net.Sizes[l]))
		for i := range net.W[l] {
			net.W[l][i] = float32(rng.NormFloat64() * sd)
		}
	}
	n0, n1, n2 := net.Sizes[0], net.Sizes[1], net.Sizes[2]
	vW := [2][]float32{make([]float32, len(net.W[0])), make([]float32, len(net.W[1]))}
	vB := [2][]float32{make([]float32, n1), make([]float32, n2)}
	gW := [2][]float32{make([]float32, len(net.W[0])), make([]float32, len(net.W[1]))}
	gB := [2][]float32{make([]float32, n1), make([]float32, n2)}
	hid := make([]float32, n1)
	dh := make([]float32, n1)
	outv := make([]float32, n2)
	const batch = 32
	order := make([]int, len(set))
	for i := range order {
		order[i] = i
	}
	steps := epochs * (len(set) / batch)
	step := 0
	for ep := range epochs {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		loss, wrong := 0.0, 0
		for b := 0; b+batch <= len(order); b += batch {
			for k := range 2 {
				clear(gW[k])
				clear(gB[k])
			}
			for _, idx := range order[b : b+batch] {
				s := &set[idx]
				x := s.x[:]
				for o := range n1 {
					row := net.W[0][o*n0 : (o+1)*n0]
					v := net.B[0][o]
					for i, xi := range x {
						v += row[i] * xi
					}
					hid[o] = max(0, v)
				}
				mx := float32(-1e30)
				for o := range n2 {
					row := net.W[1][o*n1 : (o+1)*n1]
					v := net.B[1][o]
					for i, hi := range hid {
						v += row[i] * hi
					}
					outv[o] = v
					mx = max(mx, v)
				}
				sum := float32(0)
				arg := 0
				for o := range n2 {
					if outv[o] > outv[arg] {
						arg = o
					}
				}
				for o := range n2 {
					outv[o] = float32(math.Exp(float64(outv[o] - mx)))
					sum += outv[o]
				}
				if arg != s.label {
					wrong++
				}
				loss -= math.Log(float64(outv[s.label]/sum) + 1e-9)
				clear(dh)
				for o := range n2 {
					d := outv[o] / sum
					if o == s.label {
						d--
					}
					gB[1][o] += d
					row := gW[1][o*n1 : (o+1)*n1]
					wrow := net.W[1][o*n1 : (o+1)*n1]
					for i, hi := range hid {
						row[i] += d * hi
						dh[i] += d * wrow[i]
					}
				}
				for o := range n1 {
					if hid[o] <= 0 {
						continue
					}
					d := dh[o]
					gB[0][o] += d
					row := gW[0][o*n0 : (o+1)*n0]
					for i, xi := range x {
						row[i] += d * xi
					}
				}
			}
			lr := float32(0.05 * 0.5 * (1 + math.Cos(math.Pi*float64(step)/float64(steps))))
			step++
			for k := range 2 {
				for i := range net.W[k] {
					vW[k][i] = 0.9*vW[k][i] - lr*(gW[k][i]/batch+1e-5*net.W[k][i])
					net.W[k][i] += vW[k][i]
				}
				for i := range net.B[k] {
					vB[k][i] = 0.9*vB[k][i] - lr*gB[k][i]/batch
					net.B[k][i] += vB[k][i]
				}
			}
		}
		fmt.Fprintf(stdout, "epoch %d: loss %.4f, training error %.2f%%\n", ep+1, loss/float64(len(set)), 100*float64(wrong)/float64(len(set)))
	}
}

func screens(args []string, stdout io.Writer) error {
	fl := flag.NewFlagSet("screens", flag.ContinueOnError)
	dir := fl.String("o", "screens", "directory to write to")
	n := fl.Int("n", 100, "number of screenshots")
	seed := fl.Uint64("seed", 2, "random seed")
	puzzles := fl.String("puzzles", "solver/testdata/puzzles3_magictour_top1465.txt", "puzzles, one per line")
	if err := fl.Parse(args); err != nil {
		return err
	}
	ps, err := loadPuzzles(*puzzles)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(*dir, 0o755); err != nil {
		return err
	}
	for i := range *n {
		data, want, theme := synth.Screen(*seed, i, ps)
		name := filepath.Join(*dir, fmt.Sprintf("screen%03d-%s", i, theme))
		if err := os.WriteFile(name+".jpg", data, 0o644); err != nil {
			return err
		}
		if err := os.WriteFile(name+".dat", []byte(photo.FormatDat(want, "synth "+theme, "jpg")), 0o644); err != nil {
			return err
		}
	}
	fmt.Fprintf(stdout, "wrote %d screenshots to %s\n", *n, *dir)
	return nil
}

func loadPuzzles(path string) ([]solver.Grid, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var out []solver.Grid
	for _, line := range strings.Split(string(data), "\n") {
		if len(strings.TrimSpace(line)) < 81 {
			continue
		}
		g, err := solver.Parse(line)
		if err != nil {
			continue
		}
		out = append(out, g)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no puzzles", path)
	}
	return out, nil
}

// testSet writes a labelled set of pictures (a .dat file beside each, for
// "sudoku read -eval DIR"): app screenshots or photographed printed grids,
// drawn with the fonts of one set of the committed list, the font in turn.
func testSet(args []string, stdout io.Writer) error {
	fl := flag.NewFlagSet("set", flag.ContinueOnError)
	dir := fl.String("o", "set", "directory to write to")
	kind := fl.String("kind", "app", "app (screenshots, JPEG at 1280 pixels), game (app screenshots of games in progress: pencil marks in every one, a .game file of the layers beside), printed (photographed grids) or paper (photographed newspaper grids half done by hand: MNIST digits, a .game file beside)")
	wrong := fl.Float64("wrong", 0.25, "with -kind game or paper: the share of the entries that are not the solution's digit")
	set := fl.String("fonts", "", "font set of the list: train, app or display (default: app for -kind app, game and paper, display for -kind printed)")
	split := fl.String("mnist", mnistTest, "with -kind paper: the split of MNIST the handwritten digits come from, test (held-out sets) or train (only for training)")
	mnist := fl.String("mnist-dir", "", "with -kind paper: MNIST's module directory (default: the module cache's, from go mod download)")
	n := fl.Int("n", 100, "number of pictures")
	seed := fl.Uint64("seed", 1, "random seed")
	fontDir := fl.String("fontdir", "/usr/share/fonts", "root of the fonts")
	puzzles := fl.String("puzzles", "solver/testdata/puzzles3_magictour_top1465.txt", "puzzles, one per line")
	if err := fl.Parse(args); err != nil {
		return err
	}
	if *kind != "app" && *kind != "game" && *kind != "printed" && *kind != "paper" {
		return fmt.Errorf("set: -kind %q, want app, game, printed or paper", *kind)
	}
	if *wrong < 0 || *wrong > 1 {
		return fmt.Errorf("set: -wrong %g, want a share from 0 to 1", *wrong)
	}
	if *set == "" {
		*set = map[string]string{"app": synth.SetApp, "game": synth.SetApp, "paper": synth.SetApp, "printed": synth.SetDisplay}[*kind]
	}
	var hand synth.Hand
	if *kind == "paper" {
		h, err := loadHand(*mnist, *split)
		if err != nil {
			return fmt.Errorf("set: %w", err)
		}
		hand = h.hand()
	}
	fonts, err := synth.LoadFonts(os.DirFS(*fontDir), *set)
	if err != nil {
		return err
	}
	if len(fonts) == 0 {
		return fmt.Errorf("set: no fonts in set %q (want train, app or display)", *set)
	}
	ps, err := loadPuzzles(*puzzles)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(*dir, 0o755); err != nil {
		return err
	}
	for i := range *n {
		rng := rand.New(rand.NewPCG(*seed, uint64(i)))
		f := fonts[i%len(fonts)]
		p := ps[rng.IntN(len(ps))]
		var data []byte
		var want solver.Grid
		var game *synth.Game
		look := ""
		switch *kind {
		case "app":
			sol := solver.Solve(p, solver.Options{MaxSolutions: 1}).Solutions[0]
			data, want, look = synth.AppNamed(rng, f.Font, p, sol)
			look = "-" + look
		case "game":
			sol := solver.Solve(p, solver.Options{MaxSolutions: 1}).Solutions[0]
			var g synth.Game
			data, g, look = synth.AppGame(rng, f.Font, p, sol, *wrong)
			want, game, look = g.Grid(), &g, "-"+look
		case "paper":
			sol := solver.Solve(p, solver.Options{MaxSolutions: 1}).Solutions[0]
			var g synth.Game
			data, g, look = synth.Paper(rng, f.Font, hand, p, sol, *wrong)
			want, game, look = g.Grid(), &g, "-"+look
		default:
			data, want = synth.Printed(rng, f.Font, p)
		}
		base := strings.TrimSuffix(filepath.Base(f.Name), filepath.Ext(f.Name)) + look
		name := filepath.Join(*dir, fmt.Sprintf("%s%03d-%s", *kind, i, base))
		if err := os.WriteFile(name+".jpg", data, 0o644); err != nil {
			return err
		}
		if err := os.WriteFile(name+".dat", []byte(photo.FormatDat(want, "synth "+*kind+" "+f.Name, "jpg")), 0o644); err != nil {
			return err
		}
		if game != nil {
			if err := os.WriteFile(name+".game", []byte(gameLabel(*game).String()), 0o644); err != nil {
				return err
			}
		}
	}
	fmt.Fprintf(stdout, "wrote %d %s pictures in %d fonts of set %s to %s\n", *n, *kind, len(fonts), *set, *dir)
	return nil
}

// gameLabel returns the game drawn as the reader reports one.
func gameLabel(g synth.Game) photo.Game {
	out := photo.Game{Givens: g.Givens, Entries: g.Entries}
	for i, m := range g.Marks {
		out.Marks[i] = photo.Candidates(m)
	}
	return out
}

// fontsCmd checks that every font of the committed list is installed, or
// prints the command that installs them.
func fontsCmd(args []string, stdout io.Writer) error {
	fl := flag.NewFlagSet("fonts", flag.ContinueOnError)
	fontDir := fl.String("fontdir", "/usr/share/fonts", "root of the fonts")
	apt := fl.Bool("apt", false, "only print the apt-get command that installs the fonts")
	if err := fl.Parse(args); err != nil {
		return err
	}
	if *apt {
		fmt.Fprintln(stdout, synth.InstallHint())
		return nil
	}
	for _, set := range []string{synth.SetTrain, synth.SetApp, synth.SetDisplay} {
		fs, err := synth.LoadFonts(os.DirFS(*fontDir), set)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s: %d font files\n", set, len(fs))
	}
	return nil
}

// shotCells draws n pictures in the fonts faces (app screenshots and
// photographed printed grids in turn, font after font) and returns their
// cells as the reader finds them (photo.Cells), labelled by the grid
// drawn, each mark in its usual view.
func shotCells(faces []synth.Face, n int, seed uint64) []sample {
	if len(faces) == 0 || n <= 0 {
		return nil
	}
	puzzles := trainingPuzzles(seed)
	// Picture i has its own random stream.
	return inParallel(n, func(i int) []sample { return shotCellsOf(faces, i, seed, puzzles) })
}

// shotCellsOf draws training picture i and returns its cells (see
// shotCells).
func shotCellsOf(faces []synth.Face, i int, seed uint64, puzzles []solver.Grid) []sample {
	rng := rand.New(rand.NewPCG(seed, 1<<50+uint64(i)))
	f := faces[(i/2)%len(faces)].Font
	p := puzzles[rng.IntN(len(puzzles))]
	var data []byte
	var want solver.Grid
	if i%2 == 0 {
		sol := solver.Solve(p, solver.Options{MaxSolutions: 1}).Solutions[0]
		data, want = synth.App(rng, f, p, sol)
	} else {
		data, want = synth.Printed(rng, f, p)
	}
	return picCells(data, want)
}

// picCells returns the cells of the picture data as the reader finds
// them (photo.Cells), labelled by want, each mark in its usual view; none
// if the grid was not found right.
func picCells(data []byte, want solver.Grid) []sample {
	ms, ok := foundCells(data, want)
	if !ok {
		return nil
	}
	var out []sample
	for k, m := range ms {
		if m.Found && (m.Strong || want[k] != 0) {
			vs := m.Views()
			out = append(out, sample{vs[k%len(vs)], int(want[k])})
		}
	}
	return out
}

// foundCells returns the cells of the picture data as the reader finds
// them (photo.Cells), and whether the grid was found right: its digits
// where want has them in 75 cells or more.
func foundCells(data []byte, want solver.Grid) ([81]photo.Mark, bool) {
	g, err := photo.Decode(data)
	if err != nil {
		return [81]photo.Mark{}, false
	}
	ms, err := photo.Cells(g)
	if err != nil {
		return ms, false
	}
	agree := 0
	for k, m := range ms {
		if (m.Found && m.Strong) == (want[k] != 0) {
			agree++
		}
	}
	return ms, agree >= 75
}

// trainingPuzzles returns puzzles to draw training pictures of: grids
// generated from seed (so the test sets' puzzles, from the puzzle file,
// are not among them).
func trainingPuzzles(seed uint64) []solver.Grid {
	var out []solver.Grid
	rng := rand.New(rand.NewPCG(seed, 1<<51))
	for range 50 {
		// A solved grid, relabelled and with about 30 givens kept.
		var g solver.Grid
		base := solver.Solve(g, solver.Options{MaxSolutions: 1}).Solutions[0]
		perm := rng.Perm(9)
		for i, v := range base {
			if rng.IntN(81) < 28 {
				g[i] = uint8(perm[v-1] + 1)
			}
		}
		out = append(out, g)
	}
	return out
}

// inParallel returns f(0), …, f(n-1) concatenated in that order, at most
// GOMAXPROCS of the calls at a time: parallel, and deterministic when
// f(i) depends on i alone (each picture its own random stream).
func inParallel(n int, f func(i int) []sample) []sample {
	per := make([][]sample, n)
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for i := range n {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			per[i] = f(i)
		}()
	}
	wg.Wait()
	return slices.Concat(per...)
}
