package photo

import "testing"

// TestRepairLayers checks that givens split into no proper puzzle are
// mended by moving the fewest, least sure digits to the other layer,
// which are then in doubt, and that nothing changes otherwise.
func TestRepairLayers(t *testing.T) {
	// seventeen is minimal: without any one of its givens it has several
	// solutions. Its given r2c9 is 1 (cell 17), r3c6 2 (cell 23); r1c1 is
	// 9 in its solution (cell 0), r1c2 5 (cell 1), r1c3 3 (cell 2).
	right := map[int][4]float32{0: {9, 0.99, 4, 0.01}, 1: {5, 0.99, 6, 0.01}, 2: {3, 0.99, 8, 0.01}}
	type layer struct {
		cell int
		l    Layer
		conf float32 // its LayerConfidence as split
	}
	tests := []struct {
		name   string
		wrong  uint8   // r1c1's digit, if not the solution's 9
		layers []layer // the split's layers where not the truth's
		doubt  int     // a given's digit read in doubt (cell; -1 for none)
		split  splitKind
		want   []layer // the layers after, where not the truth's
		moved  []int   // the cells moved, whose confidence must be below Doubt
	}{
		{
			name:   "a given taken for an entry",
			layers: []layer{{17, Entry, 0.7}},
			doubt:  -1, split: splitHand,
			moved: []int{17},
		},
		{
			name:   "a person's wrong entry taken for a given",
			wrong:  4,
			layers: []layer{{0, Given, 0.8}},
			doubt:  -1, split: splitHand,
			moved: []int{0},
		},
		{
			name:   "a given taken for an entry and a surer right entry in doubt too",
			layers: []layer{{17, Entry, 0.9}, {1, Entry, 0.4}},
			doubt:  -1, split: splitColour,
			moved: []int{17},
		},
		{
			name:   "a right entry taken for a given: still a proper puzzle, left",
			layers: []layer{{1, Given, 0.6}},
			doubt:  -1, split: splitHand,
			want: []layer{{1, Given, 0.6}},
		},
		{
			name:   "a given's digit in doubt: left to the check",
			layers: []layer{{17, Entry, 0.7}},
			doubt:  23, split: splitHand,
			want: []layer{{17, Entry, 0.7}},
		},
		{
			name:   "not split: left",
			layers: []layer{{17, Entry, 0.7}},
			doubt:  -1, split: splitNone,
			want: []layer{{17, Entry, 0.7}},
		},
	}
	for _, tt := range tests {
		entries := map[int][4]float32{}
		for c, e := range right {
			entries[c] = e
		}
		if tt.wrong != 0 {
			entries[0] = [4]float32{float32(tt.wrong), 0.99, 9, 0.01}
		}
		rd := gameReading(t, entries)
		for i := range rd.Layers {
			if rd.Layers[i] == Entry {
				rd.LayerConfidence[i] = 0.97
			}
		}
		truth := rd.Layers
		for _, l := range tt.layers {
			rd.Layers[l.cell], rd.LayerConfidence[l.cell] = l.l, l.conf
		}
		if tt.doubt >= 0 {
			rd.Confidence[tt.doubt] = 0.8
		}
		rd.split = tt.split
		repairLayers(rd)
		want := truth
		for _, l := range tt.want {
			want[l.cell] = l.l
		}
		if rd.Layers != want {
			t.Errorf("%s: layers %s, want %s", tt.name, layersOf(rd.Layers), layersOf(want))
		}
		for _, l := range tt.want {
			if rd.LayerConfidence[l.cell] != l.conf {
				t.Errorf("%s: r%dc%d's layer confidence %.3f, want it left at %.3f", tt.name, l.cell/9+1, l.cell%9+1, rd.LayerConfidence[l.cell], l.conf)
			}
		}
		for _, c := range tt.moved {
			if rd.LayerConfidence[c] >= Doubt || rd.LayerConfidence[c] <= 0 {
				t.Errorf("%s: r%dc%d moved to %v at %.3f, want it in doubt (above 0, below %.2f)", tt.name, c/9+1, c%9+1, rd.Layers[c], rd.LayerConfidence[c], Doubt)
			}
		}
	}
}

// layersOf writes the digits' layers of a grid: g for a given, e for an
// entry, . for anything else.
func layersOf(ls [81]Layer) string {
	b := make([]byte, 81)
	for i, l := range ls {
		b[i] = '.'
		switch l {
		case Given:
			b[i] = 'g'
		case Entry:
			b[i] = 'e'
		}
	}
	return string(b)
}
