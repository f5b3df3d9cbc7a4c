package photo

import "testing"

// TestRepairLayers checks that givens read into no proper puzzle are
// mended by the fewest, likeliest changes (of a digit's layer, or of a
// given read in doubt), whose cells are then in doubt, and that nothing
// changes otherwise.
func TestRepairLayers(t *testing.T) {
	// seventeen is minimal: without any one of its givens it has several
	// solutions. Its given r2c9 is 1 (cell 17), r3c6 2 (cell 23); r1c1 is
	// 9 in its solution (cell 0), r1c2 5 (cell 1), r1c3 3 (cell 2), r1c4
	// 1 (cell 3).
	right := map[int][4]float32{0: {9, 0.99, 4, 0.01}, 1: {5, 0.99, 6, 0.01}, 2: {3, 0.99, 8, 0.01}}
	type layer struct {
		cell int
		l    Layer
		conf float32 // its LayerConfidence as read
	}
	type cell struct {
		i int
		l Layer
		v uint8
	}
	tests := []struct {
		name   string
		wrong  uint8              // r1c1's digit, if not the solution's 9
		layers []layer            // the layers as read where not the truth's
		givens map[int][4]float32 // givens read so: cell → digit, its probability, runner-up, its probability
		split  splitKind
		want   []cell // the cells after, where not the truth's
		moved  []int  // the cells changed, whose confidence must be below Doubt
	}{
		{
			name:   "a given taken for an entry",
			layers: []layer{{17, Entry, 0.7}},
			split:  splitHand,
			moved:  []int{17},
		},
		{
			name:   "a person's wrong entry taken for a given",
			wrong:  4,
			layers: []layer{{0, Given, 0.8}},
			split:  splitHand,
			moved:  []int{0},
		},
		{
			name:   "a given taken for an entry and a surer right entry in doubt too",
			layers: []layer{{17, Entry, 0.9}, {1, Entry, 0.4}},
			split:  splitColour,
			moved:  []int{17},
		},
		{
			name:   "a right entry taken for a given: still a proper puzzle, left",
			layers: []layer{{1, Given, 0.6}},
			split:  splitHand,
			want:   []cell{{1, Given, 5}},
		},
		{
			name:   "a given taken for an entry, another given's digit in doubt: the likelier change",
			layers: []layer{{17, Entry, 0.7}},
			givens: map[int][4]float32{23: {2, 0.8, 7, 0.2}},
			split:  splitHand,
			moved:  []int{17},
		},
		{
			name:   "pencil marks read as a given: no digit",
			givens: map[int][4]float32{3: {5, 0.7, 0, 0.3}},
			split:  splitColour,
			moved:  []int{3},
		},
		{
			name:   "a given misread: its runner-up",
			givens: map[int][4]float32{17: {7, 0.6, 1, 0.4}},
			split:  splitColour,
			moved:  []int{17},
		},
		{
			name:   "a given misread surely: left to the check",
			givens: map[int][4]float32{17: {7, 0.97, 1, 0.03}},
			split:  splitColour,
			want:   []cell{{17, Given, 7}},
		},
		{
			name:   "not split: left",
			layers: []layer{{17, Entry, 0.7}},
			split:  splitNone,
			want:   []cell{{17, Entry, 1}},
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
		truth, truthGrid := rd.Layers, rd.Grid
		for _, l := range tt.layers {
			rd.Layers[l.cell], rd.LayerConfidence[l.cell] = l.l, l.conf
		}
		for i, g := range tt.givens {
			rd.Prob[i] = [Classes]float32{}
			rd.Prob[i][int(g[0])], rd.Prob[i][int(g[2])] = g[1], g[3]
			rd.Grid[i], rd.Confidence[i], rd.Layers[i] = uint8(g[0]), g[1], Given
		}
		before := *rd
		rd.split = tt.split
		repairLayers(rd)
		want, wantGrid := truth, truthGrid
		for _, c := range tt.want {
			want[c.i], wantGrid[c.i] = c.l, c.v
		}
		if rd.Layers != want || rd.Grid != wantGrid {
			t.Errorf("%s: read %s %s, want %s %s", tt.name, layersOf(rd.Layers), rd.Grid, layersOf(want), wantGrid)
		}
		for _, c := range tt.want {
			if rd.LayerConfidence[c.i] != before.LayerConfidence[c.i] || rd.Confidence[c.i] != before.Confidence[c.i] {
				t.Errorf("%s: r%dc%d's confidence %.3f and %.3f in its layer, want them left at %.3f and %.3f", tt.name, c.i/9+1, c.i%9+1,
					rd.Confidence[c.i], rd.LayerConfidence[c.i], before.Confidence[c.i], before.LayerConfidence[c.i])
			}
		}
		for _, c := range tt.moved {
			if p := rd.CellConfidence(c); p >= Doubt || p <= 0 {
				t.Errorf("%s: r%dc%d changed to %v %d at %.3f, want it in doubt (above 0, below %.2f)", tt.name, c/9+1, c%9+1, rd.Layers[c], rd.Grid[c], p, Doubt)
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
