package main

import (
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"time"

	"sudokubot/solver/photo"
)

// fitConv trains net on set with Adam (mini-batches of 32, cross-entropy
// loss, learning rate on a cosine from 0.002 to 0, decoupled weight decay
// 1e-4, labels smoothed by smooth: see photo.ConvNet.Gradient), after He
// initialisation. A fraction augment of the glyphs of each
// pass is changed first (see augmentGlyph), each pass anew.
func fitConv(rng *rand.Rand, net *photo.ConvNet, set []sample, epochs int, augment, smooth float64, stdout io.Writer) {
	fitConvWith(rng, net, set, epochs, augment, smooth, augmentGlyph, stdout)
}

// fitConvWith is fitConv with the glyphs changed by aug.
func fitConvWith(rng *rand.Rand, net *photo.ConvNet, set []sample, epochs int, augment, smooth float64, aug func(*rand.Rand, *photo.Glyph), stdout io.Writer) {
	fanIn := []int{9, 1, 9 * net.C1, 1, len(net.W3) / net.Hidden, 1, net.Hidden, 1}
	params := net.Params()
	for l, p := range params {
		if fanIn[l] == 1 {
			continue // biases start at 0
		}
		sd := math.Sqrt(2 / float64(fanIn[l]))
		for i := range p {
			p[i] = float32(rng.NormFloat64() * sd)
		}
	}
	grad := photo.NewConvNet(net.C1, net.C2, net.Hidden)
	gp := grad.Params()
	m := photo.NewConvNet(net.C1, net.C2, net.Hidden).Params()
	v := photo.NewConvNet(net.C1, net.C2, net.Hidden).Params()
	var s photo.ConvScratch
	const (
		batch  = 32
		lr0    = 0.002
		beta1  = 0.9
		beta2  = 0.999
		eps    = 1e-8
		decay  = 1e-4
		minInk = 1e-3
	)
	order := make([]int, len(set))
	for i := range order {
		order[i] = i
	}
	steps := epochs * (len(set) / batch)
	step := 0
	start := time.Now()
	var x photo.Glyph
	for ep := range epochs {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		loss, wrong := 0.0, 0
		for b := 0; b+batch <= len(order); b += batch {
			for _, g := range gp {
				clear(g)
			}
			for _, idx := range order[b : b+batch] {
				smp := &set[idx]
				x = smp.x
				if rng.Float64() < augment {
					aug(rng, &x)
				}
				l, right := net.Gradient(x[:], smp.label, float32(smooth), grad, &s)
				loss += float64(l)
				if !right {
					wrong++
				}
			}
			step++
			lr := lr0 * 0.5 * (1 + math.Cos(math.Pi*float64(step-1)/float64(steps)))
			c1 := 1 - math.Pow(beta1, float64(step))
			c2 := 1 - math.Pow(beta2, float64(step))
			a := float32(lr * math.Sqrt(c2) / c1)
			wd := float32(lr * decay)
			for l, p := range params {
				g, mm, vv := gp[l], m[l], v[l]
				for i := range p {
					gi := g[i] / batch
					mm[i] = beta1*mm[i] + (1-beta1)*gi
					vv[i] = beta2*vv[i] + (1-beta2)*gi*gi
					p[i] -= a*mm[i]/(float32(math.Sqrt(float64(vv[i])))+eps) + wd*p[i]
				}
			}
		}
		fmt.Fprintf(stdout, "conv epoch %d: loss %.4f, training error %.2f%%, %.0fs\n", ep+1, loss/float64(len(set)), 100*float64(wrong)/float64(len(set)), time.Since(start).Seconds())
	}
}

// augmentGlyph changes the glyph x as the digits of display faces differ
// from plain ones, one way chosen at random: hollowed (only its outline
// kept, as an outlined face draws it), thickened or thinned by a pixel,
// cut by a gap across it (a stencil's), or shifted by a pixel. The height
// and width are kept. A change that would leave almost no ink is not
// made.
func augmentGlyph(rng *rand.Rand, x *photo.Glyph) {
	const n = photo.GlyphSize
	in := *x
	out := in
	switch rng.IntN(5) {
	case 0: // hollow
		for py := range n {
			for px := range n {
				if in[py*n+px] >= 0.5 && glyphAt(&in, px-1, py) >= 0.5 && glyphAt(&in, px+1, py) >= 0.5 && glyphAt(&in, px, py-1) >= 0.5 && glyphAt(&in, px, py+1) >= 0.5 {
					out[py*n+px] = 0
				}
			}
		}
	case 1:
		out = thickened(&in)
	case 2:
		out = thinned(&in)
	case 3: // a stencil's gap, across or along
		w := 1 + rng.IntN(2)
		p := n/4 + rng.IntN(n/2)
		across := rng.IntN(2) == 0
		for k := range w {
			for t := range n {
				if across {
					out[(p+k)*n+t] = 0
				} else {
					out[t*n+p+k] = 0
				}
			}
		}
	case 4:
		out = shifted(rng, &in)
	}
	keepInked(x, &out)
}

// glyphAt is the ink of g's pixel px, py: 0 outside.
func glyphAt(g *photo.Glyph, px, py int) float32 {
	const n = photo.GlyphSize
	if px < 0 || py < 0 || px >= n || py >= n {
		return 0
	}
	return g[py*n+px]
}

// thickened returns g with each pixel the darkest of itself and its four
// neighbours: its strokes a pixel broader (its height and width kept).
func thickened(g *photo.Glyph) photo.Glyph {
	const n = photo.GlyphSize
	out := *g
	for py := range n {
		for px := range n {
			out[py*n+px] = max(g[py*n+px], glyphAt(g, px-1, py), glyphAt(g, px+1, py), glyphAt(g, px, py-1), glyphAt(g, px, py+1))
		}
	}
	return out
}

// thinned returns g with each pixel the lightest of itself and its four
// neighbours: its strokes a pixel finer (its height and width kept).
func thinned(g *photo.Glyph) photo.Glyph {
	const n = photo.GlyphSize
	out := *g
	for py := range n {
		for px := range n {
			out[py*n+px] = min(g[py*n+px], glyphAt(g, px-1, py), glyphAt(g, px+1, py), glyphAt(g, px, py-1), glyphAt(g, px, py+1))
		}
	}
	return out
}

// shifted returns g moved by up to a pixel each way, at random (its
// height and width kept).
func shifted(rng *rand.Rand, g *photo.Glyph) photo.Glyph {
	const n = photo.GlyphSize
	dx, dy := rng.IntN(3)-1, rng.IntN(3)-1
	out := *g
	for py := range n {
		for px := range n {
			out[py*n+px] = glyphAt(g, px-dx, py-dy)
		}
	}
	return out
}

// keepInked makes x the changed glyph out unless the change would leave
// almost no ink (less than 30% of x's).
func keepInked(x, out *photo.Glyph) {
	var before, after float32
	for i := range photo.GlyphSize * photo.GlyphSize {
		before += x[i]
		after += out[i]
	}
	if after >= 0.3*before {
		*x = *out
	}
}
