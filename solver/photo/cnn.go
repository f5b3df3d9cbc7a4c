package photo

import (
	"encoding/binary"
	"fmt"
	"math"
	"sync"
)

// A ConvNet is a small convolutional network over a [Glyph]: two layers of
// 3×3 convolutions (C1 then C2 channels, the picture padded by zeros to
// keep its size), each followed by a ReLU and a 2×2 max-pooling
// (GlyphSize² → 10×10 → 5×5), then a fully connected layer of Hidden
// units (ReLU) that also takes the glyph's height and width, and a
// softmax over the [Classes]. Inference is plain Go arithmetic.
//
// Its binary form is little-endian: the magic "SDC1", C1, C2 and Hidden
// (uint16 each), then K1, B1, K2, B2, W3, B3, W4 and B4 (see the fields
// for their order), all as IEEE 754 half-precision floats (uint16 each).
type ConvNet struct {
	C1, C2, Hidden int
	// K1[(ky*3+kx)*C1+c] is the first layer's weight of the pixel at
	// (ky−1, kx−1) from the output's for channel c; B1 its biases.
	K1, B1 []float32
	// K2[((ky*3+kx)*C1+i)*C2+c] is the second layer's weight of channel i
	// of the pixel at (ky−1, kx−1) from the output's for channel c.
	K2, B2 []float32
	// W3[i*Hidden+o] is the weight of feature i (the 5×5×C2 pooled
	// values, row by row and channel by channel in each pixel, then the
	// height and width) for hidden unit o.
	W3, B3 []float32
	// W4[k*Hidden+o] is the weight of hidden unit o for class k.
	W4, B4 []float32
}

// Limits of a ConvNet's widths (the scratch space of inference is sized
// by them).
const (
	maxC1     = 16
	maxC2     = 32
	maxHidden = 128
)

// Sizes of the layers' pictures.
const (
	convIn   = GlyphSize     // 20: the glyph, and the first layer's output
	convMid  = GlyphSize / 2 // 10: the first pooling's, and the second layer's output
	convLast = GlyphSize / 4 // 5: the second pooling's
)

// NewConvNet returns a network of the given widths with zero weights.
func NewConvNet(c1, c2, hidden int) *ConvNet {
	return &ConvNet{
		C1: c1, C2: c2, Hidden: hidden,
		K1: make([]float32, 9*c1), B1: make([]float32, c1),
		K2: make([]float32, 9*c1*c2), B2: make([]float32, c2),
		W3: make([]float32, (convLast*convLast*c2+2)*hidden), B3: make([]float32, hidden),
		W4: make([]float32, Classes*hidden), B4: make([]float32, Classes),
	}
}

// features is the number of inputs of the fully connected layer.
func (n *ConvNet) features() int { return convLast*convLast*n.C2 + 2 }

// params returns the network's parameters, in the order of its binary
// form.
func (n *ConvNet) params() [][]float32 {
	return [][]float32{n.K1, n.B1, n.K2, n.B2, n.W3, n.B3, n.W4, n.B4}
}

// convForward holds what a forward pass computes (every value it reads
// it has written first).
type convForward struct {
	a1   [convIn * convIn * maxC1]float32   // first layer, before the ReLU
	p1   [convMid * convMid * maxC1]float32 // first pooling, after the ReLU
	arg1 [convMid * convMid * maxC1]int32   // index in a1 of each p1's maximum
	a2   [convMid * convMid * maxC2]float32
	f    [convLast*convLast*maxC2 + 2]float32 // second pooling, then height and width
	arg2 [convLast * convLast * maxC2]int32
	hid  [maxHidden]float32
	out  [Classes]float32 // logits, then probabilities
}

// ConvScratch holds what a forward pass computes, for the backward pass
// ([ConvNet.Gradient]), and the backward pass's values.
type ConvScratch struct {
	convForward
	dhid [maxHidden]float32
	df   [convLast*convLast*maxC2 + 2]float32
	da2  [convMid * convMid * maxC2]float32
	dp1  [convMid * convMid * maxC1]float32
	da1  [convIn * convIn * maxC1]float32
}

// Probabilities returns the probability of each class for the glyph x
// (of [Features] values).
func (n *ConvNet) Probabilities(x []float32) [Classes]float32 {
	var s convForward
	n.forward(x, &s)
	return s.out
}

// pooledConvNet is a ConvNet as the Reader runs it: with scratch space
// kept from glyph to glyph (clearing it for each costs a tenth of the
// glyph's time; forward writes every value before it reads it).
type pooledConvNet struct {
	net     *ConvNet
	scratch *sync.Pool // of *convForward
}

func (p pooledConvNet) probabilities(x []float32) [Classes]float32 {
	s, _ := p.scratch.Get().(*convForward)
	if s == nil {
		s = new(convForward)
	}
	p.net.forward(x, s)
	out := s.out
	p.scratch.Put(s)
	return out
}

// forward computes the network on x into s; s.out holds the
// probabilities.
func (n *ConvNet) forward(x []float32, s *convForward) {
	c1, c2, h := n.C1, n.C2, n.Hidden
	// Each convolution input by input: most of a glyph is empty, and so
	// is most of what the first layer's ReLU and pooling pass on.
	a1 := s.a1[:convIn*convIn*c1]
	convolve(convIn, 1, c1, x[:convIn*convIn], a1, n.K1, n.B1)
	pool(a1, s.p1[:convMid*convMid*c1], s.arg1[:convMid*convMid*c1], convIn, c1)
	a2 := s.a2[:convMid*convMid*c2]
	convolve(convMid, c1, c2, s.p1[:convMid*convMid*c1], a2, n.K2, n.B2)
	nf := n.features()
	f := s.f[:nf]
	pool(a2, f[:nf-2], s.arg2[:nf-2], convMid, c2)
	f[nf-2], f[nf-1] = x[GlyphSize*GlyphSize], x[GlyphSize*GlyphSize+1]
	hid := s.hid[:h]
	copy(hid, n.B3)
	for i, v := range f {
		if v == 0 {
			continue
		}
		w := n.W3[i*h : (i+1)*h]
		w = w[:len(hid)]
		for o := range hid {
			hid[o] += v * w[o]
		}
	}
	for o, v := range hid {
		hid[o] = max(v, 0)
	}
	for k := range s.out {
		w := n.W4[k*h : (k+1)*h]
		v := n.B4[k]
		for o, hv := range hid {
			v += w[o] * hv
		}
		s.out[k] = v
	}
	softmax(&s.out)
}

// convolve computes out, side×side pixels of cout channels, as the 3×3
// convolution (zero padding) of in, side×side pixels of cin channels,
// by the kernel k ((ky×3+kx)×cin+i)×cout+c) plus the biases b. It goes
// input by input and skips the zeros.
func convolve(side, cin, cout int, in, out, k, b []float32) {
	for p := range side * side {
		copy(out[p*cout:(p+1)*cout], b)
	}
	for iy := range side {
		for ix := range side {
			for i, v := range in[(iy*side+ix)*cin : (iy*side+ix+1)*cin] {
				if v == 0 {
					continue
				}
				for ky := range 3 {
					y := iy - ky + 1
					if y < 0 || y >= side {
						continue
					}
					for kx := range 3 {
						xx := ix - kx + 1
						if xx < 0 || xx >= side {
							continue
						}
						o := out[(y*side+xx)*cout : (y*side+xx+1)*cout]
						kk := k[((ky*3+kx)*cin+i)*cout : ((ky*3+kx)*cin+i+1)*cout]
						kk = kk[:len(o)]
						// Four channels at a time: the same sums in
						// the same order, with fewer bounds checks.
						c := 0
						for ; c+4 <= len(o); c += 4 {
							o4, k4 := o[c:c+4:c+4], kk[c:c+4:c+4]
							o4[0] += v * k4[0]
							o4[1] += v * k4[1]
							o4[2] += v * k4[2]
							o4[3] += v * k4[3]
						}
						for ; c < len(o); c++ {
							o[c] += v * kk[c]
						}
					}
				}
			}
		}
	}
}

// pool applies a ReLU to a (side×side pixels of c channels) and pools it
// by 2×2 maxima into out, recording in arg the index in a of each maximum.
func pool(a, out []float32, arg []int32, side, c int) {
	half := side / 2
	for py := range half {
		for px := range half {
			// The pooled pixel's four: the top two side by side, then
			// the bottom two, c channels each.
			top := (2*py*side + 2*px) * c
			bot := top + side*c
			t, b := a[top:top+2*c], a[bot:bot+2*c]
			o := (py*half + px) * c
			po, pa := out[o:o+c], arg[o:o+c]
			for ch := range po {
				// The first of the greatest, in the order top left, top
				// right, bottom left, bottom right.
				best, bv := top+ch, t[ch]
				if v := t[c+ch]; v > bv {
					best, bv = top+c+ch, v
				}
				if v := b[ch]; v > bv {
					best, bv = bot+ch, v
				}
				if v := b[c+ch]; v > bv {
					best, bv = bot+c+ch, v
				}
				po[ch] = max(bv, 0)
				pa[ch] = int32(best)
			}
		}
	}
}

// softmax turns logits into probabilities, in place.
func softmax(p *[Classes]float32) {
	m := p[0]
	for _, v := range p {
		m = max(m, v)
	}
	var sum float32
	for i, v := range p {
		p[i] = float32(math.Exp(float64(v - m)))
		sum += p[i]
	}
	for i := range p {
		p[i] /= sum
	}
}

// Gradient adds to g (a network of n's widths) the gradient of the
// cross-entropy loss of n on the glyph x of class label, and returns the
// loss and whether n's likeliest class was label. With smooth > 0 the
// target is label's probability 1 − smooth, the rest spread evenly over
// all classes (label smoothing: a network that is never taught certainty
// is less sure of what it has not seen). s is scratch space.
func (n *ConvNet) Gradient(x []float32, label int, smooth float32, g *ConvNet, s *ConvScratch) (loss float32, right bool) {
	n.forward(x, &s.convForward)
	c1, c2, h := n.C1, n.C2, n.Hidden
	arg := 0
	for k, v := range s.out {
		if v > s.out[arg] {
			arg = k
		}
	}
	for k, p := range s.out {
		t := smooth / Classes
		if k == label {
			t += 1 - smooth
		}
		if t > 0 {
			loss -= t * float32(math.Log(float64(p)+1e-9))
		}
	}
	// The output layer.
	hid := s.hid[:h]
	dhid := s.dhid[:h]
	clear(dhid)
	for k := range s.out {
		d := s.out[k] - smooth/Classes
		if k == label {
			d -= 1 - smooth
		}
		g.B4[k] += d
		gw := g.W4[k*h : (k+1)*h]
		w := n.W4[k*h : (k+1)*h]
		for o, hv := range hid {
			gw[o] += d * hv
			dhid[o] += d * w[o]
		}
	}
	for o, hv := range hid {
		if hv <= 0 {
			dhid[o] = 0
		}
	}
	// The hidden layer.
	nf := n.features()
	f := s.f[:nf]
	df := s.df[:nf]
	for o, d := range dhid {
		g.B3[o] += d
	}
	for i, v := range f {
		df[i] = 0
		if v == 0 {
			continue // no gradient to its weights, nor through its ReLU
		}
		gw := g.W3[i*h : (i+1)*h]
		w := n.W3[i*h : (i+1)*h]
		var sum float32
		for o, d := range dhid {
			gw[o] += v * d
			sum += w[o] * d
		}
		df[i] = sum
	}
	// The second pooling and convolution.
	da2 := s.da2[:convMid*convMid*c2]
	clear(da2)
	for o, j := range s.arg2[:nf-2] {
		if f[o] > 0 {
			da2[j] += df[o]
		}
	}
	p1 := s.p1[:convMid*convMid*c1]
	dp1 := s.dp1[:convMid*convMid*c1]
	clear(dp1)
	convBackward(convMid, c1, c2, p1, da2, n.K2, g.K2, g.B2, dp1)
	// The first pooling and convolution.
	da1 := s.da1[:convIn*convIn*c1]
	clear(da1)
	for o, j := range s.arg1[:convMid*convMid*c1] {
		if p1[o] > 0 {
			da1[j] += dp1[o]
		}
	}
	convBackward(convIn, 1, c1, x[:convIn*convIn], da1, n.K1, g.K1, g.B1, nil)
	return loss, arg == label
}

// convBackward is the backward pass of a 3×3 convolution (zero padding)
// of in, side×side pixels of cin channels each, into cout channels, whose
// output's gradient is dout: it adds to gk and gb the gradients of the
// kernel k ((ky×3+kx)×cin+i)×cout+c) and the biases, and, with din not
// nil, to din the gradient of the input where the input is positive (the
// ReLU before it passes nothing elsewhere). The input is never negative:
// a zero adds nothing anywhere.
func convBackward(side, cin, cout int, in, dout, k, gk, gb, din []float32) {
	for y := range side {
		for x := range side {
			d := dout[(y*side+x)*cout : (y*side+x+1)*cout]
			nz := false
			for c, v := range d {
				if v != 0 {
					nz = true
					gb[c] += v
				}
			}
			if !nz {
				continue
			}
			for ky := range 3 {
				iy := y + ky - 1
				if iy < 0 || iy >= side {
					continue
				}
				for kx := range 3 {
					ix := x + kx - 1
					if ix < 0 || ix >= side {
						continue
					}
					base := (ky*3 + kx) * cin
					for i, v := range in[(iy*side+ix)*cin : (iy*side+ix+1)*cin] {
						if v == 0 {
							continue
						}
						kk := k[(base+i)*cout : (base+i+1)*cout]
						gkk := gk[(base+i)*cout : (base+i+1)*cout]
						var sum float32
						for c, dv := range d {
							gkk[c] += v * dv
							sum += kk[c] * dv
						}
						if din != nil {
							din[(iy*side+ix)*cin+i] += sum
						}
					}
				}
			}
		}
	}
}

// Params returns the network's parameters as one list of slices (the
// weights and biases of each layer, in the order of its binary form), for
// a trainer to update in place.
func (n *ConvNet) Params() [][]float32 { return n.params() }

// MarshalBinary encodes the network in its binary form (see [ConvNet]).
func (n *ConvNet) MarshalBinary() ([]byte, error) {
	out := []byte("SDC1")
	for _, v := range []int{n.C1, n.C2, n.Hidden} {
		out = binary.LittleEndian.AppendUint16(out, uint16(v))
	}
	for _, p := range n.params() {
		out = appendHalves(out, p)
	}
	return out, nil
}

// decodeConvNet decodes the network at the start of data and returns it
// with the number of bytes it took.
func decodeConvNet(data []byte) (*ConvNet, int, error) {
	if len(data) < 10 || string(data[:4]) != "SDC1" {
		return nil, 0, errWeights
	}
	c1 := int(binary.LittleEndian.Uint16(data[4:]))
	c2 := int(binary.LittleEndian.Uint16(data[6:]))
	h := int(binary.LittleEndian.Uint16(data[8:]))
	if c1 < 1 || c1 > maxC1 || c2 < 1 || c2 > maxC2 || h < 1 || h > maxHidden {
		return nil, 0, fmt.Errorf("%w: convolutional widths %d, %d, %d", errWeights, c1, c2, h)
	}
	n := NewConvNet(c1, c2, h)
	p := 10
	for _, dst := range n.params() {
		var err error
		if p, err = readHalves(data, p, dst); err != nil {
			return nil, 0, err
		}
	}
	return n, p, nil
}
