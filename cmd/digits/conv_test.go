package main

import (
	"flag"
	"io"
	"math/rand/v2"
	"strings"
	"testing"

	"sudokubot/solver/photo"
)

// bar returns a glyph of a vertical bar (or a horizontal one), at a
// random place, with the height and width of a digit.
func bar(rng *rand.Rand, vertical bool) photo.Glyph {
	var g photo.Glyph
	const n = photo.GlyphSize
	p := 5 + rng.IntN(10)
	for t := 2; t < n-2; t++ {
		for k := range 3 {
			if vertical {
				g[t*n+p+k] = 1
			} else {
				g[(p+k)*n+t] = 1
			}
		}
	}
	g[n*n], g[n*n+1] = 0.7, 0.4
	return g
}

// TestFitConv: a convolutional network trained by fitConv tells vertical
// bars from horizontal ones it has not seen, and with the same seed is
// trained to the same weights.
func TestFitConv(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var set []sample
	for i := range 256 {
		set = append(set, sample{bar(rng, i%2 == 0), 1 + i%2})
	}
	fitted := func() *photo.ConvNet {
		n := photo.NewConvNet(2, 3, 8)
		fitConv(rand.New(rand.NewPCG(3, 4)), n, set, 30, 0.5, 0.05, io.Discard)
		return n
	}
	n := fitted()
	for i := range 40 {
		x := bar(rng, i%2 == 0)
		p := n.Probabilities(x[:])
		arg := 0
		for k := range p {
			if p[k] > p[arg] {
				arg = k
			}
		}
		if want := 1 + i%2; arg != want || p[want] < 0.4 {
			t.Errorf("bar %d (vertical %v): p[%d] = %.2f, want the likeliest", i, i%2 == 0, want, p[want])
		}
	}
	a, _ := n.MarshalBinary()
	b, _ := fitted().MarshalBinary()
	if string(a) != string(b) {
		t.Error("two trainings from the same seed gave different weights")
	}
}

// TestAugmentGlyph: a changed glyph keeps its height and width and at
// least 30% of its ink, and some glyphs are changed.
func TestAugmentGlyph(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	changed := 0
	for i := range 200 {
		x := bar(rng, i%2 == 0)
		y := x
		augmentGlyph(rng, &y)
		if y != x {
			changed++
		}
		var before, after float32
		for k := range photo.GlyphSize * photo.GlyphSize {
			before += x[k]
			after += y[k]
		}
		if after < 0.3*before {
			t.Errorf("glyph %d: ink %.0f → %.0f", i, before, after)
		}
		const hw = photo.GlyphSize * photo.GlyphSize
		if y[hw] != x[hw] || y[hw+1] != x[hw+1] {
			t.Errorf("glyph %d: height and width %v, %v → %v, %v", i, x[hw], x[hw+1], y[hw], y[hw+1])
		}
	}
	if changed < 100 {
		t.Errorf("%d of 200 glyphs changed, want most", changed)
	}
}

// TestSamplesRoundTrip: the -rendered file gives back the cells written,
// and a damaged one is refused.
func TestSamplesRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	set := []sample{{bar(rng, true), 3}, {bar(rng, false), 0}}
	data := encodeSamples(set)
	got, err := decodeSamples(data)
	if err != nil || len(got) != 2 || got[0] != set[0] || got[1] != set[1] {
		t.Fatalf("decodeSamples(encodeSamples) = %d cells, %v; want the 2 written", len(got), err)
	}
	if _, err := decodeSamples(data[:len(data)-1]); err == nil {
		t.Error("decodeSamples(truncated): no error")
	}
	bad := append([]byte{}, data...)
	bad[0] = 10
	if _, err := decodeSamples(bad); err == nil {
		t.Error("decodeSamples(label 10): no error")
	}
}

// TestTrainFlagsCheck: flags out of range are refused, naming the flag.
func TestTrainFlagsCheck(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{nil, ""},
		{[]string{"-ensemble", "0", "-conv", "0"}, "-ensemble"},
		{[]string{"-c2", "33"}, "-c2"},
		{[]string{"-conv-temp", "0"}, "-conv-temp"},
		{[]string{"-smooth", "1"}, "-smooth"},
		{[]string{"-augment", "-0.1"}, "-augment"},
	} {
		fl := flag.NewFlagSet("t", flag.ContinueOnError)
		tf := addTrainFlags(fl)
		if err := fl.Parse(tc.args); err != nil {
			t.Fatal(err)
		}
		err := tf.check()
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%v: %v, want no error", tc.args, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%v: %v, want an error naming %s", tc.args, err, tc.want)
		}
	}
}
