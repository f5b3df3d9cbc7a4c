package photo

import (
	"errors"
	"math"
	"math/rand/v2"
	"testing"
)

// randomConvNet returns a network of the given widths with random weights.
func randomConvNet(rng *rand.Rand, c1, c2, h int) *ConvNet {
	n := NewConvNet(c1, c2, h)
	for _, p := range n.params() {
		for i := range p {
			p[i] = float32(rng.NormFloat64() * 0.3)
		}
	}
	return n
}

// randomGlyph returns a glyph with about a third of its pixels inked.
func randomGlyph(rng *rand.Rand) Glyph {
	var x Glyph
	for i := range GlyphSize * GlyphSize {
		if rng.IntN(3) == 0 {
			x[i] = float32(rng.IntN(10)) / 9
		}
	}
	x[GlyphSize*GlyphSize], x[GlyphSize*GlyphSize+1] = 0.6, 0.4
	return x
}

// TestConvGradient: the gradient the network computes is the loss's, as
// finite differences measure it, for parameters of every layer.
func TestConvGradient(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	n := randomConvNet(rng, 3, 4, 6)
	x := randomGlyph(rng)
	const label = 7
	g := NewConvNet(3, 4, 6)
	var s ConvScratch
	n.Gradient(x[:], label, 0, g, &s)
	lossAt := func() float64 {
		var s convForward
		n.forward(x[:], &s)
		return -math.Log(float64(s.out[label]))
	}
	names := []string{"K1", "B1", "K2", "B2", "W3", "B3", "W4", "B4"}
	for l, p := range n.params() {
		checked := 0
		for _, i := range rng.Perm(len(p)) {
			if checked == 6 {
				break
			}
			want := float64(g.params()[l][i])
			const h = 1e-4
			old := p[i]
			p[i] = old + h
			up := lossAt()
			p[i] = old - h
			down := lossAt()
			p[i] = old
			num := (up - down) / (2 * h)
			if math.Abs(num) < 1e-4 && math.Abs(want) < 1e-4 {
				continue // a parameter the glyph does not reach
			}
			checked++
			if math.Abs(num-want) > 0.02*math.Max(1, math.Abs(num)) {
				t.Errorf("%s[%d]: gradient %.5f, finite differences %.5f", names[l], i, want, num)
			}
		}
		if checked == 0 {
			t.Errorf("%s: no parameter with a gradient checked", names[l])
		}
	}
}

// TestConvGradientSmooth: with label smoothing, the output's gradient is
// the probabilities less the smoothed target.
func TestConvGradientSmooth(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	n := randomConvNet(rng, 3, 4, 6)
	x := randomGlyph(rng)
	const label, smooth = 2, 0.1
	g := NewConvNet(3, 4, 6)
	var s ConvScratch
	n.Gradient(x[:], label, smooth, g, &s)
	p := n.Probabilities(x[:])
	for k := range p {
		want := p[k] - smooth/Classes
		if k == label {
			want -= 1 - smooth
		}
		if math.Abs(float64(g.B4[k]-want)) > 1e-5 {
			t.Errorf("class %d: gradient %v, want %v", k, g.B4[k], want)
		}
	}
}

// TestParseModels: networks of both kinds, back to back, come back as
// they were written (to half precision), and damaged files are refused.
func TestParseModels(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	c := randomConvNet(rng, 4, 5, 7)
	m := NewNet(Features, 3, Classes)
	m.B[1][2] = -1.5
	dc, _ := c.MarshalBinary()
	dm, _ := m.MarshalBinary()
	data := append(append(append([]byte{}, dm...), dc...), dc...)
	ms, err := ParseModels(data)
	if err != nil {
		t.Fatalf("ParseModels: %v", err)
	}
	if len(ms) != 3 {
		t.Fatalf("ParseModels = %d networks, want 3", len(ms))
	}
	got, ok := ms[1].(*ConvNet)
	if !ok || got.C1 != 4 || got.C2 != 5 || got.Hidden != 7 {
		t.Fatalf("ParseModels: second network %T %+v, want a ConvNet 4, 5, 7", ms[1], ms[1])
	}
	for l, p := range c.params() {
		for i, v := range p {
			if w := got.params()[l][i]; math.Abs(float64(w-v)) > 1e-3*math.Max(1, math.Abs(float64(v))) {
				t.Fatalf("layer %d [%d]: %v, wrote %v", l, i, w, v)
			}
		}
	}
	x := randomGlyph(rng)
	p := got.Probabilities(x[:])
	var sum float32
	for _, v := range p {
		sum += v
	}
	if math.Abs(float64(sum-1)) > 1e-4 {
		t.Errorf("probabilities sum to %v", sum)
	}
	for name, bad := range map[string][]byte{
		"truncated":  dc[:len(dc)-1],
		"too wide":   append([]byte("SDC1\xff\x00\x01\x00\x01\x00"), dc[10:]...),
		"zero width": append([]byte("SDC1\x00\x00\x01\x00\x01\x00"), dc[10:]...),
		"magic only": []byte("SDC1"),
	} {
		if _, err := ParseModels(bad); !errors.Is(err, errWeights) {
			t.Errorf("ParseModels(%s) = %v, want errWeights", name, err)
		}
	}
}

// TestReaderConvNet: a Reader with a convolutional network classifies a
// glyph as the network does, and averages an ensemble of both kinds.
func TestReaderConvNet(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	c := randomConvNet(rng, 2, 3, 4)
	m := NewNet(Features, 3, Classes)
	x := randomGlyph(rng)
	want := c.Probabilities(x[:])
	if got := NewReaderNet(c).glyphProb(&x); got != want {
		t.Errorf("Reader: %v, network: %v", got, want)
	}
	mp := m.Probabilities(x[:])
	got := NewReaderNet(c, m).glyphProb(&x)
	for d := range got {
		if w := (want[d] + mp[d]) / 2; math.Abs(float64(got[d]-w)) > 1e-6 {
			t.Errorf("ensemble p[%d] = %v, want the mean %v", d, got[d], w)
		}
	}
}

func BenchmarkConvNet(b *testing.B) {
	rng := rand.New(rand.NewPCG(9, 10))
	c := randomConvNet(rng, 8, 16, 64)
	x := randomGlyph(rng)
	for b.Loop() {
		c.Probabilities(x[:])
	}
}

// FuzzParseModels: any bytes are decoded into networks or refused with
// errWeights, never a panic; what is decoded classifies a glyph.
func FuzzParseModels(f *testing.F) {
	rng := rand.New(rand.NewPCG(11, 12))
	dc, _ := randomConvNet(rng, 2, 2, 3).MarshalBinary()
	dm, _ := NewNet(Features, 2, Classes).MarshalBinary()
	f.Add(dc)
	f.Add(append(dm, dc...))
	f.Add([]byte("SDC1\x01\x00\x01\x00\x01\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ms, err := ParseModels(data)
		if err != nil {
			if !errors.Is(err, errWeights) {
				t.Fatalf("ParseModels: %v, want errWeights", err)
			}
			return
		}
		x := randomGlyph(rand.New(rand.NewPCG(1, 1)))
		NewReaderNet(ms...).glyphProb(&x)
	})
}
