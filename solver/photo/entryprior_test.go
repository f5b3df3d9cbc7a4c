package photo

import (
	"testing"

	"sudokubot/solver"
)

// gameReading returns a reading of the puzzle seventeen as givens, every
// given sure, with entries: cell → (digit read, its probability, the
// runner-up, its probability).
func gameReading(t *testing.T, entries map[int][4]float32) *Reading {
	t.Helper()
	p, err := solver.Parse(seventeen)
	if err != nil {
		t.Fatal(err)
	}
	rd := reading(t, p, entries)
	for i := range rd.LayerConfidence {
		rd.LayerConfidence[i] = 1
	}
	for i, v := range p {
		if v != 0 {
			rd.Layers[i] = Given
		}
	}
	for i := range entries {
		rd.Layers[i] = Entry
	}
	return rd
}

// weighGame weighs the entries of rd, split by colour, as the reader
// does: by its givens' solution if they have one, or once mended so
// (repairLayers).
func weighGame(rd *Reading) {
	rd.split = splitColour
	if sol, game := repairLayers(rd); game {
		weighEntries(rd, sol)
	}
}

// seventeenSolution is the solution of seventeen.
const seventeenSolution = "953168742862734951417952836746893125281645397395271468138529674574386219629417583"

// TestWeighEntries checks that an entry the classifier hesitates over is
// read as its solution digit when that is the runner-up, a clear wrong
// entry is kept as written, a right entry read surer, and nothing changes
// when the givens are no proper puzzle.
func TestWeighEntries(t *testing.T) {
	sol, err := solver.Parse(seventeenSolution)
	if err != nil {
		t.Fatal(err)
	}
	// r1c1 is 9, r1c2 5, r1c3 3, r2c1 8 in the solution.
	tests := []struct {
		name     string
		entry    [4]float32 // at r1c1
		want     uint8
		conf     float32 // the confidence after, within 0.001
		doubtful bool
	}{
		{"a hesitant 4 whose runner-up is the solution's 9", [4]float32{4, 0.55, 9, 0.45}, 9, 0.621, true},
		{"a clear wrong 4", [4]float32{4, 0.97, 9, 0.03}, 4, 0.942, true},
		{"a wrong 4 whose runner-up is no solution", [4]float32{4, 0.55, 7, 0.45}, 4, 0.55, true},
		{"a right 9", [4]float32{9, 0.90, 4, 0.10}, 9, 0.947, true},
		{"a sure right 9", [4]float32{9, 0.97, 4, 0.03}, 9, 0.985, false},
	}
	for _, tt := range tests {
		rd := gameReading(t, map[int][4]float32{0: tt.entry})
		weighGame(rd)
		if rd.Grid[0] != tt.want || rd.Confidence[0] < tt.conf-0.001 || rd.Confidence[0] > tt.conf+0.001 {
			t.Errorf("%s: r1c1 read %d at %.3f, want %d at %.3f (the solution's %d)", tt.name, rd.Grid[0], rd.Confidence[0], tt.want, tt.conf, sol[0])
		}
		var sum float32
		for _, q := range rd.Prob[0] {
			sum += q
		}
		if sum < 0.999 || sum > 1.001 || rd.Prob[0][rd.Grid[0]] != rd.Confidence[0] {
			t.Errorf("%s: probabilities %v (sum %.4f), want them to sum to 1 and give the confidence", tt.name, rd.Prob[0], sum)
		}
		if doubtful := rd.Confidence[0] < Doubt; doubtful != tt.doubtful {
			t.Errorf("%s: doubtful %v at %.3f, want %v", tt.name, doubtful, rd.Confidence[0], tt.doubtful)
		}
	}
	// Without its given r2c9 (1), seventeen has several solutions: the
	// entries are read as the classifier read them.
	rd := gameReading(t, map[int][4]float32{0: {4, 0.55, 9, 0.45}})
	rd.Grid[17], rd.Layers[17] = 0, Empty
	weighGame(rd)
	if rd.Grid[0] != 4 || rd.Confidence[0] != 0.55 {
		t.Errorf("givens with several solutions: r1c1 read %d at %.3f, want 4 at 0.550 as the classifier read it", rd.Grid[0], rd.Confidence[0])
	}
}

// TestCheckGame checks that a reading with entries whose givens are a
// proper puzzle is checked as a game: the givens' verdict, nothing
// repaired (an entry that is not the solution's, or clashes, is the
// person's mistake), the clashes as conflicts, and the entries doubtful
// in their digit or their layer as doubtful.
func TestCheckGame(t *testing.T) {
	// r1c1 is 9 in the solution; r1c3 is 3, and the given 3 of r3c8 is in
	// row 3, box 3.
	tests := []struct {
		name      string
		entries   map[int][4]float32
		sure      bool
		conflicts bool
		doubtful  []int
		layer     float32 // r1c1's layer confidence, if not 1
	}{
		{"right entries", map[int][4]float32{0: {9, 0.99, 4, 0.01}, 2: {3, 0.99, 8, 0.01}}, true, false, nil, 0},
		{"a wrong entry", map[int][4]float32{0: {4, 0.99, 9, 0.01}}, true, false, nil, 0},
		{"a wrong entry that clashes with a given", map[int][4]float32{18: {3, 0.99, 8, 0.01}}, true, true, nil, 0},
		{"a doubtful wrong entry", map[int][4]float32{0: {4, 0.6, 9, 0.4}}, false, false, []int{0}, 0},
		{"an entry whose layer is doubtful (a given or the person's?)", map[int][4]float32{0: {9, 0.99, 4, 0.01}}, false, false, []int{0}, 0.6},
	}
	for _, tt := range tests {
		rd := gameReading(t, tt.entries)
		if tt.layer > 0 {
			rd.LayerConfidence[0] = tt.layer
		}
		c := rd.Check()
		if c.Sure() != tt.sure || c.Verdict != solver.Unique || len(c.Repairs) != 0 || (len(c.Conflicts) > 0) != tt.conflicts || len(c.Doubtful) != len(tt.doubtful) || c.Grid != rd.Grid {
			t.Errorf("%s: Check() = sure %v, %v, repairs %v, doubtful %v, conflicts %v, grid as read %v; want sure %v, unique, no repairs, doubtful %v, conflicts %v, the grid as read",
				tt.name, c.Sure(), c.Verdict, c.Repairs, c.Doubtful, c.Conflicts, c.Grid == rd.Grid, tt.sure, tt.doubtful, tt.conflicts)
		}
	}
}
