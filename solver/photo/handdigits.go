package photo

import (
	_ "embed"
	"fmt"
	"math"
	"sync"
)

// The handwriting network reads the digits the reader takes as written
// by hand: the general classifier (weights.bin) reads printed and
// handwritten digits alike, and misreads a hand's 7 as 1, its 4 as 9, its
// 8 as 2 more often than a network that reads only handwriting.
//
// It is a [ConvNet] (16 and 32 channels, 128 hidden units; an ensemble
// of them could be embedded, their probabilities averaged), trained by
// cmd/digits ("digits handnet") on MNIST's training split only: digits
// written alone in a cell (synth.HandCell) and the entries of paper
// puzzles half done by hand in the training fonts (synth.Paper), as the
// reader cuts them out, each in all its views, and in each pass most of
// them turned, slanted, stretched and bent a little, as another hand
// might have written them; its class 0 learnt from the other marks found
// in those puzzles.
//
//go:embed handnet.bin
var handDigitWeights []byte

// defaultHandDigits decodes the embedded handwriting networks once.
var defaultHandDigits = sync.OnceValues(func() ([]Model, error) {
	ms, err := ParseModels(handDigitWeights)
	if err != nil {
		return nil, fmt.Errorf("handwriting network: %w", err)
	}
	return ms, nil
})

// HandDigitNets returns the embedded handwriting networks (see
// [Reader.SetHandDigits]).
func HandDigitNets() ([]Model, error) { return defaultHandDigits() }

// SetHandDigits sets the networks (an ensemble, their probabilities
// averaged) that read the digits the reader takes as written by hand,
// with the general classifier (none: the general classifier reads them
// alone). [NewReader] sets the embedded ones; [NewReaderNet] none. It is
// not safe to call while the Reader reads.
func (r *Reader) SetHandDigits(ns ...Model) {
	r.handDigits = nil
	for _, n := range ns {
		r.handDigits = append(r.handDigits, classifierOf(n))
	}
}

// handDigitWeight is the handwriting network's weight in the geometric
// mean of its digits' probabilities and the general classifier's. Chosen
// on the tuning paper sets (seeds 1 and 3: givens and entries both right
// on 44 and 48 boards of 100 with 0.5, 49 and 51 with 0.75, 47 and 49
// with the handwriting network alone, 1).
const handDigitWeight = 0.75

// minHandAgree is the least share of the digits taken as written by hand
// that the handwriting network must read as the general classifier does
// for it to be asked at all: on a page filled by hand they agree on most
// (the network corrects a few), on a printed face taken for handwriting
// (a sketched or script display face) the network, never shown print,
// misreads many.
const minHandAgree = 0.85

// readHandDigits reads again, with the handwriting network, the digits
// of rd that it takes as written by hand (see byHand; ms are the cells'
// marks), unless the network reads fewer than minHandAgree of them as the
// general classifier does: each such digit's probabilities of the digits 1 to 9 become the
// normalised weighted geometric mean of the general classifier's and the
// handwriting network's (in all the mark's views, as withViews does),
// sharing what the general classifier left to them; the probability of
// empty stays the general classifier's, and the cell's value stays a
// digit (its layer was found for a digit). It reports whether it read
// some: the picture's entries are a hand's.
func (r *Reader) readHandDigits(rd *Reading, ms *[81]Mark) bool {
	if r.handDigits == nil {
		return false
	}
	hand := byHand(rd)
	var logqs [81][Classes]float64
	eachCell(len(rd.Grid), func(i int) {
		if hand[i] && ms[i].Found {
			logqs[i] = r.handDigitLogProb(&ms[i])
		}
	})
	n, agree := 0, 0
	for i := range rd.Grid {
		if !hand[i] || !ms[i].Found {
			continue
		}
		n++
		best := 1
		for d := 2; d < Classes; d++ {
			if logqs[i][d] > logqs[i][best] {
				best = d
			}
		}
		if best == int(rd.Grid[i]) {
			agree++
		}
	}
	if n == 0 || float64(agree) < minHandAgree*float64(n) {
		// Not a hand's digits: a printed face taken for handwriting,
		// which the handwriting network, never shown print, misreads.
		return false
	}
	for i := range rd.Grid {
		if !hand[i] || !ms[i].Found {
			continue
		}
		p := weighByHand(rd.Prob[i], logqs[i], handDigitWeight)
		best := likeliestDigit(p)
		rd.Prob[i] = p
		rd.Grid[i] = uint8(best)
		rd.Confidence[i] = p[best]
	}
	return true
}

// weighByHand returns the probabilities p (the general classifier's) with
// those of the digits 1 to 9 made the normalised geometric mean of p's and
// the handwriting network's (their logarithms logq), the network's of
// weight w, sharing what p left to the digits; the probability of no
// digit stays p's.
func weighByHand(p [Classes]float32, logq [Classes]float64, w float64) [Classes]float32 {
	var mean [Classes]float64
	var sum float64
	for d := 1; d < Classes; d++ {
		mean[d] = math.Exp((1-w)*math.Log(float64(p[d])+1e-9) + w*logq[d])
		sum += mean[d]
	}
	digits := 1 - float64(p[0])
	for d := 1; d < Classes; d++ {
		p[d] = float32(digits * mean[d] / sum)
	}
	return p
}

// handDigitLogProb returns the log-probability of each digit 1 to 9 (class
// 0 is left at 0) of the mark m by the handwriting networks: their mean
// in each of its views, the views' combined by their geometric mean.
func (r *Reader) handDigitLogProb(m *Mark) [Classes]float64 {
	var logq [Classes]float64
	views := m.Views()
	for _, v := range views {
		q := r.handLogProb(&v)
		for d := 1; d < Classes; d++ {
			logq[d] += q[d] / float64(len(views))
		}
	}
	return logq
}

// handLogProb returns the log of the handwriting networks' mean
// probability of each class for the glyph g.
func (r *Reader) handLogProb(g *Glyph) [Classes]float64 {
	var q [Classes]float64
	for _, n := range r.handDigits {
		p := n.probabilities(g[:])
		for d := range q {
			q[d] += float64(p[d]) / float64(len(r.handDigits))
		}
	}
	for d := range q {
		q[d] = math.Log(q[d] + 1e-9)
	}
	return q
}

// byHand reports which digits of rd are taken as written by hand: the
// entries of a picture split into layers by the hand/print score, or by
// colour or contrast when the score finds most of its entries written by
// hand (a pencil's 7 read as a 1 may score as print; an app's entries,
// printed in their colour, do not). A printed picture's digits the score
// alone finds written by hand are not: the picture was not split.
func byHand(rd *Reading) [81]bool {
	var n, hand int // entries, and those the score finds written by hand
	for i, l := range rd.Layers {
		if rd.Grid[i] != 0 && l == Entry {
			n++
			if rd.hand[i] > 0.5 {
				hand++
			}
		}
	}
	handEntries := 2*hand > n
	var out [81]bool
	for i, v := range rd.Grid {
		out[i] = v != 0 && rd.Layers[i] == Entry && (rd.split == splitHand || handEntries)
	}
	return out
}
