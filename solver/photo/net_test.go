package photo

import (
	"errors"
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
	nets, err := ParseNets(append(da, db...))
	if err != nil {
		t.Fatalf("ParseNets(two nets): %v", err)
	}
	if len(nets) != 2 || nets[0].Sizes[1] != 3 || nets[1].Sizes[1] != 5 {
		t.Fatalf("ParseNets(two nets) = %d nets, want hidden widths 3 and 5", len(nets))
	}
	if nets[0].W[0][5] != a.W[0][5] || nets[1].B[1][2] != -1.5 {
		t.Errorf("ParseNets changed the weights: %v, %v", nets[0].W[0][5], nets[1].B[1][2])
	}
	for name, data := range map[string][]byte{
		"empty":     nil,
		"truncated": append(da, db[:len(db)-1]...),
		"trailing":  append(da, 'x'),
	} {
		if _, err := ParseNets(data); !errors.Is(err, errWeights) {
			t.Errorf("ParseNets(%s) = %v, want errWeights", name, err)
		}
	}
	var n Net
	if err := n.UnmarshalBinary(append(da, db...)); !errors.Is(err, errWeights) {
		t.Errorf("UnmarshalBinary(two nets) = %v, want errWeights (one net only)", err)
	}
	if nets, err := DefaultNets(); err != nil || len(nets) == 0 {
		t.Errorf("DefaultNets() = %d nets, %v", len(nets), err)
	}
}
