package photo

import (
	"errors"
	"math"
	"math/rand/v2"
	"testing"
)

func TestParseNets(t *testing.T) {
	a, b := NewNet(Features, 3, Classes), NewNet(Features, 5, Classes)
	for i := range a.W[0] {
		a.W[0][i] = float32(i%7) / 8
	}
	b.B[1][2] = -1.5
	da, _ := a.MarshalBinary()
	db, _ := b.MarshalBinary()
	models, err := ParseModels(append(da, db...))
	if err != nil {
		t.Fatalf("ParseModels(two nets): %v", err)
	}
	var nets []*Net
	for _, m := range models {
		if n, ok := m.(*Net); ok {
			nets = append(nets, n)
		}
	}
	if len(nets) != 2 || nets[0].Sizes[1] != 3 || nets[1].Sizes[1] != 5 {
		t.Fatalf("ParseModels(two nets) = %d nets, want hidden widths 3 and 5", len(nets))
	}
	if nets[0].W[0][5] != a.W[0][5] || nets[1].B[1][2] != -1.5 {
		t.Errorf("ParseModels changed the weights: %v, %v", nets[0].W[0][5], nets[1].B[1][2])
	}
	for name, data := range map[string][]byte{
		"empty":     nil,
		"truncated": append(da, db[:len(db)-1]...),
		"trailing":  append(da, 'x'),
	} {
		if _, err := ParseModels(data); !errors.Is(err, errWeights) {
			t.Errorf("ParseModels(%s) = %v, want errWeights", name, err)
		}
	}
	var n Net
	if err := n.UnmarshalBinary(append(da, db...)); !errors.Is(err, errWeights) {
		t.Errorf("UnmarshalBinary(two nets) = %v, want errWeights (one net only)", err)
	}
	if nets, err := DefaultModels(); err != nil || len(nets) == 0 {
		t.Errorf("DefaultModels() = %d nets, %v", len(nets), err)
	}
}

// TestSparseNet: the reader's sparse form of a network gives what the
// network does, for glyphs mostly empty or not, with one hidden layer or
// two.
func TestSparseNet(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, sizes := range [][]int{{Features, 128, Classes}, {Features, 40, 30, Classes}} {
		n := NewNet(sizes...)
		for l := range n.W {
			for i := range n.W[l] {
				n.W[l][i] = float32(rng.NormFloat64() * 0.1)
			}
			for i := range n.B[l] {
				n.B[l][i] = float32(rng.NormFloat64() * 0.1)
			}
		}
		s := newSparseNet(n)
		for k, ink := range []float64{0, 0.2, 1} {
			var x Glyph
			for i := range x {
				if rng.Float64() < ink {
					x[i] = float32(rng.Float64())
				}
			}
			want, got := n.Probabilities(x[:]), s.probabilities(x[:])
			for d := range want {
				if math.Abs(float64(want[d]-got[d])) > 1e-5 {
					t.Errorf("sizes %v, glyph %d: sparse p[%d] = %v, want %v", sizes, k, d, got[d], want[d])
				}
			}
		}
	}
}
