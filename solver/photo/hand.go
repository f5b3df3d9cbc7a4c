package photo

import (
	_ "embed"
	"fmt"
	"sync"
)

// The hand/print score tells a digit written by hand from a printed one
// by its shape alone, whatever its ink: a black-pen entry on a newspaper
// puzzle has the colour and darkness of the printed givens, so the
// colour of the ink cannot split the layers there (see splitLayers).
//
// It is a small network over a digit's glyph (a [ConvNet]), trained by
// cmd/digits ("digits handprint") on the cells the reader cuts out of
// paper puzzles half done by hand in the training fonts (MNIST's training
// split as the hand; its givens printed, its entries handwritten) and of
// app screenshots and printed grids in the training fonts (every digit
// printed). Its binary form is the network's, with its classes 0
// (printed) and 1 (written by hand) used; the others are trained never to
// be chosen.
//
//go:embed handprint.bin
var handWeights []byte

// defaultHand decodes the embedded hand/print network once.
var defaultHand = sync.OnceValues(func() (Model, error) {
	ms, err := ParseModels(handWeights)
	if err != nil {
		return nil, fmt.Errorf("hand/print network: %w", err)
	}
	if len(ms) != 1 {
		return nil, fmt.Errorf("hand/print network: %w: %d networks, want 1", errWeights, len(ms))
	}
	return ms[0], nil
})

// HandNet returns the embedded hand/print network (see [Reader.SetHand]).
func HandNet() (Model, error) { return defaultHand() }

// SetHand sets the network whose hand/print score splits the layers of a
// picture whose colour does not (nil: none, the layers split by colour
// alone). [NewReader] sets the embedded one; [NewReaderNet] none. It is
// not safe to call while the Reader reads.
func (r *Reader) SetHand(n Model) {
	r.hand = nil
	if n != nil {
		r.hand = classifierOf(n)
	}
}

// handProb returns the probability that the glyph g was written by hand
// (classes 1 against 0 of the hand/print network), or -1 without one.
func (r *Reader) handProb(g *Glyph) float32 {
	if r.hand == nil {
		return -1
	}
	p := r.hand.probabilities(g[:])
	return p[1] / max(p[0]+p[1], 1e-9)
}
