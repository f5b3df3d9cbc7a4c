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
	return inkAt(g[:photo.GlyphSize*photo.GlyphSize], photo.GlyphSize, px, py)
}

// inkAt is the ink of the side×side picture pix at pixel px, py: 0
// outside.
func inkAt(pix []float32, side, px, py int) float32 {
	if px < 0 || py < 0 || px >= side || py >= side {
		return 0
	}
	return pix[py*side+px]
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

// warped returns g as another hand might have written it: see
// randomWarp and warp.apply.
func warped(rng *rand.Rand, g *photo.Glyph) photo.Glyph {
	w := randomWarp(rng)
	return w.apply(g)
}

// A warp changes a glyph as one hand's digit differs from another's: an
// affine map about its centre (scaled by sx and sy, then slanted, its
// points shifted right by slant times their height, then turned by turn
// radians) and a field of displacements (field[0] and field[1], in
// pixels, for each pixel of a canvas twice the glyph's side; nil for
// none).
type warp struct {
	turn, slant, sx, sy float64
	field               [2][]float64
}

// warpCanvas is the side of the canvas a glyph is warped on: room for
// what turns out of its square.
const warpCanvas = 2 * photo.GlyphSize

// randomWarp returns a warp of a handwritten digit, at random: turned by
// up to 0.2 radians and slanted by up to 0.3 either way, each axis
// stretched by up to 15%, bent by a smooth field (sigma 3 pixels) whose
// largest displacement is 1.2 pixels.
func randomWarp(rng *rand.Rand) warp {
	const (
		turn    = 0.2
		slant   = 0.3
		stretch = 0.15
		bend    = 1.2
		sigma   = 3.0
	)
	u := func(a float64) float64 { return (2*rng.Float64() - 1) * a }
	w := warp{turn: u(turn), slant: u(slant)}
	w.sx, w.sy = 1+u(stretch), 1+u(stretch)
	w.field = smoothField(rng, warpCanvas, sigma, bend)
	return w
}

// apply returns g warped by w, then scaled again to fit the glyph as the
// reader's cut does (the longer side of its ink's box GlyphSize−2
// pixels, centred), its height and width features changed as its box
// did. A glyph without ink, or warped out of the canvas, is returned
// unchanged.
func (w warp) apply(g *photo.Glyph) photo.Glyph {
	const (
		n      = photo.GlyphSize
		canvas = warpCanvas
	)
	cos, sin := math.Cos(w.turn), math.Sin(w.turn)
	// The forward map is R·K·S; the canvas samples the glyph through its
	// inverse.
	a, b := cos*w.sx, (cos*w.slant-sin)*w.sy
	c, d := sin*w.sx, (sin*w.slant+cos)*w.sy
	det := a*d - b*c
	ia, ib, ic, id := d/det, -b/det, -c/det, a/det
	var big [canvas * canvas]float32
	const mid = float64(canvas) / 2
	for y := range canvas {
		for x := range canvas {
			qx := float64(x) + 0.5 - mid
			qy := float64(y) + 0.5 - mid
			if w.field[0] != nil {
				qx += w.field[0][y*canvas+x]
				qy += w.field[1][y*canvas+x]
			}
			px := ia*qx + ib*qy + n/2.0 - 0.5
			py := ic*qx + id*qy + n/2.0 - 0.5
			big[y*canvas+x] = bilinear(g[:n*n], n, px, py)
		}
	}
	bx0, by0, bx1, by1, ok := inkBox(big[:], canvas)
	gx0, gy0, gx1, gy1, ok0 := inkBox(g[:n*n], n)
	if !ok || !ok0 {
		return *g
	}
	h, wd := float64(by1-by0+1), float64(bx1-bx0+1)
	scale := float64(n-2) / max(h, wd)
	offX := (float64(n) - wd*scale) / 2
	offY := (float64(n) - h*scale) / 2
	var out photo.Glyph
	const sub = 3
	for oy := range n {
		for ox := range n {
			var sum float32
			for sy := range sub {
				for sx := range sub {
					px := (float64(ox)+(float64(sx)+0.5)/sub-offX)/scale + float64(bx0) - 0.5
					py := (float64(oy)+(float64(sy)+0.5)/sub-offY)/scale + float64(by0) - 0.5
					sum += bilinear(big[:], canvas, px, py)
				}
			}
			out[oy*n+ox] = min(1, sum/(sub*sub))
		}
	}
	gh, gw := float32(gy1-gy0+1), float32(gx1-gx0+1)
	out[n*n] = g[n*n] * float32(h) / gh
	out[n*n+1] = g[n*n+1] * float32(wd) / gw
	return out
}

// inkBox returns the box of the pixels of the side×side picture pix with
// a quarter of ink or more; ok is false if there are none.
func inkBox(pix []float32, side int) (x0, y0, x1, y1 int, ok bool) {
	x0, y0, x1, y1 = side, side, -1, -1
	for y := range side {
		for x := range side {
			if pix[y*side+x] >= 0.25 {
				x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
			}
		}
	}
	return x0, y0, x1, y1, x1 >= x0
}

// smoothField returns two side×side fields (x and y displacements) of
// uniform noise blurred by a Gaussian of the given sigma, scaled so that
// the largest displacement is most.
func smoothField(rng *rand.Rand, side int, sigma, most float64) [2][]float64 {
	r := int(math.Ceil(2 * sigma))
	kern := make([]float64, 2*r+1)
	for i := range kern {
		t := float64(i - r)
		kern[i] = math.Exp(-t * t / (2 * sigma * sigma))
	}
	var out [2][]float64
	for f := range out {
		a := make([]float64, side*side)
		for i := range a {
			a[i] = 2*rng.Float64() - 1
		}
		tmp := make([]float64, side*side)
		blurAlong(a, tmp, side, kern, 1)
		blurAlong(tmp, a, side, kern, side)
		var top float64
		for _, v := range a {
			top = max(top, math.Abs(v))
		}
		if top > 0 {
			for i := range a {
				a[i] *= most / top
			}
		}
		out[f] = a
	}
	return out
}

// blurAlong blurs the side×side picture in into out by the kernel kern
// (centred) along rows (step 1) or columns (step side), taking nothing
// beyond the picture's edges.
func blurAlong(in, out []float64, side int, kern []float64, step int) {
	r := len(kern) / 2
	for y := range side {
		for x := range side {
			at := x // the place along the blur
			if step != 1 {
				at = y
			}
			var s float64
			for i, kv := range kern {
				if t := at + i - r; t >= 0 && t < side {
					s += kv * in[y*side+x+(i-r)*step]
				}
			}
			out[y*side+x] = s
		}
	}
}

// bilinear is the ink of the side×side picture pix at (px, py), in
// pixel coordinates (pixel centres at integers), 0 outside.
func bilinear(pix []float32, side int, px, py float64) float32 {
	x0, y0 := int(math.Floor(px)), int(math.Floor(py))
	fx, fy := float32(px-float64(x0)), float32(py-float64(y0))
	top := inkAt(pix, side, x0, y0)*(1-fx) + inkAt(pix, side, x0+1, y0)*fx
	bot := inkAt(pix, side, x0, y0+1)*(1-fx) + inkAt(pix, side, x0+1, y0+1)*fx
	return top*(1-fy) + bot*fy
}
