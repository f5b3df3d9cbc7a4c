package photo

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// Classes is the number of classes the digit classifier tells apart:
// 0 (a mark that is not a digit: a speck, a smudge, a piece of grid
// line) and the digits 1 to 9.
const Classes = 10

// A Net is a small fully connected network (a multilayer perceptron) with
// ReLU between its layers and a softmax at the end. Inference is plain Go
// arithmetic.
//
// Its binary form (weights.bin) is little-endian: the magic "SDK1", the
// number of layers L (uint16), the L+1 layer widths (uint16 each), then for
// each layer its weights (out × in, row by row) and its biases (out), all as
// IEEE 754 half-precision floats (uint16 each).
type Net struct {
	// Sizes are the widths of the layers, input first.
	Sizes []int
	// W[l] holds layer l's weights, Sizes[l+1] rows of Sizes[l]; B[l] its
	// biases.
	W, B [][]float32
}

// NewNet returns a network of the given layer widths with zero weights.
func NewNet(sizes ...int) *Net {
	n := &Net{Sizes: sizes}
	for l := 0; l+1 < len(sizes); l++ {
		n.W = append(n.W, make([]float32, sizes[l]*sizes[l+1]))
		n.B = append(n.B, make([]float32, sizes[l+1]))
	}
	return n
}

// Probabilities returns the probability of each class for the glyph x.
func (n *Net) Probabilities(x []float32) [Classes]float32 {
	var buf [2][256]float32
	return n.rest(x, 0, &buf)
}

// rest computes the network from layer l on, whose input is in (the
// output of layer l−1 before its ReLU, or the glyph for l = 0), with buf
// for the layers' outputs.
func (n *Net) rest(in []float32, l int, buf *[2][256]float32) [Classes]float32 {
	if l > 0 {
		for i, v := range in {
			in[i] = max(v, 0)
		}
	}
	for ; l < len(n.W); l++ {
		out := buf[(l+1)%2][:n.Sizes[l+1]]
		w := n.W[l]
		for o := range out {
			row := w[o*len(in) : (o+1)*len(in)]
			s := n.B[l][o]
			for i, v := range in {
				s += row[i] * v
			}
			if l+1 < len(n.W) && s < 0 {
				s = 0
			}
			out[o] = s
		}
		in = out
	}
	var p [Classes]float32
	max := in[0]
	for _, v := range in {
		max = float32(math.Max(float64(max), float64(v)))
	}
	var sum float32
	for i := range p {
		p[i] = float32(math.Exp(float64(in[i] - max)))
		sum += p[i]
	}
	for i := range p {
		p[i] /= sum
	}
	return p
}

// A sparseNet computes what its Net does, faster for a glyph, which is
// mostly empty: the first layer's weights are stored input by input, so
// an input of 0 costs nothing.
type sparseNet struct {
	net *Net
	w0t []float32 // w0t[i*h+o] = net.W[0][o*in+i], h the first layer's width
}

func newSparseNet(n *Net) sparseNet {
	in, h := n.Sizes[0], n.Sizes[1]
	t := make([]float32, in*h)
	for o := range h {
		for i := range in {
			t[i*h+o] = n.W[0][o*in+i]
		}
	}
	return sparseNet{net: n, w0t: t}
}

// probabilities is n.net.Probabilities(x).
func (n sparseNet) probabilities(x []float32) [Classes]float32 {
	var buf [2][256]float32
	h := buf[1][:n.net.Sizes[1]] // the first layer's output, as in rest
	copy(h, n.net.B[0])
	for i, v := range x {
		if v == 0 {
			continue
		}
		col := n.w0t[i*len(h) : (i+1)*len(h)]
		for o := range h {
			h[o] += v * col[o]
		}
	}
	return n.net.rest(h, 1, &buf)
}

var errWeights = errors.New("photo: bad weights file")

// MarshalBinary encodes the network in its binary form (see [Net]).
func (n *Net) MarshalBinary() ([]byte, error) {
	out := []byte("SDK1")
	out = binary.LittleEndian.AppendUint16(out, uint16(len(n.W)))
	for _, s := range n.Sizes {
		out = binary.LittleEndian.AppendUint16(out, uint16(s))
	}
	for l := range n.W {
		out = appendHalves(out, n.W[l])
		out = appendHalves(out, n.B[l])
	}
	return out, nil
}

// UnmarshalBinary decodes a network from its binary form.
func (n *Net) UnmarshalBinary(data []byte) error {
	m, p, err := decodeNet(data)
	if err != nil {
		return err
	}
	if p != len(data) {
		return errWeights
	}
	*n = *m
	return nil
}

// A Model is one network of the digit classifier: a [*Net] or a
// [*ConvNet].
type Model interface {
	// Probabilities returns the probability of each class for a glyph.
	Probabilities(x []float32) [Classes]float32
	MarshalBinary() ([]byte, error)
}

// ParseModels decodes one or more networks of either kind written back to
// back in their binary form (an ensemble, whose probabilities a [Reader]
// averages).
func ParseModels(data []byte) ([]Model, error) {
	var out []Model
	for len(data) > 0 {
		var m Model
		var p int
		var err error
		if len(data) >= 4 && string(data[:4]) == "SDC1" {
			m, p, err = decodeConvNet(data)
		} else {
			var n *Net
			n, p, err = decodeNet(data)
			if err == nil && n.Sizes[0] != Features {
				err = fmt.Errorf("%w: %d inputs, want %d", errWeights, n.Sizes[0], Features)
			}
			m = n
		}
		if err != nil {
			return nil, err
		}
		out = append(out, m)
		data = data[p:]
	}
	if len(out) == 0 {
		return nil, errWeights
	}
	return out, nil
}

// decodeNet decodes the network at the start of data and returns it with
// the number of bytes it took.
func decodeNet(data []byte) (*Net, int, error) {
	if len(data) < 6 || string(data[:4]) != "SDK1" {
		return nil, 0, errWeights
	}
	layers := int(binary.LittleEndian.Uint16(data[4:]))
	p := 6
	if layers < 1 || len(data) < p+2*(layers+1) {
		return nil, 0, errWeights
	}
	sizes := make([]int, layers+1)
	for i := range sizes {
		sizes[i] = int(binary.LittleEndian.Uint16(data[p:]))
		p += 2
		if sizes[i] < 1 || sizes[i] > 4096 || (i > 0 && sizes[i] > 256) {
			return nil, 0, errWeights
		}
	}
	if sizes[layers] != Classes {
		return nil, 0, fmt.Errorf("%w: %d outputs, want %d", errWeights, sizes[layers], Classes)
	}
	m := NewNet(sizes...)
	for l := range m.W {
		for _, dst := range [][]float32{m.W[l], m.B[l]} {
			var err error
			if p, err = readHalves(data, p, dst); err != nil {
				return nil, 0, err
			}
		}
	}
	return m, p, nil
}

// appendHalves appends the values of v to out as little-endian
// half-precision floats.
func appendHalves(out []byte, v []float32) []byte {
	for _, f := range v {
		out = binary.LittleEndian.AppendUint16(out, toHalf(f))
	}
	return out
}

// readHalves fills dst with the little-endian half-precision floats of
// data from byte p on, and returns the byte after them.
func readHalves(data []byte, p int, dst []float32) (int, error) {
	if len(data) < p+2*len(dst) {
		return 0, errWeights
	}
	for i := range dst {
		dst[i] = fromHalf(binary.LittleEndian.Uint16(data[p:]))
		p += 2
	}
	return p, nil
}

// toHalf rounds f to the nearest half-precision float (no NaN handling:
// weights are finite).
func toHalf(f float32) uint16 {
	b := math.Float32bits(f)
	sign := uint16(b>>16) & 0x8000
	exp := int(b>>23&0xff) - 127 + 15
	mant := b & 0x7fffff
	switch {
	case exp >= 31:
		return sign | 0x7bff // largest finite
	case exp <= 0:
		if exp < -10 {
			return sign
		}
		mant |= 0x800000
		shift := uint(14 - exp)
		h := mant >> shift
		if mant>>(shift-1)&1 != 0 {
			h++
		}
		return sign | uint16(h)
	}
	h := uint32(exp)<<10 | mant>>13
	if mant&0x1000 != 0 {
		h++ // may carry into the exponent, which is still right
	}
	if h >= 0x7c00 {
		h = 0x7bff
	}
	return sign | uint16(h)
}

// fromHalf converts a half-precision float to float32.
func fromHalf(h uint16) float32 {
	sign := uint32(h&0x8000) << 16
	exp := uint32(h>>10) & 0x1f
	mant := uint32(h & 0x3ff)
	switch {
	case exp == 0:
		return math.Float32frombits(sign) + float32(mant)/1024/16384*float32(1-2*int(sign>>31))
	case exp == 31:
		return math.Float32frombits(sign | 0x7f800000 | mant<<13)
	}
	return math.Float32frombits(sign | (exp+127-15)<<23 | mant<<13)
}

//go:embed weights.bin
var weights []byte

// DefaultModels decodes the classifier embedded in the package (trained
// by cmd/digits): an ensemble of networks. Each call returns new copies.
func DefaultModels() ([]Model, error) { return ParseModels(weights) }
